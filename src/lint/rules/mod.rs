//! The rules: one file per rule that has a check of its own, as ruff keeps
//! them — its documentation (what it does, why it matters, an example and
//! the text that does not give it, how safe its fix is) as a [`Rule`]
//! record, its message, its fix, and its check — and this registry, which
//! lists them and runs them. Codes with no check of their own (syntax
//! errors, FEN, the liberties the reader notes as it reads, what the game
//! finder says of a document) keep their pages in one file per family.
//!
//! # Where the rules sit
//!
//! A rule is a pure function of what was written (the syntax tree and the
//! source text) and what the board says the move or the game did
//! (`board::Facts`, positions): see `written.rs`. It knows nothing of how
//! games are found or read. So `lint::rules` is a layer of its own, between
//! `syntax` and `resolve` (`tests/tidy.rs` keeps it so): the resolver runs
//! the per-move rules (`check_move`) on every move it reads — for `read`,
//! for the clean-PGN shortcut's fallback and for every library user of
//! `document::read_str` — and the lint runs the whole-game rules
//! (`check_game`) on each game as written, from `lint::checks`.
//!
//! Rules whose check is a step of resolving itself (M001 illegal, M002
//! ambiguous, M005 mixed letters, D001 move number) have a file too, with
//! their documentation and the diagnostic they build; the resolver decides
//! when they fire, as the file says.
//!
//! `scoresheet rule CODE` prints a page. `lint::examples` reads every
//! example and checks that it gives its code (with the fix the rule claims)
//! and that the fixed example does not, so the documentation cannot drift
//! from the checks; it also checks that every [`Code`] has its page.

mod documents;
mod fen;
mod liberties;
mod moves;
pub mod profile;
mod syntax;
pub(crate) mod written;

pub(crate) mod ambiguous_move;
pub(crate) mod capture_mark_without_capture;
pub(crate) mod capture_without_mark;
pub(crate) mod captured_piece_wrong;
pub(crate) mod check_mark_without_check;
pub(crate) mod comma_move_number;
pub(crate) mod cyrillic_file;
pub(crate) mod double_plus_read;
pub(crate) mod draw_offer;
pub(crate) mod en_passant_mark_wrong;
pub(crate) mod font_figurine;
pub(crate) mod illegal_move;
pub(crate) mod mate_mark_without_mate;
pub(crate) mod missing_check_mark;
pub(crate) mod missing_mate_mark;
pub(crate) mod mixed_letters;
pub(crate) mod mixed_style;
pub(crate) mod move_number_mismatch;
pub(crate) mod needless_disambiguation;
pub(crate) mod not_discovered_check;
pub(crate) mod not_double_check;
pub(crate) mod result_contradicts_position;
pub(crate) mod spaced_square;

pub use profile::Profile;

use crate::diagnostics::{Code, Diagnostic};

/// Whether and how a rule's diagnostic can be fixed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FixSafety {
    /// No fix is offered: a human must decide.
    None,
    /// `--fix` applies it: it changes how a move is written, never which
    /// move it is.
    Safe,
    /// `--fix --unsafe-fixes` applies it: it may change which move is read.
    Unsafe,
    /// Some diagnostics of the rule carry a fix and some do not.
    Sometimes,
}

impl FixSafety {
    /// A sentence for the documentation.
    #[must_use]
    pub const fn describe(self) -> &'static str {
        match self {
            FixSafety::None => "No fix: what was meant is for a human to decide.",
            FixSafety::Safe => {
                "Safe: `--fix` applies it. It changes how the move is written, never which move it is."
            }
            FixSafety::Unsafe => {
                "Unsafe: only `--fix --unsafe-fixes` applies it, since it changes which move is read."
            }
            FixSafety::Sometimes => "A fix is offered where one reading is clear.",
        }
    }
}

/// The documentation of one rule.
#[derive(Clone, Copy, Debug)]
pub struct Rule {
    /// The code it documents.
    pub code: Code,
    /// What it does.
    pub what: &'static str,
    /// Why it matters.
    pub why: &'static str,
    /// A text that gives the code.
    pub example: &'static str,
    /// The same text written so that it does not, when there is such a
    /// text.
    pub fixed: Option<&'static str>,
    /// How safe its fix is.
    pub fix: FixSafety,
    /// The example is read as Windows-1252 bytes, not as UTF-8 (only the
    /// encoding rule needs this).
    pub latin1: bool,
    /// The example is read as movetext, strictly (`read --strict --kind
    /// movetext`): lenient reading skips most malformed text with D003
    /// when the moves after it read, or corrects an illegal move (D002).
    pub strict: bool,
    /// The language the example is read in (`--lang`), when not inferred.
    pub lang: Option<&'static str>,
}

impl Rule {
    /// A rule whose example is UTF-8 text.
    const fn new(
        code: Code,
        what: &'static str,
        why: &'static str,
        example: &'static str,
        fixed: Option<&'static str>,
        fix: FixSafety,
    ) -> Rule {
        Rule {
            code,
            what,
            why,
            example,
            fixed,
            fix,
            latin1: false,
            strict: false,
            lang: None,
        }
    }

    /// The example is read strictly, as movetext.
    const fn strict(mut self) -> Rule {
        self.strict = true;
        self
    }

    /// The example is read in the language of `code`.
    const fn lang(mut self, code: &'static str) -> Rule {
        self.lang = Some(code);
        self
    }

    /// The example is Windows-1252 bytes.
    const fn latin1(mut self) -> Rule {
        self.latin1 = true;
        self
    }

    /// How the example is read, as command-line options.
    #[must_use]
    pub fn reading(&self) -> String {
        let mut how = Vec::new();
        if self.strict {
            how.push("--strict --kind movetext".to_string());
        }
        if let Some(lang) = self.lang {
            how.push(format!("--lang {lang}"));
        }
        if self.latin1 {
            how.push("saved as Windows-1252".to_string());
        }
        how.join(" ")
    }

    /// The documentation as text, as `scoresheet rule CODE` prints it.
    #[must_use]
    pub fn page(&self) -> String {
        let mut page = format!(
            "# {} ({})\n\nDefault severity: {}.\n\n## What it does\n{}\n\n## Why does it matter?\n{}\n\n## Example{}\n```\n{}\n```\n",
            self.code.name(),
            self.code.as_str(),
            self.code.severity(),
            self.what,
            self.why,
            match self.reading() {
                how if how.is_empty() => String::new(),
                how => format!(" (read with {how})"),
            },
            self.example
        );
        if let Some(fixed) = self.fixed {
            page.push_str(&format!("\nUse instead:\n```\n{fixed}\n```\n"));
        }
        page.push_str(&format!("\n## Fix safety\n{}\n", self.fix.describe()));
        page
    }
}

/// The rules with a file of their own, in the order of their codes.
static OWN: [&Rule; 23] = [
    &illegal_move::RULE,
    &ambiguous_move::RULE,
    &mixed_letters::RULE,
    &font_figurine::RULE,
    &capture_mark_without_capture::RULE,
    &capture_without_mark::RULE,
    &en_passant_mark_wrong::RULE,
    &check_mark_without_check::RULE,
    &missing_check_mark::RULE,
    &mate_mark_without_mate::RULE,
    &missing_mate_mark::RULE,
    &double_plus_read::RULE,
    &not_discovered_check::RULE,
    &not_double_check::RULE,
    &captured_piece_wrong::RULE,
    &draw_offer::RULE,
    &cyrillic_file::RULE,
    &spaced_square::RULE,
    &comma_move_number::RULE,
    &move_number_mismatch::RULE,
    &mixed_style::RULE,
    &needless_disambiguation::RULE,
    &result_contradicts_position::RULE,
];

/// Every rule's documentation: the rules with a file of their own, then the
/// families.
pub fn all() -> impl Iterator<Item = &'static Rule> {
    OWN.iter()
        .copied()
        .chain(syntax::RULES)
        .chain(fen::RULES)
        .chain(moves::RULES)
        .chain(liberties::RULES)
        .chain(documents::RULES)
}

/// The documentation of `code`.
#[must_use]
pub fn rule(code: Code) -> Option<&'static Rule> {
    all().find(|rule| rule.code == code)
}

/// A check of one move.
type MoveCheck = fn(&written::WrittenMove<'_>, &mut Vec<Diagnostic>);

/// The per-move rules, in the order their diagnostics come for one move:
/// the capture mark, the en-passant mark, the check or mate mark (of which
/// at most one rule speaks), the Cyrillic files, the draw offer, the
/// captured piece's letter.
static PER_MOVE: [MoveCheck; 14] = [
    capture_without_mark::check,
    capture_mark_without_capture::check,
    en_passant_mark_wrong::check,
    check_mark_without_check::check,
    missing_check_mark::check,
    mate_mark_without_mate::check,
    missing_mate_mark::check,
    double_plus_read::check,
    not_discovered_check::check,
    not_double_check::check,
    cyrillic_file::check,
    spaced_square::check,
    draw_offer::check,
    captured_piece_wrong::check,
];

/// Runs every per-move rule on `written`, a move the resolver has played:
/// each claim the writer made (capture, en passant, check, mate, the piece
/// taken) against what the move did (R18, R19). The resolver calls it for
/// every move it reads.
pub(crate) fn check_move(written: &written::WrittenMove<'_>, out: &mut Vec<Diagnostic>) {
    for check in PER_MOVE {
        check(written, out);
    }
}

/// Runs every whole-game rule on `game`: the style it is written in (held
/// to `profile` when one is named), its departures (unless `long`: a game
/// in long algebraic or coordinates names every departure by design), its
/// result.
pub(crate) fn check_game(
    game: &written::WrittenGame<'_>,
    profile: Option<Profile>,
    long: bool,
    out: &mut Vec<Diagnostic>,
) {
    mixed_style::check(game, profile, out);
    if !long {
        needless_disambiguation::check(game, out);
    }
    result_contradicts_position::check(game, out);
}
