//! A game's main line as text on one line — what `scoresheet read --to san`
//! prints, and what an embedding program wants when it shows a game —
//! without the tags, comments and variations that PGN keeps.

use super::pgn::result_text;
use crate::board::{Color, Facts, Position};
use crate::document::clean::CleanGame;
use crate::notation::{Notation, Style, write_move_with};
use crate::resolve::{Game, Played};
use crate::syntax::ast::Outcome;
use std::fmt::Write;

/// The main line of `game` in `style`, on one line: move numbers, the moves
/// and the result, or in UCI only the moves (`0000` for a null move).
///
/// ```
/// use scoresheet::document::{ReadOptions, read_str};
/// use scoresheet::{export::line::main_line, notation::Style};
/// let games = read_str("1. e4 e5 2. Sf3 1-0", &ReadOptions::default());
/// assert_eq!(main_line(&games[0].game, Style::SAN), "1. e4 e5 2. Nf3 1-0");
/// assert_eq!(main_line(&games[0].game, Style::UCI), "e2e4 e7e5 g1f3");
/// ```
#[must_use]
pub fn main_line(game: &Game, style: Style) -> String {
    let mut out = String::new();
    let moves = game.line.moves.iter().map(|m| (m.played, m.facts));
    write_main_line(&game.line.start, moves, game.result, style, &mut out);
    out
}

/// The main line of a game read by the clean-PGN shortcut, in `style`,
/// added to `out`: the same text [`main_line`] writes for the same game.
///
/// ```
/// use scoresheet::document::{ReadOptions, clean::read_clean};
/// use scoresheet::{export::line::clean_main_line, notation::Style};
/// let game = read_clean("1. e4 e5 2. Nf3 1-0", &ReadOptions::default()).unwrap();
/// let mut out = String::new();
/// clean_main_line(&game, Style::SAN, &mut out);
/// assert_eq!(out, "1. e4 e5 2. Nf3 1-0");
/// ```
pub fn clean_main_line(game: &CleanGame, style: Style, out: &mut String) {
    let moves = game
        .moves
        .iter()
        .map(|&(m, facts)| (Played::Move(m), facts));
    write_main_line(&game.start, moves, game.result, style, out);
}

/// Moves played from `start`, then the result unless the style is UCI, on
/// one line added to `out`.
fn write_main_line(
    start: &Position,
    moves: impl ExactSizeIterator<Item = (Played, Facts)>,
    result: Option<Outcome>,
    style: Style,
    out: &mut String,
) {
    let bare = style.notation == Notation::Uci;
    let begin = out.len();
    write_line(start, moves, style, bare, begin, out);
    if !bare && result.is_some() {
        if out.len() > begin {
            out.push(' ');
        }
        out.push_str(result_text(result));
    }
}

/// The moves, separated by spaces, after what `out` held up to `begin`.
fn write_line(
    start: &Position,
    moves: impl ExactSizeIterator<Item = (Played, Facts)>,
    style: Style,
    bare: bool,
    begin: usize,
    out: &mut String,
) {
    if bare {
        // UCI needs no position: each move is its squares.
        out.reserve(moves.len() * 5);
        for (played, _) in moves {
            if out.len() > begin {
                out.push(' ');
            }
            match played {
                Played::Move(chess_move) => chess_move.uci().push_to(out),
                Played::Pass => out.push_str("0000"),
            }
        }
        return;
    }
    let mut position = *start;
    for (i, (played, facts)) in moves.enumerate() {
        if out.len() > begin {
            out.push(' ');
        }
        // Writing into a String cannot fail.
        if position.turn() == Color::White {
            let _ = write!(out, "{}. ", position.fullmove_number());
        } else if i == 0 {
            let _ = write!(out, "{}... ", position.fullmove_number());
        }
        match played {
            Played::Move(chess_move) => {
                let _ = write_move_with(&position, chess_move, facts, style, out);
            }
            Played::Pass => out.push_str("--"),
        }
        position = played.play(&position);
    }
}
