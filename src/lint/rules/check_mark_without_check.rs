//! V003 `check-mark-without-check`: a check mark on a move that gives no
//! check.

use super::written::WrittenMove;
use super::{FixSafety, Rule};
use crate::diagnostics::{Applicability, Code, Diagnostic, Fix};
use crate::syntax::ast::Claim;

/// The rule's page.
pub(crate) static RULE: Rule = Rule::new(
    Code::CheckMarkWithoutCheck,
    "Reports a check mark on a move that gives no check.",
    "The mark says the writer saw a different position.",
    "1. e4 e5 2. Nf3+",
    Some("1. e4 e5 2. Nf3"),
    FixSafety::Safe,
);

/// Reports a mark of check (`+`, `ch`, `dis ch`, `dbl ch`, and `++`, which
/// is double check or mate) on a move that gives none, with the fix that
/// removes it. A mate mark there is V005's.
pub(crate) fn check(written: &WrittenMove<'_>, out: &mut Vec<Diagnostic>) {
    let Some(mark) = written.mark() else {
        return;
    };
    if written.facts.gives_check() {
        return;
    }
    let message = match mark.claim {
        Claim::DoubleCheckOrMate => "'++' but the move gives no check".to_string(),
        Claim::Check | Claim::DiscoveredCheck | Claim::DoubleCheck => {
            format!("'{}' but the move gives no check", mark.text)
        }
        Claim::Mate => return,
    };
    out.push(
        Diagnostic::new(Code::CheckMarkWithoutCheck, mark.span, message)
            .with_help("remove the mark")
            .with_fix(Fix::replace(mark.span, "", Applicability::Safe)),
    );
}
