//! Small positions, one per tricky rule: each asserts which moves are legal,
//! what playing them does, and which check they give.

use scoresheet::board::{CastlingSide, CheckKind, Color, Move, MoveList, Position, Role, Square};

fn position(fen: &str) -> Position {
    fen.parse().unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn sq(s: &str) -> Square {
    s.parse().unwrap()
}

fn legal(p: &Position) -> Vec<String> {
    let mut moves: MoveList = MoveList::new();
    p.legal_moves(&mut moves);
    let mut names: Vec<String> = moves.iter().map(|m| m.to_string()).collect();
    names.sort();
    names
}

/// The legal move written `uci` in UCI.
fn mv(p: &Position, uci: &str) -> Move {
    let mut moves: MoveList = MoveList::new();
    p.legal_moves(&mut moves);
    moves
        .iter()
        .copied()
        .find(|m| m.to_string() == uci)
        .unwrap_or_else(|| panic!("{uci} is not legal in {p}"))
}

#[test]
fn en_passant_may_not_expose_the_king_along_the_rank() {
    let p = position("8/8/8/KPp4r/8/8/8/4k3 w - c6 0 1");
    assert!(!legal(&p).contains(&"b5c6".to_string()));
    // Without the rook the same capture is legal.
    let p = position("8/8/8/KPp5/8/8/8/4k3 w - c6 0 1");
    assert!(legal(&p).contains(&"b5c6".to_string()));
}

#[test]
fn en_passant_may_capture_the_checking_pawn() {
    let p = position("8/8/8/3k4/2Pp4/8/8/4K3 b - c3 0 1");
    assert!(p.is_check());
    let m = mv(&p, "d4c3");
    assert!(m.is_en_passant());
    let after = p.play(m);
    assert_eq!(after.piece_at(sq("c4")), None);
    assert_eq!(after.fen(), "8/8/8/3k4/8/2p5/8/4K3 w - - 0 2");
}

#[test]
fn castling_may_not_pass_through_an_attacked_square() {
    let p = position("4k3/8/8/8/2b5/8/8/4K2R w K - 0 1");
    assert_eq!(p.castling_move(CastlingSide::KingSide), None);
    assert!(!legal(&p).contains(&"e1g1".to_string()));
}

#[test]
fn castling_is_legal_when_only_the_rook_or_b1_is_attacked() {
    let castle = Move::Castle {
        king: sq("e1"),
        rook: sq("a1"),
    };
    for fen in [
        "r3k3/8/8/8/8/8/8/R3K3 w Q - 0 1",
        "1r2k3/8/8/8/8/8/8/R3K3 w Q - 0 1",
    ] {
        let p = position(fen);
        assert_eq!(
            p.castling_move(CastlingSide::QueenSide),
            Some(castle),
            "{fen}"
        );
        assert!(p.is_legal(castle));
        let after = p.play(castle);
        assert_eq!(after.piece_at(sq("c1")).map(|x| x.role), Some(Role::King));
        assert_eq!(after.piece_at(sq("d1")).map(|x| x.role), Some(Role::Rook));
        assert!(!after.castling_rights().has_any(Color::White));
    }
}

#[test]
fn castling_needs_the_right_and_empty_squares() {
    let p = position("4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
    assert_eq!(p.castling_move(CastlingSide::QueenSide), None);
    let p = position("4k3/8/8/8/8/8/8/RN2K3 w Q - 0 1");
    assert_eq!(p.castling_move(CastlingSide::QueenSide), None);
    assert_eq!(
        Position::initial().castling_move(CastlingSide::KingSide),
        None
    );
}

#[test]
fn promotions_give_all_four_pieces_and_check_when_they_attack_the_king() {
    let p = position("4k3/1P6/8/8/8/8/K7/8 w - - 0 1");
    let promotions: Vec<String> = legal(&p)
        .into_iter()
        .filter(|m| m.starts_with("b7"))
        .collect();
    assert_eq!(promotions, ["b7b8b", "b7b8n", "b7b8q", "b7b8r"]);
    assert_eq!(p.check_after(mv(&p, "b7b8q")), CheckKind::Direct);
    assert_eq!(p.check_after(mv(&p, "b7b8r")), CheckKind::Direct);
    assert_eq!(p.check_after(mv(&p, "b7b8n")), CheckKind::None);
    let after = p.play(mv(&p, "b7b8n"));
    assert_eq!(after.piece_at(sq("b8")).map(|x| x.role), Some(Role::Knight));
}

#[test]
fn in_double_check_only_the_king_moves() {
    let p = position("4r1k1/8/8/8/1b6/8/R7/4K3 w - - 0 1");
    assert_eq!(p.checkers().count(), 2);
    assert_eq!(legal(&p), ["e1d1", "e1f1", "e1f2"]);
}

#[test]
fn a_single_check_is_answered_by_capture_block_or_king_move() {
    let p = position("4r1k1/8/8/8/8/8/R7/4K3 w - - 0 1");
    assert_eq!(legal(&p), ["a2e2", "e1d1", "e1d2", "e1f1", "e1f2"]);
}

#[test]
fn pinned_men_move_only_along_the_pin() {
    let p = position("4k3/8/8/8/1b6/8/3R4/4K3 w - - 0 1");
    assert!(legal(&p).iter().all(|m| !m.starts_with("d2")));
    let p = position("4k3/4r3/8/8/8/8/4R3/4K3 w - - 0 1");
    let rook: Vec<String> = legal(&p)
        .into_iter()
        .filter(|m| m.starts_with("e2"))
        .collect();
    assert_eq!(rook, ["e2e3", "e2e4", "e2e5", "e2e6", "e2e7"]);
}

#[test]
fn stalemate_and_checkmate() {
    let stalemate = position("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
    assert!(stalemate.is_stalemate());
    assert!(!stalemate.is_checkmate());
    assert!(!stalemate.has_legal_moves());
    let mate = position("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
    assert!(mate.is_checkmate());
    assert!(!mate.is_stalemate());
    assert!(Position::initial().has_legal_moves());
}

#[test]
fn check_kinds() {
    let p = position("4k3/8/8/8/4N3/Q7/8/4R1K1 w - - 0 1");
    assert_eq!(p.check_after(mv(&p, "a3a4")), CheckKind::Direct);
    assert_eq!(p.check_after(mv(&p, "e4c3")), CheckKind::Discovered);
    assert_eq!(p.check_after(mv(&p, "e4d6")), CheckKind::Double);
    assert_eq!(p.check_after(mv(&p, "a3a2")), CheckKind::None);
}

#[test]
fn castling_gives_check_with_the_rook() {
    let p = position("5k2/8/8/8/8/8/8/4K2R w K - 0 1");
    let castle = mv(&p, "e1g1");
    assert_eq!(castle.castling_side(), Some(CastlingSide::KingSide));
    assert_eq!(p.check_after(castle), CheckKind::Direct);
}

#[test]
fn playing_updates_rights_clocks_and_the_en_passant_square() {
    let p = Position::initial();
    let p = p.play(mv(&p, "e2e4"));
    assert_eq!(p.ep_square(), Some(sq("e3")));
    assert_eq!(p.turn(), Color::Black);
    let p = p.play(mv(&p, "g8f6"));
    assert_eq!(p.ep_square(), None);
    assert_eq!(p.halfmove_clock(), 1);
    assert_eq!(p.fullmove_number(), 2);
    let p = p.play(mv(&p, "e1e2"));
    assert!(!p.castling_rights().has_any(Color::White));
    assert!(
        p.castling_rights()
            .has(Color::Black, CastlingSide::KingSide)
    );
    assert_eq!(
        p.fen(),
        "rnbqkb1r/pppppppp/5n2/8/4P3/8/PPPPKPPP/RNBQ1BNR b kq - 2 2"
    );
    let corner = position("r3k3/8/8/8/8/8/8/R3K3 w Qq - 0 1");
    let after = corner.play(mv(&corner, "a1a8"));
    assert!(after.castling_rights().is_empty());
    assert_eq!(after.halfmove_clock(), 0);
}

#[test]
fn a_pass_hands_over_the_move_and_clears_en_passant() {
    let p = position("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
    let passed = p.pass();
    assert_eq!(passed.turn(), Color::White);
    assert_eq!(passed.ep_square(), None);
    assert_eq!(passed.fullmove_number(), 2);
}

#[test]
fn board_queries() {
    let p = Position::initial();
    assert_eq!(p, Position::default());
    assert_eq!(p.king_of(Color::Black), Some(sq("e8")));
    assert_eq!(p.pieces(Color::White, Role::Knight).count(), 2);
    assert_eq!(p.by_role(Role::Pawn).count(), 16);
    assert_eq!(p.by_color(Color::Black).count(), 16);
    assert_eq!(p.piece_at(sq("d8")).map(|x| x.char()), Some('q'));
    assert!(!p.is_check());
    assert!(p.checkers().is_empty());
    let m = mv(&p, "g1f3");
    assert!(p.is_legal(m));
    assert!(!p.is_legal(Move::Normal {
        role: Role::Knight,
        from: sq("g1"),
        capture: None,
        to: sq("g3"),
        promotion: None
    }));
}
