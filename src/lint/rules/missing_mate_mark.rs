//! V006 `missing-mate-mark`: a move that mates written without a mate mark,
//! or with only a check mark.
//!
//! Like V004, the lint leaves out a game that never writes a mark.

use super::written::WrittenMove;
use super::{FixSafety, Rule};
use crate::Span;
use crate::diagnostics::{Applicability, Code, Diagnostic, Fix};
use crate::syntax::ast::Claim;

/// The rule's page.
pub(crate) static RULE: Rule = Rule::new(
    Code::MissingMateMark,
    "Reports a move that mates written without a mate mark, or with only a check mark, in a game that writes marks.",
    "The mark tells the reader the game is over.",
    "1. e4 e5 2. Bc4+ Nc6 3. Qh5 Nf6 4. Qxf7",
    Some("1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7#"),
    FixSafety::Safe,
);

/// Reports a mate with no mark, with the fix that writes `#` after it, and
/// a mate marked as a check (`+`, `ch`, `dis ch`, `dbl ch`), with the fix
/// that writes `#` for the mark. A `++` on a mate is V007's.
pub(crate) fn check(written: &WrittenMove<'_>, out: &mut Vec<Diagnostic>) {
    if !written.facts.is_mate() {
        return;
    }
    match written.mark() {
        None => {
            let at = written.mark_position();
            out.push(
                Diagnostic::new(
                    Code::MissingMateMark,
                    Span::new(written.san.span.start, at),
                    "the move mates but has no mate mark",
                )
                .with_help("write # after the move")
                .with_fix(written.mark_fix(at, "#")),
            );
        }
        Some(mark)
            if matches!(
                mark.claim,
                Claim::Check | Claim::DiscoveredCheck | Claim::DoubleCheck
            ) =>
        {
            out.push(
                Diagnostic::new(
                    Code::MissingMateMark,
                    mark.span,
                    format!("'{}' but the move mates", mark.text),
                )
                .with_help("write # instead")
                .with_fix(Fix::replace(mark.span, "#", Applicability::Safe)),
            );
        }
        Some(_) => {}
    }
}
