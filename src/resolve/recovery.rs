//! Recovery from a writer's slip: when a move fits no legal move or several,
//! find the correction under which the rest of the game makes sense, as an
//! arbiter reading a scoresheet would.
//!
//! The corrections tried are the legal moves nearest to what was written —
//! within two edits of its text (a wrong piece letter, file or rank, a swapped
//! pair, a missing or extra character), which takes in every candidate of an
//! ambiguous move — best first. Each is played and the moves that follow are
//! resolved until one fails, up to [`LOOKAHEAD`]; the correction that carries
//! the game furthest wins, the nearer one on ties. That is a beam search of
//! width [`WIDTH`] and depth [`LOOKAHEAD`] at each slip: bounded work, however
//! long the game.

use super::Options;
use super::reading::{Played, resolve_move};
use super::suggest::{EDIT, rank, rank_text};
use crate::board::Position;
use crate::syntax::ast::{Element, SanMove};
use crate::syntax::lexicon::Language;

/// How many corrections are tried at one slip.
const WIDTH: usize = 8;
/// How many following moves are resolved to judge a correction.
const LOOKAHEAD: usize = 12;
/// The furthest a correction may be from the written text, in edits.
const MAX_EDITS: u32 = 2;

/// A correction that carries the game on.
pub(crate) struct Correction {
    /// The move read instead.
    pub(crate) played: Played,
    /// How it is written, in the game's language.
    pub(crate) text: String,
    /// How many of the following moves resolve after it (at most
    /// [`LOOKAHEAD`]), and how many were there to try.
    pub(crate) carried: usize,
    pub(crate) following: usize,
}

/// The best correction of `san`, which did not resolve in `position`, judged
/// by the moves written after it (`rest`, the rest of its line).
pub(crate) fn correct(
    position: &Position,
    san: &SanMove,
    source: &str,
    rest: &[Element],
    language: Language,
    options: &Options,
) -> Option<Correction> {
    correct_ranked(
        position,
        rank(position, san, source, language),
        source,
        rest,
        language,
        options,
    )
}

/// The best correction of text the parser could not read as a move (an OCR
/// or typing slip such as `Mf3`), judged the same way.
pub(crate) fn correct_text(
    position: &Position,
    written: &str,
    source: &str,
    rest: &[Element],
    language: Language,
    options: &Options,
) -> Option<Correction> {
    let ranked = rank_text(position, written, (None, None, None), language);
    correct_ranked(position, ranked, source, rest, language, options)
}

fn correct_ranked(
    position: &Position,
    ranked: Vec<(String, u32, crate::board::Move)>,
    source: &str,
    rest: &[Element],
    language: Language,
    options: &Options,
) -> Option<Correction> {
    let following: Vec<&SanMove> = rest
        .iter()
        .filter_map(|e| match e {
            Element::Move(m) => Some(m),
            _ => None,
        })
        .take(LOOKAHEAD)
        .collect();
    let candidates: Vec<(String, u32, crate::board::Move)> = ranked
        .into_iter()
        .filter(|(_, score, _)| score / EDIT <= MAX_EDITS)
        .take(WIDTH)
        .collect();
    let mut best: Option<(usize, usize)> = None;
    for (index, (_, _, m)) in candidates.iter().enumerate() {
        let carried = carry(&position.play(*m), &following, source, language, options);
        if best.is_none_or(|(_, most)| carried > most) {
            best = Some((index, carried));
        }
    }
    let (index, carried) = best?;
    if following.is_empty() {
        // Nothing follows to judge by: only a correction that stands out
        // (one edit away, and no other as near) is taken.
        let near: Vec<_> = candidates
            .iter()
            .filter(|(_, score, _)| score / EDIT <= 1)
            .collect();
        if near.len() != 1 {
            return None;
        }
    } else if carried == 0 {
        return None;
    }
    let (text, _, m) = candidates.get(index)?.clone();
    Some(Correction {
        played: Played::Move(m),
        text,
        carried,
        following: following.len(),
    })
}

/// How many of `moves` resolve one after another from `position`.
fn carry(
    position: &Position,
    moves: &[&SanMove],
    source: &str,
    language: Language,
    options: &Options,
) -> usize {
    let mut position = *position;
    for (count, san) in moves.iter().enumerate() {
        match resolve_move(&position, san, source, language, options).played {
            Some(played) => position = played.play(&position),
            None => return count,
        }
    }
    moves.len()
}
