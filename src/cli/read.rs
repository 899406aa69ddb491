//! `scoresheet read`: documents in, games out in a chosen notation,
//! diagnostics on standard error. Files are streamed game by game.

use scoresheet::board::Position;
use scoresheet::diagnostics::render::render_at;
use scoresheet::document::stream::{Chunk, Chunks};
use scoresheet::document::{Kind, ReadOptions, read_str};
use scoresheet::resolve::Game;
use scoresheet::{export::line::main_line, notation::Style};
use std::io::{BufRead, BufReader, IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// The notations `--to` offers.
#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum To {
    /// UCI, the moves separated by spaces, one game per line.
    Uci,
    /// SAN as in PGN, one game per line.
    San,
    /// FIDE's notation: 0-0, e8Q, e.p.
    Fide,
    /// SAN with figurines.
    Figurine,
    /// Long algebraic: Ng1-f3.
    Lan,
    /// A clean PGN export: tags, comments and variations kept.
    Pgn,
    /// One JSON object per game and line: tags, moves with spans, UCI and
    /// SAN, diagnostics.
    Json,
}

/// The kinds of text `--kind` offers: the library's [`Kind`], named for the
/// command line here so that the library needs no clap.
#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
enum KindArg {
    /// Decide from the text: movetext when nearly all of it parses as
    /// movetext, prose otherwise.
    Auto,
    /// PGN or a scoresheet: every token is movetext, and every error counts.
    Movetext,
    /// Ordinary text with games in it: a game is a run of movetext that
    /// starts with a move number; the words around it are not errors.
    Prose,
}

impl From<KindArg> for Kind {
    fn from(kind: KindArg) -> Kind {
        match kind {
            KindArg::Auto => Kind::Auto,
            KindArg::Movetext => Kind::Movetext,
            KindArg::Prose => Kind::Prose,
        }
    }
}

/// Reads `--kind` into a [`Kind`], offering the values of [`KindArg`].
pub(crate) fn kind_parser() -> impl clap::builder::TypedValueParser<Value = Kind> {
    use clap::builder::TypedValueParser as _;
    clap::builder::EnumValueParser::<KindArg>::new().map(Kind::from)
}

/// Arguments of `scoresheet read`.
#[derive(clap::Args, Debug)]
pub struct ReadArgs {
    /// Files or directories to read, or '-' (the default) for standard input.
    pub files: Vec<String>,
    /// The starting position, when the games do not start from the initial one.
    #[arg(long)]
    pub fen: Option<String>,
    /// The language of the piece letters: auto, or an ISO 639-1 code (en de fr nl
    /// es it pt sv da no cs pl hu ru).
    #[arg(long, default_value = "auto")]
    pub lang: String,
    /// Apply no correction: every liberty that changes the reading is an error.
    #[arg(long)]
    pub strict: bool,
    /// What kind of text the input is.
    #[arg(long, value_parser = kind_parser(), default_value = "auto")]
    pub kind: Kind,
    /// The notation to print the games in.
    #[arg(long, value_enum, default_value = "san")]
    pub to: To,
}

/// Runs `scoresheet read`.
///
/// # Errors
/// When the output cannot be written.
pub fn run(args: &ReadArgs) -> std::io::Result<ExitCode> {
    let language = match super::language_arg(&args.lang) {
        Ok(language) => language,
        Err(message) => {
            say!("error: {message}");
            return Ok(ExitCode::from(super::USAGE));
        }
    };
    let start = match &args.fen {
        None => Position::initial(),
        Some(fen) => match Position::from_fen(fen) {
            Ok(position) => position,
            Err(error) => {
                say!("error: bad FEN at bytes {}: {}", error.span, error.kind);
                return Ok(ExitCode::from(super::USAGE));
            }
        },
    };
    let options = ReadOptions::default()
        .with_language(language)
        .with_strict(args.strict)
        .with_start(start)
        .with_kind(args.kind);
    let inputs = match inputs(&args.files) {
        Ok(inputs) => inputs,
        Err(message) => {
            say!("error: {message}");
            return Ok(ExitCode::from(super::USAGE));
        }
    };
    let mut errors = 0;
    // Never silent: an input in which no move was read is an error.
    let mut moves_read = 0;
    let mut stdout = std::io::stdout().lock();
    let colour = std::io::stderr().is_terminal();
    for input in inputs {
        let (name, reader): (String, Box<dyn BufRead>) = match &input {
            None => (
                "<stdin>".to_string(),
                Box::new(BufReader::new(std::io::stdin())),
            ),
            Some(path) => match std::fs::File::open(path) {
                Ok(file) => (path.display().to_string(), Box::new(BufReader::new(file))),
                Err(error) => {
                    say!("error: cannot read {}: {error}", path.display());
                    return Ok(ExitCode::from(super::USAGE));
                }
            },
        };
        let mut index = 0;
        let mut encoding_reported = false;
        for chunk in Chunks::new(reader) {
            let mut chunk = match chunk {
                Ok(chunk) => chunk,
                Err(error) => {
                    say!("error: cannot read {name}: {error}");
                    return Ok(ExitCode::from(super::USAGE));
                }
            };
            // A file that is not UTF-8 is said so once, not once a game.
            if encoding_reported {
                chunk
                    .diagnostics
                    .retain(|d| d.code != scoresheet::diagnostics::Code::InvalidUtf8);
            }
            encoding_reported |= !chunk.diagnostics.is_empty();
            let (count, chunk_errors, chunk_moves) =
                emit(&name, &chunk, &options, args.to, index, colour, &mut stdout)?;
            index += count;
            errors += chunk_errors;
            moves_read += chunk_moves;
        }
        if index == 0 {
            // Not a byte to read: nothing else would say so.
            say!("warning[D006]: {name}: no moves found: the input is empty");
        }
    }
    stdout.flush()?;
    Ok(super::status(if moves_read == 0 {
        errors.max(1)
    } else {
        errors
    }))
}

/// Reads one chunk and prints its games; returns (games, errors, moves).
fn emit(
    name: &str,
    chunk: &Chunk,
    options: &ReadOptions,
    to: To,
    index: usize,
    colour: bool,
    out: &mut impl Write,
) -> std::io::Result<(usize, usize, usize)> {
    let games = read_str(&chunk.text, options);
    let mut errors = chunk.diagnostics.iter().filter(|d| d.is_error()).count();
    if !chunk.diagnostics.is_empty() {
        write!(
            std::io::stderr(),
            "{}",
            render_at(name, &chunk.text, chunk.line, &chunk.diagnostics, colour)
        )?;
    }
    let offset = u32::try_from(chunk.offset).unwrap_or(u32::MAX);
    for (i, read) in games.iter().enumerate() {
        // A text's word that it holds no game is a report, not a line of
        // output.
        let nothing = read.game.line.moves.is_empty()
            && read.game.tags.is_empty()
            && read.game.result.is_none();
        if nothing && to != To::Json {
            errors += read.diagnostics.iter().filter(|d| d.is_error()).count();
            write!(
                std::io::stderr(),
                "{}",
                render_at(name, &chunk.text, chunk.line, &read.diagnostics, colour)
            )?;
            continue;
        }
        let text = match to {
            To::Json => {
                let mut diagnostics = chunk.diagnostics.clone();
                diagnostics.extend(read.diagnostics.iter().cloned());
                scoresheet::export::json::write_json(
                    name,
                    index + i,
                    &read.game,
                    &diagnostics,
                    &chunk.text,
                    read.span,
                    offset,
                )
            }
            To::Pgn => {
                scoresheet::export::pgn::write_pgn(&read.game, &chunk.text, Style::SAN)
                    .trim_end()
                    .to_string()
                    + "\n"
            }
            other => write_game(&read.game, other),
        };
        writeln!(out, "{text}")?;
        errors += read.diagnostics.iter().filter(|d| d.is_error()).count();
        if !read.diagnostics.is_empty() {
            write!(
                std::io::stderr(),
                "{}",
                render_at(name, &chunk.text, chunk.line, &read.diagnostics, colour)
            )?;
        }
    }
    let moves = games.iter().map(|g| g.game.line.moves.len()).sum();
    Ok((games.len(), errors, moves))
}

/// The files to read: each argument, the readable files under a directory
/// (sorted, hidden ones skipped), or standard input for '-' or nothing.
pub(crate) fn inputs(arguments: &[String]) -> Result<Vec<Option<PathBuf>>, String> {
    if arguments.is_empty() {
        return Ok(vec![None]);
    }
    let mut out = Vec::new();
    for argument in arguments {
        if argument == "-" {
            out.push(None);
        } else {
            out.extend(files_under(Path::new(argument))?.into_iter().map(Some));
        }
    }
    Ok(out)
}

/// A file, or the text files under a directory, sorted.
///
/// # Errors
/// When the path does not exist or a directory cannot be read.
pub(crate) fn files_under(path: &Path) -> Result<Vec<PathBuf>, String> {
    if path.is_dir() {
        let mut files = Vec::new();
        walk(path, &mut files).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
        files.sort();
        Ok(files)
    } else if path.exists() {
        Ok(vec![path.to_path_buf()])
    } else {
        Err(format!("no such file: {}", path.display()))
    }
}

/// Files with a text extension under `dir`.
fn walk(dir: &Path, out: &mut Vec<PathBuf>) -> std::io::Result<()> {
    for entry in std::fs::read_dir(dir)? {
        let path = entry?.path();
        let hidden = path
            .file_name()
            .is_some_and(|n| n.to_string_lossy().starts_with('.'));
        if hidden {
            continue;
        }
        if path.is_dir() {
            walk(&path, out)?;
        } else if path.extension().is_some_and(|e| {
            ["pgn", "txt", "md", "markdown", "text"].contains(&e.to_string_lossy().as_ref())
        }) {
            out.push(path);
        }
    }
    Ok(())
}

/// The main line in the notation `to`, on one line.
#[must_use]
pub fn write_game(game: &Game, to: To) -> String {
    let style = match to {
        To::Uci => Style::UCI,
        To::San | To::Pgn | To::Json => Style::SAN,
        To::Fide => Style::FIDE,
        To::Figurine => Style::FIGURINE,
        To::Lan => Style::LAN,
    };
    main_line(game, style)
}
