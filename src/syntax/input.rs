//! The parser's input and failure types. `LocatedSpan` never leaves `syntax/`:
//! nodes carry plain [`Span`]s.
//!
//! A failure remembers only the furthest offset any alternative reached and
//! what was expected there; `alt` merges failures by keeping the furthest, so
//! after a whole element fails we can say "expected a square such as e4 after
//! 'N'" at the exact character, without paying for error context on the hot
//! path (a failure is two words, built and dropped constantly by PEG choice).

use crate::Span;
use nom::Input as _;
use nom::error::{ErrorKind, ParseError};
use nom_locate::LocatedSpan;

/// The text being parsed, with its byte offset in the whole source, and
/// what follows it in the whole source ([`After`]). It costs no space: the
/// span keeps its size.
pub(crate) type Input<'a> = LocatedSpan<&'a str, After>;

/// What follows the end of a part of a text parsed on its own (a run of
/// moves cut from a page), in the whole text: the part must read a `;` or
/// an `=` before a closing bracket or at its end as the whole text would.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct After {
    /// A bracket left open closes later on the line the part ends on
    /// ([`crate::syntax::side_line_break`]).
    pub(crate) closes_on_line: bool,
    /// A closing bracket follows the part's end at once (`e5=)`: the `=`
    /// is an evaluation).
    pub(crate) closes_next: bool,
    /// White space, a closing bracket or the end of the text follows the
    /// part's end at once (`Bg7=⏎`: the `=` is an evaluation). False only
    /// where the text goes on glued to the part.
    pub(crate) ends_next: bool,
}

impl Default for After {
    /// A whole text: nothing follows it.
    fn default() -> Self {
        Self {
            closes_on_line: false,
            closes_next: false,
            ends_next: true,
        }
    }
}

/// The whole of `text`, with nothing after it.
pub(crate) fn whole(text: &str) -> Input<'_> {
    LocatedSpan::new_extra(text, After::default())
}

/// The result of one grammar rule.
pub(crate) type PResult<'a, O> = nom::IResult<Input<'a>, O, Failure>;

/// What the parser was looking for when it failed, as a set.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Expect(u32);

impl Expect {
    pub(crate) const NOTHING: Expect = Expect(0);
    pub(crate) const SQUARE: Expect = Expect(1);
    pub(crate) const FILE: Expect = Expect(1 << 1);
    pub(crate) const RANK: Expect = Expect(1 << 2);
    pub(crate) const PIECE: Expect = Expect(1 << 3);
    pub(crate) const CAPTURE: Expect = Expect(1 << 4);
    pub(crate) const HYPHEN: Expect = Expect(1 << 5);
    pub(crate) const PROMOTION: Expect = Expect(1 << 6);
    pub(crate) const SUFFIX: Expect = Expect(1 << 7);
    pub(crate) const END_OF_MOVE: Expect = Expect(1 << 8);
    pub(crate) const ELEMENT: Expect = Expect(1 << 9);
    pub(crate) const CLOSING_BRACE: Expect = Expect(1 << 10);
    pub(crate) const CLOSING_PAREN: Expect = Expect(1 << 11);
    pub(crate) const CLOSING_BRACKET: Expect = Expect(1 << 12);
    pub(crate) const TAG_NAME: Expect = Expect(1 << 13);
    pub(crate) const TAG_VALUE: Expect = Expect(1 << 14);
    pub(crate) const CLOSING_QUOTE: Expect = Expect(1 << 15);
    pub(crate) const DIGIT: Expect = Expect(1 << 16);
    pub(crate) const MOVE_NUMBER_MARK: Expect = Expect(1 << 17);
    pub(crate) const SPACE: Expect = Expect(1 << 18);

    /// Phrases for each member, in the order a message lists them.
    const PHRASES: [(Expect, &'static str); 19] = [
        (Expect::SQUARE, "a square such as e4"),
        (Expect::FILE, "a file (a–h)"),
        (Expect::RANK, "a rank (1–8)"),
        (Expect::PIECE, "a piece letter such as N"),
        (Expect::CAPTURE, "a capture mark (x, ×, :)"),
        (Expect::HYPHEN, "a hyphen"),
        (Expect::PROMOTION, "a promotion piece"),
        (Expect::SUFFIX, "a mark such as + or #"),
        (Expect::END_OF_MOVE, "a space or the end of the move"),
        (Expect::ELEMENT, "a move, move number, result or comment"),
        (Expect::CLOSING_BRACE, "'}' to close the comment"),
        (Expect::CLOSING_PAREN, "')' to close the variation"),
        (Expect::CLOSING_BRACKET, "']' to close the tag"),
        (Expect::TAG_NAME, "a tag name such as Event"),
        (
            Expect::TAG_VALUE,
            "a quoted tag value such as \"Casual game\"",
        ),
        (Expect::CLOSING_QUOTE, "'\"' to close the tag value"),
        (Expect::DIGIT, "a digit"),
        (
            Expect::MOVE_NUMBER_MARK,
            "'.' or ')' to end the move number",
        ),
        (Expect::SPACE, "white space"),
    ];

    pub(crate) const fn union(self, other: Expect) -> Expect {
        Expect(self.0 | other.0)
    }

    pub(crate) const fn contains(self, other: Expect) -> bool {
        self.0 & other.0 == other.0 && other.0 != 0
    }

    /// "a square such as e4 or a capture mark (x, ×, :)".
    pub(crate) fn describe(self) -> String {
        // A square subsumes its file and rank, and a finished move subsumes the
        // optional marks that could have followed it: say the simpler thing.
        let mut set = self;
        if set.contains(Expect::SQUARE) {
            set = Expect(set.0 & !(Expect::FILE.0 | Expect::RANK.0));
        }
        if set.contains(Expect::END_OF_MOVE) {
            set = Expect(set.0 & !(Expect::PROMOTION.0 | Expect::SUFFIX.0 | Expect::CAPTURE.0));
        }
        let phrases: Vec<&str> = Expect::PHRASES
            .iter()
            .filter(|(member, _)| set.contains(*member))
            .map(|(_, phrase)| *phrase)
            .collect();
        match phrases.as_slice() {
            [] => "something else".to_string(),
            [one] => (*one).to_string(),
            [init @ .., last] => format!("{} or {}", init.join(", "), last),
        }
    }
}

/// Where the furthest alternative failed and what it wanted there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Failure {
    pub(crate) offset: usize,
    pub(crate) expected: Expect,
}

impl<'a> ParseError<Input<'a>> for Failure {
    fn from_error_kind(input: Input<'a>, _kind: ErrorKind) -> Failure {
        Failure {
            offset: input.location_offset(),
            expected: Expect::NOTHING,
        }
    }

    fn append(_input: Input<'a>, _kind: ErrorKind, other: Failure) -> Failure {
        other
    }

    fn or(self, other: Failure) -> Failure {
        use std::cmp::Ordering;
        match self.offset.cmp(&other.offset) {
            Ordering::Greater => self,
            Ordering::Less => other,
            Ordering::Equal => Failure {
                offset: self.offset,
                expected: self.expected.union(other.expected),
            },
        }
    }
}

/// A failure at the start of `input`, wanting `expected`.
pub(crate) fn fail(input: Input<'_>, expected: Expect) -> nom::Err<Failure> {
    nom::Err::Error(Failure {
        offset: input.location_offset(),
        expected,
    })
}

/// Merges two failures of alternatives tried at the same place.
pub(crate) fn merge(a: nom::Err<Failure>, b: nom::Err<Failure>) -> nom::Err<Failure> {
    match (a, b) {
        (nom::Err::Error(x), nom::Err::Error(y)) => nom::Err::Error(x.or(y)),
        (other, _) => other,
    }
}

/// The byte offset of `input` in the whole source.
pub(crate) fn offset(input: &Input<'_>) -> u32 {
    u32::try_from(input.location_offset()).unwrap_or(u32::MAX)
}

/// Matches the exact text `text`, or fails wanting `expected`.
#[inline]
pub(crate) fn literal<'a>(
    input: Input<'a>,
    text: &'static str,
    expected: Expect,
) -> PResult<'a, Span> {
    // The literals are one to seven bytes: comparing them in line beats a
    // call to memcmp.
    let bytes = input.fragment().as_bytes();
    let wanted = text.as_bytes();
    let matches = bytes.len() >= wanted.len() && wanted.iter().zip(bytes).all(|(a, b)| a == b);
    if matches {
        let start = offset(&input);
        let (rest, _) = input.take_split(text.len());
        Ok((rest, Span::new(start, start + text.len() as u32)))
    } else {
        Err(fail(input, expected))
    }
}

/// The first character of the input, if any.
pub(crate) fn peek_char(input: &Input<'_>) -> Option<char> {
    input.fragment().chars().next()
}

/// Consumes `len` bytes, which the caller has checked lie on a character
/// boundary.
pub(crate) fn advance<'a>(input: Input<'a>, len: usize) -> (Input<'a>, Span) {
    let start = offset(&input);
    let text = input.fragment();
    let mut len = len.min(text.len());
    while !text.is_char_boundary(len) {
        len += 1;
    }
    let (rest, _) = input.take_split(len);
    (rest, Span::new(start, start + len as u32))
}
