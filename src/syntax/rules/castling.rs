//! Castling and the null move (R11).

use crate::syntax::ast::{Castling, CastlingStyle, Wing};
use crate::syntax::input::{Expect, Input, PResult, fail, literal, merge};
use crate::{Span, Spanned};

/// `castling = { castling_queenside | castling_kingside }` — R11.
pub(crate) fn castling(input: Input<'_>) -> PResult<'_, Spanned<Castling>> {
    castling_queenside(input).or_else(|e| castling_kingside(input).map_err(|e2| merge(e, e2)))
}

/// `castling_queenside = { "0-0-0" | "O-O-O" | "o-o-o" }` — R11.
pub(crate) fn castling_queenside(input: Input<'_>) -> PResult<'_, Spanned<Castling>> {
    spelled(input, Wing::Queenside, ["0-0-0", "O-O-O", "o-o-o"])
}

/// `castling_kingside = { "0-0" | "O-O" | "o-o" }` — R11.
pub(crate) fn castling_kingside(input: Input<'_>) -> PResult<'_, Spanned<Castling>> {
    spelled(input, Wing::Kingside, ["0-0", "O-O", "o-o"])
}

fn spelled<'a>(
    input: Input<'a>,
    wing: Wing,
    spellings: [&'static str; 3],
) -> PResult<'a, Spanned<Castling>> {
    let styles = [
        CastlingStyle::Zeros,
        CastlingStyle::Letters,
        CastlingStyle::SmallLetters,
    ];
    for (text, style) in spellings.into_iter().zip(styles) {
        if let Ok((rest, span)) = literal(input, text, Expect::NOTHING) {
            return Ok((rest, Spanned::new(Castling { wing, style }, span)));
        }
    }
    Err(fail(input, Expect::NOTHING))
}

/// `null_move = { "--" | "Z0" }` — PGN extension: the side to move passes.
pub(crate) fn null_move(input: Input<'_>) -> PResult<'_, Span> {
    literal(input, "--", Expect::NOTHING).or_else(|_| literal(input, "Z0", Expect::NOTHING))
}
