//! Capture marks and the long-algebraic hyphen (R6).

use crate::notation::lexicon::PieceSymbol;
use crate::syntax::ast::CaptureMark;
use crate::syntax::input::{Expect, Input, PResult, fail, literal};
use crate::syntax::rules::piece::piece;
use crate::{Span, Spanned};

/// `capture = { "x" | "×" | ":" | "X" | "х" }` — R6: a capture mark
/// between departure and destination, the last the Cyrillic letter.
pub(crate) fn capture(input: Input<'_>) -> PResult<'_, Spanned<CaptureMark>> {
    for (text, mark) in [
        ("x", CaptureMark::X),
        ("×", CaptureMark::Times),
        (":", CaptureMark::Colon),
        ("X", CaptureMark::CapitalX),
        ("х", CaptureMark::Cyrillic),
    ] {
        if let Ok((rest, span)) = literal(input, text, Expect::CAPTURE) {
            return Ok((rest, Spanned::new(mark, span)));
        }
    }
    Err(fail(input, Expect::CAPTURE))
}

/// `taking = { capture ~ captured_piece? }` — R6: a capture mark, maybe
/// naming the piece taken (`xS`, `:L`). Files are lowercase a to h and no
/// piece letter is one, so a square after the mark is never read as a piece.
pub(crate) fn taking(input: Input<'_>) -> PResult<'_, Taking> {
    let (rest, mark) = capture(input)?;
    match captured_piece(rest) {
        Ok((rest, piece)) => Ok((rest, (mark, Some(piece)))),
        Err(_) => Ok((rest, (mark, None))),
    }
}

/// A capture mark and the piece it names, if any.
pub(crate) type Taking = (Spanned<CaptureMark>, Option<Spanned<PieceSymbol>>);

/// `captured_piece = { piece }` — the piece a capture takes: Lb5xSc6.
pub(crate) fn captured_piece(input: Input<'_>) -> PResult<'_, Spanned<PieceSymbol>> {
    piece(input)
}

/// `hyphen = { "--" | "-—" | "—-" | "-–" | "–-" | "-" | "–" | "—" | "−" }`
/// — long algebraic and castling: e2-e4, e2–e4, e2—e4, 0−0, and the two
/// hyphens OCR reads a long dash as, e2--e4, or a hyphen and the long dash
/// both, e2-—e4 (first, so that the pair is one dash and not a hyphen and
/// a null move).
pub(crate) fn hyphen(input: Input<'_>) -> PResult<'_, Span> {
    for dash in ["--", "-—", "—-", "-–", "–-", "-", "–", "—", "−"] {
        if let Ok(done) = literal(input, dash, Expect::HYPHEN) {
            return Ok(done);
        }
    }
    Err(fail(input, Expect::HYPHEN))
}

/// `spaced_capture = { spaced_dash }` — a capture written as a spaced dash
/// between the piece, or the pawn's file, and the square taken on, as
/// Spanish newspaper columns write: `D - d5`, `c - d5`. The span covers the
/// spaces, so that a fix writing `x` closes the move up.
pub(crate) fn spaced_capture(input: Input<'_>) -> PResult<'_, Spanned<CaptureMark>> {
    let (rest, span) = spaced_dash(input).map_err(|_| fail(input, Expect::CAPTURE))?;
    Ok((rest, Spanned::new(CaptureMark::SpacedDash, span)))
}

/// `spaced_dash = { " " ~ hyphen ~ " " }` — R6, R11: a dash set apart by a
/// space on each side, as old books print castling (`o – o`) and Spanish
/// columns a capture (`D - d5`).
pub(crate) fn spaced_dash(input: Input<'_>) -> PResult<'_, Span> {
    let (rest, open) = literal(input, " ", Expect::HYPHEN)?;
    let (rest, _) = hyphen(rest)?;
    let (rest, close) = literal(rest, " ", Expect::HYPHEN)?;
    Ok((rest, open.cover(close)))
}

/// `spaced_x = { (" " ~ ":" ~ " ") | (" " ~ ("x" | "X" | "×") ~ " "?) | (("x"
/// | "X" | "×") ~ " ") }` — R6: a capture mark set off by a space on one
/// side or both, as OCR'd periodicals and typed pages write it: `f5 x e4`,
/// `D x d3`, `dx e4`, and the colon of Russian books with a space on each
/// side (`e5 : d4`). The span covers the spaces, so that a fix writing `x`
/// closes the move up.
pub(crate) fn spaced_x(input: Input<'_>) -> PResult<'_, Spanned<CaptureMark>> {
    let text = input.fragment();
    if text.starts_with(" : ") {
        let (rest, span) = crate::syntax::input::advance(input, 3);
        return Ok((rest, Spanned::new(CaptureMark::SpacedX, span)));
    }
    let lead = usize::from(text.starts_with(' '));
    let mark = ["x", "X", "×"]
        .into_iter()
        .find(|m| text[lead..].starts_with(m))
        .map(str::len)
        .ok_or_else(|| fail(input, Expect::CAPTURE))?;
    let trail = usize::from(text[lead + mark..].starts_with(' '));
    if lead + trail == 0 {
        return Err(fail(input, Expect::CAPTURE));
    }
    let (rest, span) = crate::syntax::input::advance(input, lead + mark + trail);
    Ok((rest, Spanned::new(CaptureMark::SpacedX, span)))
}

/// `capture_after = { ":" }` — R6: a colon after the move marks a capture.
/// Be5:
pub(crate) fn capture_after(input: Input<'_>) -> PResult<'_, Span> {
    literal(input, ":", Expect::CAPTURE)
}
