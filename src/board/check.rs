//! Questions about check that notation asks: does a move give check, and of
//! which kind; is the position mate or stalemate.

use super::{Bitboard, Move, Position};

/// The check a move gives.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CheckKind {
    /// No check.
    None,
    /// Only the man that moved gives check (for castling the rook, for a
    /// promotion the new piece).
    Direct,
    /// Only another man gives check: the move uncovered a line.
    Discovered,
    /// Two men give check.
    Double,
}

impl Position {
    /// The check that `m` gives, assuming it is legal here.
    ///
    /// ```
    /// use scoresheet::board::{CheckKind, Move, Position, Role};
    /// let position: Position = "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1".parse().unwrap();
    /// let castle = Move::Castle { king: "e1".parse().unwrap(), rook: "a1".parse().unwrap() };
    /// assert_eq!(position.check_after(castle), CheckKind::None);
    /// let rook_up = Move::Normal { role: Role::Rook, from: "a1".parse().unwrap(), capture: None, to: "a8".parse().unwrap(), promotion: None };
    /// assert_eq!(position.check_after(rook_up), CheckKind::Direct);
    /// ```
    #[must_use]
    pub fn check_after(&self, m: Move) -> CheckKind {
        self.check_given(m, &self.play(m))
    }

    /// The check that `m` gives, `after` being the position it leads to:
    /// for callers that play the move anyway and should not play it twice.
    #[must_use]
    pub fn check_given(&self, m: Move, after: &Position) -> CheckKind {
        let checkers = after.checkers();
        if checkers.is_empty() {
            return CheckKind::None;
        }
        if checkers.more_than_one() {
            return CheckKind::Double;
        }
        let moved = match m.castling_side() {
            Some(side) => side.rook_to(self.turn),
            None => m.to(),
        };
        if checkers == Bitboard::from_square(moved) {
            CheckKind::Direct
        } else {
            CheckKind::Discovered
        }
    }

    /// Whether the side to move is checkmated.
    #[must_use]
    pub fn is_checkmate(&self) -> bool {
        self.is_check() && !self.has_legal_moves()
    }

    /// Whether the side to move is stalemated.
    #[must_use]
    pub fn is_stalemate(&self) -> bool {
        !self.is_check() && !self.has_legal_moves()
    }
}
