//! A resolved game as one JSON object, for programs: tags, moves with their
//! source spans, UCI and canonical SAN, variations, and diagnostics.

use crate::Span;
use crate::diagnostics::Diagnostic;
use crate::resolve::{Game, Line};
use serde::Serialize;

#[derive(Serialize)]
struct JsonGame<'a> {
    file: &'a str,
    index: usize,
    span: Span,
    tags: Vec<(&'a str, &'a str)>,
    language: String,
    result: &'static str,
    moves: Vec<JsonMove>,
    diagnostics: Vec<Diagnostic>,
}

#[derive(Serialize)]
struct JsonMove {
    span: Span,
    written: String,
    uci: String,
    san: String,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    nags: Vec<u16>,
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    draw_offer: bool,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    variations: Vec<Vec<JsonMove>>,
}

/// The JSON line of one game. Spans are moved `offset` bytes right, so that
/// they point into the file the game was read from.
#[must_use]
pub fn write_json(
    file: &str,
    index: usize,
    game: &Game,
    diagnostics: &[Diagnostic],
    source: &str,
    span: Span,
    offset: u32,
) -> String {
    let json = JsonGame {
        file,
        index,
        span: span.shifted(offset),
        tags: game
            .tags
            .iter()
            .map(|(n, v)| (n.as_str(), v.as_str()))
            .collect(),
        language: game.language.to_string(),
        result: super::pgn::result_text(game.result),
        moves: moves(&game.line, source, offset),
        diagnostics: diagnostics
            .iter()
            .map(|d| d.clone().shifted(offset))
            .collect(),
    };
    serde_json::to_string(&json).unwrap_or_else(|e| format!("{{\"error\":\"{e}\"}}"))
}

fn moves(line: &Line, source: &str, offset: u32) -> Vec<JsonMove> {
    let records = crate::document::records(line);
    line.moves
        .iter()
        .zip(records)
        .map(|(m, record)| JsonMove {
            span: m.span.shifted(offset),
            written: m.span.text(source).to_string(),
            uci: record.uci,
            san: record.san,
            nags: m.nags.clone(),
            draw_offer: m.draw_offer,
            variations: m
                .variations
                .iter()
                .map(|v| moves(v, source, offset))
                .collect(),
        })
        .collect()
}
