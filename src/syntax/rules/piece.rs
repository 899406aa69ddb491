//! Piece letters and figurines as written (R1–R3).

use crate::Spanned;
use crate::syntax::input::{Expect, Input, PResult, advance, fail};
use crate::syntax::lexicon::{Figurine, PieceSymbol};

/// The Latin letters the grammar reads as pieces: the union of every
/// language's letters (R2), with the lowercase k, n, q and r.
const LETTERS: &str = "ABCDFGHJKLNPQRSTVWknqr";

/// The single Cyrillic letters of the Russian pieces (К knight, Ф queen,
/// Л rook, С bishop).
const CYRILLIC: &str = "КФЛС";

/// `piece = { figurine | "Кр" | "К" | "Ф" | "Л" | "С" | "A" | … | "r" }` —
/// R1–R3, R10: a piece as written.
pub(crate) fn piece(input: Input<'_>) -> PResult<'_, Spanned<PieceSymbol>> {
    if let Ok((rest, figurine)) = figurine(input) {
        return Ok((
            rest,
            Spanned::new(PieceSymbol::Figurine(figurine.value), figurine.span),
        ));
    }
    let text = input.fragment();
    if text.starts_with("Кр") {
        let (rest, span) = advance(input, "Кр".len());
        return Ok((rest, Spanned::new(PieceSymbol::CyrillicKing, span)));
    }
    match text.chars().next() {
        Some(c) if (c.is_ascii() && LETTERS.contains(c)) || CYRILLIC.contains(c) => {
            let (rest, span) = advance(input, c.len_utf8());
            Ok((rest, Spanned::new(PieceSymbol::Letter(c), span)))
        }
        _ => Err(fail(input, Expect::PIECE)),
    }
}

/// `figurine = { "♔" | "♕" | … | "♟" }` — R3: a figurine, white or black.
pub(crate) fn figurine(input: Input<'_>) -> PResult<'_, Spanned<Figurine>> {
    match input
        .fragment()
        .chars()
        .next()
        .and_then(Figurine::from_char)
    {
        Some(figurine) => {
            let (rest, span) = advance(input, figurine.char().len_utf8());
            Ok((rest, Spanned::new(figurine, span)))
        }
        None => Err(fail(input, Expect::PIECE)),
    }
}
