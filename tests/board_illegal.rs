//! Every reason a move can be illegal, with the exact words a player reads.

use scoresheet::board::{Bitboard, CastlingSide, File, Position, Rank, Role, Square};

fn position(fen: &str) -> Position {
    fen.parse().unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn sq(s: &str) -> Square {
    s.parse().unwrap()
}

/// The reason given for moving a man of `role` from `from` to `to`.
fn why(fen: &str, role: Role, from: Bitboard, to: &str, promotion: Option<Role>) -> String {
    let p = position(fen);
    let mut moves: scoresheet::board::MoveList = scoresheet::board::MoveList::new();
    p.moves_to(role, from, Bitboard::from_square(sq(to)), &mut moves);
    let reason = p.why_illegal(role, from, sq(to), promotion).to_string();
    if reason != "the move is legal" {
        assert!(
            moves.iter().all(|m| m.promotion() != promotion),
            "{fen}: {role} to {to} is legal, yet the reason is {reason}"
        );
    }
    reason
}

const INITIAL: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const KINGS: &str = "4k3/8/8/8/8/8/8/4K3 w - - 0 1";
const ALL: Bitboard = Bitboard::ALL;

#[test]
fn no_such_piece() {
    assert_eq!(
        why(KINGS, Role::Knight, ALL, "d2", None),
        "there is no white knight on the board"
    );
    let file = Bitboard::file(File::new(2).unwrap());
    assert_eq!(
        why(INITIAL, Role::Knight, file, "d2", None),
        "there is no white knight on the c-file"
    );
    let rank = Bitboard::rank(Rank::new(1).unwrap());
    assert_eq!(
        why(INITIAL, Role::Knight, rank, "d2", None),
        "there is no white knight on rank 2"
    );
    assert_eq!(
        why(INITIAL, Role::Knight, sq("d1").into(), "d2", None),
        "there is no white knight on d1"
    );
    let two: Bitboard = [sq("d1"), sq("e1")].into_iter().collect();
    assert_eq!(
        why(INITIAL, Role::Knight, two, "d2", None),
        "there is no white knight on those squares"
    );
}

#[test]
fn wrong_way_and_blocked() {
    assert_eq!(
        why(INITIAL, Role::Bishop, ALL, "c3", None),
        "the bishop on c1 does not move to c3"
    );
    // The rook on h1 does not move to a3 at all; the one on a1 is blocked,
    // which says more.
    assert_eq!(
        why(INITIAL, Role::Rook, ALL, "a3", None),
        "the rook on a1 is blocked by the pawn on a2"
    );
    assert_eq!(
        why(
            "4k3/8/8/8/8/4n3/4P3/4K3 w - - 0 1",
            Role::Pawn,
            ALL,
            "e4",
            None
        ),
        "the pawn on e2 is blocked by the knight on e3"
    );
    assert_eq!(
        why(INITIAL, Role::Pawn, ALL, "e5", None),
        "the pawn on e2 does not move to e5"
    );
}

#[test]
fn pinned() {
    assert_eq!(
        why(
            "4k3/8/8/8/1b6/8/3N4/4K3 w - - 0 1",
            Role::Knight,
            ALL,
            "f3",
            None
        ),
        "the knight on d2 is pinned against the king by the bishop on b4"
    );
}

#[test]
fn king_would_be_in_check() {
    assert_eq!(
        why(
            "4r1k1/8/8/8/8/8/8/4K3 w - - 0 1",
            Role::King,
            ALL,
            "e2",
            None
        ),
        "the king on e1 would be in check from the rook on e8"
    );
    // En passant that opens the rank to the king.
    assert_eq!(
        why(
            "8/8/8/KPp4r/8/8/8/4k3 w - c6 0 1",
            Role::Pawn,
            ALL,
            "c6",
            None
        ),
        "the king on a5 would be in check from the rook on h5"
    );
}

#[test]
fn in_check_and_not_answered() {
    assert_eq!(
        why(
            "rnb1kbnr/pppp1ppp/8/4p3/7q/5P2/PPPPP1PP/RNBQKBNR w KQkq - 1 3",
            Role::Knight,
            ALL,
            "c3",
            None
        ),
        "the king is in check from the queen on h4 and this does not answer it"
    );
}

#[test]
fn castling() {
    let castle = |fen: &str| why(fen, Role::King, ALL, "g1", None);
    assert_eq!(
        castle("4k3/8/8/8/8/8/8/4K2R w - - 0 1"),
        "white no longer has the right to castle kingside"
    );
    assert_eq!(
        position("4k3/8/8/8/8/8/8/5K1R w - - 0 1")
            .why_castling_illegal(CastlingSide::KingSide)
            .to_string(),
        "the king is not on e1, so it cannot castle"
    );
    assert_eq!(castle(KINGS), "there is no rook on h1 to castle with");
    assert_eq!(castle(INITIAL), "f1 is occupied, so the king cannot castle");
    assert_eq!(
        why(
            "r3k3/8/8/8/8/8/8/4K3 b q - 0 1",
            Role::King,
            ALL,
            "c8",
            None
        ),
        "the move is legal"
    );
    assert_eq!(
        why(
            "rn2k3/8/8/8/8/8/8/4K3 b q - 0 1",
            Role::King,
            ALL,
            "c8",
            None
        ),
        "b8 is occupied, so the king cannot castle"
    );
    assert_eq!(
        castle("4r1k1/8/8/8/8/8/8/4K2R w K - 0 1"),
        "the king cannot castle out of check from the rook on e8"
    );
    assert_eq!(
        castle("4k3/8/8/8/2b5/8/8/4K2R w K - 0 1"),
        "the king passes through f1, which the bishop on c4 attacks"
    );
    assert_eq!(
        castle("4k3/8/8/8/8/7n/8/4K2R w K - 0 1"),
        "the king would land on g1, which the knight on h3 attacks"
    );
}

#[test]
fn own_piece_on_the_destination() {
    assert_eq!(
        why(INITIAL, Role::Knight, ALL, "e2", None),
        "e2 holds your own pawn"
    );
}

#[test]
fn pawn_moves() {
    assert_eq!(
        why(
            "4k3/8/8/4n3/4P3/8/8/4K3 w - - 0 1",
            Role::Pawn,
            ALL,
            "e5",
            None
        ),
        "a pawn captures only diagonally: the pawn on e4 cannot take the knight on e5"
    );
    assert_eq!(
        why(
            "4k3/8/8/8/4P3/8/8/4K3 w - - 0 1",
            Role::Pawn,
            ALL,
            "d5",
            None
        ),
        "the pawn on e4 has nothing to capture on d5"
    );
    assert_eq!(
        why(
            "4k3/8/8/8/4n3/8/4P3/4K3 w - - 0 1",
            Role::Pawn,
            ALL,
            "e4",
            None
        ),
        "a pawn moves straight only onto an empty square: the pawn on e2 cannot go to e4, which holds a knight"
    );
}

#[test]
fn promotions() {
    let seventh = "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1";
    assert_eq!(
        why(seventh, Role::Pawn, ALL, "b8", None),
        "a pawn reaching b8 must promote; write the new piece, such as b8=Q"
    );
    assert_eq!(
        why(INITIAL, Role::Pawn, ALL, "e4", Some(Role::Queen)),
        "a pawn promotes only on the last rank, and e4 is not on it"
    );
    assert_eq!(
        why(seventh, Role::Pawn, ALL, "b8", Some(Role::King)),
        "a pawn cannot promote to a king"
    );
    assert_eq!(
        why(seventh, Role::Pawn, ALL, "b8", Some(Role::Pawn)),
        "a pawn cannot promote to a pawn"
    );
    assert_eq!(
        why(INITIAL, Role::Knight, ALL, "f3", Some(Role::Queen)),
        "only a pawn promotes, not a knight"
    );
}

#[test]
fn a_legal_move_is_said_to_be_legal() {
    assert_eq!(
        why(INITIAL, Role::Knight, ALL, "f3", None),
        "the move is legal"
    );
}

/// Positions of the trees below the standard test positions, one ply deep.
fn sample_positions() -> Vec<Position> {
    let starts = [
        INITIAL,
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        "8/8/8/KPp4r/8/8/8/4k3 w - c6 0 1",
    ];
    let mut out = Vec::new();
    for fen in starts {
        let p = position(fen);
        out.push(p);
        let mut moves: scoresheet::board::MoveList = scoresheet::board::MoveList::new();
        p.legal_moves(&mut moves);
        out.extend(moves.iter().map(|&m| p.play(m)));
    }
    out
}

#[test]
fn a_reason_is_given_exactly_when_no_legal_move_fits() {
    let promotions = [
        None,
        Some(Role::Pawn),
        Some(Role::Knight),
        Some(Role::Bishop),
        Some(Role::Rook),
        Some(Role::Queen),
        Some(Role::King),
    ];
    for p in sample_positions() {
        for role in Role::ALL {
            for to in Square::all() {
                let mut moves: scoresheet::board::MoveList = scoresheet::board::MoveList::new();
                p.moves_to(role, ALL, Bitboard::from_square(to), &mut moves);
                for promotion in promotions {
                    let legal = moves.iter().any(|m| m.promotion() == promotion);
                    let reason = p.why_illegal(role, ALL, to, promotion);
                    assert_eq!(
                        reason == scoresheet::board::Illegal::Legal,
                        legal,
                        "{p}: {role} to {to} promoting to {promotion:?}: {reason}"
                    );
                }
            }
        }
    }
}
