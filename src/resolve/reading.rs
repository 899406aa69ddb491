//! One written move against one position: the unique legal move it means, or
//! why there is none or more than one.

use super::Options;
use super::suggest::nearest;
use super::verify::verify;
use crate::Span;
use crate::board::{Bitboard, CastlingSide, Move, MoveList, Position, Role};
use crate::diagnostics::{Applicability, Code, Diagnostic, Fix, Severity};
use crate::syntax::ast::{MoveBody, NormalMove, Origin, SanMove, Target, Wing};
use crate::syntax::lexicon::{Language, PieceSymbol};
use strum::IntoEnumIterator;

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
/// use scoresheet::syntax::{lexicon::Language, parse};
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
struct Reading<'a> {
    position: &'a Position,
    san: &'a SanMove,
    normal: &'a NormalMove,
    /// The move's body, piece letter to destination.
    span: Span,
    source: &'a str,
    language: Language,
    options: &'a Options,
}

/// A reading of the written move: which role, from where, to where.
#[derive(Clone, Copy)]
struct Query {
    role: Role,
    from: Bitboard,
    to: Bitboard,
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

fn letter_list(language: Language) -> String {
    let letters = language.letters();
    format!(
        "{} king, {} queen, {} rook, {} bishop, {} knight",
        letters[5], letters[4], letters[3], letters[2], letters[1]
    )
}

/// Any language's reading of a promotion piece.
fn any_reading(symbol: PieceSymbol) -> Option<Role> {
    Language::iter().find_map(|language| language.role_of(symbol))
}

fn mixed(
    span: Span,
    letter: PieceSymbol,
    language: Language,
    other: Language,
    role: Role,
    options: &Options,
) -> Diagnostic {
    let d = Diagnostic::new(
        Code::MixedLetters,
        span,
        format!(
            "'{letter}' is not the {language} letter for this move; read as the {other} {role}"
        ),
    )
    .with_help(format!("write {}", piece_letter(language, role)))
    .with_fix(Fix::replace(
        span,
        piece_letter(language, role),
        Applicability::Safe,
    ));
    if options.strict {
        d.with_severity(Severity::Error)
    } else {
        d
    }
}

fn piece_letter(language: Language, role: Role) -> String {
    language.letter(role).to_string()
}

/// The unique legal move the letter makes under some other language.
fn other_language(
    position: &Position,
    letter: PieceSymbol,
    language: Language,
    query: Query,
    promotion: Option<Role>,
) -> Option<(Language, Move)> {
    let mut found: Option<(Language, Move)> = None;
    for other in Language::iter().filter(|l| *l != language) {
        let Some(role) = other.role_of(letter) else {
            continue;
        };
        if language.role_of(letter) == Some(role) {
            continue;
        }
        let list = candidates(position, Query { role, ..query }, promotion);
        match (list.as_slice(), found) {
            ([m], None) => found = Some((other, *m)),
            ([m], Some((_, seen))) if *m == seen => {}
            ([], _) => {}
            _ => return None,
        }
    }
    found
}

fn notes_for_letter(
    letter: PieceSymbol,
    role: Role,
    span: Span,
    diagnostics: &mut Vec<Diagnostic>,
) {
    if letter.is_lowercase() {
        diagnostics.push(Diagnostic::new(
            Code::LowercasePiece,
            span,
            format!("piece letter '{letter}' written in lowercase"),
        ));
    }
    if role == Role::Pawn {
        diagnostics.push(Diagnostic::new(
            Code::PawnLetter,
            span,
            format!("pawn move written with the letter '{letter}'"),
        ));
    }
}

/// The legal moves of a reading, promotion applied when written.
fn candidates(position: &Position, query: Query, promotion: Option<Role>) -> Candidates {
    let mut list = Candidates::new();
    position.moves_to(query.role, query.from, query.to, &mut list);
    if let Some(promoted) = promotion {
        list.retain(|m| m.promotion() == Some(promoted));
    }
    list
}

fn resolve_pawn_or_bishop(
    reading: Reading<'_>,
    query: Query,
    promotion: Option<Role>,
    diagnostics: &mut Vec<Diagnostic>,
) -> Option<Played> {
    let Reading {
        position,
        normal,
        span,
        language,
        options,
        ..
    } = reading;
    let mut list = candidates(position, query, promotion);
    let bare = normal.origin.is_none();
    if bare {
        // "d5" names a push; a capture must name its file.
        let pushes = list.iter().filter(|m| !m.is_capture()).count();
        if pushes == 0 && !list.is_empty() {
            list.retain(|m| {
                m.promotion().is_none() || m.promotion() == Some(Role::Queen) || promotion.is_some()
            });
            if let [m] = list.as_slice() {
                let written = format!("{}x", m.from().file());
                let d = Diagnostic::new(
                    Code::PawnCaptureWithoutFile,
                    normal.target.span,
                    format!(
                        "pawn capture written without its file; the pawn on {} captures",
                        m.from()
                    ),
                )
                .with_help(format!("write {written}{}", m.to()))
                .with_fix(Fix {
                    edits: vec![crate::diagnostics::Edit {
                        span: Span::empty(normal.target.span.start),
                        replacement: written,
                    }],
                    applicability: Applicability::Unsafe,
                });
                if options.strict {
                    diagnostics.push(d.with_severity(Severity::Error));
                    return None;
                }
                diagnostics.push(d);
            } else {
                list.clear();
            }
        } else {
            list.retain(|m| !m.is_capture());
        }
    }
    // Coordinates, as UCI and some programs write them: b1c3 is the man on b1
    // going to c3, whatever it is.
    if list.is_empty()
        && let (Some(origin), Target::Square(to)) = (normal.origin, normal.target.value)
        && let Origin::Square(from) = origin.value
        && let Some(role) = position.role_at(from)
        && role != Role::Pawn
    {
        let coordinates = Query {
            role,
            from: Bitboard::from_square(from),
            to: Bitboard::from_square(to),
        };
        let mut moves = candidates(position, coordinates, promotion);
        if !moves.is_empty() {
            diagnostics.push(Diagnostic::new(
                Code::Coordinates,
                span,
                format!("move written in coordinates: the {role} on {from} goes to {to}"),
            ));
            return finish(reading, coordinates, promotion, &mut moves, diagnostics);
        }
    }
    // A lowercase b is a file unless no pawn move fits: then it is a bishop
    // (bxc3 is a pawn capture when a pawn can make it).
    if list.is_empty()
        && let (Some(origin), Target::Square(to)) = (normal.origin, normal.target.value)
        && origin.value == Origin::File(crate::board::File::new(1).unwrap_or(crate::board::File::A))
    {
        let bishop = Query {
            role: Role::Bishop,
            from: Bitboard::ALL,
            to: Bitboard::from_square(to),
        };
        let mut bishops = candidates(position, bishop, None);
        if bishops.len() == 1 && promotion.is_none() {
            diagnostics.push(
                Diagnostic::new(
                    Code::LowercasePiece,
                    origin.span,
                    "no pawn on the b-file can make this move: 'b' read as a bishop",
                )
                .with_fix(Fix::replace(
                    origin.span,
                    language.letter(Role::Bishop),
                    Applicability::Safe,
                )),
            );
            return finish(reading, bishop, None, &mut bishops, diagnostics);
        }
    }
    if matches!(normal.target.value, Target::File(_)) {
        diagnostics.push(Diagnostic::new(
            Code::AbbreviatedCapture,
            span,
            "pawn capture written with files only",
        ));
    }
    finish(reading, query, promotion, &mut list, diagnostics)
}

/// Picks the one move, or reports none or several.
fn finish(
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
                    crate::write::move_to_string(
                        position,
                        *m,
                        crate::write::Style::san_in(language),
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
