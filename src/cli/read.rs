//! `scoresheet read`: documents in, games out in a chosen notation,
//! diagnostics on standard error. Files are streamed game by game.

use scoresheet::board::Position;
use scoresheet::diagnostics::render::render_in;
use scoresheet::document::clean::{PlainGame, read_clean, read_plain_game};
use scoresheet::document::stream::{Chunk, Chunks};
use scoresheet::document::{Kind, ReadOptions, read_str};
use scoresheet::export::json::{JsonOptions, JsonText};
use scoresheet::export::line::{clean_main_line, main_line};
use scoresheet::notation::Style;
use scoresheet::resolve::Game;
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
    /// The starting position, when the games do not start from the initial
    /// one: a FEN, or 'startpos'.
    #[arg(long)]
    pub fen: Option<String>,
    /// The language of the piece letters: auto, or an ISO 639-1 code (en de fr nl
    /// es it pt sv da no cs pl hu ru sr is fi ro tr lt, en-s for the old English S).
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
    /// How many threads read a large input (by default, one per core);
    /// the output is in input order whatever the number.
    #[arg(long, short = 'j')]
    pub jobs: Option<usize>,
    /// Hide notes (the liberties taken); warnings and errors are shown.
    #[arg(long, short)]
    pub quiet: bool,
    /// With --to json, give each move the FEN of the position after it.
    #[arg(long)]
    pub with_fen: bool,
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
    let start = match args.fen.as_deref() {
        None | Some("startpos") => Position::initial(),
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
    let jobs = args.jobs.unwrap_or_else(|| {
        std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get)
    });
    let settings = Settings {
        options,
        to: args.to,
        colour: std::io::stderr().is_terminal(),
        quiet: args.quiet,
        fen: args.with_fen,
    };
    let mut totals = Totals::default();
    // An input that cannot be read is reported and makes the status 2; the
    // other inputs are still read.
    let mut unreadable = false;
    let mut stdout = std::io::BufWriter::with_capacity(1 << 16, std::io::stdout().lock());
    for input in inputs {
        let (name, reader): (String, Box<dyn BufRead + Send>) = match &input {
            None => (
                "<stdin>".to_string(),
                Box::new(BufReader::new(std::io::stdin())),
            ),
            Some(path) => match std::fs::File::open(path) {
                Ok(file) => (
                    path.display().to_string(),
                    Box::new(BufReader::with_capacity(1 << 16, file)),
                ),
                Err(error) => {
                    // That file is reported; the others are still read.
                    stdout.flush()?;
                    say!("error: cannot read {}: {error}", path.display());
                    unreadable = true;
                    continue;
                }
            },
        };
        let before = totals.games;
        let read = if jobs > 1 {
            read_parallel(&name, reader, &settings, jobs, &mut stdout, &mut totals)?
        } else {
            read_serial(&name, reader, &settings, &mut stdout, &mut totals)?
        };
        if let Err(message) = read {
            stdout.flush()?;
            say!("error: {message}");
            unreadable = true;
            continue;
        }
        if totals.games == before && totals.chunks_of_last_input == 0 {
            // Not a byte to read: nothing else would say so.
            stdout.flush()?;
            say!("warning[D006]: {name}: no moves found: the input is empty");
        }
    }
    stdout.flush()?;
    if unreadable {
        return Ok(ExitCode::from(super::USAGE));
    }
    // No move read is a failure, unless PGN games were read that hold
    // none (positions, puzzles): those are games, and were written.
    Ok(super::status(if totals.moves == 0 && totals.tagged == 0 {
        totals.errors.max(1)
    } else {
        totals.errors
    }))
}

/// What every chunk is read and written with.
struct Settings {
    options: ReadOptions,
    to: To,
    colour: bool,
    quiet: bool,
    /// With `--to json`, the FEN after each move.
    fen: bool,
}

/// Counts over the whole run.
#[derive(Default)]
struct Totals {
    games: usize,
    errors: usize,
    moves: usize,
    /// Games with a tag section: a PGN game may hold no move (a position,
    /// a puzzle to solve), and is still a game read.
    tagged: usize,
    chunks_of_last_input: usize,
}

/// One chunk read and written out: what goes to standard output and
/// standard error, and its counts. Made on any thread, written in order.
struct Rendered {
    stdout: String,
    stderr: String,
    games: usize,
    errors: usize,
    moves: usize,
    tagged: usize,
    /// With `--to json`, the games' objects, one per line, each without
    /// its number in the whole input, known only in order: the writer puts
    /// it in.
    json: Vec<u8>,
    /// Where each game's number belongs in `json`, in order.
    numbers: Vec<usize>,
}

/// Reads an input chunk by chunk on this thread.
fn read_serial(
    name: &str,
    reader: impl BufRead,
    settings: &Settings,
    out: &mut impl Write,
    totals: &mut Totals,
) -> std::io::Result<Result<(), String>> {
    totals.chunks_of_last_input = 0;
    let mut encoding = Encoding::default();
    for chunk in Chunks::new(reader) {
        let chunk = match chunk {
            Ok(chunk) => encoding.once(chunk),
            Err(error) => return Ok(Err(format!("cannot read {name}: {error}"))),
        };
        totals.chunks_of_last_input += 1;
        let rendered = render(name, chunk, settings);
        write_rendered(rendered, out, totals)?;
    }
    Ok(Ok(()))
}

/// Reads an input on `jobs` threads ([`super::ordered`]): a reader thread
/// cuts it into chunks, the workers read and render them, and this thread
/// writes what they made, in input order. Memory stays bounded however
/// long the input.
fn read_parallel(
    name: &str,
    reader: impl BufRead + Send,
    settings: &Settings,
    jobs: usize,
    out: &mut impl Write,
    totals: &mut Totals,
) -> std::io::Result<Result<(), String>> {
    totals.chunks_of_last_input = 0;
    let mut encoding = Encoding::default();
    let mut written: std::io::Result<()> = Ok(());
    let read = super::ordered::map_prepared_in_order(
        reader,
        jobs,
        |chunk| encoding.once(chunk),
        |chunk| render(name, chunk, settings),
        |rendered| {
            totals.chunks_of_last_input += 1;
            written = write_rendered(rendered, out, totals);
            // A closed pipe: the reader stops.
            if written.is_err() {
                std::ops::ControlFlow::Break(())
            } else {
                std::ops::ControlFlow::Continue(())
            }
        },
    );
    written?;
    Ok(read.map_err(|error| format!("cannot read {name}: {error}")))
}

/// The encoding warning of a file that is not UTF-8, said once per file,
/// not once per chunk.
#[derive(Default)]
struct Encoding {
    reported: bool,
}

impl Encoding {
    fn once(&mut self, mut chunk: Chunk) -> Chunk {
        // A chunk's own diagnostics are all about its encoding.
        if self.reported {
            chunk.diagnostics.clear();
        }
        self.reported |= !chunk.diagnostics.is_empty();
        chunk
    }
}

/// Reads one chunk and writes its games and reports into strings.
fn render(name: &str, chunk: Chunk, settings: &Settings) -> Rendered {
    use std::fmt::Write as _;
    if let Some(rendered) = render_clean(&chunk, settings) {
        return rendered;
    }
    // A binary input comes as one empty chunk with its warning: nothing to
    // read, and "no moves found" would only repeat it.
    let binary = chunk.text.is_empty() && !chunk.diagnostics.is_empty();
    let plain = if binary {
        None
    } else {
        plain_game(&chunk, settings)
    };
    let read = if binary || plain.is_some() {
        Vec::new()
    } else {
        read_str(&chunk.text, &settings.options)
    };
    let games = match &plain {
        Some(plain) => std::slice::from_ref(&plain.read),
        None => read.as_slice(),
    };
    let shown = |diagnostics: &[scoresheet::diagnostics::Diagnostic]| {
        diagnostics
            .iter()
            .filter(|d| !settings.quiet || d.severity > scoresheet::diagnostics::Severity::Note)
            .cloned()
            .collect::<Vec<_>>()
    };
    let mut rendered = Rendered {
        stdout: String::new(),
        stderr: String::new(),
        games: games.len(),
        errors: chunk.diagnostics.iter().filter(|d| d.is_error()).count(),
        moves: games.iter().map(|g| g.game.line.moves.len()).sum(),
        tagged: games.iter().filter(|g| !g.game.tags.is_empty()).count(),
        json: Vec::new(),
        numbers: Vec::new(),
    };
    let report = |stderr: &mut String, diagnostics: &[scoresheet::diagnostics::Diagnostic]| {
        let diagnostics = shown(diagnostics);
        if !diagnostics.is_empty() {
            stderr.push_str(&render_in(
                name,
                &chunk.text,
                chunk.line,
                chunk.column.chars,
                &diagnostics,
                settings.colour,
            ));
        }
    };
    report(&mut rendered.stderr, &chunk.diagnostics);
    for read in games {
        rendered.errors += read.diagnostics.iter().filter(|d| d.is_error()).count();
        // A text's word that it holds no game is a report, not a line of
        // output.
        let nothing = read.game.line.moves.is_empty()
            && read.game.tags.is_empty()
            && read.game.result.is_none();
        if !nothing && settings.to != To::Json {
            match settings.to {
                To::Pgn => {
                    let pgn =
                        scoresheet::export::pgn::write_pgn(&read.game, &chunk.text, Style::SAN);
                    rendered.stdout.push_str(pgn.trim_end());
                    rendered.stdout.push_str("\n\n");
                }
                other => {
                    let _ = writeln!(rendered.stdout, "{}", write_game(&read.game, other));
                }
            }
        }
        report(&mut rendered.stderr, &read.diagnostics);
    }
    if settings.to == To::Json {
        render_json(name, &chunk, games, plain.as_ref(), settings, &mut rendered);
    }
    rendered
}

/// A chunk that is one game of clean PGN, read by the shortcut and written
/// on one line: the text and counts the full reader would give, since the
/// shortcut takes only games the full reader reads without a word. `None`
/// for any other chunk, and for the notations that keep more than the main
/// line (PGN, JSON).
fn render_clean(chunk: &Chunk, settings: &Settings) -> Option<Rendered> {
    if !chunk.diagnostics.is_empty() {
        return None;
    }
    let style = line_style(settings.to)?;
    let game = read_clean(&chunk.text, &settings.options)?;
    let mut stdout = String::with_capacity(game.moves.len() * 6 + 16);
    clean_main_line(&game, style, &mut stdout);
    stdout.push('\n');
    Some(Rendered {
        stdout,
        stderr: String::new(),
        games: 1,
        errors: 0,
        moves: game.moves.len(),
        tagged: usize::from(game.tagged),
        json: Vec::new(),
        numbers: Vec::new(),
    })
}

/// A chunk that is one plain game of clean PGN, read in full by the
/// shortcut for JSON, which writes every field of it: the game the full
/// reader would give. `None` for any other chunk or notation.
fn plain_game(chunk: &Chunk, settings: &Settings) -> Option<PlainGame> {
    if settings.to != To::Json || !chunk.diagnostics.is_empty() {
        return None;
    }
    read_plain_game(&chunk.text, &settings.options)
}

/// Writes the games of a chunk as JSON lines into `rendered`, each
/// without its number, which the writer puts in. `plain` is the chunk's
/// one game when the shortcut read it, which the writer takes as such.
fn render_json(
    name: &str,
    chunk: &Chunk,
    games: &[scoresheet::document::ReadGame],
    plain: Option<&PlainGame>,
    settings: &Settings,
    rendered: &mut Rendered,
) {
    let offset = u32::try_from(chunk.offset).unwrap_or(u32::MAX);
    let mut text = JsonText::new(name, &chunk.text, offset, chunk.line);
    text.lines = text.lines.with_column(chunk.column.bytes);
    let options = JsonOptions::default().with_fen(settings.fen);
    // About twelve bytes of JSON for a byte of PGN, a little more for a
    // game of short moves: room enough, nearly always, for the whole.
    rendered.json.reserve(chunk.text.len() * 14 + 256);
    rendered.numbers.reserve(games.len());
    if let Some(plain) = plain {
        let at = text.write_plain_unnumbered(plain, options, &mut rendered.json);
        rendered.numbers.push(at);
        rendered.json.push(b'\n');
        return;
    }
    let mut both = Vec::new();
    for read in games {
        // The chunk's own diagnostics (its encoding) go with each game.
        let diagnostics = if chunk.diagnostics.is_empty() {
            &read.diagnostics
        } else {
            both.clear();
            both.extend(chunk.diagnostics.iter().cloned());
            both.extend(read.diagnostics.iter().cloned());
            &both
        };
        let at = text.write_unnumbered(
            &read.game,
            diagnostics,
            read.span,
            options,
            &mut rendered.json,
        );
        rendered.numbers.push(at);
        rendered.json.push(b'\n');
    }
}

/// Writes one rendered chunk; JSON gets each game's number in the input
/// here, where it is known.
fn write_rendered(
    rendered: Rendered,
    out: &mut impl Write,
    totals: &mut Totals,
) -> std::io::Result<()> {
    if !rendered.stderr.is_empty() {
        // Standard error is unbuffered: what was printed before goes first.
        out.flush()?;
        std::io::stderr().write_all(rendered.stderr.as_bytes())?;
    }
    out.write_all(rendered.stdout.as_bytes())?;
    let mut from = 0;
    for (i, &at) in rendered.numbers.iter().enumerate() {
        out.write_all(rendered.json.get(from..at).unwrap_or_default())?;
        write!(out, "{}", totals.games + i)?;
        from = at;
    }
    out.write_all(rendered.json.get(from..).unwrap_or_default())?;
    totals.games += rendered.games;
    totals.errors += rendered.errors;
    totals.moves += rendered.moves;
    totals.tagged += rendered.tagged;
    Ok(())
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
    main_line(game, line_style(to).unwrap_or(Style::SAN))
}

/// The style of the notations that write a game's main line on one line.
const fn line_style(to: To) -> Option<Style> {
    match to {
        To::Uci => Some(Style::UCI),
        To::San => Some(Style::SAN),
        To::Fide => Some(Style::FIDE),
        To::Figurine => Some(Style::FIGURINE),
        To::Lan => Some(Style::LAN),
        To::Pgn | To::Json => None,
    }
}
