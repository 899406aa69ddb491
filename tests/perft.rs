//! Perft counts against the published numbers of
//! `shared/reference/perft.md`: the move generator is right when every count
//! matches.

use scoresheet::board::{Position, divide, perft};

fn check(fen: &str, counts: &[(u32, u64)]) {
    let position: Position = fen.parse().unwrap_or_else(|e| panic!("{fen}: {e}"));
    for &(depth, expected) in counts {
        assert_eq!(perft(&position, depth), expected, "{fen} at depth {depth}");
    }
}

#[test]
fn initial_position() {
    check(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        &[(1, 20), (2, 400), (3, 8902), (4, 197_281), (5, 4_865_609)],
    );
}

#[test]
fn kiwipete() {
    check(
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        &[(1, 48), (2, 2039), (3, 97_862), (4, 4_085_603)],
    );
}

#[test]
fn position_3() {
    check(
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        &[
            (1, 14),
            (2, 191),
            (3, 2812),
            (4, 43_238),
            (5, 674_624),
            (6, 11_030_083),
        ],
    );
}

#[test]
fn position_4() {
    check(
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        &[(1, 6), (2, 264), (3, 9467), (4, 422_333), (5, 15_833_292)],
    );
}

#[test]
fn position_5() {
    check(
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        &[(1, 44), (2, 1486), (3, 62_379), (4, 2_103_487)],
    );
}

#[test]
fn position_6() {
    check(
        "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
        &[(1, 46), (2, 2079), (3, 89_890), (4, 3_894_594)],
    );
}

#[test]
fn usual_bugs() {
    let rows: [(&str, u32, u64); 9] = [
        ("3k4/3p4/8/K1P4r/8/8/8/8 b - - 0 1", 6, 1_134_888),
        ("8/5bk1/8/2Pp4/8/1K6/8/8 w - d6 0 1", 6, 824_064),
        ("8/8/4k3/8/2p5/8/B2P2K1/8 w - - 0 1", 6, 1_015_133),
        ("r3k2r/1b4bq/8/8/8/8/7B/R3K2R w KQkq - 0 1", 4, 1_274_206),
        ("r3k2r/8/3Q4/8/8/5q2/8/R3K2R b KQkq - 0 1", 4, 1_720_476),
        ("5k2/8/8/8/8/8/8/4K2R w K - 0 1", 6, 661_072),
        ("2K2r2/4P3/8/8/8/8/8/3k4 w - - 0 1", 6, 3_821_001),
        ("4k3/1P6/8/8/8/8/K7/8 w - - 0 1", 6, 217_342),
        (
            "R6R/3Q4/1Q4Q1/4Q3/2Q4Q/Q4Q2/pp1Q4/kBNN1KB1 w - - 0 1",
            1,
            218,
        ),
    ];
    for (fen, depth, nodes) in rows {
        check(fen, &[(depth, nodes)]);
    }
    check(
        "R6R/3Q4/1Q4Q1/4Q3/2Q4Q/Q4Q2/pp1Q4/kBNN1KB1 w - - 0 1",
        &[(2, 99), (3, 19_073)],
    );
}

#[test]
fn divide_sums_to_perft() {
    for fen in [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    ] {
        let position: Position = fen.parse().unwrap();
        for depth in 1..=3 {
            let total: u64 = divide(&position, depth).iter().map(|(_, n)| n).sum();
            assert_eq!(total, perft(&position, depth), "{fen} at depth {depth}");
        }
        assert!(divide(&position, 0).is_empty());
        assert_eq!(perft(&position, 0), 1);
    }
}
