//! Nothing of the text is lost on the way out: a PGN with comments before,
//! between and after its moves, NAGs, a variation and a corrected move goes
//! through `--to pgn` and `--to json` with all of it kept.

use scoresheet::document::{ReadOptions, read_str};
use scoresheet::export::json::{JsonOptions, JsonText};
use scoresheet::export::pgn::write_pgn;
use scoresheet::notation::Style;

const GAME: &str = "[Event \"Club championship\"]\n[White \"A\"]\n{between the tags and the moves}\n1. e4 {the king's pawn} e5 (1... c5 {Sicilian}) 2. Nf3 $1 Nc6 3. Bb5 a6 {Morphy} 4. Qh8 {a slip} Nf6 {the end} 1-0\n";

#[test]
fn pgn_keeps_every_comment_and_marks_the_correction() {
    let games = read_str(GAME, &ReadOptions::default());
    let pgn = write_pgn(&games[0].game, GAME, Style::SAN);
    for comment in [
        "{between the tags and the moves}",
        "{the king's pawn}",
        "{Sicilian}",
        "{Morphy}",
        "{a slip}",
        "{the end}",
        "$1",
        "(1... c5",
        "[Event \"Club championship\"]",
    ] {
        assert!(pgn.contains(comment), "{comment} lost:\n{pgn}");
    }
    // 4. Qh8 is no legal move: read as a correction, and the PGN says what
    // was written.
    assert!(pgn.contains("{scoresheet: written Qh8}"), "{pgn}");
    // Read again, the PGN is a fixed point: the same games, the same text.
    let again = read_str(&pgn, &ReadOptions::default());
    let moves = |g: &scoresheet::document::ReadGame| {
        g.moves().into_iter().map(|m| m.uci).collect::<Vec<_>>()
    };
    assert_eq!(moves(&again[0]), moves(&games[0]));
    let twice = write_pgn(&again[0].game, &pgn, Style::SAN);
    assert_eq!(
        twice.replace("{scoresheet: written Qh5} ", ""),
        pgn.replace("{scoresheet: written Qh8} ", "")
    );
}

#[test]
fn json_keeps_every_comment_tag_and_alternative() {
    let games = read_str(GAME, &ReadOptions::default());
    let text = JsonText::new("club.pgn", GAME, 0, 0);
    let line = text.game(
        0,
        &games[0].game,
        &games[0].diagnostics,
        games[0].span,
        JsonOptions::default().with_fen(true),
    );
    let json: serde_json::Value = serde_json::from_str(&line).expect("valid JSON");
    assert_eq!(json["schema"], "scoresheet/game/1");
    assert_eq!(json["tags"]["Event"], "Club championship");
    assert_eq!(json["language"], "en");
    assert_eq!(json["comments"][0], "between the tags and the moves");
    let moves = json["moves"].as_array().expect("moves");
    assert_eq!(moves[0]["comments"][0], "the king's pawn");
    assert_eq!(moves[0]["line"], 4);
    assert_eq!(moves[0]["column"], 4);
    assert_eq!(moves[1]["variations"][0][0]["san"], "c5");
    assert_eq!(moves[1]["variations"][0][0]["comments"][0], "Sicilian");
    assert_eq!(moves[2]["nags"][0], 1);
    assert_eq!(moves[2]["ply"], 3);
    assert_eq!(
        moves[2]["fen"],
        "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2"
    );
    assert_eq!(moves[5]["comments"][0], "Morphy");
    let corrected = &moves[6];
    assert_eq!(corrected["written"], "Qh8");
    assert_eq!(corrected["correction"]["kind"], "edited");
    let alternatives = corrected["correction"]["alternatives"].as_array().unwrap();
    assert!(alternatives.iter().any(|a| a["text"] == corrected["san"]));
    assert_eq!(moves[7]["comments"][0], "the end");
    let diagnostics = json["diagnostics"].as_array().expect("diagnostics");
    assert!(diagnostics.iter().any(|d| d["code"] == "D002"
        && d["location"]["line"] == 4
        && d["fix"]["applicability"] == "unsafe"));
}

/// The writers take `+` and `#` from each resolved move's facts, not from
/// the board: change the facts and the marks follow.
#[test]
fn writers_take_check_and_mate_from_the_resolved_move() {
    use scoresheet::board::{CheckKind, Facts};
    use scoresheet::export::main_line;
    use scoresheet::resolve::Played;
    let text = "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7 1-0";
    let mut games = read_str(text, &ReadOptions::default());
    let game = &mut games[0];
    // As read, the facts are the board's: 4. Qxf7 mates.
    assert_eq!(
        main_line(&game.game, Style::SAN),
        "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0"
    );
    assert!(game.game.line.moves[6].facts.is_mate());
    assert_eq!(game.game.line.moves[6].facts.check(), CheckKind::Direct);
    // Facts that say 2. Qh5 gave check and 4. Qxf7 did not mate.
    let Played::Move(qh5) = game.game.line.moves[2].played else {
        panic!("2. Qh5 is a move")
    };
    let Played::Move(qxf7) = game.game.line.moves[6].played else {
        panic!("4. Qxf7 is a move")
    };
    game.game.line.moves[2].facts = Facts::new(qh5, CheckKind::Direct, false);
    game.game.line.moves[6].facts = Facts::new(qxf7, CheckKind::None, false);
    assert_eq!(
        main_line(&game.game, Style::SAN),
        "1. e4 e5 2. Qh5+ Nc6 3. Bc4 Nf6 4. Qxf7 1-0"
    );
    let pgn = write_pgn(&game.game, text, Style::SAN);
    assert!(pgn.contains("2. Qh5+ Nc6 3. Bc4 Nf6 4. Qxf7 1-0"), "{pgn}");
    let sans: Vec<String> = game.moves().into_iter().map(|m| m.san).collect();
    assert_eq!(sans[2], "Qh5+");
    assert_eq!(sans[6], "Qxf7");
    let json = JsonText::new("game.pgn", text, 0, 0).game(
        0,
        &game.game,
        &game.diagnostics,
        game.span,
        JsonOptions::default(),
    );
    assert!(json.contains(r#""san":"Qh5+""#), "{json}");
    assert!(json.contains(r#""san":"Qxf7""#), "{json}");
}
