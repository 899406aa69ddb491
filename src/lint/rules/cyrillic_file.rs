//! N010 `cyrillic-file`: a file written with the Cyrillic letter that looks
//! like it (а, с, е, and the Ь OCR makes of b), as Russian pages and OCR
//! do, or with the ç that French keyboards and OCR make of c (or the í
//! OCR makes of old type's f); and the ranks
//! 3 and 6 that OCR of Russian books reads as the Cyrillic З and б, and the
//! capture mark typed as the Cyrillic х; and the files Serbian pages write
//! in Cyrillic, letter for letter (б ц д ф г х), and Greek pages in their
//! own letters (α β γ δ ε ζ η θ).

use super::written::WrittenMove;
use super::{FixSafety, Rule};
use crate::Span;
use crate::diagnostics::{Applicability, Code, Diagnostic, Fix};
use crate::syntax::ast::{MoveBody, Origin, Target};

/// The rule's page.
pub(crate) static RULE: Rule = Rule::new(
    Code::CyrillicFile,
    "Notes a file written with the Cyrillic letter that looks like it (а, с, е, or Ь for b), as Russian pages and OCR do, or in Serbian Cyrillic (б ц д ф г х) or Greek (α … θ), or with the ç that French keyboards and OCR make of c, or the í OCR makes of old type's f; and a rank 3 written З or 6 written б, or a capture mark written х, in Cyrillic.",
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
    // Where files stand in the move as parsed: б and х there are Serbian
    // files, elsewhere the 6 that OCR makes of a rank and the capture mark.
    let files = file_starts(&san.body);
    for (at, c) in text.char_indices() {
        let a_file = files.contains(&Some(san.span.start + at as u32));
        let script = a_file.then(|| crate::syntax::script_file(c)).flatten();
        let (latin, kind, what) = match c {
            _ if let Some(latin) = script => {
                let kind = if ('α'..='ω').contains(&c) {
                    "the Greek letter"
                } else {
                    "the Serbian Cyrillic letter"
                };
                (latin, kind, "file")
            }
            'а' => ('a', "the Cyrillic letter", "file"),
            'с' => ('c', "the Cyrillic letter", "file"),
            'е' => ('e', "the Cyrillic letter", "file"),
            'Ь' | 'ь' => ('b', "the Cyrillic letter", "file"),
            'б' => ('6', "the Cyrillic letter", "rank"),
            'ç' => ('c', "the cedilla letter", "file"),
            'í' => ('f', "the accented letter", "file"),
            'Ї' | 'ї' => ('f', "the Ukrainian letter", "file"),
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

/// Where the departure's file and the arrival's file of a move start in the
/// text, where they are written.
fn file_starts(body: &MoveBody) -> [Option<u32>; 2] {
    let MoveBody::Normal(normal) = body else {
        return [None, None];
    };
    let origin = normal.origin.as_ref().and_then(|o| match o.value {
        Origin::Square(_) | Origin::File(_) => Some(o.span.start),
        Origin::Rank(_) => None,
    });
    let target = match normal.target.value {
        Target::Square(_) | Target::File(_) => Some(normal.target.span.start),
        Target::Piece(_) => None,
    };
    [origin, target]
}
