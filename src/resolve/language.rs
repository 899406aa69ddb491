//! Language inference: which national letter set a game is written in (R2).
//!
//! Letters collide across languages, so the letter alone does not decide: the
//! game does. Each language under which the game's letters all name pieces is
//! tried, and the one under which the most moves resolve wins — with fewer
//! letters borrowed from other languages breaking ties, then English. Games in
//! English, nearly all of them, resolve on the first try and cost one pass.

use super::Options;
use super::game::{Line, Reader, Tally, read_line};
use crate::Span;
use crate::board::Position;
use crate::diagnostics::{Code, Diagnostic};
use crate::notation::lexicon::{Language, PieceSymbol};
use crate::syntax::ast::{Element, MoveBody, SanMove};
use strum::IntoEnumIterator;

/// A reading of the game in one language, kept so that the winner is not
/// read twice.
pub(crate) struct Pass {
    pub(crate) line: Line,
    pub(crate) diagnostics: Vec<Diagnostic>,
    /// How the line read: its result, its end, whether it stopped, the
    /// letters it borrowed.
    pub(crate) tally: Tally,
}

impl Pass {
    /// Whether every move resolved: then reading again with recovery on
    /// would give the same, and the pass can stand as the reading.
    pub(crate) const fn complete(&self) -> bool {
        !self.tally.stopped
    }
}

/// The language chosen, the note that says so, and the winning pass.
pub(crate) struct Choice {
    pub(crate) language: Language,
    pub(crate) note: Option<Diagnostic>,
    pub(crate) pass: Option<Pass>,
}

/// The language to read the game in, and a note saying so when it is not
/// plain English; `game` is the game's reader, whatever its language, and
/// `span` where its movetext starts.
pub(crate) fn choose(
    game: Reader<'_>,
    span: Span,
    elements: &[Element],
    start: &Position,
) -> Choice {
    let moves = game.moves;
    // Nearly every game is in English: when it reads through in English with
    // no letter borrowed, no other language can do better (English comes
    // first on ties), and the game's letters need not even be gathered.
    let reader = |language| Reader { language, ..game };
    let (english, pass) = score(reader(Language::English), elements, start);
    if pass.complete() && english.is_clean() {
        return Choice {
            language: Language::English,
            note: None,
            pass: Some(pass),
        };
    }
    let mut letters = Vec::new();
    let mut first_letter = None;
    gather(
        game.source,
        elements,
        moves,
        &mut letters,
        &mut first_letter,
    );
    if letters.is_empty() {
        return Choice {
            language: Language::English,
            note: None,
            pass: None,
        };
    }
    let fits = |language: Language| {
        letters
            .iter()
            .all(|letter| language.role_of(*letter).is_some())
    };
    let mut candidates: Vec<Language> = Language::iter().filter(|l| fits(*l)).collect();
    if candidates.is_empty() {
        candidates = Language::iter().collect();
    }
    let mut best: Option<(Language, Score, Pass)> = None;
    // The languages whose reading is as good as the best's.
    let mut tied: Vec<Language> = Vec::new();
    for language in candidates {
        let (score, pass) = score(reader(language), elements, start);
        // Every move resolved and no letter borrowed: nothing can do better.
        let perfect = pass.complete() && score.is_clean();
        let better = best.as_ref().is_none_or(|(_, b, _)| score.beats(b));
        if better {
            tied.clear();
            tied.push(language);
            best = Some((language, score, pass));
        } else if best.as_ref().is_some_and(|(_, b, _)| !b.beats(&score)) {
            tied.push(language);
        }
        if perfect && better {
            break;
        }
    }
    // Read as written, the game stops as early in several languages (long
    // algebraic with spaced dashes, `e2 — e4`, fails at the first move in
    // every one): where the text is in that form (its recovered reading
    // joins moves across a spaced dash), the language whose recovered
    // reading needs the fewest and cheapest corrections reads the letters
    // best. Other failures (`Nd2` with two knights able to go there) keep
    // the plain order: a language is not chosen for what it corrects.
    //
    // The game stops at one slip in every language otherwise (OCR's
    // `Rgl—f3` for the Icelandic knight's Rg1—f3): the language whose
    // recovered reading goes further, or as far with fewer corrections,
    // reads the letters; on a tie the plain order stands. Each tied
    // language is read with recovery once, for both choices.
    if let Some((_, _, pass)) = &best
        && !pass.complete()
        && tied.len() > 1
        && game.recover()
    {
        let recovered: Vec<Recovered> = tied
            .iter()
            .map(|&language| {
                let mut diagnostics = Vec::new();
                let (line, _) = read_line(reader(language), elements, start, &mut diagnostics);
                (language, line, diagnostics)
            })
            .collect();
        if let Some(language) =
            fewest_corrections(&recovered).or_else(|| clearly_fewer_corrections(&recovered))
        {
            let (score, pass) = score(reader(language), elements, start);
            best = Some((language, score, pass));
        }
    }
    let (language, pass) = best.map_or((Language::English, None), |(l, _, p)| (l, Some(p)));
    let note = (language != Language::English)
        .then(|| chosen_note(language, first_letter.unwrap_or(Span::empty(span.start))));
    Choice {
        language,
        note,
        pass,
    }
}

/// A tied language's reading with recovery on, and what it said.
type Recovered = (Language, Line, Vec<Diagnostic>);

/// Of the `recovered` readings, the first whose reading joins moves
/// across a spaced dash (a form read at no cost) and resolves the most
/// moves with the fewest corrections, then the cheapest; `None` when no
/// reading is in that form.
fn fewest_corrections(recovered: &[Recovered]) -> Option<Language> {
    use std::cmp::Reverse;
    recovered
        .iter()
        .map(|(language, line, diagnostics)| {
            let corrections = diagnostics
                .iter()
                .filter(|d| {
                    matches!(
                        d.code,
                        Code::CorrectedMove | Code::SkippedText | Code::GameStopped
                    ) || d.is_error()
                })
                .count();
            let costs = || line.moves.iter().filter_map(|m| m.correction.as_ref());
            let form = costs().any(|c| c.cost == 0);
            let cost: u32 = costs().map(|c| c.cost).sum();
            let key = (form, line.moves.len(), Reverse(corrections), Reverse(cost));
            (*language, key)
        })
        // The first of equals, as the languages come: English first.
        .fold(
            None,
            |best: Option<(Language, _)>, (language, key)| match best {
                Some((_, best_key)) if best_key >= key => best,
                _ => Some((language, key)),
            },
        )
        .filter(|(_, (form, ..))| *form)
        .map(|(language, _)| language)
}

/// Of the `recovered` readings, one that goes at least as far as the
/// first's and, over the moves both read, needs fewer or
/// cheaper corrections (`Rbl—c3` is Rb1—c3 for an Icelandic knight at the
/// cost of one OCR'd `l`, but a knight's Nc3 in English at the cost of a
/// letter as well): the best such by that measure, the first of equals;
/// `None` when none does better than the first. A language that reads
/// further only by correcting what the first could not read at all (an
/// English `Nd2` two knights can play, read as the Romanian king's Rd2)
/// is not chosen: over the moves both read, it does no better.
fn clearly_fewer_corrections(recovered: &[Recovered]) -> Option<Language> {
    let ((_, first, first_said), others) = recovered.split_first()?;
    // Corrections and their cost over a line's moves up to where the text
    // `end`s; text left out there and letters read against the man on the
    // square count too, at the decoder's costs: a language that reads `Sgl
    // —f3` by dropping `Sgl` and playing a pawn to f3, its S a bishop that
    // the knight's moves later contradict, corrects no less.
    let corrections = |line: &Line, said: &[Diagnostic], end: u32| {
        let (count, cost) = line
            .moves
            .iter()
            .take_while(|m| m.span.end <= end)
            .filter_map(|m| m.correction.as_ref())
            .fold((0usize, 0u32), |(count, cost), c| {
                (count + 1, cost + c.cost)
            });
        said.iter()
            .filter(|d| d.span.start < end)
            .filter_map(|d| match d.code {
                Code::SkippedText => Some(super::slips::JUNK),
                Code::LetterContradictsSquare => Some(super::slips::LIBERTY),
                _ => None,
            })
            .fold((count, cost), |(count, cost), extra| {
                (count + 1, cost + extra)
            })
    };
    // Where a line's first `plies` moves end.
    let plies_end = |line: &Line, plies: usize| {
        plies
            .checked_sub(1)
            .and_then(|last| line.moves.get(last))
            .map_or(0, |m| m.span.end)
    };
    // Where the first's reading ends, text it left out after its last move
    // included: a language that reads that text as moves (`Hbl—c3 Hg8—16`,
    // knights in Hungarian, OCR's l and 1 aside; dropped in Polish, where
    // H is the queen) is compared with it up to there.
    let first_last = first.moves.last().map_or(0, |m| m.span.end);
    let skipped_end = first_said
        .iter()
        .filter(|d| d.code == Code::SkippedText && d.span.start >= first_last)
        .map(|d| d.span.end)
        .max();
    others
        .iter()
        .filter_map(|(language, line, said)| {
            let plies = line.moves.len().min(first.moves.len());
            // Over the moves both read, or up to the end of the text the
            // first left out, where this line reads that far.
            let (end, first_end) = match skipped_end {
                Some(end) if line.moves.last().is_some_and(|m| m.span.end >= end) => (end, end),
                _ => (plies_end(line, plies), plies_end(first, plies)),
            };
            let (count, cost) = corrections(line, said, end);
            let (first_count, first_cost) = corrections(first, first_said, first_end);
            let better = plies > 0
                && line.moves.len() >= first.moves.len()
                && count <= first_count
                && cost <= first_cost
                && (count, cost) != (first_count, first_cost);
            better.then_some((*language, (count, cost)))
        })
        .min_by_key(|(_, key)| *key)
        .map(|(language, _)| language)
}

/// The note that a game's letters are read in `language`, at the first
/// piece letter.
pub(crate) fn chosen_note(language: Language, at: Span) -> Diagnostic {
    Diagnostic::new(
        Code::LanguageChosen,
        at,
        format!(
            "piece letters read as {language} ({})",
            letter_names(language)
        ),
    )
}

/// Whether every piece letter written in `line`'s moves names, in
/// `language`, the piece that moved: a game read so far in one language
/// can be read in this one too.
pub(crate) fn letters_agree(source: &str, line: &Line, language: Language) -> bool {
    use crate::resolve::Played;
    line.moves.iter().all(|m| {
        let Played::Move(played) = m.played else {
            return true;
        };
        let Some(letter) = m.span.text(source).chars().next() else {
            return true;
        };
        // Castling's O, figurines and Cyrillic say nothing here.
        if !letter.is_ascii_uppercase() || played.castling_side().is_some() {
            return true;
        }
        language.role_of(PieceSymbol::Letter(letter)) == Some(played.role())
    })
}

fn letter_names(language: Language) -> String {
    let l = language.letters();
    format!("{} {} {} {} {}", l[5], l[4], l[3], l[2], l[1])
}

/// How well a game reads in one language.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Score {
    /// Moves resolved.
    resolved: usize,
    /// Errors.
    errors: usize,
    /// Letters borrowed from other languages.
    borrowed: usize,
    /// Pawn moves written with a letter: where one language reads `Pc6`
    /// as a pawn move with its letter (French `P` for pion) and another as
    /// a piece (Dutch `P` for paard), the piece is the plainer reading.
    pawn_letters: usize,
}

impl Score {
    /// No error, no letter borrowed and no pawn letter.
    const fn is_clean(self) -> bool {
        self.errors == 0 && self.borrowed == 0 && self.pawn_letters == 0
    }

    /// Whether this reading is better than `other`'s: more moves resolved,
    /// then fewer errors, then fewer letters borrowed, then fewer pawn
    /// letters.
    fn beats(self, other: &Score) -> bool {
        use std::cmp::Reverse;
        let key = |s: &Score| {
            (
                s.resolved,
                Reverse(s.errors),
                Reverse(s.borrowed),
                Reverse(s.pawn_letters),
            )
        };
        key(&self) > key(other)
    }
}

/// How well the game reads with `reader`'s language, and the pass itself.
fn score(reader: Reader<'_>, elements: &[Element], start: &Position) -> (Score, Pass) {
    let mut diagnostics = Vec::new();
    // Corrections would hide how well the letters fit: judge without them.
    let options = &Options {
        recover: false,
        ..*reader.options
    };
    let reader = Reader { options, ..reader };
    let (line, tally) = read_line(reader, elements, start, &mut diagnostics);
    let errors = diagnostics.iter().filter(|d| d.is_error()).count();
    let pawn_letters = diagnostics
        .iter()
        .filter(|d| d.code == Code::PawnLetter)
        .count();
    let pass = Pass {
        line,
        diagnostics,
        tally,
    };
    let score = Score {
        resolved: tally.resolved,
        errors,
        borrowed: tally.borrowed,
        pawn_letters,
    };
    (score, pass)
}

/// The distinct uppercase piece letters of the text, and where the first is.
fn gather(
    source: &str,
    elements: &[Element],
    moves: &[SanMove],
    letters: &mut Vec<PieceSymbol>,
    first: &mut Option<Span>,
) {
    for (index, element) in elements.iter().enumerate() {
        match element {
            Element::Move(reference) => {
                let Some(san) = reference.get(moves) else {
                    continue;
                };
                let mut symbols = Vec::with_capacity(2);
                if let MoveBody::Normal(normal) = san.body
                    && let Some(piece) = normal.piece
                {
                    symbols.push(piece);
                }
                if let Some(promotion) = san.promotion {
                    symbols.push(promotion.piece);
                }
                for symbol in symbols {
                    let value = match symbol.value {
                        PieceSymbol::Letter(c) => {
                            PieceSymbol::Letter(c.to_uppercase().next().unwrap_or(c))
                        }
                        other => other,
                    };
                    if matches!(value, PieceSymbol::Figurine(_)) {
                        continue;
                    }
                    note_letter(value, symbol.span, letters, first);
                }
            }
            Element::Variation(variation) => {
                gather(source, &variation.elements, moves, letters, first);
            }
            // A piece letter set apart from its move, which the grammar
            // leaves unread ("H bl—c3", "N f3"), or a piece move OCR
            // damaged ("Hbl—c3", "Fel—g5"): a letter of the game all the
            // same, so that a column written so is read in its language.
            Element::Error(error)
                if set_apart_letter(source, elements, index)
                    || damaged_piece_move(error.span.text(source)) =>
            {
                let letter = error.span.text(source).chars().next().unwrap_or(' ');
                note_letter(PieceSymbol::Letter(letter), error.span, letters, first);
            }
            _ => {}
        }
    }
}

/// Whether unread `text` is a piece move OCR damaged: a piece letter
/// opening a token with a move's shape.
fn damaged_piece_move(text: &str) -> bool {
    text.chars()
        .next()
        .is_some_and(crate::syntax::is_piece_letter)
        && super::slips::move_shaped(text)
}

/// Notes `letter`, written at `span`, among the game's `letters`, once,
/// and `first` where the first letter stands.
fn note_letter(
    letter: PieceSymbol,
    span: Span,
    letters: &mut Vec<PieceSymbol>,
    first: &mut Option<Span>,
) {
    first.get_or_insert(span);
    if !letters.contains(&letter) {
        letters.push(letter);
    }
}

/// Whether element `index` is unread text that is one capital piece letter
/// (in some language) with a square, or OCR's form of one, right after it
/// across one space: a piece letter set apart from its move.
fn set_apart_letter(source: &str, elements: &[Element], index: usize) -> bool {
    let Some(Element::Error(error)) = elements.get(index) else {
        return false;
    };
    let mut letter = error.span.text(source).chars();
    let capital = letter
        .next()
        .is_some_and(|c| c.is_uppercase() && crate::syntax::is_piece_letter(c));
    if !capital || letter.next().is_some() {
        return false;
    }
    let (Some(Element::Space(space)), Some(next)) =
        (elements.get(index + 1), elements.get(index + 2))
    else {
        return false;
    };
    let mut after = next.span().text(source).chars();
    space.text(source) == " "
        && after.next().is_some_and(|c| matches!(c, 'a'..='h'))
        && after
            .next()
            .is_some_and(|c| matches!(c, '1'..='8' | 'l' | 'I' | 'i'))
}

#[cfg(test)]
mod tests {
    use super::Score;

    #[test]
    fn more_moves_then_fewer_errors_then_fewer_borrowed_letters() {
        let score = |resolved, errors, borrowed| Score {
            resolved,
            errors,
            borrowed,
            pawn_letters: 0,
        };
        assert!(score(10, 3, 3).beats(&score(9, 0, 0)));
        assert!(score(10, 1, 3).beats(&score(10, 2, 0)));
        assert!(score(10, 1, 0).beats(&score(10, 1, 1)));
        // A tie is no improvement: the language tried first keeps it.
        assert!(!score(10, 1, 1).beats(&score(10, 1, 1)));
        assert!(score(4, 0, 0).is_clean() && !score(4, 0, 1).is_clean());
        // Then a letter naming a piece beats one marking a pawn move.
        let piece = score(4, 0, 0);
        let pawn = Score {
            pawn_letters: 1,
            ..piece
        };
        assert!(piece.beats(&pawn) && !pawn.is_clean());
    }
}
