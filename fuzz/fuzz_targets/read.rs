//! The document reader on any bytes, lenient or strict, auto, movetext or
//! prose: it returns; every span of a game, a move and a diagnostic lies in
//! the text on character boundaries; and streaming the same bytes through
//! readers with small, odd buffers gives the same games as one large buffer.
#![no_main]

#[path = "../properties/read.rs"]
mod property;

libfuzzer_sys::fuzz_target!(|bytes: &[u8]| property::check(bytes));
