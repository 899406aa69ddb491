//! What a move does on the board, as opposed to how it was written.
//!
//! A `Move` carries enough to be played without looking at the board again
//! (the role that moves and what it captures), and prints as UCI.

use super::{CastlingSide, Color, Role, Square};

/// A move as it happens on the board.
///
/// ```
/// use scoresheet::board::{Move, Role, Square};
/// let sq = |s: &str| s.parse::<Square>().unwrap();
/// let m = Move::Normal { role: Role::Pawn, from: sq("e7"), capture: Some(Role::Rook), to: sq("f8"), promotion: Some(Role::Queen) };
/// assert_eq!(m.to_string(), "e7f8q");
/// assert!(m.is_capture());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    /// Any move but en passant and castling, promotions included.
    Normal {
        /// The role of the man that moves (a pawn when it promotes).
        role: Role,
        /// Where it starts.
        from: Square,
        /// The role of the man it captures, if any.
        capture: Option<Role>,
        /// Where it lands.
        to: Square,
        /// What a pawn promotes to.
        promotion: Option<Role>,
    },
    /// A pawn capturing en passant: `to` is the empty square it moves to.
    EnPassant {
        /// Where the capturing pawn starts.
        from: Square,
        /// Where it lands, behind the captured pawn.
        to: Square,
    },
    /// Castling, given by where the king and the rook start.
    Castle {
        /// The king's square (e1 or e8).
        king: Square,
        /// The rook's square (a1, h1, a8 or h8).
        rook: Square,
    },
}

impl Move {
    /// The role of the man that moves (the king for castling).
    #[must_use]
    pub const fn role(self) -> Role {
        match self {
            Move::Normal { role, .. } => role,
            Move::EnPassant { .. } => Role::Pawn,
            Move::Castle { .. } => Role::King,
        }
    }

    /// Where the moving man starts (the king's square for castling).
    #[must_use]
    pub const fn from(self) -> Square {
        match self {
            Move::Normal { from, .. } | Move::EnPassant { from, .. } => from,
            Move::Castle { king, .. } => king,
        }
    }

    /// Where the moving man lands; for castling, where the king lands (g1, c1,
    /// g8 or c8).
    #[must_use]
    pub fn to(self) -> Square {
        match self {
            Move::Normal { to, .. } | Move::EnPassant { to, .. } => to,
            Move::Castle { king, rook } => {
                let color = if king.rank().index() == 0 {
                    Color::White
                } else {
                    Color::Black
                };
                castling_side(king, rook).king_to(color)
            }
        }
    }

    /// The role of the captured man (a pawn for en passant).
    #[must_use]
    pub const fn capture(self) -> Option<Role> {
        match self {
            Move::Normal { capture, .. } => capture,
            Move::EnPassant { .. } => Some(Role::Pawn),
            Move::Castle { .. } => None,
        }
    }

    /// Whether the move captures.
    #[must_use]
    pub const fn is_capture(self) -> bool {
        self.capture().is_some()
    }

    /// What a pawn promotes to.
    #[must_use]
    pub const fn promotion(self) -> Option<Role> {
        match self {
            Move::Normal { promotion, .. } => promotion,
            _ => None,
        }
    }

    /// Whether the move is an en passant capture.
    #[must_use]
    pub const fn is_en_passant(self) -> bool {
        matches!(self, Move::EnPassant { .. })
    }

    /// The side of a castling move.
    #[must_use]
    pub fn castling_side(self) -> Option<CastlingSide> {
        match self {
            Move::Castle { king, rook } => Some(castling_side(king, rook)),
            _ => None,
        }
    }

    /// Whether a pawn moves two squares forward.
    #[must_use]
    pub const fn is_double_pawn_push(self) -> bool {
        match self {
            Move::Normal {
                role: Role::Pawn,
                from,
                to,
                ..
            } => from.index().abs_diff(to.index()) == 16,
            _ => false,
        }
    }

    /// The move in UCI notation: `e2e4`, `e7e8q`, castling as `e1g1`.
    #[must_use]
    pub fn uci(self) -> Uci {
        Uci(self)
    }
}

/// The side of a castling move from the king's and the rook's squares.
fn castling_side(king: Square, rook: Square) -> CastlingSide {
    if rook.index() > king.index() {
        CastlingSide::KingSide
    } else {
        CastlingSide::QueenSide
    }
}

/// A move printed in UCI notation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Uci(Move);

impl Uci {
    /// Appends the move's letters to `out`, from the squares' names: no
    /// text is formatted or checked for UTF-8 per move.
    pub fn push_to(self, out: &mut String) {
        out.push_str(self.0.from().name());
        out.push_str(self.0.to().name());
        if let Some(role) = self.0.promotion() {
            out.push(role.lower_char());
        }
    }
}

impl std::fmt::Display for Uci {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        use std::fmt::Write as _;
        f.write_str(self.0.from().name())?;
        f.write_str(self.0.to().name())?;
        match self.0.promotion() {
            Some(role) => f.write_char(role.lower_char()),
            None => Ok(()),
        }
    }
}

impl std::fmt::Display for Move {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.uci().fmt(f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(s: &str) -> Square {
        s.parse().unwrap()
    }

    #[test]
    fn uci_letters_without_fmt() {
        let mut out = String::new();
        Move::Normal {
            role: Role::Pawn,
            from: sq("b7"),
            capture: Some(Role::Rook),
            to: sq("a8"),
            promotion: Some(Role::Knight),
        }
        .uci()
        .push_to(&mut out);
        out.push(' ');
        Move::Castle {
            king: sq("e1"),
            rook: sq("h1"),
        }
        .uci()
        .push_to(&mut out);
        assert_eq!(out, "b7a8n e1g1");
    }

    #[test]
    fn castling_prints_the_king_move() {
        let m = Move::Castle {
            king: sq("e8"),
            rook: sq("a8"),
        };
        assert_eq!(m.to_string(), "e8c8");
        assert_eq!(m.castling_side(), Some(CastlingSide::QueenSide));
        assert_eq!(m.role(), Role::King);
        assert!(!m.is_capture());
    }

    #[test]
    fn en_passant_captures_a_pawn() {
        let m = Move::EnPassant {
            from: sq("e5"),
            to: sq("d6"),
        };
        assert_eq!(m.capture(), Some(Role::Pawn));
        assert!(m.is_en_passant());
        assert_eq!(m.uci().to_string(), "e5d6");
    }

    #[test]
    fn double_pushes_are_recognised() {
        let push = |from, to| Move::Normal {
            role: Role::Pawn,
            from: sq(from),
            capture: None,
            to: sq(to),
            promotion: None,
        };
        assert!(push("e2", "e4").is_double_pawn_push());
        assert!(push("d7", "d5").is_double_pawn_push());
        assert!(!push("e2", "e3").is_double_pawn_push());
    }
}
