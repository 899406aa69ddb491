//! `lint --fix` never damages a file nor changes a move, and the command
//! line never panics on its output: each way it once did, reproduced as a
//! user met it.

#![cfg(unix)]

use std::io::Write;
use std::path::Path;
use std::process::{Command, Output, Stdio};

mod common;

use common::stderr;

fn scoresheet(args: &[&str], dir: &Path) -> Output {
    common::run(args, dir, b"")
}

/// A fresh folder for one test.
fn scratch(name: &str) -> common::Scratch {
    common::scratch(&format!("fix-{name}"))
}

/// The names in `dir`, sorted.
fn names(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .expect("the folder")
        .map(|e| {
            e.expect("an entry")
                .file_name()
                .to_string_lossy()
                .into_owned()
        })
        .collect();
    names.sort();
    names
}

const MATE: &str = "1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7 1-0\n";
const MATE_FIXED: &str = "1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0\n";

#[test]
fn a_planted_link_at_the_old_temporary_name_is_never_written_through() {
    let dir = scratch("planted");
    std::fs::write(dir.join("s.pgn"), MATE).unwrap();
    std::fs::write(dir.join("victim.txt"), "precious\n").unwrap();
    std::os::unix::fs::symlink("victim.txt", dir.join("s.pgn.scoresheet-fix")).unwrap();
    let out = scoresheet(&["lint", "--fix", "s.pgn"], &dir);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert_eq!(
        std::fs::read_to_string(dir.join("victim.txt")).unwrap(),
        "precious\n"
    );
    assert_eq!(
        std::fs::read_to_string(dir.join("s.pgn")).unwrap(),
        MATE_FIXED
    );
    assert!(
        !std::fs::symlink_metadata(dir.join("s.pgn"))
            .unwrap()
            .file_type()
            .is_symlink()
    );
    assert_eq!(
        names(&dir),
        ["s.pgn", "s.pgn.scoresheet-fix", "victim.txt"],
        "nothing else is left behind"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_symlinked_input_stays_a_link_and_its_target_is_fixed() {
    let dir = scratch("symlink");
    std::fs::create_dir(dir.join("games")).unwrap();
    std::fs::write(dir.join("games/real.pgn"), MATE).unwrap();
    std::os::unix::fs::symlink("games/real.pgn", dir.join("link.pgn")).unwrap();
    let out = scoresheet(&["lint", "--fix", "link.pgn"], &dir);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert!(
        std::fs::symlink_metadata(dir.join("link.pgn"))
            .unwrap()
            .file_type()
            .is_symlink()
    );
    assert_eq!(
        std::fs::read_to_string(dir.join("games/real.pgn")).unwrap(),
        MATE_FIXED
    );
    assert_eq!(names(&dir.join("games")), ["real.pgn"]);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_hard_linked_file_is_refused_and_says_why() {
    let dir = scratch("hardlink");
    std::fs::write(dir.join("a.pgn"), MATE).unwrap();
    std::fs::hard_link(dir.join("a.pgn"), dir.join("b.pgn")).unwrap();
    let out = scoresheet(&["lint", "--fix", "a.pgn"], &dir);
    let report = stderr(&out);
    assert!(
        report.contains("a.pgn was not rewritten: it has 2 hard links"),
        "{report}"
    );
    assert_eq!(std::fs::read_to_string(dir.join("a.pgn")).unwrap(), MATE);
    assert_eq!(std::fs::read_to_string(dir.join("b.pgn")).unwrap(), MATE);
    use std::os::unix::fs::MetadataExt;
    assert_eq!(std::fs::metadata(dir.join("a.pgn")).unwrap().nlink(), 2);
    assert_eq!(names(&dir), ["a.pgn", "b.pgn"]);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_read_only_file_is_refused() {
    let dir = scratch("readonly");
    let file = dir.join("r.pgn");
    std::fs::write(&file, MATE).unwrap();
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(&file, std::fs::Permissions::from_mode(0o444)).unwrap();
    let out = scoresheet(&["lint", "--fix", "r.pgn"], &dir);
    assert!(
        stderr(&out).contains("r.pgn was not rewritten: it is read-only"),
        "{}",
        stderr(&out)
    );
    assert_eq!(std::fs::read_to_string(&file).unwrap(), MATE);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn permissions_are_kept() {
    let dir = scratch("mode");
    let file = dir.join("m.pgn");
    std::fs::write(&file, MATE).unwrap();
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(&file, std::fs::Permissions::from_mode(0o640)).unwrap();
    let out = scoresheet(&["lint", "--fix", "m.pgn"], &dir);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert_eq!(std::fs::read_to_string(&file).unwrap(), MATE_FIXED);
    assert_eq!(
        std::fs::metadata(&file).unwrap().permissions().mode() & 0o777,
        0o640
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_byte_order_mark_and_crlf_line_ends_are_kept() {
    let dir = scratch("bom");
    let file = dir.join("b.pgn");
    let text = format!(
        "\u{FEFF}[Event \"x\"]\r\n\r\n{}",
        MATE.replace('\n', "\r\n")
    );
    std::fs::write(&file, &text).unwrap();
    let out = scoresheet(&["lint", "--fix", "b.pgn"], &dir);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert_eq!(
        std::fs::read_to_string(&file).unwrap(),
        text.replace("Qxf7", "Qxf7#")
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_capture_from_a_file_onto_itself_is_no_move_and_gets_no_nonsense_fix() {
    let dir = scratch("exe");
    let file = dir.join("x.pgn");
    let text = "1. e4 a6 2. e5 d5 3. exe\n";
    std::fs::write(&file, text).unwrap();
    let out = scoresheet(&["lint", "--fix", "x.pgn"], &dir);
    assert_eq!(out.status.code(), Some(1), "exe is an error");
    assert!(
        stderr(&out).contains("illegal move exe"),
        "{}",
        stderr(&out)
    );
    assert_eq!(std::fs::read_to_string(&file).unwrap(), text);
    // Even the unsafe fixes may not write a move the original did not read.
    let out = scoresheet(&["lint", "--fix", "--unsafe-fixes", "x.pgn"], &dir);
    let text_after = std::fs::read_to_string(&file).unwrap();
    assert!(!text_after.contains(" ee"), "{text_after}");
    assert_eq!(text_after, text, "{}", stderr(&out));
    let _ = std::fs::remove_dir_all(&dir);
}

/// `--fix` must leave `text` byte for byte as it is, with and without notes.
fn unchanged_by_fix(name: &str, text: &str) {
    let dir = scratch(name);
    let file = dir.join("g.txt");
    std::fs::write(&file, text).unwrap();
    for args in [
        &["lint", "--fix", "g.txt"][..],
        &["lint", "--fix", "--notes", "g.txt"][..],
    ] {
        let out = scoresheet(args, &dir);
        assert_eq!(
            std::fs::read_to_string(&file).unwrap(),
            text,
            "{args:?}: {}",
            stderr(&out)
        );
    }
    assert_eq!(names(&dir), ["g.txt"]);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_uci_file_keeps_its_notation() {
    unchanged_by_fix(
        "uci",
        "1. e2e4 e7e5 2. g1f3 b8c6 3. f1c4 g8f6 4. e1g1 f8c5 5. c4f7 e8f7\n",
    );
}

#[test]
fn a_bare_uci_line_keeps_its_notation() {
    unchanged_by_fix(
        "bare-uci",
        "e2e4 e7e5 g1f3 b8c6 f1c4 g8f6 e1g1 f8c5 c4f7 e8f7\n",
    );
}

#[test]
fn a_long_algebraic_file_keeps_its_notation() {
    unchanged_by_fix(
        "lan",
        "1. e2-e4 e7-e5 2. Ng1-f3 Nb8-c6 3. Bf1-c4 Ng8-f6 4. Ke1-g1 Bf8-c5 5. Bc4xf7 Ke8xf7\n",
    );
}

#[test]
fn a_clean_text_is_not_touched() {
    let dir = scratch("clean");
    let file = dir.join("k.txt");
    let text = "1. e4 e5 2. Nf3 Nc6 3. Bc4 Nf6 4. Kg1 Be7\n";
    std::fs::write(&file, text).unwrap();
    let out = scoresheet(&["lint", "k.txt"], &dir);
    assert_eq!(out.status.code(), Some(0), "lint calls it clean");
    let out = scoresheet(&["lint", "--fix", "k.txt"], &dir);
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(
        std::fs::read_to_string(&file).unwrap(),
        text,
        "nothing reported, nothing fixed"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_fix_shown_with_notes_keeps_the_games_castling_zeros() {
    let dir = scratch("zeros");
    let file = dir.join("z.txt");
    std::fs::write(
        &file,
        "1. e4 e5 2. Nf3 Nc6 3. Bc4 Nf6 4. Kg1 Be7 5. d3 0-0\n",
    )
    .unwrap();
    let out = scoresheet(&["lint", "--fix", "--notes", "z.txt"], &dir);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert_eq!(
        std::fs::read_to_string(&file).unwrap(),
        "1. e4 e5 2. Nf3 Nc6 3. Bc4 Nf6 4. 0-0 Be7 5. d3 0-0\n"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_german_game_keeps_its_letters() {
    let dir = scratch("german");
    let file = dir.join("d.txt");
    std::fs::write(
        &file,
        "1. e4 e5 2. Sf3 Sc6 3. Lc4 Sf6 4. Sg5 d5 5. e:d5 S:d5 6. S:f7 K:f7 7. Df3 Ke6\n",
    )
    .unwrap();
    let out = scoresheet(&["lint", "--fix", "d.txt"], &dir);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert_eq!(
        std::fs::read_to_string(&file).unwrap(),
        "1. e4 e5 2. Sf3 Sc6 3. Lc4 Sf6 4. Sg5 d5 5. e:d5 S:d5 6. S:f7 K:f7 7. Df3+ Ke6\n"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_file_that_is_not_utf8_says_why_it_was_not_rewritten() {
    let dir = scratch("latin1");
    let bytes = b"[White \"M\xFCller\"]\n\n1. e4 e5 2. Nxf3 *\n";
    std::fs::write(dir.join("l.pgn"), bytes).unwrap();
    let out = scoresheet(&["lint", "--fix", "l.pgn"], &dir);
    let report = stderr(&out);
    assert!(report.contains("1 file not rewritten"), "{report}");
    assert!(
        report.contains("l.pgn was not rewritten: it is not UTF-8"),
        "{report}"
    );
    assert_eq!(std::fs::read(dir.join("l.pgn")).unwrap(), bytes);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_kill_during_a_fix_leaves_the_file_intact_and_no_temporary_file() {
    let dir = scratch("sigterm");
    let file = dir.join("big.pgn");
    let game = "[Event \"x\"]\n\n1. e4 e5 2. Nxf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 *\n\n";
    let text = game.repeat(100_000);
    std::fs::write(&file, &text).unwrap();
    let mut child = Command::new(env!("CARGO_BIN_EXE_scoresheet"))
        .args(["lint", "--fix", "big.pgn"])
        .current_dir(&dir)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("the binary runs");
    // Wait until the fix is under way (its temporary file exists), then
    // kill it.
    let started = std::time::Instant::now();
    while !names(&dir).iter().any(|n| n.contains("scoresheet-fix")) {
        assert!(
            started.elapsed() < std::time::Duration::from_secs(20),
            "the fix never started"
        );
        std::thread::sleep(std::time::Duration::from_millis(1));
    }
    let killed = Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status()
        .expect("kill runs");
    assert!(killed.success());
    let status = child.wait().expect("it ends");
    assert!(
        !status.success(),
        "it was killed before the end: {status:?}"
    );
    assert_eq!(
        std::fs::read_to_string(&file).unwrap(),
        text,
        "the original is intact"
    );
    assert_eq!(names(&dir), ["big.pgn"], "no temporary file is left");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Runs the binary with its standard output already closed by the reader.
fn with_closed_stdout(args: &[&str], stdin: &[u8]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_scoresheet"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    drop(child.stdout.take());
    if let Some(mut input) = child.stdin.take() {
        let _ = input.write_all(stdin);
    }
    child.wait_with_output().expect("it ends")
}

#[test]
fn a_closed_pipe_ends_the_program_quietly() {
    let games = MATE.repeat(4_000);
    for args in [
        &["perft", "startpos", "3", "--divide"][..],
        &["read", "--to", "uci", "-"][..],
        &["lint", "--fix", "-"][..],
        &["parse", "-"][..],
    ] {
        let out = with_closed_stdout(args, games.as_bytes());
        let report = stderr(&out);
        assert!(!report.contains("panicked"), "{args:?}: {report}");
        assert_ne!(out.status.code(), Some(101), "{args:?}");
        // perft's twenty lines fit in the pipe's buffer: when another test
        // forks while the pipe is open, the write may still succeed. The
        // others write more than a pipe holds, so they always meet the
        // closed pipe.
        if args[0] != "perft" {
            assert_eq!(out.status.code(), Some(141), "{args:?}: {report}");
        }
    }
}

#[test]
fn a_closed_standard_error_is_no_panic_either() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_scoresheet"))
        .args(["lint", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    drop(child.stderr.take());
    if let Some(mut input) = child.stdin.take() {
        let _ = input.write_all(b"1. e4 e5 2. Nf4");
    }
    let out = child.wait_with_output().expect("it ends");
    assert_ne!(out.status.code(), Some(101));
}

#[test]
fn a_full_device_is_a_message_and_status_2() {
    if !Path::new("/dev/full").exists() {
        return;
    }
    let full = std::fs::OpenOptions::new()
        .write(true)
        .open("/dev/full")
        .unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_scoresheet"))
        .args(["perft", "startpos", "2", "--divide"])
        .stdout(full)
        .stderr(Stdio::piped())
        .output()
        .expect("the binary runs");
    let report = stderr(&out);
    assert_eq!(out.status.code(), Some(2), "{report}");
    assert!(
        report.contains("error: cannot write the output"),
        "{report}"
    );
    assert!(!report.contains("panicked"), "{report}");
}

#[test]
fn perft_refuses_a_depth_beyond_its_limit() {
    let out = scoresheet(
        &["perft", "4k3/8/8/8/8/8/8/4K3 w - - 0 1", "10000"],
        Path::new(env!("CARGO_MANIFEST_DIR")),
    );
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("not in 0..=20"), "{}", stderr(&out));
    let out = scoresheet(
        &["perft", "4k3/8/8/8/8/8/8/4K3 w - - 0 1", "4"],
        Path::new(env!("CARGO_MANIFEST_DIR")),
    );
    assert_eq!(out.status.code(), Some(0));
}

#[test]
fn owner_and_group_are_kept_where_the_process_may() {
    use std::os::unix::fs::MetadataExt;
    let dir = scratch("owner");
    let file = dir.join("o.pgn");
    std::fs::write(&file, MATE).unwrap();
    // Only root can give a file away; elsewhere the file is the user's
    // already and there is nothing to show.
    if std::os::unix::fs::chown(&file, Some(65534), Some(65534)).is_err() {
        let _ = std::fs::remove_dir_all(&dir);
        return;
    }
    let out = scoresheet(&["lint", "--fix", "o.pgn"], &dir);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert_eq!(std::fs::read_to_string(&file).unwrap(), MATE_FIXED);
    let metadata = std::fs::metadata(&file).unwrap();
    assert_eq!((metadata.uid(), metadata.gid()), (65534, 65534));
    let _ = std::fs::remove_dir_all(&dir);
}
