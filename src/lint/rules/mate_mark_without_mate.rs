//! V005 `mate-mark-without-mate`: a mate mark on a move that does not mate.

use super::written::WrittenMove;
use super::{FixSafety, Rule};
use crate::board::CheckKind;
use crate::diagnostics::{Applicability, Code, Diagnostic, Fix};
use crate::syntax::ast::Claim;

/// The rule's page.
pub(crate) static RULE: Rule = Rule::new(
    Code::MateMarkWithoutMate,
    "Reports a mate mark on a move that does not mate.",
    "The game did not end there: a reader would stop too early.",
    "1. e4 e5 2. Qh5 Nc6 3. Qxf7#",
    Some("1. e4 e5 2. Qh5 Nc6 3. Qxf7+"),
    FixSafety::Safe,
);

/// Reports a mate mark (`#`, `mate`, `‡`, …) on a move that does not mate,
/// and a `++` on a check that is neither mate nor double; the fix writes
/// `+` for a check, and removes a mate mark from a move that gives none. A
/// `++` on a move that gives no check is V003's.
pub(crate) fn check(written: &WrittenMove<'_>, out: &mut Vec<Diagnostic>) {
    let Some(mark) = written.mark() else {
        return;
    };
    let facts = written.facts;
    if facts.is_mate() {
        return;
    }
    let (message, help, fix) = match mark.claim {
        Claim::Mate if facts.gives_check() => (
            format!("'{}' but the move does not mate", mark.text),
            "write + instead",
            "+",
        ),
        Claim::Mate => (
            format!("'{}' but the move does not mate", mark.text),
            "remove the mark",
            "",
        ),
        Claim::DoubleCheckOrMate if facts.gives_check() && facts.check() != CheckKind::Double => (
            "'++' but the move is neither mate nor double check".to_string(),
            "write + instead",
            "+",
        ),
        _ => return,
    };
    out.push(
        Diagnostic::new(Code::MateMarkWithoutMate, mark.span, message)
            .with_help(help)
            .with_fix(Fix::replace(mark.span, fix, Applicability::Safe)),
    );
}
