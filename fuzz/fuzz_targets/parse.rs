//! The syntax stage on any text: it returns, and the tree tiles the input —
//! every byte in exactly one node, in order — and every diagnostic points
//! inside the input, on character boundaries.
#![no_main]

use libfuzzer_sys::fuzz_target;
use scoresheet::syntax::parse;

fuzz_target!(|bytes: &[u8]| {
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
        assert!(text.get(d.span.range()).is_some(), "{d:?} is not inside the text");
    }
});
