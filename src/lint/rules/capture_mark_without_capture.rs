//! V001 `capture-mark-without-capture`: a capture mark (`x`, `×`, `:`) on a
//! move that captures nothing.

use super::written::WrittenMove;
use super::{FixSafety, Rule};
use crate::Span;
use crate::diagnostics::{Applicability, Code, Diagnostic, Fix};
use crate::syntax::ast::{MoveBody, Origin, Separator};

/// The rule's page.
pub(crate) static RULE: Rule = Rule::new(
    Code::CaptureMarkWithoutCapture,
    "Reports a capture mark (`x`, `×`, `:`) on a move that captures nothing.",
    "The mark says the writer saw a different position; it is often the first sign of a slip earlier in the game.",
    "1. e4 e5 2. Nxf3",
    Some("1. e4 e5 2. Nf3"),
    FixSafety::Safe,
);

/// Reports the capture mark written between departure and destination, and
/// the one written after the move (`Be5:`), when the move takes nothing.
pub(crate) fn check(written: &WrittenMove<'_>, out: &mut Vec<Diagnostic>) {
    if written.facts.is_capture() {
        return;
    }
    let san = written.san;
    if let MoveBody::Normal(normal) = san.body
        && let Some(separator) = normal.separator
        && let Separator::Capture(mark) = separator.value
    {
        // Long algebraic keeps a hyphen between its two squares.
        let replacement = if matches!(normal.origin.map(|o| o.value), Some(Origin::Square(_))) {
            "-"
        } else {
            ""
        };
        out.push(diagnostic(separator.span, &mark.to_string(), replacement));
    }
    if let Some(span) = san.capture_after
        && !introduces_words(written.source, span)
    {
        out.push(diagnostic(span, ":", ""));
    }
}

/// Whether the colon at `span`, after a move that takes nothing, opens the
/// words after it (`1.f4: Sin comentario |`, a table's comment column): a
/// colon of the sentence, not a capture mark.
fn introduces_words(source: &str, span: Span) -> bool {
    let rest = source.get(span.end as usize..).unwrap_or("");
    let Some(after) = rest.strip_prefix([' ', '\t']) else {
        return false;
    };
    let word = after.trim_start_matches([' ', '\t']);
    let word = word.split_whitespace().next().unwrap_or("");
    word.chars().count() >= 2
        && word.chars().all(char::is_alphabetic)
        && word.chars().any(char::is_lowercase)
}

/// The report of capture `mark` at `span`, with the fix that writes
/// `replacement` for it.
fn diagnostic(span: Span, mark: &str, replacement: &str) -> Diagnostic {
    Diagnostic::new(
        Code::CaptureMarkWithoutCapture,
        span,
        format!("capture mark '{mark}' but the move captures nothing"),
    )
    .with_help(format!("write the move without '{mark}'"))
    .with_fix(Fix::replace(span, replacement, Applicability::Safe))
}
