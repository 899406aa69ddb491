//! Reading and writing positions in Forsyth–Edwards Notation.
//!
//! A FEN given by a user is checked as a position, not only as text: each side
//! has exactly one king, no pawn stands on a back rank, the castling rights and
//! the en passant square fit the board, and the side not to move is not in
//! check. Every error carries the byte span of what is wrong in the text.

use super::{
    CastlingRights, CastlingSide, Color, FenError, FenErrorKind, File, Piece, Rank, Role, Square,
};
use super::{Position, position::pawn_start_rank};
use crate::Span;
use std::str::FromStr;

/// A field of the FEN and where it starts.
#[derive(Clone, Copy)]
pub(crate) struct Field<'a> {
    pub(crate) text: &'a str,
    pub(crate) start: usize,
}

impl Field<'_> {
    pub(crate) fn span(self) -> Span {
        Span::from_range(self.start..self.start + self.text.len())
    }

    /// The span of `len` bytes at byte `offset` within the field.
    fn sub(self, offset: usize, len: usize) -> Span {
        Span::from_range(self.start + offset..self.start + offset + len)
    }

    fn error(self, kind: FenErrorKind) -> FenError {
        FenError {
            span: self.span(),
            kind,
        }
    }
}

/// Splits `text` into runs of non-whitespace, with their byte offsets.
pub(crate) fn fields(text: &str) -> Vec<Field<'_>> {
    let mut out = Vec::new();
    let mut start = None;
    for (i, c) in text
        .char_indices()
        .chain(std::iter::once((text.len(), ' ')))
    {
        match (c.is_whitespace(), start) {
            (true, Some(s)) => {
                out.push(Field {
                    text: text.get(s..i).unwrap_or(""),
                    start: s,
                });
                start = None;
            }
            (false, None) => start = Some(i),
            _ => {}
        }
    }
    out
}

impl Position {
    /// Reads a position from FEN: placement, side to move, castling rights,
    /// en passant square, and optionally the two clocks (0 and 1 when absent).
    ///
    /// ```
    /// use scoresheet::board::Position;
    /// let fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    /// assert_eq!(Position::from_fen(fen).map(|p| p.fen()), Ok(fen.to_string()));
    /// let error = Position::from_fen("8/8/8/8/8/8/8/8 w - -").unwrap_err();
    /// assert_eq!(error.to_string(), "white has no king");
    /// ```
    ///
    /// # Errors
    ///
    /// A [`FenError`] saying what is wrong and where, when the text is not a
    /// FEN of a legal-looking position (see [`FenErrorKind`]).
    pub fn from_fen(text: &str) -> Result<Position, FenError> {
        let all = fields(text);
        let whole = Span::from_range(0..text.len());
        let (placement, turn, castling, ep, clocks) = match all.as_slice() {
            [p, t, c, e] => (*p, *t, *c, *e, None),
            [p, t, c, e, h, m] => (*p, *t, *c, *e, Some((*h, *m))),
            [_, _, _, _, _, _, extra, ..] => {
                return Err(FenError {
                    span: Span::from_range(extra.start..text.len()),
                    kind: FenErrorKind::FieldCount { found: all.len() },
                });
            }
            _ => {
                return Err(FenError {
                    span: whole,
                    kind: FenErrorKind::FieldCount { found: all.len() },
                });
            }
        };
        let mut position = read_placement(placement)?;
        position.turn = match turn.text {
            "w" => Color::White,
            "b" => Color::Black,
            _ => return Err(turn.error(FenErrorKind::SideToMove)),
        };
        position.castling = read_castling(&position, castling)?;
        position.ep_square = read_ep(&position, ep)?;
        if let Some((halfmove, fullmove)) = clocks {
            position.halfmove_clock = read_number(halfmove.text)
                .ok_or_else(|| halfmove.error(FenErrorKind::HalfmoveClock))?;
            position.fullmove_number = read_number(fullmove.text)
                .filter(|&n| n >= 1)
                .ok_or_else(|| fullmove.error(FenErrorKind::FullmoveNumber))?;
        }
        let them = !position.turn;
        if let Some(king) = position.king_of(them)
            && position.is_attacked(king, position.turn)
        {
            return Err(turn.error(FenErrorKind::OppositeCheck { color: them }));
        }
        position.checkers = position.compute_checkers();
        Ok(position)
    }

    /// The position in FEN, with all six fields.
    #[must_use]
    pub fn fen(&self) -> String {
        let mut out = String::with_capacity(90);
        for rank in Rank::ALL.into_iter().rev() {
            let mut empty = 0;
            for file in File::ALL {
                match self.piece_at(Square::from_coords(file, rank)) {
                    Some(piece) => {
                        if empty > 0 {
                            out.push(char::from(b'0' + empty));
                            empty = 0;
                        }
                        out.push(piece.char());
                    }
                    None => empty += 1,
                }
            }
            if empty > 0 {
                out.push(char::from(b'0' + empty));
            }
            if rank != Rank::FIRST {
                out.push('/');
            }
        }
        let ep = self
            .ep_square
            .map_or_else(|| "-".to_string(), |s| s.to_string());
        format!(
            "{out} {} {} {ep} {} {}",
            self.turn.char(),
            self.castling,
            self.halfmove_clock,
            self.fullmove_number
        )
    }
}

/// Reads digits only (no sign, no spaces) into a `u32`.
fn read_number(text: &str) -> Option<u32> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    text.parse().ok()
}

/// Reads the placement field: 8 ranks from the eighth down, separated by `/`.
fn read_placement(field: Field<'_>) -> Result<Position, FenError> {
    let mut ranks = Vec::with_capacity(8);
    let mut start = 0;
    for (i, c) in field.text.char_indices() {
        if c == '/' {
            ranks.push((start, i));
            start = i + 1;
        }
    }
    ranks.push((start, field.text.len()));
    if ranks.len() != 8 {
        return Err(field.error(FenErrorKind::RankCount { found: ranks.len() }));
    }
    let mut position = Position::empty();
    for ((start, end), rank) in ranks.into_iter().zip(Rank::ALL.into_iter().rev()) {
        let text = field.text.get(start..end).unwrap_or("");
        let mut file: u8 = 0;
        for (i, c) in text.char_indices() {
            let at = field.sub(start + i, c.len_utf8());
            let (piece, width) = match c {
                '1'..='8' => (None, c as u8 - b'0'),
                _ => {
                    let piece = Piece::from_char(c).ok_or(FenError {
                        span: at,
                        kind: FenErrorKind::UnknownPiece { found: c },
                    })?;
                    (Some(piece), 1)
                }
            };
            if file + width > 8 {
                return Err(FenError {
                    span: at,
                    kind: FenErrorKind::RankTooLong { rank },
                });
            }
            if let Some(piece) = piece {
                let square = Square::from_coords(File::new(file).unwrap_or(File::A), rank);
                if piece.role == Role::Pawn && (rank == Rank::FIRST || rank == Rank::EIGHTH) {
                    return Err(FenError {
                        span: at,
                        kind: FenErrorKind::PawnOnBackRank { square },
                    });
                }
                position.put(piece, square);
            }
            file += width;
        }
        if file < 8 {
            return Err(FenError {
                span: field.sub(start, end - start),
                kind: FenErrorKind::RankTooShort {
                    rank,
                    squares: file,
                },
            });
        }
    }
    for color in Color::ALL {
        let found = position.pieces(color, Role::King).count();
        if found != 1 {
            return Err(field.error(FenErrorKind::KingCount { color, found }));
        }
    }
    Ok(position)
}

/// Reads the castling field and checks that each right has its king and rook
/// at home.
fn read_castling(position: &Position, field: Field<'_>) -> Result<CastlingRights, FenError> {
    let rights =
        CastlingRights::from_fen(field.text).ok_or(field.error(FenErrorKind::CastlingText))?;
    for (i, c) in field.text.char_indices() {
        let color = if c.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        let side = match c.to_ascii_lowercase() {
            'k' => CastlingSide::KingSide,
            'q' => CastlingSide::QueenSide,
            _ => continue,
        };
        let needs = [
            (Role::King, CastlingSide::king_from(color)),
            (Role::Rook, side.rook_from(color)),
        ];
        for (role, square) in needs {
            if !position.pieces(color, role).contains(square) {
                return Err(FenError {
                    span: field.sub(i, 1),
                    kind: FenErrorKind::CastlingMismatch {
                        color,
                        side,
                        role,
                        square,
                    },
                });
            }
        }
    }
    Ok(rights)
}

/// Reads the en passant field and checks that a pawn of the side that just
/// moved can have passed over the square.
fn read_ep(position: &Position, field: Field<'_>) -> Result<Option<Square>, FenError> {
    if field.text == "-" {
        return Ok(None);
    }
    let square = Square::from_str(field.text).map_err(|_| field.error(FenErrorKind::EpText))?;
    let mover = !position.turn;
    let forward: i8 = mover.fold(1, -1);
    let expected_rank = mover.fold(2, 5);
    if square.rank().index() != expected_rank {
        return Err(field.error(FenErrorKind::EpRank {
            square,
            turn: position.turn,
        }));
    }
    let pawn = square.offset(0, forward);
    let origin = square.offset(0, -forward);
    let possible = match (pawn, origin) {
        (Some(pawn), Some(origin)) => {
            position.pieces(mover, Role::Pawn).contains(pawn)
                && !position.occupied().contains(square)
                && !position.occupied().contains(origin)
                && pawn_start_rank(mover).contains(origin)
        }
        _ => false,
    };
    if possible {
        Ok(Some(square))
    } else {
        Err(field.error(FenErrorKind::EpNoPawn { square }))
    }
}

impl FromStr for Position {
    type Err = FenError;
    fn from_str(text: &str) -> Result<Position, FenError> {
        Position::from_fen(text)
    }
}

impl std::fmt::Display for Position {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.fen())
    }
}
