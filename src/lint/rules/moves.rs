//! `M`: a written move against the position it is played in.

use super::{FixSafety, Rule};
use crate::diagnostics::Code;

/// The rules about resolving a move.
pub(super) static RULES: &[Rule] = &[
    Rule::new(
        Code::IllegalMove,
        "Reports a move that no legal move of the position fits; the message says why (the piece cannot reach the square, the king would be in check) and what was probably meant.",
        "An illegal move ends the game as written: every move after it is unknown.",
        "1. e4 e5 2. Ke3",
        Some("1. e4 e5 2. Ke2"),
        FixSafety::Sometimes,
    )
    .strict(),
    Rule::new(
        Code::AmbiguousMove,
        "Reports a move that several legal moves fit (`Nd2` when both knights can go there); the message names each.",
        "Which piece moved decides the rest of the game; a reader must guess.",
        "[FEN \"4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1\"]\n\n1. Nd2",
        Some("[FEN \"4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1\"]\n\n1. Nbd2"),
        FixSafety::Sometimes,
    ),
    Rule::new(
        Code::UnknownPieceLetter,
        "Reports a letter that names no piece in the game's language, nor in any other that makes the move legal.",
        "The move cannot be read.",
        "1. Af3",
        Some("1. Nf3"),
        FixSafety::None,
    )
    .strict()
    .lang("en"),
    Rule::new(
        Code::MissingPromotion,
        "Reports a pawn that reaches the last rank without saying what it becomes; lenient reading takes a queen, strict reading stops.",
        "An underpromotion is legal and sometimes the only good move: the reader cannot know.",
        "[FEN \"7k/P7/8/8/8/8/8/4K3 w - - 0 1\"]\n\n1. a8",
        Some("[FEN \"7k/P7/8/8/8/8/8/4K3 w - - 0 1\"]\n\n1. a8=Q+"),
        FixSafety::Unsafe,
    ),
    Rule::new(
        Code::MixedLetters,
        "Reports a piece letter from another language than the rest of the game (`Sc6` in an English game).",
        "Letters collide across languages (R is a rook in English and a king in French): a mixed game may be misread.",
        "1. e4 e5 2. Nf3 Sc6 3. Bb5",
        Some("1. e4 e5 2. Nf3 Nc6 3. Bb5"),
        FixSafety::Safe,
    ),
    Rule::new(
        Code::PawnCaptureWithoutFile,
        "Reports a pawn capture written as its destination alone (`d5` for `exd5`).",
        "`d5` reads as a pawn's step forward; only the board says it was a capture.",
        "1. e4 d5 2. d5",
        Some("1. e4 d5 2. exd5"),
        FixSafety::Unsafe,
    ),
    Rule::new(
        Code::MoveAfterGap,
        "Reports a move after `...` that stood for a move not written.",
        "The position after a missing move is unknown, so nothing after it can be checked.",
        "1. e4 ... 2. Nf3",
        None,
        FixSafety::None,
    ),
    Rule::new(
        Code::LetterContradictsSquare,
        "Reports long algebraic whose piece letter names another piece than the one on its from-square (`Cf1-c4` in a German text): the square decides.",
        "The letter is a slip or another language's; the from-square is what the board confirms.",
        "1. e2-e4 e7-e5 2. Sg1-f3 Sb8-c6 3. Cf1-c4 Lf8-c5",
        Some("1. e2-e4 e7-e5 2. Sg1-f3 Sb8-c6 3. Lf1-c4 Lf8-c5"),
        FixSafety::Sometimes,
    ),
];
