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
use crate::document::clean::PlainGame;
use crate::notation::{Style, write_move_with};
use crate::resolve::{Correction, Game, Line, Played};
use serde::Serialize;

mod sink;

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
        // In room for lines of twenty bytes.
        let mut starts = Vec::with_capacity(source.len() / 20 + 2);
        starts.push(0);
        line_starts(source.as_bytes(), &mut starts);
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
        self.location(index, offset)
    }

    /// [`locate`](LineIndex::locate) for offsets that come in order, as a
    /// game's moves do: `line` is the index of the line of the last one,
    /// from where the search goes on.
    fn locate_from(&self, offset: u32, line: &mut usize) -> Location {
        if self.starts.get(*line).is_none_or(|&start| start > offset) {
            *line = self.starts.partition_point(|&s| s <= offset).max(1) - 1;
        } else {
            while self
                .starts
                .get(*line + 1)
                .is_some_and(|&next| next <= offset)
            {
                *line += 1;
            }
        }
        self.location(*line, offset)
    }

    /// The location of byte `offset`, which is on line `index` of the text.
    fn location(&self, index: usize, offset: u32) -> Location {
        let start = self.starts.get(index).copied().unwrap_or(0);
        let before = if index == 0 { self.column } else { 0 };
        Location {
            line: self.before + index + 1,
            column: before + (offset - start) as usize + 1,
        }
    }
}

/// Appends where each line after the first of `bytes` starts, in order:
/// the offset after each line end, found by `memchr`'s vector search.
fn line_starts(bytes: &[u8], starts: &mut Vec<u32>) {
    starts.extend(
        memchr::memchr_iter(b'\n', bytes).map(|i| u32::try_from(i + 1).unwrap_or(u32::MAX)),
    );
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
        let mut out = Vec::new();
        self.write(index, game, diagnostics, span, options, &mut out);
        // Only UTF-8 is written: the text's own slices and ASCII.
        String::from_utf8(out)
            .unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned())
    }

    /// Writes the object [`game`](JsonText::game) returns to the end of
    /// `out`, without a newline: the way to write many games into one
    /// buffer, reused, without a `String` per game.
    ///
    /// ```
    /// use scoresheet::document::{ReadOptions, read_str};
    /// use scoresheet::export::json::{JsonOptions, JsonText};
    /// let text = "1. e4 e5 2. Nf3 1-0";
    /// let read = &read_str(text, &ReadOptions::default())[0];
    /// let mut out = Vec::new();
    /// JsonText::new("game.pgn", text, 0, 0).write(7, &read.game, &read.diagnostics, read.span, JsonOptions::default(), &mut out);
    /// let json = String::from_utf8(out).unwrap();
    /// assert!(json.starts_with(r#"{"schema":"scoresheet/game/1","file":"game.pgn","index":7,"#));
    /// assert!(json.contains(r#""written":"Nf3","uci":"g1f3","san":"Nf3"}"#));
    /// ```
    pub fn write(
        &self,
        index: usize,
        game: &Game,
        diagnostics: &[Diagnostic],
        span: Span,
        options: JsonOptions,
        out: &mut Vec<u8>,
    ) {
        self.object(Some(index), game, diagnostics, span, options, false, out);
    }

    /// Writes the object as [`write`](JsonText::write) does, but for the
    /// game's number, which the caller does not know yet (a game read on
    /// another thread than the one that counts): returns the place in
    /// `out` where the number belongs, right after `"index":`.
    ///
    /// ```
    /// use scoresheet::document::{ReadOptions, read_str};
    /// use scoresheet::export::json::{JsonOptions, JsonText};
    /// let text = "1. e4 e5";
    /// let read = &read_str(text, &ReadOptions::default())[0];
    /// let json = JsonText::new("game.pgn", text, 0, 0);
    /// let mut out = Vec::new();
    /// let at = json.write_unnumbered(&read.game, &read.diagnostics, read.span, JsonOptions::default(), &mut out);
    /// out.splice(at..at, *b"3");
    /// assert_eq!(out, json.game(3, &read.game, &read.diagnostics, read.span, JsonOptions::default()).into_bytes());
    /// ```
    pub fn write_unnumbered(
        &self,
        game: &Game,
        diagnostics: &[Diagnostic],
        span: Span,
        options: JsonOptions,
        out: &mut Vec<u8>,
    ) -> usize {
        self.object(None, game, diagnostics, span, options, false, out)
    }

    /// [`write_unnumbered`](JsonText::write_unnumbered) for a plain game
    /// read by the shortcut: the same bytes, written faster when the
    /// shortcut vouches that every move is written as its SAN
    /// ([`PlainGame::written_is_san`]), since then the SAN is copied and
    /// the game is not played again (unless the FEN is asked for).
    ///
    /// ```
    /// use scoresheet::document::{ReadOptions, clean::read_plain_game};
    /// use scoresheet::export::json::{JsonOptions, JsonText};
    /// let text = "1. e4 e5 2. Nf3 Nc6";
    /// let plain = read_plain_game(text, &ReadOptions::default()).unwrap();
    /// let json = JsonText::new("game.pgn", text, 0, 0);
    /// let (mut fast, mut slow) = (Vec::new(), Vec::new());
    /// json.write_plain_unnumbered(&plain, JsonOptions::default(), &mut fast);
    /// let read = &plain.read;
    /// json.write_unnumbered(&read.game, &read.diagnostics, read.span, JsonOptions::default(), &mut slow);
    /// assert_eq!(fast, slow);
    /// ```
    pub fn write_plain_unnumbered(
        &self,
        plain: &PlainGame,
        options: JsonOptions,
        out: &mut Vec<u8>,
    ) -> usize {
        let read = &plain.read;
        self.object(
            None,
            &read.game,
            &read.diagnostics,
            read.span,
            options,
            plain.written_is_san(),
            out,
        )
    }

    /// The game's object, its number left out when `index` is `None`;
    /// returns where the number is or belongs. `written_is_san` says that
    /// every move of the main line is written as its SAN.
    #[allow(clippy::too_many_arguments)]
    fn object(
        &self,
        index: Option<usize>,
        game: &Game,
        diagnostics: &[Diagnostic],
        span: Span,
        options: JsonOptions,
        written_is_san: bool,
        out: &mut Vec<u8>,
    ) -> usize {
        out.extend_from_slice(b"{\"schema\":\"");
        out.extend_from_slice(SCHEMA.as_bytes());
        out.extend_from_slice(b"\",\"file\":");
        sink::string(out, self.file);
        sink::next_key(out, "index");
        let number_at = out.len();
        if let Some(index) = index {
            sink::number(out, index as u64);
        }
        sink::next_key(out, "span");
        sink::span(out, span.shifted(self.offset));
        let mut line = 0;
        self.location(span.start, &mut line, out);
        sink::next_key(out, "tags");
        tags(&game.tags, out);
        sink::next_key(out, "language");
        sink::string(out, game.language.code());
        sink::next_key(out, "result");
        sink::string(out, super::pgn::result_text(game.result));
        if !game.line.comments_before.is_empty() {
            sink::next_key(out, "comments");
            self.comments(&game.line.comments_before, out);
        }
        sink::next_key(out, "moves");
        self.moves(&game.line, options, written_is_san, &mut line, out);
        sink::next_key(out, "diagnostics");
        out.push(b'[');
        for (i, d) in diagnostics.iter().enumerate() {
            if i > 0 {
                out.push(b',');
            }
            let diagnostic = JsonDiagnostic {
                location: self.lines.locate(d.span.start),
                end_location: self.lines.locate(d.span.end),
                diagnostic: d.clone().shifted(self.offset),
            };
            // Writing into a Vec cannot fail.
            let _ = serde_json::to_writer(&mut *out, &diagnostic);
        }
        out.extend_from_slice(b"]}");
        number_at
    }

    /// `,"line":…,"column":…` of byte `offset` of the text, found from
    /// `line` on, the line of an earlier offset.
    #[inline]
    fn location(&self, offset: u32, line: &mut usize, out: &mut Vec<u8>) {
        let location = self.lines.locate_from(offset, line);
        sink::next_key(out, "line");
        sink::number(out, location.line as u64);
        sink::next_key(out, "column");
        sink::number(out, location.column as u64);
    }

    /// The comments at `spans`, trimmed, as an array of strings.
    fn comments(&self, spans: &[Span], out: &mut Vec<u8>) {
        out.push(b'[');
        for (i, s) in spans.iter().enumerate() {
            if i > 0 {
                out.push(b',');
            }
            sink::string(out, s.text(self.source).trim());
        }
        out.push(b']');
    }

    /// The moves of `line` as an array of objects, each played on one
    /// position kept for the line: nothing is allocated per move. When
    /// every move is written as its SAN (`written_is_san`), its SAN is a
    /// copy of what was written, and the line is not played at all unless
    /// the FEN is asked for.
    fn moves(
        &self,
        moves: &Line,
        options: JsonOptions,
        written_is_san: bool,
        line: &mut usize,
        out: &mut Vec<u8>,
    ) {
        out.push(b'[');
        let play = options.fen || !written_is_san;
        let mut position = moves.start;
        let mut clock = Clock::of(&moves.start);
        // What is put together here goes to `out` before anything is
        // written there directly: in a plain game, a few moves at once.
        let mut fixed = sink::Scratch::new();
        for (i, m) in moves.moves.iter().enumerate() {
            let before = position;
            if play {
                position = m.played.play(&position);
            }
            // The fixed fields around the written text.
            let span = m.span.shifted(self.offset);
            let location = self.lines.locate_from(m.span.start, line);
            fixed.make_room(out, sink::Scratch::MOVE_HEAD);
            if i > 0 {
                fixed.put(b",");
            }
            fixed.put(b"{\"ply\":");
            fixed.number(u64::from(clock.ply()));
            clock.advance();
            fixed.put(b",\"span\":{\"start\":");
            fixed.number(u64::from(span.start));
            fixed.put(b",\"end\":");
            fixed.number(u64::from(span.end));
            fixed.put(b"},\"line\":");
            fixed.number(location.line as u64);
            fixed.put(b",\"column\":");
            fixed.number(location.column as u64);
            fixed.put(b",\"written\":");
            // The written text, the UCI and the SAN copied from the text,
            // put together when the text is short and needs no escape.
            let text = m.span.text(self.source);
            let short = sink::Scratch::short(text);
            let mut written = 0..0;
            if short {
                fixed.make_room(out, sink::Scratch::move_tail(text));
                fixed.put_quoted(text);
            } else {
                fixed.flush(out);
                written.start = out.len();
                sink::string(out, text);
                written.end = out.len();
            }
            // UCI is squares and a lowercase letter: nothing to escape.
            fixed.put(b",\"uci\":\"");
            match m.played {
                Played::Move(chess_move) => {
                    fixed.put(chess_move.from().name().as_bytes());
                    fixed.put(chess_move.to().name().as_bytes());
                    if let Some(role) = chess_move.promotion() {
                        fixed.put(&[role.lower_char() as u8]);
                    }
                }
                Played::Pass => fixed.put(b"0000"),
            }
            fixed.put(b"\",\"san\":");
            if written_is_san && short {
                fixed.put_quoted(text);
            } else if written_is_san {
                fixed.flush(out);
                out.extend_from_within(written);
            } else {
                fixed.flush(out);
                sink::string_with(out, |b| match m.played {
                    Played::Move(chess_move) => {
                        // Writing into a Vec cannot fail.
                        let _ = write_move_with(&before, chess_move, m.facts, Style::SAN, b);
                    }
                    Played::Pass => b.0.extend_from_slice(b"--"),
                });
            }
            let more = options.fen
                || !m.nags.is_empty()
                || m.draw_offer
                || !m.comments.is_empty()
                || m.correction.is_some()
                || !m.variations.is_empty();
            if !more {
                fixed.put(b"}");
                continue;
            }
            fixed.flush(out);
            if options.fen {
                sink::next_key(out, "fen");
                sink::string(out, &position.fen());
            }
            if !m.nags.is_empty() {
                sink::next_key(out, "nags");
                out.push(b'[');
                for (i, &nag) in m.nags.iter().enumerate() {
                    if i > 0 {
                        out.push(b',');
                    }
                    sink::number(out, u64::from(nag));
                }
                out.push(b']');
            }
            if m.draw_offer {
                sink::next_key(out, "draw_offer");
                out.extend_from_slice(b"true");
            }
            if !m.comments.is_empty() {
                sink::next_key(out, "comments");
                self.comments(&m.comments, out);
            }
            if let Some(correction) = &m.correction {
                sink::next_key(out, "correction");
                let _ = serde_json::to_writer(&mut *out, &JsonCorrection::from(correction));
            }
            if !m.variations.is_empty() {
                sink::next_key(out, "variations");
                out.push(b'[');
                for (i, variation) in m.variations.iter().enumerate() {
                    if i > 0 {
                        out.push(b',');
                    }
                    self.moves(variation, options, false, line, out);
                }
                out.push(b']');
            }
            out.push(b'}');
        }
        fixed.flush(out);
        out.push(b']');
    }
}

/// The tags as an object, sorted by name, a repeated name keeping its last
/// value: the object `serde_json` writes of a map filled in order.
fn tags(tags: &[(String, String)], out: &mut Vec<u8>) {
    let mut sorted: Vec<&(String, String)> = tags.iter().collect();
    // A stable sort: of the same name, the last written stays last.
    sorted.sort_by(|a, b| a.0.cmp(&b.0));
    out.push(b'{');
    let mut first = true;
    let mut pairs = sorted.iter().peekable();
    while let Some((name, value)) = pairs.next() {
        if pairs.peek().is_some_and(|next| next.0 == *name) {
            continue;
        }
        if !first {
            out.push(b',');
        }
        first = false;
        sink::string(out, name);
        out.push(b':');
        sink::string(out, value);
    }
    out.push(b'}');
}

/// The move number and the side to move, kept along a line as playing its
/// moves keeps them (a pass too), so that the ply of each move is known
/// without the position.
#[derive(Clone, Copy)]
struct Clock {
    fullmove: u32,
    turn: Color,
}

impl Clock {
    /// The clock of `position`.
    fn of(position: &Position) -> Clock {
        Clock {
            fullmove: position.fullmove_number(),
            turn: position.turn(),
        }
    }

    /// The ply of the move to be played, counted from 1 as move numbers
    /// are (1 is White's first move).
    fn ply(self) -> u32 {
        let black = u32::from(self.turn == Color::Black);
        self.fullmove.saturating_sub(1) * 2 + black + 1
    }

    /// After a move or a pass: the number goes up after Black's.
    fn advance(&mut self) {
        if self.turn == Color::Black {
            self.fullmove = self.fullmove.saturating_add(1);
        }
        self.turn = !self.turn;
    }
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
struct JsonCorrection<'a> {
    kind: &'static str,
    cost: u32,
    #[serde(skip_serializing_if = "Option::is_none")]
    margin: Option<u32>,
    alternatives: Vec<JsonAlternative<'a>>,
}

#[derive(Serialize)]
struct JsonAlternative<'a> {
    text: &'a str,
    uci: &'a [String],
    cost: u32,
}

impl<'a> From<&'a Correction> for JsonCorrection<'a> {
    fn from(correction: &'a Correction) -> JsonCorrection<'a> {
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
                    text: &a.text,
                    uci: &a.uci,
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
    fn line_starts_are_found_after_every_line_end() {
        let mut text = String::new();
        for length in [0, 1, 5, 62, 63, 64, 65, 0, 127, 128, 3, 200] {
            text.push_str(&"x".repeat(length));
            text.push('\n');
            let expected: Vec<u32> = std::iter::once(0)
                .chain(text.match_indices('\n').map(|(i, _)| i as u32 + 1))
                .collect();
            assert_eq!(LineIndex::new(&text, 0).starts, expected);
            let ragged = format!("{text}tail");
            let expected: Vec<u32> = std::iter::once(0)
                .chain(ragged.match_indices('\n').map(|(i, _)| i as u32 + 1))
                .collect();
            assert_eq!(LineIndex::new(&ragged, 0).starts, expected);
        }
    }

    #[test]
    fn lines_found_from_an_earlier_offset_are_the_lines_searched_for() {
        let index = LineIndex::new("1. e4\n1... e5\n\n2. Nf3\n", 3).with_column(4);
        let mut line = 0;
        // In order, as moves come, then back and forth, as a variation's
        // end and the next move do not.
        for offset in [0, 3, 5, 6, 11, 13, 14, 16, 20, 21, 30, 2, 16, 0, 12] {
            assert_eq!(
                index.locate_from(offset, &mut line),
                index.locate(offset),
                "{offset}"
            );
        }
    }

    #[test]
    fn the_ply_counts_from_whites_first_move() {
        let ply = |position: &Position| Clock::of(position).ply();
        assert_eq!(ply(&Position::initial()), 1);
        let black = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";
        assert_eq!(ply(&Position::from_fen(black).unwrap()), 2);
        let third = "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 0 3";
        assert_eq!(ply(&Position::from_fen(third).unwrap()), 5);
    }

    #[test]
    fn the_clock_goes_on_as_playing_the_moves_and_passes_does() {
        use crate::board::MoveList;
        for fen in [
            "4k3/8/8/8/8/8/8/4K3 w - - 0 0",
            "4k3/8/8/8/8/8/8/4K3 b - - 0 0",
            "4k3/8/8/8/8/8/8/4K3 w - - 0 1",
            "4k3/8/8/8/8/8/8/4K3 b - - 0 4294967294",
            "4k3/8/8/8/8/8/8/4K3 w - - 0 4294967295",
        ] {
            let Ok(mut position) = Position::from_fen(fen) else {
                continue;
            };
            let mut clock = Clock::of(&position);
            for i in 0..6 {
                let mut list: MoveList = MoveList::new();
                position.legal_moves(&mut list);
                position = match list.as_slice().first() {
                    Some(&m) if i % 3 != 2 => position.play(m),
                    _ => position.pass(),
                };
                clock.advance();
                assert_eq!(clock.fullmove, position.fullmove_number(), "{fen}, {i}");
                assert_eq!(clock.turn, position.turn(), "{fen}, {i}");
            }
        }
    }
}
