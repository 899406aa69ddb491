//! Real games, when `../shared/corpus/real` is present: every game of its
//! PGN files that an independent reader (pgn-reader + shakmaty, GPL, used
//! only here as an oracle) reads through as legal standard chess must be
//! read by scoresheet with no error and the same moves. Games the oracle
//! itself refuses (broken data, variants) are counted, not compared. The
//! test passes, saying so, when the data is absent.

use pgn_reader::{RawTag, Reader, SanPlus, Skip, Visitor};
use scoresheet::document::stream::Chunks;
use scoresheet::document::{Kind, ReadOptions, read_str};
use scoresheet::syntax::ast::Element;
use shakmaty::fen::Fen;
use shakmaty::uci::UciMove;
use shakmaty::{CastlingMode, Chess, Position as _};
use std::ops::ControlFlow;
use std::path::{Path, PathBuf};

/// One game as the oracle read it: its moves in UCI, or `None` when it could
/// not read the game through. `Some(None)` is the empty "game" pgn-reader
/// reports for blank text at the end of a file.
type OracleGame = Option<Vec<String>>;

struct Oracle {
    /// Whether the current game has a tag or a move.
    seen: bool,
}

impl Visitor for Oracle {
    type Tags = Option<Chess>;
    type Movetext = (Option<Chess>, Vec<String>);
    type Output = Option<OracleGame>;

    fn begin_tags(&mut self) -> ControlFlow<Self::Output, Self::Tags> {
        self.seen = false;
        ControlFlow::Continue(Some(Chess::default()))
    }

    fn tag(
        &mut self,
        tags: &mut Self::Tags,
        name: &[u8],
        value: RawTag<'_>,
    ) -> ControlFlow<Self::Output> {
        self.seen = true;
        if name == b"FEN" {
            *tags = Fen::from_ascii(value.as_bytes())
                .ok()
                .and_then(|fen| fen.into_position(CastlingMode::Standard).ok());
        }
        if name == b"Variant" && !value.as_bytes().eq_ignore_ascii_case(b"standard") {
            *tags = None;
        }
        ControlFlow::Continue(())
    }

    fn begin_movetext(&mut self, tags: Self::Tags) -> ControlFlow<Self::Output, Self::Movetext> {
        ControlFlow::Continue((tags, Vec::new()))
    }

    fn begin_variation(
        &mut self,
        _movetext: &mut Self::Movetext,
    ) -> ControlFlow<Self::Output, Skip> {
        ControlFlow::Continue(Skip(true))
    }

    fn san(
        &mut self,
        movetext: &mut Self::Movetext,
        san_plus: SanPlus,
    ) -> ControlFlow<Self::Output> {
        self.seen = true;
        let (position, moves) = movetext;
        if let Some(chess) = position {
            match san_plus.san.to_move(chess) {
                Ok(m) => {
                    moves.push(UciMove::from_standard(m).to_string());
                    chess.play_unchecked(m);
                }
                Err(_) => *position = None,
            }
        }
        ControlFlow::Continue(())
    }

    fn end_game(&mut self, movetext: Self::Movetext) -> Self::Output {
        let (position, moves) = movetext;
        self.seen.then(|| position.map(|_| moves))
    }
}

/// Games the oracle reads through that scoresheet reports errors in, each
/// checked by hand: the data is not standard PGN there, and saying so is
/// the job of a linter. A game that starts or stops failing fails the test.
const KNOWN: [(&str, usize, &str); 1] = [(
    "pgn-extract/infiles/nested-comment.pgn",
    1,
    "nested brace comments, which PGN forbids",
)];

fn pgn_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.filter_map(Result::ok) {
        let path = entry.path();
        if path.is_dir() {
            pgn_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "pgn") {
            out.push(path);
        }
    }
}

/// The games of a file as scoresheet reads them: the main line in UCI, and
/// the errors outside variations (the oracle skips variations).
fn ours(bytes: &[u8]) -> Vec<(Vec<String>, Vec<String>)> {
    let options = ReadOptions::default().with_kind(Kind::Movetext);
    let mut games = Vec::new();
    for chunk in Chunks::new(bytes) {
        let Ok(chunk) = chunk else { break };
        let parsed = scoresheet::syntax::parse(&chunk.text);
        let variations: Vec<_> = parsed
            .movetext
            .elements
            .iter()
            .filter(|e| matches!(e, Element::Variation(_)))
            .map(Element::span)
            .collect();
        let in_variation = |d: &scoresheet::diagnostics::Diagnostic| {
            variations
                .iter()
                .any(|v| v.start <= d.span.start && d.span.end <= v.end)
        };
        for game in read_str(&chunk.text, &options) {
            let errors = game
                .diagnostics
                .iter()
                .filter(|d| d.is_error() && !in_variation(d))
                .map(ToString::to_string)
                .collect();
            games.push((game.moves().into_iter().map(|m| m.uci).collect(), errors));
        }
    }
    games
}

#[test]
fn every_game_the_oracle_reads_we_read_the_same() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/corpus/real");
    if !root.is_dir() {
        eprintln!("skipped: {} is absent", root.display());
        return;
    }
    let mut files = Vec::new();
    pgn_files(&root, &mut files);
    files.sort();
    let (mut compared, mut refused, mut moves) = (0, 0, 0);
    let mut failures = Vec::new();
    let mut unpaired = Vec::new();
    let mut seen_known = 0;
    for path in &files {
        let Ok(bytes) = std::fs::read(path) else {
            continue;
        };
        let mut reader = Reader::new(bytes.as_slice());
        let mut oracle = Vec::new();
        while let Ok(Some(game)) = reader.read_game(&mut Oracle { seen: false }) {
            oracle.extend(game);
        }
        let ours = ours(&bytes);
        if ours.len() != oracle.len() {
            // The two split the file differently (pgn-reader reads four games
            // ended by '*' without blank lines as one, and a comment between
            // tags and moves as the end of a game): the games cannot be
            // paired, so the file is not compared, only listed.
            unpaired.push(format!(
                "{}: {} games, the oracle found {}",
                path.display(),
                ours.len(),
                oracle.len()
            ));
            continue;
        }
        for (index, (theirs, (mine, errors))) in oracle.iter().zip(&ours).enumerate() {
            // Refused, or read as nothing because the oracle skipped tokens it
            // does not know (UCI moves, for one): nothing to compare.
            let Some(theirs) = theirs.as_ref().filter(|m| !m.is_empty()) else {
                refused += 1;
                continue;
            };
            compared += 1;
            moves += theirs.len();
            let name = path
                .strip_prefix(&root)
                .unwrap_or(path)
                .to_string_lossy()
                .into_owned();
            let known = KNOWN
                .iter()
                .any(|(file, game, _)| *file == name && *game == index + 1);
            if theirs == mine && !errors.is_empty() && known {
                seen_known += 1;
                continue;
            }
            if theirs != mine || !errors.is_empty() {
                failures.push(format!(
                    "{} game {}: oracle {} moves, ours {}, errors {:?}",
                    path.display(),
                    index + 1,
                    theirs.len(),
                    mine.len(),
                    errors
                ));
            }
        }
    }
    eprintln!(
        "{} files: {compared} games ({moves} moves) compared, {refused} refused by the oracle",
        files.len()
    );
    eprintln!(
        "{} files split differently, not compared:\n{}",
        unpaired.len(),
        unpaired.join("\n")
    );
    assert!(
        compared > 5000 || files.is_empty(),
        "too few games compared: {compared}"
    );
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
    assert_eq!(
        seen_known,
        KNOWN.len(),
        "a known defect no longer shows: update KNOWN"
    );
}
