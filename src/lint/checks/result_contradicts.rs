//! L003: a result that the final position contradicts — `1-0` after Black
//! mates, a decisive result after stalemate (warnings), `*` after a mate,
//! or, in a PGN game, no result after a mate (notes: puzzle collections
//! write `*` after every solution).
//!
//! The board knows how a game that ends in mate or stalemate ended; a
//! result that says otherwise is a slip in the result, or the sign of a
//! move misread before it. Either way a human must look: the help names the
//! result the position gives, and no fix is offered (a fix never changes a
//! game's result; see `lint::same_game`). A game that stopped
//! before its last written move is not judged: its final position is not
//! the game's.

use super::WrittenGame;
use crate::board::Color;
use crate::diagnostics::{Code, Diagnostic, Severity};
use crate::resolve::Played;
use crate::syntax::ast::Outcome;

pub(super) fn check(written: &WrittenGame<'_>, out: &mut Vec<Diagnostic>) {
    let game = &written.game.game;
    // A game read only in part ends where the reading stopped, not where
    // the game did: its result cannot be judged.
    if game.has_errors() || game.stopped {
        return;
    }
    let end = &game.end;
    // Whether the last move mated, that move says; only a game with no move
    // played (a FEN that is already mate), or ending with a pass, asks the
    // board.
    let mate = match game.line.moves.last() {
        Some(last) if matches!(last.played, Played::Move(_)) => last.facts.is_mate(),
        _ => end.is_checkmate(),
    };
    let (due, how) = if mate {
        match end.turn() {
            Color::White => (Outcome::BlackWins, "Black mates"),
            Color::Black => (Outcome::WhiteWins, "White mates"),
        }
    } else if end.is_stalemate() {
        (Outcome::Draw, "stalemate")
    } else {
        return;
    };
    let text = |outcome: Outcome| match outcome {
        Outcome::WhiteWins => "1-0",
        Outcome::BlackWins => "0-1",
        Outcome::Draw => "1/2-1/2",
        _ => "*",
    };
    match written.result {
        Some((_, outcome)) if outcome == due => {}
        // After stalemate only a decisive result is wrong: '*' may mean
        // the result was not recorded.
        Some((_, Outcome::Unknown)) if due == Outcome::Draw => {}
        Some((span, outcome)) => {
            let written_text = span.text(written.source);
            let message = if outcome == Outcome::Unknown {
                format!("'{written_text}' after the game ended: {how}")
            } else {
                format!("'{written_text}' contradicts the final position: {how}")
            };
            // '*' claims nothing false, and puzzle collections write it
            // after every solution: a note. A wrong result is a warning.
            let severity = if outcome == Outcome::Unknown {
                Severity::Note
            } else {
                Severity::Warning
            };
            out.push(
                Diagnostic::new(Code::ResultContradictsPosition, span, message)
                    .with_severity(severity)
                    .with_help(format!(
                        "the position gives {}; or a move before it was misread",
                        text(due)
                    )),
            );
        }
        // Prose and scoresheets often end at the mate; PGN requires a result.
        None if !game.tags.is_empty() && due != Outcome::Draw => {
            let Some(last) = game.line.moves.last() else {
                return;
            };
            out.push(
                Diagnostic::new(
                    Code::ResultContradictsPosition,
                    last.span,
                    format!("no result after the game ended: {how}"),
                )
                .with_severity(Severity::Note)
                .with_help(format!("write {} after the last move", text(due))),
            );
        }
        None => {}
    }
}
