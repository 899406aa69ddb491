//! Text OCR'd or typed double-spaced: a blank line after every line of a
//! narrow column, so that a blank line no longer says "new paragraph".
//!
//! The game finder reads a blank line as the end of a paragraph, and a game
//! in prose goes on across one only by its next move number: a reply at
//! the start of the next line (`1. e2—e4⏎⏎e7—e5 2. Sg1—f3`) is cut off
//! from its game. An OCR'd page of a two-column periodical often comes out
//! so, every line followed by a blank one. Such a text is read with its
//! single blank lines taken as plain line breaks (the blank line's own line
//! end becomes a space, so every offset, and every span, stays where it
//! was); two blank lines or more still end a paragraph.
//!
//! Web pages pasted as text have a blank line after every paragraph too,
//! but their paragraphs are long lines: only a text of short lines, as a
//! printed column's, is taken as double-spaced.

use std::borrow::Cow;

/// The fewest lines with text for a text to be judged double-spaced.
const FEWEST_LINES: usize = 6;
/// The longest a column's line is, at the median, in characters.
const COLUMN: usize = 64;

/// `text` with each single blank line between two lines of text made part
/// of the line break before it, when the text is double-spaced; `text`
/// itself otherwise.
pub(crate) fn single_spaced(text: &str) -> Cow<'_, str> {
    let lines: Vec<(usize, &str)> = lines(text).collect();
    if !double_spaced(&lines) {
        return Cow::Borrowed(text);
    }
    let mut bytes = text.as_bytes().to_vec();
    for window in lines.windows(3) {
        let [(_, before), (at, blank), (_, after)] = window else {
            continue;
        };
        if is_blank(before) || !is_blank(blank) || is_blank(after) {
            continue;
        }
        // The blank line and its line end become spaces: the line break
        // before it stays, and no offset moves.
        let end = at + blank.len() + 1;
        for byte in bytes.get_mut(*at..end).into_iter().flatten() {
            *byte = b' ';
        }
    }
    // Only ASCII white space was replaced by spaces: still UTF-8.
    Cow::Owned(String::from_utf8(bytes).unwrap_or_else(|_| text.to_string()))
}

/// Whether most lines with text are followed by one blank line and the
/// lines are as short as a printed column's.
fn double_spaced(lines: &[(usize, &str)]) -> bool {
    let mut lengths: Vec<usize> = lines
        .iter()
        .filter(|(_, line)| !is_blank(line))
        .map(|(_, line)| line.trim().chars().count())
        .collect();
    if lengths.len() < FEWEST_LINES {
        return false;
    }
    // The lines with text followed by exactly one blank line and then
    // text: two in three of the steps from one line of text to the next
    // (a heading may stand on the line above its text).
    let followed = lines
        .windows(3)
        .filter(|w| !is_blank(w[0].1) && is_blank(w[1].1) && !is_blank(w[2].1))
        .count();
    lengths.sort_unstable();
    let median = lengths[lengths.len() / 2];
    median <= COLUMN && 3 * followed >= 2 * (lengths.len() - 1)
}

/// The lines of `text` without their line ends, each with its offset.
fn lines(text: &str) -> impl Iterator<Item = (usize, &str)> {
    text.split('\n').scan(0, |at, line| {
        let start = *at;
        *at += line.len() + 1;
        Some((start, line))
    })
}

fn is_blank(line: &str) -> bool {
    line.trim().is_empty()
}

#[cfg(test)]
mod tests {
    use super::*;

    const OCR: &str = "Spanische Partie.\n\nWeiss. Schwarz.\n\n1. e2-e4\n\ne7-e5 2. Sg1-f3\n\nSb8-c6 3. Lf1-b5\n\na7-a6 4. Lb5-a4\n\nSg8-f6\n";

    #[test]
    fn a_double_spaced_column_is_read_with_its_blank_lines_as_line_breaks() {
        let single = single_spaced(OCR);
        assert_eq!(single.len(), OCR.len());
        assert!(!single.contains("\n\n"));
        assert!(single.contains("1. e2-e4\n e7-e5 2. Sg1-f3"));
        // Two blank lines still end a paragraph.
        let two = OCR.replace("Weiss. Schwarz.\n\n", "Weiss. Schwarz.\n\n\n");
        assert!(single_spaced(&two).contains("Schwarz.\n\n\n"));
    }

    #[test]
    fn paragraphs_of_long_lines_and_single_spaced_text_are_left_alone() {
        let long = "A long paragraph of a web page that goes on and on about the game, as pages do, with 1. e4 e5 in it.\n\n";
        assert!(matches!(single_spaced(&long.repeat(8)), Cow::Borrowed(_)));
        let single = OCR.replace("\n\n", "\n");
        assert!(matches!(single_spaced(&single), Cow::Borrowed(_)));
        // Some lines double-spaced, most not.
        let mixed = format!("{single}\n{single}\n1. d4\n\nd5\n");
        assert!(matches!(single_spaced(&mixed), Cow::Borrowed(_)));
    }
}
