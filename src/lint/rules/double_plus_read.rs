//! V007 `double-plus-read`: a `++`, which is double check in some texts and
//! mate in others, read as what the board says the move did.

use super::written::WrittenMove;
use super::{FixSafety, Rule};
use crate::board::CheckKind;
use crate::diagnostics::{Code, Diagnostic};
use crate::syntax::ast::Claim;

/// The rule's page.
pub(crate) static RULE: Rule = Rule::new(
    Code::DoublePlusRead,
    "Notes a `++`, which is double check in some texts and mate in others: the board decided which.",
    "The same mark means two things; `+` or `#` says one.",
    "[FEN \"4k3/8/8/8/4N3/8/8/K3R3 w - - 0 1\"]\n\n1. Nf6++",
    Some("[FEN \"4k3/8/8/8/4N3/8/8/K3R3 w - - 0 1\"]\n\n1. Nf6+"),
    FixSafety::Sometimes,
);

/// Notes a `++` on a mate (with the help to write `#`) or on a double
/// check. A `++` that is neither is V005's or V003's.
pub(crate) fn check(written: &WrittenMove<'_>, out: &mut Vec<Diagnostic>) {
    let Some(mark) = written.mark() else {
        return;
    };
    if mark.claim != Claim::DoubleCheckOrMate {
        return;
    }
    if written.facts.is_mate() {
        out.push(
            Diagnostic::new(
                Code::DoublePlusRead,
                mark.span,
                "'++' read as mate: the move mates",
            )
            .with_help("write #"),
        );
    } else if written.facts.check() == CheckKind::Double {
        out.push(Diagnostic::new(
            Code::DoublePlusRead,
            mark.span,
            "'++' read as double check: the move gives double check",
        ));
    }
}
