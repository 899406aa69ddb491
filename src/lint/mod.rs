//! Linting a text: every diagnostic the reader has about it, and the fixes
//! that can be applied without a human — as one runs clippy or ruff over
//! code.
//!
//! A fix is data: edits to the source and whether applying them keeps the
//! move that was read (`Safe`) or may change it (`Unsafe`, such as a
//! correction found by recovery). [`apply`] applies the chosen fixes that do
//! not overlap; [`fix_text`] repeats that until nothing more applies, so
//! that fixing converges.

mod checks;
mod examples;
pub mod notation;
pub mod rules;
pub mod same_game;
pub mod select;

pub use rules::Profile;
pub use rules::profile;
pub use select::{Selection, parse_selectors};

use crate::Span;
use crate::diagnostics::{Applicability, Diagnostic, Edit, Severity};
use crate::document::{ReadGame, ReadOptions, read_str};

/// Every diagnostic about `text`, in source order: syntax, FEN, moves,
/// marks and documents, and the lint's own checks of each game as written
/// (style, disambiguation, result).
#[must_use]
pub fn lint(text: &str, options: &ReadOptions) -> Vec<Diagnostic> {
    lint_profiled(text, options, None)
}

/// [`lint`], holding every game to `profile`'s style instead of its own.
///
/// ```
/// use scoresheet::document::ReadOptions;
/// use scoresheet::lint::{Profile, lint_profiled};
///
/// let text = "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. 0-0 Nf6";
/// assert!(lint_profiled(text, &ReadOptions::default(), None).is_empty());
/// let found = lint_profiled(text, &ReadOptions::default(), Some(Profile::Pgn));
/// assert_eq!(found[0].code.as_str(), "L001");
/// assert_eq!(found[0].fix.as_ref().unwrap().edits[0].replacement, "O-O");
/// ```
#[must_use]
pub fn lint_profiled(
    text: &str,
    options: &ReadOptions,
    profile: Option<Profile>,
) -> Vec<Diagnostic> {
    lint_clean(text, options, profile).unwrap_or_else(|| lint_full(text, options, profile))
}

/// [`lint_profiled`] through the full reader whatever the text: the same
/// diagnostics, found more slowly for a game of clean PGN. For checking
/// the shortcut ([`lint_clean`]) against.
#[must_use]
pub fn lint_full(text: &str, options: &ReadOptions, profile: Option<Profile>) -> Vec<Diagnostic> {
    diagnostics(text, &read_str(text, options), profile)
}

/// The diagnostics of `text` when it is one game of clean PGN, found
/// without the full reader: the game is read by
/// [`read_clean`](crate::document::clean::read_clean), which resolves and
/// verifies every move as it reads it, and the whole-game checks judge what
/// it kept. The same as [`lint_full`] (`tests/clean.rs` checks it on
/// generated, corpus and real games and their mutations); `None` for any
/// other text, and under a profile that writes castling or promotions
/// otherwise than clean PGN does (every `O-O` would be reported: the full
/// reader says where).
///
/// ```
/// use scoresheet::document::ReadOptions;
/// use scoresheet::lint::{lint_clean, lint_full};
///
/// let text = "[Event \"x\"]\n\n1. Nf3 d5 2. Nfd4 *\n";
/// let found = lint_clean(text, &ReadOptions::default(), None).unwrap();
/// assert_eq!(found[0].code.as_str(), "L002");
/// assert_eq!(found, lint_full(text, &ReadOptions::default(), None));
/// // A missing check mark is the full reader's to report.
/// assert!(lint_clean("1. e4 f5 2. Qh5", &ReadOptions::default(), None).is_none());
/// ```
#[must_use]
pub fn lint_clean(
    text: &str,
    options: &ReadOptions,
    profile: Option<Profile>,
) -> Option<Vec<Diagnostic>> {
    if profile.is_some_and(|p| p.zeros() || !p.equals()) {
        return None;
    }
    let game = crate::document::clean::read_clean(text, options)?;
    Some(checks::check_clean(text, &game))
}

/// The diagnostics of games read from `text`, in source order, each fix
/// adapted to the notation of its game ([`notation`]).
///
/// A game that never writes a check or mate mark is written in a style
/// without them (UCI, ECO lines, many books): its unmarked checks and mates
/// (V004, V006) are not reported when it is in coordinates or long
/// algebraic, or when two or more of its moves give check without a mark —
/// one unmarked check in a game of bare moves may be a slip, several are a
/// style. Which moves give check, each resolved move says.
fn diagnostics(text: &str, games: &[ReadGame], profile: Option<Profile>) -> Vec<Diagnostic> {
    let mut all = Vec::new();
    for game in games {
        let mut written = notation::Written::of(text, game);
        if let Some(profile) = profile {
            written.zeros = profile.zeros();
            written.equals = profile.equals();
        }
        let style = !written.marks && (written.long || unmarked_checks(text, &game.game.line) >= 2);
        all.extend(
            game.diagnostics
                .iter()
                .filter(|d| !(style && is_missing_mark(d.code)))
                .cloned()
                .map(|mut d| {
                    notation::adapt(&mut d, written);
                    d
                }),
        );
        all.extend(checks::check(text, game, written.long, profile));
    }
    all.sort_by_key(|d| (d.span.start, d.span.end));
    all
}

/// How many moves of `line` and its variations give check (mate included)
/// and are written without a mark.
fn unmarked_checks(source: &str, line: &crate::resolve::Line) -> usize {
    line.moves
        .iter()
        .map(|m| {
            let unmarked = m.facts.gives_check() && !notation::has_mark(m.span.text(source));
            usize::from(unmarked)
                + m.variations
                    .iter()
                    .map(|v| unmarked_checks(source, v))
                    .sum::<usize>()
        })
        .sum()
}

/// V004 and V006: a check or mate written without its mark.
fn is_missing_mark(code: crate::diagnostics::Code) -> bool {
    use crate::diagnostics::Code;
    matches!(code, Code::MissingCheckMark | Code::MissingMateMark)
}

/// Which fixes to apply: as ruff does, only the fixes of what is shown, and
/// the unsafe ones only when asked for.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct FixChoice {
    /// Apply fixes that change which move is read (corrections).
    pub unsafe_fixes: bool,
    /// Apply the fixes of notes too (notes are not shown by default, and a
    /// fix of something not shown would change the text without a word).
    pub notes: bool,
}

impl FixChoice {
    /// Only safe fixes of warnings and errors.
    pub const SAFE: FixChoice = FixChoice {
        unsafe_fixes: false,
        notes: false,
    };

    /// Whether the fix of `diagnostic` is chosen.
    #[must_use]
    pub fn takes(self, diagnostic: &Diagnostic) -> bool {
        let Some(fix) = &diagnostic.fix else {
            return false;
        };
        (self.notes || diagnostic.severity >= Severity::Warning)
            && (self.unsafe_fixes || fix.applicability == Applicability::Safe)
    }
}

/// Applies the chosen fixes of `diagnostics` that do not overlap one taken
/// before them; returns the new text and how many fixes were applied.
#[must_use]
pub fn apply(text: &str, diagnostics: &[Diagnostic], choice: FixChoice) -> (String, usize) {
    apply_where(text, diagnostics, choice, &|_| true)
}

/// [`apply`] to the diagnostics `shown` accepts only.
fn apply_where(
    text: &str,
    diagnostics: &[Diagnostic],
    choice: FixChoice,
    shown: &dyn Fn(&Diagnostic) -> bool,
) -> (String, usize) {
    let mut chosen: Vec<&Edit> = Vec::new();
    let mut applied = 0;
    for diagnostic in diagnostics {
        if !choice.takes(diagnostic) || !shown(diagnostic) {
            continue;
        }
        let Some(fix) = &diagnostic.fix else { continue };
        let fits = fix.edits.iter().all(|edit| {
            text.get(edit.span.range()).is_some()
                && chosen.iter().all(|taken| !overlap(taken.span, edit.span))
        });
        if fits {
            chosen.extend(fix.edits.iter());
            applied += 1;
        }
    }
    chosen.sort_by_key(|edit| (edit.span.start, edit.span.end));
    let mut out = String::with_capacity(text.len());
    let mut at = 0;
    for edit in chosen {
        let range = edit.span.range();
        out.push_str(&text[at..range.start]);
        out.push_str(&edit.replacement);
        at = range.end;
    }
    out.push_str(&text[at..]);
    (out, applied)
}

/// Whether two edits touch the same text; two insertions at one place
/// overlap too, since their order would be a guess.
fn overlap(a: Span, b: Span) -> bool {
    if a.is_empty() || b.is_empty() {
        return a.start == b.start || (a.start < b.end && b.start < a.end);
    }
    a.start < b.end && b.start < a.end
}

/// The most passes [`fix_text`] makes: each pass applies every fix that
/// does not overlap another; a text needing more is left as it is then.
const PASSES: usize = 8;

/// A text after fixing: the text, how many fixes went in, and what linting
/// the final text finds (so that the caller need not lint it again).
#[derive(Clone, Debug)]
pub struct Fixed {
    /// The fixed text (the original when the fixes were refused).
    pub text: String,
    /// How many fixes were applied.
    pub applied: usize,
    /// The diagnostics of the final text.
    pub diagnostics: Vec<Diagnostic>,
    /// Why the fixes were not applied: the fixed text would not have read
    /// as the same games ([`same_game`]). The text is then left as written.
    pub refused: Option<String>,
}

/// Lints and fixes `text` until no chosen fix remains (at most a few
/// passes), then reads the result again: unless it yields exactly the games
/// the original did, the original is kept and [`Fixed::refused`] says why.
#[must_use]
pub fn fix_text(text: &str, options: &ReadOptions, choice: FixChoice) -> Fixed {
    fix_selected(text, options, choice, None)
}

/// [`fix_text`] applying only the fixes of diagnostics that `selection`
/// shows (as ruff fixes only the selected rules); with `None`, the
/// fixes of every diagnostic `choice` takes.
#[must_use]
pub fn fix_selected(
    text: &str,
    options: &ReadOptions,
    choice: FixChoice,
    selection: Option<&Selection>,
) -> Fixed {
    let shown = |d: &Diagnostic| selection.is_none_or(|s| s.shows(d));
    let profile = selection.and_then(Selection::profile);
    // A clean game with nothing to fix is as it was: no need to read it in
    // full only to find so.
    if let Some(found) = lint_clean(text, options, profile)
        && !found.iter().any(|d| choice.takes(d) && shown(d))
    {
        return Fixed {
            text: text.to_string(),
            applied: 0,
            diagnostics: found,
            refused: None,
        };
    }
    let original = read_str(text, options);
    let mut diagnostics = self::diagnostics(text, &original, profile);
    let mut current = text.to_string();
    let mut games = None;
    let mut applied = 0;
    let mut settled = false;
    for _ in 0..PASSES {
        let (fixed, count) = apply_where(&current, &diagnostics, choice, &shown);
        if count == 0 {
            settled = true;
            break;
        }
        applied += count;
        current = fixed;
        let read = read_str(&current, options);
        diagnostics = self::diagnostics(&current, &read, profile);
        games = Some(read);
    }
    if !settled {
        settled = apply_where(&current, &diagnostics, choice, &shown).1 == 0;
    }
    // Fixes that keep asking for more after every pass are fixes that do
    // not do what they say: nothing of them is applied.
    let unsettled =
        (!settled).then(|| format!("the fixes still asked for more after {PASSES} passes"));
    let refused = unsettled.or_else(|| {
        games
            .as_ref()
            .and_then(|games| same_game::same_games(&original, games).err())
    });
    if let Some(reason) = refused {
        return Fixed {
            text: text.to_string(),
            applied: 0,
            diagnostics: self::diagnostics(text, &original, profile),
            refused: Some(reason),
        };
    }
    Fixed {
        text: current,
        applied,
        diagnostics,
        refused: None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_check_mark_before_a_glued_evaluation_keeps_the_evaluation() {
        // "Qh5++-" would read as another mark: the evaluation is written
        // apart as its NAG.
        let fixed = fix_text(
            "1. e4 f5 2. Qh5+- g6 3. Qxg6+= hxg6",
            &ReadOptions::default(),
            FixChoice::SAFE,
        );
        assert_eq!(fixed.text, "1. e4 f5 2. Qh5+ $18 g6 3. Qxg6+ $14 hxg6");
        assert_eq!(fixed.applied, 2);
        assert!(fixed.refused.is_none());
    }

    #[test]
    fn safe_fixes_apply_and_converge() {
        let text = "1. e4 e5 2. Nxf3+ Nc6 3. Bb5 a6 4. Bxc6 dxc6 5. O-O";
        let Fixed {
            text: fixed,
            applied,
            ..
        } = fix_text(text, &ReadOptions::default(), FixChoice::SAFE);
        // Nxf3+ captures nothing and gives no check: two safe fixes.
        assert_eq!(fixed, "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Bxc6 dxc6 5. O-O");
        assert_eq!(applied, 2);
        let again = lint(&fixed, &ReadOptions::default());
        assert!(again.iter().all(|d| d.fix.is_none()), "{again:?}");
    }

    #[test]
    fn unsafe_fixes_wait_for_permission() {
        let text = "1. e4 e5 2. Nf4 Nc6 3. Bb5";
        assert_eq!(
            fix_text(text, &ReadOptions::default(), FixChoice::SAFE).text,
            text
        );
        assert_eq!(
            fix_text(
                text,
                &ReadOptions::default(),
                FixChoice {
                    unsafe_fixes: true,
                    notes: false
                }
            )
            .text,
            "1. e4 e5 2. Nf3 Nc6 3. Bb5"
        );
    }

    #[test]
    fn only_the_selected_fixes_apply() {
        let text = "1. e4 e5 2. Nxf3+ Nc6";
        let only_captures = Selection::new(false).with_select(vec!["V001".into()]);
        let fixed = fix_selected(
            text,
            &ReadOptions::default(),
            FixChoice::SAFE,
            Some(&only_captures),
        );
        assert_eq!(fixed.text, "1. e4 e5 2. Nf3+ Nc6");
        assert_eq!(fixed.applied, 1);
    }

    #[test]
    fn a_game_without_marks_is_not_buried_in_missing_marks() {
        use crate::diagnostics::Code;
        let codes = |text: &str| -> Vec<Code> {
            lint(text, &ReadOptions::default())
                .iter()
                .map(|d| d.code)
                .collect()
        };
        // One unmarked check in a game of bare moves may be a slip.
        assert!(codes("1. e4 d5 2. Bb5").contains(&Code::MissingCheckMark));
        // Two are a style: the game never writes marks.
        let bare = "1. e4 e5 2. Bc4 Nc6 3. Bxf7 Kxf7 4. Qh5 g6 5. Qd5 Ke8";
        assert!(
            !codes(bare).contains(&Code::MissingCheckMark),
            "{:?}",
            codes(bare)
        );
        // A game that writes marks elsewhere is told of each one missing.
        let marked = "1. e4 e5 2. Bc4 Nc6 3. Bxf7+ Kxf7 4. Qh5 g6 5. Qd5 Ke8";
        assert!(codes(marked).contains(&Code::MissingCheckMark));
        // Coordinates never write marks.
        assert!(!codes("1. e2e4 d7d5 2. f1b5").contains(&Code::MissingCheckMark));
        // A check the reader corrected counts too: 2. Bb4 (read as Bb5,
        // check) and 3. Bxc6 (check) are two unmarked checks, a style.
        let corrected = "1. e4 d5 2. Bb4 Nc6 3. Bxc6 bxc6";
        let found = codes(corrected);
        assert!(found.contains(&Code::CorrectedMove), "{found:?}");
        assert!(!found.contains(&Code::MissingCheckMark), "{found:?}");
    }

    #[test]
    fn overlapping_edits_wait_for_the_next_pass() {
        assert!(overlap(Span::new(3, 5), Span::new(4, 6)));
        assert!(overlap(Span::empty(4), Span::empty(4)));
        assert!(!overlap(Span::new(3, 5), Span::new(5, 6)));
        assert!(!overlap(Span::empty(5), Span::new(3, 5)));
    }
}
