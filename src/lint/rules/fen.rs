//! `F`: the starting position given by a `[FEN]` tag.

use super::{FixSafety, Rule};
use crate::diagnostics::Code;

/// The FEN rules.
pub(super) static RULES: &[Rule] = &[
    Rule::new(
        Code::BadFen,
        "Reports a FEN that does not describe a legal starting position (no kings, a side to move that gives check, a malformed field).",
        "The game's moves cannot be checked from a position that cannot be.",
        "[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n\n1. e4",
        Some("[FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\"]\n\n1. e4"),
        FixSafety::None,
    ),
    Rule::new(
        Code::FenRepaired,
        "Reports a FEN with an impossible castling right, en-passant square or move number, read with that field repaired.",
        "Programs that trust the field would allow castling with a rook that is not there, or number the moves wrongly.",
        "[FEN \"r3k2r/8/8/8/8/8/8/4K3 w KQkq - 0 0\"]\n\n1. Kd2 O-O-O",
        Some("[FEN \"r3k2r/8/8/8/8/8/8/4K3 w kq - 0 1\"]\n\n1. Kd2 O-O-O"),
        FixSafety::None,
    ),
];
