//! `scoresheet read`: moves in any notation in, the game in a chosen notation
//! out, diagnostics on standard error.

use super::input::Source;
use crate::board::Position;
use crate::diagnostics::render::render;
use crate::resolve::{Game, Line, Options, read_movetext};
use crate::syntax::lexicon::Language;
use crate::write::{Notation, Pieces, Style, move_to_string};
use std::io::{IsTerminal, Write};
use std::process::ExitCode;

/// The notations `--to` offers.
#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum To {
    /// UCI, the moves separated by spaces, one game per line.
    Uci,
    /// SAN as in PGN.
    San,
    /// FIDE's notation: 0-0, e8Q, e.p.
    Fide,
    /// SAN with figurines.
    Figurine,
    /// Long algebraic: Ng1-f3.
    Lan,
}

/// Arguments of `scoresheet read`.
#[derive(clap::Args, Debug)]
pub struct ReadArgs {
    /// Files to read, or '-' (the default) for standard input.
    pub files: Vec<String>,
    /// The starting position, when the text does not start from the initial one.
    #[arg(long)]
    pub fen: Option<String>,
    /// The language of the piece letters: auto, or an ISO 639-1 code (en de fr nl
    /// es it pt sv da no cs pl hu ru).
    #[arg(long, default_value = "auto")]
    pub lang: String,
    /// Apply no correction: every liberty that changes the reading is an error.
    #[arg(long)]
    pub strict: bool,
    /// The notation to print the game in.
    #[arg(long, value_enum, default_value = "san")]
    pub to: To,
}

/// Runs `scoresheet read`.
#[must_use]
pub fn run(args: &ReadArgs) -> ExitCode {
    let language = match args.lang.as_str() {
        "auto" => None,
        code => match Language::from_code(code) {
            Some(language) => Some(language),
            None => {
                eprintln!(
                    "error: unknown language '{code}'; use auto, en, de, fr, nl, es, it, pt, sv, da, no, cs, pl, hu or ru"
                );
                return ExitCode::from(super::USAGE);
            }
        },
    };
    let start = match &args.fen {
        None => Position::initial(),
        Some(fen) => match Position::from_fen(fen) {
            Ok(position) => position,
            Err(error) => {
                eprintln!("error: bad FEN at bytes {}: {}", error.span, error.kind);
                return ExitCode::from(super::USAGE);
            }
        },
    };
    let options = Options {
        language,
        strict: args.strict,
    };
    let files: Vec<Option<&str>> = if args.files.is_empty() {
        vec![None]
    } else {
        args.files.iter().map(|f| Some(f.as_str())).collect()
    };
    let mut errors = 0;
    let mut stdout = std::io::stdout().lock();
    let colour = std::io::stderr().is_terminal();
    for file in files {
        let source = match Source::read(file, false) {
            Ok(source) => source,
            Err(error) => {
                eprintln!(
                    "error: cannot read {}: {error}",
                    file.unwrap_or("standard input")
                );
                return ExitCode::from(super::USAGE);
            }
        };
        let parsed = crate::syntax::parse(&source.text);
        let game = read_movetext(&source.text, &parsed.movetext, &start, &options);
        let mut diagnostics = source.diagnostics;
        diagnostics.extend(parsed.diagnostics);
        diagnostics.extend(game.diagnostics.iter().cloned());
        diagnostics.sort_by_key(|d| d.span.start);
        errors += diagnostics.iter().filter(|d| d.is_error()).count();
        if writeln!(stdout, "{}", write_game(&game, args.to)).is_err() {
            return ExitCode::from(super::USAGE);
        }
        if !diagnostics.is_empty() {
            eprint!(
                "{}",
                render(&source.name, &source.text, &diagnostics, colour)
            );
        }
    }
    super::status(errors)
}

/// The main line in the notation `to`, on one line.
#[must_use]
pub fn write_game(game: &Game, to: To) -> String {
    let style = match to {
        To::Uci => Style::UCI,
        To::San => Style::SAN,
        To::Fide => Style::FIDE,
        To::Figurine => Style {
            notation: Notation::San,
            pieces: Pieces::Figurines,
        },
        To::Lan => Style::LAN,
    };
    let mut out = String::new();
    write_line(&game.line, style, to == To::Uci, &mut out);
    if to != To::Uci
        && let Some(result) = game.result
    {
        let text = match result {
            crate::syntax::ast::Outcome::WhiteWins => "1-0",
            crate::syntax::ast::Outcome::BlackWins => "0-1",
            crate::syntax::ast::Outcome::Draw => "1/2-1/2",
            crate::syntax::ast::Outcome::Unknown => "*",
        };
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(text);
    }
    out
}

fn write_line(line: &Line, style: Style, bare: bool, out: &mut String) {
    let mut position = line.start;
    for (i, m) in line.moves.iter().enumerate() {
        if !out.is_empty() {
            out.push(' ');
        }
        if !bare {
            let white = position.turn() == crate::board::Color::White;
            if white {
                out.push_str(&format!("{}. ", position.fullmove_number()));
            } else if i == 0 {
                out.push_str(&format!("{}... ", position.fullmove_number()));
            }
        }
        match m.played {
            crate::resolve::Played::Move(chess_move) => {
                out.push_str(&move_to_string(&position, chess_move, style))
            }
            crate::resolve::Played::Pass => out.push_str(if bare { "0000" } else { "--" }),
        }
        position = m.played.play(&position);
    }
}
