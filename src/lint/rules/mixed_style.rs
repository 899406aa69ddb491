//! L001 `mixed-style`: one game written in two styles — `0-0` beside
//! `O-O`, `e8Q` beside `e8=Q`, `×` beside `x`.
//!
//! A game typed by one hand in one sitting uses one style; a second style
//! is the trace of a paste, an edit or an OCR slip, and a program that
//! reads the file with a stricter parser may accept one and not the other.
//! The style the game uses most is its style (the first seen on a tie); each
//! move written otherwise is reported, with the fix that writes it in the
//! game's style. Only how the move is written changes, never which move.

use super::written::WrittenGame;
use super::{FixSafety, Profile, Rule};
use crate::Span;
use crate::diagnostics::{Applicability, Code, Diagnostic, Fix};
use crate::syntax::ast::{CaptureMark, CastlingStyle, MoveBody, PromotionStyle, Separator, Wing};

/// The rule's page.
pub(crate) static RULE: Rule = Rule::new(
    Code::MixedStyle,
    "Reports a move written in another style than the rest of its game: castling with zeros beside castling with letters (`0-0`, `O-O`), a promotion with and without `=` (`e8Q`, `e8=Q`), captures marked with `x` beside `×` or `:`. The style the game uses most is its style; on a tie, the one it uses first.",
    "One hand writes one style: a second is the trace of a paste, an edit or an OCR slip, and a stricter reader may accept one spelling and not the other.",
    "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. 0-0 Nf6 5. d3 O-O",
    Some("1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. 0-0 Nf6 5. d3 0-0"),
    FixSafety::Safe,
);

/// One aspect of style, as one move writes it.
struct Use<'a> {
    /// What is written in the style (the castling, the promotion, the mark).
    span: Span,
    /// The style, as a number within its aspect.
    style: u8,
    /// What it is, for writing it in another style.
    spelling: Spelling<'a>,
}

/// What a use of style writes, whatever the style: its text in another
/// style is made only for the uses reported.
#[derive(Clone, Copy)]
enum Spelling<'a> {
    /// Castling to this wing.
    Castling(Wing),
    /// A promotion to the piece written so.
    Promotion(&'a str),
    /// A capture mark.
    Capture,
}

impl Spelling<'_> {
    fn aspect(self) -> Aspect {
        match self {
            Spelling::Castling(_) => Aspect::Castling,
            Spelling::Promotion(_) => Aspect::Promotion,
            Spelling::Capture => Aspect::Capture,
        }
    }

    /// The text in style `style` of the aspect, by the numbers `check`
    /// gives the styles.
    fn in_style(self, style: u8) -> String {
        match self {
            Spelling::Castling(wing) => {
                let [zeros, letters, small] = match wing {
                    Wing::Queenside => ["0-0-0", "O-O-O", "o-o-o"],
                    _ => ["0-0", "O-O", "o-o"],
                };
                match style {
                    0 => zeros,
                    1 => letters,
                    2 => small,
                    _ => "",
                }
                .to_string()
            }
            Spelling::Promotion(piece) => match style {
                0 => piece.to_string(),
                1 => format!("={piece}"),
                2 => format!("({piece})"),
                _ => format!("/{piece}"),
            },
            Spelling::Capture => match style {
                0 => "x",
                1 => "×",
                2 => ":",
                3 => "X",
                4 => " - ",
                _ => " x ",
            }
            .to_string(),
        }
    }
}

/// The three aspects a game can mix.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Aspect {
    Castling,
    Promotion,
    Capture,
}

impl Aspect {
    fn describe(self) -> &'static str {
        match self {
            Aspect::Castling => "castling",
            Aspect::Promotion => "a promotion",
            Aspect::Capture => "a capture",
        }
    }
}

/// Reports each move written in another style than its game's — or than
/// `profile`'s, when one is named — with the fix that writes it so.
pub(crate) fn check(
    written: &WrittenGame<'_>,
    profile: Option<Profile>,
    out: &mut Vec<Diagnostic>,
) {
    let mut uses: Vec<Use<'_>> = Vec::new();
    for played in &written.moves {
        let Some(san) = played.written else {
            continue;
        };
        match san.body {
            MoveBody::Castling(castling) => {
                let style = match castling.value.style {
                    CastlingStyle::Zeros => 0,
                    CastlingStyle::Letters => 1,
                    CastlingStyle::SmallLetters => 2,
                };
                uses.push(Use {
                    span: castling.span,
                    style,
                    spelling: Spelling::Castling(castling.value.wing),
                });
            }
            MoveBody::Normal(normal) => {
                if let Some(separator) = normal.separator
                    && let Separator::Capture(mark) = separator.value
                {
                    let style = match mark {
                        CaptureMark::X => 0,
                        CaptureMark::Times => 1,
                        CaptureMark::Colon => 2,
                        CaptureMark::SpacedDash => 4,
                        CaptureMark::SpacedX => 5,
                        _ => 3,
                    };
                    uses.push(Use {
                        span: separator.span,
                        style,
                        spelling: Spelling::Capture,
                    });
                }
            }
            MoveBody::Null(_) => {}
        }
        if let Some(promotion) = san.promotion {
            let piece = promotion.piece.span.text(written.source);
            let style = match promotion.style {
                PromotionStyle::Bare => 0,
                PromotionStyle::Equals => 1,
                PromotionStyle::Parentheses => 2,
                _ => 3,
            };
            uses.push(Use {
                span: promotion.span,
                style,
                spelling: Spelling::Promotion(piece),
            });
        }
    }
    for aspect in [Aspect::Castling, Aspect::Promotion, Aspect::Capture] {
        let of: Vec<&Use<'_>> = uses
            .iter()
            .filter(|u| u.spelling.aspect() == aspect)
            .collect();
        let mut counts = [0usize; 6];
        for u in &of {
            counts[usize::from(u.style)] += 1;
        }
        // The profile's style; else the most used, on a tie the first seen.
        let house = profile.map(|p| match aspect {
            Aspect::Castling => u8::from(!p.zeros()),
            Aspect::Promotion => u8::from(p.equals()),
            Aspect::Capture => 0,
        });
        let Some(game_style) = house.or_else(|| {
            of.iter()
                .map(|u| u.style)
                .max_by_key(|s| (counts[usize::from(*s)], std::cmp::Reverse(first(&of, *s))))
        }) else {
            continue;
        };
        for u in of.iter().filter(|u| u.style != game_style) {
            let text = u.span.text(written.source);
            let wanted = u.spelling.in_style(game_style);
            let times = counts[usize::from(game_style)];
            let (message, help) = match profile {
                Some(profile) => (
                    format!(
                        "{} written '{text}' where the {profile} profile writes '{wanted}'",
                        aspect.describe()
                    ),
                    format!("write '{wanted}', as the {profile} profile does"),
                ),
                None => (
                    format!(
                        "{} written '{text}' here but '{wanted}' {} in the rest of the game",
                        aspect.describe(),
                        if times == 1 {
                            "once".to_string()
                        } else {
                            format!("{times} times")
                        }
                    ),
                    format!("write '{wanted}', as the rest of the game does"),
                ),
            };
            out.push(
                Diagnostic::new(Code::MixedStyle, u.span, message)
                    .with_help(help)
                    .with_fix(Fix::replace(u.span, wanted, Applicability::Safe)),
            );
        }
    }
}

/// Where style `style` is first used among `uses`.
fn first(uses: &[&Use<'_>], style: u8) -> usize {
    uses.iter()
        .position(|u| u.style == style)
        .unwrap_or(usize::MAX)
}
