//! `scoresheet lint` as ruff is used: rules chosen on the command line and
//! in `scoresheet.toml`, every output format, `--statistics`, `--diff`,
//! exit statuses, the folder walk, and `scoresheet rule`.

#![cfg(unix)]

use serde_json::Value;
use std::path::Path;

mod common;

use common::{run, stderr as err, stdout as out};

/// A fresh folder for one test.
fn scratch(name: &str) -> common::Scratch {
    common::scratch(&format!("lint-{name}"))
}

/// Two games; the second has a capture mark on a move that captures
/// nothing, on line 7: the 'x' of "Nxf3" is column 14.
const TWO: &str =
    "[Event \"a\"]\n\n1. e4 e5 2. Nf3 Nc6 1-0\n\n[Event \"b\"]\n\n1. e4 e5 2. Nxf3 Nc6 1-0\n";

fn two(dir: &Path) -> String {
    std::fs::write(dir.join("two.pgn"), TWO).expect("written");
    "two.pgn".to_string()
}

#[test]
fn concise_is_one_line_per_finding_with_the_file_line_and_column() {
    let dir = scratch("concise");
    let file = two(&dir);
    let o = run(&["lint", "--output-format", "concise", &file], &dir, b"");
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        out(&o),
        "two.pgn:7:14: V001 capture mark 'x' but the move captures nothing\n"
    );
    // A clean file prints no finding and exits 0.
    std::fs::write(dir.join("clean.pgn"), "1. e4 e5 2. Nf3 Nc6 *\n").expect("written");
    let o = run(
        &["lint", "--output-format", "concise", "clean.pgn"],
        &dir,
        b"",
    );
    assert_eq!(o.status.code(), Some(0), "{}", err(&o));
    assert_eq!(out(&o), "");
}

#[test]
fn full_reports_number_the_margin_by_the_lines_of_the_file() {
    let dir = scratch("full");
    let file = two(&dir);
    let o = run(&["lint", &file], &dir, b"");
    let report = err(&o);
    assert!(report.contains("two.pgn:7:14"), "{report}");
    assert!(report.contains(" 7 │ 1. e4 e5 2. Nxf3 Nc6 1-0"), "{report}");
    assert!(!report.contains(" 1 │"), "{report}");
}

#[test]
fn json_gives_every_documented_field() {
    let dir = scratch("json");
    let file = two(&dir);
    let o = run(&["lint", "--output-format", "json", &file], &dir, b"");
    assert_eq!(o.status.code(), Some(1));
    let all: Value = serde_json::from_str(&out(&o)).expect("JSON");
    let all = all.as_array().expect("an array");
    assert_eq!(all.len(), 1);
    let f = &all[0];
    assert_eq!(f["file"], "two.pgn");
    assert_eq!(f["code"], "V001");
    assert_eq!(f["rule"], "capture-mark-without-capture");
    assert_eq!(f["severity"], "warning");
    assert_eq!(
        f["message"],
        "capture mark 'x' but the move captures nothing"
    );
    let at = TWO.find("Nxf3").expect("there") + 1;
    assert_eq!(f["span"]["start"], at);
    assert_eq!(f["span"]["end"], at + 1);
    assert_eq!(&TWO[at..at + 1], "x");
    assert_eq!(f["location"]["line"], 7);
    assert_eq!(f["location"]["column"], 14);
    assert_eq!(f["end_location"]["line"], 7);
    assert_eq!(f["end_location"]["column"], 15);
    assert_eq!(f["fix"]["applicability"], "safe");
    assert_eq!(f["fix"]["edits"][0]["span"]["start"], at);
    assert_eq!(f["fix"]["edits"][0]["content"], "");
    // A finding without a fix has null.
    let o = run(
        &["lint", "--output-format", "json", "--select", "N", "-"],
        &dir,
        b"1. e4 e5 2. Sf3 Sc6",
    );
    let all: Value = serde_json::from_str(&out(&o)).expect("JSON");
    let language = all
        .as_array()
        .expect("an array")
        .iter()
        .find(|f| f["code"] == "N004")
        .expect("the language note");
    assert!(language["fix"].is_null());
    assert_eq!(language["file"], "<stdin>");
    // Nothing found: an empty array.
    let o = run(&["lint", "--output-format", "json", "-"], &dir, b"1. e4 e5");
    assert_eq!(
        serde_json::from_str::<Value>(&out(&o)).expect("JSON"),
        Value::Array(vec![])
    );
}

#[test]
fn json_lines_is_one_object_a_line() {
    let dir = scratch("jsonl");
    let text = "1. e4 e5 2. Nxf3+ Nc6";
    let o = run(
        &["lint", "--output-format", "json-lines", "-"],
        &dir,
        text.as_bytes(),
    );
    let lines: Vec<Value> = out(&o)
        .lines()
        .map(|l| serde_json::from_str(l).expect("a JSON line"))
        .collect();
    let codes: Vec<&str> = lines
        .iter()
        .map(|f| f["code"].as_str().expect("a code"))
        .collect();
    assert_eq!(codes, ["V001", "V003"]);
    assert_eq!(lines[1]["location"]["column"], 17);
}

#[test]
fn github_annotations_say_warning_or_error() {
    let dir = scratch("github");
    let file = two(&dir);
    let o = run(&["lint", "--output-format", "github", &file], &dir, b"");
    assert_eq!(
        out(&o),
        "::warning file=two.pgn,line=7,col=14,endLine=7,endColumn=15,title=V001 capture-mark-without-capture::capture mark 'x' but the move captures nothing\n"
    );
    let o = run(
        &[
            "lint",
            "--output-format",
            "github",
            "--stdin-filename",
            "games/a.pgn",
            "-",
        ],
        &dir,
        b"[Event \"x\"]\n\n1. e4 e5 2. Nf3 Zq9 Zq9 Zq9 Zq9 Nc6",
    );
    assert!(
        out(&o)
            .lines()
            .any(|l| l.starts_with("::error file=games/a.pgn,line=3,")),
        "{}",
        out(&o)
    );
}

#[test]
fn sarif_has_the_required_fields() {
    let dir = scratch("sarif");
    let file = two(&dir);
    let o = run(&["lint", "--output-format", "sarif", &file], &dir, b"");
    let log: Value = serde_json::from_str(&out(&o)).expect("JSON");
    assert_eq!(log["version"], "2.1.0");
    assert!(log["$schema"].as_str().expect("a schema").contains("sarif"));
    let run = &log["runs"][0];
    assert_eq!(run["tool"]["driver"]["name"], "scoresheet");
    let rules = run["tool"]["driver"]["rules"].as_array().expect("rules");
    let v001 = rules
        .iter()
        .find(|r| r["id"] == "V001")
        .expect("V001 listed");
    assert_eq!(v001["name"], "capture-mark-without-capture");
    assert!(v001["shortDescription"]["text"].is_string());
    assert!(v001["fullDescription"]["text"].is_string());
    let results = run["results"].as_array().expect("results");
    assert_eq!(results.len(), 1);
    let r = &results[0];
    assert_eq!(r["ruleId"], "V001");
    assert_eq!(r["level"], "warning");
    assert!(r["message"]["text"].is_string());
    let place = &r["locations"][0]["physicalLocation"];
    assert_eq!(place["artifactLocation"]["uri"], "two.pgn");
    assert_eq!(place["region"]["startLine"], 7);
    assert_eq!(place["region"]["startColumn"], 14);
    assert_eq!(place["region"]["endLine"], 7);
    assert_eq!(place["region"]["endColumn"], 15);
}

#[test]
fn select_and_ignore_choose_codes_and_prefixes() {
    let dir = scratch("select");
    let text = b"1. e4 e5 2. Nxf3+ Nc6";
    let codes = |args: &[&str]| -> Vec<String> {
        let mut all = vec!["lint", "--output-format", "json-lines"];
        all.extend_from_slice(args);
        all.push("-");
        out(&run(&all, &dir, text))
            .lines()
            .map(|l| {
                let v: Value = serde_json::from_str(l).expect("JSON");
                v["code"].as_str().expect("a code").to_string()
            })
            .collect()
    };
    assert_eq!(codes(&[]), ["V001", "V003"]);
    assert_eq!(codes(&["--select", "V001"]), ["V001"]);
    assert_eq!(codes(&["--ignore", "V001"]), ["V003"]);
    assert_eq!(codes(&["--ignore", "V"]), Vec::<String>::new());
    assert_eq!(codes(&["--ignore", "V", "--select", "V003"]), ["V003"]);
    assert_eq!(codes(&["--select", "V,N", "--ignore", "V003"]), ["V001"]);
    // A selector that matches no code is a usage error.
    let o = run(&["lint", "--select", "X9", "-"], &dir, text);
    assert_eq!(o.status.code(), Some(2));
    assert!(err(&o).contains("'X9'"), "{}", err(&o));
}

#[test]
fn fix_and_diff_apply_only_what_is_selected() {
    let dir = scratch("fixsel");
    std::fs::write(dir.join("g.pgn"), "1. e4 e5 2. Nxf3+ Nc6\n").expect("written");
    let o = run(&["lint", "--diff", "--select", "V003", "g.pgn"], &dir, b"");
    assert_eq!(o.status.code(), Some(1), "a change to make: {}", err(&o));
    assert_eq!(
        out(&o),
        "--- g.pgn\n+++ g.pgn\n@@ -1 +1 @@\n-1. e4 e5 2. Nxf3+ Nc6\n+1. e4 e5 2. Nxf3 Nc6\n"
    );
    assert_eq!(
        std::fs::read_to_string(dir.join("g.pgn")).expect("read"),
        "1. e4 e5 2. Nxf3+ Nc6\n",
        "--diff writes nothing"
    );
    let o = run(&["lint", "--fix", "--select", "V003", "g.pgn"], &dir, b"");
    assert_eq!(o.status.code(), Some(0), "{}", err(&o));
    assert_eq!(
        std::fs::read_to_string(dir.join("g.pgn")).expect("read"),
        "1. e4 e5 2. Nxf3 Nc6\n"
    );
    // Nothing left to change: --diff prints nothing and exits 0.
    let o = run(&["lint", "--diff", "--select", "V003", "g.pgn"], &dir, b"");
    assert_eq!(o.status.code(), Some(0));
    assert_eq!(out(&o), "");
}

#[test]
fn glued_moves_are_spaced_apart_with_the_word_glued_to_them() {
    // A page copied from a game viewer without its spaces: the fix spaces
    // the moves, and the word glued to the last, and the letters the moves
    // then show (a note, N004) do not hold the fix back.
    let dir = scratch("glued");
    std::fs::write(
        dir.join("page.txt"),
        "Copié du visionneur :\n1.e4e52.Cf3Cc63.Fb5a6Voici la partie.\n",
    )
    .expect("written");
    let o = run(&["lint", "--fix", "page.txt"], &dir, b"");
    assert_eq!(o.status.code(), Some(0), "{}", err(&o));
    assert_eq!(
        std::fs::read_to_string(dir.join("page.txt")).expect("read"),
        "Copié du visionneur :\n1.e4 e5 2. Cf3 Cc6 3. Fb5 a6 Voici la partie.\n"
    );
}

#[test]
fn statistics_count_by_code_and_exit_zero_exits_zero() {
    let dir = scratch("stats");
    let text = b"1. e4 e5 2. Nxf3 Nc6 1-0\n\n1. e4 e5 2. Nxf3 Nc6 3. Bb5+ 1-0\n";
    let o = run(&["lint", "--statistics", "-"], &dir, text);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        out(&o),
        "2\tV001\t[*] capture-mark-without-capture\n1\tV003\t[*] check-mark-without-check\n"
    );
    assert!(!err(&o).contains("Warning"), "no reports with --statistics");
    let o = run(&["lint", "--exit-zero", "-"], &dir, text);
    assert_eq!(o.status.code(), Some(0));
    assert!(err(&o).contains("3 problems"), "{}", err(&o));
    // A usage error is still one.
    let o = run(&["lint", "--exit-zero", "no-such-file.pgn"], &dir, b"");
    assert_eq!(o.status.code(), Some(2));
}

#[test]
fn colour_is_chosen_by_the_flag() {
    let dir = scratch("colour");
    let text = b"1. e4 e5 2. Nxf3 Nc6";
    let o = run(&["lint", "--color", "always", "-"], &dir, text);
    assert!(err(&o).contains('\u{1b}'), "{}", err(&o));
    let o = run(&["lint", "--color", "never", "-"], &dir, text);
    assert!(!err(&o).contains('\u{1b}'));
    // Not a terminal: no colour by default.
    let o = run(&["lint", "-"], &dir, text);
    assert!(!err(&o).contains('\u{1b}'));
}

#[test]
fn an_encoding_warning_is_given_once_per_file() {
    let dir = scratch("latin1");
    let mut bytes = Vec::new();
    for n in 0..4 {
        bytes.extend_from_slice(
            format!("[White \"M{n}\u{FC}ller\"]\n\n1. e4 e5 1-0\n\n").as_bytes(),
        );
    }
    // The string above is UTF-8; make each ü a Latin-1 byte.
    let text = String::from_utf8(bytes).expect("UTF-8");
    let latin1: Vec<u8> = text.chars().map(|c| c as u32 as u8).collect();
    std::fs::write(dir.join("latin1.pgn"), latin1).expect("written");
    let o = run(
        &["lint", "--output-format", "concise", "latin1.pgn"],
        &dir,
        b"",
    );
    assert_eq!(out(&o).matches("S007").count(), 1, "{}", out(&o));
}

#[test]
fn a_game_that_never_writes_check_marks_is_not_told_of_each() {
    let dir = scratch("uci");
    let o = run(
        &["lint", "--output-format", "concise", "-"],
        &dir,
        b"1. e2e4 e7e5 2. f1c4 b8c6 3. c4f7 e8f7 4. d1h5 g7g6 5. h5d5 f7e8\n",
    );
    assert!(!out(&o).contains("V004"), "{}", out(&o));
    let o = run(
        &["lint", "--output-format", "concise", "-"],
        &dir,
        b"1. e4 e5 2. Bc4 Nc6 3. Bxf7+ Kxf7 4. Qh5 g6 5. Qd5 Ke8\n",
    );
    assert!(out(&o).contains("V004"), "{}", out(&o));
}

#[test]
fn scoresheet_toml_is_found_by_walking_up() {
    let dir = scratch("config");
    std::fs::create_dir_all(dir.join("eco/deep")).expect("folders");
    std::fs::write(
        dir.join("scoresheet.toml"),
        "ignore = [\"V003\"]\nextensions = [\"pgn\", \"md\"]\n\n[per-file-ignores]\n\"eco/**/*.pgn\" = [\"V001\"]\n",
    )
    .expect("written");
    let game = "1. e4 e5 2. Nxf3+ Nc6\n";
    std::fs::write(dir.join("top.pgn"), game).expect("written");
    std::fs::write(dir.join("eco/deep/a.pgn"), game).expect("written");
    std::fs::write(dir.join("notes.md"), game).expect("written");
    std::fs::write(dir.join("notes.txt"), game).expect("written");
    let o = run(&["lint", "--output-format", "concise", "."], &dir, b"");
    let text = out(&o);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines,
        [
            "./notes.md:1:14: V001 capture mark 'x' but the move captures nothing",
            "./top.pgn:1:14: V001 capture mark 'x' but the move captures nothing"
        ],
        "V003 ignored everywhere, V001 under eco/, .txt not counted: {}",
        err(&o)
    );
    // The file is found from a subfolder too, and --select replaces its select.
    let o = run(
        &["lint", "--output-format", "concise", "deep/a.pgn"],
        &dir.join("eco"),
        b"",
    );
    assert_eq!(out(&o), "", "{}", err(&o));
    let o = run(
        &[
            "lint",
            "--output-format",
            "concise",
            "--isolated",
            "deep/a.pgn",
        ],
        &dir.join("eco"),
        b"",
    );
    assert_eq!(out(&o).lines().count(), 2);
    // A malformed configuration is a usage error naming the file.
    std::fs::write(dir.join("eco/scoresheet.toml"), "selct = []\n").expect("written");
    let o = run(&["lint", "deep/a.pgn"], &dir.join("eco"), b"");
    assert_eq!(o.status.code(), Some(2));
    assert!(err(&o).contains("scoresheet.toml"), "{}", err(&o));
}

#[test]
fn the_walk_honours_gitignore_exclude_and_survives_symlink_loops() {
    let dir = scratch("walk");
    std::fs::create_dir_all(dir.join("games/built")).expect("folders");
    let game = "1. e4 e5 2. Nxf3 Nc6\n";
    std::fs::write(dir.join("games/a.pgn"), game).expect("written");
    std::fs::write(dir.join("games/b.pgn"), game).expect("written");
    std::fs::write(dir.join("games/built/c.pgn"), game).expect("written");
    std::fs::write(dir.join("games/SOURCE.md"), "A source with 1. e4 in it").expect("written");
    std::fs::write(dir.join("games/.gitignore"), "built/\n").expect("written");
    std::os::unix::fs::symlink("..", dir.join("games/loop")).expect("a loop");
    let o = run(&["lint", "--output-format", "concise", "games"], &dir, b"");
    let files: Vec<String> = out(&o)
        .lines()
        .map(|l| l.split(':').next().unwrap_or_default().to_string())
        .collect();
    assert_eq!(files, ["games/a.pgn", "games/b.pgn"], "{}", err(&o));
    let o = run(
        &[
            "lint",
            "--output-format",
            "concise",
            "--exclude",
            "b.pgn",
            "games",
        ],
        &dir,
        b"",
    );
    assert_eq!(out(&o).lines().count(), 1, "{}", out(&o));
    // A .md file named is linted.
    let o = run(
        &["lint", "--output-format", "concise", "games/SOURCE.md"],
        &dir,
        b"",
    );
    assert_eq!(o.status.code(), Some(0), "{}", err(&o));
}

#[test]
fn many_files_come_out_in_order() {
    let dir = scratch("order");
    for n in 0..12 {
        std::fs::write(dir.join(format!("g{n:02}.pgn")), "1. e4 e5 2. Nxf3 Nc6\n")
            .expect("written");
    }
    let o = run(&["lint", "--output-format", "concise", "."], &dir, b"");
    let files: Vec<String> = out(&o)
        .lines()
        .map(|l| l.split(':').next().unwrap_or_default().to_string())
        .collect();
    let expected: Vec<String> = (0..12).map(|n| format!("./g{n:02}.pgn")).collect();
    assert_eq!(files, expected);
}

#[test]
fn rule_explains_a_code_and_lists_them_all() {
    let dir = scratch("rule");
    let o = run(&["rule", "V001"], &dir, b"");
    assert_eq!(o.status.code(), Some(0));
    let page = out(&o);
    for part in [
        "capture-mark-without-capture (V001)",
        "## What it does",
        "## Why does it matter?",
        "## Example",
        "Use instead:",
        "## Fix safety",
        "Safe",
    ] {
        assert!(page.contains(part), "{part} in {page}");
    }
    assert_eq!(
        out(&run(&["rule", "missing-check-mark"], &dir, b""))
            .lines()
            .next(),
        Some("# missing-check-mark (V004)")
    );
    let o = run(&["rule", "--all"], &dir, b"");
    assert!(out(&o).contains("D008"));
    assert!(out(&o).lines().count() > 40);
    let o = run(&["rule", "Z999"], &dir, b"");
    assert_eq!(o.status.code(), Some(2));
}

#[test]
fn a_profile_holds_every_game_to_one_style() {
    let dir = scratch("profile");
    // One castling with zeros, one with letters: alone, the first seen is
    // the game's style; under a profile, the profile's.
    let game = "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. 0-0 Nf6 5. d3 O-O\n";
    std::fs::write(dir.join("game.pgn"), game).expect("written");
    let concise = ["lint", "--output-format", "concise"];
    let o = run(&[&concise[..], &["game.pgn"]].concat(), &dir, b"");
    assert_eq!(
        out(&o),
        "game.pgn:1:49: L001 castling written 'O-O' here but '0-0' once in the rest of the game\n"
    );
    let o = run(
        &[&concise[..], &["--profile", "pgn", "game.pgn"]].concat(),
        &dir,
        b"",
    );
    assert_eq!(
        out(&o),
        "game.pgn:1:35: L001 castling written '0-0' where the pgn profile writes 'O-O'\n"
    );
    // The configuration names the profile; --fix writes the house style.
    std::fs::write(dir.join("scoresheet.toml"), "profile = \"fide\"\n").expect("written");
    let o = run(&["lint", "--fix", "game.pgn"], &dir, b"");
    assert_eq!(o.status.code(), Some(0), "{}", err(&o));
    assert_eq!(
        std::fs::read_to_string(dir.join("game.pgn")).expect("read"),
        "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. 0-0 Nf6 5. d3 0-0\n"
    );
    // An unknown profile is a usage error naming the file.
    std::fs::write(dir.join("scoresheet.toml"), "profile = \"chessbase\"\n").expect("written");
    let o = run(&["lint", "game.pgn"], &dir, b"");
    assert_eq!(o.status.code(), Some(2));
    assert!(err(&o).contains("scoresheet.toml"), "{}", err(&o));
    assert!(err(&o).contains("unknown profile"), "{}", err(&o));
}

#[test]
fn the_configuration_names_the_language() {
    let dir = scratch("language");
    // "L" is a bishop in German and in Dutch, "S" a knight in German only;
    // read as German by the configuration, "Sf3" needs no inference note.
    std::fs::write(dir.join("game.txt"), "1. e4 e5 2. Sf3 Sc6 3. Lb5 a6\n").expect("written");
    let notes = ["lint", "--output-format", "concise", "--select", "N004"];
    let o = run(&[&notes[..], &["game.txt"]].concat(), &dir, b"");
    assert!(out(&o).contains("N004"), "{}", out(&o));
    std::fs::write(dir.join("scoresheet.toml"), "language = \"de\"\n").expect("written");
    let o = run(&[&notes[..], &["game.txt"]].concat(), &dir, b"");
    assert_eq!(out(&o), "", "{}", err(&o));
    // The command line wins over the configuration.
    let o = run(
        &[&notes[..], &["--lang", "auto", "game.txt"]].concat(),
        &dir,
        b"",
    );
    assert!(out(&o).contains("N004"), "{}", out(&o));
}

#[test]
fn one_large_file_linted_on_several_threads_reports_and_fixes_as_on_one() {
    let dir = scratch("threads");
    // 2,000 games, every seventh with a false capture mark and every
    // eleventh with a false check mark: findings spread over the batches
    // the threads take.
    let mut text = String::new();
    for n in 0..2000 {
        let knight = if n % 7 == 0 { "Nxf3" } else { "Nf3" };
        let bishop = if n % 11 == 0 { "Bb5+" } else { "Bb5" };
        text.push_str(&format!(
            "[Event \"{n}\"]\n\n1. e4 e5 2. {knight} Nc6 3. {bishop} a6 1-0\n\n"
        ));
    }
    std::fs::write(dir.join("big.pgn"), &text).expect("written");
    let lint = |jobs: &str| {
        run(
            &[
                "lint",
                "--jobs",
                jobs,
                "--output-format",
                "concise",
                "big.pgn",
            ],
            &dir,
            b"",
        )
    };
    let one = out(&lint("1"));
    assert_eq!(one.lines().count(), 286 + 182, "{one}");
    for jobs in ["2", "3"] {
        assert_eq!(out(&lint(jobs)), one, "--jobs {jobs}");
    }
    // Fixed on three threads: the file is the serial fix's, byte for byte.
    let serial = run(
        &["lint", "--jobs", "1", "--fix", "-"],
        &dir,
        text.as_bytes(),
    );
    let o = run(&["lint", "--jobs", "3", "--fix", "big.pgn"], &dir, b"");
    assert!(err(&o).contains("468 fixed"), "{}", err(&o));
    let fixed = std::fs::read_to_string(dir.join("big.pgn")).expect("read");
    assert_eq!(fixed, out(&serial));
    assert!(!fixed.contains("Nxf3") && !fixed.contains("Bb5+"));
}
