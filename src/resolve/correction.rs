//! How a move that was not read as written came to be read: the data a
//! program needs to show the reader's confidence and let a person choose
//! among the alternatives, as scoresheet-digitising applications do.

use super::reading::Played;

/// What a correction did to the written text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CorrectionKind {
    /// A legal move a slip away from what was written (a similar glyph, a
    /// neighbouring square, another piece letter, a character dropped,
    /// doubled, swapped or added).
    Edited,
    /// The written move and the next token read as one (`N f3`).
    Merged,
    /// The written token read as two moves (`e4e5`).
    Split,
    /// A move that was not written, read before this one.
    Missing,
}

/// One reading of a written move, with its cost.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Alternative {
    /// The move or moves in SAN, in the game's language.
    pub text: String,
    /// The same in UCI.
    pub uci: Vec<String>,
    /// Its cost in the units of the slip table (lower is likelier; a
    /// likely glyph confusion costs 2, a plain wrong character 5 or 6).
    pub cost: u32,
}

/// Why a move reads as it does when that is not as written.
///
/// ```
/// use scoresheet::document::{ReadOptions, read_str};
/// let games = read_str("1. e4 e5 2. Nf4 Nc6 3. Bb5", &ReadOptions::default());
/// let corrected = &games[0].game.line.moves[2];
/// let correction = corrected.correction.as_ref().unwrap();
/// assert_eq!(correction.alternatives[0].text, "Nf3");
/// assert!(correction.alternatives.len() > 1);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Correction {
    /// What was done.
    pub kind: CorrectionKind,
    /// The chosen reading's cost (see [`Alternative::cost`]).
    pub cost: u32,
    /// How much costlier the cheapest reading of the whole game is that
    /// reads this move otherwise; `None` when no other reading carries the
    /// game as far. A margin of 2 or less is a close call.
    pub margin: Option<u32>,
    /// The readings of the written move in its position, best first; the
    /// chosen one is among them, usually first (a reading chosen because of
    /// the moves after it may rank lower here).
    pub alternatives: Vec<Alternative>,
}

impl Alternative {
    pub(crate) fn new(text: String, moves: &[Played], cost: u32) -> Alternative {
        Alternative {
            text,
            uci: moves.iter().map(|p| p.uci()).collect(),
            cost,
        }
    }
}
