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
use std::ops::ControlFlow;

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

/// What the work on one chunk found: its text after the selected fixes
/// (the chunk's own when nothing was fixed), the diagnostics of that text,
/// and what fixing did. Made on any thread; taken in input order.
struct Worked {
    chunk: Chunk,
    /// The text after fixes, when fixing was tried.
    fixed: Option<String>,
    /// What linting the text (after fixes) found.
    found: Vec<Diagnostic>,
    /// Fixes applied.
    applied: usize,
    /// Why the chunk's fixes were refused.
    refused: Option<String>,
}

/// Lints (and with `fixing`, fixes) one chunk. A chunk that is not UTF-8
/// is never fixed: writing it back would re-encode text the user did not
/// ask to change.
fn work(chunk: Chunk, job: &Job, fixing: bool) -> Worked {
    let choice = FixChoice {
        unsafe_fixes: job.unsafe_fixes,
        // The selection decides what is shown, notes included.
        notes: true,
    };
    if fixing && chunk.diagnostics.is_empty() {
        let fixed = fix_selected(&chunk.text, &job.options, choice, Some(&job.selection));
        return Worked {
            chunk,
            fixed: Some(fixed.text),
            found: fixed.diagnostics,
            applied: fixed.applied,
            refused: fixed.refused,
        };
    }
    // A binary input is one empty chunk with its warning.
    let binary = chunk.text.is_empty() && !chunk.diagnostics.is_empty();
    let found = if binary {
        Vec::new()
    } else {
        lint_profiled(&chunk.text, &job.options, job.selection.profile())
    };
    Worked {
        chunk,
        fixed: None,
        found,
        applied: 0,
        refused: None,
    }
}

/// Lints `reader` on `jobs` threads (one: on this thread). Fixed text goes
/// to `rewrite` (renamed over the file once complete) or, for standard
/// input, to `fixed_out`.
///
/// # Errors
/// When `fixed_out` cannot be written.
pub fn check(
    reader: impl std::io::BufRead + Send,
    rewrite: Option<Rewrite>,
    fixed_out: &mut dyn Write,
    job: &Job,
    jobs: usize,
) -> std::io::Result<Outcome> {
    let fixing = job.fix || job.diff;
    let mut taker = Taker {
        job,
        rewrite,
        fixed_out,
        outcome: Outcome::default(),
        changed: false,
        not_utf8: false,
        encoding_told: false,
        before: String::new(),
        after: String::new(),
        grown: 0,
        failed: None,
    };
    let read = if jobs > 1 {
        super::super::ordered::map_in_order(
            reader,
            jobs,
            |chunk| work(chunk, job, fixing),
            |worked| taker.take(worked),
        )
    } else {
        let mut read = Ok(());
        for chunk in Chunks::new(reader) {
            match chunk {
                Ok(chunk) => {
                    if taker.take(work(chunk, job, fixing)).is_break() {
                        break;
                    }
                }
                Err(e) => {
                    read = Err(e);
                    break;
                }
            }
        }
        read
    };
    taker.finish(read)
}

/// Takes each chunk's work in input order: reports it, and writes the
/// fixed text.
struct Taker<'a> {
    job: &'a Job,
    rewrite: Option<Rewrite>,
    fixed_out: &'a mut dyn Write,
    outcome: Outcome,
    /// A fix was applied somewhere.
    changed: bool,
    /// Some chunk so far was not UTF-8: the file is not rewritten, and no
    /// chunk after it is fixed.
    not_utf8: bool,
    /// The encoding is said once per file, not once per game.
    encoding_told: bool,
    /// With `--diff`: the text before and after fixes.
    before: String,
    after: String,
    /// Bytes that fixes of earlier games added (or took away): positions
    /// are reported in the text as it is now.
    grown: isize,
    /// Writing the fixed text failed: the error to return.
    failed: Option<std::io::Error>,
}

impl Taker<'_> {
    fn take(&mut self, worked: Worked) -> ControlFlow<()> {
        let job = self.job;
        self.not_utf8 |= !worked.chunk.diagnostics.is_empty();
        // A chunk fixed on a worker after an earlier one turned out not to
        // be UTF-8 is linted as written instead, as a serial run would.
        let worked = if worked.fixed.is_some() && self.not_utf8 {
            work(worked.chunk, job, false)
        } else {
            worked
        };
        let Worked {
            chunk,
            fixed,
            found,
            applied,
            refused,
        } = worked;
        self.outcome.fixed += applied;
        self.changed |= applied > 0;
        if let Some(why) = refused {
            self.outcome.warnings.push(format!(
                "{}: fixes not applied at line {}: {why}; that part is left as written",
                job.name,
                chunk.line + 1
            ));
        }
        let text: Cow<'_, str> = fixed.map_or(Cow::Borrowed(chunk.text.as_str()), Cow::Owned);
        if job.diff {
            self.before.push_str(&chunk.text);
            self.after.push_str(&text);
        }
        // A chunk's own diagnostics are all about its encoding.
        let mut diagnostics: Vec<Diagnostic> = if self.encoding_told {
            Vec::new()
        } else {
            chunk.diagnostics.clone()
        };
        self.encoding_told |= !diagnostics.is_empty();
        diagnostics.extend(found);
        diagnostics.retain(|d| job.selection.shows(d));
        if !job.diff {
            let offset = chunk.offset.saturating_add_signed(self.grown);
            report(&mut self.outcome, &chunk, offset, &text, &diagnostics, job);
        }
        self.grown += text.len() as isize - chunk.text.len() as isize;
        if job.fix {
            let bom = if chunk.bom { "\u{FEFF}" } else { "" };
            match &mut self.rewrite {
                Some(rewrite) => {
                    if let Err(why) = rewrite
                        .write(bom.as_bytes())
                        .and_then(|()| rewrite.write(text.as_bytes()))
                    {
                        self.outcome.error = Some(format!("{} was not rewritten: {why}", job.name));
                        self.rewrite = None;
                        return ControlFlow::Break(());
                    }
                }
                None => {
                    if let Err(e) = self
                        .fixed_out
                        .write_all(bom.as_bytes())
                        .and_then(|()| self.fixed_out.write_all(text.as_bytes()))
                    {
                        self.failed = Some(e);
                        return ControlFlow::Break(());
                    }
                }
            }
        }
        ControlFlow::Continue(())
    }

    /// The outcome once every chunk is taken, or reading stopped at `read`.
    fn finish(mut self, read: std::io::Result<()>) -> std::io::Result<Outcome> {
        let job = self.job;
        if let Some(e) = self.failed {
            return Err(e);
        }
        if self.outcome.error.is_some() {
            return Ok(self.outcome);
        }
        if let Err(e) = read {
            self.outcome.error = Some(format!("cannot read {}: {e}", job.name));
            return Ok(self.outcome);
        }
        self.fixed_out.flush()?;
        let mut outcome = self.outcome;
        if job.diff {
            if self.not_utf8 {
                outcome.warnings.push(format!(
                    "{}: not UTF-8, so --fix would not rewrite it",
                    job.name
                ));
            } else if self.before != self.after {
                outcome.diff = similar::TextDiff::from_lines(&self.before, &self.after)
                    .unified_diff()
                    .context_radius(3)
                    .header(&job.name, &job.name)
                    .to_string();
            }
        }
        if let Some(rewrite) = self.rewrite {
            if self.not_utf8 {
                outcome.not_rewritten = Some("it is not UTF-8".to_string());
            } else if self.changed
                && let Err(why) = rewrite.commit()
            {
                outcome.not_rewritten = Some(why);
            }
        }
        Ok(outcome)
    }
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
