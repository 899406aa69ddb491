//! FEN reading and writing: every error kind with its message and the span it
//! points at, round trips, and no panic on any input.

use scoresheet::Span;
use scoresheet::board::{FenError, Position};

/// The error for `fen`, as (message, span, the text the span covers).
fn error(fen: &str) -> (String, Span, String) {
    match Position::from_fen(fen) {
        Ok(p) => panic!("{fen} was read as {p}"),
        Err(FenError { span, kind }) => (kind.to_string(), span, span.text(fen).to_string()),
    }
}

fn check(fen: &str, message: &str, span: (u32, u32), text: &str) {
    let (got_message, got_span, got_text) = error(fen);
    assert_eq!(got_message, message, "{fen}");
    assert_eq!(got_span, Span::new(span.0, span.1), "{fen}");
    assert_eq!(got_text, text, "{fen}");
    let display = Position::from_fen(fen).err().map(|e| e.to_string());
    assert_eq!(display.as_deref(), Some(message));
}

#[test]
fn field_count() {
    let message =
        |n| format!("expected 6 fields separated by spaces (or 4, without the clocks), found {n}");
    check(
        "8/8/8/8/8/8/8/8 w",
        &message(2),
        (0, 17),
        "8/8/8/8/8/8/8/8 w",
    );
    check(
        "4k3/8/8/8/8/8/8/4K3 w - - 0",
        &message(5),
        (0, 27),
        "4k3/8/8/8/8/8/8/4K3 w - - 0",
    );
    check(
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1 x",
        &message(7),
        (30, 31),
        "x",
    );
    check("", &message(0), (0, 0), "");
}

#[test]
fn ranks() {
    check(
        "4k3/8/8/8/8/8/4K3 w - - 0 1",
        "expected 8 ranks separated by '/', found 7",
        (0, 17),
        "4k3/8/8/8/8/8/4K3",
    );
    check(
        "4k4/8/8/8/8/8/8/4K3 w - - 0 1",
        "rank 8 has more than 8 squares",
        (2, 3),
        "4",
    );
    check(
        "4k3/8/8/8/8/8/7/4K3 w - - 0 1",
        "rank 2 has only 7 squares; a rank has 8",
        (14, 15),
        "7",
    );
    check(
        "4k3/8/8//8/8/8/4K3 w - - 0 1",
        "rank 5 has only 0 squares; a rank has 8",
        (8, 8),
        "",
    );
}

#[test]
fn unknown_piece() {
    let message = |c| {
        format!(
            "'{c}' is not a piece; write one of PNBRQK for white, pnbrqk for black, or a digit 1 to 8 for empty squares"
        )
    };
    check(
        "4k3/8/8/8/8/8/8/4X3 w - - 0 1",
        &message('X'),
        (17, 18),
        "X",
    );
    check(
        "4k3/8/8/8/8/8/8/4♔3 w - - 0 1",
        &message('♔'),
        (17, 20),
        "♔",
    );
    check("4k3/8/8/8/8/8/8/9 w - - 0 1", &message('9'), (16, 17), "9");
    check(
        "4k3/8/8/8/8/8/8/0K7 w - - 0 1",
        &message('0'),
        (16, 17),
        "0",
    );
}

#[test]
fn kings() {
    check(
        "8/8/8/8/8/8/8/4K3 w - - 0 1",
        "black has no king",
        (0, 17),
        "8/8/8/8/8/8/8/4K3",
    );
    check(
        "4k3/8/8/8/8/8/8/3KK3 w - - 0 1",
        "white has 2 kings; each side has exactly one",
        (0, 20),
        "4k3/8/8/8/8/8/8/3KK3",
    );
}

#[test]
fn pawn_on_a_back_rank() {
    check(
        "4k2P/8/8/8/8/8/8/4K3 w - - 0 1",
        "a pawn cannot stand on h8: pawns are never on the first or eighth rank",
        (3, 4),
        "P",
    );
}

#[test]
fn side_to_move() {
    check(
        "4k3/8/8/8/8/8/8/4K3 x - - 0 1",
        "expected 'w' or 'b' for the side to move",
        (20, 21),
        "x",
    );
    check(
        "4k3/8/8/8/8/8/8/4R1K1 w - - 0 1",
        "black is in check but it is white's move",
        (22, 23),
        "w",
    );
}

#[test]
fn castling_rights() {
    check(
        "4k3/8/8/8/8/8/8/4K3 w kK - 0 1",
        "expected castling rights such as KQkq (in that order) or '-'",
        (22, 24),
        "kK",
    );
    check(
        "4k3/8/8/8/8/8/8/4K3 w K - 0 1",
        "white cannot have the right to castle kingside without a rook on h1",
        (22, 23),
        "K",
    );
    check(
        "4k3/8/8/8/8/8/8/3K3R w K - 0 1",
        "white cannot have the right to castle kingside without a king on e1",
        (23, 24),
        "K",
    );
    check(
        "4k2r/8/8/8/8/8/8/4K3 w kq - 0 1",
        "black cannot have the right to castle queenside without a rook on a8",
        (24, 25),
        "q",
    );
}

#[test]
fn en_passant_square() {
    check(
        "4k3/8/8/8/8/8/8/4K3 w - e9 0 1",
        "expected an en passant square such as e3, or '-'",
        (24, 26),
        "e9",
    );
    check(
        "4k3/8/8/8/8/8/8/4K3 w - e3 0 1",
        "e3 cannot be the en passant square with white to move; it must be on rank 6",
        (24, 26),
        "e3",
    );
    check(
        "4k3/8/8/8/8/8/8/4K3 w - e6 0 1",
        "no pawn can just have moved two squares past e6",
        (24, 26),
        "e6",
    );
    check(
        "4k3/4p3/8/4p3/8/8/8/4K3 w - e6 0 1",
        "no pawn can just have moved two squares past e6",
        (28, 30),
        "e6",
    );
}

#[test]
fn clocks() {
    check(
        "4k3/8/8/8/8/8/8/4K3 w - - x 1",
        "expected a half-move clock, a number such as 0",
        (26, 27),
        "x",
    );
    check(
        "4k3/8/8/8/8/8/8/4K3 w - - -1 1",
        "expected a half-move clock, a number such as 0",
        (26, 28),
        "-1",
    );
    check(
        "4k3/8/8/8/8/8/8/4K3 w - - 0 0",
        "expected a full-move number, a number such as 1",
        (28, 29),
        "0",
    );
    check(
        "4k3/8/8/8/8/8/8/4K3 w - - 0 99999999999",
        "expected a full-move number, a number such as 1",
        (28, 39),
        "99999999999",
    );
}

#[test]
fn four_fields_default_the_clocks() {
    let p = Position::from_fen("4k3/8/8/8/8/8/8/4K3 b - -").unwrap();
    assert_eq!(p.fen(), "4k3/8/8/8/8/8/8/4K3 b - - 0 1");
}

#[test]
fn standard_positions_round_trip() {
    for fen in [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        "8/5bk1/8/2Pp4/8/1K6/8/8 w - d6 0 1",
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
    ] {
        let p: Position = fen.parse().unwrap();
        assert_eq!(p.fen(), fen);
        assert_eq!(p.to_string(), fen);
    }
}

/// A small deterministic generator, so that the test is the same every run.
struct XorShift(u64);

impl XorShift {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

#[test]
fn no_input_makes_it_panic() {
    let alphabet: Vec<char> = "pnbrqkPNBRQKxX0123456789/ -wbKQkqabcdefgh ×♔é\t\n"
        .chars()
        .collect();
    let seeds = [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "8/5bk1/8/2Pp4/8/1K6/8/8 w - d6 0 1",
        "4k3/8/8/8/8/8/8/4K3 b - -",
    ];
    let mut rng = XorShift(0x9e37_79b9_7f4a_7c15);
    let mut accepted = 0;
    for round in 0..60_000 {
        let text: String = if round % 3 == 0 {
            let len = rng.below(70);
            (0..len)
                .map(|_| alphabet[rng.below(alphabet.len())])
                .collect()
        } else {
            let mut chars: Vec<char> = seeds[rng.below(seeds.len())].chars().collect();
            for _ in 0..1 + rng.below(3) {
                let at = rng.below(chars.len() + 1);
                match rng.below(3) {
                    0 if at < chars.len() => {
                        chars.remove(at);
                    }
                    1 if at < chars.len() => chars[at] = alphabet[rng.below(alphabet.len())],
                    _ => chars.insert(at, alphabet[rng.below(alphabet.len())]),
                }
            }
            chars.into_iter().collect()
        };
        match Position::from_fen(&text) {
            Ok(p) => {
                accepted += 1;
                let again = Position::from_fen(&p.fen());
                assert_eq!(again, Ok(p), "{text}");
                assert!(p.has_legal_moves() || p.is_check() || !p.is_check());
            }
            Err(e) => {
                assert!(e.span.end as usize <= text.len(), "{text}: {e:?}");
                assert!(text.get(e.span.range()).is_some(), "{text}: {e:?}");
                assert!(!e.to_string().is_empty());
            }
        }
    }
    assert!(accepted > 100, "only {accepted} mutated FENs were read");
}
