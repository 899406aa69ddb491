//! One written move against an arbitrary position: resolving returns; a
//! move it plays, written back in every style the writers have, reads back
//! to the same move.
//!
//! Shared by the fuzz target of the same name and by the main crate's
//! `tests/fuzz_regressions.rs`, which replays every input the fuzzer once
//! failed on (`fuzz/regressions/`).

use scoresheet::board::Position;
use scoresheet::notation::lexicon::Language;
use scoresheet::notation::{Style, move_to_string};
use scoresheet::resolve::{Options, Played, resolve_move};
use scoresheet::syntax::parse;

/// Checks the property on one input; panics where it does not hold.
pub fn check(bytes: &[u8]) {
    let Ok(text) = std::str::from_utf8(bytes) else {
        return;
    };
    let (fen, written) = text.split_once('\n').unwrap_or(("startpos", text));
    let position = if fen == "startpos" {
        Position::initial()
    } else {
        match Position::from_fen(fen) {
            Ok(position) => position,
            Err(_) => return,
        }
    };
    let parsed = parse(written);
    for san in &parsed.movetext.moves {
        let resolution = resolve_move(
            &position,
            san,
            written,
            Language::English,
            &Options::default(),
        );
        let Some(Played::Move(m)) = resolution.played() else {
            continue;
        };
        for style in [
            Style::SAN,
            Style::FIDE,
            Style::LAN,
            Style::UCI,
            Style::FIGURINE,
        ] {
            let text = move_to_string(&position, m, style);
            let again = parse(&text);
            let [back] = again.movetext.moves.as_slice() else {
                panic!("{text:?} ({style:?}) is not one move");
            };
            let read = resolve_move(
                &position,
                back,
                &text,
                Language::English,
                &Options::default(),
            );
            assert_eq!(
                read.played(),
                Some(Played::Move(m)),
                "{text:?} in {style:?}"
            );
        }
    }
}
