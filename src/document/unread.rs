//! The last word on a run of moves that no game took.
//!
//! The game finder starts a run at every move number and places what it
//! reads: in a game, as a side line, as a mention, or as a fragment it
//! reports. A run can still come to nothing without a word — its first
//! move in a form the grammar cannot read (`4. Bfl x c4`), a piece letter
//! set apart from its square (`5. N f3B xc3+`) at the end of a text — and
//! then the user would never learn that moves were there. After the finder,
//! every run that starts with something like a move and of which nothing
//! was read, and about which nothing was said, gets a warning.

use super::ReadGame;
use crate::Span;
use crate::diagnostics::{Code, Diagnostic};
use crate::resolve::Line;

/// Warns, in the game before it, of each run of `runs` (where the finder
/// started one, where its clean part ended) that looks like moves and of
/// which no move was read and no diagnostic speaks.
/// The end of a run is looked at too: a run stops before what the grammar
/// cannot read, and when that is a move in a form of its own (`2c4` with
/// its number glued on, `Bfl x c4`) at the end of the game, nothing else
/// would say so. `restated` are moves read and then replaced by the same
/// moves written again (a title quoting the opening): not lost.
pub(super) fn report(
    text: &str,
    runs: &[(usize, usize)],
    restated: &[Span],
    games: &mut Vec<ReadGame>,
) {
    let read = read_moves(games);
    let covered = covered(&read, games, restated);
    let mut found = Vec::new();
    let mut unread = |start: usize, end: usize, kind: Unread| {
        if overlaps(&covered, start, end) {
            return;
        }
        let span = Span::new(start as u32, end as u32);
        found.push((
            kind,
            Diagnostic::new(
                Code::SkippedText,
                span,
                match kind {
                    Unread::Tail => format!(
                        "'{}' looks like a move, but was not read: the moves before it stop here",
                        quoted(span.text(text))
                    ),
                    Unread::Run => format!(
                        "'{}' looks like moves, but no move of it was read",
                        quoted(span.text(text))
                    ),
                    Unread::Line => format!(
                        "this line is mostly moves ('{}'), but none of them was read",
                        quoted(span.text(text).trim())
                    ),
                },
            )
            .with_help("look for a slip or an unusual form of writing in these moves"),
        ));
    };
    for &(start, end) in runs {
        // A run inside a sentence is a move mentioned ("White could play
        // 10.Pbd2"), which the finder reads only where it fits: said of
        // runs that open their line.
        let opens_line = super::line_before(text, start)
            .chars()
            .all(|c| c.is_whitespace() || matches!(c, '*' | '_' | '>' | '#' | '-' | '•'));
        if opens_line && let Some((_, words_end)) = move_like_words(text, start, false) {
            unread(start, end.max(words_end), Unread::Run);
        }
        if end > start
            && let Some((from, to)) = move_like_words(text, end, true)
            && !(no_digit(&text[from..to]) && read_next(&read, text, to))
        {
            unread(from, to, Unread::Tail);
        }
    }
    // Lines of moves with no number to start a run (a table's row of
    // White's moves, "Weiß e2e4 g1f3 f1b5", a column of unnumbered moves).
    let mut line_start = 0;
    for line in text.split_inclusive('\n') {
        let start = line_start;
        line_start += line.len();
        let end = start + line.trim_end().len();
        let words: Vec<&str> = line.split_whitespace().collect();
        let moves = words.iter().filter(|w| ranked_move(w)).count();
        if moves >= LINE_MOVES && 2 * moves >= words.len() {
            unread(start, end, Unread::Line);
        }
    }
    for (kind, mut diagnostic) in found {
        let at = diagnostic.span.start;
        let game = games.iter().rposition(|g| g.span.start <= at).unwrap_or(0);
        // Moves lost from a game are a warning: the moves after a run that
        // was read, or a run numbered on from the game before it with no
        // result. Others are notes, as fragments are: an example in a
        // sentence's place ("typed, like this: 2. ♘f3 ♗c5").
        let number: Option<u32> = text[at as usize..]
            .split(|c: char| !c.is_ascii_digit())
            .next()
            .and_then(|digits| digits.parse().ok());
        let goes_on = games.get(game).is_some_and(|g| {
            g.game.result.is_none() && number.is_some_and(|n| n >= g.game.end.fullmove_number())
        });
        if kind == Unread::Run && !goes_on {
            diagnostic = diagnostic.with_severity(crate::diagnostics::Severity::Note);
        }
        match games.get_mut(game) {
            Some(game) => {
                game.diagnostics.push(diagnostic);
                game.diagnostics.sort_by_key(|d| d.span.start);
            }
            None => games.push(ReadGame::empty(vec![diagnostic])),
        }
    }
}

/// How far, in bytes, a run's line is looked along from it.
const REACH: usize = 200;

/// How many moves a line must hold, half its words at least, to be a line
/// of moves that no run started on: more than a list of examples ("Be5,
/// Nf3, Rd1."), as many as a table's row of a few moves.
const LINE_MOVES: usize = 4;

/// What was left unread.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Unread {
    /// A run from its move number: a warning when it goes on from the game
    /// before it, a note otherwise (an example in a sentence's place).
    Run,
    /// Where a read run stopped: the moves after it are lost.
    Tail,
    /// A line of moves with no number.
    Line,
}

/// `text` as a message quotes it: its first line, at most 40 characters.
pub(super) fn quoted(text: &str) -> String {
    let line = text.lines().next().unwrap_or("").trim_end();
    match line.char_indices().nth(40) {
        Some((at, _)) => format!("{}…", &line[..at]),
        None => line.to_string(),
    }
}

/// Where the first two words after the move number at `start` (if one
/// stands there) end, when either looks like a move; `None` otherwise ("3.
/// Runde", "1. Bundesliga"). After a run (`tail`), only the first word
/// counts, or a piece letter and the word after it (`N f3B`): a sentence
/// after a game names squares ("and the e4 pawn falls").
fn move_like_words(text: &str, start: usize, tail: bool) -> Option<(usize, usize)> {
    // A run that ends its line stops before the next line's first word: a
    // column of one move a line (`7.⏎Pb3⏎Lz7`), a line wrapped. There a
    // word needs a digit: a caption's name under the game is no move read
    // with OCR's l for a 1 ("Tal - Jakobsen").
    let blank_to_line_end = |start: usize| {
        let blanks = text[start..]
            .bytes()
            .take(REACH)
            .take_while(|b| matches!(b, b' ' | b'\t' | b'\r'))
            .count();
        (text.as_bytes().get(start + blanks) == Some(&b'\n')).then_some(start + blanks + 1)
    };
    let (start, next_line) = match tail.then(|| blank_to_line_end(start)).flatten() {
        Some(next) => (next, true),
        None => (start, false),
    };
    let mut reach = (start + REACH).min(text.len());
    while !text.is_char_boundary(reach) {
        reach -= 1;
    }
    let line_end = text[start..reach].find('\n').map_or(reach, |n| start + n);
    let line = text[start..line_end].trim_start_matches([' ', '\t']);
    let start = line_end - line.len();
    let number = line
        .find(|c: char| !(c.is_ascii_digit() || matches!(c, '.' | '…' | ')' | '/')))
        .unwrap_or(line.len());
    // A number with a mark the grammar does not take for its period ("4;
    // Ba4", "5> O-O", OCR's debris): the mark is the number's too.
    let number = if number > 0 && line.as_bytes()[..number].iter().all(u8::is_ascii_digit) {
        number
            + line[number..]
                .bytes()
                .take_while(|b| b.is_ascii_punctuation())
                .count()
    } else {
        number
    };
    // Or the run took the number and stopped after it.
    let after_number = super::prose::ends_with_move_number(&text[..start]);
    let mut end = None;
    let mut rest = &line[number..];
    for index in 0..2 {
        let trimmed = rest.trim_start();
        // Chinese and Japanese end a word without a space ("Bb4の他に3."):
        // what stands after the move is no word of moves.
        let word_len = trimmed
            .find(|c: char| c.is_whitespace() || super::prose::is_cjk(c))
            .unwrap_or(trimmed.len());
        if word_len == 0 {
            break;
        }
        let word = &trimmed[..word_len];
        let word_end = line_end - (trimmed.len() - word_len);
        // A smudge of symbols where the move is due (`3. ^~^ and then…`):
        // the move it stood for is lost.
        let smudge = index == 0 && (number > 0 || after_number) && crate::resolve::smudge(word);
        let digit = word.bytes().any(|b| b.is_ascii_digit());
        let ranked = ranked_move(word) && (digit || !next_line);
        if ranked || smudge {
            end = Some(word_end);
        }
        if tail && (index == 1 || !piece_letter(word)) {
            break;
        }
        rest = &trimmed[word_len..];
    }
    end.map(|end| (start, end))
}

/// Whether `word` looks like a move and holds a rank (or OCR's l for a 1):
/// words of a sentence in other scripts look like moves to the finder
/// ("Как", "Þá").
fn ranked_move(word: &str) -> bool {
    let ranked = word.bytes().any(|b| b.is_ascii_digit())
        || word
            .as_bytes()
            .windows(2)
            .any(|w| matches!(w[0], b'a'..=b'h') && matches!(w[1], b'l' | b'I' | b'|'));
    ranked && super::prose::looks_like_a_move(word)
}

/// Whether `word` is one capital piece letter alone (`N`, `К`), in any
/// language's letters.
fn piece_letter(word: &str) -> bool {
    use crate::notation::lexicon::{Language, PieceSymbol};
    use strum::IntoEnumIterator;
    let mut chars = word.chars();
    chars.next().is_some_and(|c| {
        c.is_uppercase()
            && Language::iter().any(|l| l.own_role_of(PieceSymbol::Letter(c)).is_some())
    }) && chars.next().is_none()
}

/// The spans of every move read (side lines too), `read`, and of every
/// diagnostic, merged into sorted, disjoint ranges.
fn covered(read: &[(usize, usize)], games: &[ReadGame], restated: &[Span]) -> Vec<(usize, usize)> {
    let mut spans: Vec<(usize, usize)> = restated
        .iter()
        .map(|s| (s.start as usize, s.end as usize))
        .chain(read.iter().copied())
        .collect();
    for game in games {
        spans.extend(
            game.diagnostics
                .iter()
                .map(|d| (d.span.start as usize, d.span.end as usize)),
        );
    }
    spans.sort_unstable();
    let mut merged: Vec<(usize, usize)> = Vec::with_capacity(spans.len());
    for (start, end) in spans {
        match merged.last_mut() {
            Some(last) if start <= last.1 => last.1 = last.1.max(end),
            _ => merged.push((start, end)),
        }
    }
    merged
}

/// The span of every move read, side lines too, sorted.
fn read_moves(games: &[ReadGame]) -> Vec<(usize, usize)> {
    fn moves(line: &Line, spans: &mut Vec<(usize, usize)>) {
        for played in &line.moves {
            spans.push((played.span.start as usize, played.span.end as usize));
            for variation in &played.variations {
                moves(variation, spans);
            }
        }
    }
    let mut spans = Vec::new();
    for game in games {
        moves(&game.game.line, &mut spans);
    }
    spans.sort_unstable();
    spans
}

/// Whether `word` holds no digit: a move only by OCR's `l` for a 1, as
/// the words of a sentence are ("el", "del").
fn no_digit(word: &str) -> bool {
    !word.bytes().any(|b| b.is_ascii_digit())
}

/// Whether a move was read after `at` in its paragraph, near it: the moves
/// did not stop at the word there, which was one of a note's.
fn read_next(read: &[(usize, usize)], text: &str, at: usize) -> bool {
    let i = read.partition_point(|&(start, _)| start < at);
    read.get(i).is_some_and(|&(next, _)| {
        next - at <= REACH
            && text
                .get(at..next)
                .is_some_and(|between| !between.contains("\n\n"))
    })
}

/// Whether any of the sorted, disjoint `ranges` meets `start..end`.
fn overlaps(ranges: &[(usize, usize)], start: usize, end: usize) -> bool {
    // The first range that ends after `start`: it meets the run if it
    // starts before the run's end.
    let i = ranges.partition_point(|r| r.1 <= start);
    ranges.get(i).is_some_and(|r| r.0 < end.max(start + 1))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::diagnostics::Severity;
    use crate::document::{ReadOptions, read_str};

    /// The diagnostics `report` adds to the game of `game_text` for `text`,
    /// which opens with it, and one run starting at `run`.
    fn reported(game_text: &str, text: &str, run: &str) -> Vec<Diagnostic> {
        let mut games = read_str(game_text, &ReadOptions::default());
        let before = games[0].diagnostics.len();
        let start = text.find(run).unwrap();
        report(text, &[(start, start + run.len())], &[], &mut games);
        games[0].diagnostics.split_off(before)
    }

    #[test]
    fn a_run_of_which_nothing_was_read_is_reported() {
        // Numbered on from the game, on a line of its own: moves lost.
        let said = reported("1. e4 e5", "1. e4 e5\n2. Nf3 Nc6\n", "2. Nf3 Nc6");
        assert_eq!(said.len(), 1, "{said:?}");
        assert_eq!(said[0].code, Code::SkippedText);
        assert_eq!(said[0].severity, Severity::Warning);
        // Numbered back, an example where a sentence would be: a note.
        let text = "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6\n1. d4 d5\n";
        let said = reported("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6", text, "1. d4 d5");
        assert_eq!(said[0].severity, Severity::Note, "{said:?}");
        // A move mentioned in a sentence, and words after a number: nothing.
        let text = "1. e4 e5 White could play 2. Nf3 here.\n";
        assert!(reported("1. e4 e5", text, "2. Nf3").is_empty());
        let text = "1. e4 e5\n3. Runde im Verein\n";
        assert!(reported("1. e4 e5", text, "3. Runde").is_empty());
    }
}
