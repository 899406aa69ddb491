//! Files, ranks and squares: the coordinates of algebraic notation (R4, E4–E6).

use std::str::FromStr;

/// A file, `a` (White's left) to `h`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct File(u8);

impl File {
    /// The a-file.
    pub const A: File = File(0);
    /// The h-file.
    pub const H: File = File(7);
    /// All eight files, a to h.
    pub const ALL: [File; 8] = [
        File(0),
        File(1),
        File(2),
        File(3),
        File(4),
        File(5),
        File(6),
        File(7),
    ];

    /// The file with index 0 (a) to 7 (h).
    #[must_use]
    pub const fn new(index: u8) -> Option<File> {
        if index < 8 { Some(File(index)) } else { None }
    }

    /// Reads `a`–`h`.
    #[must_use]
    pub const fn from_char(c: char) -> Option<File> {
        match c {
            'a'..='h' => Some(File(c as u8 - b'a')),
            _ => None,
        }
    }

    /// `a`–`h`.
    #[must_use]
    pub const fn char(self) -> char {
        (b'a' + self.0) as char
    }

    /// 0 for a … 7 for h.
    #[must_use]
    pub const fn index(self) -> u8 {
        self.0
    }

    /// The file `delta` files to the right, if it is on the board.
    #[must_use]
    pub const fn offset(self, delta: i8) -> Option<File> {
        let i = self.0 as i8 + delta;
        if i >= 0 && i < 8 {
            Some(File(i as u8))
        } else {
            None
        }
    }

    /// How many files apart two files are.
    #[must_use]
    pub const fn distance(self, other: File) -> u8 {
        self.0.abs_diff(other.0)
    }
}

impl std::fmt::Display for File {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.char())
    }
}

/// A rank, `1` (White's side) to `8`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Rank(u8);

impl Rank {
    /// The first rank.
    pub const FIRST: Rank = Rank(0);
    /// The eighth rank.
    pub const EIGHTH: Rank = Rank(7);
    /// All eight ranks, 1 to 8.
    pub const ALL: [Rank; 8] = [
        Rank(0),
        Rank(1),
        Rank(2),
        Rank(3),
        Rank(4),
        Rank(5),
        Rank(6),
        Rank(7),
    ];

    /// The rank with index 0 (1) to 7 (8).
    #[must_use]
    pub const fn new(index: u8) -> Option<Rank> {
        if index < 8 { Some(Rank(index)) } else { None }
    }

    /// Reads `1`–`8`.
    #[must_use]
    pub const fn from_char(c: char) -> Option<Rank> {
        match c {
            '1'..='8' => Some(Rank(c as u8 - b'1')),
            _ => None,
        }
    }

    /// `1`–`8`.
    #[must_use]
    pub const fn char(self) -> char {
        (b'1' + self.0) as char
    }

    /// 0 for the first rank … 7 for the eighth.
    #[must_use]
    pub const fn index(self) -> u8 {
        self.0
    }

    /// The rank `delta` ranks up, if it is on the board.
    #[must_use]
    pub const fn offset(self, delta: i8) -> Option<Rank> {
        let i = self.0 as i8 + delta;
        if i >= 0 && i < 8 {
            Some(Rank(i as u8))
        } else {
            None
        }
    }

    /// How many ranks apart two ranks are.
    #[must_use]
    pub const fn distance(self, other: Rank) -> u8 {
        self.0.abs_diff(other.0)
    }
}

impl std::fmt::Display for Rank {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.char())
    }
}

/// One of the 64 squares, a1 = 0 … h8 = 63 (little-endian rank-file order).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8);

impl Square {
    /// The square of a file and a rank.
    #[must_use]
    pub const fn from_coords(file: File, rank: Rank) -> Square {
        Square(rank.0 * 8 + file.0)
    }

    /// The square with index 0 (a1) to 63 (h8).
    #[must_use]
    pub const fn new(index: u8) -> Option<Square> {
        if index < 64 {
            Some(Square(index))
        } else {
            None
        }
    }

    /// The square with index `index & 63`; for tables indexed by bit position.
    #[must_use]
    pub const fn new_wrapping(index: u32) -> Square {
        Square((index & 63) as u8)
    }

    /// 0 (a1) … 63 (h8).
    #[must_use]
    pub const fn index(self) -> u8 {
        self.0
    }

    /// The file of the square.
    #[must_use]
    pub const fn file(self) -> File {
        File(self.0 & 7)
    }

    /// The rank of the square.
    #[must_use]
    pub const fn rank(self) -> Rank {
        Rank(self.0 >> 3)
    }

    /// The square `df` files right and `dr` ranks up, if it is on the board.
    #[must_use]
    pub const fn offset(self, df: i8, dr: i8) -> Option<Square> {
        match (self.file().offset(df), self.rank().offset(dr)) {
            (Some(f), Some(r)) => Some(Square::from_coords(f, r)),
            _ => None,
        }
    }

    /// Every square, a1, b1, … h8.
    pub fn all() -> impl Iterator<Item = Square> {
        (0..64).map(Square)
    }

    /// The square's name, `a1` … `h8`, without `core::fmt`: for writers
    /// that print millions of squares.
    ///
    /// ```
    /// use scoresheet::board::Square;
    /// assert_eq!(Square::new(12).unwrap().name(), "e2");
    /// ```
    #[must_use]
    pub const fn name(self) -> &'static str {
        const NAMES: [&str; 64] = [
            "a1", "b1", "c1", "d1", "e1", "f1", "g1", "h1", "a2", "b2", "c2", "d2", "e2", "f2",
            "g2", "h2", "a3", "b3", "c3", "d3", "e3", "f3", "g3", "h3", "a4", "b4", "c4", "d4",
            "e4", "f4", "g4", "h4", "a5", "b5", "c5", "d5", "e5", "f5", "g5", "h5", "a6", "b6",
            "c6", "d6", "e6", "f6", "g6", "h6", "a7", "b7", "c7", "d7", "e7", "f7", "g7", "h7",
            "a8", "b8", "c8", "d8", "e8", "f8", "g8", "h8",
        ];
        NAMES[(self.0 & 63) as usize]
    }

    /// Whether the square is light (h1 is light).
    #[must_use]
    pub const fn is_light(self) -> bool {
        (self.file().0 + self.rank().0) % 2 == 1
    }
}

impl std::fmt::Display for Square {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// The text was not a square such as `e4`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NotASquare;

impl std::fmt::Display for NotASquare {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("expected a square such as e4")
    }
}

impl std::error::Error for NotASquare {}

impl FromStr for Square {
    type Err = NotASquare;
    fn from_str(s: &str) -> Result<Square, NotASquare> {
        let mut chars = s.chars();
        match (
            chars.next().and_then(File::from_char),
            chars.next().and_then(Rank::from_char),
            chars.next(),
        ) {
            (Some(file), Some(rank), None) => Ok(Square::from_coords(file, rank)),
            _ => Err(NotASquare),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_read_and_print_as_written() {
        for text in ["a1", "e4", "h8", "b7"] {
            assert_eq!(
                text.parse::<Square>().map(|s| s.to_string()),
                Ok(text.to_string())
            );
        }
        for bad in ["", "e", "e9", "i1", "e44", "E4"] {
            assert_eq!(bad.parse::<Square>(), Err(NotASquare), "{bad}");
        }
    }

    #[test]
    fn coordinates_match_the_board() {
        let e4: Square = "e4".parse().unwrap();
        assert_eq!(e4.index(), 28);
        assert_eq!(e4.file().char(), 'e');
        assert_eq!(e4.rank().char(), '4');
        assert_eq!(e4.offset(1, 1).map(|s| s.to_string()), Some("f5".into()));
        assert_eq!(e4.offset(4, 0), None);
        assert!(!"a1".parse::<Square>().unwrap().is_light());
        assert!("h1".parse::<Square>().unwrap().is_light());
    }
}
