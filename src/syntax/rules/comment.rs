//! Comments: { in braces } and ; to the end of the line.

use crate::Span;
use crate::syntax::ast::{Comment, CommentKind};
use crate::syntax::input::{Expect, Input, PResult, advance, fail, literal, offset};

/// `comment = { brace_comment | line_comment }`
pub(crate) fn comment(input: Input<'_>) -> PResult<'_, Comment> {
    brace_comment(input)
        .or_else(|_| line_comment(input))
        .map_err(|_| fail(input, Expect::NOTHING))
}

/// `brace_comment = { "{" ~ (!"}" ~ ANY)* ~ "}" }`
pub(crate) fn brace_comment(input: Input<'_>) -> PResult<'_, Comment> {
    let start = offset(&input);
    let (input, _) = literal(input, "{", Expect::NOTHING)?;
    let Some(len) = input.fragment().find('}') else {
        return Err(fail(
            advance(input, input.fragment().len()).0,
            Expect::CLOSING_BRACE,
        ));
    };
    let (input, text) = advance(input, len);
    let (input, _) = literal(input, "}", Expect::CLOSING_BRACE)?;
    Ok((
        input,
        Comment {
            span: Span::new(start, offset(&input)),
            kind: CommentKind::Brace,
            text,
        },
    ))
}

/// `escape = { "%" ~ (!"\n" ~ ANY)* }` — PGN: a line escaped with '%'.
pub(crate) fn escape(input: Input<'_>) -> PResult<'_, Comment> {
    to_end_of_line(input, "%", CommentKind::Escape)
}

/// `footnote = { ("[" ~ ASCII_DIGIT{1,3} ~ "]") | ("(" ~ (ASCII_ALPHA_LOWER |
/// ASCII_DIGIT{1,2}) ~ ")") }` — a footnote's number in brackets, as pages
/// copied from Wikisource and old periodicals keep it glued to the move it
/// annotates (`e 2[2]`, `Nf3[3]`), or a note's letter or number in
/// parentheses, as books mark the moves their notes speak of (`1. d4 (a)
/// Nf6`): a note's label.
pub(crate) fn footnote(input: Input<'_>) -> PResult<'_, Comment> {
    let bytes = input.fragment().as_bytes();
    // The digits after the opening bracket, no more than the rule allows.
    let digits = bytes
        .iter()
        .skip(1)
        .take_while(|b| b.is_ascii_digit())
        .count()
        .min(4);
    let (inner, most, close) = match bytes.first() {
        Some(b'[') => (digits, 3, b']'),
        Some(b'(') if bytes.get(1).is_some_and(u8::is_ascii_lowercase) => (1, 2, b')'),
        Some(b'(') => (digits, 2, b')'),
        _ => (0, 0, 0),
    };
    let len =
        ((1..=most).contains(&inner) && bytes.get(1 + inner) == Some(&close)).then_some(inner + 2);
    let Some(len) = len else {
        return Err(fail(input, Expect::NOTHING));
    };
    let (rest, label) = advance(input, len);
    Ok((rest, note_label(label)))
}

/// `note_mark = { ASCII_ALPHA_LOWER ~ ")" ~ &(" " ~ san) }` — R15: a note's
/// label after a move (`3. Nc3! a) dxe4`); its text is the label whole.
pub(crate) fn note_mark(input: Input<'_>) -> PResult<'_, Comment> {
    let bytes = input.fragment().as_bytes();
    if !(bytes.first().is_some_and(u8::is_ascii_lowercase) && bytes.get(1) == Some(&b')')) {
        return Err(fail(input, Expect::NOTHING));
    }
    let (rest, label) = advance(input, 2);
    let (after_space, _) = literal(rest, " ", Expect::NOTHING)?;
    super::san::san(after_space)?;
    Ok((rest, note_label(label)))
}

/// A note's label read as a comment: the label is its whole text.
fn note_label(label: Span) -> Comment {
    Comment {
        span: label,
        kind: CommentKind::NoteMark,
        text: label,
    }
}

/// `line_comment = { ";" ~ (!"\n" ~ ANY)* }`
pub(crate) fn line_comment(input: Input<'_>) -> PResult<'_, Comment> {
    to_end_of_line(input, ";", CommentKind::Line)
}

/// `opener ~ (!"\n" ~ ANY)*`: the shape of both comments that run to the
/// end of the line.
fn to_end_of_line<'a>(
    input: Input<'a>,
    opener: &'static str,
    kind: CommentKind,
) -> PResult<'a, Comment> {
    let start = offset(&input);
    let (input, _) = literal(input, opener, Expect::NOTHING)?;
    let len = input
        .fragment()
        .find('\n')
        .unwrap_or(input.fragment().len());
    let (input, text) = advance(input, len);
    Ok((
        input,
        Comment {
            span: Span::new(start, offset(&input)),
            kind,
            text,
        },
    ))
}
