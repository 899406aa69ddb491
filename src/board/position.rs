//! A position: where the men stand, whose turn it is, and the facts that a
//! diagram alone does not show (castling rights, the en passant square, clocks).
//!
//! Moves are played by copy-make: a position is small (eight bitboards and a
//! few bytes), so copying it is cheaper than undoing a move.

use super::attacks::{
    bishop_attacks, bishop_lines, king_attacks, knight_attacks, pawn_attacks, rook_attacks,
    rook_lines,
};
use super::{Bitboard, CastlingRights, CastlingSide, Color, Move, Piece, Rank, Role, Square};

/// A chess position of standard chess.
///
/// ```
/// use scoresheet::board::{Color, Position};
/// let position = Position::initial();
/// assert_eq!(position.turn(), Color::White);
/// assert_eq!(position.occupied().count(), 32);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Position {
    pub(super) by_color: [Bitboard; 2],
    pub(super) by_role: [Bitboard; 6],
    pub(super) turn: Color,
    pub(super) castling: CastlingRights,
    pub(super) ep_square: Option<Square>,
    pub(super) halfmove_clock: u32,
    pub(super) fullmove_number: u32,
    /// The men giving check to the side to move, kept up to date by every
    /// change of position (`play_mut`, `pass`, FEN reading) because each
    /// position is asked about check at least twice: once to mark the move
    /// that led to it, once to generate its moves. It depends only on the
    /// fields above, so equality and hashing are unaffected in meaning.
    pub(super) checkers: Bitboard,
}

impl Position {
    /// A board with no man on it, White to move, no rights: the start for
    /// building a position square by square.
    pub(super) const fn empty() -> Position {
        Position {
            by_color: [Bitboard::EMPTY; 2],
            by_role: [Bitboard::EMPTY; 6],
            turn: Color::White,
            castling: CastlingRights::NONE,
            ep_square: None,
            halfmove_clock: 0,
            fullmove_number: 1,
            checkers: Bitboard::EMPTY,
        }
    }

    /// The starting position of a game.
    #[must_use]
    pub const fn initial() -> Position {
        Position {
            by_color: [Bitboard(0xffff), Bitboard(0xffff << 48)],
            by_role: [
                Bitboard(0x00ff_0000_0000_ff00),
                Bitboard(0x4200_0000_0000_0042),
                Bitboard(0x2400_0000_0000_0024),
                Bitboard(0x8100_0000_0000_0081),
                Bitboard(0x0800_0000_0000_0008),
                Bitboard(0x1000_0000_0000_0010),
            ],
            turn: Color::White,
            castling: CastlingRights::ALL,
            ep_square: None,
            halfmove_clock: 0,
            fullmove_number: 1,
            checkers: Bitboard::EMPTY,
        }
    }

    /// The side to move.
    #[must_use]
    pub const fn turn(&self) -> Color {
        self.turn
    }

    /// The man on `square`, if any.
    #[must_use]
    pub fn piece_at(&self, square: Square) -> Option<Piece> {
        let color = if self.by_color[0].contains(square) {
            Color::White
        } else if self.by_color[1].contains(square) {
            Color::Black
        } else {
            return None;
        };
        self.role_at(square).map(|role| Piece { color, role })
    }

    /// The role of the man on `square`, if any.
    #[must_use]
    #[inline]
    pub fn role_at(&self, square: Square) -> Option<Role> {
        // Most squares asked about (quiet moves' destinations) are empty.
        if !self.occupied().contains(square) {
            return None;
        }
        Role::ALL
            .into_iter()
            .find(|role| self.by_role[role.index()].contains(square))
    }

    /// Every man of `color`.
    #[must_use]
    #[inline]
    pub const fn by_color(&self, color: Color) -> Bitboard {
        self.by_color[color.index()]
    }

    /// Every man of `role`, of both colours.
    #[must_use]
    #[inline]
    pub const fn by_role(&self, role: Role) -> Bitboard {
        self.by_role[role.index()]
    }

    /// The men of `color` and `role`.
    #[must_use]
    #[inline]
    pub const fn pieces(&self, color: Color, role: Role) -> Bitboard {
        Bitboard(self.by_color[color.index()].0 & self.by_role[role.index()].0)
    }

    /// Every occupied square.
    #[must_use]
    #[inline]
    pub const fn occupied(&self) -> Bitboard {
        Bitboard(self.by_color[0].0 | self.by_color[1].0)
    }

    /// The square of the king of `color` (the lowest one, should there be
    /// several).
    #[must_use]
    #[inline]
    pub const fn king_of(&self, color: Color) -> Option<Square> {
        self.pieces(color, Role::King).first()
    }

    /// The castling rights both sides keep.
    #[must_use]
    pub const fn castling_rights(&self) -> CastlingRights {
        self.castling
    }

    /// The square a pawn passed over with a double push on the last move, if
    /// it did: the square an en passant capture would land on.
    #[must_use]
    pub const fn ep_square(&self) -> Option<Square> {
        self.ep_square
    }

    /// Half-moves since the last capture or pawn move, for the fifty-move rule.
    #[must_use]
    pub const fn halfmove_clock(&self) -> u32 {
        self.halfmove_clock
    }

    /// The number of the move being played, starting at 1 and increased after
    /// each Black move.
    #[must_use]
    pub const fn fullmove_number(&self) -> u32 {
        self.fullmove_number
    }

    /// The men of `color` that attack `square` when `occupied` holds every
    /// man (pass a changed set to look through or past men).
    ///
    /// Slides are followed only when a slider of `color` stands on one of the
    /// lines through `square` at all, which most often none does.
    #[must_use]
    #[inline]
    pub fn attackers_to(&self, square: Square, color: Color, occupied: Bitboard) -> Bitboard {
        let theirs = self.by_color(color);
        let queens = self.by_role(Role::Queen);
        let mut attackers = ((knight_attacks(square) & self.by_role(Role::Knight))
            | (king_attacks(square) & self.by_role(Role::King))
            | (pawn_attacks(!color, square) & self.by_role(Role::Pawn)))
            & theirs;
        let rooks = (self.by_role(Role::Rook) | queens) & theirs & rook_lines(square);
        if rooks.any() {
            attackers |= rook_attacks(square, occupied) & rooks;
        }
        let bishops = (self.by_role(Role::Bishop) | queens) & theirs & bishop_lines(square);
        if bishops.any() {
            attackers |= bishop_attacks(square, occupied) & bishops;
        }
        attackers
    }

    /// Whether a man of `color` attacks `square`.
    #[must_use]
    pub fn is_attacked(&self, square: Square, color: Color) -> bool {
        self.attackers_to(square, color, self.occupied()).any()
    }

    /// The men giving check to the side to move (kept with the position, so
    /// asking is free).
    #[must_use]
    #[inline]
    pub const fn checkers(&self) -> Bitboard {
        self.checkers
    }

    /// Computes the men giving check to the side to move from the board, for
    /// refreshing the cached `checkers` after a change.
    #[must_use]
    #[inline]
    pub(super) fn compute_checkers(&self) -> Bitboard {
        match self.king_of(self.turn) {
            Some(king) => self.attackers_to(king, !self.turn, self.occupied()),
            None => Bitboard::EMPTY,
        }
    }

    /// Whether the side to move is in check.
    #[must_use]
    pub fn is_check(&self) -> bool {
        self.checkers().any()
    }

    /// Puts `piece` on `square`, which must be empty.
    #[inline]
    pub(super) fn put(&mut self, piece: Piece, square: Square) {
        let bit = Bitboard::from_square(square);
        self.by_color[piece.color.index()] |= bit;
        self.by_role[piece.role.index()] |= bit;
    }

    /// Takes whatever stands on `square` off the board.
    #[inline]
    fn discard(&mut self, square: Square) {
        let keep = !Bitboard::from_square(square);
        for set in &mut self.by_color {
            *set &= keep;
        }
        for set in &mut self.by_role {
            *set &= keep;
        }
    }

    /// The position after `m`, which should be legal here (an illegal move
    /// gives a position of no meaning, but never a panic).
    ///
    /// ```
    /// use scoresheet::board::{Move, Position, Role};
    /// let sq = |s: &str| s.parse().unwrap();
    /// let after = Position::initial().play(Move::Normal { role: Role::Pawn, from: sq("e2"), capture: None, to: sq("e4"), promotion: None });
    /// assert_eq!(after.to_string(), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
    /// ```
    #[must_use]
    #[inline]
    pub fn play(&self, m: Move) -> Position {
        let mut after = *self;
        after.play_mut(m);
        after
    }

    /// Plays `m` in place; see [`Position::play`].
    pub fn play_mut(&mut self, m: Move) {
        let us = self.turn;
        self.ep_square = None;
        self.halfmove_clock = self.halfmove_clock.saturating_add(1);
        match m {
            Move::Normal {
                role,
                from,
                to,
                promotion,
                ..
            } => {
                if self.occupied().contains(to) {
                    self.halfmove_clock = 0;
                    self.discard(to);
                }
                self.discard(from);
                self.put(Piece::new(us, promotion.unwrap_or(role)), to);
                if role == Role::Pawn {
                    self.halfmove_clock = 0;
                    if m.is_double_pawn_push() {
                        self.ep_square = Square::new((from.index() + to.index()) / 2);
                    }
                }
                if !self.castling.is_empty() {
                    self.castling.touch(from);
                    self.castling.touch(to);
                }
            }
            Move::EnPassant { from, to } => {
                self.halfmove_clock = 0;
                self.discard(from);
                self.discard(Square::from_coords(to.file(), from.rank()));
                self.discard(to);
                self.put(Piece::new(us, Role::Pawn), to);
            }
            Move::Castle { king, rook } => {
                let side = if rook.index() > king.index() {
                    CastlingSide::KingSide
                } else {
                    CastlingSide::QueenSide
                };
                self.discard(king);
                self.discard(rook);
                self.put(Piece::new(us, Role::King), side.king_to(us));
                self.put(Piece::new(us, Role::Rook), side.rook_to(us));
                self.castling.remove_color(us);
            }
        }
        if us == Color::Black {
            self.fullmove_number = self.fullmove_number.saturating_add(1);
        }
        self.turn = !us;
        self.checkers = self.compute_checkers();
    }

    /// The position with the other side to move and no en passant square, as
    /// if the side to move had passed (a null move).
    #[must_use]
    pub fn pass(&self) -> Position {
        let mut after = *self;
        after.ep_square = None;
        after.halfmove_clock = after.halfmove_clock.saturating_add(1);
        if after.turn == Color::Black {
            after.fullmove_number = after.fullmove_number.saturating_add(1);
        }
        after.turn = !after.turn;
        after.checkers = after.compute_checkers();
        after
    }
}

impl Default for Position {
    fn default() -> Position {
        Position::initial()
    }
}

impl std::fmt::Debug for Position {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Position({self})")
    }
}

/// The rank on which pawns of `color` promote.
pub(super) const fn last_rank(color: Color) -> Rank {
    match color {
        Color::White => Rank::EIGHTH,
        Color::Black => Rank::FIRST,
    }
}

/// The rank from which pawns of `color` may push two squares.
pub(super) const fn pawn_start_rank(color: Color) -> Bitboard {
    match color {
        Color::White => Bitboard(0xff00),
        Color::Black => Bitboard(0x00ff_0000_0000_0000),
    }
}
