//! What `lint` prints for each finding, in ruff's formats: `full` reports
//! for people, `concise` lines for grep, `json` and `json-lines` for
//! programs, `github` workflow annotations and `sarif` for code-scanning
//! tools. The JSON schema is documented in the README.

use scoresheet::diagnostics::{Applicability, Diagnostic, Severity};
use serde::Serialize;

/// `--output-format`.
#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum OutputFormat {
    /// Reports that point at the characters, with the text around them.
    Full,
    /// One line per finding: `file:line:col: CODE message`.
    Concise,
    /// One JSON array of every finding.
    Json,
    /// One JSON object per line.
    JsonLines,
    /// GitHub Actions workflow commands (annotations).
    Github,
    /// SARIF 2.1.0, for code-scanning tools.
    Sarif,
}

/// A byte range in the file.
#[derive(Serialize, Clone, Copy, Debug)]
pub struct Range {
    /// The first byte.
    pub start: usize,
    /// The byte after the last.
    pub end: usize,
}

/// A place in the file, both numbers 1-based; the column counts characters.
#[derive(Serialize, Clone, Copy, Debug)]
pub struct Location {
    /// The line.
    pub line: usize,
    /// The column, in characters.
    pub column: usize,
}

/// One edit of a fix.
#[derive(Serialize, Clone, Debug)]
pub struct EditOut {
    /// The bytes replaced.
    pub span: Range,
    /// What replaces them.
    pub content: String,
}

/// A fix: its edits and whether `--fix` applies it alone.
#[derive(Serialize, Clone, Debug)]
pub struct FixOut {
    /// `safe` or `unsafe`.
    pub applicability: Applicability,
    /// The edits, in file order.
    pub edits: Vec<EditOut>,
}

/// One finding, as the machine formats give it.
#[derive(Serialize, Clone, Debug)]
pub struct Finding {
    /// The file as named on the command line (or `--stdin-filename`).
    pub file: String,
    /// The code, such as `V004`.
    pub code: &'static str,
    /// The code's name, such as `missing-check-mark`.
    pub rule: &'static str,
    /// `error`, `warning` or `note`.
    pub severity: Severity,
    /// What is wrong.
    pub message: String,
    /// What to write instead, when it can be said.
    pub help: Option<String>,
    /// The bytes it is about.
    pub span: Range,
    /// Where it starts.
    pub location: Location,
    /// Where it ends.
    pub end_location: Location,
    /// The fix, or null.
    pub fix: Option<FixOut>,
}

/// Line starts of a chunk of text, for the line and column of findings.
pub struct Lines<'a> {
    text: &'a str,
    starts: Vec<usize>,
    /// Lines of the file before the chunk.
    line: usize,
    /// Bytes of the file before the chunk.
    offset: usize,
    /// Characters of its first line before the chunk.
    column: usize,
    /// The last place located: its line's index, its byte and its column.
    /// Findings come in order, many of them on one long line; counting
    /// characters from there, not from the line's start, keeps the
    /// counting linear in the line, whatever the number of findings.
    last: std::cell::Cell<(usize, usize, usize)>,
}

impl<'a> Lines<'a> {
    /// The lines of `text`, a chunk that starts after `line` lines and
    /// `offset` bytes of its file.
    pub fn new(text: &'a str, line: usize, offset: usize) -> Lines<'a> {
        let starts = std::iter::once(0)
            .chain(text.match_indices('\n').map(|(i, _)| i + 1))
            .collect();
        Lines {
            text,
            starts,
            line,
            offset,
            column: 0,
            last: std::cell::Cell::new((usize::MAX, 0, 0)),
        }
    }

    /// The lines of a chunk that starts `column` characters into its first
    /// line (a game cut from a very long line).
    #[must_use]
    pub fn with_column(mut self, column: usize) -> Lines<'a> {
        self.column = column;
        self
    }

    fn location(&self, at: usize) -> Location {
        let mut at = at.min(self.text.len());
        while !self.text.is_char_boundary(at) {
            at -= 1;
        }
        let index = self.starts.partition_point(|&s| s <= at).saturating_sub(1);
        let (last_index, last_at, last_column) = self.last.get();
        let column = if last_index == index && last_at <= at {
            last_column + self.text[last_at..at].chars().count()
        } else {
            let start = self.starts.get(index).copied().unwrap_or(0);
            let before = if index == 0 { self.column } else { 0 };
            before + self.text[start..at].chars().count() + 1
        };
        self.last.set((index, at, column));
        Location {
            line: self.line + index + 1,
            column,
        }
    }

    fn range(&self, span: scoresheet::Span) -> Range {
        Range {
            start: self.offset + span.start as usize,
            end: self.offset + span.end as usize,
        }
    }

    /// The finding of `diagnostic` in file `file`.
    pub fn finding(&self, file: &str, diagnostic: &Diagnostic) -> Finding {
        Finding {
            file: file.to_string(),
            code: diagnostic.code.as_str(),
            rule: diagnostic.code.name(),
            severity: diagnostic.severity,
            message: diagnostic.message.clone(),
            help: diagnostic.help.clone(),
            span: self.range(diagnostic.span),
            location: self.location(diagnostic.span.start as usize),
            end_location: self.location(diagnostic.span.end as usize),
            fix: diagnostic.fix.as_ref().map(|fix| FixOut {
                applicability: fix.applicability,
                edits: fix
                    .edits
                    .iter()
                    .map(|e| EditOut {
                        span: self.range(e.span),
                        content: e.replacement.clone(),
                    })
                    .collect(),
            }),
        }
    }
}

/// `file:line:col: CODE message`.
pub fn concise(f: &Finding) -> String {
    format!(
        "{}:{}:{}: {} {}",
        f.file, f.location.line, f.location.column, f.code, f.message
    )
}

/// One JSON object on one line.
pub fn json_line(f: &Finding) -> String {
    serde_json::to_string(f).unwrap_or_default()
}

/// Every finding as one JSON array.
pub fn json(findings: &[Finding]) -> String {
    serde_json::to_string_pretty(findings).unwrap_or_default()
}

/// A GitHub Actions annotation: `::warning file=…,line=…::message`.
pub fn github(f: &Finding) -> String {
    let level = match f.severity {
        Severity::Error => "error",
        Severity::Warning => "warning",
        Severity::Note => "notice",
    };
    format!(
        "::{level} file={},line={},col={},endLine={},endColumn={},title={}::{}",
        property(&f.file),
        f.location.line,
        f.location.column,
        f.end_location.line,
        f.end_location.column,
        property(&format!("{} {}", f.code, f.rule)),
        data(&f.message)
    )
}

/// Escapes a workflow command's message.
fn data(text: &str) -> String {
    text.replace('%', "%25")
        .replace('\r', "%0D")
        .replace('\n', "%0A")
}

/// Escapes a workflow command's property value.
fn property(text: &str) -> String {
    data(text).replace(':', "%3A").replace(',', "%2C")
}

/// A SARIF 2.1.0 log of `findings`, listing every rule.
pub fn sarif(findings: &[Finding]) -> String {
    use strum::IntoEnumIterator as _;
    let rules: Vec<serde_json::Value> = scoresheet::diagnostics::Code::iter()
        .map(|code| {
            let full = scoresheet::lint::rules::rule(code).map_or(code.explanation(), |r| r.what);
            serde_json::json!({
                "id": code.as_str(),
                "name": code.name(),
                "shortDescription": { "text": code.explanation() },
                "fullDescription": { "text": full },
                "defaultConfiguration": { "level": level(code.severity()) },
            })
        })
        .collect();
    let results: Vec<serde_json::Value> = findings
        .iter()
        .map(|f| {
            serde_json::json!({
                "ruleId": f.code,
                "level": level(f.severity),
                "message": { "text": f.message },
                "locations": [{
                    "physicalLocation": {
                        "artifactLocation": { "uri": f.file },
                        "region": {
                            "startLine": f.location.line,
                            "startColumn": f.location.column,
                            "endLine": f.end_location.line,
                            "endColumn": f.end_location.column,
                            "byteOffset": f.span.start,
                            "byteLength": f.span.end - f.span.start,
                        }
                    }
                }],
            })
        })
        .collect();
    let log = serde_json::json!({
        "version": "2.1.0",
        "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
        "runs": [{
            "tool": {
                "driver": {
                    "name": "scoresheet",
                    "version": env!("CARGO_PKG_VERSION"),
                    "rules": rules,
                }
            },
            "results": results,
        }]
    });
    serde_json::to_string_pretty(&log).unwrap_or_default()
}

/// SARIF's level for a severity.
fn level(severity: Severity) -> &'static str {
    match severity {
        Severity::Error => "error",
        Severity::Warning => "warning",
        Severity::Note => "note",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_and_columns_count_from_the_chunk_start_in_characters() {
        let lines = Lines::new("1. e4 e5\n2. B×f7 Nc6\n", 10, 500);
        assert_eq!(lines.location(0).line, 11);
        // f7 is the sixth character of its line (the seventh byte).
        let at = "1. e4 e5\n2. B×".len();
        let loc = lines.location(at);
        assert_eq!((loc.line, loc.column), (12, 6));
        assert_eq!(lines.range(scoresheet::Span::new(3, 5)).start, 503);
    }

    #[test]
    fn a_place_found_after_another_has_the_column_found_afresh() {
        let text = "1. e4 e5 2. B×f7 K×f7 3. Qh5+ g6\n4. Q×e5 Nf6 ×\n";
        let ends: Vec<usize> = (0..=text.len())
            .filter(|&i| text.is_char_boundary(i))
            .collect();
        let walked = Lines::new(text, 3, 0).with_column(7);
        // In order, then back and forth: each as a fresh index finds it.
        for &at in ends
            .iter()
            .chain(ends.iter().rev())
            .chain(ends.iter().step_by(3))
        {
            let fresh = Lines::new(text, 3, 0).with_column(7).location(at);
            let found = walked.location(at);
            assert_eq!(
                (found.line, found.column),
                (fresh.line, fresh.column),
                "byte {at}"
            );
        }
    }

    #[test]
    fn github_escapes_its_separators() {
        assert_eq!(property("a:b,c%"), "a%3Ab%2Cc%25");
        assert_eq!(data("a\nb"), "a%0Ab");
    }
}
