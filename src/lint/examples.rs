//! The rules' examples, read as `scoresheet` reads a text: how each page's
//! example is read, and the tests that keep every page true — each example
//! gives its code (with the fix the rule claims), each fixed example does
//! not, and every [`Code`](crate::diagnostics::Code) has one page.
//!
//! They live here, above `document`, because reading a text is not a
//! rule's business: the pages in `lint::rules` sit below the resolver.

use super::rules::Rule;
use crate::document::{Kind, ReadOptions};
use crate::notation::lexicon::Language;

impl Rule {
    /// The options the example is read with.
    #[must_use]
    pub fn options(&self) -> ReadOptions {
        let mut options = ReadOptions::default().with_strict(self.strict);
        if self.strict {
            options = options.with_kind(Kind::Movetext);
        }
        options.with_language(self.lang.and_then(Language::from_code))
    }
}

#[cfg(test)]
mod tests {
    use super::super::rules::{FixSafety, Rule, all};
    use crate::diagnostics::{Applicability, Code, Diagnostic};
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
