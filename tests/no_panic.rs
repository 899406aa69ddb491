//! Bad input never panics: the whole pipeline — parse, split, resolve,
//! recover, write — runs over thousands of corrupted texts made from the
//! corpus (characters inserted, deleted, replaced, swapped; pieces cut and
//! pasted) in lenient and strict reading, and must simply return.

use scoresheet::corpus::Case;
use scoresheet::document::{Kind, ReadOptions, read_str};
use scoresheet::notation::{Style, move_to_string};
use std::path::Path;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n.max(1) as u64) as usize
    }
}

const NOISE: &[char] = &[
    'x', ':', '+', '#', '=', '(', ')', '{', '}', '[', ']', '"', '.', '-', '0', '1', '8', '9', 'e',
    'N', 'K', 'O', ' ', '\n', '½', '♘', 'К', '†', '%', ';', '$', '!', '?', '\u{FEFF}', '\u{0}',
];

fn inputs() -> Vec<String> {
    scoresheet::corpus::files(&Path::new(env!("CARGO_MANIFEST_DIR")).join("corpus"))
        .into_iter()
        .filter_map(|path| std::fs::read_to_string(path).ok())
        .map(|text| Case::parse(&text).map_or(text, |case| case.input))
        .collect()
}

fn corrupt(rng: &mut Rng, text: &str, others: &[String]) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    for _ in 0..1 + rng.below(4) {
        let at = rng.below(chars.len() + 1);
        match rng.below(5) {
            0 => chars.insert(at, NOISE[rng.below(NOISE.len())]),
            1 if at < chars.len() => {
                chars.remove(at);
            }
            2 if at < chars.len() => chars[at] = NOISE[rng.below(NOISE.len())],
            3 if at + 1 < chars.len() => chars.swap(at, at + 1),
            _ => {
                let other: Vec<char> = others[rng.below(others.len())].chars().collect();
                let from = rng.below(other.len() + 1);
                let to = (from + rng.below(20)).min(other.len());
                chars.splice(at..at, other[from..to].iter().copied());
            }
        }
    }
    chars.into_iter().collect()
}

/// What the watchdog sees: the round being read, and its text.
#[derive(Default)]
struct Watched {
    round: AtomicUsize,
    text: Mutex<String>,
}

impl Watched {
    fn watch(&self, round: usize, text: &str) {
        *self.text.lock().unwrap_or_else(PoisonError::into_inner) = text.to_owned();
        self.round.store(round, Ordering::Release);
    }
}

/// Bad input never hangs either: a read that takes longer than a
/// minute (the whole test takes seconds) fails the test at once, with the
/// text that hung, instead of holding CI until its time runs out. (Round
/// `n` is read with `options[n % 3]`: lenient, strict, prose.)
fn watchdog() -> Arc<Watched> {
    let watched = Arc::new(Watched::default());
    // A panic names the text that caused it, so that it can be kept in
    // `fuzz/regressions/` and fixed.
    let panicked = Arc::clone(&watched);
    let previous = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        if let Ok(text) = panicked.text.try_lock() {
            let round = panicked.round.load(Ordering::Acquire);
            eprintln!("round {round} panicked reading\n{:?}", *text);
        }
        previous(info);
    }));
    let seen = Arc::clone(&watched);
    std::thread::spawn(move || {
        let mut last = usize::MAX;
        loop {
            std::thread::sleep(Duration::from_secs(60));
            let round = seen.round.load(Ordering::Acquire);
            if round == last {
                let text = seen.text.lock().unwrap_or_else(PoisonError::into_inner);
                eprintln!("round {round} has been read for over a minute: a hang on\n{text:?}");
                std::process::exit(101);
            }
            last = round;
        }
    });
    watched
}

#[test]
fn corrupted_texts_are_read_without_panicking() {
    let texts = inputs();
    assert!(texts.len() > 300);
    // `NO_PANIC_SEED` and `NO_PANIC_ROUNDS` run other and longer samples
    // (`cargo test --release --test no_panic`); CI runs the fixed one.
    let seed = std::env::var("NO_PANIC_SEED")
        .ok()
        .and_then(|s| s.parse::<u64>().ok())
        .filter(|&s| s != 0)
        .unwrap_or(0x9E37_79B9_7F4A_7C15);
    let rounds = std::env::var("NO_PANIC_ROUNDS")
        .ok()
        .and_then(|s| s.parse::<usize>().ok())
        .unwrap_or(30_000);
    let mut rng = Rng(seed);
    let options = [
        ReadOptions::default(),
        ReadOptions::default().with_strict(true),
        ReadOptions::default().with_kind(Kind::Prose),
    ];
    let mut games = 0;
    let watched = watchdog();
    for round in 0..rounds {
        let text = corrupt(&mut rng, &texts[round % texts.len()], &texts);
        watched.watch(round, &text);
        let read = read_str(&text, &options[round % options.len()]);
        for game in &read {
            games += 1;
            // Writing every move back exercises the writers on what was read.
            let mut position = game.game.line.start;
            for m in &game.game.line.moves {
                if let scoresheet::resolve::Played::Move(chess_move) = m.played {
                    let _ = move_to_string(&position, chess_move, Style::FIDE);
                }
                position = m.played.play(&position);
            }
            let _ = scoresheet::export::pgn::write_pgn(&game.game, &text, Style::SAN);
            for d in &game.diagnostics {
                let _ = scoresheet::diagnostics::render::render(
                    "fuzz",
                    &text,
                    std::slice::from_ref(d),
                    false,
                );
            }
        }
    }
    assert!(games > rounds / 6, "only {games} games were read");
}
