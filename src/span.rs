//! Byte ranges into the source text.
//!
//! Every node of the syntax tree and every diagnostic points back at what the
//! user wrote. Spans are plain data (two `u32` offsets) so that they are cheap to
//! copy, independent of the parser's input type, and serialisable to JSON.

use serde::Serialize;

/// The characters of UTF-8 `bytes`: those bytes that do not continue one.
/// Columns shown to people count characters where spans count bytes.
pub(crate) fn chars_in(bytes: &[u8]) -> usize {
    bytes.iter().filter(|&&b| b & 0xC0 != 0x80).count()
}

/// A half-open byte range `start..end` into a source text.
///
/// Offsets are bytes, not characters: the texts we read are full of multi-byte
/// characters (×, †, ‡, ≠, ½, figurines, Cyrillic).
///
/// ```
/// use scoresheet::Span;
/// let span = Span::new(3, 7);
/// assert_eq!(&"1. Nf3 e5"[span.range()], "Nf3 ");
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub struct Span {
    /// Offset of the first byte.
    pub start: u32,
    /// Offset one past the last byte.
    pub end: u32,
}

impl Span {
    /// A span from `start` to `end` (byte offsets).
    #[must_use]
    pub const fn new(start: u32, end: u32) -> Span {
        Span { start, end }
    }

    /// A span from `usize` offsets, saturating at `u32::MAX` (texts larger than
    /// 4 GiB are read game by game, never as one string).
    #[must_use]
    pub fn from_range(range: std::ops::Range<usize>) -> Span {
        let clamp = |n: usize| u32::try_from(n).unwrap_or(u32::MAX);
        Span::new(clamp(range.start), clamp(range.end))
    }

    /// An empty span at `offset`, for things that are missing.
    #[must_use]
    pub const fn empty(offset: u32) -> Span {
        Span::new(offset, offset)
    }

    /// The byte range, for slicing the source text.
    #[must_use]
    pub const fn range(self) -> std::ops::Range<usize> {
        self.start as usize..self.end as usize
    }

    /// Length in bytes.
    #[must_use]
    pub const fn len(self) -> u32 {
        self.end.saturating_sub(self.start)
    }

    /// Whether the span covers no byte.
    #[must_use]
    pub const fn is_empty(self) -> bool {
        self.end <= self.start
    }

    /// The smallest span that covers both.
    #[must_use]
    pub fn cover(self, other: Span) -> Span {
        Span::new(self.start.min(other.start), self.end.max(other.end))
    }

    /// This span moved `by` bytes to the right, for text read from the middle
    /// of a larger document.
    #[must_use]
    pub const fn shifted(self, by: u32) -> Span {
        Span::new(self.start.saturating_add(by), self.end.saturating_add(by))
    }

    /// The text this span covers in `source`, or `""` when it does not fit.
    #[must_use]
    pub fn text(self, source: &str) -> &str {
        source.get(self.range()).unwrap_or("")
    }
}

impl std::fmt::Display for Span {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}..{}", self.start, self.end)
    }
}

/// A value together with the span of the text it was read from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Spanned<T> {
    /// What was read.
    pub value: T,
    /// Where it was written.
    pub span: Span,
}

impl<T> Spanned<T> {
    /// Pairs a value with its span.
    pub const fn new(value: T, span: Span) -> Spanned<T> {
        Spanned { value, span }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cover_takes_the_outer_bounds() {
        assert_eq!(Span::new(4, 6).cover(Span::new(1, 5)), Span::new(1, 6));
    }

    #[test]
    fn text_outside_the_source_is_empty_not_a_panic() {
        assert_eq!(Span::new(10, 20).text("e4"), "");
        // Inside a multi-byte character.
        assert_eq!(Span::new(0, 1).text("×"), "");
    }
}
