//! Verification of every claim the writer made — capture, en passant, check,
//! mate — against what the move does on the board (R18, R19).
//!
//! Each failed claim is a warning with its own code and a fix that only
//! changes how the move is written, never which move it is. The marks are
//! compared with the move's [`Facts`], decided here once and kept with the
//! resolved move for the writers.

use crate::Span;
use crate::board::{CheckKind, Facts, Move, Position};
use crate::diagnostics::{Applicability, Code, Diagnostic, Edit, Fix};
use crate::notation::lexicon::Language;
use crate::syntax::ast::{Claim, MoveBody, SanMove, Separator};

/// Checks the marks of `san`, which resolved to `m` in `position` and led
/// to `after`; returns what the move did.
pub(crate) fn verify(
    position: &Position,
    m: Move,
    after: &Position,
    san: &SanMove,
    source: &str,
    out: &mut Vec<Diagnostic>,
) -> Facts {
    let facts = position.facts(m, after);
    verify_capture(facts, san, out);
    verify_en_passant(facts, san, out);
    verify_check(facts, san, source, out);
    note_cyrillic_files(san, source, out);
    if let Some(span) = san.draw_offer {
        out.push(Diagnostic::new(
            Code::DrawOffer,
            span,
            "draw offered with this move",
        ));
    }
    facts
}

/// A capture that names the piece it takes (`Lb5xSc6`, `d7xLc6`) is checked
/// against the board: the letter, read in the game's language, must name
/// the piece that stood on the square (a pawn taken en passant included).
/// The fix writes the right letter, or drops it for a pawn or for a move
/// that takes nothing; the move played stays the same either way.
pub(crate) fn verify_captured_piece(
    m: Move,
    san: &SanMove,
    language: Language,
    out: &mut Vec<Diagnostic>,
) {
    let MoveBody::Normal(normal) = san.body else {
        return;
    };
    let Some(named) = normal.captured else {
        return;
    };
    let written = language.role_of(named.value);
    let taken = m.capture();
    if taken.is_some() && written == taken {
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
            let letter = if role == crate::board::Role::Pawn {
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

/// A note for each file written with a Cyrillic look-alike (а, с, е): the
/// move reads, but the text is not what a search for "e4" would find.
fn note_cyrillic_files(san: &SanMove, source: &str, out: &mut Vec<Diagnostic>) {
    let text = san.span.text(source);
    if text.is_ascii() {
        return;
    }
    for (at, c) in text.char_indices() {
        let latin = match c {
            'а' => 'a',
            'с' => 'c',
            'е' => 'e',
            _ => continue,
        };
        let start = san.span.start + at as u32;
        let span = Span::new(start, start + c.len_utf8() as u32);
        out.push(
            Diagnostic::new(
                Code::CyrillicFile,
                span,
                format!("the file is written with the Cyrillic letter '{c}'; read as '{latin}'"),
            )
            .with_fix(Fix::replace(span, latin.to_string(), Applicability::Safe)),
        );
    }
}

fn remove(span: Span) -> Fix {
    Fix::replace(span, "", Applicability::Safe)
}

fn verify_capture(facts: Facts, san: &SanMove, out: &mut Vec<Diagnostic>) {
    if facts.is_capture() {
        return;
    }
    if let MoveBody::Normal(normal) = san.body
        && let Some(separator) = normal.separator
        && let Separator::Capture(mark) = separator.value
    {
        let replacement = if matches!(
            normal.origin.map(|o| o.value),
            Some(crate::syntax::ast::Origin::Square(_))
        ) {
            "-"
        } else {
            ""
        };
        out.push(
            Diagnostic::new(
                Code::CaptureMarkWithoutCapture,
                separator.span,
                format!("capture mark '{mark}' but the move captures nothing"),
            )
            .with_help(format!("write the move without '{mark}'"))
            .with_fix(Fix::replace(
                separator.span,
                replacement,
                Applicability::Safe,
            )),
        );
    }
    if let Some(span) = san.capture_after {
        out.push(
            Diagnostic::new(
                Code::CaptureMarkWithoutCapture,
                span,
                "capture mark ':' but the move captures nothing",
            )
            .with_help("write the move without ':'")
            .with_fix(remove(span)),
        );
    }
}

fn verify_en_passant(facts: Facts, san: &SanMove, out: &mut Vec<Diagnostic>) {
    if let Some(mark) = san.en_passant
        && !facts.is_en_passant()
    {
        out.push(
            Diagnostic::new(
                Code::EnPassantMarkWrong,
                mark.span,
                format!("'{}' but the move is not an en-passant capture", mark.value),
            )
            .with_help("write the move without the en-passant mark")
            .with_fix(remove(mark.span)),
        );
    }
}

/// Where a check mark would go: after everything but glyphs and draw offers.
fn mark_position(san: &SanMove) -> u32 {
    let mut end = match san.body {
        MoveBody::Castling(c) => c.span.end,
        MoveBody::Null(span) => span.end,
        MoveBody::Normal(normal) => normal.target.span.end,
    };
    for span in [
        san.capture_after,
        san.promotion.map(|p| p.span),
        san.en_passant.map(|e| e.span),
    ]
    .into_iter()
    .flatten()
    {
        end = end.max(span.end);
    }
    end
}

fn insert(at: u32, text: &str) -> Fix {
    Fix {
        edits: vec![Edit {
            span: Span::empty(at),
            replacement: text.to_string(),
        }],
        applicability: Applicability::Safe,
    }
}

/// The fix that writes a check or mate `mark` at `at`, the end of the move.
/// An evaluation glued there (`Qh5+-`) would read differently with a `+`
/// before it (`Qh5++-`), so it is written apart as its NAG (`Qh5+ $18`).
fn mark_fix(san: &SanMove, at: u32, mark: &str) -> Fix {
    match san.evaluation {
        Some(evaluation) if evaluation.span.start == at => Fix::replace(
            Span::new(at, evaluation.span.end),
            format!("{mark} ${}", evaluation.value.nag()),
            Applicability::Safe,
        ),
        _ => insert(at, mark),
    }
}

fn verify_check(facts: Facts, san: &SanMove, source: &str, out: &mut Vec<Diagnostic>) {
    let gives_check = facts.gives_check();
    let Some(mark) = san.check else {
        if facts.is_mate() {
            let at = mark_position(san);
            out.push(
                Diagnostic::new(
                    Code::MissingMateMark,
                    Span::new(san.span.start, at),
                    "the move mates but has no mate mark",
                )
                .with_help("write # after the move")
                .with_fix(mark_fix(san, at, "#")),
            );
        } else if gives_check {
            let at = mark_position(san);
            out.push(
                Diagnostic::new(
                    Code::MissingCheckMark,
                    Span::new(san.span.start, at),
                    "the move gives check but has no check mark",
                )
                .with_help("write + after the move")
                .with_fix(mark_fix(san, at, "+")),
            );
        }
        return;
    };
    let written = mark.span.text(source).trim_start();
    match mark.value.claim() {
        Claim::Mate if !facts.is_mate() => {
            let (help, fix) = if gives_check {
                ("write + instead", "+")
            } else {
                ("remove the mark", "")
            };
            out.push(
                Diagnostic::new(
                    Code::MateMarkWithoutMate,
                    mark.span,
                    format!("'{written}' but the move does not mate"),
                )
                .with_help(help)
                .with_fix(Fix::replace(mark.span, fix, Applicability::Safe)),
            );
        }
        Claim::Mate => {}
        Claim::DoubleCheckOrMate => {
            if facts.is_mate() {
                out.push(
                    Diagnostic::new(
                        Code::DoublePlusRead,
                        mark.span,
                        "'++' read as mate: the move mates",
                    )
                    .with_help("write #"),
                );
            } else if facts.check() == CheckKind::Double {
                out.push(Diagnostic::new(
                    Code::DoublePlusRead,
                    mark.span,
                    "'++' read as double check: the move gives double check",
                ));
            } else if gives_check {
                out.push(
                    Diagnostic::new(
                        Code::MateMarkWithoutMate,
                        mark.span,
                        "'++' but the move is neither mate nor double check",
                    )
                    .with_help("write + instead")
                    .with_fix(Fix::replace(
                        mark.span,
                        "+",
                        Applicability::Safe,
                    )),
                );
            } else {
                out.push(
                    Diagnostic::new(
                        Code::CheckMarkWithoutCheck,
                        mark.span,
                        "'++' but the move gives no check",
                    )
                    .with_help("remove the mark")
                    .with_fix(remove(mark.span)),
                );
            }
        }
        Claim::Check | Claim::DiscoveredCheck | Claim::DoubleCheck if !gives_check => {
            out.push(
                Diagnostic::new(
                    Code::CheckMarkWithoutCheck,
                    mark.span,
                    format!("'{written}' but the move gives no check"),
                )
                .with_help("remove the mark")
                .with_fix(remove(mark.span)),
            );
        }
        Claim::Check | Claim::DiscoveredCheck | Claim::DoubleCheck if facts.is_mate() => {
            out.push(
                Diagnostic::new(
                    Code::MissingMateMark,
                    mark.span,
                    format!("'{written}' but the move mates"),
                )
                .with_help("write # instead")
                .with_fix(Fix::replace(mark.span, "#", Applicability::Safe)),
            );
        }
        Claim::DiscoveredCheck
            if !matches!(facts.check(), CheckKind::Discovered | CheckKind::Double) =>
        {
            out.push(
                Diagnostic::new(
                    Code::NotDiscoveredCheck,
                    mark.span,
                    "'dis ch' but the check is given by the piece that moved",
                )
                .with_help("write + instead")
                .with_fix(Fix::replace(mark.span, "+", Applicability::Safe)),
            );
        }
        Claim::DoubleCheck if facts.check() != CheckKind::Double => {
            out.push(
                Diagnostic::new(
                    Code::NotDoubleCheck,
                    mark.span,
                    "'dbl ch' but only one piece gives check",
                )
                .with_help("write + instead")
                .with_fix(Fix::replace(mark.span, "+", Applicability::Safe)),
            );
        }
        Claim::Check | Claim::DiscoveredCheck | Claim::DoubleCheck => {}
    }
}
