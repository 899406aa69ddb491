//! A board diagram copied from a web page as text: each rank a row of its
//! squares' names between its number (`8 a8 b8 c8 d8 e8 f8 g8 h8 8`), as a
//! wiki's diagram leaves them when its pieces are pictures.
//!
//! Such a row is no movetext, but the game finder would read it as moves:
//! `1 a1 b1 c1 d1 …` is a move number and eight pawn moves, some of which
//! read by correction, and the game printed under the diagram was then
//! taken for that game's continuation, or lost. The finder reads prose with
//! such rows made into spaces, byte for byte, so that every offset stays
//! where it was.

use std::borrow::Cow;

/// The fewest squares a row names to be taken for a diagram's.
const FEWEST_SQUARES: usize = 4;

/// `text` with every line that is a diagram's row of squares made into
/// spaces; `text` itself when it has none.
pub(crate) fn without_board_rows(text: &str) -> Cow<'_, str> {
    let mut out: Option<Vec<u8>> = None;
    let mut start = 0;
    for line in text.split_inclusive('\n') {
        if board_row(line) {
            let bytes = out.get_or_insert_with(|| text.as_bytes().to_vec());
            let body = line.trim_end_matches(['\r', '\n']).len();
            bytes[start..start + body].fill(b' ');
        }
        start += line.len();
    }
    match out {
        // Only a line of ASCII squares and digits was replaced: still UTF-8.
        Some(bytes) => Cow::Owned(String::from_utf8(bytes).unwrap_or_else(|_| text.to_string())),
        None => Cow::Borrowed(text),
    }
}

/// Whether `line` is a row of a diagram: squares of one rank in the order of
/// their files (either way, for a board seen from Black's side), at least
/// [`FEWEST_SQUARES`], with nothing else on the line but the rank's number
/// before or after them.
fn board_row(line: &str) -> bool {
    let mut tokens: Vec<&str> = line.split_whitespace().collect();
    if tokens.len() < FEWEST_SQUARES || tokens.len() > 10 {
        return false;
    }
    let Some(rank) = tokens
        .iter()
        .find(|t| t.len() == 2)
        .and_then(|t| t.as_bytes().get(1).copied())
        .filter(|rank| (b'1'..=b'8').contains(rank))
    else {
        return false;
    };
    // The rank's number, on either side.
    let number = |t: Option<&&str>| t.is_some_and(|t| t.as_bytes() == [rank]);
    if number(tokens.first()) {
        tokens.remove(0);
    }
    if number(tokens.last()) {
        tokens.pop();
    }
    if tokens.len() < FEWEST_SQUARES || tokens.len() > 8 {
        return false;
    }
    let files: Option<Vec<u8>> = tokens
        .iter()
        .map(|t| match t.as_bytes() {
            [file @ b'a'..=b'h', r] if *r == rank => Some(*file),
            _ => None,
        })
        .collect();
    let Some(files) = files else {
        return false;
    };
    let ascending = files.windows(2).all(|w| w[1] == w[0] + 1);
    let descending = files.windows(2).all(|w| w[0] == w[1] + 1);
    ascending || descending
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_diagrams_rows_are_spaces_and_offsets_stay() {
        let text =
            "Board\n8 a8 b8 c8 d8 e8 f8 g8 h8 8\r\n1 h1 g1 f1 e1 d1 c1 b1 a1 1\nMoves: 1. e4";
        let out = without_board_rows(text);
        assert_eq!(out.len(), text.len());
        assert_eq!(out.lines().nth(1).map(str::trim), Some(""));
        assert_eq!(out.lines().nth(2).map(str::trim), Some(""));
        assert!(out.ends_with("\nMoves: 1. e4"));
        assert!(out.contains("\r\n"));
    }

    #[test]
    fn moves_and_other_lines_stay() {
        for line in [
            "1. e4 e5 2. f4 f5",
            "a4 b4 c4",
            "e4 d4 c4 b4 and more",
            "1 a1 b2 c3 d4 1",
            "a3 b3 d3 e3",
            "a b c d e f g h",
        ] {
            assert!(!board_row(line), "{line}");
            assert!(
                matches!(without_board_rows(line), Cow::Borrowed(_)),
                "{line}"
            );
        }
        assert!(board_row("4 a4 b4 c4 d4 e4 f4 g4 h4 4"));
        assert!(board_row("a4 b4 c4 d4 e4 f4 g4 h4"));
    }
}
