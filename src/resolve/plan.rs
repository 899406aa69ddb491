//! The decoder's reading of a line turned into what the line walker does
//! at each element: read these moves, skip this text, or stop here — each
//! correction with the warning that reports it.
//!
//! Every correction is reported: a reading is never silently other than
//! what was written. The last token of a line has nothing after it to judge
//! by, so it is corrected only when one reading is clearly best; otherwise
//! the line stops there with the candidates ranked.

use super::beam::{Chosen, Decoded, Stop, decode};
use super::correction::{Alternative, Correction, CorrectionKind};
use super::reading::{Played, resolve_move};
use super::readings::{
    Context, Kind, Number, Reading, Token, exact, left_out_cost, marks, others, tokens, written,
};
use super::suggest::written_span;
use crate::diagnostics::{Applicability, Code, Diagnostic, Fix, Severity, join_or};
use crate::syntax::ast::{Element, SanMove};
use std::collections::BTreeMap;

/// A margin this small or smaller is a close call, and the message says so.
const CLOSE: u32 = 2;
/// The last move is corrected only when its best reading costs at most
/// this (one edit, a character dropped or added included)…
const LAST_COST: u32 = 4;
/// …or at most this when it adds or drops one character of what was
/// written (`Qxbe3`, `Kf24`, `Bx1`): the text then fits few moves, and on
/// the generator's last moves this read 61 → 73 % of random games and
/// 76 → 82 % of real ones without one more misread; a plain substitution
/// of the same cost (`Nf6` for `Nf3`) fits many moves and stays a stop…
const LAST_COST_INDEL: u32 = super::slips::INDEL;
/// …or at most this when it does what the written check or mate mark
/// claims…
const LAST_COST_MARKED: u32 = 6;
/// …and every other reading costs more: a tie is a guess, and the line
/// stops there naming the candidates (the generator's last moves read at
/// a margin of 1 were right, those at a tie were not)…
const LAST_MARGIN: u32 = 2;
/// …or, for a plain edit (another square not a neighbour, a character
/// dropped or added), at least this much more: such an edit fits many
/// moves, and the runner-up is then nearly as likely.
const LAST_MARGIN_PLAIN: u32 = 2;
/// The cost from which an edit is a plain one.
const PLAIN: u32 = 5;
/// The check, mate and annotation marks written after a move.
const MARKS: &[char] = &['+', '#', '!', '?', '†', '‡'];

/// How many readings a stop names.
const TRIED: usize = 4;

/// What to do at one element of the line.
pub(crate) enum Action {
    /// Read these moves for it.
    Read {
        moves: Vec<Played>,
        diagnostic: Diagnostic,
        correction: Correction,
    },
    /// Read nothing for it (junk, a lone mark, or text merged into the move
    /// before it), reporting why when there is something to say.
    Skip(Option<Diagnostic>),
    /// Stop reading the line here, with this diagnostic added to what
    /// resolving the move says (or in its place for text).
    Stop(Diagnostic),
}

/// The actions by element index; elements not named are read as written.
pub(crate) type Plan = BTreeMap<usize, Action>;

/// Decodes the line and plans its reading.
pub(crate) fn plan(
    context: Context<'_>,
    elements: &[Element],
    moves: &[SanMove],
    start: &crate::board::Position,
) -> Plan {
    let indexed = tokens(context.source, elements, moves);
    let list: Vec<Token<'_>> = indexed.iter().map(|t| t.token).collect();
    let numbers: Vec<Number> = indexed.iter().map(|t| t.number).collect();
    let Decoded {
        mut chosen,
        mut stop,
    } = decode(context, start, &list, &numbers);
    // Text at the end that a slip away reads as a move is the last move
    // miswritten as often as it is junk: it is judged as the last move,
    // not dropped without a word.
    if stop.is_none()
        && let Some(last) = chosen.last_mut()
        && last.token + 1 == list.len()
        && last.reading.kind == Kind::Deleted
        && matches!(list.get(last.token), Some(Token::Text(_)))
    {
        let readings = ranked(context, last, &list);
        let mut moving = readings.iter().filter(|r| !r.moves.is_empty());
        if let Some(best) = moving.next() {
            last.rival = moving
                .find(|r| r.moves != best.moves)
                .map(|r| (r.cost.saturating_sub(best.cost), r.text.clone()));
            last.reading = best.clone();
        }
    }
    // The last token written with a capture mark: of readings that cost
    // the same, the one that captures agrees with what was written (`Bx5`:
    // Bxd5, not Bb5), as a check mark decides between readings.
    if stop.is_none()
        && let Some(last) = chosen.last_mut()
        && last.token + last.reading.tokens == list.len()
        && list
            .get(last.token)
            .is_some_and(|&token| capture_written(&written(context.source, token).0))
        && !captures(&last.reading)
        && let Some(capture) = ranked(context, last, &list)
            .into_iter()
            .find(|r| r.cost <= last.reading.cost && captures(r))
    {
        last.rival = Some((0, last.reading.text.clone()));
        last.reading = capture;
    }
    // The last token: corrected only when one reading is clearly best.
    if stop.is_none()
        && let Some(last) = chosen.last()
        && last.token + last.reading.tokens == list.len()
        && matches!(
            last.reading.kind,
            Kind::Edited | Kind::Missing | Kind::Merged
        )
        && !clear(context, last, &list)
        && let Some(last) = chosen.pop()
    {
        let tried = ranked(context, &last, &list);
        stop = Some(Stop {
            token: last.token,
            tried,
        });
    }
    let mut plan = Plan::new();
    let element = |token: usize| indexed.get(token).map(|t| t.element);
    for step in &chosen {
        let (Some(index), Some(&token)) = (element(step.token), list.get(step.token)) else {
            continue;
        };
        if step.reading.kind == Kind::Exact {
            continue;
        }
        // The tokens read into this one's move (`N f3`, `Pgl x f3`).
        for merged in (1..step.reading.tokens).filter_map(|k| element(step.token + k)) {
            plan.insert(merged, Action::Skip(None));
        }
        // A bare number taken into a token belongs to its reading.
        for taken in step.token..step.token + step.reading.tokens {
            if let Some(number) = indexed.get(taken).and_then(|t| t.absorbed) {
                plan.insert(number, Action::Skip(None));
            }
        }
        let next = list.get(step.token + 1).copied();
        plan.insert(index, action(context, step, token, next, &list));
    }
    if let Some(stop) = stop
        && let (Some(index), Some(&token)) = (element(stop.token), list.get(stop.token))
    {
        plan.insert(index, Action::Stop(stopped(context, &stop, token)));
    }
    plan
}

/// Whether the reading of the last token stands out from the others.
fn clear(context: Context<'_>, last: &Chosen, list: &[Token<'_>]) -> bool {
    let marked = list.get(last.token).is_some_and(|&token| {
        written(context.source, token).1.is_some()
            && last.reading.moves.iter().all(|played| match played {
                Played::Move(m) => marks(&last.before, *m, written(context.source, token).1) == 0,
                Played::Pass => false,
            })
    });
    let (body, _) = list
        .get(last.token)
        .map(|&token| written(context.source, token))
        .unwrap_or_default();
    let indel = body
        .chars()
        .count()
        .abs_diff(last.reading.text.chars().count())
        == 1;
    let limit = if marked {
        LAST_COST_MARKED
    } else if indel {
        LAST_COST_INDEL
    } else {
        LAST_COST
    };
    let readings = ranked(context, last, list);
    // A capture mark written is evidence as a check mark is: where the
    // best reading captures, readings that capture nothing are no rivals
    // (`Qx5`: Qxf5, not Qb5 or Qd5). Its absence says little, marks being
    // often left out.
    let capture_marked = capture_written(&body) && captures(&last.reading);
    // A rival that reads fewer tokens than the best (`Qh6` of `Qh5 X f7f`
    // read as Qxf7+) leaves the rest to be read as no move, at their cost.
    let rest = |r: &Reading| -> u32 {
        list.iter()
            .skip(last.token + r.tokens)
            .take(last.reading.tokens.saturating_sub(r.tokens))
            .map(|&token| left_out_cost(context.source, token))
            .sum()
    };
    let runner_up = readings
        .iter()
        .filter(|r| !r.moves.is_empty() && r.moves != last.reading.moves)
        .filter(|r| !capture_marked || captures(r))
        .map(|r| r.cost + rest(r))
        .min();
    // Long algebraic whose piece and departure stand as written names the
    // man that moved: when one of its moves is clearly nearest what is
    // written of the arrival (`Lf1--15`, the bishop's b5, its a6 a
    // look-alike further), nothing else was meant.
    if departure_kept(&body, &last.reading.text)
        && runner_up.is_none_or(|cost| cost >= last.reading.cost + LAST_MARGIN)
    {
        return true;
    }
    // Long algebraic whose piece and arrival name one legal move (`Dd8–a5`
    // with the queen on d5): the departure, which the move does not need,
    // was miswritten.
    if let Some(Token::Move(san)) = list.get(last.token)
        && let [played] = last.reading.moves.as_slice()
        && super::readings::by_arrival(context, &last.before, san) == Some(*played)
    {
        return true;
    }
    if last.reading.cost > limit {
        return false;
    }
    let margin = if last.reading.cost >= PLAIN {
        LAST_MARGIN_PLAIN
    } else {
        LAST_MARGIN
    };
    runner_up.is_none_or(|cost| cost >= last.reading.cost + margin)
}

/// Whether `written` holds a capture mark.
fn capture_written(written: &str) -> bool {
    written.contains(['x', ':', '×'])
}

/// Whether the reading is one move that captures.
fn captures(reading: &Reading) -> bool {
    matches!(reading.moves.as_slice(), [Played::Move(m)] if m.is_capture())
}

/// Whether `reading` is long algebraic (`Lf1-b5`, `e2-e4`, `Sg1xf3`)
/// whose piece letter and departure square `written` begins with as well.
fn departure_kept(written: &str, reading: &str) -> bool {
    // The piece letter is whatever comes before the departure's file
    // (`Кр` is two letters, the second lower case).
    let piece = reading
        .char_indices()
        .find(|(_, c)| matches!(c, 'a'..='h'))
        .map_or(reading.len(), |(i, _)| i);
    let Some(rest) = reading.get(piece..) else {
        return false;
    };
    let mut chars = rest.chars();
    let departure = matches!(
        (chars.next(), chars.next(), chars.next()),
        (
            Some('a'..='h'),
            Some('1'..='8'),
            Some('-' | 'x' | ':' | '×' | '—' | '–')
        )
    );
    departure
        && reading
            .get(..piece + 2)
            .is_some_and(|p| written.starts_with(p))
}

/// Written text quoted in a message on one line: a move split by a line
/// break (`Bfl⏎—c4`) is quoted with a space there.
fn one_line(text: &str) -> std::borrow::Cow<'_, str> {
    if text.contains(['\n', '\r']) {
        text.split_whitespace().collect::<Vec<_>>().join(" ").into()
    } else {
        text.into()
    }
}

/// The readings of a step's token in its position, best first.
fn ranked(context: Context<'_>, step: &Chosen, list: &[Token<'_>]) -> Vec<Reading> {
    let Some(&token) = list.get(step.token) else {
        return Vec::new();
    };
    let next = list.get(step.token + 1).copied();
    let mut readings: Vec<Reading> = exact(context, &step.before, token).into_iter().collect();
    let after = list.get(step.token + 2).copied();
    readings.extend(others(context, &step.before, token, next, after));
    readings.retain(|r| !(r.kind == Kind::Merged && next.is_none()));
    readings.sort_by_key(|r| r.cost);
    readings
}

fn action(
    context: Context<'_>,
    step: &Chosen,
    token: Token<'_>,
    next: Option<Token<'_>>,
    list: &[Token<'_>],
) -> Action {
    let source = context.source;
    let reading = &step.reading;
    let (body, _) = written(source, token);
    let text = token.span().text(source);
    let close = match &step.rival {
        Some((margin, rival)) if *margin <= CLOSE && !rival.is_empty() => {
            format!("; {rival} almost as likely")
        }
        _ => String::new(),
    };
    let span_body = match token {
        Token::Move(san) => written_span(san),
        Token::Text(span) => span,
    };
    let (span, message, replacement) = match reading.kind {
        // Formatting, not a slip: said, with nothing to fix.
        Kind::Repeated => {
            use crate::lint::rules::move_number_mismatch::{repeated, written_again};
            let diagnostic = match list.get(step.token + reading.tokens - 1) {
                Some(last) if reading.tokens > 1 => {
                    written_again(token.span().cover(last.span()), reading.tokens)
                }
                _ => repeated(token.span(), text),
            };
            return Action::Skip(Some(diagnostic));
        }
        Kind::Deleted | Kind::LoneMark => {
            let message = if reading.kind == Kind::LoneMark {
                format!("'{text}' read as a mark of the move before it")
            } else if matches!(token, Token::Move(_)) {
                format!("'{text}' left out: no move fits here{close}")
            } else {
                format!("'{text}' is not a move and was left out{close}")
            };
            // Text that is no move, left out, is skipped text (D003); a
            // move left out, or a mark joined to its move, is a correction.
            let code = match (reading.kind, token) {
                (Kind::Deleted, Token::Text(_)) => Code::SkippedText,
                _ => Code::CorrectedMove,
            };
            let diagnostic =
                Diagnostic::new(code, token.span(), message).with_severity(Severity::Warning);
            let diagnostic = if reading.kind == Kind::Deleted {
                diagnostic.with_fix(Fix::replace(token.span(), "", Applicability::Unsafe))
            } else {
                diagnostic
            };
            return Action::Skip(Some(diagnostic));
        }
        Kind::Merged => {
            let last = list
                .get(step.token + reading.tokens.saturating_sub(1))
                .copied()
                .or(next);
            let span = last.map_or(token.span(), |n| token.span().cover(n.span()));
            let both = one_line(span.text(source));
            // The marks after the second half that the reading does not
            // write stay as written (`e: d4?` becomes `e:d4?`).
            let body = span.text(source).trim_end_matches(MARKS);
            let span = if reading.text.ends_with(MARKS) {
                span
            } else {
                crate::Span::new(span.start, span.start + body.len() as u32)
            };
            (
                span,
                format!("'{both}' read as one move, {}", reading.text),
                reading.text.clone(),
            )
        }
        Kind::Split => (
            token.span(),
            format!("'{text}' read as two moves, {}", reading.text),
            reading.text.clone(),
        ),
        Kind::Missing => (
            token.span(),
            format!("a move is missing before {text}: read as {}", reading.text),
            reading.text.clone(),
        ),
        Kind::Edited | Kind::Exact => {
            let why = match token {
                Token::Move(san) => {
                    let failed =
                        resolve_move(&step.before, san, source, context.language, context.options);
                    match failed.diagnostics.into_iter().find(Diagnostic::is_error) {
                        Some(error) => format!("{}; ", error.message),
                        None => format!("{body} is legal but leaves a later move illegal; "),
                    }
                }
                Token::Text(_) => format!("'{text}' is not a move; "),
            };
            // The fix of text that ended in marks (`xd5#`, `Nd5##`) takes
            // the marks away with it: the move's own are written back, and
            // the writer's `!` or `?`.
            let replacement = match (token, reading.moves.as_slice()) {
                (Token::Text(_), [Played::Move(m)]) if body.len() < text.len() => {
                    let facts = step.before.facts(*m, &step.before.play(*m));
                    let move_text = reading.text.trim_end_matches(['+', '#', '!', '?']);
                    let annotation = &text[text.trim_end_matches(['!', '?']).len()..];
                    format!("{move_text}{}{annotation}", facts.suffix())
                }
                _ => reading.text.clone(),
            };
            (
                span_body,
                format!("{why}read as {}{close}", reading.text.trim_start()),
                replacement,
            )
        }
    };
    // Text typed with Latin look-alikes of Cyrillic piece letters (`Cc4-b3`
    // for Сc4-b3) is fixed in the letters it was typed in: a fix does not
    // bring another script into the text. A token with no piece letter
    // (`xg7`, its Кр lost) says nothing of the script: the game's own
    // letters are written back.
    let replacement = if text.is_ascii() && text.chars().any(|c| c.is_ascii_uppercase()) {
        super::readings::latin_look_alikes(&replacement)
            .filter(|typed| typed.is_ascii())
            .unwrap_or(replacement)
    } else {
        replacement
    };
    let kind = match reading.kind {
        Kind::Merged => CorrectionKind::Merged,
        Kind::Split => CorrectionKind::Split,
        Kind::Missing => CorrectionKind::Missing,
        _ => CorrectionKind::Edited,
    };
    let alternatives: Vec<Alternative> = ranked(context, step, list)
        .iter()
        .filter(|r| !r.moves.is_empty())
        .take(TRIED + 2)
        .map(|r| {
            let text = if r.kind == Kind::Exact {
                body.clone()
            } else {
                r.text.clone()
            };
            Alternative::new(text, &r.moves, r.cost)
        })
        .collect();
    let margin = step.rival.as_ref().map(|(m, _)| *m);
    let written_text = one_line(span.text(source));
    let confidence = match &step.rival {
        Some((m, rival)) if !rival.is_empty() => {
            format!(" (slip cost {}; {rival} costs {m} more)", reading.cost)
        }
        _ => format!(
            " (slip cost {}; no other reading carries the game as far)",
            reading.cost
        ),
    };
    let diagnostic = Diagnostic::new(Code::CorrectedMove, span, message)
        .with_severity(Severity::Warning)
        .with_help(format!(
            "write {} instead of {written_text}{confidence}",
            replacement.trim_start()
        ))
        .with_fix(Fix::replace(span, replacement, Applicability::Unsafe));
    Action::Read {
        moves: reading.moves.clone(),
        diagnostic,
        correction: Correction {
            kind,
            cost: reading.cost,
            margin,
            alternatives,
        },
    }
}

/// The error for a token no reading carries past.
fn stopped(context: Context<'_>, stop: &Stop, token: Token<'_>) -> Diagnostic {
    // Each reading once: two slips can spell the same move (a font's sign
    // read as the bishop, and the sign edited to the bishop's letter).
    let mut names: Vec<String> = Vec::new();
    for reading in stop
        .tried
        .iter()
        .filter(|r| !r.moves.is_empty() && !r.text.is_empty())
    {
        if names.len() == TRIED {
            break;
        }
        if !names.contains(&reading.text) {
            names.push(reading.text.clone());
        }
    }
    let tried = if names.is_empty() {
        "no legal move is near what was written".to_string()
    } else {
        format!("readings tried: {}", join_or(&names, "and"))
    };
    let span = match token {
        Token::Move(san) => written_span(san),
        Token::Text(span) => span,
    };
    Diagnostic::new(
        Code::NoReading,
        span,
        format!(
            "no reading of '{}' carries the game on; {tried}",
            span.text(context.source)
        ),
    )
}

#[cfg(test)]
mod tests {
    use super::departure_kept;

    #[test]
    fn long_algebraic_keeps_its_departure_when_it_begins_as_written() {
        assert!(departure_kept("Lf1--15", "Lf1-b5"));
        assert!(departure_kept("e2-e5", "e2-e4"));
        assert!(departure_kept("Крe1-g2", "Крe1-f2"));
        // Another departure, or none written.
        assert!(!departure_kept("Lf2--15", "Lf1-b5"));
        assert!(!departure_kept("Lb6", "Lb5"));
        assert!(!departure_kept("Lf1--15", "Lb5"));
    }
}
