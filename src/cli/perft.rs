//! `scoresheet perft FEN DEPTH [--divide]`: counts the leaves of the legal
//! move tree, as engines do, to check the move generator.

use scoresheet::board::{Position, divide, perft};
use std::io::Write;
use std::process::ExitCode;

/// The deepest count `perft` accepts. Depth 20 from the initial position is
/// beyond any computer's reach already (about 10^28 leaves); a limit keeps a
/// mistyped depth from recursing until the stack runs out.
pub const MAX_DEPTH: u32 = 20;

/// Arguments of `scoresheet perft`.
#[derive(clap::Args, Debug)]
pub struct PerftArgs {
    /// The position, as FEN (or 'startpos').
    pub fen: String,
    /// How many plies deep to count (at most 20).
    #[arg(value_parser = clap::value_parser!(u32).range(0..=i64::from(MAX_DEPTH)))]
    pub depth: u32,
    /// Print the count under each first move, in UCI.
    #[arg(long)]
    pub divide: bool,
}

/// Runs `scoresheet perft`.
///
/// # Errors
/// When the output cannot be written.
pub fn run(args: &PerftArgs) -> std::io::Result<ExitCode> {
    let position = if args.fen == "startpos" {
        Position::initial()
    } else {
        match Position::from_fen(&args.fen) {
            Ok(position) => position,
            Err(error) => {
                say!("error: bad FEN at bytes {}: {}", error.span, error.kind);
                return Ok(ExitCode::from(super::USAGE));
            }
        }
    };
    let mut out = std::io::stdout().lock();
    if args.divide {
        let mut total = 0;
        for (m, count) in divide(&position, args.depth) {
            writeln!(out, "{}: {count}", m.uci())?;
            total += count;
        }
        writeln!(out)?;
        writeln!(out, "Nodes searched: {total}")?;
    } else {
        writeln!(out, "{}", perft(&position, args.depth))?;
    }
    out.flush()?;
    Ok(ExitCode::from(super::CLEAN))
}
