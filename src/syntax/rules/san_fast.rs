//! A shortcut through `san` for the moves that make up nearly all real
//! movetext — `e4`, `Nf3`, `exd5`, `Nbd7`, `R1e2`, `Qh4xe1`, `e8=Q`, `O-O`,
//! each maybe with `+` or `#` — decided on the bytes and sliced once, where
//! the rule-for-rule path slices the input at every square, file and mark.
//!
//! It is not a second grammar: it follows the same PEG choices, returns
//! exactly the node `san` returns, and gives up (`None`) on anything else,
//! which then takes the full path. `tests` below compares the two on every
//! token shape it accepts and on mutations of them.

use super::piece::ASCII_PIECE;
use crate::board::{File, Rank, Square};
use crate::notation::lexicon::PieceSymbol;
use crate::syntax::ast::{
    CaptureMark, Castling, CastlingStyle, CheckMark, MoveBody, NormalMove, Origin, Promotion,
    PromotionStyle, SanMove, Separator, Target, Wing,
};
use crate::syntax::input::{Input, advance, offset};
use crate::{Span, Spanned};

fn file_at(bytes: &[u8], i: usize) -> Option<File> {
    bytes.get(i).and_then(|&b| File::from_char(char::from(b)))
}

fn rank_at(bytes: &[u8], i: usize) -> Option<Rank> {
    bytes.get(i).and_then(|&b| Rank::from_char(char::from(b)))
}

fn square_at(bytes: &[u8], i: usize) -> Option<Square> {
    Some(Square::from_coords(
        file_at(bytes, i)?,
        rank_at(bytes, i + 1)?,
    ))
}

fn piece_at(bytes: &[u8], i: usize) -> Option<PieceSymbol> {
    let b = *bytes.get(i)?;
    (b.is_ascii() && ASCII_PIECE[usize::from(b)]).then(|| PieceSymbol::Letter(char::from(b)))
}

/// The move at the start of `input`, when it has one of the common shapes.
pub(crate) fn san_fast(input: Input<'_>) -> Option<(Input<'_>, SanMove)> {
    let bytes = input.fragment().as_bytes();
    let base = offset(&input);
    let span = |from: usize, to: usize| Span::new(base + from as u32, base + to as u32);
    let (body, mut i) = match bytes.first()? {
        b'O' | b'0' => castling(bytes, base)?,
        _ => normal(bytes, base)?,
    };
    let body_end = i;
    // Promotion: only "=X" with an ASCII piece letter takes the shortcut.
    let mut promotion = None;
    match bytes.get(i) {
        Some(b'=') => {
            let piece = piece_at(bytes, i + 1)?;
            promotion = Some(Promotion {
                span: span(i, i + 2),
                piece: Spanned::new(piece, span(i + 1, i + 2)),
                style: PromotionStyle::Equals,
            });
            i += 2;
        }
        // A bare promotion letter, ':' or any other mark: the full path.
        Some(b) if b.is_ascii_alphabetic() || matches!(b, b':' | b'/' | b'(' | b'-') => {
            return None;
        }
        _ => {}
    }
    let check = match bytes.get(i) {
        Some(b'+') if bytes.get(i + 1) != Some(&b'+') => {
            i += 1;
            Some(Spanned::new(CheckMark::Plus, span(i - 1, i)))
        }
        Some(b'#') => {
            i += 1;
            Some(Spanned::new(CheckMark::Hash, span(i - 1, i)))
        }
        _ => None,
    };
    // The move must end here, as no further mark of `san` could begin.
    let rest = bytes.get(i..).unwrap_or(&[]);
    let ends = rest.first() == Some(&b')') || super::san::nothing_follows(rest);
    // A capture mark set off by a space may follow the body ("f5 x e4",
    // "Ng1 x f3", "e5 : d4"): the full path reads it.
    // So may a spaced dash before a square set apart ("e2 – e 4",
    // `spaced_squares`): any dash after a space takes the full path.
    let spaced_x = i == body_end
        && matches!(
            rest,
            [b' ', b'x' | b'X', ..]
                | [b' ', 0xC3, 0x97, ..]
                | [b' ', b':', b' ', ..]
                | [b' ', b'-' | 0xE2, ..]
        );
    if !ends || spaced_x {
        return None;
    }
    let (rest, whole) = advance(input, i);
    Some((
        rest,
        SanMove {
            span: whole,
            body,
            capture_after: None,
            promotion,
            en_passant: None,
            check,
            glyph: None,
            evaluation: None,
            novelty: None,
            draw_offer: None,
        },
    ))
}

fn castling(bytes: &[u8], base: u32) -> Option<(MoveBody, usize)> {
    let spellings: [(&[u8], Wing, CastlingStyle); 4] = [
        (b"0-0-0", Wing::Queenside, CastlingStyle::Zeros),
        (b"O-O-O", Wing::Queenside, CastlingStyle::Letters),
        (b"0-0", Wing::Kingside, CastlingStyle::Zeros),
        (b"O-O", Wing::Kingside, CastlingStyle::Letters),
    ];
    let (text, wing, style) = spellings
        .into_iter()
        .find(|(text, _, _)| bytes.starts_with(text))?;
    let len = text.len();
    let castling = Spanned::new(Castling { wing, style }, Span::new(base, base + len as u32));
    Some((MoveBody::Castling(castling), len))
}

/// What follows a departure (or a piece letter): `'x'?` and a square.
type Arrival = (Option<Spanned<Separator>>, Spanned<Target>, usize);

/// `'x'? ~ square` at byte `at`: the separator, the target and where they
/// end; `None` inside when no square follows. `Err` when another mark
/// (`-`, `:`, `×`) stands there: only the full path reads those.
fn arrival(bytes: &[u8], base: u32, at: usize) -> Result<Option<Arrival>, ()> {
    if matches!(bytes.get(at), Some(b'-' | b':' | 0xC3)) {
        return Err(());
    }
    let span = |from: usize, to: usize| Span::new(base + from as u32, base + to as u32);
    let marked = bytes.get(at) == Some(&b'x');
    let separator =
        marked.then(|| Spanned::new(Separator::Capture(CaptureMark::X), span(at, at + 1)));
    let square = at + usize::from(marked);
    Ok(square_at(bytes, square).map(|sq| {
        (
            separator,
            Spanned::new(Target::Square(sq), span(square, square + 2)),
            square + 2,
        )
    }))
}

/// The node of a piece or pawn move and where it ends.
fn body(
    piece: Option<Spanned<PieceSymbol>>,
    origin: Option<Spanned<Origin>>,
    arrival: Arrival,
) -> (MoveBody, usize) {
    let (separator, target, end) = arrival;
    (
        MoveBody::Normal(NormalMove {
            piece,
            origin,
            separator,
            captured: None,
            target,
        }),
        end,
    )
}

/// A piece or pawn move, following `piece_move` and `pawn_move` choice for
/// choice; `None` where the shortcut does not apply.
fn normal(bytes: &[u8], base: u32) -> Option<(MoveBody, usize)> {
    let span = |from: usize, to: usize| Span::new(base + from as u32, base + to as u32);
    if let Some(symbol) = piece_at(bytes, 0) {
        let piece = Some(Spanned::new(symbol, span(0, 1)));
        // origin_and_destination: origin = square | file | rank, then 'x'?,
        // then a square; the first origin that matches is kept.
        let origin = if let Some(sq) = square_at(bytes, 1) {
            Some((Origin::Square(sq), 2))
        } else if let Some(f) = file_at(bytes, 1) {
            Some((Origin::File(f), 1))
        } else {
            rank_at(bytes, 1).map(|r| (Origin::Rank(r), 1))
        };
        if let Some((origin, len)) = origin
            && let Some(arrived) = arrival(bytes, base, 1 + len).ok()?
        {
            return Some(body(
                piece,
                Some(Spanned::new(origin, span(1, 1 + len))),
                arrived,
            ));
        }
        // capture? ~ destination
        return Some(body(piece, None, arrival(bytes, base, 1).ok()??));
    }
    // pawn_from_square: a square, 'x'?, a square.
    if let Some(from) = square_at(bytes, 0)
        && let Some(arrived) = arrival(bytes, base, 2).ok()?
    {
        return Some(body(
            None,
            Some(Spanned::new(Origin::Square(from), span(0, 2))),
            arrived,
        ));
    }
    // pawn_from_file: a file, 'x'?, a square (a file alone: the full path).
    let from = file_at(bytes, 0)?;
    if let Some(arrived) = arrival(bytes, base, 1).ok()? {
        return Some(body(
            None,
            Some(Spanned::new(Origin::File(from), span(0, 1))),
            arrived,
        ));
    }
    let marked = bytes.get(1) == Some(&b'x');
    if file_at(bytes, 1 + usize::from(marked)).is_some() {
        return None;
    }
    // destination
    let (_, target, end) = arrival(bytes, base, 0).ok()??;
    Some(body(None, None, (None, target, end)))
}

#[cfg(test)]
mod tests {
    use super::san_fast;
    use crate::syntax::rules::san::san_full;

    /// Every token the shortcut takes must come out exactly as from the full
    /// path, and where it gives up the full path decides.
    fn agree(text: &str) -> bool {
        let fast = san_fast(crate::syntax::input::whole(text))
            .map(|(rest, node)| (rest.location_offset(), node));
        if let Some((end, node)) = fast {
            let full = san_full(crate::syntax::input::whole(text))
                .ok()
                .map(|(rest, node)| (rest.location_offset(), node));
            assert_eq!(Some((end, node)), full, "{text:?}");
            return true;
        }
        false
    }

    #[test]
    fn the_shortcut_agrees_with_the_full_path() {
        let pieces = ["", "N", "Q", "K", "R", "B", "S", "n", "P", "D"];
        let middles = [
            "", "x", "g", "gx", "5", "5x", "h3", "h3x", "e", "ex", "e2", "e2x", "e2-", ":", "×",
            "gf", "3",
        ];
        let targets = ["f3", "e4", "d", "", "a8", "h1", "i1", "f9"];
        let suffixes = [
            "", "+", "#", "++", "=Q", "=Q+", "Q", "=", "!", " ", " e.p.", " ch", " 1.", ")", "(",
            "\n", "x", ":", "e", "  ",
        ];
        let (mut count, mut taken) = (0, 0);
        for piece in pieces {
            for middle in middles {
                for target in targets {
                    for suffix in suffixes {
                        taken += usize::from(agree(&format!("{piece}{middle}{target}{suffix}")));
                        count += 1;
                    }
                }
            }
        }
        for castling in [
            "O-O", "O-O-O", "0-0", "0-0-0", "O-O+", "0-0-0#", "O-O-O-O", "O-O-", "o-o", "O-O ",
        ] {
            agree(castling);
        }
        assert!(count > 20_000);
        // The shortcut must actually be taken, or the test checks nothing.
        assert!(taken > 2_000, "the shortcut took {taken} tokens");
        for common in [
            "e4", "Nf3", "exd5", "Nbd7", "R1e2", "Qh4xe1+", "e8=Q#", "O-O", "0-0-0", "Kxf7 ",
        ] {
            assert!(agree(common), "{common} takes the shortcut");
        }
    }
}
