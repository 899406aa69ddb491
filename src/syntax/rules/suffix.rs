//! The marks written after a move: en passant, check and mate, glyphs and the
//! draw offer (R8, R12–R14).

use crate::syntax::ast::{CheckMark, EnPassantMark, Glyph};
use crate::syntax::input::{Expect, Input, PResult, fail, literal, offset};
use crate::{Span, Spanned};
use nom::Parser;
use nom::bytes::complete::tag;
use nom::combinator::opt;

/// `!ASCII_ALPHANUMERIC`: a word mark must not run into a longer word.
fn word_ends(input: &Input<'_>) -> bool {
    !input
        .fragment()
        .as_bytes()
        .first()
        .is_some_and(u8::is_ascii_alphanumeric)
}

/// `" "? ~ ("\r"? ~ "\n")?`: the optional gap before a mark written apart
/// from its move — a space, and a line end where a column wrapped it.
fn gap(input: Input<'_>) -> Input<'_> {
    let input = match opt(tag::<_, _, nom::error::Error<Input<'_>>>(" ")).parse(input) {
        Ok((rest, _)) => rest,
        Err(_) => input,
    };
    let input = match opt(tag::<_, _, nom::error::Error<Input<'_>>>("\r")).parse(input) {
        Ok((rest, Some(_))) if rest.fragment().starts_with('\n') => rest,
        _ => input,
    };
    match opt(tag::<_, _, nom::error::Error<Input<'_>>>("\n")).parse(input) {
        Ok((rest, _)) => rest,
        Err(_) => input,
    }
}

/// Tries `words` after an optional space; the first that matches and ends
/// as a word wins.
fn spaced_word<'a, T: Copy>(
    input: Input<'a>,
    words: &[(&'static str, T)],
) -> PResult<'a, Spanned<T>> {
    let start = offset(&input);
    let after_gap = gap(input);
    for (word, value) in words {
        if let Ok((rest, _)) = literal(after_gap, word, Expect::SUFFIX) {
            if word_ends(&rest) {
                return Ok((rest, Spanned::new(*value, Span::new(start, offset(&rest)))));
            }
            // PEG: `(a | b) ~ !X` commits to the first word that matched.
            return Err(fail(rest, Expect::SUFFIX));
        }
    }
    Err(fail(input, Expect::SUFFIX))
}

/// `en_passant = { " "? ~ ("e.p." | "e. p." | "ep") ~ !ASCII_ALPHANUMERIC }`
/// — R8: exd6 e.p., exd6 ep
pub(crate) fn en_passant(input: Input<'_>) -> PResult<'_, Spanned<EnPassantMark>> {
    spaced_word(
        input,
        &[
            ("e.p.", EnPassantMark::Dotted),
            ("e. p.", EnPassantMark::Spaced),
            ("ep", EnPassantMark::Plain),
        ],
    )
}

/// `check = { "++" | "+" | "†" | "#" | "‡" | "≠" | discovered_check |
/// double_check | check_word | mate_word | capture_mate }` — R12, R13.
pub(crate) fn check(input: Input<'_>) -> PResult<'_, Spanned<CheckMark>> {
    let signs = [
        ("++", CheckMark::DoublePlus),
        ("+", CheckMark::Plus),
        ("†", CheckMark::Dagger),
        ("#", CheckMark::Hash),
        ("‡", CheckMark::DoubleDagger),
        ("≠", CheckMark::NotEqual),
    ];
    for (sign, mark) in signs {
        if let Ok((rest, span)) = literal(input, sign, Expect::SUFFIX) {
            return Ok((rest, Spanned::new(mark, span)));
        }
    }
    spaced_dagger(input)
        .or_else(|_| discovered_check(input))
        .or_else(|_| double_check(input))
        .or_else(|_| check_word(input))
        .or_else(|_| mate_word(input))
        .or_else(|_| capture_mate(input))
        .map_err(|_| fail(input, Expect::SUFFIX))
}

/// `spaced_dagger = { " " ~ ("†" | "‡") }` — R12, R13: the dagger of check
/// or the double dagger of mate set apart from the move by a space, as old
/// books print it: `L. c 5 – b 4 †`.
pub(crate) fn spaced_dagger(input: Input<'_>) -> PResult<'_, Spanned<CheckMark>> {
    let start = offset(&input);
    let (rest, _) = literal(input, " ", Expect::SUFFIX)?;
    if let Ok((rest, _)) = literal(rest, "†", Expect::SUFFIX) {
        return Ok((
            rest,
            Spanned::new(CheckMark::Dagger, Span::new(start, offset(&rest))),
        ));
    }
    let (rest, _) = literal(rest, "‡", Expect::SUFFIX)?;
    Ok((
        rest,
        Spanned::new(CheckMark::DoubleDagger, Span::new(start, offset(&rest))),
    ))
}

/// `discovered_check = { " "? ~ "dis" ~ " "? ~ ("ch" | "Ch") ~ !ASCII_ALPHANUMERIC }`
/// — R12: dis ch
pub(crate) fn discovered_check(input: Input<'_>) -> PResult<'_, Spanned<CheckMark>> {
    two_words(input, "dis", CheckMark::DisCh)
}

/// `double_check = { " "? ~ "dbl" ~ " "? ~ ("ch" | "Ch") ~ !ASCII_ALPHANUMERIC }`
/// — R12: dbl ch
pub(crate) fn double_check(input: Input<'_>) -> PResult<'_, Spanned<CheckMark>> {
    two_words(input, "dbl", CheckMark::DblCh)
}

fn two_words<'a>(
    input: Input<'a>,
    first: &'static str,
    mark: CheckMark,
) -> PResult<'a, Spanned<CheckMark>> {
    let start = offset(&input);
    let (rest, _) = literal(gap(input), first, Expect::SUFFIX)?;
    let rest = match opt(tag::<_, _, nom::error::Error<Input<'_>>>(" ")).parse(rest) {
        Ok((after, _)) => after,
        Err(_) => rest,
    };
    let (rest, _) =
        literal(rest, "ch", Expect::SUFFIX).or_else(|_| literal(rest, "Ch", Expect::SUFFIX))?;
    if word_ends(&rest) {
        Ok((rest, Spanned::new(mark, Span::new(start, offset(&rest)))))
    } else {
        Err(fail(rest, Expect::SUFFIX))
    }
}

/// `check_word = { " "? ~ ("ch" | "Ch" | "j.") ~ !ASCII_ALPHANUMERIC }` —
/// R12: ch, Ch, and the "j." (jaque) of Spanish newspapers (`31. Ad4 j.`)
pub(crate) fn check_word(input: Input<'_>) -> PResult<'_, Spanned<CheckMark>> {
    spaced_word(
        input,
        &[
            ("ch", CheckMark::Ch),
            ("Ch", CheckMark::Ch),
            ("j.", CheckMark::Ch),
        ],
    )
}

/// `mate_word = { " "? ~ ("mate" | "Mate" | "MATE" | "matto" | "Matto" |
/// "matt" | "mat" | "MAT" | "mát" | "Mát" | "MÁT") ~ !ASCII_ALPHANUMERIC }`
/// — R13: mate in words, English and Spanish, the "matt" and "mat" of
/// German, Dutch, Scandinavian, Czech, Polish and Hungarian columns (`7.
/// Pc3—d5 mat.`), Italian "matto" and Icelandic "mát", capitalised or in
/// capitals as columns set them (`20. Te8 Matto`, `MÁT`). Not "Matt" nor
/// "Mat": names, in English prose, after the move a sentence names.
pub(crate) fn mate_word(input: Input<'_>) -> PResult<'_, Spanned<CheckMark>> {
    spaced_word(
        input,
        &[
            ("mate", CheckMark::MateWord),
            ("Mate", CheckMark::MateWord),
            ("MATE", CheckMark::MateWord),
            ("matto", CheckMark::MateWord),
            ("Matto", CheckMark::MateWord),
            ("matt", CheckMark::MateWord),
            ("mat", CheckMark::MateWord),
            ("MAT", CheckMark::MateWord),
            ("mát", CheckMark::MateWord),
            ("Mát", CheckMark::MateWord),
            ("MÁT", CheckMark::MateWord),
        ],
    )
}

/// `capture_mate = { ("x" | "X" | "×") ~ !ASCII_ALPHANUMERIC }` — R13: mate
/// written x in texts that capture with ':', or × as Russian books print it.
pub(crate) fn capture_mate(input: Input<'_>) -> PResult<'_, Spanned<CheckMark>> {
    let (rest, span) = literal(input, "x", Expect::SUFFIX)
        .or_else(|_| literal(input, "X", Expect::SUFFIX))
        .or_else(|_| literal(input, "×", Expect::SUFFIX))?;
    if word_ends(&rest) {
        Ok((rest, Spanned::new(CheckMark::CaptureMate, span)))
    } else {
        Err(fail(rest, Expect::SUFFIX))
    }
}

/// `novelty = { "N" }` — the novelty mark of annotated games, glued after
/// the move and its other marks (`Qh4+N`, `Nd5!N`).
pub(crate) fn novelty(input: Input<'_>) -> PResult<'_, Span> {
    literal(input, "N", Expect::SUFFIX)
}

/// `glyph = { "!!" | "??" | "!?" | "?!" | "!" | "?" }` — annotation glyphs.
pub(crate) fn glyph(input: Input<'_>) -> PResult<'_, Spanned<Glyph>> {
    // Longest first, as the grammar orders them.
    const GLYPHS: [(&str, Glyph); 6] = [
        ("!!", Glyph::Brilliant),
        ("??", Glyph::Blunder),
        ("!?", Glyph::Interesting),
        ("?!", Glyph::Dubious),
        ("!", Glyph::Good),
        ("?", Glyph::Mistake),
    ];
    marked(input, &GLYPHS)
}

/// `evaluation = { "+/=" | "=/+" | "+/-" | "-/+" | "+/–" | "–/+" | "+/−" |
/// "−/+" | "+-" | "-+" | "+−" | "−+" | "+–" | "–+" | "+=" | "=+" | "±" |
/// "∓" | "⩲" | "⩱" | "∞" | ("=" ~ &(")" | "]")) }` — an evaluation glued to its move, as annotators write it (a
/// lone `=` is a promotion that lost its piece, not an evaluation, except
/// where a side line closes right after it: "5.Nc3 e5=)").
pub(crate) fn evaluation(input: Input<'_>) -> PResult<'_, Spanned<Glyph>> {
    const EVALUATIONS: [(&str, Glyph); 21] = [
        ("+/=", Glyph::WhiteSlightlyBetter),
        ("=/+", Glyph::BlackSlightlyBetter),
        ("+/-", Glyph::WhiteBetter),
        ("-/+", Glyph::BlackBetter),
        ("+/–", Glyph::WhiteBetter),
        ("–/+", Glyph::BlackBetter),
        ("+/−", Glyph::WhiteBetter),
        ("−/+", Glyph::BlackBetter),
        ("+-", Glyph::WhiteWinning),
        ("-+", Glyph::BlackWinning),
        ("+−", Glyph::WhiteWinning),
        ("−+", Glyph::BlackWinning),
        ("+–", Glyph::WhiteWinning),
        ("–+", Glyph::BlackWinning),
        ("+=", Glyph::WhiteSlightlyBetter),
        ("=+", Glyph::BlackSlightlyBetter),
        ("±", Glyph::WhiteBetter),
        ("∓", Glyph::BlackBetter),
        ("⩲", Glyph::WhiteSlightlyBetter),
        ("⩱", Glyph::BlackSlightlyBetter),
        ("∞", Glyph::Unclear),
    ];
    marked(input, &EVALUATIONS).or_else(|failure| {
        let text = input.fragment();
        let closes = text.starts_with("=)")
            || text.starts_with("=]")
            || (*text == "=" && input.extra.closes_next);
        if closes {
            let (rest, span) = literal(input, "=", Expect::SUFFIX)?;
            return Ok((rest, Spanned::new(Glyph::Equal, span)));
        }
        Err(failure)
    })
}

/// The first of `marks` written at `input`.
fn marked<'a>(input: Input<'a>, marks: &[(&'static str, Glyph)]) -> PResult<'a, Spanned<Glyph>> {
    for &(text, glyph) in marks {
        if let Ok((rest, span)) = literal(input, text, Expect::SUFFIX) {
            return Ok((rest, Spanned::new(glyph, span)));
        }
    }
    Err(fail(input, Expect::SUFFIX))
}

/// `draw_offer = { "(=)" }` — R14, E12.
pub(crate) fn draw_offer(input: Input<'_>) -> PResult<'_, Span> {
    literal(input, "(=)", Expect::SUFFIX)
}
