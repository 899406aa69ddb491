//! A list of moves that lives on the stack, so that generating moves in a
//! search never allocates.
//!
//! The storage is an `ArrayVec`: an array filled in safe Rust would be
//! written in full every time a list is made — a profile showed a fifth of
//! resolving a move spent setting up its short candidate list.

use super::Move;
use arrayvec::ArrayVec;

/// No position has more than 218 legal moves; 256 leaves room.
const CAPACITY: usize = 256;

/// Up to `N` moves (256 unless said) on the stack.
///
/// ```
/// use scoresheet::board::{MoveList, Position};
/// let mut moves: MoveList = MoveList::new();
/// Position::initial().legal_moves(&mut moves);
/// assert_eq!(moves.len(), 20);
/// ```
#[derive(Clone)]
pub struct MoveList<const N: usize = CAPACITY> {
    moves: ArrayVec<Move, N>,
}

impl<const N: usize> MoveList<N> {
    /// An empty list.
    #[must_use]
    pub const fn new() -> MoveList<N> {
        MoveList {
            moves: ArrayVec::new_const(),
        }
    }

    /// Appends a move; a move beyond the capacity is dropped (no legal
    /// position comes near it).
    #[inline]
    pub fn push(&mut self, m: Move) {
        let _ = self.moves.try_push(m);
    }

    /// How many moves the list holds.
    #[must_use]
    pub const fn len(&self) -> usize {
        self.moves.len()
    }

    /// Whether the list holds no move.
    #[must_use]
    pub const fn is_empty(&self) -> bool {
        self.moves.is_empty()
    }

    /// Empties the list.
    pub fn clear(&mut self) {
        self.moves.clear();
    }

    /// The moves, in the order they were pushed.
    #[must_use]
    pub fn as_slice(&self) -> &[Move] {
        self.moves.as_slice()
    }

    /// Iterates over the moves.
    pub fn iter(&self) -> std::slice::Iter<'_, Move> {
        self.moves.iter()
    }

    /// Keeps only the moves for which `keep` says yes, in order.
    pub fn retain(&mut self, mut keep: impl FnMut(&Move) -> bool) {
        self.moves.retain(|m| keep(m));
    }

    /// Whether the list holds `m`.
    #[must_use]
    pub fn contains(&self, m: &Move) -> bool {
        self.as_slice().contains(m)
    }
}

impl<const N: usize> Default for MoveList<N> {
    fn default() -> MoveList<N> {
        MoveList::new()
    }
}

impl<const N: usize> std::fmt::Debug for MoveList<N> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl<const N: usize> std::ops::Index<usize> for MoveList<N> {
    type Output = Move;

    /// The move at `index`.
    ///
    /// # Panics
    ///
    /// When `index` is not below `len()`, like a slice.
    fn index(&self, index: usize) -> &Move {
        &self.as_slice()[index]
    }
}

impl<'a, const N: usize> IntoIterator for &'a MoveList<N> {
    type Item = &'a Move;
    type IntoIter = std::slice::Iter<'a, Move>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{Role, Square};

    fn normal(from: u8) -> Move {
        Move::Normal {
            role: Role::Knight,
            from: Square::new_wrapping(u32::from(from)),
            capture: None,
            to: Square::new_wrapping(0),
            promotion: None,
        }
    }

    #[test]
    fn push_retain_and_index() {
        let mut list: MoveList = MoveList::new();
        for i in 0..10 {
            list.push(normal(i));
        }
        assert_eq!(list.len(), 10);
        list.retain(|m| m.from().index() % 2 == 0);
        assert_eq!(list.len(), 5);
        assert_eq!(list[1], normal(2));
        list.clear();
        assert!(list.is_empty());
    }

    #[test]
    fn pushing_past_the_capacity_drops_the_move() {
        let mut list: MoveList = MoveList::new();
        for i in 0..300 {
            list.push(normal((i % 64) as u8));
        }
        assert_eq!(list.len(), CAPACITY);
    }
}
