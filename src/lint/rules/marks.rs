//! `V`: what the writer claimed with a mark, against what the move did.

use super::{FixSafety, Rule};
use crate::diagnostics::Code;

/// The rules that verify marks.
pub(super) static RULES: &[Rule] = &[
    Rule::new(
        Code::CaptureMarkWithoutCapture,
        "Reports a capture mark (`x`, `×`, `:`) on a move that captures nothing.",
        "The mark says the writer saw a different position; it is often the first sign of a slip earlier in the game.",
        "1. e4 e5 2. Nxf3",
        Some("1. e4 e5 2. Nf3"),
        FixSafety::Safe,
    ),
    Rule::new(
        Code::EnPassantMarkWrong,
        "Reports an en-passant mark (`e.p.`) on a move that is not an en-passant capture.",
        "A reader trusting the mark would remove the wrong pawn.",
        "1. e4 d5 2. exd5 e.p.",
        Some("1. e4 d5 2. exd5"),
        FixSafety::Safe,
    ),
    Rule::new(
        Code::CheckMarkWithoutCheck,
        "Reports a check mark on a move that gives no check.",
        "The mark says the writer saw a different position.",
        "1. e4 e5 2. Nf3+",
        Some("1. e4 e5 2. Nf3"),
        FixSafety::Safe,
    ),
    Rule::new(
        Code::MissingCheckMark,
        "Reports a move that gives check written without a check mark, in a game that writes marks. A game that writes none (UCI, ECO lines, coordinates, or bare SAN with two or more unmarked checks) is written in a style without them and is not reported.",
        "PGN requires the mark, and a reader following the game misses the check.",
        "1. e4 e5 2. Nf3+ Nc6 3. Bb5 d6 4. Bxc6",
        Some("1. e4 e5 2. Nf3 Nc6 3. Bb5 d6 4. Bxc6+"),
        FixSafety::Safe,
    ),
    Rule::new(
        Code::MateMarkWithoutMate,
        "Reports a mate mark on a move that does not mate.",
        "The game did not end there: a reader would stop too early.",
        "1. e4 e5 2. Qh5 Nc6 3. Qxf7#",
        Some("1. e4 e5 2. Qh5 Nc6 3. Qxf7+"),
        FixSafety::Safe,
    ),
    Rule::new(
        Code::MissingMateMark,
        "Reports a move that mates written without a mate mark, or with only a check mark, in a game that writes marks.",
        "The mark tells the reader the game is over.",
        "1. e4 e5 2. Bc4+ Nc6 3. Qh5 Nf6 4. Qxf7",
        Some("1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7#"),
        FixSafety::Safe,
    ),
    Rule::new(
        Code::DoublePlusRead,
        "Notes a `++`, which is double check in some texts and mate in others: the board decided which.",
        "The same mark means two things; `+` or `#` says one.",
        "[FEN \"4k3/8/8/8/4N3/8/8/K3R3 w - - 0 1\"]\n\n1. Nf6++",
        Some("[FEN \"4k3/8/8/8/4N3/8/8/K3R3 w - - 0 1\"]\n\n1. Nf6+"),
        FixSafety::Sometimes,
    ),
    Rule::new(
        Code::NotDiscoveredCheck,
        "Reports `dis ch` on a check that is not discovered.",
        "The mark says a different piece gives check than the one that does.",
        "[FEN \"4k3/8/8/8/8/8/8/K2R4 w - - 0 1\"]\n\n1. Re1 dis ch",
        Some("[FEN \"4k3/8/8/8/8/8/8/K2R4 w - - 0 1\"]\n\n1. Re1 ch"),
        FixSafety::Safe,
    ),
    Rule::new(
        Code::NotDoubleCheck,
        "Reports `dbl ch` on a check that is not double.",
        "The mark says two pieces give check where one does.",
        "[FEN \"4k3/8/8/8/4N3/8/8/K3R3 w - - 0 1\"]\n\n1. Nc5 dbl ch",
        Some("[FEN \"4k3/8/8/8/4N3/8/8/K3R3 w - - 0 1\"]\n\n1. Nc5 ch"),
        FixSafety::Safe,
    ),
    Rule::new(
        Code::CapturedPieceWrong,
        "Reports a capture that names the piece it takes (`Lb5xSc6`, as German long algebraic writes it) when that piece is not the one on the square.",
        "The letter says the writer saw a different position, or misread a piece; a reader trusting it would set up the wrong board.",
        "1. e2-e4 d7-d5 2. e4xNd5",
        Some("1. e2-e4 d7-d5 2. e4xd5"),
        FixSafety::Safe,
    ),
];
