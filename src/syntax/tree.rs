//! The syntax tree as indented text, one node a line with its span and
//! source text: what `scoresheet parse` prints and what corpus cases expect.

use super::ast::{Element, MoveBody, Origin, SanMove, Separator, Target};
use crate::Span;
use std::fmt::Write;

/// Renders the tree of `elements` parsed from `source`.
#[must_use]
pub fn render_tree(source: &str, movetext: &super::ast::Movetext) -> String {
    let mut out = String::new();
    line(&mut out, 0, "movetext", movetext.span, source, "");
    elements(&mut out, 1, source, &movetext.elements, &movetext.moves);
    out
}

fn line(out: &mut String, depth: usize, name: &str, span: Span, source: &str, detail: &str) {
    let text = span
        .text(source)
        .replace('\n', "\\n")
        .replace('\r', "\\r")
        .replace('\t', "\\t");
    let _ = write!(
        out,
        "{:indent$}{name} {span} {text:?}",
        "",
        indent = depth * 2
    );
    if !detail.is_empty() {
        let _ = write!(out, " {detail}");
    }
    out.push('\n');
}

fn elements(out: &mut String, depth: usize, source: &str, elements: &[Element], moves: &[SanMove]) {
    for element in elements {
        match element {
            Element::Space(span) => line(out, depth, "space", *span, source, ""),
            Element::TagPair(tag) => {
                line(out, depth, "tag_pair", tag.span, source, "");
                line(out, depth + 1, "tag_name", tag.name, source, "");
                line(out, depth + 1, "tag_value", tag.value, source, "");
            }
            Element::Comment(comment) => {
                line(
                    out,
                    depth,
                    "comment",
                    comment.span,
                    source,
                    &format!("{:?}", comment.kind).to_lowercase(),
                );
            }
            Element::DrawOffer(span) => line(out, depth, "draw_offer", *span, source, ""),
            Element::Variation(variation) => {
                let detail = if variation.closed { "" } else { "unclosed" };
                line(out, depth, "variation", variation.span, source, detail);
                self::elements(out, depth + 1, source, &variation.elements, moves);
            }
            Element::Result(result) => line(
                out,
                depth,
                "result",
                result.span,
                source,
                &result.outcome.to_string(),
            ),
            Element::MoveNumber(number) => {
                let detail = format!("{} {}", number.number, number.mark);
                line(out, depth, "move_number", number.span, source, &detail);
            }
            Element::Ellipsis(span) => line(out, depth, "ellipsis", *span, source, ""),
            Element::Etc(span) => line(out, depth, "etc", *span, source, ""),
            Element::Nag(nag) => line(out, depth, "nag", nag.span, source, &nag.value.to_string()),
            Element::Glyph(glyph) => line(out, depth, "glyph", glyph.span, source, ""),
            Element::Move(reference) => {
                if let Some(san) = reference.get(moves) {
                    san_move(out, depth, source, san);
                }
            }
            Element::MalformedTag(error) => {
                line(
                    out,
                    depth,
                    "malformed_tag",
                    error.span,
                    source,
                    error.diagnostic.code.as_str(),
                );
            }
            Element::Error(error) => {
                line(
                    out,
                    depth,
                    "error",
                    error.span,
                    source,
                    error.diagnostic.code.as_str(),
                );
            }
        }
    }
}

fn san_move(out: &mut String, depth: usize, source: &str, san: &SanMove) {
    line(out, depth, "san", san.span, source, "");
    let depth = depth + 1;
    match san.body {
        MoveBody::Castling(castling) => {
            let detail = format!("{} {}", castling.value.wing, castling.value.style);
            line(out, depth, "castling", castling.span, source, &detail);
        }
        MoveBody::Null(span) => line(out, depth, "null_move", span, source, ""),
        MoveBody::Normal(normal) => {
            if let Some(piece) = normal.piece {
                line(out, depth, "piece", piece.span, source, "");
            }
            if let Some(origin) = normal.origin {
                let detail = match origin.value {
                    Origin::File(file) => format!("file {file}"),
                    Origin::Rank(rank) => format!("rank {rank}"),
                    Origin::Square(square) => format!("square {square}"),
                };
                line(out, depth, "origin", origin.span, source, &detail);
            }
            if let Some(separator) = normal.separator {
                let detail = match separator.value {
                    Separator::Capture(mark) => format!("capture {mark}"),
                    Separator::Hyphen => "hyphen".to_string(),
                };
                line(out, depth, "separator", separator.span, source, &detail);
            }
            if let Some(captured) = normal.captured {
                line(out, depth, "captured_piece", captured.span, source, "");
            }
            let (name, detail) = match normal.target.value {
                Target::Square(square) => ("destination", square.to_string()),
                Target::File(file) => ("destination_file", file.to_string()),
                Target::Piece(piece) => ("destination_piece", piece.to_string()),
            };
            line(out, depth, name, normal.target.span, source, &detail);
        }
    }
    if let Some(span) = san.capture_after {
        line(out, depth, "capture_after", span, source, "");
    }
    if let Some(promotion) = san.promotion {
        line(
            out,
            depth,
            "promotion",
            promotion.span,
            source,
            &promotion.style.to_string(),
        );
    }
    if let Some(mark) = san.en_passant {
        line(out, depth, "en_passant", mark.span, source, "");
    }
    if let Some(check) = san.check {
        let claim = format!("{:?}", check.value.claim());
        line(out, depth, "check", check.span, source, &claim);
    }
    if let Some(glyph) = san.glyph {
        line(out, depth, "glyph", glyph.span, source, "");
    }
    if let Some(evaluation) = san.evaluation {
        line(out, depth, "evaluation", evaluation.span, source, "");
    }
    if let Some(span) = san.novelty {
        line(out, depth, "novelty", span, source, "");
    }
    if let Some(span) = san.draw_offer {
        line(out, depth, "draw_offer", span, source, "");
    }
}
