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
use super::reading::{Played, Resolution, resolve_move};
use super::suggest::{Ranked, rank, rank_text};
use crate::board::{CheckKind, Position};
use crate::diagnostics::{Applicability, Code, Diagnostic, Fix, Severity};
use crate::notation::lexicon::Language;
use crate::syntax::ast::{Claim, Element, SanMove};

/// How many corrections are tried at one slip.
const WIDTH: usize = 8;
/// How many following moves are resolved to judge a correction.
const LOOKAHEAD: usize = 12;
/// The furthest a correction may be from the written text, in edits.
const MAX_EDITS: u32 = 2;

/// The moves written after a slip in its line (`rest`), as many as are
/// looked ahead.
pub(crate) fn following<'a>(rest: &[Element], moves: &'a [SanMove]) -> Vec<&'a SanMove> {
    rest.iter()
        .filter_map(|e| match e {
            Element::Move(reference) => reference.get(moves),
            _ => None,
        })
        .take(LOOKAHEAD)
        .collect()
}

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
    following: &[&SanMove],
    language: Language,
    options: &Options,
) -> Option<Correction> {
    let claim = san.check.map(|c| c.value.claim());
    correct_ranked(
        position,
        rank(position, san, source, language),
        claim,
        source,
        following,
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
    following: &[&SanMove],
    language: Language,
    options: &Options,
) -> Option<Correction> {
    // No move is written in more than a dozen characters: a longer token is
    // not a slip of one, and comparing it with every move would be wasted.
    if written.chars().count() > 12 {
        return None;
    }
    let ranked = rank_text(position, written, (None, None, None), language);
    correct_ranked(position, ranked, None, source, following, language, options)
}

fn correct_ranked(
    position: &Position,
    ranked: Vec<Ranked>,
    claim: Option<Claim>,
    source: &str,
    following: &[&SanMove],
    language: Language,
    options: &Options,
) -> Option<Correction> {
    let candidates: Vec<Ranked> = ranked
        .into_iter()
        .filter(|ranked| ranked.edits <= MAX_EDITS)
        .take(WIDTH)
        .collect();
    let mut best: Option<(usize, usize)> = None;
    for (index, ranked) in candidates.iter().enumerate() {
        let m = &ranked.chess_move;
        let carried = carry(&position.play(*m), following, source, language, options);
        if best.is_none_or(|(_, most)| carried > most) {
            best = Some((index, carried));
        }
    }
    if following.is_empty() {
        // Nothing follows to judge by. Only a correction that stands out is
        // taken: one edit away, no other as near, and doing what the
        // writer's check or mate mark claims.
        let claim = claim?;
        let near: Vec<&Ranked> = candidates
            .iter()
            .filter(|r| r.edits <= 1 && fulfils(position, r.chess_move, claim))
            .collect();
        let [only] = near.as_slice() else { return None };
        return Some(Correction {
            played: Played::Move(only.chess_move),
            text: only.text.clone(),
            carried: 0,
            following: 0,
        });
    }
    let (index, carried) = best?;
    if carried == 0 {
        return None;
    }
    let Ranked {
        text,
        chess_move: m,
        ..
    } = candidates.get(index)?.clone();
    Some(Correction {
        played: Played::Move(m),
        text,
        carried,
        following: following.len(),
    })
}

/// Whether `m` does what a check or mate mark claims.
fn fulfils(position: &Position, m: crate::board::Move, claim: Claim) -> bool {
    let check = position.check_after(m);
    let mate = check != CheckKind::None && !position.play(m).has_legal_moves();
    match claim {
        Claim::Check => check != CheckKind::None && !mate,
        Claim::DiscoveredCheck => matches!(check, CheckKind::Discovered | CheckKind::Double),
        Claim::DoubleCheck => check == CheckKind::Double,
        Claim::DoubleCheckOrMate => mate || check == CheckKind::Double,
        Claim::Mate => mate,
    }
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

/// The resolution of a slip once a correction is applied: the errors become
/// one warning that says what was read instead, with the fix.
pub(super) fn corrected(
    failed: Resolution,
    correction: Correction,
    san: &crate::syntax::ast::SanMove,
    source: &str,
) -> Resolution {
    let (errors, mut others): (Vec<Diagnostic>, Vec<Diagnostic>) = failed
        .diagnostics
        .into_iter()
        .partition(Diagnostic::is_error);
    let why = errors
        .first()
        .map_or_else(String::new, |e| format!("{}; ", e.message));
    let span = errors.first().map_or(san.span, |e| e.span);
    let written = span.text(source);
    let evidence = evidence(&correction);
    others.push(
        Diagnostic::new(
            Code::CorrectedMove,
            span,
            format!("{why}read as {}, {evidence}", correction.text),
        )
        .with_severity(Severity::Warning)
        .with_help(format!("write {} instead of {written}", correction.text))
        .with_fix(Fix::replace(span, correction.text, Applicability::Unsafe)),
    );
    Resolution {
        played: Some(correction.played),
        diagnostics: others,
        after: None,
    }
}

/// Why a correction was chosen, for its message.
pub(super) fn evidence(correction: &Correction) -> String {
    if correction.following == 0 {
        "the nearest legal move".to_string()
    } else {
        format!(
            "under which {} of the next {} moves are legal",
            correction.carried, correction.following
        )
    }
}
