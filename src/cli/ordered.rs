//! One input on several cores, its output in input order: the worker
//! threads take turns cutting the input into chunks (a game or a few at a
//! time), each taking a numbered batch and doing its chunks' work; the
//! calling thread is one of them, and takes the results back in the order
//! of the input.
//!
//! `lint` uses it for a large file (a database of a million games is one
//! file, and one thread per file left every other core idle). At most a
//! few batches per worker are in flight, so memory stays bounded by a few
//! hundred games however long the input.
//!
//! Cutting is about a seventh of the work of `read --to uci`. A thread of
//! its own for it made one thread more than there are cores, and every
//! batch was handed over through a queue: on two cores, 1,083 context
//! switches in a read of 18.8 MB and two threads 1.68 times as fast as one.
//! A worker that cuts its own batch, under a lock the others rarely wait
//! on (cutting a batch takes a seventh of the time of working on it), keeps
//! the cores on the work.

use scoresheet::document::stream::{Chunk, Chunks};
use std::collections::BTreeMap;
use std::io::BufRead;
use std::ops::ControlFlow;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Mutex, mpsc};

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

/// The input, cut a batch at a time by whichever worker holds it.
struct Source<R, P> {
    chunks: Chunks<R>,
    prepare: P,
    /// The number of the next batch.
    sequence: usize,
    /// The error that stopped reading the input.
    error: Option<std::io::Error>,
}

impl<R: BufRead, P: FnMut(Chunk) -> Chunk> Source<R, P> {
    /// The next batch and its number, or `None` when there is none (the
    /// chunks end for good at the input's end or its error).
    fn batch(&mut self) -> Option<(usize, Vec<Chunk>)> {
        let mut batch = Vec::new();
        let mut bytes = 0;
        while bytes < BATCH_BYTES && batch.len() < BATCH_CHUNKS {
            match self.chunks.next() {
                Some(Ok(chunk)) => {
                    bytes += chunk.text.len();
                    batch.push((self.prepare)(chunk));
                }
                Some(Err(error)) => {
                    // The chunks before the error are worked on first.
                    self.error = Some(error);
                    break;
                }
                None => break,
            }
        }
        if batch.is_empty() {
            return None;
        }
        self.sequence += 1;
        Some((self.sequence - 1, batch))
    }
}

/// [`map_in_order`], each chunk first passed through `prepare` as it is
/// cut, in input order (what must be decided once per input, such as
/// whether its encoding was reported, is decided there).
///
/// # Errors
/// As [`map_in_order`].
pub fn map_prepared_in_order<T: Send>(
    reader: impl BufRead + Send,
    jobs: usize,
    prepare: impl FnMut(Chunk) -> Chunk + Send,
    work: impl Fn(Chunk) -> T + Sync,
    mut take: impl FnMut(T) -> ControlFlow<()>,
) -> std::io::Result<()> {
    let source = Mutex::new(Source {
        chunks: Chunks::new(reader),
        prepare,
        sequence: 0,
        error: None,
    });
    let (done_tx, done_rx) = mpsc::sync_channel::<(usize, Vec<T>)>(jobs * 2);
    // Set when `take` stops the run: each worker stops at its next batch.
    let stop = AtomicBool::new(false);
    let next_batch = || match source.lock() {
        Ok(mut source) => source.batch(),
        Err(_) => None,
    };
    std::thread::scope(|scope| {
        // This thread is a worker too: between its batches it takes what
        // the others have done, without waiting, and it waits only when the
        // input is used up. Each thread that waits must be woken, and on a
        // machine whose idle cores sleep, a wake-up costs as much as a
        // game: a taker thread of its own, woken for every batch, cost a
        // tenth of the time on two cores.
        for _ in 1..jobs.max(1) {
            let (done_tx, work, stop, next_batch) = (done_tx.clone(), &work, &stop, &next_batch);
            scope.spawn(move || {
                while !stop.load(Ordering::Relaxed) {
                    let Some((sequence, chunks)) = next_batch() else {
                        return;
                    };
                    let done = chunks.into_iter().map(work).collect();
                    // The taker is gone: the run was stopped.
                    if done_tx.send((sequence, done)).is_err() {
                        return;
                    }
                }
            });
        }
        drop(done_tx);
        let mut taker = Taker {
            pending: BTreeMap::new(),
            next: 0,
            take: &mut take,
        };
        while let Some((sequence, chunks)) = next_batch() {
            taker
                .pending
                .insert(sequence, chunks.into_iter().map(&work).collect());
            while let Ok((sequence, done)) = done_rx.try_recv() {
                taker.pending.insert(sequence, done);
            }
            if taker.take_in_order().is_break() {
                stop.store(true, Ordering::Relaxed);
                return;
            }
        }
        for (sequence, done) in done_rx {
            taker.pending.insert(sequence, done);
            if taker.take_in_order().is_break() {
                stop.store(true, Ordering::Relaxed);
                return;
            }
        }
        // The workers are gone, or go at their next batch (the results'
        // receiver is dropped on return): the scope waits for them.
    });
    match source.into_inner() {
        Ok(source) => source.error.map_or(Ok(()), Err),
        Err(_) => Err(std::io::Error::other("a worker thread failed")),
    }
}

/// The results done so far, taken in input order.
struct Taker<'a, T, F> {
    /// Batches done, by number, waiting for those before them.
    pending: BTreeMap<usize, Vec<T>>,
    /// The number of the next batch to take.
    next: usize,
    take: &'a mut F,
}

impl<T, F: FnMut(T) -> ControlFlow<()>> Taker<'_, T, F> {
    /// Takes every pending batch that comes next in the input.
    fn take_in_order(&mut self) -> ControlFlow<()> {
        while let Some(batch) = self.pending.remove(&self.next) {
            self.next += 1;
            for one in batch {
                (self.take)(one)?;
            }
        }
        ControlFlow::Continue(())
    }
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
