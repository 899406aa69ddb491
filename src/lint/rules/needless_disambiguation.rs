//! L002 `needless-disambiguation`: a departure written where none is
//! needed (`Nbd2` when only one knight can move to d2), or more of it than
//! needed (`Qh3f1` where `Qhf1` says it).
//!
//! SAN names the departure only to tell two pieces apart, and only as much
//! of it as tells them apart (E9 of the spec): a fuller departure is no
//! error — many books write `Nbd2` when the other knight is pinned — but
//! PGN wants the shortest, and a program comparing moves as text sees two
//! spellings of one move. Only games in SAN are judged: long algebraic and
//! coordinates name every departure by design.

use super::written::WrittenGame;
use super::{FixSafety, Rule};
use crate::Span;
use crate::board::{Move, Role};
use crate::diagnostics::{Applicability, Code, Diagnostic, Fix};
use crate::notation::disambiguation::{Departure, departure};
use crate::syntax::ast::{MoveBody, Origin, Separator};

/// The rule's page.
pub(crate) static RULE: Rule = Rule::new(
    Code::NeedlessDisambiguation,
    "Reports a departure written where SAN needs none (`Ngf3` when no other knight can move to f3), or more of it than needed (`Rf1f4` where the file tells the rooks apart). Games in long algebraic or coordinates, which name every departure, are not judged.",
    "PGN wants the shortest SAN, and a program that compares moves as text sees two spellings of one move. Books often name the departure of a pinned piece's twin: the note is there to choose, not an error.",
    "1. e4 e5 2. Ngf3 Nc6",
    Some("1. e4 e5 2. Nf3 Nc6"),
    FixSafety::Safe,
);

/// Reports each piece move of the main line that names more of its
/// departure than SAN does; a departure written as long algebraic, with a
/// hyphen, is not judged.
pub(crate) fn check(written: &WrittenGame<'_>, out: &mut Vec<Diagnostic>) {
    let mut position = written.start;
    for played in &written.moves {
        let before = position;
        position = played.play(&position);
        let Some(m) = played.played else {
            continue;
        };
        if m.role() == Role::Pawn {
            continue;
        }
        let Some(san) = played.written else {
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
        let square = matches!(origin.value, Origin::Square(_));
        // The departure the shortest SAN writes (E9).
        out.extend(finding(
            written.source,
            origin.span,
            square,
            m,
            departure(&before, m),
        ));
    }
}

/// What L002 says of piece move `m` naming its departure at `span` of
/// `source` — a whole square when `square`, else a file or a rank — where
/// SAN names `needed`: nothing when it names no more than needed. The whole
/// game's check and the clean-PGN shortcut's both judge by this.
pub(crate) fn finding(
    source: &str,
    span: Span,
    square: bool,
    m: Move,
    needed: Departure,
) -> Option<Diagnostic> {
    let from = m.from();
    let replacement = match (square, needed) {
        (_, Departure::None) => String::new(),
        (true, Departure::File) => from.file().char().to_string(),
        (true, Departure::Rank) => from.rank().char().to_string(),
        _ => return None,
    };
    let text = span.text(source);
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
    Some(
        Diagnostic::new(Code::NeedlessDisambiguation, span, message)
            .with_help(help)
            .with_fix(Fix::replace(span, replacement, Applicability::Safe)),
    )
}
