//! The spanned syntax tree: what was written, where, and nothing of what it
//! means.
//!
//! Every node carries the byte span of its text, and the elements of a
//! movetext (white space and error nodes included) tile the input with no gap
//! and no overlap, so nothing the user wrote is lost. Piece letters stay raw
//! ([`PieceSymbol`]): which piece a letter means depends on the language, which
//! the resolver decides.

use crate::board::{File, Rank, Square};
use crate::diagnostics::Diagnostic;
use crate::notation::lexicon::PieceSymbol;
use crate::{Span, Spanned};

/// A whole text of moves: the elements in source order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Movetext {
    /// The span of the whole text.
    pub span: Span,
    /// Everything in it, in order, tiling `span`.
    pub elements: Vec<Element>,
    /// The moves, in source order, variations included; a
    /// [`Element::Move`] refers to one by index. Kept apart so that the
    /// elements — a move and the space after it, a number, a comment — stay
    /// small to copy and walk.
    pub moves: Vec<SanMove>,
}

/// Where a move stands in the text and in [`Movetext::moves`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveRef {
    /// The written move.
    pub span: Span,
    /// Its index in [`Movetext::moves`].
    pub index: u32,
}

impl MoveRef {
    /// The move this refers to in `moves`, if the index is in range.
    #[must_use]
    pub fn get(self, moves: &[SanMove]) -> Option<&SanMove> {
        moves.get(self.index as usize)
    }
}

impl Movetext {
    /// The first offset where the elements fail to tile the text — a gap or
    /// an overlap — or `None` when every byte belongs to exactly one node,
    /// as the parser promises.
    #[must_use]
    pub fn first_gap(&self) -> Option<u32> {
        tiling_gap(&self.elements, self.span.start, self.span.end)
    }
}

fn tiling_gap(elements: &[Element], start: u32, end: u32) -> Option<u32> {
    let mut at = start;
    for element in elements {
        let span = element.span();
        if span.start != at {
            return Some(at);
        }
        if let Element::Variation(variation) = element {
            let inner_end = if variation.closed {
                span.end.saturating_sub(1)
            } else {
                span.end
            };
            if let Some(gap) = tiling_gap(&variation.elements, span.start + 1, inner_end) {
                return Some(gap);
            }
        }
        at = span.end;
    }
    (at != end).then_some(at)
}

/// One thing in movetext.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Element {
    /// White space.
    Space(Span),
    /// A PGN tag pair.
    TagPair(TagPair),
    /// Text that opens a tag pair with `[` but is not one (`[Event]`,
    /// `[White ""Name""]`), up to its `]` or the end of its line, with the
    /// diagnostic that says what was expected. Like a tag pair, it belongs
    /// to a game's tag section: where one follows moves, a game begins.
    MalformedTag(Box<SyntaxError>),
    /// A comment in braces or after ';'.
    Comment(Comment),
    /// A draw offer standing alone, `(=)`.
    DrawOffer(Span),
    /// A variation in parentheses.
    Variation(Variation),
    /// A game result.
    Result(GameResult),
    /// A move number.
    MoveNumber(MoveNumber),
    /// `...` or `…`: a move not written, or Black's move continued.
    Ellipsis(Span),
    /// `etc.` ending a listing.
    Etc(Span),
    /// A numeric annotation glyph, `$1`.
    Nag(Nag),
    /// An annotation glyph standing alone, `!?`.
    Glyph(Spanned<Glyph>),
    /// A move, kept in [`Movetext::moves`].
    Move(MoveRef),
    /// Text the parser could not read, with the diagnostic that says why.
    Error(Box<SyntaxError>),
}

impl Element {
    /// The text this element covers.
    #[must_use]
    pub fn span(&self) -> Span {
        match self {
            Element::Space(span)
            | Element::DrawOffer(span)
            | Element::Ellipsis(span)
            | Element::Etc(span) => *span,
            Element::Error(error) | Element::MalformedTag(error) => error.span,
            Element::TagPair(tag) => tag.span,
            Element::Comment(comment) => comment.span,
            Element::Variation(variation) => variation.span,
            Element::Result(result) => result.span,
            Element::MoveNumber(number) => number.span,
            Element::Nag(nag) => nag.span,
            Element::Glyph(glyph) => glyph.span,
            Element::Move(san) => san.span,
        }
    }
}

/// Text no grammar rule matches, kept so that nothing written is lost.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SyntaxError {
    /// The text skipped.
    pub span: Span,
    /// What was wrong with it.
    pub diagnostic: Diagnostic,
}

/// `[Name "value"]`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TagPair {
    /// The whole pair, brackets included.
    pub span: Span,
    /// The name.
    pub name: Span,
    /// The value between the quotes, escapes still in it.
    pub value: Span,
}

/// How a comment was written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum CommentKind {
    /// `{ … }`
    Brace,
    /// `; …` to the end of the line.
    Line,
    /// `% …`: a PGN escape line, to be ignored.
    Escape,
    /// `a)` after a move: the label of a note printed below the game.
    NoteMark,
}

/// A comment.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Comment {
    /// The whole comment, delimiters included.
    pub span: Span,
    /// Braces or semicolon.
    pub kind: CommentKind,
    /// The text inside the delimiters.
    pub text: Span,
}

/// `( … )`: moves that could have been played instead.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Variation {
    /// The whole variation, parentheses included.
    pub span: Span,
    /// What is inside, tiling the text between the parentheses.
    pub elements: Vec<Element>,
    /// Whether the closing parenthesis was found.
    pub closed: bool,
}

/// What a result says.
#[derive(Clone, Copy, Debug, PartialEq, Eq, strum::Display)]
pub enum Outcome {
    /// 1-0
    #[strum(serialize = "white wins")]
    WhiteWins,
    /// 0-1
    #[strum(serialize = "black wins")]
    BlackWins,
    /// 1/2-1/2, ½-½ or a bare -
    #[strum(serialize = "draw")]
    Draw,
    /// * : unknown or still going
    #[strum(serialize = "unknown")]
    Unknown,
}

/// A result as written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameResult {
    /// Where.
    pub span: Span,
    /// What it says.
    pub outcome: Outcome,
}

/// How a move number ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq, strum::Display)]
#[non_exhaustive]
pub enum NumberMark {
    /// `1.` — White's move follows.
    #[strum(serialize = "dot")]
    Dot,
    /// `1...` or `1…` — Black's move follows.
    #[strum(serialize = "ellipsis")]
    Ellipsis,
    /// `1)` as on some scoresheets.
    #[strum(serialize = "parenthesis")]
    Parenthesis,
    /// `2..`, typed for `2...` (or for `2.`): the position says whose move
    /// follows.
    #[strum(serialize = "two dots")]
    TwoDots,
    /// `1` with nothing after it, as newspaper columns write: `1 d4 Nf6`.
    #[strum(serialize = "bare")]
    Bare,
    /// `1/` followed by a space, as some French pages write: `1/ e4 - d5 ;`.
    #[strum(serialize = "slash")]
    Slash,
    /// `1,e4`: the period OCR'd as a comma, glued to the move.
    #[strum(serialize = "comma")]
    Comma,
    /// `1: e4` or `2 : f4`, as some pages number their moves.
    #[strum(serialize = "colon")]
    Colon,
    /// `7_1_1_white`: White's move box in a handwriting dataset's
    /// transcription (game, page, move, side).
    #[strum(serialize = "white box")]
    WhiteBox,
    /// `7_1_1_black`: Black's move box.
    #[strum(serialize = "black box")]
    BlackBox,
}

impl NumberMark {
    /// Whether the mark says that Black's move follows: `1...`, `1…` or a
    /// black box label.
    #[must_use]
    pub const fn says_black(self) -> bool {
        matches!(self, Self::Ellipsis | Self::BlackBox)
    }
}

/// A move number.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveNumber {
    /// Where.
    pub span: Span,
    /// The number, saturating at `u32::MAX`.
    pub number: u32,
    /// What follows the digits.
    pub mark: NumberMark,
}

/// `$n`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Nag {
    /// Where.
    pub span: Span,
    /// The number, saturating at `u16::MAX`.
    pub value: u16,
}

/// An annotation glyph.
#[derive(Clone, Copy, Debug, PartialEq, Eq, strum::Display, strum::EnumIter)]
pub enum Glyph {
    /// !! a brilliant move
    #[strum(serialize = "!!")]
    Brilliant,
    /// ?? a blunder
    #[strum(serialize = "??")]
    Blunder,
    /// !? an interesting move
    #[strum(serialize = "!?")]
    Interesting,
    /// ?! a dubious move
    #[strum(serialize = "?!")]
    Dubious,
    /// ! a good move
    #[strum(serialize = "!")]
    Good,
    /// ? a mistake
    #[strum(serialize = "?")]
    Mistake,
    /// = an equal position, written glued to the last move of a side line
    /// ("5.Nc3 e5=)")
    #[strum(serialize = "=")]
    Equal,
    /// ∞ an unclear position
    #[strum(serialize = "∞")]
    Unclear,
    /// ⩲ (+=) White stands slightly better
    #[strum(serialize = "⩲")]
    WhiteSlightlyBetter,
    /// ⩱ (=+) Black stands slightly better
    #[strum(serialize = "⩱")]
    BlackSlightlyBetter,
    /// ± (+/-) White stands better
    #[strum(serialize = "±")]
    WhiteBetter,
    /// ∓ (-/+) Black stands better
    #[strum(serialize = "∓")]
    BlackBetter,
    /// +- White is winning
    #[strum(serialize = "+-")]
    WhiteWinning,
    /// -+ Black is winning
    #[strum(serialize = "-+")]
    BlackWinning,
}

impl Glyph {
    /// The NAG that means the same ($1 for !, …).
    #[must_use]
    pub const fn nag(self) -> u16 {
        match self {
            Glyph::Good => 1,
            Glyph::Mistake => 2,
            Glyph::Brilliant => 3,
            Glyph::Blunder => 4,
            Glyph::Interesting => 5,
            Glyph::Dubious => 6,
            Glyph::Equal => 10,
            Glyph::Unclear => 13,
            Glyph::WhiteSlightlyBetter => 14,
            Glyph::BlackSlightlyBetter => 15,
            Glyph::WhiteBetter => 16,
            Glyph::BlackBetter => 17,
            Glyph::WhiteWinning => 18,
            Glyph::BlackWinning => 19,
        }
    }
}

/// A move as written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SanMove {
    /// The whole move with its marks.
    pub span: Span,
    /// What moves.
    pub body: MoveBody,
    /// A ':' after the destination (`Be5:`).
    pub capture_after: Option<Span>,
    /// The promotion, if written.
    pub promotion: Option<Promotion>,
    /// The en-passant mark, if written.
    pub en_passant: Option<Spanned<EnPassantMark>>,
    /// The check or mate mark, if written.
    pub check: Option<Spanned<CheckMark>>,
    /// An annotation glyph written on the move.
    pub glyph: Option<Spanned<Glyph>>,
    /// An evaluation glued to the move (`Nd5+–`, `Ke7=+`): one of the
    /// evaluation glyphs, from `∞` to `-+`.
    pub evaluation: Option<Spanned<Glyph>>,
    /// The novelty mark glued after the move, `N` (`Qh4+N`): a move new to
    /// the theory of the opening, NAG $146.
    pub novelty: Option<Span>,
    /// A draw offer written after the move, `(=)`.
    pub draw_offer: Option<Span>,
}

impl SanMove {
    /// A move written without any mark after it.
    #[must_use]
    pub const fn plain(span: Span, body: MoveBody) -> SanMove {
        SanMove {
            span,
            body,
            capture_after: None,
            promotion: None,
            en_passant: None,
            check: None,
            glyph: None,
            evaluation: None,
            novelty: None,
            draw_offer: None,
        }
    }
}

/// What moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveBody {
    /// 0-0, O-O-O, …
    Castling(Spanned<Castling>),
    /// `--` or `Z0`: the side to move passes.
    Null(Span),
    /// Everything else: a piece or a pawn.
    Normal(NormalMove),
}

/// Which castling, and how it was written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Castling {
    /// Kingside (0-0) or queenside (0-0-0).
    pub wing: Wing,
    /// Zeros, capital letters or small letters.
    pub style: CastlingStyle,
}

/// The side of the board a castling goes to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, strum::Display)]
pub enum Wing {
    /// The king's side, 0-0.
    #[strum(serialize = "kingside")]
    Kingside,
    /// The queen's side, 0-0-0.
    #[strum(serialize = "queenside")]
    Queenside,
}

/// How castling was spelled.
#[derive(Clone, Copy, Debug, PartialEq, Eq, strum::Display)]
#[non_exhaustive]
pub enum CastlingStyle {
    /// 0-0, as FIDE writes it.
    #[strum(serialize = "zeros")]
    Zeros,
    /// O-O, as PGN writes it.
    #[strum(serialize = "letters")]
    Letters,
    /// o-o.
    #[strum(serialize = "small letters")]
    SmallLetters,
}

/// A piece or pawn move as written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NormalMove {
    /// The piece letter or figurine; `None` for a pawn written without one.
    pub piece: Option<Spanned<PieceSymbol>>,
    /// The departure, when written.
    pub origin: Option<Spanned<Origin>>,
    /// The mark between departure and arrival.
    pub separator: Option<Spanned<Separator>>,
    /// The piece taken, named after the capture mark as German long
    /// algebraic writes it (`Lb5xSc6`): the resolver checks it against the
    /// board.
    pub captured: Option<Spanned<PieceSymbol>>,
    /// Where it arrives.
    pub target: Spanned<Target>,
}

/// The departure as written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Origin {
    /// A file: Ngf3, exd5.
    File(File),
    /// A rank: N5f3.
    Rank(Rank),
    /// A square: Qh3f1, e2-e4.
    Square(Square),
}

/// The mark between departure and arrival.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Separator {
    /// A capture mark.
    Capture(CaptureMark),
    /// The hyphen of long algebraic, e2-e4.
    Hyphen,
}

/// How a capture was marked (R6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, strum::Display)]
#[non_exhaustive]
pub enum CaptureMark {
    /// x
    #[strum(serialize = "x")]
    X,
    /// × (multiplication sign)
    #[strum(serialize = "×")]
    Times,
    /// : (colon)
    #[strum(serialize = ":")]
    Colon,
    /// X (a capital, as OCR and old books write it)
    #[strum(serialize = "X")]
    CapitalX,
    /// ` - `, a dash with a space on each side between the piece (or the
    /// pawn's file) and the square taken on, as Spanish newspaper columns
    /// write: `D - d5`, `c - d5`.
    #[strum(serialize = " - ")]
    SpacedDash,
    /// An `x` (or `X`, `×`) set off by a space on one side or both, as
    /// OCR'd periodicals and typed pages write it: `f5 x e4`, `D x d3`,
    /// `dx e4`, `Cx e4`.
    #[strum(serialize = " x ")]
    SpacedX,
    /// х, the Cyrillic letter, as Russian pages typed on a Cyrillic
    /// keyboard write the capture: `dхс4`, `Схс4`.
    #[strum(serialize = "х")]
    Cyrillic,
}

/// Where a move arrives.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    /// A square.
    Square(Square),
    /// Only a file, in the abbreviated pawn captures exd and ed.
    File(File),
    /// Only the man taken, as old columns and books write a capture (`BxN`,
    /// `RxA` in Spanish: the king takes the bishop, `fxC`): the one capture
    /// of such a man that the piece, or the pawn of that file, can make.
    Piece(PieceSymbol),
}

/// A promotion as written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Promotion {
    /// The whole promotion text.
    pub span: Span,
    /// The piece promoted to.
    pub piece: Spanned<PieceSymbol>,
    /// How it was attached.
    pub style: PromotionStyle,
}

/// How a promotion was attached (R10).
#[derive(Clone, Copy, Debug, PartialEq, Eq, strum::Display)]
#[non_exhaustive]
pub enum PromotionStyle {
    /// e8Q
    #[strum(serialize = "bare")]
    Bare,
    /// e8=Q
    #[strum(serialize = "equals")]
    Equals,
    /// e8(Q)
    #[strum(serialize = "parentheses")]
    Parentheses,
    /// e8/Q
    #[strum(serialize = "slash")]
    Slash,
}

/// The en-passant mark as written (R8).
#[derive(Clone, Copy, Debug, PartialEq, Eq, strum::Display)]
#[non_exhaustive]
pub enum EnPassantMark {
    /// e.p.
    #[strum(serialize = "e.p.")]
    Dotted,
    /// e. p.
    #[strum(serialize = "e. p.")]
    Spaced,
    /// ep
    #[strum(serialize = "ep")]
    Plain,
}

/// A check or mate mark as written (R12, R13).
#[derive(Clone, Copy, Debug, PartialEq, Eq, strum::Display)]
#[non_exhaustive]
pub enum CheckMark {
    /// + check
    #[strum(serialize = "+")]
    Plus,
    /// ++ double check or mate: the board decides
    #[strum(serialize = "++")]
    DoublePlus,
    /// † check
    #[strum(serialize = "†")]
    Dagger,
    /// ch or Ch
    #[strum(serialize = "ch")]
    Ch,
    /// dis ch: discovered check
    #[strum(serialize = "dis ch")]
    DisCh,
    /// dbl ch: double check
    #[strum(serialize = "dbl ch")]
    DblCh,
    /// # mate
    #[strum(serialize = "#")]
    Hash,
    /// ‡ mate
    #[strum(serialize = "‡")]
    DoubleDagger,
    /// ≠ mate
    #[strum(serialize = "≠")]
    NotEqual,
    /// mate or Mate
    #[strum(serialize = "mate")]
    MateWord,
    /// X or x: mate in texts that capture with ':'
    #[strum(serialize = "x")]
    CaptureMate,
}

impl CheckMark {
    /// What the mark claims.
    #[must_use]
    pub const fn claim(self) -> Claim {
        match self {
            CheckMark::Plus | CheckMark::Dagger | CheckMark::Ch => Claim::Check,
            CheckMark::DisCh => Claim::DiscoveredCheck,
            CheckMark::DblCh => Claim::DoubleCheck,
            CheckMark::DoublePlus => Claim::DoubleCheckOrMate,
            CheckMark::Hash
            | CheckMark::DoubleDagger
            | CheckMark::NotEqual
            | CheckMark::MateWord
            | CheckMark::CaptureMate => Claim::Mate,
        }
    }
}

/// What a check or mate mark claims about the position after the move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Claim {
    /// The move gives check.
    Check,
    /// The move gives check by uncovering a line.
    DiscoveredCheck,
    /// The move gives check with two pieces.
    DoubleCheck,
    /// Either double check or mate (`++`).
    DoubleCheckOrMate,
    /// The move mates.
    Mate,
}
