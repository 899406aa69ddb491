//! Global decoding of a line that does not read as written: the cheapest
//! reading of the whole line, found with a beam over its tokens.
//!
//! An arbiter does not repair the first move that fails: he asks which few
//! corrections, anywhere, make the whole game legal. The decoder keeps the
//! [`WIDTH`] cheapest hypotheses — a position, a cumulative cost from the
//! table in [`super::slips`], and the readings chosen — and moves them
//! token by token. A token that resolves as written costs nothing and opens
//! nothing; a token that fails (or whose check or mate mark turns false)
//! opens its other readings and also *reaches back*: the [`NEAR`] steps
//! before it, and further back up to [`FAR`] the steps that moved (or,
//! read otherwise, would move) the piece the failing move names or a man
//! from or to its square, are read otherwise in turn and the moves since
//! re-read, so that a slip that wrote another legal move is found where its
//! consequence fails. Hypotheses that reach the same position after the same
//! token are merged, the cheaper kept. The work per token is bounded by the
//! width, the reach and [`super::readings::EDITS_PER_TOKEN`], so a game costs
//! time linear in its length; and only a game that failed comes here.

use super::readings::{
    Context, EDITS_PER_TOKEN, Kind, Number, Reading, Token, after_missing, exact, others,
};
use crate::board::{Position, Role, Square};
use crate::syntax::ast::{MoveBody, Target};
use std::rc::Rc;

/// How many hypotheses are kept after each token.
pub(crate) const WIDTH: usize = 8;
/// How wide the beam grows when a narrower one may have dropped the best
/// reading (see [`decode`]).
pub(crate) const MAX_WIDTH: usize = 32;
/// How many steps before a failing token are all reconsidered.
pub(crate) const NEAR: usize = 8;
/// How far back a step that moved the failing move's piece is reconsidered.
pub(crate) const FAR: usize = 40;
/// A hypothesis costing this much more than the best is dropped.
const SPREAD: u32 = 24;
/// At most this many corrections among the last [`DENSITY_WINDOW`] steps:
/// text that needs more is not a game with slips but no game, and stops.
const DENSITY: usize = 3;
const DENSITY_WINDOW: usize = 8;

/// The most moves a line written again repeats to be read once: a line of
/// a scoresheet or of a page's column, with room.
const REPEAT_REACH: usize = 24;

/// One reading chosen, linked to the ones before it.
struct Step {
    /// The token's index.
    token: usize,
    /// The position before it.
    before: Position,
    reading: Reading,
    /// The cost of the hypothesis up to and including this step.
    total: u32,
    /// The prior's cost of the hypothesis up to and including this step.
    odds: u32,
    parent: Option<Rc<Step>>,
}

/// A chain of steps is as long as the line, tens of thousands in a long
/// game: dropped link by link, as the default drop would, it recursed once
/// per step and overflowed a worker thread's stack. The chain is unlinked
/// in a loop instead, as far as no other hypothesis shares it.
impl Drop for Step {
    fn drop(&mut self) {
        let mut next = self.parent.take();
        while let Some(step) = next {
            next = match Rc::try_unwrap(step) {
                Ok(mut alone) => alone.parent.take(),
                Err(_) => None,
            };
        }
    }
}

#[derive(Clone)]
struct Hypothesis {
    position: Position,
    cost: u32,
    /// What its moves pay under the prior over moves (see [`super::prior`]).
    odds: u32,
    /// The token index of the latest correction, to break ties between
    /// readings of the same cost (see [`prune`]).
    latest: usize,
    last: Option<Rc<Step>>,
    /// Readings dropped where they reached its position after the same
    /// token: its rivals, which no hypothesis left in the beam holds.
    merged: Option<Rc<Merged>>,
}

/// A reading dropped at a merge: how much it cost more than the one kept
/// there, its steps, and the readings dropped before it.
struct Merged {
    margin: u32,
    last: Option<Rc<Step>>,
    next: Option<Rc<Merged>>,
    /// How many are linked from here: a few are kept, the latest.
    count: usize,
}

/// How many merged rivals a hypothesis keeps.
const MERGED_KEPT: usize = 8;

/// A reading chosen for one token, in the order of the line.
pub(crate) struct Chosen {
    /// The token's index in the decoder's input.
    pub(crate) token: usize,
    /// The position before it.
    pub(crate) before: Position,
    pub(crate) reading: Reading,
    /// How much costlier the cheapest whole reading is that reads this token
    /// otherwise, and how it reads it; `None` when no other reading of the
    /// token carries the line as far.
    pub(crate) rival: Option<(u32, String)>,
}

/// Where the line could not be read, and what was tried there.
pub(crate) struct Stop {
    /// The token's index.
    pub(crate) token: usize,
    /// The readings tried, best first.
    pub(crate) tried: Vec<Reading>,
}

/// The cheapest reading of the line.
pub(crate) struct Decoded {
    /// The readings of the tokens read, in order.
    pub(crate) chosen: Vec<Chosen>,
    /// Where the reading stopped, if it did not reach the end.
    pub(crate) stop: Option<Stop>,
}

struct Decoder<'a, 't> {
    context: Context<'a>,
    tokens: &'t [Token<'a>],
    numbers: &'t [Number],
    buckets: Vec<Vec<Hypothesis>>,
}

/// The cheapest reading of `tokens` from `start`.
///
/// The beam is no exhaustive search: readings cheap so far crowd out one
/// that is dearer now and cheaper in the end (a move read otherwise eight
/// plies back, cost 3, keeps the beam full where a move not written, cost
/// 7, was the truth, and the cheap readings each need a move not written
/// as well two tokens on). So when a reading the width dropped cost less
/// than the best whole reading found, the line is decoded again with the
/// beam twice as wide, up to [`MAX_WIDTH`]: a clean game never comes here,
/// and a game with slips pays a few more passes only when one could change
/// the answer.
pub(crate) fn decode(
    context: Context<'_>,
    start: &Position,
    tokens: &[Token<'_>],
    numbers: &[Number],
) -> Decoded {
    let mut width = WIDTH;
    loop {
        let (decoded, cost, dropped) = decode_with(context, start, tokens, numbers, width);
        let cheaper_dropped =
            matches!((cost, dropped), (Some(cost), Some(dropped)) if dropped < cost);
        if !cheaper_dropped || width >= MAX_WIDTH {
            return decoded;
        }
        width *= 2;
    }
}

/// The cheapest reading with `width` hypotheses kept; its cost when it
/// reached the end, and the cost of the cheapest hypothesis the width
/// dropped.
fn decode_with(
    context: Context<'_>,
    start: &Position,
    tokens: &[Token<'_>],
    numbers: &[Number],
    width: usize,
) -> (Decoded, Option<u32>, Option<u32>) {
    let n = tokens.len();
    let mut decoder = Decoder {
        context,
        tokens,
        numbers,
        buckets: (0..=n).map(|_| Vec::new()).collect(),
    };
    let first = Hypothesis {
        position: *start,
        cost: 0,
        odds: 0,
        latest: 0,
        last: None,
        merged: None,
    };
    let mut alive: (usize, Hypothesis) = (0, first.clone());
    if let Some(bucket) = decoder.buckets.first_mut() {
        bucket.push(first);
    }
    let mut dropped: Option<u32> = None;
    let mut keep = |hypotheses| {
        let (kept, cheapest) = prune(hypotheses, width);
        dropped = match (dropped, cheapest) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        };
        kept
    };
    for index in 0..n {
        let hypotheses = keep(decoder.take(index));
        let Some(best) = hypotheses.first() else {
            continue;
        };
        alive = (index, best.clone());
        for hypothesis in &hypotheses {
            decoder.expand(hypothesis, index);
        }
    }
    let finals = keep(decoder.take(n));
    let Some(best) = finals.first() else {
        let (token, hypothesis) = alive;
        let tried = tokens.get(token).map_or_else(Vec::new, |t| {
            let next = tokens.get(token + 1).copied();
            let after = tokens.get(token + 2).copied();
            others(context, &hypothesis.position, *t, next, after)
        });
        let decoded = Decoded {
            chosen: chosen(&hypothesis, &[]),
            stop: Some(Stop { token, tried }),
        };
        return (decoded, None, dropped);
    };
    let decoded = Decoded {
        chosen: chosen(best, finals.get(1..).unwrap_or(&[])),
        stop: None,
    };
    (decoded, Some(best.cost), dropped)
}

impl Decoder<'_, '_> {
    fn take(&mut self, index: usize) -> Vec<Hypothesis> {
        self.buckets
            .get_mut(index)
            .map(std::mem::take)
            .unwrap_or_default()
    }

    fn expand(&mut self, hypothesis: &Hypothesis, index: usize) {
        let Some(&token) = self.tokens.get(index) else {
            return;
        };
        let next = self.tokens.get(index + 1).copied();
        let position = &hypothesis.position;
        // A move number that disagrees with the hypothesis is evidence
        // against it: a move left out or read twice before here.
        let off = self.number_off(position, index);
        let written = exact(self.context, position, token).map(|mut r| {
            r.cost += off;
            r
        });
        if let Some(repeated) = self.repeated(hypothesis, index, token) {
            self.push(hypothesis, index, repeated);
        }
        let cost = written.as_ref().map(|r| r.cost);
        let doubt = written.as_ref().map(|r| r.cost - r.liberties);
        let as_written = written.as_ref().map(|r| r.moves.clone());
        if let Some(reading) = written {
            self.push(hypothesis, index, reading);
        }
        if doubt == Some(0) {
            return;
        }
        // The token fails, or makes its mark false: open its other readings
        // and reach back for the slip that caused it.
        if dense(hypothesis) {
            return;
        }
        let last = index + 1 == self.tokens.len();
        let after = self.tokens.get(index + 2).copied();
        for mut reading in others(self.context, position, token, next, after) {
            // A written move is not left out on no evidence: the last one
            // has nothing after it.
            if last && reading.kind == Kind::Deleted && matches!(token, Token::Move(_)) {
                continue;
            }
            // The move as written is the exact reading, not a correction
            // (`Nxf3+` read as `Nf3` is the same move, marks aside).
            if as_written.as_ref() == Some(&reading.moves) {
                continue;
            }
            if !reading.moves.is_empty() {
                reading.cost += off;
            }
            self.push(hypothesis, index, reading);
        }
        // A move that reads as written against its number (`10. O-O` read as
        // Black's castling where White's 10th is due) may be the move after one
        // not written: both readings go on, and the moves after them judge.
        if (cost.is_none() || off > 0) && self.skipped(position, index) {
            let previous = hypothesis.last.as_ref().and_then(|s| last_move(&s.reading));
            for reading in after_missing(self.context, position, token, EDITS_PER_TOKEN, previous) {
                self.push(hypothesis, index, reading);
            }
        }
        // Reading a legal move otherwise on the evidence of the last move
        // alone would be a guess: the last move has nothing after it.
        if index + 1 < self.tokens.len() {
            self.reach_back(hypothesis, index, token);
        }
    }

    /// What the hypothesis pays at token `index` for a move number written
    /// before it that is not the one due in `position`: nothing when none
    /// is written.
    fn number_off(&self, position: &Position, index: usize) -> u32 {
        let Some(Some((number, black))) = self.numbers.get(index) else {
            return 0;
        };
        let white = position.turn() == crate::board::Color::White;
        let due = position.fullmove_number();
        if *number == due && *black != white {
            0
        } else {
            super::slips::NUMBER
        }
    }

    /// The reading of token `index` as the move just played written again
    /// with its own number (`3.Bb5` ⏎⏎ `3.Bb5 a6`, a game resumed after a
    /// diagram): the number is that move's, and the token reads as that
    /// move from the position before it. It costs what a number out of
    /// place does. So are the moves since an earlier one, each as the
    /// game read it (a scoresheet's line copied twice: `6. Re1 b5 7. Bb3
    /// d6` after the same moves), read once as one repetition.
    fn repeated(&self, hypothesis: &Hypothesis, index: usize, token: Token<'_>) -> Option<Reading> {
        let (number, black) = self.numbers.get(index).copied().flatten()?;
        // The moves since the one the number names, latest first: each one
        // move of one token, as a line written again repeats them.
        let mut since: Vec<&Step> = Vec::new();
        let mut node = hypothesis.last.as_deref();
        let first = loop {
            let step = node?;
            let [super::Played::Move(_)] = step.reading.moves.as_slice() else {
                return None;
            };
            if step.reading.tokens != 1 || since.len() == REPEAT_REACH {
                return None;
            }
            since.push(step);
            let before = &step.before;
            let white = before.turn() == crate::board::Color::White;
            if number == before.fullmove_number() && black != white {
                break step;
            }
            node = step.parent.as_deref();
        };
        let mut position = first.before;
        let mut text = String::new();
        for (k, step) in since.iter().rev().enumerate() {
            let written = if k == 0 {
                token
            } else {
                *self.tokens.get(index + k)?
            };
            let again = exact(self.context, &position, written)?;
            if again.moves != step.reading.moves {
                return None;
            }
            position = step.reading.moves[0].play(&position);
            text = again.text;
        }
        Some(Reading {
            kind: Kind::Repeated,
            moves: Vec::new(),
            cost: super::slips::NUMBER,
            liberties: 0,
            tokens: since.len(),
            text,
        })
    }

    /// Whether the move number written before token `index` says a move
    /// was skipped: it is the number due one ply after `position`. Or, for
    /// a move with no number where White's is due, after another with
    /// none, the number after it says so: it is White's next ("9. h3 Nb8
    /// Nbd7 11. Nbd2": Black's second reply in a row, White's 10th not
    /// written). After White's numbered move it says nothing: that move
    /// was misread, or the text is a note.
    ///
    /// A smudge before the token (`4. ^~^ O-O`, see
    /// [`super::readings::smudge`]) says so too: left out, it was the move.
    fn skipped(&self, position: &Position, index: usize) -> bool {
        if let Some(Token::Text(span)) = index.checked_sub(1).and_then(|i| self.tokens.get(i))
            && super::readings::smudge(span.text(self.context.source))
        {
            return true;
        }
        let Some(Some((number, black))) = self.numbers.get(index) else {
            let white = position.turn() == crate::board::Color::White;
            let unnumbered_before = index > 0 && matches!(self.numbers.get(index - 1), Some(None));
            return white
                && unnumbered_before
                && matches!(self.numbers.get(index + 1), Some(Some((next, false)))
                    if *next == position.fullmove_number() + 1);
        };
        let white = position.turn() == crate::board::Color::White;
        let (due, due_black) = if white {
            (position.fullmove_number(), true)
        } else {
            (position.fullmove_number() + 1, false)
        };
        *number == due && *black == due_black
    }

    /// Adds the hypothesis `hypothesis` extended by `reading` of token `index`.
    fn push(&mut self, hypothesis: &Hypothesis, index: usize, reading: Reading) {
        let mut position = hypothesis.position;
        for played in &reading.moves {
            position = played.play(&position);
        }
        let total = hypothesis.cost + reading.cost;
        let odds = hypothesis.odds + prior(hypothesis, &reading);
        let to = index + reading.tokens;
        let latest = latest(hypothesis, index, &reading);
        let step = Step {
            token: index,
            before: hypothesis.position,
            reading,
            total,
            odds,
            parent: hypothesis.last.clone(),
        };
        if let Some(bucket) = self.buckets.get_mut(to) {
            bucket.push(Hypothesis {
                position,
                cost: total,
                odds,
                latest,
                last: Some(Rc::new(step)),
                merged: hypothesis.merged.clone(),
            });
        }
    }

    /// Reads one earlier step otherwise, re-reads the steps since as they
    /// were read, and token `index` as written.
    fn reach_back(&mut self, hypothesis: &Hypothesis, index: usize, token: Token<'_>) {
        let role = written_role(token, self.context);
        let target = written_target(token);
        let mut chain: Vec<Rc<Step>> = Vec::new();
        let mut node = hypothesis.last.clone();
        while let Some(step) = node {
            if chain.len() == FAR {
                break;
            }
            node = step.parent.clone();
            chain.push(step);
        }
        for depth in 0..chain.len() {
            let Some(step) = chain.get(depth) else { break };
            // A move supplied where one was not written is a guess that
            // only later moves can check: it is reconsidered anywhere in
            // reach, whatever the failing move names.
            let missing = step.reading.kind == Kind::Missing;
            if step.reading.kind != Kind::Exact && !missing {
                continue;
            }
            // Far back, a step that neither moved the failing move's piece
            // nor touched its square is still read otherwise into a move
            // that does: `Be2` written `Qe2` moved a queen, and the `Bf3`
            // that fails twenty plies later names a bishop. On 150 real
            // games this read 77 → 85 % of the slips that wrote another
            // legal move.
            let far = depth >= NEAR && !missing && !moved(step, role) && !touched(step, target);
            let Some(&earlier) = self.tokens.get(step.token) else {
                continue;
            };
            let base = step.parent.as_ref().map_or(0, |p| p.total);
            let base_odds = step.parent.as_ref().map_or(0, |p| p.odds);
            let next = self.tokens.get(step.token + 1).copied();
            let mut alternatives = if missing {
                let previous = step.parent.as_ref().and_then(|p| last_move(&p.reading));
                let mut all =
                    after_missing(self.context, &step.before, earlier, usize::MAX, previous);
                all.retain(|r| r.moves != step.reading.moves);
                all
            } else {
                // Read otherwise means another move: an edit back to the
                // same move (`Bc5` written for the capture, `Bxc5`) is the
                // step as it was read, no correction of it.
                let after = self.tokens.get(step.token + 2).copied();
                let mut all = others(self.context, &step.before, earlier, next, after);
                all.retain(|r| r.moves != step.reading.moves);
                all
            };
            if far {
                alternatives.retain(|r| moves_role(r, role) || touches(r, target));
            }
            for alternative in alternatives {
                if !matches!(alternative.kind, Kind::Edited | Kind::Missing) {
                    continue;
                }
                let start = Hypothesis {
                    position: step.before,
                    cost: base,
                    odds: base_odds,
                    latest: 0,
                    last: step.parent.clone(),
                    merged: None,
                };
                let Some(rebuilt) = self.replay(
                    start,
                    step.token,
                    alternative,
                    chain.get(..depth).unwrap_or(&[]),
                ) else {
                    continue;
                };
                if let Some(mut reading) = exact(self.context, &rebuilt.position, token) {
                    reading.cost += self.number_off(&rebuilt.position, index);
                    self.push(&rebuilt, index, reading);
                }
            }
        }
    }

    /// `start` extended by `first` for token `at`, then by `later` (latest
    /// first) read again the same way, or `None` when one no longer reads.
    fn replay(
        &self,
        start: Hypothesis,
        at: usize,
        first: Reading,
        later: &[Rc<Step>],
    ) -> Option<Hypothesis> {
        let mut hypothesis = extend(start, at, first);
        for step in later.iter().rev() {
            let token = *self.tokens.get(step.token)?;
            let reading = match step.reading.kind {
                Kind::Exact => exact(self.context, &hypothesis.position, token)?,
                Kind::Deleted | Kind::LoneMark | Kind::Repeated => step.reading.clone(),
                _ => return None,
            };
            hypothesis = extend(hypothesis, step.token, reading);
        }
        Some(hypothesis)
    }
}

fn extend(hypothesis: Hypothesis, index: usize, reading: Reading) -> Hypothesis {
    let mut position = hypothesis.position;
    for played in &reading.moves {
        position = played.play(&position);
    }
    let total = hypothesis.cost + reading.cost;
    let odds = hypothesis.odds + prior(&hypothesis, &reading);
    Hypothesis {
        position,
        cost: total,
        odds,
        latest: latest(&hypothesis, index, &reading),
        last: Some(Rc::new(Step {
            token: index,
            before: hypothesis.position,
            reading,
            total,
            odds,
            parent: hypothesis.last,
        })),
        merged: hypothesis.merged,
    }
}

/// What the moves of `reading` pay, after `hypothesis`, for how unlike a
/// player's moves they are (see [`super::prior`]).
fn prior(hypothesis: &Hypothesis, reading: &Reading) -> u32 {
    let mut previous = hypothesis.last.as_ref().and_then(|s| last_move(&s.reading));
    let mut position = hypothesis.position;
    let mut cost = 0;
    for played in &reading.moves {
        if let super::reading::Played::Move(m) = played {
            cost += super::prior::cost(&position, *m, previous);
            previous = Some(*m);
        } else {
            previous = None;
        }
        position = played.play(&position);
    }
    cost
}

/// The last move a reading plays.
fn last_move(reading: &Reading) -> Option<crate::board::Move> {
    match reading.moves.last()? {
        super::reading::Played::Move(m) => Some(*m),
        super::reading::Played::Pass => None,
    }
}

/// The token index of the latest correction once `reading` of token
/// `index` extends `hypothesis`.
fn latest(hypothesis: &Hypothesis, index: usize, reading: &Reading) -> usize {
    if reading.kind == Kind::Exact {
        hypothesis.latest
    } else {
        index
    }
}

/// The role a written move names, when it names one.
fn written_role(token: Token<'_>, context: Context<'_>) -> Option<Role> {
    let Token::Move(san) = token else { return None };
    match san.body {
        MoveBody::Normal(normal) => match normal.piece {
            Some(piece) => context.language.role_of(piece.value),
            None => Some(Role::Pawn),
        },
        _ => Some(Role::King),
    }
}

/// The square a written move names as its arrival, when it names one.
fn written_target(token: Token<'_>) -> Option<Square> {
    let Token::Move(san) = token else { return None };
    match san.body {
        MoveBody::Normal(normal) => match normal.target.value {
            Target::Square(square) => Some(square),
            Target::File(_) | Target::Piece(_) => None,
        },
        _ => None,
    }
}

/// Whether `step` moved a man from or to `target`: a move that filled or
/// emptied the square a later move fails on (`c3` written for `c4`, then
/// `Nc3` finds its square taken).
fn touched(step: &Step, target: Option<Square>) -> bool {
    let Some(target) = target else { return false };
    step.reading.moves.iter().any(|played| match played {
        super::reading::Played::Move(m) => m.from() == target || m.to() == target,
        super::reading::Played::Pass => false,
    })
}

/// Whether `reading` moves a man of `role`.
fn moves_role(reading: &Reading, role: Option<Role>) -> bool {
    reading.moves.iter().any(|played| match played {
        super::reading::Played::Move(m) => role == Some(m.role()),
        super::reading::Played::Pass => false,
    })
}

/// Whether `reading` moves a man from or to `target`.
fn touches(reading: &Reading, target: Option<Square>) -> bool {
    let Some(target) = target else { return false };
    reading.moves.iter().any(|played| match played {
        super::reading::Played::Move(m) => m.from() == target || m.to() == target,
        super::reading::Played::Pass => false,
    })
}

/// Whether `step` moved a man of `role` (any when not known).
fn moved(step: &Step, role: Option<Role>) -> bool {
    step.reading.moves.iter().any(|played| match played {
        super::reading::Played::Move(m) => role.is_none_or(|r| r == m.role()),
        super::reading::Played::Pass => false,
    })
}

/// Whether the hypothesis has corrected as many of its last steps as text
/// with slips would need.
fn dense(hypothesis: &Hypothesis) -> bool {
    let mut node = hypothesis.last.as_deref();
    // In thirds: a correction of one glyph that OCR confuses (`Rgl—f3`,
    // `Bfl—c4`, `Ddl—h5` in a book that reads every 1 as l) counts a
    // third, for OCR'd text makes such slips by the page and they fit few
    // moves; alone they never make a line too dense to read.
    let mut thirds = 0;
    for _ in 0..DENSITY_WINDOW {
        let Some(step) = node else { break };
        // A reading that costs nothing is a form, not a correction (long
        // algebraic with a spaced dash, `e2 — e4`): a game written so all
        // through is no denser in slips for it.
        if step.reading.kind != Kind::Exact && step.reading.cost > 0 {
            thirds += if step.reading.cost <= super::slips::GLYPH {
                1
            } else {
                3
            };
        }
        node = step.parent.as_deref();
    }
    thirds >= 3 * DENSITY
}

/// The cheapest hypotheses, one per position, at most [`WIDTH`].
///
/// Returns the hypotheses kept, at most `width`, and the cost of the
/// cheapest one dropped for want of room.
fn prune(mut hypotheses: Vec<Hypothesis>, width: usize) -> (Vec<Hypothesis>, Option<u32>) {
    // Between readings that cost the same, first the one whose moves are
    // likelier chess (the prior over moves, [`super::prior`]): on 150 real
    // games it reads a slip that wrote another legal move 72 → 77 % and a
    // move not written 73 → 85 %, and it moves random games, where nothing
    // is likelier chess, by a game or two either way. It only breaks ties:
    // as a cost weighed against the slips' it also read real games better,
    // but lost a fifth of the random games with three slips.
    //
    // Then the one whose latest correction
    // is later: the failing move itself miswritten rather than an earlier
    // move miswritten into another legal one. Both are one slip of the
    // same cost, but slips that write an impossible move are many times
    // commoner than slips that write another legal move, and the generator
    // bears it out: preferring the earlier move loses more games with a
    // slip illegal at once than it gains with a slip that is legal.
    hypotheses.sort_by_key(|h| (h.cost, h.odds, std::cmp::Reverse(h.latest)));
    let best = hypotheses.first().map_or(0, |h| h.cost);
    let mut kept: Vec<Hypothesis> = Vec::with_capacity(width);
    let mut dropped = None;
    for hypothesis in hypotheses {
        if hypothesis.cost > best + SPREAD {
            break;
        }
        if kept.len() == width {
            // A hypothesis whose position a cheaper one holds is no loss.
            if !kept.iter().any(|k| k.position == hypothesis.position) {
                dropped = Some(hypothesis.cost);
            }
            break;
        }
        // Two readings that meet in one position go on alike: the cheaper
        // is kept, and the other is its rival (`Qc7` kept, `Qe7` as likely).
        if let Some(twin) = kept.iter_mut().find(|k| k.position == hypothesis.position) {
            let count = twin.merged.as_ref().map_or(0, |m| m.count);
            if count < MERGED_KEPT {
                twin.merged = Some(Rc::new(Merged {
                    margin: hypothesis.cost - twin.cost,
                    last: hypothesis.last,
                    next: twin.merged.take(),
                    count: count + 1,
                }));
            }
            continue;
        }
        kept.push(hypothesis);
    }
    (kept, dropped)
}

/// The steps of `best` in order, each correction with its strongest rival
/// among `others`.
fn chosen(best: &Hypothesis, others: &[Hypothesis]) -> Vec<Chosen> {
    let steps = |last: &Option<Rc<Step>>| {
        let mut out: Vec<Rc<Step>> = Vec::new();
        let mut node = last.clone();
        while let Some(step) = node {
            node = step.parent.clone();
            out.push(step);
        }
        out.reverse();
        out
    };
    // Every rival with how much more it costs: the hypotheses still in the
    // beam, and those merged into the best on the way.
    let mut rivals: Vec<(u32, Vec<Rc<Step>>)> = others
        .iter()
        .map(|h| (h.cost.saturating_sub(best.cost), steps(&h.last)))
        .collect();
    let mut merged = best.merged.clone();
    while let Some(m) = merged {
        rivals.push((m.margin, steps(&m.last)));
        merged = m.next.clone();
    }
    rivals.sort_by_key(|(margin, _)| *margin);
    let ours = steps(&best.last);
    // Whether the best reads that token as `step` does.
    let shared = |step: &Step| {
        ours.binary_search_by_key(&step.token, |o| o.token)
            .is_ok_and(|i| ours[i].reading.moves == step.reading.moves)
    };
    // A rival that reads the token as written does so by reading an earlier
    // move otherwise: the latest such correction, named with its number.
    let with_earlier = |path: &[Rc<Step>], token: usize| {
        path.iter()
            .rev()
            .filter(|r| r.token < token && r.reading.kind != Kind::Exact)
            .find(|r| !shared(r))
            .map_or_else(
                || "the text as written".to_string(),
                |r| {
                    let number = r.before.fullmove_number();
                    let dots = if r.before.turn() == crate::board::Color::White {
                        "."
                    } else {
                        "..."
                    };
                    format!(
                        "the text as written after {number}{dots} {}",
                        r.reading.text
                    )
                },
            )
    };
    ours.iter()
        .map(|step| {
            let rival = (step.reading.kind != Kind::Exact)
                .then(|| {
                    rivals.iter().find_map(|(margin, path)| {
                        // A rival merged before this token read it as the best does.
                        if path.last().is_some_and(|last| last.token < step.token) {
                            return None;
                        }
                        let theirs = path.iter().find(|s| s.token == step.token);
                        let differs = theirs.is_none_or(|s| s.reading.moves != step.reading.moves);
                        differs.then(|| {
                            let text = theirs.map_or_else(String::new, |s| {
                                if s.reading.kind == Kind::Exact {
                                    with_earlier(path, step.token)
                                } else {
                                    s.reading.text.clone()
                                }
                            });
                            (*margin, text)
                        })
                    })
                })
                .flatten();
            Chosen {
                token: step.token,
                before: step.before,
                reading: step.reading.clone(),
                rival,
            }
        })
        .collect()
}
