//! Move numbers, ellipses, 'etc.', NAGs and results (R15, R16).

use super::movetext::boundary;
use crate::Span;
use crate::syntax::ast::{GameResult, MoveNumber, Nag, NumberMark, Outcome};
use crate::syntax::input::{Expect, Input, PResult, advance, fail, literal, offset};

/// `result = { ("1-0" | "0-1" | "1/2-1/2" | "½-½" | "1–0" | "0–1" |
/// "1/2–1/2" | "½–½" | "1:0" | "0:1" | "½:½" | "1/2:1/2" | "*" | ("-" ~
/// !"," ~ !" -")) ~ boundary }` — R16, with the en dash of typeset pages and
/// the colon of German and Russian scoresheets; a bare "-" before a comma,
/// or before another set apart, is a placeholder.
pub(crate) fn result(input: Input<'_>) -> PResult<'_, GameResult> {
    let results = [
        ("1-0", Outcome::WhiteWins),
        ("0-1", Outcome::BlackWins),
        ("1/2-1/2", Outcome::Draw),
        ("½-½", Outcome::Draw),
        ("1–0", Outcome::WhiteWins),
        ("0–1", Outcome::BlackWins),
        ("1/2–1/2", Outcome::Draw),
        ("½–½", Outcome::Draw),
        ("1:0", Outcome::WhiteWins),
        ("0:1", Outcome::BlackWins),
        ("½:½", Outcome::Draw),
        ("1/2:1/2", Outcome::Draw),
        ("*", Outcome::Unknown),
        ("-", Outcome::Draw),
    ];
    for (text, outcome) in results {
        if text == "-"
            && (input.fragment().starts_with("-,") || input.fragment().starts_with("- -"))
        {
            continue;
        }
        if let Ok((rest, span)) = literal(input, text, Expect::NOTHING) {
            let (rest, ()) = boundary(rest)?;
            return Ok((rest, GameResult { span, outcome }));
        }
    }
    Err(fail(input, Expect::NOTHING))
}

/// `move_number = { box_label | (ASCII_DIGIT+ ~ "/" ~ &" ") | (ASCII_DIGIT+ ~
/// " "? ~ ":" ~ &((" " ~ (san | ellipsis | move_start)) | (!ASCII_DIGIT ~
/// (san | ellipsis | move_start)))) | (ASCII_DIGIT+ ~ ellipsis) |
/// (ASCII_DIGIT+ ~ "." ~ " ." ~ " ." ~ " ."? ~ !(" "? ~ ".")) |
/// (ASCII_DIGIT+ ~ (".." | "." | ")")) | (!"0" ~ ASCII_DIGIT+ ~ "-" ~ &(" " ~ long_move_start)) |
/// (ASCII_DIGIT+ ~ " ." ~ &san) | (ASCII_DIGIT+ ~ " " ~ ".."
/// ~ !".") | (ASCII_DIGIT+ ~ " . . ." ~ !(" "? ~ ".")) | (ASCII_DIGIT+ ~
/// &(" " ~ (san | ellipsis))) | (("I" | "l") ~
/// "." ~ &((" " ~ san) | long_move_start)) | (ASCII_DIGIT+ ~ "," ~ &san) | (!"0" ~ ASCII_DIGIT+
/// ~ "," ~ &(" " ~ san)) }` — R15;
/// four dots or more are Black's number in newspapers' columns and pages
/// (`26.... Dxg2+`, `3.....a6`).
pub(crate) fn move_number<'a>(input: Input<'a>) -> PResult<'a, MoveNumber> {
    let start = offset(&input);
    let digits = input
        .fragment()
        .bytes()
        .take_while(u8::is_ascii_digit)
        .count();
    if digits == 0 {
        return ocr_first(input);
    }
    let number_text = &input.fragment()[..digits];
    let number = number_text.parse::<u32>().unwrap_or(u32::MAX);
    if let Ok((rest, label)) = box_label(input) {
        return Ok((rest, label));
    }
    let (input, _) = advance(input, digits);
    let found = |rest: Input<'a>, mark| {
        let span = Span::new(start, offset(&rest));
        Ok((rest, MoveNumber { span, number, mark }))
    };
    // Three dots or more, or the ellipsis character: "26.... Dxg2+",
    // "3.....a6", "7… Nf6".
    if let Ok((rest, _)) = ellipsis(input) {
        return found(rest, NumberMark::Ellipsis);
    }
    // "1/ e4": a slash, when a space follows (so that "1/2" stays a half).
    if input.fragment().starts_with("/ ") {
        return found(advance(input, 1).0, NumberMark::Slash);
    }
    // "1: e4", "2 : f4": a colon, a space before it or not, and a move or
    // an ellipsis after it.
    // Glued to the move ("6 :Nf3") but for a digit: "1:0" is a result as
    // German scoresheets write it, not a number.
    let colon = if input.fragment().starts_with(':') {
        1
    } else if input.fragment().starts_with(" :") {
        2
    } else {
        0
    };
    if colon > 0 {
        let (rest, _) = advance(input, colon);
        let spaced = rest.fragment().starts_with(' ');
        let (after, _) = advance(rest, usize::from(spaced));
        let glued_digit = !spaced && after.fragment().starts_with(|c: char| c.is_ascii_digit());
        if !glued_digit
            && (super::san::san(after).is_ok() || ellipsis(after).is_ok() || move_start(after))
        {
            return found(rest, NumberMark::Colon);
        }
    }
    // Black's number whose period is the first of three or four spaced
    // dots, as old columns and their OCR print it ("4. . . Fc5", "6. . .
    // . Fg4").
    if let Some(after) = input.fragment().strip_prefix(". .")
        && let Some(after) = after.strip_prefix(" .")
    {
        let dots = if after.starts_with(" .") { 4 } else { 3 };
        let after = &after[if dots == 4 { 2 } else { 0 }..];
        if !after.starts_with('.') && !after.starts_with(" .") {
            return found(advance(input, 1 + 2 * (dots - 1)).0, NumberMark::Ellipsis);
        }
    }
    for (text, mark) in [
        ("..", NumberMark::TwoDots),
        (".", NumberMark::Dot),
        (")", NumberMark::Parenthesis),
    ] {
        if let Ok((rest, _)) = literal(input, text, Expect::MOVE_NUMBER_MARK) {
            return found(rest, mark);
        }
    }
    // The period OCR'd as a comma, glued to the move ("1,e4", "4,d2—d4"),
    // or before a space and a move ("4, Ba4 Nf6 5, O-O"), but for a 0;
    // never before a word or another number, where a comma ends a clause
    // ("moves 3, 4").
    if input.fragment().starts_with(',') {
        let (after, _) = advance(input, 1);
        let spaced = after.fragment().starts_with(' ');
        let (san_at, _) = advance(after, usize::from(spaced));
        if (!spaced || number_text.as_bytes()[0] != b'0') && super::san::san(san_at).is_ok() {
            return found(after, NumberMark::Comma);
        }
    }
    // Numbers written without a period, Black's set off by a space and
    // two dots ("5 0-0 5 ..Ae7"): the dots are the number's.
    if input.fragment().starts_with(" ..") && !input.fragment()[3..].starts_with('.') {
        return found(advance(input, 3).0, NumberMark::TwoDots);
    }
    // The period OCR read as a hyphen, before a space and a move in long
    // algebraic ("3- Lf1—b5"), as old columns print it; never a 0 ("0- 1"),
    // and not before a short move ("9- 0-0-0, a6", a Spanish page's
    // hyphen numbers in a note, which the finder reads as words).
    if number_text.as_bytes()[0] != b'0'
        && input.fragment().starts_with("- ")
        && long_move_start(advance(input, 2).0)
    {
        return found(advance(input, 1).0, NumberMark::Dot);
    }
    // The period set off from its number by a space and glued to the move,
    // as OCR spaces a number ("3 .d7-d5").
    if input.fragment().starts_with(" .")
        && !input.fragment()[2..].starts_with(['.', ' '])
        && super::san::san(advance(input, 2).0).is_ok()
    {
        return found(advance(input, 2).0, NumberMark::Dot);
    }
    // Black's number with its dots spaced, as Russian books print it ("14
    // . . . К:d4").
    if let Some(after) = input.fragment().strip_prefix(" . . .")
        && !after.starts_with('.')
        && !after.starts_with(" .")
    {
        return found(advance(input, 6).0, NumberMark::Ellipsis);
    }
    // A bare number, when a move, or the ellipsis of Black's move ("5
    // ... Ae7"), follows it after one space; never a 0, the first of
    // castling's spaced zeros ("0 0 0 Sbd7").
    if number_text.as_bytes()[0] != b'0'
        && let Ok((after_space, _)) = literal(input, " ", Expect::MOVE_NUMBER_MARK)
        && (super::san::san(after_space).is_ok()
            || ellipsis(after_space).is_ok()
            || ocr_piece_move(after_space.fragment()))
    {
        return found(input, NumberMark::Bare);
    }
    Err(fail(input, Expect::MOVE_NUMBER_MARK))
}

/// `ocr_piece_move = { piece ~ ((file ~ "x"? ~ file) | ("x"? ~ file)) ~
/// ("l" | "I" | "S" | "z") ~ !ASCII_ALPHANUMERIC }`: a piece move whose
/// rank OCR misread as a letter, before which a newspaper's bare number is
/// still a number ("12 Rfdl", "13 NdS"); the resolver reads the move.
fn ocr_piece_move(text: &str) -> bool {
    let Ok((rest, _)) = super::piece::piece(crate::syntax::input::whole(text)) else {
        return false;
    };
    let rest = rest.fragment().as_bytes();
    let file = |at: usize| rest.get(at).is_some_and(|b| matches!(b, b'a'..=b'h'));
    let capture = |at: usize| usize::from(rest.get(at) == Some(&b'x'));
    let rank_at = |at: usize| {
        rest.get(at)
            .is_some_and(|b| matches!(b, b'l' | b'I' | b'S' | b'z'))
            && !rest.get(at + 1).is_some_and(u8::is_ascii_alphanumeric)
    };
    // `file ~ "x"? ~ file`, then `"x"? ~ file`, as the grammar orders them.
    let departed = file(0) && {
        let to = 1 + capture(1);
        file(to) && rank_at(to + 1)
    };
    departed || {
        let to = capture(0);
        file(to) && rank_at(to + 1)
    }
}

/// `long_move_start = { piece? ~ square ~ hyphen }`: how a move in long
/// algebraic begins (`Lf1—`, `e2-`).
fn long_move_start(input: Input<'_>) -> bool {
    let input = super::piece::piece(input).map_or(input, |(rest, _)| rest);
    super::square::square(input)
        .and_then(|(rest, _)| super::capture::hyphen(rest))
        .is_ok()
}

/// `move_start = { square | (piece ~ capture? ~ square) }`: how a move
/// begins, where the text after it is no move on its own (two moves joined
/// by a dash after a colon's number: "2 : f4-e×f4", "5 : B×b5-Nf6").
fn move_start(input: Input<'_>) -> bool {
    if super::square::square(input).is_ok() {
        return true;
    }
    let Ok((rest, _)) = super::piece::piece(input) else {
        return false;
    };
    let rest = super::capture::capture(rest).map_or(rest, |(rest, _)| rest);
    super::square::square(rest).is_ok()
}

/// The alternative `(("I" | "l") ~ "." ~ &((" " ~ san) | long_move_start))`
/// of `move_number`: OCR reads the first move's `1.` as `I.` or `l.` ("I.
/// e4, e5 2. Hf3"), which is move number 1 where a move follows; glued to
/// the move only where it is long algebraic ("I.e2—e4"), which no word
/// after an initial is.
fn ocr_first(input: Input<'_>) -> PResult<'_, MoveNumber> {
    let start = offset(&input);
    let text = input.fragment();
    if !(text.starts_with("I.") || text.starts_with("l.")) {
        return Err(fail(input, Expect::NOTHING));
    }
    let (rest, _) = advance(input, 2);
    let spaced = rest.fragment().starts_with(' ') && super::san::san(advance(rest, 1).0).is_ok();
    if !spaced && !long_move_start(rest) {
        return Err(fail(input, Expect::NOTHING));
    }
    let span = Span::new(start, offset(&rest));
    Ok((
        rest,
        MoveNumber {
            span,
            number: 1,
            mark: NumberMark::Dot,
        },
    ))
}

/// `box_label = { ASCII_DIGIT+ ~ "_" ~ (ASCII_DIGIT+ ~ "_"){1, 2} ~
/// ("white" | "black") ~ &(" " | "\t" | "\r" | "\n" | EOI) }` — R15: a move box's label in a
/// handwriting dataset's transcription (`7_1_1_white e4`); its number is
/// the move's, the game's and the page's are only where the box is.
pub(crate) fn box_label(input: Input<'_>) -> PResult<'_, MoveNumber> {
    let text = input.fragment();
    let start = offset(&input);
    let bytes = text.as_bytes();
    let digits = |at: usize| {
        bytes.get(at..).map_or(0, |rest| {
            rest.iter().take_while(|b| b.is_ascii_digit()).count()
        })
    };
    let game = digits(0);
    if game == 0 || bytes.get(game) != Some(&b'_') {
        return Err(fail(input, Expect::NOTHING));
    }
    // The page's number when given, and the move's, each with its '_'.
    let mut at = game + 1;
    let mut last = None;
    for _ in 0..2 {
        let count = digits(at);
        if count == 0 || bytes.get(at + count) != Some(&b'_') {
            break;
        }
        last = Some((at, count));
        at += count + 1;
    }
    let Some((move_at, move_len)) = last else {
        return Err(fail(input, Expect::NOTHING));
    };
    let side = &text[at..];
    let after = side.as_bytes().get("white".len());
    let mark = match side.get(.."white".len()) {
        Some("white") => NumberMark::WhiteBox,
        Some("black") => NumberMark::BlackBox,
        _ => return Err(fail(input, Expect::NOTHING)),
    };
    if !matches!(after, None | Some(b' ' | b'\t' | b'\r' | b'\n')) {
        return Err(fail(input, Expect::NOTHING));
    }
    let number = text[move_at..move_at + move_len]
        .parse::<u32>()
        .unwrap_or(u32::MAX);
    let (rest, _) = advance(input, at + "white".len());
    Ok((
        rest,
        MoveNumber {
            span: Span::new(start, offset(&rest)),
            number,
            mark,
        },
    ))
}

/// `ellipsis = { (("..." ~ "."*) | ("…"+ ~ "."*)) ~ (" ." ~ &" ")? }` —
/// R15: a move not written; the ellipsis character doubled or with periods
/// after it, as pages type it (`11. ….Nc6`, `12. d5 …….`), and a stray
/// period set apart after it, OCR's debris (`6. ... . Lc5—b4f`).
pub(crate) fn ellipsis(input: Input<'_>) -> PResult<'_, Span> {
    let text = input.fragment();
    let ellipses = text.chars().take_while(|&c| c == '…').count() * '…'.len_utf8();
    if ellipses == 0 && !text.starts_with("...") {
        return Err(fail(input, Expect::NOTHING));
    }
    let dots = text[ellipses..].bytes().take_while(|&b| b == b'.').count();
    let stray = if text[ellipses + dots..].starts_with(" . ") {
        2
    } else {
        0
    };
    let start = offset(&input);
    let (rest, _) = advance(input, ellipses + dots + stray);
    Ok((rest, Span::new(start, offset(&rest))))
}

/// `placeholder = { (("\u{2014}" | "\u{2013}" | "-") ~ &",") | ("-" ~ " "
/// ~ "-" ~ boundary) | ("-" ~ &san) | (("\u{2013}" | "\u{2014}") ~
/// &(UPPERCASE_LETTER | "0") ~ &san) | (("\u{2014}o\u{2014}" |
/// "\u{2013}o\u{2013}" | "-o-") ~ boundary) }` — R15: a dash standing for
/// White's move not given again, before Black's after a comma (`11.—,
/// He5:`, `13.-, e5!`), or glued to it (`3.-cxd4`, a Finnish page's reply
/// after a note; a long dash only before a piece's move or castling, `4
/// Nxe4 –Bf5`: before a square it is long algebraic's arrival), or two hyphens set apart for the other side's move given
/// before or after a note (`4. a2-a3 - -` … `4. - - d7-d5`), or a small o
/// between two dashes (`8. —o— c7—c5`, an Icelandic magazine's), read as
/// an ellipsis.
pub(crate) fn placeholder(input: Input<'_>) -> PResult<'_, Span> {
    let text = input.fragment();
    if text.starts_with("- -") {
        let start = offset(&input);
        let (rest, _) = advance(input, 3);
        if super::movetext::boundary(rest).is_ok() {
            return Ok((rest, Span::new(start, offset(&rest))));
        }
    }
    // A long dash only before a piece's move or castling: before a square
    // it is long algebraic's arrival split off its departure (`e2 —e4`).
    for dash in ["-", "\u{2013}", "\u{2014}"] {
        let Some(after) = text.strip_prefix(dash) else {
            continue;
        };
        let piece = dash == "-" || after.starts_with(|c: char| c.is_uppercase() || c == '0');
        if piece && super::san::san(advance(input, dash.len()).0).is_ok() {
            let start = offset(&input);
            let (rest, _) = advance(input, dash.len());
            return Ok((rest, Span::new(start, offset(&rest))));
        }
    }
    for dash in ["\u{2014}", "\u{2013}", "-"] {
        if text.starts_with(dash) && text[dash.len()..].starts_with(',') {
            let start = offset(&input);
            let (rest, _) = advance(input, dash.len());
            return Ok((rest, Span::new(start, offset(&rest))));
        }
    }
    for mark in ["\u{2014}o\u{2014}", "\u{2013}o\u{2013}", "-o-"] {
        if text.starts_with(mark) {
            let start = offset(&input);
            let (rest, _) = advance(input, mark.len());
            if boundary(rest).is_ok() {
                return Ok((rest, Span::new(start, offset(&rest))));
            }
        }
    }
    Err(fail(input, Expect::NOTHING))
}

/// `etc = { ("etc." | "etc") ~ boundary }` — R15.
pub(crate) fn etc(input: Input<'_>) -> PResult<'_, Span> {
    let (rest, span) = literal(input, "etc.", Expect::NOTHING)
        .or_else(|_| literal(input, "etc", Expect::NOTHING))?;
    let (rest, ()) = boundary(rest)?;
    Ok((rest, span))
}

/// `nag = { "$" ~ ASCII_DIGIT+ }` — PGN: $1
pub(crate) fn nag(input: Input<'_>) -> PResult<'_, Nag> {
    let start = offset(&input);
    let (rest, _) = literal(input, "$", Expect::NOTHING)?;
    let digits = rest
        .fragment()
        .bytes()
        .take_while(u8::is_ascii_digit)
        .count();
    if digits == 0 {
        return Err(fail(rest, Expect::DIGIT));
    }
    let value = rest.fragment()[..digits].parse::<u16>().unwrap_or(u16::MAX);
    let (rest, _) = advance(rest, digits);
    Ok((
        rest,
        Nag {
            span: Span::new(start, offset(&rest)),
            value,
        },
    ))
}
