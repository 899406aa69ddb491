//! Reads the spec's own pages as prose and prints the games found: a quick
//! way to see what `scoresheet read --kind prose` does on an article.
//!
//! `cargo run --example spec_games -- ../shared/spec/*.txt`

use scoresheet::document::{Kind, ReadOptions, read_str};

fn main() {
    for path in std::env::args().skip(1) {
        let Ok(text) = std::fs::read_to_string(&path) else {
            eprintln!("cannot read {path}");
            continue;
        };
        let options = ReadOptions::default().with_kind(Kind::Prose);
        for game in read_str(&text, &options) {
            let moves: Vec<String> = game.moves().into_iter().map(|m| m.san).collect();
            println!(
                "{path}: {} ({} diagnostics)",
                moves.join(" "),
                game.diagnostics.len()
            );
            for d in &game.diagnostics {
                println!("  {d}");
            }
        }
    }
}
