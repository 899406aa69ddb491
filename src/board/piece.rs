//! A man on the board: a role of a colour, as FEN writes it with one letter.

use super::{Color, Role};

/// A man of some colour and role.
///
/// ```
/// use scoresheet::board::{Color, Piece, Role};
/// let piece = Piece::from_char('n').unwrap();
/// assert_eq!(piece, Piece { color: Color::Black, role: Role::Knight });
/// assert_eq!(piece.char(), 'n');
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    /// Whose man it is.
    pub color: Color,
    /// What kind of man it is.
    pub role: Role,
}

impl Piece {
    /// A man of `color` and `role`.
    #[must_use]
    pub const fn new(color: Color, role: Role) -> Piece {
        Piece { color, role }
    }

    /// Reads a FEN letter: uppercase for White, lowercase for Black.
    #[must_use]
    pub const fn from_char(c: char) -> Option<Piece> {
        let color = if c.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        match Role::from_char(c) {
            Some(role) => Some(Piece { color, role }),
            None => None,
        }
    }

    /// The FEN letter: uppercase for White, lowercase for Black.
    #[must_use]
    pub const fn char(self) -> char {
        match self.color {
            Color::White => self.role.upper_char(),
            Color::Black => self.role.lower_char(),
        }
    }
}

impl std::fmt::Display for Piece {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} {}", self.color, self.role)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fen_letters_round_trip() {
        for c in "PNBRQKpnbrqk".chars() {
            assert_eq!(Piece::from_char(c).map(Piece::char), Some(c));
        }
        assert_eq!(Piece::from_char('x'), None);
        assert_eq!(
            Piece::new(Color::White, Role::Queen).to_string(),
            "white queen"
        );
    }
}
