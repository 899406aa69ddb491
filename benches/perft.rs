//! How fast the board generates moves: perft nodes per second and the cost of
//! the resolver's targeted query.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use scoresheet::board::{Bitboard, MoveList, Position, Role, Square, perft};
use std::hint::black_box;

const INITIAL: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

fn position(fen: &str) -> Position {
    fen.parse().unwrap_or_default()
}

fn bench_perft(c: &mut Criterion) {
    let mut group = c.benchmark_group("perft");
    group.sample_size(10);
    for (name, fen, depth, nodes) in [
        ("initial depth 5", INITIAL, 5, 4_865_609),
        ("kiwipete depth 4", KIWIPETE, 4, 4_085_603),
    ] {
        let start = position(fen);
        group.throughput(Throughput::Elements(nodes));
        group.bench_function(name, |b| b.iter(|| perft(black_box(&start), depth)));
    }
    group.finish();
}

fn bench_moves_to(c: &mut Criterion) {
    let positions: Vec<Position> = [
        INITIAL,
        KIWIPETE,
        "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3",
    ]
    .into_iter()
    .map(position)
    .collect();
    let square =
        |s: &str| Bitboard::from_square(s.parse::<Square>().unwrap_or(Square::new_wrapping(0)));
    let mut group = c.benchmark_group("moves_to");
    group.throughput(Throughput::Elements(positions.len() as u64));
    for (name, role, to) in [
        ("knight to d2", Role::Knight, square("d2")),
        ("pawn to e4", Role::Pawn, square("e4")),
    ] {
        group.bench_function(name, |b| {
            b.iter(|| {
                let mut total = 0;
                for p in &positions {
                    let mut moves: MoveList = MoveList::new();
                    p.moves_to(black_box(role), Bitboard::ALL, black_box(to), &mut moves);
                    total += moves.len();
                }
                total
            });
        });
    }
    group.finish();
}

criterion_group!(benches, bench_perft, bench_moves_to);
criterion_main!(benches);
