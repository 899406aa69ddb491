//! How fast written moves are resolved against the board: moves per second
//! over pre-parsed games with the language given, and bytes per second from
//! text to resolved games with the language inferred. When the `pgn-reader`
//! comparison is built, the same text read by pgn-reader and played with
//! shakmaty gives a point of reference.

mod common;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use pgn_reader::{Reader, SanPlus, Skip, Visitor};
use scoresheet::board::Position;
use scoresheet::notation::lexicon::Language;
use scoresheet::resolve::{Options, read_movetext};
use scoresheet::syntax::{Parsed, parse};
use shakmaty::{Chess, Position as _};
use std::hint::black_box;
use std::ops::ControlFlow;
use std::time::Duration;

/// About this much movetext is read per iteration.
const BYTES: usize = 2 << 20;

fn configured<'a>(
    c: &'a mut Criterion,
    name: &str,
) -> criterion::BenchmarkGroup<'a, criterion::measurement::WallTime> {
    let mut group = c.benchmark_group(name);
    group.sample_size(10);
    group.warm_up_time(Duration::from_secs(1));
    group.measurement_time(Duration::from_secs(6));
    group
}

/// Resolves every game and counts the moves read; panics on an error, which
/// would make the figures meaningless.
fn resolve_all(games: &[(&str, Parsed)], options: &Options) -> usize {
    let start = Position::initial();
    let mut moves = 0;
    for (text, parsed) in games {
        let game = read_movetext(text, &parsed.movetext, &start, options);
        moves += game.line.moves.len();
    }
    moves
}

fn bench_resolve(c: &mut Criterion) {
    let games = common::games(BYTES);
    let moves: usize = games.iter().map(|g| g.moves).sum();
    let bytes: usize = games.iter().map(|g| g.text.len()).sum();
    let parsed: Vec<(&str, Parsed)> = games
        .iter()
        .map(|g| (g.text.as_str(), parse(&g.text)))
        .collect();
    let english = Options::default().with_language(Language::English);
    let start = Position::initial();
    for (text, parsed) in &parsed {
        let game = read_movetext(text, &parsed.movetext, &start, &english);
        assert!(!game.has_errors(), "{text}: {:?}", game.diagnostics);
    }
    assert_eq!(resolve_all(&parsed, &english), moves);
    eprintln!(
        "resolve: {} games, {moves} moves, {bytes} bytes",
        games.len()
    );

    let mut group = configured(c, "resolve");
    group.throughput(Throughput::Elements(moves as u64));
    group.bench_function("pre-parsed, english given", |b| {
        b.iter(|| resolve_all(black_box(&parsed), &english));
    });
    group.bench_function("pre-parsed, language inferred", |b| {
        b.iter(|| resolve_all(black_box(&parsed), &Options::default()));
    });
    group.finish();

    let mut group = configured(c, "end to end");
    group.throughput(Throughput::Bytes(bytes as u64));
    group.bench_function("parse and resolve, language inferred", |b| {
        b.iter(|| {
            let mut read = 0;
            for game in &games {
                let text = black_box(game.text.as_str());
                let parsed = parse(text);
                let game = read_movetext(text, &parsed.movetext, &start, &Options::default());
                read += game.line.moves.len();
            }
            read
        });
    });
    let blob = common::blob(&games);
    assert_eq!(pgn_reader_moves(blob.as_bytes()), moves);
    group.throughput(Throughput::Bytes(blob.len() as u64));
    group.bench_function("pgn-reader and shakmaty", |b| {
        b.iter(|| pgn_reader_moves(black_box(blob.as_bytes())));
    });
    group.finish();
}

/// Plays every SAN of every game with shakmaty and counts the moves.
struct Player {
    moves: usize,
}

impl Visitor for Player {
    type Tags = ();
    type Movetext = Chess;
    type Output = Result<(), String>;

    fn begin_tags(&mut self) -> ControlFlow<Self::Output, Self::Tags> {
        ControlFlow::Continue(())
    }

    fn begin_movetext(&mut self, _tags: Self::Tags) -> ControlFlow<Self::Output, Self::Movetext> {
        ControlFlow::Continue(Chess::default())
    }

    fn begin_variation(
        &mut self,
        _movetext: &mut Self::Movetext,
    ) -> ControlFlow<Self::Output, Skip> {
        ControlFlow::Continue(Skip(true))
    }

    fn san(
        &mut self,
        movetext: &mut Self::Movetext,
        san_plus: SanPlus,
    ) -> ControlFlow<Self::Output> {
        match san_plus.san.to_move(movetext) {
            Ok(m) => {
                movetext.play_unchecked(m);
                self.moves += 1;
                ControlFlow::Continue(())
            }
            Err(error) => ControlFlow::Break(Err(format!("{san_plus}: {error}"))),
        }
    }

    fn end_game(&mut self, _movetext: Self::Movetext) -> Self::Output {
        Ok(())
    }
}

/// Reads every game of `text` with pgn-reader and counts the moves played.
fn pgn_reader_moves(text: &[u8]) -> usize {
    let mut reader = Reader::new(text);
    let mut player = Player { moves: 0 };
    while let Ok(Some(outcome)) = reader.read_game(&mut player) {
        if let Err(error) = outcome {
            panic!("pgn-reader: {error}");
        }
    }
    player.moves
}

criterion_group!(benches, bench_resolve);
criterion_main!(benches);
