//! M002 `ambiguous-move`: a move that several legal moves fit.
//!
//! The rule fires in the resolver (`resolve::reading`), which finds the
//! moves a written move fits; this file holds its page and the report,
//! which names each piece and how to write each move.

use super::{FixSafety, Rule};
use crate::Span;
use crate::board::{Move, Position, Role, Square};
use crate::diagnostics::{Code, Diagnostic, join_or};
use crate::notation::lexicon::Language;
use crate::notation::{Style, move_to_string};

/// The rule's page.
pub(crate) static RULE: Rule = Rule::new(
    Code::AmbiguousMove,
    "Reports a move that several legal moves fit (`Nd2` when both knights can go there); the message names each.",
    "Which piece moved decides the rest of the game; a reader must guess.",
    "[FEN \"4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1\"]\n\n1. Nd2",
    Some("[FEN \"4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1\"]\n\n1. Nbd2"),
    FixSafety::Sometimes,
);

/// The move written `text` at `span`, which the moves `several` of `role`
/// fit in `position`; the help writes each in SAN in `language`.
pub(crate) fn diagnostic(
    position: &Position,
    language: Language,
    role: Role,
    span: Span,
    text: &str,
    several: &[Move],
) -> Diagnostic {
    let mut froms: Vec<Square> = several.iter().map(|m| m.from()).collect();
    froms.sort();
    froms.dedup();
    let names: Vec<String> = match froms.as_slice() {
        [one] => vec![format!("the {role} on {one} in more than one way")],
        many => vec![format!(
            "the {role}s on {}",
            join_or(
                &many.iter().map(ToString::to_string).collect::<Vec<_>>(),
                "and"
            )
        )],
    };
    let writes: Vec<String> = several
        .iter()
        .map(|m| move_to_string(position, *m, Style::san_in(language)))
        .collect();
    Diagnostic::new(
        Code::AmbiguousMove,
        span,
        format!("{text} fits {}", join_or(&names, "and")),
    )
    .with_help(format!("write {}", join_or(&writes, "or")))
}
