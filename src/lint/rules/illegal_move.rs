//! M001 `illegal-move`: a move that no legal move of the position fits.
//!
//! Whether a move fits is resolving itself, so the rule fires in the
//! resolver: `resolve::reading` for castling and for any other move, with
//! the nearest legal move (`resolve::suggest`) as help and fix, and
//! `resolve::parse_move` for a move checked alone. This file holds its page
//! and the report it makes.

use super::{FixSafety, Rule};
use crate::Span;
use crate::diagnostics::{Code, Diagnostic};

/// The rule's page.
pub(crate) static RULE: Rule = Rule::new(
    Code::IllegalMove,
    "Reports a move that no legal move of the position fits; the message says why (the piece cannot reach the square, the king would be in check) and what was probably meant.",
    "An illegal move ends the game as written: every move after it is unknown.",
    "1. e4 e5 2. Ke3",
    Some("1. e4 e5 2. Ke2"),
    FixSafety::Sometimes,
)
.strict();

/// Castling at `span` that the position does not allow, for `reason`.
pub(crate) fn castling(span: Span, reason: impl std::fmt::Display) -> Diagnostic {
    Diagnostic::new(
        Code::IllegalMove,
        span,
        format!("illegal castling: {reason}"),
    )
}

/// The move written `text` at `span`, which no legal move fits, for
/// `reason`.
pub(crate) fn illegal(span: Span, text: &str, reason: impl std::fmt::Display) -> Diagnostic {
    Diagnostic::new(
        Code::IllegalMove,
        span,
        format!("illegal move {text}: {reason}"),
    )
}

/// A move at `span` that did not resolve, when the resolver said no more.
pub(crate) fn no_fit(span: Span) -> Diagnostic {
    Diagnostic::new(Code::IllegalMove, span, "no legal move fits")
}
