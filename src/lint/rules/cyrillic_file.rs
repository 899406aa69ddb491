//! N010 `cyrillic-file`: a file written with the Cyrillic letter that looks
//! like it (а, с, е, and the Ь OCR makes of b), as Russian pages and OCR
//! do, or with the ç that French keyboards and OCR make of c; and the ranks
//! 3 and 6 that OCR of Russian books reads as the Cyrillic З and б, and the
//! capture mark typed as the Cyrillic х.

use super::written::WrittenMove;
use super::{FixSafety, Rule};
use crate::Span;
use crate::diagnostics::{Applicability, Code, Diagnostic, Fix};

/// The rule's page.
pub(crate) static RULE: Rule = Rule::new(
    Code::CyrillicFile,
    "Notes a file written with the Cyrillic letter that looks like it (а, с, е, or Ь for b), as Russian pages and OCR do, or with the ç that French keyboards and OCR make of c; and a rank 3 written З or 6 written б, or a capture mark written х, in Cyrillic.",
    "Text search and other programs do not see the move; the fix writes the Latin letter.",
    "1. е4 е5",
    Some("1. e4 e5"),
    FixSafety::Safe,
);

/// A note for each file, rank or capture mark written with a Cyrillic
/// look-alike: the move reads, but the text is not what a search for "e4"
/// would find.
pub(crate) fn check(written: &WrittenMove<'_>, out: &mut Vec<Diagnostic>) {
    let san = written.san;
    let text = san.span.text(written.source);
    if text.is_ascii() {
        return;
    }
    for (at, c) in text.char_indices() {
        let (latin, kind, what) = match c {
            'а' => ('a', "the Cyrillic letter", "file"),
            'с' => ('c', "the Cyrillic letter", "file"),
            'е' => ('e', "the Cyrillic letter", "file"),
            'Ь' | 'ь' => ('b', "the Cyrillic letter", "file"),
            'б' => ('6', "the Cyrillic letter", "rank"),
            'ç' => ('c', "the cedilla letter", "file"),
            'З' | 'з' => ('3', "the Cyrillic letter", "rank"),
            'х' => ('x', "the Cyrillic letter", "capture mark"),
            _ => continue,
        };
        let start = san.span.start + at as u32;
        let span = Span::new(start, start + c.len_utf8() as u32);
        out.push(
            Diagnostic::new(
                Code::CyrillicFile,
                span,
                format!("the {what} is written with {kind} '{c}'; read as '{latin}'"),
            )
            .with_fix(Fix::replace(span, latin.to_string(), Applicability::Safe)),
        );
    }
}
