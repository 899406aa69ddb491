//! The one table of diagnostic codes.
//!
//! Codes are stable: programs match on them, and corpus cases name them. Each
//! has a default severity, a kebab-case name and a one-line explanation; a test
//! keeps every code documented, unique and covered by a corpus case.
//!
//! Families: `S` syntax, `F` FEN, `M` resolving a move, `V` verifying what the
//! writer claimed, `N` notation liberties, `D` documents.

use super::Severity;
use serde::{Serialize, Serializer};

macro_rules! codes {
    ($($variant:ident = $code:literal, $name:literal, $severity:ident, $doc:literal;)*) => {
        /// A stable diagnostic code.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, strum::EnumIter)]
        pub enum Code {
            $(#[doc = $doc] $variant,)*
        }

        impl Code {
            /// The code as written in reports, such as `S001`.
            #[must_use]
            pub const fn as_str(self) -> &'static str {
                match self { $(Code::$variant => $code,)* }
            }

            /// A kebab-case name that says what the code is about.
            #[must_use]
            pub const fn name(self) -> &'static str {
                match self { $(Code::$variant => $name,)* }
            }

            /// The severity a diagnostic with this code has unless a mode changes it.
            #[must_use]
            pub const fn severity(self) -> Severity {
                match self { $(Code::$variant => Severity::$severity,)* }
            }

            /// One sentence on what the code means.
            #[must_use]
            pub const fn explanation(self) -> &'static str {
                match self { $(Code::$variant => $doc,)* }
            }

            /// Reads a code such as `S001`.
            #[must_use]
            pub fn from_code(text: &str) -> Option<Code> {
                match text { $($code => Some(Code::$variant),)* _ => None }
            }
        }
    };
}

codes! {
    UnexpectedText = "S001", "unexpected-text", Error,
        "Text that is no part of movetext: not a move, move number, result, comment or annotation.";
    ExpectedSquare = "S002", "expected-square", Error,
        "A move that stops before its destination square.";
    UnclosedComment = "S003", "unclosed-comment", Error,
        "A brace comment with no closing brace.";
    UnclosedVariation = "S004", "unclosed-variation", Error,
        "A variation opened with '(' and never closed.";
    UnopenedVariation = "S005", "unopened-variation", Error,
        "A ')' with no variation open.";
    MalformedTag = "S006", "malformed-tag", Error,
        "A PGN tag pair that is not of the form [Name \"value\"].";
    InvalidUtf8 = "S007", "invalid-utf8", Warning,
        "Bytes that are not UTF-8; they were read as U+FFFD.";
    MalformedMove = "S008", "malformed-move", Error,
        "A token that starts like a move but is not one.";
}

impl Serialize for Code {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_str())
    }
}

impl std::fmt::Display for Code {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use strum::IntoEnumIterator;

    #[test]
    fn codes_are_unique_and_round_trip() {
        let mut seen = std::collections::HashSet::new();
        for code in Code::iter() {
            assert!(
                seen.insert(code.as_str()),
                "duplicate code {}",
                code.as_str()
            );
            assert_eq!(Code::from_code(code.as_str()), Some(code));
            assert!(!code.explanation().is_empty());
        }
    }
}
