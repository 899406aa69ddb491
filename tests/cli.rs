//! The command line as a user meets it: exit codes, output on standard
//! output, reports on standard error.

use std::process::Output;

mod common;

use common::{stderr, stdout};

fn scoresheet(args: &[&str], stdin: &[u8]) -> Output {
    common::run(
        args,
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")),
        stdin,
    )
}

#[test]
fn parse_prints_the_tree_and_exits_0_on_clean_text() {
    let out = scoresheet(&["parse", "1. Nf3"], b"");
    assert_eq!(out.status.code(), Some(0));
    assert!(
        stdout(&out).contains("piece 3..4 \"N\""),
        "{}",
        stdout(&out)
    );
    assert!(stdout(&out).contains("destination 4..6 \"f3\" f3"));
}

#[test]
fn parse_reports_a_pointed_error_and_exits_1() {
    let out = scoresheet(&["parse", "1. Nz3"], b"");
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out).contains("expected a square such as e4 after the piece letter 'N'"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn parse_reads_standard_input_and_survives_invalid_utf8() {
    let out = scoresheet(&["parse", "-"], b"1. e4 \xFF e5");
    assert_eq!(
        out.status.code(),
        Some(1),
        "the stray byte is unreadable text"
    );
    assert!(stderr(&out).contains("S007"), "{}", stderr(&out));
}

#[test]
fn read_writes_uci_one_game_a_line() {
    let out = scoresheet(
        &["read", "--to", "uci", "-"],
        "1. e4 e5 2. ♘f3 Sc6 1-0\n\n[Event \"x\"]\n1. d4 *\n".as_bytes(),
    );
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    // The first text has no tags, so it is one game with the second's tags
    // starting a new one.
    assert_eq!(stdout(&out), "e2e4 e7e5 g1f3 b8c6\nd2d4\n");
}

#[test]
fn read_with_a_forced_language_and_a_fen() {
    let out = scoresheet(
        &[
            "read",
            "--lang",
            "fr",
            "--to",
            "san",
            "--fen",
            "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1",
            "-",
        ],
        b"1. Td1 Rd8",
    );
    assert_eq!(stdout(&out), "1. Rd1\n", "{}", stderr(&out));
    assert_eq!(
        out.status.code(),
        Some(1),
        "Rd8 moves the king into the rook's file: an error"
    );
}

#[test]
fn read_strict_refuses_what_lenient_reading_corrects() {
    let lenient = scoresheet(&["read", "--to", "uci", "-"], b"1. e4 e5 2. Nf4 Nc6 3. Bb5");
    assert_eq!(lenient.status.code(), Some(0), "{}", stderr(&lenient));
    assert_eq!(stdout(&lenient), "e2e4 e7e5 g1f3 b8c6 f1b5\n");
    assert!(stderr(&lenient).contains("D002"));
    let strict = scoresheet(
        &["read", "--strict", "--to", "uci", "-"],
        b"1. e4 e5 2. Nf4 Nc6 3. Bb5",
    );
    assert_eq!(strict.status.code(), Some(1));
    assert_eq!(stdout(&strict), "e2e4 e7e5\n");
}

#[test]
fn read_rejects_bad_usage_with_status_2() {
    assert_eq!(
        scoresheet(&["read", "--lang", "xx", "-"], b"")
            .status
            .code(),
        Some(2)
    );
    assert_eq!(
        scoresheet(&["read", "--fen", "not a fen", "-"], b"")
            .status
            .code(),
        Some(2)
    );
    assert_eq!(
        scoresheet(&["read", "no/such/file.pgn"], b"").status.code(),
        Some(2)
    );
    assert_eq!(scoresheet(&["frobnicate"], b"").status.code(), Some(2));
}

#[test]
fn read_json_gives_spans_uci_san_and_diagnostics() {
    let out = scoresheet(&["read", "--to", "json", "-"], b"1. e4 e5 2. Nf3+");
    let line = stdout(&out);
    let json: serde_json::Value = serde_json::from_str(line.trim()).expect("one JSON object");
    assert_eq!(json["moves"][2]["uci"], "g1f3");
    assert_eq!(json["moves"][2]["san"], "Nf3");
    assert_eq!(json["moves"][2]["written"], "Nf3+");
    assert_eq!(json["moves"][2]["span"]["start"], 12);
    assert_eq!(json["diagnostics"][0]["code"], "V003");
}

#[test]
fn read_pgn_keeps_comments_variations_and_nags() {
    let out = scoresheet(
        &["read", "--to", "pgn", "-"],
        b"1. e4 {best by test} e5 (1... c5 2. Sf3) 2. Nf3 $1 *",
    );
    let text = stdout(&out);
    assert!(text.contains("[Event \"?\"]"), "{text}");
    assert!(
        text.contains("1. e4 {best by test} 1... e5 (1... c5 2. Nf3) 2. Nf3 $1 *"),
        "{text}"
    );
}

#[test]
fn read_finds_games_in_prose_without_reporting_the_words() {
    let text = "The move Be5 would be read as a bishop move.\n\n1. e4 e5 2. Nf3 Nc6\n\nThat is the start.\n";
    let out = scoresheet(&["read", "--to", "uci", "-"], text.as_bytes());
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert_eq!(stdout(&out), "e2e4 e7e5 g1f3 b8c6\n");
}

#[test]
fn read_walks_directories() {
    let out = scoresheet(&["read", "--to", "uci", "corpus/games"], b"");
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert_eq!(stdout(&out).lines().count(), 5, "{}", stdout(&out));
}

#[test]
fn the_readmes_first_command_lints_the_bundled_games() {
    // The faulty scoresheet of Reti-Tartakower (Vienna 1910) has a Q written
    // as O, a move number written twice and a mate marked as check; the
    // other games are clean (their liberties are notes, not shown).
    let out = scoresheet(&["lint", "--output-format", "concise", "corpus/games"], b"");
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    let file = "corpus/games/faulty-scoresheet-reti-tartakower.txt";
    assert_eq!(
        stdout(&out),
        format!(
            "{file}:2:46: D002 'Od3' is not a move; read as Qd3\n\
             {file}:3:1: D001 move number 8 where move 7 is due\n\
             {file}:3:59: V006 '+' but the move mates\n"
        )
    );
    let out = scoresheet(
        &[
            "read",
            "--to",
            "san",
            "corpus/games/faulty-scoresheet-reti-tartakower.txt",
        ],
        b"",
    );
    assert_eq!(
        stdout(&out).trim_end(),
        "1. e4 c6 2. d4 d5 3. Nc3 dxe4 4. Nxe4 Nf6 5. Qd3 e5 6. dxe5 Qa5+ 7. Bd2 Qxe5 \
         8. O-O-O Nxe4 9. Qd8+ Kxd8 10. Bg5+ Kc7 11. Bd8# 1-0"
    );
}

#[test]
fn perft_counts_and_divides() {
    let out = scoresheet(&["perft", "startpos", "3"], b"");
    assert_eq!(stdout(&out).trim(), "8902");
    let out = scoresheet(
        &[
            "perft",
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "1",
            "--divide",
        ],
        b"",
    );
    let text = stdout(&out);
    assert_eq!(
        text.lines().filter(|l| l.contains(": 1")).count(),
        48,
        "{text}"
    );
    assert!(
        text.contains("e1g1: 1") && text.contains("Nodes searched: 48"),
        "{text}"
    );
    assert_eq!(
        scoresheet(&["perft", "8/8/8/8/8/8/8/8 w - - 0 1", "1"], b"")
            .status
            .code(),
        Some(2)
    );
}

#[test]
fn deep_nesting_and_huge_lines_are_reported_not_crashed_on() {
    let deep = format!("1. e4 {}e5{}", "(".repeat(200_000), ")".repeat(200_000));
    let out = scoresheet(&["read", "--to", "uci", "-"], deep.as_bytes());
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    assert!(stderr(&out).contains("S009"));
    assert_eq!(stdout(&out), "e2e4\n");
    let long = format!("{{{}", "x".repeat(2_000_000));
    let out = scoresheet(&["parse", "-"], long.as_bytes());
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr(&out).contains("S003"));
}

/// A scratch folder of its own for a test that writes files.
fn scratch(name: &str) -> common::Scratch {
    common::scratch(&format!("cli-{name}"))
}

#[test]
fn lint_reports_problems_and_fixes_only_what_is_safe() {
    let dir = scratch("lint");
    let file = dir.join("game.pgn");
    let text = "[Event \"x\"]\n\n1. e4 e5 2. Nxf3+ Nc6 3. Bb5 a6 4. Ba4 d6 5. Nf4 Nf6 *\n";
    std::fs::write(&file, text).expect("the game is written");
    let path = file.to_str().expect("a UTF-8 path");

    let report = scoresheet(&["lint", path], b"");
    assert_eq!(report.status.code(), Some(1));
    assert!(
        stderr(&report)
            .contains("3 problems; 2 fixable with --fix; 1 more with --fix --unsafe-fixes"),
        "{}",
        stderr(&report)
    );
    assert_eq!(
        std::fs::read_to_string(&file).expect("readable"),
        text,
        "linting alone changes nothing"
    );

    let fix = scoresheet(&["lint", "--fix", path], b"");
    assert_eq!(
        fix.status.code(),
        Some(1),
        "the unsafe correction is still a problem"
    );
    let fixed = std::fs::read_to_string(&file).expect("readable");
    assert_eq!(
        fixed,
        text.replace("Nxf3+", "Nf3"),
        "only the safe fixes, and nothing else"
    );

    let again = scoresheet(&["lint", "--fix", "--unsafe-fixes", path], b"");
    assert_eq!(again.status.code(), Some(0), "{}", stderr(&again));
    assert_eq!(
        std::fs::read_to_string(&file).expect("readable"),
        text.replace("Nxf3+", "Nf3").replace("Nf4", "Nd4")
    );

    let files: Vec<_> = std::fs::read_dir(&dir)
        .expect("the folder")
        .filter_map(Result::ok)
        .collect();
    assert_eq!(files.len(), 1, "no temporary file is left behind");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn lint_never_rewrites_a_file_that_is_not_utf8() {
    let dir = scratch("latin1");
    let file = dir.join("game.pgn");
    let bytes = b"[White \"M\xFCller\"]\n\n1. e4 e5 2. Nxf3 *\n";
    std::fs::write(&file, bytes).expect("the game is written");
    let out = scoresheet(
        &["lint", "--fix", file.to_str().expect("a UTF-8 path")],
        b"",
    );
    assert!(
        stderr(&out).contains("game.pgn was not rewritten: it is not UTF-8"),
        "{}",
        stderr(&out)
    );
    assert_eq!(std::fs::read(&file).expect("readable"), bytes);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn lint_fixes_standard_input_to_standard_output() {
    let out = scoresheet(&["lint", "--fix", "-"], b"1. e4 d5 2. Bb5 Nc6 3. Nxf3");
    assert_eq!(stdout(&out), "1. e4 d5 2. Bb5+ Nc6 3. Nf3");
}

#[test]
fn reading_on_several_threads_keeps_the_input_order() {
    // 300 different games (each a different first move count), more than a
    // worker's batch, so that batches finish out of order.
    let mut text = String::new();
    let openings = ["e4 e5", "d4 d5", "c4 c5", "Nf3 Nf6", "g3 g6"];
    for i in 0..300 {
        text.push_str(&format!(
            "[Round \"{i}\"]\n\n1. {} 2. a3 a6 {}\n\n",
            openings[i % openings.len()],
            if i % 7 == 0 { "3. h3 h6 1-0" } else { "*" }
        ));
    }
    let one = scoresheet(
        &["read", "--jobs", "1", "--to", "uci", "-"],
        text.as_bytes(),
    );
    let two = scoresheet(
        &["read", "--jobs", "2", "--to", "uci", "-"],
        text.as_bytes(),
    );
    assert_eq!(one.status.code(), Some(0));
    assert_eq!(stdout(&one).lines().count(), 300);
    assert_eq!(stdout(&one), stdout(&two));
    let one = scoresheet(&["read", "-j", "1", "--to", "json", "-"], text.as_bytes());
    let two = scoresheet(&["read", "-j", "2", "--to", "json", "-"], text.as_bytes());
    assert_eq!(
        stdout(&one),
        stdout(&two),
        "game numbers in JSON follow the input"
    );
}

#[test]
fn quiet_hides_notes_and_startpos_is_a_fen() {
    let text = b"1. e4 e5 2. Sf3";
    let loud = scoresheet(&["read", "--fen", "startpos", "-"], text);
    assert_eq!(loud.status.code(), Some(0));
    assert!(stderr(&loud).contains("N004"), "{}", stderr(&loud));
    let quiet = scoresheet(&["read", "--quiet", "-"], text);
    assert_eq!(stdout(&quiet), "1. e4 e5 2. Nf3\n");
    assert!(!stderr(&quiet).contains("N004"), "{}", stderr(&quiet));
}

#[test]
fn a_pgn_game_without_moves_is_a_game_not_a_failure() {
    // A puzzle or a position: tags, a FEN, a comment, no move (PGN allows
    // it). Each game is one line of output, empty; nothing failed.
    let text = "[Event \"Pin #1\"]\n[FEN \"7k/8/8/4n3/4P3/8/8/6BK w - - 0 1\"]\n[SetUp \"1\"]\n\n{ Pin the knight. } *\n\n[Event \"Pin #2\"]\n\n*\n";
    let out = scoresheet(&["read", "--to", "uci", "-"], text.as_bytes());
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert_eq!(stdout(&out), "\n\n");
    // Text with no game at all still fails, and says why.
    let out = scoresheet(&["read", "-"], b"e2e\n");
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr(&out).contains("no moves found"), "{}", stderr(&out));
}
