//! Clean PGN read in one pass: the shortcut that makes reading a large
//! database about as fast as a reader that checks nothing.
//!
//! Nearly every game in a real database is written cleanly — tags, move
//! numbers, SAN from a program, comments, variations, NAGs, a result — and
//! for such a game the full reader ([`read_str`](super::read_str)) builds a
//! spanned tree of every token, resolves it, verifies every mark, and finds
//! nothing to say. This module reads the same text straight from its bytes:
//! each token is recognised where it stands, each move resolved against the
//! board as soon as it is read (`san.rs`), played in place, and its check and
//! mate marks compared with what the board says. No tree is built.
//!
//! It gives up — [`read_clean`] returns `None` — at the first thing that is
//! not exactly clean: a token of another shape, a move that is illegal,
//! ambiguous, or written with a liberty, a missing or wrong mark, a move
//! number that is not the one due, a `[FEN]` tag the full reader would
//! repair or refuse, a second game. Then the
//! caller reads the text with the full reader, which reports what it finds.
//! So a game this module accepts is one the full reader reads to the same
//! main line and result without a single diagnostic; `tests/clean.rs` checks
//! that on generated, corpus and real games, and on their mutations.

mod game;
mod san;

pub use game::{PlainGame, read_clean_game, read_plain_game};

use super::{Kind, ReadOptions};
use crate::Span;
use crate::board::{Color, Facts, Move, Position};
use crate::notation::disambiguation::{Departure, departure};
use crate::notation::lexicon::Language;
use crate::syntax::ast::Outcome;
use arrayvec::ArrayVec;
use san::{ends_token, mark_agrees, resolve, token};

/// A game read by [`read_clean`]: its main line and result, and the little
/// the lint's whole-game checks need of how they were written (where the
/// result and the last move stand, which departures were named). Comments,
/// NAGs and variations were read and their moves checked, but are not kept.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CleanGame {
    /// The position the game starts from.
    pub start: Position,
    /// The moves of the main line, with what each did on the board.
    pub moves: Vec<(Move, Facts)>,
    /// The position after the main line's last move.
    pub end: Position,
    /// The result written at the end, if any.
    pub result: Option<Outcome>,
    /// Where the result is written.
    pub result_span: Option<Span>,
    /// Where the main line's last move is written, its mark and glyph
    /// included.
    pub last_move: Option<Span>,
    /// Every move of the main line that names its departure (`Nbd7`,
    /// `R1e2`, `Qh3f1`), in order.
    pub departures: Vec<NamedDeparture>,
    /// Whether the game has a tag section.
    pub tagged: bool,
}

/// A main-line piece move that names where it comes from, and what SAN
/// needs it to name there (E9): what the lint's check of needless
/// disambiguation (L002) judges.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NamedDeparture {
    /// The departure as written: a file, a rank (one byte) or a square
    /// (two).
    pub span: Span,
    /// The move.
    pub played: Move,
    /// What the shortest SAN names of its departure.
    pub needed: Departure,
}

/// How deeply variations may nest before the game goes to the full reader,
/// well below the parser's own limit.
const DEEPEST: usize = 16;

/// A line being read: the position its next move is played from, and the
/// one before its last move, where a variation on that move starts.
#[derive(Clone, Copy)]
struct Frame {
    position: Position,
    before_last: Position,
}

/// Reads `text`, a single game of clean PGN, the way the full reader would,
/// or returns `None` when the full reader is needed: when the text is not
/// one clean game, or when the full reader would say anything about it.
///
/// ```
/// use scoresheet::document::{ReadOptions, clean::read_clean};
/// let pgn = "[Event \"x\"]\n\n1. e4 e5 {a comment} 2. Nf3 (2. f4 exf4) Nc6 3. Bb5 a6 1-0\n";
/// let game = read_clean(pgn, &ReadOptions::default()).unwrap();
/// assert_eq!(game.moves.len(), 6);
/// // A missing check mark is something to report: the full reader's job.
/// assert!(read_clean("1. e4 f6 2. d4 g5 3. Qh5", &ReadOptions::default()).is_none());
/// ```
#[must_use]
pub fn read_clean(text: &str, options: &ReadOptions) -> Option<CleanGame> {
    read_clean_into(text, options, None)
}

/// [`read_clean`], which also puts in `spans`, when given, where each move
/// of the main line is written, mark and glyph included.
fn read_clean_into(
    text: &str,
    options: &ReadOptions,
    mut spans: Option<&mut Vec<Span>>,
) -> Option<CleanGame> {
    if options.kind == Kind::Prose || options.language.is_some_and(|l| l != Language::English) {
        return None;
    }
    let bytes = text.as_bytes();
    let mut at = skip_space(bytes, 0);
    let mut tagged = false;
    let mut start = options.start;
    let mut fen = false;
    while bytes.get(at) == Some(&b'[') {
        let end = tag_pair(bytes, at)?;
        // The first `[FEN]` tag sets where the game starts, as in the full
        // reader; one it would repair or refuse is its to report.
        if !fen && let Some(value) = fen_value(bytes, at, end) {
            start = Position::from_fen(std::str::from_utf8(value).ok()?).ok()?;
            fen = true;
        }
        at = skip_space(bytes, end);
        tagged = true;
    }
    let mut game = CleanGame {
        start,
        // Rarely less than three or four bytes a move: one allocation.
        moves: Vec::with_capacity(bytes.len().saturating_sub(at) / 4 + 1),
        end: start,
        result: None,
        result_span: None,
        last_move: None,
        departures: Vec::new(),
        tagged,
    };
    let mut lines: ArrayVec<Frame, DEEPEST> = ArrayVec::new();
    lines.push(Frame {
        position: start,
        before_last: start,
    });
    loop {
        at = skip_space(bytes, at);
        let Some(&byte) = bytes.get(at) else { break };
        let depth = lines.len();
        let line = lines.last_mut()?;
        at = match byte {
            // Comments are most of an annotated game's bytes: memchr
            // passes over them many bytes at a time.
            b'{' => at + 1 + memchr::memchr(b'}', bytes.get(at + 1..)?)? + 1,
            b';' => line_comment(bytes, at)?,
            b'(' => {
                let start = line.before_last;
                lines
                    .try_push(Frame {
                        position: start,
                        before_last: start,
                    })
                    .ok()?;
                at + 1
            }
            b')' if depth > 1 => {
                lines.pop();
                at + 1
            }
            b'$' => {
                let digits = count(bytes, at + 1, u8::is_ascii_digit);
                (digits > 0).then_some(at + 1 + digits)?
            }
            b'0'..=b'9' | b'*' => {
                if let Some((outcome, end)) = result(bytes, at) {
                    // A result ends the game: in the main line, with nothing
                    // but white space after it.
                    if depth > 1 || skip_space(bytes, end) != bytes.len() {
                        return None;
                    }
                    game.result = Some(outcome);
                    game.result_span = Some(Span::from_range(at..end));
                    break;
                }
                move_number(bytes, at, &line.position)?
            }
            _ => {
                let token = token(bytes, at)?;
                let m = resolve(&line.position, token.written)?;
                let after = line.position.play(m);
                let facts = line.position.facts(m, &after);
                if !mark_agrees(token.mark, facts) {
                    return None;
                }
                if depth == 1 {
                    game.moves.push((m, facts));
                    game.last_move = Some(Span::from_range(at..token.end));
                    if let Some(spans) = &mut spans {
                        spans.push(Span::from_range(at..token.end));
                    }
                    if let Some(span) = token.departure(at) {
                        game.departures.push(NamedDeparture {
                            span,
                            played: m,
                            needed: departure(&line.position, m),
                        });
                    }
                }
                line.before_last = line.position;
                line.position = after;
                token.end
            }
        };
    }
    // An unclosed variation, or a text with nothing in it, is the full
    // reader's to report.
    let nothing = game.moves.is_empty() && !game.tagged && game.result.is_none();
    if lines.len() != 1 || nothing {
        return None;
    }
    game.end = lines.first()?.position;
    Some(game)
}

/// The number of bytes from `at` on that satisfy `test`.
fn count(bytes: &[u8], at: usize, test: impl Fn(&u8) -> bool) -> usize {
    bytes
        .get(at..)
        .map_or(0, |rest| rest.iter().take_while(|b| test(b)).count())
}

/// Past the spaces, tabs and line ends at `at`: the white space clean PGN
/// uses (the grammar's other separators are left to the full reader).
fn skip_space(bytes: &[u8], at: usize) -> usize {
    at + count(bytes, at, |b| matches!(b, b' ' | b'\t' | b'\r' | b'\n'))
}

/// `[Name "value"]` at `at`, with `\"` and `\\` escapes in the value; where
/// it ends.
fn tag_pair(bytes: &[u8], at: usize) -> Option<usize> {
    let name = count(bytes, at + 1, |b| b.is_ascii_alphanumeric() || *b == b'_');
    let name_end = at + 1 + name;
    if name == 0 {
        return None;
    }
    let spaces = count(bytes, name_end, |b| *b == b' ');
    let mut i = name_end + spaces;
    if spaces == 0 || bytes.get(i) != Some(&b'"') {
        return None;
    }
    i += 1;
    loop {
        match *bytes.get(i)? {
            b'"' => break,
            b'\\' => i += 2,
            b'\n' => return None,
            _ => i += 1,
        }
    }
    (bytes.get(i + 1) == Some(&b']')).then_some(i + 2)
}

/// The value of the tag pair from `at` to `end` as written, escapes and
/// all (the full reader reads a FEN so), when the pair is a `[FEN]` tag.
fn fen_value(bytes: &[u8], at: usize, end: usize) -> Option<&[u8]> {
    let pair = bytes.get(at + 1..end.checked_sub(2)?)?;
    let value = pair.strip_prefix(b"FEN ")?.trim_ascii_start();
    value.strip_prefix(b"\"")
}

/// A `;` comment at `at`, to the end of its line; where it ends. A `;`
/// followed by a move number may be the grammar's separator between pairs
/// joined by dashes (`1.e4-e5; 2.f4-exf4;`), one before a bracket that
/// closes on its line separates two side lines, one with nothing after
/// it on its line is no comment, and a run of semicolons may be OCR's
/// debris (`e6 ; ; ;3.Nc3`): the full reader decides.
fn line_comment(bytes: &[u8], at: usize) -> Option<usize> {
    let blank = count(bytes, at + 1, |b| matches!(b, b' ' | b'\t'));
    if matches!(
        bytes.get(at + 1 + blank),
        None | Some(b'\r' | b'\n' | b'0'..=b'9' | b';')
    ) || crate::syntax::side_line_break(&bytes[at..])
    {
        return None;
    }
    let end = at + 1 + count(bytes, at + 1, |b| *b != b'\n');
    // A `;` glued to the game's next moves (`;Nc6 3. Bb5`) may be a stray
    // mark, not a comment: the full reader decides.
    if blank == 0
        && std::str::from_utf8(&bytes[at + 1..end]).is_ok_and(crate::syntax::opens_with_glued_moves)
    {
        return None;
    }
    Some(end)
}

/// A result at `at` (`1-0`, `0-1`, `1/2-1/2`, `*`) that ends where a token
/// ends; what it says and where it ends.
fn result(bytes: &[u8], at: usize) -> Option<(Outcome, usize)> {
    let rest = bytes.get(at..)?;
    let (outcome, length) = [
        (&b"1-0"[..], Outcome::WhiteWins),
        (b"0-1", Outcome::BlackWins),
        (b"1/2-1/2", Outcome::Draw),
        (b"*", Outcome::Unknown),
    ]
    .into_iter()
    .find(|(text, _)| rest.starts_with(text))
    .map(|(text, outcome)| (outcome, text.len()))?;
    ends_token(bytes, at + length).then_some((outcome, at + length))
}

/// A move number at `at` (`12.` or `12...`), which must be the move due in
/// `position`, and `...` only when Black is to move, as the full reader
/// checks; where it ends.
fn move_number(bytes: &[u8], at: usize, position: &Position) -> Option<usize> {
    let digits = count(bytes, at, u8::is_ascii_digit);
    // A leading zero, or more digits than any game has moves, is left to the
    // full reader.
    if bytes.get(at) == Some(&b'0') || digits > 5 {
        return None;
    }
    let number = bytes
        .get(at..at + digits)?
        .iter()
        .fold(0u32, |n, digit| n * 10 + u32::from(digit - b'0'));
    if number != position.fullmove_number() {
        return None;
    }
    let end = at + digits;
    let rest = bytes.get(end..)?;
    if rest.starts_with(b"...") {
        (position.turn() == Color::Black && rest.get(3) != Some(&b'.')).then_some(end + 3)
    } else if rest.starts_with(b".") && rest.get(1) != Some(&b'.') {
        Some(end + 1)
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::read_clean;
    use crate::document::ReadOptions;

    fn uci(text: &str) -> Option<Vec<String>> {
        read_clean(text, &ReadOptions::default()).map(|game| {
            game.moves
                .iter()
                .map(|(m, _)| m.uci().to_string())
                .collect()
        })
    }

    #[test]
    fn clean_games_are_read_and_anything_else_is_left_to_the_full_reader() {
        assert_eq!(
            uci("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 *").unwrap(),
            [
                "e2e4", "e7e5", "g1f3", "b8c6", "f1b5", "a7a6", "b5a4", "g8f6", "e1g1", "f8e7"
            ]
        );
        // Marks agree with the board, variations and comments are read.
        assert!(uci("1. f3 e5 2. g4 Qh4# 0-1").is_some());
        assert!(uci("1. e4 (1. d4 d5) {c} 1... e5 $1 2. Nf3!? ; note\n Nc6 *").is_some());
        // A game from a position, as studies and puzzles are given.
        assert_eq!(
            uci("[SetUp \"1\"]\n[FEN \"8/8/8/8/8/8/8/K1k5 b - - 0 40\"]\n40... Kc2 41. Ka2 *")
                .unwrap(),
            ["c1c2", "a1a2"]
        );
        for text in [
            // A missing mate mark, a wrong check mark.
            "1. f3 e5 2. g4 Qh4",
            "1. e4+",
            // A capture written without its mark, a mark without a capture.
            "1. e4 d5 2. ed5",
            "1. e4 d5 2. Nxf3",
            // The wrong move number, a move number for Black when White moves.
            "1. e4 e5 3. Nf3",
            "1... e4",
            // Figurines, another language, a FEN, coordinates, two games.
            "1. ♘f3",
            "1. e4 e5 2. Sf3",
            // A move the FEN's position does not allow, a FEN the full reader
            // repairs (move 0) or refuses.
            "[FEN \"8/8/8/8/8/8/8/K1k5 w - - 0 1\"]\n1. Kb1",
            "[FEN \"8/8/8/8/8/8/8/K1k5 w - - 0 0\"]\n1. Ka2",
            "[FEN \"8/8/8/8/8/8/8/K7 w - - 0 1\"]\n1. Ka2",
            "1. e2e4",
            "1. e4 1-0 1. d4 *",
            // An unclosed variation, a result in a variation, a stray ')'.
            "1. e4 (1. d4",
            "1. e4 (1. d4 1-0) *",
            "1. e4 ) e5",
            // Nothing at all.
            "  {only a comment} ",
        ] {
            assert_eq!(uci(text), None, "{text}");
        }
    }
}
