//! A profile: the style a text is held to, when it is not the style the
//! text itself uses most.
//!
//! Without a profile each game's own majority is its style (L001), and a
//! fix keeps the notation the game is written in. A publisher or a database
//! that wants one style everywhere names it: `pgn` writes SAN as the PGN
//! standard requires (`O-O`, `e8=Q`), `fide` as the FIDE Laws' appendix
//! does (`0-0`, `e8Q`).

/// A house style for castling and promotions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, strum::EnumString, strum::Display)]
#[strum(serialize_all = "lowercase")]
#[non_exhaustive]
pub enum Profile {
    /// SAN as PGN requires: `O-O`, `e8=Q`, `x`.
    Pgn,
    /// The FIDE Laws' algebraic notation: `0-0`, `e8Q`, `x`.
    Fide,
}

impl Profile {
    /// Whether castling is written with zeros.
    #[must_use]
    pub const fn zeros(self) -> bool {
        matches!(self, Profile::Fide)
    }

    /// Whether a promotion is written with `=`.
    #[must_use]
    pub const fn equals(self) -> bool {
        matches!(self, Profile::Pgn)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn profiles_are_named_as_in_the_configuration() {
        assert_eq!("pgn".parse::<Profile>(), Ok(Profile::Pgn));
        assert_eq!("fide".parse::<Profile>(), Ok(Profile::Fide));
        assert!("chessbase".parse::<Profile>().is_err());
        assert!(Profile::Fide.zeros() && !Profile::Fide.equals());
        assert!(!Profile::Pgn.zeros() && Profile::Pgn.equals());
    }
}
