//! What the board says a move did — the check it gave and of which kind,
//! mate, capture, en passant, promotion — decided once, where the move is
//! played, and kept in one byte so that every resolved move can carry it.
//!
//! Writers put `+` or `#` after a move and lint rules compare the marks a
//! writer made with the board by reading these facts: nothing plays a game
//! a second time to learn them.

use super::{CheckKind, Move, Position, Role};
use std::fmt;

/// What a move did on the board, in one byte.
///
/// Built by [`Position::facts`] when the move is played; [`Facts::NONE`]
/// for a pass (the null move), which does nothing.
///
/// ```
/// use scoresheet::board::{CheckKind, Position};
/// use scoresheet::resolve::parse_move;
/// // Fool's mate: 1. f3 e5 2. g4 Qh4#
/// let position: Position = "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2".parse().unwrap();
/// let m = parse_move(&position, "Qh4").unwrap();
/// let facts = position.facts(m, &position.play(m));
/// assert_eq!(facts.check(), CheckKind::Direct);
/// assert!(facts.is_mate() && !facts.is_capture());
/// assert_eq!(facts.suffix(), "#");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Facts {
    /// Bits 0–1 the check kind, 2 mate, 3 capture, 4 en passant, 5–7 the
    /// promotion role's index plus one (0 for none).
    bits: u8,
}

const MATE: u8 = 1 << 2;
const CAPTURE: u8 = 1 << 3;
const EN_PASSANT: u8 = 1 << 4;
const PROMOTION_SHIFT: u8 = 5;

impl Facts {
    /// Nothing happened: no check, no capture, no promotion — what a pass
    /// does.
    pub const NONE: Facts = Facts { bits: 0 };

    /// The facts of `m`, which gives `check` and mates or not.
    #[must_use]
    pub const fn new(m: Move, check: CheckKind, mate: bool) -> Facts {
        let mut bits = match check {
            CheckKind::None => 0,
            CheckKind::Direct => 1,
            CheckKind::Discovered => 2,
            CheckKind::Double => 3,
        };
        // Mate without check is no mate.
        if mate && bits != 0 {
            bits |= MATE;
        }
        if m.is_capture() {
            bits |= CAPTURE;
        }
        if m.is_en_passant() {
            bits |= EN_PASSANT;
        }
        if let Some(role) = m.promotion() {
            bits |= (role as u8 + 1) << PROMOTION_SHIFT;
        }
        Facts { bits }
    }

    /// The check the move gave.
    #[must_use]
    pub const fn check(self) -> CheckKind {
        match self.bits & 0b11 {
            0 => CheckKind::None,
            1 => CheckKind::Direct,
            2 => CheckKind::Discovered,
            _ => CheckKind::Double,
        }
    }

    /// Whether the move gave check of any kind, mate included.
    #[must_use]
    pub const fn gives_check(self) -> bool {
        self.bits & 0b11 != 0
    }

    /// Whether the move mated.
    #[must_use]
    pub const fn is_mate(self) -> bool {
        self.bits & MATE != 0
    }

    /// Whether the move captured (en passant included).
    #[must_use]
    pub const fn is_capture(self) -> bool {
        self.bits & CAPTURE != 0
    }

    /// Whether the move was an en-passant capture.
    #[must_use]
    pub const fn is_en_passant(self) -> bool {
        self.bits & EN_PASSANT != 0
    }

    /// The role a pawn promoted to, if it did.
    #[must_use]
    pub const fn promotion(self) -> Option<Role> {
        match self.bits >> PROMOTION_SHIFT {
            2 => Some(Role::Knight),
            3 => Some(Role::Bishop),
            4 => Some(Role::Rook),
            5 => Some(Role::Queen),
            _ => None,
        }
    }

    /// What SAN writes after the move: `#` after a mate, `+` after a check,
    /// nothing otherwise.
    #[must_use]
    pub const fn suffix(self) -> &'static str {
        if self.is_mate() {
            "#"
        } else if self.gives_check() {
            "+"
        } else {
            ""
        }
    }
}

impl fmt::Debug for Facts {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Facts")
            .field("check", &self.check())
            .field("mate", &self.is_mate())
            .field("capture", &self.is_capture())
            .field("en_passant", &self.is_en_passant())
            .field("promotion", &self.promotion())
            .finish()
    }
}

impl Position {
    /// What `m`, a legal move here, did, `after` being the position it led
    /// to: the check it gave, mate, capture, en passant and promotion. The
    /// one place that decides check and mate for notation.
    #[must_use]
    pub fn facts(&self, m: Move, after: &Position) -> Facts {
        let check = self.check_given(m, after);
        let mate = check != CheckKind::None && !after.has_legal_moves();
        Facts::new(m, check, mate)
    }
}

#[cfg(test)]
mod tests {
    use super::Facts;
    use crate::board::{CheckKind, Move, MoveList, Position, Role};

    fn facts(fen: &str, uci: &str) -> Facts {
        let position: Position = fen.parse().unwrap();
        let mut list = MoveList::<256>::new();
        position.legal_moves(&mut list);
        let m = *list.iter().find(|m| m.uci().to_string() == uci).unwrap();
        position.facts(m, &position.play(m))
    }

    #[test]
    fn every_kind_of_check_is_kept() {
        // The knight gives check itself, uncovers the rook's, or both.
        let fen = "4k3/8/8/8/4N3/8/8/K3R3 w - - 0 1";
        assert_eq!(facts(fen, "e4c5").check(), CheckKind::Discovered);
        assert_eq!(facts(fen, "e4f6").check(), CheckKind::Double);
        assert_eq!(facts(fen, "e4d6").check(), CheckKind::Double);
        assert_eq!(facts(fen, "a1a2").check(), CheckKind::None);
        let direct = facts("4k3/8/8/8/8/8/8/K6R w - - 0 1", "h1h8");
        assert_eq!(direct.check(), CheckKind::Direct);
        assert!(direct.gives_check() && !direct.is_mate());
        assert_eq!(direct.suffix(), "+");
    }

    #[test]
    fn captures_en_passant_and_promotions_are_kept() {
        let ep = facts("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5d6");
        assert!(ep.is_capture() && ep.is_en_passant());
        assert_eq!(ep.suffix(), "");
        for (uci, role) in [
            ("b7a8q", Role::Queen),
            ("b7a8r", Role::Rook),
            ("b7a8b", Role::Bishop),
            ("b7a8n", Role::Knight),
        ] {
            let promotion = facts("n3k3/1P6/8/8/8/8/8/4K3 w - - 0 1", uci);
            assert_eq!(promotion.promotion(), Some(role), "{uci}");
            assert!(promotion.is_capture() && !promotion.is_en_passant());
        }
        assert_eq!(Facts::NONE.promotion(), None);
        assert!(!Facts::NONE.gives_check() && !Facts::NONE.is_capture());
    }

    #[test]
    fn mate_needs_a_check() {
        let m = Move::Normal {
            role: Role::Rook,
            from: "a1".parse().unwrap(),
            capture: None,
            to: "a2".parse().unwrap(),
            promotion: None,
        };
        assert!(!Facts::new(m, CheckKind::None, true).is_mate());
        let mate = Facts::new(m, CheckKind::Double, true);
        assert!(mate.is_mate() && mate.check() == CheckKind::Double);
        assert_eq!(mate.suffix(), "#");
        assert_eq!(std::mem::size_of::<Facts>(), 1);
    }
}
