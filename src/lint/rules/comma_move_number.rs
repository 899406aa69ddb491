//! N012 `comma-move-number`: a move number written with a comma for its
//! period, glued to the move (`1,e4`), as OCR reads the period of old books
//! and periodicals.
//!
//! The rule fires where the resolver walks a game's elements
//! (`resolve::game`), which meets every move number; this file holds its
//! page and the report.

use super::{FixSafety, Rule};
use crate::Span;
use crate::diagnostics::{Applicability, Code, Diagnostic, Fix};

/// The rule's page.
pub(crate) static RULE: Rule = Rule::new(
    Code::CommaMoveNumber,
    "Notes a move number written with a comma for its period, glued to the move (1,e4), as OCR reads the period.",
    "Other programs do not read the number; the fix writes the period.",
    "1,e4 e5 2,Nf3",
    Some("1.e4 e5 2.Nf3"),
    FixSafety::Safe,
);

/// The note on the number `written` at `span`, whose last character is
/// the comma: the fix writes a period in its place.
pub(crate) fn comma(span: Span, written: &str) -> Diagnostic {
    let comma = Span::new(span.end - 1, span.end);
    Diagnostic::new(
        Code::CommaMoveNumber,
        span,
        format!("move number '{written}' is written with a comma for its period"),
    )
    .with_fix(Fix::replace(comma, ".".to_string(), Applicability::Safe))
}
