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

/// The positions of real games with the move played in each, when the
/// shared corpus is beside the project (TWIC 920, 2012), for the question
/// the resolver really asks: the moves of this role to this square.
fn real_questions() -> Vec<(Position, Role, Bitboard)> {
    use scoresheet::document::{ReadOptions, read_str};
    use scoresheet::resolve::Played;
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../shared/corpus/real/notnil-chess/twic0920.pgn"
    );
    let Ok(bytes) = std::fs::read(path) else {
        return Vec::new();
    };
    let text = String::from_utf8_lossy(&bytes);
    let mut questions = Vec::new();
    for game in read_str(&text, &ReadOptions::default())
        .into_iter()
        .take(300)
    {
        let mut position = game.game.line.start;
        for m in &game.game.line.moves {
            if let Played::Move(chess_move) = m.played {
                questions.push((
                    position,
                    chess_move.role(),
                    Bitboard::from_square(chess_move.to()),
                ));
            }
            position = m.played.play(&position);
        }
    }
    questions
}

fn bench_real_questions(c: &mut Criterion) {
    let questions = real_questions();
    if questions.is_empty() {
        eprintln!("moves_to over real games: skipped, ../shared/corpus/real is absent");
        return;
    }
    let mut group = c.benchmark_group("moves_to");
    group.throughput(Throughput::Elements(questions.len() as u64));
    group.bench_function("the move played, over real games", |b| {
        b.iter(|| {
            let mut total = 0;
            for (position, role, to) in &questions {
                // The resolver's own list size: a handful of candidates.
                let mut moves: MoveList<16> = MoveList::new();
                position.moves_to(black_box(*role), Bitboard::ALL, black_box(*to), &mut moves);
                total += moves.len();
            }
            total
        });
    });
    group.finish();
}

criterion_group!(benches, bench_perft, bench_moves_to, bench_real_questions);
criterion_main!(benches);
