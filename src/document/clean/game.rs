//! A clean game read in full, for the writers that want more than its main
//! line (JSON): the [`ReadGame`] the full reader gives, made from the
//! shortcut's reading, the moves' spans it notes on the way and the tags,
//! without the full reader's tree.
//!
//! It takes the plainest games only — tags, move numbers, moves and a
//! result, as databases and online servers write them — and leaves any
//! game with a comment, a NAG, a glyph or a variation to the full reader.
//! `tests/clean.rs` checks that every game it takes is the full reader's to
//! the last field.
//!
//! It also says what it saw on the way that spares a writer work: whether
//! every move is written as canonical SAN writes it ([`PlainGame`]), so
//! that the JSON writer copies the SAN instead of playing the game again to
//! find it.

use super::{read_clean_into, skip_space, tag_pair};
use crate::Span;
use crate::document::{ReadGame, ReadOptions};
use crate::notation::disambiguation::Departure;
use crate::notation::lexicon::Language;
use crate::resolve::{Game, GameMove, Line, Played};

/// A plain game read by the shortcut ([`read_plain_game`]), and what the
/// shortcut vouches for about how it is written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlainGame {
    /// The game, as [`read_clean_game`] gives it.
    pub read: ReadGame,
    /// Whether every move is written exactly as canonical SAN writes it.
    written_is_san: bool,
}

impl PlainGame {
    /// Whether every move of the game is written exactly as canonical SAN
    /// (`Style::SAN`) writes it, mark included, so that its span's text is
    /// its SAN.
    ///
    /// The shortcut takes a move only when it is the one legal move of its
    /// role to its square (and, for a pawn, of its file), its capture and
    /// promotion written exactly, its mark exactly what the board says, no
    /// glyph after it (a plain game has none), and castling written with
    /// letters: all as SAN writes them. What is left is the departure: SAN
    /// names one only when a rival could make the move, and then the one
    /// E9 asks for. A move that names none has no rival (it was the only
    /// one), and the shortcut notes what E9 asks of every move that names
    /// one: the game's moves are its SAN when each of those names the same.
    ///
    /// ```
    /// use scoresheet::document::{ReadOptions, clean::read_plain_game};
    /// let options = ReadOptions::default();
    /// assert!(read_plain_game("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6", &options).unwrap().written_is_san());
    /// // Only one knight can go to f3: SAN names no departure.
    /// assert!(!read_plain_game("1. e4 e5 2. Ngf3", &options).unwrap().written_is_san());
    /// ```
    #[must_use]
    pub const fn written_is_san(&self) -> bool {
        self.written_is_san
    }
}

/// Reads `text`, a single plain game of clean PGN, to the [`ReadGame`] that
/// [`read_str`](crate::document::read_str) gives of it, or returns `None`
/// when the full reader is needed: when
/// [`read_clean`](super::read_clean) refuses the text, or when it holds a
/// comment, a NAG, a glyph or a variation.
///
/// ```
/// use scoresheet::document::{ReadOptions, clean::read_clean_game, read_str};
/// let pgn = "[Event \"x\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 1-0\n";
/// let options = ReadOptions::default();
/// let game = read_clean_game(pgn, &options).unwrap();
/// assert_eq!(game, read_str(pgn, &options)[0]);
/// // A comment is the full reader's to keep.
/// assert!(read_clean_game("1. e4 {best by test} e5", &options).is_none());
/// ```
#[must_use]
pub fn read_clean_game(text: &str, options: &ReadOptions) -> Option<ReadGame> {
    read_plain_game(text, options).map(|plain| plain.read)
}

/// [`read_clean_game`], with what the shortcut vouches for about how the
/// game is written ([`PlainGame::written_is_san`]).
///
/// ```
/// use scoresheet::document::{ReadOptions, clean::{read_clean_game, read_plain_game}};
/// let pgn = "1. e4 e5 2. Nf3 Nc6 1-0";
/// let options = ReadOptions::default();
/// assert_eq!(read_plain_game(pgn, &options).map(|p| p.read), read_clean_game(pgn, &options));
/// ```
#[must_use]
pub fn read_plain_game(text: &str, options: &ReadOptions) -> Option<PlainGame> {
    let bytes = text.as_bytes();
    let first = skip_space(bytes, 0);
    let mut at = first;
    let mut tags = Vec::new();
    while bytes.get(at) == Some(&b'[') {
        let end = tag_pair(bytes, at)?;
        tags.push(tag(text, at, end)?);
        at = skip_space(bytes, end);
    }
    // After the tags, a plain game's every byte is a move number's, a
    // move's, a result's or white space: none of these opens a comment, a
    // NAG or a variation, or is a glyph.
    let movetext = bytes.get(at..)?;
    if movetext
        .iter()
        .any(|b| matches!(b, b'{' | b'}' | b';' | b'(' | b')' | b'$' | b'!' | b'?'))
    {
        return None;
    }
    // Rarely less than three or four bytes a move: one allocation.
    let mut spans = Vec::with_capacity(movetext.len() / 4 + 1);
    let clean = read_clean_into(text, options, Some(&mut spans))?;
    // Each named departure is the one E9 asks for: a square names two
    // bytes, a file a letter and a rank a digit.
    let written_is_san = clean.departures.iter().all(|named| {
        let written = match bytes.get(named.span.start as usize) {
            _ if named.span.len() == 2 => Departure::Square,
            Some(b'a'..=b'h') => Departure::File,
            Some(b'1'..=b'8') => Departure::Rank,
            _ => return false,
        };
        written == named.needed
    });
    let moves = clean
        .moves
        .iter()
        .zip(spans)
        .map(|(&(m, facts), span)| GameMove::new(span, Played::Move(m), facts))
        .collect();
    // The game runs from its first element to its last: every byte but
    // the white space around it, which is all a clean game has there.
    let end = text.trim_end_matches([' ', '\t', '\r', '\n']).len();
    let game = Game {
        tags,
        line: Line {
            start: clean.start,
            moves,
            corrected: Vec::new(),
            comments_before: Vec::new(),
        },
        language: Language::English,
        diagnostics: Vec::new(),
        result: clean.result,
        end: clean.end,
        stopped: false,
        borrowed: 0,
    };
    Some(PlainGame {
        read: ReadGame {
            span: Span::from_range(first..end.max(first)),
            game,
            diagnostics: Vec::new(),
        },
        written_is_san,
    })
}

/// The name and the value, escapes undone, of the tag pair from `at` to
/// `end`, which [`tag_pair`] took: `[Name "value"]`.
fn tag(text: &str, at: usize, end: usize) -> Option<(String, String)> {
    let pair = text.get(at + 1..end.checked_sub(2)?)?;
    let (name, value) = pair.split_once(' ')?;
    let value = value.trim_start_matches(' ').strip_prefix('"')?;
    Some((name.to_string(), crate::resolve::unescape_tag_value(value)))
}
