//! One SAN move of clean PGN, read from its bytes and resolved against the
//! board in the same step: the shapes PGN writers produce (`e4`, `exd5`,
//! `Nf3`, `Nbd7`, `R1e2`, `Qh3xf1`, `e8=Q`, `O-O-O`, each maybe with `+` or
//! `#` and a glyph such as `!?`), and nothing else.
//!
//! Each shape here is read exactly as the grammar's `san` rule reads it
//! (`tests/grammar_agreement.rs` checks that the nom parser gives the same
//! move), and a move is accepted only when the full reader would accept it
//! without a word: exactly one legal move, the capture mark written exactly
//! when it captures, the promotion written when there is one, and the check
//! and mate marks exactly as the board has them. Anything else is `None`, and
//! the game goes to the full reader, which says what is wrong.

use crate::Span;
use crate::board::{
    Bitboard, CastlingSide, Facts, File, Move, MoveList, Position, Rank, Role, Square,
};

/// A move as written, before the board is asked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Written {
    /// `O-O` or `O-O-O`.
    Castling(CastlingSide),
    /// A piece or pawn move.
    Normal {
        /// The man that moves: the letter's, or a pawn without one.
        role: Role,
        /// Where it may come from: the whole board, or the file, rank or
        /// square written.
        from: Bitboard,
        /// Where it lands.
        to: Square,
        /// Whether `x` was written.
        capture: bool,
        /// What a pawn becomes, when `=Q` and the like was written.
        promotion: Option<Role>,
    },
}

/// The mark written after a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Mark {
    /// Nothing: the move must neither check nor mate.
    None,
    /// `+`: the move must check and not mate.
    Check,
    /// `#`: the move must mate.
    Mate,
}

/// A whole token: the move, its mark, and where the token ends (after any
/// glyph, which says nothing the main line keeps).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Token {
    pub(crate) written: Written,
    pub(crate) mark: Mark,
    pub(crate) end: usize,
}

impl Token {
    /// Where a piece move that starts at `at` names its departure (`b` of
    /// `Nbd7`, `h3` of `Qh3f1`): right after the letter, one byte for a
    /// file or a rank, two for a square. `None` for a pawn, castling, or a
    /// move that names none.
    pub(crate) fn departure(&self, at: usize) -> Option<Span> {
        match self.written {
            Written::Normal { role, from, .. } if role != Role::Pawn && from != Bitboard::ALL => {
                let length = if from.more_than_one() { 1 } else { 2 };
                Some(Span::from_range(at + 1..at + 1 + length))
            }
            _ => None,
        }
    }
}

/// The English piece letters, the only ones clean PGN uses.
const fn piece(byte: u8) -> Option<Role> {
    match byte {
        b'K' => Some(Role::King),
        b'Q' => Some(Role::Queen),
        b'R' => Some(Role::Rook),
        b'B' => Some(Role::Bishop),
        b'N' => Some(Role::Knight),
        _ => None,
    }
}

/// What a pawn may promote to, in English.
const fn promotion(byte: u8) -> Option<Role> {
    match byte {
        b'Q' => Some(Role::Queen),
        b'R' => Some(Role::Rook),
        b'B' => Some(Role::Bishop),
        b'N' => Some(Role::Knight),
        _ => None,
    }
}

fn file(bytes: &[u8], at: usize) -> Option<File> {
    bytes.get(at).and_then(|&b| File::from_char(char::from(b)))
}

fn rank(bytes: &[u8], at: usize) -> Option<Rank> {
    bytes.get(at).and_then(|&b| Rank::from_char(char::from(b)))
}

fn square(bytes: &[u8], at: usize) -> Option<Square> {
    Some(Square::from_coords(file(bytes, at)?, rank(bytes, at + 1)?))
}

/// Whether the byte at `at` may follow a move in clean PGN: white space, the
/// end, or the opening of a comment or NAG, or the close of a variation.
/// Not `(`, which directly after a pawn move may open a promotion (`e8(Q)`),
/// nor `,` `.` `/`, which the grammar reads in ways clean PGN does not use.
pub(crate) fn ends_token(bytes: &[u8], at: usize) -> bool {
    matches!(
        bytes.get(at),
        None | Some(b' ' | b'\t' | b'\r' | b'\n' | b')' | b'{' | b';' | b'$')
    )
}

/// The SAN token starting at `at`, when it has one of the clean shapes and
/// ends where a clean token ends.
pub(crate) fn token(bytes: &[u8], at: usize) -> Option<Token> {
    let (written, mut i) = match bytes.get(at)? {
        b'O' => castling(bytes, at)?,
        &b => match piece(b) {
            Some(role) => piece_move(bytes, at + 1, role)?,
            None => pawn_move(bytes, at)?,
        },
    };
    let mark = match bytes.get(i) {
        Some(b'+') if bytes.get(i + 1) != Some(&b'+') => {
            i += 1;
            Mark::Check
        }
        Some(b'#') => {
            i += 1;
            Mark::Mate
        }
        _ => Mark::None,
    };
    i += glyph_length(bytes, i);
    (ends_token(bytes, i) && !mark_apart(bytes, i)).then_some(Token {
        written,
        mark,
        end: i,
    })
}

/// Whether a mark written apart follows at `at`, which the grammar's `san`
/// would take into the move: a word for check, mate or en passant after at
/// most one space and one line end (`e4 ch`, `exd6\ne.p.`), or a draw
/// offer after at most one space (`Kb1 (=)`). No clean token begins with
/// any of these words, so a game with one is left to the full reader.
fn mark_apart(bytes: &[u8], at: usize) -> bool {
    let mut i = at + usize::from(bytes.get(at) == Some(&b' '));
    if bytes.get(i..).is_some_and(|rest| rest.starts_with(b"(=)")) {
        return true;
    }
    match bytes.get(i) {
        Some(b'\r') if bytes.get(i + 1) == Some(&b'\n') => i += 2,
        Some(b'\n') => i += 1,
        _ => {}
    }
    let rest = bytes.get(i..).unwrap_or(&[]);
    // `mat` begins `mate`, `matt` and `matto` too, and `MAT` `MATE`.
    const WORDS: [&[u8]; 13] = [
        b"ch",
        b"Ch",
        b"dis",
        b"dbl",
        b"j.",
        b"mat",
        b"Mate",
        b"Matto",
        b"MAT",
        "mát".as_bytes(),
        "Mát".as_bytes(),
        "MÁT".as_bytes(),
        b"e",
    ];
    WORDS.iter().any(|word| {
        rest.starts_with(word) && (*word != b"e" || matches!(rest.get(1), Some(b'.' | b'p')))
    })
}

/// The length of the annotation glyph at `at` (`!!` `??` `!?` `?!` `!` `?`,
/// longest first as the grammar tries them), or 0.
fn glyph_length(bytes: &[u8], at: usize) -> usize {
    match (bytes.get(at), bytes.get(at + 1)) {
        (Some(b'!' | b'?'), Some(b'!' | b'?')) => 2,
        (Some(b'!' | b'?'), _) => 1,
        _ => 0,
    }
}

/// `O-O-O` or `O-O`, with letters.
fn castling(bytes: &[u8], at: usize) -> Option<(Written, usize)> {
    let rest = bytes.get(at..)?;
    if rest.starts_with(b"O-O-O") {
        Some((Written::Castling(CastlingSide::QueenSide), at + 5))
    } else if rest.starts_with(b"O-O") {
        Some((Written::Castling(CastlingSide::KingSide), at + 3))
    } else {
        None
    }
}

/// After a piece letter at `at - 1`: `f3`, `xf3`, `bd7`, `bxd7`, `1e2`,
/// `1xe2`, `h3f1`, `h3xf1`. The grammar tries a departure first and keeps
/// the first departure that reads (a square before a file before a rank);
/// when no destination follows it, it reads the move without one.
fn piece_move(bytes: &[u8], at: usize, role: Role) -> Option<(Written, usize)> {
    let normal = |from, capture, to, end| {
        Some((
            Written::Normal {
                role,
                from,
                to,
                capture,
                promotion: None,
            },
            end,
        ))
    };
    // A departure, as the grammar's `origin = square | file | rank`.
    let departure = match (square(bytes, at), file(bytes, at), rank(bytes, at)) {
        (Some(from), _, _) => Some((Bitboard::from_square(from), at + 2)),
        (None, Some(f), _) => Some((Bitboard::file(f), at + 1)),
        (None, None, Some(r)) => Some((Bitboard::rank(r), at + 1)),
        (None, None, None) => None,
    };
    if let Some((from, after)) = departure {
        let capture = bytes.get(after) == Some(&b'x');
        let target = after + usize::from(capture);
        if let Some(to) = square(bytes, target) {
            return normal(from, capture, to, target + 2);
        }
    }
    let capture = bytes.get(at) == Some(&b'x');
    let target = at + usize::from(capture);
    normal(Bitboard::ALL, capture, square(bytes, target)?, target + 2)
}

/// `e4`, `exd5`, `e8=Q`, `exd8=N`: a push named by its square or a capture
/// named by its file, the promotion with `=`. A pawn's departure square
/// (`e2e4`) or a capture without `x` (`ed5`) is not clean.
fn pawn_move(bytes: &[u8], at: usize) -> Option<(Written, usize)> {
    let start = file(bytes, at)?;
    let (from, capture, to, mut end) = if bytes.get(at + 1) == Some(&b'x') {
        (Bitboard::file(start), true, square(bytes, at + 2)?, at + 4)
    } else {
        (Bitboard::ALL, false, square(bytes, at)?, at + 2)
    };
    let mut promoted = None;
    if bytes.get(end) == Some(&b'=') {
        promoted = Some(promotion(*bytes.get(end + 1)?)?);
        end += 2;
    }
    Some((
        Written::Normal {
            role: Role::Pawn,
            from,
            to,
            capture,
            promotion: promoted,
        },
        end,
    ))
}

/// The one legal move `written` means in `position`, when the full reader
/// would read it so without a word: none for no move, several, a promotion
/// not written, a capture mark that does not match, or castling written as
/// a king move.
pub(crate) fn resolve(position: &Position, written: Written) -> Option<Move> {
    let (role, from, to, capture, promotion) = match written {
        Written::Castling(side) => return position.castling_move(side),
        Written::Normal {
            role,
            from,
            to,
            capture,
            promotion,
        } => (role, from, to, capture, promotion),
    };
    let mut list: MoveList<16> = MoveList::new();
    position.moves_to(role, from, Bitboard::from_square(to), &mut list);
    match promotion {
        Some(promoted) => list.retain(|m| m.promotion() == Some(promoted)),
        None if list.iter().any(|m| m.promotion().is_some()) => return None,
        None => {}
    }
    if role == Role::Pawn {
        // A pawn named by its file captures; one named by its square alone
        // pushes.
        list.retain(|m| m.is_capture() == capture);
    }
    let &[m] = list.as_slice() else {
        return None;
    };
    (m.is_capture() == capture && m.castling_side().is_none()).then_some(m)
}

/// Whether the mark written agrees with what the move did.
pub(crate) fn mark_agrees(mark: Mark, facts: Facts) -> bool {
    match mark {
        Mark::None => !facts.gives_check(),
        Mark::Check => facts.gives_check() && !facts.is_mate(),
        Mark::Mate => facts.is_mate(),
    }
}

#[cfg(test)]
mod tests {
    use super::{Mark, Token, Written, token};
    use crate::board::{Bitboard, CastlingSide, Role};
    use crate::notation::lexicon::{Language, PieceSymbol};
    use crate::syntax::ast::{
        CaptureMark, CheckMark, Element, MoveBody, Origin, SanMove, Separator, Target, Wing,
    };

    /// What the nom parser read, in the shortcut's terms; `None` for what the
    /// shortcut never reads.
    fn as_token(san: &SanMove) -> Option<Token> {
        if san.capture_after.is_some() || san.en_passant.is_some() || san.draw_offer.is_some() {
            return None;
        }
        let written = match san.body {
            MoveBody::Castling(castling) => Written::Castling(match castling.value.wing {
                Wing::Kingside => CastlingSide::KingSide,
                Wing::Queenside => CastlingSide::QueenSide,
            }),
            MoveBody::Null(_) => return None,
            MoveBody::Normal(normal) => {
                let role = match normal.piece.map(|p| p.value) {
                    None => Role::Pawn,
                    Some(PieceSymbol::Letter(letter)) => {
                        Language::English.role_of(PieceSymbol::Letter(letter))?
                    }
                    Some(_) => return None,
                };
                let Target::Square(to) = normal.target.value else {
                    return None;
                };
                Written::Normal {
                    role,
                    from: match normal.origin.map(|o| o.value) {
                        None => Bitboard::ALL,
                        Some(Origin::File(file)) => Bitboard::file(file),
                        Some(Origin::Rank(rank)) => Bitboard::rank(rank),
                        Some(Origin::Square(square)) => Bitboard::from_square(square),
                    },
                    to,
                    capture: match normal.separator.map(|s| s.value) {
                        None => false,
                        Some(Separator::Capture(CaptureMark::X)) => true,
                        Some(_) => return None,
                    },
                    promotion: match san.promotion {
                        None => None,
                        Some(p) => Some(Language::English.role_of(p.piece.value)?),
                    },
                }
            }
        };
        let mark = match san.check.map(|c| c.value) {
            None => Mark::None,
            Some(CheckMark::Plus) => Mark::Check,
            Some(CheckMark::Hash) => Mark::Mate,
            Some(_) => return None,
        };
        Some(Token {
            written,
            mark,
            end: san.span.end as usize,
        })
    }

    /// Every text the shortcut reads a move from, the parser reads as the
    /// same move, marks and extent, without an error before its end.
    #[test]
    fn every_shape_the_shortcut_reads_the_parser_reads_the_same() {
        let mut bodies: Vec<String> =
            vec!["O-O".into(), "O-O-O".into(), "0-0".into(), "o-o".into()];
        for piece in ["", "K", "Q", "R", "B", "N", "P", "S", "b", "n"] {
            for from in ["", "b", "e", "1", "5", "h3", "e2"] {
                for capture in ["", "x", ":", "-", "X"] {
                    for to in ["d7", "e4", "a1", "h8", "e", "x"] {
                        bodies.push(format!("{piece}{from}{capture}{to}"));
                    }
                }
            }
        }
        let mut accepted = 0;
        let mut checked = 0;
        for body in &bodies {
            for promotion in ["", "=Q", "=N", "=K", "=b", "Q", "(Q)"] {
                for mark in ["", "+", "#", "++", "x"] {
                    for glyph in ["", "!", "?", "!!", "!?", "?!", "??", "!!!"] {
                        for after in [
                            "", " ", "\n", "\r\n", ")", "{c}", "$1", ";c", " ch", "\nch", " e.p.",
                            " ep", " mate", " dis ch", " (=)", "(Q)", ",", ".", "x", "Q", " e4",
                            "-", "/Q", "\t", "  ",
                        ] {
                            let text = format!("{body}{promotion}{mark}{glyph}{after}");
                            checked += 1;
                            let Some(read) = token(text.as_bytes(), 0) else {
                                continue;
                            };
                            accepted += 1;
                            let parsed = crate::syntax::parse(&text);
                            let san = match parsed.movetext.elements.first() {
                                Some(Element::Move(reference)) => {
                                    reference.get(&parsed.movetext.moves)
                                }
                                _ => None,
                            };
                            let san = san.unwrap_or_else(|| panic!("{text:?}: no move parsed"));
                            assert_eq!(as_token(san), Some(read), "{text:?}");
                            // The departure a piece move names, where the
                            // parser has it (the lint's L002 points at it).
                            let origin = match san.body {
                                MoveBody::Normal(normal) if normal.piece.is_some() => {
                                    normal.origin.map(|o| o.span)
                                }
                                _ => None,
                            };
                            assert_eq!(read.departure(0), origin, "{text:?}");
                            assert!(
                                parsed
                                    .diagnostics
                                    .iter()
                                    .all(|d| d.span.start as usize >= read.end),
                                "{text:?}: {:?}",
                                parsed.diagnostics
                            );
                        }
                    }
                }
            }
        }
        assert!(accepted > 10_000, "{accepted} of {checked} texts read");
    }
}
