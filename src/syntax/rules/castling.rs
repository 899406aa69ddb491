//! Castling and the null move (R11).

use super::capture::{hyphen, spaced_dash};
use crate::syntax::ast::{Castling, CastlingStyle, Wing};
use crate::syntax::input::{Expect, Input, PResult, fail, literal, merge, offset};
use crate::{Span, Spanned};

/// `castling = { castling_queenside | castling_kingside }` — R11.
pub(crate) fn castling(input: Input<'_>) -> PResult<'_, Spanned<Castling>> {
    castling_queenside(input).or_else(|e| castling_kingside(input).map_err(|e2| merge(e, e2)))
}

/// `castling_queenside = { ("0" ~ hyphen ~ "0" ~ hyphen ~ "0") | ("O" ~
/// hyphen ~ "O" ~ hyphen ~ "O") | ("o" ~ hyphen ~ "o" ~ hyphen ~ "o") | (the
/// same with spaced_dash) | ("0"
/// ~ " " ~ "0" ~ " " ~ "0" ~ !hyphen) | ("O" ~ " " ~ "O" ~ " " ~ "O" ~
/// !hyphen) | ("0" ~ lost_dash ~ "0" ~ lost_dash ~ "0") | ("O" ~ lost_dash
/// ~ "O" ~ lost_dash ~ "O") }` — R11.
pub(crate) fn castling_queenside(input: Input<'_>) -> PResult<'_, Spanned<Castling>> {
    spelled(input, Wing::Queenside, 3)
}

/// `castling_kingside = { ("0" ~ hyphen ~ "0") | ("O" ~ hyphen ~ "O") | ("o"
/// ~ hyphen ~ "o") | (the same with spaced_dash) | ("0" ~ " " ~ "0" ~ !hyphen) | ("O" ~ " " ~ "O" ~
/// !hyphen) | ("0" ~ lost_dash ~ "0") | ("O" ~ lost_dash ~ "O") }` — R11.
pub(crate) fn castling_kingside(input: Input<'_>) -> PResult<'_, Spanned<Castling>> {
    spelled(input, Wing::Kingside, 2)
}

/// `count` zeros or letters O or o joined by hyphens (any dash); or zeros
/// or capital O joined by single spaces (`0 0`, `O O O`, as OCR and typed
/// scoresheets give them) with no dash after them, or by dashes an
/// encoding lost (`0?0`).
fn spelled(input: Input<'_>, wing: Wing, count: usize) -> PResult<'_, Spanned<Castling>> {
    let start = offset(&input);
    for (text, style) in [
        ("0", CastlingStyle::Zeros),
        ("O", CastlingStyle::Letters),
        ("o", CastlingStyle::SmallLetters),
    ] {
        let Ok((first, _)) = literal(input, text, Expect::NOTHING) else {
            continue;
        };
        let joined = |join: Join| {
            let mut rest = first;
            for _ in 1..count {
                let gap = match join {
                    Join::Space => literal(rest, " ", Expect::NOTHING).map(|(r, _)| r),
                    Join::Dash => hyphen(rest).map(|(r, _)| r),
                    Join::SpacedDash => spaced_dash(rest).map(|(r, _)| r),
                    Join::Lost => lost_dash(rest).map(|(r, _)| r),
                };
                rest = gap.and_then(|r| literal(r, text, Expect::NOTHING))?.0;
            }
            if join == Join::Space && hyphen(rest).is_ok() {
                return Err(fail(input, Expect::NOTHING));
            }
            Ok(rest)
        };
        let rest = match joined(Join::Dash).or_else(|_| joined(Join::SpacedDash)) {
            Ok(rest) => rest,
            Err(_) if style != CastlingStyle::SmallLetters => {
                joined(Join::Space).or_else(|_| joined(Join::Lost))?
            }
            Err(e) => return Err(e),
        };
        let span = Span::new(start, offset(&rest));
        return Ok((rest, Spanned::new(Castling { wing, style }, span)));
    }
    Err(fail(input, Expect::NOTHING))
}

/// How the zeros or letters of castling are joined.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Join {
    /// A dash: `0-0`, `O–O`.
    Dash,
    /// A dash set apart: `o – o`, as old books print it.
    SpacedDash,
    /// A space: `0 0`, as OCR and typed scoresheets give it.
    Space,
    /// A dash an encoding lost: `0?0`.
    Lost,
}

/// `lost_dash = { "?" | "\u{FFFD}" }` — R11: castling's dash lost when a
/// page was saved in an encoding without it, a question mark or the
/// replacement character in its place (`0?0`, `O?O?O`).
pub(crate) fn lost_dash(input: Input<'_>) -> PResult<'_, Span> {
    literal(input, "?", Expect::NOTHING).or_else(|_| literal(input, "\u{FFFD}", Expect::NOTHING))
}

/// `null_move = { "--" | "Z0" }` — PGN extension: the side to move passes.
pub(crate) fn null_move(input: Input<'_>) -> PResult<'_, Span> {
    literal(input, "--", Expect::NOTHING).or_else(|_| literal(input, "Z0", Expect::NOTHING))
}
