//! The writers and the readers are each other's inverse: every legal move of
//! many positions, written in every style, reads back as the same move with no
//! error, and the canonical SAN is the one an independent library writes.
//!
//! The positions come from random play-outs and from perft trees of positions
//! chosen for their promotions, en passant captures, castlings and double
//! disambiguations. shakmaty serves only as an oracle for SAN.

use scoresheet::board::{CastlingSide, Move, MoveList, Position, Role};
use scoresheet::notation::disambiguation::{Departure, departure};
use scoresheet::notation::lexicon::Language;
use scoresheet::notation::{Notation, Pieces, Style, move_to_string};
use scoresheet::resolve::{Options, Played, read_movetext, resolve_move};
use scoresheet::syntax::{ast::Element, parse};
use shakmaty::{CastlingMode, Chess, Position as _, fen::Fen, san::SanPlus};
use std::collections::{HashMap, HashSet};
use strum::IntoEnumIterator;

/// Starting points chosen for what can happen in them.
const STARTS: [&str; 14] = [
    // The initial position.
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    // Kiwipete: both castlings for both sides, en passant, pins.
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    // Three queens that can reach one square: Qh3f1 and its kin.
    "1k6/8/8/8/8/5Q1Q/8/K6Q w - - 0 1",
    // Two knights on one file: N5f3 and N1f3.
    "4k3/8/8/6N1/8/8/8/4K1N1 w - - 0 1",
    // Three knights reaching e3 from d5, f5 and d1: Nd5e3.
    "4k3/8/8/3N1N2/8/8/8/3NK3 w - - 0 1",
    // Promotions on both sides, with and without capture, every piece.
    "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N w - - 0 1",
    // Capture-promotion on a1 and b8, castling rights for one side only.
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    // d7xc8 promotions and a knight check.
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    // En passant that is legal, and en passant that would expose the king.
    "8/5bk1/8/2Pp4/8/1K6/8/8 w - d6 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
    // Bare castling for both sides.
    "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
    // Rooks and queens that double up on files and ranks.
    "3k4/8/8/R6R/8/8/8/R3K2R w KQ - 0 1",
    "k7/8/1Q3Q2/8/1Q3Q2/8/8/K7 w - - 0 1",
];

/// How many plies the perft trees of [`STARTS`] contribute, per start.
const TREE_DEPTH: u32 = 2;
/// Starts whose perft trees go one ply deeper, for their en passant
/// captures: a capture en passant is only possible right after a double
/// push, so the positions that offer one are rare in random games.
const EN_PASSANT_STARTS: [&str; 2] = [
    "4k3/pppppppp/8/PPPPPPPP/8/8/8/4K3 b - - 0 1",
    "4k3/8/8/8/pppppppp/8/PPPPPPPP/4K3 w - - 0 1",
];
/// Random games played from each start.
const GAMES_PER_START: usize = 8;
/// The longest random game, in plies.
const MAX_PLIES: usize = 120;

/// A xorshift generator: deterministic, and no dependency.
struct XorShift(u64);

impl XorShift {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

fn legal(position: &Position) -> Vec<Move> {
    let mut moves: MoveList = MoveList::new();
    position.legal_moves(&mut moves);
    moves.as_slice().to_vec()
}

/// The FEN without its two counters: what makes two positions the same.
fn key(position: &Position) -> String {
    let fen = position.fen();
    fen.rsplitn(3, ' ').nth(2).unwrap_or(&fen).to_string()
}

/// Every style a move can be written in and read back by the syntax stage,
/// with the language to read it in. UCI is left out: the syntax stage does
/// not read it.
fn styles() -> Vec<(Style, Language)> {
    let mut styles = vec![
        (Style::SAN, Language::English),
        (Style::FIDE, Language::English),
        (Style::LAN, Language::English),
        (Style::FIGURINE, Language::English),
        (
            Style {
                notation: Notation::Fide,
                pieces: Pieces::Figurines,
            },
            Language::English,
        ),
        (
            Style {
                notation: Notation::Lan,
                pieces: Pieces::Figurines,
            },
            Language::English,
        ),
    ];
    for language in Language::iter().filter(|l| *l != Language::English) {
        styles.push((Style::san_in(language), language));
        styles.push((
            Style {
                notation: Notation::Fide,
                pieces: Pieces::Letters(language),
            },
            language,
        ));
    }
    styles
}

/// The distinct positions to test: perft trees of every start, then random
/// play-outs from every start.
fn positions() -> Vec<Position> {
    let mut seen = HashSet::new();
    let mut out = Vec::new();
    let mut add = |position: Position, out: &mut Vec<Position>| {
        if seen.insert(key(&position)) {
            out.push(position);
        }
    };
    fn tree(position: &Position, depth: u32, visit: &mut dyn FnMut(Position)) {
        visit(*position);
        if depth > 0 {
            for m in legal(position) {
                tree(&position.play(m), depth - 1, visit);
            }
        }
    }
    for fen in STARTS {
        let start: Position = fen.parse().unwrap();
        tree(&start, TREE_DEPTH, &mut |p| add(p, &mut out));
    }
    for fen in EN_PASSANT_STARTS {
        let start: Position = fen.parse().unwrap();
        tree(&start, TREE_DEPTH + 1, &mut |p| add(p, &mut out));
    }
    let mut rng = XorShift(0x9e37_79b9_7f4a_7c15);
    for fen in STARTS {
        let start: Position = fen.parse().unwrap();
        for _ in 0..GAMES_PER_START {
            let mut position = start;
            for _ in 0..MAX_PLIES {
                add(position, &mut out);
                let moves = legal(&position);
                if moves.is_empty() {
                    break;
                }
                position = position.play(moves[rng.below(moves.len())]);
            }
        }
    }
    out
}

fn oracle(position: &Position) -> Chess {
    let fen: Fen = position.fen().parse().unwrap();
    fen.into_position(CastlingMode::Standard).unwrap()
}

/// How often each kind of move the test must cover was seen.
#[derive(Debug, Default)]
struct Coverage {
    en_passant: usize,
    king_side: usize,
    queen_side: usize,
    promotions: [usize; 6],
    capture_promotions: usize,
    by_file: usize,
    by_rank: usize,
    by_square: usize,
    checks: usize,
    mates: usize,
}

impl Coverage {
    fn count(&mut self, position: &Position, m: Move, san: &str) {
        self.en_passant += usize::from(m.is_en_passant());
        match m.castling_side() {
            Some(CastlingSide::KingSide) => self.king_side += 1,
            Some(CastlingSide::QueenSide) => self.queen_side += 1,
            None => {}
        }
        if let Some(role) = m.promotion() {
            self.promotions[role.index()] += 1;
            self.capture_promotions += usize::from(m.is_capture());
        }
        match departure(position, m) {
            Departure::None => {}
            Departure::File => self.by_file += 1,
            Departure::Rank => self.by_rank += 1,
            Departure::Square => self.by_square += 1,
        }
        self.checks += usize::from(san.ends_with('+'));
        self.mates += usize::from(san.ends_with('#'));
    }

    /// Every kind seen at least `n` times.
    fn at_least(&self, n: usize) -> bool {
        let promotions = [Role::Knight, Role::Bishop, Role::Rook, Role::Queen]
            .iter()
            .map(|r| self.promotions[r.index()]);
        [
            self.en_passant,
            self.king_side,
            self.queen_side,
            self.capture_promotions,
            self.by_file,
            self.by_rank,
            self.by_square,
            self.checks,
            self.mates,
        ]
        .into_iter()
        .chain(promotions)
        .all(|count| count >= n)
    }
}

/// Reads `text` as one move of `position` in `language`.
fn read_one(position: &Position, text: &str, language: Language) -> Result<Move, String> {
    let parsed = parse(text);
    if !parsed.diagnostics.is_empty() {
        return Err(format!("syntax: {:?}", parsed.diagnostics));
    }
    let mut moves = parsed.movetext.elements.iter().filter_map(|e| match e {
        Element::Move(reference) => reference.get(&parsed.movetext.moves),
        _ => None,
    });
    let (Some(san), None) = (moves.next(), moves.next()) else {
        return Err(format!("not one move: {:?}", parsed.movetext.elements));
    };
    let resolution = resolve_move(position, san, text, language, &Options::default());
    if let Some(error) = resolution.diagnostics.iter().find(|d| d.is_error()) {
        return Err(format!("resolve: {error}"));
    }
    match resolution.played() {
        Some(Played::Move(m)) => Ok(m),
        other => Err(format!("resolved to {other:?}")),
    }
}

#[test]
fn every_move_in_every_style_reads_back_as_itself() {
    let positions = positions();
    let styles = styles();
    let mut moves_checked = 0usize;
    let mut round_trips = 0usize;
    let mut failures = Vec::new();
    let mut coverage = Coverage::default();
    for position in &positions {
        let theirs = oracle(position);
        let their_moves: HashMap<String, shakmaty::Move> = theirs
            .legal_moves()
            .into_iter()
            .map(|m| (m.to_uci(CastlingMode::Standard).to_string(), m))
            .collect();
        let ours = legal(position);
        assert_eq!(ours.len(), their_moves.len(), "{position}");
        for m in ours {
            moves_checked += 1;
            let their_move = their_moves[&m.uci().to_string()];
            let expected = SanPlus::from_move(theirs.clone(), their_move).to_string();
            let san = move_to_string(position, m, Style::SAN);
            coverage.count(position, m, &san);
            if san != expected {
                failures.push(format!(
                    "{position}: {m}: SAN {san:?}, shakmaty writes {expected:?}"
                ));
            }
            for (style, language) in &styles {
                let text = move_to_string(position, m, *style);
                round_trips += 1;
                match read_one(position, &text, *language) {
                    Ok(back) if back == m => {}
                    Ok(back) => failures.push(format!(
                        "{position}: {m} in {style:?} written {text:?} reads back as {back}"
                    )),
                    Err(why) => failures.push(format!(
                        "{position}: {m} in {style:?} written {text:?}: {why}"
                    )),
                }
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} failures, the first ones:\n{}",
        failures.len(),
        failures[..failures.len().min(40)].join("\n")
    );
    eprintln!(
        "{} positions, {moves_checked} moves, {round_trips} round trips\n{coverage:?}",
        positions.len()
    );
    assert!(coverage.at_least(50), "{coverage:?}");
    assert!(positions.len() >= 10_000, "{} positions", positions.len());
    assert!(moves_checked >= 200_000, "{moves_checked} moves");
    assert_eq!(round_trips, moves_checked * styles.len());
}

/// A random game from `start` of at most `plies` plies.
fn random_game(start: &Position, rng: &mut XorShift, plies: usize) -> Vec<Move> {
    let mut position = *start;
    let mut game = Vec::new();
    for _ in 0..plies {
        let moves = legal(&position);
        if moves.is_empty() {
            break;
        }
        let m = moves[rng.below(moves.len())];
        position = position.play(m);
        game.push(m);
    }
    game
}

/// The game as movetext: '1. e4 e5 2. Nf3', and '1... e5' when Black begins.
fn movetext(start: &Position, game: &[Move], style: Style) -> String {
    let mut text = String::new();
    let mut position = *start;
    for (i, m) in game.iter().enumerate() {
        let number = position.fullmove_number();
        if position.turn() == scoresheet::board::Color::White {
            text.push_str(&format!("{number}. "));
        } else if i == 0 {
            text.push_str(&format!("{number}... "));
        }
        text.push_str(&move_to_string(&position, *m, style));
        text.push(' ');
        position = position.play(*m);
    }
    text.push('*');
    text
}

#[test]
fn whole_random_games_read_back_with_the_language_inferred() {
    let mut rng = XorShift(0x2545_f491_4f6c_dd1d);
    let mut games = 0;
    for fen in STARTS {
        let start: Position = fen.parse().unwrap();
        for _ in 0..6 {
            let game = random_game(&start, &mut rng, MAX_PLIES);
            // Every language's letters, and the shapes that use English ones.
            let styles = Language::iter().map(Style::san_in).chain([
                Style::FIDE,
                Style::FIGURINE,
                Style::LAN,
            ]);
            for style in styles {
                let text = movetext(&start, &game, style);
                // The game's FEN is given as a tag, as a PGN would.
                let source = format!("[FEN \"{fen}\"]\n\n{text}");
                let parsed = parse(&source);
                assert!(
                    parsed.diagnostics.is_empty(),
                    "{style:?}: {source}\n{:?}",
                    parsed.diagnostics
                );
                let read = read_movetext(
                    &source,
                    &parsed.movetext,
                    &Position::initial(),
                    &Options::default(),
                );
                let errors: Vec<String> = read
                    .diagnostics
                    .iter()
                    .filter(|d| d.is_error())
                    .map(ToString::to_string)
                    .collect();
                assert!(errors.is_empty(), "{style:?}: {source}\n{errors:#?}");
                let back: Vec<Played> = read.line.moves.iter().map(|m| m.played).collect();
                let expected: Vec<Played> = game.iter().map(|m| Played::Move(*m)).collect();
                assert_eq!(back, expected, "{style:?}: {source}");
                games += 1;
            }
        }
    }
    assert_eq!(games, STARTS.len() * 6 * (Language::iter().count() + 3));
}
