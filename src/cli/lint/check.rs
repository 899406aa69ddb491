//! One input linted: read chunk by chunk (a game at a time, in bounded
//! memory), each chunk's diagnostics chosen by the file's selection,
//! rendered or turned into findings, and with `--fix` each game's selected
//! fixes applied — only when the fixed game reads as the same moves — and
//! written through [`super::super::rewrite`].

use super::format::{Finding, Lines, OutputFormat};
use crate::cli::rewrite::Rewrite;
use scoresheet::diagnostics::render::render_in;
use scoresheet::diagnostics::{Applicability, Code, Diagnostic};
use scoresheet::document::ReadOptions;
use scoresheet::document::stream::{Chunk, Chunks};
use scoresheet::lint::{FixChoice, Selection, fix_selected, lint_profiled};
use std::borrow::Cow;
use std::collections::BTreeMap;
use std::io::Write;

/// How to lint an input.
pub struct Job {
    /// The name shown in reports.
    pub name: String,
    /// What is shown and fixed.
    pub selection: Selection,
    /// How to read the text.
    pub options: ReadOptions,
    /// What to print.
    pub format: OutputFormat,
    /// Apply fixes (`--fix`).
    pub fix: bool,
    /// Work out the fixes but only show the diff (`--diff`).
    pub diff: bool,
    /// Apply unsafe fixes too.
    pub unsafe_fixes: bool,
    /// Count codes instead of reporting each finding (`--statistics`).
    pub statistics: bool,
    /// Colour the `full` reports.
    pub colour: bool,
}

/// What linting one input found and did.
#[derive(Default)]
pub struct Outcome {
    /// Rendered reports (`full`) or lines (`concise`, `github`,
    /// `json-lines`), ready to print.
    pub report: String,
    /// The findings, for `json` and `sarif`.
    pub findings: Vec<Finding>,
    /// Shown findings by code, with how many of them a safe fix fixes.
    pub counts: BTreeMap<Code, (usize, usize)>,
    /// Problems shown.
    pub problems: usize,
    /// Of those, fixable by `--fix` alone.
    pub fixable: usize,
    /// Of those, fixable with `--unsafe-fixes` only.
    pub fixable_unsafe: usize,
    /// Fixes applied (or, with `--diff`, that would be).
    pub fixed: usize,
    /// With `--diff`: the unified diff of what `--fix` would change.
    pub diff: String,
    /// Warnings about the run (fixes refused as not keeping the game).
    pub warnings: Vec<String>,
    /// Why the file was not rewritten, when `--fix` left it alone.
    pub not_rewritten: Option<String>,
    /// An error that stopped the input (it could not be read).
    pub error: Option<String>,
}

/// Lints `reader`. Fixed text goes to `rewrite` (renamed over the file
/// once complete) or, for standard input, to `fixed_out`.
///
/// # Errors
/// When `fixed_out` cannot be written.
pub fn check(
    reader: impl std::io::BufRead,
    mut rewrite: Option<Rewrite>,
    fixed_out: &mut dyn Write,
    job: &Job,
) -> std::io::Result<Outcome> {
    let choice = FixChoice {
        unsafe_fixes: job.unsafe_fixes,
        // The selection decides what is shown, notes included.
        notes: true,
    };
    let fixing = job.fix || job.diff;
    let mut outcome = Outcome::default();
    let mut changed = false;
    let mut not_utf8 = false;
    let mut encoding_told = false;
    let (mut before, mut after) = (String::new(), String::new());
    // Bytes that fixes of earlier games added (or took away): positions
    // are reported in the text as it is now.
    let mut grown: isize = 0;
    for chunk in Chunks::new(reader) {
        let chunk: Chunk = match chunk {
            Ok(chunk) => chunk,
            Err(e) => {
                outcome.error = Some(format!("cannot read {}: {e}", job.name));
                return Ok(outcome);
            }
        };
        // A file that is not UTF-8 is never rewritten: writing it back
        // would re-encode text the user did not ask to change.
        not_utf8 |= !chunk.diagnostics.is_empty();
        let (text, found) = if fixing && !not_utf8 {
            let fixed = fix_selected(&chunk.text, &job.options, choice, Some(&job.selection));
            outcome.fixed += fixed.applied;
            changed |= fixed.applied > 0;
            if let Some(why) = fixed.refused {
                outcome.warnings.push(format!(
                    "{}: fixes not applied at line {}: {why}; that part is left as written",
                    job.name,
                    chunk.line + 1
                ));
            }
            (Cow::Owned(fixed.text), fixed.diagnostics)
        } else {
            // A binary input is one empty chunk with its warning.
            let binary = chunk.text.is_empty() && !chunk.diagnostics.is_empty();
            (
                Cow::Borrowed(chunk.text.as_str()),
                if binary {
                    Vec::new()
                } else {
                    lint_profiled(&chunk.text, &job.options, job.selection.profile())
                },
            )
        };
        if job.diff {
            before.push_str(&chunk.text);
            after.push_str(&text);
        }
        // The encoding is said once per file, not once per game.
        // A chunk's own diagnostics are all about its encoding.
        let mut diagnostics: Vec<Diagnostic> = if encoding_told {
            Vec::new()
        } else {
            chunk.diagnostics.clone()
        };
        encoding_told |= !diagnostics.is_empty();
        diagnostics.extend(found);
        diagnostics.retain(|d| job.selection.shows(d));
        if !job.diff {
            let offset = chunk.offset.saturating_add_signed(grown);
            report(&mut outcome, &chunk, offset, &text, &diagnostics, job);
        }
        grown += text.len() as isize - chunk.text.len() as isize;
        if job.fix {
            let bom = if chunk.bom { "\u{FEFF}" } else { "" };
            match &mut rewrite {
                Some(rewrite) => {
                    if let Err(why) = rewrite
                        .write(bom.as_bytes())
                        .and_then(|()| rewrite.write(text.as_bytes()))
                    {
                        outcome.error = Some(format!("{} was not rewritten: {why}", job.name));
                        return Ok(outcome);
                    }
                }
                None => {
                    fixed_out.write_all(bom.as_bytes())?;
                    fixed_out.write_all(text.as_bytes())?;
                }
            }
        }
    }
    fixed_out.flush()?;
    if job.diff {
        if not_utf8 {
            outcome.warnings.push(format!(
                "{}: not UTF-8, so --fix would not rewrite it",
                job.name
            ));
        } else if before != after {
            outcome.diff = similar::TextDiff::from_lines(&before, &after)
                .unified_diff()
                .context_radius(3)
                .header(&job.name, &job.name)
                .to_string();
        }
    }
    if let Some(rewrite) = rewrite {
        if not_utf8 {
            outcome.not_rewritten = Some("it is not UTF-8".to_string());
        } else if changed && let Err(why) = rewrite.commit() {
            outcome.not_rewritten = Some(why);
        }
    }
    Ok(outcome)
}

/// Counts and reports the shown diagnostics of one chunk.
fn report(
    outcome: &mut Outcome,
    chunk: &Chunk,
    offset: usize,
    text: &str,
    shown: &[Diagnostic],
    job: &Job,
) {
    if shown.is_empty() {
        return;
    }
    for d in shown {
        outcome.problems += 1;
        let safe = match d.fix.as_ref().map(|f| f.applicability) {
            Some(Applicability::Safe) => {
                outcome.fixable += 1;
                1
            }
            Some(Applicability::Unsafe) => {
                outcome.fixable_unsafe += 1;
                0
            }
            None => 0,
        };
        let count = outcome.counts.entry(d.code).or_default();
        count.0 += 1;
        count.1 += safe;
    }
    if job.statistics {
        return;
    }
    if job.format == OutputFormat::Full {
        outcome.report.push_str(&render_in(
            &job.name,
            text,
            chunk.line,
            chunk.column.chars,
            shown,
            job.colour,
        ));
        return;
    }
    // Lines and columns only for what is reported, from the chunk's own
    // place in the file.
    let lines = Lines::new(text, chunk.line, offset).with_column(chunk.column.chars);
    for d in shown {
        let finding = lines.finding(&job.name, d);
        let line = match job.format {
            OutputFormat::Concise => super::format::concise(&finding),
            OutputFormat::JsonLines => super::format::json_line(&finding),
            OutputFormat::Github => super::format::github(&finding),
            OutputFormat::Full | OutputFormat::Json | OutputFormat::Sarif => {
                outcome.findings.push(finding);
                continue;
            }
        };
        outcome.report.push_str(&line);
        outcome.report.push('\n');
    }
}
