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
    render_in(name, source, line_offset, 0, diagnostics, colour)
}

/// [`render_at`] for a piece of a file that starts `column` characters into
/// its line (a game cut from a very long line): a report on the piece's
/// first line shows the file's column, in the form of a long line's report,
/// since the line is not all there to show.
#[must_use]
pub fn render_in(
    name: &str,
    source: &str,
    line_offset: usize,
    column: usize,
    diagnostics: &[Diagnostic],
    colour: bool,
) -> String {
    let mut out = Vec::new();
    let mut cache = (
        name,
        Source::from(source).with_display_line_offset(line_offset),
    );
    let mut text = String::new();
    // Each span found in source order, once: the reports are in the order
    // given, which need not be the text's.
    let mut order: Vec<usize> = (0..diagnostics.len()).collect();
    order.sort_by_key(|&i| clamp(source, diagnostics[i].span).start);
    let mut lines = LineCursor::default();
    let mut located: Vec<(usize, Located)> = order
        .into_iter()
        .map(|i| (i, lines.locate(source, clamp(source, diagnostics[i].span))))
        .collect();
    located.sort_unstable_by_key(|&(i, _)| i);
    for (diagnostic, (_, located)) in diagnostics.iter().zip(located) {
        let place = Place {
            name,
            source,
            line_offset,
            column,
        };
        if let Some(long) = long_line(&place, diagnostic, &located) {
            text.push_str(&long);
            continue;
        }
        let report = report(name, source, diagnostic, colour);
        out.clear();
        // Writing into a Vec cannot fail for I/O reasons; a failure here would be
        // an ariadne bug, and the plain one-line form is still printed below.
        if report.write(&mut cache, &mut out).is_err() {
            text.push_str(&format!("{diagnostic}\n"));
            continue;
        }
        text.push_str(&shift_margin(&String::from_utf8_lossy(&out), line_offset));
    }
    text
}

/// Where a piece of a file stands in it.
struct Place<'a> {
    name: &'a str,
    source: &'a str,
    line_offset: usize,
    /// Characters before the piece on its first line.
    column: usize,
}

/// The report with `offset` added to the line numbers in its margin.
///
/// ariadne adds the display line offset to the `file:line:col` header only;
/// the margin counts from the start of the source it was given. So the
/// numbers are rewritten here, and every margin widened to fit the largest.
fn shift_margin(report: &str, offset: usize) -> String {
    if offset == 0 {
        return report.to_string();
    }
    // A margin line is spaces, an optional colour escape, spaces, then a
    // line number, or the bar of a line without a number.
    let split = |line: &str| -> (usize, usize, usize) {
        let lead = line.len() - line.trim_start_matches(' ').len();
        let escape = if line[lead..].starts_with('\u{1b}') {
            line[lead..].find('m').map_or(lead, |m| lead + m + 1)
        } else {
            lead
        };
        let rest = &line[escape..];
        let spaces = rest.len() - rest.trim_start_matches(' ').len();
        let digits = rest[spaces..].len()
            - rest[spaces..]
                .trim_start_matches(|c: char| c.is_ascii_digit())
                .len();
        (escape, escape + spaces, digits)
    };
    let number = |line: &str, at: usize, digits: usize| -> usize {
        line[at..at + digits].parse().unwrap_or(0)
    };
    // ariadne pads the numbers by a space or more: keep that padding.
    let mut old_width = 0;
    let mut new_width = 0;
    for line in report.lines().skip(1) {
        let (_, at, digits) = split(line);
        if digits > 0 {
            old_width = old_width.max(digits);
            new_width = new_width.max((number(line, at, digits) + offset).to_string().len());
        }
    }
    let widen = new_width.saturating_sub(old_width);
    let mut out = String::with_capacity(report.len() + 16);
    for (i, line) in report.split_inclusive('\n').enumerate() {
        let (escape, at, digits) = split(line);
        if i == 0 || line.trim().is_empty() {
            out.push_str(line);
        } else if digits > 0 {
            // The spaces before the escape move after it: invisible either way.
            let lead = line.len() - line.trim_start_matches(' ').len();
            out.push_str(&line[lead..escape]);
            let width = lead + (at - escape) + digits + widen;
            out.push_str(&format!("{:>width$}", number(line, at, digits) + offset));
            out.push_str(&line[at + digits..]);
        } else if line[escape..].starts_with('─') {
            out.push_str(&line[..escape]);
            out.push_str(&"─".repeat(widen));
            out.push_str(&line[escape..]);
        } else {
            out.push_str(&" ".repeat(widen));
            out.push_str(line);
        }
    }
    out
}

/// A line longer than this is shown around the span, not whole: a game on
/// one 10 MB line would otherwise be echoed by every report about it.
const LONG_LINE: usize = 240;
/// How much of a long line is shown on each side of the span.
const CONTEXT: usize = 60;

/// Where an offset stands in its source, found by [`LineCursor`].
struct Located {
    /// 0-based line.
    line: usize,
    /// Byte offset of the line's first character.
    line_start: usize,
    /// Characters from the line's start to the offset.
    column: usize,
    /// Byte offset of the end of the line the span ends on.
    line_end: usize,
}

/// Counts lines and columns up to an offset, going on from where the last
/// count stopped: spans are located in source order, so a text of many
/// reports on one long line is still read once, not once a report.
#[derive(Default)]
struct LineCursor {
    offset: usize,
    line: usize,
    line_start: usize,
    column: usize,
    /// The end of the line the cursor stands on, once looked for.
    line_end: Option<usize>,
}

impl LineCursor {
    /// Where `span` of `source` (on character boundaries) stands; spans
    /// come in source order, or the count starts again.
    fn locate(&mut self, source: &str, span: std::ops::Range<usize>) -> Located {
        let offset = span.start;
        if offset < self.offset {
            *self = LineCursor::default();
        }
        let stretch = &source.as_bytes()[self.offset..offset];
        if let Some(last) = memchr::memrchr(b'\n', stretch) {
            self.line += memchr::memchr_iter(b'\n', stretch).count();
            self.line_start = self.offset + last + 1;
            self.column = crate::span::chars_in(&source.as_bytes()[self.line_start..offset]);
            self.line_end = None;
        } else {
            self.column += crate::span::chars_in(stretch);
        }
        self.offset = offset;
        let find = |from: usize| {
            memchr::memchr(b'\n', &source.as_bytes()[from..]).map_or(source.len(), |i| from + i)
        };
        let line_end = *self.line_end.get_or_insert_with(|| find(offset));
        Located {
            line: self.line,
            line_start: self.line_start,
            column: self.column,
            // A span across a line break ends on a later line.
            line_end: if line_end >= span.end {
                line_end
            } else {
                find(span.end)
            },
        }
    }
}

/// The report of a diagnostic on a long line, in the shape of the others
/// but showing only the span and a little around it; `None` when the line
/// is short enough to show whole.
fn long_line(place: &Place<'_>, diagnostic: &Diagnostic, located: &Located) -> Option<String> {
    let (name, source, line_offset) = (place.name, place.source, place.line_offset);
    let span = clamp(source, diagnostic.span);
    let line_start = located.line_start;
    let line_end = located.line_end;
    // The first line of a piece that starts inside its line is the end of
    // a long line.
    let cut = line_start == 0 && place.column > 0;
    if line_end - line_start <= LONG_LINE && !cut {
        return None;
    }
    let boundary_back = |mut at: usize| {
        while !source.is_char_boundary(at) {
            at -= 1;
        }
        at
    };
    let boundary_on = |mut at: usize| {
        while !source.is_char_boundary(at) {
            at += 1;
        }
        at
    };
    let from = boundary_back(span.start.saturating_sub(CONTEXT).max(line_start));
    let to = boundary_on((span.end + CONTEXT).min(line_end));
    let shown_end = boundary_on(span.end.min(span.start + CONTEXT * 2).min(to));
    let line = line_offset + located.line + 1;
    let before_piece = if line_start == 0 { place.column } else { 0 };
    let column = before_piece + located.column + 1;
    let kind = match diagnostic.severity {
        Severity::Error => "Error",
        Severity::Warning => "Warning",
        Severity::Note => "Advice",
    };
    let before = if from > line_start || cut { "…" } else { "" };
    let after = if to < line_end { "…" } else { "" };
    let text = source[from..to].replace(['\t', '\r'], " ");
    let pad = before.chars().count() + source[from..span.start].chars().count();
    let width = source[span.start..shown_end].chars().count().max(1);
    let mut out = format!(
        "[{}] {kind}: {}\n   ╭─[ {name}:{line}:{column} ]\n   │ {before}{text}{after}\n   │ {}{}\n",
        diagnostic.code.as_str(),
        diagnostic.message,
        " ".repeat(pad),
        "^".repeat(width),
    );
    if let Some(help) = &diagnostic.help {
        out.push_str(&format!("   │ Help: {help}\n"));
    }
    out.push_str("───╯\n");
    Some(out)
}

/// The span as a range inside `source`, widened to whole characters: a
/// report never slices a character in two, whatever span it is given.
fn clamp(source: &str, span: crate::Span) -> std::ops::Range<usize> {
    let mut end = (span.end as usize).min(source.len());
    while !source.is_char_boundary(end) {
        end += 1;
    }
    let mut start = (span.start as usize).min(end);
    while !source.is_char_boundary(start) {
        start -= 1;
    }
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Span;

    #[test]
    fn the_margin_counts_the_lines_of_the_file() {
        let text = "1. e4 e5\n2. Nxf3 Nc6\n";
        let d = Diagnostic::new(
            Code::CaptureMarkWithoutCapture,
            Span::new(12, 16),
            "no capture",
        );
        let plain = render_at("two.pgn", text, 0, std::slice::from_ref(&d), false);
        assert!(plain.contains("two.pgn:2:4"), "{plain}");
        assert!(plain.contains(" 2 │ 2. Nxf3"), "{plain}");
        let shifted = render_at("two.pgn", text, 98, std::slice::from_ref(&d), false);
        assert!(shifted.contains("two.pgn:100:4"), "{shifted}");
        assert!(shifted.contains(" 100 │ 2. Nxf3"), "{shifted}");
        assert!(!shifted.contains(" 2 │"), "{shifted}");
        // Every margin is as wide as the widest number.
        let bars: Vec<usize> = shifted
            .lines()
            .skip(1)
            .filter_map(|l| l.find(['│', '╭', '╯']).map(|i| l[..i].chars().count()))
            .collect();
        assert!(bars.windows(2).all(|w| w[0] == w[1]), "{shifted}");
        let coloured = render_at("two.pgn", text, 98, std::slice::from_ref(&d), true);
        assert!(coloured.contains("100 │"), "{coloured}");
    }

    use crate::diagnostics::Code;

    #[test]
    fn reports_out_of_the_text_s_order_are_placed_each_where_it_stands() {
        // Two long lines with a short one and a multi-byte character
        // between: the reports are given last first, as a game's reports
        // may be, and each names its own line and column.
        let first = format!("é {}", "1. e4 e5 ".repeat(40));
        let second = format!("{}zz", "1. d4 d5 ".repeat(40));
        let text = format!("{first}\nshort\n{second}\n");
        let zz = text.find("zz").unwrap();
        let e4 = text.find("e4").unwrap();
        let late = Diagnostic::new(
            Code::SkippedText,
            Span::new(zz as u32, zz as u32 + 2),
            "late",
        );
        let early = Diagnostic::new(
            Code::SkippedText,
            Span::new(e4 as u32, e4 as u32 + 2),
            "early",
        );
        let shown = render("t", &text, &[late, early], false);
        let late_at = shown.find("t:3:361").expect(&shown);
        let early_at = shown.find("t:1:6").expect(&shown);
        assert!(late_at < early_at, "{shown}");
    }

    #[test]
    fn a_report_on_a_long_line_shows_the_span_and_a_little_around_it() {
        let mut source = "1. e4 e5 ".repeat(5_000);
        let at = source.len();
        source.push_str("Qh9 2. d4\nnext line");
        let d = Diagnostic::new(
            Code::UnexpectedText,
            crate::Span::new(at as u32, at as u32 + 3),
            "unexpected 'Qh9'",
        );
        let report = render_at("big.pgn", &source, 10, &[d], false);
        assert!(report.len() < 600, "{} bytes", report.len());
        assert!(report.contains("big.pgn:11:45001"), "{report}");
        assert!(report.contains("│ …e4 e5 1. e4"), "{report}");
        assert!(report.contains("Qh9 2. d4"), "{report}");
        assert!(report.contains("^^^"), "{report}");
    }

    #[test]
    fn a_report_on_a_short_line_is_the_full_one() {
        let source = "1. e4 e5 2. Nf4";
        let d = Diagnostic::new(
            Code::IllegalMove,
            crate::Span::new(12, 15),
            "illegal move Nf4",
        );
        let report = render("g.pgn", source, &[d], false);
        assert!(report.contains("g.pgn:1:13"), "{report}");
        assert!(report.contains("1 │ 1. e4 e5 2. Nf4"), "{report}");
    }
}
