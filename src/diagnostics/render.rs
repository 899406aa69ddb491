//! Reports for people: the only module that talks to ariadne.
//!
//! Spans are byte offsets, and ariadne counts characters unless told
//! otherwise, so every report is built with `IndexType::Byte`: our texts are full
//! of ×, †, ‡, ≠, ½, figurines and Cyrillic.

use super::{Diagnostic, Severity};
use ariadne::{Color, Config, IndexType, Label, Report, ReportKind, Source};

/// Renders diagnostics about `source` (named `name` in the report) as text.
///
/// `colour` turns on ANSI colours; the CLI passes whether standard error is a
/// terminal.
#[must_use]
pub fn render(name: &str, source: &str, diagnostics: &[Diagnostic], colour: bool) -> String {
    render_at(name, source, 0, diagnostics, colour)
}

/// [`render`] for a piece of a file that starts after `line_offset` lines,
/// so that the line numbers shown are the file's.
#[must_use]
pub fn render_at(
    name: &str,
    source: &str,
    line_offset: usize,
    diagnostics: &[Diagnostic],
    colour: bool,
) -> String {
    let mut out = Vec::new();
    let mut cache = (
        name,
        Source::from(source).with_display_line_offset(line_offset),
    );
    for diagnostic in diagnostics {
        let report = report(name, source, diagnostic, colour);
        // Writing into a Vec cannot fail for I/O reasons; a failure here would be
        // an ariadne bug, and the plain one-line form is still printed below.
        if report.write(&mut cache, &mut out).is_err() {
            out.extend_from_slice(format!("{diagnostic}\n").as_bytes());
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

fn clamp(source: &str, span: crate::Span) -> std::ops::Range<usize> {
    let end = (span.end as usize).min(source.len());
    let start = (span.start as usize).min(end);
    start..end
}

fn report<'a>(
    name: &'a str,
    source: &str,
    diagnostic: &Diagnostic,
    colour: bool,
) -> Report<'a, (&'a str, std::ops::Range<usize>)> {
    let (kind, tint) = match diagnostic.severity {
        Severity::Error => (ReportKind::Error, Color::Red),
        Severity::Warning => (ReportKind::Warning, Color::Yellow),
        Severity::Note => (ReportKind::Advice, Color::Cyan),
    };
    let primary = clamp(source, diagnostic.span);
    let mut builder = Report::build(kind, (name, primary.clone()))
        .with_config(
            Config::default()
                .with_color(colour)
                .with_index_type(IndexType::Byte),
        )
        .with_code(diagnostic.code.as_str())
        .with_message(&diagnostic.message)
        .with_label(
            Label::new((name, primary))
                .with_message(&diagnostic.message)
                .with_color(tint),
        );
    for label in &diagnostic.labels {
        builder = builder.with_label(
            Label::new((name, clamp(source, label.span)))
                .with_message(&label.message)
                .with_color(Color::Blue),
        );
    }
    if let Some(help) = &diagnostic.help {
        builder = builder.with_help(help);
    }
    builder.finish()
}
