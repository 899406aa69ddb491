//! A resolved game as one JSON object, for programs: the documented,
//! versioned schema `scoresheet/game/1` (see `docs/json.md`).
//!
//! Everything the reader knows is there and nothing of the text is lost:
//! tags as an object, the comments before the first move and after each
//! move, NAGs, variations, each move's span in bytes and its line and
//! column, its ply, UCI and canonical SAN, optionally the FEN after it, the
//! ranked alternatives of a move the reader corrected, and the diagnostics
//! with their fixes. Line and column come from one index of the text's line
//! starts, made once per text and searched per move, so that writing stays
//! linear however many games a text holds.

use crate::Span;
use crate::board::{Color, Position};
use crate::diagnostics::Diagnostic;
use crate::notation::{Style, move_to_string_with};
use crate::resolve::{Correction, Game, Line, Played};
use serde::Serialize;

/// The schema's name and version, the first field of every object.
pub const SCHEMA: &str = "scoresheet/game/1";

/// Where a text's lines start, to turn byte offsets into lines and columns.
#[derive(Clone, Debug)]
pub struct LineIndex {
    starts: Vec<u32>,
    /// How many lines of the file come before the text (a chunk of a file).
    before: usize,
    /// How many bytes of its first line come before the text (a game cut
    /// from a very long line).
    column: usize,
}

impl LineIndex {
    /// The line starts of `source`, which begins after `before` lines of
    /// its file.
    #[must_use]
    pub fn new(source: &str, before: usize) -> LineIndex {
        let mut starts = vec![0];
        starts.extend(
            source
                .bytes()
                .enumerate()
                .filter(|(_, b)| *b == b'\n')
                .map(|(i, _)| u32::try_from(i + 1).unwrap_or(u32::MAX)),
        );
        LineIndex {
            starts,
            before,
            column: 0,
        }
    }

    /// The index of a text that starts `column` bytes into its line.
    #[must_use]
    pub fn with_column(mut self, column: usize) -> LineIndex {
        self.column = column;
        self
    }

    /// The 1-based line in the file and the 1-based column, in bytes, of
    /// byte `offset` of the text.
    #[must_use]
    pub fn locate(&self, offset: u32) -> Location {
        let index = self.starts.partition_point(|&s| s <= offset).max(1) - 1;
        let start = self.starts.get(index).copied().unwrap_or(0);
        let before = if index == 0 { self.column } else { 0 };
        Location {
            line: self.before + index + 1,
            column: before + (offset - start) as usize + 1,
        }
    }
}

/// A place in a file: 1-based line, and 1-based column counted in bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Location {
    /// The line, from 1.
    pub line: usize,
    /// The column, from 1, in bytes from the start of the line.
    pub column: usize,
}

/// What to write besides what every object has.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[non_exhaustive]
pub struct JsonOptions {
    /// Each move carries the FEN of the position after it.
    pub fen: bool,
}

impl JsonOptions {
    /// Whether each move carries the FEN after it.
    #[must_use]
    pub const fn with_fen(mut self, fen: bool) -> JsonOptions {
        self.fen = fen;
        self
    }
}

/// One text (a file, or a chunk of one) whose games are written as JSON.
#[derive(Clone, Debug)]
pub struct JsonText<'a> {
    /// The file name written in each object.
    pub file: &'a str,
    /// The text the games were read from.
    pub source: &'a str,
    /// Its byte offset in the file: spans are shifted by it.
    pub offset: u32,
    /// Its line starts.
    pub lines: LineIndex,
}

impl<'a> JsonText<'a> {
    /// A text of `file` that starts at byte `offset` after `before` lines.
    #[must_use]
    pub fn new(file: &'a str, source: &'a str, offset: u32, before: usize) -> JsonText<'a> {
        JsonText {
            file,
            source,
            offset,
            lines: LineIndex::new(source, before),
        }
    }

    /// The JSON object of game number `index` (from 0 in the file) read
    /// from this text, on one line.
    #[must_use]
    pub fn game(
        &self,
        index: usize,
        game: &Game,
        diagnostics: &[Diagnostic],
        span: Span,
        options: JsonOptions,
    ) -> String {
        let json = JsonGame {
            schema: SCHEMA,
            file: self.file,
            index,
            span: span.shifted(self.offset),
            location: self.lines.locate(span.start),
            tags: game
                .tags
                .iter()
                .map(|(n, v)| (n.clone(), serde_json::Value::String(v.clone())))
                .collect(),
            language: game.language.code(),
            result: super::pgn::result_text(game.result),
            comments: comments(&game.line.comments_before, self.source),
            moves: self.moves(&game.line, options),
            diagnostics: diagnostics
                .iter()
                .map(|d| JsonDiagnostic {
                    location: self.lines.locate(d.span.start),
                    end_location: self.lines.locate(d.span.end),
                    diagnostic: d.clone().shifted(self.offset),
                })
                .collect(),
        };
        serde_json::to_string(&json).unwrap_or_else(|e| format!("{{\"error\":\"{e}\"}}"))
    }

    fn moves(&self, line: &Line, options: JsonOptions) -> Vec<JsonMove> {
        let mut position = line.start;
        line.moves
            .iter()
            .map(|m| {
                let before = position;
                position = m.played.play(&position);
                JsonMove {
                    ply: ply(&before),
                    span: m.span.shifted(self.offset),
                    location: self.lines.locate(m.span.start),
                    written: m.span.text(self.source).to_string(),
                    uci: m.played.uci(),
                    san: match m.played {
                        Played::Move(chess_move) => {
                            move_to_string_with(&before, chess_move, m.facts, Style::SAN)
                        }
                        Played::Pass => "--".to_string(),
                    },
                    fen: options.fen.then(|| position.fen()),
                    nags: m.nags.clone(),
                    draw_offer: m.draw_offer,
                    comments: comments(&m.comments, self.source),
                    correction: m.correction.as_ref().map(JsonCorrection::from),
                    variations: m
                        .variations
                        .iter()
                        .map(|v| self.moves(v, options))
                        .collect(),
                }
            })
            .collect()
    }
}

/// The ply of the move played from `position`, counted from 1 as move
/// numbers are (1 is White's first move).
fn ply(position: &Position) -> u32 {
    let black = u32::from(position.turn() == Color::Black);
    position.fullmove_number().saturating_sub(1) * 2 + black + 1
}

fn comments(spans: &[Span], source: &str) -> Vec<String> {
    spans
        .iter()
        .map(|s| s.text(source).trim().to_string())
        .collect()
}

/// The JSON line of one game; see [`JsonText::game`], which this calls
/// with a line index of its own (make one [`JsonText`] per text when
/// writing many games of it).
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
    JsonText::new(file, source, offset, 0).game(
        index,
        game,
        diagnostics,
        span,
        JsonOptions::default(),
    )
}

#[derive(Serialize)]
struct JsonGame<'a> {
    schema: &'static str,
    file: &'a str,
    index: usize,
    span: Span,
    #[serde(flatten)]
    location: Location,
    tags: serde_json::Map<String, serde_json::Value>,
    language: &'static str,
    result: &'static str,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    comments: Vec<String>,
    moves: Vec<JsonMove>,
    diagnostics: Vec<JsonDiagnostic>,
}

#[derive(Serialize)]
struct JsonMove {
    ply: u32,
    span: Span,
    #[serde(flatten)]
    location: Location,
    written: String,
    uci: String,
    san: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    fen: Option<String>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    nags: Vec<u16>,
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    draw_offer: bool,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    comments: Vec<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    correction: Option<JsonCorrection>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    variations: Vec<Vec<JsonMove>>,
}

#[derive(Serialize)]
struct JsonCorrection {
    kind: &'static str,
    cost: u32,
    #[serde(skip_serializing_if = "Option::is_none")]
    margin: Option<u32>,
    alternatives: Vec<JsonAlternative>,
}

#[derive(Serialize)]
struct JsonAlternative {
    text: String,
    uci: Vec<String>,
    cost: u32,
}

impl From<&Correction> for JsonCorrection {
    fn from(correction: &Correction) -> JsonCorrection {
        use crate::resolve::CorrectionKind;
        JsonCorrection {
            kind: match correction.kind {
                CorrectionKind::Edited => "edited",
                CorrectionKind::Merged => "merged",
                CorrectionKind::Split => "split",
                CorrectionKind::Missing => "missing",
            },
            cost: correction.cost,
            margin: correction.margin,
            alternatives: correction
                .alternatives
                .iter()
                .map(|a| JsonAlternative {
                    text: a.text.clone(),
                    uci: a.uci.clone(),
                    cost: a.cost,
                })
                .collect(),
        }
    }
}

#[derive(Serialize)]
struct JsonDiagnostic {
    #[serde(flatten)]
    diagnostic: Diagnostic,
    location: Location,
    end_location: Location,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_and_columns_count_from_one_and_follow_the_chunk() {
        let index = LineIndex::new("1. e4\n1... e5\n\n2. Nf3", 10);
        assert_eq!(
            index.locate(0),
            Location {
                line: 11,
                column: 1
            }
        );
        assert_eq!(
            index.locate(3),
            Location {
                line: 11,
                column: 4
            }
        );
        assert_eq!(
            index.locate(6),
            Location {
                line: 12,
                column: 1
            }
        );
        assert_eq!(
            index.locate(11),
            Location {
                line: 12,
                column: 6
            }
        );
        assert_eq!(
            index.locate(16),
            Location {
                line: 14,
                column: 2
            }
        );
    }

    #[test]
    fn the_ply_counts_from_whites_first_move() {
        assert_eq!(ply(&Position::initial()), 1);
        let black = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";
        assert_eq!(ply(&Position::from_fen(black).unwrap()), 2);
        let third = "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 0 3";
        assert_eq!(ply(&Position::from_fen(third).unwrap()), 5);
    }
}
