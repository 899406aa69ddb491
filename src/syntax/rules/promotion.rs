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

/// `promotion = { ("=" ~ promotion_piece) | ("(" ~ promotion_piece ~ ")") |
/// ("/" ~ promotion_piece) | promotion_piece }`
/// — R10: what a pawn promotes to. e8=Q e8(Q) e8/Q e8Q
pub(crate) fn promotion(input: Input<'_>) -> PResult<'_, Promotion> {
    let start = offset(&input);
    let (rest, (piece, style)) = alt((
        map(preceded(tag("="), promotion_piece), |p| {
            (p, PromotionStyle::Equals)
        }),
        map(delimited(tag("("), promotion_piece, tag(")")), |p| {
            (p, PromotionStyle::Parentheses)
        }),
        map(preceded(tag("/"), promotion_piece), |p| {
            (p, PromotionStyle::Slash)
        }),
        map(bare_promotion_piece, |p| (p, PromotionStyle::Bare)),
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

/// `!check_word ~ promotion_piece`: a bare letter that is not the start of
/// a check word ("Ra8Ch": the C is no knight).
fn bare_promotion_piece(
    input: Input<'_>,
) -> PResult<'_, crate::Spanned<crate::notation::lexicon::PieceSymbol>> {
    if super::suffix::check_word(input).is_ok() {
        return Err(fail(input, Expect::PROMOTION));
    }
    promotion_piece(input)
}

/// `promotion_piece = { piece | "b" }` — R10, UCI: the piece promoted to;
/// UCI writes it in lowercase, b included.
pub(crate) fn promotion_piece(
    input: Input<'_>,
) -> PResult<'_, crate::Spanned<crate::notation::lexicon::PieceSymbol>> {
    piece(input).or_else(|e| {
        crate::syntax::input::literal(input, "b", Expect::PIECE)
            .map(|(rest, span)| {
                (
                    rest,
                    crate::Spanned::new(crate::notation::lexicon::PieceSymbol::Letter('b'), span),
                )
            })
            .map_err(|e2| merge(e, e2))
    })
}
