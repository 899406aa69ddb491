//! One move written on its own — `Nf3`, `exd6 e.p.`, `O-O+`, `Sf3` — read
//! without a game around it, for a program that holds the text of a single
//! move (a form field, an OCR'd cell) rather than a document.

use super::ast::{Element, SanMove};
use super::parse;
use crate::Span;
use crate::diagnostics::{Code, Diagnostic};
use std::fmt;
use std::str::FromStr;

/// A single move as written, with the text its spans point into: what
/// [`FromStr`] reads. It says nothing of what the move means; resolve it
/// against a position with
/// [`resolve::resolve_written`](crate::resolve::resolve_written).
///
/// ```
/// use scoresheet::syntax::WrittenMove;
/// let written: WrittenMove = "Nxe5+".parse().unwrap();
/// assert!(written.san().check.is_some());
/// assert_eq!(written.to_string(), "Nxe5+");
/// let error = "1. e4".parse::<WrittenMove>().unwrap_err();
/// assert_eq!(error.code.as_str(), "S001");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WrittenMove {
    text: String,
    san: SanMove,
}

impl WrittenMove {
    /// The text as given, spaces around the move included: the spans of
    /// [`WrittenMove::san`] are offsets into it.
    #[must_use]
    pub fn text(&self) -> &str {
        &self.text
    }

    /// The syntax tree of the move.
    #[must_use]
    pub const fn san(&self) -> &SanMove {
        &self.san
    }
}

impl FromStr for WrittenMove {
    type Err = Diagnostic;

    /// Reads exactly one move, with spaces around it allowed.
    ///
    /// # Errors
    /// The first syntax error of the text, or an `S001` diagnostic when the
    /// text holds no move, more than one, or anything else (a move number,
    /// a comment, a result).
    fn from_str(text: &str) -> Result<WrittenMove, Diagnostic> {
        let parsed = parse(text);
        if let Some(first) = parsed.diagnostics.into_iter().next() {
            return Err(first);
        }
        let mut found = None;
        for element in &parsed.movetext.elements {
            match element {
                Element::Space(_) => {}
                Element::Move(m) if found.is_none() => found = m.get(&parsed.movetext.moves),
                other => return Err(not_one_move(other.span())),
            }
        }
        match found {
            Some(san) => Ok(WrittenMove {
                text: text.to_string(),
                san: *san,
            }),
            None => Err(not_one_move(parsed.movetext.span)),
        }
    }
}

fn not_one_move(span: Span) -> Diagnostic {
    Diagnostic::new(
        Code::UnexpectedText,
        span,
        "expected a single move such as Nf3",
    )
}

/// The move as written, without the spaces around it.
impl fmt::Display for WrittenMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.san.span.text(&self.text))
    }
}

#[cfg(test)]
mod tests {
    use super::WrittenMove;

    #[test]
    fn one_move_with_its_marks_reads_and_anything_more_does_not() {
        for text in ["e4", " Nf3 ", "exd6 e.p.", "O-O-O#", "e8=Q+", "Sf3", "♘f3"] {
            assert!(text.parse::<WrittenMove>().is_ok(), "{text}");
        }
        for text in ["", "  ", "e4 e5", "1. e4", "Nz3", "{a comment}", "1-0"] {
            assert!(text.parse::<WrittenMove>().is_err(), "{text}");
        }
    }
}
