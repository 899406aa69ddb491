//! The candidate readings of one written token in one position, each with
//! its cost from the table in [`super::slips`].
//!
//! The decoder ([`super::beam`]) asks here what a token could mean: the
//! move exactly as written, the legal moves a likely slip away, the token
//! deleted as junk or as a lone mark, joined with the next token, split in
//! two, or read after a move that was not written. Only the error path
//! comes here, so it may write every legal move out as text.

use super::Options;
use super::reading::{Played, resolve_move};
use super::slips;
use super::suggest::written_span;
use crate::Span;
use crate::board::{CheckKind, Move, MoveList, Position};
use crate::notation::lexicon::Language;
use crate::notation::{Style, move_to_string};
use crate::syntax::ast::{Claim, Element, SanMove};

/// How many edited readings of one token are kept, best first.
pub(crate) const EDITS_PER_TOKEN: usize = 8;

/// A written token of a line: a move the parser read, or text it could not.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Token<'a> {
    /// A written move.
    Move(&'a SanMove),
    /// Text between moves that is no move.
    Text(Span),
}

impl Token<'_> {
    /// The text the token covers.
    pub(crate) fn span(self) -> Span {
        match self {
            Token::Move(san) => san.span,
            Token::Text(span) => span,
        }
    }
}

/// What a reading did with its token.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Kind {
    /// The token as written.
    Exact,
    /// A legal move a slip away from what was written.
    Edited,
    /// Junk deleted.
    Deleted,
    /// A mark standing alone, joined to the move before it.
    LoneMark,
    /// The token and the next one read as one move.
    Merged,
    /// The token read as two moves.
    Split,
    /// A move not written, then the token as written.
    Missing,
    /// The move before written again with its number, as pages resume a
    /// game after a diagram or a note (`3.Bb5` ⏎⏎ `3.Bb5 a6`): read once.
    Repeated,
}

/// One way to read a token.
#[derive(Clone, Debug)]
pub(crate) struct Reading {
    /// What was done.
    pub(crate) kind: Kind,
    /// The moves read, in order: none for a deletion, two for a split or a
    /// missing move.
    pub(crate) moves: Vec<Played>,
    /// The reading's cost.
    pub(crate) cost: u32,
    /// The part of the cost paid for liberties the resolver noticed in a
    /// move read as written (a capture mark with no capture): evidence
    /// between readings, but no reason to reconsider the move.
    pub(crate) liberties: u32,
    /// How many tokens it consumes: two for a merge.
    pub(crate) tokens: usize,
    /// The moves in SAN in the game's language, for messages.
    pub(crate) text: String,
}

/// What every reading needs.
#[derive(Clone, Copy)]
pub(crate) struct Context<'a> {
    pub(crate) source: &'a str,
    pub(crate) language: Language,
    pub(crate) options: &'a Options,
}

impl Context<'_> {
    /// `m` in SAN, in the game's language, without marks.
    pub(crate) fn write(&self, position: &Position, m: Move) -> String {
        let mut text = String::new();
        self.write_into(position, m, &mut text);
        text
    }

    /// [`Context::write`] into `out`, which is cleared first.
    pub(crate) fn write_into(&self, position: &Position, m: Move, out: &mut String) {
        out.clear();
        // Writing into a String cannot fail.
        let _ = crate::notation::write_unmarked(position, m, Style::san_in(self.language), out);
    }

    fn write_all(&self, position: &Position, moves: &[Played]) -> String {
        let mut position = *position;
        let mut words = Vec::with_capacity(moves.len());
        for played in moves {
            words.push(match played {
                Played::Move(m) => self.write(&position, *m),
                Played::Pass => "--".to_string(),
            });
            position = played.play(&position);
        }
        words.join(" ")
    }
}

/// The token read exactly as written, when it resolves; it pays only for
/// a check or mate mark the board does not bear out.
pub(crate) fn exact(
    context: Context<'_>,
    position: &Position,
    token: Token<'_>,
) -> Option<Reading> {
    let san = match token {
        Token::Move(san) => san,
        Token::Text(span) => return paired(context, position, span),
    };
    let options = Options {
        quiet: true,
        ..*context.options
    };
    let resolution = resolve_move(position, san, context.source, context.language, &options);
    let Some(played) = resolution.played() else {
        return paired(context, position, san.span);
    };
    let liberties = resolution
        .diagnostics
        .iter()
        .map(|d| slips::liberty(d.code))
        .sum::<u32>();
    let cost = match played {
        Played::Move(m) => marks(position, m, claim_of(san)),
        Played::Pass => 0,
    } + liberties;
    Some(Reading {
        kind: Kind::Exact,
        moves: vec![played],
        cost,
        liberties,
        tokens: 1,
        text: String::new(),
    })
}

/// A numbered pair joined by a dash (`e4-e5`, `f4-exf4`) read as written:
/// two moves, as the reader of the line reads them, at no cost.
fn paired(context: Context<'_>, position: &Position, span: Span) -> Option<Reading> {
    if context.options.strict {
        return None;
    }
    let pair = super::glued::unpair(
        position,
        context.source,
        span,
        context.language,
        context.options,
    )?;
    Some(Reading {
        kind: Kind::Exact,
        moves: pair.iter().map(|(_, played)| *played).collect(),
        cost: 0,
        liberties: 0,
        tokens: 1,
        text: String::new(),
    })
}

/// Every reading of `token` other than the exact one, cheapest first:
/// edits, deletion, a lone mark, a merge with `next`, a split, and a move
/// not written before it.
pub(crate) fn others(
    context: Context<'_>,
    position: &Position,
    token: Token<'_>,
    next: Option<Token<'_>>,
    after: Option<Token<'_>>,
) -> Vec<Reading> {
    let (written, claim) = written(context.source, token);
    let bare = match token {
        Token::Move(san) => without_origin(context.source, san),
        Token::Text(_) => None,
    };
    let mut out = edits(context, position, &written, claim, 0, bare.as_deref());
    out.extend(dagger(context, position, token));
    out.extend(font_sign(context, position, &written, claim));
    // A move whose marks the grammar cannot read (`Nf3##`, `Nd5+#`): the
    // move as written, less a stray mark. The edits above leave it out,
    // as it is at no distance from what is left once the marks go.
    if let Token::Text(span) = token
        && written.len() < span.text(context.source).len()
        && let Some(Played::Move(m)) = parse_one(context, position, &written)
    {
        out.push(punctuation_slip(
            position,
            m,
            claim,
            context.write(position, m),
        ));
    }
    // Its move number glued on where that move is due (`5Nc3`, `9f3`,
    // typed in a hurry): the move after it, at the cost of punctuation
    // left out, not of a character deleted.
    // A sentence's stop after it stays where it was (`9Pb8—d7. Een
    // goede zet.`).
    let stopped = written.trim_end_matches(['.', ',', ';']);
    let sentence_stop = &written[stopped.len()..];
    if let Token::Text(_) = token
        && let Some((number, rest, junk)) = after_due_number(stopped, position)
        && let Some(Played::Move(m)) = parse_one(context, position, rest)
    {
        // The fix keeps the number, with its period, and drops a stray
        // letter glued before it (`a11.Sf3`); a stop glued between the
        // move before and the number becomes the space they lacked.
        let space = if written.starts_with(['.', ',']) {
            " "
        } else {
            ""
        };
        let move_text = in_form(context, position, m, rest, dash_of(rest))
            .unwrap_or_else(|| context.write(position, m));
        // Black's move under its number takes the ellipsis (`3d5xe4`, a
        // column's reply after a note: `3... d5xe4`).
        let stop = if position.turn() == crate::board::Color::Black {
            "..."
        } else {
            "."
        };
        let text = format!("{space}{number}{stop} {move_text}{sentence_stop}");
        let mut reading = punctuation_slip(position, m, claim, text);
        if junk {
            reading.cost += slips::PUNCTUATION;
        }
        out.push(reading);
    }
    out.push(left_out(token, &written));
    if let Some(next) = next {
        out.extend(merged(context, position, token, next));
        if let Some(after) = after {
            out.extend(merged_across_mark(context, position, token, next, after));
        }
    }
    out.extend(split(context, position, &written));
    out.extend(dashed_pair(context, position, &written));
    out.sort_by_key(|r| r.cost);
    out
}

/// The token read as no move: a lone mark attached to the move before it,
/// or text deleted at what its kind costs.
fn left_out(token: Token<'_>, written: &str) -> Reading {
    let punctuation = !written.is_empty() && written.chars().all(|c| c.is_ascii_punctuation());
    match token {
        Token::Text(_) if is_mark(written) => reading(Kind::LoneMark, vec![], slips::LONE_MARK),
        Token::Text(_) if punctuation => reading(Kind::Deleted, vec![], slips::PUNCTUATION),
        Token::Text(_) if slips::move_shaped(written) => {
            reading(Kind::Deleted, vec![], slips::MOVE_SHAPED_JUNK)
        }
        Token::Text(_) => reading(Kind::Deleted, vec![], slips::JUNK),
        Token::Move(_) => reading(Kind::Deleted, vec![], slips::DELETED_MOVE),
    }
}

/// What reading `token` as no move costs (see [`left_out`]): what a
/// reading of fewer tokens pays for those it leaves.
pub(crate) fn left_out_cost(source: &str, token: Token<'_>) -> u32 {
    left_out(token, &written(source, token).0).cost
}

/// Two moves joined by a dash, as pages write a numbered pair (`9 :
/// Nf6-c6`), with a slip in one of them: the other as written, the slipped
/// one read by its edits (`Nf5 c6`). The pair itself costs nothing, as
/// when both halves read; only the slip does.
fn dashed_pair(context: Context<'_>, position: &Position, written: &str) -> Vec<Reading> {
    let mut out = Vec::new();
    // A pair is White's move and Black's: at Black's turn the dash is long
    // algebraic's (`Qd8-a5` a departure slip, not `Qd8` and `a4`).
    if context.options.strict || position.turn() != crate::board::Color::White {
        return out;
    }
    let Some((at, dash)) = super::glued::one_dash(written) else {
        return out;
    };
    let (left, right) = (&written[..at], &written[at + dash..]);
    if left.len() < 2 || right.len() < 2 {
        return out;
    }
    let mut push = |first: Played, second: Played, cost: u32| {
        let moves = vec![first, second];
        if out.iter().any(|r: &Reading| r.moves == moves) {
            return;
        }
        let text = context.write_all(position, &moves);
        out.push(Reading {
            kind: Kind::Split,
            moves,
            cost,
            liberties: 0,
            tokens: 1,
            text,
        });
    };
    // The first as written, the second slipped.
    if let Some(first) = parse_one(context, position, left) {
        let after = first.play(position);
        for edit in edits(context, &after, right, None, 0, None) {
            if let [second] = edit.moves[..] {
                push(first, second, edit.cost);
            }
        }
    }
    // The first slipped, the second as written.
    for edit in edits(context, position, left, None, 0, None) {
        let [first] = edit.moves[..] else {
            continue;
        };
        let after = first.play(position);
        if let Some(second) = parse_one(context, &after, right) {
            push(first, second, edit.cost);
        }
    }
    out
}

/// A figurine font's sign that more than one piece could stand for
/// (`¥g4`, the bishop on c8 or the knight on f6): each piece that makes
/// the move, at a cost below any edit elsewhere ([`slips::FONT_SIGN`]): the
/// moves after it decide, where the board alone did not.
/// So is a capital that is no piece letter of the text's language before
/// a move in long algebraic (`Ef1–c4`, a chess font's bishop in a Russian
/// book): the square it leaves names the piece.
fn font_sign(
    context: Context<'_>,
    position: &Position,
    written: &str,
    claim: Option<Claim>,
) -> Vec<Reading> {
    let letters = context.language.letters();
    let Some(sign) = written.chars().next().filter(|&c| {
        crate::syntax::is_font_figurine(c)
            || (c.is_uppercase()
                && c.is_alphabetic()
                && !letters.iter().any(|l| l.starts_with(c))
                && departs(&written[c.len_utf8()..]))
    }) else {
        return Vec::new();
    };
    let rest = &written[sign.len_utf8()..];
    let mut out: Vec<Reading> = Vec::new();
    for letter in &letters[1..] {
        let text = format!("{letter}{rest}");
        if let Some(Played::Move(m)) = parse_one(context, position, &text)
            && !out.iter().any(|r| r.moves == [Played::Move(m)])
        {
            out.push(Reading {
                kind: Kind::Edited,
                moves: vec![Played::Move(m)],
                cost: slips::FONT_SIGN + marks(position, m, claim),
                liberties: 0,
                tokens: 1,
                text: in_form(context, position, m, written, dash_of(written))
                    .unwrap_or_else(|| context.write(position, m)),
            });
        }
    }
    out
}

/// Whether `text` opens with a square and a dash or capture mark, as a
/// move in long algebraic leaves its square (`f1–c4`, `c5:b4`).
fn departs(text: &str) -> bool {
    let mut chars = text.chars();
    chars.next().is_some_and(|c| matches!(c, 'a'..='h'))
        && chars.next().is_some_and(|c| matches!(c, '1'..='8'))
        && chars.next().is_some_and(separates)
}

/// Whether `c` stands between the two squares of long algebraic: a dash of
/// any kind or a capture mark.
fn separates(c: char) -> bool {
    matches!(c, '-' | '–' | '—' | '−' | 'x' | ':' | '×')
}

/// Readings of `token` after a move that was not written: every legal move,
/// then the token exactly as written; the `limit` cheapest, and of those
/// that cost the same the likelier moves after `previous` (the prior of
/// [`super::prior`]): the limit must not keep the first moves the board
/// happens to list.
pub(crate) fn after_missing(
    context: Context<'_>,
    position: &Position,
    token: Token<'_>,
    limit: usize,
    previous: Option<crate::board::Move>,
) -> Vec<Reading> {
    let mut legal: MoveList = MoveList::new();
    position.legal_moves(&mut legal);
    // Each with what the prior makes of the move left out.
    let mut ranked: Vec<(u32, Reading)> = Vec::new();
    for m in legal.iter() {
        let after = position.play(*m);
        if let Some(next) = exact(context, &after, token) {
            let moves = vec![
                Played::Move(*m),
                next.moves.first().copied().unwrap_or(Played::Pass),
            ];
            let text = context.write_all(position, &moves);
            let likely = super::prior::cost(position, *m, previous);
            ranked.push((
                likely,
                Reading {
                    kind: Kind::Missing,
                    moves,
                    cost: slips::MISSING + next.cost,
                    liberties: 0,
                    tokens: 1,
                    text,
                },
            ));
        }
    }
    ranked.sort_by_key(|(likely, r)| (r.cost, *likely));
    ranked.truncate(limit);
    ranked.into_iter().map(|(_, r)| r).collect()
}

fn reading(kind: Kind, moves: Vec<Played>, cost: u32) -> Reading {
    Reading {
        kind,
        moves,
        cost,
        liberties: 0,
        tokens: 1,
        text: String::new(),
    }
}

/// The legal moves within [`slips::MAX_READING`] of `written`, each costing
/// `extra` more, cheapest first, at most [`EDITS_PER_TOKEN`].
pub(crate) fn edits(
    context: Context<'_>,
    position: &Position,
    written: &str,
    claim: Option<Claim>,
    extra: u32,
    bare_written: Option<&str>,
) -> Vec<Reading> {
    // No move is written in more than a dozen characters.
    if written.is_empty() || written.chars().count() > 12 {
        return Vec::new();
    }
    // Long algebraic's dash is any dash (`Hb1—c3`, `Sg1–f3`): compared
    // with the hyphen the candidates are written with, so that the dash
    // costs nothing and a slip beside it costs what it costs elsewhere.
    let dash = dash_of(written);
    let hyphened;
    let written = if written.contains(['–', '—', '−']) || written.contains("--") {
        hyphened = written.replace("--", "-").replace(['–', '—', '−'], "-");
        hyphened.as_str()
    } else {
        written
    };
    // The Cyrillic look-alikes the grammar reads as files, ranks and a
    // capture mark (`сз` for c3, `Ьб` for b6, `eхd5`) are those, not slips:
    // no small Cyrillic letter, no Ь and no З is a piece letter.
    let latin;
    let written = if written.contains(['а', 'с', 'е', 'Ь', 'ь', 'з', 'З', 'б', 'х']) {
        latin = written
            .chars()
            .map(|c| match c {
                'а' => 'a',
                'с' => 'c',
                'е' => 'e',
                'Ь' | 'ь' => 'b',
                'з' | 'З' => '3',
                'б' => '6',
                'х' => 'x',
                other => other,
            })
            .collect::<String>();
        latin.as_str()
    } else {
        written
    };
    // Every move but castling names a rank or a square: a word with no
    // digit (`be`, `the`) is prose, not a slip of a move.
    if !written
        .chars()
        .any(|c| slips::may_be_digit(c) || matches!(c, 'O' | 'o' | '-'))
        && !lost_rank(written)
        && !two_files(written)
    {
        return Vec::new();
    }
    let near = near_moves(context, position, written, bare_written);
    let mut out: Vec<Reading> = Vec::new();
    for (m, cost, san) in near.iter() {
        let m = *m;
        let san = in_form(context, position, m, written, dash).unwrap_or_else(|| san.clone());
        let cost = cost + marks(position, m, claim) + extra;
        out.push(Reading {
            kind: Kind::Edited,
            moves: vec![Played::Move(m)],
            cost,
            liberties: 0,
            tokens: 1,
            text: san,
        });
    }
    out.sort_by(|a, b| a.cost.cmp(&b.cost).then_with(|| a.text.cmp(&b.text)));
    out.truncate(EDITS_PER_TOKEN);
    out
}

/// The dash a text is written with: the hyphen unless it has another.
fn dash_of(written: &str) -> &'static str {
    if written.contains("--") {
        return "--";
    }
    match written.chars().find(|c| matches!(c, '–' | '—' | '−')) {
        Some('–') => "–",
        Some('—') => "—",
        Some('−') => "−",
        _ => "-",
    }
}

/// Whether `written` names two squares, as long algebraic does: two
/// digits, or OCR's l, I and i for a 1 (`Bfl-c4`, `Sgl-f3`, `Kbi—c3`), or
/// a glyph of another script it makes of a digit (`e7—eö`), or a letter
/// it makes of one after a file (`a7-aS`).
fn two_squares(written: &str) -> bool {
    let mut before = None;
    written
        .chars()
        .filter(|&c| {
            // A letter that looks like a digit stands for one after a file
            // (`a7-aS`, OCR's S for a 5), not where a piece letter does.
            let after_file = before.is_some_and(|b: char| matches!(b, 'a'..='h'));
            before = Some(c);
            c.is_ascii_digit()
                || matches!(c, 'l' | 'I' | 'i')
                || !c.is_ascii() && slips::may_be_digit(c)
                || after_file && slips::may_be_digit(c)
        })
        .count()
        >= 2
}

/// Move `m` in long algebraic with the writer's `dash`, when `written` is
/// long algebraic (two squares and a dash or capture mark): a correction
/// keeps the writer's form (`Rgl—f3` to Rg1—f3, not to the short Nf3).
fn in_form(
    context: Context<'_>,
    position: &Position,
    m: Move,
    written: &str,
    dash: &str,
) -> Option<String> {
    // A pawn capture abbreviated to its two files (`ed:` for `cd:`) is
    // fixed in that form, the writer's mark kept.
    let files = written.trim_end_matches([':', 'x', '×']);
    if m.role() == crate::board::Role::Pawn
        && m.is_capture()
        && m.promotion().is_none()
        && files.len() == 2
        && files.bytes().all(|b| matches!(b, b'a'..=b'h'))
    {
        let mark = &written[files.len()..];
        return Some(format!(
            "{}{}{mark}",
            m.from().file().char(),
            m.to().file().char()
        ));
    }
    let long = two_squares(written) && written.contains(['-', '–', '—', '−', 'x', ':']);
    (long && m.castling_side().is_none()).then(|| {
        move_to_string(position, m, Style::lan_in(context.language))
            .trim_end_matches(['+', '#'])
            .replace('-', dash)
    })
}

/// Whether a word is a pawn capture abbreviated to its two neighbouring
/// files (`ed:`, `cd`, `exd`): a move with no digit, which OCR may have
/// misread.
fn two_files(written: &str) -> bool {
    let files: Vec<char> = written
        .chars()
        .filter(|c| !matches!(c, 'x' | ':' | '×'))
        .collect();
    // As written, a capture a pawn could make: onto a neighbouring file
    // (`exe` is no move, and no slip of one).
    matches!(files.as_slice(), [a, b]
        if ('a'..='h').contains(a) && ('a'..='h').contains(b) && (*a as u32).abs_diff(*b as u32) == 1)
}

/// Whether a word with no digit is a piece move that lost its rank
/// (`Qd`, `Nxf`, `Rad`): a piece letter, then files and capture marks
/// only, at most five characters. Prose is rarely written so.
fn lost_rank(written: &str) -> bool {
    let mut chars = written.chars();
    let Some(first) = chars.next() else {
        return false;
    };
    let rest: Vec<char> = chars.collect();
    first.is_uppercase()
        && first != 'O'
        && (1..=4).contains(&rest.len())
        && rest.iter().any(|c| matches!(c, 'a'..='h'))
        && rest
            .iter()
            .all(|c| matches!(c, 'a'..='h' | 'x' | ':' | '×'))
}

/// Legal moves near a written text: the move, the slip's cost, its SAN.
type Near = Vec<(Move, u32, String)>;

/// The legal moves within a slip of `written` in `position`, with the
/// slip's cost (marks aside) and their SAN, in generation order.
///
/// The beam asks this of the same token in the same position many times
/// (hypotheses meet in one position; reach-back re-reads the moves since a
/// step), and the answer is the whole legal move list's edit distances: it
/// is remembered, per thread, in a table emptied when it grows large.
fn near_moves(
    context: Context<'_>,
    position: &Position,
    written: &str,
    bare_written: Option<&str>,
) -> std::rc::Rc<Near> {
    type Key = (Position, Language, String, Option<String>);
    type Memo = std::collections::HashMap<Key, std::rc::Rc<Near>>;
    thread_local! {
        static MEMO: std::cell::RefCell<Memo> = std::cell::RefCell::new(Memo::new());
    }
    /// Entries kept before the table is emptied: a few games' worth.
    const MEMO_LIMIT: usize = 4096;
    let key: Key = (
        *position,
        context.language,
        written.to_string(),
        bare_written.map(str::to_string),
    );
    if let Some(hit) = MEMO.with(|memo| memo.borrow().get(&key).cloned()) {
        return hit;
    }
    let mut legal: MoveList = MoveList::new();
    position.legal_moves(&mut legal);
    let long = two_squares(written);
    let mut near = Vec::new();
    // Cyrillic piece letters typed as their Latin look-alikes (`Cc4-b3`
    // for Сc4-b3, as Russian pages often have them): the resolver reads
    // them as written, and so must the distance.
    let latin = written.is_ascii();
    let distance = |written: &str, candidate: &str| {
        let cost = slips::distance(written, candidate);
        match latin.then(|| latin_look_alikes(candidate)).flatten() {
            Some(typed) => cost.min(slips::distance(written, &typed)),
            None => cost,
        }
    };
    let (mut san, mut lan) = (String::new(), String::new());
    for m in legal.iter() {
        context.write_into(position, *m, &mut san);
        let mut cost = distance(written, &san);
        if let Some(bare) = undisambiguated(&san) {
            // A disambiguator left out or miswritten.
            let without = bare_written.unwrap_or(written);
            cost = cost.min(distance(without, &bare) + slips::DISAMBIGUATOR);
        }
        // A pawn capture abbreviated to its two files, as the writer put
        // the one that fits no capture (OCR's `ed:` for `cd:`): compared
        // in that form, not with the full SAN's rank it leaves out.
        if m.role() == crate::board::Role::Pawn
            && m.is_capture()
            && m.promotion().is_none()
            && !written.contains(|c: char| c.is_ascii_digit())
        {
            let files: String = [m.from().file().char(), m.to().file().char()]
                .iter()
                .collect();
            cost = cost.min(distance(written.trim_end_matches([':', 'x', '×']), &files));
        }
        if long {
            lan.clear();
            let _ = crate::notation::write_unmarked(
                position,
                *m,
                Style::lan_in(context.language),
                &mut lan,
            );
            cost = cost.min(distance(written, &lan));
            cost = cost.min(slips::distance(written, &m.uci().to_string()));
        }
        // Cost 0 is the exact reading, which is not an edit (a move the
        // resolver refused is not read back in by the writer's form).
        if cost != 0 && cost <= slips::MAX_READING {
            near.push((*m, cost, san.clone()));
        }
    }
    let near = std::rc::Rc::new(near);
    MEMO.with(|memo| {
        let mut memo = memo.borrow_mut();
        if memo.len() >= MEMO_LIMIT {
            memo.clear();
        }
        memo.insert(key, std::rc::Rc::clone(&near));
    });
    near
}

/// A piece move's SAN without its disambiguator, when it has one: `Nd2`
/// for `Nbd2`.
fn undisambiguated(san: &str) -> Option<String> {
    let mut chars = san.chars();
    let letter = chars.next().filter(|c| c.is_uppercase() && *c != 'O')?;
    let rest: String = chars.collect();
    let (main, promotion) = rest.split_at(rest.find('=').unwrap_or(rest.len()));
    let capture = main.contains('x');
    let square: String = main.chars().filter(|c| *c != 'x').collect();
    let destination = square.get(square.len().checked_sub(2)?..)?;
    if square.len() == 2 {
        return None;
    }
    let x = if capture { "x" } else { "" };
    Some(format!("{letter}{x}{destination}{promotion}"))
}

/// `text` with the Cyrillic letters of Russian piece names that a game
/// read in Russian also takes typed as their Latin look-alikes
/// ([`Language::role_of`](crate::notation::lexicon::Language::role_of):
/// `Сb3` → `Cb3`, `Кр` → `Kp`), when it has any.
pub(crate) fn latin_look_alikes(text: &str) -> Option<String> {
    if text.is_ascii() {
        return None;
    }
    let typed: String = text
        .chars()
        .map(|c| match c {
            'С' => 'C',
            'К' => 'K',
            'р' => 'p',
            other => other,
        })
        .collect();
    (typed != text).then_some(typed)
}

/// What was written of a piece move without its disambiguator, when it has
/// one.
fn without_origin(source: &str, san: &SanMove) -> Option<String> {
    let crate::syntax::ast::MoveBody::Normal(normal) = san.body else {
        return None;
    };
    let origin = normal.origin?;
    let piece = normal.piece?;
    if closed_up(source, san).is_some() {
        let between = source.get(origin.span.end as usize..normal.target.span.start as usize)?;
        return Some(format!(
            "{}{}{}",
            piece.span.text(source),
            between.trim(),
            unspaced(normal.target.span, source)
        ));
    }
    without(source, san, origin.span)
}

/// A capture that names the man it takes (`exCd4`, `Lb5xSc6`), without
/// that letter: no reading is written with it, so an edit is measured
/// against the rest (`exCd4` is a c for an e from `cxd4`, not that and a
/// letter more). `None` for a move that names none.
fn uncaptured(source: &str, san: &SanMove) -> Option<String> {
    let crate::syntax::ast::MoveBody::Normal(normal) = &san.body else {
        return None;
    };
    without(source, san, normal.captured?.span)
}

/// What was written of `san`, marks apart, less the part at `cut`.
fn without(source: &str, san: &SanMove, cut: Span) -> Option<String> {
    let body = written_span(san);
    let before = source.get(body.start as usize..cut.start as usize)?;
    let after = source.get(cut.end as usize..body.end as usize)?;
    Some(format!("{before}{after}"))
}

/// A move set apart as old books print long algebraic, closed up
/// (`D. d 8 – a 5` as `Dd8–a5`): the text its readings are edits of.
/// `None` for a move written whole.
fn closed_up(source: &str, san: &SanMove) -> Option<String> {
    let crate::syntax::ast::MoveBody::Normal(normal) = &san.body else {
        return None;
    };
    crate::lint::rules::spaced_square::closed_up(normal, source).map(|(_, closed)| closed)
}

/// A square's text without the space old books set inside it (`a 5`).
fn unspaced(square: Span, source: &str) -> String {
    square.text(source).chars().filter(|c| *c != ' ').collect()
}

/// The move a long algebraic piece move names by its letter and arrival
/// alone (`Dd8–a5` as `Da5`): where only one such move is legal, a wrong
/// departure is a slip of the one square the move does not need.
pub(crate) fn by_arrival(
    context: Context<'_>,
    position: &Position,
    san: &SanMove,
) -> Option<Played> {
    let crate::syntax::ast::MoveBody::Normal(normal) = san.body else {
        return None;
    };
    normal.origin?;
    let piece = normal.piece?;
    let target = unspaced(normal.target.span, context.source);
    parse_one(
        context,
        position,
        &format!("{}{target}", piece.span.text(context.source)),
    )
}

/// Three tokens read as one move where the middle one is a capture mark
/// standing alone, opened where the first fails as written (`Pgl x f3`,
/// OCR's `l` for a 1 in Pg1 x f3; `Lg5 X fó`, a move to where the bishop
/// stands, and OCR's ó for a 6): the first and last joined by the mark, at
/// the cost of a merge and of the joined text's own slips.
fn merged_across_mark(
    context: Context<'_>,
    position: &Position,
    token: Token<'_>,
    mark: Token<'_>,
    after: Token<'_>,
) -> Vec<Reading> {
    let source = context.source;
    let Token::Text(middle) = mark else {
        return Vec::new();
    };
    if !matches!(middle.text(source), "x" | "X" | ":" | "×") {
        return Vec::new();
    }
    let spaced = |from: Span, to: Span| {
        source
            .get(from.end as usize..to.start as usize)
            .is_some_and(|between| between == " ")
    };
    if !spaced(token.span(), middle) || !spaced(middle, after.span()) {
        return Vec::new();
    }
    let (first, _) = written(source, token);
    let mut joined: String = format!("{first}x{}", after.span().text(source))
        .chars()
        .filter(|c| !c.is_whitespace())
        .collect();
    // Old print's dagger for check, OCR'd as a letter after the square
    // (`Dh5 X f7f`): the mark, at the cost of a look-alike glyph.
    let mut cost = slips::MERGE;
    if let Some(read) = dagger_read(&joined) {
        joined = read;
        cost += slips::GLYPH;
    }
    let mut out = Vec::new();
    // Read as written once joined (`Lg5 X f6`), the merge is all it costs.
    let parsed = crate::syntax::parse(&joined);

    if let [san] = parsed.movetext.moves.as_slice()
        && parsed.diagnostics.is_empty()
        && let Some(mut exact) = exact(
            Context {
                source: &joined,
                ..context
            },
            position,
            Token::Move(san),
        )
    {
        exact.kind = Kind::Merged;
        exact.cost += cost;
        exact.tokens = 3;
        exact.text = match exact.moves.as_slice() {
            // In the writer's form, with the marks the move bears.
            [Played::Move(m)] => {
                let mut text = in_form(context, position, *m, &joined, dash_of(&joined))
                    .unwrap_or_else(|| context.write(position, *m));
                let bare = text.trim_end_matches(['+', '#']).len();
                text.truncate(bare);
                text.push_str(position.facts(*m, &position.play(*m)).suffix());
                text
            }
            _ => context.write_all(position, &exact.moves),
        };
        out.push(exact);
        return out;
    }
    let (body, claim) = strip_marks(&joined);
    for mut edit in edits(context, position, body, claim, cost, None) {
        edit.kind = Kind::Merged;
        edit.tokens = 3;
        out.push(edit);
    }
    out.truncate(2);
    out
}

/// The token and the next read as one: `N f3`, `e x d5`.
fn merged(
    context: Context<'_>,
    position: &Position,
    token: Token<'_>,
    next: Token<'_>,
) -> Vec<Reading> {
    let (first, _) = written(context.source, token);
    // A lone mark merged into the next move is the lone mark joined to
    // its own move, with the next read as written: the same cost, and
    // the mark is the previous move's (`2. Qh5 + g6`).
    if is_mark(&first) {
        return Vec::new();
    }
    // Long algebraic with a spaced dash (`e2 — e4`) is a form, not a slip.
    let between = context
        .source
        .get(token.span().end as usize..next.span().start as usize)
        .unwrap_or("");
    let dash = between.trim();
    let a_dash = matches!(dash, "-" | "–" | "—" | "−");
    let dashed = a_dash && between.starts_with(' ') && between.ends_with(' ');
    // Only white space or a dash between: two tokens either side of a move
    // number (`xx 11. Nbd2`) are no move split in two, and a fix that
    // joined them would drop the number.
    if !a_dash && !dash.is_empty() {
        return Vec::new();
    }
    // A dash glued to the first half (OCR's `e2— e4`) is a space too many,
    // as one glued to the second (`e2 —e4`) is: a slip, and the fix keeps
    // the writer's dash.
    // So is a capture with a space after its colon (`e4: d5`, as Polish
    // pages write it, `B: b4`, `e: d4?`): the two halves are one move at no
    // cost.
    let colon = between == " "
        && token.span().text(context.source).ends_with(':')
        // A square of two characters, in any script (`е5`, Cyrillic е).
        && strip_marks(next.span().text(context.source)).0.chars().count() == 2;
    let first = if colon {
        first.strip_suffix(':').unwrap_or(&first).to_string()
    } else {
        first
    };
    let (merge, dash) = if dashed {
        (slips::MERGE_DASH, dash)
    } else if colon {
        (slips::MERGE_DASH, ":")
    } else {
        (slips::MERGE, dash)
    };
    let joined: String = format!("{first}{dash}{}", next.span().text(context.source))
        .chars()
        .filter(|c| !c.is_whitespace())
        .collect();
    let parsed = crate::syntax::parse(&joined);
    let mut out = Vec::new();
    if let [san] = parsed.movetext.moves.as_slice()
        && parsed.diagnostics.is_empty()
    {
        let inner = Context {
            source: &joined,
            ..context
        };
        if let Some(mut exact) = exact(inner, position, Token::Move(san)) {
            exact.kind = Kind::Merged;
            exact.cost += merge;
            exact.tokens = 2;
            exact.text = match exact.moves.as_slice() {
                [Played::Move(m)] => in_form(context, position, *m, &joined, dash_of(&joined))
                    .unwrap_or_else(|| context.write_all(position, &exact.moves)),
                _ => context.write_all(position, &exact.moves),
            };
            // The writer's colon stays the capture mark: the fix only
            // closes the move up (`B: b4` to `B:b4`).
            if colon {
                exact.text = exact.text.replace('x', ":");
            }
            out.push(exact);
            return out;
        }
    }
    let (body, claim) = strip_marks(&joined);
    for mut edit in edits(context, position, body, claim, merge, None) {
        edit.kind = Kind::Merged;
        edit.tokens = 2;
        out.push(edit);
    }
    out.truncate(2);
    out
}

/// The token read as two moves written without a space: `e4e5`.
fn split(context: Context<'_>, position: &Position, written: &str) -> Vec<Reading> {
    let chars: Vec<(usize, char)> = written.char_indices().collect();
    let mut out = Vec::new();
    if chars.len() < 4 || chars.len() > 12 {
        return out;
    }
    for &(cut, _) in chars.iter().skip(2).take(chars.len().saturating_sub(3)) {
        let (Some(left), Some(right)) = (written.get(..cut), written.get(cut..)) else {
            continue;
        };
        let Some(first) = parse_one(context, position, left) else {
            continue;
        };
        let after = first.play(position);
        let Some(second) = parse_one(context, &after, right) else {
            continue;
        };
        let moves = vec![first, second];
        let text = context.write_all(position, &moves);
        out.push(Reading {
            kind: Kind::Split,
            moves,
            cost: slips::SPLIT,
            liberties: 0,
            tokens: 1,
            text,
        });
    }
    out
}

/// `text` parsed as one move and resolved exactly.
/// The reading of a token as move `m`, punctuation apart (a stray mark, a
/// period left out), written as `text`.
fn punctuation_slip(position: &Position, m: Move, claim: Option<Claim>, text: String) -> Reading {
    Reading {
        kind: Kind::Edited,
        moves: vec![Played::Move(m)],
        cost: slips::PUNCTUATION + marks(position, m, claim),
        liberties: 0,
        tokens: 1,
        text,
    }
}

/// The number of the move due in `position` at the start of `written`, and
/// what follows it and its full stop (`9f3` where move 9 is due: `9` and
/// `f3`; `11.Sf3`), if it starts so; maybe after one stray letter glued
/// before it, as OCR leaves one (`a11.Sf3`), which the last says. The
/// full stop of the move before, glued on (`Sxd5.6.e4`, where the parser
/// read `Sxd5` and left `.6.e4`), is punctuation, not a letter.
fn after_due_number<'w>(written: &'w str, position: &Position) -> Option<(u32, &'w str, bool)> {
    let bytes = written.as_bytes();
    let junk = bytes.first().is_some_and(u8::is_ascii_lowercase)
        && bytes.get(1).is_some_and(u8::is_ascii_digit);
    let stop =
        matches!(bytes.first(), Some(b'.' | b',')) && bytes.get(1).is_some_and(u8::is_ascii_digit);
    let body = &written[usize::from(junk || stop)..];
    // The digits, or the glyphs OCR makes of them in Cyrillic books (`З.`
    // for 3., `б.` for 6., `ІО.` for 10., `ll.` for 11.): read only as the
    // number due, before its full stop.
    let mut number = String::new();
    let mut length = 0;
    for c in body.chars() {
        let Some(digits) = crate::syntax::number_glyph(c) else {
            break;
        };
        number.push_str(digits);
        length += c.len_utf8();
    }
    let glyphs = number.len() != body[..length].len();
    if !(1..=3).contains(&number.len()) || body.len() == length {
        return None;
    }
    let value: u32 = number.parse().ok()?;
    if value != position.fullmove_number() {
        return None;
    }
    let rest = &body[length..];
    // A number of look-alikes is one only before its full stop.
    let rest = match rest.strip_prefix('.') {
        Some(rest) => rest,
        None if glyphs => return None,
        None => rest,
    };
    (!rest.is_empty()).then_some((value, rest, junk))
}

fn parse_one(context: Context<'_>, position: &Position, text: &str) -> Option<Played> {
    let parsed = crate::syntax::parse(text);
    let [san] = parsed.movetext.moves.as_slice() else {
        return None;
    };
    if !parsed.diagnostics.is_empty() || parsed.movetext.elements.len() != 1 {
        return None;
    }
    let inner = Context {
        source: text,
        ..context
    };
    exact(inner, position, Token::Move(san))?
        .moves
        .first()
        .copied()
}

/// What the token says of the move, marks apart, and what its mark claims.
pub(crate) fn written(source: &str, token: Token<'_>) -> (String, Option<Claim>) {
    match token {
        Token::Move(san) => (
            closed_up(source, san)
                .or_else(|| uncaptured(source, san))
                .unwrap_or_else(|| written_span(san).text(source).to_string()),
            claim_of(san),
        ),
        Token::Text(span) => {
            let (body, claim) = strip_marks(span.text(source));
            (body.to_string(), claim)
        }
    }
}

fn claim_of(san: &SanMove) -> Option<Claim> {
    san.check.map(|c| c.value.claim())
}

/// Text without its trailing check, mate and annotation marks.
fn strip_marks(text: &str) -> (&str, Option<Claim>) {
    let body = text.trim_end_matches(['+', '#', '!', '?', '†', '‡']);
    let marks = text.get(body.len()..).unwrap_or("");
    let claim = if marks.contains('#') || marks.contains('‡') {
        Some(Claim::Mate)
    } else if marks.contains('+') || marks.contains('†') {
        Some(Claim::Check)
    } else {
        None
    };
    (body, claim)
}

/// Text that reads as a move once a glyph after its rank is the mark OCR
/// took it for: a trailing `f` or `t` is the dagger old books print for
/// check (`Bd3xh7f`, `h4xg5t`), a trailing `I`, `l` or `|` the `!` of a
/// good move (`Nf3I`, `Qb8+I`). That move, at the cost of a look-alike glyph.
fn dagger(context: Context<'_>, position: &Position, token: Token<'_>) -> Option<Reading> {
    let Token::Text(span) = token else {
        return None;
    };
    let text = span.text(context.source);
    let marked = text.trim_end_matches(['!', '?']);
    let read = dagger_read(text)?;
    let mark = if read.as_bytes()[marked.len() - 1] == b'+' {
        '+'
    } else {
        '!'
    };
    let parsed = crate::syntax::parse(&read);
    let [san] = parsed.movetext.moves.as_slice() else {
        return None;
    };
    if !parsed.diagnostics.is_empty() {
        return None;
    }
    let inner = Context {
        source: &read,
        ..context
    };
    let mut reading = exact(inner, position, Token::Move(san))?;
    reading.kind = Kind::Edited;
    reading.cost += slips::GLYPH;
    reading.text = context.write_all(position, &reading.moves);
    if let [Played::Move(m)] = reading.moves.as_slice() {
        let unmarked = &marked[..marked.len() - 1];
        if let Some(long) = in_form(context, position, *m, unmarked, dash_of(unmarked)) {
            reading.text = long;
        }
        // The fix keeps the marks the glyph stood for or stood after.
        reading
            .text
            .push_str(position.facts(*m, &position.play(*m)).suffix());
        if mark == '!' {
            reading.text.push(mark);
        }
    }
    Some(reading)
}

/// `text` with the glyph after its rank read as the mark OCR took it for
/// (see [`dagger`]): `Bd3xh7f` as `Bd3xh7+`, `Nf3I` as `Nf3!`.
fn dagger_read(text: &str) -> Option<String> {
    let marked = text.trim_end_matches(['!', '?']);
    let mark = match marked.as_bytes() {
        [.., b'1'..=b'8', b'f' | b't'] => '+',
        [.., b'1'..=b'8' | b'+' | b'#', b'I' | b'l' | b'|'] => '!',
        _ => return None,
    };
    Some(format!(
        "{}{mark}{}",
        &marked[..marked.len() - 1],
        &text[marked.len()..]
    ))
}

/// A lone token's text as a mark: without spaces and full stops, in
/// lowercase (`dis ch` as `disch`, `e.p.` as `ep`).
fn squeezed(text: &str) -> String {
    text.chars()
        .filter(|c| !c.is_whitespace() && *c != '.')
        .collect::<String>()
        .to_lowercase()
}

/// Whether a token is a smudge: symbols alone, no letter or digit, and no
/// move's marks (`^~^`, what OCR makes of a move it could not read). Where
/// a move is due, it stands for that move, which the moves after it tell.
pub(crate) fn smudge(text: &str) -> bool {
    !text.is_empty()
        && text
            .chars()
            .all(|c| !c.is_alphanumeric() && !c.is_whitespace())
        && !text
            .chars()
            .all(|c| matches!(c, '+' | '#' | '!' | '?' | '†' | '‡' | '=' | '.' | '…'))
        && !is_mark(text)
}

/// Whether a token is a mark that belongs to a move: `+`, `ch`, `e.p.`.
fn is_mark(text: &str) -> bool {
    let squeezed = squeezed(text);
    squeezed.is_empty()
        || matches!(
            squeezed.as_str(),
            "ch" | "disch" | "dblch" | "ep" | "(=)" | "mate" | "=" | "x" | ":"
        )
}

/// Whether a token standing alone is a check or mate mark (`†`, `ch`,
/// `mate`): read as its move's, that move's mark is not missing.
pub(crate) fn is_check_mark(text: &str) -> bool {
    matches!(
        squeezed(text).as_str(),
        "+" | "†" | "ch" | "disch" | "dblch" | "++" | "#" | "‡" | "mate" | "≠"
    )
}

/// What a reading pays for the writer's check or mate mark: nothing when
/// the board bears it out.
pub(crate) fn marks(position: &Position, m: Move, claim: Option<Claim>) -> u32 {
    let check = position.check_after(m);
    if check == CheckKind::None {
        return match claim {
            None => 0,
            Some(Claim::Mate) => slips::FALSE_MATE,
            Some(_) => slips::FALSE_CHECK,
        };
    }
    let mate = !position.play(m).has_legal_moves();
    match (claim, mate) {
        (None, _) => slips::UNMARKED,
        (Some(Claim::Mate | Claim::DoubleCheckOrMate), true) => 0,
        (Some(Claim::Mate), false) => slips::FALSE_CHECK,
        (Some(_), true) => slips::UNMARKED,
        (Some(_), false) => 0,
    }
}

/// Whether the digit at `digit` is the rank of a square that OCR broke
/// with a space (`Hg 1`, `Sf 3`): text that is no move and ends in a
/// file letter after a letter, a blank of a space or two on the same line,
/// then one digit that is a rank.
fn broken_square(source: &str, last: &Indexed<'_>, digit: Span) -> bool {
    let Token::Text(text) = last.token else {
        return false;
    };
    let Some(blank) = source.get(text.end as usize..digit.start as usize) else {
        return false;
    };
    let (rank, word) = (digit.text(source), text.text(source));
    let mut tail = word.chars().rev();
    let file = tail.next().is_some_and(|c| matches!(c, 'a'..='h'));
    let piece = tail.next().is_some_and(char::is_alphabetic);
    last.absorbed.is_none()
        && file
        && piece
        && (1..=2).contains(&blank.len())
        && blank.chars().all(|c| c == ' ')
        && matches!(rank.as_bytes(), [b'1'..=b'8'])
}

/// Whether the unreadable text of element `index`, before any movetext,
/// is a move gone wrong rather than a heading: a word shaped like a move
/// (a letter, then a digit within eight characters) with the number of a
/// later move right after it. A game read from a position opens with
/// Black's reply unnumbered (`Sg8-06 5. 0-0`, OCR's 06 for f6); before
/// move 1 nothing is due, and a word there is the heading's.
pub(crate) fn reply_before_number(source: &str, elements: &[Element], index: usize) -> bool {
    let Some(Element::Error(error)) = elements.get(index) else {
        return false;
    };
    let text = error.span.text(source);
    let shaped = (2..=8).contains(&text.chars().count())
        && text.chars().next().is_some_and(char::is_alphabetic)
        && text.chars().any(|c| c.is_ascii_digit());
    let next = elements[index + 1..]
        .iter()
        .find(|e| !matches!(e, Element::Space(_)));
    // Or the first move typed with its number glued on (`1d4 d5 2Bf4`):
    // the finder starts a run there only with moves after it.
    if glued_first_move(text) {
        return true;
    }
    // Or Black's move with its number glued on, its dots lost (`3a7—a6
    // 4. Lb5—a4`): the number just before the next.
    let glued = glued_number(text);
    (shaped || glued.is_some())
        && matches!(next, Some(Element::MoveNumber(n))
            if n.number > 1 && glued.is_none_or(|glued| glued + 1 == n.number))
}

/// Whether unread `text` is a move with its number glued on (`9Pb8d7`,
/// `9Pb8—d7.`): movetext, not preamble, even where it opens a piece.
pub(crate) fn carries_its_number(text: &str) -> bool {
    carried_number(text).is_some()
}

/// The number glued to unread `text`'s move, a sentence's stop after it
/// aside (`9Pb8—d7.`: 9).
pub(crate) fn carried_number(text: &str) -> Option<u32> {
    glued_number(text.trim_end_matches(['.', ',', ';', '!', '?']))
}

/// The number of a token that is a move number with a move in long
/// algebraic glued on, its dots lost (`3a7—a6`, `5Lf5g6`).
pub(crate) fn glued_number(token: &str) -> Option<u32> {
    let digits = token.bytes().take_while(u8::is_ascii_digit).count();
    ((1..=3).contains(&digits) && glued_long_move(&token[digits..]))
        .then(|| token[..digits].parse().ok())
        .flatten()
}

/// Whether `token` is the first move with its number glued on and no
/// period, as typed in a hurry (`1d4`, `1e4`, `1Nf3`, `1Sf3`): a pawn to
/// its third or fourth rank, or a piece letter and a third-rank square;
/// a sentence's punctuation after it aside (`1e4,`).
pub(crate) fn glued_first_move(token: &str) -> bool {
    let token = token.trim_end_matches([',', '.', ';', '!', '?']);
    let Some(rest) = token.strip_prefix('1') else {
        return false;
    };
    let mut chars = rest.chars();
    let piece = rest.starts_with(|c: char| c.is_ascii_uppercase());
    if piece {
        chars.next();
    }
    let file = chars.next().is_some_and(|c| matches!(c, 'a'..='h'));
    let rank = chars
        .next()
        .is_some_and(|c| c == '3' || (!piece && c == '4'));
    file && rank && chars.next().is_none()
}

/// Whether `text` opens with a move in long algebraic, a token to itself:
/// maybe a piece letter, a square, a dash or capture mark or none, a
/// square (`a7—a6`, `Lc8—f5`, `Lf5g6`, `d5xe4`).
pub(crate) fn glued_long_move(text: &str) -> bool {
    let mut chars = text.chars().peekable();
    chars.next_if(|c| c.is_uppercase());
    let square = |chars: &mut std::iter::Peekable<std::str::Chars<'_>>| {
        chars.next().is_some_and(|c| matches!(c, 'a'..='h'))
            && chars.next().is_some_and(|c| matches!(c, '1'..='8'))
    };
    square(&mut chars)
        && {
            chars.next_if(|&c| separates(c));
            square(&mut chars)
        }
        && !chars.next().is_some_and(char::is_alphanumeric)
}

/// Whether the next element after `index`, white space aside, is a move.
pub(crate) fn move_follows(elements: &[Element], index: usize) -> bool {
    matches!(
        elements[index + 1..]
            .iter()
            .find(|e| !matches!(e, Element::Space(_))),
        Some(Element::Move(_))
    )
}

/// A move number written just before a token: the number, and whether it
/// announces Black's move.
pub(crate) type Number = Option<(u32, bool)>;

/// A written token of a line with where it stands: the index of its
/// element, the move number written just before it, and the index of a
/// bare number it took in (`Nf,3`, where the parser read `3` as a move
/// number after a stray comma).
pub(crate) struct Indexed<'a> {
    pub(crate) element: usize,
    pub(crate) token: Token<'a>,
    pub(crate) number: Number,
    pub(crate) absorbed: Option<usize>,
}

/// The text tokens of a line: the moves, and the unreadable text between
/// them that is not numbering noise, up to a `...` that stands for a move
/// not written; each with the index of its element and the move number
/// written just before it.
///
/// Text that is no move followed, with nothing but punctuation between,
/// by a bare number or stray digits (`Nf,3` `f,5`) is a move broken by a
/// stray mark, not text and a move number: the digits are taken into the
/// token.
pub(crate) fn tokens<'a>(
    source: &str,
    elements: &[Element],
    moves: &'a [SanMove],
) -> Vec<Indexed<'a>> {
    let mut out: Vec<Indexed<'a>> = Vec::new();
    let mut movetext_seen = false;
    let mut after_number = false;
    let mut number: Number = None;
    // The end of the last token when it is text and only punctuation has
    // followed it since.
    let mut open_text: Option<u32> = None;
    for (index, element) in elements.iter().enumerate() {
        if let Element::Space(span) = element {
            let text = span.text(source);
            if text.chars().any(char::is_whitespace) || open_text != Some(span.start) {
                open_text = None;
            } else {
                open_text = Some(span.end);
            }
            continue;
        }
        let joins = std::mem::take(&mut open_text);
        let follows_number = std::mem::replace(&mut after_number, false);
        let mut written = if follows_number { number.take() } else { None };
        // The same number before White's move and Black's reply, as old
        // books number both (`5) d2–d4 5) e5–d4`): the second announces
        // Black's move. The same move under it again is White's written
        // twice (`4.Bg5` ⏎ `4.Bg5 Be7`, a game resumed).
        if let Some((n, false)) = written
            && let Element::Move(reference) = element
            && let Some(san) = reference.get(moves)
            && out.last().is_some_and(|last| {
                last.number == Some((n, false))
                    && last.token.span().text(source) != san.span.text(source)
            })
        {
            written = Some((n, true));
        }
        movetext_seen |= matches!(element, Element::Move(_) | Element::MoveNumber(_));
        match element {
            Element::Move(reference) => {
                if let Some(san) = reference.get(moves) {
                    out.push(Indexed {
                        element: index,
                        token: Token::Move(san),
                        number: written,
                        absorbed: None,
                    });
                }
            }
            Element::MoveNumber(n)
                if n.mark == crate::syntax::ast::NumberMark::Bare
                    && let Some(last) = out.last_mut()
                    && (joins == Some(n.span.start) || broken_square(source, last, n.span))
                    && let Token::Text(span) = last.token
                    && last.absorbed.is_none() =>
            {
                last.token = Token::Text(span.cover(n.span));
                last.absorbed = Some(index);
            }
            Element::MoveNumber(n) => {
                after_number = true;
                number = Some((n.number, n.mark.says_black()));
            }
            // An ellipsis right after White's numbered move, with a move
            // after it, says Black's move follows (`14) exCd4 … Ae7`).
            Element::Ellipsis(_)
                if !follows_number
                    && out
                        .last()
                        .is_some_and(|last| last.number.is_some_and(|(_, black)| !black))
                    && move_follows(elements, index) => {}
            Element::Ellipsis(_) if !follows_number && !out.is_empty() => break,
            Element::Error(error) | Element::MalformedTag(error) => {
                let noise = error
                    .span
                    .text(source)
                    .chars()
                    .all(|c| c.is_ascii_digit() || matches!(c, '.' | '…'));
                movetext_seen |= noise;
                if noise
                    && let Some(last) = out.last_mut()
                    && (joins == Some(error.span.start) || broken_square(source, last, error.span))
                    && let Token::Text(span) = last.token
                    && last.absorbed.is_none()
                {
                    last.token = Token::Text(span.cover(error.span));
                    last.absorbed = Some(index);
                } else if !noise
                    && (movetext_seen
                        || reply_before_number(source, elements, index)
                        || carries_its_number(error.span.text(source)))
                {
                    out.push(Indexed {
                        element: index,
                        token: Token::Text(error.span),
                        number: written,
                        absorbed: None,
                    });
                    open_text = Some(error.span.end);
                }
            }
            _ => {}
        }
    }
    out
}
