//! Reading a file game by game, so that a multi-gigabyte PGN database is
//! linted in memory bounded by its largest game.
//!
//! Lines are read one by one; a chunk ends where a line opening a tag pair
//! follows movetext (outside any brace comment). Texts without tags — a
//! scoresheet, an article — are one chunk. Each chunk remembers its byte
//! offset and line in the file, so that spans and reports still point into
//! the file.

use crate::Span;
use crate::diagnostics::{Code, Diagnostic};
use std::io::BufRead;

/// A piece of a file holding whole games.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Chunk {
    /// The byte offset of the chunk in the file.
    pub offset: usize,
    /// The number of lines before the chunk (0 for the first).
    pub line: usize,
    /// The text, with invalid UTF-8 replaced by U+FFFD.
    pub text: String,
    /// A warning for each run of bytes that was not UTF-8 (spans in the chunk).
    pub diagnostics: Vec<Diagnostic>,
    /// Whether a UTF-8 byte-order mark stood before the text (only the
    /// first chunk of a file can have one): it is not part of `text`, and a
    /// program that writes the file back must write it again.
    pub bom: bool,
}

/// The chunks of a reader, in order.
pub struct Chunks<R> {
    reader: R,
    offset: usize,
    line: usize,
    carry: Option<Vec<u8>>,
    first: bool,
    bom: bool,
    done: bool,
}

impl<R: BufRead> Chunks<R> {
    /// Chunks of `reader`.
    pub fn new(reader: R) -> Chunks<R> {
        Chunks {
            reader,
            offset: 0,
            line: 0,
            carry: None,
            first: true,
            bom: false,
            done: false,
        }
    }
}

impl<R: BufRead> Iterator for Chunks<R> {
    type Item = std::io::Result<Chunk>;

    fn next(&mut self) -> Option<std::io::Result<Chunk>> {
        if self.done {
            return None;
        }
        let mut bytes: Vec<u8> = self.carry.take().unwrap_or_default();
        let mut lines = usize::from(!bytes.is_empty());
        let mut movetext = false;
        let mut depth = 0i64;
        if !bytes.is_empty() {
            depth += brace_balance(&bytes);
        }
        loop {
            let mut line = Vec::new();
            match self.reader.read_until(b'\n', &mut line) {
                Err(error) => {
                    self.done = true;
                    return Some(Err(error));
                }
                Ok(0) => {
                    self.done = true;
                    break;
                }
                Ok(_) => {}
            }
            if self.first {
                self.first = false;
                if line.starts_with(b"\xEF\xBB\xBF") {
                    line.drain(..3);
                    self.offset += 3;
                    self.bom = true;
                }
            }
            let trimmed = line
                .iter()
                .skip_while(|b| b.is_ascii_whitespace())
                .copied()
                .collect::<Vec<u8>>();
            let opens_tag = trimmed.first() == Some(&b'[');
            if opens_tag && movetext && depth <= 0 {
                self.carry = Some(line);
                break;
            }
            if !trimmed.is_empty() && !opens_tag && depth <= 0 && trimmed.first() != Some(&b'%') {
                movetext = true;
            }
            depth += brace_balance(&line);
            bytes.extend_from_slice(&line);
            lines += 1;
        }
        if bytes.is_empty() && self.done {
            return None;
        }
        let (text, diagnostics) = decode(&bytes);
        let chunk = Chunk {
            offset: self.offset,
            line: self.line,
            text,
            diagnostics,
            bom: std::mem::take(&mut self.bom),
        };
        self.offset += bytes.len();
        self.line += lines;
        Some(Ok(chunk))
    }
}

/// '{' minus '}' on a line, outside a ';' comment.
fn brace_balance(line: &[u8]) -> i64 {
    let mut balance = 0;
    for &b in line {
        match b {
            b'{' => balance += 1,
            b'}' => balance -= 1,
            b';' if balance == 0 => break,
            _ => {}
        }
    }
    balance
}

/// Text from bytes. UTF-8 is read as such; a chunk that is not UTF-8 and
/// has no multi-byte UTF-8 character at all is an old single-byte file and
/// is read as Latin-1; otherwise each invalid run becomes one U+FFFD. Either
/// way one warning says so, not one per byte.
#[must_use]
pub fn decode(bytes: &[u8]) -> (String, Vec<Diagnostic>) {
    if let Ok(text) = std::str::from_utf8(bytes) {
        return (text.to_string(), Vec::new());
    }
    let multibyte = bytes
        .utf8_chunks()
        .any(|chunk| chunk.valid().bytes().any(|b| b >= 0x80));
    let runs = bytes
        .utf8_chunks()
        .filter(|chunk| !chunk.invalid().is_empty())
        .count();
    let first = bytes
        .utf8_chunks()
        .map(|chunk| chunk.valid().len())
        .next()
        .unwrap_or(0);
    if !multibyte {
        let text: String = bytes.iter().map(|&b| char::from(b)).collect();
        let at = text.char_indices().nth(first).map_or(0, |(i, _)| i);
        let width = text[at..].chars().next().map_or(0, char::len_utf8);
        let diagnostic = Diagnostic::new(
            Code::InvalidUtf8,
            Span::from_range(at..at + width),
            format!("the text is not UTF-8 ({runs} bytes or runs are not); read as Latin-1"),
        )
        .with_help("save the file as UTF-8");
        return (text, vec![diagnostic]);
    }
    let mut text = String::with_capacity(bytes.len());
    let mut first_bad = None;
    for chunk in bytes.utf8_chunks() {
        text.push_str(chunk.valid());
        if !chunk.invalid().is_empty() {
            first_bad.get_or_insert(text.len());
            text.push(char::REPLACEMENT_CHARACTER);
        }
    }
    let at = first_bad.unwrap_or(0);
    let diagnostic = Diagnostic::new(
        Code::InvalidUtf8,
        Span::from_range(at..at + char::REPLACEMENT_CHARACTER.len_utf8()),
        format!("{runs} runs of bytes are not UTF-8 and were read as U+FFFD"),
    )
    .with_help("save the file as UTF-8");
    (text, vec![diagnostic])
}

#[cfg(test)]
mod tests {
    use super::Chunks;

    fn chunks(text: &str) -> Vec<(usize, usize, String)> {
        Chunks::new(text.as_bytes())
            .map(|c| c.map(|c| (c.offset, c.line, c.text)).unwrap())
            .collect()
    }

    #[test]
    fn a_pgn_file_splits_before_each_tag_section_that_follows_moves() {
        let text = "[A \"1\"]\n[B \"2\"]\n\n1. e4 e5 1-0\n\n[A \"3\"]\n\n1. d4 *\n";
        let got = chunks(text);
        assert_eq!(got.len(), 2);
        assert_eq!(
            got[0],
            (0, 0, "[A \"1\"]\n[B \"2\"]\n\n1. e4 e5 1-0\n\n".to_string())
        );
        assert_eq!(got[1].0, text.find("[A \"3\"]").unwrap());
        assert_eq!(got[1].1, 5);
        assert_eq!(&text[got[1].0..], got[1].2);
    }

    #[test]
    fn a_bracket_inside_a_comment_does_not_split() {
        let text = "1. e4 {see\n[the note]} e5\n";
        assert_eq!(chunks(text).len(), 1);
    }

    #[test]
    fn a_bom_is_skipped_and_offsets_count_it() {
        let text = "\u{FEFF}1. e4\n";
        let got = chunks(text);
        assert_eq!(got, vec![(3, 0, "1. e4\n".to_string())]);
    }

    #[test]
    fn invalid_utf8_is_replaced_and_reported() {
        let bytes: &[u8] = "1. e4 \u{d7} e5\n".as_bytes();
        let bytes = [bytes, b"1. e4 \xFF e5\n"].concat();
        let chunk = Chunks::new(bytes.as_slice()).next().unwrap().unwrap();
        assert!(chunk.text.contains('\u{FFFD}'));
        assert_eq!(chunk.diagnostics.len(), 1);
    }

    #[test]
    fn a_single_byte_file_is_read_as_latin_1() {
        let bytes: &[u8] = b"[White \"M\xFCller\"]\n1. e4\n";
        let chunk = Chunks::new(bytes).next().unwrap().unwrap();
        assert_eq!(chunk.text, "[White \"M\u{fc}ller\"]\n1. e4\n");
        assert_eq!(chunk.diagnostics.len(), 1);
        assert!(chunk.diagnostics[0].message.contains("Latin-1"));
    }
}
