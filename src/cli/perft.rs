//! `scoresheet perft FEN DEPTH [--divide]`: counts the leaves of the legal
//! move tree, as engines do, to check the move generator.

use crate::board::{Position, divide, perft};
use std::process::ExitCode;

/// Arguments of `scoresheet perft`.
#[derive(clap::Args, Debug)]
pub struct PerftArgs {
    /// The position, as FEN (or 'startpos').
    pub fen: String,
    /// How many plies deep to count.
    pub depth: u32,
    /// Print the count under each first move, in UCI.
    #[arg(long)]
    pub divide: bool,
}

/// Runs `scoresheet perft`.
#[must_use]
pub fn run(args: &PerftArgs) -> ExitCode {
    let position = if args.fen == "startpos" {
        Position::initial()
    } else {
        match Position::from_fen(&args.fen) {
            Ok(position) => position,
            Err(error) => {
                eprintln!("error: bad FEN at bytes {}: {}", error.span, error.kind);
                return ExitCode::from(super::USAGE);
            }
        }
    };
    if args.divide {
        let mut total = 0;
        for (m, count) in divide(&position, args.depth) {
            println!("{}: {count}", m.uci());
            total += count;
        }
        println!();
        println!("Nodes searched: {total}");
    } else {
        println!("{}", perft(&position, args.depth));
    }
    ExitCode::from(super::CLEAN)
}
