//! Property tests (proptest) on structured inputs: games generated legally,
//! written in every style the writers have, with comments and variations,
//! must read back as the same games — and every span the reader gives lies
//! in the text, in order.

use proptest::prelude::*;
use scoresheet::board::{MoveList, Position};
use scoresheet::document::{Kind, ReadOptions, read_str};
use scoresheet::export::pgn::write_pgn;
use scoresheet::notation::lexicon::Language;
use scoresheet::notation::{Notation, Pieces, Style, move_to_string};
use strum::IntoEnumIterator as _;

/// Every style and the language to read it in (UCI is read as coordinates
/// with the English letters).
fn styles() -> Vec<(Style, Language)> {
    let mut styles = vec![
        (Style::SAN, Language::English),
        (Style::FIDE, Language::English),
        (Style::LAN, Language::English),
        (Style::FIGURINE, Language::English),
        (Style::UCI, Language::English),
    ];
    for language in Language::iter().filter(|l| *l != Language::English) {
        styles.push((Style::san_in(language), language));
        styles.push((
            Style {
                notation: Notation::Fide,
                pieces: Pieces::Letters(language),
            },
            language,
        ));
    }
    styles
}

/// One ply of a generated game: the position, the move played, and the
/// legal moves there (for side lines).
type Ply = (
    Position,
    scoresheet::board::Move,
    Vec<scoresheet::board::Move>,
);

/// A legal game of up to as many moves as `choices`, each chosen by one.
fn game(choices: &[u16]) -> Vec<Ply> {
    let mut position = Position::initial();
    let mut out = Vec::new();
    for choice in choices {
        let mut list: MoveList = MoveList::new();
        position.legal_moves(&mut list);
        if list.is_empty() {
            break;
        }
        let m = list.as_slice()[usize::from(*choice) % list.len()];
        out.push((position, m, list.as_slice().to_vec()));
        position = position.play(m);
    }
    out
}

/// The game written in `style`, with a comment after the moves `comments`
/// marks and a one-move side line where `variations` marks.
fn write(moves: &[Ply], style: Style, comments: u64, variations: u64) -> String {
    let mut text = String::new();
    for (ply, (position, m, legal)) in moves.iter().enumerate() {
        if ply % 2 == 0 {
            text.push_str(&format!("{}. ", position.fullmove_number()));
        } else if ply > 0 && (comments >> ((ply - 1) % 64)) & 1 == 1 {
            text.push_str(&format!("{}... ", position.fullmove_number()));
        }
        text.push_str(&move_to_string(position, *m, style));
        text.push(' ');
        if (variations >> (ply % 64)) & 1 == 1
            && let Some(other) = legal.iter().find(|o| *o != m)
        {
            let number = if ply % 2 == 0 {
                format!("{}.", position.fullmove_number())
            } else {
                format!("{}...", position.fullmove_number())
            };
            text.push_str(&format!(
                "({number} {}) ",
                move_to_string(position, *other, style)
            ));
        }
        if (comments >> (ply % 64)) & 1 == 1 {
            text.push_str("{a note} ");
        }
    }
    text
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn a_game_written_in_any_style_reads_back(
        choices in proptest::collection::vec(any::<u16>(), 1..40),
        style in 0usize..64,
        comments in any::<u64>(),
        variations in any::<u64>(),
    ) {
        let styles = styles();
        let (style, language) = styles[style % styles.len()];
        let moves = game(&choices);
        let text = write(&moves, style, comments, variations);
        let options = ReadOptions::default()
            .with_language(language)
            .with_kind(Kind::Movetext)
            .with_strict(true);
        let games = read_str(&text, &options);
        prop_assert_eq!(games.len(), 1, "{}", text);
        let read: Vec<String> = games[0].moves().into_iter().map(|m| m.uci).collect();
        let expected: Vec<String> = moves.iter().map(|(_, m, _)| m.uci().to_string()).collect();
        prop_assert_eq!(&read, &expected, "{}", text);
        // Spans lie in the text, in order, without overlap.
        let mut at = 0;
        for m in &games[0].game.line.moves {
            prop_assert!(m.span.start as usize >= at && (m.span.end as usize) <= text.len());
            prop_assert!(text.is_char_boundary(m.span.start as usize));
            at = m.span.end as usize;
        }
        for d in &games[0].diagnostics {
            prop_assert!(text.get(d.span.range()).is_some(), "{:?}", d);
            prop_assert!(!d.is_error(), "{} in {}", d, text);
        }
        // Written out as PGN and read again: the same main line, the same
        // side lines.
        let pgn = write_pgn(&games[0].game, &text, Style::SAN);
        let again = read_str(&pgn, &ReadOptions::default().with_strict(true));
        let reread: Vec<String> = again[0].moves().into_iter().map(|m| m.uci).collect();
        prop_assert_eq!(&reread, &expected, "{}", pgn);
        let sides = |g: &scoresheet::resolve::Game| -> usize {
            g.line.moves.iter().map(|m| m.variations.len()).sum()
        };
        prop_assert_eq!(sides(&again[0].game), sides(&games[0].game));
    }
}

#[path = "../fuzz/properties/lint_fix.rs"]
mod lint_fix;

/// Several games as a database writes them: tags or none, a result, and
/// between games a blank line, a line break or nothing but a space.
fn database(games: &[Vec<Ply>], tags: u64, layout: u64) -> String {
    let mut text = String::new();
    for (i, moves) in games.iter().enumerate() {
        if (tags >> (i % 64)) & 1 == 1 {
            text.push_str(&format!("[Event \"game {i}\"]\n[Result \"*\"]\n\n"));
        }
        text.push_str(&write(moves, Style::SAN, 0, 0));
        text.push('*');
        text.push_str(match (layout >> (2 * (i % 32))) & 3 {
            0 => "\n\n",
            1 | 2 => "\n",
            _ => " ",
        });
    }
    text
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    /// Reading a text in one piece and streaming it through small, odd
    /// buffers gives the same games, game for game.
    #[test]
    fn a_database_streamed_in_small_pieces_reads_as_in_one_piece(
        games in proptest::collection::vec(proptest::collection::vec(any::<u16>(), 1..24), 1..6),
        tags in any::<u64>(),
        layout in any::<u64>(),
        capacity in 1usize..40,
    ) {
        let games: Vec<Vec<Ply>> = games.iter().map(|choices| game(choices)).collect();
        let text = database(&games, tags, layout);
        let options = ReadOptions::default();
        let whole: Vec<Vec<String>> = read_str(&text, &options)
            .iter()
            .map(|g| g.moves().into_iter().map(|m| m.uci).collect())
            .collect();
        let expected: Vec<Vec<String>> = games
            .iter()
            .map(|moves| moves.iter().map(|(_, m, _)| m.uci().to_string()).collect())
            .collect();
        prop_assert_eq!(&whole, &expected, "{}", text);
        let reader = std::io::BufReader::with_capacity(capacity, text.as_bytes());
        let streamed: Vec<Vec<String>> = scoresheet::document::read_stream(reader, options)
            .map(|g| g.expect("bytes in memory read"))
            .map(|g| g.game.moves().into_iter().map(|m| m.uci).collect())
            .collect();
        prop_assert_eq!(&streamed, &expected, "buffer of {} bytes: {}", capacity, text);
    }

    /// Fixing a game whose marks are wrong — a capture mark dropped or
    /// added, a check mark dropped or added — changes nothing outside the
    /// fixes' spans, keeps the game's moves, and a second fix changes
    /// nothing (the property the `lint_fix` fuzz target checks).
    #[test]
    fn fixing_wrong_marks_keeps_the_moves_and_settles(
        choices in proptest::collection::vec(any::<u16>(), 1..40),
        slips in any::<u64>(),
        unsafe_fixes in any::<bool>(),
    ) {
        let moves = game(&choices);
        let mut text = String::new();
        for (ply, (position, m, _)) in moves.iter().enumerate() {
            if ply % 2 == 0 {
                text.push_str(&format!("{}. ", position.fullmove_number()));
            }
            let san = move_to_string(position, *m, Style::SAN);
            let written = match (slips >> (2 * (ply % 32))) & 3 {
                1 => san.replace(['x', '+'], ""),
                2 if !san.contains('x') && !san.starts_with('O') && !san.contains('=') => {
                    let at = san.len().saturating_sub(2 + usize::from(san.ends_with(['+', '#'])));
                    format!("{}x{}", &san[..at], &san[at..])
                }
                3 if !san.ends_with(['+', '#']) => format!("{san}+"),
                _ => san,
            };
            text.push_str(&written);
            text.push(' ');
        }
        let mut input = vec![u8::from(unsafe_fixes)];
        input.extend_from_slice(text.as_bytes());
        lint_fix::check(&input);
    }
}
