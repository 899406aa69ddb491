//! What a scoresheet-digitising app does with the library, on text of its
//! own (no files needed): read a typed scoresheet with a slip, show the
//! moves, each correction with its cost and the alternatives a person may
//! choose among, the position after the game, and one move checked alone.
//!
//! `cargo run --example scoresheet_app`

use scoresheet::board::Position;
use scoresheet::document::{ReadOptions, read_str};
use scoresheet::resolve::parse_move;

fn main() {
    // A German scoresheet, typed by hand: move 3 was written "L:c7" for
    // "L:c6" (a 7 for a 6).
    let text = "1. e4 e5 2. Sf3 Sc6 3. Lb5 a6 4. L:c7 d:c6 5. 0-0 f6";
    let games = read_str(text, &ReadOptions::default());
    for game in &games {
        let moves: Vec<String> = game.moves().into_iter().map(|m| m.san).collect();
        println!("moves: {}", moves.join(" "));
        for m in &game.game.line.moves {
            if let Some(correction) = &m.correction {
                let alternatives: Vec<String> = correction
                    .alternatives
                    .iter()
                    .map(|a| format!("{} (cost {})", a.text, a.cost))
                    .collect();
                println!(
                    "'{}' corrected at cost {}; alternatives: {}",
                    &text[m.span.range()],
                    correction.cost,
                    alternatives.join(", ")
                );
            }
        }
        for d in &game.diagnostics {
            println!("  {d}");
        }
        println!("position after the game: {}", game.game.end.fen());
    }
    // One move checked alone, as an app checks a cell a person just typed.
    match parse_move(&Position::initial(), "Nf6") {
        Ok(m) => println!("Nf6 is {m}"),
        Err(error) => println!("Nf6: {error}"),
    }
}
