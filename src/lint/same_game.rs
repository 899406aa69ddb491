//! The promise every fix keeps, checked rather than trusted: the fixed text,
//! read again, yields exactly the games the original text did — the same
//! moves in the same lines, variations included, the same results — and no
//! diagnostic the original did not have (the note naming the letters read
//! aside).
//!
//! A fix is computed from one reading of the text and applied blind to
//! bytes; an edit that collides with something nearby, or a form that reads
//! back as another move, would otherwise change a game without a word.

use crate::diagnostics::{Code, Diagnostic};
use crate::document::ReadGame;
use crate::resolve::Line;
use std::collections::HashMap;

/// Why a fixed text does not read as the original, or `Ok` when it does.
///
/// # Errors
/// A sentence naming the first difference: the game, the move, what it was
/// and what it became; or a diagnostic code the fixed text adds.
pub fn same_games(before: &[ReadGame], after: &[ReadGame]) -> Result<(), String> {
    if before.len() != after.len() {
        return Err(format!(
            "the fixed text would hold {} games instead of {}",
            after.len(),
            before.len()
        ));
    }
    for (index, (b, a)) in before.iter().zip(after).enumerate() {
        let number = index + 1;
        same_line(&b.game.line, &a.game.line)
            .map_err(|difference| format!("game {number}: {difference}"))?;
        if b.game.result != a.game.result {
            return Err(format!("game {number}: the result would change"));
        }
    }
    let counted = count(before.iter().flat_map(|g| &g.diagnostics));
    for (code, n) in count(after.iter().flat_map(|g| &g.diagnostics)) {
        // Which language's letters were read is no problem: spacing glued
        // moves apart (`Cf3Cc6` → `Cf3 Cc6`) shows letters the note names.
        if code == Code::LanguageChosen {
            continue;
        }
        if n > counted.get(&code).copied().unwrap_or(0) {
            return Err(format!(
                "the fixed text would have a new problem ({}: {})",
                code.as_str(),
                code.name()
            ));
        }
    }
    Ok(())
}

fn count<'a>(diagnostics: impl Iterator<Item = &'a Diagnostic>) -> HashMap<Code, usize> {
    let mut counts = HashMap::new();
    for d in diagnostics {
        *counts.entry(d.code).or_insert(0) += 1;
    }
    counts
}

/// The first move where two lines differ, variations included.
fn same_line(before: &Line, after: &Line) -> Result<(), String> {
    for (ply, pair) in before
        .moves
        .iter()
        .map(Some)
        .chain(std::iter::repeat(None))
        .zip(after.moves.iter().map(Some).chain(std::iter::repeat(None)))
        .enumerate()
    {
        match pair {
            (None, None) => return Ok(()),
            (Some(b), Some(a)) if b.played == a.played => {
                if b.variations.len() != a.variations.len() {
                    return Err(format!("the variations after ply {} would change", ply + 1));
                }
                for (vb, va) in b.variations.iter().zip(&a.variations) {
                    same_line(vb, va)?;
                }
            }
            (b, a) => {
                let name = |m: Option<&crate::resolve::GameMove>| {
                    m.map_or_else(|| "no move".to_string(), |m| m.played.uci())
                };
                return Err(format!(
                    "ply {} would read as {} instead of {}",
                    ply + 1,
                    name(a),
                    name(b)
                ));
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::document::{ReadOptions, read_str};

    fn check(before: &str, after: &str) -> Result<(), String> {
        let options = ReadOptions::default();
        same_games(&read_str(before, &options), &read_str(after, &options))
    }

    #[test]
    fn the_same_game_passes() {
        assert_eq!(check("1. e4 e5 2. Nxf3", "1. e4 e5 2. Nf3"), Ok(()));
    }

    #[test]
    fn another_move_is_named() {
        let error = check("1. e4 e5 2. Nf3", "1. e4 e5 2. Nc3").unwrap_err();
        assert!(
            error.contains("ply 3 would read as b1c3 instead of g1f3"),
            "{error}"
        );
    }

    #[test]
    fn a_variation_counts() {
        let error = check("1. e4 (1. d4 d5) e5", "1. e4 (1. d4 d6) e5").unwrap_err();
        assert!(error.contains("ply 2"), "{error}");
    }

    #[test]
    fn a_lost_move_counts() {
        assert!(check("1. e4 e5 2. Nf3", "1. e4 e5").is_err());
    }

    #[test]
    fn a_new_problem_counts() {
        let error = check("1. e4 e5", "1. e4 e5 2. Nf4").unwrap_err();
        assert!(error.contains("M00") || error.contains("ply 3"), "{error}");
        let error = check("1. e4 e5 2. Nf3", "1. e4 e5 2. Nf3+").unwrap_err();
        assert!(error.contains("new problem"), "{error}");
    }
}
