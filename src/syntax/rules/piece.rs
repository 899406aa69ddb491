//! Piece letters and figurines as written (R1–R3).

use crate::Spanned;
use crate::notation::lexicon::{Figurine, PieceSymbol};
use crate::syntax::input::{Expect, Input, PResult, advance, fail};

/// The Latin letters the grammar reads as pieces: the union of every
/// language's letters (R2), with the lowercase k, n, q and r.
const LETTERS: &str = "ABCDFGHJKLNPQRSTVWknqr";

/// Which ASCII bytes are piece letters: [`LETTERS`] as a table.
pub(crate) const ASCII_PIECE: [bool; 128] = {
    let mut table = [false; 128];
    let bytes = LETTERS.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        table[bytes[i] as usize] = true;
        i += 1;
    }
    table
};

/// The piece letters outside ASCII: the single Cyrillic letters of the
/// Russian and Serbian pieces (К knight, Ф queen, Л rook, С bishop, Д, Т),
/// and the lowercase к that OCR makes of К; the Turkish king's Ş (şah) and
/// the Lithuanian knight's Ž (žirgas), in a Latin script; and the Greek
/// capitals Ρ Β Π Α Ι (ρήγας, βασίλισσα, πύργος, αξιωματικός, ίππος).
const OTHER_SCRIPTS: &str = "КФЛСДТкŞŽΡΒΠΑΙ";

/// Whether `c` is a piece letter of some language, Latin or Cyrillic.
pub(crate) fn is_letter(c: char) -> bool {
    (c.is_ascii() && LETTERS.contains(c)) || OTHER_SCRIPTS.contains(c)
}

/// `font_figurine = { "¢" | "£" | … }`: the signs figurine fonts print for
/// pieces, as text copied from a PDF gives them (`¤f3`, `©f3`). Which piece
/// each stands for depends on the font: the board decides.
pub(crate) const FONT_FIGURINES: &str = "¢£¤¥¦§©®™∂åƒ∆";

/// The Russian king's two letters as written: Кр in Cyrillic, or in Latin
/// look-alikes for either letter (Kp, Kр, Кp), as Russian pages typed on a
/// Latin keyboard write it; their length in bytes.
fn russian_king(text: &str) -> Option<usize> {
    ["Кр", "Kp", "Kр", "Кp"]
        .into_iter()
        .find(|king| text.starts_with(king))
        .map(str::len)
}

/// `piece = { figurine | font_figurine | "Кр" | "Kp" | "Kр" | "Кp" | "К" |
/// "Ф" | "Л" | "С" | "Д" | "Т" | "к" | "Ş" | "Ž" | "Ρ" | … | "A" | … | "r" }` — R1–R3, R10: a piece as
/// written.
pub(crate) fn piece(input: Input<'_>) -> PResult<'_, Spanned<PieceSymbol>> {
    let text = input.fragment();
    // The king's two letters before the one-letter К or K they start with;
    // only a K (in either script) can start them.
    if matches!(text.as_bytes().first(), Some(b'K' | 0xD0))
        && let Some(len) = russian_king(text)
    {
        let (rest, span) = advance(input, len);
        return Ok((rest, Spanned::new(PieceSymbol::CyrillicKing, span)));
    }
    // The common case first: one ASCII letter, looked up in a table.
    if let Some(&byte) = text.as_bytes().first()
        && byte.is_ascii()
    {
        return if ASCII_PIECE[usize::from(byte)] {
            let (rest, span) = advance(input, 1);
            Ok((
                rest,
                Spanned::new(PieceSymbol::Letter(char::from(byte)), span),
            ))
        } else {
            Err(fail(input, Expect::PIECE))
        };
    }
    if let Ok((rest, figurine)) = figurine(input) {
        return Ok((
            rest,
            Spanned::new(PieceSymbol::Figurine(figurine.value), figurine.span),
        ));
    }
    if let Ok((rest, sign)) = font_figurine(input) {
        return Ok((
            rest,
            Spanned::new(PieceSymbol::Letter(sign.value), sign.span),
        ));
    }
    match text.chars().next() {
        Some(c) if (c.is_ascii() && LETTERS.contains(c)) || OTHER_SCRIPTS.contains(c) => {
            let (rest, span) = advance(input, c.len_utf8());
            Ok((rest, Spanned::new(PieceSymbol::Letter(c), span)))
        }
        _ => Err(fail(input, Expect::PIECE)),
    }
}

/// `font_figurine = { "¢" | "£" | "¤" | … }` — R3: a sign a figurine font
/// prints for a piece, as text copied from a PDF gives it.
pub(crate) fn font_figurine(input: Input<'_>) -> PResult<'_, Spanned<char>> {
    match input.fragment().chars().next() {
        Some(c) if FONT_FIGURINES.contains(c) => {
            let (rest, span) = advance(input, c.len_utf8());
            Ok((rest, Spanned::new(c, span)))
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
