//! One move as written, with its marks (R5–R14).

use super::capture::{
    Taking, capture, capture_after, captured_piece, hyphen, spaced_capture, spaced_x, taking,
};
use super::castling::{castling, null_move};
use super::movetext::boundary;
use super::piece::piece;
use super::promotion::promotion;
use super::square::{file, rank, script_origin_file, spaced_square, square};
use super::suffix::{check, draw_offer, en_passant, evaluation, glyph, novelty};
use crate::board::Rank;
use crate::notation::lexicon::PieceSymbol;
use crate::syntax::ast::{Glyph, MoveBody, NormalMove, Origin, SanMove, Separator, Target};
use crate::syntax::input::{Expect, Input, PResult, advance, fail, literal, merge, offset};
use crate::{Span, Spanned};
use nom::Parser;
use nom::bytes::complete::tag;
use nom::combinator::opt;
use nom::sequence::preceded;

/// `san = { move_body ~ ((capture_after ~ promotion?) | (promotion ~
/// capture_after?))? ~ en_passant? ~ ((evaluation ~ glyph?) | (check? ~
/// glyph? ~ evaluation?)) ~ novelty? ~ (" "? ~ draw_offer)? ~ boundary }` —
/// R5–R14:
/// one move as written.
pub(crate) fn san(input: Input<'_>) -> PResult<'_, SanMove> {
    match super::san_fast::san_fast(input) {
        Some(done) => Ok(done),
        None => san_full(input),
    }
}

/// `san` rule for rule, without the shortcut of [`super::san_fast`].
pub(crate) fn san_full(input: Input<'_>) -> PResult<'_, SanMove> {
    let start = offset(&input);
    let whole = input;
    let (input, body) = move_body(input)?;
    if let Some(done) = with_spaced_colon(whole, input, start, body) {
        return Ok(done);
    }
    if no_marks_follow(&input) {
        // Most moves end here: none of the optional marks can start, so
        // skip trying each of them (the result is the same).
        let span = Span::new(start, offset(&input));
        return Ok((input, SanMove::plain(span, body)));
    }
    let (input, mut san) = move_marks(input, start, body)?;
    // "Bg7=": the position is equal, where the move cannot promote.
    let input = match equal_sign(input, &san.body) {
        Some((rest, span)) => {
            san.evaluation = san.evaluation.or(Some(Spanned::new(Glyph::Equal, span)));
            rest
        }
        None => input,
    };
    // Every optional mark that could still have followed is part of what
    // was expected here, so a failure names them.
    let (input, ()) = boundary(input).map_err(|e| {
        let mut wanted = Expect::END_OF_MOVE;
        if san.check.is_none() {
            wanted = wanted.union(Expect::SUFFIX);
        }
        merge(e, fail(input, wanted))
    })?;
    san.span = Span::new(start, offset(&input));
    Ok((input, san))
}

/// `&spaced_move ~ move_body ~ spaced_colon ~ move_marks ~ boundary`, the
/// first choice of `san`: a move set apart letter by letter, as old books
/// print long algebraic, with the colon of its capture set apart too
/// (`d 5 c 4 :`). `whole` is the text from the move's start, `after_body`
/// what follows its `body`; `None` where the choice fails, and `san` goes on
/// with its other choices.
fn with_spaced_colon<'a>(
    whole: Input<'a>,
    after_body: Input<'a>,
    start: u32,
    body: MoveBody,
) -> Option<(Input<'a>, SanMove)> {
    // Only a space and a colon can begin it: most moves stop here.
    if !after_body.fragment().starts_with(" :") {
        return None;
    }
    spaced_move(whole).ok()?;
    let (rest, colon) = spaced_colon(after_body).ok()?;
    let (rest, mut san) = move_marks(rest, start, body).ok()?;
    let (rest, ()) = boundary(rest).ok()?;
    // White space follows the colon, so `move_marks` found no colon of its
    // own.
    san.capture_after = Some(colon);
    san.span = Span::new(start, offset(&rest));
    Some((rest, san))
}

/// `spaced_move = _{ (piece ~ (letter_stop | " ")? ~ spaced_squares) |
/// spaced_squares }` — R4, R6, R9: long algebraic set apart as old books
/// print it, letter by letter (`d 5 c 4`, `C f 3 e 5`, `S. g 1 – f 3`).
pub(crate) fn spaced_move(input: Input<'_>) -> PResult<'_, ()> {
    let with_piece = piece(input).and_then(|(rest, _)| {
        let rest = match letter_stop(rest) {
            Ok((after, _)) => after,
            Err(_) => literal(rest, " ", Expect::SQUARE).map_or(rest, |(after, _)| after),
        };
        spaced_squares(rest)
    });
    match with_piece.or_else(|e| spaced_squares(input).map_err(|e2| merge(e, e2))) {
        Ok((rest, _)) => Ok((rest, ())),
        Err(e) => Err(e),
    }
}

/// `spaced_colon = { " " ~ capture_after ~ &(" " | "\t" | "\r" | "\n" |
/// ")" | EOI) }` — R6: the colon of a capture set apart after a move set
/// apart, where the move ends (`d 5 c 4 :`); its span is the colon's.
pub(crate) fn spaced_colon(input: Input<'_>) -> PResult<'_, Span> {
    let (rest, _) = literal(input, " ", Expect::CAPTURE)?;
    let (rest, colon) = capture_after(rest)?;
    match rest.fragment().as_bytes().first() {
        Some(b' ' | b'\t' | b'\r' | b'\n' | b')') => Ok((rest, colon)),
        // The end of a part parsed on its own ends the move only where the
        // whole text does not go on glued to it.
        None if rest.extra.ends_next => Ok((rest, colon)),
        _ => Err(fail(rest, Expect::END_OF_MOVE)),
    }
}

/// `move_marks = _{ ((capture_after ~ promotion?) | (promotion ~
/// capture_after?))? ~ en_passant? ~ ((evaluation ~ glyph?) | (check? ~
/// glyph? ~ evaluation?)) ~ novelty? ~ (" "? ~ draw_offer)? }` — R5–R14:
/// the marks written after `body`, which began at `start`; the move as
/// read so far.
fn move_marks(input: Input<'_>, start: u32, body: MoveBody) -> PResult<'_, SanMove> {
    let (input, capture_after) = opt(capture_after).parse(input)?;
    let (input, promotion) = opt(promotion).parse(input)?;
    // "cb8=N:": the colon of a capture may follow the promotion instead.
    let (input, capture_after) = match (capture_after, promotion) {
        (None, Some(_)) => opt(super::capture::capture_after).parse(input)?,
        (written, _) => (input, written),
    };
    let (input, en_passant) = opt(en_passant).parse(input)?;
    // "Ke7+=", "Nd5+–": an evaluation read whole, before a check mark.
    let (input, check, glyph, evaluation) = match evaluation(input) {
        Ok((input, value)) => {
            let (input, glyph) = opt(glyph).parse(input)?;
            (input, None, glyph, Some(value))
        }
        Err(_) => {
            let (input, check) = opt(check).parse(input)?;
            let (input, glyph) = opt(glyph).parse(input)?;
            let (input, value) = opt(evaluation).parse(input)?;
            (input, check, glyph, value)
        }
    };
    let (input, mut novelty) = opt(novelty).parse(input)?;
    // A bare `N` after a move that cannot promote (`Nf1N`, `13.h4N`,
    // `O-ON`: a piece, castling, a pawn short of the first or last rank)
    // is the novelty mark the grammar tried as a promotion first: the
    // same text, named for what it is (the grammar, which checks what is
    // accepted, cannot see the move body from its promotion).
    let mut promotion = promotion;
    if let Some(written) = promotion
        && novelty.is_none()
        && written.style == crate::syntax::ast::PromotionStyle::Bare
        && written.span.len() == 1
        && written.piece.value == PieceSymbol::Letter('N')
        && !can_promote(&body)
    {
        novelty = Some(written.span);
        promotion = None;
    }
    let (input, draw_offer) = opt(preceded(opt(tag(" ")), draw_offer)).parse(input)?;
    let span = Span::new(start, offset(&input));
    Ok((
        input,
        SanMove {
            span,
            body,
            capture_after,
            promotion,
            en_passant,
            check,
            glyph,
            evaluation,
            novelty,
            draw_offer,
        },
    ))
}

/// `equal_sign = { "=" ~ &(" " | "\t" | "\r" | "\n" | ")" | "]" | EOI) }`,
/// taken after a move that cannot promote (`san` tries it only after
/// castling, a null move or a piece's move): an `=` glued after the move
/// where the move ends (`6. bxc3 Bg7=`), the position equal. A pawn's
/// `e8=` is a promotion that lost its piece.
fn equal_sign<'a>(input: Input<'a>, body: &MoveBody) -> Option<(Input<'a>, Span)> {
    let pawn = matches!(body, MoveBody::Normal(normal) if normal.piece.is_none());
    let bytes = input.fragment().as_bytes();
    if pawn || bytes.first() != Some(&b'=') {
        return None;
    }
    let ends = match bytes.get(1) {
        None => input.extra.ends_next,
        Some(next) => matches!(next, b' ' | b'\t' | b'\r' | b'\n' | b')' | b']'),
    };
    if !ends {
        return None;
    }
    let start = offset(&input);
    let (rest, _) = advance(input, 1);
    Some((rest, Span::new(start, start + 1)))
}

/// Whether `body` is a move that may carry a promotion: a pawn's (written
/// without a piece letter) to the first or last rank, or to a file only.
fn can_promote(body: &MoveBody) -> bool {
    match body {
        MoveBody::Normal(normal) => {
            normal.piece.is_none()
                && match normal.target.value {
                    Target::Square(square) => {
                        let rank = square.rank();
                        rank == Rank::FIRST || rank == Rank::EIGHTH
                    }
                    Target::File(_) | Target::Piece(_) => true,
                }
        }
        MoveBody::Castling(_) | MoveBody::Null(_) => false,
    }
}

/// Whether the text after a move body is the end, or white space that no
/// mark written apart from its move (" e.p.", " ch", " j.", " dis ch", " dbl ch",
/// " mate", " (=)") begins: then every optional mark of `san` fails and the
/// move ends here.
fn no_marks_follow(input: &Input<'_>) -> bool {
    nothing_follows(input.fragment().as_bytes())
}

/// [`no_marks_follow`] on bytes, shared with the shortcut: a mark written
/// apart may stand after one space, or at the start of the next line (a
/// column wrapped it), and begins with one of a few letters.
pub(crate) fn nothing_follows(bytes: &[u8]) -> bool {
    let word_mark = |b: &u8| matches!(b, b'e' | b'd' | b'c' | b'C' | b'j' | b'm' | b'M');
    match bytes {
        [] | [b'\t', ..] | [b' '] => true,
        [b' ', b'\r' | b'\n', ..] => nothing_follows(&bytes[1..]),
        [b'\r', b'\n', next, ..] | [b'\n', next, ..] => !word_mark(next),
        [b'\r' | b'\n', ..] => true,
        // 0xE2 begins the dagger and double dagger set apart (`Lb4 †`).
        [b' ', next, ..] => !(word_mark(next) || matches!(*next, b'(' | 0xE2)),
        _ => false,
    }
}

/// `move_body = { castling | null_move | piece_move | pawn_move }` — R5, R11.
pub(crate) fn move_body(input: Input<'_>) -> PResult<'_, MoveBody> {
    // Castling starts with 0, O or o and the null move with - or Z: nothing
    // else need try them.
    let first = input.fragment().as_bytes().first().copied().unwrap_or(0);
    if matches!(first, b'0' | b'O' | b'o')
        && let Ok((rest, castling)) = castling(input)
    {
        return Ok((rest, MoveBody::Castling(castling)));
    }
    if matches!(first, b'-' | b'Z')
        && let Ok((rest, span)) = null_move(input)
    {
        return Ok((rest, MoveBody::Null(span)));
    }
    piece_move(input)
        .or_else(|e| pawn_move(input).map_err(|e2| merge(e, e2)))
        .map(|(rest, normal)| (rest, MoveBody::Normal(normal)))
}

/// `piece_move = { piece ~ (origin_and_destination | (taking? ~ destination)
/// | (spaced_capture ~ destination)) }` — R1–R3, R5, R6, R9: Nf3 Nxf3 B:e5
/// Ngf3 N5xf3 Qh3f1 Ng1-f3 ♘f3 Lb5xSc6
pub(crate) fn piece_move(input: Input<'_>) -> PResult<'_, NormalMove> {
    let (input, piece) = piece(input)?;
    match spaced_departure(input).or_else(|_| origin_and_destination(input)) {
        Ok((rest, departure)) => Ok((rest, departed(Some(piece), departure))),
        Err(e) => {
            let (after, taken) = opt(taking).parse(input)?;
            let (rest, target, taken) = match destination(after) {
                Ok((rest, target)) => (rest, target, taken),
                Err(e2) => {
                    let e = merge(e, e2);
                    // A spaced dash that is not there says nothing the
                    // error does not: report what a move needs.
                    match spaced_capture(input).or_else(|_| spaced_x(input)) {
                        Ok((after, mark)) => {
                            let (rest, target) = destination(after)?;
                            (rest, target, Some((mark, None)))
                        }
                        // `capture ~ destination_piece`: BxN.
                        Err(_) => {
                            let Ok((rest, (mark, target))) =
                                (capture, destination_piece).parse(input)
                            else {
                                return Err(e);
                            };
                            (rest, target, Some((mark, None)))
                        }
                    }
                }
            };
            let (separator, captured) = marked(taken);
            Ok((
                rest,
                NormalMove {
                    piece: Some(piece),
                    origin: None,
                    separator,
                    captured,
                    target,
                },
            ))
        }
    }
}

/// A capture mark as the separator, and the piece it names.
fn marked(taken: Option<Taking>) -> Written {
    match taken {
        Some((mark, captured)) => (
            Some(Spanned::new(Separator::Capture(mark.value), mark.span)),
            captured,
        ),
        None => (None, None),
    }
}

/// The separator and the captured piece, as written.
type Written = (Option<Spanned<Separator>>, Option<Spanned<PieceSymbol>>);

type Departure = (Spanned<Origin>, Written, Spanned<Target>);

/// The move of `piece` (a pawn's when `None`) from its departure, as read.
fn departed(piece: Option<Spanned<PieceSymbol>>, departure: Departure) -> NormalMove {
    let (origin, (separator, captured), target) = departure;
    NormalMove {
        piece,
        origin: Some(origin),
        separator,
        captured,
        target,
    }
}

/// `(letter_stop ~ (spaced_squares | pawn_from_square)) | (" "? ~
/// spaced_squares)` — the squares of a piece's move set apart, after its
/// letter with a space maybe, or long algebraic after the letter's full
/// stop, as old German books print it: S. g 1 – f 3, L.f1–c4.
fn spaced_departure(input: Input<'_>) -> PResult<'_, Departure> {
    let text = input.fragment();
    if let Ok((after, _)) = letter_stop(input) {
        return spaced_squares(after).or_else(|e| {
            let (rest, long) = pawn_from_square(after).map_err(|e2| merge(e, e2))?;
            match long.origin {
                Some(origin) => Ok((rest, (origin, (long.separator, long.captured), long.target))),
                None => Err(fail(after, Expect::SQUARE)),
            }
        });
    }
    let lead = usize::from(text.starts_with(' '));
    spaced_squares(crate::syntax::input::advance(input, lead).0)
}

/// `letter_stop = { "." ~ " "? }` — the full stop old German books put
/// after a piece letter before long algebraic: S. g 1 – f 3, L.f1–c4.
fn letter_stop(input: Input<'_>) -> PResult<'_, Span> {
    let (rest, stop) = literal(input, ".", Expect::SQUARE)?;
    match literal(rest, " ", Expect::SQUARE) {
        Ok((rest, space)) => Ok((rest, stop.cover(space))),
        Err(_) => Ok((rest, stop)),
    }
}

/// `spaced_squares = { (spaced_square ~ spaced_separator ~ (spaced_square |
/// square)) | (spaced_square ~ " " ~ spaced_square) | (square ~
/// spaced_separator ~ spaced_square) }` — R4, R9: long algebraic with a
/// square's file and rank set apart, as old books and their OCR print it:
/// e 2 – e 4, d 4xc 5, f 2—f 4, and letter-spaced with no mark, e 2 e 4.
/// Only where both squares are there: a lone `e 4` is no move.
pub(crate) fn spaced_squares(input: Input<'_>) -> PResult<'_, Departure> {
    let (rest, from, spaced) = match spaced_square(input) {
        Ok((rest, from)) => (rest, from, true),
        Err(_) => {
            let (rest, from) = square(input)?;
            (rest, from, false)
        }
    };
    let (rest, written) = match spaced_separator(rest) {
        Ok(found) => found,
        // `spaced_square ~ " " ~ spaced_square`: no mark at all between
        // two squares set apart, as old print letter-spaces a move ("e 2 e
        // 4", "S g 1 f 3").
        Err(e) if spaced => {
            let Ok((rest, to)) =
                literal(rest, " ", Expect::SQUARE).and_then(|(r, _)| spaced_square(r))
            else {
                return Err(e);
            };
            return Ok((
                rest,
                (
                    Spanned::new(Origin::Square(from.value), from.span),
                    (None, None),
                    Spanned::new(Target::Square(to.value), to.span),
                ),
            ));
        }
        Err(e) => return Err(e),
    };
    let (rest, to) = if spaced {
        spaced_square(rest).or_else(|e| square(rest).map_err(|e2| merge(e, e2)))?
    } else {
        spaced_square(rest)?
    };
    Ok((
        rest,
        (
            Spanned::new(Origin::Square(from.value), from.span),
            written,
            Spanned::new(Target::Square(to.value), to.span),
        ),
    ))
}

/// `spaced_separator = { spaced_x | taking | (" "? ~ hyphen ~ " "?) }` — the
/// mark between spaced squares. The span of a dash covers its spaces, so
/// that a fix closes the move up.
fn spaced_separator(input: Input<'_>) -> PResult<'_, Written> {
    if let Ok((rest, mark)) = spaced_x(input) {
        return Ok((rest, marked(Some((mark, None)))));
    }
    if let Ok((rest, taken)) = taking(input) {
        return Ok((rest, marked(Some(taken))));
    }
    let start = offset(&input);
    let lead = usize::from(input.fragment().starts_with(' '));
    let (rest, dash) = hyphen(crate::syntax::input::advance(input, lead).0)?;
    let trail = usize::from(rest.fragment().starts_with(' '));
    let (rest, _) = crate::syntax::input::advance(rest, trail);
    let span = Span::new(start, dash.end + trail as u32);
    Ok((rest, (Some(Spanned::new(Separator::Hyphen, span)), None)))
}

/// `origin_and_destination = { origin ~ ((spaced_x ~ captured_piece?) | taking | hyphen)? ~ destination }` —
/// R9, long algebraic: gf3 5xf3 h3xf1 g1-f3 Lb5xSc6
pub(crate) fn origin_and_destination(input: Input<'_>) -> PResult<'_, Departure> {
    let (input, origin) = origin(input)?;
    let (input, separator) = separator(input)?;
    let (input, target) = destination(input)?;
    Ok((input, (origin, separator, target)))
}

/// `((spaced_x ~ captured_piece?) | taking | hyphen)?`
fn separator(input: Input<'_>) -> PResult<'_, Written> {
    if let Ok((rest, mark)) = spaced_x(input) {
        return Ok(match captured_piece(rest) {
            Ok((rest, piece)) => (rest, marked(Some((mark, Some(piece))))),
            Err(_) => (rest, marked(Some((mark, None)))),
        });
    }
    if let Ok((rest, taken)) = taking(input) {
        return Ok((rest, marked(Some(taken))));
    }
    if let Ok((rest, span)) = hyphen(input) {
        return Ok((rest, (Some(Spanned::new(Separator::Hyphen, span)), None)));
    }
    Ok((input, (None, None)))
}

/// `origin = { square | file | script_origin_file | rank }` — R9: where a
/// piece comes from.
pub(crate) fn origin(input: Input<'_>) -> PResult<'_, Spanned<Origin>> {
    if let Ok((rest, square)) = square(input) {
        return Ok((
            rest,
            Spanned::new(Origin::Square(square.value), square.span),
        ));
    }
    if let Ok((rest, file)) = file(input).or_else(|_| script_origin_file(input)) {
        return Ok((rest, Spanned::new(Origin::File(file.value), file.span)));
    }
    match rank(input) {
        Ok((rest, rank)) => Ok((rest, Spanned::new(Origin::Rank(rank.value), rank.span))),
        Err(_) => Err(fail(input, Expect::SQUARE)),
    }
}

/// `pawn_move = { pawn_from_square | pawn_from_file | destination }` — R5, R7,
/// R8: e4 exd5 ed6 exd ed e2-e4
pub(crate) fn pawn_move(input: Input<'_>) -> PResult<'_, NormalMove> {
    if let Ok((rest, departure)) = spaced_squares(input) {
        return Ok((rest, departed(None, departure)));
    }
    let from_square = pawn_from_square(input);
    let Err(e1) = from_square else {
        return from_square;
    };
    let from_file = pawn_from_file(input);
    let Err(e2) = from_file else { return from_file };
    match destination(input) {
        Ok((rest, target)) => Ok((
            rest,
            NormalMove {
                piece: None,
                origin: None,
                separator: None,
                captured: None,
                target,
            },
        )),
        Err(e3) => Err(merge(merge(e1, e2), e3)),
    }
}

/// `pawn_from_square = { square ~ ((spaced_x ~ captured_piece?) | taking | hyphen)? ~ destination }` — long
/// algebraic pawn moves: e2-e4 e5xd6 e2e4 d7xLc6
pub(crate) fn pawn_from_square(input: Input<'_>) -> PResult<'_, NormalMove> {
    let (input, from) = square(input)?;
    let (input, (separator, captured)) = separator(input)?;
    let (input, target) = destination(input)?;
    let origin = Some(Spanned::new(Origin::Square(from.value), from.span));
    Ok((
        input,
        NormalMove {
            piece: None,
            origin,
            separator,
            captured,
            target,
        },
    ))
}

/// `pawn_from_file = { file ~ (((spaced_capture | spaced_x) ~ destination) | (taking? ~
/// (destination | destination_file))) }` — R7: exd5 ed6 exd ed
pub(crate) fn pawn_from_file(input: Input<'_>) -> PResult<'_, NormalMove> {
    let from = match file(input) {
        Ok(from) => from,
        // `script_origin_file ~ taking? ~ destination`: цхд4, цд4, γ:δ5,
        // never to a file alone ("да" is a word).
        Err(e) => {
            let Ok((input, from)) = script_origin_file(input) else {
                return Err(e);
            };
            let (input, taken) = opt(taking).parse(input)?;
            let (input, target) = destination(input)?;
            let (separator, captured) = marked(taken);
            return Ok((
                input,
                NormalMove {
                    piece: None,
                    origin: Some(Spanned::new(Origin::File(from.value), from.span)),
                    separator,
                    captured,
                    target,
                },
            ));
        }
    };
    let (input, from) = from;
    let spaced = spaced_capture(input)
        .or_else(|_| spaced_x(input))
        .and_then(|(after, mark)| {
            let (rest, target) = destination(after)?;
            Ok((rest, Some((mark, None)), target))
        });
    let (input, taken, target) = match spaced {
        Ok(done) => done,
        Err(_) => {
            let (after, taken) = opt(taking).parse(input)?;
            match destination(after).or_else(|e| destination_file(after).map_err(|e2| merge(e, e2)))
            {
                Ok((rest, target)) => (rest, taken, target),
                // `capture ~ destination_piece`: fxC.
                Err(e) => {
                    let Ok((rest, (mark, target))) = (capture, destination_piece).parse(input)
                    else {
                        return Err(e);
                    };
                    (rest, Some((mark, None)), target)
                }
            }
        }
    };
    let origin = Some(Spanned::new(Origin::File(from.value), from.span));
    let (separator, captured) = marked(taken);
    Ok((
        input,
        NormalMove {
            piece: None,
            origin,
            separator,
            captured,
            target,
        },
    ))
}

/// `destination = { square }` — R4: the square a move arrives on.
pub(crate) fn destination(input: Input<'_>) -> PResult<'_, Spanned<Target>> {
    let (rest, square) = square(input)?;
    Ok((
        rest,
        Spanned::new(Target::Square(square.value), square.span),
    ))
}

/// `destination_piece = { piece }` — only the man a capture takes, as old
/// columns write it: BxN fxC.
pub(crate) fn destination_piece(input: Input<'_>) -> PResult<'_, Spanned<Target>> {
    let (rest, piece) = piece(input)?;
    Ok((rest, Spanned::new(Target::Piece(piece.value), piece.span)))
}

/// `destination_file = { file }` — R7: the file of an abbreviated capture.
pub(crate) fn destination_file(input: Input<'_>) -> PResult<'_, Spanned<Target>> {
    let (rest, file) = file(input)?;
    Ok((rest, Spanned::new(Target::File(file.value), file.span)))
}
