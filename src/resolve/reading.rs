//! One written move against one position: the unique legal move it means, or
//! why there is none or more than one.

use super::Options;
use super::letters::{any_reading, letter_list, notes_for_letter, other_language};
use super::pawn::resolve_pawn_or_bishop;
use super::suggest::nearest;
use crate::Span;
use crate::board::{Bitboard, CastlingSide, Facts, Illegal, Move, MoveList, Position, Role};
use crate::diagnostics::{Applicability, Code, Diagnostic, Fix, Severity};
use crate::lint::rules::written::WrittenMove;
use crate::lint::rules::{self, ambiguous_move, font_figurine, illegal_move, mixed_letters};
use crate::notation::lexicon::{Language, PieceSymbol};
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

    /// What it did on the board, `after` being the position it led to from
    /// `position`; a pass does nothing.
    #[must_use]
    pub fn facts(self, position: &Position, after: &Position) -> Facts {
        match self {
            Played::Move(m) => position.facts(m, after),
            Played::Pass => Facts::NONE,
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

/// What resolving one written move came to: the move and what it did, or
/// why there is none — typed, so that a program need not read diagnostic
/// codes to tell an illegal move from an ambiguous one.
///
/// ```
/// use scoresheet::board::{CheckKind, Position};
/// use scoresheet::notation::lexicon::Language;
/// use scoresheet::resolve::{Options, Verdict, resolve_move};
/// use scoresheet::syntax::parse;
/// let position: Position = "4k3/8/8/8/8/8/8/1N2KN1R w - - 0 1".parse().unwrap();
/// let verdict = |text: &str| {
///     let parsed = parse(text);
///     resolve_move(&position, &parsed.movetext.moves[0], text, Language::English, &Options::default()).verdict
/// };
/// let Verdict::Played { facts, .. } = verdict("Rh8") else { panic!() };
/// assert_eq!(facts.check(), CheckKind::Direct);
/// let Verdict::Ambiguous { candidates } = verdict("Nd2") else { panic!() };
/// assert_eq!(candidates.len(), 2);
/// let Verdict::Illegal { reason: Some(reason) } = verdict("Nd4") else { panic!() };
/// assert_eq!(reason.to_string(), "the knight on b1 does not move to d4");
/// // T is a rook in German, but no rook reaches d4 either.
/// assert_eq!(verdict("Td4"), Verdict::Unreadable);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Verdict {
    /// Exactly one move fits what was written.
    Played {
        /// The move, or a pass.
        played: Played,
        /// What it did: check and its kind, mate, capture, en passant,
        /// promotion.
        facts: Facts,
        /// The position after it (played once, here).
        after: Position,
    },
    /// No legal move fits.
    Illegal {
        /// Why, as the board tells it, when one reason can be named: not
        /// for a capture written with files only (`exd`).
        reason: Option<Illegal>,
    },
    /// Several legal moves fit.
    Ambiguous {
        /// The moves that fit.
        candidates: Vec<Move>,
    },
    /// A legal move fits only by a liberty strict reading refuses: a
    /// promotion without its piece, a pawn capture without its file.
    Refused,
    /// The text names nothing the board knows: a letter that is no piece
    /// in the language, a promotion to no piece.
    Unreadable,
}

impl Verdict {
    /// The move, when one was played.
    #[must_use]
    pub const fn played(&self) -> Option<Played> {
        match self {
            Verdict::Played { played, .. } => Some(*played),
            _ => None,
        }
    }
}

/// Why reading found no move: the verdicts other than
/// [`Verdict::Played`], before the move is played and verified.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Miss {
    Illegal(Option<Illegal>),
    Ambiguous(Vec<Move>),
    Refused,
    Unreadable,
}

impl Miss {
    /// An illegal move for `reason`, unless the board found it legal.
    fn illegal(reason: Illegal) -> Miss {
        Miss::Illegal((reason != Illegal::Legal).then_some(reason))
    }
}

impl From<Miss> for Verdict {
    fn from(miss: Miss) -> Verdict {
        match miss {
            Miss::Illegal(reason) => Verdict::Illegal { reason },
            Miss::Ambiguous(candidates) => Verdict::Ambiguous { candidates },
            Miss::Refused => Verdict::Refused,
            Miss::Unreadable => Verdict::Unreadable,
        }
    }
}

/// The outcome of resolving one written move: the verdict, and everything
/// noticed on the way.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Resolution {
    /// The move and what it did, or why there is none.
    pub verdict: Verdict,
    /// What was noticed: liberties, failed claims, or why no move fits.
    pub diagnostics: Vec<Diagnostic>,
    /// The language whose piece letter the move was read with, when it is
    /// not the game's (an `S` in an English game read as the German
    /// knight): how well a language fits a game counts these.
    pub borrowed: Option<Language>,
    /// Whether the piece letter names another piece than the one that
    /// moved, the from-square of long algebraic deciding (`Rg8-f6` with a
    /// knight on g8 in an English reading): evidence, like a borrowed
    /// letter, that the game is in another language.
    pub misnamed: bool,
}

impl Resolution {
    /// The move, when exactly one fits.
    #[must_use]
    pub const fn played(&self) -> Option<Played> {
        self.verdict.played()
    }
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
/// let Some(Played::Move(m)) = resolution.played() else { panic!() };
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
    let mut borrowed = None;
    let mut misnamed = false;
    let played = match san.body {
        MoveBody::Null(span) => {
            diagnostics.push(Diagnostic::new(
                Code::NullMove,
                span,
                "null move: the side to move passes",
            ));
            Ok(Played::Pass)
        }
        MoveBody::Castling(castling) => {
            let side = match castling.value.wing {
                Wing::Kingside => CastlingSide::KingSide,
                Wing::Queenside => CastlingSide::QueenSide,
            };
            match position.castling_move(side) {
                Some(m) => Ok(Played::Move(m)),
                None => {
                    let reason = position.why_castling_illegal(side);
                    let mut d = illegal_move::castling(castling.span, reason);
                    if !options.quiet
                        && let Some(help) = nearest(position, san, source, language)
                    {
                        d = d.with_help(help.help).with_fix(help.fix);
                    }
                    diagnostics.push(d);
                    Err(Miss::illegal(reason))
                }
            }
        }
        MoveBody::Normal(normal) => {
            let reading = Reading {
                position,
                san,
                normal: &normal,
                span: body_span(san, &normal),
                source,
                language,
                options,
            };
            resolve_normal(reading, &mut diagnostics, &mut borrowed, &mut misnamed)
        }
    };
    let verdict = match played {
        Ok(played) => {
            let after = played.play(position);
            let facts = match played {
                Played::Move(m) => {
                    // Every claim the writer made, against what the move
                    // did (R18, R19): the per-move rules.
                    let facts = position.facts(m, &after);
                    let written = WrittenMove {
                        san,
                        source,
                        played: m,
                        facts,
                        language,
                    };
                    rules::check_move(&written, &mut diagnostics);
                    facts
                }
                Played::Pass => Facts::NONE,
            };
            Verdict::Played {
                played,
                facts,
                after,
            }
        }
        Err(miss) => miss.into(),
    };
    Resolution {
        verdict,
        diagnostics,
        borrowed,
        misnamed,
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

/// Resolves a move with a piece letter or a pawn move; `borrowed` is set
/// when the letter is read in another language than the game's, `misnamed`
/// when the from-square named the piece instead.
fn resolve_normal(
    reading: Reading<'_>,
    diagnostics: &mut Vec<Diagnostic>,
    borrowed: &mut Option<Language>,
    misnamed: &mut bool,
) -> Result<Played, Miss> {
    let Reading {
        position,
        san,
        normal,
        language,
        options,
        ..
    } = reading;
    let from = match normal.origin.map(|o| o.value) {
        None => Bitboard::ALL,
        Some(Origin::File(file)) => Bitboard::file(file),
        Some(Origin::Rank(rank)) => Bitboard::rank(rank),
        Some(Origin::Square(square)) => Bitboard::from_square(square),
    };
    let to = match normal.target.value {
        Target::Square(square) => Bitboard::from_square(square),
        Target::File(file) => Bitboard::file(file),
        // Only the man taken (`BxN`): the squares where the other side has
        // one, read in the game's language, then in any.
        Target::Piece(taken) => {
            let Some(role) = language.role_of(taken).or_else(|| any_reading(taken)) else {
                diagnostics.push(Diagnostic::new(
                    Code::UnknownPieceLetter,
                    normal.target.span,
                    format!("'{taken}' names no piece to capture"),
                ));
                return Err(Miss::Unreadable);
            };
            diagnostics.push(Diagnostic::new(
                Code::AbbreviatedCapture,
                san.span,
                "capture written with the man taken, not the square",
            ));
            position.pieces(!position.turn(), role)
        }
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
                return Err(Miss::Unreadable);
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
                *misnamed = true;
                return Ok(played);
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
                diagnostics.push(mixed_letters::diagnostic(
                    symbol.span,
                    letter,
                    language,
                    other,
                    m.role(),
                    options.strict,
                ));
                *borrowed = Some(other);
                return Ok(Played::Move(m));
            }
            if let Some(played) = by_square(reading, letter, symbol.span, diagnostics) {
                *misnamed = true;
                return Ok(played);
            }
            // A figurine font's sign: the one piece that makes the move.
            if let PieceSymbol::Letter(sign) = letter
                && crate::syntax::is_font_figurine(sign)
            {
                let mut found: Option<Move> = None;
                let mut several = false;
                let mut pieces: Vec<&str> = Vec::new();
                for role in [
                    Role::Knight,
                    Role::Bishop,
                    Role::Rook,
                    Role::Queen,
                    Role::King,
                ] {
                    let list = candidates(position, Query { role, from, to }, promotion);
                    for m in list.as_slice() {
                        several |= found.is_some_and(|f| f != *m);
                        found.get_or_insert(*m);
                    }
                    if !list.is_empty() {
                        pieces.push(role.name());
                    }
                }
                if let (Some(m), false) = (found, several) {
                    diagnostics.push(font_figurine::diagnostic(
                        symbol.span,
                        sign,
                        m.role(),
                        language,
                    ));
                    return Ok(Played::Move(m));
                }
                // Several pieces could: the one the sign stood for where
                // the board said so earlier in the game.
                if let Some(role) = options.fonts.role(sign)
                    && let [m] =
                        candidates(position, Query { role, from, to }, promotion).as_slice()
                {
                    diagnostics.push(font_figurine::bound(symbol.span, sign, role, language));
                    return Ok(Played::Move(*m));
                }
                // Said as it is: the sign is no letter of any language, and
                // the board leaves more than one piece it could stand for.
                if several {
                    diagnostics.push(
                        Diagnostic::new(
                            Code::UnknownPieceLetter,
                            symbol.span,
                            format!(
                                "'{sign}' is a figurine font's sign, and more than one piece makes the move: the {}",
                                pieces.join(" or the ")
                            ),
                        )
                        .with_help("the moves after it, or the sign read elsewhere in the game, say which"),
                    );
                    return Err(Miss::Unreadable);
                }
            }
            diagnostics.push(
                Diagnostic::new(
                    Code::UnknownPieceLetter,
                    symbol.span,
                    format!("'{letter}' is not a piece letter in {language}"),
                )
                .with_help(format!("{language} writes {}", letter_list(language))),
            );
            Err(Miss::Unreadable)
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
) -> Result<Played, Miss> {
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
            return Err(Miss::Refused);
        }
        diagnostics.push(
            d.with_severity(Severity::Warning)
                .with_help("read as a queen"),
        );
        list.retain(|m| m.promotion() == Some(Role::Queen));
    }
    match list.as_slice() {
        [m] => {
            // A capture written without its mark is one of the per-move
            // rules (N001), run once the move is played.
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
            Ok(Played::Move(*m))
        }
        [] => {
            let (miss, reason) = match normal.target.value {
                Target::Square(to) => {
                    let reason = position.why_illegal(query.role, query.from, to, promotion);
                    let text = match (reason, normal.origin.map(|o| o.value)) {
                        // The move the board allows is not the one written:
                        // `cc4` names a departure file, which only a capture
                        // does, and the pawn on that file goes straight.
                        (Illegal::Legal, Some(Origin::File(file))) if query.role == Role::Pawn => {
                            format!(
                                "a pawn move that names its file ({file}) is a capture, and no {} pawn on the {file}-file captures on {to}",
                                position.turn()
                            )
                        }
                        (Illegal::Legal, _) => {
                            "the move the board allows there is not written so".to_string()
                        }
                        _ => reason.to_string(),
                    };
                    (Miss::illegal(reason), text)
                }
                Target::File(file) => (
                    Miss::Illegal(None),
                    format!(
                        "no {} {} can capture on the {file}-file",
                        position.turn(),
                        query.role
                    ),
                ),
                Target::Piece(taken) => (
                    Miss::Illegal(None),
                    format!(
                        "no {} {} can capture a {taken}",
                        position.turn(),
                        query.role
                    ),
                ),
            };
            let mut d = illegal_move::illegal(span, span.text(source), reason);
            if !options.quiet
                && let Some(help) = nearest(position, san, source, language)
            {
                d = d.with_help(help.help).with_fix(help.fix);
            }
            diagnostics.push(d);
            Err(miss)
        }
        several => {
            let d = ambiguous_move::diagnostic(
                position,
                language,
                query.role,
                span,
                span.text(source),
                several,
            );
            diagnostics.push(d);
            Err(Miss::Ambiguous(several.to_vec()))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{Options, Played, Verdict, resolve_move};
    use crate::board::{Illegal, Position, Role};
    use crate::notation::lexicon::Language;
    use crate::syntax::parse;

    fn verdict(fen: &str, text: &str, options: &Options) -> Verdict {
        let position: Position = fen.parse().unwrap();
        let parsed = parse(text);
        resolve_move(
            &position,
            &parsed.movetext.moves[0],
            text,
            Language::English,
            options,
        )
        .verdict
    }

    #[test]
    fn each_outcome_is_its_own_variant() {
        let promotion = "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1";
        // Lenient reading takes a queen for a promotion without its piece.
        let Verdict::Played { played, facts, .. } = verdict(promotion, "b8", &Options::lenient())
        else {
            panic!("b8 promotes")
        };
        assert_eq!(played.uci(), "b7b8q");
        assert_eq!(facts.promotion(), Some(Role::Queen));
        assert!(facts.gives_check());
        // Strict reading refuses it, and a pawn capture without its file.
        assert_eq!(
            verdict(promotion, "b8", &Options::strict()),
            Verdict::Refused
        );
        let capture = "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1";
        assert_eq!(verdict(capture, "d5", &Options::strict()), Verdict::Refused);
        // A capture written with files only names no single reason.
        assert_eq!(
            verdict(capture, "ab", &Options::lenient()),
            Verdict::Illegal { reason: None }
        );
        let Verdict::Illegal {
            reason: Some(reason),
        } = verdict(capture, "Ke3", &Options::lenient())
        else {
            panic!("the king on e1 does not reach e3")
        };
        assert_ne!(reason, Illegal::Legal);
        // Two knights reach d2.
        let Verdict::Ambiguous { candidates } = verdict(
            "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1",
            "Nd2",
            &Options::lenient(),
        ) else {
            panic!("Nd2 is ambiguous")
        };
        let mut froms: Vec<String> = candidates.iter().map(|m| m.from().to_string()).collect();
        froms.sort();
        assert_eq!(froms, ["b1", "f1"]);
        // A pass is played and does nothing.
        let Verdict::Played { played, facts, .. } =
            verdict("4k3/8/8/8/8/8/8/4K3 w - - 0 1", "--", &Options::lenient())
        else {
            panic!("-- is a pass")
        };
        assert_eq!(played, Played::Pass);
        assert!(!facts.gives_check() && !facts.is_capture());
    }

    #[test]
    fn a_letter_of_another_language_is_said_to_be_borrowed() {
        let resolve = |text: &str| {
            let parsed = parse(text);
            resolve_move(
                &Position::initial(),
                &parsed.movetext.moves[0],
                text,
                Language::English,
                &Options::lenient(),
            )
        };
        // S is no English piece; the German knight reaches f3.
        let resolution = resolve("Sf3");
        assert_eq!(resolution.played().unwrap().uci(), "g1f3");
        assert_eq!(resolution.borrowed, Some(Language::German));
        // The English knight's own letter borrows nothing.
        assert_eq!(resolve("Nf3").borrowed, None);
        assert!(!resolve("Nf3").misnamed);
        // R names no piece on g1; the square says the knight moves.
        let resolution = resolve("Rg1-f3");
        assert_eq!(resolution.played().unwrap().uci(), "g1f3");
        assert!(resolution.misnamed);
        assert_eq!(resolution.borrowed, None);
    }
}
