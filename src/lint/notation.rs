//! A fix keeps the notation its game is written in.
//!
//! The resolver offers fixes one move at a time, in the canonical form of a
//! move (`O-O`, `=Q`, a check mark). A game is written in a notation of its
//! own — coordinates as engines write them (`e1g1`), castling with zeros,
//! promotions without `=` — and a fix that brought SAN into such a game
//! would change more than it reports. So each fix is adapted to its game's
//! notation here, or withdrawn when it cannot be.

use crate::diagnostics::{Applicability, Code, Diagnostic};
use crate::document::ReadGame;

/// How a game writes its moves, as far as fixes care.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Written {
    /// Most moves name their from-square: coordinates (`e2e4`) or long
    /// algebraic (`Ng1-f3`).
    pub long: bool,
    /// Castling is written with zeros (`0-0`).
    pub zeros: bool,
    /// Some move carries a check or mate mark.
    pub marks: bool,
    /// Some promotion is written with `=`.
    pub equals: bool,
}

impl Written {
    /// The notation of `game`, read from the text of its main line.
    #[must_use]
    pub fn of(source: &str, game: &ReadGame) -> Written {
        let mut written = Written::default();
        let (mut moves, mut long) = (0usize, 0usize);
        for m in &game.game.line.moves {
            let text = m.span.text(source);
            moves += 1;
            if squares(text) >= 2 {
                long += 1;
            }
            written.zeros |= text.starts_with("0-0") || text.starts_with("0–0");
            written.marks |= has_mark(text);
            written.equals |= text.contains('=');
        }
        written.long = moves > 0 && long * 2 > moves;
        written
    }
}

/// Whether a move's text carries a check or mate mark (`+ # † ‡ ≠`, `ch`).
#[must_use]
pub fn has_mark(text: &str) -> bool {
    text.contains(['+', '#', '†', '‡', '≠']) || text.contains("ch")
}

/// How many squares (`e4`) a move's text names.
fn squares(text: &str) -> usize {
    text.as_bytes()
        .windows(2)
        .filter(|pair| matches!(pair, [b'a'..=b'h', b'1'..=b'8']))
        .count()
}

/// Adapts the fix of `diagnostic`, found in a game written as `written`, to
/// that notation; withdraws it where the notation has no way to say it.
pub fn adapt(diagnostic: &mut Diagnostic, written: Written) {
    let Some(fix) = diagnostic.fix.as_mut() else {
        return;
    };
    let withdraw = match diagnostic.code {
        // In coordinates the king's two-square move is how castling is
        // written; O-O would be SAN in a coordinate game.
        Code::CastlingAsKingMove => written.long,
        // A game that writes no check marks at all is not given one.
        Code::MissingCheckMark | Code::MissingMateMark => written.long && !written.marks,
        // A correction is written in SAN; a coordinate game is not.
        Code::CorrectedMove | Code::IllegalMove | Code::AmbiguousMove => {
            written.long && fix.applicability == Applicability::Unsafe
        }
        _ => false,
    };
    if withdraw {
        diagnostic.fix = None;
        return;
    }
    for edit in &mut fix.edits {
        if written.zeros && edit.replacement.contains("O-O") {
            edit.replacement = edit.replacement.replace('O', "0");
        }
        if diagnostic.code == Code::MissingPromotion && !written.equals {
            edit.replacement = edit.replacement.replace('=', "");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::document::{ReadOptions, read_str};

    fn written(text: &str) -> Written {
        let games = read_str(text, &ReadOptions::default());
        Written::of(text, &games[0])
    }

    #[test]
    fn coordinates_are_long() {
        let w = written("1. e2e4 e7e5 2. g1f3 b8c6");
        assert!(w.long && !w.marks && !w.zeros);
        let w = written("1. e4 e5 2. Nf3 Nc6 3. Bc4+ Ke7");
        assert!(!w.long && w.marks);
    }

    #[test]
    fn zeros_and_equals_are_seen() {
        let w = written("1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. 0-0 Nf6");
        assert!(w.zeros && !w.equals);
    }
}
