//! The semantic pass: what was written, resolved against the board.
//!
//! A written move ([`SanMove`](crate::syntax::ast::SanMove)) and a position
//! give exactly one legal move or a diagnostic that says why not (R17). The
//! candidates come from the board's targeted query
//! ([`Position::moves_to`](crate::board::Position::moves_to)) — never from
//! generating and writing every legal move, which only the error path does to
//! suggest the nearest moves. Every claim the writer made (capture, en
//! passant, check, mate) is then verified against the board by the
//! per-move rules, one file each in `lint::rules`, a layer below this one
//! so that reading runs them on every move.

mod beam;
mod castling_history;
mod correction;
mod game;
mod glued;
pub(crate) mod language;
mod letters;
mod parse_move;
mod pawn;
mod placement;
mod plan;
mod prior;
mod reading;
mod readings;
mod slips;
mod suggest;
mod tags;

pub use correction::{Alternative, Correction, CorrectionKind};
pub(crate) use game::side_lines;
pub use game::{Game, GameMove, Line, read_elements, read_movetext};
pub use parse_move::{ResolveError, parse_move, parse_move_in, resolve_written};
pub use reading::{Played, Resolution, Verdict, resolve_move};
pub(crate) use readings::{
    carried_number, carries_its_number, glued_first_move, glued_long_move, glued_number, smudge,
};
pub(crate) use slips::{digraph_square, may_be_digit};
pub(crate) use tags::unescape as unescape_tag_value;

use crate::board::Role;
use crate::notation::lexicon::Language;

/// How leniently to read. Built from [`Options::lenient`], [`Options::strict`]
/// or [`Options::default`] with the `with_` methods, so that new options are
/// not a breaking change.
///
/// ```
/// use scoresheet::notation::lexicon::Language;
/// use scoresheet::resolve::Options;
/// let options = Options::lenient().with_language(Language::French);
/// assert!(options.recover && !options.strict);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[non_exhaustive]
pub struct Options {
    /// The language of the piece letters; `None` infers it per game.
    pub language: Option<Language>,
    /// Apply no correction: a missing promotion piece, a pawn capture without
    /// its file or a letter of another language is an error, not a warning.
    pub strict: bool,
    /// When a move fits no legal move or several, look for the correction
    /// under which the rest of the game resolves (never in strict mode).
    pub recover: bool,
    /// The piece each figurine font's sign stands for in the game being
    /// read, where the board said so once (M009).
    pub(crate) fonts: FontSigns,
    /// Resolve without naming the nearest legal moves of a move that
    /// fails: the decoder tries a token in many positions and keeps only
    /// whether it resolves, and the names cost a distance to every legal
    /// move each time.
    pub(crate) quiet: bool,
}

/// The piece each figurine font's sign (`¤`, `¥`, `©` …) was read as
/// where it was the only piece the board let make the move: a sign keeps
/// its meaning through a game, so a later move that two pieces could make
/// (`¥g4`, knight or bishop) is read as the sign's piece.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct FontSigns([Option<Role>; FONT_SIGNS]);

/// How many signs [`FontSigns`] knows: `syntax`'s font figurines.
const FONT_SIGNS: usize = 16;

impl FontSigns {
    /// What `sign` was read as, if it was.
    pub(crate) fn role(self, sign: char) -> Option<Role> {
        self.0
            .get(crate::syntax::font_figurine_index(sign)?)
            .copied()
            .flatten()
    }

    /// Whether no sign is bound.
    pub(crate) fn is_empty(self) -> bool {
        self.0.iter().all(Option::is_none)
    }

    /// Binds `sign` to `role`.
    pub(crate) fn bind(&mut self, sign: char, role: Role) {
        if let Some(slot) = crate::syntax::font_figurine_index(sign).and_then(|i| self.0.get_mut(i))
        {
            *slot = Some(role);
        }
    }
}

impl Options {
    /// Lenient reading with recovery and the language inferred: what a
    /// scoresheet reader wants.
    #[must_use]
    pub const fn lenient() -> Options {
        Options {
            language: None,
            strict: false,
            recover: true,
            fonts: FontSigns([None; FONT_SIGNS]),
            quiet: false,
        }
    }

    /// The language of the piece letters: a [`Language`], or `None` to infer
    /// it per game.
    #[must_use]
    pub fn with_language(mut self, language: impl Into<Option<Language>>) -> Options {
        self.language = language.into();
        self
    }

    /// Whether a liberty that changes the reading is an error.
    #[must_use]
    pub const fn with_strict(mut self, strict: bool) -> Options {
        self.strict = strict;
        self
    }

    /// Whether to look for the correction of a move that fits no legal move
    /// or several.
    #[must_use]
    pub const fn with_recover(mut self, recover: bool) -> Options {
        self.recover = recover;
        self
    }

    /// Strict reading: no correction of any kind.
    #[must_use]
    pub const fn strict() -> Options {
        Options {
            language: None,
            strict: true,
            recover: false,
            fonts: FontSigns([None; FONT_SIGNS]),
            quiet: false,
        }
    }
}
