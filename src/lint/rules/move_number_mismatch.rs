//! D001 `move-number-mismatch`: a move number that is not the number of the
//! move that follows.
//!
//! The rule fires where the resolver walks a game's elements
//! (`resolve::game`), which knows the number due and when a gap or a stop
//! makes the numbers unknowable; this file holds its page and the reports.

use super::{FixSafety, Rule};
use crate::Span;
use crate::diagnostics::{Code, Diagnostic};

/// The rule's page.
pub(crate) static RULE: Rule = Rule::new(
    Code::MoveNumberMismatch,
    "Reports a move number that is not the number of the move that follows.",
    "A wrong number is often the trace of a move left out or written twice.",
    "1. e4 e5 3. Nf3",
    Some("1. e4 e5 2. Nf3"),
    FixSafety::Sometimes,
);

/// The number written `number` at `span` where move `due` is due. The
/// number is shown as written: one too large for a move is shown whole,
/// not as a saturated integer.
pub(crate) fn out_of_sequence(span: Span, number: &str, due: u32) -> Diagnostic {
    Diagnostic::new(
        Code::MoveNumberMismatch,
        span,
        format!("move number {number} where move {due} is due"),
    )
}

/// Black's number `written` at `span` (`5...`) where White is to move.
pub(crate) fn black_to_move(span: Span, written: &str) -> Diagnostic {
    Diagnostic::new(
        Code::MoveNumberMismatch,
        span,
        format!("'{written}' announces a move by Black but White is to move"),
    )
}

/// A game set out from the move where an earlier game on the page was
/// resumed (`3.e3 h5 …` under `1.b4 e5 2.Bb2 d6 3.e3` and a first game from
/// there, the opening's last move `restated`), or from the move where that
/// game's paragraph began (`4.exd5 …` under `4.e5 … 1-0`): its opening is
/// those moves, said so.
pub(crate) fn branches(span: Span, written: &str, opening: &str, restated: bool) -> Diagnostic {
    let message = if restated {
        format!(
            "'{written}' starts again where the game above was resumed: another game, from its opening {opening}"
        )
    } else {
        format!(
            "'{written}' starts again from the same move number as the game above after its opening: another game, from its opening {opening}"
        )
    };
    Diagnostic::new(Code::MoveNumberMismatch, span, message)
        .with_severity(crate::diagnostics::Severity::Note)
}

/// The move just played, `written` at `span`, written again with its number
/// where a page resumes the game after a diagram or a note (`4.Bg5` ⏎⏎
/// `4.Bg5 Be7`): read once, noted.
pub(crate) fn repeated(span: Span, written: &str) -> Diagnostic {
    Diagnostic::new(
        Code::MoveNumberMismatch,
        span,
        format!("'{written}' is the move before, written again with its number: read once"),
    )
    .with_severity(crate::diagnostics::Severity::Note)
}

/// The game's last `count` moves written again at `span` (a scoresheet's
/// line copied twice, a column resuming after a diagram with the moves
/// before it): read once, noted.
pub(crate) fn written_again(span: Span, count: usize) -> Diagnostic {
    Diagnostic::new(
        Code::MoveNumberMismatch,
        span,
        format!("the game's last {count} moves are written again here: read once"),
    )
    .with_severity(crate::diagnostics::Severity::Note)
}
