//! N011 `spaced-square`: long algebraic as old books and their OCR print
//! it, a square's file and rank set apart (`e 2 – e 4`), or a full stop
//! after the piece letter (`S. g1–f3`).

use super::written::WrittenMove;
use super::{FixSafety, Rule};
use crate::Span;
use crate::diagnostics::{Applicability, Code, Diagnostic, Fix};
use crate::syntax::ast::{MoveBody, NormalMove};

/// The rule's page.
pub(crate) static RULE: Rule = Rule::new(
    Code::SpacedSquare,
    "Notes long algebraic written as old books and their OCR print it: a square's file and rank set apart (e 2 – e 4, d 4xc 5), or a full stop or a space after the piece letter (S. g1–f3).",
    "Text search and other programs do not see the move; the fix closes the move up.",
    "1. e 2 – e 4 e 7 – e 5 2. S. g 1 – f 3",
    Some("1. e2–e4 e7–e5 2. Sg1–f3"),
    FixSafety::Safe,
);

/// A note for each move whose squares are set apart or whose piece letter
/// is followed by a full stop or a space: the move reads, but the text is
/// not what a search for "e2–e4" would find. The fix closes the move up
/// (`e 2 – e 4` to `e2–e4`, `S. g 1 – f 3` to `Sg1–f3`).
pub(crate) fn check(written: &WrittenMove<'_>, out: &mut Vec<Diagnostic>) {
    let MoveBody::Normal(normal) = &written.san.body else {
        return;
    };
    let Some((mut span, mut closed)) = closed_up(normal, written.source) else {
        return;
    };
    // The colon of a capture set apart with the move (`d 5 c 4 :`) closes
    // up with it: left apart after `d5c4` it would be no capture mark. Only
    // where only spaces stand between (a promotion's colon, `b 8=D:`, is
    // glued already), and the move captures: a colon that opens words
    // after a move that takes nothing (`L f 1 – b 5 : die spanische
    // Partie`) is the sentence's, left where it is.
    if let Some(colon) = written.san.capture_after
        && colon.start > span.end
        && written
            .source
            .get(span.end as usize..colon.start as usize)
            .is_some_and(|between| between.bytes().all(|b| b == b' '))
        && written.facts.is_capture()
    {
        span = Span::new(span.start, colon.end);
        closed.push(':');
    }
    let move_text = written.san.span.text(written.source);
    out.push(
        Diagnostic::new(
            Code::SpacedSquare,
            written.san.span,
            format!("'{move_text}' is long algebraic as old books print it: {closed}"),
        )
        .with_fix(Fix::replace(span, closed, Applicability::Safe)),
    );
}

/// A move set apart as old books print long algebraic (`D. d 8 – a 5`,
/// `e 2 – e 4`): where it is written, letter to arrival, and that text
/// closed up as it would be written whole (`Dd8–a5`), which is also what
/// the resolver weighs its readings against. `None` for a move written
/// whole.
pub(crate) fn closed_up(normal: &NormalMove, source: &str) -> Option<(Span, String)> {
    let origin = normal.origin?;
    let spaced =
        origin.span.text(source).contains(' ') || normal.target.span.text(source).contains(' ');
    let stop = normal.piece.is_some_and(|p| p.span.end < origin.span.start);
    if !spaced && !stop {
        return None;
    }
    let from = normal.piece.map_or(origin.span, |p| p.span);
    let mut closed = String::new();
    if let Some(piece) = normal.piece {
        closed.push_str(piece.span.text(source));
    }
    let rest = Span::new(origin.span.start, normal.target.span.end);
    closed.extend(rest.text(source).chars().filter(|c| *c != ' '));
    Some((Span::new(from.start, normal.target.span.end), closed))
}
