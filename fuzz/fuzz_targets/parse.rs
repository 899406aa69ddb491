//! The syntax stage on any text: it returns, and the tree tiles the input —
//! every byte in exactly one node, in order — and every diagnostic points
//! inside the input, on character boundaries.
#![no_main]

#[path = "../properties/parse.rs"]
mod property;

libfuzzer_sys::fuzz_target!(|bytes: &[u8]| property::check(bytes));
