//! A whole movetext resolved: the main line, its variations, results, and
//! the move numbers checked against the position.

use super::Options;
use super::castling_history::explain_lost_castling;
use super::correction::{Correction, CorrectionKind};
use super::language::choose;
use super::plan::{Action, Plan, plan};
use super::reading::{Played, Verdict, resolve_move};
use super::readings::Context;
use super::tags::{start_position, tags};
use crate::Span;
use crate::board::{Facts, Position, Role};
use crate::diagnostics::{Code, Diagnostic, Severity};
use crate::lint::rules::{comma_move_number, draw_offer, move_number_mismatch};
use crate::notation::lexicon::Language;
use crate::syntax::ast::{Element, MoveNumber, Movetext, Outcome, SanMove};

/// The NAG of the novelty mark (`Qh4+N`), as PGN writes it: `$146`.
const NOVELTY_NAG: u16 = 146;

/// One resolved move and what was written around it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameMove {
    /// The written move.
    pub span: Span,
    /// What was played.
    pub played: Played,
    /// What it did on the board — check and its kind, mate, capture, en
    /// passant, promotion — as decided when it was read: writers put `+`
    /// and `#` after it from here, without playing the game again.
    pub facts: Facts,
    /// Whether a draw was offered with the move.
    pub draw_offer: bool,
    /// NAGs and glyphs written on or after the move, as NAG numbers.
    pub nags: Vec<u16>,
    /// Comments after the move.
    pub comments: Vec<Span>,
    /// Variations: other moves that could have been played instead of this one.
    pub variations: Vec<Line>,
    /// When the move was not read as written: the correction, its cost, its
    /// margin over the runner-up and the ranked alternatives, for a program
    /// that lets a person choose. `None` for a move read as written.
    pub correction: Option<Correction>,
}

impl GameMove {
    /// A move played where `span` was written, which did what `facts`
    /// say, with nothing noted on it yet: no NAG, comment, side line or
    /// correction.
    ///
    /// ```
    /// use scoresheet::board::{Facts, Position};
    /// use scoresheet::resolve::{GameMove, Played, parse_move};
    /// use scoresheet::Span;
    /// let position = Position::initial();
    /// let m = parse_move(&position, "e4").unwrap();
    /// let facts = position.facts(m, &position.play(m));
    /// let played = GameMove::new(Span::new(0, 2), Played::Move(m), facts);
    /// assert!(!played.facts.gives_check() && played.nags.is_empty());
    /// ```
    #[must_use]
    pub fn new(span: Span, played: Played, facts: Facts) -> GameMove {
        GameMove {
            span,
            played,
            facts,
            draw_offer: false,
            nags: Vec::new(),
            comments: Vec::new(),
            variations: Vec::new(),
            correction: None,
        }
    }
}

/// A sequence of moves from a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    /// The position before the first move.
    pub start: Position,
    /// The moves, in order.
    pub moves: Vec<GameMove>,
    /// Text the parser could not read that was taken as a move by recovery;
    /// its syntax error is answered by the correction's warning.
    pub corrected: Vec<Span>,
    /// Comments before the first move (between the tags and the moves, or
    /// at the opening of a variation): nothing of the text is lost.
    pub comments_before: Vec<Span>,
}

/// A resolved movetext.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    /// The tag pairs, as (name, value) with escapes undone.
    pub tags: Vec<(String, String)>,
    /// The main line.
    pub line: Line,
    /// The language the piece letters were read in.
    pub language: Language,
    /// Everything noticed, in source order.
    pub diagnostics: Vec<Diagnostic>,
    /// The result written at the end, if any.
    pub result: Option<Outcome>,
    /// The position after the last resolved move of the main line.
    pub end: Position,
    /// Whether the main line stopped before the text's last move: a move
    /// could not be read, and what was written after it was not played.
    /// `end` is then where the reading stopped, not where the game ended.
    pub stopped: bool,
    /// How many moves were read with a piece letter of another language
    /// than `language` (M005), or with a letter their from-square
    /// contradicts (M008): the evidence against the language.
    pub borrowed: usize,
}

impl Game {
    /// Whether any diagnostic is an error.
    #[must_use]
    pub fn has_errors(&self) -> bool {
        self.diagnostics.iter().any(Diagnostic::is_error)
    }
}

/// Resolves a parsed movetext from `start` (or from its `[FEN]` tag).
///
/// ```
/// use scoresheet::board::Position;
/// use scoresheet::resolve::{read_movetext, Options};
/// let source = "1. e4 e5 2. Sf3 Sc6 3. Lb5";
/// let parsed = scoresheet::syntax::parse(source);
/// let game = read_movetext(source, &parsed.movetext, &Position::initial(), &Options::default());
/// let uci: Vec<String> = game.line.moves.iter().map(|m| m.played.uci()).collect();
/// assert_eq!(uci, ["e2e4", "e7e5", "g1f3", "b8c6", "f1b5"]);
/// assert_eq!(game.language.to_string(), "german");
/// ```
#[must_use]
pub fn read_movetext(
    source: &str,
    movetext: &Movetext,
    start: &Position,
    options: &Options,
) -> Game {
    read_elements(
        source,
        movetext.span,
        &movetext.elements,
        &movetext.moves,
        start,
        options,
    )
}

/// Resolves the elements of one game, `span` being the text they cover; see
/// [`read_movetext`].
///
/// A game copied from a PDF in a figurine font writes its pieces in the
/// font's signs (M009), read at first only where one piece can make the
/// move. When that reading leaves errors or corrections, the game is read
/// again with each sign bound to the piece it was read as, and the second
/// reading kept when it needs fewer.
#[must_use]
pub fn read_elements(
    source: &str,
    span: Span,
    elements: &[Element],
    moves: &[SanMove],
    start: &Position,
    options: &Options,
) -> Game {
    let game = read_elements_once(source, span, elements, moves, start, options);
    if !options.fonts.is_empty() {
        return game;
    }
    let fonts = font_signs(source, &game);
    if fonts.is_empty() {
        return game;
    }
    let trouble = |game: &Game| {
        game.diagnostics
            .iter()
            .filter(|d| d.is_error() || d.code == Code::CorrectedMove)
            .count()
    };
    if trouble(&game) == 0 {
        return game;
    }
    let options = Options { fonts, ..*options };
    let again = read_elements_once(source, span, elements, moves, start, &options);
    if trouble(&again) < trouble(&game) {
        again
    } else {
        game
    }
}

/// The piece each font sign of `game` was read as where the board alone
/// decided (M009), the one it was read as most often: a first reading that
/// went wrong earlier may leave one move where another piece alone fits
/// (a knight misplaced, `©e7` is the queen's). A sign read as two pieces
/// equally often is bound to neither. A sign the decoder read as a piece
/// where the board alone did not decide (`¥g4`, bishop or knight, read as
/// Bg4 because `¥e2` after it is the bishop's) counts as well.
fn font_signs(source: &str, game: &Game) -> super::FontSigns {
    let mut readings: Vec<(char, Role, usize)> = Vec::new();
    let sign_at = |at: u32| {
        source
            .get(at as usize..)
            .and_then(|rest| rest.chars().next())
            .filter(|c| !c.is_ascii() && !c.is_alphanumeric())
    };
    for diagnostic in game.diagnostics.iter().filter(|d| {
        d.code == Code::FontFigurine
            || (d.code == Code::CorrectedMove && sign_at(d.span.start).is_some())
    }) {
        let at = diagnostic.span.start;
        let Some(sign) = source
            .get(at as usize..)
            .and_then(|rest| rest.chars().next())
        else {
            continue;
        };
        let played = game
            .line
            .moves
            .iter()
            .find(|m| m.span.start <= at && at < m.span.end)
            .map(|m| m.played);
        // A correction that dropped the sign (`¤f3` read as the pawn's f3)
        // says nothing of the piece it stands for.
        if let Some(Played::Move(m)) = played
            && m.role() != Role::Pawn
        {
            match readings
                .iter_mut()
                .find(|(s, role, _)| *s == sign && *role == m.role())
            {
                Some((_, _, count)) => *count += 1,
                None => readings.push((sign, m.role(), 1)),
            }
        }
    }
    let mut fonts = super::FontSigns::default();
    for &(sign, role, count) in &readings {
        if readings
            .iter()
            .all(|&(s, r, n)| s != sign || r == role || n < count)
        {
            fonts.bind(sign, role);
        }
    }
    fonts
}

/// [`read_elements`], once, with the signs `options` binds.
fn read_elements_once(
    source: &str,
    span: Span,
    elements: &[Element],
    moves: &[SanMove],
    start: &Position,
    options: &Options,
) -> Game {
    let mut diagnostics = Vec::new();
    let tags = tags(source, elements);
    let Some(start) = start_position(source, elements, start, options.strict, &mut diagnostics)
    else {
        // A FEN that cannot be read or repaired: the moves are not read
        // from some other position, which would only mislead.
        let line = Line {
            start: *start,
            moves: Vec::new(),
            corrected: Vec::new(),
            comments_before: Vec::new(),
        };
        return Game {
            tags,
            line,
            language: Language::English,
            diagnostics,
            result: None,
            end: *start,
            stopped: false,
            borrowed: 0,
        };
    };
    let (language, line, tally) = match options.language {
        Some(language) => {
            let reader = Reader {
                source,
                moves,
                language,
                options,
            };
            let (line, tally) = read_line(reader, elements, &start, &mut diagnostics);
            (language, line, tally)
        }
        None => {
            let game = Reader {
                source,
                moves,
                language: Language::English,
                options,
            };
            let choice = choose(game, span, elements, &start);
            diagnostics.extend(choice.note);
            match choice.pass {
                // The inference already read the game through: keep that.
                Some(pass) if pass.complete() => {
                    diagnostics.extend(pass.diagnostics);
                    (choice.language, pass.line, pass.tally)
                }
                _ => {
                    let reader = Reader {
                        source,
                        moves,
                        language: choice.language,
                        options,
                    };
                    let (line, tally) = read_line(reader, elements, &start, &mut diagnostics);
                    (choice.language, line, tally)
                }
            }
        }
    };
    diagnostics.sort_by_key(|d| d.span.start);
    Game {
        tags,
        line,
        language,
        diagnostics,
        result: tally.result,
        end: tally.end,
        stopped: tally.stopped,
        borrowed: tally.borrowed,
    }
}

/// How many moves of a line resolved, and whether it stopped at an error.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Tally {
    pub(crate) resolved: usize,
    pub(crate) stopped: bool,
    /// The position after the last move of the line.
    pub(crate) end: Position,
    /// The result written in the line, if any.
    pub(crate) result: Option<Outcome>,
    /// How many moves, here and in the variations, were read with a piece
    /// letter of another language than the game's, or one their
    /// from-square contradicts.
    pub(crate) borrowed: usize,
}

/// What every line of a game is read with: the text, the moves of its
/// syntax tree, the language of its letters and the options. One value
/// passed down, instead of the same arguments to every function.
#[derive(Clone, Copy)]
pub(crate) struct Reader<'a> {
    /// The text the tree was parsed from.
    pub(crate) source: &'a str,
    /// The tree's moves, which its elements refer to.
    pub(crate) moves: &'a [SanMove],
    /// The language piece letters are read in.
    pub(crate) language: Language,
    /// How leniently to read.
    pub(crate) options: &'a Options,
}

impl Reader<'_> {
    /// Whether a move that fails is looked for with the decoder.
    pub(crate) const fn recover(&self) -> bool {
        self.options.recover && !self.options.strict
    }
}

/// Resolves one line of elements from `start`.
///
/// The line is read as written; clean text costs nothing more. When a move
/// fails and recovery is on, the reading so far is discarded, the decoder
/// finds the cheapest reading of the whole line ([`super::beam`]), and the
/// line is read again following its plan.
pub(crate) fn read_line(
    reader: Reader<'_>,
    elements: &[Element],
    start: &Position,
    out: &mut Vec<Diagnostic>,
) -> (Line, Tally) {
    let mark = out.len();
    let first = walk(reader, elements, start, None, out);
    if !first.failed || !reader.recover() {
        return (first.line, first.tally);
    }
    out.truncate(mark);
    let context = Context {
        source: reader.source,
        language: reader.language,
        options: reader.options,
    };
    let plan = plan(context, elements, reader.moves, start);
    let second = walk(reader, elements, start, Some(&plan), out);
    (second.line, second.tally)
}

/// What one element asks of the walk next.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Flow {
    /// On to the next element, without marking where the line stopped.
    Next,
    /// On to the next element, after marking where the line stopped if it
    /// has just stopped.
    Mark,
    /// The first reading failed and recovery will read the line again: stop
    /// walking now.
    Fail,
}

/// A line read by [`walk`].
struct Walked {
    line: Line,
    tally: Tally,
    /// The reading as written failed where recovery can help.
    failed: bool,
}

/// Reads the line: as written when `plan` is `None`, stopping at the first
/// failure, which [`Walked::failed`] tells, when recovery is on; by the plan
/// otherwise.
fn walk(
    reader: Reader<'_>,
    elements: &[Element],
    start: &Position,
    plan: Option<&Plan>,
    out: &mut Vec<Diagnostic>,
) -> Walked {
    let mut walker = Walker {
        reader,
        plan,
        out,
        line: Line {
            start: *start,
            moves: Vec::new(),
            corrected: Vec::new(),
            comments_before: Vec::new(),
        },
        tally: Tally {
            resolved: 0,
            stopped: false,
            end: *start,
            result: None,
            borrowed: 0,
        },
        position: *start,
        before_last: *start,
        gap: false,
        movetext_seen: false,
        next: 0,
        written_again: 0,
    };
    let mut after_number = false;
    // Where the line stopped, to say so once.
    let mut stop: Option<Span> = None;
    let mut failed = false;
    for (index, element) in elements.iter().enumerate() {
        if matches!(element, Element::Space(_)) {
            continue;
        }
        // A box left blank on a handwritten scoresheet (`7_9_white` with
        // the next box's label under it, as the sheet's unused boxes after
        // the game) says nothing of the moves: only a box with a move in
        // it numbers one.
        if blank_box(elements, index) {
            continue;
        }
        let follows_number = std::mem::replace(&mut after_number, false);
        walker.movetext_seen |= matches!(element, Element::Move(_) | Element::MoveNumber(_))
            || super::readings::reply_before_number(walker.reader.source, elements, index);
        if matches!(element, Element::MoveNumber(_)) {
            after_number = true;
        }
        // An ellipsis after White's move with Black's move after it
        // ("14) exCd4 ⏎ … Ae7 !", as columns set Black's reply on the next
        // line) says that Black's move follows: no move is missing.
        if matches!(element, Element::Ellipsis(_))
            && !follows_number
            && walker.position.turn() == crate::board::Color::Black
            && super::readings::move_follows(elements, index)
        {
            continue;
        }
        // Only a number read by a plan looks at the element after it.
        if walker.plan.is_some() && matches!(element, Element::MoveNumber(_)) {
            walker.next = elements
                .iter()
                .skip(index + 1)
                .position(|e| !matches!(e, Element::Space(_)))
                .map_or(index + 1, |k| index + 1 + k);
        }
        let flow = walker.element(index, element, follows_number);
        if flow == Flow::Fail {
            failed = true;
            break;
        }
        if flow == Flow::Mark && walker.tally.stopped && stop.is_none() {
            stop = Some(element.span());
        }
    }
    let Walker {
        out,
        line,
        mut tally,
        position,
        ..
    } = walker;
    if let Some(at) = stop {
        stopped_here(elements, at, out);
    }
    tally.end = position;
    Walked {
        line,
        tally,
        failed,
    }
}

/// Whether the element at `index` is a scoresheet box's label with no move
/// after it: the next element, past white space, is no move.
fn blank_box(elements: &[Element], index: usize) -> bool {
    use crate::syntax::ast::NumberMark;
    matches!(
        &elements[index],
        Element::MoveNumber(n) if matches!(n.mark, NumberMark::WhiteBox | NumberMark::BlackBox)
    ) && !super::readings::move_follows(elements, index)
}

/// The side lines one bracket holds. Pages put two in one bracket, each
/// starting from the same move number (`(2... d6 3. d4; 2... Nf6 3. d4)`):
/// a move number that goes back to the bracket's first number, after a
/// move, starts the next line from the same position. PGN writes each in
/// brackets of its own, so a PGN variation is one line.
pub(crate) fn side_lines(elements: &[Element]) -> impl Iterator<Item = &[Element]> {
    let first = elements.iter().find_map(|element| match element {
        Element::MoveNumber(number) => Some((number.number, number.mark)),
        _ => None,
    });
    let mut rest = elements;
    std::iter::from_fn(move || {
        if rest.is_empty() {
            return None;
        }
        let mut moved = false;
        let cut = rest.iter().position(|element| match element {
            Element::Move(_) => {
                moved = true;
                false
            }
            Element::MoveNumber(number) => moved && first == Some((number.number, number.mark)),
            _ => false,
        });
        let (line, next) = rest.split_at(cut.unwrap_or(rest.len()));
        rest = next;
        Some(line)
    })
}

/// The warning that a line stopped at `at`, when moves written after it
/// are lost.
fn stopped_here(elements: &[Element], at: Span, out: &mut Vec<Diagnostic>) {
    let lost = elements
        .iter()
        .filter(|e| e.span().start >= at.end && matches!(e, Element::Move(_)))
        .count();
    if lost > 0 {
        out.push(Diagnostic::new(
            Code::GameStopped,
            at,
            if lost == 1 {
                "the game stops here: the move written after this is not read".to_string()
            } else {
                format!("the game stops here: the {lost} moves written after this are not read")
            },
        ));
    }
}

/// The state of a line being read, element by element.
struct Walker<'a, 'o> {
    reader: Reader<'a>,
    plan: Option<&'a Plan>,
    out: &'o mut Vec<Diagnostic>,
    line: Line,
    tally: Tally,
    /// The position the next move is played from.
    position: Position,
    /// The position before the last move, where a variation starts.
    before_last: Position,
    /// A '...' that follows no move number stands for a move not written.
    gap: bool,
    /// A move or a move number has been read (text before them is
    /// preamble).
    movetext_seen: bool,
    /// The index of the element after the number being read, spaces
    /// aside, when a plan is read (only its actions are looked up there).
    next: usize,
    /// Where the last run of moves written again ends (see
    /// [`move_number_mismatch::written_again`]): its numbers say nothing.
    written_again: u32,
}

impl Walker<'_, '_> {
    /// Reads element number `index` of the line.
    fn element(&mut self, index: usize, element: &Element, follows_number: bool) -> Flow {
        match element {
            Element::Move(reference) => match reference.get(self.reader.moves) {
                Some(san) => self.written_move(index, san),
                None => Flow::Next,
            },
            Element::MoveNumber(number) => self.number(index, number),
            Element::Ellipsis(_) => {
                if !follows_number && !self.line.moves.is_empty() {
                    self.gap = true;
                }
                Flow::Mark
            }
            Element::Variation(variation) => {
                if self.tally.stopped {
                    return Flow::Next;
                }
                for side_line in side_lines(&variation.elements) {
                    let (sub, tally) =
                        read_line(self.reader, side_line, &self.before_last, self.out);
                    self.tally.borrowed += tally.borrowed;
                    if let Some(last) = self.line.moves.last_mut() {
                        last.variations.push(sub);
                    }
                }
                Flow::Mark
            }
            Element::Comment(comment)
                if comment.kind != crate::syntax::ast::CommentKind::Escape =>
            {
                match self.line.moves.last_mut() {
                    Some(last) => last.comments.push(comment.text),
                    None => self.line.comments_before.push(comment.text),
                }
                Flow::Mark
            }
            Element::Nag(nag) => {
                if let Some(last) = self.line.moves.last_mut() {
                    last.nags.push(nag.value);
                }
                Flow::Mark
            }
            Element::Glyph(glyph) => {
                if let Some(last) = self.line.moves.last_mut() {
                    last.nags.push(glyph.value.nag());
                }
                Flow::Mark
            }
            Element::DrawOffer(span) => {
                if let Some(last) = self.line.moves.last_mut() {
                    last.draw_offer = true;
                    self.out.push(draw_offer::diagnostic(*span));
                }
                Flow::Mark
            }
            Element::Result(r) => {
                self.tally.result = Some(r.outcome);
                Flow::Mark
            }
            // Words the parser noted as a side line's commentary (`and
            // now`): said already, and no reason to stop the line.
            Element::Error(error) if error.diagnostic.severity == Severity::Note => Flow::Next,
            // A malformed tag pair among moves is text like any other the
            // parser could not read.
            Element::Error(error) | Element::MalformedTag(error) => self.unread(index, error.span),
            Element::TagPair(_) | Element::Etc(_) | Element::Space(_) | Element::Comment(_) => {
                Flow::Mark
            }
        }
    }

    /// Adds `m` to the line, `after` being the position it leads to.
    fn play(&mut self, m: GameMove, after: Position) {
        self.before_last = self.position;
        self.position = after;
        self.tally.resolved += 1;
        self.line.moves.push(m);
    }

    /// `played`, written at `span` and found without verification (by the
    /// decoder, or by cutting glued text), with what it did learned from the
    /// board, and the position after it.
    fn found(&self, span: Span, played: Played) -> (GameMove, Position) {
        let after = played.play(&self.position);
        let facts = played.facts(&self.position, &after);
        (GameMove::new(span, played, facts), after)
    }

    /// Plays the moves the plan read for what was written at `span`, the
    /// first carrying the correction.
    fn play_read(
        &mut self,
        span: Span,
        read: &[Played],
        correction: &Correction,
        draw_offer: bool,
    ) {
        let mut correction = Some(correction.clone());
        for played in read {
            let (m, after) = self.found(span, *played);
            let m = GameMove {
                draw_offer,
                correction: correction.take(),
                ..m
            };
            self.play(m, after);
        }
    }

    /// Plays the moves cut out of the text at `span` (a pair joined by a
    /// dash, moves glued together), reported by `diagnostic`.
    fn play_cut(&mut self, diagnostic: Diagnostic, moves: &[(Span, Played)]) {
        self.out.push(diagnostic);
        for (span, played) in moves {
            let (m, after) = self.found(*span, *played);
            self.play(m, after);
        }
    }

    /// A written move: read as written, by the plan, or as a pair joined by
    /// a dash.
    fn written_move(&mut self, index: usize, san: &SanMove) -> Flow {
        if self.tally.stopped {
            return Flow::Next;
        }
        if self.gap {
            self.out.push(Diagnostic::new(
                Code::MoveAfterGap,
                san.span,
                "a move after '...' that stood for a move not written: the position is unknown",
            ));
            self.tally.stopped = true;
            return Flow::Next;
        }
        let Reader {
            source,
            language,
            options,
            ..
        } = self.reader;
        match self.plan.and_then(|p| p.get(&index)) {
            Some(Action::Read {
                moves: read,
                diagnostic,
                correction,
            }) => {
                self.out.push(diagnostic.clone());
                self.play_read(san.span, read, correction, san.draw_offer.is_some());
                return Flow::Next;
            }
            Some(Action::Skip(diagnostic)) => {
                if let Some(d) = diagnostic
                    && d.code == Code::MoveNumberMismatch
                {
                    self.written_again = d.span.end;
                }
                self.out.extend(diagnostic.clone());
                return Flow::Next;
            }
            _ => {}
        }
        let mut resolution = resolve_move(&self.position, san, source, language, options);
        // A numbered pair joined by a dash ("1.e4-e5;"), read as long
        // algebraic, fails: the board cuts it in two.
        if resolution.played().is_none()
            && !options.strict
            && let Some(pair) =
                super::glued::unpair(&self.position, source, san.span, language, options)
        {
            self.play_cut(paired(source, san.span, &pair), &pair);
            return Flow::Next;
        }
        if resolution.played().is_none() {
            explain_lost_castling(&self.line, &self.position, san, &mut resolution.diagnostics);
            if let Some(Action::Stop(stop)) = self.plan.and_then(|p| p.get(&index))
                && let Some(error) = resolution.diagnostics.iter_mut().find(|d| d.is_error())
            {
                error.help = Some(match error.help.take() {
                    Some(help) if help.ends_with('?') => format!("{help} {}", stop.message),
                    Some(help) => format!("{help}; {}", stop.message),
                    None => stop.message.clone(),
                });
            }
            if self.reader.recover() && self.plan.is_none() {
                return Flow::Fail;
            }
        }
        self.tally.borrowed += usize::from(resolution.borrowed.is_some() || resolution.misnamed);
        self.out.extend(resolution.diagnostics);
        match resolution.verdict {
            Verdict::Played {
                played,
                facts,
                after,
            } => {
                let m = GameMove {
                    draw_offer: san.draw_offer.is_some(),
                    nags: san
                        .glyph
                        .iter()
                        .chain(&san.evaluation)
                        .map(|g| g.value.nag())
                        .chain(san.novelty.map(|_| NOVELTY_NAG))
                        .collect(),
                    ..GameMove::new(san.span, played, facts)
                };
                self.play(m, after);
            }
            _ => self.tally.stopped = true,
        }
        Flow::Mark
    }

    /// A move number, checked against the position.
    fn number(&mut self, index: usize, number: &MoveNumber) -> Flow {
        // A bare number the decoder read as part of a move broken by a
        // stray mark (`Nf,3`).
        if matches!(self.plan.and_then(|p| p.get(&index)), Some(Action::Skip(_))) {
            return Flow::Next;
        }
        // The number of a move written again (`6. Re1 b5 7. Bb3` once
        // more, read once): the note on the repetition says it all.
        let next = self.plan.and_then(|p| p.get(&self.next));
        if number.span.start < self.written_again
            || matches!(next, Some(Action::Skip(Some(d))) if d.code == Code::MoveNumberMismatch)
        {
            return Flow::Next;
        }
        // A move read as not written before the one this number stands for
        // (`7.Nc3 8.O-O`, Black's 7th missing): the number is checked
        // against the position after it, where it is right; the correction
        // says what was missing.
        let missing_first = matches!(
            self.plan.and_then(|p| p.get(&self.next)),
            Some(Action::Read { correction, .. }) if correction.kind == CorrectionKind::Missing
        );
        let black = self.position.turn() == crate::board::Color::Black;
        let due = self.position.fullmove_number() + u32::from(missing_first && black);
        let white_due = black == missing_first;
        // "5. Fd2 ... 5... c6": the '...' after a move stood for nothing
        // missing when the next number is the move that is due.
        if self.gap && !self.tally.stopped && number.number == due {
            self.gap = false;
        }
        if self.tally.stopped || self.gap {
            return Flow::Next;
        }
        let source = self.reader.source;
        if number.mark == crate::syntax::ast::NumberMark::Comma {
            self.out.push(comma_move_number::comma(
                number.span,
                number.span.text(source),
            ));
        }
        if number.number != due {
            // As written: a number too large for a move is shown whole.
            let written = number
                .span
                .text(source)
                .trim_end_matches(['.', '…', ')', '/', ',']);
            self.out.push(move_number_mismatch::out_of_sequence(
                number.span,
                written,
                due,
            ));
        } else if number.mark.says_black() && white_due {
            self.out.push(move_number_mismatch::black_to_move(
                number.span,
                number.span.text(source),
            ));
        }
        Flow::Mark
    }

    /// Text the parser could not read, at `span`.
    fn unread(&mut self, index: usize, span: Span) -> Flow {
        if self.tally.stopped || self.gap {
            return Flow::Next;
        }
        let Reader {
            source,
            language,
            options,
            ..
        } = self.reader;
        // Stray digits and dots ("1 .d4", "2.. d6") are numbering noise, and
        // text before the first move or move number (a heading, a malformed
        // tag pair) is preamble: both are reported by the parser, and neither
        // is a reason to stop.
        let noise = span
            .text(source)
            .chars()
            .all(|c| c.is_ascii_digit() || matches!(c, '.' | '…'));
        // A move with its number glued on (`9Pb8d7`) is movetext, the first
        // of a piece or not.
        self.movetext_seen |= noise || super::readings::carries_its_number(span.text(source));
        if noise || !self.movetext_seen {
            // Digits the decoder took into a move (`Hg 1 —f3`, a square
            // broken by OCR) are read: the parser's complaint goes with
            // the correction's warning.
            if noise && matches!(self.plan.and_then(|p| p.get(&index)), Some(Action::Skip(_))) {
                self.line.corrected.push(span);
            }
            return Flow::Next;
        }
        // A numbered pair joined by a dash ("2.f4-exf4;").
        if !options.strict
            && let Some(pair) =
                super::glued::unpair(&self.position, source, span, language, options)
        {
            self.line.corrected.push(span);
            self.play_cut(paired(source, span, &pair), &pair);
            return Flow::Next;
        }
        // Moves glued together ("d4Nf62.c4b6", "d4ed4"): cut where the board
        // says, and read each.
        if !options.strict
            && let Some(glued) =
                super::glued::unglue(&self.position, source, span, language, options)
        {
            self.line.corrected.push(span);
            self.play_cut(unglued(source, span, &glued), &glued);
            return Flow::Next;
        }
        // Text the parser could not read, between moves: a slip of the pen or
        // of OCR. The decoder reads it (as a move, as junk, or joined to a
        // neighbour) or stops here: what follows would be misread.
        match self.plan.and_then(|p| p.get(&index)) {
            None if self.reader.recover() && self.plan.is_none() => return Flow::Fail,
            Some(Action::Read {
                moves: read,
                diagnostic,
                correction,
            }) => {
                self.out.push(diagnostic.clone());
                self.line.corrected.push(span);
                self.play_read(span, read, correction, false);
            }
            Some(Action::Skip(diagnostic)) => {
                self.out.extend(diagnostic.clone());
                self.line.corrected.push(span);
                // A check or mate mark set apart from its move (`Lc5–b4 †`),
                // read as that move's: its mark is not missing.
                if super::readings::is_check_mark(span.text(source))
                    && let Some(last) = self.line.moves.last()
                {
                    let start = last.span.start;
                    self.out.retain(|d| {
                        !(matches!(d.code, Code::MissingCheckMark | Code::MissingMateMark)
                            && d.span.start == start)
                    });
                }
            }
            Some(Action::Stop(stop)) => {
                self.out.push(stop.clone());
                self.tally.stopped = true;
            }
            None => self.tally.stopped = true,
        }
        Flow::Mark
    }
}

/// The warning for two moves joined by a dash, with the text spaced as the
/// fix.
fn paired(source: &str, span: Span, moves: &[(Span, Played); 2]) -> Diagnostic {
    let [(first, _), (second, _)] = moves;
    let spaced = format!("{} {}", first.text(source), second.text(source));
    // The semicolon between pairs goes with the dash: once the pair is
    // spaced, a semicolon would open a comment that hides the next pair.
    let rest = source.get(span.range().end..).unwrap_or("");
    let fixed = match rest.strip_prefix(';') {
        Some(after)
            if after
                .trim_start_matches([' ', '\t'])
                .starts_with(|c: char| c.is_ascii_digit()) =>
        {
            Span::from_range(span.range().start..span.range().end + 1)
        }
        _ => span,
    };
    Diagnostic::new(
        Code::GluedMoves,
        span,
        format!(
            "'{}' is two moves joined by a dash; read as {spaced}",
            span.text(source)
        ),
    )
    .with_help(format!("write {spaced}"))
    .with_fix(crate::diagnostics::Fix::replace(
        fixed,
        spaced,
        crate::diagnostics::Applicability::Safe,
    ))
}

/// The warning for moves read out of glued text, with the text spaced as
/// the fix.
fn unglued(source: &str, span: Span, moves: &[(Span, Played)]) -> Diagnostic {
    let mut parts: Vec<&str> = Vec::new();
    let mut at = span.start;
    for (piece, _) in moves {
        if piece.start > at {
            parts.push(Span::new(at, piece.start).text(source));
        }
        parts.push(piece.text(source));
        at = piece.end;
    }
    let spaced = parts.join(" ");
    // A word glued to the last move (`a6Voici`) is spaced off too.
    let glued_after = source
        .get(span.end as usize..)
        .and_then(|rest| rest.chars().next())
        .is_some_and(char::is_alphanumeric);
    let fixed = if glued_after {
        format!("{spaced} ")
    } else {
        spaced.clone()
    };
    Diagnostic::new(
        Code::GluedMoves,
        span,
        format!("moves written without spaces between them; read as {spaced}"),
    )
    .with_help(format!("write {spaced}"))
    .with_fix(crate::diagnostics::Fix::replace(
        span,
        fixed,
        crate::diagnostics::Applicability::Safe,
    ))
}

#[cfg(test)]
mod tests {
    use super::{Line, read_movetext};
    use crate::board::Position;
    use crate::resolve::Options;
    use crate::syntax::parse;

    /// Every move of `line` and its variations, with the facts the board
    /// gives when it is played again.
    fn check_facts(line: &Line, read: &mut usize) {
        let mut position = line.start;
        for m in &line.moves {
            let after = m.played.play(&position);
            assert_eq!(m.facts, m.played.facts(&position, &after), "{m:?}");
            for variation in &m.variations {
                check_facts(variation, read);
            }
            position = after;
            *read += 1;
        }
    }

    #[test]
    fn a_game_read_in_part_says_it_stopped() {
        // Strict reading corrects nothing.
        let read = |text: &str| {
            let parsed = parse(text);
            read_movetext(
                text,
                &parsed.movetext,
                &Position::initial(),
                &Options::strict(),
            )
        };
        assert!(!read("1. e4 e5 2. Nf3 Nc6").stopped);
        // A rook cannot move at move 2; the moves after it are not played.
        let game = read("1. e4 e5 2. Rh5 Nc6 3. Bb5 a6 4. Ba4");
        assert!(game.stopped, "{:?}", game.diagnostics);
        assert!(game.line.moves.len() < 7);
    }

    #[test]
    fn every_move_keeps_what_the_board_said() {
        for (text, moves) in [
            // As written, a mate without its mark.
            ("1. f3 e5 2. g4 Qh4", 4),
            // A slip and a stray dot the decoder corrects, and a variation.
            (
                "1. e4 e5 (1... c5 2. Nf3) 2. Nf6 Nc6 3. Bb5 .a6 4. Ba4 Nf6",
                10,
            ),
            // Moves glued together, and a pair joined by a dash.
            ("1. d4Nf6 2. c4 e6 3. Nc3 Bb4 4. Qc2", 7),
            ("1.e4-e5; 2.Nf3-Nc6; 3.Bb5-a6;", 6),
            // A null move does nothing.
            ("1. e4 -- 2. d4", 3),
        ] {
            let parsed = parse(text);
            let game = read_movetext(
                text,
                &parsed.movetext,
                &Position::initial(),
                &Options::lenient(),
            );
            let mut read = 0;
            check_facts(&game.line, &mut read);
            assert!(!game.has_errors(), "{text}: {:?}", game.diagnostics);
            assert_eq!(read, moves, "{text}: {:?}", game.diagnostics);
        }
        let text = "1. f3 e5 2. g4 Qh4";
        let parsed = parse(text);
        let game = read_movetext(
            text,
            &parsed.movetext,
            &Position::initial(),
            &Options::lenient(),
        );
        let mate = game.line.moves[3].facts;
        let text = "1. e4 e5 (1... c5 2. Nf3) 2. Nf6 Nc6 3. Bb5 .a6 4. Ba4 Nf6";
        let parsed = parse(text);
        let game = read_movetext(
            text,
            &parsed.movetext,
            &Position::initial(),
            &Options::lenient(),
        );
        assert!(
            game.line.moves[2].correction.is_some(),
            "2. Nf6 is corrected"
        );
        assert!(game.line.moves[5].correction.is_some(), ".a6 is corrected");
        assert!(mate.is_mate() && mate.gives_check() && !mate.is_capture());
    }
}
