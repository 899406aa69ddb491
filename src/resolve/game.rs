//! A whole movetext resolved: the main line, its variations, results, and
//! the move numbers checked against the position.

use super::Options;
use super::castling_history::explain_lost_castling;
use super::correction::Correction;
use super::language::choose;
use super::plan::{Action, Plan, plan};
use super::reading::{Played, resolve_move};
use super::readings::Context;
use super::tags::{start_position, tags};
use crate::Span;
use crate::board::Position;
use crate::diagnostics::{Code, Diagnostic};
use crate::notation::lexicon::Language;
use crate::syntax::ast::{Element, Movetext, NumberMark, Outcome, SanMove};

/// One resolved move and what was written around it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameMove {
    /// The written move.
    pub span: Span,
    /// What was played.
    pub played: Played,
    /// Whether a draw was offered with the move.
    pub draw_offer: bool,
    /// NAGs and glyphs written on or after the move, as NAG numbers.
    pub nags: Vec<u16>,
    /// Comments after the move.
    pub comments: Vec<Span>,
    /// Variations: other moves that could have been played instead of this one.
    pub variations: Vec<Line>,
    /// When the move was not read as written: the correction, its cost, its
    /// margin over the runner-up and the ranked alternatives, for a program
    /// that lets a person choose. `None` for a move read as written.
    pub correction: Option<Correction>,
}

impl GameMove {
    /// A move played where `span` was written, with nothing noted on it
    /// yet: no NAG, comment, side line or correction.
    #[must_use]
    pub fn new(span: Span, played: Played) -> GameMove {
        GameMove {
            span,
            played,
            draw_offer: false,
            nags: Vec::new(),
            comments: Vec::new(),
            variations: Vec::new(),
            correction: None,
        }
    }
}

/// A sequence of moves from a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    /// The position before the first move.
    pub start: Position,
    /// The moves, in order.
    pub moves: Vec<GameMove>,
    /// Text the parser could not read that was taken as a move by recovery;
    /// its syntax error is answered by the correction's warning.
    pub corrected: Vec<Span>,
    /// Comments before the first move (between the tags and the moves, or
    /// at the opening of a variation): nothing of the text is lost.
    pub comments_before: Vec<Span>,
}

/// A resolved movetext.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    /// The tag pairs, as (name, value) with escapes undone.
    pub tags: Vec<(String, String)>,
    /// The main line.
    pub line: Line,
    /// The language the piece letters were read in.
    pub language: Language,
    /// Everything noticed, in source order.
    pub diagnostics: Vec<Diagnostic>,
    /// The result written at the end, if any.
    pub result: Option<Outcome>,
    /// The position after the last resolved move of the main line.
    pub end: Position,
}

impl Game {
    /// Whether any diagnostic is an error.
    #[must_use]
    pub fn has_errors(&self) -> bool {
        self.diagnostics.iter().any(Diagnostic::is_error)
    }
}

/// Resolves a parsed movetext from `start` (or from its `[FEN]` tag).
///
/// ```
/// use scoresheet::board::Position;
/// use scoresheet::resolve::{read_movetext, Options};
/// let source = "1. e4 e5 2. Sf3 Sc6 3. Lb5";
/// let parsed = scoresheet::syntax::parse(source);
/// let game = read_movetext(source, &parsed.movetext, &Position::initial(), &Options::default());
/// let uci: Vec<String> = game.line.moves.iter().map(|m| m.played.uci()).collect();
/// assert_eq!(uci, ["e2e4", "e7e5", "g1f3", "b8c6", "f1b5"]);
/// assert_eq!(game.language.to_string(), "german");
/// ```
#[must_use]
pub fn read_movetext(
    source: &str,
    movetext: &Movetext,
    start: &Position,
    options: &Options,
) -> Game {
    read_elements(
        source,
        movetext.span,
        &movetext.elements,
        &movetext.moves,
        start,
        options,
    )
}

/// Resolves the elements of one game, `span` being the text they cover; see
/// [`read_movetext`].
#[must_use]
pub fn read_elements(
    source: &str,
    span: Span,
    elements: &[Element],
    moves: &[SanMove],
    start: &Position,
    options: &Options,
) -> Game {
    let mut diagnostics = Vec::new();
    let tags = tags(source, elements);
    let Some(start) = start_position(source, elements, start, options.strict, &mut diagnostics)
    else {
        // A FEN that cannot be read or repaired: the moves are not read
        // from some other position, which would only mislead.
        let line = Line {
            start: *start,
            moves: Vec::new(),
            corrected: Vec::new(),
            comments_before: Vec::new(),
        };
        return Game {
            tags,
            line,
            language: Language::English,
            diagnostics,
            result: None,
            end: *start,
        };
    };
    let result;
    let (language, line, end) = match options.language {
        Some(language) => {
            let (line, tally) = read_line(
                source,
                elements,
                moves,
                &start,
                language,
                options,
                &mut diagnostics,
            );
            result = tally.result;
            (language, line, tally.end)
        }
        None => {
            let choice = choose(source, span, elements, moves, &start, options);
            diagnostics.extend(choice.note);
            match choice.pass {
                // The inference already read the game through: keep that.
                Some(pass) if pass.complete => {
                    diagnostics.extend(pass.diagnostics);
                    result = pass.result;
                    (choice.language, pass.line, pass.end)
                }
                _ => {
                    let (line, tally) = read_line(
                        source,
                        elements,
                        moves,
                        &start,
                        choice.language,
                        options,
                        &mut diagnostics,
                    );
                    result = tally.result;
                    (choice.language, line, tally.end)
                }
            }
        }
    };
    diagnostics.sort_by_key(|d| d.span.start);
    Game {
        tags,
        line,
        language,
        diagnostics,
        result,
        end,
    }
}

/// How many moves of a line resolved, and whether it stopped at an error.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Tally {
    pub(crate) resolved: usize,
    pub(crate) stopped: bool,
    /// The position after the last move of the line.
    pub(crate) end: Position,
    /// The result written in the line, if any.
    pub(crate) result: Option<Outcome>,
}

/// Resolves one line of elements from `start`.
///
/// The line is read as written; clean text costs nothing more. When a move
/// fails and recovery is on, the reading so far is discarded, the decoder
/// finds the cheapest reading of the whole line ([`super::beam`]), and the
/// line is read again following its plan.
pub(crate) fn read_line(
    source: &str,
    elements: &[Element],
    moves: &[SanMove],
    start: &Position,
    language: Language,
    options: &Options,
    out: &mut Vec<Diagnostic>,
) -> (Line, Tally) {
    let recover = options.recover && !options.strict;
    let mark = out.len();
    let mut failed = false;
    let first = walk(
        source,
        elements,
        moves,
        start,
        language,
        options,
        out,
        None,
        &mut failed,
    );
    if !failed || !recover {
        return first;
    }
    out.truncate(mark);
    let context = Context {
        source,
        language,
        options,
    };
    let plan = plan(context, elements, moves, start);
    walk(
        source,
        elements,
        moves,
        start,
        language,
        options,
        out,
        Some(&plan),
        &mut failed,
    )
}

/// Reads the line: as written when `plan` is `None`, stopping at the first
/// failure with `failed` set when recovery is on; by the plan otherwise.
#[allow(clippy::too_many_arguments)]
fn walk(
    source: &str,
    elements: &[Element],
    moves: &[SanMove],
    start: &Position,
    language: Language,
    options: &Options,
    out: &mut Vec<Diagnostic>,
    plan: Option<&Plan>,
    failed: &mut bool,
) -> (Line, Tally) {
    let recover = options.recover && !options.strict;
    let mut line = Line {
        start: *start,
        moves: Vec::new(),
        corrected: Vec::new(),
        comments_before: Vec::new(),
    };
    let mut tally = Tally {
        resolved: 0,
        stopped: false,
        end: *start,
        result: None,
    };
    let mut position = *start;
    let mut before_last = *start;
    // A '...' that follows no move number stands for a move not written.
    let mut gap = false;
    let mut after_number = false;
    let mut movetext_seen = false;
    // Where the line stopped, to say so once.
    let mut stop: Option<Span> = None;
    for (index, element) in elements.iter().enumerate() {
        if matches!(element, Element::Space(_)) {
            continue;
        }
        let follows_number = std::mem::replace(&mut after_number, false);
        movetext_seen |= matches!(element, Element::Move(_) | Element::MoveNumber(_));
        match element {
            Element::Move(reference) => {
                let Some(san) = reference.get(moves) else {
                    continue;
                };
                if tally.stopped {
                    continue;
                }
                if gap {
                    out.push(Diagnostic::new(
                        Code::MoveAfterGap,
                        san.span,
                        "a move after '...' that stood for a move not written: the position is unknown",
                    ));
                    tally.stopped = true;
                    continue;
                }
                match plan.and_then(|p| p.get(&index)) {
                    Some(Action::Read {
                        moves: read,
                        diagnostic,
                        correction,
                    }) => {
                        out.push(diagnostic.clone());
                        let mut correction = Some(correction.clone());
                        for played in read {
                            before_last = position;
                            position = played.play(&position);
                            tally.resolved += 1;
                            line.moves.push(GameMove {
                                draw_offer: san.draw_offer.is_some(),
                                correction: correction.take(),
                                ..GameMove::new(san.span, *played)
                            });
                        }
                        continue;
                    }
                    Some(Action::Skip(diagnostic)) => {
                        out.extend(diagnostic.clone());
                        continue;
                    }
                    _ => {}
                }
                let mut resolution = resolve_move(&position, san, source, language, options);
                // A numbered pair joined by a dash ("1.e4-e5;"), read as
                // long algebraic, fails: the board cuts it in two.
                if resolution.played.is_none()
                    && !options.strict
                    && let Some(pair) =
                        super::glued::unpair(&position, source, san.span, language, options)
                {
                    out.push(paired(source, san.span, &pair));
                    for (span, played) in pair {
                        before_last = position;
                        position = played.play(&position);
                        tally.resolved += 1;
                        line.moves.push(GameMove::new(span, played));
                    }
                    continue;
                }
                if resolution.played.is_none() {
                    explain_lost_castling(&line, &position, san, &mut resolution.diagnostics);
                    if let Some(Action::Stop(stop)) = plan.and_then(|p| p.get(&index))
                        && let Some(error) =
                            resolution.diagnostics.iter_mut().find(|d| d.is_error())
                    {
                        error.help = Some(match error.help.take() {
                            Some(help) if help.ends_with('?') => format!("{help} {}", stop.message),
                            Some(help) => format!("{help}; {}", stop.message),
                            None => stop.message.clone(),
                        });
                    }
                    if recover && plan.is_none() {
                        *failed = true;
                        break;
                    }
                }
                out.extend(resolution.diagnostics);
                match resolution.played {
                    Some(played) => {
                        before_last = position;
                        position = resolution.after.unwrap_or_else(|| played.play(&position));
                        tally.resolved += 1;
                        line.moves.push(GameMove {
                            draw_offer: san.draw_offer.is_some(),
                            nags: san.glyph.map(|g| g.value.nag()).into_iter().collect(),
                            ..GameMove::new(san.span, played)
                        });
                    }
                    None => tally.stopped = true,
                }
            }
            Element::MoveNumber(number) => {
                after_number = true;
                // A bare number the decoder read as part of a move broken
                // by a stray mark (`Nf,3`).
                if tally.stopped
                    || gap
                    || matches!(plan.and_then(|p| p.get(&index)), Some(Action::Skip(_)))
                {
                    continue;
                }
                let due = position.fullmove_number();
                if number.number != due {
                    out.push(Diagnostic::new(
                        Code::MoveNumberMismatch,
                        number.span,
                        format!(
                            "move number {} where move {due} is due",
                            // As written: a number too large for a move
                            // is shown whole, not as a saturated integer.
                            number.span.text(source).trim_end_matches(['.', '…', ')'])
                        ),
                    ));
                } else if number.mark == NumberMark::Ellipsis
                    && position.turn() == crate::board::Color::White
                {
                    out.push(Diagnostic::new(
                        Code::MoveNumberMismatch,
                        number.span,
                        format!(
                            "'{}' announces a move by Black but White is to move",
                            number.span.text(source)
                        ),
                    ));
                }
            }
            Element::Ellipsis(_) => {
                if !follows_number && !line.moves.is_empty() {
                    gap = true;
                }
            }
            Element::Variation(variation) => {
                if tally.stopped {
                    continue;
                }
                let (sub, _) = read_line(
                    source,
                    &variation.elements,
                    moves,
                    &before_last,
                    language,
                    options,
                    out,
                );
                if let Some(last) = line.moves.last_mut() {
                    last.variations.push(sub);
                }
            }
            Element::Comment(comment)
                if comment.kind != crate::syntax::ast::CommentKind::Escape =>
            {
                match line.moves.last_mut() {
                    Some(last) => last.comments.push(comment.text),
                    None => line.comments_before.push(comment.text),
                }
            }
            Element::Nag(nag) => {
                if let Some(last) = line.moves.last_mut() {
                    last.nags.push(nag.value);
                }
            }
            Element::Glyph(glyph) => {
                if let Some(last) = line.moves.last_mut() {
                    last.nags.push(glyph.value.nag());
                }
            }
            Element::DrawOffer(span) => {
                if let Some(last) = line.moves.last_mut() {
                    last.draw_offer = true;
                    out.push(Diagnostic::new(
                        Code::DrawOffer,
                        *span,
                        "draw offered with this move",
                    ));
                }
            }
            Element::Result(r) => tally.result = Some(r.outcome),
            Element::Error(error) => {
                if tally.stopped || gap {
                    continue;
                }
                // Stray digits and dots ("1 .d4", "2.. d6") are numbering
                // noise, and text before the first move or move number (a
                // heading, a malformed tag pair) is preamble: both are
                // reported by the parser, and neither is a reason to stop.
                let noise = error
                    .span
                    .text(source)
                    .chars()
                    .all(|c| c.is_ascii_digit() || matches!(c, '.' | '…'));
                movetext_seen |= noise;
                if noise || !movetext_seen {
                    continue;
                }
                // A numbered pair joined by a dash ("2.f4-exf4;").
                if !options.strict
                    && let Some(pair) =
                        super::glued::unpair(&position, source, error.span, language, options)
                {
                    out.push(paired(source, error.span, &pair));
                    line.corrected.push(error.span);
                    for (span, played) in pair {
                        before_last = position;
                        position = played.play(&position);
                        tally.resolved += 1;
                        line.moves.push(GameMove::new(span, played));
                    }
                    continue;
                }
                // Moves glued together ("d4Nf62.c4b6", "d4ed4"): cut where
                // the board says, and read each.
                if !options.strict
                    && let Some(glued) =
                        super::glued::unglue(&position, source, error.span, language, options)
                {
                    out.push(unglued(source, error.span, &glued));
                    line.corrected.push(error.span);
                    for (span, played) in glued {
                        before_last = position;
                        position = played.play(&position);
                        tally.resolved += 1;
                        line.moves.push(GameMove::new(span, played));
                    }
                    continue;
                }
                // Text the parser could not read, between moves: a slip of the
                // pen or of OCR. The decoder reads it (as a move, as junk, or
                // joined to a neighbour) or stops here: what follows would be
                // misread.
                match plan.and_then(|p| p.get(&index)) {
                    None if recover && plan.is_none() => {
                        *failed = true;
                        break;
                    }
                    Some(Action::Read {
                        moves: read,
                        diagnostic,
                        correction,
                    }) => {
                        out.push(diagnostic.clone());
                        line.corrected.push(error.span);
                        let mut correction = Some(correction.clone());
                        for played in read {
                            before_last = position;
                            position = played.play(&position);
                            tally.resolved += 1;
                            line.moves.push(GameMove {
                                correction: correction.take(),
                                ..GameMove::new(error.span, *played)
                            });
                        }
                    }
                    Some(Action::Skip(diagnostic)) => {
                        out.extend(diagnostic.clone());
                        line.corrected.push(error.span);
                    }
                    Some(Action::Stop(stop)) => {
                        out.push(stop.clone());
                        tally.stopped = true;
                    }
                    None => tally.stopped = true,
                }
            }
            Element::TagPair(_) | Element::Etc(_) | Element::Space(_) | Element::Comment(_) => {}
        }
        if tally.stopped && stop.is_none() {
            stop = Some(element.span());
        }
    }
    if let Some(at) = stop {
        let lost = elements
            .iter()
            .filter(|e| e.span().start >= at.end && matches!(e, Element::Move(_)))
            .count();
        if lost > 0 {
            out.push(Diagnostic::new(
                Code::GameStopped,
                at,
                if lost == 1 {
                    "the game stops here: the move written after this is not read".to_string()
                } else {
                    format!("the game stops here: the {lost} moves written after this are not read")
                },
            ));
        }
    }
    tally.end = position;
    (line, tally)
}

/// The warning for two moves joined by a dash, with the text spaced as the
/// fix.
fn paired(source: &str, span: Span, moves: &[(Span, Played); 2]) -> Diagnostic {
    let [(first, _), (second, _)] = moves;
    let spaced = format!("{} {}", first.text(source), second.text(source));
    // The semicolon between pairs goes with the dash: once the pair is
    // spaced, a semicolon would open a comment that hides the next pair.
    let rest = source.get(span.range().end..).unwrap_or("");
    let fixed = match rest.strip_prefix(';') {
        Some(after)
            if after
                .trim_start_matches([' ', '\t'])
                .starts_with(|c: char| c.is_ascii_digit()) =>
        {
            Span::from_range(span.range().start..span.range().end + 1)
        }
        _ => span,
    };
    Diagnostic::new(
        Code::GluedMoves,
        span,
        format!(
            "'{}' is two moves joined by a dash; read as {spaced}",
            span.text(source)
        ),
    )
    .with_help(format!("write {spaced}"))
    .with_fix(crate::diagnostics::Fix::replace(
        fixed,
        spaced,
        crate::diagnostics::Applicability::Safe,
    ))
}

/// The warning for moves read out of glued text, with the text spaced as
/// the fix.
fn unglued(source: &str, span: Span, moves: &[(Span, Played)]) -> Diagnostic {
    let mut parts: Vec<&str> = Vec::new();
    let mut at = span.start;
    for (piece, _) in moves {
        if piece.start > at {
            parts.push(Span::new(at, piece.start).text(source));
        }
        parts.push(piece.text(source));
        at = piece.end;
    }
    let spaced = parts.join(" ");
    Diagnostic::new(
        Code::GluedMoves,
        span,
        format!("moves written without spaces between them; read as {spaced}"),
    )
    .with_help(format!("write {spaced}"))
    .with_fix(crate::diagnostics::Fix::replace(
        span,
        spaced,
        crate::diagnostics::Applicability::Safe,
    ))
}
