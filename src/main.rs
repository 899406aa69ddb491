//! The `scoresheet` command: parses the command line and hands over to
//! [`cli`], which uses the library as any other program would.

mod cli;

use clap::{Parser, Subcommand};
use std::process::ExitCode;

/// Reads chess moves written in any dialect of algebraic notation and checks
/// them against the rules of chess.
#[derive(Parser, Debug)]
#[command(name = "scoresheet", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Print the syntax tree of movetext, with spans, or what is wrong with it.
    Parse(cli::parse::ParseArgs),
    /// Read moves in any notation, check them against the rules, and print the
    /// game in a chosen notation.
    Read(cli::read::ReadArgs),
    /// Count the leaves of the legal move tree of a position.
    Perft(cli::perft::PerftArgs),
    /// Report every problem in texts of moves and fix what can be fixed
    /// without changing the moves.
    Lint(cli::lint::LintArgs),
    /// Explain a diagnostic code, or list every code with --all.
    Rule(cli::rule::RuleArgs),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    cli::output::finish(match &cli.command {
        Command::Parse(args) => cli::parse::run(args),
        Command::Read(args) => cli::read::run(args),
        Command::Perft(args) => cli::perft::run(args),
        Command::Lint(args) => cli::lint::run(args),
        Command::Rule(args) => cli::rule::run(args),
    })
}
