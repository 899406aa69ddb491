//! Why castling is refused for want of the right: which move of the game
//! lost it, said in the message and marked in the report.

use super::game::Line;
use super::reading::Played;
use crate::board::Position;
use crate::diagnostics::Diagnostic;

/// When castling fails for want of the right, says which move of the game
/// lost it ("when the rook on h1 moved"), with a label on that move.
pub(super) fn explain_lost_castling(
    line: &Line,
    position: &Position,
    san: &crate::syntax::ast::SanMove,
    diagnostics: &mut [Diagnostic],
) {
    use crate::board::{CastlingSide, Role};
    use crate::syntax::ast::{MoveBody, Wing};
    let MoveBody::Castling(castling) = san.body else {
        return;
    };
    let side = match castling.value.wing {
        Wing::Kingside => CastlingSide::KingSide,
        Wing::Queenside => CastlingSide::QueenSide,
    };
    let color = position.turn();
    if position.castling_rights().has(color, side) {
        return;
    }
    let rook = side.rook_from(color);
    let mut before = line.start;
    let mut lost = None;
    for m in &line.moves {
        let after = m.played.play(&before);
        if before.castling_rights().has(color, side) && !after.castling_rights().has(color, side) {
            let how = match m.played {
                Played::Move(chess_move)
                    if chess_move.role() == Role::King && before.turn() == color =>
                {
                    "the king moved".to_string()
                }
                Played::Move(chess_move) if chess_move.from() == rook => {
                    format!("the rook on {rook} moved")
                }
                Played::Move(chess_move) if chess_move.to() == rook => {
                    format!("the rook on {rook} was taken")
                }
                _ => "this move".to_string(),
            };
            lost = Some((m.span, how));
        }
        before = after;
    }
    let Some(first) = diagnostics.iter_mut().find(|d| d.is_error()) else {
        return;
    };
    match lost {
        Some((span, how)) => {
            first.message.push_str(&format!("; it was lost when {how}"));
            first.labels.push(crate::diagnostics::Label {
                span,
                message: format!("the right to castle {side} was lost here"),
            });
        }
        None if line.moves.is_empty() || !line.start.castling_rights().has(color, side) => {
            first
                .message
                .push_str("; the starting position gives no such right");
        }
        None => {}
    }
}
