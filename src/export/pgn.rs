//! A resolved game as clean PGN: tags, moves in a chosen style, comments,
//! NAGs and variations kept, lines wrapped at 80 columns.

use crate::notation::{Style, move_to_string_with};
use crate::resolve::{Game, Line, Played};
use crate::syntax::ast::Outcome;

/// The seven tags PGN requires, in order, with their value when unknown.
const ROSTER: [(&str, &str); 7] = [
    ("Event", "?"),
    ("Site", "?"),
    ("Date", "????.??.??"),
    ("Round", "?"),
    ("White", "?"),
    ("Black", "?"),
    ("Result", "*"),
];

/// The result as PGN writes it.
#[must_use]
pub fn result_text(outcome: Option<Outcome>) -> &'static str {
    match outcome {
        Some(Outcome::WhiteWins) => "1-0",
        Some(Outcome::BlackWins) => "0-1",
        Some(Outcome::Draw) => "1/2-1/2",
        Some(Outcome::Unknown) | None => "*",
    }
}

/// Writes `game`, whose text is `source`, as PGN in `style`.
#[must_use]
pub fn write_pgn(game: &Game, source: &str, style: Style) -> String {
    let mut out = String::new();
    let result = result_text(game.result);
    for (name, default) in ROSTER {
        let value = match name {
            "Result" => result.to_string(),
            _ => game
                .tags
                .iter()
                .find(|(n, _)| n == name)
                .map_or_else(|| default.to_string(), |(_, v)| v.clone()),
        };
        tag(&mut out, name, &value);
    }
    for (name, value) in &game.tags {
        if !ROSTER.iter().any(|(n, _)| n == name) {
            tag(&mut out, name, value);
        }
    }
    out.push('\n');
    let mut tokens = Vec::new();
    line_tokens(&game.line, source, style, &mut tokens);
    tokens.push(result.to_string());
    let mut column = 0;
    for token in tokens {
        if column > 0 && column + 1 + token.chars().count() > 80 {
            out.push('\n');
            column = 0;
        } else if column > 0 {
            out.push(' ');
            column += 1;
        }
        column += token.chars().count();
        out.push_str(&token);
    }
    out.push_str("\n\n");
    out
}

/// A brace comment holding `text` (a closing brace, which would end it, is
/// written as a parenthesis).
fn comment_token(text: &str) -> String {
    format!("{{{}}}", text.trim().replace('}', ")"))
}

fn tag(out: &mut String, name: &str, value: &str) {
    let escaped = value.replace('\\', "\\\\").replace('"', "\\\"");
    out.push_str(&format!("[{name} \"{escaped}\"]\n"));
}

/// The tokens of a line: numbers, moves, NAGs, comments and variations.
fn line_tokens(line: &Line, source: &str, style: Style, out: &mut Vec<String>) {
    let mut position = line.start;
    let mut number_due = true;
    for comment in &line.comments_before {
        out.push(comment_token(comment.text(source)));
    }
    for m in &line.moves {
        let white = position.turn() == crate::board::Color::White;
        if white {
            out.push(format!("{}.", position.fullmove_number()));
        } else if number_due {
            out.push(format!("{}...", position.fullmove_number()));
        }
        out.push(match m.played {
            Played::Move(chess_move) => move_to_string_with(&position, chess_move, m.facts, style),
            Played::Pass => "--".to_string(),
        });
        number_due = false;
        for nag in &m.nags {
            out.push(format!("${nag}"));
        }
        // A move the reader corrected says what was written, so that the
        // PGN is honest about it.
        if m.correction.is_some() {
            out.push(comment_token(&format!(
                "scoresheet: written {}",
                m.span.text(source)
            )));
            number_due = true;
        }
        for comment in &m.comments {
            out.push(comment_token(comment.text(source)));
            number_due = true;
        }
        for variation in &m.variations {
            let mut inner = Vec::new();
            line_tokens(variation, source, style, &mut inner);
            if let Some(first) = inner.first_mut() {
                first.insert(0, '(');
            }
            if let Some(last) = inner.last_mut() {
                last.push(')');
            }
            out.extend(inner);
            number_due = true;
        }
        position = m.played.play(&position);
    }
}
