//! A whole movetext resolved: the main line, its variations, results, and
//! the move numbers checked against the position.

use super::Options;
use super::language::choose;
use super::reading::{Played, Resolution, resolve_move};
use super::recovery::{Correction, correct, correct_text, following};
use crate::Span;
use crate::board::Position;
use crate::diagnostics::{Applicability, Code, Diagnostic, Fix, Severity};
use crate::syntax::ast::{Element, Movetext, NumberMark, Outcome, SanMove};
use crate::syntax::lexicon::Language;

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

/// The tag pairs with `\"` and `\\` undone.
fn tags(source: &str, elements: &[Element]) -> Vec<(String, String)> {
    tag_section(elements)
        .iter()
        .filter_map(|element| match element {
            Element::TagPair(tag) => {
                let value = tag
                    .value
                    .text(source)
                    .replace("\\\"", "\"")
                    .replace("\\\\", "\\");
                Some((tag.name.text(source).to_string(), value))
            }
            _ => None,
        })
        .collect()
}

/// The elements before the first move or move number: where PGN puts tags.
/// Looking no further keeps a game from being walked again for its tags.
fn tag_section(elements: &[Element]) -> &[Element] {
    let end = elements
        .iter()
        .position(|e| matches!(e, Element::Move(_) | Element::MoveNumber(_)))
        .unwrap_or(elements.len());
    &elements[..end]
}

/// The starting position: a `[FEN]` tag's if there is one, else `start`.
fn start_position(
    source: &str,
    elements: &[Element],
    start: &Position,
    strict: bool,
    out: &mut Vec<Diagnostic>,
) -> Option<Position> {
    for element in tag_section(elements) {
        let Element::TagPair(tag) = element else {
            continue;
        };
        if tag.name.text(source) != "FEN" {
            continue;
        }
        let mut fen = tag.value.text(source).to_string();
        // Real files carry FENs with rights the position cannot have or a
        // move number of 0; lenient reading repairs the field and says so.
        for _ in 0..8 {
            match Position::from_fen(&fen) {
                Ok(position) => return Some(position),
                Err(error) => {
                    let span = error.span.shifted(tag.value.start);
                    let repaired = if strict {
                        None
                    } else {
                        repair(&fen, &error.kind)
                    };
                    match repaired {
                        Some((text, what)) => {
                            out.push(Diagnostic::new(
                                Code::FenRepaired,
                                span,
                                format!("bad FEN: {}; {what}", error.kind),
                            ));
                            fen = text;
                        }
                        None => {
                            out.push(
                                Diagnostic::new(
                                    Code::BadFen,
                                    span,
                                    format!("bad FEN: {}", error.kind),
                                )
                                .with_help(
                                    "the moves cannot be read without their starting position",
                                ),
                            );
                            return None;
                        }
                    }
                }
            }
        }
    }
    Some(*start)
}

/// A FEN with the field `kind` complains of repaired, and what was done.
fn repair(fen: &str, kind: &crate::board::FenErrorKind) -> Option<(String, String)> {
    use crate::board::{CastlingSide, Color, FenErrorKind};
    let mut fields: Vec<String> = fen.split_whitespace().map(str::to_string).collect();
    if fields.len() < 4 {
        return None;
    }
    let what = match *kind {
        FenErrorKind::CastlingMismatch { color, side, .. } => {
            let letter = match (color, side) {
                (Color::White, CastlingSide::KingSide) => 'K',
                (Color::White, CastlingSide::QueenSide) => 'Q',
                (Color::Black, CastlingSide::KingSide) => 'k',
                (Color::Black, CastlingSide::QueenSide) => 'q',
            };
            fields[2].retain(|c| c != letter);
            if fields[2].is_empty() {
                fields[2] = "-".to_string();
            }
            format!("read without the right '{letter}'")
        }
        FenErrorKind::EpRank { .. } | FenErrorKind::EpNoPawn { .. } => {
            fields[3] = "-".to_string();
            "read without the en-passant square".to_string()
        }
        FenErrorKind::FullmoveNumber if fields.len() == 6 => {
            fields[5] = "1".to_string();
            "read as move 1".to_string()
        }
        FenErrorKind::HalfmoveClock if fields.len() == 6 => {
            fields[4] = "0".to_string();
            "read with the half-move clock at 0".to_string()
        }
        _ => return None,
    };
    Some((fields.join(" "), what))
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
pub(crate) fn read_line(
    source: &str,
    elements: &[Element],
    moves: &[SanMove],
    start: &Position,
    language: Language,
    options: &Options,
    out: &mut Vec<Diagnostic>,
) -> (Line, Tally) {
    let mut line = Line {
        start: *start,
        moves: Vec::new(),
        corrected: Vec::new(),
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
    for (index, element) in elements.iter().enumerate() {
        if matches!(element, Element::Space(_)) {
            continue;
        }
        let follows_number = std::mem::replace(&mut after_number, false);
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
                let mut resolution = resolve_move(&position, san, source, language, options);
                if resolution.played.is_none() {
                    explain_lost_castling(&line, &position, san, &mut resolution.diagnostics);
                }
                if resolution.played.is_none() && !options.strict && options.recover {
                    let rest = elements.get(index + 1..).unwrap_or(&[]);
                    if let Some(correction) = correct(
                        &position,
                        san,
                        source,
                        &following(rest, moves),
                        language,
                        options,
                    ) {
                        resolution = corrected(resolution, correction, san, source);
                    }
                }
                out.extend(resolution.diagnostics);
                match resolution.played {
                    Some(played) => {
                        before_last = position;
                        position = resolution.after.unwrap_or_else(|| played.play(&position));
                        tally.resolved += 1;
                        line.moves.push(GameMove {
                            span: san.span,
                            played,
                            draw_offer: san.draw_offer.is_some(),
                            nags: san.glyph.map(|g| g.value.nag()).into_iter().collect(),
                            comments: Vec::new(),
                            variations: Vec::new(),
                        });
                    }
                    None => tally.stopped = true,
                }
            }
            Element::MoveNumber(number) => {
                after_number = true;
                if tally.stopped || gap {
                    continue;
                }
                let due = position.fullmove_number();
                if number.number != due {
                    out.push(Diagnostic::new(
                        Code::MoveNumberMismatch,
                        number.span,
                        format!("move number {} where move {due} is due", number.number),
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
                if let Some(last) = line.moves.last_mut() {
                    last.comments.push(comment.text);
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
                // noise: reported by the parser, no reason to stop.
                if error
                    .span
                    .text(source)
                    .chars()
                    .all(|c| c.is_ascii_digit() || matches!(c, '.' | '…'))
                {
                    continue;
                }
                // Text the parser could not read, between moves: a slip of the
                // pen or of OCR. Read it as the legal move that carries the
                // game on, or stop here: what follows would be misread.
                let rest = elements.get(index + 1..).unwrap_or(&[]);
                let written = error.span.text(source);
                let correction = (options.recover && !options.strict)
                    .then(|| {
                        correct_text(
                            &position,
                            written,
                            source,
                            &following(rest, moves),
                            language,
                            options,
                        )
                    })
                    .flatten();
                match correction {
                    Some(correction) => {
                        out.push(
                            Diagnostic::new(
                                Code::CorrectedMove,
                                error.span,
                                format!(
                                    "'{written}' is not a move; read as {}, {}",
                                    correction.text,
                                    evidence(&correction)
                                ),
                            )
                            .with_help(format!("write {} instead of {written}", correction.text))
                            .with_fix(Fix::replace(
                                error.span,
                                correction.text.clone(),
                                Applicability::Unsafe,
                            )),
                        );
                        line.corrected.push(error.span);
                        before_last = position;
                        position = correction.played.play(&position);
                        tally.resolved += 1;
                        line.moves.push(GameMove {
                            span: error.span,
                            played: correction.played,
                            draw_offer: false,
                            nags: Vec::new(),
                            comments: Vec::new(),
                            variations: Vec::new(),
                        });
                    }
                    None => tally.stopped = true,
                }
            }
            Element::TagPair(_) | Element::Etc(_) | Element::Space(_) | Element::Comment(_) => {}
        }
    }
    tally.end = position;
    (line, tally)
}

/// The resolution of a slip once a correction is applied: the errors become
/// one warning that says what was read instead, with the fix.
fn corrected(
    failed: Resolution,
    correction: Correction,
    san: &crate::syntax::ast::SanMove,
    source: &str,
) -> Resolution {
    let (errors, mut others): (Vec<Diagnostic>, Vec<Diagnostic>) = failed
        .diagnostics
        .into_iter()
        .partition(Diagnostic::is_error);
    let why = errors
        .first()
        .map_or_else(String::new, |e| format!("{}; ", e.message));
    let span = errors.first().map_or(san.span, |e| e.span);
    let written = span.text(source);
    let evidence = evidence(&correction);
    others.push(
        Diagnostic::new(
            Code::CorrectedMove,
            span,
            format!("{why}read as {}, {evidence}", correction.text),
        )
        .with_severity(Severity::Warning)
        .with_help(format!("write {} instead of {written}", correction.text))
        .with_fix(Fix::replace(span, correction.text, Applicability::Unsafe)),
    );
    Resolution {
        played: Some(correction.played),
        diagnostics: others,
        after: None,
    }
}

/// Why a correction was chosen, for its message.
fn evidence(correction: &Correction) -> String {
    if correction.following == 0 {
        "the nearest legal move".to_string()
    } else {
        format!(
            "under which {} of the next {} moves are legal",
            correction.carried, correction.following
        )
    }
}

/// When castling fails for want of the right, says which move of the game
/// lost it ("when the rook on h1 moved"), with a label on that move.
fn explain_lost_castling(
    line: &Line,
    position: &Position,
    san: &crate::syntax::ast::SanMove,
    diagnostics: &mut [Diagnostic],
) {
    use crate::board::{CastlingSide, Role};
    use crate::syntax::ast::{MoveBody, Wing};
    let MoveBody::Castling(castling) = san.body else {
        return;
    };
    let side = match castling.value.wing {
        Wing::Kingside => CastlingSide::KingSide,
        Wing::Queenside => CastlingSide::QueenSide,
    };
    let color = position.turn();
    if position.castling_rights().has(color, side) {
        return;
    }
    let rook = side.rook_from(color);
    let mut before = line.start;
    let mut lost = None;
    for m in &line.moves {
        let after = m.played.play(&before);
        if before.castling_rights().has(color, side) && !after.castling_rights().has(color, side) {
            let how = match m.played {
                Played::Move(chess_move)
                    if chess_move.role() == Role::King && before.turn() == color =>
                {
                    "the king moved".to_string()
                }
                Played::Move(chess_move) if chess_move.from() == rook => {
                    format!("the rook on {rook} moved")
                }
                Played::Move(chess_move) if chess_move.to() == rook => {
                    format!("the rook on {rook} was taken")
                }
                _ => "this move".to_string(),
            };
            lost = Some((m.span, how));
        }
        before = after;
    }
    let Some(first) = diagnostics.iter_mut().find(|d| d.is_error()) else {
        return;
    };
    match lost {
        Some((span, how)) => {
            first.message.push_str(&format!("; it was lost when {how}"));
            first.labels.push(crate::diagnostics::Label {
                span,
                message: format!("the right to castle {side} was lost here"),
            });
        }
        None if line.moves.is_empty() || !line.start.castling_rights().has(color, side) => {
            first
                .message
                .push_str("; the starting position gives no such right");
        }
        None => {}
    }
}
