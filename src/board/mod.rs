//! The chess model: positions, legal moves and why a move is illegal.
//!
//! It knows nothing of text beyond FEN and coordinates; the syntax stage and the
//! resolver talk to it through targeted queries.

mod color;
mod role;
mod square;

pub use color::Color;
pub use role::Role;
pub use square::{File, NotASquare, Rank, Square};
