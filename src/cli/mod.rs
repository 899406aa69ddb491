//! The command-line interface: one file per subcommand, exit codes, file I/O.
//!
//! Exit status: 0 when the text is clean, 1 when it has errors, 2 for usage or
//! I/O errors (clap itself exits 2 on bad arguments).

/// `eprintln!` that hands a failed write back with `?` instead of
/// panicking, so that a closed or full standard error is an ordinary error.
macro_rules! say {
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        writeln!(std::io::stderr(), $($arg)*)?
    }};
}

pub mod input;
pub mod lint;
pub mod ordered;
pub mod output;
pub mod parse;
pub mod perft;
pub mod read;
pub mod rewrite;
pub mod rule;

use std::process::ExitCode;

/// The text was read and had no error.
pub const CLEAN: u8 = 0;
/// The text was read and had at least one error.
pub const ERRORS: u8 = 1;
/// The command line was wrong or a file could not be read.
pub const USAGE: u8 = 2;

/// Turns a count of errors into the exit status.
#[must_use]
pub fn status(errors: usize) -> ExitCode {
    ExitCode::from(if errors == 0 { CLEAN } else { ERRORS })
}

/// Reads `--lang`: `auto` (inferred per game) or an ISO 639-1 code; says
/// what is accepted when it is neither.
///
/// # Errors
/// The message for an unknown code.
pub fn language_arg(code: &str) -> Result<Option<scoresheet::notation::lexicon::Language>, String> {
    match code {
        "auto" => Ok(None),
        code => scoresheet::notation::lexicon::Language::from_code(code).map(Some).ok_or_else(|| {
            format!("unknown language '{code}'; use auto, en, de, fr, nl, es, it, pt, sv, da, no, cs, pl, hu, ru, sr, is, fi, ro, tr, lt or en-s")
        }),
    }
}
