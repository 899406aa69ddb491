//! A game's main line as text on one line — what `scoresheet read --to san`
//! prints, and what an embedding program wants when it shows a game —
//! without the tags, comments and variations that PGN keeps.

use super::pgn::result_text;
use crate::board::Color;
use crate::notation::{Notation, Style, write_move_with};
use crate::resolve::{Game, Line, Played};
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
    let bare = style.notation == Notation::Uci;
    let mut out = String::new();
    write_line(&game.line, style, bare, &mut out);
    if !bare && game.result.is_some() {
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(result_text(game.result));
    }
    out
}

fn write_line(line: &Line, style: Style, bare: bool, out: &mut String) {
    if bare {
        // UCI needs no position: each move is its squares.
        out.reserve(line.moves.len() * 5);
        for m in &line.moves {
            if !out.is_empty() {
                out.push(' ');
            }
            match m.played {
                Played::Move(chess_move) => chess_move.uci().push_to(out),
                Played::Pass => out.push_str("0000"),
            }
        }
        return;
    }
    let mut position = line.start;
    for (i, m) in line.moves.iter().enumerate() {
        if !out.is_empty() {
            out.push(' ');
        }
        // Writing into a String cannot fail.
        if position.turn() == Color::White {
            let _ = write!(out, "{}. ", position.fullmove_number());
        } else if i == 0 {
            let _ = write!(out, "{}... ", position.fullmove_number());
        }
        match m.played {
            Played::Move(chess_move) => {
                let _ = write_move_with(&position, chess_move, m.facts, style, out);
            }
            Played::Pass => out.push_str("--"),
        }
        position = m.played.play(&position);
    }
}
