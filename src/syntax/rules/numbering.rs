//! Move numbers, ellipses, 'etc.', NAGs and results (R15, R16).

use super::movetext::boundary;
use crate::Span;
use crate::syntax::ast::{GameResult, MoveNumber, Nag, NumberMark, Outcome};
use crate::syntax::input::{Expect, Input, PResult, advance, fail, literal, offset};

/// `result = { ("1-0" | "0-1" | "1/2-1/2" | "½-½" | "1–0" | "0–1" |
/// "1/2–1/2" | "½–½" | "*" | "-") ~ boundary }` — R16, with the en dash of
/// typeset pages.
pub(crate) fn result(input: Input<'_>) -> PResult<'_, GameResult> {
    let results = [
        ("1-0", Outcome::WhiteWins),
        ("0-1", Outcome::BlackWins),
        ("1/2-1/2", Outcome::Draw),
        ("½-½", Outcome::Draw),
        ("1–0", Outcome::WhiteWins),
        ("0–1", Outcome::BlackWins),
        ("1/2–1/2", Outcome::Draw),
        ("½–½", Outcome::Draw),
        ("*", Outcome::Unknown),
        ("-", Outcome::Draw),
    ];
    for (text, outcome) in results {
        if let Ok((rest, span)) = literal(input, text, Expect::NOTHING) {
            let (rest, ()) = boundary(rest)?;
            return Ok((rest, GameResult { span, outcome }));
        }
    }
    Err(fail(input, Expect::NOTHING))
}

/// `move_number = { (ASCII_DIGIT+ ~ "/" ~ &" ") | (ASCII_DIGIT+ ~ (("..." ~
/// "."*) | "…" | ".." | "." | ")")) | (ASCII_DIGIT+ ~ &(" " ~ san)) }` — R15;
/// four dots or more are Black's number in newspapers' columns and pages
/// (`26.... Dxg2+`, `3.....a6`).
pub(crate) fn move_number<'a>(input: Input<'a>) -> PResult<'a, MoveNumber> {
    let start = offset(&input);
    let digits = input
        .fragment()
        .bytes()
        .take_while(u8::is_ascii_digit)
        .count();
    if digits == 0 {
        return Err(fail(input, Expect::NOTHING));
    }
    let number = input.fragment()[..digits]
        .parse::<u32>()
        .unwrap_or(u32::MAX);
    let (input, _) = advance(input, digits);
    let found = |rest: Input<'a>, mark| {
        let span = Span::new(start, offset(&rest));
        Ok((rest, MoveNumber { span, number, mark }))
    };
    // Three dots or more, or the ellipsis character: "26.... Dxg2+",
    // "3.....a6", "7… Nf6".
    if let Ok((rest, _)) = ellipsis(input) {
        return found(rest, NumberMark::Ellipsis);
    }
    // "1/ e4": a slash, when a space follows (so that "1/2" stays a half).
    if input.fragment().starts_with("/ ") {
        return found(advance(input, 1).0, NumberMark::Slash);
    }
    for (text, mark) in [
        ("..", NumberMark::TwoDots),
        (".", NumberMark::Dot),
        (")", NumberMark::Parenthesis),
    ] {
        if let Ok((rest, _)) = literal(input, text, Expect::MOVE_NUMBER_MARK) {
            return found(rest, mark);
        }
    }
    // A bare number, when a move follows it after one space.
    if let Ok((after_space, _)) = literal(input, " ", Expect::MOVE_NUMBER_MARK)
        && super::san::san(after_space).is_ok()
    {
        return found(input, NumberMark::Bare);
    }
    Err(fail(input, Expect::MOVE_NUMBER_MARK))
}

/// `ellipsis = { ("..." ~ "."*) | "…" }` — R15: a move not written.
pub(crate) fn ellipsis(input: Input<'_>) -> PResult<'_, Span> {
    if input.fragment().starts_with("...") {
        let dots = input.fragment().bytes().take_while(|&b| b == b'.').count();
        let start = offset(&input);
        let (rest, _) = advance(input, dots);
        return Ok((rest, Span::new(start, offset(&rest))));
    }
    literal(input, "…", Expect::NOTHING)
}

/// `etc = { ("etc." | "etc") ~ boundary }` — R15.
pub(crate) fn etc(input: Input<'_>) -> PResult<'_, Span> {
    let (rest, span) = literal(input, "etc.", Expect::NOTHING)
        .or_else(|_| literal(input, "etc", Expect::NOTHING))?;
    let (rest, ()) = boundary(rest)?;
    Ok((rest, span))
}

/// `nag = { "$" ~ ASCII_DIGIT+ }` — PGN: $1
pub(crate) fn nag(input: Input<'_>) -> PResult<'_, Nag> {
    let start = offset(&input);
    let (rest, _) = literal(input, "$", Expect::NOTHING)?;
    let digits = rest
        .fragment()
        .bytes()
        .take_while(u8::is_ascii_digit)
        .count();
    if digits == 0 {
        return Err(fail(rest, Expect::DIGIT));
    }
    let value = rest.fragment()[..digits].parse::<u16>().unwrap_or(u16::MAX);
    let (rest, _) = advance(rest, digits);
    Ok((
        rest,
        Nag {
            span: Span::new(start, offset(&rest)),
            value,
        },
    ))
}
