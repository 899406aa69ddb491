//! V004 `missing-check-mark`: a move that gives check written without a
//! check mark.
//!
//! The rule reports every such move; the lint leaves out a game that never
//! writes a mark (`lint::notation`), since it is written in a style without
//! them.

use super::written::WrittenMove;
use super::{FixSafety, Rule};
use crate::Span;
use crate::diagnostics::{Code, Diagnostic};

/// The rule's page.
pub(crate) static RULE: Rule = Rule::new(
    Code::MissingCheckMark,
    "Reports a move that gives check written without a check mark, in a game that writes marks. A game that writes none (UCI, ECO lines, coordinates, or bare SAN with two or more unmarked checks) is written in a style without them and is not reported.",
    "PGN requires the mark, and a reader following the game misses the check.",
    "1. e4 e5 2. Nf3+ Nc6 3. Bb5 d6 4. Bxc6",
    Some("1. e4 e5 2. Nf3 Nc6 3. Bb5 d6 4. Bxc6+"),
    FixSafety::Safe,
);

/// Reports a move that checks without mating and has no mark, with the fix
/// that writes `+` after it. A mate with no mark is V006's.
pub(crate) fn check(written: &WrittenMove<'_>, out: &mut Vec<Diagnostic>) {
    if written.mark().is_some() || written.facts.is_mate() || !written.facts.gives_check() {
        return;
    }
    let at = written.mark_position();
    out.push(
        Diagnostic::new(
            Code::MissingCheckMark,
            Span::new(written.san.span.start, at),
            "the move gives check but has no check mark",
        )
        .with_help("write + after the move")
        .with_fix(written.mark_fix(at, "+")),
    );
}
