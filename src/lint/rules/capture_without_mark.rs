//! N001 `capture-without-mark`: a capture written without a capture mark,
//! as ECO writes (`Be5` for `Bxe5`), noted.
//!
//! Not noted where the form says nothing of a mark: an abbreviated pawn
//! capture (`ed`, a file for a destination) and a pawn's bare destination
//! (`e4` for `dxe4`, which M006 reports).

use super::written::WrittenMove;
use super::{FixSafety, Rule};
use crate::diagnostics::{Code, Diagnostic};
use crate::syntax::ast::{MoveBody, Target};

/// The rule's page.
pub(crate) static RULE: Rule = Rule::new(
    Code::CaptureWithoutMark,
    "Notes a capture written without a capture mark, as ECO writes (`Be5` for `Bxe5`).",
    "PGN's SAN requires the mark; a reader cannot tell a capture from a quiet move.",
    "1. e4 d5 2. ed5",
    Some("1. e4 d5 2. exd5"),
    FixSafety::None,
);

/// Notes a capture with no mark between its squares nor after it, on the
/// move's body (piece letter to destination and promotion). No fix: the
/// style without marks is a style (ECO, coordinates), and the lint's
/// profiles decide whether a game must write them.
pub(crate) fn check(written: &WrittenMove<'_>, out: &mut Vec<Diagnostic>) {
    if !written.facts.is_capture() {
        return;
    }
    let san = written.san;
    let MoveBody::Normal(normal) = san.body else {
        return;
    };
    let marked = normal.separator.is_some() || san.capture_after.is_some();
    let abbreviated = matches!(normal.target.value, Target::File(_));
    let bare_pawn = normal.piece.is_none() && normal.origin.is_none();
    if marked || abbreviated || bare_pawn {
        return;
    }
    let start = normal
        .piece
        .map_or(normal.origin.map_or(normal.target.span, |o| o.span), |p| {
            p.span
        });
    let end = san.promotion.map_or(normal.target.span, |p| p.span);
    out.push(Diagnostic::new(
        Code::CaptureWithoutMark,
        start.cover(end),
        "capture written without a capture mark",
    ));
}
