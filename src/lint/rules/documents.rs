//! `D`: whole games and texts — move numbers, corrections, what was not
//! read.

use super::{FixSafety, Rule};
use crate::diagnostics::Code;

/// The rules about documents.
pub(super) static RULES: &[Rule] = &[
    Rule::new(
        Code::CorrectedMove,
        "Reports a move that fit no legal move (or several), or that made a later move illegal, read as the likeliest correction under which the rest of the game resolves; the message gives the runner-up when it is close.",
        "The game as written cannot have been played; the correction is a guess a human should confirm.",
        "1. e4 e5 2. Nf4 Nc6 3. Bb5",
        Some("1. e4 e5 2. Nf3 Nc6 3. Bb5"),
        FixSafety::Unsafe,
    ),
    Rule::new(
        Code::SkippedText,
        "Reports text inside a game that is no move (OCR debris, a stray word), skipped because the moves after it read on.",
        "The text may have been a move; if so, the moves after it are misread.",
        "1. e4 e5 2. Nf3 Zq9 Nc6 3. Bb5",
        Some("1. e4 e5 2. Nf3 Nc6 3. Bb5"),
        FixSafety::Sometimes,
    ),
    Rule::new(
        Code::GameStopped,
        "Reports a game that stops before its last written move: the moves after the failure are not read.",
        "Part of the game is lost; the message says how many moves.",
        "1. e4 e5 2. Nf3 Zq9 Zq9 Zq9 Zq9 Nc6 3. Bb5 a6",
        Some("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6"),
        FixSafety::None,
    ),
    Rule::new(
        Code::Fragment,
        "Notes moves in prose whose game is not in the text (a caption, a game's tail): not read. A warning when the text yields no game at all.",
        "They cannot be checked; the note says they were seen and left.",
        "The critical position arose after 23. Qxd4 Rxd4 in the second game.",
        None,
        FixSafety::None,
    ),
    Rule::new(
        Code::NoMoves,
        "Reports a text in which no move was found at all.",
        "A file given to the lint that holds no game is usually the wrong file, or one whose notation was not recognised.",
        "A report on the club evening: twelve members came and played blitz.",
        Some("A report on the club evening: 1. e4 e5 2. Nf3 Nc6 was played twice."),
        FixSafety::None,
    ),
    Rule::new(
        Code::GluedMoves,
        "Reports moves written without the spaces between them (`1.d4Nf62.c4`, `d4ed4`), cut where the board says.",
        "Other programs cannot read them; the fix writes the spaces.",
        "1.d4Nf62.c4b63.Nc3Bb7",
        Some("1.d4 Nf6 2.c4 b6 3.Nc3 Bb7"),
        FixSafety::Safe,
    ),
    Rule::new(
        Code::NoReading,
        "Reports a move that no reading (nor any reading of the moves before it) carries on, or a last move with several equally likely readings; the message lists those tried.",
        "The game cannot be read on from there.",
        "[Event \"?\"]\n\n1. e4 e5 2. Nf3 Zq9 Zq9 Zq9 Zq9 Nc6",
        Some("[Event \"?\"]\n\n1. e4 e5 2. Nf3 Nc6"),
        FixSafety::None,
    ),
];
