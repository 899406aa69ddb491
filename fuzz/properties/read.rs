//! The document reader on any bytes, lenient or strict, auto, movetext or
//! prose: it returns; every span of a game, a move and a diagnostic lies in
//! the text on character boundaries; and streaming the same bytes through
//! readers with small, odd buffers gives the same games as one large buffer.
//!
//! Shared by the fuzz target of the same name and by the main crate's
//! `tests/fuzz_regressions.rs`, which replays every input the fuzzer once
//! failed on (`fuzz/regressions/`).

use scoresheet::document::{Kind, ReadOptions, read_str, read_stream};

/// Checks the property on one input; panics where it does not hold.
pub fn check(bytes: &[u8]) {
    let Some((&first, bytes)) = bytes.split_first() else {
        return;
    };
    let options = ReadOptions::default()
        .with_strict(first & 1 == 1)
        .with_kind(match (first >> 1) % 3 {
            0 => Kind::Auto,
            1 => Kind::Movetext,
            _ => Kind::Prose,
        });
    let text = String::from_utf8_lossy(bytes);
    for game in read_str(&text, &options) {
        assert!(text.get(game.span.range()).is_some(), "{:?}", game.span);
        for m in &game.game.line.moves {
            assert!(text.get(m.span.range()).is_some(), "{:?}", m.span);
        }
        for d in &game.diagnostics {
            assert!(text.get(d.span.range()).is_some(), "{d:?}");
        }
    }
    let games = |capacity: usize| -> Vec<(usize, Vec<String>)> {
        let reader = std::io::BufReader::with_capacity(capacity, bytes);
        read_stream(reader, options)
            .map(|g| g.expect("reading bytes in memory does not fail"))
            .map(|g| {
                let uci = g.game.moves().into_iter().map(|m| m.uci).collect();
                (g.chunk.offset, uci)
            })
            .collect()
    };
    let whole = games(1 << 16);
    for capacity in [1, 3, 7] {
        assert_eq!(games(capacity), whole, "buffer of {capacity} bytes");
    }
}
