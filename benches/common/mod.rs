//! Movetext for the benchmarks: random legal games written by our SAN
//! writer, with move numbers and a result, as a PGN's movetext would be.
//!
//! The games are random play-outs from the initial position of up to
//! [`MAX_PLIES`] plies, stopping at mate or stalemate, so that every kind of
//! move appears about as often as chance makes it, and no opening book or
//! engine biases the mix. A fixed seed makes every run read the same text.

use scoresheet::board::{Color, Move, MoveList, Position};
use scoresheet::notation::{Style, move_to_string};
use std::fmt::Write;

/// The longest game, in plies.
pub const MAX_PLIES: usize = 120;

/// A xorshift generator: deterministic, and no dependency.
pub struct XorShift(pub u64);

impl XorShift {
    /// A number in `0..n`.
    pub fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

/// One generated game: its movetext and the number of moves in it.
pub struct Game {
    /// '1. e4 e5 2. Nf3 ... 1/2-1/2'.
    pub text: String,
    /// How many moves the text holds.
    pub moves: usize,
}

/// A random game from the initial position, written in `style`.
pub fn game(rng: &mut XorShift, style: Style) -> Game {
    let mut position = Position::initial();
    let mut text = String::new();
    let mut moves = 0;
    let mut list: MoveList = MoveList::new();
    let result = loop {
        list.clear();
        position.legal_moves(&mut list);
        if list.is_empty() {
            break if position.is_check() {
                match position.turn() {
                    Color::White => "0-1",
                    Color::Black => "1-0",
                }
            } else {
                "1/2-1/2"
            };
        }
        if moves == MAX_PLIES {
            break "*";
        }
        let m: Move = list.as_slice()[rng.below(list.len())];
        if position.turn() == Color::White {
            let _ = write!(text, "{}. ", position.fullmove_number());
        }
        text.push_str(&move_to_string(&position, m, style));
        text.push(' ');
        position.play_mut(m);
        moves += 1;
    };
    text.push_str(result);
    Game { text, moves }
}

/// Random games in SAN until their text reaches `bytes`.
pub fn games(bytes: usize) -> Vec<Game> {
    let mut rng = XorShift(0x2545_f491_4f6c_dd1d);
    let mut out = Vec::new();
    let mut total = 0;
    while total < bytes {
        let game = game(&mut rng, Style::SAN);
        total += game.text.len() + 2;
        out.push(game);
    }
    out
}

/// The games as one text, separated by blank lines.
pub fn blob(games: &[Game]) -> String {
    let mut text = String::new();
    for game in games {
        text.push_str(&game.text);
        text.push_str("\n\n");
    }
    text
}
