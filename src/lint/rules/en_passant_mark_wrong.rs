//! V002 `en-passant-mark-wrong`: an en-passant mark (`e.p.`) on a move that
//! is not an en-passant capture.

use super::written::WrittenMove;
use super::{FixSafety, Rule};
use crate::diagnostics::{Applicability, Code, Diagnostic, Fix};

/// The rule's page.
pub(crate) static RULE: Rule = Rule::new(
    Code::EnPassantMarkWrong,
    "Reports an en-passant mark (`e.p.`) on a move that is not an en-passant capture.",
    "A reader trusting the mark would remove the wrong pawn.",
    "1. e4 d5 2. exd5 e.p.",
    Some("1. e4 d5 2. exd5"),
    FixSafety::Safe,
);

/// Reports the mark, with the fix that removes it.
pub(crate) fn check(written: &WrittenMove<'_>, out: &mut Vec<Diagnostic>) {
    if let Some(mark) = written.san.en_passant
        && !written.facts.is_en_passant()
    {
        out.push(
            Diagnostic::new(
                Code::EnPassantMarkWrong,
                mark.span,
                format!("'{}' but the move is not an en-passant capture", mark.value),
            )
            .with_help("write the move without the en-passant mark")
            .with_fix(Fix::replace(mark.span, "", Applicability::Safe)),
        );
    }
}
