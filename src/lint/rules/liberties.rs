//! `N`: liberties with the notation, read as meant and noted (shown with
//! `--notes` or when selected).

use super::{FixSafety, Rule};
use crate::diagnostics::Code;

/// The notes on liberties taken.
pub(super) static RULES: &[Rule] = &[
    Rule::new(
        Code::CastlingAsKingMove,
        "Notes castling written as the king's two-square move (`Kg1`).",
        "SAN writes castling `O-O`; a program reading `Kg1` may reject it.",
        "[FEN \"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1\"]\n\n1. Kg1 Kc8",
        Some("[FEN \"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1\"]\n\n1. O-O O-O-O"),
        FixSafety::Safe,
    ),
    Rule::new(
        Code::LowercasePiece,
        "Notes a piece letter written in lowercase (`nf3`).",
        "Lowercase `b` is a file as well as a bishop; SAN writes pieces in capitals.",
        "1. e4 e5 2. nf3",
        Some("1. e4 e5 2. Nf3"),
        FixSafety::None,
    ),
    Rule::new(
        Code::LanguageChosen,
        "Notes the language in which the game's piece letters were read, when it is not English.",
        "Letters collide across languages; the note says which reading was taken.",
        "1. e4 e5 2. Sf3 Sc6 3. Lb5",
        Some("1. e4 e5 2. Nf3 Nc6 3. Bb5"),
        FixSafety::None,
    ),
    Rule::new(
        Code::AbbreviatedCapture,
        "Notes a capture written without its square: a pawn's with files only (`exd`, `ed`), or with only the man taken (`BxN`, `fxC`).",
        "The destination must be worked out from the position.",
        "1. e4 d5 2. exd",
        Some("1. e4 d5 2. exd5"),
        FixSafety::None,
    ),
    Rule::new(
        Code::PawnLetter,
        "Notes a pawn move written with a pawn letter (`Pe4`).",
        "SAN writes pawn moves without a letter.",
        "1. Pe4 e5",
        Some("1. e4 e5"),
        FixSafety::None,
    ),
    Rule::new(
        Code::NullMove,
        "Notes a null move (`--`): the side to move passes.",
        "A null move is no legal move: it appears in analysis, never in a game played.",
        "1. e4 -- 2. d4 e5",
        Some("1. e4 e5 2. d4"),
        FixSafety::None,
    ),
    Rule::new(
        Code::Coordinates,
        "Notes a piece move written in coordinates without its letter, as UCI writes (`g1f3`).",
        "Coordinates say squares, not pieces: readers of SAN do not take them.",
        "1. e4 e5 2. g1f3",
        Some("1. e4 e5 2. Nf3"),
        FixSafety::Sometimes,
    ),
];
