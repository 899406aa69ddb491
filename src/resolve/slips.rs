//! The cost model of readings: how likely each kind of slip is, in one table.
//!
//! An arbiter reading a scoresheet weighs corrections: a `c` written for an
//! `e`, a `1` for a `7` or a stray comma are likelier than a rook move nobody
//! wrote. The decoder ([`super::beam`]) needs that judgement as numbers, and
//! this file is the only place they live.
//!
//! Costs are relative, in units of roughly a third of a bit of surprise: a
//! reading costing 3 more than another is taken to be about twice as
//! unlikely, so costs add along a game. The exact reading costs 0.
//!
//! | slip | cost | why |
//! |---|---|---|
//! | letter case (`n` for `N`) | 1 | a liberty more than a slip |
//! | glyphs that look alike (c/e, a/d, b/h/6, g/q/9, 1/7/l/I/Ukrainian І, 3/8, 5/6/S, 5/ö/ő, 4/A/í, 1/f, 6/ó, 6/G (`c7—cG`), 0/O, e/o/0, B/8, Z/2, K/R, B/R, N/H/M) | 2 | the commonest misreading of handwriting and OCR (old print's e comes out as o or 0: `e7—05`) |
//! | two glyphs OCR makes of one (`li` for `h`, `cl` for `d`) | 2 | as a look-alike: the letter broken in two |
//! | a `0` where a file stands (`d2-03`, `Sg8-06`) | 2 | no rank is 0: OCR made it of a round letter, or of whatever the page's type set there |
//! | punctuation added or dropped (`,` `.` `'` `;` `-`, OCR's `^` and `~` for a dash, and the capture marks `x` `:`) | 1 | a stray mark, or a capture mark left out, changes nothing a reader would argue over |
//! | a character doubled (`Nff3`) | 2 | a stutter of the pen or the keyboard |
//! | neighbouring file or rank (`f3` for `g3`, `e4` for `e5`) | 3 | a slip of the pen to the next square |
//! | two neighbouring characters swapped (`N3f`) | 3 | a typist's transposition |
//! | another piece letter (`B` for `N`) | 4 | the wrong piece named |
//! | a disambiguator left out or wrong (`Nd2` for `Nbd2`), on top of other edits | 2 | the writer did not see the second piece |
//! | a figurine font's sign read as one of the pieces that make the move (`¥g4`, bishop or knight) | 1 | no slip: the sign names a piece the board does not, and the moves after it decide; cheaper than any edit elsewhere that would make one piece the only one |
//! | another file or rank, not a neighbour | 5 | a plain miswriting |
//! | a character dropped or added | 5 | a letter or digit lost or invented |
//! | a piece letter lost before the rest of the move (`xg7` for Крxg7, `d2` for Qd2) | 3 | OCR loses a token's first glyph, a figurine font's piece copied from a PDF is lost, and a pawn cannot make the move left |
//! | any other substitution | 6 | nothing explains it |
//! | a check mark that the move does not bear out (`+` without check) | 3 | marks are usually right, so a reading that makes one false is less likely |
//! | a mate mark on a move that does not mate | 4 | stronger still |
//! | a check or mate given but not marked | 1 | marks are often left out |
//! | a move read as written whose capture mark the board does not bear out (`x` and no capture, a capture and no `x`, a false `e.p.`) | 1 | as a stray or dropped mark; it opens nothing, but weighs between readings that differ there |
//! | a move read as written by a liberty that contradicts the board (`e4` read as `dxe4`, a letter that names another man on the square) | 2 | the writer who saw that board would have written it otherwise |
//! | a token of junk deleted (unreadable text between moves) | 3 | a smudge, a stray word |
//! | a token with a move's shape deleted (`Ddl`: a piece letter, a file, a rank's look-alike; `Fel—g5`: long algebraic) | 5 | more likely a move misread than a smudge |
//! | a lone mark (`+`, `ch`, `e.p.`) attached to the move before it | 1 | a line break or a space in the wrong place |
//! | a token that reads as a move deleted | 12 | a whole move written that was never played: rare |
//! | two tokens read as one (`N f3`, `e x d5`) | 1 + the reading's own cost | a space in the wrong place |
//! | two tokens joined by a spaced dash (`e2 — e4`, `Rgl — f3`) | 0 + the reading's own cost | long algebraic as typeset books print it: a form, not a slip, so that an OCR slip inside it (`l` for `1`) costs what it costs elsewhere |
//! | one token read as two moves (`e4e5`) | 2 + the readings' costs | a space left out |
//! | a numbered pair joined by a dash with a slip in one half (`9 : Nf6-c6`, at White's turn) | 0 + the slip's cost | the pair is the page's form, read at no cost when both halves read; only the slip costs |
//! | a move not written at all | 7 | scoresheets do skip moves, but not often |
//! | a move number that is not the one due (`6.` where Black is to move at move 5) | 3 | numbers are written with care; a reading that puts a move under the wrong number has probably left one out or read one twice |
//!
//! Between readings of the whole game that cost the same, the decoder
//! prefers the one whose moves are likelier chess: a move that leaves its
//! man en prise, or that is neither a recapture, a capture that keeps what
//! it took nor a check, counts 1 in a second sum that only breaks ties
//! (the table and its figures are in [`super::prior`]).
//!
//! A reading of one token may cost at most [`MAX_READING`]: about two
//! plain edits. The figures were calibrated on the slips planted by
//! `tests/slips.rs` — raising the glyph costs or lowering the plain edits
//! makes the generator's "read exactly" rate drop — and are meant to be
//! revised with real scoresheet data.

/// A figurine font's sign read as one of several pieces that make the move.
pub(crate) const FONT_SIGN: u32 = 1;
/// Letter case differs, nothing else.
pub(crate) const CASE: u32 = 1;
/// Two glyphs that look alike.
pub(crate) const GLYPH: u32 = 2;
/// Punctuation or a capture mark added or dropped.
pub(crate) const PUNCTUATION: u32 = 1;
/// A character doubled.
pub(crate) const DOUBLED: u32 = 2;
/// A neighbouring file or rank.
pub(crate) const NEIGHBOUR: u32 = 3;
/// Two neighbouring characters swapped.
pub(crate) const SWAP: u32 = 3;
/// Another piece letter.
pub(crate) const PIECE: u32 = 4;
/// A disambiguator left out or wrong.
pub(crate) const DISAMBIGUATOR: u32 = 2;
/// Another file or rank.
pub(crate) const SQUARE: u32 = 5;
/// A character dropped or added.
pub(crate) const INDEL: u32 = 5;
/// A piece letter lost before the rest of the move.
pub(crate) const LOST_PIECE: u32 = 3;
/// Any other substitution.
pub(crate) const OTHER: u32 = 6;
/// A check mark on a move that gives no check.
pub(crate) const FALSE_CHECK: u32 = 3;
/// A mate mark on a move that does not mate.
pub(crate) const FALSE_MATE: u32 = 4;
/// A check or mate not marked.
pub(crate) const UNMARKED: u32 = 1;
/// Unreadable text deleted.
pub(crate) const JUNK: u32 = 3;
/// Text with a move's shape deleted: a piece letter before a square whose
/// rank is a look-alike (`Ddl` for Dd1), more likely a move misread than a
/// smudge.
pub(crate) const MOVE_SHAPED_JUNK: u32 = 5;

/// Whether `text` has the shape of a move whose squares OCR damaged: a
/// piece letter before a square whose rank may be a digit misread (`Ddl`,
/// `Sgl`), or long algebraic, two such squares either side of a dash or
/// capture mark (`Fel—g5`, `Ff8—bí`).
pub(crate) fn move_shaped(text: &str) -> bool {
    let text = text.trim_end_matches(['+', '#', '!', '?']);
    let chars: Vec<char> = text.chars().collect();
    let square = |at: usize| {
        chars.get(at).is_some_and(|c| c.is_lowercase())
            && chars.get(at + 1).is_some_and(|&c| may_be_digit(c))
    };
    let piece = chars.first().is_some_and(|&c| is_piece(c));
    let from = usize::from(piece);
    let long = square(from)
        && chars
            .get(from + 2)
            .is_some_and(|c| matches!(c, '-' | '–' | '—' | ':' | 'x' | 'X' | '×'))
        && square(from + 3)
        && chars.len() == from + 5;
    long || (piece && chars.len() == 3 && is_file(chars[1]) && may_be_digit(chars[2]))
}
/// A lone mark joined to its move.
pub(crate) const LONE_MARK: u32 = 1;
/// A token that reads as a move, deleted.
pub(crate) const DELETED_MOVE: u32 = 12;
/// Two tokens read as one, on top of the reading's cost.
pub(crate) const MERGE: u32 = 1;
/// Two tokens joined by a dash set off by spaces (`e2 — e4`, `Sg1 – f3`):
/// long algebraic as typeset books print it, a form rather than a slip.
pub(crate) const MERGE_DASH: u32 = 0;
/// One token read as two moves, on top of the readings' costs.
pub(crate) const SPLIT: u32 = 2;
/// A move not written.
pub(crate) const MISSING: u32 = 7;
/// A move number that is not the one due where it is written.
pub(crate) const NUMBER: u32 = 3;
/// A capture mark on a move that captures nothing, or a capture not
/// marked, in a move read as written.
pub(crate) const CAPTURE_MARK: u32 = 1;
/// A pawn capture written as a pawn move (`e4` for `dxe4`), or a piece
/// letter that contradicts the man on the square, read as written.
pub(crate) const LIBERTY: u32 = 2;

/// What a move read as written pays for a liberty the resolver noticed:
/// its marks or its form disagree with the board, which is evidence that
/// the position is not the one the writer saw.
pub(crate) fn liberty(code: crate::diagnostics::Code) -> u32 {
    use crate::diagnostics::Code;
    match code {
        Code::CaptureMarkWithoutCapture | Code::CaptureWithoutMark | Code::EnPassantMarkWrong => {
            CAPTURE_MARK
        }
        Code::PawnCaptureWithoutFile | Code::LetterContradictsSquare => LIBERTY,
        _ => 0,
    }
}

/// The most one token's reading may cost.
pub(crate) const MAX_READING: u32 = 8;

/// Groups of glyphs that handwriting and OCR confuse.
const LOOKALIKES: &[&str] = &[
    "ce",
    "ad",
    "bh6б",
    "gq9",
    "17lIi|Іі",
    "38",
    "56S",
    "5öő",
    "0Oo",
    "B8",
    "Z2z",
    "KR",
    "BR",
    "NHM",
    "4Aí",
    "rn",
    "1f",
    "6ó",
    "6G",
    "eo0",
];

/// Pairs of glyphs that OCR reads for one letter, and that letter: `h2—li4`
/// for h2—h4, `cl` for `d`.
const DIGRAPHS: &[(char, char, char)] = &[('l', 'i', 'h'), ('I', 'i', 'h'), ('c', 'l', 'd')];

/// Whether `text` is a square whose file OCR broke into two glyphs and
/// whose rank may be a digit misread (`li1`, `lil` for h1, `cl4` for d4).
pub(crate) fn digraph_square(text: &str) -> bool {
    let mut chars = text.chars();
    let (Some(a), Some(b), Some(rank), None) =
        (chars.next(), chars.next(), chars.next(), chars.next())
    else {
        return false;
    };
    DIGRAPHS.iter().any(|&(x, y, _)| x == a && y == b) && may_be_digit(rank)
}

/// Whether `c` may be a digit misread: a digit, or a glyph that looks like
/// one and is not a file letter.
pub(crate) fn may_be_digit(c: char) -> bool {
    c.is_ascii_digit()
        || !is_file(c)
            && LOOKALIKES
                .iter()
                .any(|group| group.contains(c) && group.chars().any(|g| g.is_ascii_digit()))
}

/// Whether `c` is a file letter.
const fn is_file(c: char) -> bool {
    matches!(c, 'a'..='h')
}

/// Whether `c` is a rank digit.
const fn is_rank(c: char) -> bool {
    matches!(c, '1'..='8')
}

/// Whether `c` is a piece letter in some language the reader knows.
fn is_piece(c: char) -> bool {
    c.is_uppercase() && c.is_alphabetic()
}

/// Whether `c` is punctuation a writer adds or drops without meaning to
/// change the move: OCR reads a dash as `^` or `~` too (`Lc5^b4f`).
const fn is_punctuation(c: char) -> bool {
    matches!(
        c,
        ',' | '.' | '\'' | '`' | ';' | '-' | 'x' | ':' | '×' | '_' | '"' | '/' | '=' | '^' | '~'
    )
}

/// The groups of [`LOOKALIKES`] that hold `c`, one bit each; the ASCII
/// characters' are looked up in a table built once, since every legal move
/// of a failing token is compared with what was written.
fn groups(c: char) -> u32 {
    static ASCII: std::sync::OnceLock<[u32; 128]> = std::sync::OnceLock::new();
    let table = ASCII.get_or_init(|| {
        let mut table = [0; 128];
        for (byte, bits) in (0u8..).zip(table.iter_mut()) {
            *bits = groups_of(char::from(byte));
        }
        table
    });
    // The few other characters the groups hold (`б`), looked up once too:
    // Cyrillic and figurine text compares many characters that are in none.
    static OTHERS: std::sync::OnceLock<Vec<(char, u32)>> = std::sync::OnceLock::new();
    table.get(c as usize).copied().unwrap_or_else(|| {
        OTHERS
            .get_or_init(|| {
                let mut others: Vec<char> = LOOKALIKES
                    .iter()
                    .flat_map(|group| group.chars())
                    .filter(|c| !c.is_ascii())
                    .collect();
                others.sort_unstable();
                others.dedup();
                others.into_iter().map(|c| (c, groups_of(c))).collect()
            })
            .iter()
            .find(|(other, _)| *other == c)
            .map_or(0, |(_, bits)| *bits)
    })
}

fn groups_of(c: char) -> u32 {
    LOOKALIKES
        .iter()
        .enumerate()
        .filter(|(_, group)| group.contains(c))
        .fold(0, |bits, (i, _)| bits | 1 << i)
}

/// The cost of reading `written` where `meant` was meant, given the
/// look-alike groups of each.
fn substitution(written: (char, u32), meant: (char, u32)) -> u32 {
    let ((written, written_groups), (meant, meant_groups)) = (written, meant);
    if written == meant {
        return 0;
    }
    if written.to_lowercase().eq(meant.to_lowercase()) {
        return CASE;
    }
    if written_groups & meant_groups != 0 {
        return GLYPH;
    }
    // A 0 is no rank: where a file stands it is a letter OCR misread.
    if written == '0' && is_file(meant) {
        return GLYPH;
    }
    let near = |a: char, b: char| (a as u32).abs_diff(b as u32) == 1;
    if (is_file(written) && is_file(meant) || is_rank(written) && is_rank(meant))
        && near(written, meant)
    {
        return NEIGHBOUR;
    }
    if is_piece(written) && is_piece(meant) {
        return PIECE;
    }
    if is_file(written) && is_file(meant) || is_rank(written) && is_rank(meant) {
        return SQUARE;
    }
    OTHER
}

/// The cost of a character `c` present on one side only, `before` being the
/// character before it on that side.
fn indel(c: char, before: Option<char>) -> u32 {
    if is_punctuation(c) || c.is_whitespace() {
        PUNCTUATION
    } else if before == Some(c) {
        DOUBLED
    } else {
        INDEL
    }
}

/// The cost of reading `written` as `meant`: a weighted edit distance
/// (substitutions, insertions, deletions and swaps of neighbours) with the
/// costs of the table above.
pub(crate) fn distance(written: &str, meant: &str) -> u32 {
    // On the stack: this runs for every legal move of every position the
    // decoder tries, and a move is never longer than a couple of dozen
    // characters (a longer text is no slip of one).
    let (mut a, mut b) = (['\0'; LONGEST], ['\0'; LONGEST]);
    let (Some(n), Some(m)) = (fill(&mut a, written), fill(&mut b, meant)) else {
        return FAR;
    };
    let (a, b) = (&a[..n], &b[..m]);
    // The look-alike groups of each character, found once: the table
    // below compares every pair.
    let mut a_groups = [0u32; LONGEST];
    let mut b_groups = [0u32; LONGEST];
    for (g, &c) in a_groups.iter_mut().zip(a) {
        *g = groups(c);
    }
    for (g, &c) in b_groups.iter_mut().zip(b) {
        *g = groups(c);
    }
    // Three rows of the table, the row before the last kept for swaps and
    // digraphs: a full table is memory to clear on every call.
    let mut rows = [[0u32; LONGEST + 1]; 3];
    // A piece letter lost before the rest of the move (`xg7` for Крxg7,
    // `d2` for Qd2): one slip, however many letters the piece has. The
    // piece is one capital, or a capital and a small letter (Кр, Kp) that
    // is no file and no capture mark.
    let second = b.get(1).copied();
    let letters = 1 + usize::from(
        second.is_some_and(|c| c.is_alphabetic() && c.is_lowercase() && !is_file(c) && c != 'x'),
    );
    let lost_piece = (m > letters && is_piece(b[0])).then_some(letters);
    for j in 1..=m {
        let cost = indel(b[j - 1], j.checked_sub(2).map(|k| b[k]));
        rows[0][j] = rows[0][j - 1] + cost;
        if lost_piece == Some(j) {
            rows[0][j] = rows[0][j].min(LOST_PIECE);
        }
    }
    for i in 1..=n {
        let (row, up, up2) = (i % 3, (i + 2) % 3, (i + 1) % 3);
        let x = a[i - 1];
        let deleted = indel(x, i.checked_sub(2).map(|k| a[k]));
        rows[row][0] = rows[up][0] + deleted;
        for j in 1..=m {
            let y = b[j - 1];
            let delete = rows[up][j] + deleted;
            let insert = rows[row][j - 1] + indel(y, j.checked_sub(2).map(|k| b[k]));
            let replace =
                rows[up][j - 1] + substitution((x, a_groups[i - 1]), (y, b_groups[j - 1]));
            let mut best = delete.min(insert).min(replace);
            // Two glyphs that OCR makes of one (`li` for `h`, `cl` for `d`).
            if i > 1 && DIGRAPHS.contains(&(a[i - 2], x, y)) {
                best = best.min(rows[up2][j - 1] + GLYPH);
            }
            if i > 1 && j > 1 && x == b[j - 2] && a[i - 2] == y && x != y {
                best = best.min(rows[up2][j - 2] + SWAP);
            }
            rows[row][j] = best;
        }
    }
    rows[n % 3][m]
}

/// The longest text [`distance`] compares, in characters.
const LONGEST: usize = 24;
/// The distance of a text too long to be a slip of a move: far beyond any
/// reading, and small enough to add to.
const FAR: u32 = u32::MAX / 4;

/// Copies the characters of `text` into `into`; `None` when they do not fit.
fn fill(into: &mut [char; LONGEST], text: &str) -> Option<usize> {
    let mut count = 0;
    for c in text.chars() {
        *into.get_mut(count)? = c;
        count += 1;
    }
    Some(count)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn likely_slips_cost_less_than_unlikely_ones() {
        assert_eq!(distance("Nf3", "Nf3"), 0);
        assert_eq!(distance("Nf,3", "Nf3"), PUNCTUATION);
        assert_eq!(distance("Nc3", "Ne3"), GLYPH);
        assert_eq!(distance("Nf1", "Nf7"), GLYPH);
        assert_eq!(distance("Nff3", "Nf3"), DOUBLED);
        assert_eq!(distance("Ng3", "Nf3"), NEIGHBOUR);
        assert_eq!(distance("N3f", "Nf3"), SWAP);
        assert_eq!(distance("Bf3", "Nf3"), PIECE);
        assert_eq!(distance("Nf3", "Nxf3"), PUNCTUATION);
        assert_eq!(distance("f3", "Nf3"), LOST_PIECE);
        assert_eq!(distance("Nf", "Nf3"), INDEL);
        assert_eq!(distance("N3", "Nf3"), INDEL);
        assert_eq!(distance("h2-li4", "h2-h4"), GLYPH);
        assert_eq!(distance("Bclxf4", "Bdxf4"), GLYPH);
        assert!(distance("Qh5", "Nf3") > MAX_READING);
    }

    /// A piece letter lost before the rest of the move is one slip, cheaper
    /// than a letter lost inside it, whatever the length of the piece's
    /// name; a small letter after a capital is part of the piece only when
    /// it is no file and no capture mark.
    #[test]
    fn a_piece_letter_lost_at_the_start_is_one_slip() {
        assert_eq!(distance("xg7", "Крxg7"), LOST_PIECE);
        assert_eq!(distance("xg7", "Kpxg7"), LOST_PIECE);
        assert_eq!(distance("d2", "Фd2"), LOST_PIECE);
        assert_eq!(distance("xg7", "Kxg7"), LOST_PIECE);
        assert_eq!(distance("bd2", "Nbd2"), LOST_PIECE);
        const { assert!(LOST_PIECE < INDEL) };
        // A letter lost inside the move is not this slip.
        assert_eq!(distance("Nd2", "Nbd2"), INDEL);
        assert_eq!(distance("xd2", "axd2"), INDEL);
    }
}
