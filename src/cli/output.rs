//! What a failed write to standard output or standard error means.
//!
//! `println!` and `eprintln!` panic when they cannot write: a reader that
//! closed the pipe (`scoresheet lint big.pgn | head -1`) or a full device
//! would end the program with a panic message and status 101. Every command
//! writes through `?` instead and hands its I/O error here, where a closed
//! pipe ends the program quietly, as `head` expects of the programs before
//! it, and any other failure is a one-line message and status 2.

use std::io::{ErrorKind, Write};
use std::process::ExitCode;

/// The status of a program that a closed pipe stopped: 128 + SIGPIPE (13),
/// what the shell reports for `cat big | head -1`.
pub const CLOSED_PIPE: u8 = 141;

/// The exit status of a command that returned `result`.
#[must_use]
pub fn finish(result: std::io::Result<ExitCode>) -> ExitCode {
    match result {
        Ok(code) => code,
        Err(error) if error.kind() == ErrorKind::BrokenPipe => ExitCode::from(CLOSED_PIPE),
        Err(error) => {
            // Standard error may be what failed: then there is nobody left
            // to tell, and the status says it.
            let _ = writeln!(std::io::stderr(), "error: cannot write the output: {error}");
            ExitCode::from(super::USAGE)
        }
    }
}
