//! Lint and fix on any text: fixing returns; the fixed text reads as the
//! same games (fix_text refuses otherwise, so a refusal is checked too);
//! and fixing the fixed text again changes nothing.
#![no_main]

#[path = "../properties/lint_fix.rs"]
mod property;

libfuzzer_sys::fuzz_target!(|bytes: &[u8]| property::check(bytes));
