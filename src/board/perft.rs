//! Counting the leaves of the legal-move tree, the standard test that a move
//! generator is right (against published counts) and fast.

use super::{Move, MoveList, Position};

/// The number of move sequences of length `depth` from `position` (1 for
/// depth 0). The last level is counted without playing its moves.
///
/// ```
/// use scoresheet::board::{perft, Position};
/// assert_eq!(perft(&Position::initial(), 3), 8902);
/// ```
#[must_use]
pub fn perft(position: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut moves: MoveList = MoveList::new();
    position.legal_moves(&mut moves);
    if depth == 1 {
        return moves.len() as u64;
    }
    moves
        .iter()
        .map(|&m| perft(&position.play(m), depth - 1))
        .sum()
}

/// The perft count below each legal move, in generation order; the counts sum
/// to `perft(position, depth)` for `depth >= 1`. Depth 0 gives no move.
#[must_use]
pub fn divide(position: &Position, depth: u32) -> Vec<(Move, u64)> {
    if depth == 0 {
        return Vec::new();
    }
    let mut moves: MoveList = MoveList::new();
    position.legal_moves(&mut moves);
    moves
        .iter()
        .map(|&m| (m, perft(&position.play(m), depth - 1)))
        .collect()
}
