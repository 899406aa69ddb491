//! Lint and fix on any text: fixing returns; each pass of fixes changes no
//! byte outside the spans its diagnostics reported; the fixed text reads as
//! the same games (fix_text refuses otherwise, so a refusal is checked too);
//! and fixing the fixed text again changes nothing.
//!
//! Shared by the fuzz target of the same name and by the main crate's
//! `tests/fuzz_regressions.rs`, which replays every input the fuzzer once
//! failed on (`fuzz/regressions/`).

use scoresheet::diagnostics::Diagnostic;
use scoresheet::document::{ReadOptions, read_str};
use scoresheet::lint::{FixChoice, apply, fix_text, lint, same_game::same_games};

/// The most passes checked one by one, as `fix_text` makes at most eight.
const PASSES: usize = 8;

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
    let mut current = text.to_string();
    for _ in 0..PASSES {
        let diagnostics = lint(&current, &options);
        let (next, applied) = apply(&current, &diagnostics, choice);
        only_inside_reported_spans(&current, &diagnostics, choice, &next);
        if applied == 0 {
            break;
        }
        current = next;
    }
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

/// Checks that `after`, the text `before` with the chosen fixes of
/// `diagnostics` applied, keeps every byte outside the spans of those
/// fixes' edits, in order: the text before the first edit starts `after`,
/// the text after the last ends it, and each stretch between two edits
/// appears between them, as it was.
pub fn only_inside_reported_spans(
    before: &str,
    diagnostics: &[Diagnostic],
    choice: FixChoice,
    after: &str,
) {
    let mut spans: Vec<(usize, usize)> = diagnostics
        .iter()
        .filter(|d| choice.takes(d))
        .filter_map(|d| d.fix.as_ref())
        .flat_map(|fix| fix.edits.iter())
        .map(|edit| (edit.span.start as usize, edit.span.end as usize))
        .filter(|&(start, end)| start <= end && end <= before.len())
        .collect();
    spans.sort_unstable();
    let (before, after) = (before.as_bytes(), after.as_bytes());
    let Some(&(first, _)) = spans.first() else {
        assert_eq!(after, before, "no fix was chosen, yet the text changed");
        return;
    };
    let head = &before[..first];
    assert!(
        after.starts_with(head),
        "a fix changed the text before its span"
    );
    let mut reach = first;
    let mut between = Vec::new();
    for &(start, end) in &spans {
        if start > reach {
            between.push(&before[reach..start]);
        }
        reach = reach.max(end);
    }
    let tail = &before[reach..];
    let mut from = head.len();
    for piece in between {
        let found = after[from..]
            .windows(piece.len())
            .position(|window| window == piece)
            .unwrap_or_else(|| {
                panic!(
                    "a fix changed text outside its span: {:?}",
                    String::from_utf8_lossy(piece)
                )
            });
        from += found + piece.len();
    }
    assert!(
        after.len() >= from + tail.len() && after.ends_with(tail),
        "a fix changed the text after its span"
    );
}
