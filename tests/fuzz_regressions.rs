//! Every input a fuzz target once failed on, kept in
//! `fuzz/regressions/TARGET/` and replayed here through the very property
//! the target checks (`fuzz/properties/TARGET.rs`), so that a crash found
//! once stays a case of `cargo test` — on stable, without the fuzzer.

#[path = "../fuzz/properties/fen.rs"]
mod fen;
#[path = "../fuzz/properties/lint_fix.rs"]
mod lint_fix;
#[path = "../fuzz/properties/parse.rs"]
mod parse;
#[path = "../fuzz/properties/read.rs"]
mod read;
#[path = "../fuzz/properties/resolve.rs"]
mod resolve;

use std::path::Path;
use std::time::{Duration, Instant};

/// Runs every input kept for `target` through `check`; returns how many.
fn replay(target: &str, check: fn(&[u8])) -> usize {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("fuzz/regressions")
        .join(target);
    let mut count = 0;
    for path in scoresheet::corpus::files(&dir) {
        let bytes = std::fs::read(&path).expect("a kept input reads");
        let start = Instant::now();
        check(&bytes);
        // A slow unit the fuzzer reported must stay well under its limit.
        assert!(
            start.elapsed() < Duration::from_secs(10),
            "{} took {:?}",
            path.display(),
            start.elapsed()
        );
        count += 1;
    }
    count
}

#[test]
fn every_kept_input_holds_its_property() {
    let kept = replay("read", read::check)
        + replay("parse", parse::check)
        + replay("fen", fen::check)
        + replay("resolve", resolve::check)
        + replay("lint_fix", lint_fix::check);
    // The read target's two findings are kept (see fuzz/regressions/read).
    assert!(kept >= 2, "only {kept} kept inputs found");
}

#[test]
fn the_properties_hold_on_the_seeds_of_every_target() {
    // The same checks on a few hand-written inputs, so that a property that
    // stopped compiling or checking would show here, not only under the
    // fuzzer. The first byte of a read input chooses its options.
    read::check(b"\x001. e4 e5 2. Nf3 Nc6 3. Bb5 a6 1-0");
    read::check(b"\x05Position after 7. ... d3?! 1. d4 d5");
    parse::check(b"1. e4 {x} (1. d4) e5 $1 1/2-1/2");
    fen::check(b"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
    lint_fix::check(b"1. e4 e5 2. Nxf3 Nc6 3. Bb5+ a6");
}

#[test]
fn the_fix_property_catches_a_change_outside_the_reported_spans() {
    use scoresheet::document::ReadOptions;
    use scoresheet::lint::{FixChoice, apply, lint};

    // `Nxf3` marks a capture that is none: the safe fix drops the `x` at
    // 11..12 and nothing else.
    let text = "1. e4 e5 2. Nxf3 Nc6 3. Bb5+ a6";
    let diagnostics = lint(text, &ReadOptions::default());
    let (fixed, applied) = apply(text, &diagnostics, FixChoice::SAFE);
    assert_eq!(applied, 2, "{diagnostics:?}");
    assert_eq!(fixed, "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6");
    lint_fix::only_inside_reported_spans(text, &diagnostics, FixChoice::SAFE, &fixed);
    // The same fixes, and a byte changed where no fix reported a span: in
    // the middle, before the first edit, and after the last.
    for damaged in [
        "1. e4 e5 2. Nf3 Nc7 3. Bb5 a6",
        "1. e4 e6 2. Nf3 Nc6 3. Bb5 a6",
        "1. e4 e5 2. Nf3 Nc6 3. Bb5 a7",
    ] {
        let caught = std::panic::catch_unwind(|| {
            lint_fix::only_inside_reported_spans(text, &diagnostics, FixChoice::SAFE, damaged);
        });
        assert!(caught.is_err(), "{damaged:?} passed the property");
    }
}
