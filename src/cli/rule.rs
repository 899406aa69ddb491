//! `scoresheet rule`: what a diagnostic code means — what it does, why it
//! matters, an example and the text that does not give it, how safe its
//! fix is — or the table of every code, as `ruff rule` prints.

use scoresheet::diagnostics::Code;
use scoresheet::lint::rules;
use std::io::Write;
use std::process::ExitCode;
use strum::IntoEnumIterator as _;

/// Arguments of `scoresheet rule`.
#[derive(clap::Args, Debug)]
pub struct RuleArgs {
    /// The code, such as V004, or its name, such as missing-check-mark.
    #[arg(required_unless_present = "all")]
    pub code: Option<String>,
    /// Print the table of every code instead.
    #[arg(long, conflicts_with = "code")]
    pub all: bool,
}

/// Runs `scoresheet rule`.
///
/// # Errors
/// When standard output cannot be written.
pub fn run(args: &RuleArgs) -> std::io::Result<ExitCode> {
    let mut out = std::io::stdout().lock();
    if args.all {
        writeln!(out, "code  severity  fix        name")?;
        for code in Code::iter() {
            let fix = rules::rule(code).map_or("", |r| match r.fix {
                rules::FixSafety::None => "",
                rules::FixSafety::Safe => "safe",
                rules::FixSafety::Unsafe => "unsafe",
                rules::FixSafety::Sometimes => "sometimes",
            });
            writeln!(
                out,
                "{}  {:<8}  {:<9}  {}: {}",
                code.as_str(),
                code.severity().name(),
                fix,
                code.name(),
                code.explanation()
            )?;
        }
        return Ok(ExitCode::from(super::CLEAN));
    }
    let wanted = args.code.as_deref().unwrap_or_default();
    let code = Code::from_code(&wanted.to_ascii_uppercase())
        .or_else(|| Code::iter().find(|c| c.name() == wanted));
    match code.and_then(rules::rule) {
        Some(rule) => {
            out.write_all(rule.page().as_bytes())?;
            Ok(ExitCode::from(super::CLEAN))
        }
        None => {
            say!("error: no rule '{wanted}'; `scoresheet rule --all` lists them");
            Ok(ExitCode::from(super::USAGE))
        }
    }
}
