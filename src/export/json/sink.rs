//! The bytes of a JSON text, written straight into a buffer: the few
//! shapes the schema is made of (a string, a number, a span, a key), so
//! that a game of a hundred moves is written without a value tree, without
//! an owned `String` per field and without `core::fmt`.
//!
//! A string that needs no escape (nearly every one: moves, tags, comments)
//! is copied as it is; any other goes through `serde_json`, so that what is
//! escaped, and how, is exactly what `serde_json` writes.

use crate::Span;
use std::fmt;

/// Whether `bytes` may stand between quotes as they are: no quote, no
/// backslash, no control character.
pub(super) fn plain(bytes: &[u8]) -> bool {
    bytes.iter().all(|&b| b >= 0x20 && b != b'"' && b != b'\\')
}

/// Appends `text` as a JSON string.
#[inline(always)]
pub(super) fn string(out: &mut Vec<u8>, text: &str) {
    if plain(text.as_bytes()) {
        out.reserve(text.len() + 2);
        out.push(b'"');
        out.extend_from_slice(text.as_bytes());
        out.push(b'"');
    } else {
        escaped(out, text);
    }
}

/// Appends, as a JSON string, what `write` writes: straight into `out`,
/// and escaped afterwards only in the unlikely case that it needs it.
pub(super) fn string_with(out: &mut Vec<u8>, write: impl FnOnce(&mut Bytes<'_>)) {
    let open = out.len();
    out.push(b'"');
    write(&mut Bytes(out));
    let written = out.get(open + 1..).unwrap_or_default();
    if plain(written) {
        out.push(b'"');
    } else {
        let text = String::from_utf8_lossy(written).into_owned();
        out.truncate(open);
        escaped(out, &text);
    }
}

/// Appends `text` escaped by `serde_json`.
fn escaped(out: &mut Vec<u8>, text: &str) {
    // Writing into a Vec cannot fail.
    let _ = serde::Serializer::serialize_str(&mut serde_json::Serializer::new(out), text);
}

/// Appends `value` in decimal, a byte at a time: for the few digits of a
/// ply or an offset that is cheaper than a call to copy them.
#[inline(always)]
pub(super) fn number(out: &mut Vec<u8>, value: u64) {
    let mut digits = [0u8; 20];
    let mut at = digits.len();
    let mut rest = value;
    loop {
        at -= 1;
        if let Some(digit) = digits.get_mut(at) {
            *digit = b'0' + (rest % 10) as u8;
        }
        rest /= 10;
        if rest == 0 || at == 0 {
            break;
        }
    }
    let digits = digits.get(at..).unwrap_or_default();
    out.reserve(digits.len());
    for &digit in digits {
        out.push(digit);
    }
}

/// Appends `"key":`: `key` is one of the schema's names, which need no
/// escape.
#[inline(always)]
pub(super) fn key(out: &mut Vec<u8>, key: &str) {
    out.push(b'"');
    out.extend_from_slice(key.as_bytes());
    out.extend_from_slice(b"\":");
}

/// Appends `,"key":`.
#[inline(always)]
pub(super) fn next_key(out: &mut Vec<u8>, name: &str) {
    out.push(b',');
    key(out, name);
}

/// Appends a span as `{"start":…,"end":…}`.
#[inline(always)]
pub(super) fn span(out: &mut Vec<u8>, span: Span) {
    out.extend_from_slice(b"{\"start\":");
    number(out, u64::from(span.start));
    out.extend_from_slice(b",\"end\":");
    number(out, u64::from(span.end));
    out.push(b'}');
}

/// The fixed fields of a move — keys, numbers, squares — put together on
/// the stack and appended to the buffer in one copy: a move's object is a
/// dozen short pieces, and appending each to the buffer on its own costs
/// more than writing it.
pub(super) struct Scratch {
    bytes: [u8; Scratch::SIZE],
    len: usize,
}

impl Scratch {
    /// Room for the longest runs put together at once: the head of a move
    /// (`MOVE_HEAD`), then its tail (`move_tail`).
    const SIZE: usize = 256;

    /// The longest head of a move: a comma, 61 bytes of keys and five
    /// numbers of at most 20 digits.
    pub(super) const MOVE_HEAD: usize = 1 + 61 + 5 * 20;

    /// The longest written text put here: longer ones go to the buffer.
    const SHORT: usize = 32;

    /// Whether `text` may be put here as a JSON string: short, and with
    /// nothing to escape.
    #[inline(always)]
    pub(super) fn short(text: &str) -> bool {
        text.len() <= Scratch::SHORT && plain(text.as_bytes())
    }

    /// The longest tail of a move whose written text is `text`, a short
    /// one: the text, `,"uci":"` and five bytes of UCI, `","san":`, the
    /// text again as the SAN, and the closing brace.
    #[inline(always)]
    pub(super) fn move_tail(text: &str) -> usize {
        2 * (text.len() + 2) + 8 + 5 + 8 + 1
    }

    /// Appends what was put together to `out` when fewer than `length`
    /// bytes are left, so that that many can be put.
    #[inline(always)]
    pub(super) fn make_room(&mut self, out: &mut Vec<u8>, length: usize) {
        if self.len + length > Scratch::SIZE {
            self.flush(out);
        }
    }

    /// Puts `text`, which is [`short`](Scratch::short), between quotes.
    #[inline(always)]
    pub(super) fn put_quoted(&mut self, text: &str) {
        self.put(b"\"");
        self.put(text.as_bytes());
        self.put(b"\"");
    }

    #[inline(always)]
    pub(super) const fn new() -> Scratch {
        Scratch {
            bytes: [0; Scratch::SIZE],
            len: 0,
        }
    }

    /// Puts `piece` after what is there. What does not fit is left out:
    /// every run written here fits, as a test checks for the longest.
    #[inline(always)]
    pub(super) fn put(&mut self, piece: &[u8]) {
        if let Some(room) = self.bytes.get_mut(self.len..self.len + piece.len()) {
            room.copy_from_slice(piece);
            self.len += piece.len();
        }
    }

    /// Puts `value` in decimal after what is there, two digits at a time
    /// from the right: an offset in a large file has eight.
    #[inline(always)]
    pub(super) fn number(&mut self, value: u64) {
        let digits = value.checked_ilog10().map_or(1, |log| log as usize + 1);
        if let Some(room) = self.bytes.get_mut(self.len..self.len + digits) {
            let mut rest = value;
            let mut pairs = room.rchunks_exact_mut(2);
            for pair in &mut pairs {
                let at = (rest % 100) as usize * 2;
                pair.copy_from_slice(PAIRS.get(at..at + 2).unwrap_or(b"00"));
                rest /= 100;
            }
            if let Some(first) = pairs.into_remainder().first_mut() {
                *first = b'0' + (rest % 10) as u8;
            }
            self.len += digits;
        }
    }

    /// Appends what was put together to `out`, and starts again.
    #[inline(always)]
    pub(super) fn flush(&mut self, out: &mut Vec<u8>) {
        out.extend_from_slice(self.bytes.get(..self.len).unwrap_or_default());
        self.len = 0;
    }
}

/// The numbers from 00 to 99, two digits each.
const PAIRS: &[u8; 200] = b"0001020304050607080910111213141516171819\
2021222324252627282930313233343536373839\
4041424344454647484950515253545556575859\
6061626364656667686970717273747576777879\
8081828384858687888990919293949596979899";

/// A buffer seen as a sink of text, for the writers of
/// [`notation`](crate::notation).
pub(super) struct Bytes<'a>(pub(super) &'a mut Vec<u8>);

impl fmt::Write for Bytes<'_> {
    fn write_str(&mut self, text: &str) -> fmt::Result {
        self.0.extend_from_slice(text.as_bytes());
        Ok(())
    }

    fn write_char(&mut self, c: char) -> fmt::Result {
        if c.is_ascii() {
            self.0.push(c as u8);
            Ok(())
        } else {
            self.write_str(c.encode_utf8(&mut [0; 4]))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn written(write: impl FnOnce(&mut Vec<u8>)) -> String {
        let mut out = Vec::new();
        write(&mut out);
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn strings_are_escaped_as_serde_json_escapes_them() {
        for text in [
            "Nf3",
            "",
            "a \"quoted\" word",
            "back\\slash",
            "line\nbreak\ttab\u{1}\u{7f}",
            "Ф × ½",
        ] {
            let expected = serde_json::to_string(text).unwrap();
            assert_eq!(written(|out| string(out, text)), expected);
            assert_eq!(
                written(|out| string_with(out, |b| {
                    let _ = fmt::Write::write_str(b, text);
                })),
                expected
            );
        }
    }

    #[test]
    fn numbers_are_written_in_decimal() {
        for value in [0, 7, 10, 99, 100, 123_456, u64::from(u32::MAX), u64::MAX] {
            assert_eq!(written(|out| number(out, value)), value.to_string());
        }
    }

    #[test]
    fn scratch_puts_keys_and_numbers_together() {
        let mut scratch = Scratch::new();
        let mut out = b"[".to_vec();
        scratch.put(b"{\"a\":");
        for value in [0, 9, 10, 99, 100, 101, 4_294_967_295, u64::MAX] {
            scratch.number(value);
            scratch.put(b",");
        }
        scratch.flush(&mut out);
        scratch.put(b"}");
        scratch.flush(&mut out);
        assert_eq!(
            String::from_utf8(out).unwrap(),
            "[{\"a\":0,9,10,99,100,101,4294967295,18446744073709551615,}"
        );
        // The longest head of a move fits.
        let mut head = Scratch::new();
        for piece in [
            &b"{\"ply\":"[..],
            b",\"span\":{\"start\":",
            b",\"end\":",
            b"},\"line\":",
            b",\"column\":",
        ] {
            head.put(piece);
            head.number(u64::MAX);
        }
        head.put(b",\"written\":");
        assert_eq!(head.len, 61 + 5 * 20);
        // With the comma before it, and the longest tail after it, a move
        // fits.
        let mut one = Scratch::new();
        one.put(b",");
        one.put(head.bytes.get(..head.len).unwrap());
        assert_eq!(one.len, Scratch::MOVE_HEAD);
        let text = "Qh3xf1=Q+ written at length, 32.";
        assert!(Scratch::short(text));
        one.put_quoted(text);
        one.put(b",\"uci\":\"h3f1q\",\"san\":");
        one.put_quoted(text);
        one.put(b"}");
        assert_eq!(one.len, Scratch::MOVE_HEAD + Scratch::move_tail(text));
        assert!(one.len <= Scratch::SIZE);
    }

    #[test]
    fn a_span_is_an_object_of_its_two_offsets() {
        let expected = serde_json::to_string(&Span::new(375, 378)).unwrap();
        assert_eq!(written(|out| span(out, Span::new(375, 378))), expected);
    }
}
