//! Markup left in text pasted from web pages and wikis: `**1.e4 e5**`
//! (Markdown bold), `_1. d4_`, `<b>1.e4</b>`; and the underscore of a
//! wiki's page names between a move number and its move (`1_e4`, `1._e4`),
//! read as the period or the space it stands for.
//!
//! A star or an underscore glued to a move number hides the number from
//! the game finder (`**1.e4` is no move number) and glued after a move it
//! makes the move unreadable (`a6**`); to PGN a lone `*` is even a result.
//! The finder reads prose with such markup made into spaces, byte for byte,
//! so that every offset, and every span and fix, stays where it was.

use std::borrow::Cow;

/// The longest HTML tag taken for markup, in bytes.
const LONGEST_TAG: usize = 200;

/// `text` with Markdown emphasis glued to a word and HTML tags made into
/// spaces; `text` itself when it has none.
pub(crate) fn unmarked(text: &str) -> Cow<'_, str> {
    let bytes = text.as_bytes();
    if !bytes.iter().any(|b| matches!(b, b'*' | b'_' | b'<' | b'/')) {
        return Cow::Borrowed(text);
    }
    let mut out = bytes.to_vec();
    let mut at = 0;
    let mut changed = false;
    while at < bytes.len() {
        match bytes[at] {
            b'*' | b'_' => {
                // A wiki's link text: "1._e4" (the underscore a space) or
                // "1_e4" (the period dropped too) is a move number.
                if bytes[at] == b'_'
                    && let Some(before) = number_before(bytes, at)
                {
                    out[at] = if before == b'.' { b' ' } else { b'.' };
                    changed = true;
                    at += 1;
                    continue;
                }
                let mark = bytes[at];
                let len = bytes[at..].iter().take_while(|b| **b == mark).count();
                if emphasis(bytes, at, len) {
                    out[at..at + len].fill(b' ');
                    changed = true;
                }
                at += len;
            }
            // A wiki's path of moves, one a page ("…/1. e4/1...e5/2.
            // Nf3/2...Nc6"): the slash between a move and the next number
            // stands for the space between them, so that the path reads
            // as one line of moves, not as moves apart.
            // Black's number after White's move is the path's page name,
            // not a number a reader would write there ("/1...e5"): it goes
            // with the slash, so that a number repeated does not read as a
            // line taken up again after a note.
            b'/' if path_slash(bytes, at) => {
                let len = black_number_len(&bytes[at + 1..]).map_or(1, |len| len + 1);
                out[at..at + len].fill(b' ');
                changed = true;
                at += len;
            }
            b'<' => match tag_len(&bytes[at..]) {
                Some(len) => {
                    out[at..at + len].fill(b' ');
                    changed = true;
                    at += len;
                }
                None => at += 1,
            },
            _ => at += 1,
        }
    }
    if !changed {
        return Cow::Borrowed(text);
    }
    // Only ASCII bytes were replaced by spaces: still UTF-8.
    Cow::Owned(String::from_utf8(out).unwrap_or_else(|_| text.to_string()))
}

/// Whether the slash at `at` stands between a move and a move number with
/// its period: a move's square, castling or mark before it ("e4/", "Nf3/",
/// "O-O/", "Bb5+/"), a number and a period after it ("/2.", "/2...").
fn path_slash(bytes: &[u8], at: usize) -> bool {
    let before = |k: usize| at.checked_sub(k).map(|i| bytes[i]);
    let move_ends = match before(1) {
        Some(b'1'..=b'8') => matches!(before(2), Some(b'a'..=b'h')),
        Some(b'O' | b'0') => before(2) == Some(b'-'),
        Some(b'+' | b'#' | b'!' | b'?') => true,
        _ => false,
    };
    let after = &bytes[at + 1..];
    let digits = after.iter().take_while(|b| b.is_ascii_digit()).count();
    move_ends && (1..=3).contains(&digits) && after.get(digits) == Some(&b'.')
}

/// The length of Black's move number at the start of `bytes` ("1...",
/// "12…"), when one stands there.
fn black_number_len(bytes: &[u8]) -> Option<usize> {
    let digits = bytes.iter().take_while(|b| b.is_ascii_digit()).count();
    let rest = &bytes[digits..];
    let dots = if rest.starts_with(b"...") {
        rest.iter().take_while(|b| **b == b'.').count()
    } else if rest.starts_with("…".as_bytes()) {
        "…".len()
    } else {
        return None;
    };
    (digits > 0).then_some(digits + dots)
}

/// Whether the run of `len` stars or underscores at `at` marks emphasis:
/// glued to a word on one side only (`**1.e4`, `a6**`). A run with space on
/// both sides is PGN's `*` or a separator; one inside a word (`7_1_1_white`,
/// a scoresheet box's label) is part of it.
fn emphasis(bytes: &[u8], at: usize, len: usize) -> bool {
    let word = |b: Option<&u8>| b.is_some_and(|b| b.is_ascii_alphanumeric() || *b >= 0x80);
    let before = word(at.checked_sub(1).and_then(|i| bytes.get(i)));
    let after = word(bytes.get(at + len));
    before != after
}

/// Whether the underscore at `at` joins a move number to its move, as a
/// wiki's page names do ("1._e4", "2_Nc3"): a number standing on its own
/// before it, with or without its period, and a move's start after it (a
/// square, a piece letter, castling). Which of `.` or a digit ends the
/// number, if it is one. The boxes of scoresheet transcriptions
/// (`7_1_1_white`) have a number after the underscore, or a word.
fn number_before(bytes: &[u8], at: usize) -> Option<u8> {
    let period = at.checked_sub(1).is_some_and(|i| bytes[i] == b'.');
    let end = if period { at - 1 } else { at };
    let digits = bytes[..end]
        .iter()
        .rev()
        .take_while(|b| b.is_ascii_digit())
        .count();
    let start = end - digits;
    let alone =
        start == 0 || !(bytes[start - 1].is_ascii_alphanumeric() || bytes[start - 1] == b'_');
    let after = bytes.get(at + 1..).unwrap_or(&[]);
    let move_starts = matches!(
        after,
        [b'a'..=b'h', b'1'..=b'8' | b'x', ..]
            | [b'K' | b'Q' | b'R' | b'B' | b'N', b'a'..=b'h' | b'1'..=b'8' | b'x', ..]
            | [b'O' | b'0', b'-', ..]
            | [b'.', b'.', ..]
    );
    (digits > 0 && digits <= 3 && alone && move_starts).then(|| bytes[at - 1])
}

/// The length of the HTML tag that `bytes` opens with (`<b>`, `</strong>`,
/// `<br/>`, `<span class="move">`), if it opens with one.
fn tag_len(bytes: &[u8]) -> Option<usize> {
    let mut at = 1;
    if bytes.get(at) == Some(&b'/') {
        at += 1;
    }
    if !bytes.get(at).is_some_and(u8::is_ascii_alphabetic) {
        return None;
    }
    at += bytes[at..]
        .iter()
        .take_while(|b| b.is_ascii_alphanumeric())
        .count();
    let end = bytes[at..]
        .iter()
        .take(LONGEST_TAG)
        .position(|b| matches!(b, b'>' | b'<' | b'\n'))?;
    // After the name, only attributes: a space first, or the tag closes.
    let attributes = &bytes[at..at + end];
    let well_formed = attributes.is_empty()
        || attributes == b"/"
        || attributes.first().is_some_and(|b| *b == b' ');
    (bytes[at + end] == b'>' && well_formed).then_some(at + end + 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn emphasis_and_tags_glued_to_moves_become_spaces() {
        let text = "**1.e4 e5 2.Nf3** _3. Bb5_ <b>3...a6</b><br/>";
        let plain = unmarked(text);
        assert_eq!(plain.len(), text.len());
        assert_eq!(
            plain.split_whitespace().collect::<Vec<_>>(),
            ["1.e4", "e5", "2.Nf3", "3.", "Bb5", "3...a6"]
        );
    }

    #[test]
    fn a_wikis_underscore_after_a_move_number_is_its_period_or_space() {
        let text = "1_e4 e5 2_Nc3 Nf6 1._d4 2._c4 3_O-O";
        let plain = unmarked(text);
        assert_eq!(plain, "1.e4 e5 2.Nc3 Nf6 1. d4 2. c4 3.O-O");
    }

    #[test]
    fn results_labels_and_comparisons_are_left_alone() {
        for text in [
            "1. e4 e5 *",
            "7_1_1_white e4",
            "7_1_black c5 12_30_black Nf6",
            "file_1_e4 x1_e4",
            "a < b > c",
            "1. e4 ** 1. d4",
        ] {
            assert!(matches!(unmarked(text), Cow::Borrowed(_)), "{text}");
        }
    }
}
