//! The documentation of every rule, as data: what it does, why it matters,
//! an example that triggers it and the text that does not, and how safe its
//! fix is — one file per family of codes, as ruff keeps one file per rule.
//!
//! `scoresheet rule CODE` prints it. A test reads every example and checks
//! that it gives its code (with the fix the rule claims) and that the fixed
//! example does not, so the documentation cannot drift from the checks; a
//! second test checks that every [`Code`] has its page.

mod documents;
mod fen;
mod liberties;
mod marks;
mod moves;
mod style;
mod syntax;

use crate::diagnostics::Code;

/// Whether and how a rule's diagnostic can be fixed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FixSafety {
    /// No fix is offered: a human must decide.
    None,
    /// `--fix` applies it: it changes how a move is written, never which
    /// move it is.
    Safe,
    /// `--fix --unsafe-fixes` applies it: it may change which move is read.
    Unsafe,
    /// Some diagnostics of the rule carry a fix and some do not.
    Sometimes,
}

impl FixSafety {
    /// A sentence for the documentation.
    #[must_use]
    pub const fn describe(self) -> &'static str {
        match self {
            FixSafety::None => "No fix: what was meant is for a human to decide.",
            FixSafety::Safe => {
                "Safe: `--fix` applies it. It changes how the move is written, never which move it is."
            }
            FixSafety::Unsafe => {
                "Unsafe: only `--fix --unsafe-fixes` applies it, since it changes which move is read."
            }
            FixSafety::Sometimes => "A fix is offered where one reading is clear.",
        }
    }
}

/// The documentation of one rule.
#[derive(Clone, Copy, Debug)]
pub struct Rule {
    /// The code it documents.
    pub code: Code,
    /// What it does.
    pub what: &'static str,
    /// Why it matters.
    pub why: &'static str,
    /// A text that gives the code.
    pub example: &'static str,
    /// The same text written so that it does not, when there is such a
    /// text.
    pub fixed: Option<&'static str>,
    /// How safe its fix is.
    pub fix: FixSafety,
    /// The example is read as Windows-1252 bytes, not as UTF-8 (only the
    /// encoding rule needs this).
    pub latin1: bool,
    /// The example is read as movetext, strictly (`read --strict --kind
    /// movetext`): lenient reading skips most malformed text with D003
    /// when the moves after it read, or corrects an illegal move (D002).
    pub strict: bool,
    /// The language the example is read in (`--lang`), when not inferred.
    pub lang: Option<&'static str>,
}

impl Rule {
    /// A rule whose example is UTF-8 text.
    const fn new(
        code: Code,
        what: &'static str,
        why: &'static str,
        example: &'static str,
        fixed: Option<&'static str>,
        fix: FixSafety,
    ) -> Rule {
        Rule {
            code,
            what,
            why,
            example,
            fixed,
            fix,
            latin1: false,
            strict: false,
            lang: None,
        }
    }

    /// The example is read strictly, as movetext.
    const fn strict(mut self) -> Rule {
        self.strict = true;
        self
    }

    /// The example is read in the language of `code`.
    const fn lang(mut self, code: &'static str) -> Rule {
        self.lang = Some(code);
        self
    }

    /// The example is Windows-1252 bytes.
    const fn latin1(mut self) -> Rule {
        self.latin1 = true;
        self
    }

    /// How the example is read, as command-line options.
    #[must_use]
    pub fn reading(&self) -> String {
        let mut how = Vec::new();
        if self.strict {
            how.push("--strict --kind movetext".to_string());
        }
        if let Some(lang) = self.lang {
            how.push(format!("--lang {lang}"));
        }
        if self.latin1 {
            how.push("saved as Windows-1252".to_string());
        }
        how.join(" ")
    }

    /// The options the example is read with.
    #[must_use]
    pub fn options(&self) -> crate::document::ReadOptions {
        let mut options = crate::document::ReadOptions::default().with_strict(self.strict);
        if self.strict {
            options = options.with_kind(crate::document::Kind::Movetext);
        }
        options.with_language(
            self.lang
                .and_then(crate::notation::lexicon::Language::from_code),
        )
    }
    /// The documentation as text, as `scoresheet rule CODE` prints it.
    #[must_use]
    pub fn page(&self) -> String {
        let mut page = format!(
            "# {} ({})\n\nDefault severity: {}.\n\n## What it does\n{}\n\n## Why does it matter?\n{}\n\n## Example{}\n```\n{}\n```\n",
            self.code.name(),
            self.code.as_str(),
            self.code.severity(),
            self.what,
            self.why,
            match self.reading() {
                how if how.is_empty() => String::new(),
                how => format!(" (read with {how})"),
            },
            self.example
        );
        if let Some(fixed) = self.fixed {
            page.push_str(&format!("\nUse instead:\n```\n{fixed}\n```\n"));
        }
        page.push_str(&format!("\n## Fix safety\n{}\n", self.fix.describe()));
        page
    }
}

/// Every rule's documentation, by family.
pub fn all() -> impl Iterator<Item = &'static Rule> {
    syntax::RULES
        .iter()
        .chain(fen::RULES)
        .chain(moves::RULES)
        .chain(marks::RULES)
        .chain(liberties::RULES)
        .chain(documents::RULES)
        .chain(style::RULES)
}

/// The documentation of `code`.
#[must_use]
pub fn rule(code: Code) -> Option<&'static Rule> {
    all().find(|rule| rule.code == code)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::diagnostics::{Applicability, Diagnostic};
    use strum::IntoEnumIterator as _;

    fn diagnostics(rule: &Rule, text: &str) -> Vec<Diagnostic> {
        if rule.latin1 {
            // Bytes, read as a file is: chunk by chunk, decoded.
            let bytes: Vec<u8> = text.chars().map(|c| c as u32 as u8).collect();
            let mut found = Vec::new();
            for chunk in crate::document::stream::Chunks::new(bytes.as_slice()).flatten() {
                found.extend(chunk.diagnostics);
                if !chunk.text.is_empty() {
                    found.extend(crate::lint::lint(&chunk.text, &rule.options()));
                }
            }
            found
        } else {
            crate::lint::lint(text, &rule.options())
        }
    }

    #[test]
    fn every_code_has_one_page() {
        for code in Code::iter() {
            assert_eq!(
                all().filter(|r| r.code == code).count(),
                1,
                "{code} needs one page in src/lint/rules/"
            );
        }
    }

    #[test]
    fn every_example_gives_its_code_and_every_fixed_example_does_not() {
        let mut wrong = Vec::new();
        for rule in all() {
            let found = diagnostics(rule, rule.example);
            let mine: Vec<&Diagnostic> = found.iter().filter(|d| d.code == rule.code).collect();
            let fixes: Vec<Option<Applicability>> = mine
                .iter()
                .map(|d| d.fix.as_ref().map(|f| f.applicability))
                .collect();
            let claimed = match rule.fix {
                FixSafety::None => fixes.iter().all(Option::is_none),
                FixSafety::Safe => fixes.contains(&Some(Applicability::Safe)),
                FixSafety::Unsafe => fixes.contains(&Some(Applicability::Unsafe)),
                FixSafety::Sometimes => true,
            };
            if mine.is_empty() || !claimed {
                wrong.push(format!(
                    "{}: example {:?} gives {:?}",
                    rule.code,
                    rule.example,
                    found.iter().map(ToString::to_string).collect::<Vec<_>>()
                ));
            }
            if let Some(fixed) = rule.fixed {
                let after = diagnostics(rule, fixed);
                if after.iter().any(|d| d.code == rule.code) {
                    wrong.push(format!(
                        "{}: fixed example {fixed:?} still gives it",
                        rule.code
                    ));
                }
            }
        }
        assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    }
}
