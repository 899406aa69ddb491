//! `scoresheet lint`: every problem in a text, and the fixes — applied in
//! place with `--fix`, atomically, a game at a time.

use crate::diagnostics::render::render_at;
use crate::diagnostics::{Diagnostic, Severity};
use crate::document::stream::{Chunk, Chunks};
use crate::document::{Kind, ReadOptions};
use crate::lint::{fix_text, lint};
use std::borrow::Cow;
use std::io::{BufReader, IsTerminal, Write};
use std::path::{Path, PathBuf};

use std::process::ExitCode;

/// Arguments of `scoresheet lint`.
#[derive(clap::Args, Debug)]
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
    #[arg(long, value_enum, default_value = "auto")]
    pub kind: Kind,
}

/// Runs `scoresheet lint`.
#[must_use]
pub fn run(args: &LintArgs) -> ExitCode {
    let language = match super::language_arg(&args.lang) {
        Ok(language) => language,
        Err(message) => {
            eprintln!("error: {message}");
            return ExitCode::from(super::USAGE);
        }
    };
    let options = ReadOptions {
        language,
        kind: args.kind,
        ..ReadOptions::default()
    };
    let inputs = match super::read::inputs(&args.files) {
        Ok(inputs) => inputs,
        Err(message) => {
            eprintln!("error: {message}");
            return ExitCode::from(super::USAGE);
        }
    };
    let colour = std::io::stderr().is_terminal();
    let mut totals = Totals::default();
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
            ),
            Some(path) => match std::fs::File::open(path) {
                Ok(file) => {
                    let name = path.display().to_string();
                    lint_stream(
                        &name,
                        BufReader::new(file),
                        Some(path),
                        args,
                        &options,
                        colour,
                        &mut totals,
                    )
                }
                Err(error) => Err(format!("cannot read {}: {error}", path.display())),
            },
        };
        if let Err(message) = outcome {
            eprintln!("error: {message}");
            return ExitCode::from(super::USAGE);
        }
    }
    eprintln!("{}", totals.summary(args));
    ExitCode::from(if totals.problems == 0 {
        super::CLEAN
    } else {
        super::ERRORS
    })
}

/// What was found and fixed over all inputs.
#[derive(Default)]
struct Totals {
    problems: usize,
    fixable: usize,
    fixable_unsafe: usize,
    fixed: usize,
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
        text
    }

    fn count(&mut self, diagnostics: &[Diagnostic]) {
        for d in diagnostics
            .iter()
            .filter(|d| d.severity >= Severity::Warning)
        {
            self.problems += 1;
            match d.fix.as_ref().map(|f| f.applicability) {
                Some(crate::diagnostics::Applicability::Safe) => self.fixable += 1,
                Some(crate::diagnostics::Applicability::Unsafe) => self.fixable_unsafe += 1,
                None => {}
            }
        }
    }
}

/// Lints one input game by game; with --fix writes the fixed text beside
/// the file and renames it over the file once every game is written, so
/// the file is either wholly old or wholly new.
fn lint_stream(
    name: &str,
    reader: impl std::io::BufRead,
    path: Option<&Path>,
    args: &LintArgs,
    options: &ReadOptions,
    colour: bool,
    totals: &mut Totals,
) -> Result<(), String> {
    let mut writer = match (args.fix, path) {
        (true, Some(path)) => Some(Rewrite::begin(path)?),
        _ => None,
    };
    let mut stdout = std::io::stdout().lock();
    let mut changed = false;
    let mut not_utf8 = false;
    for chunk in Chunks::new(reader) {
        let chunk: Chunk = chunk.map_err(|e| format!("cannot read {name}: {e}"))?;
        // A file that is not UTF-8 is never rewritten: writing it back
        // would re-encode text the user did not ask to change.
        if !chunk.diagnostics.is_empty() && !not_utf8 && args.fix {
            eprintln!("warning: {name}: not UTF-8, so not rewritten");
        }
        not_utf8 |= !chunk.diagnostics.is_empty();
        let (text, found) = if args.fix && !not_utf8 {
            let fixed = fix_text(&chunk.text, options, args.unsafe_fixes);
            totals.fixed += fixed.applied;
            changed |= fixed.applied > 0;
            (Cow::Owned(fixed.text), fixed.diagnostics)
        } else {
            (
                Cow::Borrowed(chunk.text.as_str()),
                lint(&chunk.text, options),
            )
        };
        let mut diagnostics = chunk.diagnostics.clone();
        diagnostics.extend(found);
        totals.count(&diagnostics);
        let shown: Vec<Diagnostic> = diagnostics
            .into_iter()
            .filter(|d| args.notes || d.severity >= Severity::Warning)
            .collect();
        if !shown.is_empty() {
            eprint!("{}", render_at(name, &text, chunk.line, &shown, colour));
        }
        match (&mut writer, args.fix, path) {
            (Some(rewrite), _, _) => rewrite.write(text.as_bytes())?,
            (None, true, None) => stdout
                .write_all(text.as_bytes())
                .map_err(|e| e.to_string())?,
            _ => {}
        }
    }
    if let Some(rewrite) = writer {
        if changed && !not_utf8 {
            rewrite.commit()?
        } else {
            rewrite.abandon()
        }
    }
    Ok(())
}

/// A file being rewritten: the new text goes to a temporary file in the same
/// folder, renamed over the original only when complete.
struct Rewrite {
    target: PathBuf,
    temporary: PathBuf,
    file: std::io::BufWriter<std::fs::File>,
}

impl Rewrite {
    fn begin(target: &Path) -> Result<Rewrite, String> {
        let mut name = target
            .file_name()
            .map(|n| n.to_os_string())
            .unwrap_or_default();
        name.push(".scoresheet-fix");
        let temporary = target.with_file_name(name);
        let file = std::fs::File::create(&temporary)
            .map_err(|e| format!("cannot write {}: {e}", temporary.display()))?;
        Ok(Rewrite {
            target: target.to_path_buf(),
            temporary,
            file: std::io::BufWriter::new(file),
        })
    }

    fn write(&mut self, bytes: &[u8]) -> Result<(), String> {
        self.file
            .write_all(bytes)
            .map_err(|e| format!("cannot write {}: {e}", self.temporary.display()))
    }

    fn commit(self) -> Result<(), String> {
        let file = self
            .file
            .into_inner()
            .map_err(|e| format!("cannot write {}: {e}", self.temporary.display()))?;
        file.sync_all().map_err(|e| e.to_string())?;
        if let Ok(metadata) = std::fs::metadata(&self.target) {
            let _ = std::fs::set_permissions(&self.temporary, metadata.permissions());
        }
        std::fs::rename(&self.temporary, &self.target)
            .map_err(|e| format!("cannot replace {}: {e}", self.target.display()))
    }

    fn abandon(self) {
        drop(self.file);
        let _ = std::fs::remove_file(&self.temporary);
    }
}
