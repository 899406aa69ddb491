//! `scoresheet lint`: every problem in a text, and the fixes — applied in
//! place with `--fix`, atomically ([`super::rewrite`]), a game at a time,
//! each game's fixes only when the fixed game reads as the same moves.

use super::rewrite::{Refusal, Rewrite};
use scoresheet::diagnostics::render::render_at;
use scoresheet::diagnostics::{Applicability, Diagnostic, Severity};
use scoresheet::document::stream::{Chunk, Chunks};
use scoresheet::document::{Kind, ReadOptions};
use scoresheet::lint::{FixChoice, fix_text, lint};
use std::borrow::Cow;
use std::io::{BufReader, IsTerminal, Write};

use std::process::ExitCode;

/// Arguments of `scoresheet lint`.
#[derive(clap::Args, Clone, Debug)]
pub struct LintArgs {
    /// Files or directories to lint, or '-' (the default) for standard input
    /// (with --fix, the fixed text goes to standard output).
    pub files: Vec<String>,
    /// Apply the safe fixes: those that change how a move is written, never
    /// which move it is.
    #[arg(long)]
    pub fix: bool,
    /// With --fix, apply the unsafe fixes too: corrections found by recovery,
    /// a queen for a missing promotion piece.
    #[arg(long)]
    pub unsafe_fixes: bool,
    /// Show notes (liberties taken, such as a capture without 'x') as well as
    /// warnings and errors.
    #[arg(long)]
    pub notes: bool,
    /// The language of the piece letters: auto or an ISO 639-1 code.
    #[arg(long, default_value = "auto")]
    pub lang: String,
    /// What kind of text the input is.
    #[arg(long, value_parser = super::read::kind_parser(), default_value = "auto")]
    pub kind: Kind,
}

/// Runs `scoresheet lint`.
///
/// # Errors
/// When the report or the fixed text cannot be written to standard output
/// or standard error.
pub fn run(args: &LintArgs) -> std::io::Result<ExitCode> {
    let language = match super::language_arg(&args.lang) {
        Ok(language) => language,
        Err(message) => {
            say!("error: {message}");
            return Ok(ExitCode::from(super::USAGE));
        }
    };
    let options = ReadOptions::default()
        .with_language(language)
        .with_kind(args.kind);
    let inputs = match super::read::inputs(&args.files) {
        Ok(inputs) => inputs,
        Err(message) => {
            say!("error: {message}");
            return Ok(ExitCode::from(super::USAGE));
        }
    };
    if args.fix && inputs.iter().any(Option::is_some) {
        // Ctrl-C or a kill while a file is being fixed leaves the file as
        // it was and no temporary file behind.
        if let Err(message) = super::rewrite::remove_on_signal() {
            say!("warning: {message}");
        }
    }
    let colour = std::io::stderr().is_terminal();
    let mut totals = Totals::default();
    let mut failed = false;
    for input in inputs {
        let outcome = match &input {
            None => lint_stream(
                "<stdin>",
                std::io::stdin().lock(),
                None,
                args,
                &options,
                colour,
                &mut totals,
            )?,
            Some(path) => match std::fs::File::open(path) {
                Ok(file) => {
                    let name = path.display().to_string();
                    let rewrite = if args.fix {
                        Some(Rewrite::begin(path, &file))
                    } else {
                        None
                    };
                    lint_file(&name, file, rewrite, args, &options, colour, &mut totals)?
                }
                Err(error) => Err(format!("cannot read {}: {error}", path.display())),
            },
        };
        if let Err(message) = outcome {
            say!("error: {message}");
            failed = true;
        }
    }
    say!("{}", totals.summary(args));
    for (name, why) in &totals.not_rewritten {
        say!("{name} was not rewritten: {why}");
    }
    Ok(ExitCode::from(if failed {
        super::USAGE
    } else if totals.problems == 0 {
        super::CLEAN
    } else {
        super::ERRORS
    }))
}

/// What was found and fixed over all inputs.
#[derive(Default)]
struct Totals {
    problems: usize,
    fixable: usize,
    fixable_unsafe: usize,
    fixed: usize,
    /// Files that `--fix` left as they were, and why.
    not_rewritten: Vec<(String, String)>,
}

impl Totals {
    fn summary(&self, args: &LintArgs) -> String {
        let mut text = format!(
            "{} problem{}",
            self.problems,
            if self.problems == 1 { "" } else { "s" }
        );
        if args.fix {
            let verb = if self.problems == 1 {
                "remains"
            } else {
                "remain"
            };
            text.push_str(&format!(" {verb}; {} fixed", self.fixed));
        } else if self.fixable > 0 {
            text.push_str(&format!("; {} fixable with --fix", self.fixable));
        }
        if self.fixable_unsafe > 0 && !(args.fix && args.unsafe_fixes) {
            text.push_str(&format!(
                "; {} more with --fix --unsafe-fixes",
                self.fixable_unsafe
            ));
        }
        if !self.not_rewritten.is_empty() {
            let n = self.not_rewritten.len();
            text.push_str(&format!(
                "; {n} file{} not rewritten",
                if n == 1 { "" } else { "s" }
            ));
        }
        text
    }

    fn count(&mut self, diagnostics: &[Diagnostic], choice: FixChoice) {
        for d in diagnostics
            .iter()
            .filter(|d| choice.notes || d.severity >= Severity::Warning)
        {
            self.problems += 1;
            match d.fix.as_ref().map(|f| f.applicability) {
                Some(Applicability::Safe) => self.fixable += 1,
                Some(Applicability::Unsafe) => self.fixable_unsafe += 1,
                None => {}
            }
        }
    }
}

/// Lints a file; with --fix, rewrites it through `rewrite` unless that was
/// refused, in which case the file is linted and the refusal reported.
fn lint_file(
    name: &str,
    file: std::fs::File,
    rewrite: Option<Result<Rewrite, Refusal>>,
    args: &LintArgs,
    options: &ReadOptions,
    colour: bool,
    totals: &mut Totals,
) -> std::io::Result<Result<(), String>> {
    let reader = BufReader::new(file);
    match rewrite {
        None => lint_stream(name, reader, None, args, options, colour, totals),
        Some(Ok(rewrite)) => {
            lint_stream(name, reader, Some(rewrite), args, options, colour, totals)
        }
        Some(Err(Refusal::Refused(why))) => {
            totals.not_rewritten.push((name.to_string(), why));
            let report_only = LintArgs {
                fix: false,
                ..args.clone()
            };
            lint_stream(name, reader, None, &report_only, options, colour, totals)
        }
        Some(Err(Refusal::Failed(why))) => Ok(Err(why)),
    }
}

/// Lints one input game by game. With --fix the fixed text goes to
/// `rewrite` (renamed over the file once every game is written, so the file
/// is either wholly old or wholly new) or, for standard input, to standard
/// output.
fn lint_stream(
    name: &str,
    reader: impl std::io::BufRead,
    mut rewrite: Option<Rewrite>,
    args: &LintArgs,
    options: &ReadOptions,
    colour: bool,
    totals: &mut Totals,
) -> std::io::Result<Result<(), String>> {
    let choice = FixChoice {
        unsafe_fixes: args.unsafe_fixes,
        notes: args.notes,
    };
    let mut stdout = std::io::stdout().lock();
    let mut changed = false;
    let mut not_utf8 = false;
    let mut refused: Vec<String> = Vec::new();
    for chunk in Chunks::new(reader) {
        let chunk: Chunk = match chunk {
            Ok(chunk) => chunk,
            Err(e) => return Ok(Err(format!("cannot read {name}: {e}"))),
        };
        // A file that is not UTF-8 is never rewritten: writing it back
        // would re-encode text the user did not ask to change.
        not_utf8 |= !chunk.diagnostics.is_empty();
        let (text, found) = if args.fix && !not_utf8 {
            let fixed = fix_text(&chunk.text, options, choice);
            totals.fixed += fixed.applied;
            changed |= fixed.applied > 0;
            if let Some(why) = fixed.refused {
                refused.push(format!("line {}: {why}", chunk.line + 1));
            }
            (Cow::Owned(fixed.text), fixed.diagnostics)
        } else {
            (
                Cow::Borrowed(chunk.text.as_str()),
                lint(&chunk.text, options),
            )
        };
        let mut diagnostics = chunk.diagnostics.clone();
        diagnostics.extend(found);
        totals.count(&diagnostics, choice);
        let shown: Vec<Diagnostic> = diagnostics
            .into_iter()
            .filter(|d| args.notes || d.severity >= Severity::Warning)
            .collect();
        if !shown.is_empty() {
            write!(
                std::io::stderr(),
                "{}",
                render_at(name, &text, chunk.line, &shown, colour)
            )?;
        }
        let bom = if chunk.bom { "\u{FEFF}" } else { "" };
        match &mut rewrite {
            Some(rewrite) => {
                if let Err(why) = rewrite
                    .write(bom.as_bytes())
                    .and_then(|()| rewrite.write(text.as_bytes()))
                {
                    return Ok(Err(format!("{name} was not rewritten: {why}")));
                }
            }
            None if args.fix => {
                stdout.write_all(bom.as_bytes())?;
                stdout.write_all(text.as_bytes())?;
            }
            None => {}
        }
    }
    stdout.flush()?;
    for why in refused {
        say!("warning: {name}: fixes not applied at {why}; that part is left as written");
    }
    if let Some(rewrite) = rewrite {
        if not_utf8 {
            totals
                .not_rewritten
                .push((name.to_string(), "it is not UTF-8".to_string()));
        } else if changed && let Err(why) = rewrite.commit() {
            totals.not_rewritten.push((name.to_string(), why));
        }
    }
    Ok(Ok(()))
}
