//! The corpus harness: a case is a text file holding an input and the
//! outputs expected of it, one section each, written by hand.
//!
//! ```text
//! % requirements: R6
//! --- input
//! B:e5
//! --- tree
//! …
//! --- diagnostics
//! error[S002] 3..4 expected a square such as e4 after the piece letter 'N'
//! ```
//!
//! Lines starting with `%` before the first section are headers (`lang`, `fen`,
//! `strict`, `kind`, `requirements`; any other is kept as a comment). Only
//! the sections a case has are compared. The stage a case runs through
//! comes from its folder: under a `syntax/` folder only the parser, under
//! `documents/` the whole document reader, elsewhere one movetext resolved.
//!
//! Another crate runs its own cases in a few lines: [`check_file`] checks one
//! case (or blesses it), and a test with `harness = false` makes each case a
//! named test, as this crate's `tests/corpus.rs` does with libtest-mimic:
//!
//! ```no_run
//! use scoresheet::corpus::{Verdict, case_files, check_file};
//!
//! let bless = std::env::var("SCORESHEET_BLESS").ok();
//! for path in case_files(std::path::Path::new("corpus")) {
//!     match check_file(&path, bless.as_deref()) {
//!         Ok(Verdict::Failed(mismatches)) => {
//!             for m in mismatches {
//!                 eprintln!("{}: section '{}'\n- {}\n+ {}", path.display(), m.section, m.expected, m.actual);
//!             }
//!         }
//!         Ok(_) => {} // passed, or blessed
//!         Err(why) => eprintln!("{}: {why}", path.display()),
//!     }
//! }
//! ```
//!
//! Blessing (`SCORESHEET_BLESS=1`, or a section's name for that section
//! only) writes what the crate produces back into the case, atomically;
//! review it with `git diff` before committing — a blessed case is only as
//! right as the person who read it.
//! Document cases may have a `pgn` section: each game's movetext as PGN
//! writes it (variations and comments kept), on one line, and a `lint`
//! section: every diagnostic `scoresheet lint --select ALL` gives.
//! `tests/corpus.rs` runs every case under `corpus/` as a named test; with
//! `SCORESHEET_BLESS=1` it writes the actual outputs back instead, to be read
//! line by line against the spec before committing.

use crate::syntax;
use crate::{export::line::main_line, notation::Style};

/// Every file under `dir`, sorted, so that the tests that walk the corpus
/// all see the same files in the same order. Unreadable folders are skipped.
#[must_use]
pub fn files(dir: &std::path::Path) -> Vec<std::path::PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(dir) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        for entry in entries.filter_map(Result::ok) {
            let path = entry.path();
            if path.is_dir() {
                stack.push(path);
            } else {
                out.push(path);
            }
        }
    }
    out.sort();
    out
}

/// The `.case` files under `dir`, sorted.
#[must_use]
pub fn case_files(dir: &std::path::Path) -> Vec<std::path::PathBuf> {
    files(dir)
        .into_iter()
        .filter(|p| p.extension().is_some_and(|e| e == "case"))
        .collect()
}

/// One corpus case.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Case {
    /// `% name: value` headers, in order.
    pub headers: Vec<(String, String)>,
    /// The header lines as written, after their `%`: a comment line with a
    /// colon in it is read as a header too, and is written back as it was,
    /// not re-spaced around its colon.
    pub header_lines: Vec<String>,
    /// The input text (its final line end is not part of it).
    pub input: String,
    /// Expected outputs by section name, in file order.
    pub sections: Vec<(String, String)>,
}

impl Case {
    /// Reads a case file; `None` when it has no `--- input` section.
    #[must_use]
    pub fn parse(text: &str) -> Option<Case> {
        let mut case = Case::default();
        let mut current: Option<(String, Vec<&str>)> = None;
        let mut input = None;
        let finish =
            |current: Option<(String, Vec<&str>)>, case: &mut Case, input: &mut Option<String>| {
                if let Some((name, lines)) = current {
                    let body = lines.join("\n");
                    if name == "input" {
                        *input = Some(body);
                    } else {
                        case.sections.push((name, body));
                    }
                }
            };
        for line in text.lines() {
            if let Some(name) = line.strip_prefix("--- ") {
                finish(current.take(), &mut case, &mut input);
                current = Some((name.trim().to_string(), Vec::new()));
            } else if let Some((_, lines)) = &mut current {
                lines.push(line);
            } else if let Some(header) = line.strip_prefix('%') {
                let (name, value) = header.split_once(':').unwrap_or((header, ""));
                case.headers
                    .push((name.trim().to_string(), value.trim().to_string()));
                case.header_lines.push(header.to_string());
            }
        }
        finish(current, &mut case, &mut input);
        case.input = input?;
        Some(case)
    }

    /// The value of a header.
    #[must_use]
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    /// Writes the case back in its file format.
    #[must_use]
    pub fn render(&self) -> String {
        let mut out = String::new();
        for line in &self.header_lines {
            out.push('%');
            out.push_str(line);
            out.push('\n');
        }
        out.push_str("--- input\n");
        out.push_str(&self.input);
        out.push('\n');
        for (name, body) in &self.sections {
            out.push_str(&format!("--- {name}\n"));
            if !body.is_empty() {
                out.push_str(body);
                out.push('\n');
            }
        }
        out
    }
}

/// Which stages a case runs through.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    /// Only the syntax stage: `tree` and `diagnostics` are the parser's.
    Syntax,
    /// The whole pipeline: the movetext is resolved from the initial position
    /// or the `fen` header, letters read in the `lang` header's language or
    /// inferred, strictly if the `strict` header is present.
    Resolve,
    /// The input is a whole document: `moves` and `san` have one line per
    /// game found, `diagnostics` those of every game; the `kind` header
    /// forces movetext or prose.
    Document,
}

/// What the crate produces for a case, section by section: `tree`,
/// `diagnostics` (one per line, as [`Diagnostic`](crate::diagnostics::Diagnostic)
/// displays, each followed by its `label:`, `help:` and `fix:` lines), `moves` (UCI),
/// `san`, `fide`, `lan`, `figurine`, `language`.
#[must_use]
pub fn actual(case: &Case, section: &str, stage: Stage) -> Option<String> {
    let parsed = syntax::parse(&case.input);
    if section == "tree" {
        return Some(
            syntax::render_tree(&case.input, &parsed.movetext)
                .trim_end()
                .to_string(),
        );
    }
    let lines = |diagnostics: &[crate::diagnostics::Diagnostic]| {
        let mut out = Vec::new();
        for d in diagnostics {
            out.push(d.to_string());
            for label in &d.labels {
                out.push(format!("  label: {} {}", label.span, label.message));
            }
            if let Some(help) = &d.help {
                out.push(format!("  help: {help}"));
            }
            if let Some(fix) = &d.fix {
                for edit in &fix.edits {
                    let safety = format!("{:?}", fix.applicability).to_lowercase();
                    out.push(format!(
                        "  fix: {} {:?} ({safety})",
                        edit.span, edit.replacement
                    ));
                }
            }
        }
        out.join("\n")
    };
    if stage == Stage::Syntax {
        return (section == "diagnostics").then(|| lines(&parsed.diagnostics));
    }
    if stage == Stage::Document {
        let kind = match case.header("kind") {
            Some("prose") => crate::document::Kind::Prose,
            Some("movetext") => crate::document::Kind::Movetext,
            _ => crate::document::Kind::Auto,
        };
        let options = crate::document::ReadOptions {
            language: case
                .header("lang")
                .and_then(crate::notation::lexicon::Language::from_code),
            strict: case.header("strict").is_some(),
            kind,
            ..crate::document::ReadOptions::default()
        };
        let games = crate::document::read_str(&case.input, &options);
        let each = |style| {
            games
                .iter()
                .map(|g| main_line(&g.game, style))
                .collect::<Vec<_>>()
                .join("\n")
        };
        return match section {
            "moves" => Some(each(Style::UCI)),
            "san" => Some(each(Style::SAN)),
            // The movetext of each game as PGN writes it, variations and
            // comments included, without the tag section.
            "pgn" => Some(
                games
                    .iter()
                    .map(|g| {
                        let pgn = crate::export::pgn::write_pgn(&g.game, &case.input, Style::SAN);
                        let movetext = pgn.split_once("\n\n").map_or(pgn.as_str(), |(_, m)| m);
                        movetext.split_whitespace().collect::<Vec<_>>().join(" ")
                    })
                    .collect::<Vec<_>>()
                    .join("\n"),
            ),
            "diagnostics" => {
                let all: Vec<_> = games
                    .iter()
                    .flat_map(|g| g.diagnostics.iter().cloned())
                    .collect();
                Some(lines(&all))
            }
            "games" => Some(games.len().to_string()),
            // What `scoresheet lint --select ALL` reports: the reader's
            // diagnostics as the lint adapts them, and the lint's own
            // checks of each game as written.
            "lint" => Some(lines(&crate::lint::lint(&case.input, &options))),
            _ => None,
        };
    }
    let start = match case.header("fen") {
        Some(fen) => match crate::board::Position::from_fen(fen) {
            Ok(position) => position,
            Err(error) => return Some(format!("bad fen header: {}", error.kind)),
        },
        None => crate::board::Position::initial(),
    };
    let language = case
        .header("lang")
        .and_then(crate::notation::lexicon::Language::from_code);
    let options = crate::resolve::Options::lenient()
        .with_recover(case.header("strict").is_none() && case.header("no-recovery").is_none())
        .with_language(language)
        .with_strict(case.header("strict").is_some());
    let game = crate::resolve::read_movetext(&case.input, &parsed.movetext, &start, &options);
    let to = |style| main_line(&game, style);
    match section {
        "diagnostics" => {
            let mut all = parsed.diagnostics.clone();
            all.extend(game.diagnostics.iter().cloned());
            all.sort_by_key(|d| d.span.start);
            Some(lines(&all))
        }
        "moves" => Some(to(Style::UCI)),
        "san" => Some(to(Style::SAN)),
        "fide" => Some(to(Style::FIDE)),
        "lan" => Some(to(Style::LAN)),
        "figurine" => Some(to(Style::FIGURINE)),
        "language" => Some(game.language.to_string()),
        _ => None,
    }
}

/// A section whose expected text differs from what the crate produces.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mismatch {
    /// The section's name.
    pub section: String,
    /// What the case expects.
    pub expected: String,
    /// What the crate produced.
    pub actual: String,
}

/// The outcome of checking one case.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Verdict {
    /// Every section matched.
    Passed,
    /// Bless mode: the sections were written back (or already matched).
    Blessed,
    /// Sections that differ, in file order.
    Failed(Vec<Mismatch>),
}

/// The stage a case at `path` runs through, from its folders: `syntax`,
/// `documents`, otherwise one movetext resolved.
#[must_use]
pub fn stage_of(path: &std::path::Path) -> Stage {
    let folders: Vec<String> = path
        .components()
        .map(|c| c.as_os_str().to_string_lossy().into_owned())
        .collect();
    if folders.iter().any(|c| c == "syntax") {
        Stage::Syntax
    } else if folders.iter().any(|c| c == "documents") {
        Stage::Document
    } else {
        Stage::Resolve
    }
}

/// Checks the case file at `path`: every section against what the crate
/// produces. With `bless` (`"1"` for every section, or one section's name)
/// the file is rewritten with what the crate produces instead.
///
/// A case under an `ok/` folder must parse without a syntax error, one
/// under `err/` with one.
///
/// # Errors
/// The file cannot be read or written, is no case (no `--- input`), expects
/// nothing, names a section the crate does not produce for its stage, or
/// breaks the `ok/`/`err/` rule.
pub fn check_file(path: &std::path::Path, bless: Option<&str>) -> Result<Verdict, String> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    let mut case = Case::parse(&text).ok_or("the case has no '--- input' section")?;
    let folders: Vec<String> = path
        .components()
        .map(|c| c.as_os_str().to_string_lossy().into_owned())
        .collect();
    if folders.iter().any(|c| c == "ok") && has_syntax_error(&case) {
        return Err("a case under ok/ must have no syntax error".into());
    }
    if folders.iter().any(|c| c == "err") && !has_syntax_error(&case) {
        return Err("a case under err/ must have a syntax error".into());
    }
    let stage = stage_of(path);
    if case.sections.is_empty() {
        return Err("the case expects nothing: add a section".into());
    }
    if let Some(which) = bless {
        for i in 0..case.sections.len() {
            let name = case.sections[i].0.clone();
            if which != "1" && which != name {
                continue;
            }
            let value =
                actual(&case, &name, stage).ok_or_else(|| format!("unknown section '{name}'"))?;
            case.sections[i].1 = value;
        }
        let rendered = case.render();
        if rendered != text {
            // Write beside, then rename: a crash never leaves half a case.
            let temporary = path.with_extension("case.tmp");
            std::fs::write(&temporary, rendered).map_err(|e| e.to_string())?;
            std::fs::rename(&temporary, path).map_err(|e| e.to_string())?;
        }
        return Ok(Verdict::Blessed);
    }
    let mut mismatches = Vec::new();
    for (name, expected) in &case.sections {
        let got = actual(&case, name, stage).ok_or_else(|| format!("unknown section '{name}'"))?;
        if &got != expected {
            mismatches.push(Mismatch {
                section: name.clone(),
                expected: expected.clone(),
                actual: got,
            });
        }
    }
    Ok(if mismatches.is_empty() {
        Verdict::Passed
    } else {
        Verdict::Failed(mismatches)
    })
}

/// Whether the case's input has a syntax error, for the `ok/` and `err/`
/// folder rule.
#[must_use]
pub fn has_syntax_error(case: &Case) -> bool {
    !syntax::accepts(&case.input)
}
