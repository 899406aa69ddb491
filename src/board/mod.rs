//! The chess model: positions, legal moves and why a move is illegal.
//!
//! It knows nothing of text beyond FEN and coordinates; the syntax stage and the
//! resolver talk to it through targeted queries.

pub mod attacks;
mod bitboard;
mod castling;
mod check;
mod chess_move;
mod color;
mod explain;
mod facts;
mod fen;
mod fen_error;
mod illegal;
mod move_list;
mod movegen;
mod perft;
mod piece;
mod position;
mod role;
mod square;

pub use bitboard::{Bitboard, Squares};
pub use castling::{CastlingRights, CastlingSide};
pub use check::CheckKind;
pub use chess_move::{Move, Uci};
pub use color::Color;
pub use facts::Facts;
pub(crate) use fen::fields as fen_fields;
pub use fen_error::{FenError, FenErrorKind};
pub use illegal::{Illegal, Origin};
pub use move_list::MoveList;
pub use perft::{divide, perft};
pub use piece::Piece;
pub use position::Position;
pub use role::Role;
pub use square::{File, NotASquare, Rank, Square};
