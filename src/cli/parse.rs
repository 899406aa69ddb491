//! `scoresheet parse [TEXT | -]`: the syntax tree with spans, or the report.

use super::input::Source;
use scoresheet::diagnostics::render::render;
use scoresheet::syntax::{parse, render_tree};
use std::io::{IsTerminal, Write};
use std::process::ExitCode;

/// Arguments of `scoresheet parse`.
#[derive(clap::Args, Debug)]
pub struct ParseArgs {
    /// The movetext to parse, or '-' (the default) for standard input.
    pub text: Option<String>,
    /// Read TEXT as a file name instead of as movetext.
    #[arg(long, short)]
    pub file: bool,
}

/// Runs `scoresheet parse`.
///
/// # Errors
/// When the output cannot be written.
pub fn run(args: &ParseArgs) -> std::io::Result<ExitCode> {
    let source = match Source::read(args.text.as_deref(), !args.file) {
        Ok(source) => source,
        Err(error) => {
            say!("error: cannot read the input: {error}");
            return Ok(ExitCode::from(super::USAGE));
        }
    };
    let parsed = parse(&source.text);
    let mut diagnostics = source.diagnostics;
    diagnostics.extend(parsed.diagnostics);
    let tree = render_tree(&source.text, &parsed.movetext);
    let mut stdout = std::io::stdout().lock();
    stdout.write_all(tree.as_bytes())?;
    stdout.flush()?;
    if !diagnostics.is_empty() {
        write!(
            std::io::stderr(),
            "{}",
            render(
                &source.name,
                &source.text,
                &diagnostics,
                std::io::stderr().is_terminal()
            )
        )?;
    }
    Ok(super::status(
        diagnostics.iter().filter(|d| d.is_error()).count(),
    ))
}
