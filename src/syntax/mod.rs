//! The syntax stage: what was written, never what it means.
//!
//! [`parse`] turns text into a spanned [`ast::Movetext`] following the PEG in
//! `grammar/algebraic.pest` rule for rule. It never fails and never loses
//! text: what no rule matches becomes an error node with a diagnostic, and
//! parsing goes on at the next token.

pub mod ast;
mod input;
mod rules;
mod tree;
mod written;

use crate::diagnostics::Diagnostic;
pub use tree::render_tree;
pub use written::WrittenMove;

/// Whether the `;` at the start of `text` separates two side lines in one
/// bracket rather than opening a comment: the stream's game boundary must
/// see the bracket close as the parser does.
pub(crate) use rules::movetext::side_line_break;
pub(crate) use rules::movetext::{
    holds_bare_numbered_move, names_first_move, opens_with_glued_moves,
};

/// Whether `c` is a letter the grammar reads as a piece in some language
/// (capitals and the small k n q r, Cyrillic and Turkish letters).
pub(crate) fn is_piece_letter(c: char) -> bool {
    rules::piece::is_letter(c)
}

/// The Latin file a Serbian Cyrillic or Greek file letter stands for (`ц`
/// and `γ` for c); the grammar reads one only in a square or as a departure.
pub(crate) fn script_file(c: char) -> Option<char> {
    rules::square::script_latin(c)
}

/// Whether `c` is a sign a figurine font prints for a piece (`¤`, `©`).
pub(crate) fn is_font_figurine(c: char) -> bool {
    rules::piece::FONT_FIGURINES.contains(c)
}

/// Where `c` stands among the signs figurine fonts print, if it is one.
pub(crate) fn font_figurine_index(c: char) -> Option<usize> {
    rules::piece::FONT_FIGURINES
        .chars()
        .position(|sign| sign == c)
}

/// The digits `c` stands for in a move number, as OCR of Cyrillic books
/// misreads them (`З.` for 3., `б.` for 6., `ІО.` for 10., `ll.` for 11.),
/// or a digit itself; the grammar leaves such numbers to the reader of
/// slips, who takes them only as the number due.
pub(crate) fn number_glyph(c: char) -> Option<&'static str> {
    const DIGITS: [&str; 10] = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"];
    match c {
        '0'..='9' => c.to_digit(10).map(|d| DIGITS[d as usize]),
        'З' | 'з' => Some("3"),
        'б' => Some("6"),
        'l' | 'I' | 'І' | 'і' => Some("1"),
        'О' | 'о' | 'O' => Some("0"),
        'Ю' => Some("10"),
        _ => None,
    }
}

/// A parsed text: the tree, and the syntax diagnostics in source order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Parsed {
    /// The syntax tree.
    pub movetext: ast::Movetext,
    /// Every syntax error, in source order.
    pub diagnostics: Vec<Diagnostic>,
}

/// Parses movetext: moves, move numbers, results, comments, variations, tags.
///
/// ```
/// let parsed = scoresheet::syntax::parse("1. e4 e5 2. Sf3");
/// assert!(parsed.diagnostics.is_empty());
/// let bad = scoresheet::syntax::parse("1. Nz3");
/// assert_eq!(bad.diagnostics[0].to_string(), "error[S002] 4..5 expected a square such as e4 after the piece letter 'N'");
/// ```
#[must_use]
pub fn parse(text: &str) -> Parsed {
    with_diagnostics(rules::movetext::movetext(input::whole(text)))
}

/// A tree with the diagnostics of its error nodes gathered, in order.
fn with_diagnostics(movetext: ast::Movetext) -> Parsed {
    let mut diagnostics = Vec::new();
    collect(&movetext.elements, &mut diagnostics);
    Parsed {
        movetext,
        diagnostics,
    }
}

/// The first character boundary of `text` at or after `offset`, at most its
/// length.
fn boundary_from(text: &str, offset: usize) -> usize {
    let mut at = offset.min(text.len());
    while !text.is_char_boundary(at) {
        at += 1;
    }
    at
}

/// Parses the part `range` of `text` as movetext; spans stay offsets into
/// the whole text. A range that does not fall on character boundaries is
/// widened to the nearest ones.
#[must_use]
pub fn parse_range(text: &str, range: std::ops::Range<usize>) -> Parsed {
    let mut cursor = Cursor::new(text);
    cursor.seek(range.start);
    cursor.parse_to(range.end)
}

/// Where the longest run of clean movetext starting at byte `start` ends:
/// the end of its last element, before any text no rule matches and before
/// a variation that does not parse cleanly. Prose reading uses it to find
/// games among words.
#[must_use]
pub fn clean_run_end(text: &str, start: usize) -> usize {
    let mut cursor = Cursor::new(text);
    cursor.seek(start);
    cursor.clean_run_end()
}

/// A text with its places marked every [`Bookmarks::STRIDE`] bytes, from
/// which any part is parsed at the cost of that part: making the input at
/// an offset counts the lines before it, and prose reading parses many
/// small parts of one page, which on a page of one long line made reading
/// quadratic.
pub struct Bookmarks<'a> {
    text: &'a str,
    /// The input at the first character boundary at or after each multiple
    /// of the stride.
    marks: Vec<input::Input<'a>>,
}

impl<'a> Bookmarks<'a> {
    /// The distance between two marks.
    pub const STRIDE: usize = 1 << 16;

    /// Marks `text`, in one pass.
    #[must_use]
    pub fn new(text: &'a str) -> Bookmarks<'a> {
        use nom::Input as _;
        let mut marks = vec![input::whole(text)];
        let mut here = input::whole(text);
        for k in 1..=text.len() / Self::STRIDE {
            let at = boundary_from(text, k * Self::STRIDE);
            here = here.take_from(at - here.location_offset());
            marks.push(here);
        }
        Bookmarks { text, marks }
    }

    /// The text marked.
    #[must_use]
    pub fn text(&self) -> &'a str {
        self.text
    }

    /// A cursor at byte `offset` (the next character boundary), reached
    /// from the mark before it.
    #[must_use]
    pub fn cursor_at(&self, offset: usize) -> Cursor<'a> {
        let mark = (offset / Self::STRIDE).min(self.marks.len() - 1);
        let mut cursor = Cursor {
            text: self.text,
            input: self.marks[mark],
        };
        cursor.seek(offset);
        cursor
    }

    /// [`parse_range`], from the nearest mark.
    #[must_use]
    pub fn parse_range(&self, range: std::ops::Range<usize>) -> Parsed {
        self.cursor_at(range.start).parse_to(range.end)
    }

    /// [`clean_run_end`], from the nearest mark.
    #[must_use]
    pub fn clean_run_end(&self, start: usize) -> usize {
        self.cursor_at(start).clean_run_end()
    }
}

/// A place in a text from which runs of movetext are found and parsed, moved
/// forward only: prose reading finds many runs in one long text, and a
/// cursor never scans the text before it again (making the input type from
/// the start for each run would count lines from the start each time).
pub struct Cursor<'a> {
    text: &'a str,
    input: input::Input<'a>,
}

impl<'a> Cursor<'a> {
    /// A cursor at the start of `text`.
    #[must_use]
    pub fn new(text: &'a str) -> Cursor<'a> {
        Cursor {
            text,
            input: input::whole(text),
        }
    }

    /// Moves forward to byte `offset` (to the next character boundary; never
    /// back).
    pub fn seek(&mut self, offset: usize) {
        use nom::Input as _;
        let here = self.input.location_offset();
        let target = boundary_from(self.text, offset.max(here));
        self.input = self.input.take_from(target - here);
    }

    /// Where the longest run of clean movetext from here ends; see
    /// [`clean_run_end`].
    #[must_use]
    pub fn clean_run_end(&self) -> usize {
        rules::movetext::clean_run_end(self.input)
    }

    /// Parses from here to byte `end` of the text.
    #[must_use]
    pub fn parse_to(&self, end: usize) -> Parsed {
        use nom::Input as _;
        let here = self.input.location_offset();
        let end = boundary_from(self.text, end.max(here));
        let mut part = self.input.take(end - here);
        // Only a `;` on the part's last line needs to know; a page on one
        // long line has many parts, and each must not scan the rest of it.
        let last_line = &self.text.as_bytes()[here..end];
        let last_line = &last_line[last_line
            .iter()
            .rposition(|b| *b == b'\n')
            .map_or(0, |i| i + 1)..];
        let after = &self.text.as_bytes()[end..];
        part.extra = input::After {
            closes_on_line: last_line.contains(&b';') && rules::movetext::bracket_closes(after),
            closes_next: matches!(after.first(), Some(b')' | b']')),
            ends_next: matches!(
                after.first(),
                None | Some(b')' | b']' | b' ' | b'\t' | b'\r' | b'\n')
            ),
        };
        with_diagnostics(rules::movetext::movetext(part))
    }
}

/// The outcome a word states when the whole word is a written result with a
/// score in it (`1-0`, `0:1`, `½-½`): prose takes a result after a game only
/// in this form, never from a bare `-` or `*` in a sentence.
pub(crate) fn scored_result(word: &str) -> Option<ast::Outcome> {
    if !word.starts_with(|c: char| c.is_ascii_digit() || c == '½') {
        return None;
    }
    match rules::numbering::result(input::whole(word)) {
        Ok((rest, result)) if rest.fragment().is_empty() => Some(result.outcome),
        _ => None,
    }
}

/// Whether the text is movetext as the grammar defines it, with no error.
#[must_use]
pub fn accepts(text: &str) -> bool {
    parse(text).diagnostics.is_empty()
}

fn collect(elements: &[ast::Element], out: &mut Vec<Diagnostic>) {
    for element in elements {
        match element {
            ast::Element::Error(error) | ast::Element::MalformedTag(error) => {
                out.push(error.diagnostic.clone());
            }
            ast::Element::Variation(variation) => collect(&variation.elements, out),
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_part_parsed_from_a_bookmark_is_the_part_parsed_from_the_start() {
        // Marks every 64 KB, and parts on either side of them and across
        // them, some starting inside a two-byte character.
        let text = "Text 1. e4 e5 (see 3...Nf6) the pawn × 2. Nf3\n".repeat(5_000);
        let marks = Bookmarks::new(&text);
        assert!(marks.marks.len() > 3);
        for start in [
            0,
            17,
            Bookmarks::STRIDE - 20,
            Bookmarks::STRIDE + 1,
            3 * Bookmarks::STRIDE + 5,
        ] {
            for length in [1, 9, 40, 200] {
                let range = start..(start + length).min(text.len());
                let (ours, theirs) = (marks.parse_range(range.clone()), parse_range(&text, range));
                assert_eq!(ours, theirs, "{start} {length}");
            }
            assert_eq!(marks.clean_run_end(start), clean_run_end(&text, start));
        }
    }
}
