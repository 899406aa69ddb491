//! The hostile corpus: texts an attacker or an unlucky user would feed the
//! reader, each with its bounded expected behaviour — a diagnostic, never a
//! panic, never a hang, never a silent loss. Whatever the text, the reader
//! returns, and a text that is not empty yields a move or a word on why not.

use scoresheet::board::{MoveList, Position};
use scoresheet::diagnostics::Code;
use scoresheet::document::stream::Chunks;
use scoresheet::document::{ReadGame, ReadOptions, read_str};
use scoresheet::notation::{Style, move_to_string};
use std::process::Command;

fn read(text: &str) -> Vec<ReadGame> {
    read_str(text, &ReadOptions::default())
}

/// Reads bytes as a file is read: chunk by chunk, decoded.
fn read_bytes(bytes: &[u8]) -> (Vec<ReadGame>, Vec<Code>) {
    let mut games = Vec::new();
    let mut codes = Vec::new();
    for chunk in Chunks::new(bytes) {
        let chunk = chunk.expect("bytes in memory read");
        codes.extend(chunk.diagnostics.iter().map(|d| d.code));
        if !chunk.text.is_empty() {
            games.extend(read(&chunk.text));
        }
    }
    (games, codes)
}

fn uci(games: &[ReadGame]) -> Vec<String> {
    games
        .iter()
        .flat_map(|g| g.moves().into_iter().map(|m| m.uci))
        .collect()
}

fn codes(games: &[ReadGame]) -> Vec<Code> {
    games
        .iter()
        .flat_map(|g| g.diagnostics.iter().map(|d| d.code))
        .collect()
}

/// Never silent: a move read, or something said.
fn not_silent(name: &str, games: &[ReadGame]) {
    assert!(
        !uci(games).is_empty() || !codes(games).is_empty(),
        "{name}: no move and no word"
    );
}

#[test]
fn empty_and_blank_texts_say_no_moves_found() {
    for text in ["", "   \n\t \r\n"] {
        assert_eq!(codes(&read(text)), [Code::NoMoves], "{text:?}");
    }
}

#[test]
fn byte_order_marks_line_ends_and_nul_bytes() {
    // A BOM at the start and another where two files were concatenated.
    let games = read("\u{FEFF}[Event \"a\"]\n\n1. e4 e5 *\n\u{FEFF}[Event \"b\"]\n\n1. d4 *\n");
    assert_eq!(uci(&games), ["e2e4", "e7e5", "d2d4"]);
    // CRLF and a lone CR.
    assert_eq!(uci(&read("1. e4\r\ne5\r2. Nf3")), ["e2e4", "e7e5", "g1f3"]);
    // A NUL byte between moves is debris: skipped, said so.
    let games = read("1. e4 \0 e5 2. Nf3");
    assert_eq!(uci(&games), ["e2e4", "e7e5", "g1f3"]);
    assert!(
        codes(&games).contains(&Code::SkippedText),
        "{:?}",
        codes(&games)
    );
}

#[test]
fn invalid_bytes_inside_a_game_do_not_drop_the_moves_after_them() {
    let (games, codes) = read_bytes(b"1. e4 e5 2. Nf3 \xff\xfe Nc6 3. Bb5 a6\n");
    assert_eq!(
        uci(&games),
        ["e2e4", "e7e5", "g1f3", "b8c6", "f1b5", "a7a6"]
    );
    assert!(codes.contains(&Code::InvalidUtf8));
}

#[test]
fn invalid_bytes_between_moves_in_prose_are_crossed_with_a_warning() {
    // A page of prose that is UTF-8 elsewhere (the dash), so that the bytes
    // are read as U+FFFD: crossed as a slip is, not the end of the game.
    let mut page = "Partida \u{2013} una columna.\n1 e4 ".as_bytes().to_vec();
    page.extend([0xFF, 0xFE]);
    page.extend(b" e5 2 Cf3 Cc6 3 Ab5 a6\n");
    let (games, chunk_codes) = read_bytes(&page);
    assert_eq!(
        uci(&games),
        ["e2e4", "e7e5", "g1f3", "b8c6", "f1b5", "a7a6"]
    );
    assert!(chunk_codes.contains(&Code::InvalidUtf8));
    assert!(
        codes(&games).contains(&Code::SkippedText),
        "{:?}",
        codes(&games)
    );
}

#[test]
fn a_binary_file_is_passed_over_with_one_warning() {
    let mut bytes = b"PK\x03\x04\x00\x00".to_vec();
    bytes.extend((0..100_000u32).map(|i| (i.wrapping_mul(2_654_435_761) >> 13) as u8));
    let (games, codes) = read_bytes(&bytes);
    assert!(games.is_empty());
    assert_eq!(codes, [Code::BinaryInput]);
}

#[test]
fn a_ten_megabyte_line() {
    let text = format!(
        "1. e4 {{{}}} e5 2. Nf3",
        "the longest note ".repeat(620_000)
    );
    assert!(text.len() > 10_000_000);
    let games = read(&text);
    assert_eq!(uci(&games), ["e2e4", "e7e5", "g1f3"]);
    assert_eq!(games[0].game.line.moves[0].comments.len(), 1);
}

#[test]
fn a_very_long_line() {
    let text = "1. e4 e5 2. Nf3 Nc6 1-0 ".repeat(80_000);
    assert!(text.len() > 1_900_000);
    let games = read(&text);
    assert_eq!(games.len(), 80_000);
    assert!(games.iter().all(|g| g.moves().len() == 4));
}

#[test]
fn deep_nesting_and_unclosed_structure_are_reported() {
    let parens = format!("1. e4 {}{} e5", "(".repeat(100_000), ")".repeat(100_000));
    let games = read(&parens);
    assert!(
        codes(&games).contains(&Code::NestedTooDeep),
        "{:?}",
        codes(&games)
    );
    assert_eq!(uci(&games)[0], "e2e4");
    let braces = format!("1. e4 {}{} e5", "{".repeat(100_000), "}".repeat(100_000));
    let games = read(&braces);
    assert_eq!(uci(&games)[0], "e2e4");
    assert!(
        !codes(&games).is_empty(),
        "stray braces after a comment are reported"
    );
    for text in [
        "1. e4 {a good move e5",
        "1. e4 (1. d4 d5 2. c4",
        "1. e4 e5 2. Ke3) Nc6",
    ] {
        let games = read(text);
        assert_eq!(uci(&games)[0], "e2e4", "{text}");
        assert!(!codes(&games).is_empty(), "{text}: said nothing");
    }
}

#[test]
fn malformed_tag_pairs() {
    for text in [
        "[White \"Kasparov\n\n1. e4 e5 *",
        "[Event \"x\"]\n\n[White \"y\"]\n\n1. e4 e5 *",
        "[White \"\"Name\"\"]\n\n1. e4 e5 *",
    ] {
        let games = read(text);
        not_silent(text, &games);
        assert!(
            uci(&games).contains(&"e7e5".to_string()),
            "{text}: {:?}",
            uci(&games)
        );
    }
}

#[test]
fn a_thirty_digit_move_number_is_reported_as_written() {
    let games = read("1. e4 e5 123456789012345678901234567890. Nf3");
    assert_eq!(uci(&games), ["e2e4", "e7e5", "g1f3"]);
    let message = games[0]
        .diagnostics
        .iter()
        .find(|d| d.code == Code::MoveNumberMismatch)
        .map(|d| d.message.clone())
        .unwrap_or_default();
    assert!(
        message.contains("123456789012345678901234567890"),
        "{message}"
    );
}

#[test]
fn a_tag_value_of_a_megabyte() {
    let value = "x".repeat(1 << 20);
    let games = read(&format!("[Annotator \"{value}\"]\n\n1. e4 *"));
    assert_eq!(games[0].game.tags[0].1.len(), 1 << 20);
    assert_eq!(uci(&games), ["e2e4"]);
}

#[test]
fn ten_thousand_games_every_other_one_garbage() {
    let mut text = String::new();
    for i in 0..10_000 {
        if i % 2 == 0 {
            text.push_str("[Event \"g\"]\n\n1. e4 e5 *\n\n");
        } else {
            text.push_str("[Event \"x\"]\n\n@@@ zz!! qq *\n\n");
        }
    }
    let (games, _) = read_bytes(text.as_bytes());
    assert_eq!(games.len(), 10_000);
    assert_eq!(uci(&games).len(), 10_000);
    for game in games.iter().filter(|g| g.moves().is_empty()) {
        assert!(!game.diagnostics.is_empty(), "a garbage game said nothing");
    }
}

#[test]
fn a_game_of_five_thousand_legal_moves() {
    // Knights shuffling out and back: legal for ever.
    let shuffle = ["Nf3", "Nf6", "Ng1", "Ng8"];
    let mut text = String::new();
    let mut position = Position::initial();
    for ply in 0..5_000 {
        if ply % 2 == 0 {
            text.push_str(&format!("{}. ", ply / 2 + 1));
        }
        text.push_str(shuffle[ply % 4]);
        text.push(' ');
        let mut list: MoveList = MoveList::new();
        position.legal_moves(&mut list);
        let m = *list
            .iter()
            .find(|m| move_to_string(&position, **m, Style::SAN) == shuffle[ply % 4])
            .expect("the shuffle is legal");
        position = position.play(m);
    }
    assert_eq!(uci(&read(&text)).len(), 5_000);
}

#[test]
fn a_file_that_ends_in_the_middle_of_a_move() {
    let games = read("1. e4 e5 2. Nf");
    assert_eq!(uci(&games), ["e2e4", "e7e5"]);
    assert!(!codes(&games).is_empty());
}

#[test]
fn source_code_is_no_game() {
    let rust =
        "fn main() {\n    let x = vec![1, 2, 3];\n    for i in 0..10 { println!(\"{i}\"); }\n}\n";
    let games = read(rust);
    assert!(uci(&games).is_empty());
    assert!(
        codes(&games).len() <= 2,
        "a few words at most, not an error per token: {:?}",
        codes(&games)
    );
}

#[cfg(target_os = "linux")]
#[test]
fn an_unreadable_input_is_reported_and_the_rest_still_read() {
    let dir = std::env::temp_dir().join(format!("scoresheet-hostile-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("good.pgn"), "1. e4 e5\n").unwrap();
    // /proc/self/mem opens, but reading its first page fails, even for root.
    let out = Command::new(env!("CARGO_BIN_EXE_scoresheet"))
        .args(["read", "--to", "uci", "/proc/self/mem", "good.pgn"])
        .current_dir(&dir)
        .output()
        .expect("the binary runs");
    let _ = std::fs::remove_dir_all(&dir);
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("cannot read /proc/self/mem"),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(String::from_utf8_lossy(&out.stdout), "e2e4 e7e5\n");
}

#[test]
fn a_utf16_file_with_its_byte_order_mark_is_read() {
    let text = "1. e4 e5 2. Nf3 Nc6\n";
    let little: Vec<u8> = [0xFF, 0xFE]
        .into_iter()
        .chain(text.encode_utf16().flat_map(u16::to_le_bytes))
        .collect();
    let big: Vec<u8> = [0xFE, 0xFF]
        .into_iter()
        .chain(text.encode_utf16().flat_map(u16::to_be_bytes))
        .collect();
    for bytes in [little, big] {
        let (games, codes) = read_bytes(&bytes);
        assert_eq!(uci(&games), ["e2e4", "e7e5", "g1f3", "b8c6"]);
        // Said once: the spans count the UTF-8 text, not the file's bytes.
        assert_eq!(codes.len(), 1, "{codes:?}");
    }
}

#[test]
fn a_closing_bracket_right_after_an_illegal_move() {
    let text = "1. e4 e5 2. Ke3) Nc6 3. Nf3";
    // Leniently: the slip is corrected, the bracket left out with a word,
    // and the game goes on.
    let games = read(text);
    assert_eq!(uci(&games), ["e2e4", "e7e5", "e1e2", "b8c6", "g1f3"]);
    let found = codes(&games);
    assert!(found.contains(&Code::CorrectedMove), "{found:?}");
    assert!(found.contains(&Code::SkippedText), "{found:?}");
    // Strictly: the illegal move stops the game there, and both the move
    // and the bracket are reported.
    let strict = read_str(text, &ReadOptions::default().with_strict(true));
    assert_eq!(uci(&strict), ["e2e4", "e7e5"]);
    let found = codes(&strict);
    for code in [
        Code::IllegalMove,
        Code::GameStopped,
        Code::UnopenedVariation,
    ] {
        assert!(found.contains(&code), "{code:?} missing from {found:?}");
    }
}

#[test]
fn binary_files_and_source_code_in_a_linted_folder_are_not_read_as_games() {
    let dir = std::env::temp_dir().join(format!("scoresheet-hostile-lint-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("game.pgn"), "1. e4 e5 2. Nf3 Nc6\n").unwrap();
    // Source code in a folder of games: its extension does not count.
    std::fs::write(
        dir.join("main.rs"),
        "/// Plays 1. e4 e5 2. Nf3 and asks for 2... Nc6.\nfn main() { let x = [1, 2, 3]; }\n",
    )
    .unwrap();
    // A binary file named as a game: passed over with one warning.
    let mut binary = b"\x7fELF\x02\x01\x01\x00".to_vec();
    binary.extend((0..50_000u32).map(|i| (i.wrapping_mul(2_654_435_761) >> 11) as u8));
    std::fs::write(dir.join("engine.pgn"), &binary).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_scoresheet"))
        .args(["lint", "--output-format", "concise", "--color", "never"])
        .arg(&dir)
        .output()
        .expect("the binary runs");
    let _ = std::fs::remove_dir_all(&dir);
    let stdout = String::from_utf8_lossy(&out.stdout);
    let lines: Vec<&str> = stdout.lines().filter(|l| l.contains(": ")).collect();
    assert_eq!(lines.len(), 1, "one warning, for the binary file: {stdout}");
    assert!(
        lines[0].contains("engine.pgn") && lines[0].contains("S010"),
        "{stdout}"
    );
    assert!(!stdout.contains("main.rs"), "{stdout}");
}

#[test]
fn a_slip_at_the_end_of_a_very_long_game_on_a_worker_threads_stack() {
    // 80,000 knight moves back and forth, then a move that does not fit:
    // the decoder's chain of readings is as long as the game, and dropping
    // it once recursed per move and overflowed a 2 MB thread stack (the
    // size `read` gives its workers), aborting the whole process.
    let mut text = String::from("1. e4 e5 2. Nf3 ");
    text.push_str(&["Nc6 Ng1 Nb8 Nf3"; 20_000].join(" "));
    text.push_str(" 3. Nxg1 Na6");
    let games = std::thread::Builder::new()
        .stack_size(2 << 20)
        .spawn(move || read(&text))
        .expect("a thread starts")
        .join()
        .expect("reading returns");
    assert_eq!(uci(&games).len(), 3 + 80_000 + 1);
    assert!(
        codes(&games).contains(&Code::CorrectedMove),
        "{:?}",
        codes(&games)
    );
}
