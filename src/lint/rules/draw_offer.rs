//! N008 `draw-offer`: a draw offer recorded on the move (`(=)`), noted.
//!
//! An offer written as part of the move is noted by [`check`]; one written
//! apart, after the move, by the resolver as it walks the game
//! (`resolve::game`), with the same [`diagnostic`].

use super::written::WrittenMove;
use super::{FixSafety, Rule};
use crate::Span;
use crate::diagnostics::{Code, Diagnostic};

/// The rule's page.
pub(crate) static RULE: Rule = Rule::new(
    Code::DrawOffer,
    "Notes a draw offer recorded on the move (`(=)`).",
    "FIDE's scoresheets record the offer; PGN has no place for it but a comment.",
    "1. e4 e5 2. Nf3 (=)",
    Some("1. e4 e5 2. Nf3"),
    FixSafety::None,
);

/// Notes the offer. No fix: whether to keep it, and where, is the
/// writer's choice.
pub(crate) fn check(written: &WrittenMove<'_>, out: &mut Vec<Diagnostic>) {
    if let Some(span) = written.san.draw_offer {
        out.push(diagnostic(span));
    }
}

/// The note on the offer written at `span`.
pub(crate) fn diagnostic(span: Span) -> Diagnostic {
    Diagnostic::new(Code::DrawOffer, span, "draw offered with this move")
}
