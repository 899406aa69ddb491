//! What a rule sees: a move as written beside what the board says it did,
//! and a game as written beside what was read from it.
//!
//! Both are made of the syntax tree, the source text and the board's facts
//! only, so that the rules need nothing from the layers that find and read
//! games: the resolver builds a [`WrittenMove`] for each move it plays, the
//! lint a [`WrittenGame`] for each game it judges.

use crate::Span;
use crate::board::{Facts, Move, Position};
use crate::diagnostics::{Applicability, Edit, Fix};
use crate::notation::lexicon::Language;
use crate::syntax::ast::{Claim, MoveBody, Outcome, SanMove};

/// A move as written, and what it did once resolved.
pub(crate) struct WrittenMove<'a> {
    /// The move as written.
    pub(crate) san: &'a SanMove,
    /// The text it was read from.
    pub(crate) source: &'a str,
    /// The move it was resolved to.
    pub(crate) played: Move,
    /// What the move did on the board.
    pub(crate) facts: Facts,
    /// The language its piece letters are read in.
    pub(crate) language: Language,
}

/// A check or mate mark as written.
pub(crate) struct Mark<'a> {
    /// Where it is written.
    pub(crate) span: Span,
    /// What it claims.
    pub(crate) claim: Claim,
    /// Its text, without the space before it.
    pub(crate) text: &'a str,
}

impl<'a> WrittenMove<'a> {
    /// The check or mate mark written on the move, if any.
    pub(crate) fn mark(&self) -> Option<Mark<'a>> {
        let mark = self.san.check?;
        Some(Mark {
            span: mark.span,
            claim: mark.value.claim(),
            text: mark.span.text(self.source).trim_start(),
        })
    }

    /// Where a check mark would go: after everything but glyphs and draw
    /// offers.
    pub(crate) fn mark_position(&self) -> u32 {
        let san = self.san;
        let mut end = match san.body {
            MoveBody::Castling(c) => c.span.end,
            MoveBody::Null(span) => span.end,
            MoveBody::Normal(normal) => normal.target.span.end,
        };
        for span in [
            san.capture_after,
            san.promotion.map(|p| p.span),
            san.en_passant.map(|e| e.span),
        ]
        .into_iter()
        .flatten()
        {
            end = end.max(span.end);
        }
        end
    }

    /// The fix that writes a check or mate `mark` at `at`, the end of the
    /// move. An evaluation glued there (`Qh5+-`) would read differently with
    /// a `+` before it (`Qh5++-`), so it is written apart as its NAG
    /// (`Qh5+ $18`).
    pub(crate) fn mark_fix(&self, at: u32, mark: &str) -> Fix {
        match self.san.evaluation {
            Some(evaluation) if evaluation.span.start == at => Fix::replace(
                Span::new(at, evaluation.span.end),
                format!("{mark} ${}", evaluation.value.nag()),
                Applicability::Safe,
            ),
            _ => Fix {
                edits: vec![Edit {
                    span: Span::empty(at),
                    replacement: mark.to_string(),
                }],
                applicability: Applicability::Safe,
            },
        }
    }
}

/// A game as written: its main line, each move with what was written where
/// it was read, and how it ends.
pub(crate) struct WrittenGame<'a> {
    /// The whole text.
    pub(crate) source: &'a str,
    /// The position the game starts from.
    pub(crate) start: Position,
    /// The moves of the main line, in order.
    pub(crate) moves: Vec<GameMoveWritten<'a>>,
    /// The position after the main line.
    pub(crate) end: Position,
    /// Whether the game was read to its end without an error: the final
    /// position is then the game's.
    pub(crate) complete: bool,
    /// Whether the game has tags (is PGN).
    pub(crate) tagged: bool,
    /// The result written after the main line, with its span.
    pub(crate) result: Option<(Span, Outcome)>,
}

/// A move of a game's main line.
pub(crate) struct GameMoveWritten<'a> {
    /// Where the move was read.
    pub(crate) span: Span,
    /// The move played; `None` for a pass.
    pub(crate) played: Option<Move>,
    /// What it did on the board.
    pub(crate) facts: Facts,
    /// The move as written there: `None` when the text was not read as one
    /// written move (a correction, glued moves).
    pub(crate) written: Option<&'a SanMove>,
}

impl GameMoveWritten<'_> {
    /// The position after the move, played from `before`.
    pub(crate) fn play(&self, before: &Position) -> Position {
        match self.played {
            Some(m) => before.play(m),
            None => before.pass(),
        }
    }
}
