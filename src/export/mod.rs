//! Export: a resolved game out of the library, as a program or a person
//! wants it — the main line as text on one line ([`line`](mod@line)), PGN ([`pgn`]),
//! one JSON object ([`json`]).
//!
//! It sits above [`document`](crate::document), whose games it writes, and
//! writes each move through [`notation`](crate::notation).

pub mod json;
pub mod line;
pub mod pgn;

pub use line::main_line;
pub use pgn::write_pgn;
