//! V009 `not-double-check`: `dbl ch` on a check that is not double.

use super::written::WrittenMove;
use super::{FixSafety, Rule};
use crate::board::CheckKind;
use crate::diagnostics::{Applicability, Code, Diagnostic, Fix};
use crate::syntax::ast::Claim;

/// The rule's page.
pub(crate) static RULE: Rule = Rule::new(
    Code::NotDoubleCheck,
    "Reports `dbl ch` on a check that is not double.",
    "The mark says two pieces give check where one does.",
    "[FEN \"4k3/8/8/8/4N3/8/8/K3R3 w - - 0 1\"]\n\n1. Nc5 dbl ch",
    Some("[FEN \"4k3/8/8/8/4N3/8/8/K3R3 w - - 0 1\"]\n\n1. Nc5 ch"),
    FixSafety::Safe,
);

/// Reports `dbl ch` on a check that one piece gives, with the fix that
/// writes `+`. On a move that gives no check it is V003's, on a mate
/// V006's.
pub(crate) fn check(written: &WrittenMove<'_>, out: &mut Vec<Diagnostic>) {
    let Some(mark) = written.mark() else {
        return;
    };
    let facts = written.facts;
    if mark.claim != Claim::DoubleCheck
        || !facts.gives_check()
        || facts.is_mate()
        || facts.check() == CheckKind::Double
    {
        return;
    }
    out.push(
        Diagnostic::new(
            Code::NotDoubleCheck,
            mark.span,
            "'dbl ch' but only one piece gives check",
        )
        .with_help("write + instead")
        .with_fix(Fix::replace(mark.span, "+", Applicability::Safe)),
    );
}
