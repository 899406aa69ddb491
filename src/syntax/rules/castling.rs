//! Castling and the null move (R11).

use super::capture::hyphen;
use crate::syntax::ast::{Castling, CastlingStyle, Wing};
use crate::syntax::input::{Expect, Input, PResult, fail, literal, merge, offset};
use crate::{Span, Spanned};

/// `castling = { castling_queenside | castling_kingside }` — R11.
pub(crate) fn castling(input: Input<'_>) -> PResult<'_, Spanned<Castling>> {
    castling_queenside(input).or_else(|e| castling_kingside(input).map_err(|e2| merge(e, e2)))
}

/// `castling_queenside = { ("0" ~ hyphen ~ "0" ~ hyphen ~ "0") | ("O" ~
/// hyphen ~ "O" ~ hyphen ~ "O") | ("o" ~ hyphen ~ "o" ~ hyphen ~ "o") }` — R11.
pub(crate) fn castling_queenside(input: Input<'_>) -> PResult<'_, Spanned<Castling>> {
    spelled(input, Wing::Queenside, 3)
}

/// `castling_kingside = { ("0" ~ hyphen ~ "0") | ("O" ~ hyphen ~ "O") | ("o"
/// ~ hyphen ~ "o") }` — R11.
pub(crate) fn castling_kingside(input: Input<'_>) -> PResult<'_, Spanned<Castling>> {
    spelled(input, Wing::Kingside, 2)
}

/// `count` zeros or letters O or o joined by hyphens (any dash).
fn spelled(input: Input<'_>, wing: Wing, count: usize) -> PResult<'_, Spanned<Castling>> {
    let start = offset(&input);
    for (text, style) in [
        ("0", CastlingStyle::Zeros),
        ("O", CastlingStyle::Letters),
        ("o", CastlingStyle::SmallLetters),
    ] {
        let Ok((mut rest, _)) = literal(input, text, Expect::NOTHING) else {
            continue;
        };
        for _ in 1..count {
            let Ok((after, _)) = hyphen(rest).and_then(|(r, _)| literal(r, text, Expect::NOTHING))
            else {
                return Err(fail(input, Expect::NOTHING));
            };
            rest = after;
        }
        let span = Span::new(start, offset(&rest));
        return Ok((rest, Spanned::new(Castling { wing, style }, span)));
    }
    Err(fail(input, Expect::NOTHING))
}

/// `null_move = { "--" | "Z0" }` — PGN extension: the side to move passes.
pub(crate) fn null_move(input: Input<'_>) -> PResult<'_, Span> {
    literal(input, "--", Expect::NOTHING).or_else(|_| literal(input, "Z0", Expect::NOTHING))
}
