//! Running the lint's whole-game rules: what can be judged only by looking
//! at a whole game as written — its style, its result, how much it says of
//! each move — not by reading one move at a time, which the resolver does
//! (and runs the per-move rules as it goes).
//!
//! The rules themselves live in `lint::rules`, one file each; this module
//! gives them a game as written ([`WrittenGame`]): the main line read,
//! each move beside the text written where it was read. That text comes
//! from parsing the game once more: the lint can afford it, and reading
//! (`scoresheet read`) does not pay for it. A game read by the clean-PGN
//! shortcut is judged from what the shortcut kept, without parsing it
//! again.

use super::rules::result_contradicts_position::{self, Ending};
use super::rules::written::{GameMoveWritten, WrittenGame};
use super::rules::{self, needless_disambiguation};
use crate::Span;
use crate::diagnostics::Diagnostic;
use crate::document::ReadGame;
use crate::document::clean::CleanGame;
use crate::resolve::{GameMove, Played};
use crate::syntax::ast::{Element, Outcome, SanMove};

/// The result written after the main line of the parsed text, with its
/// span.
fn written_result(elements: &[Element]) -> Option<(Span, Outcome)> {
    elements.iter().rev().find_map(|element| match element {
        Element::Result(result) => Some((result.span, result.outcome)),
        _ => None,
    })
}

/// The move as written where `played` was read, among `moves` in source
/// order: `None` when the text there was not read as one written move (a
/// correction, glued moves).
fn written<'a>(moves: &'a [SanMove], played: &GameMove) -> Option<&'a SanMove> {
    let at = moves
        .binary_search_by_key(&played.span.start, |m| m.span.start)
        .ok()?;
    let san = moves.get(at)?;
    (san.span == played.span && played.correction.is_none()).then_some(san)
}

/// Every diagnostic of the lint's own checks on `game`, read from `source`.
/// `long`: the game names every departure (long algebraic, coordinates);
/// `profile`: the house style the game is held to, instead of its own.
pub(crate) fn check(
    source: &str,
    game: &ReadGame,
    long: bool,
    profile: Option<rules::Profile>,
) -> Vec<Diagnostic> {
    if game.game.line.moves.is_empty() {
        return Vec::new();
    }
    let parsed = crate::syntax::parse_range(source, game.span.range());
    let result = written_result(&parsed.movetext.elements);
    let mut moves = parsed.movetext.moves;
    moves.sort_by_key(|m| m.span.start);
    let read = &game.game;
    let written = WrittenGame {
        source,
        start: read.line.start,
        moves: read
            .line
            .moves
            .iter()
            .map(|played| GameMoveWritten {
                span: played.span,
                played: match played.played {
                    Played::Move(m) => Some(m),
                    Played::Pass => None,
                },
                facts: played.facts,
                written: written(&moves, played),
            })
            .collect(),
        end: read.end,
        complete: !read.has_errors() && !read.stopped,
        tagged: !read.tags.is_empty(),
        result,
    };
    let mut out = Vec::new();
    rules::check_game(&written, profile, long, &mut out);
    out
}

/// Every diagnostic of the lint's own checks on a game read by the
/// clean-PGN shortcut from `source`, without parsing it again: what
/// [`check`] finds on the same game read in full (`tests/clean.rs`).
///
/// Clean PGN writes one style — `O-O`, `=Q`, `x` — so no game of it mixes
/// styles (L001; the caller leaves a profile of another style to the full
/// reader). Its departures and its ending are what the shortcut kept.
pub(crate) fn check_clean(source: &str, game: &CleanGame) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    let Some(&(_, last)) = game.moves.last() else {
        return out;
    };
    // A game is in long algebraic when more than half of its moves name a
    // square (`notation::Written::long`); in clean PGN only a piece move
    // naming a square departure names two.
    let squares = game.departures.iter().filter(|d| d.span.len() == 2).count();
    if squares * 2 <= game.moves.len() {
        for named in &game.departures {
            out.extend(needless_disambiguation::finding(
                source,
                named.span,
                named.span.len() == 2,
                named.played,
                named.needed,
            ));
        }
    }
    let ending = Ending {
        end: &game.end,
        mate: last.is_mate(),
        result: game.result_span.zip(game.result),
        tagged: game.tagged,
        last_move: game.last_move,
    };
    out.extend(result_contradicts_position::finding(source, &ending));
    out.sort_by_key(|d| (d.span.start, d.span.end));
    out
}
