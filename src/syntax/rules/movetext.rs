//! Movetext: elements separated by white space, and the recovery that keeps
//! one slip from hiding the rest of the text (R15).
//!
//! The grammar's `movetext` and `variation` fail on the first bad element. The
//! parser instead turns the bad text into an error node carrying its
//! diagnostic and goes on at the next token, so parsing never fails and never
//! loses text. Acceptance is unchanged — a text is accepted exactly when no
//! error node is made — which is what `tests/grammar_agreement.rs` checks.

use super::comment::{comment, escape, footnote, note_mark};
use super::numbering::{ellipsis, etc, move_number, nag, placeholder, result};
use super::piece::piece;
use super::san::san;
use super::suffix::{draw_offer, evaluation, glyph};
use super::tags::tag_pair;
use crate::Span;
use crate::diagnostics::{Code, Diagnostic};
use crate::syntax::ast::{
    Comment, CommentKind, Element, MoveRef, Movetext, SanMove, SyntaxError, Variation,
};
use crate::syntax::input::{
    Expect, Failure, Input, PResult, advance, fail, literal, offset, peek_char,
};

/// `movetext = { SOI ~ (space | element)* ~ EOI }` — R15, with recovery.
pub(crate) fn movetext(input: Input<'_>) -> Movetext {
    let start = offset(&input);
    // About one move in six bytes of movetext ("1. e4 e5 ").
    let mut moves = Vec::with_capacity(input.fragment().len() / 6);
    let (rest, elements, _) = elements(input, 0, &mut moves);
    Movetext {
        span: Span::new(start, offset(&rest)),
        elements,
        moves,
    }
}

/// `(space | element)*`, until the end of the text or, inside a variation, a
/// closing parenthesis (consumed; the flag says whether it was found).
fn elements<'a>(
    mut input: Input<'a>,
    depth: usize,
    moves: &mut Vec<SanMove>,
) -> (Input<'a>, Vec<Element>, bool) {
    // About one element in three bytes of movetext ("e4 "): reserving a
    // little less saves most of the copying as the list grows.
    let mut out = Vec::with_capacity(input.fragment().len() / 4);
    loop {
        if input.fragment().is_empty() {
            return (input, out, false);
        }
        if depth > 0 && input.fragment().starts_with(')') {
            let (rest, _) = advance(input, 1);
            return (rest, out, true);
        }
        if let Ok((rest, span)) = space(input) {
            out.push(Element::Space(span));
            input = rest;
            continue;
        }
        // A token starting with a letter can only be a move (or 'etc', which
        // the shortcut never takes): build the common moves straight into the
        // list, without passing them up through `element` and `san`.
        if input
            .fragment()
            .as_bytes()
            .first()
            .is_some_and(u8::is_ascii_alphabetic)
            && let Some((rest, san)) = super::san_fast::san_fast(input)
        {
            out.push(Element::Move(store(moves, san)));
            input = rest;
            continue;
        }
        match element(input, moves, depth) {
            Ok((rest, element)) => {
                out.push(element);
                input = rest;
            }
            Err(nom::Err::Error(failure) | nom::Err::Failure(failure)) => {
                let (rest, error) = recover(input, failure, depth > 0);
                out.push(error);
                input = rest;
            }
            Err(nom::Err::Incomplete(_)) => {
                let failure = Failure {
                    offset: input.location_offset(),
                    expected: Expect::ELEMENT,
                };
                let (rest, error) = recover(input, failure, depth > 0);
                out.push(error);
                input = rest;
            }
        }
    }
}

/// The end of the longest run of clean elements from `input`; see
/// [`crate::syntax::clean_run_end`].
pub(crate) fn clean_run_end(mut input: Input<'_>) -> usize {
    let mut end = input.location_offset();
    let mut moves = Vec::new();
    loop {
        if let Ok((rest, _)) = space(input) {
            input = rest;
            continue;
        }
        match element(input, &mut moves, 0) {
            Ok((_, Element::Comment(comment))) if opens_a_game(&comment, input) => return end,
            Ok((rest, Element::Comment(comment))) if sentence_between(&comment, input, rest) => {
                return rest.location_offset();
            }
            Ok((rest, element)) if is_clean(&element) => {
                end = rest.location_offset();
                input = rest;
            }
            _ => return end,
        }
    }
}

/// Whether a comment to the end of the line holds a writer's words, and
/// movetext goes on after it (`4... c5; then Black hits the centre.⏎5. e3
/// O-O`): in prose the `;` ends a clause of a note, which the comment would
/// join to the game's next moves on the lines below, so that the note's
/// move and the game's read as one line. The run ends with the comment
/// (its words stay the note's), and the finder reads what follows as runs
/// of its own.
fn sentence_between(comment: &Comment, input: Input<'_>, rest: Input<'_>) -> bool {
    if comment.kind != CommentKind::Line {
        return false;
    }
    let start = input.location_offset();
    let Some(inner) = input
        .fragment()
        .get(comment.text.start as usize - start..comment.text.end as usize - start)
    else {
        return false;
    };
    let worded = inner
        .split(|c: char| !c.is_alphabetic())
        .any(|word| word.chars().count() >= 2);
    if !worded {
        return false;
    }
    let rest = space(rest).map_or(rest, |(after, _)| after);
    matches!(element(rest, &mut Vec::new(), 0), Ok((_, next)) if is_clean(&next))
}

/// Whether a comment to the end of the line holds numbered moves (`Ve3;
/// 41. Ke5, feladta. (A. L.) 108. … 1. e4, e5`, `Others are: 3...Nf6;
/// 3...d6. 4. Bxc6 dxc6`): in prose the `;` is a writer's, not PGN's, and
/// the comment would swallow the rest of the game or the next one. The run
/// ends before it, and the text after it is read for runs of its own
/// (the finder judges each: the game going on, a side line, a new game).
fn opens_a_game(comment: &Comment, input: Input<'_>) -> bool {
    if comment.kind != CommentKind::Line {
        return false;
    }
    let start = input.location_offset();
    let from = comment.text.start as usize - start;
    let Some(inner) = input
        .fragment()
        .get(from..comment.text.end as usize - start)
    else {
        return false;
    };
    names_first_move(inner) || numbered_move_within(input, from, inner, false)
}

/// Whether `inner`, at byte `from` of `input`, holds a move number as a
/// word of its own (`4.`, `3...`, `12…`, or bare: `4 `) followed by a move
/// (`Bxc6`).
fn numbered_move_within(input: Input<'_>, from: usize, inner: &str, bare_only: bool) -> bool {
    let bytes = inner.as_bytes();
    let mut at = 0;
    while at < bytes.len() {
        let word_start = at == 0 || matches!(bytes[at - 1], b' ' | b'\t');
        let digits = bytes[at..]
            .iter()
            .take_while(|b| b.is_ascii_digit())
            .count();
        if !word_start || digits == 0 {
            at += 1;
            continue;
        }
        let mut after = at + digits;
        let periods = inner[after..]
            .chars()
            .take_while(|c| matches!(c, '.' | '…'))
            .map(char::len_utf8)
            .sum::<usize>();
        // A newspaper's bare number ("2 Cf3 – d6; 3 d4 – cxd4"): at most
        // three digits and one space before the move.
        let bare = periods == 0 && digits <= 3 && bytes.get(after) == Some(&b' ');
        if !bare && (periods == 0 || bare_only) {
            at = after;
            continue;
        }
        after += periods;
        after += bytes[after..]
            .iter()
            .take_while(|b| matches!(b, b' ' | b'\t'))
            .count();
        if after < bytes.len() && super::san::san(advance(input, from + after).0).is_ok() {
            return true;
        }
        at = after;
    }
    false
}

/// Whether `text`, read on its own, holds a bare move number (`3 d4`, no
/// period) as a word of its own followed by a move: no PGN numbers so (see
/// [`numbered_move_within`]).
pub(crate) fn holds_bare_numbered_move(text: &str) -> bool {
    numbered_move_within(crate::syntax::input::whole(text), 0, text, true)
}

/// Whether a line comment's `text` opens with a move glued to its `;` and
/// holds a numbered move after it (`;Nc6 3. Bb5 a6`): a stray semicolon
/// before the game's next moves, not a comment a writer meant.
pub(crate) fn opens_with_glued_moves(text: &str) -> bool {
    let input = crate::syntax::input::whole(text);
    !text.starts_with(char::is_whitespace)
        && super::san::san(input).is_ok()
        && numbered_move_within(input, 0, text, false)
}

/// Whether `text` holds the number of a game's first move as a word of
/// its own (`1.`, `1.e4`, `1...`; not `11.` or `1.5`).
pub(crate) fn names_first_move(text: &str) -> bool {
    text.split_whitespace().any(|word| {
        word.strip_prefix("1.")
            .is_some_and(|rest| !rest.starts_with(|c: char| c.is_ascii_digit()))
    })
}

/// Whether an element holds no error node.
fn is_clean(element: &Element) -> bool {
    match element {
        Element::Error(_) | Element::MalformedTag(_) => false,
        Element::Variation(variation) => {
            variation.closed && variation.elements.iter().all(is_clean)
        }
        _ => true,
    }
}

/// `space = { (" " | "\t" | "\r" | "\n" | "\u{0C}" | "\u{A0}" | "\u{FEFF}" | "," | "/" | "|" | semicolon_run | pair_break | side_line_break | dash_break | full_stop)+ }`
pub(crate) fn space(input: Input<'_>) -> PResult<'_, Span> {
    // ASCII white space byte by byte; the two multi-byte spaces (no-break
    // space, byte-order mark) by character.
    let text = input.fragment();
    let bytes = text.as_bytes();
    let mut len = 0;
    loop {
        len += bytes[len..]
            .iter()
            .take_while(|b| matches!(b, b' ' | b'\t' | b'\r' | b'\n' | 0x0C | b',' | b'/' | b'|'))
            .count();
        if bytes.get(len).is_some_and(|b| *b >= 0x80) {
            len += text[len..]
                .chars()
                .take_while(|c| is_space(*c))
                .map(char::len_utf8)
                .sum::<usize>();
        }
        match bytes.get(len) {
            Some(b';') if let Some(run) = semicolon_run(input, len) => len += run,
            Some(b';')
                if pair_break(&bytes[len..])
                    || numbered_pair_follows(input, len)
                    || lone_move_follows(input, len)
                    || side_line_break(&bytes[len..])
                    || (input.extra.closes_on_line && on_line_to_end(&bytes[len + 1..])) =>
            {
                len += 1
            }
            Some(b'.') if full_stop(&bytes[len..]) => len += 1,
            Some(b'-' | 0xE2) => match dash_break(input, len) {
                Some(dash) => len += dash,
                None => break,
            },
            _ => break,
        }
    }
    if len == 0 {
        return Err(fail(input, Expect::SPACE));
    }
    Ok(advance(input, len))
}

/// `semicolon_run = { ";" ~ ((" " | "\t")* ~ ";")+ ~ &(ASCII_DIGIT | san)
/// }` — a run of semicolons glued to a move or a number after it, OCR's
/// debris (`e7—e6 ; ; ; ;3.Kb1—c3`): its length in bytes from `at` when
/// one stands there. A PGN comment is set off from its words (`;; Bxh7
/// wins`); read as one, the debris would hide the moves after it.
fn semicolon_run(input: Input<'_>, at: usize) -> Option<usize> {
    let bytes = &input.fragment().as_bytes()[at..];
    let blanks = |from: usize| {
        from + bytes[from..]
            .iter()
            .take_while(|b| matches!(b, b' ' | b'\t'))
            .count()
    };
    // Where the last semicolon of the run ends; past the first, a run.
    let mut end = 1;
    loop {
        let next = blanks(end);
        if bytes.get(next) != Some(&b';') {
            break;
        }
        end = next + 1;
    }
    if end == 1 {
        return None;
    }
    let follows = bytes.get(end).is_some_and(u8::is_ascii_digit)
        || super::san::san(advance(input, at + end).0).is_ok();
    follows.then_some(end)
}

/// `full_stop = { "." ~ &(" " | "\t" | "\r" | "\n" | EOI) }` — the full
/// stop newspapers write after a move (`3. e4.`), when `bytes` starts with
/// one.
fn full_stop(bytes: &[u8]) -> bool {
    matches!(bytes, [b'.'] | [b'.', b' ' | b'\t' | b'\r' | b'\n', ..])
}

/// `dash_break = { ("-" | "–" | "—") ~ &(" "+ ~ (san | "..." | "…")) }` —
/// the spaced dash pages put between the two moves of a pair (`1) d4 – d5`,
/// `5/ ... - c6 ;`): the dash's length in bytes at `at` when it is one.
fn dash_break(input: Input<'_>, at: usize) -> Option<usize> {
    let text = &input.fragment()[at..];
    let dash = ["-", "–", "—"]
        .into_iter()
        .find(|d| text.starts_with(d))?
        .len();
    let blanks = text[dash..].bytes().take_while(|b| *b == b' ').count();
    if blanks == 0 {
        return None;
    }
    let after = &text[dash + blanks..];
    if after.starts_with("...") || after.starts_with('…') {
        return Some(dash);
    }
    let (next, _) = advance(input, at + dash + blanks);
    super::san::san(next).is_ok().then_some(dash)
}

/// `pair_break = { ";" ~ &((blank* ~ ASCII_DIGIT+ ~ "." ~ blank* ~ (!(dash
/// | pair_end) ~ ANY)+ ~ ("\r"? ~ "\n")? ~ dash) | (blank* ~ ASCII_DIGIT+ ~ "/ ") | (blank* ~
/// ("\r" | "\n" | EOI))) }` — the semicolon that pages write between
/// numbered pairs joined by a dash (`1.e4-e5; 2.f4-exf4;`): a separator
/// when a move number and another such pair follow it on the same line, a
/// PGN comment otherwise (`; 2. Nf3 was better` stays a comment). So is one
/// before a number with a slash (`b6?; 6/ Cf3 - Dxb2`) and one that ends its
/// line (`1/ e4 - d5 ;`): an empty comment says nothing.
fn pair_break(text: &[u8]) -> bool {
    let rest = &text[1..];
    let blanks = |from: usize| {
        from + rest[from..]
            .iter()
            .take_while(|b| matches!(b, b' ' | b'\t'))
            .count()
    };
    let at = blanks(0);
    if matches!(rest.get(at), None | Some(b'\r' | b'\n')) {
        return true;
    }
    let digits = rest[at..].iter().take_while(|b| b.is_ascii_digit()).count();
    if digits > 0 && rest[at + digits..].starts_with(b"/ ") {
        return true;
    }
    if digits == 0 || rest.get(at + digits) != Some(&b'.') {
        return false;
    }
    let start = blanks(at + digits + 1);
    if comma_pair(&rest[start..]) {
        return true;
    }
    let word = &rest[start..];
    let word = &word[..word
        .iter()
        .position(|b| matches!(b, b' ' | b'\t' | b'\r' | b'\n' | b';'))
        .unwrap_or(word.len())];
    let dash = |i: usize| {
        word[i] == b'-'
            || matches!(
                word.get(i..i + 3),
                Some([0xE2, 0x80, 0x93 | 0x94] | [0xE2, 0x88, 0x92])
            )
    };
    if word.is_empty() || dash(0) {
        return false;
    }
    // The dash may open the next line: a pair in long algebraic split at
    // its dash by the end of the line (`; 3. Bf1⏎—c4`).
    let after = &rest[start + word.len()..];
    let after = after
        .strip_prefix(b"\r\n")
        .or_else(|| after.strip_prefix(b"\n"));
    let dash_opens = |line: &[u8]| {
        line.first() == Some(&b'-')
            || matches!(
                line.get(..3),
                Some([0xE2, 0x80, 0x93 | 0x94] | [0xE2, 0x88, 0x92])
            )
    };
    (1..word.len()).any(dash) || after.is_some_and(dash_opens)
}

/// The fifth alternative of `pair_break`, after its number and blanks:
/// `(!(blank | "\r" | "\n" | "," | ";") ~ ANY)+ ~ "," ~ blank+ ~ (!(blank |
/// "\r" | "\n" | ";") ~ ANY)+ ~ blank* ~ (";" | "\r" | "\n" | EOI)` — two
/// words with a comma between and nothing after them (`10. Bd3xh7f,
/// Kg8xh7;`): a pair of moves, however OCR spelt them.
fn comma_pair(text: &[u8]) -> bool {
    let blank = |b: &u8| matches!(b, b' ' | b'\t');
    let first = text
        .iter()
        .take_while(|b| !matches!(b, b' ' | b'\t' | b'\r' | b'\n' | b',' | b';'))
        .count();
    if first == 0 || text.get(first) != Some(&b',') {
        return false;
    }
    let rest = &text[first + 1..];
    let spaced = rest.iter().take_while(|b| blank(b)).count();
    if spaced == 0 {
        return false;
    }
    let rest = &rest[spaced..];
    let second = rest
        .iter()
        .take_while(|b| !matches!(b, b' ' | b'\t' | b'\r' | b'\n' | b';'))
        .count();
    if second == 0 {
        return false;
    }
    let rest = &rest[second..];
    let rest = &rest[rest.iter().take_while(|b| blank(b)).count()..];
    matches!(rest.first(), None | Some(b';' | b'\r' | b'\n'))
}

/// The fourth alternative of `pair_break`: `";" ~ &(blank* ~ ASCII_DIGIT+
/// ~ "." ~ blank* ~ san ~ (","? ~ blank+ ~ san)? ~ ","? ~ blank* ~ (";" |
/// "\r" | "\n" | EOI))` — the semicolon at `at` stands between numbered pairs of moves
/// (`1.e4 e5 ; 2.Nf3 Nc6 ; 3.Bb5 a6`): a numbered pair follows it, and
/// nothing else before the next `;` or the end of the line. A PGN comment
/// that names moves says something about them (`; 2. Nf3 Nc6 is usual`).
fn numbered_pair_follows(input: Input<'_>, at: usize) -> bool {
    let text = &input.fragment()[at + 1..];
    let blanks = |from: usize| {
        from + text.as_bytes()[from..]
            .iter()
            .take_while(|b| matches!(b, b' ' | b'\t'))
            .count()
    };
    let number = blanks(0);
    let digits = text.as_bytes()[number..]
        .iter()
        .take_while(|b| b.is_ascii_digit())
        .count();
    if digits == 0 || text.as_bytes().get(number + digits) != Some(&b'.') {
        return false;
    }
    let first = blanks(number + digits + 1);
    let Ok((after, _)) = super::san::san(advance(input, at + 1 + first).0) else {
        return false;
    };
    let first_end = after.fragment().as_bytes();
    let comma = usize::from(first_end.first() == Some(&b','));
    let spaced = first_end[comma..]
        .iter()
        .take_while(|b| matches!(b, b' ' | b'\t'))
        .count();
    // The second move, when there is one; otherwise back to the end of the
    // first, whose comma, if any, is the trailing one.
    let rest = match super::san::san(advance(after, comma + spaced).0) {
        Ok((second, _)) if spaced > 0 => second.fragment().as_bytes(),
        _ => first_end,
    };
    ends_the_pair(rest)
}

/// `","? ~ blank* ~ (";" | "\r" | "\n" | EOI)`, after the last move before
/// a `;` separator: a comma maybe, and nothing else to the next `;` or the
/// end of the line.
fn ends_the_pair(rest: &[u8]) -> bool {
    let rest = rest.strip_prefix(b",").unwrap_or(rest);
    let rest = &rest[rest
        .iter()
        .take_while(|b| matches!(b, b' ' | b'\t'))
        .count()..];
    matches!(rest.first(), None | Some(b';' | b'\r' | b'\n'))
}

/// The sixth alternative of `pair_break`: `";" ~ &(blank* ~ san ~ ","? ~
/// blank* ~ (";" | "\r" | "\n" | EOI))` — the semicolon at `at` stands
/// between the columns of a flattened table (`1. e4; e5`): a lone move
/// follows it, and nothing else before the next `;` or the end of the line.
/// A PGN comment there would hide Black's move, and one that is only a
/// move says nothing about it.
fn lone_move_follows(input: Input<'_>, at: usize) -> bool {
    let text = input.fragment().as_bytes();
    let start = at
        + 1
        + text[at + 1..]
            .iter()
            .take_while(|b| matches!(b, b' ' | b'\t'))
            .count();
    let Ok((after, _)) = super::san::san(advance(input, start).0) else {
        return false;
    };
    ends_the_pair(after.fragment().as_bytes())
}

/// `side_line_break = { ";" ~ &(on_line* ~ (")" | "]")) }` — the semicolon
/// that pages write between two side lines in one bracket (`(2... d6 3. d4;
/// 2... Nf6 3. d4)`): a separator when a bracket it stands in closes later
/// on the same line, since a PGN comment there would swallow that bracket.
/// `text` starts at the semicolon.
/// Like [`bracket_closes`], it looks [`SIDE_LINE_REACH`] bytes ahead at
/// most, so that a line of many semicolons costs linear time.
pub(crate) fn side_line_break(text: &[u8]) -> bool {
    text.first() == Some(&b';') && on_line(&text[1..text.len().min(SIDE_LINE_REACH)])
}

/// `on_line = _{ ("(" ~ on_line* ~ ")") | ("[" ~ on_line* ~ "]") | (!("(" |
/// "[" | ")" | "]" | "\r" | "\n") ~ ANY) }`, repeated and followed by a
/// closing bracket: whether a bracket left open before `text` closes on this
/// line, the brackets opened on the line in between balanced and matched.
/// A stack instead of the rule's recursion keeps a line of many brackets
/// linear; it is only built when a bracket opens after the semicolon.
fn on_line(text: &[u8]) -> bool {
    scan_line(text) == LineScan::Closes
}

/// Whether `text`, the part of a line after a `;`, ends with every bracket
/// it opens closed and no line break: in a part of a text parsed on its own,
/// the bracket that closes after the part's end then closes this line too.
fn on_line_to_end(text: &[u8]) -> bool {
    scan_line(text) == LineScan::Balanced
}

/// Whether a bracket left open before the start of `text` closes on the
/// line `text` starts: the flag a part of a text carries
/// ([`crate::syntax::input::Input`]).
/// Looks no further than [`SIDE_LINE_REACH`] bytes: side lines in brackets
/// are short, and a page on one long line is cut into many parts.
pub(crate) fn bracket_closes(text: &[u8]) -> bool {
    on_line(&text[..text.len().min(SIDE_LINE_REACH)])
}

/// How far after the end of a part of a text its bracket may close.
const SIDE_LINE_REACH: usize = 400;

/// How a line from some point on treats a bracket opened before it.
#[derive(PartialEq, Eq)]
enum LineScan {
    /// A closing bracket, those opened on the line before it matched.
    Closes,
    /// The text ends, every bracket it opened closed, the line not ended.
    Balanced,
    /// The line ends, or a bracket is mismatched or left open.
    Other,
}

/// Scans `text` for [`LineScan`].
fn scan_line(text: &[u8]) -> LineScan {
    let mut open = Vec::new();
    for &byte in text {
        match byte {
            b'(' | b'[' => open.push(byte),
            b')' | b']' => match open.pop() {
                None => return LineScan::Closes,
                Some(opened) if (opened == b'(') == (byte == b')') => {}
                Some(_) => return LineScan::Other,
            },
            b'\r' | b'\n' => return LineScan::Other,
            _ => {}
        }
    }
    if open.is_empty() {
        LineScan::Balanced
    } else {
        LineScan::Other
    }
}

/// The characters of the grammar's `space`.
pub(crate) fn is_space(c: char) -> bool {
    matches!(
        c,
        ' ' | '\t' | '\r' | '\n' | '\u{0C}' | '\u{A0}' | '\u{FEFF}' | ',' | '/' | '|'
    )
}

/// `boundary = { &(space | EOI | "(" | ")" | "{" | ";" | "$" | "," | "." | "…" | footnote) }`
/// — what may follow a move, result or word.
pub(crate) fn boundary(input: Input<'_>) -> PResult<'_, ()> {
    match peek_char(&input) {
        None => Ok((input, ())),
        Some(c) if is_space(c) || matches!(c, '(' | ')' | '{' | ';' | '$' | ',' | '.' | '…') => {
            Ok((input, ()))
        }
        Some('-' | '–' | '—') if dash_break(input, 0).is_some() => Ok((input, ())),
        Some('[') if footnote(input).is_ok() => Ok((input, ())),
        Some(_) => Err(fail(input, Expect::END_OF_MOVE)),
    }
}

/// `element = { tag_pair | footnote | comment | escape | draw_offer | variation | result |
/// move_number | ellipsis | placeholder | etc | nag | glyph | evaluation | note_mark | san }` — R15,
/// R16; an evaluation standing apart after its move (`Nd5 +-`).
pub(crate) fn element<'a>(
    input: Input<'a>,
    moves: &mut Vec<SanMove>,
    depth: usize,
) -> PResult<'a, Element> {
    // The alternatives are tried in the grammar's order; the failures of
    // those that got past their first character are kept so that the report
    // names the furthest point reached.
    let mut failure = Failure {
        offset: input.location_offset(),
        expected: Expect::ELEMENT,
    };
    let mut note = |e: nom::Err<Failure>| {
        if let nom::Err::Error(f) | nom::Err::Failure(f) = e {
            failure = nom::error::ParseError::or(failure, f);
        }
    };
    // Each alternative is tried only where its first character can start
    // it: the order, and so the grammar's meaning, is unchanged, but a move
    // does not pay for ten alternatives that cannot match.
    let first = input.fragment().as_bytes().first().copied().unwrap_or(0);
    match first {
        b'[' => match tag_pair(input) {
            Ok((rest, tag)) => return Ok((rest, Element::TagPair(tag))),
            Err(e) => {
                note(e);
                if let Ok((rest, label)) = footnote(input) {
                    return Ok((rest, Element::Comment(label)));
                }
            }
        },
        b'{' | b';' => {
            if let Ok((rest, comment)) = comment(input) {
                return Ok((rest, Element::Comment(comment)));
            }
        }
        b'%' => {
            if let Ok((rest, escaped)) = escape(input) {
                return Ok((rest, Element::Comment(escaped)));
            }
        }
        b'(' => {
            if let Ok((rest, label)) = footnote(input) {
                return Ok((rest, Element::Comment(label)));
            }
            if let Ok((rest, span)) = draw_offer(input) {
                return Ok((rest, Element::DrawOffer(span)));
            }
            if let Ok((rest, variation)) = variation(input, moves, depth + 1) {
                return Ok((rest, Element::Variation(variation)));
            }
        }
        b'$' => match nag(input) {
            Ok((rest, nag)) => return Ok((rest, Element::Nag(nag))),
            Err(e) => note(e),
        },
        b'!' | b'?' => {
            if let Ok((rest, glyph)) = glyph(input) {
                return Ok((rest, Element::Glyph(glyph)));
            }
        }
        _ => {}
    }
    // '½' starts with 0xC2, '…' with 0xE2.
    // A result starting with a digit has '-', '/', ':' or an en dash (0xE2)
    // next: "1." cannot be one.
    let second = input.fragment().as_bytes().get(1).copied().unwrap_or(0);
    let result_can_start = match first {
        b'0'..=b'9' => matches!(second, b'-' | b'/' | b':' | 0xE2),
        b'*' | b'-' | 0xC2 => true,
        _ => false,
    };
    if result_can_start {
        match result(input) {
            Ok((rest, result)) => return Ok((rest, Element::Result(result))),
            Err(e) => note(e),
        }
    }
    // A digit, or OCR's `I.` and `l.` for the first move's number.
    if first.is_ascii_digit() || (matches!(first, b'I' | b'l') && second == b'.') {
        match move_number(input) {
            Ok((rest, number)) => return Ok((rest, Element::MoveNumber(number))),
            Err(e) => note(e),
        }
    }
    if matches!(first, b'.' | b'-' | 0xE2)
        && let Ok((rest, span)) = ellipsis(input).or_else(|_| placeholder(input))
    {
        return Ok((rest, Element::Ellipsis(span)));
    }
    if first == b'e' {
        match etc(input) {
            Ok((rest, span)) => return Ok((rest, Element::Etc(span))),
            Err(e) => note(e),
        }
    }
    // '±' starts with 0xC2, '∓ ⩲ ⩱ ∞' and the dashes with 0xE2.
    if matches!(first, b'+' | b'-' | b'=' | 0xC2 | 0xE2)
        && let Ok((rest, glyph)) = evaluation(input)
    {
        return Ok((rest, Element::Glyph(glyph)));
    }
    if first.is_ascii_lowercase()
        && second == b')'
        && let Ok((rest, label)) = note_mark(input)
    {
        return Ok((rest, Element::Comment(label)));
    }
    match san(input) {
        Ok((rest, san)) => Ok((rest, Element::Move(store(moves, san)))),
        Err(e) => {
            note(e);
            Err(nom::Err::Error(failure))
        }
    }
}

/// `variation = { "(" ~ (space | element)* ~ ")" }` — once its parenthesis is
/// read a variation always succeeds: bad text inside becomes error nodes, and
/// a missing ')' is reported on the '('.
pub(crate) fn variation<'a>(
    input: Input<'a>,
    moves: &mut Vec<SanMove>,
    depth: usize,
) -> PResult<'a, Variation> {
    let start = offset(&input);
    let (rest, open) = literal(input, "(", Expect::NOTHING)?;
    if depth > MAX_DEPTH {
        return Ok(too_deep(start, rest));
    }
    let (rest, mut elements, closed) = elements(rest, depth, moves);
    let span = Span::new(start, offset(&rest));
    if !closed {
        let diagnostic = Diagnostic::new(
            Code::UnclosedVariation,
            open,
            "this variation is never closed",
        )
        .with_help("add ')' where the variation ends");
        let at = offset(&rest);
        elements.push(Element::Error(Box::new(SyntaxError {
            span: Span::empty(at),
            diagnostic,
        })));
    }
    Ok((
        rest,
        Variation {
            span,
            elements,
            closed,
        },
    ))
}

/// How deep variations may nest. The grammar sets no limit; the parser does,
/// because every stage walks variations recursively and a text of a hundred
/// thousand '(' must not overflow the stack. Real games nest a few levels.
pub(crate) const MAX_DEPTH: usize = 64;

/// A variation opened deeper than [`MAX_DEPTH`]: its whole text, to the
/// matching ')' or the end, becomes one error node.
fn too_deep<'a>(start: u32, inner: Input<'a>) -> (Input<'a>, Variation) {
    let text = inner.fragment();
    let mut open = 1usize;
    let mut end = text.len();
    let mut closed = false;
    for (at, byte) in text.bytes().enumerate() {
        match byte {
            b'(' => open += 1,
            b')' => {
                open -= 1;
                if open == 0 {
                    end = at;
                    closed = true;
                    break;
                }
            }
            _ => {}
        }
    }
    let (rest, span) = advance(inner, end);
    let diagnostic = Diagnostic::new(
        Code::NestedTooDeep,
        Span::new(start, start + 1),
        format!("variations nested more than {MAX_DEPTH} deep"),
    )
    .with_help("a variation inside a variation this deep is not read; close some of them");
    let elements = vec![Element::Error(Box::new(SyntaxError { span, diagnostic }))];
    let rest = if closed { advance(rest, 1).0 } else { rest };
    (
        rest,
        Variation {
            span: Span::new(start, offset(&rest)),
            elements,
            closed,
        },
    )
}

/// Puts a move in the tree's list of moves and returns the element that
/// refers to it: the elements stay small, the moves dense.
fn store(moves: &mut Vec<SanMove>, san: SanMove) -> MoveRef {
    let index = u32::try_from(moves.len()).unwrap_or(u32::MAX);
    let span = san.span;
    moves.push(san);
    MoveRef { span, index }
}

/// How long, in bytes, the token that opens `text` is, up to what
/// [`ends_token`].
fn token_len(text: &str, in_variation: bool) -> usize {
    text.chars()
        .take_while(|c| !ends_token(*c, in_variation))
        .map(char::len_utf8)
        .sum()
}

/// Characters that end the token skipped by recovery.
fn ends_token(c: char, in_variation: bool) -> bool {
    is_space(c) || matches!(c, '(' | '{' | ';' | '[') || (in_variation && c == ')')
}

/// Turns the text at `input`, which no element matches, into an error node
/// (a malformed tag pair when it opens with `[`) and its diagnostic, and
/// says where parsing goes on.
fn recover(input: Input<'_>, failure: Failure, in_variation: bool) -> (Input<'_>, Element) {
    let (rest, error) = unread(input, failure, in_variation);
    let node = if input.fragment().starts_with('[') {
        Element::MalformedTag(Box::new(error))
    } else {
        Element::Error(Box::new(error))
    };
    (rest, node)
}

/// The text at `input` that no element matches, and why.
fn unread(input: Input<'_>, failure: Failure, in_variation: bool) -> (Input<'_>, SyntaxError) {
    let start = offset(&input);
    let text = *input.fragment();
    let first = text.chars().next().unwrap_or(' ');
    if first == ')' {
        let (rest, span) = advance(input, 1);
        let diagnostic = Diagnostic::new(Code::UnopenedVariation, span, "')' closes no variation")
            .with_help("remove it, or add the '(' that opens the variation");
        return (rest, SyntaxError { span, diagnostic });
    }
    if first == '{' {
        let (rest, span) = advance(input, text.len());
        let diagnostic = Diagnostic::new(
            Code::UnclosedComment,
            Span::new(start, start + 1),
            "this comment is never closed",
        )
        .with_help("add '}' where the comment ends");
        return (rest, SyntaxError { span, diagnostic });
    }
    if first == '[' {
        let line = text.find('\n').unwrap_or(text.len());
        let len = text[..line].find(']').map_or(line, |close| close + 1);
        let (rest, span) = advance(input, len);
        let wanted = failure.expected.describe();
        let at = point(text, start, failure.offset, span);
        let diagnostic = Diagnostic::new(
            Code::MalformedTag,
            at,
            format!("malformed tag pair: expected {wanted}"),
        )
        .with_help("write a tag pair as [Name \"value\"]");
        return (rest, SyntaxError { span, diagnostic });
    }
    let mut len = token_len(text, in_variation);
    if len == 0 {
        len = first.len_utf8();
    }
    // Words in a side line ("9. h3 (also good is 9. d4) Na5"), as annotated
    // games outside PGN write their notes: skipped, noted, as
    // no PGN reader would take them. A word is lowercase letters, no move's.
    let words = in_variation && a_word(&text[..len]);
    if words {
        loop {
            let after = &text[len..];
            let gap = after.len() - after.trim_start_matches([' ', '\t']).len();
            let next = token_len(&after[gap..], in_variation);
            if gap == 0 || next == 0 || !a_word(&after[gap..gap + next]) {
                break;
            }
            len += gap + next;
        }
    }
    let (rest, span) = advance(input, len);
    let token = &text[..len];
    let diagnostic = if words {
        Diagnostic::new(
            Code::UnexpectedText,
            span,
            format!("words in a side line, '{token}': no moves, skipped"),
        )
        .with_severity(crate::diagnostics::Severity::Note)
        .with_help(format!("PGN writes a comment in braces: {{{token}}}"))
    } else {
        describe(text, start, failure, span)
    };
    (rest, SyntaxError { span, diagnostic })
}

/// Whether `token` is a word of a note: two lowercase letters or more,
/// with a stop, comma or mark after them, and not shaped as a pawn's
/// capture (`ed`, `exd`), which a side line writes. A capital may be a
/// piece letter of a damaged move (`Bcl`): no word.
fn a_word(token: &str) -> bool {
    let word = token.trim_end_matches(['.', ',', ':', ';', '!', '?']);
    let capture = word.len() <= 4 && word.chars().all(|c| matches!(c, 'a'..='h' | 'x' | ':'));
    word.chars().count() >= 2
        && word.chars().all(|c| c.is_alphabetic() && c.is_lowercase())
        && !capture
}

/// The diagnostic for a token no element matches.
fn describe(text: &str, start: u32, failure: Failure, token: Span) -> Diagnostic {
    let token_text = &text[..token.len() as usize];
    let reached = failure.offset.saturating_sub(start as usize);
    if reached == 0 {
        return Diagnostic::new(
            Code::UnexpectedText,
            token,
            format!("unexpected '{token_text}'"),
        )
        .with_help("expected a move, a move number, a result or a comment");
    }
    let prefix = text.get(..reached).unwrap_or(token_text);
    let wanted = failure.expected.describe();
    let after = match piece(crate::syntax::input::whole(prefix)) {
        Ok((rest, symbol)) if rest.fragment().is_empty() => match symbol.value {
            crate::notation::lexicon::PieceSymbol::Figurine(_) => {
                format!("the figurine '{prefix}'")
            }
            _ => format!("the piece letter '{prefix}'"),
        },
        _ => format!("'{prefix}'"),
    };
    let code = if failure.expected.contains(Expect::SQUARE) {
        Code::ExpectedSquare
    } else {
        Code::MalformedMove
    };
    let at = point(text, start, failure.offset, token);
    Diagnostic::new(code, at, format!("expected {wanted} after {after}"))
}

/// The character at `offset`, if it lies inside `token`; else the token.
fn point(text: &str, start: u32, offset: usize, token: Span) -> Span {
    let local = offset.saturating_sub(start as usize);
    match text.get(local..).and_then(|rest| rest.chars().next()) {
        Some(c) if (offset as u32) < token.end => {
            let at = offset as u32;
            Span::new(at, at + c.len_utf8() as u32)
        }
        _ => token,
    }
}

#[cfg(test)]
mod tests {
    use crate::syntax::ast::Element;

    fn comments(text: &str) -> Vec<String> {
        let parsed = crate::syntax::parse(text);
        parsed
            .movetext
            .elements
            .iter()
            .filter_map(|e| match e {
                Element::Comment(c) => Some(c.text.to_string()),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn a_semicolon_between_pairs_joined_by_a_dash_separates_them() {
        assert!(comments("1.e4-e5; 2.f4-exf4; 3. Nf3–g5").is_empty());
        // After the last pair, the rest of the line is a comment again.
        assert_eq!(comments("1.e4-e5; 2.f4-exf4; and so on").len(), 1);
    }

    #[test]
    fn a_spaced_dash_between_moves_separates_them_and_a_last_dash_is_a_result() {
        let results = |text: &str| {
            crate::syntax::parse(text)
                .movetext
                .elements
                .iter()
                .filter(|e| matches!(e, Element::Result(_)))
                .count()
        };
        let moves = |text: &str| crate::syntax::parse(text).movetext.moves.len();
        assert_eq!(
            (moves("1) d4 – d5 2) c4 - e5"), results("1) d4 – d5")),
            (4, 0)
        );
        assert_eq!(moves("5/ ... - c6"), 1);
        // A dash with nothing after it on the line is the bare drawn result.
        assert_eq!(results("23. Qg4 -"), 1);
        assert_eq!(results("23. Qg4 -\n"), 1);
    }

    #[test]
    fn a_run_ends_before_a_semicolon_that_would_hide_a_first_move() {
        let text = "38. Bd1, Vd4; 39. Ke2, feladta. 109. ANGOL 1. c4, e5";
        let semicolon = text.find(';').unwrap();
        assert_eq!(crate::syntax::clean_run_end(text, 0), semicolon);
        // So does one before the game's own next moves, or a side line: the
        // finder reads what follows as runs of its own.
        let others = "3. Bb5 a6; 3...d6. 4. Bxc6 dxc6 5. h3";
        assert_eq!(
            crate::syntax::clean_run_end(others, 0),
            others.find(';').unwrap()
        );
        let remark = "12. Nf3; see the notes";
        assert_eq!(crate::syntax::clean_run_end(remark, 0), remark.len());
        // A note's clause with the game going on below it ends the run:
        // the comment would join the note's move to the game's.
        let note = "4... c5; then Black hits the centre.\n5. e3 O-O";
        assert_eq!(
            crate::syntax::clean_run_end(note, 0),
            note.find('\n').unwrap()
        );
        // Debris with no word hides nothing either way.
        let debris = "4... c5 ; ;\n5. e3 O-O";
        assert_eq!(crate::syntax::clean_run_end(debris, 0), debris.len());
    }

    #[test]
    fn a_semicolon_before_a_move_number_and_a_move_is_a_comment() {
        assert_eq!(comments("1. e4 e5 ; 2. Nf3 was the alternative").len(), 1);
        assert_eq!(comments("1. e4 e5 ; 2. -e5").len(), 1);
    }

    #[test]
    fn a_run_of_semicolons_glued_to_a_move_separates_and_a_spaced_one_comments() {
        // OCR's debris between moves hides nothing.
        assert!(comments("1.d4 Nf6 2.c4 e6 ; ; ;3.Nc3 ;;Bb4").is_empty());
        // A PGN comment set off from its words stays one.
        assert_eq!(comments("12. Qd2 ;; Bxh7 wins").len(), 1);
    }

    #[test]
    fn a_malformed_tag_pair_is_a_node_of_its_own() {
        let text = "[White \"\"Mephisto\"\"]\n[Event]\n1. e4 ]x[\n(1. d4 [1. c4] d5)";
        let parsed = crate::syntax::parse(text);
        let kinds: Vec<(&str, &str)> = parsed
            .movetext
            .elements
            .iter()
            .filter_map(|e| match e {
                Element::MalformedTag(tag) => Some(("tag", tag.span.text(text))),
                Element::Error(error) => Some(("error", error.span.text(text))),
                _ => None,
            })
            .collect();
        // Only what opens with '[' is a tag pair gone wrong; ']x[' is not.
        assert_eq!(
            kinds,
            [
                ("tag", "[White \"\"Mephisto\"\"]"),
                ("tag", "[Event]"),
                ("error", "]x"),
                ("tag", "[")
            ]
        );
        // Inside a variation too, and its diagnostic is kept.
        let Some(Element::Variation(variation)) = parsed.movetext.elements.last() else {
            panic!("the text ends with a variation")
        };
        assert!(
            variation
                .elements
                .iter()
                .any(|e| matches!(e, Element::MalformedTag(_)))
        );
        let codes: Vec<&str> = parsed.diagnostics.iter().map(|d| d.code.as_str()).collect();
        assert_eq!(
            codes.iter().filter(|c| **c == "S006").count(),
            4,
            "{codes:?}"
        );
    }

    #[test]
    fn a_note_s_words_are_lowercase_and_no_pawn_capture() {
        assert!(super::a_word("also"));
        assert!(super::a_word("is,"));
        assert!(super::a_word("stronger."));
        // A damaged move's piece letter, and a pawn's capture by files.
        assert!(!super::a_word("Bcl"));
        assert!(!super::a_word("ed"));
        assert!(!super::a_word("exd"));
        assert!(!super::a_word("x"));
    }
}
