//! Castling: the two sides of the board and the rights each player keeps.
//!
//! Only standard chess is modelled, so the king starts on the e-file and the
//! rooks in the corners; the squares follow from the colour and the side.

use super::{Color, File, Rank, Square};

/// Kingside (O-O) or queenside (O-O-O).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CastlingSide {
    /// Towards the h-file: O-O.
    KingSide,
    /// Towards the a-file: O-O-O.
    QueenSide,
}

const fn back_rank(color: Color) -> Rank {
    match color {
        Color::White => Rank::FIRST,
        Color::Black => Rank::EIGHTH,
    }
}

const fn on_back_rank(color: Color, file: u8) -> Square {
    Square::from_coords(
        match File::new(file) {
            Some(f) => f,
            None => File::A,
        },
        back_rank(color),
    )
}

impl CastlingSide {
    /// Both sides, kingside first.
    pub const ALL: [CastlingSide; 2] = [CastlingSide::KingSide, CastlingSide::QueenSide];

    /// The king's starting square (e1 or e8).
    #[must_use]
    pub const fn king_from(color: Color) -> Square {
        on_back_rank(color, 4)
    }

    /// Where the king lands: g1, c1, g8 or c8.
    #[must_use]
    pub const fn king_to(self, color: Color) -> Square {
        match self {
            CastlingSide::KingSide => on_back_rank(color, 6),
            CastlingSide::QueenSide => on_back_rank(color, 2),
        }
    }

    /// Where the rook starts: h1, a1, h8 or a8.
    #[must_use]
    pub const fn rook_from(self, color: Color) -> Square {
        match self {
            CastlingSide::KingSide => on_back_rank(color, 7),
            CastlingSide::QueenSide => on_back_rank(color, 0),
        }
    }

    /// Where the rook lands: f1, d1, f8 or d8.
    #[must_use]
    pub const fn rook_to(self, color: Color) -> Square {
        match self {
            CastlingSide::KingSide => on_back_rank(color, 5),
            CastlingSide::QueenSide => on_back_rank(color, 3),
        }
    }

    /// The side whose king destination is `to`, if `to` is one.
    #[must_use]
    pub fn from_king_to(color: Color, to: Square) -> Option<CastlingSide> {
        CastlingSide::ALL
            .into_iter()
            .find(|side| side.king_to(color) == to)
    }

    /// "kingside" or "queenside", for messages.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            CastlingSide::KingSide => "kingside",
            CastlingSide::QueenSide => "queenside",
        }
    }

    const fn bit(self, color: Color) -> u8 {
        1 << (color.index() * 2
            + match self {
                CastlingSide::KingSide => 0,
                CastlingSide::QueenSide => 1,
            })
    }
}

impl std::fmt::Display for CastlingSide {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// Which castlings each player may still make, as far as the king and rooks
/// having moved is concerned (not whether castling is legal now).
///
/// ```
/// use scoresheet::board::{CastlingRights, CastlingSide, Color};
/// let mut rights = CastlingRights::ALL;
/// rights.remove(Color::White, CastlingSide::QueenSide);
/// assert_eq!(rights.to_string(), "Kkq");
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct CastlingRights(u8);

impl CastlingRights {
    /// No right left: FEN `-`.
    pub const NONE: CastlingRights = CastlingRights(0);
    /// All four rights: FEN `KQkq`.
    pub const ALL: CastlingRights = CastlingRights(0b1111);

    /// Whether `color` may still castle on `side`.
    #[must_use]
    pub const fn has(self, color: Color, side: CastlingSide) -> bool {
        self.0 & side.bit(color) != 0
    }

    /// Whether `color` keeps any right.
    #[must_use]
    pub const fn has_any(self, color: Color) -> bool {
        self.0 & (0b11 << (color.index() * 2)) != 0
    }

    /// Whether no right is left.
    #[must_use]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Gives `color` the right to castle on `side`.
    pub fn add(&mut self, color: Color, side: CastlingSide) {
        self.0 |= side.bit(color);
    }

    /// Takes from `color` the right to castle on `side`.
    pub fn remove(&mut self, color: Color, side: CastlingSide) {
        self.0 &= !side.bit(color);
    }

    /// Takes every right from `color`.
    pub fn remove_color(&mut self, color: Color) {
        self.0 &= !(0b11 << (color.index() * 2));
    }

    /// Takes the rights that a move to or from `square` ends: a king leaving
    /// its square, or a rook leaving or being captured on its corner.
    pub fn touch(&mut self, square: Square) {
        // Bits: 1 White kingside, 2 White queenside, 4 Black kingside, 8 Black
        // queenside; squares a1 = 0, e1 = 4, h1 = 7, a8 = 56, e8 = 60, h8 = 63.
        self.0 &= match square.index() {
            0 => !2,
            4 => !3,
            7 => !1,
            56 => !8,
            60 => !12,
            63 => !4,
            _ => !0,
        };
    }

    /// The rights as in FEN order: (White kingside, White queenside, Black
    /// kingside, Black queenside) with their letters.
    fn letters() -> [(Color, CastlingSide, char); 4] {
        [
            (Color::White, CastlingSide::KingSide, 'K'),
            (Color::White, CastlingSide::QueenSide, 'Q'),
            (Color::Black, CastlingSide::KingSide, 'k'),
            (Color::Black, CastlingSide::QueenSide, 'q'),
        ]
    }

    /// Reads the FEN field: `-` or some of `KQkq` in that order, each at
    /// most once.
    #[must_use]
    pub fn from_fen(text: &str) -> Option<CastlingRights> {
        if text == "-" {
            return Some(CastlingRights::NONE);
        }
        let mut rights = CastlingRights::NONE;
        let mut rest = text;
        for (color, side, letter) in CastlingRights::letters() {
            if let Some(tail) = rest.strip_prefix(letter) {
                rights.add(color, side);
                rest = tail;
            }
        }
        (rest.is_empty() && !text.is_empty()).then_some(rights)
    }
}

impl std::fmt::Display for CastlingRights {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.is_empty() {
            return f.write_str("-");
        }
        for (color, side, letter) in CastlingRights::letters() {
            if self.has(color, side) {
                write!(f, "{letter}")?;
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_follow_colour_and_side() {
        let s = |sq: Square| sq.to_string();
        assert_eq!(s(CastlingSide::KingSide.king_to(Color::White)), "g1");
        assert_eq!(s(CastlingSide::QueenSide.king_to(Color::Black)), "c8");
        assert_eq!(s(CastlingSide::KingSide.rook_from(Color::Black)), "h8");
        assert_eq!(s(CastlingSide::QueenSide.rook_to(Color::White)), "d1");
        assert_eq!(s(CastlingSide::king_from(Color::Black)), "e8");
    }

    #[test]
    fn fen_text_round_trips() {
        for text in ["KQkq", "K", "Qk", "q", "-"] {
            assert_eq!(
                CastlingRights::from_fen(text).map(|r| r.to_string()),
                Some(text.to_string())
            );
        }
        for bad in ["", "kK", "KK", "x", "--", "K-"] {
            assert_eq!(CastlingRights::from_fen(bad), None, "{bad}");
        }
    }

    #[test]
    fn touching_a_square_takes_the_rights_it_guards() {
        let mut rights = CastlingRights::ALL;
        rights.touch("h1".parse().unwrap());
        assert_eq!(rights.to_string(), "Qkq");
        rights.touch("e8".parse().unwrap());
        assert_eq!(rights.to_string(), "Q");
    }
}
