//! V008 `not-discovered-check`: `dis ch` on a check that is not discovered.

use super::written::WrittenMove;
use super::{FixSafety, Rule};
use crate::board::CheckKind;
use crate::diagnostics::{Applicability, Code, Diagnostic, Fix};
use crate::syntax::ast::Claim;

/// The rule's page.
pub(crate) static RULE: Rule = Rule::new(
    Code::NotDiscoveredCheck,
    "Reports `dis ch` on a check that is not discovered.",
    "The mark says a different piece gives check than the one that does.",
    "[FEN \"4k3/8/8/8/8/8/8/K2R4 w - - 0 1\"]\n\n1. Re1 dis ch",
    Some("[FEN \"4k3/8/8/8/8/8/8/K2R4 w - - 0 1\"]\n\n1. Re1 ch"),
    FixSafety::Safe,
);

/// Reports `dis ch` on a check given by the piece that moved, with the fix
/// that writes `+`. On a move that gives no check it is V003's, on a mate
/// V006's.
pub(crate) fn check(written: &WrittenMove<'_>, out: &mut Vec<Diagnostic>) {
    let Some(mark) = written.mark() else {
        return;
    };
    let facts = written.facts;
    if mark.claim != Claim::DiscoveredCheck
        || !facts.gives_check()
        || facts.is_mate()
        || matches!(facts.check(), CheckKind::Discovered | CheckKind::Double)
    {
        return;
    }
    out.push(
        Diagnostic::new(
            Code::NotDiscoveredCheck,
            mark.span,
            "'dis ch' but the check is given by the piece that moved",
        )
        .with_help("write + instead")
        .with_fix(Fix::replace(mark.span, "+", Applicability::Safe)),
    );
}
