//! Notation: a move written in a style, and the letters every style uses.
//!
//! The knowledge the resolver uses to read a move, run backwards: SAN as in
//! PGN, FIDE's notation, figurines, every national letter set ([`lexicon`]),
//! long algebraic and UCI. Disambiguation follows E9 (R20) in one place,
//! [`disambiguation`].
//!
//! This layer knows the board and nothing of text as it was written, so that
//! the reader ([`syntax`](crate::syntax), [`resolve`](crate::resolve)) can
//! use it to name the moves it suggests, and the writers above
//! ([`export`](crate::export)) to print a game.

pub mod disambiguation;
pub mod lexicon;
mod style;

pub use style::{Notation, Pieces, Style};

use crate::board::{CastlingSide, Facts, Move, Position, Role};
use std::fmt::{self, Write};

/// Writes `m`, a legal move of `position`, in `style`, with `+` or `#` as
/// the board decides. A program that has resolved the move already holds
/// its [`Facts`]: [`write_move_with`] writes it without playing it again.
///
/// # Errors
/// Only those of the sink `out`.
///
/// ```
/// use scoresheet::board::{Position, Move, Role};
/// use scoresheet::notation::{write_move, Style};
/// let position = Position::initial();
/// let m = Move::Normal { role: Role::Knight, from: "g1".parse().unwrap(), capture: None, to: "f3".parse().unwrap(), promotion: None };
/// let mut text = String::new();
/// write_move(&position, m, Style::SAN, &mut text).unwrap();
/// assert_eq!(text, "Nf3");
/// ```
pub fn write_move(position: &Position, m: Move, style: Style, out: &mut impl Write) -> fmt::Result {
    if style.notation == Notation::Uci {
        return write!(out, "{}", m.uci());
    }
    write_move_with(
        position,
        m,
        position.facts(m, &position.play(m)),
        style,
        out,
    )
}

/// Writes `m`, a legal move of `position` that did what `facts` say, in
/// `style`: the check or mate mark comes from `facts`, not from the board.
/// This is how the writers of [`export`](crate::export) write a resolved
/// game, whose every move carries its facts.
///
/// # Errors
/// Only those of the sink `out`.
///
/// ```
/// use scoresheet::board::{CheckKind, Facts, Position};
/// use scoresheet::notation::{write_move_with, Style};
/// use scoresheet::resolve::parse_move;
/// let position: Position = "4k3/8/8/8/8/8/8/K6R w - - 0 1".parse().unwrap();
/// let m = parse_move(&position, "Rh8").unwrap();
/// let mut text = String::new();
/// write_move_with(&position, m, position.facts(m, &position.play(m)), Style::SAN, &mut text).unwrap();
/// assert_eq!(text, "Rh8+");
/// // The mark is the facts' word: the same move with facts of a mate.
/// let mut text = String::new();
/// write_move_with(&position, m, Facts::new(m, CheckKind::Direct, true), Style::SAN, &mut text).unwrap();
/// assert_eq!(text, "Rh8#");
/// ```
pub fn write_move_with(
    position: &Position,
    m: Move,
    facts: Facts,
    style: Style,
    out: &mut impl Write,
) -> fmt::Result {
    write_unmarked(position, m, style, out)?;
    if style.notation == Notation::Uci {
        return Ok(());
    }
    out.write_str(facts.suffix())
}

/// Writes `m`, a legal move of `position`, in `style` without its check or
/// mate mark: what the slip distance compares with a written token, for
/// every legal move of every position the decoder tries, where finding
/// the mark (a mate needs every reply tried) would cost more than the rest.
pub(crate) fn write_unmarked(
    position: &Position,
    m: Move,
    style: Style,
    out: &mut impl Write,
) -> fmt::Result {
    if style.notation == Notation::Uci {
        return write!(out, "{}", m.uci());
    }
    match m.castling_side() {
        Some(side) => out.write_str(match (style.notation, side) {
            (Notation::Fide, CastlingSide::KingSide) => "0-0",
            (Notation::Fide, CastlingSide::QueenSide) => "0-0-0",
            (_, CastlingSide::KingSide) => "O-O",
            (_, CastlingSide::QueenSide) => "O-O-O",
        }),
        None => body(position, m, style, out),
    }
}

/// The move as a string; see [`write_move`].
#[must_use]
pub fn move_to_string(position: &Position, m: Move, style: Style) -> String {
    let mut text = String::new();
    // Writing into a String cannot fail.
    let _ = write_move(position, m, style, &mut text);
    text
}

/// The move, which did what `facts` say, as a string; see
/// [`write_move_with`].
#[must_use]
pub fn move_to_string_with(position: &Position, m: Move, facts: Facts, style: Style) -> String {
    let mut text = String::new();
    // Writing into a String cannot fail.
    let _ = write_move_with(position, m, facts, style, &mut text);
    text
}

fn body(position: &Position, m: Move, style: Style, out: &mut impl Write) -> fmt::Result {
    let role = m.role();
    let long = style.notation == Notation::Lan;
    if role != Role::Pawn {
        style.pieces.write_piece(role, out)?;
    }
    if long {
        write!(
            out,
            "{}{}",
            m.from(),
            if m.is_capture() { 'x' } else { '-' }
        )?;
    } else if role == Role::Pawn {
        if m.is_capture() {
            write!(out, "{}x", m.from().file())?;
        }
    } else {
        disambiguation::write_origin(position, m, out)?;
        if m.is_capture() {
            out.write_char('x')?;
        }
    }
    out.write_str(m.to().name())?;
    if let Some(promotion) = m.promotion() {
        if style.notation != Notation::Fide {
            out.write_char('=')?;
        }
        style.pieces.write_piece(promotion, out)?;
    }
    if m.is_en_passant() && style.notation == Notation::Fide {
        out.write_str(" e.p.")?;
    }
    Ok(())
}
