//! How fast the syntax stage reads movetext: bytes per second over a few MB
//! of random games in SAN, one game at a time and as one text.

mod common;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use scoresheet::syntax::parse;
use std::hint::black_box;
use std::time::Duration;

/// About this much movetext is parsed per iteration.
const BYTES: usize = 4 << 20;

fn bench_parse(c: &mut Criterion) {
    let games = common::games(BYTES);
    let blob = common::blob(&games);
    let moves: usize = games.iter().map(|g| g.moves).sum();
    let bytes: usize = games.iter().map(|g| g.text.len()).sum();
    // The text is well formed: a benchmark of the error path would mislead.
    for game in &games {
        assert!(parse(&game.text).diagnostics.is_empty(), "{}", game.text);
    }
    eprintln!(
        "syntax: {} games, {moves} moves, {bytes} bytes of games, {} bytes as one text",
        games.len(),
        blob.len()
    );
    let mut group = c.benchmark_group("parse");
    group.sample_size(10);
    group.warm_up_time(Duration::from_secs(1));
    group.measurement_time(Duration::from_secs(6));
    group.throughput(Throughput::Bytes(bytes as u64));
    group.bench_function("each game", |b| {
        b.iter(|| {
            let mut elements = 0;
            for game in &games {
                elements += parse(black_box(&game.text)).movetext.elements.len();
            }
            elements
        });
    });
    group.throughput(Throughput::Bytes(blob.len() as u64));
    group.bench_function("one text", |b| {
        b.iter(|| parse(black_box(&blob)).movetext.elements.len());
    });
    group.finish();
}

criterion_group!(benches, bench_parse);
criterion_main!(benches);
