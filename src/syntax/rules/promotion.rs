//! Promotion (R10, E11).

use super::piece::piece;
use crate::Span;
use crate::syntax::ast::{Promotion, PromotionStyle};
use crate::syntax::input::{Expect, Input, PResult, fail, merge, offset};
use nom::Parser;
use nom::branch::alt;
use nom::bytes::complete::tag;
use nom::combinator::map;
use nom::sequence::{delimited, preceded};

/// `promotion = { ("=" ~ piece) | ("(" ~ piece ~ ")") | ("/" ~ piece) | piece }`
/// — R10: what a pawn promotes to. e8=Q e8(Q) e8/Q e8Q
pub(crate) fn promotion(input: Input<'_>) -> PResult<'_, Promotion> {
    let start = offset(&input);
    let (rest, (piece, style)) = alt((
        map(preceded(tag("="), piece), |p| (p, PromotionStyle::Equals)),
        map(delimited(tag("("), piece, tag(")")), |p| {
            (p, PromotionStyle::Parentheses)
        }),
        map(preceded(tag("/"), piece), |p| (p, PromotionStyle::Slash)),
        map(piece, |p| (p, PromotionStyle::Bare)),
    ))
    .parse(input)
    .map_err(|e| merge(fail(input, Expect::PROMOTION), e))?;
    Ok((
        rest,
        Promotion {
            span: Span::new(start, offset(&rest)),
            piece,
            style,
        },
    ))
}
