//! The targeted query agrees with full generation, and full generation agrees
//! with an independent move generator over random games.

use scoresheet::board::{Bitboard, File, Move, MoveList, Position, Role, Square};
use shakmaty::{CastlingMode, Chess, EnPassantMode, Position as _, fen::Fen};

const STARTS: [&str; 6] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "8/5bk1/8/2Pp4/8/1K6/8/8 w - d6 0 1",
];

fn legal(p: &Position) -> Vec<Move> {
    let mut moves: MoveList = MoveList::new();
    p.legal_moves(&mut moves);
    moves.as_slice().to_vec()
}

fn sorted(mut moves: Vec<Move>) -> Vec<String> {
    let mut names: Vec<String> = moves.drain(..).map(|m| m.to_string()).collect();
    names.sort();
    names
}

/// Every position of the tree below `p`, `depth` plies deep, `p` included.
fn tree(p: &Position, depth: u32, out: &mut Vec<Position>) {
    out.push(*p);
    if depth > 0 {
        for m in legal(p) {
            tree(&p.play(m), depth - 1, out);
        }
    }
}

fn check_moves_to(p: &Position) {
    let all = legal(p);
    for role in Role::ALL {
        for to in Square::all() {
            let mut targeted: MoveList = MoveList::new();
            p.moves_to(
                role,
                Bitboard::ALL,
                Bitboard::from_square(to),
                &mut targeted,
            );
            let expected: Vec<Move> = all
                .iter()
                .copied()
                .filter(|m| m.role() == role && m.to() == to)
                .collect();
            assert_eq!(
                targeted.as_slice(),
                expected.as_slice(),
                "{p}: {role} to {to}"
            );
        }
        for file in File::ALL {
            let from = Bitboard::file(file);
            let mut targeted: MoveList = MoveList::new();
            p.moves_to(role, from, Bitboard::ALL, &mut targeted);
            let expected: Vec<Move> = all
                .iter()
                .copied()
                .filter(|m| m.role() == role && from.contains(m.from()))
                .collect();
            assert_eq!(
                targeted.as_slice(),
                expected.as_slice(),
                "{p}: {role} from {file}"
            );
        }
    }
    for m in all {
        assert!(p.is_legal(m), "{p}: {m}");
    }
}

#[test]
fn moves_to_agrees_with_filtering_legal_moves() {
    let mut checked = 0;
    for fen in STARTS {
        let mut positions = Vec::new();
        // Depth 2 of the tree: the positions from which a depth-3 perft plays.
        tree(&fen.parse().unwrap(), 2, &mut positions);
        for p in &positions {
            check_moves_to(p);
        }
        checked += positions.len();
    }
    assert!(checked > 4000, "{checked}");
}

struct XorShift(u64);

impl XorShift {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

fn oracle(fen: &str) -> Chess {
    let fen: Fen = fen.parse().unwrap();
    fen.into_position(CastlingMode::Standard).unwrap()
}

#[test]
fn legal_moves_agree_with_an_independent_generator_over_random_games() {
    let mut rng = XorShift(0x2545_f491_4f6c_dd1d);
    let mut plies = 0;
    for game in 0..400 {
        let start = STARTS[game % STARTS.len()];
        let mut ours: Position = start.parse().unwrap();
        let mut theirs = oracle(start);
        for _ in 0..120 {
            let expected: Vec<String> = {
                let mut names: Vec<String> = theirs
                    .legal_moves()
                    .iter()
                    .map(|m| m.to_uci(CastlingMode::Standard).to_string())
                    .collect();
                names.sort();
                names
            };
            let moves = legal(&ours);
            assert_eq!(sorted(moves.clone()), expected, "{ours}");
            assert_eq!(ours.is_check(), theirs.is_check(), "{ours}");
            let their_fen = Fen::from_position(&theirs, EnPassantMode::Always).to_string();
            assert_eq!(ours.fen(), their_fen);
            if moves.is_empty() {
                break;
            }
            let m = moves[rng.below(moves.len())];
            let uci = m.to_string();
            let their_move = theirs
                .legal_moves()
                .into_iter()
                .find(|t| t.to_uci(CastlingMode::Standard).to_string() == uci)
                .unwrap();
            theirs.play_unchecked(their_move);
            ours.play_mut(m);
            plies += 1;
        }
    }
    assert!(plies > 10_000, "{plies}");
}
