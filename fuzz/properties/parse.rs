//! The syntax stage on any text: it returns, and the tree tiles the input —
//! every byte in exactly one node, in order — and every diagnostic points
//! inside the input, on character boundaries.
//!
//! Shared by the fuzz target of the same name and by the main crate's
//! `tests/fuzz_regressions.rs`, which replays every input the fuzzer once
//! failed on (`fuzz/regressions/`).

use scoresheet::syntax::parse;

/// Checks the property on one input; panics where it does not hold.
pub fn check(bytes: &[u8]) {
    let text = String::from_utf8_lossy(bytes);
    let parsed = parse(&text);
    let mut at = 0u32;
    for element in &parsed.movetext.elements {
        let span = element.span();
        assert_eq!(span.start, at, "a gap or overlap before {span:?}");
        assert!(span.end >= span.start);
        at = span.end;
    }
    assert_eq!(at as usize, text.len(), "the tree does not reach the end");
    for d in &parsed.diagnostics {
        assert!(
            text.get(d.span.range()).is_some(),
            "{d:?} is not inside the text"
        );
    }
}
