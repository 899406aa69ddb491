//! Where a man stands well: the piece-square tables of a simple chess
//! evaluation, for the prior over moves ([`super::prior`]).
//!
//! A scoresheet that leaves a move out, or a slip that could have been
//! either of two legal moves, leaves the reader to guess which move was
//! played. An arbiter guesses as a player would: a knight goes to c6
//! rather than a6, a pawn to d6 rather than b6, the king castles rather
//! than walks. These tables say so in numbers — centipawns a man gains or
//! loses by standing on a square — in the well-known form of Tomasz
//! Michniewski's "simplified evaluation function", which every beginner's
//! engine starts from: knights and bishops toward the centre, pawns
//! forward in the centre and kept before a castled king, rooks on the
//! seventh, the king behind its pawns in the middle game.
//!
//! Tables are written as a White player sees the board, rank 8 first; a
//! Black man reads the square mirrored.

use crate::board::{Color, Move, Role, Square};

#[rustfmt::skip]
const PAWN: [i8; 64] = [
     0,   0,   0,   0,   0,   0,   0,   0,
    50,  50,  50,  50,  50,  50,  50,  50,
    10,  10,  20,  30,  30,  20,  10,  10,
     5,   5,  10,  25,  25,  10,   5,   5,
     0,   0,   0,  20,  20,   0,   0,   0,
     5,  -5, -10,   0,   0, -10,  -5,   5,
     5,  10,  10, -20, -20,  10,  10,   5,
     0,   0,   0,   0,   0,   0,   0,   0,
];

#[rustfmt::skip]
const KNIGHT: [i8; 64] = [
   -50, -40, -30, -30, -30, -30, -40, -50,
   -40, -20,   0,   0,   0,   0, -20, -40,
   -30,   0,  10,  15,  15,  10,   0, -30,
   -30,   5,  15,  20,  20,  15,   5, -30,
   -30,   0,  15,  20,  20,  15,   0, -30,
   -30,   5,  10,  15,  15,  10,   5, -30,
   -40, -20,   0,   5,   5,   0, -20, -40,
   -50, -40, -30, -30, -30, -30, -40, -50,
];

#[rustfmt::skip]
const BISHOP: [i8; 64] = [
   -20, -10, -10, -10, -10, -10, -10, -20,
   -10,   0,   0,   0,   0,   0,   0, -10,
   -10,   0,   5,  10,  10,   5,   0, -10,
   -10,   5,   5,  10,  10,   5,   5, -10,
   -10,   0,  10,  10,  10,  10,   0, -10,
   -10,  10,  10,  10,  10,  10,  10, -10,
   -10,   5,   0,   0,   0,   0,   5, -10,
   -20, -10, -10, -10, -10, -10, -10, -20,
];

#[rustfmt::skip]
const ROOK: [i8; 64] = [
     0,   0,   0,   0,   0,   0,   0,   0,
     5,  10,  10,  10,  10,  10,  10,   5,
    -5,   0,   0,   0,   0,   0,   0,  -5,
    -5,   0,   0,   0,   0,   0,   0,  -5,
    -5,   0,   0,   0,   0,   0,   0,  -5,
    -5,   0,   0,   0,   0,   0,   0,  -5,
    -5,   0,   0,   0,   0,   0,   0,  -5,
     0,   0,   0,   5,   5,   0,   0,   0,
];

#[rustfmt::skip]
const QUEEN: [i8; 64] = [
   -20, -10, -10,  -5,  -5, -10, -10, -20,
   -10,   0,   0,   0,   0,   0,   0, -10,
   -10,   0,   5,   5,   5,   5,   0, -10,
    -5,   0,   5,   5,   5,   5,   0,  -5,
     0,   0,   5,   5,   5,   5,   0,  -5,
   -10,   5,   5,   5,   5,   5,   0, -10,
   -10,   0,   5,   0,   0,   0,   0, -10,
   -20, -10, -10,  -5,  -5, -10, -10, -20,
];

/// The king in the middle game; in an ending, where the king should come
/// out, no table is used (see [`gain`]).
#[rustfmt::skip]
const KING: [i8; 64] = [
   -30, -40, -40, -50, -50, -40, -40, -30,
   -30, -40, -40, -50, -50, -40, -40, -30,
   -30, -40, -40, -50, -50, -40, -40, -30,
   -30, -40, -40, -50, -50, -40, -40, -30,
   -20, -30, -30, -40, -40, -30, -30, -20,
   -10, -20, -20, -20, -20, -20, -20, -10,
    20,  20,   0,   0,   0,   0,  20,  20,
    20,  30,  10,   0,   0,  10,  30,  20,
];

/// What a `role` of `color` is worth on `square`, in centipawns.
fn worth(role: Role, color: Color, square: Square) -> i32 {
    let table = match role {
        Role::Pawn => &PAWN,
        Role::Knight => &KNIGHT,
        Role::Bishop => &BISHOP,
        Role::Rook => &ROOK,
        Role::Queen => &QUEEN,
        Role::King => &KING,
    };
    let index = usize::from(square.index());
    // The tables run from a8; White's a1 (index 0) is their row 8.
    let row = match color {
        Color::White => 7 - index / 8,
        Color::Black => index / 8,
    };
    table.get(row * 8 + index % 8).copied().map_or(0, i32::from)
}

/// How many centipawns the man that plays `m` gains by where it lands, as
/// `color`; the king's walk in an ending (`ending`) gains nothing either
/// way, since there the middle game's table is wrong.
pub(crate) fn gain(m: Move, color: Color, ending: bool) -> i32 {
    let role = m.role();
    if role == Role::King && ending && m.castling_side().is_none() {
        return 0;
    }
    let landed = m.promotion().unwrap_or(role);
    worth(landed, color, m.to()) - worth(role, color, m.from())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn square(name: &str) -> Square {
        Square::all()
            .find(|s| s.name() == name)
            .unwrap_or_else(|| panic!("{name} is no square"))
    }

    fn normal(role: Role, from: &str, to: &str) -> Move {
        Move::Normal {
            role,
            from: square(from),
            capture: None,
            to: square(to),
            promotion: None,
        }
    }

    #[test]
    fn a_knight_gains_more_toward_the_centre_than_at_the_edge() {
        // From the table: b1 -40, c3 +10, a3 -30.
        let c3 = gain(normal(Role::Knight, "b1", "c3"), Color::White, false);
        let a3 = gain(normal(Role::Knight, "b1", "a3"), Color::White, false);
        assert_eq!((c3, a3), (50, 10));
    }

    #[test]
    fn black_reads_the_tables_mirrored() {
        // d7-d6 for Black is d2-d3 for White: -20 to 0; b7-b6 is b2-b3:
        // 10 to -5.
        let d6 = gain(normal(Role::Pawn, "d7", "d6"), Color::Black, false);
        let b6 = gain(normal(Role::Pawn, "b7", "b6"), Color::Black, false);
        assert_eq!((d6, b6), (20, -15));
    }

    #[test]
    fn the_king_castles_rather_than_walks_but_walks_freely_in_an_ending() {
        let castle = Move::Castle {
            king: square("e1"),
            rook: square("h1"),
        };
        assert_eq!(gain(castle, Color::White, false), 30);
        // From g1 (30) to f2 (0): out from behind the pawns.
        let walk = normal(Role::King, "g1", "f2");
        assert_eq!(gain(walk, Color::White, false), -30);
        assert_eq!(gain(walk, Color::White, true), 0);
    }
}
