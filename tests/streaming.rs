//! A large PGN database is read game by game: the reader never holds more
//! than one game, so memory is bounded by the largest game, not the file.

use scoresheet::document::stream::Chunks;
use scoresheet::document::{ReadOptions, read_str};
use std::io::{BufReader, Read};

/// A reader that makes up a PGN file of `games` games as it is read, so that
/// the test itself never holds the file.
struct Database {
    games: usize,
    made: usize,
    pending: Vec<u8>,
}

impl Read for Database {
    fn read(&mut self, buffer: &mut [u8]) -> std::io::Result<usize> {
        if self.pending.is_empty() {
            if self.made == self.games {
                return Ok(0);
            }
            self.made += 1;
            self.pending = format!(
                "[Event \"Game {}\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n\n",
                self.made
            )
            .into_bytes();
        }
        let n = buffer.len().min(self.pending.len());
        buffer[..n].copy_from_slice(&self.pending[..n]);
        self.pending.drain(..n);
        Ok(n)
    }
}

#[test]
fn a_database_streams_one_game_at_a_time() {
    const GAMES: usize = 20_000;
    let reader = BufReader::new(Database {
        games: GAMES,
        made: 0,
        pending: Vec::new(),
    });
    let mut count = 0;
    let mut largest = 0;
    let mut offset = 0;
    for chunk in Chunks::new(reader) {
        let chunk = chunk.expect("the made-up file reads");
        assert_eq!(chunk.offset, offset, "chunks follow each other");
        offset += chunk.text.len();
        largest = largest.max(chunk.text.len());
        let games = read_str(&chunk.text, &ReadOptions::default());
        assert_eq!(games.len(), 1);
        assert!(!games[0].has_errors());
        assert_eq!(games[0].moves().len(), 7);
        count += 1;
    }
    assert_eq!(count, GAMES);
    // One game is about 80 bytes: no chunk ever held more than one.
    assert!(largest < 100, "a chunk of {largest} bytes");
}

/// A made-up line of `games` games joined by spaces, with no line end, as
/// a program that writes one game after another may leave them.
struct OneLine {
    games: usize,
    made: usize,
    pending: Vec<u8>,
}

impl Read for OneLine {
    fn read(&mut self, buffer: &mut [u8]) -> std::io::Result<usize> {
        if self.pending.is_empty() {
            if self.made == self.games {
                return Ok(0);
            }
            self.made += 1;
            self.pending = b"1. e4 e5 2. Qh5 Nc6 3. Bc4 {1-0 1. d4?} Nf6 4. Qxf7# 1-0 ".to_vec();
        }
        let n = buffer.len().min(self.pending.len());
        buffer[..n].copy_from_slice(&self.pending[..n]);
        self.pending.drain(..n);
        Ok(n)
    }
}

#[test]
fn games_on_one_line_stream_one_game_at_a_time() {
    // 1.1 MB on one line: memory is bounded by a game here too, and each
    // chunk knows where on the line it starts.
    const GAMES: usize = 20_000;
    let reader = BufReader::new(OneLine {
        games: GAMES,
        made: 0,
        pending: Vec::new(),
    });
    let mut count = 0;
    let mut offset = 0;
    for chunk in Chunks::new(reader) {
        let chunk = chunk.expect("the made-up line reads");
        assert_eq!(chunk.offset, offset, "chunks follow each other");
        assert_eq!((chunk.line, chunk.column.bytes), (0, offset));
        assert_eq!(chunk.column.chars, offset);
        // One game, whole: the result in the comment does not end it.
        assert_eq!(
            chunk.text,
            "1. e4 e5 2. Qh5 Nc6 3. Bc4 {1-0 1. d4?} Nf6 4. Qxf7# 1-0 "
        );
        offset += chunk.text.len();
        count += 1;
    }
    assert_eq!(count, GAMES);
}

/// Games read from a stream can be handed to other threads.
#[test]
fn streamed_games_are_send_and_sync() {
    fn send_and_sync<T: Send + Sync>() {}
    send_and_sync::<scoresheet::document::StreamedGame>();
    send_and_sync::<scoresheet::document::ReadGame>();
}
