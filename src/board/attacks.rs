//! Which squares a man attacks, from tables computed at compile time.
//!
//! Move generation asks these questions millions of times a second, so the
//! answers for leapers and the rays of sliders are built once by `const fn`;
//! sliding attacks stop at the first blocker found with a bit scan along the ray
//! (the classical approach).

use super::{Bitboard, Color, Piece, Role, Square};

/// Direction steps as (files, ranks). The first four increase the square index,
/// the last four decrease it.
const DIRECTIONS: [(i8, i8); 8] = [
    (0, 1),   // North.
    (1, 0),   // East.
    (1, 1),   // North-east.
    (-1, 1),  // North-west.
    (0, -1),  // South.
    (-1, 0),  // West.
    (-1, -1), // South-west.
    (1, -1),  // South-east.
];

const NORTH: usize = 0;
const EAST: usize = 1;
const NORTH_EAST: usize = 2;
const NORTH_WEST: usize = 3;
const SOUTH: usize = 4;
const WEST: usize = 5;
const SOUTH_WEST: usize = 6;
const SOUTH_EAST: usize = 7;

const KNIGHT_STEPS: [(i8, i8); 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];

const KING_STEPS: [(i8, i8); 8] = DIRECTIONS;

const fn leaper_table(steps: &[(i8, i8)]) -> [u64; 64] {
    let mut table = [0; 64];
    let mut i = 0;
    while i < 64 {
        let square = Square::new_wrapping(i as u32);
        let mut k = 0;
        while k < steps.len() {
            if let Some(to) = square.offset(steps[k].0, steps[k].1) {
                table[i] |= 1 << to.index();
            }
            k += 1;
        }
        i += 1;
    }
    table
}

const fn ray_table() -> [[u64; 64]; 8] {
    let mut table = [[0; 64]; 8];
    let mut dir = 0;
    while dir < 8 {
        let mut i = 0;
        while i < 64 {
            let mut square = Square::new_wrapping(i as u32);
            while let Some(next) = square.offset(DIRECTIONS[dir].0, DIRECTIONS[dir].1) {
                table[dir][i] |= 1 << next.index();
                square = next;
            }
            i += 1;
        }
        dir += 1;
    }
    table
}

/// Fills the `between` table (`line == false`) or the `line` table.
const fn pair_table(line: bool) -> [[u64; 64]; 64] {
    let mut table = [[0; 64]; 64];
    let mut a = 0;
    while a < 64 {
        let mut dir = 0;
        while dir < 8 {
            let full = RAYS[dir][a] | RAYS[(dir + 4) % 8][a] | 1 << a;
            let mut acc = 0;
            let mut square = Square::new_wrapping(a as u32);
            while let Some(next) = square.offset(DIRECTIONS[dir].0, DIRECTIONS[dir].1) {
                let b = next.index() as usize;
                table[a][b] = if line { full } else { acc };
                acc |= 1 << b;
                square = next;
            }
            dir += 1;
        }
        a += 1;
    }
    table
}

/// The squares a slider moving in `dirs` reaches from each square on an empty
/// board.
const fn empty_board_table(dirs: &[usize]) -> [u64; 64] {
    let mut table = [0; 64];
    let mut i = 0;
    while i < 64 {
        let mut k = 0;
        while k < dirs.len() {
            table[i] |= RAYS[dirs[k]][i];
            k += 1;
        }
        i += 1;
    }
    table
}

const fn pawn_table() -> [[u64; 64]; 2] {
    [
        leaper_table(&[(-1, 1), (1, 1)]),
        leaper_table(&[(-1, -1), (1, -1)]),
    ]
}

static KNIGHT: [u64; 64] = leaper_table(&KNIGHT_STEPS);
static KING: [u64; 64] = leaper_table(&KING_STEPS);
static PAWN: [[u64; 64]; 2] = pawn_table();
static RAYS: [[u64; 64]; 8] = ray_table();
static BETWEEN: [[u64; 64]; 64] = pair_table(false);
static ROOK_EMPTY: [u64; 64] = empty_board_table(&[NORTH, EAST, SOUTH, WEST]);
static BISHOP_EMPTY: [u64; 64] =
    empty_board_table(&[NORTH_EAST, NORTH_WEST, SOUTH_WEST, SOUTH_EAST]);
static LINE: [[u64; 64]; 64] = pair_table(true);

/// The squares a knight on `square` attacks.
#[must_use]
#[inline]
pub fn knight_attacks(square: Square) -> Bitboard {
    Bitboard(KNIGHT[square.index() as usize])
}

/// The squares a king on `square` attacks.
#[must_use]
#[inline]
pub fn king_attacks(square: Square) -> Bitboard {
    Bitboard(KING[square.index() as usize])
}

/// The squares a pawn of `color` on `square` attacks (its capture squares).
#[must_use]
#[inline]
pub fn pawn_attacks(color: Color, square: Square) -> Bitboard {
    Bitboard(PAWN[color.index()][square.index() as usize])
}

/// The ray in a direction that increases the square index, cut after the first
/// occupied square.
#[inline]
fn ray_up(dir: usize, square: usize, occupied: u64) -> u64 {
    let ray = RAYS[dir][square];
    let blockers = ray & occupied;
    if blockers == 0 {
        ray
    } else {
        ray ^ RAYS[dir][(blockers.trailing_zeros() & 63) as usize]
    }
}

/// The ray in a direction that decreases the square index, cut after the first
/// occupied square.
#[inline]
fn ray_down(dir: usize, square: usize, occupied: u64) -> u64 {
    let ray = RAYS[dir][square];
    let blockers = ray & occupied;
    if blockers == 0 {
        ray
    } else {
        ray ^ RAYS[dir][((63 - blockers.leading_zeros()) & 63) as usize]
    }
}

/// The squares a bishop on `square` attacks when `occupied` holds every man.
#[must_use]
#[inline]
pub fn bishop_attacks(square: Square, occupied: Bitboard) -> Bitboard {
    let (s, o) = (square.index() as usize, occupied.0);
    Bitboard(
        ray_up(NORTH_EAST, s, o)
            | ray_up(NORTH_WEST, s, o)
            | ray_down(SOUTH_WEST, s, o)
            | ray_down(SOUTH_EAST, s, o),
    )
}

/// The squares a rook on `square` attacks when `occupied` holds every man.
#[must_use]
#[inline]
pub fn rook_attacks(square: Square, occupied: Bitboard) -> Bitboard {
    let (s, o) = (square.index() as usize, occupied.0);
    Bitboard(
        ray_up(NORTH, s, o) | ray_up(EAST, s, o) | ray_down(SOUTH, s, o) | ray_down(WEST, s, o),
    )
}

/// The squares a queen on `square` attacks when `occupied` holds every man.
#[must_use]
#[inline]
pub fn queen_attacks(square: Square, occupied: Bitboard) -> Bitboard {
    bishop_attacks(square, occupied) | rook_attacks(square, occupied)
}

/// The squares a rook on `square` attacks on an empty board: its file and
/// rank, one table lookup.
#[must_use]
#[inline]
pub fn rook_lines(square: Square) -> Bitboard {
    Bitboard(ROOK_EMPTY[square.index() as usize])
}

/// The squares a bishop on `square` attacks on an empty board: its two
/// diagonals, one table lookup.
#[must_use]
#[inline]
pub fn bishop_lines(square: Square) -> Bitboard {
    Bitboard(BISHOP_EMPTY[square.index() as usize])
}

/// The squares `piece` on `square` attacks when `occupied` holds every man.
#[must_use]
pub fn attacks(piece: Piece, square: Square, occupied: Bitboard) -> Bitboard {
    match piece.role {
        Role::Pawn => pawn_attacks(piece.color, square),
        Role::Knight => knight_attacks(square),
        Role::Bishop => bishop_attacks(square, occupied),
        Role::Rook => rook_attacks(square, occupied),
        Role::Queen => queen_attacks(square, occupied),
        Role::King => king_attacks(square),
    }
}

/// The squares strictly between `a` and `b` when they share a file, rank or
/// diagonal; otherwise no square.
///
/// ```
/// use scoresheet::board::{attacks, Square};
/// let sq = |s: &str| s.parse::<Square>().unwrap();
/// let squares: Vec<String> = attacks::between(sq("a1"), sq("d4")).into_iter().map(|s| s.to_string()).collect();
/// assert_eq!(squares, ["b2", "c3"]);
/// ```
#[must_use]
#[inline]
pub fn between(a: Square, b: Square) -> Bitboard {
    Bitboard(BETWEEN[a.index() as usize][b.index() as usize])
}

/// The whole line (file, rank or diagonal, edge to edge) through `a` and `b`
/// when they share one; otherwise no square.
#[must_use]
#[inline]
pub fn ray(a: Square, b: Square) -> Bitboard {
    Bitboard(LINE[a.index() as usize][b.index() as usize])
}

/// Whether `c` lies on the line through `a` and `b`.
#[must_use]
#[inline]
pub fn aligned(a: Square, b: Square, c: Square) -> bool {
    ray(a, b).contains(c)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(s: &str) -> Square {
        s.parse().unwrap()
    }

    fn names(set: Bitboard) -> Vec<String> {
        set.into_iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn leapers_see_their_squares() {
        assert_eq!(names(knight_attacks(sq("a1"))), ["c2", "b3"]);
        assert_eq!(knight_attacks(sq("e4")).count(), 8);
        assert_eq!(king_attacks(sq("h8")).count(), 3);
        assert_eq!(names(pawn_attacks(Color::White, sq("e4"))), ["d5", "f5"]);
        assert_eq!(names(pawn_attacks(Color::Black, sq("a5"))), ["b4"]);
    }

    #[test]
    fn sliders_stop_at_the_first_blocker() {
        let occupied: Bitboard = [sq("d6"), sq("b4"), sq("f2")].into_iter().collect();
        assert_eq!(
            names(rook_attacks(sq("d4"), occupied)),
            [
                "d1", "d2", "d3", "b4", "c4", "e4", "f4", "g4", "h4", "d5", "d6"
            ]
        );
        assert_eq!(
            names(bishop_attacks(sq("d4"), occupied)),
            [
                "a1", "b2", "f2", "c3", "e3", "c5", "e5", "b6", "f6", "a7", "g7", "h8"
            ]
        );
    }

    #[test]
    fn between_and_ray_need_aligned_squares() {
        assert_eq!(names(between(sq("e1"), sq("e4"))), ["e2", "e3"]);
        assert_eq!(names(between(sq("h8"), sq("a1"))).len(), 6);
        assert!(between(sq("e1"), sq("f3")).is_empty());
        assert!(between(sq("e1"), sq("e2")).is_empty());
        assert_eq!(ray(sq("b2"), sq("c3")).count(), 8);
        assert!(ray(sq("b2"), sq("c4")).is_empty());
        assert!(aligned(sq("a1"), sq("c3"), sq("h8")));
    }

    #[test]
    fn lines_are_attacks_on_an_empty_board() {
        for i in 0..64 {
            let s = Square::new_wrapping(i);
            assert_eq!(rook_lines(s), rook_attacks(s, Bitboard::EMPTY));
            assert_eq!(bishop_lines(s), bishop_attacks(s, Bitboard::EMPTY));
        }
    }
}
