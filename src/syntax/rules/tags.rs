//! PGN tag pairs: [Event "Casual game"].

use super::movetext::space;
use crate::Span;
use crate::syntax::ast::TagPair;
use crate::syntax::input::{Expect, Input, PResult, advance, fail, literal, offset};
use nom::Parser;
use nom::combinator::opt;

/// `tag_pair = { "[" ~ space? ~ tag_name ~ space? ~ tag_value ~ space? ~ "]" }`
pub(crate) fn tag_pair(input: Input<'_>) -> PResult<'_, TagPair> {
    let start = offset(&input);
    let (input, _) = literal(input, "[", Expect::NOTHING)?;
    let (input, _) = opt(space).parse(input)?;
    let (input, name) = tag_name(input)?;
    let (input, _) = opt(space).parse(input)?;
    let (input, value) = tag_value(input)?;
    let (input, _) = opt(space).parse(input)?;
    let (input, _) = literal(input, "]", Expect::CLOSING_BRACKET)?;
    Ok((
        input,
        TagPair {
            span: Span::new(start, offset(&input)),
            name,
            value,
        },
    ))
}

/// `tag_name = { (ASCII_ALPHANUMERIC | "_")+ }`
pub(crate) fn tag_name(input: Input<'_>) -> PResult<'_, Span> {
    let len = input
        .fragment()
        .bytes()
        .take_while(|b| b.is_ascii_alphanumeric() || *b == b'_')
        .count();
    if len == 0 {
        return Err(fail(input, Expect::TAG_NAME));
    }
    Ok(advance(input, len))
}

/// `tag_value = { "\"" ~ tag_char* ~ "\"" }`; the span returned is the text
/// between the quotes.
pub(crate) fn tag_value(input: Input<'_>) -> PResult<'_, Span> {
    let (mut input, _) = literal(input, "\"", Expect::TAG_VALUE)?;
    let start = offset(&input);
    while let Ok((rest, ())) = tag_char(input) {
        input = rest;
    }
    let inner = Span::new(start, offset(&input));
    let (input, _) = literal(input, "\"", Expect::CLOSING_QUOTE)?;
    Ok((input, inner))
}

/// `tag_char = { ("\\" ~ ANY) | (!("\"" | "\\" | "\n") ~ ANY) }`
pub(crate) fn tag_char(input: Input<'_>) -> PResult<'_, ()> {
    let mut chars = input.fragment().chars();
    match chars.next() {
        Some('\\') => match chars.next() {
            Some(next) => Ok((advance(input, 1 + next.len_utf8()).0, ())),
            None => Err(fail(input, Expect::CLOSING_QUOTE)),
        },
        Some(c) if c != '"' && c != '\n' => Ok((advance(input, c.len_utf8()).0, ())),
        _ => Err(fail(input, Expect::CLOSING_QUOTE)),
    }
}
