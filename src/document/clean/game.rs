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

use super::{read_clean_into, skip_space, tag_pair};
use crate::Span;
use crate::document::{ReadGame, ReadOptions};
use crate::notation::lexicon::Language;
use crate::resolve::{Game, GameMove, Line, Played};

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
    Some(ReadGame {
        span: Span::from_range(first..end.max(first)),
        game,
        diagnostics: Vec::new(),
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
