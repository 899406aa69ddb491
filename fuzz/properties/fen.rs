//! The FEN reader on any text: it returns; a position it accepts writes
//! back to a FEN that reads as the same position, and its legal moves can
//! be generated and played.
//!
//! Shared by the fuzz target of the same name and by the main crate's
//! `tests/fuzz_regressions.rs`, which replays every input the fuzzer once
//! failed on (`fuzz/regressions/`).

use scoresheet::board::{Position, perft};

/// Checks the property on one input; panics where it does not hold.
pub fn check(bytes: &[u8]) {
    let Ok(text) = std::str::from_utf8(bytes) else {
        return;
    };
    let Ok(position) = Position::from_fen(text) else {
        return;
    };
    let again = Position::from_fen(&position.fen()).expect("our own FEN reads");
    assert_eq!(again.fen(), position.fen());
    let _ = perft(&position, 2);
}
