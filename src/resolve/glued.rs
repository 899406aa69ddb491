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
use super::reading::{Played, resolve_move};
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
    // A move number ("2.", "14...") between glued moves.
    let digits = source.as_bytes()[at..end]
        .iter()
        .take_while(|b| b.is_ascii_digit())
        .count();
    if digits > 0 {
        let dots = source.as_bytes()[at + digits..end]
            .iter()
            .take_while(|b| **b == b'.')
            .count();
        if dots == 0 {
            return false;
        }
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
    let longest = (at + LONGEST).min(end);
    for stop in (at + 2..=longest).rev() {
        if !source.is_char_boundary(stop) {
            continue;
        }
        if *budget == 0 {
            return false;
        }
        *budget -= 1;
        let parsed = crate::syntax::parse_range(source, at..stop);
        let [Element::Move(reference)] = parsed.movetext.elements.as_slice() else {
            continue;
        };
        let Some(san) = reference.get(&parsed.movetext.moves) else {
            continue;
        };
        let resolution = resolve_move(position, san, source, language, options);
        let Some(played) = resolution.played else {
            continue;
        };
        if resolution.diagnostics.iter().any(|d| d.is_error()) {
            continue;
        }
        let next = resolution.after.unwrap_or_else(|| played.play(position));
        found.push((Span::from_range(at..stop), played));
        if cut(&next, source, stop, end, language, options, budget, found) {
            return true;
        }
        found.pop();
    }
    false
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
    fn a_capture_glued_to_the_move_before() {
        let fen = "r1bqkb1r/pppp1ppp/2n2n2/4p3/4P3/2N2N2/PPPP1PPP/R1BQKB1R w KQkq - 4 4";
        let position = Position::from_fen(fen).unwrap();
        assert_eq!(uci("d4ed4", &position).unwrap(), ["d2d4", "e5d4"]);
    }

    #[test]
    fn no_cut_no_reading() {
        assert_eq!(uci("zzz", &Position::initial()), None);
        // One move alone is no glued text.
        assert_eq!(uci("e4", &Position::initial()), None);
    }
}
