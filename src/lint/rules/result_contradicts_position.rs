//! L003 `result-contradicts-position`: a result that the final position
//! contradicts — `1-0` after Black mates, a decisive result after
//! stalemate (warnings), `*` after a mate, or, in a PGN game, no result
//! after a mate (notes: puzzle collections write `*` after every
//! solution).
//!
//! The board knows how a game that ends in mate or stalemate ended; a
//! result that says otherwise is a slip in the result, or the sign of a
//! move misread before it. Either way a human must look: the help names the
//! result the position gives, and no fix is offered (a fix never changes a
//! game's result; see `lint::same_game`). A game that stopped
//! before its last written move is not judged: its final position is not
//! the game's.

use super::written::WrittenGame;
use super::{FixSafety, Rule};
use crate::Span;
use crate::board::{Color, Position};
use crate::diagnostics::{Code, Diagnostic, Severity};
use crate::syntax::ast::Outcome;

/// The rule's page.
pub(crate) static RULE: Rule = Rule::new(
    Code::ResultContradictsPosition,
    "Reports a result that the final position contradicts: a win for the side that was mated, a draw after a mate, a win after stalemate (warnings); `*` after a mate, or — in a PGN game, with tags — no result after a mate (notes, since puzzle collections write `*` after every solution). A game that stopped before its last written move is not judged.",
    "The result is a slip, or a move before it was misread; either way a human must look, so no fix is offered.",
    "1. f3 e5 2. g4 Qh4# 1-0",
    Some("1. f3 e5 2. g4 Qh4# 0-1"),
    FixSafety::None,
);

/// Reports the result of a game read to its end, if its final position
/// contradicts it.
pub(crate) fn check(written: &WrittenGame<'_>, out: &mut Vec<Diagnostic>) {
    // A game read only in part ends where the reading stopped, not where
    // the game did: its result cannot be judged.
    if !written.complete {
        return;
    }
    let end = &written.end;
    // Whether the last move mated, that move says; only a game with no move
    // played (a FEN that is already mate), or ending with a pass, asks the
    // board.
    let mate = match written.moves.last() {
        Some(last) if last.played.is_some() => last.facts.is_mate(),
        _ => end.is_checkmate(),
    };
    let ending = Ending {
        end,
        mate,
        result: written.result,
        tagged: written.tagged,
        last_move: written.moves.last().map(|m| m.span),
    };
    out.extend(finding(written.source, &ending));
}

/// How a game read in full ends, as L003 judges it.
pub(crate) struct Ending<'a> {
    /// The final position.
    pub(crate) end: &'a Position,
    /// Whether the game ends in mate.
    pub(crate) mate: bool,
    /// The result written after the main line, with its span.
    pub(crate) result: Option<(Span, Outcome)>,
    /// Whether the game has tags (is PGN).
    pub(crate) tagged: bool,
    /// Where the main line's last move is written.
    pub(crate) last_move: Option<Span>,
}

/// What L003 says of a game ending so, written in `source`, if anything.
/// The whole game's check and the clean-PGN shortcut's both judge by this.
pub(crate) fn finding(source: &str, ending: &Ending<'_>) -> Option<Diagnostic> {
    let end = ending.end;
    let (due, how) = if ending.mate {
        match end.turn() {
            Color::White => (Outcome::BlackWins, "Black mates"),
            Color::Black => (Outcome::WhiteWins, "White mates"),
        }
    } else if end.is_stalemate() {
        (Outcome::Draw, "stalemate")
    } else {
        return None;
    };
    let text = |outcome: Outcome| match outcome {
        Outcome::WhiteWins => "1-0",
        Outcome::BlackWins => "0-1",
        Outcome::Draw => "1/2-1/2",
        _ => "*",
    };
    match ending.result {
        Some((_, outcome)) if outcome == due => None,
        // After stalemate only a decisive result is wrong: '*' may mean
        // the result was not recorded.
        Some((_, Outcome::Unknown)) if due == Outcome::Draw => None,
        Some((span, outcome)) => {
            let written_text = span.text(source);
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
            Some(
                Diagnostic::new(Code::ResultContradictsPosition, span, message)
                    .with_severity(severity)
                    .with_help(format!(
                        "the position gives {}; or a move before it was misread",
                        text(due)
                    )),
            )
        }
        // Prose and scoresheets often end at the mate; PGN requires a result.
        None if ending.tagged && due != Outcome::Draw => {
            let last = ending.last_move?;
            Some(
                Diagnostic::new(
                    Code::ResultContradictsPosition,
                    last,
                    format!("no result after the game ended: {how}"),
                )
                .with_severity(Severity::Note)
                .with_help(format!("write {} after the last move", text(due))),
            )
        }
        None => None,
    }
}
