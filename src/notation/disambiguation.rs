//! E9 (R20): how a piece move names its departure when another piece of the
//! same kind could make the same move. The file if it is enough; the rank
//! when the pieces share the file; both only when neither alone is enough.

use crate::board::attacks::attacks;
use crate::board::{Bitboard, Move, MoveList, Piece, Position};
use std::fmt::{self, Write};

/// What a move must say of its departure.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Departure {
    /// Nothing: no other piece of the kind can make the move.
    None,
    /// The file: Ngf3.
    File,
    /// The rank: N5f3.
    Rank,
    /// The square: Qh3f1.
    Square,
}

/// The departure a piece move must name, by E9.
///
/// ```
/// use scoresheet::board::{Position, Move, Role};
/// use scoresheet::notation::disambiguation::{departure, Departure};
/// // Knights on g1 and g5 can both reach f3: they share the file.
/// let position: Position = "4k3/8/8/6N1/8/8/8/4K1N1 w - - 0 1".parse().unwrap();
/// let m = Move::Normal { role: Role::Knight, from: "g5".parse().unwrap(), capture: None, to: "f3".parse().unwrap(), promotion: None };
/// assert_eq!(departure(&position, m), Departure::Rank);
/// ```
#[must_use]
pub fn departure(position: &Position, m: Move) -> Departure {
    let role = m.role();
    if role == crate::board::Role::Pawn
        || role == crate::board::Role::King
        || m.castling_side().is_some()
    {
        return Departure::None;
    }
    // A rival is another man of the kind that reaches the square, legally
    // or not: nearly always there is none, and no move is generated.
    let piece = Piece {
        color: position.turn(),
        role,
    };
    let reach = attacks(piece, m.to(), position.occupied()) & position.pieces(piece.color, role);
    if !(reach & !Bitboard::from_square(m.from())).any() {
        return Departure::None;
    }
    let mut rivals: MoveList<16> = MoveList::new();
    position.moves_to(
        role,
        Bitboard::ALL,
        Bitboard::from_square(m.to()),
        &mut rivals,
    );
    let from = m.from();
    let mut others = Bitboard::EMPTY;
    for rival in rivals.iter() {
        others |= Bitboard::from_square(rival.from());
    }
    others &= !Bitboard::from_square(from);
    if others.is_empty() {
        Departure::None
    } else if (others & Bitboard::file(from.file())).is_empty() {
        Departure::File
    } else if (others & Bitboard::rank(from.rank())).is_empty() {
        Departure::Rank
    } else {
        Departure::Square
    }
}

/// Writes the departure `m` must name, if any.
///
/// # Errors
/// Only those of the sink.
pub fn write_origin(position: &Position, m: Move, out: &mut impl Write) -> fmt::Result {
    let from = m.from();
    match departure(position, m) {
        Departure::None => Ok(()),
        Departure::File => write!(out, "{}", from.file()),
        Departure::Rank => write!(out, "{}", from.rank()),
        Departure::Square => write!(out, "{from}"),
    }
}
