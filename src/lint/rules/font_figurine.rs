//! M009 `font-figurine`: a sign that a figurine font printed for a piece
//! (`¤f3`, `©f3`), read as the one piece the board lets move there.
//!
//! Text copied from a PDF set in a chess font keeps the font's codes, not
//! the figurines: ChessBase's fonts print a knight as `¤` or `©`, a bishop
//! as `¥` or `å`, and which sign is which depends on the font. The rule
//! fires in the resolver (`resolve::reading`), when exactly one piece of
//! the side to move can make the move; this file holds its page and the
//! report, with the fix that writes the game's own letter.

use super::{FixSafety, Rule};
use crate::Span;
use crate::board::Role;
use crate::diagnostics::{Applicability, Code, Diagnostic, Fix};
use crate::notation::lexicon::Language;

/// The rule's page.
pub(crate) static RULE: Rule = Rule::new(
    Code::FontFigurine,
    "Reports a sign that a figurine font printed for a piece (`¤f3`, `©f3`, as text copied from a PDF gives it), read as the one piece the board lets move there.",
    "Which sign stands for which piece depends on the font: the board decided, and a move that two pieces could make is not read.",
    "1. ¤f3 d5 2. c4",
    Some("1. Nf3 d5 2. c4"),
    FixSafety::Safe,
);

/// `sign` at `span`, read as `role`, the only piece that makes the move,
/// written in `language`'s letter by the fix.
pub(crate) fn diagnostic(span: Span, sign: char, role: Role, language: Language) -> Diagnostic {
    report(
        span,
        sign,
        role,
        language,
        "the only piece that makes the move",
    )
}

/// `sign` at `span`, read as `role` where several pieces could make the
/// move, since the sign is that piece elsewhere in the game.
pub(crate) fn bound(span: Span, sign: char, role: Role, language: Language) -> Diagnostic {
    report(
        span,
        sign,
        role,
        language,
        "as it reads elsewhere in this game",
    )
}

fn report(span: Span, sign: char, role: Role, language: Language, why: &str) -> Diagnostic {
    let own = language.letter(role).to_string();
    Diagnostic::new(
        Code::FontFigurine,
        span,
        format!("'{sign}' is a figurine font's sign; read as the {role}, {why}"),
    )
    .with_help(format!("write {own}"))
    .with_fix(Fix::replace(span, own, Applicability::Safe))
}
