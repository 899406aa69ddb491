//! Which diagnostics are shown: codes and prefixes chosen and ignored, as
//! ruff's `--select` and `--ignore` choose rules.
//!
//! A selector is a code (`V004`), a prefix of codes (`V`, `V00`) or `ALL`.
//! When both a select and an ignore selector match a code, the more specific
//! (longer) one wins, and ignore wins a tie: `--select V --ignore V004`
//! shows every `V` code but V004, `--ignore V --select V004` shows V004
//! alone of them. With no select, the default is every warning and error
//! (and the notes when asked for); a code selected by name is shown
//! whatever its severity.

use crate::diagnostics::{Code, Diagnostic, Severity};

/// Which diagnostics to show.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Selection {
    select: Option<Vec<String>>,
    ignore: Vec<String>,
    notes: bool,
    profile: Option<super::Profile>,
}

impl Selection {
    /// Shows every warning and error (and notes when `notes`).
    #[must_use]
    pub fn new(notes: bool) -> Selection {
        Selection {
            select: None,
            ignore: Vec::new(),
            notes,
            profile: None,
        }
    }

    /// Holds every game to `profile`'s style instead of its own (L001),
    /// and writes fixes in it.
    #[must_use]
    pub fn with_profile(mut self, profile: Option<super::Profile>) -> Selection {
        self.profile = profile;
        self
    }

    /// The profile games are held to, if any.
    #[must_use]
    pub fn profile(&self) -> Option<super::Profile> {
        self.profile
    }

    /// Shows only what `select` matches (replacing any select before).
    #[must_use]
    pub fn with_select(mut self, select: Vec<String>) -> Selection {
        self.select = Some(select);
        self
    }

    /// Hides what `ignore` matches, besides what was ignored before.
    #[must_use]
    pub fn with_ignore(mut self, ignore: impl IntoIterator<Item = String>) -> Selection {
        self.ignore.extend(ignore);
        self
    }

    /// Whether `diagnostic` is shown.
    #[must_use]
    pub fn shows(&self, diagnostic: &Diagnostic) -> bool {
        let code = diagnostic.code.as_str();
        let selected = match &self.select {
            None => (self.notes || diagnostic.severity >= Severity::Warning).then_some(0),
            Some(select) => specificity(select, code),
        };
        let Some(selected) = selected else {
            return false;
        };
        specificity(&self.ignore, code).is_none_or(|ignored| ignored < selected)
    }

    /// Whether a code is shown at its default severity (for listing rules).
    #[must_use]
    pub fn shows_code(&self, code: Code) -> bool {
        self.shows(&Diagnostic::new(code, crate::Span::empty(0), ""))
    }
}

/// The length of the longest selector in `selectors` that matches `code`
/// (`ALL` matches everything with length 0).
fn specificity(selectors: &[String], code: &str) -> Option<usize> {
    selectors
        .iter()
        .filter_map(|s| {
            if s == "ALL" {
                Some(0)
            } else {
                code.starts_with(s.as_str()).then_some(s.len())
            }
        })
        .max()
}

/// Reads a comma-separated list of selectors (`V004,N`, `ALL`), upper-cased.
///
/// # Errors
/// A message naming a selector that matches no code.
pub fn parse_selectors(list: &str) -> Result<Vec<String>, String> {
    use strum::IntoEnumIterator as _;
    let mut out = Vec::new();
    for item in list.split(',').map(str::trim).filter(|s| !s.is_empty()) {
        let item = item.to_ascii_uppercase();
        let known = item == "ALL" || Code::iter().any(|c| c.as_str().starts_with(item.as_str()));
        if !known {
            return Err(format!(
                "'{item}' is no code nor prefix of one; `scoresheet rule --all` lists them"
            ));
        }
        out.push(item);
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shown(selection: &Selection, code: Code) -> bool {
        selection.shows_code(code)
    }

    #[test]
    fn defaults_show_warnings_and_errors() {
        let s = Selection::new(false);
        assert!(shown(&s, Code::IllegalMove));
        assert!(shown(&s, Code::MissingCheckMark));
        assert!(!shown(&s, Code::CaptureWithoutMark));
        assert!(shown(&Selection::new(true), Code::CaptureWithoutMark));
    }

    #[test]
    fn the_more_specific_selector_wins() {
        let s = Selection::new(false)
            .with_select(vec!["V".into()])
            .with_ignore(["V004".to_string()]);
        assert!(shown(&s, Code::CaptureMarkWithoutCapture));
        assert!(
            shown(&s, Code::DoublePlusRead),
            "selected by prefix: a note too"
        );
        assert!(!shown(&s, Code::MissingCheckMark));
        assert!(!shown(&s, Code::IllegalMove));
        let s = Selection::new(false)
            .with_select(vec!["V004".into()])
            .with_ignore(["V".to_string()]);
        assert!(shown(&s, Code::MissingCheckMark));
        assert!(!shown(&s, Code::CheckMarkWithoutCheck));
        let s = Selection::new(false).with_ignore(["ALL".to_string()]);
        assert!(!shown(&s, Code::IllegalMove));
    }

    #[test]
    fn selectors_are_checked() {
        assert_eq!(parse_selectors("v004, n").unwrap(), ["V004", "N"]);
        assert!(parse_selectors("X1").is_err());
        assert!(parse_selectors("V0041").is_err());
        assert_eq!(parse_selectors("ALL").unwrap(), ["ALL"]);
    }
}
