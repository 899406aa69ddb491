//! The tag section of a game: its tag pairs, and the position it starts
//! from — a `[FEN]` tag's, repaired in lenient reading when a real file
//! gives a right the position cannot have or a move number of 0.

use crate::board::Position;
use crate::diagnostics::{Code, Diagnostic};
use crate::syntax::ast::Element;

/// The tag pairs with `\"` and `\\` undone.
pub(super) fn tags(source: &str, elements: &[Element]) -> Vec<(String, String)> {
    tag_section(elements)
        .iter()
        .filter_map(|element| match element {
            Element::TagPair(tag) => Some((
                tag.name.text(source).to_string(),
                unescape(tag.value.text(source)),
            )),
            _ => None,
        })
        .collect()
}

/// A tag value with PGN's escapes undone in one pass (`\"` is a quote,
/// `\\` a backslash); a value without a backslash, nearly all of them, is
/// copied once.
pub(crate) fn unescape(value: &str) -> String {
    if !value.contains('\\') {
        return value.to_string();
    }
    let mut out = String::with_capacity(value.len());
    let mut chars = value.chars();
    while let Some(c) = chars.next() {
        match (c, chars.clone().next()) {
            ('\\', Some(next @ ('"' | '\\'))) => {
                out.push(next);
                chars.next();
            }
            _ => out.push(c),
        }
    }
    out
}

/// The elements before the first move or move number: where PGN puts tags.
/// Looking no further keeps a game from being walked again for its tags.
fn tag_section(elements: &[Element]) -> &[Element] {
    let end = elements
        .iter()
        .position(|e| matches!(e, Element::Move(_) | Element::MoveNumber(_)))
        .unwrap_or(elements.len());
    &elements[..end]
}

/// The starting position: a `[FEN]` tag's if there is one, else `start`.
pub(super) fn start_position(
    source: &str,
    elements: &[Element],
    start: &Position,
    strict: bool,
    out: &mut Vec<Diagnostic>,
) -> Option<Position> {
    for element in tag_section(elements) {
        let Element::TagPair(tag) = element else {
            continue;
        };
        if tag.name.text(source) != "FEN" {
            continue;
        }
        let mut fen = tag.value.text(source).to_string();
        // Real files carry FENs with rights the position cannot have or a
        // move number of 0; lenient reading repairs the field and says so.
        for _ in 0..8 {
            match Position::from_fen(&fen) {
                Ok(position) => return Some(position),
                Err(error) => {
                    let span = written_span(tag.value.text(source), &fen, error.span)
                        .map_or(tag.value, |s| s.shifted(tag.value.start));
                    let repaired = if strict {
                        None
                    } else {
                        repair(&fen, &error.kind)
                    };
                    match repaired {
                        Some((text, what)) => {
                            out.push(Diagnostic::new(
                                Code::FenRepaired,
                                span,
                                format!("bad FEN: {}; {what}", error.kind),
                            ));
                            fen = text;
                        }
                        None => {
                            out.push(
                                Diagnostic::new(
                                    Code::BadFen,
                                    span,
                                    format!("bad FEN: {}", error.kind),
                                )
                                .with_help(
                                    "the moves cannot be read without their starting position",
                                ),
                            );
                            return None;
                        }
                    }
                }
            }
        }
    }
    Some(*start)
}

/// Where an error found in `fen`, the written FEN after some repairs,
/// stands in `written`: the same place while nothing changed, else the
/// whole field it falls in (repairs change a field's length, so later
/// offsets in the repaired text point elsewhere in the written one).
fn written_span(written: &str, fen: &str, span: crate::Span) -> Option<crate::Span> {
    use crate::board::fen_fields;
    if written == fen {
        return Some(span);
    }
    let at = span.start as usize;
    let index = fen_fields(fen)
        .iter()
        .position(|f| f.start <= at && at <= f.start + f.text.len())?;
    fen_fields(written).get(index).map(|f| f.span())
}

/// A FEN with the field `kind` complains of repaired, and what was done.
fn repair(fen: &str, kind: &crate::board::FenErrorKind) -> Option<(String, String)> {
    use crate::board::{CastlingSide, Color, FenErrorKind};
    let mut fields: Vec<String> = fen.split_whitespace().map(str::to_string).collect();
    if fields.len() < 4 {
        return None;
    }
    let what = match *kind {
        FenErrorKind::CastlingMismatch { color, side, .. } => {
            let letter = match (color, side) {
                (Color::White, CastlingSide::KingSide) => 'K',
                (Color::White, CastlingSide::QueenSide) => 'Q',
                (Color::Black, CastlingSide::KingSide) => 'k',
                (Color::Black, CastlingSide::QueenSide) => 'q',
            };
            fields[2].retain(|c| c != letter);
            if fields[2].is_empty() {
                fields[2] = "-".to_string();
            }
            format!("read without the right '{letter}'")
        }
        FenErrorKind::EpRank { .. } | FenErrorKind::EpNoPawn { .. } => {
            fields[3] = "-".to_string();
            "read without the en-passant square".to_string()
        }
        FenErrorKind::FullmoveNumber if fields.len() == 6 => {
            fields[5] = "1".to_string();
            "read as move 1".to_string()
        }
        FenErrorKind::HalfmoveClock if fields.len() == 6 => {
            fields[4] = "0".to_string();
            "read with the half-move clock at 0".to_string()
        }
        _ => return None,
    };
    Some((fields.join(" "), what))
}

#[cfg(test)]
mod tests {
    use super::unescape;

    #[test]
    fn escapes_are_undone_once() {
        assert_eq!(unescape("Anderssen, A."), "Anderssen, A.");
        assert_eq!(unescape(r#"the \"Evergreen\""#), r#"the "Evergreen""#);
        // An escaped backslash before a quote: one backslash, then the quote
        // escape is not read again.
        assert_eq!(unescape(r#"a\\\"b"#), r#"a\"b"#);
        assert_eq!(unescape(r"c:\\x\"), r"c:\x\");
    }
}
