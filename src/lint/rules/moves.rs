//! `M`: a written move against the position it is played in.

use super::{FixSafety, Rule};
use crate::diagnostics::Code;

/// The rules about resolving a move.
pub(super) static RULES: &[Rule] = &[
    Rule::new(
        Code::UnknownPieceLetter,
        "Reports a letter that names no piece in the game's language, nor in any other that makes the move legal.",
        "The move cannot be read.",
        "1. Af5",
        Some("1. f4"),
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
