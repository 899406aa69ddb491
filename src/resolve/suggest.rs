//! The nearest legal moves to a move that fits none: what the writer most
//! likely meant.
//!
//! Only the error path comes here, so it may write every legal move: each is
//! scored by the edit distance between its SAN (in the game's language) and
//! what was written, then by sharing the piece, the destination and the
//! departure the writer named.

use crate::Span;
use crate::board::{MoveList, Position, Role};
use crate::diagnostics::{Applicability, Fix, join_or};
use crate::notation::lexicon::Language;
use crate::notation::{Style, move_to_string};
use crate::syntax::ast::{MoveBody, Origin, SanMove, Target};

/// Help text naming the nearest moves, and a fix to the nearest.
pub(crate) struct Suggestion {
    pub(crate) help: String,
    pub(crate) fix: Fix,
}

/// A legal move as a candidate for what was meant.
#[derive(Clone, Debug)]
pub(crate) struct Ranked {
    /// The move in SAN, in the game's language, without check marks.
    pub(crate) text: String,
    /// Lower is nearer: edits weigh most, then the piece, the destination
    /// and the departure the writer named.
    pub(crate) score: u32,
}

/// The weight of one edit of the written text in a score.
pub(crate) const EDIT: u32 = 4;

/// How many moves the help names.
const SHOWN: usize = 3;

/// The nearest legal moves to `san`, best first, or `None` when there is no
/// legal move at all.
pub(crate) fn nearest(
    position: &Position,
    san: &SanMove,
    source: &str,
    language: Language,
) -> Option<Suggestion> {
    let ranked = rank(position, san, source, language);
    let best = ranked.first()?;
    let fix_span = written_span(san);
    let names: Vec<String> = ranked
        .iter()
        .take(SHOWN)
        .map(|ranked| ranked.text.clone())
        .collect();
    Some(Suggestion {
        help: format!("did you mean {}?", join_or(&names, "or")),
        fix: Fix::replace(fix_span, best.text.clone(), Applicability::Unsafe),
    })
}

/// The legal moves as text, with their scores (lower is nearer) and the
/// moves themselves, best first.
pub(crate) fn rank(
    position: &Position,
    san: &SanMove,
    source: &str,
    language: Language,
) -> Vec<Ranked> {
    rank_text(
        position,
        written_span(san).text(source),
        written_parts(san, language),
        language,
    )
}

/// What the written text says of the move, where it could be read.
pub(crate) type Parts = (Option<Role>, Option<crate::board::Square>, Option<Origin>);

/// [`rank`] for any written text, with what could be read of it.
pub(crate) fn rank_text(
    position: &Position,
    written: &str,
    parts: Parts,
    language: Language,
) -> Vec<Ranked> {
    let mut legal: MoveList = MoveList::new();
    position.legal_moves(&mut legal);
    let style = Style::san_in(language);
    let (role, to, origin) = parts;
    let mut scored: Vec<Ranked> = legal
        .iter()
        .map(|m| {
            let text = move_to_string(position, *m, style);
            let bare = text.trim_end_matches(['+', '#']).to_string();
            let edits = edit_distance(written, &bare);
            let mut score = edits * EDIT;
            if role.is_some_and(|r| r != m.role()) {
                score += 3;
            }
            if let Some(t) = to {
                // A wrong square is more likely a near one: f3 for g3.
                let (to_m, file, rank) = (
                    m.to(),
                    t.file().distance(m.to().file()),
                    t.rank().distance(m.to().rank()),
                );
                if to_m != t {
                    score += 2 + u32::from(file + rank);
                }
            }
            if let Some(origin) = origin {
                let from = m.from();
                let fits = match origin {
                    Origin::File(f) => from.file() == f,
                    Origin::Rank(r) => from.rank() == r,
                    Origin::Square(s) => from == s,
                };
                if !fits {
                    score += 1;
                }
            }
            Ranked { text: bare, score }
        })
        .collect();
    scored.sort_by(|a, b| a.score.cmp(&b.score).then_with(|| a.text.cmp(&b.text)));
    scored
}

/// The text of the move up to its marks.
pub(crate) fn written_span(san: &SanMove) -> Span {
    let body = match san.body {
        MoveBody::Castling(c) => c.span,
        MoveBody::Null(span) => span,
        MoveBody::Normal(normal) => {
            let start = normal
                .piece
                .map_or(normal.origin.map_or(normal.target.span, |o| o.span), |p| {
                    p.span
                });
            start.cover(normal.target.span)
        }
    };
    san.promotion.map_or(body, |p| body.cover(p.span))
}

fn written_parts(san: &SanMove, language: Language) -> Parts {
    match san.body {
        MoveBody::Normal(normal) => {
            let role = match normal.piece {
                Some(piece) => language.role_of(piece.value),
                None => Some(Role::Pawn),
            };
            let to = match normal.target.value {
                Target::Square(square) => Some(square),
                Target::File(_) | Target::Piece(_) => None,
            };
            (role, to, normal.origin.map(|o| o.value))
        }
        _ => (Some(Role::King), None, None),
    }
}

/// Levenshtein distance over characters, with a swap of two neighbours
/// counting as one edit (optimal string alignment).
pub(crate) fn edit_distance(a: &str, b: &str) -> u32 {
    let a: Vec<char> = a.chars().collect();
    let b: Vec<char> = b.chars().collect();
    let width = b.len() + 1;
    let mut table = vec![0u32; (a.len() + 1) * width];
    for i in 0..=a.len() {
        table[i * width] = i as u32;
    }
    for (j, cell) in table.iter_mut().take(width).enumerate() {
        *cell = j as u32;
    }
    for i in 1..=a.len() {
        for j in 1..=b.len() {
            let cost = u32::from(a[i - 1] != b[j - 1]);
            let mut best = (table[(i - 1) * width + j] + 1)
                .min(table[i * width + j - 1] + 1)
                .min(table[(i - 1) * width + j - 1] + cost);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                best = best.min(table[(i - 2) * width + j - 2] + 1);
            }
            table[i * width + j] = best;
        }
    }
    table[a.len() * width + b.len()]
}

#[cfg(test)]
mod tests {
    use super::edit_distance;

    #[test]
    fn edit_distance_counts_insertions_deletions_substitutions_and_swaps() {
        assert_eq!(edit_distance("Nf3", "Nf3"), 0);
        assert_eq!(edit_distance("Nf3", "Ng3"), 1);
        assert_eq!(edit_distance("Nf3", "Nxf3"), 1);
        assert_eq!(edit_distance("Nf3", "f3"), 1);
        assert_eq!(edit_distance("Nf3", "N3f"), 1);
        assert_eq!(edit_distance("", "e4"), 2);
    }
}
