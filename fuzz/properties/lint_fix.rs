//! Lint and fix on any text: fixing returns; the fixed text reads as the
//! same games (fix_text refuses otherwise, so a refusal is checked too);
//! and fixing the fixed text again changes nothing.
//!
//! Shared by the fuzz target of the same name and by the main crate's
//! `tests/fuzz_regressions.rs`, which replays every input the fuzzer once
//! failed on (`fuzz/regressions/`).

use scoresheet::document::{ReadOptions, read_str};
use scoresheet::lint::{FixChoice, fix_text, same_game::same_games};

/// Checks the property on one input; panics where it does not hold.
pub fn check(bytes: &[u8]) {
    let Some((&first, bytes)) = bytes.split_first() else {
        return;
    };
    let text = String::from_utf8_lossy(bytes);
    let options = ReadOptions::default();
    let choice = FixChoice {
        unsafe_fixes: first & 1 == 1,
        notes: first & 2 == 2,
    };
    let fixed = fix_text(&text, &options, choice);
    if fixed.refused.is_some() {
        assert_eq!(fixed.text, text, "a refused fix leaves the text");
        return;
    }
    if fixed.applied > 0 {
        same_games(&read_str(&text, &options), &read_str(&fixed.text, &options))
            .expect("fixes keep the games");
    }
    let again = fix_text(&fixed.text, &options, choice);
    assert_eq!(again.text, fixed.text, "a second fix changed the text");
}
