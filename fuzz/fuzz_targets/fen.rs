//! The FEN reader on any text: it returns; a position it accepts writes
//! back to a FEN that reads as the same position, and its legal moves can
//! be generated and played.
#![no_main]

#[path = "../properties/fen.rs"]
mod property;

libfuzzer_sys::fuzz_target!(|bytes: &[u8]| property::check(bytes));
