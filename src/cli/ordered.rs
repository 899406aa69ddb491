//! One input on several cores, its output in input order: a reader thread
//! cuts the input into chunks (a game or a few at a time) and hands them
//! out in numbered batches, worker threads do each chunk's work, and the
//! calling thread takes the results back in the order of the input.
//!
//! `lint` uses it for a large file (a database of a million games is one
//! file, and one thread per file left every other core idle). At most a
//! few batches per worker are in flight, so memory stays bounded by a few
//! hundred games however long the input.

use scoresheet::document::stream::{Chunk, Chunks};
use std::collections::BTreeMap;
use std::io::BufRead;
use std::ops::ControlFlow;
use std::sync::mpsc;

/// How many bytes of chunks go to a worker at a time, about: enough to
/// amortise the hand over (at 32 games a batch, waking threads and handing
/// memory between them cost a third as much as the reading), few enough to
/// keep memory bounded and a small file shared among the workers.
const BATCH_BYTES: usize = 256 * 1024;

/// The most chunks in one batch, however small they are.
const BATCH_CHUNKS: usize = 1024;

/// Cuts `reader` into chunks, runs `work` on each on `jobs` threads, and
/// gives each result to `take`, on this thread, in input order. `take`
/// may stop the run early with [`ControlFlow::Break`].
///
/// # Errors
/// The error that stopped reading the input; every chunk before it was
/// worked on and taken first, as a serial loop would have done.
pub fn map_in_order<T: Send>(
    reader: impl BufRead + Send,
    jobs: usize,
    work: impl Fn(Chunk) -> T + Sync,
    take: impl FnMut(T) -> ControlFlow<()>,
) -> std::io::Result<()> {
    map_prepared_in_order(reader, jobs, |chunk| chunk, work, take)
}

/// [`map_in_order`], each chunk first passed through `prepare` on the
/// reader's thread, in input order (what must be decided once per input,
/// such as whether its encoding was reported, is decided there).
///
/// # Errors
/// As [`map_in_order`].
pub fn map_prepared_in_order<T: Send>(
    reader: impl BufRead + Send,
    jobs: usize,
    mut prepare: impl FnMut(Chunk) -> Chunk + Send,
    work: impl Fn(Chunk) -> T + Sync,
    mut take: impl FnMut(T) -> ControlFlow<()>,
) -> std::io::Result<()> {
    let (work_tx, work_rx) = mpsc::sync_channel::<(usize, Vec<Chunk>)>(jobs * 2);
    let work_rx = std::sync::Mutex::new(work_rx);
    let (done_tx, done_rx) = mpsc::sync_channel::<(usize, Vec<T>)>(jobs * 2);
    // Set when `take` stops the run: the reader stops at its next batch.
    let stop = std::sync::atomic::AtomicBool::new(false);
    std::thread::scope(|scope| {
        for _ in 0..jobs {
            let (done_tx, work_rx, work) = (done_tx.clone(), &work_rx, &work);
            scope.spawn(move || {
                loop {
                    let batch = match work_rx.lock() {
                        Ok(rx) => rx.recv(),
                        Err(_) => return,
                    };
                    let Ok((sequence, chunks)) = batch else {
                        return;
                    };
                    let done = chunks.into_iter().map(work).collect();
                    if done_tx.send((sequence, done)).is_err() {
                        return;
                    }
                }
            });
        }
        drop(done_tx);
        let stop = &stop;
        let reader = scope.spawn(move || -> std::io::Result<()> {
            let mut batch = Vec::new();
            let mut bytes = 0;
            let mut sequence = 0;
            for chunk in Chunks::new(reader) {
                let chunk = match chunk {
                    Ok(chunk) => chunk,
                    Err(error) => {
                        // The chunks before the error are worked on first.
                        if !batch.is_empty() {
                            let _ = work_tx.send((sequence, batch));
                        }
                        return Err(error);
                    }
                };
                bytes += chunk.text.len();
                batch.push(prepare(chunk));
                if bytes >= BATCH_BYTES || batch.len() == BATCH_CHUNKS {
                    if stop.load(std::sync::atomic::Ordering::Relaxed) {
                        return Ok(());
                    }
                    bytes = 0;
                    let room = batch.len();
                    let full = std::mem::replace(&mut batch, Vec::with_capacity(room));
                    if work_tx.send((sequence, full)).is_err() {
                        return Ok(());
                    }
                    sequence += 1;
                }
            }
            if !batch.is_empty() {
                let _ = work_tx.send((sequence, batch));
            }
            Ok(())
        });
        let mut pending: BTreeMap<usize, Vec<T>> = BTreeMap::new();
        let mut next = 0;
        let mut stopped = false;
        for (sequence, done) in done_rx {
            pending.insert(sequence, done);
            while !stopped && let Some(batch) = pending.remove(&next) {
                next += 1;
                for one in batch {
                    if take(one).is_break() {
                        stopped = true;
                        break;
                    }
                }
            }
            if stopped {
                break;
            }
        }
        if stopped {
            // The reader stops at its next batch; what it had queued is
            // taken off the queue until it does, so that it is not left
            // waiting on a full one. (The workers are gone: the results'
            // receiver was dropped with the loop.)
            stop.store(true, std::sync::atomic::Ordering::Relaxed);
            if let Ok(rx) = work_rx.lock() {
                while rx.recv().is_ok() {}
            }
        }
        match reader.join() {
            Ok(result) => result,
            Err(_) => Err(std::io::Error::other("the reader thread failed")),
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The text of many small games, one per line.
    fn games(n: usize) -> String {
        (0..n)
            .map(|i| format!("1. e4 e5 2. Nf3 {{game {i}}} 1-0\n\n"))
            .collect()
    }

    #[test]
    fn results_come_back_in_input_order_on_any_number_of_threads() {
        let text = games(1000);
        let serial: Vec<usize> = Chunks::new(text.as_bytes())
            .map(|c| c.expect("bytes in memory read").offset)
            .collect();
        assert!(serial.len() >= 1000);
        for jobs in [1, 2, 3, 8] {
            let mut offsets = Vec::new();
            map_in_order(
                text.as_bytes(),
                jobs,
                |chunk| chunk.offset,
                |offset| {
                    offsets.push(offset);
                    ControlFlow::Continue(())
                },
            )
            .expect("bytes in memory read");
            assert_eq!(offsets, serial, "{jobs} threads");
        }
    }

    #[test]
    fn taking_can_stop_the_run_early() {
        let text = games(5000);
        let mut taken = 0;
        map_in_order(
            text.as_bytes(),
            2,
            |chunk| chunk.offset,
            |_| {
                taken += 1;
                if taken == 100 {
                    ControlFlow::Break(())
                } else {
                    ControlFlow::Continue(())
                }
            },
        )
        .expect("bytes in memory read");
        assert_eq!(taken, 100);
    }

    /// A reader that gives some bytes, then fails.
    struct Failing<'a>(&'a [u8]);

    impl std::io::Read for Failing<'_> {
        fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
            if self.0.is_empty() {
                return Err(std::io::Error::other("the disk went away"));
            }
            let n = buf.len().min(self.0.len());
            buf[..n].copy_from_slice(&self.0[..n]);
            self.0 = &self.0[n..];
            Ok(n)
        }
    }

    #[test]
    fn a_read_error_comes_after_every_chunk_before_it() {
        let text = games(2000);
        let failing = || std::io::BufReader::new(Failing(text.as_bytes()));
        // What a serial loop takes before the error.
        let before = Chunks::new(failing()).take_while(Result::is_ok).count();
        assert!(before > 1000, "{before}");
        let mut taken = 0;
        let result = map_in_order(
            failing(),
            2,
            |chunk| chunk.offset,
            |_| {
                taken += 1;
                ControlFlow::Continue(())
            },
        );
        assert!(result.is_err());
        assert_eq!(taken, before);
    }
}
