//! The FEN reader on any text: it returns; a position it accepts writes
//! back to a FEN that reads as the same position, and its legal moves can
//! be generated and played.
#![no_main]

use libfuzzer_sys::fuzz_target;
use scoresheet::board::{Position, perft};

fuzz_target!(|bytes: &[u8]| {
    let Ok(text) = std::str::from_utf8(bytes) else {
        return;
    };
    let Ok(position) = Position::from_fen(text) else {
        return;
    };
    let again = Position::from_fen(&position.fen()).expect("our own FEN reads");
    assert_eq!(again.fen(), position.fen());
    let _ = perft(&position, 2);
});
