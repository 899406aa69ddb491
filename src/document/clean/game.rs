//! A clean game read in full, for the writers that want more than its main
//! line (JSON): the [`ReadGame`] the full reader gives, made from the
//! shortcut's reading and one more pass over the text for the tags and the
//! moves' spans, without the full reader's tree.
//!
//! It takes the plainest games only — tags, move numbers, moves and a
//! result, as databases and online servers write them — and leaves any
//! game with a comment, a NAG, a glyph or a variation to the full reader.
//! `tests/clean.rs` checks that every game it takes is the full reader's to
//! the last field.

use super::san::token;
use super::{read_clean, result, skip_space, tag_pair};
use crate::Span;
use crate::document::{ReadGame, ReadOptions};
use crate::notation::lexicon::Language;
use crate::resolve::{Game, GameMove, Line, Played};

/// Reads `text`, a single plain game of clean PGN, to the [`ReadGame`] that
/// [`read_str`](crate::document::read_str) gives of it, or returns `None`
/// when the full reader is needed: when [`read_clean`] refuses the text, or
/// when it holds a comment, a NAG, a glyph or a variation.
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
    let clean = read_clean(text, options)?;
    let bytes = text.as_bytes();
    let mut at = skip_space(bytes, 0);
    let first = at;
    let mut end = at;
    let mut tags = Vec::new();
    while bytes.get(at) == Some(&b'[') {
        let tag_end = tag_pair(bytes, at)?;
        tags.push(tag(text, at, tag_end)?);
        end = tag_end;
        at = skip_space(bytes, tag_end);
    }
    let mut played = clean.moves.iter();
    let mut moves = Vec::with_capacity(clean.moves.len());
    loop {
        at = skip_space(bytes, at);
        let Some(&byte) = bytes.get(at) else { break };
        end = match byte {
            b'{' | b';' | b'(' | b')' | b'$' => return None,
            b'0'..=b'9' | b'*' => match result(bytes, at) {
                Some((_, result_end)) => {
                    end = result_end;
                    break;
                }
                // A move number the shortcut checked: its digits, and one
                // dot or three.
                None => {
                    let digits = bytes
                        .get(at..)?
                        .iter()
                        .take_while(|b| b.is_ascii_digit())
                        .count();
                    let rest = bytes.get(at + digits..)?;
                    at + digits + if rest.starts_with(b"...") { 3 } else { 1 }
                }
            },
            _ => {
                let token = token(bytes, at)?;
                let written = bytes.get(at..token.end)?;
                if written.iter().any(|b| matches!(b, b'!' | b'?')) {
                    return None;
                }
                let &(m, facts) = played.next()?;
                let span = Span::from_range(at..token.end);
                moves.push(GameMove::new(span, Played::Move(m), facts));
                token.end
            }
        };
        at = end;
    }
    // Every move the shortcut read was found again, and no other.
    if played.next().is_some() {
        return None;
    }
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
        span: Span::from_range(first..end),
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
