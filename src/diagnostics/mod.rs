//! What scoresheet has to say about a text: one `Diagnostic` type for the whole
//! crate.
//!
//! A diagnostic is data only — a stable code, a severity, a message, the span it
//! is about, secondary labels, help and an optional fix — so that the library
//! can hand it to a program, the CLI can render it with ariadne ([`render`]) and
//! `--to json` can serialise it.

mod codes;
pub mod render;

pub use codes::Code;

use crate::Span;
use serde::Serialize;

/// How serious a diagnostic is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Severity {
    /// Something worth knowing that is not wrong (a liberty the writer took).
    Note,
    /// Something probably wrong that did not stop the reading.
    Warning,
    /// The text cannot be read as written.
    Error,
}

impl Severity {
    /// "note", "warning" or "error".
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Severity::Note => "note",
            Severity::Warning => "warning",
            Severity::Error => "error",
        }
    }
}

impl std::fmt::Display for Severity {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// A secondary place in the source that helps explain a diagnostic.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Label {
    /// Where.
    pub span: Span,
    /// What about it, lowercase, no final period.
    pub message: String,
}

/// How sure we are that applying a fix keeps the meaning the writer intended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Applicability {
    /// The fix only changes how the move is written, never which move it is.
    Safe,
    /// The fix changes which move is read; a human should confirm it.
    Unsafe,
}

/// One replacement of source text.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Edit {
    /// The text to replace (empty to insert).
    pub span: Span,
    /// What to put there.
    pub replacement: String,
}

/// A correction as data: edits to the source and how safe they are.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Fix {
    /// The edits, in source order, not overlapping.
    pub edits: Vec<Edit>,
    /// Whether the fix can be applied without a human looking.
    pub applicability: Applicability,
}

impl Fix {
    /// A single replacement.
    #[must_use]
    pub fn replace(
        span: Span,
        replacement: impl Into<String>,
        applicability: Applicability,
    ) -> Fix {
        Fix {
            edits: vec![Edit {
                span,
                replacement: replacement.into(),
            }],
            applicability,
        }
    }
}

/// A message about a place in the source text.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Diagnostic {
    /// The stable code, such as `S001`.
    pub code: Code,
    /// How serious it is; by default the code's own severity.
    pub severity: Severity,
    /// What is wrong, lowercase, no final period.
    pub message: String,
    /// The text it is about.
    pub span: Span,
    /// Other places that explain it.
    pub labels: Vec<Label>,
    /// What to write instead, when we can say.
    pub help: Option<String>,
    /// The correction, when there is one.
    pub fix: Option<Fix>,
}

impl Diagnostic {
    /// A diagnostic with the code's default severity.
    #[must_use]
    pub fn new(code: Code, span: Span, message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            code,
            severity: code.severity(),
            message: message.into(),
            span,
            labels: Vec::new(),
            help: None,
            fix: None,
        }
    }

    /// Adds a secondary label.
    #[must_use]
    pub fn with_label(mut self, span: Span, message: impl Into<String>) -> Diagnostic {
        self.labels.push(Label {
            span,
            message: message.into(),
        });
        self
    }

    /// Adds help text.
    #[must_use]
    pub fn with_help(mut self, help: impl Into<String>) -> Diagnostic {
        self.help = Some(help.into());
        self
    }

    /// Adds a fix.
    #[must_use]
    pub fn with_fix(mut self, fix: Fix) -> Diagnostic {
        self.fix = Some(fix);
        self
    }

    /// Overrides the severity (strict mode turns some warnings into errors).
    #[must_use]
    pub fn with_severity(mut self, severity: Severity) -> Diagnostic {
        self.severity = severity;
        self
    }

    /// Moves every span `by` bytes right, for text read from inside a document.
    #[must_use]
    pub fn shifted(mut self, by: u32) -> Diagnostic {
        self.span = self.span.shifted(by);
        for label in &mut self.labels {
            label.span = label.span.shifted(by);
        }
        if let Some(fix) = &mut self.fix {
            for edit in &mut fix.edits {
                edit.span = edit.span.shifted(by);
            }
        }
        self
    }

    /// Whether this is an error.
    #[must_use]
    pub fn is_error(&self) -> bool {
        self.severity == Severity::Error
    }
}

/// A diagnostic is an error value too, so that a program can return it with
/// `?`; its `Display` is the one-line form.
impl std::error::Error for Diagnostic {}

/// The one-line form used by the corpus and by tests:
/// `error[S001] 3..4 expected a square such as e4 after 'N'`.
impl std::fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{}[{}] {} {}",
            self.severity,
            self.code.as_str(),
            self.span,
            self.message
        )
    }
}

/// A list in a message: "a", "a and b", "a, b and c" (or with `word` for
/// "and").
pub(crate) fn join_or(items: &[String], word: &str) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} {word} {last}", init.join(", ")),
    }
}
