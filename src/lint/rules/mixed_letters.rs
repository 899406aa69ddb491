//! M005 `mixed-letters`: a piece letter from another language than the
//! rest of the game.
//!
//! The rule fires in the resolver (`resolve::reading`), when the letter of
//! the game's language makes no legal move and another language's does;
//! this file holds its page and the report, with the fix that writes the
//! game's own letter.

use super::{FixSafety, Rule};
use crate::Span;
use crate::board::Role;
use crate::diagnostics::{Applicability, Code, Diagnostic, Fix, Severity};
use crate::notation::lexicon::{Language, PieceSymbol};

/// The rule's page.
pub(crate) static RULE: Rule = Rule::new(
    Code::MixedLetters,
    "Reports a piece letter from another language than the rest of the game (`Sc6` in an English game).",
    "Letters collide across languages (R is a rook in English and a king in French): a mixed game may be misread.",
    "1. e4 e5 2. Nf3 Sc6 3. Bb5",
    Some("1. e4 e5 2. Nf3 Nc6 3. Bb5"),
    FixSafety::Safe,
);

/// `letter` at `span`, not a letter of `language` for this move, read as
/// `other`'s letter for `role`; an error when reading `strict`ly.
pub(crate) fn diagnostic(
    span: Span,
    letter: PieceSymbol,
    language: Language,
    other: Language,
    role: Role,
    strict: bool,
) -> Diagnostic {
    let own = language.letter(role).to_string();
    let d = Diagnostic::new(
        Code::MixedLetters,
        span,
        format!(
            "'{letter}' is not the {language} letter for this move; read as the {other} {role}"
        ),
    )
    .with_help(format!("write {own}"))
    .with_fix(Fix::replace(span, own, Applicability::Safe));
    if strict {
        d.with_severity(Severity::Error)
    } else {
        d
    }
}
