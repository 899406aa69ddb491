//! No input costs more than it should: for each shape of hostile or merely
//! large text, reading it and rendering every report takes about four
//! times as long at four times the size. A quadratic step (a report that
//! echoes a whole 10 MB line, a search that restarts from the start of the
//! game at each slip) shows as a ratio near sixteen; the bound here is
//! eight, loose enough for a busy machine, tight enough to catch that.

use scoresheet::board::{MoveList, Position};
use scoresheet::diagnostics::render::render;
use scoresheet::document::{ReadOptions, read_str};
use scoresheet::notation::{Style, move_to_string};
use std::time::{Duration, Instant};

/// Reads `text` and renders every report, as `scoresheet read` does.
fn work(text: &str) -> usize {
    let games = read_str(text, &ReadOptions::default());
    let diagnostics: Vec<_> = games.iter().flat_map(|g| g.diagnostics.clone()).collect();
    render("t", text, &diagnostics, false).len() + games.len()
}

/// The best of five timings of `work` on `text`.
fn time(text: &str) -> Duration {
    (0..5)
        .map(|_| {
            let start = Instant::now();
            std::hint::black_box(work(text));
            start.elapsed()
        })
        .min()
        .unwrap_or_default()
}

/// One timing at a time: the tests of this file run on parallel threads,
/// and two timings sharing a core would measure each other.
static TIMING: std::sync::Mutex<()> = std::sync::Mutex::new(());

/// Checks that `make(4n)` costs at most eight times `make(n)`.
fn linear(shape: &str, make: impl Fn(usize) -> String, n: usize) {
    let _alone = TIMING
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    let (small, large) = (make(n), make(4 * n));
    // Warm up the allocator and caches on the small text first.
    work(&small);
    // A machine busy with other work can slow one timing: a step that is
    // really quadratic fails every attempt, a disturbed timing not all three.
    let mut worst = String::new();
    for _ in 0..3 {
        let (t1, t4) = (time(&small), time(&large));
        let ratio = t4.as_secs_f64() / t1.as_secs_f64().max(1e-6);
        eprintln!(
            "{shape}: {} bytes {:?}, {} bytes {:?}, ratio {ratio:.1}",
            small.len(),
            t1,
            large.len(),
            t4
        );
        if ratio < 8.0 || t4 < Duration::from_millis(20) {
            return;
        }
        worst = format!("{ratio:.1} times as long ({t1:?} → {t4:?})");
    }
    panic!("{shape}: four times the text took {worst}, three times over");
}

/// A legal game of `plies` moves in SAN, chosen by a fixed sequence.
fn long_game(plies: usize) -> String {
    let mut position = Position::initial();
    let mut out = String::new();
    let mut seed = 0x2545_f491_4f6c_dd1d_u64;
    for ply in 0..plies {
        let mut list: MoveList = MoveList::new();
        position.legal_moves(&mut list);
        if list.is_empty() {
            break;
        }
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        let m = list.as_slice()[(seed % list.len() as u64) as usize];
        if ply % 2 == 0 {
            out.push_str(&format!("{}. ", position.fullmove_number()));
        }
        out.push_str(&move_to_string(&position, m, Style::SAN));
        out.push(' ');
        position = position.play(m);
    }
    out
}

#[test]
fn a_long_game() {
    linear("long game", long_game, 300);
}

#[test]
fn a_long_comment() {
    linear(
        "long comment",
        |n| format!("1. e4 {{{}}} e5 2. Nf3", "a word ".repeat(n)),
        20_000,
    );
}

#[test]
fn many_games_on_one_line() {
    linear(
        "games on one line",
        |n| "1. e4 e5 2. Nf3 Nc6 1-0 ".repeat(n),
        2_000,
    );
}

#[test]
fn many_variations() {
    linear(
        "variations",
        |n| format!("1. e4 {}e5 2. Nf3", "(1. d4 d5 2. c4) ".repeat(n)),
        1_000,
    );
}

#[test]
fn many_reports_on_one_line() {
    linear(
        "reports on one line",
        |n| format!("1. e4 e5 2. Nf3 {}", "zz ".repeat(n)),
        2_000,
    );
}

#[test]
fn a_text_of_garbage_moves_read_leniently() {
    let garbage = |n: usize| {
        let tokens = [
            "Nf3", "Qh8", "e4", "zz", "Kxe9", "Bb5", "Rxa1", "O-O", "exd5", "Qxf7#",
        ];
        let mut out = String::new();
        for i in 0..n {
            if i % 2 == 0 {
                out.push_str(&format!("{}. ", i / 2 + 1));
            }
            out.push_str(tokens[(i * 7 + i / 3) % tokens.len()]);
            out.push(' ');
        }
        out
    };
    linear("garbage", garbage, 2_000);
}

#[test]
fn many_semicolons_in_one_bracket() {
    // Each `;` asks whether the bracket closes later on its line (then it
    // separates two side lines): a line of them must not ask it of the
    // whole line each time.
    linear(
        "semicolons",
        |n| format!("1. e4 ({})", "1... e5; ".repeat(n)),
        6_000,
    );
}

#[test]
fn a_page_of_prose_on_one_line() {
    // A page saved without its line breaks: every run of moves in it looks
    // back for a heading, parses a word or two after a bracket, and has a
    // report rendered on the same line, none of which may go back to the
    // start of the line each time.
    linear(
        "prose on one line",
        |n| {
            (0..n)
                .map(|i| format!("Text {i}. e4 e5 (see 3...Nf6) the e4 pawn; 2. Nf3 word "))
                .collect()
        },
        2_500,
    );
}

/// The best of three runs of `scoresheet lint --output-format concise`
/// over `text` given on standard input.
fn lint_time(text: &str) -> Duration {
    use std::io::Write as _;
    (0..3)
        .map(|_| {
            let start = Instant::now();
            let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_scoresheet"))
                .args(["lint", "--output-format", "concise", "--exit-zero", "-"])
                .stdin(std::process::Stdio::piped())
                .stdout(std::process::Stdio::null())
                .stderr(std::process::Stdio::null())
                .spawn()
                .expect("the binary runs");
            let mut stdin = child.stdin.take().expect("stdin is piped");
            stdin
                .write_all(text.as_bytes())
                .expect("the binary reads its input");
            drop(stdin);
            assert!(child.wait().expect("the binary ends").success());
            start.elapsed()
        })
        .min()
        .unwrap_or_default()
}

#[test]
fn many_findings_on_one_line_located_by_the_lint() {
    // Every move gives a false check mark: one finding per move, all on
    // one line. Each finding's column was counted from the line's start,
    // which made the concise output quadratic in the line.
    let make = |n: usize| {
        let mut text = String::from("1. e4 e5");
        for i in 0..n {
            text.push_str(&format!(
                " {}. Nf3+ Nf6+ {}. Ng1+ Ng8+",
                2 + 2 * i,
                3 + 2 * i
            ));
        }
        text
    };
    let _alone = TIMING
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    let (small, large) = (make(4_000), make(16_000));
    let mut worst = String::new();
    for _ in 0..3 {
        let (t1, t4) = (lint_time(&small), lint_time(&large));
        let ratio = t4.as_secs_f64() / t1.as_secs_f64().max(1e-6);
        eprintln!("lint, findings on one line: {t1:?} → {t4:?}, ratio {ratio:.1}");
        if ratio < 8.0 || t4 < Duration::from_millis(20) {
            return;
        }
        worst = format!("{ratio:.1} times as long ({t1:?} → {t4:?})");
    }
    panic!("lint, findings on one line: four times the text took {worst}, three times over");
}
