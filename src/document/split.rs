//! Where one game ends and the next begins in movetext: after a result,
//! where tag pairs start again after moves, or where a `1.` opens a
//! paragraph after moves (games pasted one after another with a blank line
//! between and no result), or where a transcription's box labels start
//! again at White's move 1.

use crate::syntax::ast::{Element, NumberMark};
use std::ops::Range;

/// The element ranges of the games in `elements` (parsed from `text`), in
/// order. Space and comments between games belong to no game; a range with
/// neither moves nor tags is dropped.
#[must_use]
pub fn games(text: &str, elements: &[Element]) -> Vec<Range<usize>> {
    let mut games = Vec::new();
    let mut start: Option<usize> = None;
    let mut moves_seen = false;
    let mut substantial = false;
    // Whether the last space held a blank line.
    let mut blank_line = false;
    // What the current line holds: moves, and text that is no move (a
    // heading's words); and whether the line before was such a heading,
    // words and no move ("Game 2.", "Partie 3").
    let (mut line_moves, mut line_words) = (false, false);
    let mut after_heading = false;
    let mut line_start = true;
    // Where the current line's first element and the line before's stand:
    // a game that opens under a heading takes its heading along.
    let (mut line_first, mut heading_first) = (0, 0);
    // A move has been read since the game began (numbers and words alone
    // are a heading's).
    let mut played = false;
    for (index, element) in elements.iter().enumerate() {
        // A malformed tag pair still opens or continues a tag section.
        let is_tag = matches!(element, Element::TagPair(_) | Element::MalformedTag(_));
        // White's first move after a blank line: a scoresheet's `1.` for
        // an `11.` stays in its game, but a paragraph that opens at `1.`
        // after moves is the next game.
        // So does one that opens a line under a heading line of words with
        // no move ("Game 2." between two games without results).
        let first_move = matches!(element, Element::MoveNumber(n) if n.number == 1
                && !n.mark.says_black() && n.mark != NumberMark::TwoDots);
        let under_heading = line_start && after_heading && played && first_move;
        // A transcription of handwritten scoresheets labels each box with
        // its game, and its first box is White's move 1: the next sheet.
        let first_box = played
            && matches!(element, Element::MoveNumber(n) if n.number == 1
                && n.mark == NumberMark::WhiteBox);
        let opens_game = (blank_line && first_move) || first_box;
        if let Element::Space(span) = element {
            let breaks = span.text(text).matches('\n').count();
            blank_line = breaks >= 2;
            if breaks > 0 {
                after_heading = line_words && !line_moves;
                heading_first = line_first;
                (line_moves, line_words) = (false, false);
                line_start = true;
            }
            continue;
        }
        blank_line = false;
        if line_start {
            line_first = index;
        }
        line_start = false;
        match element {
            Element::Move(_) => line_moves = true,
            Element::Error(_) => line_words = true,
            _ => {}
        }
        if under_heading
            && let Some(begin) = start
            && heading_first > begin
        {
            games.push(begin..trimmed_end(elements, begin, heading_first));
            start = Some(heading_first);
            moves_seen = true;
            played = false;
        }
        match element {
            _ if (is_tag || opens_game) && moves_seen => {
                if let Some(begin) = start.take()
                    && substantial
                {
                    games.push(begin..trimmed_end(elements, begin, index));
                }
                moves_seen = false;
                played = false;
                substantial = false;
            }
            _ => {}
        }
        if start.is_none() {
            start = Some(index);
        }
        match element {
            _ if is_tag => substantial = true,
            Element::Move(_) | Element::MoveNumber(_) | Element::Error(_) => {
                moves_seen = true;
                substantial = true;
                played |= matches!(element, Element::Move(_));
            }
            // A dash among words before any move ("Look at the diagram -
            // White is better", words between games) is no result: it
            // ends nothing.
            Element::Result(result)
                if !played && matches!(result.span.text(text), "-" | "–" | "—" | "−") => {}
            Element::Result(_) => {
                if let Some(begin) = start.take() {
                    games.push(begin..index + 1);
                }
                moves_seen = false;
                played = false;
                substantial = false;
            }
            _ => {}
        }
    }
    if let Some(begin) = start
        && substantial
    {
        let end = elements
            .iter()
            .rposition(|e| !matches!(e, Element::Space(_)))
            .map_or(elements.len(), |i| i + 1);
        games.push(begin..end.max(begin));
    }
    games
}

/// `end`, moved back over white space, but not before `begin`.
fn trimmed_end(elements: &[Element], begin: usize, end: usize) -> usize {
    let mut end = end;
    while end > begin && matches!(elements.get(end - 1), Some(Element::Space(_))) {
        end -= 1;
    }
    end
}

#[cfg(test)]
mod tests {
    use super::games;
    use crate::syntax::parse;

    fn texts(text: &str) -> Vec<String> {
        let parsed = parse(text);
        games(text, &parsed.movetext.elements)
            .into_iter()
            .map(|r| {
                let els = &parsed.movetext.elements[r];
                let span = els[0].span().cover(els[els.len() - 1].span());
                span.text(text).to_string()
            })
            .collect()
    }

    #[test]
    fn a_result_ends_a_game_and_tags_start_one() {
        assert_eq!(
            texts("1. e4 e5 1-0 1. d4 d5 *"),
            ["1. e4 e5 1-0", "1. d4 d5 *"]
        );
        assert_eq!(
            texts("[A \"1\"]\n1. e4\n[B \"2\"]\n1. d4\n"),
            ["[A \"1\"]\n1. e4", "[B \"2\"]\n1. d4"]
        );
        assert_eq!(texts("{only a comment}\n"), Vec::<String>::new());
        assert_eq!(texts("1. e4 e5"), ["1. e4 e5"]);
    }

    #[test]
    fn a_first_move_after_a_blank_line_starts_a_game() {
        assert_eq!(
            texts("1. d4 d5 2. c4 e6\n\n1. e4 e5 2. Nf3\n"),
            ["1. d4 d5 2. c4 e6", "1. e4 e5 2. Nf3"]
        );
        // Without a blank line it may be a slip for 11., read in its game;
        // Black's "1..." goes on the game.
        assert_eq!(texts("10. Nf3 Nc6\n1. Bb5 a6"), ["10. Nf3 Nc6\n1. Bb5 a6"]);
        assert_eq!(texts("1. e4\n\n1... e5"), ["1. e4\n\n1... e5"]);
    }

    #[test]
    fn a_first_move_under_a_heading_line_starts_a_game() {
        assert_eq!(
            texts("Game 1.\n1. d4 d5 2. c4 e6\nGame 2.\n1. e4 e5 2. Nf3\n"),
            ["Game 1.\n1. d4 d5 2. c4 e6", "Game 2.\n1. e4 e5 2. Nf3"]
        );
        // A line of moves before it is no heading: a slip for 11. stays.
        assert_eq!(texts("10. Nf3 Nc6\n1. Bb5 a6"), ["10. Nf3 Nc6\n1. Bb5 a6"]);
    }

    #[test]
    fn a_malformed_tag_pair_after_moves_starts_a_game() {
        assert_eq!(
            texts("[A \"1\"]\n1. e4\n[White \"\"B\"\"]\n[Event]\n1. d4\n"),
            ["[A \"1\"]\n1. e4", "[White \"\"B\"\"]\n[Event]\n1. d4"]
        );
        // Text that is no tag pair ("]x") among moves is not a boundary.
        assert_eq!(texts("1. e4 ]x 1... e5"), ["1. e4 ]x 1... e5"]);
    }
}
