//! The errors of reading a FEN: what is wrong, said in a lowercase sentence,
//! and where in the text (a byte span), so that a diagnostic can underline it.

use super::{CastlingSide, Color, Rank, Role, Square};
use crate::Span;

/// Why a FEN could not be read, and where.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FenError {
    /// The bytes of the FEN that are wrong.
    pub span: Span,
    /// What is wrong.
    pub kind: FenErrorKind,
}

/// What is wrong with a FEN.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum FenErrorKind {
    /// Not 4 or 6 fields separated by spaces.
    FieldCount {
        /// How many fields there are.
        found: usize,
    },
    /// The placement does not have 8 ranks separated by `/`.
    RankCount {
        /// How many ranks there are.
        found: usize,
    },
    /// A rank describes more than 8 squares.
    RankTooLong {
        /// The rank.
        rank: Rank,
    },
    /// A rank describes fewer than 8 squares.
    RankTooShort {
        /// The rank.
        rank: Rank,
        /// How many squares it describes.
        squares: u8,
    },
    /// A character in the placement is neither a piece letter nor a digit 1–8.
    UnknownPiece {
        /// The character.
        found: char,
    },
    /// A side does not have exactly one king.
    KingCount {
        /// The side.
        color: Color,
        /// How many kings it has.
        found: u32,
    },
    /// A pawn stands on the first or eighth rank.
    PawnOnBackRank {
        /// Its square.
        square: Square,
    },
    /// The side that is not to move is in check.
    OppositeCheck {
        /// The side in check.
        color: Color,
    },
    /// The side to move is not `w` or `b`.
    SideToMove,
    /// The castling field is not `-` or some of `KQkq` in that order.
    CastlingText,
    /// A castling right is given but the king or the rook is not on its
    /// starting square.
    CastlingMismatch {
        /// The side with the right.
        color: Color,
        /// Which castling.
        side: CastlingSide,
        /// The man that is missing (king or rook).
        role: Role,
        /// The square it should stand on.
        square: Square,
    },
    /// The en passant field is not `-` or a square.
    EpText,
    /// The en passant square is not on the rank a pawn of the side that just
    /// moved passes over (3 for White, 6 for Black).
    EpRank {
        /// The square given.
        square: Square,
        /// The side to move.
        turn: Color,
    },
    /// No pawn can just have moved two squares past the en passant square.
    EpNoPawn {
        /// The square given.
        square: Square,
    },
    /// The half-move clock is not a number.
    HalfmoveClock,
    /// The full-move number is not a number of 1 or more.
    FullmoveNumber,
}

impl std::fmt::Display for FenErrorKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match *self {
            FenErrorKind::FieldCount { found } => write!(
                f,
                "expected 6 fields separated by spaces (or 4, without the clocks), found {found}"
            ),
            FenErrorKind::RankCount { found } => {
                write!(f, "expected 8 ranks separated by '/', found {found}")
            }
            FenErrorKind::RankTooLong { rank } => write!(f, "rank {rank} has more than 8 squares"),
            FenErrorKind::RankTooShort { rank, squares } => {
                write!(f, "rank {rank} has only {squares} squares; a rank has 8")
            }
            FenErrorKind::UnknownPiece { found } => write!(
                f,
                "'{found}' is not a piece; write one of PNBRQK for white, pnbrqk for black, or a digit 1 to 8 for empty squares"
            ),
            FenErrorKind::KingCount { color, found: 0 } => write!(f, "{color} has no king"),
            FenErrorKind::KingCount { color, found } => {
                write!(f, "{color} has {found} kings; each side has exactly one")
            }
            FenErrorKind::PawnOnBackRank { square } => write!(
                f,
                "a pawn cannot stand on {square}: pawns are never on the first or eighth rank"
            ),
            FenErrorKind::OppositeCheck { color } => {
                write!(f, "{color} is in check but it is {}'s move", !color)
            }
            FenErrorKind::SideToMove => f.write_str("expected 'w' or 'b' for the side to move"),
            FenErrorKind::CastlingText => {
                f.write_str("expected castling rights such as KQkq (in that order) or '-'")
            }
            FenErrorKind::CastlingMismatch {
                color,
                side,
                role,
                square,
            } => write!(
                f,
                "{color} cannot have the right to castle {side} without a {role} on {square}"
            ),
            FenErrorKind::EpText => f.write_str("expected an en passant square such as e3, or '-'"),
            FenErrorKind::EpRank { square, turn } => write!(
                f,
                "{square} cannot be the en passant square with {turn} to move; it must be on rank {}",
                turn.fold(6, 3)
            ),
            FenErrorKind::EpNoPawn { square } => {
                write!(f, "no pawn can just have moved two squares past {square}")
            }
            FenErrorKind::HalfmoveClock => {
                f.write_str("expected a half-move clock, a number such as 0")
            }
            FenErrorKind::FullmoveNumber => {
                f.write_str("expected a full-move number, a number such as 1")
            }
        }
    }
}

impl std::fmt::Display for FenError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.kind.fmt(f)
    }
}

impl std::error::Error for FenError {}
