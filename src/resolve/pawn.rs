//! Reading a move written without a piece letter: a pawn move — a push
//! named by its square, a capture by its file, abbreviated or not — or,
//! when no pawn can make it, the coordinates of a piece (g1f3) or a
//! bishop written with a lowercase b (bxc3 when no pawn can take on c3).

use super::reading::{Miss, Played, Query, Reading, candidates, finish};
use crate::Span;
use crate::board::{Bitboard, Role};
use crate::diagnostics::{Applicability, Code, Diagnostic, Fix, Severity};
use crate::syntax::ast::{Origin, Target};

pub(super) fn resolve_pawn_or_bishop(
    reading: Reading<'_>,
    query: Query,
    promotion: Option<Role>,
    diagnostics: &mut Vec<Diagnostic>,
) -> Result<Played, Miss> {
    let Reading {
        position,
        normal,
        span,
        language,
        options,
        ..
    } = reading;
    let mut list = candidates(position, query, promotion);
    let bare = normal.origin.is_none();
    if bare {
        // "d5" names a push; a capture must name its file.
        let pushes = list.iter().filter(|m| !m.is_capture()).count();
        if pushes == 0 && !list.is_empty() {
            list.retain(|m| {
                m.promotion().is_none() || m.promotion() == Some(Role::Queen) || promotion.is_some()
            });
            if let [m] = list.as_slice() {
                let written = format!("{}x", m.from().file());
                let d = Diagnostic::new(
                    Code::PawnCaptureWithoutFile,
                    normal.target.span,
                    format!(
                        "pawn capture written without its file; the pawn on {} captures",
                        m.from()
                    ),
                )
                .with_help(format!("write {written}{}", m.to()))
                .with_fix(Fix {
                    edits: vec![crate::diagnostics::Edit {
                        span: Span::empty(normal.target.span.start),
                        replacement: written,
                    }],
                    applicability: Applicability::Unsafe,
                });
                if options.strict {
                    diagnostics.push(d.with_severity(Severity::Error));
                    return Err(Miss::Refused);
                }
                diagnostics.push(d);
            } else {
                list.clear();
            }
        } else {
            list.retain(|m| !m.is_capture());
        }
    } else if matches!(normal.origin.map(|o| o.value), Some(Origin::File(_))) {
        // A pawn named by its file ("exd5", "ed", "exe") captures: a pawn
        // changes file only by capturing, and a push names no file. Without
        // this, "exe" would be read as a push up the e-file.
        list.retain(|m| m.is_capture());
    }
    // Coordinates, as UCI and some programs write them: b1c3 is the man on b1
    // going to c3, whatever it is.
    if list.is_empty()
        && let (Some(origin), Target::Square(to)) = (normal.origin, normal.target.value)
        && let Origin::Square(from) = origin.value
        && let Some(role) = position.role_at(from)
        && role != Role::Pawn
    {
        let coordinates = Query {
            role,
            from: Bitboard::from_square(from),
            to: Bitboard::from_square(to),
        };
        let mut moves = candidates(position, coordinates, promotion);
        if !moves.is_empty() {
            diagnostics.push(Diagnostic::new(
                Code::Coordinates,
                span,
                format!("move written in coordinates: the {role} on {from} goes to {to}"),
            ));
            return finish(reading, coordinates, promotion, &mut moves, diagnostics);
        }
    }
    // A lowercase b is a file unless no pawn move fits: then it is a bishop
    // (bxc3 is a pawn capture when a pawn can make it).
    if list.is_empty()
        && let (Some(origin), Target::Square(to)) = (normal.origin, normal.target.value)
        && origin.value == Origin::File(crate::board::File::new(1).unwrap_or(crate::board::File::A))
    {
        let bishop = Query {
            role: Role::Bishop,
            from: Bitboard::ALL,
            to: Bitboard::from_square(to),
        };
        let mut bishops = candidates(position, bishop, None);
        if bishops.len() == 1 && promotion.is_none() {
            diagnostics.push(
                Diagnostic::new(
                    Code::LowercasePiece,
                    origin.span,
                    "no pawn on the b-file can make this move: 'b' read as a bishop",
                )
                .with_fix(Fix::replace(
                    origin.span,
                    language.letter(Role::Bishop),
                    Applicability::Safe,
                )),
            );
            return finish(reading, bishop, None, &mut bishops, diagnostics);
        }
    }
    if matches!(normal.target.value, Target::File(_)) {
        diagnostics.push(Diagnostic::new(
            Code::AbbreviatedCapture,
            span,
            "pawn capture written with files only",
        ));
    }
    finish(reading, query, promotion, &mut list, diagnostics)
}
