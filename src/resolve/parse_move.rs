//! The one call most programs want for one move: its text and a position
//! in, the legal move or a typed error out — what shakmaty's `San::from_str`
//! and `to_move`, or python-chess's `board.parse_san`, give their users.
//!
//! It is [`resolve_move`] with its [`Verdict`] turned into a [`Result`]:
//! the liberties a reader takes (a missing capture mark, a lowercase letter,
//! a false check mark) still give the move; use [`resolve_move`] to see them.

use super::{Options, Played, Verdict, resolve_move};
use crate::board::{Illegal, Move, Position};
use crate::diagnostics::Diagnostic;
use crate::notation::lexicon::Language;
use crate::syntax::WrittenMove;
use std::fmt;

/// Why a written move gives no legal move.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum ResolveError {
    /// The text is not one move as the grammar reads it.
    Syntax(Box<Diagnostic>),
    /// No legal move fits what was written.
    Illegal {
        /// Why, as the board tells it, when one reason can be named: not
        /// for a capture written with a file only (`exd`), nor when the
        /// letter names no piece.
        reason: Option<Illegal>,
        /// The full report: the message, and where there is one the
        /// nearest legal move as help and fix.
        diagnostic: Box<Diagnostic>,
    },
    /// Several legal moves fit what was written.
    Ambiguous {
        /// The moves that fit.
        candidates: Vec<Move>,
        /// The full report, with how to write each candidate.
        diagnostic: Box<Diagnostic>,
    },
    /// A null move (`--`): the side to move passes, which is no move of the
    /// board.
    NullMove,
    /// Anything else that stops the reading, such as a letter that names no
    /// piece in the language.
    Unreadable(Box<Diagnostic>),
}

impl ResolveError {
    /// The diagnostic that says what is wrong, where and what to write
    /// instead; `None` for a null move.
    #[must_use]
    pub const fn diagnostic(&self) -> Option<&Diagnostic> {
        match self {
            ResolveError::Syntax(diagnostic)
            | ResolveError::Unreadable(diagnostic)
            | ResolveError::Illegal { diagnostic, .. }
            | ResolveError::Ambiguous { diagnostic, .. } => Some(diagnostic),
            ResolveError::NullMove => None,
        }
    }
}

impl fmt::Display for ResolveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.diagnostic() {
            Some(diagnostic) => f.write_str(&diagnostic.message),
            None => f.write_str("a null move passes and moves nothing"),
        }
    }
}

impl std::error::Error for ResolveError {}

/// Resolves `text`, one move in English letters or figurines, against
/// `position`.
///
/// # Errors
/// [`ResolveError::Syntax`] when the text is not one move,
/// [`ResolveError::Illegal`] or [`ResolveError::Ambiguous`] when no legal
/// move or several fit it.
///
/// ```
/// use scoresheet::board::Position;
/// use scoresheet::resolve::{ResolveError, parse_move};
/// let position = Position::initial();
/// assert_eq!(parse_move(&position, "Nf3").unwrap().uci().to_string(), "g1f3");
///
/// let Err(ResolveError::Illegal { reason, .. }) = parse_move(&position, "Bc4") else { panic!() };
/// assert_eq!(reason.unwrap().to_string(), "the bishop on f1 is blocked by the pawn on e2");
///
/// let position: Position = "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1".parse().unwrap();
/// let Err(ResolveError::Ambiguous { candidates, .. }) = parse_move(&position, "Nd2") else { panic!() };
/// assert_eq!(candidates.len(), 2);
///
/// assert!(matches!(parse_move(&position, "1. Nd2"), Err(ResolveError::Syntax(_))));
/// ```
pub fn parse_move(position: &Position, text: &str) -> Result<Move, ResolveError> {
    parse_move_in(position, text, Language::English)
}

/// Resolves `text`, one move whose piece letters are those of `language`,
/// against `position`; see [`parse_move`].
///
/// # Errors
/// As [`parse_move`].
///
/// ```
/// use scoresheet::board::Position;
/// use scoresheet::notation::lexicon::Language;
/// use scoresheet::resolve::parse_move_in;
/// let m = parse_move_in(&Position::initial(), "Sf3", Language::German).unwrap();
/// assert_eq!(m.uci().to_string(), "g1f3");
/// ```
pub fn parse_move_in(
    position: &Position,
    text: &str,
    language: Language,
) -> Result<Move, ResolveError> {
    let written: WrittenMove = text
        .parse()
        .map_err(|d| ResolveError::Syntax(Box::new(d)))?;
    resolve_written(position, &written, language)
}

/// Resolves a move already read with [`WrittenMove`]'s `FromStr` against
/// `position`, its letters read in `language`; see [`parse_move`].
///
/// # Errors
/// As [`parse_move`], except that the text was already read.
///
/// ```
/// use scoresheet::board::Position;
/// use scoresheet::notation::lexicon::Language;
/// use scoresheet::resolve::resolve_written;
/// use scoresheet::syntax::WrittenMove;
/// let written: WrittenMove = "e4".parse().unwrap();
/// let m = resolve_written(&Position::initial(), &written, Language::English).unwrap();
/// assert_eq!(m.to().to_string(), "e4");
/// ```
pub fn resolve_written(
    position: &Position,
    written: &WrittenMove,
    language: Language,
) -> Result<Move, ResolveError> {
    let san = written.san();
    let options = Options::lenient()
        .with_language(language)
        .with_recover(false);
    let resolution = resolve_move(position, san, written.text(), language, &options);
    let verdict = match resolution.verdict {
        Verdict::Played {
            played: Played::Move(m),
            ..
        } => return Ok(m),
        Verdict::Played {
            played: Played::Pass,
            ..
        } => return Err(ResolveError::NullMove),
        verdict => verdict,
    };
    let diagnostic = Box::new(
        resolution
            .diagnostics
            .into_iter()
            .find(Diagnostic::is_error)
            .unwrap_or_else(|| crate::lint::rules::illegal_move::no_fit(san.span)),
    );
    Err(match verdict {
        Verdict::Illegal { reason } => ResolveError::Illegal { reason, diagnostic },
        Verdict::Ambiguous { candidates } => ResolveError::Ambiguous {
            candidates,
            diagnostic,
        },
        _ => ResolveError::Unreadable(diagnostic),
    })
}

#[cfg(test)]
mod tests {
    use super::{ResolveError, parse_move};
    use crate::board::{Illegal, Position};

    #[test]
    fn each_failure_has_its_own_variant() {
        let start = Position::initial();
        assert_eq!(parse_move(&start, "--"), Err(ResolveError::NullMove));
        let Err(ResolveError::Illegal { reason, diagnostic }) = parse_move(&start, "O-O") else {
            panic!("castling through pieces is illegal");
        };
        assert!(matches!(reason, Some(Illegal::CastlingBlocked { .. })));
        assert_eq!(diagnostic.code.as_str(), "M001");
        // T is a rook in German, but no rook reaches f3 either.
        let Err(ResolveError::Unreadable(diagnostic)) = parse_move(&start, "Tf3") else {
            panic!("T is no English piece");
        };
        assert_eq!(diagnostic.code.as_str(), "M003");
        assert!(matches!(
            parse_move(&start, ""),
            Err(ResolveError::Syntax(_))
        ));
        let error = parse_move(&start, "Bc4").unwrap_err();
        let as_error: &dyn std::error::Error = &error;
        assert!(as_error.to_string().starts_with("illegal move Bc4"));
    }
}
