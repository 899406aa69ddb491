//! Finding the reason a move is illegal: the geometry of the move first, then
//! what stands in the way, then what it does to the king.

use super::attacks::{between, bishop_attacks, king_attacks, knight_attacks, ray, rook_attacks};
use super::position::{last_rank, pawn_start_rank};
use super::{Bitboard, CastlingSide, Illegal, Move, Origin, Position, Role, Square};

/// How much a reason tells: a reason about the path or the king says more than
/// "does not move that way", so it wins when several men could be meant.
type Weight = u8;

const GEOMETRY: Weight = 0;
const PATH: Weight = 1;
const RULES: Weight = 2;
const LEGAL: Weight = 3;

impl Position {
    /// Why the side to move cannot move a man of `role` from a square of
    /// `from` to `to` (promoting to `promotion`); meant to be called when
    /// [`Position::moves_to`] found nothing.
    ///
    /// When several men could be meant, the reason of the one it explains
    /// best is given (a blocked or pinned man before one that does not move
    /// that way), nearest first. A king of the side to move on its starting
    /// square going to g1, c1, g8 or c8 is taken as castling. If the move is
    /// in fact legal, [`Illegal::Legal`] comes back.
    ///
    /// ```
    /// use scoresheet::board::{Bitboard, Position, Role};
    /// let position = Position::initial();
    /// let reason = position.why_illegal(Role::Bishop, Bitboard::ALL, "c3".parse().unwrap(), None);
    /// assert_eq!(reason.to_string(), "the bishop on c1 does not move to c3");
    /// ```
    #[must_use]
    pub fn why_illegal(
        &self,
        role: Role,
        from: Bitboard,
        to: Square,
        promotion: Option<Role>,
    ) -> Illegal {
        let us = self.turn;
        if let Some(promoted) = promotion {
            if role != Role::Pawn {
                return Illegal::PromotionByPiece { role };
            }
            if matches!(promoted, Role::King | Role::Pawn) {
                return Illegal::PromotionRole { role: promoted };
            }
        }
        let candidates = self.pieces(us, role) & from;
        if candidates.is_empty() {
            return Illegal::NoPiece {
                color: us,
                role,
                origin: Origin::of(from),
            };
        }
        if role == Role::King
            && candidates.contains(CastlingSide::king_from(us))
            && let Some(side) = CastlingSide::from_king_to(us, to)
        {
            return self.why_castling_illegal(side);
        }
        if let Some(own) = self.piece_at(to)
            && own.color == us
        {
            return Illegal::OwnPiece {
                square: to,
                role: own.role,
            };
        }
        let mut ordered: Vec<Square> = candidates.into_iter().collect();
        ordered.sort_by_key(|&square| {
            let files = square.file().distance(to.file());
            let ranks = square.rank().distance(to.rank());
            (files.max(ranks), files + ranks, square.index())
        });
        let mut best: Option<(Weight, Illegal)> = None;
        for square in ordered {
            let (weight, reason) = self.explain(role, square, to, promotion);
            if best.is_none_or(|(w, _)| weight > w) {
                best = Some((weight, reason));
            }
        }
        best.map_or(Illegal::Legal, |(_, reason)| reason)
    }

    /// Why the side to move cannot castle on `side`, or [`Illegal::Legal`].
    ///
    /// ```
    /// use scoresheet::board::{CastlingSide, Position};
    /// let reason = Position::initial().why_castling_illegal(CastlingSide::KingSide);
    /// assert_eq!(reason.to_string(), "f1 is occupied, so the king cannot castle");
    /// ```
    #[must_use]
    pub fn why_castling_illegal(&self, side: CastlingSide) -> Illegal {
        let us = self.turn;
        let them = !us;
        let king = CastlingSide::king_from(us);
        let rook = side.rook_from(us);
        if !self.pieces(us, Role::King).contains(king) {
            return Illegal::CastlingKingAway { square: king };
        }
        if !self.pieces(us, Role::Rook).contains(rook) {
            return Illegal::CastlingRookAway { square: rook };
        }
        if !self.castling.has(us, side) {
            return Illegal::CastlingRightLost { color: us, side };
        }
        let blockers = between(king, rook) & self.occupied();
        let nearest = match side {
            CastlingSide::KingSide => blockers.first(),
            CastlingSide::QueenSide => blockers.last(),
        };
        if let Some(square) = nearest {
            return Illegal::CastlingBlocked { square };
        }
        if let Some((checker, by)) = self.first_attacker(self.checkers()) {
            return Illegal::CastlingOutOfCheck { checker, by };
        }
        let king_to = side.king_to(us);
        let occupied = self.occupied();
        for square in between(king, king_to) {
            let attackers = self.attackers_to(square, them, occupied);
            if let Some((attacker, by)) = self.first_attacker(attackers) {
                return Illegal::CastlingThroughCheck {
                    square,
                    attacker,
                    by,
                };
            }
        }
        let attackers = self.attackers_to(king_to, them, occupied.without(king));
        if let Some((attacker, by)) = self.first_attacker(attackers) {
            return Illegal::CastlingIntoCheck {
                square: king_to,
                attacker,
                by,
            };
        }
        Illegal::Legal
    }

    /// The role and square of the lowest man in `set`.
    fn first_attacker(&self, set: Bitboard) -> Option<(Role, Square)> {
        let square = set.first()?;
        self.role_at(square).map(|role| (role, square))
    }

    /// The reason the man on `from` cannot go to `to`, with its weight.
    fn explain(
        &self,
        role: Role,
        from: Square,
        to: Square,
        promotion: Option<Role>,
    ) -> (Weight, Illegal) {
        let occupied = self.occupied();
        let wrong_way = (GEOMETRY, Illegal::WrongWay { role, from, to });
        let mut en_passant = false;
        match role {
            Role::Pawn => {
                let us = self.turn;
                let forward: i8 = us.fold(1, -1);
                let files = i16::from(to.file().index()) - i16::from(from.file().index());
                let ranks = (i16::from(to.rank().index()) - i16::from(from.rank().index()))
                    * i16::from(forward);
                let occupant = self.role_at(to);
                match (files.abs(), ranks) {
                    (1, 1) => {
                        if occupant.is_none() {
                            if self.ep_square != Some(to) {
                                return (GEOMETRY, Illegal::NothingToCapture { from, to });
                            }
                            en_passant = true;
                        }
                    }
                    (0, 1) => {
                        if let Some(victim) = occupant {
                            return (
                                GEOMETRY,
                                Illegal::PawnCapturesDiagonally { from, to, victim },
                            );
                        }
                    }
                    (0, 2) if pawn_start_rank(us).contains(from) => {
                        let middle =
                            Square::new_wrapping(u32::from((from.index() + to.index()) / 2));
                        if let Some(blocker) = self.role_at(middle) {
                            return (
                                PATH,
                                Illegal::Blocked {
                                    role,
                                    from,
                                    blocker,
                                    at: middle,
                                },
                            );
                        }
                        if let Some(occupant) = occupant {
                            return (
                                GEOMETRY,
                                Illegal::PawnNeedsEmptySquare { from, to, occupant },
                            );
                        }
                    }
                    _ => return wrong_way,
                }
                let on_last_rank = to.rank() == last_rank(us);
                if on_last_rank && promotion.is_none() {
                    return (RULES, Illegal::PromotionMissing { to });
                }
                if !on_last_rank && promotion.is_some() {
                    return (RULES, Illegal::PromotionNotLastRank { to });
                }
            }
            Role::Knight | Role::King => {
                let reach = if role == Role::Knight {
                    knight_attacks(from)
                } else {
                    king_attacks(from)
                };
                if !reach.contains(to) {
                    return wrong_way;
                }
            }
            Role::Bishop | Role::Rook | Role::Queen => {
                let diagonal = bishop_attacks(from, Bitboard::EMPTY).contains(to);
                let straight = rook_attacks(from, Bitboard::EMPTY).contains(to);
                let fits = match role {
                    Role::Bishop => diagonal,
                    Role::Rook => straight,
                    _ => diagonal || straight,
                };
                if !fits {
                    return wrong_way;
                }
                let blockers = between(from, to) & occupied;
                let nearest = if to.index() > from.index() {
                    blockers.first()
                } else {
                    blockers.last()
                };
                if let Some((blocker, at)) =
                    nearest.and_then(|at| self.role_at(at).map(|r| (r, at)))
                {
                    return (
                        PATH,
                        Illegal::Blocked {
                            role,
                            from,
                            blocker,
                            at,
                        },
                    );
                }
            }
        }
        let m = if en_passant {
            Move::EnPassant { from, to }
        } else {
            Move::Normal {
                role,
                from,
                capture: self.role_at(to),
                to,
                promotion,
            }
        };
        match self.why_king_exposed(m) {
            Some(reason) => (RULES, reason),
            // A legal move outweighs every reason: the question was wrong.
            None => (LEGAL, Illegal::Legal),
        }
    }

    /// What the move `m`, right in its geometry, does wrong to its own king.
    fn why_king_exposed(&self, m: Move) -> Option<Illegal> {
        let us = self.turn;
        let them = !us;
        let king = self.king_of(us)?;
        let after = self.play(m);
        let king_after = if m.role() == Role::King { m.to() } else { king };
        let attackers = after.attackers_to(king_after, them, after.occupied());
        let (attacker, by) = after.first_attacker(attackers)?;
        if m.role() == Role::King {
            return Some(Illegal::KingAttacked { king, attacker, by });
        }
        let checkers = self.checkers();
        if let Some((checker, by)) = self.first_attacker(checkers & attackers) {
            return Some(Illegal::InCheck { checker, by });
        }
        if self.pinned(king).contains(m.from())
            && let Some((pinner, by)) = after.first_attacker(attackers & ray(king, m.from()))
        {
            return Some(Illegal::Pinned {
                role: m.role(),
                from: m.from(),
                pinner,
                by,
            });
        }
        Some(Illegal::KingAttacked { king, attacker, by })
    }
}
