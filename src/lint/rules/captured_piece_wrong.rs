//! V010 `captured-piece-wrong`: a capture that names the piece it takes
//! (`Lb5xSc6`, `d7xLc6`) names a piece that does not stand on the square.

use super::written::WrittenMove;
use super::{FixSafety, Rule};
use crate::board::Role;
use crate::diagnostics::{Applicability, Code, Diagnostic, Fix};
use crate::syntax::ast::MoveBody;

/// The rule's page.
pub(crate) static RULE: Rule = Rule::new(
    Code::CapturedPieceWrong,
    "Reports a capture that names the piece it takes (`Lb5xSc6`, as German long algebraic writes it) when that piece is not the one on the square.",
    "The letter says the writer saw a different position, or misread a piece; a reader trusting it would set up the wrong board.",
    "1. e2-e4 d7-d5 2. e4xNd5",
    Some("1. e2-e4 d7-d5 2. e4xd5"),
    FixSafety::Safe,
);

/// The letter, read in the game's language, must name the piece that stood
/// on the square (a pawn taken en passant included). The fix writes the
/// right letter, or drops it for a pawn or for a move that takes nothing;
/// the move played stays the same either way.
pub(crate) fn check(written: &WrittenMove<'_>, out: &mut Vec<Diagnostic>) {
    let MoveBody::Normal(normal) = written.san.body else {
        return;
    };
    let Some(named) = normal.captured else {
        return;
    };
    let language = written.language;
    let taken = written.played.capture();
    if taken.is_some() && language.role_of(named.value) == taken {
        return;
    }
    let (message, replacement) = match taken {
        None => (
            format!(
                "'{}' names a piece taken, but the move takes nothing",
                named.value
            ),
            String::new(),
        ),
        Some(role) => {
            let letter = if role == Role::Pawn {
                ""
            } else {
                language.letter(role)
            };
            (
                format!(
                    "'{}' names the piece taken, but the piece on the square is a {role}",
                    named.value
                ),
                letter.to_string(),
            )
        }
    };
    let help = if replacement.is_empty() {
        format!("write the move without '{}'", named.value)
    } else {
        format!("write {replacement}")
    };
    out.push(
        Diagnostic::new(Code::CapturedPieceWrong, named.span, message)
            .with_help(help)
            .with_fix(Fix::replace(named.span, replacement, Applicability::Safe)),
    );
}
