//! One written move against an arbitrary position: resolving returns; a
//! move it plays, written back in every style the writers have, reads back
//! to the same move.
#![no_main]

#[path = "../properties/resolve.rs"]
mod property;

libfuzzer_sys::fuzz_target!(|bytes: &[u8]| property::check(bytes));
