//! `S`: text that is not well-formed movetext.

use super::{FixSafety, Rule};
use crate::diagnostics::Code;

/// The syntax rules.
pub(super) static RULES: &[Rule] = &[
    Rule::new(
        Code::UnexpectedText,
        "Reports text inside movetext that is no move, move number, result, comment or annotation.",
        "Such text is not read: the moves around it may belong to another game than the writer meant, and a PGN reader rejects the file.",
        "1. e4 e5 2. Nf3 Zebra Nc6",
        Some("1. e4 e5 2. Nf3 {Zebra} Nc6"),
        FixSafety::None,
    )
    .strict(),
    Rule::new(
        Code::ExpectedSquare,
        "Reports a move that stops before its destination square (`N`, `e9`).",
        "A move without its square cannot be played; the game cannot go on from it.",
        "1. e4 e9",
        Some("1. e4 e5"),
        FixSafety::None,
    )
    .strict(),
    Rule::new(
        Code::UnclosedComment,
        "Reports a `{` comment that is never closed.",
        "Everything after it, to the end of the text, is read as comment: the moves there are lost.",
        "1. e4 {a good move e5",
        Some("1. e4 {a good move} e5"),
        FixSafety::None,
    )
    .strict(),
    Rule::new(
        Code::UnclosedVariation,
        "Reports a variation opened with `(` and never closed.",
        "The main line after it is read as part of the variation.",
        "1. e4 (1. d4 d5 e5",
        Some("1. e4 (1. d4 d5) e5"),
        FixSafety::None,
    ),
    Rule::new(
        Code::UnopenedVariation,
        "Reports a `)` with no variation open.",
        "It is a sign that a `(` was lost, and a PGN reader rejects it.",
        "1. e4 e5 )",
        Some("1. e4 e5"),
        FixSafety::None,
    )
    .strict(),
    Rule::new(
        Code::MalformedTag,
        "Reports a PGN tag pair that is not of the form `[Name \"value\"]`.",
        "Its value is lost, and PGN readers reject the file.",
        "[Event]\n\n1. e4 e5",
        Some("[Event \"Club championship\"]\n\n1. e4 e5"),
        FixSafety::None,
    ),
    Rule::new(
            Code::InvalidUtf8,
            "Reports a file that is not UTF-8, once per file; a file with no multi-byte character is read as Windows-1252, otherwise each invalid run as U+FFFD.",
            "Names and comments may be misread, and `--fix` refuses to rewrite such a file, since writing it back would change its encoding.",
            "[White \"Müller\"]\n\n1. e4 e5",
            None,
            FixSafety::None,
        )
        .latin1(),
    Rule::new(
        Code::BinaryInput,
        "Reports an input that is binary (a NUL byte in its first 8000 bytes, as git decides) and passes over it whole.",
        "A binary file read as text gives a report for every byte that looks like a move; one line saying it is not text is what a person needs.",
        "PK\u{3}\u{4}\u{0}\u{0}1. e4 e5",
        None,
        FixSafety::None,
    )
    .latin1(),
    Rule::new(
        Code::MalformedMove,
        "Reports a token that starts like a move but is not one (`e8=`).",
        "The move cannot be read, and the game stops or skips it.",
        "1. e4 e8=",
        Some("1. e4 e5"),
        FixSafety::None,
    )
    .strict(),
    Rule::new(
        Code::NestedTooDeep,
        "Reports variations nested more than 64 deep.",
        "The parser does not read deeper, so that a hostile text cannot exhaust the stack; no real annotation nests so deep.",
        "1. e4 (1. d4 (1. d4 (1. d4 (1. d4 (1. d4 (1. d4 (1. d4 (1. d4 (1. d4 (1. d4 (1. d4 (1. d4 (1. d4 (1. d4 (1. d4 (1. d4 (1. d4 (1. d4 (1. d4 (1. d4 (1. d4 (1. d4 (1. d4 (1. d4 (1. d4 (1. d4 (1. d4 (1. d4 (1. d4 (1. d4 (1. d4 (1. d4 (1. d4 (1. d4 (1. d4 (1. d4 (1. d4 (1. d4 (1. d4 (1. d4 (1. d4 (1. d4 (1. d4 (1. d4 (1. d4 (1. d4 (1. d4 (1. d4 (1. d4 (1. d4 (1. d4 (1. d4 (1. d4 (1. d4 (1. d4 (1. d4 (1. d4 (1. d4 (1. d4 (1. d4 (1. d4 (1. d4 (1. d4 (1. d4 (1. d4 (1. d4 (1. d4 (1. d4 (1. d4 (1. d4 (1. d4 (1. d4 (1. d4 (1. d4 (1. d4 (1. d4 (1. d4 (1. d4 (1. d4 (1. d4",
        Some("1. e4 (1. d4 (1. c4)) e5"),
        FixSafety::None,
    ),
];
