//! The peer of the speed comparison (`scripts/compare`): pgn-reader and
//! shakmaty, the fastest reader there is, doing what `scoresheet read --to
//! uci` does — read every game of a PGN file, play every move of every
//! line (variations included), and print each main line in UCI.
//!
//! pgn-reader and shakmaty are GPL: they are dev-dependencies, so this is an
//! example, never part of the library. Prints the number of moves played to
//! standard error.
//!
//! ```sh
//! cargo run --release --example peer -- FILE > /dev/null
//! ```

use pgn_reader::{Reader, SanPlus, Skip, Visitor};
use shakmaty::uci::UciMove;
use shakmaty::{Chess, Position};
use std::io::Write;
use std::ops::ControlFlow;

/// One line being played: the position now, and the one before its last
/// move (where a variation starts).
struct Line {
    now: Chess,
    before: Chess,
}

/// The lines open in a game, the main line first, and its UCI text.
struct Game {
    lines: Vec<Line>,
    uci: String,
}

struct Player<W: Write> {
    moves: u64,
    out: W,
}

impl<W: Write> Visitor for Player<W> {
    type Tags = ();
    type Movetext = Game;
    type Output = ();

    fn begin_tags(&mut self) -> ControlFlow<Self::Output, Self::Tags> {
        ControlFlow::Continue(())
    }

    fn begin_movetext(&mut self, _tags: Self::Tags) -> ControlFlow<Self::Output, Self::Movetext> {
        ControlFlow::Continue(Game {
            lines: vec![Line {
                now: Chess::default(),
                before: Chess::default(),
            }],
            uci: String::new(),
        })
    }

    fn begin_variation(&mut self, game: &mut Self::Movetext) -> ControlFlow<Self::Output, Skip> {
        let start = game
            .lines
            .last()
            .map_or_else(Chess::default, |line| line.before.clone());
        game.lines.push(Line {
            now: start.clone(),
            before: start,
        });
        ControlFlow::Continue(Skip(false))
    }

    fn end_variation(&mut self, game: &mut Self::Movetext) -> ControlFlow<Self::Output> {
        game.lines.pop();
        ControlFlow::Continue(())
    }

    fn san(&mut self, game: &mut Self::Movetext, san_plus: SanPlus) -> ControlFlow<Self::Output> {
        let main = game.lines.len() == 1;
        let Some(line) = game.lines.last_mut() else {
            return ControlFlow::Break(());
        };
        match san_plus.san.to_move(&line.now) {
            Ok(m) => {
                if main {
                    if !game.uci.is_empty() {
                        game.uci.push(' ');
                    }
                    let uci = UciMove::from_standard(m);
                    game.uci.push_str(&uci.to_string());
                }
                line.before = line.now.clone();
                line.now.play_unchecked(m);
                self.moves += 1;
                ControlFlow::Continue(())
            }
            // The game stops at an illegal move, as a reader would.
            Err(_) => ControlFlow::Break(()),
        }
    }

    fn end_game(&mut self, game: Self::Movetext) -> Self::Output {
        let _ = writeln!(self.out, "{}", game.uci);
    }
}

fn main() -> std::io::Result<()> {
    let Some(path) = std::env::args().nth(1) else {
        eprintln!("usage: peer FILE");
        std::process::exit(2);
    };
    let file = std::fs::File::open(path)?;
    let mut reader = Reader::new(std::io::BufReader::with_capacity(1 << 16, file));
    let stdout = std::io::stdout();
    let mut player = Player {
        moves: 0,
        out: std::io::BufWriter::new(stdout.lock()),
    };
    loop {
        match reader.read_game(&mut player) {
            Ok(Some(())) => {}
            Ok(None) => break,
            // pgn-reader gives up on the rest of the file (a comment longer
            // than its buffer): say so, so that no comparison counts a
            // reader that stopped early.
            Err(error) => {
                eprintln!("peer stopped: {error}");
                break;
            }
        }
    }
    player.out.flush()?;
    eprintln!("{} moves", player.moves);
    Ok(())
}
