//! `L`: the lint's checks of a whole game as written — its style, how much
//! it says of each move, its result.

use super::{FixSafety, Rule};
use crate::diagnostics::Code;

/// The rules about a game as a whole.
pub(super) static RULES: &[Rule] = &[
    Rule::new(
        Code::MixedStyle,
        "Reports a move written in another style than the rest of its game: castling with zeros beside castling with letters (`0-0`, `O-O`), a promotion with and without `=` (`e8Q`, `e8=Q`), captures marked with `x` beside `×` or `:`. The style the game uses most is its style; on a tie, the one it uses first.",
        "One hand writes one style: a second is the trace of a paste, an edit or an OCR slip, and a stricter reader may accept one spelling and not the other.",
        "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. 0-0 Nf6 5. d3 O-O",
        Some("1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. 0-0 Nf6 5. d3 0-0"),
        FixSafety::Safe,
    ),
    Rule::new(
        Code::NeedlessDisambiguation,
        "Reports a departure written where SAN needs none (`Ngf3` when no other knight can move to f3), or more of it than needed (`Rf1f4` where the file tells the rooks apart). Games in long algebraic or coordinates, which name every departure, are not judged.",
        "PGN wants the shortest SAN, and a program that compares moves as text sees two spellings of one move. Books often name the departure of a pinned piece's twin: the note is there to choose, not an error.",
        "1. e4 e5 2. Ngf3 Nc6",
        Some("1. e4 e5 2. Nf3 Nc6"),
        FixSafety::Safe,
    ),
    Rule::new(
        Code::ResultContradictsPosition,
        "Reports a result that the final position contradicts: a win for the side that was mated, a draw after a mate, a win after stalemate (warnings); `*` after a mate, or — in a PGN game, with tags — no result after a mate (notes, since puzzle collections write `*` after every solution). A game that stopped before its last written move is not judged.",
        "The result is a slip, or a move before it was misread; either way a human must look, so no fix is offered.",
        "1. f3 e5 2. g4 Qh4# 1-0",
        Some("1. f3 e5 2. g4 Qh4# 0-1"),
        FixSafety::None,
    ),
];
