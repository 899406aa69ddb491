//! Legal move generation, for the whole position or for a targeted question
//! ("which white knights can go to d2?") that the resolver asks without
//! generating every move.
//!
//! Moves are legal by construction: pinned men move only along the pin, a
//! check is answered by capturing or blocking, and the king never steps onto an
//! attacked square. En passant, which removes two men from a line at once, is
//! checked by looking at the king with the board as it would be.

use super::attacks::{
    between, bishop_attacks, bishop_lines, king_attacks, knight_attacks, pawn_attacks,
    queen_attacks, ray, rook_attacks, rook_lines,
};
use super::position::{last_rank, pawn_start_rank};
use super::{Bitboard, CastlingSide, Move, MoveList, Position, Role, Square};

/// A set of roles as bits, one per `Role::index`.
type Roles = u8;

const ALL_ROLES: Roles = 0b11_1111;

const fn has(roles: Roles, role: Role) -> bool {
    roles & (1 << role.index()) != 0
}

impl Position {
    /// Every legal move of the side to move, appended to `out`.
    ///
    /// ```
    /// use scoresheet::board::{MoveList, Position};
    /// let mut moves: MoveList = MoveList::new();
    /// Position::initial().legal_moves(&mut moves);
    /// assert_eq!(moves.len(), 20);
    /// ```
    pub fn legal_moves<const N: usize>(&self, out: &mut MoveList<N>) {
        self.generate(ALL_ROLES, Bitboard::ALL, Bitboard::ALL, out);
    }

    /// The legal moves of the side to move made by a man of `role` that starts
    /// on a square of `from` and lands on a square of `to`, appended to `out`.
    ///
    /// A pawn reaching the last rank gives all four promotions; for the king,
    /// castling is included when the king's destination (g1, c1, g8 or c8) is
    /// in `to`. Only the men asked about are looked at.
    ///
    /// ```
    /// use scoresheet::board::{Bitboard, MoveList, Position, Role};
    /// let mut moves: MoveList = MoveList::new();
    /// let f3 = Bitboard::from_square("f3".parse().unwrap());
    /// Position::initial().moves_to(Role::Knight, Bitboard::ALL, f3, &mut moves);
    /// assert_eq!(moves.len(), 1);
    /// assert_eq!(moves[0].to_string(), "g1f3");
    /// ```
    pub fn moves_to<const N: usize>(
        &self,
        role: Role,
        from: Bitboard,
        to: Bitboard,
        out: &mut MoveList<N>,
    ) {
        self.generate(1 << role.index(), from, to, out);
    }

    /// The castling move on `side` when it is legal now.
    #[must_use]
    pub fn castling_move(&self, side: CastlingSide) -> Option<Move> {
        let king = self.king_of(self.turn)?;
        if self.checkers().any() {
            return None;
        }
        self.castle_if_legal(king, side)
    }

    /// Whether `m` is a legal move of the side to move.
    #[must_use]
    pub fn is_legal(&self, m: Move) -> bool {
        if let Some(side) = m.castling_side() {
            return self.castling_move(side) == Some(m);
        }
        let mut moves: MoveList = MoveList::new();
        self.moves_to(
            m.role(),
            Bitboard::from_square(m.from()),
            Bitboard::from_square(m.to()),
            &mut moves,
        );
        moves.contains(&m)
    }

    /// The men of the side to move that are pinned against their king on
    /// `king`.
    #[must_use]
    pub fn pinned(&self, king: Square) -> Bitboard {
        let us = self.turn;
        let them = !us;
        let queens = self.pieces(them, Role::Queen);
        let snipers = (rook_lines(king) & (self.pieces(them, Role::Rook) | queens))
            | (bishop_lines(king) & (self.pieces(them, Role::Bishop) | queens));
        if snipers.is_empty() {
            return Bitboard::EMPTY;
        }
        let occupied = self.occupied();
        let ours = self.by_color(us);
        let mut pinned = Bitboard::EMPTY;
        for sniper in snipers {
            let blockers = between(king, sniper) & occupied;
            if blockers.any() && !blockers.more_than_one() && blockers.intersects(ours) {
                pinned |= blockers;
            }
        }
        pinned
    }

    /// The legal moves of the roles in `roles` from `from` to `to`.
    fn generate<const N: usize>(
        &self,
        roles: Roles,
        from: Bitboard,
        to: Bitboard,
        out: &mut MoveList<N>,
    ) {
        let us = self.turn;
        let ours = self.by_color(us);
        let Some(king) = self.king_of(us) else {
            // A board without a king (only reached by playing nonsense moves):
            // nothing is pinned and nothing is check.
            self.generate_pieces(roles, from, to & !ours, Bitboard::EMPTY, None, out);
            return;
        };
        let checkers = self.checkers;
        debug_assert_eq!(checkers, self.compute_checkers(), "stale checkers");
        if has(roles, Role::King) && from.contains(king) {
            self.generate_king(king, checkers, to, out);
        }
        if checkers.more_than_one() || roles & !(1 << Role::King.index()) == 0 {
            return;
        }
        let target = match checkers.first() {
            Some(checker) => between(king, checker).with(checker),
            None => !ours,
        } & to;
        // Only a man on a line through the king can be pinned: when none of
        // the men asked about stands on one, the pins need not be looked for.
        let movers = self.movers(roles) & from;
        let pinned = if movers.intersects(rook_lines(king) | bishop_lines(king)) {
            self.pinned(king)
        } else {
            Bitboard::EMPTY
        };
        self.generate_pieces(roles, from, target, pinned, Some(king), out);
        if has(roles, Role::Pawn) {
            self.generate_en_passant(king, from, to, out);
        }
    }

    /// The men of the side to move of the roles in `roles`, the king left out.
    #[inline]
    fn movers(&self, roles: Roles) -> Bitboard {
        let mut set = Bitboard::EMPTY;
        for role in [
            Role::Pawn,
            Role::Knight,
            Role::Bishop,
            Role::Rook,
            Role::Queen,
        ] {
            if has(roles, role) {
                set |= self.by_role(role);
            }
        }
        set & self.by_color(self.turn)
    }

    /// Moves of every role but the king's, to squares of `target` (which
    /// already answers any check), with pinned men kept on their pin line.
    #[inline]
    fn generate_pieces<const N: usize>(
        &self,
        roles: Roles,
        from: Bitboard,
        target: Bitboard,
        pinned: Bitboard,
        king: Option<Square>,
        out: &mut MoveList<N>,
    ) {
        let us = self.turn;
        let occupied = self.occupied();
        let along_pin = |square: Square, moves: Bitboard| match king {
            Some(king) if pinned.contains(square) => moves & ray(king, square),
            _ => moves,
        };
        if has(roles, Role::Pawn) {
            self.generate_pawns(from, target, pinned, king, out);
        }
        if has(roles, Role::Knight) {
            for square in self.pieces(us, Role::Knight) & from & !pinned {
                self.push_all(Role::Knight, square, knight_attacks(square) & target, out);
            }
        }
        for (role, attacks) in [
            (
                Role::Bishop,
                bishop_attacks as fn(Square, Bitboard) -> Bitboard,
            ),
            (Role::Rook, rook_attacks),
            (Role::Queen, queen_attacks),
        ] {
            if has(roles, role) {
                for square in self.pieces(us, role) & from {
                    let moves = along_pin(square, attacks(square, occupied) & target);
                    self.push_all(role, square, moves, out);
                }
            }
        }
        if king.is_none() && has(roles, Role::King) {
            for square in self.pieces(us, Role::King) & from {
                self.push_all(Role::King, square, king_attacks(square) & target, out);
            }
        }
    }

    /// Pushes a move of `role` from `from` to each square of `moves`.
    #[inline]
    fn push_all<const N: usize>(
        &self,
        role: Role,
        from: Square,
        moves: Bitboard,
        out: &mut MoveList<N>,
    ) {
        for to in moves {
            out.push(Move::Normal {
                role,
                from,
                capture: self.role_at(to),
                to,
                promotion: None,
            });
        }
    }

    /// Pawn pushes, double pushes, captures and promotions (not en passant).
    fn generate_pawns<const N: usize>(
        &self,
        from: Bitboard,
        target: Bitboard,
        pinned: Bitboard,
        king: Option<Square>,
        out: &mut MoveList<N>,
    ) {
        let us = self.turn;
        let occupied = self.occupied();
        let theirs = self.by_color(!us);
        let forward: i8 = us.fold(1, -1);
        let promotion_rank = Bitboard::rank(last_rank(us));
        let start = pawn_start_rank(us);
        // For one destination, as the resolver asks, only the pawns of its
        // file (pushes) and those that capture onto it need be looked at.
        let reach = match target.first() {
            Some(to) if !target.more_than_one() => {
                Bitboard::file(to.file()) | pawn_attacks(!us, to)
            }
            Some(_) => Bitboard::ALL,
            None => return,
        };
        for square in self.pieces(us, Role::Pawn) & from & reach {
            let mut moves = pawn_attacks(us, square) & theirs;
            if let Some(one) = square.offset(0, forward)
                && !occupied.contains(one)
            {
                moves = moves.with(one);
                if start.contains(square)
                    && let Some(two) = one.offset(0, forward)
                    && !occupied.contains(two)
                {
                    moves = moves.with(two);
                }
            }
            moves &= target;
            if let Some(king) = king
                && pinned.contains(square)
            {
                moves &= ray(king, square);
            }
            for to in moves {
                let capture = self.role_at(to);
                if promotion_rank.contains(to) {
                    for promotion in Role::PROMOTIONS {
                        out.push(Move::Normal {
                            role: Role::Pawn,
                            from: square,
                            capture,
                            to,
                            promotion: Some(promotion),
                        });
                    }
                } else {
                    out.push(Move::Normal {
                        role: Role::Pawn,
                        from: square,
                        capture,
                        to,
                        promotion: None,
                    });
                }
            }
        }
    }

    /// En passant captures onto the ep square, each checked by looking at the
    /// king with both pawns moved.
    fn generate_en_passant<const N: usize>(
        &self,
        king: Square,
        from: Bitboard,
        to: Bitboard,
        out: &mut MoveList<N>,
    ) {
        let Some(ep) = self.ep_square else { return };
        if !to.contains(ep) {
            return;
        }
        let us = self.turn;
        let them = !us;
        for square in pawn_attacks(them, ep) & self.pieces(us, Role::Pawn) & from {
            let captured = Square::from_coords(ep.file(), square.rank());
            if !self.pieces(them, Role::Pawn).contains(captured) || self.occupied().contains(ep) {
                continue;
            }
            let occupied = (self.occupied() ^ Bitboard::from_square(square))
                .without(captured)
                .with(ep);
            let attackers =
                self.attackers_to(king, them, occupied) & !Bitboard::from_square(captured);
            if attackers.is_empty() {
                out.push(Move::EnPassant {
                    from: square,
                    to: ep,
                });
            }
        }
    }

    /// King steps to unattacked squares of `to`, and castling when the king's
    /// destination is in `to`.
    fn generate_king<const N: usize>(
        &self,
        king: Square,
        checkers: Bitboard,
        to: Bitboard,
        out: &mut MoveList<N>,
    ) {
        let us = self.turn;
        let them = !us;
        let occupied = self.occupied().without(king);
        for square in king_attacks(king) & !self.by_color(us) & to {
            if self.attackers_to(square, them, occupied).is_empty() {
                out.push(Move::Normal {
                    role: Role::King,
                    from: king,
                    capture: self.role_at(square),
                    to: square,
                    promotion: None,
                });
            }
        }
        if checkers.is_empty() && self.castling.has_any(us) {
            for side in CastlingSide::ALL {
                if to.contains(side.king_to(us))
                    && let Some(m) = self.castle_if_legal(king, side)
                {
                    out.push(m);
                }
            }
        }
    }

    /// Castling on `side` if the rights, the squares and the attacks allow it;
    /// the king on `king` is known not to be in check.
    fn castle_if_legal(&self, king: Square, side: CastlingSide) -> Option<Move> {
        let us = self.turn;
        let rook = side.rook_from(us);
        let king_to = side.king_to(us);
        let ready = self.castling.has(us, side)
            && king == CastlingSide::king_from(us)
            && self.pieces(us, Role::Rook).contains(rook)
            && (between(king, rook) & self.occupied()).is_empty();
        if !ready {
            return None;
        }
        let path = between(king, king_to).with(king_to);
        let occupied = self.occupied();
        path.into_iter()
            .all(|square| self.attackers_to(square, !us, occupied).is_empty())
            .then_some(Move::Castle { king, rook })
    }

    /// Whether the side to move has any legal move.
    #[must_use]
    pub fn has_legal_moves(&self) -> bool {
        // One move is enough to answer, so the list holds one (the rest are
        // dropped) and costs nothing to set up. The king goes first: when in
        // check, as is usual for this question, its steps are the likeliest
        // answer and the other men need not be looked at.
        const KING: Roles = 1 << Role::King.index();
        let mut moves: MoveList<1> = MoveList::new();
        self.generate(KING, Bitboard::ALL, Bitboard::ALL, &mut moves);
        if moves.is_empty() {
            self.generate(ALL_ROLES & !KING, Bitboard::ALL, Bitboard::ALL, &mut moves);
        }
        !moves.is_empty()
    }
}
