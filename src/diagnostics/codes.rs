//! The one table of diagnostic codes.
//!
//! Codes are stable: programs match on them, and corpus cases name them. Each
//! has a default severity, a kebab-case name and a one-line explanation; a test
//! keeps every code documented, unique and covered by a corpus case.
//!
//! Families: `S` syntax, `F` FEN, `M` resolving a move, `V` verifying what the
//! writer claimed, `N` notation liberties, `D` documents, `L` the lint's
//! checks of a whole game as written (style, result).

use super::Severity;
use serde::{Serialize, Serializer};

macro_rules! codes {
    ($($variant:ident = $code:literal, $name:literal, $severity:ident, $doc:literal;)*) => {
        /// A stable diagnostic code. New codes are added in minor versions, so
        /// a `match` on it needs a wildcard arm.
        #[non_exhaustive]
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, strum::EnumIter)]
        pub enum Code {
            $(#[doc = $doc] $variant,)*
        }

        impl Code {
            /// The code as written in reports, such as `S001`.
            #[must_use]
            pub const fn as_str(self) -> &'static str {
                match self { $(Code::$variant => $code,)* }
            }

            /// A kebab-case name that says what the code is about.
            #[must_use]
            pub const fn name(self) -> &'static str {
                match self { $(Code::$variant => $name,)* }
            }

            /// The severity a diagnostic with this code has unless a mode changes it.
            #[must_use]
            pub const fn severity(self) -> Severity {
                match self { $(Code::$variant => Severity::$severity,)* }
            }

            /// One sentence on what the code means.
            #[must_use]
            pub const fn explanation(self) -> &'static str {
                match self { $(Code::$variant => $doc,)* }
            }

            /// Reads a code such as `S001`.
            #[must_use]
            pub fn from_code(text: &str) -> Option<Code> {
                match text { $($code => Some(Code::$variant),)* _ => None }
            }
        }
    };
}

codes! {
    UnexpectedText = "S001", "unexpected-text", Error,
        "Text that is no part of movetext: not a move, move number, result, comment or annotation.";
    ExpectedSquare = "S002", "expected-square", Error,
        "A move that stops before its destination square.";
    UnclosedComment = "S003", "unclosed-comment", Error,
        "A brace comment with no closing brace.";
    UnclosedVariation = "S004", "unclosed-variation", Error,
        "A variation opened with '(' and never closed.";
    UnopenedVariation = "S005", "unopened-variation", Error,
        "A ')' with no variation open.";
    MalformedTag = "S006", "malformed-tag", Error,
        "A PGN tag pair that is not of the form [Name \"value\"].";
    BinaryInput = "S010", "binary-input", Warning,
        "An input that is binary, not text (a NUL byte near its start): passed over whole.";
    InvalidUtf8 = "S007", "invalid-utf8", Warning,
        "Bytes that are not UTF-8; they were read as U+FFFD.";
    MalformedMove = "S008", "malformed-move", Error,
        "A token that starts like a move but is not one.";
    NestedTooDeep = "S009", "nested-too-deep", Error,
        "Variations nested more than 64 deep, which the parser does not read.";
    BadFen = "F001", "bad-fen", Error,
        "A FEN that does not describe a legal starting position.";
    IllegalMove = "M001", "illegal-move", Error,
        "No legal move of the position fits what was written; the message says why and what was probably meant.";
    AmbiguousMove = "M002", "ambiguous-move", Error,
        "Several legal moves fit what was written; the message names each.";
    UnknownPieceLetter = "M003", "unknown-piece-letter", Error,
        "A letter that names no piece in the game's language (nor in any other that makes the move legal).";
    MissingPromotion = "M004", "missing-promotion", Error,
        "A pawn reaches the last rank but the move does not say what it becomes; lenient reading takes a queen.";
    MixedLetters = "M005", "mixed-letters", Warning,
        "A piece letter from another language than the rest of the game.";
    PawnCaptureWithoutFile = "M006", "pawn-capture-without-file", Warning,
        "A pawn capture written as its destination alone (d5 for exd5).";
    LetterContradictsSquare = "M008", "letter-contradicts-square", Warning,
        "Long algebraic whose piece letter names another piece than the one on its from-square (Cf1-c4 in a German text): the square decides.";
    FontFigurine = "M009", "font-figurine", Warning,
        "A sign that a figurine font printed for a piece (¤f3, ©f3, as text copied from a PDF gives it), read as the one piece the board lets move there.";
    MoveAfterGap = "M007", "move-after-gap", Error,
        "A move after '...' stood for a move that was not written: the position is unknown from there.";
    CaptureMarkWithoutCapture = "V001", "capture-mark-without-capture", Warning,
        "A capture mark on a move that captures nothing.";
    EnPassantMarkWrong = "V002", "en-passant-mark-wrong", Warning,
        "An en-passant mark on a move that is not an en-passant capture.";
    CheckMarkWithoutCheck = "V003", "check-mark-without-check", Warning,
        "A check mark on a move that gives no check.";
    MissingCheckMark = "V004", "missing-check-mark", Warning,
        "A move that gives check written without a check mark.";
    MateMarkWithoutMate = "V005", "mate-mark-without-mate", Warning,
        "A mate mark on a move that does not mate.";
    MissingMateMark = "V006", "missing-mate-mark", Warning,
        "A move that mates written without a mate mark (or with only a check mark).";
    DoublePlusRead = "V007", "double-plus-read", Note,
        "'++' is double check in some texts and mate in others; the board decided which.";
    NotDiscoveredCheck = "V008", "not-discovered-check", Warning,
        "'dis ch' on a check that is not discovered.";
    NotDoubleCheck = "V009", "not-double-check", Warning,
        "'dbl ch' on a check that is not double.";
    CapturedPieceWrong = "V010", "captured-piece-wrong", Warning,
        "A capture naming the piece it takes (Lb5xSc6) names a piece that does not stand on the square.";
    CaptureWithoutMark = "N001", "capture-without-mark", Note,
        "A capture written without a capture mark, as ECO writes (Be5 for Bxe5).";
    CastlingAsKingMove = "N002", "castling-as-king-move", Note,
        "Castling written as the king's two-square move (Kg1).";
    LowercasePiece = "N003", "lowercase-piece", Note,
        "A piece letter written in lowercase.";
    LanguageChosen = "N004", "language-chosen", Note,
        "The piece letters of the game were read in the language under which it resolves best.";
    AbbreviatedCapture = "N005", "abbreviated-capture", Note,
        "A capture written without its square: a pawn's with files only (exd, ed), or with only the man taken (BxN, fxC).";
    PawnLetter = "N006", "pawn-letter", Note,
        "A pawn move written with a pawn letter (Pe4).";
    NullMove = "N007", "null-move", Note,
        "A null move: the side to move passes.";
    DrawOffer = "N008", "draw-offer", Note,
        "A draw offer recorded on the move.";
    Coordinates = "N009", "coordinates", Note,
        "A piece move written in coordinates without its letter, as UCI writes (g1f3).";
    CyrillicFile = "N010", "cyrillic-file", Note,
        "A file written with the Cyrillic letter that looks like it (а, с, е, or Ь for b), as Russian pages and OCR do, or with the ç French keyboards and OCR make of c; and a rank 3 written З or 6 written б, or a capture mark written х, in Cyrillic.";
    SpacedSquare = "N011", "spaced-square", Note,
        "Long algebraic as old books and their OCR print it: a square's file and rank set apart (e 2 – e 4), or a full stop after the piece letter (S. g1–f3).";
    CommaMoveNumber = "N012", "comma-move-number", Note,
        "A move number written with a comma for its period, glued to the move (1,e4), as OCR reads the period.";
    FenRepaired = "F002", "fen-repaired", Warning,
        "A FEN with an impossible castling right, en-passant square or move number, read with that field repaired.";
    MoveNumberMismatch = "D001", "move-number-mismatch", Warning,
        "A move number that is not the number of the move that follows.";
    CorrectedMove = "D002", "corrected-move", Warning,
        "A move that fit no legal move (or several), or that made a later move illegal, read as the likeliest correction under which the rest of the game resolves.";
    SkippedText = "D003", "skipped-text", Warning,
        "Text inside a game that is no move (OCR debris, a stray word), skipped because the moves after it read on.";
    GameStopped = "D004", "game-stopped", Warning,
        "A game that stops before its last written move: the moves after the failure are not read.";
    Fragment = "D005", "fragment", Note,
        "Moves in prose whose game is not in the text (a caption, a game's tail): not read. A warning when the text yields no game at all.";
    NoMoves = "D006", "no-moves", Warning,
        "A text in which no move was found at all.";
    GluedMoves = "D007", "glued-moves", Warning,
        "Moves written without the spaces between them (1.d4Nf62.c4, d4ed4), cut where the board says.";
    NoReading = "D008", "no-reading", Error,
        "No reading of a move (nor of the moves before it) carries the game on, or the last move has several equally likely readings; the message lists those tried.";
    MixedStyle = "L001", "mixed-style", Warning,
        "A game written in two styles: castling as 0-0 and as O-O, promotions as e8Q and as e8=Q, captures as x and as ×.";
    NeedlessDisambiguation = "L002", "needless-disambiguation", Note,
        "A departure written where SAN needs none (Nbd2 when only one knight can reach d2), or more of it than needed.";
    ResultContradictsPosition = "L003", "result-contradicts-position", Warning,
        "A result that the final position contradicts: 1-0 after Black mates, a win after stalemate, '*' or (in PGN) nothing after a mate.";
}

impl Serialize for Code {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_str())
    }
}

impl std::fmt::Display for Code {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use strum::IntoEnumIterator;

    #[test]
    fn codes_are_unique_and_round_trip() {
        let mut seen = std::collections::HashSet::new();
        for code in Code::iter() {
            assert!(
                seen.insert(code.as_str()),
                "duplicate code {}",
                code.as_str()
            );
            assert_eq!(Code::from_code(code.as_str()), Some(code));
            assert!(!code.explanation().is_empty());
        }
    }
}
