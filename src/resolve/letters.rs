//! Piece letters in a game's language, and in the others: a letter of
//! another language that makes the move legal is read with a warning
//! (M005, `lint::rules::mixed_letters`), and the notes a letter itself
//! deserves (lowercase, a pawn letter).

use super::reading::{Query, candidates};
use crate::Span;
use crate::board::{Move, Position, Role};
use crate::diagnostics::{Code, Diagnostic};
use crate::notation::lexicon::{Language, PieceSymbol};
use strum::IntoEnumIterator;

pub(super) fn letter_list(language: Language) -> String {
    let letters = language.letters();
    format!(
        "{} king, {} queen, {} rook, {} bishop, {} knight",
        letters[5], letters[4], letters[3], letters[2], letters[1]
    )
}

/// Any language's reading of a promotion piece.
pub(super) fn any_reading(symbol: PieceSymbol) -> Option<Role> {
    Language::iter().find_map(|language| language.role_of(symbol))
}

/// The unique legal move the letter makes under some other language.
pub(super) fn other_language(
    position: &Position,
    letter: PieceSymbol,
    language: Language,
    query: Query,
    promotion: Option<Role>,
) -> Option<(Language, Move)> {
    let mut found: Option<(Language, Move)> = None;
    for other in Language::iter().filter(|l| *l != language) {
        let Some(role) = other.own_role_of(letter) else {
            continue;
        };
        if language.role_of(letter) == Some(role) {
            continue;
        }
        let list = candidates(position, Query { role, ..query }, promotion);
        match (list.as_slice(), found) {
            ([m], None) => found = Some((other, *m)),
            ([m], Some((_, seen))) if *m == seen => {}
            ([], _) => {}
            _ => return None,
        }
    }
    found
}

pub(super) fn notes_for_letter(
    letter: PieceSymbol,
    role: Role,
    span: Span,
    diagnostics: &mut Vec<Diagnostic>,
) {
    if letter.is_lowercase() {
        diagnostics.push(Diagnostic::new(
            Code::LowercasePiece,
            span,
            format!("piece letter '{letter}' written in lowercase"),
        ));
    }
    if role == Role::Pawn {
        diagnostics.push(Diagnostic::new(
            Code::PawnLetter,
            span,
            format!("pawn move written with the letter '{letter}'"),
        ));
    }
}
