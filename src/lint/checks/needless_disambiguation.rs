//! L002: a departure written where none is needed (`Nbd2` when only one
//! knight can move to d2), or more of it than needed (`Qh3f1` where `Qhf1`
//! says it).
//!
//! SAN names the departure only to tell two pieces apart, and only as much
//! of it as tells them apart (E9 of the spec): a fuller departure is no
//! error — many books write `Nbd2` when the other knight is pinned — but
//! PGN wants the shortest, and a program comparing moves as text sees two
//! spellings of one move. Only games in SAN are judged: long algebraic and
//! coordinates name every departure by design.

use super::WrittenGame;
use crate::diagnostics::{Applicability, Code, Diagnostic, Fix};
use crate::notation::{Style, move_to_string_with};
use crate::resolve::Played;
use crate::syntax::ast::{MoveBody, Origin, Separator};

pub(super) fn check(written: &WrittenGame<'_>, out: &mut Vec<Diagnostic>) {
    let line = &written.game.game.line;
    let mut position = line.start;
    for played in &line.moves {
        let before = position;
        position = played.played.play(&position);
        let Played::Move(m) = played.played else {
            continue;
        };
        if m.role() == crate::board::Role::Pawn {
            continue;
        }
        let Some(san) = written.written(played) else {
            continue;
        };
        let MoveBody::Normal(normal) = san.body else {
            continue;
        };
        let Some(origin) = normal.origin else {
            continue;
        };
        if matches!(normal.separator.map(|s| s.value), Some(Separator::Hyphen)) {
            continue;
        }
        // The departure the shortest SAN writes, read back from it.
        let canonical = move_to_string_with(&before, m, played.facts, Style::SAN);
        let parsed = crate::syntax::parse(&canonical);
        let needed = parsed.movetext.moves.first().and_then(|c| match c.body {
            MoveBody::Normal(n) => n.origin.map(|o| o.value),
            _ => None,
        });
        let replacement = match (origin.value, needed) {
            (_, None) => String::new(),
            (Origin::Square(_), Some(Origin::File(file))) => file.char().to_string(),
            (Origin::Square(_), Some(Origin::Rank(rank))) => rank.char().to_string(),
            _ => continue,
        };
        let text = origin.span.text(written.source);
        let role = m.role().to_string();
        let target = m.to();
        let message = if replacement.is_empty() {
            format!("'{text}' is not needed: no other {role} can move to {target}")
        } else {
            format!("'{text}' says more than needed: '{replacement}' tells the {role}s apart")
        };
        let help = if replacement.is_empty() {
            format!("write the move without '{text}'")
        } else {
            format!("write '{replacement}' for '{text}'")
        };
        out.push(
            Diagnostic::new(Code::NeedlessDisambiguation, origin.span, message)
                .with_help(help)
                .with_fix(Fix::replace(origin.span, replacement, Applicability::Safe)),
        );
    }
}
