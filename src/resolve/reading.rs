//! One written move against one position: the unique legal move it means, or
//! why there is none or more than one.

use super::Options;
use super::letters::{any_reading, letter_list, mixed, notes_for_letter, other_language};
use super::pawn::resolve_pawn_or_bishop;
use super::suggest::nearest;
use super::verify::verify;
use crate::Span;
use crate::board::{Bitboard, CastlingSide, Move, MoveList, Position, Role};
use crate::diagnostics::{Applicability, Code, Diagnostic, Fix, Severity};
use crate::notation::lexicon::Language;
use crate::syntax::ast::{MoveBody, NormalMove, Origin, SanMove, Target, Wing};

/// The moves a written move could mean: a handful, never the whole position's,
/// so a short list that is cheap to set up. Sixteen is more than any legal
/// position gives: nine queens can reach one square; a bare pawn move to a
/// last-rank square, a push and two captures, makes twelve with promotions;
/// pawns capturing from one file onto the next, nine.
pub(crate) type Candidates = MoveList<16>;

/// What was played: a move, or a pass (the null move `--`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Played {
    /// A legal move.
    Move(Move),
    /// The side to move passed.
    Pass,
}

impl Played {
    /// The position after it.
    #[must_use]
    pub fn play(self, position: &Position) -> Position {
        match self {
            Played::Move(m) => position.play(m),
            Played::Pass => position.pass(),
        }
    }

    /// UCI text; a pass is `0000`.
    #[must_use]
    pub fn uci(self) -> String {
        match self {
            Played::Move(m) => m.uci().to_string(),
            Played::Pass => "0000".to_string(),
        }
    }
}

/// The outcome of resolving one written move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Resolution {
    /// The move, when exactly one fits.
    pub played: Option<Played>,
    /// What was noticed: liberties, failed claims, or why no move fits.
    pub diagnostics: Vec<Diagnostic>,
    /// The position after the move, when one was found (played once, here).
    pub after: Option<Position>,
}

/// Resolves `san`, written in `source`, against `position`, reading letters in
/// `language`.
///
/// ```
/// use scoresheet::board::Position;
/// use scoresheet::resolve::{resolve_move, Options, Played};
/// use scoresheet::notation::lexicon::Language;
/// use scoresheet::syntax::parse;
/// let source = "Sf3";
/// let parsed = parse(source);
/// let san = &parsed.movetext.moves[0];
/// let resolution = resolve_move(&Position::initial(), san, source, Language::German, &Options::default());
/// let Some(Played::Move(m)) = resolution.played else { panic!() };
/// assert_eq!(m.uci().to_string(), "g1f3");
/// ```
#[must_use]
pub fn resolve_move(
    position: &Position,
    san: &SanMove,
    source: &str,
    language: Language,
    options: &Options,
) -> Resolution {
    let mut diagnostics = Vec::new();
    let played = match san.body {
        MoveBody::Null(span) => {
            diagnostics.push(Diagnostic::new(
                Code::NullMove,
                span,
                "null move: the side to move passes",
            ));
            Some(Played::Pass)
        }
        MoveBody::Castling(castling) => {
            let side = match castling.value.wing {
                Wing::Kingside => CastlingSide::KingSide,
                Wing::Queenside => CastlingSide::QueenSide,
            };
            match position.castling_move(side) {
                Some(m) => Some(Played::Move(m)),
                None => {
                    let reason = position.why_castling_illegal(side);
                    let mut d = Diagnostic::new(
                        Code::IllegalMove,
                        castling.span,
                        format!("illegal castling: {reason}"),
                    );
                    if let Some(help) = nearest(position, san, source, language) {
                        d = d.with_help(help.help).with_fix(help.fix);
                    }
                    diagnostics.push(d);
                    None
                }
            }
        }
        MoveBody::Normal(normal) => resolve_normal(
            position,
            san,
            &normal,
            source,
            language,
            options,
            &mut diagnostics,
        ),
    };
    let after = played.map(|p| p.play(position));
    if let (Some(Played::Move(m)), Some(after)) = (played, &after) {
        verify(position, m, after, san, source, &mut diagnostics);
    }
    Resolution {
        played,
        diagnostics,
        after,
    }
}

/// The span of the move's body: piece letter to destination (and promotion).
fn body_span(san: &SanMove, normal: &NormalMove) -> Span {
    let start = normal
        .piece
        .map_or(normal.origin.map_or(normal.target.span, |o| o.span), |p| {
            p.span
        });
    let end = san.promotion.map_or(normal.target.span, |p| p.span);
    start.cover(end)
}

/// What every step of reading one written move needs to know.
#[derive(Clone, Copy)]
pub(super) struct Reading<'a> {
    pub(super) position: &'a Position,
    pub(super) san: &'a SanMove,
    pub(super) normal: &'a NormalMove,
    /// The move's body, piece letter to destination.
    pub(super) span: Span,
    pub(super) source: &'a str,
    pub(super) language: Language,
    pub(super) options: &'a Options,
}

/// A reading of the written move: which role, from where, to where.
#[derive(Clone, Copy)]
pub(super) struct Query {
    pub(super) role: Role,
    pub(super) from: Bitboard,
    pub(super) to: Bitboard,
}

fn resolve_normal(
    position: &Position,
    san: &SanMove,
    normal: &NormalMove,
    source: &str,
    language: Language,
    options: &Options,
    diagnostics: &mut Vec<Diagnostic>,
) -> Option<Played> {
    let span = body_span(san, normal);
    let reading = Reading {
        position,
        san,
        normal,
        span,
        source,
        language,
        options,
    };
    let from = match normal.origin.map(|o| o.value) {
        None => Bitboard::ALL,
        Some(Origin::File(file)) => Bitboard::file(file),
        Some(Origin::Rank(rank)) => Bitboard::rank(rank),
        Some(Origin::Square(square)) => Bitboard::from_square(square),
    };
    let to = match normal.target.value {
        Target::Square(square) => Bitboard::from_square(square),
        Target::File(file) => Bitboard::file(file),
    };
    // The promotion piece is read in the game's language, then in any.
    let promotion = match san.promotion {
        None => None,
        Some(p) => match language
            .role_of(p.piece.value)
            .or_else(|| any_reading(p.piece.value))
        {
            Some(role) => Some(role),
            None => {
                diagnostics.push(Diagnostic::new(
                    Code::UnknownPieceLetter,
                    p.piece.span,
                    format!("'{}' names no piece a pawn can promote to", p.piece.value),
                ));
                return None;
            }
        },
    };

    let Some(symbol) = normal.piece else {
        return resolve_pawn_or_bishop(
            reading,
            Query {
                role: Role::Pawn,
                from,
                to,
            },
            promotion,
            diagnostics,
        );
    };
    let letter = symbol.value;
    match language.role_of(letter) {
        Some(role) => {
            let query = Query { role, from, to };
            let mut list = candidates(position, query, promotion);
            if list.is_empty()
                && let Some(played) = by_square(reading, letter, symbol.span, diagnostics)
            {
                return Some(played);
            }
            notes_for_letter(symbol.value, role, symbol.span, diagnostics);
            finish(reading, query, promotion, &mut list, diagnostics)
        }
        None => {
            // A letter of another language may make the move legal: a game
            // that mixes letter sets resolves where it can. A letter that is
            // a piece in the game's language keeps that meaning.
            let query = Query {
                role: Role::Pawn,
                from,
                to,
            };
            if let Some((other, m)) = other_language(position, letter, language, query, promotion) {
                diagnostics.push(mixed(
                    symbol.span,
                    letter,
                    language,
                    other,
                    m.role(),
                    options,
                ));
                return Some(Played::Move(m));
            }
            if let Some(played) = by_square(reading, letter, symbol.span, diagnostics) {
                return Some(played);
            }
            diagnostics.push(
                Diagnostic::new(
                    Code::UnknownPieceLetter,
                    symbol.span,
                    format!("'{letter}' is not a piece letter in {language}"),
                )
                .with_help(format!("{language} writes {}", letter_list(language))),
            );
            None
        }
    }
}

/// Long algebraic names its from-square, and the square says which piece
/// moves: "Cf1-c4" in a German text is the bishop on f1, whatever the C.
/// When the letter fits no legal move but the piece on the from-square has
/// exactly one to the destination, that move is read, with a warning and the
/// game's letter as the fix.
fn by_square(
    reading: Reading<'_>,
    letter: crate::notation::lexicon::PieceSymbol,
    letter_span: Span,
    diagnostics: &mut Vec<Diagnostic>,
) -> Option<Played> {
    let (Some(origin), Target::Square(to)) = (reading.normal.origin, reading.normal.target.value)
    else {
        return None;
    };
    let Origin::Square(from) = origin.value else {
        return None;
    };
    let role = reading.position.role_at(from)?;
    if role == Role::Pawn || reading.options.strict {
        return None;
    }
    let query = Query {
        role,
        from: Bitboard::from_square(from),
        to: Bitboard::from_square(to),
    };
    let list = candidates(reading.position, query, None);
    let [m] = list.as_slice() else {
        return None;
    };
    let written = reading.language.letter(role);
    diagnostics.push(
        Diagnostic::new(
            Code::LetterContradictsSquare,
            letter_span,
            format!("'{letter}' does not name the {role} that stands on {from}; read as the {role}'s move"),
        )
        .with_help(format!("write {written}"))
        .with_fix(Fix::replace(letter_span, written, Applicability::Safe)),
    );
    Some(Played::Move(*m))
}

/// The legal moves of a reading, promotion applied when written.
pub(super) fn candidates(position: &Position, query: Query, promotion: Option<Role>) -> Candidates {
    let mut list = Candidates::new();
    position.moves_to(query.role, query.from, query.to, &mut list);
    if let Some(promoted) = promotion {
        list.retain(|m| m.promotion() == Some(promoted));
    }
    list
}

/// Picks the one move, or reports none or several.
pub(super) fn finish(
    reading: Reading<'_>,
    query: Query,
    promotion: Option<Role>,
    list: &mut Candidates,
    diagnostics: &mut Vec<Diagnostic>,
) -> Option<Played> {
    let Reading {
        position,
        san,
        normal,
        span,
        source,
        language,
        options,
    } = reading;
    // A promotion that was not written: strict reading refuses; lenient
    // reading takes a queen, as nearly every player does.
    if promotion.is_none() && list.iter().any(|m| m.promotion().is_some()) {
        let to = list.as_slice().first().map(|m| m.to());
        let mut d = Diagnostic::new(
            Code::MissingPromotion,
            normal.target.span,
            format!(
                "the pawn reaches {} but the move does not say what it becomes",
                to.map_or(String::new(), |t| t.to_string())
            ),
        )
        .with_help(format!(
            "write the piece after the square, such as {}={}",
            to.map_or(String::new(), |t| t.to_string()),
            language.letter(Role::Queen)
        ));
        d = d.with_fix(Fix {
            edits: vec![crate::diagnostics::Edit {
                span: Span::empty(normal.target.span.end),
                replacement: format!("={}", language.letter(Role::Queen)),
            }],
            applicability: Applicability::Unsafe,
        });
        if options.strict {
            diagnostics.push(d);
            return None;
        }
        diagnostics.push(
            d.with_severity(Severity::Warning)
                .with_help("read as a queen"),
        );
        list.retain(|m| m.promotion() == Some(Role::Queen));
    }
    match list.as_slice() {
        [m] => {
            let marked = normal.separator.is_some() || san.capture_after.is_some();
            let abbreviated = matches!(normal.target.value, Target::File(_));
            let bare_pawn = normal.piece.is_none() && normal.origin.is_none();
            if !marked && m.is_capture() && !abbreviated && !bare_pawn {
                diagnostics.push(Diagnostic::new(
                    Code::CaptureWithoutMark,
                    span,
                    "capture written without a capture mark",
                ));
            }
            if m.castling_side().is_some() {
                let written = if m.castling_side() == Some(CastlingSide::KingSide) {
                    "O-O"
                } else {
                    "O-O-O"
                };
                diagnostics.push(
                    Diagnostic::new(
                        Code::CastlingAsKingMove,
                        span,
                        "castling written as a king move",
                    )
                    .with_fix(Fix::replace(span, written, Applicability::Safe)),
                );
            }
            Some(Played::Move(*m))
        }
        [] => {
            let reason = match normal.target.value {
                Target::Square(to) => position
                    .why_illegal(query.role, query.from, to, promotion)
                    .to_string(),
                Target::File(file) => format!(
                    "no {} {} can capture on the {file}-file",
                    position.turn(),
                    query.role
                ),
            };
            let text = span.text(source);
            let mut d = Diagnostic::new(
                Code::IllegalMove,
                span,
                format!("illegal move {text}: {reason}"),
            );
            if let Some(help) = nearest(position, san, source, language) {
                d = d.with_help(help.help).with_fix(help.fix);
            }
            diagnostics.push(d);
            None
        }
        several => {
            let mut froms: Vec<crate::board::Square> = several.iter().map(|m| m.from()).collect();
            froms.sort();
            froms.dedup();
            let role = query.role;
            let names: Vec<String> = match froms.as_slice() {
                [one] => vec![format!("the {role} on {one} in more than one way")],
                many => vec![format!(
                    "the {role}s on {}",
                    join_or(
                        &many.iter().map(ToString::to_string).collect::<Vec<_>>(),
                        "and"
                    )
                )],
            };
            let writes: Vec<String> = several
                .iter()
                .map(|m| {
                    crate::notation::move_to_string(
                        position,
                        *m,
                        crate::notation::Style::san_in(language),
                    )
                })
                .collect();
            let text = span.text(source);
            let d = Diagnostic::new(
                Code::AmbiguousMove,
                span,
                format!("{text} fits {}", join_or(&names, "and")),
            )
            .with_help(format!("write {}", join_or(&writes, "or")));
            diagnostics.push(d);
            None
        }
    }
}

/// "a, b and c".
pub(crate) fn join_or(items: &[String], word: &str) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} {word} {last}", init.join(", ")),
    }
}
