//! Moves written without the spaces between them: a whole game glued
//! together by a typesetter or an OCR pass (`1.d4Nf62.c4b63.Nc3Bb7`), or a
//! capture glued to the move before it (`6. d4ed4`).
//!
//! The grammar reads such text as one token it cannot parse. Here the token
//! is cut into pieces, each a move number or a move that the grammar reads
//! alone and the board accepts in turn; the board, not a guess at where a
//! move ends, decides the cut ("c4b6" is no legal pawn move, "c4" then "b6"
//! are). Longer pieces are tried first, and the search is bounded.

use super::Options;
use super::reading::{Played, Verdict, resolve_move};
use crate::Span;
use crate::board::Position;
use crate::notation::lexicon::Language;
use crate::syntax::ast::Element;

/// How many pieces the search may try in one token.
const BUDGET: usize = 400;
/// The longest move a piece may be, in bytes ("Qh3xf1+" and a little more).
const LONGEST: usize = 12;

/// The moves glued together in `span` of `source`, read from `position`:
/// each with its span and what it played. `None` unless the whole token is
/// cut into move numbers and at least two moves that all resolve.
pub(crate) fn unglue(
    position: &Position,
    source: &str,
    span: Span,
    language: Language,
    options: &Options,
) -> Option<Vec<(Span, Played)>> {
    let range = span.range();
    let text = source.get(range.clone())?;
    if !text.is_ascii() && text.chars().count() > 64 {
        return None;
    }
    let mut budget = BUDGET;
    let mut found = Vec::new();
    cut(
        position,
        source,
        range.start,
        range.end,
        language,
        options,
        &mut budget,
        &mut found,
    )
    .then_some(found)
    .filter(|moves| moves.len() >= 2)
}

/// Cuts `source[at..end]` into pieces from `position`, appending the moves
/// to `found`; says whether the whole rest was cut.
#[allow(clippy::too_many_arguments)]
fn cut(
    position: &Position,
    source: &str,
    at: usize,
    end: usize,
    language: Language,
    options: &Options,
    budget: &mut usize,
    found: &mut Vec<(Span, Played)>,
) -> bool {
    if at >= end {
        return true;
    }
    // A move number ("2.", "14...", and a game viewer's "1…" before
    // Black's move) between glued moves.
    let digits = source.as_bytes()[at..end]
        .iter()
        .take_while(|b| b.is_ascii_digit())
        .count();
    if digits > 0 {
        let after = &source.as_bytes()[at + digits..end];
        let dots = if after.starts_with("…".as_bytes()) {
            "…".len()
        } else {
            after.iter().take_while(|b| **b == b'.').count()
        };
        // No stop after the digits: castling written with zeros (`0-0`),
        // or no move number at all.
        if dots > 0 {
            return cut(
                position,
                source,
                at + digits + dots,
                end,
                language,
                options,
                budget,
                found,
            );
        }
    }
    let longest = (at + LONGEST).min(end);
    for stop in (at + 2..=longest).rev() {
        if !source.is_char_boundary(stop) {
            continue;
        }
        if *budget == 0 {
            return false;
        }
        *budget -= 1;
        let Some((played, next)) = one(position, source, at..stop, language, options) else {
            continue;
        };
        found.push((Span::from_range(at..stop), played));
        if cut(&next, source, stop, end, language, options, budget, found) {
            return true;
        }
        found.pop();
    }
    false
}

/// Where the one dash of `text` stands, and its length in bytes, when it
/// has exactly one and something before it: the join of a pair written
/// `e4-e5`, `Nf6-c6`.
pub(crate) fn one_dash(text: &str) -> Option<(usize, usize)> {
    let mut dashes = text.match_indices(['-', '–', '—', '−']);
    let (at, dash) = dashes.next()?;
    (dashes.next().is_none() && at > 0).then_some((at, dash.len()))
}

/// The two moves of a numbered pair joined by a dash, as some pages write a
/// whole game (`1.e4-e5; 2.f4-exf4;`): `span` read as long algebraic
/// failed, and the text on each side of a dash is a move that the board
/// accepts in turn. Castling has dashes of its own (`0-0-Sf6`, `0-0-0-0`
/// for both sides castling short): the pair is cut at the one dash where
/// both halves read. `None` otherwise, or where two cuts read (the board
/// cannot tell `0-0-0-0-0` apart): the board, not the dash, decides
/// (`e2-e4` stays one move wherever it is legal as one).
pub(crate) fn unpair(
    position: &Position,
    source: &str,
    span: Span,
    language: Language,
    options: &Options,
) -> Option<[(Span, Played); 2]> {
    let range = span.range();
    let text = source.get(range.clone())?;
    // Five dashes at most: two castlings and the join.
    let dashes: Vec<(usize, &str)> = text.match_indices(['-', '–', '—', '−']).take(6).collect();
    if dashes.len() > 5 {
        return None;
    }
    let mut found = None;
    for (at, dash) in dashes {
        if at == 0 {
            continue;
        }
        let left = range.start..range.start + at;
        let right = range.start + at + dash.len()..range.end;
        let Some(first) = one(position, source, left.clone(), language, options) else {
            continue;
        };
        let Some(second) = one(&first.1, source, right.clone(), language, options) else {
            continue;
        };
        if found.is_some() {
            return None;
        }
        found = Some([
            (Span::from_range(left), first.0),
            (Span::from_range(right), second.0),
        ]);
    }
    found
}

/// `source[range]` read alone as one move that resolves without error from
/// `position`, and the position after it.
fn one(
    position: &Position,
    source: &str,
    range: std::ops::Range<usize>,
    language: Language,
    options: &Options,
) -> Option<(Played, Position)> {
    let parsed = crate::syntax::parse_range(source, range);
    let [Element::Move(reference)] = parsed.movetext.elements.as_slice() else {
        return None;
    };
    let san = reference.get(&parsed.movetext.moves)?;
    // In moves glued together an `N` begins the next move (`d4Nf6`), never
    // a novelty mark of the one before.
    if san.novelty.is_some() {
        return None;
    }
    let resolution = resolve_move(position, san, source, language, options);
    let Verdict::Played { played, after, .. } = resolution.verdict else {
        return None;
    };
    if resolution.diagnostics.iter().any(|d| d.is_error()) {
        return None;
    }
    Some((played, after))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn uci(text: &str, position: &Position) -> Option<Vec<String>> {
        unglue(
            position,
            text,
            Span::from_range(0..text.len()),
            Language::English,
            &Options::default(),
        )
        .map(|moves| moves.iter().map(|(_, p)| p.uci()).collect())
    }

    #[test]
    fn a_glued_game_is_cut_where_the_board_says() {
        assert_eq!(
            uci("d4Nf62.c4b63.Nc3Bb7", &Position::initial()).unwrap(),
            ["d2d4", "g8f6", "c2c4", "b7b6", "b1c3", "c8b7"]
        );
    }

    #[test]
    fn castling_written_with_zeros_is_cut_too() {
        assert_eq!(
            uci(
                "1.e4e52.Nf3Nc63.Bb5a64.Ba4Nf65.0-0Be7",
                &Position::initial()
            ),
            Some(
                [
                    "e2e4", "e7e5", "g1f3", "b8c6", "f1b5", "a7a6", "b5a4", "g8f6", "e1g1", "f8e7"
                ]
                .map(String::from)
                .to_vec()
            )
        );
    }

    #[test]
    fn a_game_viewers_black_numbers_are_cut_too() {
        let start = Position::initial();
        assert_eq!(
            uci("d41…d52.c42…e6", &start).unwrap(),
            ["d2d4", "d7d5", "c2c4", "e7e6"]
        );
    }

    #[test]
    fn a_capture_glued_to_the_move_before() {
        let fen = "r1bqkb1r/pppp1ppp/2n2n2/4p3/4P3/2N2N2/PPPP1PPP/R1BQKB1R w KQkq - 4 4";
        let position = Position::from_fen(fen).unwrap();
        assert_eq!(uci("d4ed4", &position).unwrap(), ["d2d4", "e5d4"]);
    }

    fn pair(text: &str, position: &Position) -> Option<Vec<String>> {
        unpair(
            position,
            text,
            Span::from_range(0..text.len()),
            Language::English,
            &Options::default(),
        )
        .map(|moves| moves.iter().map(|(_, p)| p.uci()).collect())
    }

    #[test]
    fn a_pair_joined_by_a_dash_is_two_moves() {
        assert_eq!(
            pair("e4-e5", &Position::initial()).unwrap(),
            ["e2e4", "e7e5"]
        );
        let fen = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2";
        let position = Position::from_fen(fen).unwrap();
        assert_eq!(pair("f4–exf4", &position).unwrap(), ["f2f4", "e5f4"]);
        // Nothing on one side of the dash, or a side no move: no pair.
        assert_eq!(pair("-e5", &Position::initial()), None);
        assert_eq!(pair("e4-zz", &Position::initial()), None);
        assert_eq!(pair("e4-e5-e6", &Position::initial()), None);
    }

    #[test]
    fn castling_in_a_pair_is_cut_where_both_halves_read() {
        // Italian Game, both sides ready to castle short.
        let fen = "r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/3P1N2/PPP2PPP/RNBQK2R w KQkq - 1 5";
        let position = Position::from_fen(fen).unwrap();
        assert_eq!(pair("0-0-0-0", &position).unwrap(), ["e1g1", "e8g8"]);
        assert_eq!(pair("0-0-Sf6", &Position::initial()), None);
        let fen = "r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4";
        let position = Position::from_fen(fen).unwrap();
        assert_eq!(pair("O-O-Nf6", &position).unwrap(), ["e1g1", "g8f6"]);
        // Both sides free to castle either way: `0-0-0-0-0` is short then
        // long, or long then short; the board cannot tell, and no pair is
        // read.
        let fen = "r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R w KQkq - 0 8";
        let position = Position::from_fen(fen).unwrap();
        assert_eq!(pair("0-0-0-0-0", &position), None);
    }

    #[test]
    fn no_cut_no_reading() {
        assert_eq!(uci("zzz", &Position::initial()), None);
        // One move alone is no glued text.
        assert_eq!(uci("e4", &Position::initial()), None);
    }
}
