//! The clean-PGN shortcut (`document::clean`) and the full reader agree: on
//! every text the shortcut accepts, the full reader finds exactly one game,
//! says nothing about it, and reads the same main line (the same moves, with
//! the same facts, written the same in every style), result and tags; and
//! the lint's shortcut (`lint::lint_clean`) finds exactly what the lint
//! finds through the full reader (`lint::lint_full`), under every profile.
//!
//! The texts: random legal games written cleanly with tags, comments, NAGs,
//! glyphs and nested variations, and in every other style; thousands of
//! mutations of them (a mark dropped or added, a letter changed, a stray
//! character); the corpus's inputs; and the real games of
//! `../shared/corpus/real` when present, with mutations of some. Clean games
//! must be accepted, so that the agreement is not checked on nothing.

use scoresheet::board::{Move, MoveList, Position, Role};
use scoresheet::diagnostics::{Code, Severity};
use scoresheet::document::clean::{read_clean, read_clean_game, read_plain_game};
use scoresheet::document::stream::Chunks;
use scoresheet::document::{ReadOptions, read_str};
use scoresheet::export::json::{JsonOptions, JsonText};
use scoresheet::export::line::{clean_main_line, main_line};
use scoresheet::lint::{Profile, lint_clean, lint_full, lint_profiled};
use scoresheet::notation::disambiguation::{Departure, departure};
use scoresheet::notation::lexicon::Language;
use scoresheet::notation::{Style, move_to_string};
use std::path::{Path, PathBuf};

/// A deterministic generator (xorshift64*), so that failures reproduce.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }

    fn one_in(&mut self, n: usize) -> bool {
        self.below(n) == 0
    }
}

/// Whether the shortcut accepts `text`; when it does, asserts that the
/// full reader reads the same game without a word, and that the lint's
/// shortcut finds what the lint finds through the full reader.
fn agree(text: &str, options: &ReadOptions) -> bool {
    agree_lint(text, options).is_some()
}

/// What the lint's shortcut finds in `text` under no profile, when the
/// reader's shortcut takes it; asserts the agreements of [`agree`].
fn agree_lint(text: &str, options: &ReadOptions) -> Option<Vec<(Code, Severity)>> {
    agree_lint_under(text, options, &[None])
}

/// [`agree_lint`] under each of `profiles` (`None` first).
fn agree_lint_under(
    text: &str,
    options: &ReadOptions,
    profiles: &[Option<Profile>],
) -> Option<Vec<(Code, Severity)>> {
    let read = agree_read(text, options);
    let mut found = None;
    for &profile in profiles {
        match lint_clean(text, options, profile) {
            Some(clean) => {
                assert!(
                    read,
                    "the lint's shortcut took what the reader's refused: {text:?}"
                );
                let full = lint_full(text, options, profile);
                assert_eq!(clean, full, "{profile:?}: {text:?}");
                if profile.is_none() {
                    found = Some(clean.iter().map(|d| (d.code, d.severity)).collect());
                    // What the lint gives is the shortcut's.
                    assert_eq!(lint_profiled(text, options, profile), clean, "{text:?}");
                }
            }
            // Only a profile of another style sends a clean game on.
            None => assert!(
                !read || profile == Some(Profile::Fide),
                "{profile:?}: the lint's shortcut refused a clean game: {text:?}"
            ),
        }
    }
    found
}

/// Every profile the lint knows.
const PROFILES: [Option<Profile>; 3] = [None, Some(Profile::Pgn), Some(Profile::Fide)];

/// Whether the shortcut accepts `text`; when it does, asserts that the
/// full reader reads the same game without a word.
fn agree_read(text: &str, options: &ReadOptions) -> bool {
    let Some(clean) = read_clean(text, options) else {
        return false;
    };
    let games = read_str(text, options);
    assert_eq!(games.len(), 1, "one game, as the shortcut read: {text:?}");
    let full = &games[0];
    assert!(
        full.diagnostics.is_empty(),
        "the shortcut took a game the full reader reports on: {text:?}\n{:#?}",
        full.diagnostics
    );
    let played: Vec<_> = clean
        .moves
        .iter()
        .map(|&(m, facts)| (scoresheet::resolve::Played::Move(m), facts))
        .collect();
    let read: Vec<_> = full
        .game
        .line
        .moves
        .iter()
        .map(|m| (m.played, m.facts))
        .collect();
    assert_eq!(played, read, "{text:?}");
    for style in [
        Style::UCI,
        Style::SAN,
        Style::FIDE,
        Style::LAN,
        Style::FIGURINE,
    ] {
        let mut out = String::new();
        clean_main_line(&clean, style, &mut out);
        assert_eq!(out, main_line(&full.game, style), "{text:?}");
    }
    assert_eq!(clean.result, full.game.result, "{text:?}");
    assert_eq!(clean.tagged, !full.game.tags.is_empty(), "{text:?}");
    assert_eq!(clean.start, full.game.line.start, "{text:?}");
    // The plain games the JSON writer takes from the shortcut are the full
    // reader's to the last field.
    if let Some(game) = read_clean_game(text, options) {
        assert_eq!(&game, full, "{text:?}");
        // And the JSON written of it, where the shortcut vouches that
        // every move is written as its SAN, is the JSON of the full
        // reader's game to the byte.
        let plain = read_plain_game(text, options).expect("the same game");
        assert_eq!(plain.read, game, "{text:?}");
        let mut position = full.game.line.start;
        let written_is_san = full.game.line.moves.iter().all(|m| {
            let scoresheet::resolve::Played::Move(played) = m.played else {
                return false;
            };
            let san = move_to_string(&position, played, Style::SAN);
            position = position.play(played);
            m.span.text(text) == san
        });
        assert_eq!(plain.written_is_san(), written_is_san, "{text:?}");
        let json = JsonText::new("game.pgn", text, 3, 2);
        for json_options in [
            JsonOptions::default(),
            JsonOptions::default().with_fen(true),
        ] {
            let (mut fast, mut slow) = (Vec::new(), Vec::new());
            json.write_plain_unnumbered(&plain, json_options, &mut fast);
            json.write_unnumbered(
                &full.game,
                &full.diagnostics,
                full.span,
                json_options,
                &mut slow,
            );
            assert_eq!(String::from_utf8(fast), String::from_utf8(slow), "{text:?}");
        }
    }
    true
}

fn legal(position: &Position) -> Vec<Move> {
    let mut list: MoveList = MoveList::new();
    position.legal_moves(&mut list);
    list.as_slice().to_vec()
}

/// A random legal game from `start` of up to `plies` plies, with the
/// position before each move, and the result its end calls for.
fn play_out(rng: &mut Rng, start: Position, plies: usize) -> (Vec<(Position, Move)>, &'static str) {
    let mut position = start;
    let mut moves = Vec::new();
    for _ in 0..plies {
        let list = legal(&position);
        if list.is_empty() {
            let result = match (position.is_check(), position.turn()) {
                (false, _) => "1/2-1/2",
                (true, scoresheet::board::Color::White) => "0-1",
                (true, scoresheet::board::Color::Black) => "1-0",
            };
            return (moves, result);
        }
        let m = list[rng.below(list.len())];
        moves.push((position, m));
        position = position.play(m);
    }
    (moves, ["*", "1-0", "0-1", "1/2-1/2", ""][rng.below(5)])
}

/// [`play_out`], but a move that mates or stalemates is taken, when there
/// is one, half the time: games that end on the board, for the result
/// check (L003).
fn play_to_an_end(
    rng: &mut Rng,
    start: Position,
    plies: usize,
) -> (Vec<(Position, Move)>, &'static str) {
    let mut position = start;
    let mut moves = Vec::new();
    for _ in 0..plies {
        let list = legal(&position);
        let ending = list
            .iter()
            .copied()
            .find(|&m| legal(&position.play(m)).is_empty());
        let m = match ending {
            Some(m) if rng.one_in(2) => m,
            _ if list.is_empty() => break,
            _ => list[rng.below(list.len())],
        };
        moves.push((position, m));
        position = position.play(m);
    }
    let result = match (legal(&position).is_empty(), position.is_check()) {
        (true, false) => "1/2-1/2",
        (true, true) if position.turn() == scoresheet::board::Color::White => "0-1",
        (true, true) => "1-0",
        (false, _) => "*",
    };
    (moves, result)
}

/// A side line from `position`: a move other than `played`, and maybe a
/// reply, in `style`, with another side line inside it now and then.
fn side_line(
    rng: &mut Rng,
    position: &Position,
    played: Move,
    style: Style,
    depth: usize,
) -> String {
    let Some(&other) = legal(position).iter().find(|m| **m != played) else {
        return String::new();
    };
    let number = position.fullmove_number();
    let mut text = match position.turn() {
        scoresheet::board::Color::White => format!("({number}. "),
        scoresheet::board::Color::Black => format!("({number}... "),
    };
    text.push_str(&move_to_string(position, other, style));
    let after = position.play(other);
    if let Some(&reply) = legal(&after).first() {
        text.push(' ');
        if after.turn() == scoresheet::board::Color::White {
            text.push_str(&format!("{}. ", after.fullmove_number()));
        }
        text.push_str(&move_to_string(&after, reply, style));
        if depth < 3 && rng.one_in(3) {
            text.push(' ');
            text.push_str(&side_line(rng, &after, reply, style, depth + 1));
        }
    }
    text.push(')');
    text
}

/// How a game names the departures of its piece moves.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Departures {
    /// As SAN does: only what tells two pieces apart.
    Needed,
    /// Now and then more than needed: the square, or a file or a rank
    /// where nothing is needed.
    Sometimes,
    /// Every piece move names its square, as long algebraic without the
    /// hyphen does.
    Always,
}

/// `m` in SAN, naming its departure as `departures` says.
fn written_move(rng: &mut Rng, position: &Position, m: Move, departures: Departures) -> String {
    let san = move_to_string(position, m, Style::SAN);
    let more = match departures {
        Departures::Needed => false,
        Departures::Sometimes => rng.one_in(6),
        Departures::Always => true,
    };
    if !more || m.role() == Role::Pawn || m.castling_side().is_some() {
        return san;
    }
    let needed = departure(position, m);
    let named = match needed {
        Departure::None => 0,
        Departure::File | Departure::Rank => 1,
        Departure::Square => 2,
    };
    let from = m.from().to_string();
    // Any departure tells a piece that has no rival; a square tells any.
    let written = match (needed, rng.below(3)) {
        (Departure::None, 0) => &from[..1],
        (Departure::None, 1) => &from[1..],
        _ => from.as_str(),
    };
    format!("{}{written}{}", &san[..1], &san[1 + named..])
}

/// A game written as PGN writers write it, in `style`: tags now and then,
/// move numbers, glyphs, NAGs, comments of both kinds, side lines, a result.
fn write(rng: &mut Rng, moves: &[(Position, Move)], result: &str, style: Style) -> String {
    write_with(rng, moves, result, style, Departures::Needed)
}

/// [`write`], naming departures as `departures` says when in SAN.
fn write_with(
    rng: &mut Rng,
    moves: &[(Position, Move)],
    result: &str,
    style: Style,
    departures: Departures,
) -> String {
    let mut text = String::new();
    if rng.one_in(2) {
        text.push_str("[Event \"Casual \\\"blitz\\\"\"]\n[Site \"?\"]\n[Result \"*\"]\n\n");
    }
    if rng.one_in(8) {
        text.push_str("{A game.} ");
    }
    let mut numbered = false;
    for (ply, (position, m)) in moves.iter().enumerate() {
        let number = position.fullmove_number();
        if position.turn() == scoresheet::board::Color::White {
            text.push_str(&format!("{number}."));
            text.push_str(if rng.one_in(4) { "" } else { " " });
        } else if ply == 0 || !numbered {
            text.push_str(&format!("{number}... "));
        }
        numbered = true;
        if style == Style::SAN {
            text.push_str(&written_move(rng, position, *m, departures));
        } else {
            text.push_str(&move_to_string(position, *m, style));
        }
        if rng.one_in(12) {
            text.push_str(["!", "?", "!!", "??", "!?", "?!"][rng.below(6)]);
        }
        text.push_str(if rng.one_in(10) { "\n" } else { " " });
        if rng.one_in(12) {
            text.push_str(&format!("${} ", 1 + rng.below(20)));
        }
        if rng.one_in(10) {
            text.push_str("{ [%clk 0:03:00] a note (with a bracket) } ");
            numbered = false;
        }
        if rng.one_in(30) {
            text.push_str("; a line comment\n");
            numbered = false;
        }
        if rng.one_in(8) {
            text.push_str(&side_line(rng, position, *m, style, 0));
            text.push(' ');
            numbered = false;
        }
    }
    text.push_str(result);
    text.push('\n');
    text
}

/// `text` with one random edit: a character dropped, doubled or replaced,
/// or a snippet inserted.
fn mutate(rng: &mut Rng, text: &str) -> String {
    const SNIPPETS: [&str; 28] = [
        "+", "#", "x", " ", "!", "?", "=Q", "=N", ".", "..", "1", "e", "N", "B", "(", ")", "{",
        "}", ";", "$", "-", "O", "\n", "...", ",", " ch", " e.p.", "Q",
    ];
    let mut chars: Vec<char> = text.chars().collect();
    if chars.is_empty() {
        return String::new();
    }
    let at = rng.below(chars.len());
    match rng.below(4) {
        0 => {
            chars.remove(at);
        }
        1 => chars.insert(at, chars[at]),
        2 => {
            chars[at] = SNIPPETS[rng.below(SNIPPETS.len())]
                .chars()
                .next()
                .unwrap_or(' ')
        }
        _ => {
            let snippet = SNIPPETS[rng.below(SNIPPETS.len())];
            for (i, c) in snippet.chars().enumerate() {
                chars.insert(at + i, c);
            }
        }
    }
    chars.into_iter().collect()
}

/// Starts with castling, en passant and promotions about.
const STARTS: [&str; 4] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N w - - 0 1",
    "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
];

#[test]
fn generated_games_and_their_mutations_read_alike() {
    let mut rng = Rng(0x000C_1EA4_u64);
    let mut clean = 0;
    let mut accepted_mutations = 0;
    let mut mutations = 0;
    for round in 0..400 {
        let start: Position = STARTS[round % STARTS.len()].parse().expect("a FEN");
        // Every option the shortcut takes: strict reading, English given,
        // movetext said.
        let options = match (round / STARTS.len()) % 4 {
            0 => ReadOptions::default(),
            1 => ReadOptions::default().with_strict(true),
            2 => ReadOptions::default().with_language(Language::English),
            _ => ReadOptions::default().with_kind(scoresheet::document::Kind::Movetext),
        }
        .with_start(start);
        let plies = 1 + rng.below(160);
        let (moves, result) = play_out(&mut rng, start, plies);
        let text = write(&mut rng, &moves, result, Style::SAN);
        // Written cleanly, every game is the shortcut's.
        assert!(agree(&text, &options), "a clean game was refused: {text:?}");
        clean += 1;
        for _ in 0..25 {
            let mutated = mutate(&mut rng, &text);
            mutations += 1;
            accepted_mutations += usize::from(agree(&mutated, &options));
        }
        // Other styles: the shortcut agrees or leaves them alone.
        for style in [
            Style::FIDE,
            Style::LAN,
            Style::FIGURINE,
            Style::UCI,
            Style::san_in(Language::German),
        ] {
            let text = write(&mut rng, &moves, result, style);
            agree(&text, &options);
            agree(&mutate(&mut rng, &text), &options);
        }
    }
    assert_eq!(clean, 400);
    // Some edits keep a game clean (a space doubled, a comment grown), most
    // do not: both sides of the agreement are exercised.
    assert!(
        accepted_mutations > mutations / 20 && accepted_mutations < mutations * 3 / 4,
        "{accepted_mutations} of {mutations} mutations accepted"
    );
}

#[test]
fn games_from_a_fen_tag_read_alike() {
    // Studies, puzzles and odds games start from a `[FEN]` tag: the
    // shortcut reads them from that position, and leaves to the full reader
    // a FEN it would repair (move 0, a right the position cannot have) or
    // refuse.
    let mut rng = Rng(0x0000_0F3E_u64);
    let mut taken = 0;
    for round in 0..120 {
        let fen = STARTS[round % STARTS.len()];
        let start: Position = fen.parse().expect("a FEN");
        let plies = 1 + rng.below(80);
        let (moves, result) = play_out(&mut rng, start, plies);
        let movetext = write(&mut rng, &moves, result, Style::SAN);
        let options = ReadOptions::default();
        let text = format!("[SetUp \"1\"]\n[FEN \"{fen}\"]\n{movetext}");
        assert!(agree(&text, &options), "a clean game was refused: {text:?}");
        taken += 1;
        // Repaired or refused FENs, a second FEN after the first, and
        // mutations of the whole: the two readers agree.
        let zero = fen.rsplit_once(' ').map(|(head, _)| format!("{head} 0"));
        for other in [
            zero.unwrap_or_default(),
            fen.replace(" w ", " x "),
            format!("9{fen}"),
        ] {
            let text = format!("[FEN \"{other}\"]\n{movetext}");
            assert!(!agree(&text, &options), "{text:?}");
        }
        agree(
            &format!("[FEN \"{fen}\"]\n[FEN \"8/8/8/8/8/8/8/K1k5 w - - 0 1\"]\n{movetext}"),
            &options,
        );
        for _ in 0..10 {
            agree(&mutate(&mut rng, &text), &options);
        }
    }
    assert_eq!(taken, 120);
}

#[test]
fn generated_games_with_something_to_lint_lint_alike() {
    // Departures named where none or less is needed (L002), in games of
    // SAN and of squares named throughout (long, where L002 says nothing),
    // and results the final position may contradict (L003).
    let mut rng = Rng(0x0001_1A7E_u64);
    let (mut clean, mut needless, mut results) = (0, 0, 0);
    let mut mutations = 0;
    for round in 0..300 {
        let start: Position = STARTS[round % STARTS.len()].parse().expect("a FEN");
        let options = ReadOptions::default().with_start(start);
        let plies = 1 + rng.below(120);
        let (moves, due) = play_to_an_end(&mut rng, start, plies);
        let result = if rng.one_in(2) {
            due
        } else {
            ["*", "1-0", "0-1", "1/2-1/2", ""][rng.below(5)]
        };
        let departures = if round % 3 == 0 {
            Departures::Always
        } else {
            Departures::Sometimes
        };
        let text = write_with(&mut rng, &moves, result, Style::SAN, departures);
        let found = agree_lint_under(&text, &options, &PROFILES)
            .unwrap_or_else(|| panic!("a clean game was refused: {text:?}"));
        clean += 1;
        needless += found
            .iter()
            .filter(|(code, _)| *code == Code::NeedlessDisambiguation)
            .count();
        results += found
            .iter()
            .filter(|(code, _)| *code == Code::ResultContradictsPosition)
            .count();
        for _ in 0..10 {
            let mutated = mutate(&mut rng, &text);
            mutations += usize::from(agree_lint_under(&mutated, &options, &PROFILES).is_some());
        }
    }
    assert_eq!(clean, 300);
    // The shortcut found something in many games, so that its findings,
    // not only its silence, were compared.
    assert!(needless > 100, "{needless} needless departures found");
    assert!(results > 20, "{results} contradicted results found");
    assert!(mutations > 100, "{mutations} mutations taken");
}

#[test]
fn results_after_mate_and_stalemate_lint_alike() {
    // Fool's mate, and Sam Loyd's stalemate in ten moves; each result the
    // lint judges, with tags and without. What L003 says is written here by
    // hand: None for nothing, else its severity.
    const MATE: &str = "1. f3 e5 2. g4 Qh4#";
    const STALEMATE: &str = "1. e3 a5 2. Qh5 Ra6 3. Qxa5 h5 4. h4 Rah6 5. Qxc7 f6 \
                             6. Qxd7+ Kf7 7. Qxb7 Qd3 8. Qxb8 Qh7 9. Qxc8 Kg6 10. Qe6";
    let cases: [(&str, &str, bool, Option<Severity>); 12] = [
        (MATE, "0-1", true, None),
        (MATE, "1-0", true, Some(Severity::Warning)),
        (MATE, "1/2-1/2", false, Some(Severity::Warning)),
        (MATE, "*", false, Some(Severity::Note)),
        (MATE, "", true, Some(Severity::Note)),
        (MATE, "", false, None),
        (STALEMATE, "1/2-1/2", true, None),
        (STALEMATE, "1-0", true, Some(Severity::Warning)),
        (STALEMATE, "0-1", false, Some(Severity::Warning)),
        (STALEMATE, "*", true, None),
        (STALEMATE, "", true, None),
        (STALEMATE, "", false, None),
    ];
    for (moves, result, tagged, expected) in cases {
        let tags = if tagged { "[Event \"x\"]\n\n" } else { "" };
        let text = format!("{tags}{moves} {result}\n");
        let found = agree_lint_under(&text, &ReadOptions::default(), &PROFILES)
            .unwrap_or_else(|| panic!("a clean game was refused: {text:?}"));
        let said = found
            .iter()
            .find(|(code, _)| *code == Code::ResultContradictsPosition)
            .map(|(_, severity)| *severity);
        assert_eq!(said, expected, "{text:?}");
    }
}

#[test]
fn every_corpus_input_reads_alike() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("corpus");
    let mut inputs = 0;
    let mut accepted = 0;
    for path in scoresheet::corpus::case_files(&root) {
        let text = std::fs::read_to_string(&path).expect("a readable case");
        let Some(case) = scoresheet::corpus::Case::parse(&text) else {
            continue;
        };
        inputs += 1;
        let options = ReadOptions::default();
        accepted += usize::from(agree(&case.input, &options));
        for chunk in Chunks::new(case.input.as_bytes()).flatten() {
            agree(&chunk.text, &options);
        }
    }
    assert!(inputs > 100, "{inputs} corpus inputs");
    // Most cases show something wrong; the clean ones are taken.
    assert!(accepted > 0, "no corpus input was clean");
}

fn pgn_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            pgn_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "pgn") {
            out.push(path);
        }
    }
}

#[test]
fn real_games_and_mutations_of_some_read_alike() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/corpus/real");
    let mut files = Vec::new();
    pgn_files(&root, &mut files);
    if files.is_empty() {
        eprintln!("no real games at {}: nothing to compare", root.display());
        return;
    }
    files.sort();
    let mut rng = Rng(0x5EA1_u64);
    let (mut chunks, mut accepted) = (0, 0);
    for path in files {
        let bytes = std::fs::read(&path).expect("a readable file");
        for chunk in Chunks::new(bytes.as_slice()).flatten() {
            if !chunk.diagnostics.is_empty() {
                continue;
            }
            chunks += 1;
            let options = ReadOptions::default();
            accepted += usize::from(agree(&chunk.text, &options));
            if chunks % 20 == 0 {
                for _ in 0..5 {
                    agree(&mutate(&mut rng, &chunk.text), &options);
                }
            }
        }
    }
    eprintln!("{accepted} of {chunks} real chunks taken by the shortcut");
    assert!(accepted > 0, "no real game was clean");
}

/// A game written as databases and servers write it: tags now and then,
/// move numbers, the moves, a result; no comment, NAG or side line.
fn write_plain(
    rng: &mut Rng,
    moves: &[(Position, Move)],
    result: &str,
    departures: Departures,
) -> String {
    let mut text = String::new();
    if rng.one_in(2) {
        text.push_str("[Event \"Casual \\\"blitz\\\"\"]\n[Site  \"a \\\\ b\"]\n[Round \"\"]\n");
        text.push_str("[Site \"again\"]\n[Result \"*\"]\n\n");
    }
    for (ply, (position, m)) in moves.iter().enumerate() {
        let number = position.fullmove_number();
        if position.turn() == scoresheet::board::Color::White {
            text.push_str(&format!("{number}."));
            text.push_str(if rng.one_in(4) { "" } else { " " });
        } else if ply == 0 {
            text.push_str(&format!("{number}... "));
        }
        text.push_str(&written_move(rng, position, *m, departures));
        text.push_str(if rng.one_in(10) { "\r\n" } else { " " });
    }
    if !rng.one_in(8) {
        text.push_str(result);
    }
    text.push('\n');
    text
}

#[test]
fn plain_games_are_read_in_full_as_the_full_reader_reads_them() {
    let mut rng = Rng(0x0091_A1B5_u64);
    let mut taken = 0;
    // Games not written and written as SAN.
    let mut as_san = [0; 2];
    for round in 0..300 {
        let start: Position = STARTS[round % STARTS.len()].parse().expect("a FEN");
        let options = ReadOptions::default().with_start(start);
        let plies = 1 + rng.below(120);
        let (moves, result) = play_out(&mut rng, start, plies);
        // Half of them name more departures than SAN does.
        let departures = if round % 2 == 0 {
            Departures::Needed
        } else {
            Departures::Sometimes
        };
        let text = write_plain(&mut rng, &moves, result, departures);
        // `agree` compares the whole game when the shortcut takes it.
        assert!(agree(&text, &options), "a clean game was refused: {text:?}");
        taken += usize::from(read_clean_game(&text, &options).is_some());
        if let Some(plain) = read_plain_game(&text, &options) {
            as_san[usize::from(plain.written_is_san())] += 1;
        }
        for _ in 0..10 {
            agree(&mutate(&mut rng, &text), &options);
        }
    }
    assert_eq!(taken, 300, "{taken} of 300 plain games taken");
    assert!(as_san[0] > 10 && as_san[1] > 100, "{as_san:?}");
    let options = ReadOptions::default();
    for text in [
        "[Event \"tags alone\"]\n[White \"a\"]\n",
        "1. e4 e5 2.",
        "1. e4 e5 2. Nf3 ",
        "  1.e4 e5 2.Nf3 Nc6 *  \n",
    ] {
        assert!(agree(text, &options), "{text:?}");
        assert!(read_clean_game(text, &options).is_some(), "{text:?}");
    }
    for text in [
        "1. e4! e5",
        "1. e4 $1 e5",
        "1. e4 {c} e5",
        "1. e4 (1. d4) e5",
    ] {
        assert!(agree(text, &options), "{text:?}");
        assert!(read_clean_game(text, &options).is_none(), "{text:?}");
    }
}
