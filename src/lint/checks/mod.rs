//! The lint's own checks: what can be judged only by looking at a whole
//! game as written — its style, its result, how much it says of each move —
//! not by reading one move at a time, which the resolver does.
//!
//! Each check is a file: it compares the text of a game with the facts of
//! the resolved game and returns diagnostics with their fixes. The written
//! form of each move comes from parsing the game's text once more: the lint
//! can afford it, and reading (`scoresheet read`) does not pay for it.

mod mixed_style;
mod needless_disambiguation;
mod result_contradicts;

use crate::Span;
use crate::diagnostics::Diagnostic;
use crate::document::ReadGame;
use crate::document::clean::CleanGame;
use crate::resolve::GameMove;
use crate::syntax::ast::{Element, Outcome, SanMove};

/// A game as written, beside what was read from it.
pub(crate) struct WrittenGame<'a> {
    /// The whole text.
    pub(crate) source: &'a str,
    /// The game read from it.
    pub(crate) game: &'a ReadGame,
    /// Every move written in the game's text, in order.
    moves: Vec<SanMove>,
    /// The result written after the main line, with its span.
    pub(crate) result: Option<(Span, Outcome)>,
}

impl<'a> WrittenGame<'a> {
    fn new(source: &'a str, game: &'a ReadGame) -> WrittenGame<'a> {
        let parsed = crate::syntax::parse_range(source, game.span.range());
        let result = parsed
            .movetext
            .elements
            .iter()
            .rev()
            .find_map(|element| match element {
                Element::Result(result) => Some((result.span, result.outcome)),
                _ => None,
            });
        let mut moves = parsed.movetext.moves;
        moves.sort_by_key(|m| m.span.start);
        WrittenGame {
            source,
            game,
            moves,
            result,
        }
    }

    /// The move as written where `played` was read: `None` when the text
    /// there was not read as one written move (a correction, glued moves).
    pub(crate) fn written(&self, played: &GameMove) -> Option<&SanMove> {
        let at = self
            .moves
            .binary_search_by_key(&played.span.start, |m| m.span.start)
            .ok()?;
        let san = &self.moves[at];
        (san.span == played.span && played.correction.is_none()).then_some(san)
    }
}

/// Every diagnostic of the lint's own checks on `game`, read from `source`.
/// `long`: the game names every departure (long algebraic, coordinates);
/// `profile`: the house style the game is held to, instead of its own.
pub(crate) fn check(
    source: &str,
    game: &ReadGame,
    long: bool,
    profile: Option<super::Profile>,
) -> Vec<Diagnostic> {
    if game.game.line.moves.is_empty() {
        return Vec::new();
    }
    let written = WrittenGame::new(source, game);
    let mut out = Vec::new();
    mixed_style::check(&written, profile, &mut out);
    if !long {
        needless_disambiguation::check(&written, &mut out);
    }
    result_contradicts::check(&written, &mut out);
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
    let ending = result_contradicts::Ending {
        end: &game.end,
        mate: last.is_mate(),
        result: game.result_span.zip(game.result),
        tagged: game.tagged,
        last_move: game.last_move,
    };
    out.extend(result_contradicts::finding(source, &ending));
    out.sort_by_key(|d| (d.span.start, d.span.end));
    out
}
