//! Squares, files and ranks (R4).

use crate::board::{File, Rank, Square};
use crate::syntax::input::{Expect, Input, PResult, advance, fail, literal, offset};
use crate::{Span, Spanned};

/// `square = { (file | script_file | ocr_file) ~ rank }` — R4: a square.
/// e4, and the Serbian Cyrillic д4 and the Greek γ4, and OCR's í4 for f4.
pub(crate) fn square(input: Input<'_>) -> PResult<'_, Spanned<Square>> {
    let start = offset(&input);
    let (input, file) = file(input)
        .or_else(|_| script_file(input))
        .or_else(|_| ocr_file(input))
        .map_err(|_| fail_square(input))?;
    let (input, rank) = rank(input)?;
    let span = Span::new(start, rank.span.end);
    Ok((
        input,
        Spanned::new(Square::from_coords(file.value, rank.value), span),
    ))
}

/// `spaced_square = { file ~ " " ~ rank ~ !ASCII_DIGIT }` — a square set
/// with its file and rank apart, as old books and their OCR print long
/// algebraic: e 2. Read only between the two squares of a move
/// ([`super::san::spaced_squares`]).
pub(crate) fn spaced_square(input: Input<'_>) -> PResult<'_, Spanned<Square>> {
    let start = offset(&input);
    let (rest, file) = file(input)?;
    let (rest, _) = literal(rest, " ", Expect::SQUARE)?;
    let (rest, rank) = rank(rest)?;
    if rest
        .fragment()
        .as_bytes()
        .first()
        .is_some_and(u8::is_ascii_digit)
    {
        return Err(fail(input, Expect::SQUARE));
    }
    let span = Span::new(start, rank.span.end);
    Ok((
        rest,
        Spanned::new(Square::from_coords(file.value, rank.value), span),
    ))
}

/// A square that is missing entirely is reported as a square, not a file.
fn fail_square(input: Input<'_>) -> nom::Err<crate::syntax::input::Failure> {
    fail(input, Expect::SQUARE)
}

/// `file = { 'a'..'h' | "а" | "с" | "е" | "Ь" | "ь" | "ç" }` — R4: a file,
/// or the Cyrillic letter that looks like it (the soft sign for b, as OCR
/// of Cyrillic books reads it).
pub(crate) fn file(input: Input<'_>) -> PResult<'_, Spanned<File>> {
    let text = input.fragment();
    if let Some(file) = text
        .as_bytes()
        .first()
        .and_then(|b| File::from_char(char::from(*b)))
    {
        let (rest, span) = advance(input, 1);
        return Ok((rest, Spanned::new(file, span)));
    }
    let homoglyph = match text.chars().next() {
        Some('а') => File::from_char('a'),
        Some('с') => File::from_char('c'),
        Some('е') => File::from_char('e'),
        Some('Ь' | 'ь') => File::from_char('b'),
        Some('ç') => File::from_char('c'),
        _ => None,
    };
    match homoglyph {
        Some(file) => {
            let (rest, span) = advance(input, 2);
            Ok((rest, Spanned::new(file, span)))
        }
        None => Err(fail(input, Expect::FILE)),
    }
}

/// `ocr_file = { "í" | "Ї" | "ї" }` — R4: the f of old type that OCR reads
/// as í, its hook taken for an accent, as Icelandic magazines' scans print
/// it (`í4`, `Rí3`), or as the Ukrainian Ї (`Kg1—ЇЗ`); only in a square,
/// glued to its rank, for the Icelandic word í stands before numbers.
pub(crate) fn ocr_file(input: Input<'_>) -> PResult<'_, Spanned<File>> {
    let (rest, span) = literal(input, "í", Expect::FILE)
        .or_else(|_| literal(input, "Ї", Expect::FILE))
        .or_else(|_| literal(input, "ї", Expect::FILE))?;
    match File::from_char('f') {
        Some(file) => Ok((rest, Spanned::new(file, span))),
        None => Err(fail(input, Expect::FILE)),
    }
}

/// `script_file = { serbian_file | greek_file }` — R2, R4: a file written
/// letter for letter in a script whose letters do not look like the Latin
/// ones.
pub(crate) fn script_file(input: Input<'_>) -> PResult<'_, Spanned<File>> {
    serbian_file(input).or_else(|_| greek_file(input))
}

/// `script_origin_file = { serbian_origin_file | greek_file }` — a file of
/// another script where a piece comes from (`Сбд7`, `Πζδ8`).
pub(crate) fn script_origin_file(input: Input<'_>) -> PResult<'_, Spanned<File>> {
    serbian_origin_file(input).or_else(|_| greek_file(input))
}

/// `greek_file = { "α" | "β" | "γ" | "δ" | "ε" | "ζ" | "η" | "θ" }` — R2,
/// R4: the files as Greek pages write them, α … θ for a … h. Read only in a
/// square or where a piece comes from: η is the Greek article.
pub(crate) fn greek_file(input: Input<'_>) -> PResult<'_, Spanned<File>> {
    script(input, "αβγδεζηθ")
}

/// `serbian_file = { "б" | "ц" | "д" | "ф" | "г" | "х" }` — R2, R4: a file
/// as Serbian pages in Cyrillic write it, letter for letter (а and е are
/// files already). Read only in a square (and, but for х, as where a piece
/// comes from): "да" is the commonest word of Serbian, and a lone х is the
/// capture mark Russian pages type.
pub(crate) fn serbian_file(input: Input<'_>) -> PResult<'_, Spanned<File>> {
    script(input, "бцдфгх")
}

/// `serbian_origin_file = { "б" | "ц" | "д" | "ф" | "г" }` — a Serbian file
/// where a piece comes from (`Сбд7`): not х, which before a square is the
/// capture mark (`Кхе5`).
pub(crate) fn serbian_origin_file(input: Input<'_>) -> PResult<'_, Spanned<File>> {
    script(input, "бцдфг")
}

/// One of `letters`, read as the Latin file it stands for.
fn script<'a>(input: Input<'a>, letters: &str) -> PResult<'a, Spanned<File>> {
    let file = input
        .fragment()
        .chars()
        .next()
        .filter(|c| letters.contains(*c))
        .and_then(|c| File::from_char(script_latin(c)?));
    match file {
        // Each is two bytes in UTF-8, Cyrillic and Greek alike.
        Some(file) => {
            let (rest, span) = advance(input, 2);
            Ok((rest, Spanned::new(file, span)))
        }
        None => Err(fail(input, Expect::FILE)),
    }
}

/// The Latin file a Serbian Cyrillic letter stands for, of those that are
/// not the Cyrillic look-alikes of Latin files already (а, с, е), or a
/// Greek letter (α for a … θ for h, in the order of the alphabet).
pub(crate) const fn script_latin(c: char) -> Option<char> {
    Some(match c {
        'б' | 'β' => 'b',
        'ц' | 'γ' => 'c',
        'д' | 'δ' => 'd',
        'ф' | 'ζ' => 'f',
        'г' | 'η' => 'g',
        'х' | 'θ' => 'h',
        'α' => 'a',
        'ε' => 'e',
        _ => return None,
    })
}

/// `rank = { '1'..'8' | "З" | "з" | "б" }` — R4: a rank, or the Cyrillic З
/// (or its small з) that OCR of Russian books makes of 3, or the б it makes
/// of 6.
pub(crate) fn rank(input: Input<'_>) -> PResult<'_, Spanned<Rank>> {
    let text = input.fragment();
    if let Some(rank) = text
        .as_bytes()
        .first()
        .and_then(|b| Rank::from_char(char::from(*b)))
    {
        let (rest, span) = advance(input, 1);
        return Ok((rest, Spanned::new(rank, span)));
    }
    let homoglyph = match text.chars().next() {
        Some('З' | 'з') => Rank::from_char('3'),
        Some('б') => Rank::from_char('6'),
        _ => None,
    };
    match homoglyph {
        // Each is two bytes in UTF-8.
        Some(rank) => {
            let (rest, span) = advance(input, 2);
            Ok((rest, Spanned::new(rank, span)))
        }
        None => Err(fail(input, Expect::RANK)),
    }
}
