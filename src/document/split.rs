//! Where one game ends and the next begins in movetext: after a result, or
//! where tag pairs start again after moves.

use crate::syntax::ast::Element;
use std::ops::Range;

/// The element ranges of the games in `elements`, in order. Space and
/// comments between games belong to no game; a range with neither moves nor
/// tags is dropped.
#[must_use]
pub fn games(elements: &[Element]) -> Vec<Range<usize>> {
    let mut games = Vec::new();
    let mut start: Option<usize> = None;
    let mut moves_seen = false;
    let mut substantial = false;
    for (index, element) in elements.iter().enumerate() {
        // A malformed tag pair still opens or continues a tag section.
        let is_tag = matches!(element, Element::TagPair(_) | Element::MalformedTag(_));
        match element {
            Element::Space(_) => continue,
            _ if is_tag && moves_seen => {
                if let Some(begin) = start.take()
                    && substantial
                {
                    games.push(begin..trimmed_end(elements, begin, index));
                }
                moves_seen = false;
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
            }
            Element::Result(_) => {
                if let Some(begin) = start.take() {
                    games.push(begin..index + 1);
                }
                moves_seen = false;
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
        games(&parsed.movetext.elements)
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
    fn a_malformed_tag_pair_after_moves_starts_a_game() {
        assert_eq!(
            texts("[A \"1\"]\n1. e4\n[White \"\"B\"\"]\n[Event]\n1. d4\n"),
            ["[A \"1\"]\n1. e4", "[White \"\"B\"\"]\n[Event]\n1. d4"]
        );
        // Text that is no tag pair ("]x") among moves is not a boundary.
        assert_eq!(texts("1. e4 ]x 1... e5"), ["1. e4 ]x 1... e5"]);
    }
}
