//! How well the lenient reader finds the moves played under slips of the
//! pen, of typing and of OCR: a deterministic generator plants slips of
//! every kind into games — random legal games, and real games from
//! `../shared/corpus/real` when present — reads them back, and counts the
//! games read exactly, flagged (an error stops the game), misread (the
//! moves differ but corrections or warnings were reported) and silently wrong (the moves
//! differ and nothing said so). The table is printed (`cargo test --test
//! slips -- --nocapture`) and floors a little below the measured figures
//! keep regressions from passing.

use scoresheet::board::{Move, MoveList, Position};
use scoresheet::document::{ReadOptions, read_str};
use scoresheet::notation::{Style, move_to_string};

/// A xorshift generator: deterministic, no dependency.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n.max(1) as u64) as usize
    }
}

/// A game: each move's SAN and UCI.
struct Game {
    san: Vec<String>,
    uci: Vec<String>,
}

/// A random legal game of 20 to 80 plies, preferring captures and checks a
/// little less than chance would so that games last.
fn random_game(rng: &mut Rng) -> Game {
    let plies = 20 + rng.below(60);
    let mut position = Position::initial();
    let mut game = Game {
        san: Vec::new(),
        uci: Vec::new(),
    };
    let mut list: MoveList = MoveList::new();
    for _ in 0..plies {
        list.clear();
        position.legal_moves(&mut list);
        if list.is_empty() {
            break;
        }
        let m: Move = list.as_slice()[rng.below(list.len())];
        game.san.push(move_to_string(&position, m, Style::SAN));
        game.uci.push(m.uci().to_string());
        position.play_mut(m);
    }
    game
}

/// Real games from the shared corpus, read cleanly, when it is present.
fn real_games(limit: usize) -> Vec<Game> {
    let path = std::path::Path::new("../shared/corpus/real/notnil-chess");
    let Ok(entries) = std::fs::read_dir(path) else {
        return Vec::new();
    };
    let mut files: Vec<_> = entries.flatten().map(|e| e.path()).collect();
    files.sort();
    let mut out = Vec::new();
    for file in files {
        let Ok(text) = std::fs::read_to_string(&file) else {
            continue;
        };
        for read in read_str(&text, &ReadOptions::default()) {
            if out.len() == limit {
                return out;
            }
            if read.has_errors() || read.moves().len() < 20 {
                continue;
            }
            let mut position = read.game.line.start;
            if position != Position::initial() {
                continue;
            }
            let mut game = Game {
                san: Vec::new(),
                uci: Vec::new(),
            };
            for played in read.moves() {
                game.uci.push(played.uci.clone());
                let Some(m) = position_move(&position, &played.uci) else {
                    break;
                };
                game.san.push(move_to_string(&position, m, Style::SAN));
                position.play_mut(m);
            }
            if game.san.len() == game.uci.len() {
                out.push(game);
            }
        }
    }
    out
}

fn position_move(position: &Position, uci: &str) -> Option<Move> {
    let mut list: MoveList = MoveList::new();
    position.legal_moves(&mut list);
    list.iter().copied().find(|m| m.uci().to_string() == uci)
}

/// The kinds of slip planted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Slip {
    Glyph,
    Dropped,
    Doubled,
    Swapped,
    Added,
    Punctuation,
    Neighbour,
    PieceLetter,
    Junk,
    Split,
    LoneMark,
}

const SLIPS: [Slip; 11] = [
    Slip::Glyph,
    Slip::Dropped,
    Slip::Doubled,
    Slip::Swapped,
    Slip::Added,
    Slip::Punctuation,
    Slip::Neighbour,
    Slip::PieceLetter,
    Slip::Junk,
    Slip::Split,
    Slip::LoneMark,
];

const LOOKALIKE: &[(char, char)] = &[
    ('c', 'e'),
    ('e', 'c'),
    ('a', 'd'),
    ('d', 'a'),
    ('b', 'h'),
    ('h', 'b'),
    ('g', 'q'),
    ('1', '7'),
    ('7', '1'),
    ('3', '8'),
    ('8', '3'),
    ('5', '6'),
    ('6', '5'),
    ('B', '8'),
    ('N', 'H'),
    ('R', 'K'),
    ('2', 'Z'),
];

/// `san` with one slip of `kind`, or `None` when the kind does not apply.
fn plant(rng: &mut Rng, san: &str, kind: Slip) -> Option<String> {
    let chars: Vec<char> = san.chars().collect();
    let n = chars.len();
    let at = rng.below(n);
    let mut out = chars.clone();
    match kind {
        Slip::Glyph => {
            let spots: Vec<usize> = (0..n)
                .filter(|&i| LOOKALIKE.iter().any(|(a, _)| *a == chars[i]))
                .collect();
            let i = *spots.get(rng.below(spots.len()))?;
            let options: Vec<char> = LOOKALIKE
                .iter()
                .filter(|(a, _)| *a == chars[i])
                .map(|(_, b)| *b)
                .collect();
            out[i] = options[rng.below(options.len())];
        }
        Slip::Dropped => {
            if n < 3 {
                return None;
            }
            out.remove(at);
        }
        Slip::Doubled => out.insert(at, chars[at]),
        Slip::Swapped => {
            if n < 2 {
                return None;
            }
            let i = at.min(n - 2);
            out.swap(i, i + 1);
        }
        Slip::Added => out.insert(at, "abcdefgh12345678"[rng.below(16)..].chars().next()?),
        Slip::Punctuation => out.insert(at.max(1), [',', '.', '\'', '`'][rng.below(4)]),
        Slip::Neighbour => {
            let digits: Vec<usize> = (0..n).filter(|&i| chars[i].is_ascii_digit()).collect();
            let i = *digits.last()?;
            let d = chars[i].to_digit(10)?;
            let next = if d == 8 || (d > 1 && rng.below(2) == 0) {
                d - 1
            } else {
                d + 1
            };
            out[i] = char::from_digit(next, 10)?;
        }
        Slip::PieceLetter => {
            if !chars[0].is_ascii_uppercase() || chars[0] == 'O' {
                return None;
            }
            let letters: Vec<char> = "KQRBN".chars().filter(|c| *c != chars[0]).collect();
            out[0] = letters[rng.below(letters.len())];
        }
        Slip::Junk => return Some(format!("{san} ~")),
        Slip::Split => {
            if n < 3 {
                return None;
            }
            out.insert(1, ' ');
        }
        Slip::LoneMark => {
            let body = san.strip_suffix('+')?;
            return Some(format!("{body} +"));
        }
    }
    let slipped: String = out.into_iter().collect();
    (slipped != san).then_some(slipped)
}

/// The text of a game with `slips` at the given plies.
fn text(game: &Game, slips: &[(usize, String)]) -> String {
    let mut out = String::new();
    for (ply, san) in game.san.iter().enumerate() {
        if ply % 2 == 0 {
            out.push_str(&format!("{}. ", ply / 2 + 1));
        }
        let written = slips
            .iter()
            .find(|(p, _)| *p == ply)
            .map_or(san.as_str(), |(_, s)| s.as_str());
        out.push_str(written);
        out.push(' ');
    }
    out
}

#[derive(Clone, Debug, Default)]
struct Tally {
    exact: usize,
    flagged: usize,
    misread: usize,
    silent: usize,
    /// Misread games in which a correction was a tie: another reading of
    /// the whole game cost as little (margin 0), so the text alone cannot
    /// tell which was played.
    ties: usize,
    undetectable: usize,
    /// A few games not read exactly: what was planted, what was read.
    examples: Vec<String>,
}

/// How many failing games each row shows.
fn examples() -> usize {
    std::env::var("SLIPS_EXAMPLES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(3)
}

impl Tally {
    fn total(&self) -> usize {
        self.exact + self.flagged + self.misread + self.silent
    }
    fn rate(&self) -> f64 {
        100.0 * self.exact as f64 / self.total().max(1) as f64
    }
}

/// Reads `text` and judges it against `game`; `planted` says what was
/// planted, for the examples.
fn judge(game: &Game, text: &str, planted: &str, tally: &mut Tally) {
    let read = read_str(text, &ReadOptions::default());
    let Some(first) = read.first() else {
        tally.flagged += 1;
        return;
    };
    let uci: Vec<String> = first.moves().iter().map(|m| m.uci.clone()).collect();
    if uci == game.uci {
        tally.exact += 1;
        return;
    }
    // A slip that makes another legal game throughout cannot be seen.
    let strict = read_str(text, &ReadOptions::default().with_strict(true));
    // So does one that the lenient reader takes as a legal game in the
    // dialects it accepts, with nothing worse than a note (`e4` read as the
    // pawn capture `dxe4` written without its file).
    let read_as_legal = read.len() == 1
        && first
            .diagnostics
            .iter()
            .all(|d| d.severity == scoresheet::diagnostics::Severity::Note);
    if read_as_legal || strict.first().is_some_and(|g| !g.has_errors()) && strict.len() == 1 {
        tally.undetectable += 1;
        return;
    }
    let verdict = if first.has_errors() || read.len() > 1 {
        tally.flagged += 1;
        "flagged"
    } else if first
        .diagnostics
        .iter()
        .any(|d| d.severity >= scoresheet::diagnostics::Severity::Warning)
    {
        // A correction (D002) or a warning on a liberty taken says so.
        tally.misread += 1;
        let tie = first
            .game
            .line
            .moves
            .iter()
            .any(|m| m.correction.as_ref().is_some_and(|c| c.margin == Some(0)));
        if tie {
            tally.ties += 1;
            "misread at a tie"
        } else {
            "misread"
        }
    } else {
        tally.silent += 1;
        "silent"
    };
    if tally.examples.len() < examples() {
        let differs = uci
            .iter()
            .zip(&game.uci)
            .position(|(a, b)| a != b)
            .unwrap_or(uci.len().min(game.uci.len()));
        let said: Vec<String> = first
            .diagnostics
            .iter()
            .filter(|d| d.severity >= scoresheet::diagnostics::Severity::Warning)
            .map(|d| format!("{} {}", d.code.as_str(), d.message))
            .collect();
        tally.examples.push(format!(
            "{verdict}: planted {planted}; first difference at ply {differs} ({} read, {} played); said: {}",
            uci.get(differs).map_or("nothing", String::as_str),
            game.uci.get(differs).map_or("nothing", String::as_str),
            said.join(" | ")
        ));
        // `SLIPS_TEXTS=1` shows each example's text as well, to study it.
        if std::env::var_os("SLIPS_TEXTS").is_some() {
            tally.examples.push(format!("    text: {text}"));
        }
    }
}

/// The position before `ply`.
fn position_at(game: &Game, ply: usize) -> Option<Position> {
    let mut position = Position::initial();
    for uci in game.uci.get(..ply)? {
        position = position.play(position_move(&position, uci)?);
    }
    Some(position)
}

/// The legal move other than the one played that `written` is the SAN of
/// before `ply`, marks included.
fn legal_other(game: &Game, ply: usize, written: &str) -> Option<Move> {
    let position = position_at(game, ply)?;
    let mut list: MoveList = MoveList::new();
    position.legal_moves(&mut list);
    list.iter()
        .copied()
        .find(|m| move_to_string(&position, *m, Style::SAN) == written)
        .filter(|m| Some(m.uci().to_string()) != game.uci.get(ply).cloned())
}

/// Whether a written move resolves as another legal move in its position.
fn legal_elsewhere(game: &Game, ply: usize, written: &str) -> Option<bool> {
    let position = position_at(game, ply)?;
    let mut list: MoveList = MoveList::new();
    position.legal_moves(&mut list);
    let bare = written.trim_end_matches(['+', '#']);
    Some(
        list.iter().any(|m| {
            move_to_string(&position, *m, Style::SAN).trim_end_matches(['+', '#']) == bare
        }),
    )
}

/// Whether the game with only `slipped` written at `ply` reads strictly
/// as another legal game, with no error anywhere.
fn legal_throughout(game: &Game, ply: usize, slipped: &str) -> bool {
    let strict = read_str(
        &text(game, &[(ply, slipped.to_string())]),
        &ReadOptions::default().with_strict(true),
    );
    strict.len() == 1 && strict.first().is_some_and(|g| !g.has_errors())
}

/// Every likely slip of `san` — a look-alike glyph, a neighbouring file or
/// rank, another piece letter, a disambiguator — in a fixed order.
fn likely_slips(san: &str) -> Vec<String> {
    let chars: Vec<char> = san.chars().collect();
    let mut out = Vec::new();
    let mut with = |i: usize, c: char| {
        let mut v = chars.clone();
        v[i] = c;
        out.push(v.into_iter().collect::<String>());
    };
    for (i, &c) in chars.iter().enumerate() {
        for (a, b) in LOOKALIKE {
            if *a == c {
                with(i, *b);
            }
        }
        if c.is_ascii_digit() || ('a'..='h').contains(&c) {
            for next in [c as u32 - 1, c as u32 + 1] {
                if let Some(n) = char::from_u32(next)
                    && (c.is_ascii_digit() && ('1'..='8').contains(&n)
                        || !c.is_ascii_digit() && ('a'..='h').contains(&n))
                {
                    with(i, n);
                }
            }
        }
        if i == 0 && "KQRBN".contains(c) {
            for letter in "QRBN".chars().filter(|l| *l != c) {
                with(i, letter);
            }
        }
    }
    out
}

/// A slip of the move at `ply` that makes another legal move whose
/// consequence shows later: a move after it no longer reads, or a mark no
/// longer holds, when the text is read strictly.
fn plant_legal_other(rng: &mut Rng, game: &Game, ply: usize) -> Option<String> {
    let mut options = likely_slips(&game.san[ply]);
    options.dedup();
    while !options.is_empty() {
        let slipped = options.swap_remove(rng.below(options.len()));
        if legal_other(game, ply, &slipped).is_none() {
            continue;
        }
        let slips = [(ply, slipped.clone())];
        let strict = read_str(
            &text(game, &slips),
            &ReadOptions::default().with_strict(true),
        );
        if strict.len() != 1 || strict.first().is_some_and(|g| g.has_errors()) {
            return Some(slipped);
        }
    }
    None
}

/// A wrong disambiguator on a piece move: another file or rank for the one
/// written, or one written where none was needed that names no piece able
/// to make the move.
fn plant_disambiguator(rng: &mut Rng, san: &str) -> Option<String> {
    let chars: Vec<char> = san.chars().collect();
    let letter = *chars.first()?;
    if !"QRBN".contains(letter) {
        return None;
    }
    let body: Vec<char> = chars[1..]
        .iter()
        .copied()
        .filter(|c| !matches!(c, 'x' | '+' | '#'))
        .collect();
    let other = |rng: &mut Rng, c: char| {
        let pool: Vec<char> = if c.is_ascii_digit() {
            "12345678".chars().filter(|d| *d != c).collect()
        } else {
            "abcdefgh".chars().filter(|d| *d != c).collect()
        };
        pool[rng.below(pool.len())]
    };
    let mut out = chars.clone();
    if body.len() >= 3 {
        out[1] = other(rng, chars[1]);
    } else {
        out.insert(1, other(rng, chars[chars.len() - 2].max('a')));
    }
    let slipped: String = out.into_iter().collect();
    (slipped != san).then_some(slipped)
}

/// The text of a game with the moves at `ply` and `ply + 1` written as one
/// token (`e4e5`), `ply` being White's.
fn merged_text(game: &Game, ply: usize) -> String {
    let mut out = String::new();
    for (i, san) in game.san.iter().enumerate() {
        if i % 2 == 0 {
            out.push_str(&format!("{}. ", i / 2 + 1));
        }
        out.push_str(san);
        if i != ply {
            out.push(' ');
        }
    }
    out
}

/// The text of a game with Black's move at `ply` not written: the next
/// move number shows it.
fn missing_text(game: &Game, ply: usize) -> String {
    let mut out = String::new();
    for (i, san) in game.san.iter().enumerate() {
        if i % 2 == 0 {
            out.push_str(&format!("{}. ", i / 2 + 1));
        }
        if i != ply {
            out.push_str(san);
            out.push(' ');
        }
    }
    out
}

#[derive(Default)]
struct Report {
    illegal_at_once: Tally,
    legal_other: Tally,
    merged: Tally,
    missing: Tally,
    disambiguator: Tally,
    three: Tally,
    last: Tally,
    by_kind: Vec<(Slip, Tally)>,
}

fn measure(games: &[Game], seed: u64) -> Report {
    let mut rng = Rng(seed);
    let mut report = Report {
        by_kind: SLIPS.iter().map(|k| (*k, Tally::default())).collect(),
        ..Report::default()
    };
    for game in games {
        let n = game.san.len();
        if n < 10 {
            continue;
        }
        // One slip, not in the last five plies, so its consequence can show.
        let kind = SLIPS[rng.below(SLIPS.len())];
        let ply = rng.below(n - 5);
        if let Some(slipped) = plant(&mut rng, &game.san[ply], kind) {
            let text = text(game, &[(ply, slipped.clone())]);
            let planted = format!("{kind:?} {} -> {slipped} at ply {ply}", game.san[ply]);
            let legal = legal_elsewhere(game, ply, &slipped).unwrap_or(false);
            if !legal {
                judge(game, &text, &planted, &mut report.illegal_at_once);
                if let Some((_, t)) = report.by_kind.iter_mut().find(|(k, _)| *k == kind) {
                    judge(game, &text, &planted, t);
                }
            }
        }
        // One slip that makes another legal move, planted on purpose: the
        // likely slips of a move, tried at a few plies, until one names
        // another legal move whose consequence shows later.
        for _ in 0..6 {
            let ply = rng.below(n - 5);
            if let Some(slipped) = plant_legal_other(&mut rng, game, ply) {
                let planted = format!("{} -> {slipped} at ply {ply}", game.san[ply]);
                judge(
                    game,
                    &text(game, &[(ply, slipped)]),
                    &planted,
                    &mut report.legal_other,
                );
                break;
            }
        }
        // Two moves written as one token, `e4e5`.
        let ply = rng.below((n - 5) / 2) * 2;
        let planted = format!("{}{} at ply {ply}", game.san[ply], game.san[ply + 1]);
        judge(game, &merged_text(game, ply), &planted, &mut report.merged);
        // Black's move left out, where the next move number shows it.
        let ply = rng.below((n - 5) / 2) * 2 + 1;
        let planted = format!("{} left out at ply {ply}", game.san[ply]);
        judge(
            game,
            &missing_text(game, ply),
            &planted,
            &mut report.missing,
        );
        // A wrong disambiguator on a piece move.
        for _ in 0..6 {
            let ply = rng.below(n - 5);
            if let Some(slipped) = plant_disambiguator(&mut rng, &game.san[ply]) {
                let planted = format!("{} -> {slipped} at ply {ply}", game.san[ply]);
                judge(
                    game,
                    &text(game, &[(ply, slipped)]),
                    &planted,
                    &mut report.disambiguator,
                );
                break;
            }
        }
        // Three slips at plies at least four apart, each detectable.
        let mut slips: Vec<(usize, String)> = Vec::new();
        for _ in 0..12 {
            if slips.len() == 3 {
                break;
            }
            let ply = rng.below(n - 3);
            if slips.iter().any(|(p, _)| p.abs_diff(ply) < 4) {
                continue;
            }
            let kind = SLIPS[rng.below(8)];
            // Each slip detectable on its own: one that makes another
            // legal game throughout cannot be told from what was played,
            // and would count a game no reader can read as a miss.
            if let Some(slipped) = plant(&mut rng, &game.san[ply], kind)
                && !legal_throughout(game, ply, &slipped)
            {
                slips.push((ply, slipped));
            }
        }
        if slips.len() == 3 {
            let planted: Vec<String> = slips
                .iter()
                .map(|(p, s)| format!("{} -> {s} at ply {p}", game.san[*p]))
                .collect();
            judge(
                game,
                &text(game, &slips),
                &planted.join(", "),
                &mut report.three,
            );
        }
        // A slip in the last move that makes it illegal.
        let kind = SLIPS[rng.below(8)];
        if let Some(slipped) = plant(&mut rng, &game.san[n - 1], kind)
            && legal_elsewhere(game, n - 1, &slipped) == Some(false)
        {
            let planted = format!("{kind:?} {} -> {slipped} last", game.san[n - 1]);
            judge(
                game,
                &text(game, &[(n - 1, slipped)]),
                &planted,
                &mut report.last,
            );
        }
    }
    report
}

fn print(name: &str, report: &Report) {
    println!("\n{name}");
    println!(
        "| games with | exact | flagged | misread (at a tie) | silent | undetectable | exact % |"
    );
    println!("|---|---|---|---|---|---|---|");
    let mut examples: Vec<(String, Vec<String>)> = Vec::new();
    let mut row = |label: &str, t: &Tally| {
        println!(
            "| {label} | {} | {} | {} ({}) | {} | {} | {:.1} |",
            t.exact,
            t.flagged,
            t.misread,
            t.ties,
            t.silent,
            t.undetectable,
            t.rate()
        );
        examples.push((label.to_string(), t.examples.clone()));
    };
    row("one slip, illegal at once", &report.illegal_at_once);
    row("one slip making another legal move", &report.legal_other);
    row("two moves in one token", &report.merged);
    row("a move not written", &report.missing);
    row("a wrong disambiguator", &report.disambiguator);
    row("three slips", &report.three);
    row("an illegal last move", &report.last);
    for (kind, t) in &report.by_kind {
        row(&format!("one slip: {kind:?}"), t);
    }
    for (label, list) in examples {
        for example in list {
            println!("  {label}: {example}");
        }
    }
}

/// No reading of a detectable slip is silently wrong.
fn assert_none_silent(report: &Report) {
    for tally in [
        &report.illegal_at_once,
        &report.legal_other,
        &report.merged,
        &report.missing,
        &report.disambiguator,
        &report.three,
        &report.last,
    ] {
        assert_eq!(tally.silent, 0, "{:?}", tally.examples);
    }
}

#[test]
fn slips_in_generated_games_are_read_back() {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let games: Vec<Game> = (0..games()).map(|_| random_game(&mut rng)).collect();
    let report = measure(&games, 0x2545_f491_4f6c_dd1d);
    print("generated games", &report);
    assert_none_silent(&report);
    assert_floors(&report, [97.0, 57.0, 97.0, 50.0, 93.0, 83.0, 67.0]);
}

#[test]
fn slips_in_real_games_are_read_back() {
    let games = real_games(games());
    if games.is_empty() {
        return;
    }
    let report = measure(&games, 0x1234_5678_9abc_def1);
    print("real games (../shared/corpus/real/notnil-chess)", &report);
    assert_none_silent(&report);
    assert_floors(&report, [95.0, 86.0, 97.0, 76.0, 95.0, 92.0, 81.0]);
}

/// Each row's exact rate is at least its floor, a little below what was
/// measured: illegal at once, another legal move, two moves in one token,
/// a move not written, a wrong disambiguator, three slips, the last move.
fn assert_floors(report: &Report, floors: [f64; 7]) {
    let rows = [
        &report.illegal_at_once,
        &report.legal_other,
        &report.merged,
        &report.missing,
        &report.disambiguator,
        &report.three,
        &report.last,
    ];
    for (row, (tally, floor)) in rows.iter().zip(floors).enumerate() {
        assert!(
            tally.rate() >= floor,
            "row {row}: {:.1} % below the floor {floor} %",
            tally.rate()
        );
    }
}

/// How many games of each source are measured (`SLIPS_GAMES` overrides).
fn games() -> usize {
    std::env::var("SLIPS_GAMES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(GAMES)
}

const GAMES: usize = 60;

#[test]
fn clean_games_are_read_as_written() {
    let mut rng = Rng(7);
    for _ in 0..50 {
        let game = random_game(&mut rng);
        let mut tally = Tally::default();
        judge(&game, &text(&game, &[]), "nothing", &mut tally);
        assert_eq!(tally.exact, 1);
    }
}
