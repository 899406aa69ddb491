//! Whole documents: PGN databases, typed scoresheets, and games inside prose.
//!
//! A document is split into games ([`split`] for movetext, [`prose`] for
//! ordinary text with games in it), each game is resolved from the right
//! position, and one bad game never stops the document. [`stream`] reads a
//! file game by game so that memory is bounded by the largest game, not the
//! file.

mod board_rows;
pub mod clean;
mod markup;
pub mod prose;
mod spacing;
pub mod split;
pub mod stream;
mod unread;

use crate::Span;
use crate::board::Position;
use crate::diagnostics::{Code, Diagnostic};
use crate::notation::lexicon::Language;
use crate::notation::{Style, move_to_string_with};
use crate::resolve::{Game, GameMove, Line, Options, Played, read_elements};
use crate::syntax::ast::Element;

/// What kind of text a document is.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[non_exhaustive]
pub enum Kind {
    /// Decide from the text: movetext when nearly all of it parses as
    /// movetext, prose otherwise.
    #[default]
    Auto,
    /// PGN or a scoresheet: every token is movetext, and every error counts.
    Movetext,
    /// Ordinary text with games in it: a game is a run of movetext that
    /// starts with a move number; the words around it are not errors.
    Prose,
}

impl Kind {
    /// The name `--kind` takes: `auto`, `movetext` or `prose`.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Kind::Auto => "auto",
            Kind::Movetext => "movetext",
            Kind::Prose => "prose",
        }
    }
}

impl std::fmt::Display for Kind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

impl std::str::FromStr for Kind {
    type Err = String;

    /// Reads `auto`, `movetext` or `prose`.
    ///
    /// ```
    /// use scoresheet::document::Kind;
    /// assert_eq!("prose".parse::<Kind>(), Ok(Kind::Prose));
    /// assert!("poem".parse::<Kind>().is_err());
    /// ```
    fn from_str(text: &str) -> Result<Kind, String> {
        [Kind::Auto, Kind::Movetext, Kind::Prose]
            .into_iter()
            .find(|kind| kind.as_str() == text)
            .ok_or_else(|| format!("unknown kind '{text}'; use auto, movetext or prose"))
    }
}

/// How to read a document. Built from [`ReadOptions::default`] with the
/// `with_` methods, so that new options are not a breaking change.
///
/// ```
/// use scoresheet::document::{Kind, ReadOptions, read_str};
/// use scoresheet::notation::lexicon::Language;
/// let options = ReadOptions::default().with_language(Language::German).with_kind(Kind::Movetext);
/// let games = read_str("1. e4 e5 2. Sf3", &options);
/// assert_eq!(games[0].moves()[2].san, "Nf3");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct ReadOptions {
    /// The language of the piece letters; `None` infers it per game.
    pub language: Option<Language>,
    /// Apply no correction at all.
    pub strict: bool,
    /// The position games start from unless a `[FEN]` tag says otherwise.
    pub start: Position,
    /// What kind of text the document is.
    pub kind: Kind,
}

impl Default for ReadOptions {
    fn default() -> ReadOptions {
        ReadOptions {
            language: None,
            strict: false,
            start: Position::initial(),
            kind: Kind::Auto,
        }
    }
}

impl ReadOptions {
    /// The language of the piece letters: a [`Language`], or `None` to infer
    /// it per game (the default).
    #[must_use]
    pub fn with_language(mut self, language: impl Into<Option<Language>>) -> ReadOptions {
        self.language = language.into();
        self
    }

    /// Whether to apply no correction at all (`false` by default).
    #[must_use]
    pub const fn with_strict(mut self, strict: bool) -> ReadOptions {
        self.strict = strict;
        self
    }

    /// The position games start from unless a `[FEN]` tag says otherwise
    /// (the initial position by default).
    #[must_use]
    pub const fn with_start(mut self, start: Position) -> ReadOptions {
        self.start = start;
        self
    }

    /// What kind of text the document is ([`Kind::Auto`] by default).
    #[must_use]
    pub const fn with_kind(mut self, kind: Kind) -> ReadOptions {
        self.kind = kind;
        self
    }

    /// The options of the resolver.
    #[must_use]
    pub fn resolve(&self) -> Options {
        Options::lenient()
            .with_language(self.language)
            .with_strict(self.strict)
            .with_recover(!self.strict)
    }
}

/// One game found in a document.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReadGame {
    /// The text of the game in the document.
    pub span: Span,
    /// The resolved game.
    pub game: Game,
    /// Every diagnostic about the game, syntax included, in source order.
    pub diagnostics: Vec<Diagnostic>,
}

/// A move of a game as a program wants it: where it was written, UCI and
/// canonical SAN.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct MoveRecord {
    /// The written move.
    pub span: Span,
    /// UCI (`0000` for a null move).
    pub uci: String,
    /// Canonical SAN as PGN writes it (`--` for a null move).
    pub san: String,
}

impl ReadGame {
    /// A game with no moves that carries only diagnostics about the text:
    /// how a reader that found no game says why.
    #[must_use]
    pub fn empty(diagnostics: Vec<Diagnostic>) -> ReadGame {
        let start = Position::initial();
        let span = diagnostics.first().map_or_else(Span::default, |d| d.span);
        ReadGame {
            span,
            game: Game {
                tags: Vec::new(),
                line: Line {
                    start,
                    moves: Vec::new(),
                    corrected: Vec::new(),
                    comments_before: Vec::new(),
                },
                language: Language::English,
                diagnostics: Vec::new(),
                result: None,
                end: start,
                stopped: false,
                borrowed: 0,
            },
            diagnostics,
        }
    }

    /// The moves of the main line with their UCI and canonical SAN.
    #[must_use]
    pub fn moves(&self) -> Vec<MoveRecord> {
        records(&self.game.line)
    }

    /// Whether any diagnostic is an error.
    #[must_use]
    pub fn has_errors(&self) -> bool {
        self.diagnostics.iter().any(Diagnostic::is_error)
    }
}

/// The records of a line's moves.
#[must_use]
pub fn records(line: &crate::resolve::Line) -> Vec<MoveRecord> {
    let mut position = line.start;
    line.moves
        .iter()
        .map(|m| {
            let record = MoveRecord {
                span: m.span,
                uci: m.played.uci(),
                san: san(&position, m),
            };
            position = m.played.play(&position);
            record
        })
        .collect()
}

/// Canonical SAN of a move played from `position`, its mark from its facts.
fn san(position: &Position, played: &GameMove) -> String {
    match played.played {
        Played::Move(m) => move_to_string_with(position, m, played.facts, Style::SAN),
        Played::Pass => "--".to_string(),
    }
}

/// Reads every game in `text`.
///
/// ```
/// use scoresheet::document::{read_str, ReadOptions};
/// let games = read_str("[Event \"?\"]\n\n1. e4 e5 1-0\n\n[Event \"?\"]\n\n1. d4 d5 0-1\n", &ReadOptions::default());
/// assert_eq!(games.len(), 2);
/// assert_eq!(games[1].moves()[0].uci, "d2d4");
/// ```
#[must_use]
pub fn read_str(text: &str, options: &ReadOptions) -> Vec<ReadGame> {
    let mut games = read_games(text, options);
    // Never silent: a text with no move at all says so.
    // (A game of tags alone, a forfeit, is a game.)
    let empty = |g: &ReadGame| {
        g.game.line.moves.is_empty()
            && g.game.tags.is_empty()
            && g.game.result.is_none()
            && g.diagnostics.is_empty()
    };
    if games.iter().all(empty) {
        let at = text.len() - text.trim_start().len();
        let first = text[at..].split_whitespace().next().unwrap_or("");
        games = vec![ReadGame::empty(vec![
            Diagnostic::new(
                Code::NoMoves,
                Span::from_range(at..at + first.len()),
                "no moves found",
            )
            .with_help("a game is a list of moves such as 1. e4 e5 2. Nf3"),
        ])];
    }
    games
}

/// The games of `text`, as [`read_str`] finds them before it checks that
/// there was any.
fn read_games(text: &str, options: &ReadOptions) -> Vec<ReadGame> {
    // Prose is read run by run: parse the whole text only when it may be
    // movetext.
    if options.kind == Kind::Prose {
        return prose::read(text, options);
    }
    let parsed = crate::syntax::parse(text);
    match options.kind {
        Kind::Auto if guess(text, &parsed.movetext.elements) == Kind::Prose => {
            prose::read(text, options)
        }
        _ => {
            let mut games: Vec<ReadGame> = Vec::new();
            // Words between games, said on the game before them (the first
            // game's when they come first).
            let mut words = Vec::new();
            for range in split::games(text, &parsed.movetext.elements) {
                let elements = &parsed.movetext.elements[range];
                if let Some(said) = words_between_games(text, elements) {
                    match games.last_mut() {
                        Some(game) => game.diagnostics.push(said),
                        None => words.push(said),
                    }
                    continue;
                }
                let mut game = read_game(
                    text,
                    elements,
                    &parsed.movetext.moves,
                    &parsed.diagnostics,
                    options,
                );
                if !words.is_empty() {
                    game.diagnostics.splice(0..0, words.drain(..));
                }
                games.push(game);
            }
            if !words.is_empty() {
                games.push(ReadGame::empty(words));
            }
            games
        }
    }
}

/// Words between the games of a PGN file, outside braces ("Look at the
/// diagram - White is a little better."): no move, no move number, no tag,
/// only what the parser could not read, and perhaps a dash it took for a
/// result. Said once, as text not read, not word by word as errors, and
/// its dash is no drawn game.
fn words_between_games(text: &str, elements: &[Element]) -> Option<Diagnostic> {
    let mut words = false;
    for element in elements {
        match element {
            Element::Error(_) => words = true,
            Element::Move(_)
            | Element::MoveNumber(_)
            | Element::TagPair(_)
            | Element::MalformedTag(_)
            | Element::Variation(_) => return None,
            _ => {}
        }
    }
    if !words {
        return None;
    }
    let span = elements
        .first()
        .zip(elements.last())
        .map(|(first, last)| first.span().cover(last.span()))?;
    let quoted = unread::quoted(span.text(text));
    Some(
        Diagnostic::new(
            Code::SkippedText,
            span,
            format!("'{quoted}' is text between games, not moves: not read"),
        )
        .with_help("put remarks in braces { } to keep them as comments"),
    )
}

/// A game read from a stream, with where its chunk lies in the stream: the
/// game's spans are offsets into `chunk.text`; add `chunk.offset` for the
/// stream's.
#[derive(Clone, Debug)]
pub struct StreamedGame {
    /// The piece of the stream the game was read from.
    pub chunk: std::sync::Arc<stream::Chunk>,
    /// The game.
    pub game: ReadGame,
}

/// Reads every game of a reader, one chunk of the stream at a time, so that
/// memory is bounded by the largest game however long the stream is.
///
/// # Errors
/// Each item is an error when the reader fails; reading stops there.
///
/// ```
/// use scoresheet::document::{ReadOptions, read_stream};
/// let pgn = "[Event \"a\"]\n\n1. e4 e5 *\n\n[Event \"b\"]\n\n1. d4 *\n";
/// let games: Vec<_> = read_stream(pgn.as_bytes(), ReadOptions::default()).collect::<Result<_, _>>().unwrap();
/// assert_eq!(games.len(), 2);
/// assert_eq!(games[1].chunk.offset + games[1].game.span.start as usize, pgn.find("[Event \"b\"]").unwrap());
/// ```
pub fn read_stream<R: std::io::BufRead>(
    reader: R,
    options: ReadOptions,
) -> impl Iterator<Item = std::io::Result<StreamedGame>> {
    let mut chunks = stream::Chunks::new(reader);
    let mut pending: std::collections::VecDeque<StreamedGame> = std::collections::VecDeque::new();
    std::iter::from_fn(move || {
        loop {
            if let Some(game) = pending.pop_front() {
                return Some(Ok(game));
            }
            match chunks.next()? {
                Err(error) => return Some(Err(error)),
                Ok(chunk) => {
                    let chunk = std::sync::Arc::new(chunk);
                    pending.extend(read_str(&chunk.text, &options).into_iter().map(|game| {
                        StreamedGame {
                            chunk: std::sync::Arc::clone(&chunk),
                            game,
                        }
                    }));
                }
            }
        }
    })
}

/// Movetext if it has PGN tags (well formed or not) or if at most a tenth of its non-space text
/// is unreadable; prose otherwise.
fn guess(text: &str, elements: &[Element]) -> Kind {
    // A tag pair says PGN, even a malformed one that starts as a tag does,
    // with a name and a quote ("[White ""Name""]"); a reference such as
    // "[1]" in an article, or "#[derive(Debug)]" in source code, does not,
    // nor does one after words on its line.
    let tagged = elements.iter().any(|e| match e {
        Element::TagPair(_) => true,
        Element::MalformedTag(tag) => {
            starts_as_a_tag(tag.span.text(text)) && starts_its_line(text, tag.span.start as usize)
        }
        _ => false,
    });
    if tagged {
        return Kind::Movetext;
    }
    // A line of words and no move ("Game 2.", "Round 3") heads a game, as
    // pages write: the finder reads it as such, movetext as errors.
    if heading_line(text, elements) || sentence(text, elements) {
        return Kind::Prose;
    }
    // A `;` that would hide the next game's first moves in a PGN comment
    // (`Ve3; 41. Ke5, feladta. 108. … 1. e4, e5`), or the game's next
    // moves numbered as no PGN numbers them (`2 Cf3 – d6; 3 d4 – cxd4`),
    // is a writer's, in prose; so is one glued to the game's next move
    // with numbered moves after it (`2. Nf3 ;Nc6 3. Bb5`, a stray mark).
    let hides_a_game = elements.iter().any(|e| match e {
        Element::Comment(comment) => {
            let inner = comment.text.text(text);
            comment.kind == crate::syntax::ast::CommentKind::Line
                && (crate::syntax::names_first_move(inner)
                    || crate::syntax::holds_bare_numbered_move(inner)
                    || crate::syntax::opens_with_glued_moves(inner))
        }
        _ => false,
    });
    if hides_a_game {
        return Kind::Prose;
    }
    let errors = unread(elements);
    let total = text
        .chars()
        .filter(|c| !c.is_whitespace())
        .map(char::len_utf8)
        .sum::<usize>();
    if (errors as usize) * 10 <= total {
        Kind::Movetext
    } else {
        Kind::Prose
    }
}

/// Whether a line of `elements` opens with words the parser could not
/// read and holds no move: a heading, not movetext gone wrong.
/// A heading opens with its words: a line that opens with a move number
/// and holds no move (`3_1_3_black resigns`, a scoresheet's box) is
/// movetext with a word in it.
fn heading_line(text: &str, elements: &[Element]) -> bool {
    let (mut words, mut moves, mut opened) = (false, false, false);
    for element in elements {
        let first = !opened;
        match element {
            Element::Space(span) => {
                if span.text(text).contains('\n') {
                    if words && !moves {
                        return true;
                    }
                    (words, moves, opened) = (false, false, false);
                }
                continue;
            }
            Element::Error(error) if error.diagnostic.code != Code::NestedTooDeep => {
                words |= first;
            }
            Element::Move(_) | Element::Variation(_) | Element::Comment(_) | Element::Result(_) => {
                moves = true;
            }
            _ => {}
        }
        opened = true;
    }
    words && !moves
}

/// Whether two words the parser could not read follow each other on a
/// line ("23.Cxd3 Txe3+ Pour jouer Dh2. 0-1"): a sentence, which the finder
/// reads around, where movetext takes each word for a move miswritten and
/// the move the sentence names for the game's.
fn sentence(text: &str, elements: &[Element]) -> bool {
    // A word of a sentence has a vowel: junk a recogniser left ("zz qq")
    // has none, and the moves around it are still the game's.
    let word = |element: &Element| match element {
        Element::Error(error) => {
            let written = error
                .span
                .text(text)
                .trim_end_matches([',', '.', ';', ':', '!', '?']);
            written.chars().count() >= 2
                && written.chars().all(char::is_alphabetic)
                && written
                    .to_lowercase()
                    .contains(|c: char| "aeiouyàáâäãåæèéêëìíîïòóôöõøœùúûüýőűаеёиоуыэюя".contains(c))
        }
        _ => false,
    };
    elements.windows(3).any(|three| {
        word(&three[0])
            && matches!(&three[1], Element::Space(span) if !span.text(text).contains('\n'))
            && word(&three[2])
    })
}

/// How many bytes of `elements` the parser could not read, at every depth:
/// the prose a page writes in parentheses is a variation full of errors,
/// and a heading "Smith (2090) - Jones (2099)" opens variations that never
/// close, with the whole page inside. A nesting too deep is one error of
/// movetext's own, not words, and is not counted.
fn unread(elements: &[Element]) -> u32 {
    elements
        .iter()
        .map(|e| match e {
            Element::Error(error) | Element::MalformedTag(error)
                if error.diagnostic.code != Code::NestedTooDeep =>
            {
                error.span.len()
            }
            Element::Variation(variation) => unread(&variation.elements),
            _ => 0,
        })
        .sum()
}

/// Whether only spaces stand before `at` on its line: a tag pair opens a
/// line, and a bracket after words ("Smith - Brown [C27]", an opening's
/// code after the players' names) is no tag.
fn starts_its_line(text: &str, at: usize) -> bool {
    line_before(text, at)
        .trim_start_matches('\u{feff}')
        .trim()
        .is_empty()
}

/// The text of `at`'s line before it.
///
/// Looked for at most [`LINE_REACH`] bytes back: a text all on one line
/// (a page pasted without its line breaks) must cost linear time, and
/// what stands that far before a move says nothing more about it.
pub(crate) fn line_before(text: &str, at: usize) -> &str {
    let before = text.get(..at).unwrap_or("");
    let mut from = at.saturating_sub(LINE_REACH).min(before.len());
    while !before.is_char_boundary(from) {
        from += 1;
    }
    before[from..].rsplit('\n').next().unwrap_or("")
}

/// How far back, in bytes, [`line_before`] looks for the line's start.
const LINE_REACH: usize = 2048;

/// Whether `text` opens as a tag pair: `[`, a name, then spaces and a
/// quote, or the closing bracket (`[Event]`, its value missing).
fn starts_as_a_tag(text: &str) -> bool {
    let Some(rest) = text.strip_prefix('[') else {
        return false;
    };
    let name = rest
        .bytes()
        .take_while(|b| b.is_ascii_alphanumeric() || *b == b'_')
        .count();
    let after = &rest[name..];
    let value = after.trim_start_matches([' ', '\t']);
    // A name alone in brackets is a tag that lost its value only when it
    // is a tag's name ("[Event]"); a word in brackets on its own line is a
    // page's ("[ABCDEFGH]" heading a diagram, "[Diagram]").
    let bare = after.starts_with(']')
        && KNOWN_TAGS
            .iter()
            .any(|known| known.eq_ignore_ascii_case(&rest[..name]));
    name > 0
        && rest.as_bytes()[0].is_ascii_alphabetic()
        && (bare || (value.len() < after.len() && value.starts_with('"')))
}

/// The tag names of PGN's seven-tag roster and the commonest others.
const KNOWN_TAGS: &[&str] = &[
    "Event",
    "Site",
    "Date",
    "Round",
    "White",
    "Black",
    "Result",
    "WhiteElo",
    "BlackElo",
    "ECO",
    "Opening",
    "Variation",
    "Annotator",
    "PlyCount",
    "EventDate",
    "TimeControl",
    "SetUp",
    "FEN",
    "Termination",
    "WhiteTitle",
    "BlackTitle",
];

/// Resolves the elements of one game; `syntax` holds the syntax diagnostics
/// of the whole text, of which those inside the game are kept.
pub(crate) fn read_game(
    text: &str,
    elements: &[Element],
    moves: &[crate::syntax::ast::SanMove],
    syntax: &[Diagnostic],
    options: &ReadOptions,
) -> ReadGame {
    let span = match (elements.first(), elements.last()) {
        (Some(first), Some(last)) => first.span().cover(last.span()),
        _ => Span::default(),
    };
    let game = read_elements(
        text,
        span,
        elements,
        moves,
        &options.start,
        &options.resolve(),
    );
    let inside =
        |d: &&Diagnostic| d.span.start >= span.start && d.span.start < span.end.max(span.start + 1);
    let corrected = |d: &&Diagnostic| {
        game.line
            .corrected
            .iter()
            .any(|c| c.start <= d.span.start && d.span.end <= c.end)
    };
    let mut diagnostics: Vec<Diagnostic> = syntax
        .iter()
        .filter(inside)
        .filter(|d| !corrected(d))
        .cloned()
        .collect();
    diagnostics.extend(game.diagnostics.iter().cloned());
    diagnostics.sort_by_key(|d| d.span.start);
    ReadGame {
        span,
        game,
        diagnostics,
    }
}

#[cfg(test)]
mod tests {
    use super::{Kind, ReadOptions, guess, read_str, starts_as_a_tag};

    #[test]
    fn a_font_sign_keeps_the_piece_it_is_read_as_most_often() {
        // Read once without the signs bound, 7...©c6 is corrected, so that
        // 8...©e7 then fits only the queen: the knight it is three times
        // before still binds ©, and no move needs a correction.
        let text = "1. ©f3 ©f6 2. c4 g6 3. ©c3 åg7 4. e4 d6 5. d4 O-O 6. åe2 e5 \
                    7. O-O ©c6 8. d5 ©e7 9. ©e1 ©d7 10. åe3 f5";
        let games = read_str(text, &ReadOptions::default());
        let uci: Vec<String> = games[0].moves().iter().map(|m| m.uci.clone()).collect();
        assert_eq!(
            uci.join(" "),
            "g1f3 g8f6 c2c4 g7g6 b1c3 f8g7 e2e4 d7d6 d2d4 e8g8 f1e2 e7e5 \
             e1g1 b8c6 d4d5 c6e7 f3e1 f6d7 c1e3 f7f5"
        );
        assert!(
            games[0]
                .diagnostics
                .iter()
                .all(|d| d.code == crate::diagnostics::Code::FontFigurine),
            "{:#?}",
            games[0].diagnostics
        );
    }

    #[test]
    fn only_a_tag_with_a_name_and_a_quote_says_pgn() {
        assert!(starts_as_a_tag("[White \"\"Name\"\"]"));
        assert!(starts_as_a_tag("[Event  \"x"));
        assert!(starts_as_a_tag("[Event]"));
        assert!(!starts_as_a_tag("[ABCDEFGH]"));
        assert!(!starts_as_a_tag("[Diagram]"));
        assert!(!starts_as_a_tag("[derive(Debug)]"));
        assert!(!starts_as_a_tag("[1]"));
        assert!(!starts_as_a_tag("[Some \"x\"..]".trim_start_matches('[')));
        // Source code is no PGN: its attributes are no tags.
        let code = "#[derive(Clone, Debug)]\npub struct Board { squares: [u8; 64] }\nfn main() { let x = vec![1, 2]; }\n";
        let parsed = crate::syntax::parse(code);
        assert_eq!(guess(code, &parsed.movetext.elements), Kind::Prose);
        // Prose in parentheses is a variation the parser cannot read: its
        // words count against movetext as words outside do.
        let column = "1 d4, d5 / 2 c4, Cc6 (un contraataque, más que una defensa, que hoy casi nadie juega en torneos) / 3 e3, e5";
        let parsed = crate::syntax::parse(column);
        assert_eq!(guess(column, &parsed.movetext.elements), Kind::Prose);
        let pgn = "[White \"\"Name\"\"]\n\n1. e4 e5 *\n";
        let parsed = crate::syntax::parse(pgn);
        assert_eq!(guess(pgn, &parsed.movetext.elements), Kind::Movetext);
    }

    #[test]
    fn crlf_line_ends_and_a_bom_read_like_any_other_space() {
        let text = "\u{FEFF}[Event \"x\"]\r\n\r\n1. e4 e5\r\n2. Nf3 *\r\n";
        let games = read_str(text, &ReadOptions::default());
        assert_eq!(games.len(), 1);
        assert!(
            games[0].diagnostics.is_empty(),
            "{:?}",
            games[0].diagnostics
        );
        let uci: Vec<String> = games[0].moves().into_iter().map(|m| m.uci).collect();
        assert_eq!(uci, ["e2e4", "e7e5", "g1f3"]);
    }

    #[test]
    fn the_line_before_a_move_is_looked_for_within_a_reach() {
        use super::{LINE_REACH, line_before};
        assert_eq!(
            line_before("Game 1\nWhite played 1. e4", 20),
            "White played "
        );
        // A text all on one line: no more than the reach back, on a
        // character's boundary, so that a run costs the same wherever it is.
        let long = "ä ".repeat(5000) + "1. e4";
        let before = line_before(&long, long.len() - 5);
        assert!(before.len() <= LINE_REACH && before.len() + 3 >= LINE_REACH);
        assert!(before.ends_with("ä "));
    }

    #[test]
    fn a_game_of_tags_alone_is_a_game_and_no_text_is_no_game() {
        let forfeit = "[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n1-0\n";
        let games = read_str(forfeit, &ReadOptions::default());
        assert_eq!(games.len(), 1);
        assert!(
            games[0].diagnostics.is_empty(),
            "{:?}",
            games[0].diagnostics
        );
        let games = read_str("  \n", &ReadOptions::default());
        assert_eq!(games.len(), 1);
        assert_eq!(
            games[0].diagnostics[0].code,
            crate::diagnostics::Code::NoMoves
        );
    }
}
