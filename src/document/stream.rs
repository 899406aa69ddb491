//! Reading a file game by game, so that a multi-gigabyte PGN database is
//! linted in memory bounded by its largest game.
//!
//! Lines are read one by one; a chunk ends where a line opening a tag pair
//! follows movetext (outside any brace comment), after a line that ends with
//! a result, or between two lines of one game each. Texts without tags — a
//! scoresheet, an article — are one chunk. A very long line (games joined
//! on one line, as a program may write them) is cut where a game ends
//! inside it: after a result followed by `1.`. Each chunk remembers its
//! byte offset, line and column in the file, so that spans and reports
//! still point into the file.

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
    /// Where on its first line the chunk starts: 0, unless a very long line
    /// was cut before it (see the module's doc).
    pub column: Column,
    /// Whether a UTF-8 byte-order mark stood before the text (only the
    /// first chunk of a file can have one): it is not part of `text`, and a
    /// program that writes the file back must write it again.
    pub bom: bool,
}

/// How far into its line a chunk starts, in bytes and in characters.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Column {
    /// Bytes before the chunk on its line.
    pub bytes: usize,
    /// Characters before the chunk on its line.
    pub chars: usize,
}

/// How long a line may grow before it is cut where a game ends in it.
const LONG_LINE: usize = 1 << 16;

/// The chunks of a reader, in order.
pub struct Chunks<R> {
    reader: R,
    offset: usize,
    line: usize,
    /// Where the next chunk starts on its line.
    column: Column,
    /// The line (or the piece of a cut line, `true`) that ended the last
    /// chunk and begins the next.
    carry: Option<(Vec<u8>, bool)>,
    /// What was read of a cut line after the cut, from `rest_at` on: the
    /// next piece starts with it. Pieces are taken from its front without
    /// moving what stays.
    rest: Vec<u8>,
    rest_at: usize,
    first: bool,
    bom: bool,
    done: bool,
    /// The start of the input, looked at before reading (see
    /// `look_ahead`): lines come from here first, then from the reader; a
    /// UTF-16 input is all here, converted to UTF-8.
    head: Option<std::io::Cursor<Vec<u8>>>,
    /// The warning that the input was UTF-16, for the first chunk.
    utf16: Option<Diagnostic>,
    /// The size of the largest chunk so far, to reserve for the next.
    typical: usize,
}

impl<R: BufRead> Chunks<R> {
    /// Chunks of `reader`.
    pub fn new(reader: R) -> Chunks<R> {
        Chunks {
            reader,
            offset: 0,
            line: 0,
            column: Column::default(),
            carry: None,
            rest: Vec::new(),
            rest_at: 0,
            first: true,
            bom: false,
            done: false,
            head: None,
            utf16: None,
            typical: 0,
        }
    }
}

impl<R: BufRead> Iterator for Chunks<R> {
    type Item = std::io::Result<Chunk>;

    fn next(&mut self) -> Option<std::io::Result<Chunk>> {
        if self.done {
            return None;
        }
        // The line that ended the last chunk begins this one: it goes
        // through the loop below like any line, without being read again.
        let mut carried = self.carry.take();
        let column = self.column;
        // Sized for the largest chunk so far, so that a chunk is not copied
        // as it grows line by line (bounded: a huge game does not make every
        // later chunk reserve as much).
        let mut bytes: Vec<u8> = Vec::with_capacity(self.typical.min(1 << 20));
        let mut lines = 0;
        let mut movetext = false;
        let mut depth = 0i64;
        if self.first {
            match self.look_ahead() {
                Err(error) => {
                    self.done = true;
                    return Some(Err(error));
                }
                Ok(Some(binary)) => {
                    self.done = true;
                    return Some(Ok(binary));
                }
                Ok(None) => {}
            }
        }
        let mut previous_starts_game = false;
        // The line before ended with a tag pair ("1. a3 * [Event \"x\"]"):
        // a tag on the next line goes on with that tag section.
        let mut previous_ends_tag = false;
        // A result ended the game: the blank lines after it belong here,
        // the next text to the next chunk.
        let mut ended = false;
        // Whether the chunk holds a tag pair: PGN, where text after a
        // result is no commentary of the game.
        let mut tagged = false;
        // Whether every line of the chunk so far is words (a page's heading
        // above a game's tags, "My favourite games"): no game of its own.
        let mut only_words = true;
        loop {
            // Each line is read straight onto the chunk: no copy per line.
            let start = bytes.len();
            let (read, cut) = match carried.take() {
                Some((line, cut)) => {
                    bytes.extend_from_slice(&line);
                    (Ok(line.len()), cut)
                }
                None => match self.read_piece(&mut bytes) {
                    Ok((count, cut)) => (Ok(count), cut),
                    Err(error) => (Err(error), false),
                },
            };
            match read {
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
                if bytes[start..].starts_with(b"\xEF\xBB\xBF") {
                    bytes.drain(start..start + 3);
                    self.offset += 3;
                    self.bom = true;
                }
            }
            let line = &bytes[start..];
            let indent = line.iter().take_while(|b| b.is_ascii_whitespace()).count();
            let first = line.get(indent).copied();
            let opens_tag = opens_tag(&line[indent..]);
            // One game per line, as `read --to san` writes: a line that
            // starts with "1." after another such line starts a new game.
            // Black's first move ("1... e5", "1. ..., e5") goes on with the
            // game of the line before.
            let starts_game = line[indent..].strip_prefix(b"1.").is_some_and(|rest| {
                let rest = rest.trim_ascii_start();
                !rest.starts_with(b".") && !rest.starts_with("…".as_bytes())
            });
            // After a result, the next game starts at a line that opens as
            // movetext does (a number, a tag, a comment); in a text without
            // tags, a line of words is commentary on the game just ended, as
            // pages write it, and stays with it, so that the finder can
            // place the moves it names.
            let opens_game = first.is_some_and(|b| {
                b.is_ascii_digit() || matches!(b, b'[' | b'{' | b'%' | b';' | b'(')
            });
            let new_game = depth <= 0
                && movetext
                && ((opens_tag && !previous_ends_tag && !only_words)
                    || (starts_game && previous_starts_game)
                    || (ended && first.is_some() && (opens_game || tagged)));
            if new_game {
                self.carry = Some((bytes.split_off(start), cut));
                break;
            }
            tagged |= opens_tag;
            // A line that opens with a comment (`{PGN 49}`, a book's
            // marker above each game) makes no movetext of the chunk: the
            // tags under it go on with it, so that the marker is the game's
            // and no chunk of a comment alone says "no moves found".
            if first.is_some() && !opens_tag && depth <= 0 && !matches!(first, Some(b'%' | b'{')) {
                movetext = true;
            }
            if first.is_some() && (opens_tag || !words_line(&line[indent..])) {
                only_words = false;
            }
            depth += brace_balance(&bytes[start..]);
            // A piece of a cut line is not a line; where the next piece
            // starts on it is.
            if cut {
                self.column.bytes += bytes.len() - start;
                self.column.chars += crate::span::chars_in(&bytes[start..]);
            } else {
                lines += 1;
                self.column = Column::default();
            }
            previous_starts_game = starts_game;
            previous_ends_tag = bytes[start..].trim_ascii_end().ends_with(b"\"]");
            // A line that ends with a decisive or drawn result ends its game:
            // the next chunk may begin (games need no blank line between).
            ended |= depth <= 0 && movetext && ends_with_result(&bytes[start..]);
        }
        if bytes.is_empty() && self.done {
            return None;
        }
        self.typical = self.typical.max(bytes.len());
        bytes.shrink_to_fit();
        let length = bytes.len();
        let (text, mut diagnostics) = decode_owned(bytes);
        diagnostics.extend(self.utf16.take());
        let chunk = Chunk {
            offset: self.offset,
            line: self.line,
            text,
            diagnostics,
            column,
            bom: std::mem::take(&mut self.bom),
        };
        self.offset += length;
        self.line += lines;
        Some(Ok(chunk))
    }
}

impl<R: BufRead> Chunks<R> {
    /// Reads the start of the input (its first 8000 bytes, whatever the
    /// reader's buffer) to tell what it is: a UTF-16 file (a byte-order
    /// mark) is read whole and converted, since line by line its bytes would
    /// be nonsense, and offsets then count the UTF-8 text; a binary file (a
    /// NUL byte there, as git decides) is passed over whole, with one
    /// warning, instead of a report for every byte that looks like a move.
    /// Anything else is read on from the start, lines first from the bytes
    /// looked at.
    fn look_ahead(&mut self) -> std::io::Result<Option<Chunk>> {
        use std::io::Read as _;
        let mut head = Vec::new();
        (&mut self.reader).take(8000).read_to_end(&mut head)?;
        let little = head.starts_with(&[0xFF, 0xFE]);
        if little || head.starts_with(&[0xFE, 0xFF]) {
            self.reader.read_to_end(&mut head)?;
            let units: Vec<u16> = head
                .get(2..)
                .unwrap_or(&[])
                .chunks_exact(2)
                .map(|pair| {
                    let pair = [pair[0], pair[1]];
                    if little {
                        u16::from_le_bytes(pair)
                    } else {
                        u16::from_be_bytes(pair)
                    }
                })
                .collect();
            self.utf16 = Some(
                Diagnostic::new(
                    Code::InvalidUtf8,
                    Span::empty(0),
                    format!(
                        "the text is UTF-16 ({} endian), read as such; spans count its UTF-8 bytes",
                        if little { "little" } else { "big" }
                    ),
                )
                .with_help("save the file as UTF-8"),
            );
            let text = String::from_utf16_lossy(&units);
            self.head = Some(std::io::Cursor::new(text.into_bytes()));
            return Ok(None);
        }
        if let Some(at) = head.iter().position(|b| *b == 0) {
            let skipped =
                head.len() as u64 + std::io::copy(&mut self.reader, &mut std::io::sink())?;
            let diagnostic = Diagnostic::new(
                Code::BinaryInput,
                Span::empty(0),
                format!(
                    "the input is binary (a NUL byte at byte {at}); its {skipped} bytes are not read"
                ),
            )
            .with_help("give a text file: PGN, or text with games in it");
            return Ok(Some(Chunk {
                offset: 0,
                line: 0,
                text: String::new(),
                diagnostics: vec![diagnostic],
                column: Column::default(),
                bom: false,
            }));
        }
        self.head = Some(std::io::Cursor::new(head));
        Ok(None)
    }

    /// One line onto `bytes`; or, of a line longer than [`LONG_LINE`], the
    /// piece up to where the first game in it ends, and `true`: the line
    /// goes on, and the next piece starts with the rest. So games joined on
    /// one line are read a game at a time.
    fn read_piece(&mut self, bytes: &mut Vec<u8>) -> std::io::Result<(usize, bool)> {
        let start = bytes.len();
        let mut boundary = Boundary::default();
        // What was read of a long line after the last cut starts this
        // piece, and may hold the next game's end already.
        let rest = self.rest.get(self.rest_at..).unwrap_or(&[]);
        let mut long = !rest.is_empty();
        if long && let Some(cut) = boundary.find(rest) {
            bytes.extend_from_slice(rest.get(..cut).unwrap_or(&[]));
            self.rest_at += cut;
            return Ok((cut, true));
        }
        bytes.extend_from_slice(rest);
        self.rest.clear();
        self.rest_at = 0;
        let mut ended = bytes.len() > start && bytes.last() == Some(&b'\n');
        loop {
            if long && let Some(cut) = boundary.find(&bytes[start..]) {
                self.rest = bytes.split_off(start + cut);
                return Ok((cut, true));
            }
            if ended {
                return Ok((bytes.len() - start, false));
            }
            let count = self.read_line(bytes, LONG_LINE)?;
            // Fewer bytes than asked for and no line end: the input ended.
            ended = count < LONG_LINE || bytes.last() == Some(&b'\n');
            long |= !ended;
        }
    }

    /// One line onto `bytes`, or its first `limit` bytes: from the bytes
    /// looked at first, then from the reader (a line may run from one into
    /// the other).
    fn read_line(&mut self, bytes: &mut Vec<u8>, limit: usize) -> std::io::Result<usize> {
        let mut count = 0;
        if let Some(head) = &mut self.head {
            count = read_until_newline(head, bytes, limit)?;
            if count > 0 && (bytes.last() == Some(&b'\n') || count == limit) {
                return Ok(count);
            }
            // The bytes looked at are used up (a line may go on below).
            self.head = None;
        }
        let more = read_until_newline(&mut self.reader, bytes, limit - count)?;
        Ok(count + more)
    }
}

/// `BufRead::read_until(b'\n')` of at most `limit` bytes, the line end
/// found by memchr in the reader's buffer: through `Read::take`, std's
/// search went a byte or a word at a time, a fifth of cutting a file.
fn read_until_newline(
    reader: &mut impl BufRead,
    bytes: &mut Vec<u8>,
    limit: usize,
) -> std::io::Result<usize> {
    let mut count = 0;
    while count < limit {
        let available = match reader.fill_buf() {
            Ok(available) => available,
            Err(error) if error.kind() == std::io::ErrorKind::Interrupted => continue,
            Err(error) => return Err(error),
        };
        let room = &available[..available.len().min(limit - count)];
        if room.is_empty() {
            break;
        }
        let (used, line_ends) = match memchr::memchr(b'\n', room) {
            Some(at) => (at + 1, true),
            None => (room.len(), false),
        };
        bytes.extend_from_slice(&room[..used]);
        reader.consume(used);
        count += used;
        if line_ends {
            break;
        }
    }
    Ok(count)
}

/// Where the first game of a piece of a long line ends: a result (`1-0`,
/// `0-1`, `1/2-1/2`, `½-½`, as a line ending in one ends a game) followed
/// by white space and `1.`, outside comments and variations. The piece is
/// scanned as it grows, each byte once.
#[derive(Default)]
struct Boundary {
    /// How far the piece has been scanned.
    at: usize,
    /// Open braces.
    braces: usize,
    /// Open parentheses outside braces.
    parentheses: usize,
    /// A `;` comment runs to the end of the line: nothing after it is cut.
    comment: bool,
}

impl Boundary {
    /// Where the next game starts in `piece` (the `1.` after a result),
    /// if its start has been read.
    fn find(&mut self, piece: &[u8]) -> Option<usize> {
        while !self.comment && self.at + 1 < piece.len() {
            let at = self.at;
            self.at += 1;
            let Some(&byte) = piece.get(at) else { break };
            match byte {
                b'{' => self.braces += 1,
                b'}' => self.braces = self.braces.saturating_sub(1),
                _ if self.braces > 0 => {}
                b';' if !crate::syntax::side_line_break(&piece[at..]) => self.comment = true,
                b'(' => self.parentheses += 1,
                b')' => self.parentheses = self.parentheses.saturating_sub(1),
                b'1' if self.parentheses == 0
                    && piece.get(at + 1) == Some(&b'.')
                    && piece.get(..at).is_some_and(result_before) =>
                {
                    return Some(at);
                }
                _ => {}
            }
        }
        None
    }
}

/// Whether `text` ends with a result token and white space after it.
fn result_before(text: &[u8]) -> bool {
    let token = text.trim_ascii_end();
    if token.len() == text.len() {
        return false;
    }
    let last = token
        .rsplit(|b| b.is_ascii_whitespace())
        .next()
        .unwrap_or(&[]);
    // A token that starts the piece may be the end of a longer one.
    last.len() < token.len()
        && (matches!(last, b"1-0" | b"0-1" | b"1/2-1/2") || last == "½-½".as_bytes())
}

/// Whether a line is words and nothing like moves: it opens with a letter
/// and holds no move number (`12.`, `3...`), as a page's heading does.
fn words_line(line: &[u8]) -> bool {
    line.first().is_some_and(u8::is_ascii_alphabetic)
        && !line
            .windows(2)
            .any(|w| w[0].is_ascii_digit() && matches!(w[1], b'.' | b')'))
}

/// Whether a line opens as a tag pair does. A tag's name follows its
/// bracket: "[ Many play 3.Nd2 ]" on a page is a side line in brackets,
/// not a new game's tags; so is "[Better is 5.Be2 0-0.]", whose words hold
/// a move number and no quoted value, and "[Diagram: …]", whose first word
/// is no tag's name. A tag without its quotes ("[White Kasparov]") still
/// opens a tag section.
fn opens_tag(line: &[u8]) -> bool {
    if line.first() != Some(&b'[') || !line.get(1).is_some_and(u8::is_ascii_alphabetic) {
        return false;
    }
    // The name is a word and a space or quote follows it: "[Diagram: the
    // position after move 4]" or "[Diagram]" on a page is no tag.
    let name = line[1..]
        .iter()
        .take_while(|b| b.is_ascii_alphanumeric() || **b == b'_')
        .count();
    if !matches!(line.get(1 + name), Some(b' ' | b'\t' | b'"')) {
        return false;
    }
    // A quoted value says tag at once: every tag of a PGN file is read
    // here, so the move number is looked for only when there is none.
    if line.trim_ascii_end().ends_with(b"\"]") || line.contains(&b'"') {
        return true;
    }
    !line
        .windows(3)
        .any(|w| w[0].is_ascii_digit() && w[1] == b'.' && !w[2].is_ascii_digit())
}

/// Whether a line's last token is a result that ends a game: 1-0, 0-1,
/// 1/2-1/2 or ½-½ (not '*' or '-', which prose uses for other things).
fn ends_with_result(line: &[u8]) -> bool {
    let text = line.trim_ascii_end();
    let last = text
        .rsplit(|b| b.is_ascii_whitespace())
        .next()
        .unwrap_or(&[]);
    matches!(last, b"1-0" | b"0-1" | b"1/2-1/2") || last == "½-½".as_bytes()
}

/// '{' minus '}' on a line, outside a ';' comment.
fn brace_balance(line: &[u8]) -> i64 {
    // Most lines hold no brace: memchr says so many bytes at a time (a
    // branchless fold over the bytes, which the compiler did not vectorise,
    // was a third of cutting a PGN file into games).
    if memchr::memchr2(b'{', b'}', line).is_none() {
        return 0;
    }
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

/// A byte of Windows-1252, the single-byte encoding old Windows files are
/// in: Latin-1, but for the curly quotes, dashes, † ‡ and the like that it
/// puts where Latin-1 has control characters nobody writes.
fn windows_1252(byte: u8) -> char {
    const HIGH: [char; 32] = [
        '€', '\u{81}', '‚', 'ƒ', '„', '…', '†', '‡', 'ˆ', '‰', 'Š', '‹', 'Œ', '\u{8D}', 'Ž',
        '\u{8F}', '\u{90}', '‘', '’', '“', '”', '•', '–', '—', '˜', '™', 'š', '›', 'œ', '\u{9D}',
        'ž', 'Ÿ',
    ];
    match byte {
        0x80..=0x9F => HIGH[usize::from(byte - 0x80)],
        _ => char::from(byte),
    }
}

/// [`decode`], keeping the bytes as the text when they are UTF-8 (no copy).
fn decode_owned(bytes: Vec<u8>) -> (String, Vec<Diagnostic>) {
    match String::from_utf8(bytes) {
        Ok(text) => (text, Vec::new()),
        Err(error) => decode(error.as_bytes()),
    }
}

/// Text from bytes. UTF-8 is read as such; a chunk that is not UTF-8 and
/// has no multi-byte UTF-8 character at all is an old single-byte file and
/// is read as Windows-1252 (Latin-1 with typographic marks); otherwise each invalid run becomes one U+FFFD. Either
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
        let text: String = bytes.iter().map(|&b| windows_1252(b)).collect();
        let at = text.char_indices().nth(first).map_or(0, |(i, _)| i);
        let width = text[at..].chars().next().map_or(0, char::len_utf8);
        let diagnostic = Diagnostic::new(
            Code::InvalidUtf8,
            Span::from_range(at..at + width),
            format!("the text is not UTF-8 ({runs} bytes or runs are not); read as Windows-1252"),
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
    use super::{Chunk, Chunks};

    fn chunks(text: &str) -> Vec<(usize, usize, String)> {
        Chunks::new(text.as_bytes())
            .map(|c| c.map(|c| (c.offset, c.line, c.text)).unwrap())
            .collect()
    }

    #[test]
    fn a_comment_above_a_games_tags_goes_with_the_game() {
        // A book's marker above each game ("{PGN 49}", a blank line, the
        // tags): no chunk of a comment alone, which would say "no moves
        // found".
        let text = "{PGN 49}\n\n[A \"1\"]\n\n1. e4 e5 1-0\n\n{PGN 50}\n\n[A \"2\"]\n\n1. d4 *\n";
        let got = chunks(text);
        assert_eq!(got.len(), 2);
        assert_eq!(got[0].2, "{PGN 49}\n\n[A \"1\"]\n\n1. e4 e5 1-0\n\n");
        assert_eq!(got[1].2, "{PGN 50}\n\n[A \"2\"]\n\n1. d4 *\n");
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
    fn one_game_per_line_is_one_chunk_per_game() {
        // As `read --to san` writes, with and without results: memory is
        // bounded by a game, not by the file.
        let lines = "1. e4 e5 2. Nf3 1-0\n1. d4 d5 0-1\n1. c4 c5 1/2-1/2\n";
        assert_eq!(chunks(lines).len(), 3);
        let bare = "1. e4 e5 2. Nf3\n1. d4 d5\n1. c4 c5\n";
        let got = chunks(bare);
        assert_eq!(got.len(), 3);
        assert_eq!(
            got[2],
            (bare.find("1. c4").unwrap(), 2, "1. c4 c5\n".to_string())
        );
        // A game written over several lines stays whole.
        let long = "1. e4 e5\n2. Nf3 Nc6\n3. Bb5 a6 1-0\n\n1. d4 d5 *\n";
        assert_eq!(chunks(long).len(), 2);
        assert_eq!(chunks(long)[0].2, "1. e4 e5\n2. Nf3 Nc6\n3. Bb5 a6 1-0\n\n");
    }

    #[test]
    fn a_long_line_is_cut_where_each_game_ends() {
        let game = "1. e4 {not 1-0 1. d4} e5 2. Nf3 (2. f4 1/2-1/2 1. c4) Nc6 ½-½ ";
        let text = game.repeat(3_000) + "\n1. d4 1-0 1. c4 *\n";
        let got: Vec<Chunk> = Chunks::new(text.as_bytes()).map(Result::unwrap).collect();
        assert_eq!(got.len(), 3_001);
        let mut at = 0;
        for (i, chunk) in got.iter().enumerate() {
            assert_eq!(chunk.offset, at);
            assert_eq!(
                text.get(at..at + chunk.text.len()),
                Some(chunk.text.as_str())
            );
            if i < 3_000 {
                assert_eq!(chunk.line, 0);
                assert_eq!(chunk.column.bytes, i * game.len());
                assert_eq!(chunk.column.chars, i * game.chars().count());
                let expected = if i == 2_999 {
                    format!("{game}\n")
                } else {
                    game.to_string()
                };
                assert_eq!(chunk.text, expected);
            }
            at += chunk.text.len();
        }
        assert_eq!(at, text.len());
        // A short line is a line: its games are one chunk, as before.
        let last = &got[3_000];
        assert_eq!((last.line, last.column), (1, super::Column::default()));
        assert_eq!(last.text, "1. d4 1-0 1. c4 *\n");
    }

    #[test]
    fn a_semicolon_between_side_lines_does_not_stop_cutting_a_long_line() {
        // "(2... d6; 2... Nf6)": the semicolon separates two side lines, it
        // opens no comment to the end of the line, so the games after it on
        // the same long line are still cut one by one.
        let game = "1. e4 e5 2. Nf3 Nc6 (2... d6; 2... Nf6) 1-0 ";
        let text = game.repeat(3_000) + "\n";
        let got: Vec<Chunk> = Chunks::new(text.as_bytes()).map(Result::unwrap).collect();
        assert_eq!(got.len(), 3_000);
        assert_eq!(got[1].text, game);
        // A comment to the end of the line still keeps the line whole.
        let commented = format!("1. e4 ; see 1-0 {}\n", game.repeat(3_000));
        assert_eq!(Chunks::new(commented.as_bytes()).count(), 1);
    }

    #[test]
    fn a_bracket_inside_a_comment_does_not_split() {
        let text = "1. e4 {see\n[the note]} e5\n";
        assert_eq!(chunks(text).len(), 1);
    }

    #[test]
    fn a_side_line_in_brackets_on_its_own_line_does_not_split() {
        // A page's note "[ Many prefer 3.Nd2 ]" between two lines of one
        // game: no tag name follows the bracket.
        let text = "1.e4 e6 2.d4 d5 3.Nc3\n[ Many prefer 3.Nd2 ]\n3...Bb4\n";
        assert_eq!(chunks(text).len(), 1);
        let tags = "1.e4 e6 *\n[Event \"x\"]\n1.d4 *\n";
        assert_eq!(chunks(tags).len(), 2);
    }

    #[test]
    fn a_note_in_brackets_that_opens_with_a_word_does_not_split() {
        // "[Better is 5.Be2 0-0.]" as a paragraph of its own: a word
        // follows the bracket, as a tag's name would, but the note holds a
        // move number and no quoted value. The game goes on after it.
        let text = "1.e4 d6 2.d4 Nf6 3.Nc3 g6 4.Nf3 Bg7 5.h3\n\n[Better is 5.Be2 0-0.]\n\n5...c6\n";
        assert_eq!(chunks(text).len(), 1);
        // A tag with its quotes, or with none and no move number, still
        // opens the next game's tags.
        assert_eq!(
            chunks("1.e4 e5 *\n[Event \"Round 5. Final\"]\n1.d4 *\n").len(),
            2
        );
        assert_eq!(chunks("1.e4 e5 *\n[White Kasparov]\n1.d4 *\n").len(), 2);
    }

    #[test]
    fn blacks_first_move_on_a_line_of_its_own_is_not_a_new_game() {
        // Each half-move on its own line, the other half a placeholder, as
        // some pages write them: the second line is Black's first move.
        assert_eq!(chunks("1. e4, ...\n1. ..., e5\n2. f4, ...\n").len(), 1);
        assert_eq!(chunks("1. e4\n1... e5\n1. …, c5\n").len(), 1);
        // Games one per line still split.
        assert_eq!(chunks("1. e4 e5 *\n1. d4 d5 *\n").len(), 2);
    }

    #[test]
    fn a_tag_section_that_opens_after_a_result_on_its_line_is_not_cut() {
        // The second tag of game two is on a line of its own: splitting
        // there left its first tag as a game of its own, with no move.
        let text = "1. a3 * [Event \"two\"]\n[Result \"*\"]\n\n1. a3 *\n";
        assert_eq!(chunks(text).len(), 1);
        let tags = "[Event \"one\"]\n[Result \"*\"]\n\n1. a3 *\n[Event \"two\"]\n[Result \"*\"]\n\n1. a3 *\n";
        assert_eq!(chunks(tags).len(), 2);
    }

    #[test]
    fn words_after_a_result_stay_with_the_game_in_a_text_without_tags() {
        // A page's note after the game names its moves: the finder needs
        // the game beside it. The next game starts at its number.
        let page = "1.e4 e5 2.f4 exf4 1-0\n\nInstead of 2...exf4, 2...d5.\n\n1.d4 d5 *\n";
        let got = chunks(page);
        assert_eq!(got.len(), 2);
        assert!(got[0].2.contains("Instead"));
        assert_eq!(got[1].0, page.find("1.d4").unwrap());
        // In PGN, text after a result is no note of the game: it goes
        // with the tags under it, a heading of the next game (a chunk of
        // words alone would say "no moves found").
        let pgn = "[A \"1\"]\n\n1. e4 e5 1-0\n\nRound 2\n\n[A \"2\"]\n\n1. d4 *\n";
        let got = chunks(pgn);
        assert_eq!(got.len(), 2);
        assert_eq!(got[1].2, "Round 2\n\n[A \"2\"]\n\n1. d4 *\n");
    }

    #[test]
    fn a_heading_above_the_tags_goes_with_them() {
        // "[Notes by the winner]" under a page's title is no tag section
        // that cuts the title off as a game with no moves.
        for text in [
            "Club championship, round 3\n[Notes by the winner]\n\n1.d4 Nf6 *\n",
            "My favourite games\n[Event \"x\"]\n\n1. e4 e5 *\n",
        ] {
            assert_eq!(chunks(text).len(), 1, "{text}");
        }
        // A line of moves above tags is a game of its own.
        assert_eq!(chunks("1. e4 e5 *\n[Event \"x\"]\n\n1. d4 *\n").len(), 2);
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
        let bytes = [bytes, b"2. Nf3 \xFF Nc6\n"].concat();
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
        assert!(chunk.diagnostics[0].message.contains("Windows-1252"));
    }

    #[test]
    fn windows_1252_dashes_and_daggers_are_read() {
        // 1. e2–e4 (en dash 0x96) … Qh5† (dagger 0x86), and a ü.
        let bytes: &[u8] = b"[White \"M\xFCller\"]\n1. e2\x96e4 e5 2. Qh5\x86\n";
        let chunk = Chunks::new(bytes).next().unwrap().unwrap();
        assert_eq!(
            chunk.text,
            "[White \"M\u{fc}ller\"]\n1. e2\u{2013}e4 e5 2. Qh5\u{2020}\n"
        );
    }

    #[test]
    fn what_the_input_is_does_not_depend_on_the_readers_buffer() {
        // A NUL byte past the first byte, and a UTF-16 mark: a reader with a
        // one-byte buffer sees them as one with a large buffer does.
        let binary = b"1. e4 a6 2. e5 d5 3. exd6\0\0\0 ep".as_slice();
        let mut text = vec![0xFF, 0xFE];
        for unit in "1. e4 e5\n".encode_utf16() {
            text.extend(unit.to_le_bytes());
        }
        let long: Vec<u8> = "1. e4 e5 2. Nf3 Nc6\n".repeat(1_000).into_bytes();
        // Games on one line longer than a line is let grow, with a comment
        // and a variation that hold a result and a move number, and a line
        // after it.
        let joined = "1. e4 {not 1-0 1. d4} e5 2. Nf3 (2. f4 1/2-1/2 1. c4) Nc6 0-1 ".repeat(3_000)
            + "\n[Event \"x\"]\n1. c4 *\n";
        for input in [binary, text.as_slice(), long.as_slice(), joined.as_bytes()] {
            let read = |capacity| -> Vec<Chunk> {
                Chunks::new(std::io::BufReader::with_capacity(capacity, input))
                    .map(Result::unwrap)
                    .collect()
            };
            assert_eq!(read(1), read(1 << 16));
            assert_eq!(read(3), read(1 << 16));
        }
    }

    #[test]
    fn a_utf16_file_is_converted() {
        for little in [true, false] {
            let text = "[Event \"x\"]\n\n1. e4 e5 *\n\n[Event \"y\"]\n\n1. d4 *\n";
            let mut bytes = if little {
                vec![0xFF, 0xFE]
            } else {
                vec![0xFE, 0xFF]
            };
            for unit in text.encode_utf16() {
                bytes.extend(if little {
                    unit.to_le_bytes()
                } else {
                    unit.to_be_bytes()
                });
            }
            let chunks: Vec<_> = Chunks::new(bytes.as_slice()).map(Result::unwrap).collect();
            assert_eq!(chunks.len(), 2);
            assert_eq!(chunks[0].text, "[Event \"x\"]\n\n1. e4 e5 *\n\n");
            assert!(chunks[0].diagnostics[0].message.contains("UTF-16"));
            assert!(chunks[1].diagnostics.is_empty());
        }
    }

    /// Lines found in the reader's buffer are std's `read_until` lines,
    /// however the buffer cuts them, and a limit stops a line's piece.
    #[test]
    fn a_line_is_read_to_its_end_across_buffer_refills_and_up_to_a_limit() {
        use std::io::BufRead as _;
        let text = b"1. e4 e5\n\n2. Nf3 Nc6 {a long comment}\nlast line without end";
        for capacity in [1, 3, 7, 64] {
            let mut ours = std::io::BufReader::with_capacity(capacity, &text[..]);
            let mut theirs = std::io::BufReader::with_capacity(capacity, &text[..]);
            loop {
                let (mut a, mut b) = (Vec::new(), Vec::new());
                let count = super::read_until_newline(&mut ours, &mut a, 1 << 16).unwrap();
                theirs.read_until(b'\n', &mut b).unwrap();
                assert_eq!(a, b, "buffer of {capacity}");
                assert_eq!(count, a.len());
                if count == 0 {
                    break;
                }
            }
        }
        let mut reader = std::io::BufReader::with_capacity(3, &text[..]);
        let mut piece = Vec::new();
        assert_eq!(
            super::read_until_newline(&mut reader, &mut piece, 4).unwrap(),
            4
        );
        assert_eq!(piece, b"1. e");
        piece.clear();
        assert_eq!(
            super::read_until_newline(&mut reader, &mut piece, 40).unwrap(),
            5
        );
        assert_eq!(piece, b"4 e5\n");
    }
}
