//! Why a move is illegal, in a player's words.
//!
//! The resolver asks the board for the legal moves a written move could mean;
//! when there are none it asks here for the reason, so that a message can say
//! "the knight on d2 is pinned against the king by the bishop on b4" instead of
//! "illegal move". The reasons are data (with the squares and roles they name);
//! [`Position::why_illegal`](super::Position::why_illegal) picks them.

use super::{Bitboard, CastlingSide, Color, File, Rank, Role, Square};

/// Where a written move says the moving man starts, as far as the text tells.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Origin {
    /// Anywhere on the board: the text gave no hint.
    Anywhere,
    /// On a file (`Nbd2`).
    File(File),
    /// On a rank (`N1d2`).
    Rank(Rank),
    /// On a square (`Nb1d2`).
    Square(Square),
    /// On some other set of squares.
    Squares(Bitboard),
}

impl Origin {
    /// Names the set of starting squares the resolver passed.
    #[must_use]
    pub fn of(from: Bitboard) -> Origin {
        if from == Bitboard::ALL {
            return Origin::Anywhere;
        }
        if let Some(square) = from.first()
            && !from.more_than_one()
        {
            return Origin::Square(square);
        }
        if let Some(file) = File::ALL.into_iter().find(|&f| Bitboard::file(f) == from) {
            return Origin::File(file);
        }
        if let Some(rank) = Rank::ALL.into_iter().find(|&r| Bitboard::rank(r) == from) {
            return Origin::Rank(rank);
        }
        Origin::Squares(from)
    }
}

impl std::fmt::Display for Origin {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Origin::Anywhere => f.write_str("on the board"),
            Origin::File(file) => write!(f, "on the {file}-file"),
            Origin::Rank(rank) => write!(f, "on rank {rank}"),
            Origin::Square(square) => write!(f, "on {square}"),
            Origin::Squares(_) => f.write_str("on those squares"),
        }
    }
}

/// Why a move is illegal; `Display` says it as a player would.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Illegal {
    /// The side to move has no such man where the text says.
    NoPiece {
        /// The side to move.
        color: Color,
        /// The role written.
        role: Role,
        /// Where the text says it starts.
        origin: Origin,
    },
    /// The man does not move that way.
    WrongWay {
        /// Its role.
        role: Role,
        /// Its square.
        from: Square,
        /// Where it was to go.
        to: Square,
    },
    /// A man stands in the way.
    Blocked {
        /// The role of the moving man.
        role: Role,
        /// Its square.
        from: Square,
        /// The role of the man in the way.
        blocker: Role,
        /// Its square.
        at: Square,
    },
    /// The man is pinned against its king and the move leaves the pin line.
    Pinned {
        /// The role of the pinned man.
        role: Role,
        /// Its square.
        from: Square,
        /// The role of the pinning man.
        pinner: Role,
        /// Its square.
        by: Square,
    },
    /// After the move the king would be in check.
    KingAttacked {
        /// The king's square before the move.
        king: Square,
        /// The role of the man that would give check.
        attacker: Role,
        /// Its square.
        by: Square,
    },
    /// The side to move is in check and the move does not answer it.
    InCheck {
        /// The role of a checking man.
        checker: Role,
        /// Its square.
        by: Square,
    },
    /// The right to castle on that side is lost.
    CastlingRightLost {
        /// The side to move.
        color: Color,
        /// Which castling.
        side: CastlingSide,
    },
    /// The king is not on its starting square.
    CastlingKingAway {
        /// The square it should be on (e1 or e8).
        square: Square,
    },
    /// The rook is not on its starting square.
    CastlingRookAway {
        /// The square it should be on.
        square: Square,
    },
    /// A square between the king and the rook is occupied.
    CastlingBlocked {
        /// The occupied square nearest the king.
        square: Square,
    },
    /// The king is in check and cannot castle out of it.
    CastlingOutOfCheck {
        /// The role of a checking man.
        checker: Role,
        /// Its square.
        by: Square,
    },
    /// The king would pass through an attacked square.
    CastlingThroughCheck {
        /// The attacked square.
        square: Square,
        /// The role of an attacker.
        attacker: Role,
        /// Its square.
        by: Square,
    },
    /// The king would land on an attacked square.
    CastlingIntoCheck {
        /// The king's destination.
        square: Square,
        /// The role of an attacker.
        attacker: Role,
        /// Its square.
        by: Square,
    },
    /// The destination holds a man of the side to move.
    OwnPiece {
        /// The destination.
        square: Square,
        /// The role of the man there.
        role: Role,
    },
    /// A pawn tries to capture straight ahead.
    PawnCapturesDiagonally {
        /// The pawn's square.
        from: Square,
        /// The square straight ahead.
        to: Square,
        /// The role of the man there.
        victim: Role,
    },
    /// A pawn moves diagonally to a square with nothing to capture.
    NothingToCapture {
        /// The pawn's square.
        from: Square,
        /// The empty square.
        to: Square,
    },
    /// A pawn pushes two squares onto an occupied square.
    PawnNeedsEmptySquare {
        /// The pawn's square.
        from: Square,
        /// The occupied square.
        to: Square,
        /// The role of the man there.
        occupant: Role,
    },
    /// A pawn reaches the last rank without saying what it becomes.
    PromotionMissing {
        /// The square on the last rank.
        to: Square,
    },
    /// A promotion is written for a pawn that does not reach the last rank.
    PromotionNotLastRank {
        /// Where the pawn lands.
        to: Square,
    },
    /// A pawn cannot become a king or stay a pawn.
    PromotionRole {
        /// The role written.
        role: Role,
    },
    /// Only pawns promote.
    PromotionByPiece {
        /// The role of the moving man.
        role: Role,
    },
    /// The move is legal after all (the caller asked about a legal move).
    Legal,
}

impl std::fmt::Display for Illegal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match *self {
            Illegal::NoPiece {
                color,
                role,
                origin,
            } => write!(f, "there is no {color} {role} {origin}"),
            Illegal::WrongWay { role, from, to } => {
                write!(f, "the {role} on {from} does not move to {to}")
            }
            Illegal::Blocked {
                role,
                from,
                blocker,
                at,
            } => write!(
                f,
                "the {role} on {from} is blocked by the {blocker} on {at}"
            ),
            Illegal::Pinned {
                role,
                from,
                pinner,
                by,
            } => write!(
                f,
                "the {role} on {from} is pinned against the king by the {pinner} on {by}"
            ),
            Illegal::KingAttacked { king, attacker, by } => write!(
                f,
                "the king on {king} would be in check from the {attacker} on {by}"
            ),
            Illegal::InCheck { checker, by } => write!(
                f,
                "the king is in check from the {checker} on {by} and this does not answer it"
            ),
            Illegal::CastlingRightLost { color, side } => {
                write!(f, "{color} no longer has the right to castle {side}")
            }
            Illegal::CastlingKingAway { square } => {
                write!(f, "the king is not on {square}, so it cannot castle")
            }
            Illegal::CastlingRookAway { square } => {
                write!(f, "there is no rook on {square} to castle with")
            }
            Illegal::CastlingBlocked { square } => {
                write!(f, "{square} is occupied, so the king cannot castle")
            }
            Illegal::CastlingOutOfCheck { checker, by } => write!(
                f,
                "the king cannot castle out of check from the {checker} on {by}"
            ),
            Illegal::CastlingThroughCheck {
                square,
                attacker,
                by,
            } => write!(
                f,
                "the king passes through {square}, which the {attacker} on {by} attacks"
            ),
            Illegal::CastlingIntoCheck {
                square,
                attacker,
                by,
            } => write!(
                f,
                "the king would land on {square}, which the {attacker} on {by} attacks"
            ),
            Illegal::OwnPiece { square, role } => write!(f, "{square} holds your own {role}"),
            Illegal::PawnCapturesDiagonally { from, to, victim } => write!(
                f,
                "a pawn captures only diagonally: the pawn on {from} cannot take the {victim} on {to}"
            ),
            Illegal::NothingToCapture { from, to } => {
                write!(f, "the pawn on {from} has nothing to capture on {to}")
            }
            Illegal::PawnNeedsEmptySquare { from, to, occupant } => write!(
                f,
                "a pawn moves straight only onto an empty square: the pawn on {from} cannot go to {to}, which holds a {occupant}"
            ),
            Illegal::PromotionMissing { to } => write!(
                f,
                "a pawn reaching {to} must promote; write the new piece, such as {to}=Q"
            ),
            Illegal::PromotionNotLastRank { to } => write!(
                f,
                "a pawn promotes only on the last rank, and {to} is not on it"
            ),
            Illegal::PromotionRole { role } => write!(f, "a pawn cannot promote to a {role}"),
            Illegal::PromotionByPiece { role } => {
                write!(f, "only a pawn promotes, not a {role}")
            }
            Illegal::Legal => f.write_str("the move is legal"),
        }
    }
}
