//! The styles a move can be written in.

use super::lexicon::{Figurine, Language};
use crate::board::Color;
use crate::board::Role;
use std::fmt::{self, Write};

/// The shape of the notation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Notation {
    /// SAN as in PGN: O-O, exd6, e8=Q, + and #.
    San,
    /// FIDE's Appendix E: 0-0, e8Q, 'exd6 e.p.', + and #.
    Fide,
    /// Long algebraic: Ng1-f3, e2-e4, e5xd6, O-O.
    Lan,
    /// UCI: g1f3, e7e8q, castling as the king's move e1g1.
    Uci,
}

/// How pieces are named.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Pieces {
    /// The letters of a language.
    Letters(Language),
    /// The white figurines, used for both sides as in print.
    Figurines,
}

impl Pieces {
    /// Writes the letter or figurine of `role`.
    ///
    /// # Errors
    /// Only those of the sink.
    pub fn write_piece(self, role: Role, out: &mut impl Write) -> fmt::Result {
        match self {
            Pieces::Letters(language) => out.write_str(language.letter(role)),
            Pieces::Figurines => out.write_char(Figurine::of(Color::White, role).char()),
        }
    }
}

/// A notation and a way of naming pieces.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Style {
    /// The shape.
    pub notation: Notation,
    /// The piece names.
    pub pieces: Pieces,
}

impl Style {
    /// SAN as PGN writes it.
    pub const SAN: Style = Style {
        notation: Notation::San,
        pieces: Pieces::Letters(Language::English),
    };
    /// FIDE's notation with English letters.
    pub const FIDE: Style = Style {
        notation: Notation::Fide,
        pieces: Pieces::Letters(Language::English),
    };
    /// SAN with figurines.
    pub const FIGURINE: Style = Style {
        notation: Notation::San,
        pieces: Pieces::Figurines,
    };
    /// Long algebraic with English letters.
    pub const LAN: Style = Style {
        notation: Notation::Lan,
        pieces: Pieces::Letters(Language::English),
    };
    /// UCI.
    pub const UCI: Style = Style {
        notation: Notation::Uci,
        pieces: Pieces::Letters(Language::English),
    };

    /// SAN with the letters of `language`.
    #[must_use]
    pub const fn san_in(language: Language) -> Style {
        Style {
            notation: Notation::San,
            pieces: Pieces::Letters(language),
        }
    }

    /// Long algebraic with the letters of `language`.
    #[must_use]
    pub const fn lan_in(language: Language) -> Style {
        Style {
            notation: Notation::Lan,
            pieces: Pieces::Letters(language),
        }
    }
}
