//! Piece letters and figurines in every language of R2, as tables.
//!
//! The syntax stage records the symbol that was written ([`PieceSymbol`]); the
//! resolver maps it to a [`Role`] through a [`Language`], because letters
//! collide across languages: R is an English rook and a French king, B an
//! English bishop and a German pawn, S a German knight and a Czech bishop.
//!
//! The tables belong to notation, not syntax: writing a move in a language
//! needs them as much as reading one.

use crate::board::{Color, Role};
use strum::{EnumIter, IntoEnumIterator};

/// A language whose piece letters scoresheet knows (R2).
#[derive(
    Clone,
    Copy,
    Debug,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    EnumIter,
    strum::Display,
    strum::EnumString,
)]
#[strum(serialize_all = "lowercase")]
#[non_exhaustive]
pub enum Language {
    /// K Q R B N.
    English,
    /// K D T L S (König, Dame, Turm, Läufer, Springer); B for Bauer.
    German,
    /// R D T F C (roi, dame, tour, fou, cavalier); P for pion.
    French,
    /// K D T L P (koning, dame, toren, loper, paard).
    Dutch,
    /// R D T A C (rey, dama, torre, alfil, caballo); P for peón.
    Spanish,
    /// R D T A C (re, donna, torre, alfiere, cavallo); P for pedone.
    Italian,
    /// R D T B C (rei, dama, torre, bispo, cavalo); P for peão.
    Portuguese,
    /// K D T L S (kung, dam, torn, löpare, springare); B for bonde.
    Swedish,
    /// K D T L S (konge, dronning, tårn, løber, springer); B for bonde.
    Danish,
    /// K D T L S (konge, dronning, tårn, løper, springer); B for bonde.
    Norwegian,
    /// K D V S J (král, dáma, věž, střelec, jezdec); P for pěšec.
    Czech,
    /// K H W G S (król, hetman, wieża, goniec, skoczek); P for pion.
    Polish,
    /// K V B F H (király, vezér, bástya, futó, huszár); G for gyalog.
    Hungarian,
    /// Кр Ф Л С К (король, ферзь, ладья, слон, конь).
    Russian,
    /// К Д Т Л С (краљ, дама, топ, ловац, скакач), Serbian in Cyrillic,
    /// whose pages write the files in Cyrillic too (`Сф3`). Serbian in the
    /// Latin script writes K D T L S, which read as German.
    Serbian,
    /// K D H B R (kóngur, drottning, hrókur, biskup, riddari); P for peð.
    Icelandic,
    /// K D T L R (kuningas, daami, torni, lähetti, ratsu); S for sotilas.
    Finnish,
    /// R D T N C (rege, damă, turn, nebun, cal); P for pion.
    Romanian,
    /// Ş V K F A (şah, vezir, kale, fil, at); P for piyon.
    Turkish,
    /// K V B R Ž (karalius, valdovė, bokštas, rikis, žirgas).
    Lithuanian,
    /// Ρ Β Π Α Ι (ρήγας, βασίλισσα, πύργος, αξιωματικός, ίππος), whose
    /// pages write the files in Greek too (`Ιζ3`, `γ:δ5`).
    Greek,
    /// K Q R B S: the early English texts' S for knight (Springer).
    #[strum(serialize = "old-english")]
    OldEnglish,
}

impl Language {
    /// The ISO 639-1 code used by `--lang` (`en`, `de`, …); old English is
    /// `en-s`.
    #[must_use]
    pub const fn code(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::German => "de",
            Language::French => "fr",
            Language::Dutch => "nl",
            Language::Spanish => "es",
            Language::Italian => "it",
            Language::Portuguese => "pt",
            Language::Swedish => "sv",
            Language::Danish => "da",
            Language::Norwegian => "no",
            Language::Czech => "cs",
            Language::Polish => "pl",
            Language::Hungarian => "hu",
            Language::Russian => "ru",
            Language::Serbian => "sr",
            Language::Icelandic => "is",
            Language::Finnish => "fi",
            Language::Romanian => "ro",
            Language::Turkish => "tr",
            Language::Lithuanian => "lt",
            Language::Greek => "el",
            Language::OldEnglish => "en-s",
        }
    }

    /// Reads an ISO 639-1 code (or `en-s`).
    #[must_use]
    pub fn from_code(code: &str) -> Option<Language> {
        Language::iter().find(|language| language.code() == code)
    }

    /// The letters of this language, indexed by [`Role::index`]; the pawn's
    /// letter is `""` where the language writes none.
    #[must_use]
    pub const fn letters(self) -> [&'static str; 6] {
        // Order: pawn, knight, bishop, rook, queen, king.
        match self {
            Language::English => ["P", "N", "B", "R", "Q", "K"],
            Language::German => ["B", "S", "L", "T", "D", "K"],
            Language::French => ["P", "C", "F", "T", "D", "R"],
            Language::Dutch => ["", "P", "L", "T", "D", "K"],
            Language::Spanish => ["P", "C", "A", "T", "D", "R"],
            Language::Italian => ["P", "C", "A", "T", "D", "R"],
            Language::Portuguese => ["P", "C", "B", "T", "D", "R"],
            Language::Swedish => ["B", "S", "L", "T", "D", "K"],
            Language::Danish => ["B", "S", "L", "T", "D", "K"],
            Language::Norwegian => ["B", "S", "L", "T", "D", "K"],
            Language::Czech => ["P", "J", "S", "V", "D", "K"],
            Language::Polish => ["P", "S", "G", "W", "H", "K"],
            Language::Hungarian => ["G", "H", "F", "B", "V", "K"],
            Language::Russian => ["", "К", "С", "Л", "Ф", "Кр"],
            Language::Serbian => ["", "С", "Л", "Т", "Д", "К"],
            Language::Icelandic => ["P", "R", "B", "H", "D", "K"],
            Language::Finnish => ["", "R", "L", "T", "D", "K"],
            Language::Romanian => ["P", "C", "N", "T", "D", "R"],
            Language::Turkish => ["P", "A", "F", "K", "V", "Ş"],
            Language::Lithuanian => ["", "Ž", "R", "B", "V", "K"],
            Language::Greek => ["", "Ι", "Α", "Π", "Β", "Ρ"],
            Language::OldEnglish => ["P", "S", "B", "R", "Q", "K"],
        }
    }

    /// The letter this language writes for `role` (`""` for a pawn in most).
    #[must_use]
    pub const fn letter(self, role: Role) -> &'static str {
        self.letters()[role.index()]
    }

    /// The role a written symbol stands for in this language: figurines mean
    /// the same everywhere, letters only in their language; a lowercase
    /// letter means what its uppercase does.
    ///
    /// A game read in Russian reads the Latin K and C as the Cyrillic К and
    /// С they look like, as Russian pages typed on a Latin keyboard write
    /// them; [`Language::own_role_of`] does not.
    #[must_use]
    pub fn role_of(self, symbol: PieceSymbol) -> Option<Role> {
        let symbol = match (self, symbol) {
            (Language::Russian, PieceSymbol::Letter('K' | 'k')) => PieceSymbol::Letter('К'),
            (Language::Russian, PieceSymbol::Letter('C')) => PieceSymbol::Letter('С'),
            _ => symbol,
        };
        self.own_role_of(symbol)
    }

    /// [`Language::role_of`], of the letters in the language's own script
    /// only: what a letter means when another language borrows it (a Latin
    /// C in a German game is no Russian bishop).
    #[must_use]
    pub fn own_role_of(self, symbol: PieceSymbol) -> Option<Role> {
        match symbol {
            PieceSymbol::Figurine(figurine) => Some(figurine.role()),
            PieceSymbol::CyrillicKing => (self == Language::Russian).then_some(Role::King),
            PieceSymbol::Letter(c) => {
                // Letters are one character; compare characters, not strings.
                let upper = if c.is_ascii() {
                    c.to_ascii_uppercase()
                } else {
                    c.to_uppercase().next().unwrap_or(c)
                };

                let letters = self.letters();
                (0..6).find_map(|i| {
                    let mut chars = letters[i].chars();
                    (chars.next() == Some(upper) && chars.next().is_none()).then_some(Role::ALL[i])
                })
            }
        }
    }
}

/// A figurine (R3), white or black; the white ones are often used for both
/// sides.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, EnumIter)]
pub enum Figurine {
    /// ♔
    WhiteKing,
    /// ♕
    WhiteQueen,
    /// ♖
    WhiteRook,
    /// ♗
    WhiteBishop,
    /// ♘
    WhiteKnight,
    /// ♙
    WhitePawn,
    /// ♚
    BlackKing,
    /// ♛
    BlackQueen,
    /// ♜
    BlackRook,
    /// ♝
    BlackBishop,
    /// ♞
    BlackKnight,
    /// ♟
    BlackPawn,
}

impl Figurine {
    /// The figurine character.
    #[must_use]
    pub const fn char(self) -> char {
        match self {
            Figurine::WhiteKing => '♔',
            Figurine::WhiteQueen => '♕',
            Figurine::WhiteRook => '♖',
            Figurine::WhiteBishop => '♗',
            Figurine::WhiteKnight => '♘',
            Figurine::WhitePawn => '♙',
            Figurine::BlackKing => '♚',
            Figurine::BlackQueen => '♛',
            Figurine::BlackRook => '♜',
            Figurine::BlackBishop => '♝',
            Figurine::BlackKnight => '♞',
            Figurine::BlackPawn => '♟',
        }
    }

    /// Reads a figurine character.
    #[must_use]
    pub fn from_char(c: char) -> Option<Figurine> {
        Figurine::iter().find(|figurine| figurine.char() == c)
    }

    /// The role it shows.
    #[must_use]
    pub const fn role(self) -> Role {
        match self {
            Figurine::WhiteKing | Figurine::BlackKing => Role::King,
            Figurine::WhiteQueen | Figurine::BlackQueen => Role::Queen,
            Figurine::WhiteRook | Figurine::BlackRook => Role::Rook,
            Figurine::WhiteBishop | Figurine::BlackBishop => Role::Bishop,
            Figurine::WhiteKnight | Figurine::BlackKnight => Role::Knight,
            Figurine::WhitePawn | Figurine::BlackPawn => Role::Pawn,
        }
    }

    /// The colour it is drawn in (which says nothing of the side that moved).
    #[must_use]
    pub const fn color(self) -> Color {
        match self {
            Figurine::WhiteKing
            | Figurine::WhiteQueen
            | Figurine::WhiteRook
            | Figurine::WhiteBishop
            | Figurine::WhiteKnight
            | Figurine::WhitePawn => Color::White,
            _ => Color::Black,
        }
    }

    /// The figurine of a role in a colour.
    #[must_use]
    pub fn of(color: Color, role: Role) -> Figurine {
        Figurine::iter()
            .find(|f| f.color() == color && f.role() == role)
            .unwrap_or(Figurine::WhitePawn)
    }
}

/// A piece as written, before any language gives it a meaning.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PieceSymbol {
    /// One letter, Latin or Cyrillic, either case: `N`, `S`, `Л`, `n`.
    Letter(char),
    /// The Russian king's two letters, Кр.
    CyrillicKing,
    /// A figurine.
    Figurine(Figurine),
}

impl PieceSymbol {
    /// Whether the symbol is a lowercase letter (a liberty the resolver notes).
    #[must_use]
    pub fn is_lowercase(self) -> bool {
        matches!(self, PieceSymbol::Letter(c) if c.is_lowercase())
    }
}

impl std::fmt::Display for PieceSymbol {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PieceSymbol::Letter(c) => write!(f, "{c}"),
            PieceSymbol::CyrillicKing => f.write_str("Кр"),
            PieceSymbol::Figurine(figurine) => write!(f, "{}", figurine.char()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn letters_collide_across_languages_as_the_spec_says() {
        let r = PieceSymbol::Letter('R');
        assert_eq!(Language::English.role_of(r), Some(Role::Rook));
        assert_eq!(Language::French.role_of(r), Some(Role::King));
        let b = PieceSymbol::Letter('B');
        assert_eq!(Language::English.role_of(b), Some(Role::Bishop));
        assert_eq!(Language::German.role_of(b), Some(Role::Pawn));
        assert_eq!(Language::Hungarian.role_of(b), Some(Role::Rook));
    }

    #[test]
    fn every_language_of_r2_has_its_letters() {
        let expect = [
            (Language::German, "KDTLS"),
            (Language::French, "RDTFC"),
            (Language::Dutch, "KDTLP"),
            (Language::Spanish, "RDTAC"),
            (Language::Italian, "RDTAC"),
            (Language::Portuguese, "RDTBC"),
            (Language::Swedish, "KDTLS"),
            (Language::Danish, "KDTLS"),
            (Language::Norwegian, "KDTLS"),
            (Language::Czech, "KDVSJ"),
            (Language::Polish, "KHWGS"),
            (Language::Hungarian, "KVBFH"),
            (Language::English, "KQRBN"),
        ];
        for (language, letters) in expect {
            let written: String = [
                Role::King,
                Role::Queen,
                Role::Rook,
                Role::Bishop,
                Role::Knight,
            ]
            .map(|r| language.letter(r))
            .concat();
            assert_eq!(written, letters, "{language}");
        }
        let russian = [
            Role::King,
            Role::Queen,
            Role::Rook,
            Role::Bishop,
            Role::Knight,
        ]
        .map(|r| Language::Russian.letter(r))
        .join(" ");
        assert_eq!(russian, "Кр Ф Л С К");
        assert_eq!(
            Language::OldEnglish.role_of(PieceSymbol::Letter('S')),
            Some(Role::Knight)
        );
    }

    #[test]
    fn lowercase_letters_and_figurines_read() {
        assert_eq!(
            Language::English.role_of(PieceSymbol::Letter('n')),
            Some(Role::Knight)
        );
        let black_knight = PieceSymbol::Figurine(Figurine::BlackKnight);
        assert_eq!(Language::French.role_of(black_knight), Some(Role::Knight));
        assert_eq!(
            Language::Russian.role_of(PieceSymbol::CyrillicKing),
            Some(Role::King)
        );
        assert_eq!(Language::from_code("sv"), Some(Language::Swedish));
        assert_eq!(Language::from_code("xx"), None);
    }
}
