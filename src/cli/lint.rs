//! `scoresheet lint`: every problem in a text, chosen as ruff chooses rules
//! (`--select`, `--ignore`, `scoresheet.toml`), printed in ruff's formats,
//! and the fixes — applied in place with `--fix`, atomically
//! ([`super::rewrite`]), a game at a time, each game's fixes only when the
//! fixed game reads as the same moves — or shown with `--diff`.
//!
//! Files are linted on every core and printed in the order given, folders
//! in name order; a progress bar shows on a terminal when a run takes more
//! than a second.

mod check;
pub mod config;
pub mod format;
mod walk;

use super::rewrite::{Refusal, Rewrite};
use check::{Job, Outcome};
use config::Configs;
use format::OutputFormat;
use scoresheet::diagnostics::Code;
use scoresheet::document::{Kind, ReadOptions};
use std::collections::BTreeMap;
use std::io::{BufReader, IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

/// Arguments of `scoresheet lint`.
#[derive(clap::Args, Clone, Debug)]
pub struct LintArgs {
    /// Files or directories to lint, or '-' (the default) for standard input
    /// (with --fix, the fixed text goes to standard output).
    pub files: Vec<String>,
    /// Apply the safe fixes of the diagnostics shown: those that change how
    /// a move is written, never which move it is.
    #[arg(long)]
    pub fix: bool,
    /// With --fix or --diff, apply the unsafe fixes too: corrections found
    /// by recovery, a queen for a missing promotion piece.
    #[arg(long)]
    pub unsafe_fixes: bool,
    /// Show what --fix would change, as a unified diff per file, and write
    /// nothing. Exits 1 when there is a change.
    #[arg(long, conflicts_with = "fix")]
    pub diff: bool,
    /// Show notes (liberties taken, such as a capture without 'x') as well as
    /// warnings and errors.
    #[arg(long)]
    pub notes: bool,
    /// Codes or prefixes to show, comma-separated (V004,N or ALL); replaces
    /// the default of every warning and error, and a configuration's select.
    #[arg(long, value_name = "CODES")]
    pub select: Option<String>,
    /// Codes or prefixes to hide, comma-separated; the more specific of
    /// --select and --ignore wins.
    #[arg(long, value_name = "CODES")]
    pub ignore: Option<String>,
    /// How to print the findings.
    #[arg(long, value_enum, default_value = "full")]
    pub output_format: OutputFormat,
    /// Count the findings by code instead of printing each.
    #[arg(long)]
    pub statistics: bool,
    /// Exit 0 even when problems are found (2 still means the run failed).
    #[arg(long)]
    pub exit_zero: bool,
    /// The name standard input is reported under (and its configuration
    /// and per-file-ignores are found by).
    #[arg(long, value_name = "NAME")]
    pub stdin_filename: Option<String>,
    /// When to colour the reports; `auto` colours a terminal unless
    /// NO_COLOR is set.
    #[arg(long, value_enum, default_value = "auto")]
    pub color: Colour,
    /// Leave out files and folders matching this glob when walking folders
    /// (may be repeated).
    #[arg(long, value_name = "GLOB")]
    pub exclude: Vec<String>,
    /// Read no scoresheet.toml.
    #[arg(long)]
    pub isolated: bool,
    /// The language of the piece letters: auto or an ISO 639-1 code; a
    /// configuration's `language` when not given.
    #[arg(long)]
    pub lang: Option<String>,
    /// Hold every game to a house style — pgn (O-O, e8=Q) or fide (0-0,
    /// e8Q) — instead of its own; a configuration's `profile` when not given.
    #[arg(long, value_name = "PROFILE")]
    pub profile: Option<String>,
    /// What kind of text the input is.
    #[arg(long, value_parser = super::read::kind_parser(), default_value = "auto")]
    pub kind: Kind,
    /// Threads to lint on (default: one per core). Files are shared out
    /// among them, and a file given alone is read on all of them, a batch
    /// of games each; the output is in input order whatever the number.
    #[arg(long, short = 'j')]
    pub jobs: Option<usize>,
}

/// Reads a profile's name, for `--profile` and the configuration.
pub(crate) fn profile_arg(name: &str) -> Result<scoresheet::lint::Profile, String> {
    name.parse()
        .map_err(|_| format!("unknown profile '{name}'; use pgn or fide"))
}

/// `--color`.
#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Colour {
    /// On a terminal, unless NO_COLOR is set to anything but "".
    Auto,
    /// Always.
    Always,
    /// Never.
    Never,
}

impl Colour {
    /// Whether to colour standard error.
    fn on(self) -> bool {
        self.decides(
            std::env::var_os("NO_COLOR").as_deref(),
            std::io::stderr().is_terminal(),
        )
    }

    /// Whether to colour, given `NO_COLOR`'s value and whether standard
    /// error is a terminal: `NO_COLOR` set to anything but "" turns colour
    /// off unless it is asked for (no-color.org).
    fn decides(self, no_color: Option<&std::ffi::OsStr>, terminal: bool) -> bool {
        match self {
            Colour::Always => true,
            Colour::Never => false,
            Colour::Auto => no_color.is_none_or(std::ffi::OsStr::is_empty) && terminal,
        }
    }
}

#[cfg(test)]
mod colour_tests {
    use super::Colour;
    use std::ffi::OsStr;

    #[test]
    fn no_color_turns_automatic_colour_off_and_only_that() {
        assert!(Colour::Auto.decides(None, true));
        assert!(Colour::Auto.decides(Some(OsStr::new("")), true));
        assert!(!Colour::Auto.decides(Some(OsStr::new("1")), true));
        assert!(!Colour::Auto.decides(None, false));
        assert!(Colour::Always.decides(Some(OsStr::new("1")), false));
        assert!(!Colour::Never.decides(None, true));
    }
}

/// Runs `scoresheet lint`.
///
/// # Errors
/// When the report or the fixed text cannot be written to standard output
/// or standard error.
pub fn run(args: &LintArgs) -> std::io::Result<ExitCode> {
    match plan(args) {
        Ok(plan) => execute(args, plan),
        Err(message) => {
            say!("error: {message}");
            Ok(ExitCode::from(super::USAGE))
        }
    }
}

/// Everything decided before the first file is read.
struct Plan {
    jobs: Vec<(Option<PathBuf>, Job)>,
    warnings: Vec<String>,
}

/// Reads the options, finds the files and each one's configuration.
fn plan(args: &LintArgs) -> Result<Plan, String> {
    let profile = args.profile.as_deref().map(profile_arg).transpose()?;
    let select = args
        .select
        .as_deref()
        .map(scoresheet::lint::parse_selectors)
        .transpose()?;
    let ignore = args
        .ignore
        .as_deref()
        .map(scoresheet::lint::parse_selectors)
        .transpose()?
        .unwrap_or_default();
    let mut configs = Configs::default();
    configs.isolated = args.isolated;
    let found = walk::inputs(&args.files, &args.exclude, &mut configs)?;
    let colour = args.color.on();
    let mut jobs = Vec::new();
    for input in found.inputs {
        let (name, at) = match &input {
            Some(path) => (path.display().to_string(), Some(path.clone())),
            None => match &args.stdin_filename {
                Some(name) => (name.clone(), Some(PathBuf::from(name))),
                None => ("<stdin>".to_string(), None),
            },
        };
        let config = match &at {
            Some(path) => configs.for_file(path)?,
            None => configs.for_folder(Path::new("."))?,
        };
        let config = config.unwrap_or_default();
        let selection = config
            .selection(at.as_deref(), args.notes, select.as_ref(), &ignore)
            .with_profile(profile.or(config.profile));
        // The command line's language, else the configuration's, else each
        // game's own.
        let language = match args.lang.as_deref() {
            Some(code) => super::language_arg(code)?,
            None => config.language,
        };
        let options = ReadOptions::default()
            .with_language(language)
            .with_kind(args.kind);
        jobs.push((
            input,
            Job {
                name,
                selection,
                options,
                format: args.output_format,
                fix: args.fix,
                diff: args.diff,
                unsafe_fixes: args.unsafe_fixes,
                statistics: args.statistics,
                colour,
            },
        ));
    }
    Ok(Plan {
        jobs,
        warnings: found.warnings,
    })
}

/// What all inputs came to.
#[derive(Default)]
struct Totals {
    problems: usize,
    fixable: usize,
    fixable_unsafe: usize,
    fixed: usize,
    changed_files: usize,
    counts: BTreeMap<Code, (usize, usize)>,
    findings: Vec<format::Finding>,
    /// Files that `--fix` left as they were, and why.
    not_rewritten: Vec<(String, String)>,
    failed: bool,
}

impl Totals {
    fn add(&mut self, name: &str, outcome: Outcome) {
        self.problems += outcome.problems;
        self.fixable += outcome.fixable;
        self.fixable_unsafe += outcome.fixable_unsafe;
        self.fixed += outcome.fixed;
        self.changed_files += usize::from(!outcome.diff.is_empty());
        for (code, (n, safe)) in outcome.counts {
            let count = self.counts.entry(code).or_default();
            count.0 += n;
            count.1 += safe;
        }
        self.findings.extend(outcome.findings);
        if let Some(why) = outcome.not_rewritten {
            self.not_rewritten.push((name.to_string(), why));
        }
    }

    fn summary(&self, args: &LintArgs) -> String {
        let plural = |n: usize| if n == 1 { "" } else { "s" };
        if args.diff {
            return format!(
                "{} fix{} would be applied in {} file{}",
                self.fixed,
                if self.fixed == 1 { "" } else { "es" },
                self.changed_files,
                plural(self.changed_files)
            );
        }
        let mut text = format!("{} problem{}", self.problems, plural(self.problems));
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
            text.push_str(&format!("; {n} file{} not rewritten", plural(n)));
        }
        text
    }

    /// `--statistics`: one line per code, most frequent first.
    fn statistics(&self, format: OutputFormat) -> String {
        let mut rows: Vec<(&Code, &(usize, usize))> = self.counts.iter().collect();
        rows.sort_by(|a, b| b.1.0.cmp(&a.1.0).then(a.0.cmp(b.0)));
        if matches!(format, OutputFormat::Json | OutputFormat::JsonLines) {
            let rows: Vec<serde_json::Value> = rows
                .iter()
                .map(|(code, (n, safe))| {
                    serde_json::json!({
                        "code": code.as_str(),
                        "name": code.name(),
                        "count": n,
                        "fixable": safe,
                    })
                })
                .collect();
            return serde_json::to_string_pretty(&rows).unwrap_or_default() + "\n";
        }
        let width = rows.first().map_or(1, |(_, (n, _))| n.to_string().len());
        rows.iter()
            .map(|(code, (n, safe))| {
                format!(
                    "{n:>width$}\t{}\t{}{}\n",
                    code.as_str(),
                    if *safe > 0 { "[*] " } else { "" },
                    code.name()
                )
            })
            .collect()
    }
}

/// Lints the planned inputs, files on every core, and prints the results in
/// order.
fn execute(args: &LintArgs, plan: Plan) -> std::io::Result<ExitCode> {
    for warning in &plan.warnings {
        say!("warning: {warning}");
    }
    if args.fix && plan.jobs.iter().any(|(input, _)| input.is_some()) {
        // Ctrl-C or a kill while a file is being fixed leaves the file as
        // it was and no temporary file behind.
        if let Err(message) = super::rewrite::remove_on_signal() {
            say!("warning: {message}");
        }
    }
    // Fixed standard input takes standard output: then every report goes
    // to standard error.
    let stdout_taken = args.fix && plan.jobs.iter().any(|(input, _)| input.is_none());
    let mut totals = Totals::default();
    let files: Vec<(usize, &Path, &Job)> = plan
        .jobs
        .iter()
        .enumerate()
        .filter_map(|(i, (input, job))| input.as_deref().map(|p| (i, p, job)))
        .collect();
    let next = AtomicUsize::new(0);
    let cores = args
        .jobs
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, std::num::NonZero::get))
        .max(1);
    let threads = cores.min(files.len().max(1));
    // Cores left over when there are fewer files than cores go to each
    // file's games: one large database uses every core too.
    let per_input = (cores / plan.jobs.len().max(1)).max(1);
    let (send, receive) = std::sync::mpsc::channel::<(usize, Outcome)>();
    let mut progress = Progress::new(files.len());
    std::thread::scope(|scope| -> std::io::Result<()> {
        for _ in 0..threads {
            let send = send.clone();
            let (files, next) = (&files, &next);
            scope.spawn(move || {
                while let Some(&(i, path, job)) = files.get(next.fetch_add(1, Ordering::Relaxed)) {
                    if send.send((i, lint_file(path, job, per_input))).is_err() {
                        break;
                    }
                }
            });
        }
        drop(send);
        let mut waiting: BTreeMap<usize, Outcome> = BTreeMap::new();
        for (i, (input, job)) in plan.jobs.iter().enumerate() {
            let outcome = if input.is_none() {
                let mut stdout = std::io::stdout().lock();
                check::check(
                    BufReader::new(std::io::stdin()),
                    None,
                    &mut stdout,
                    job,
                    per_input,
                )?
            } else {
                loop {
                    if let Some(outcome) = waiting.remove(&i) {
                        break outcome;
                    }
                    match receive.recv() {
                        Ok((j, outcome)) => {
                            progress.tick();
                            waiting.insert(j, outcome);
                        }
                        // A worker died: the file's outcome is lost.
                        Err(_) => {
                            break Outcome {
                                error: Some(format!("{} was not linted", job.name)),
                                ..Outcome::default()
                            };
                        }
                    }
                }
            };
            progress.suspend(|| print(args, &outcome, stdout_taken))?;
            if let Some(error) = &outcome.error {
                progress.suspend(|| -> std::io::Result<()> {
                    say!("error: {error}");
                    Ok(())
                })?;
                totals.failed = true;
            }
            totals.add(&job.name, outcome);
        }
        Ok(())
    })?;
    progress.finish();
    let mut out: Box<dyn Write> = if stdout_taken {
        Box::new(std::io::stderr().lock())
    } else {
        Box::new(std::io::stdout().lock())
    };
    if args.statistics {
        out.write_all(totals.statistics(args.output_format).as_bytes())?;
    } else {
        match args.output_format {
            OutputFormat::Json => writeln!(out, "{}", format::json(&totals.findings))?,
            OutputFormat::Sarif => writeln!(out, "{}", format::sarif(&totals.findings))?,
            _ => {}
        }
    }
    out.flush()?;
    say!("{}", totals.summary(args));
    for (name, why) in &totals.not_rewritten {
        say!("{name} was not rewritten: {why}");
    }
    Ok(ExitCode::from(if totals.failed {
        super::USAGE
    } else if args.exit_zero {
        super::CLEAN
    } else if args.diff {
        if totals.changed_files > 0 {
            super::ERRORS
        } else {
            super::CLEAN
        }
    } else if totals.problems == 0 {
        super::CLEAN
    } else {
        super::ERRORS
    }))
}

/// Prints what one input came to: `full` reports on standard error, the
/// other formats and diffs on standard output (or standard error when
/// standard output carries fixed text).
fn print(args: &LintArgs, outcome: &Outcome, stdout_taken: bool) -> std::io::Result<()> {
    let to_stderr = stdout_taken || args.output_format == OutputFormat::Full;
    if !outcome.report.is_empty() {
        if to_stderr {
            std::io::stderr().write_all(outcome.report.as_bytes())?;
        } else {
            std::io::stdout().write_all(outcome.report.as_bytes())?;
        }
    }
    if !outcome.diff.is_empty() {
        std::io::stdout().write_all(outcome.diff.as_bytes())?;
    }
    for warning in &outcome.warnings {
        say!("warning: {warning}");
    }
    Ok(())
}

/// Lints a file; with --fix, rewrites it unless that was refused, in which
/// case the file is linted and the refusal reported.
fn lint_file(path: &Path, job: &Job, jobs: usize) -> Outcome {
    let file = match std::fs::File::open(path) {
        Ok(file) => file,
        Err(error) => {
            return Outcome {
                error: Some(format!("cannot read {}: {error}", path.display())),
                ..Outcome::default()
            };
        }
    };
    let (rewrite, refused) = if job.fix {
        match Rewrite::begin(path, &file) {
            Ok(rewrite) => (Some(rewrite), None),
            Err(Refusal::Refused(why)) => (None, Some(why)),
            Err(Refusal::Failed(why)) => {
                return Outcome {
                    error: Some(why),
                    ..Outcome::default()
                };
            }
        }
    } else {
        (None, None)
    };
    let report_only;
    let job = if refused.is_some() {
        report_only = Job {
            fix: false,
            selection: job.selection.clone(),
            name: job.name.clone(),
            ..*job
        };
        &report_only
    } else {
        job
    };
    let mut outcome = check::check(
        BufReader::new(file),
        rewrite,
        &mut std::io::sink(),
        job,
        jobs,
    )
    .unwrap_or_else(|error| Outcome {
        error: Some(format!("cannot lint {}: {error}", path.display())),
        ..Outcome::default()
    });
    if let Some(why) = refused {
        outcome.not_rewritten = Some(why);
    }
    outcome
}

/// A progress bar on a terminal, drawn only once a run has taken a second.
struct Progress {
    bar: indicatif::ProgressBar,
    started: Instant,
    shown: bool,
    wanted: bool,
}

impl Progress {
    fn new(files: usize) -> Progress {
        let bar = indicatif::ProgressBar::with_draw_target(
            Some(files as u64),
            indicatif::ProgressDrawTarget::hidden(),
        );
        if let Ok(style) =
            indicatif::ProgressStyle::with_template("{bar:30} {pos}/{len} files {elapsed}")
        {
            bar.set_style(style);
        }
        Progress {
            bar,
            started: Instant::now(),
            shown: false,
            wanted: files > 1 && std::io::stderr().is_terminal(),
        }
    }

    fn tick(&mut self) {
        self.bar.inc(1);
        if self.wanted && !self.shown && self.started.elapsed() > Duration::from_secs(1) {
            self.bar
                .set_draw_target(indicatif::ProgressDrawTarget::stderr());
            self.shown = true;
        }
    }

    fn suspend<T>(&self, f: impl FnOnce() -> T) -> T {
        self.bar.suspend(f)
    }

    fn finish(&self) {
        self.bar.finish_and_clear();
    }
}
