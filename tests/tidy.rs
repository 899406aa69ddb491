//! House rules that a test keeps true: every module says why it exists,
//! every diagnostic code is documented and shown by a corpus case, the
//! spans of a parse tile the input with no gap and no overlap, no module
//! imports a layer above its own, and every rule with a check is one file
//! of `src/lint/rules/` holding its page, its report and its check; and
//! the library prints nothing.

use scoresheet::diagnostics::Code;
use std::path::{Path, PathBuf};
use strum::IntoEnumIterator;

/// The library's `src` folder and every Rust file under it.
fn library_sources() -> (PathBuf, Vec<PathBuf>) {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    (src, files)
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir)
        .expect("src is readable")
        .filter_map(Result::ok)
    {
        let path = entry.path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

#[test]
fn every_module_opens_with_a_doc_comment_saying_why_it_exists() {
    let (_, files) = library_sources();
    let undocumented: Vec<String> = files
        .iter()
        .filter(|path| {
            !std::fs::read_to_string(path)
                .unwrap_or_default()
                .starts_with("//!")
        })
        .map(|path| path.display().to_string())
        .collect();
    assert!(
        undocumented.is_empty(),
        "modules without a //! doc: {undocumented:?}"
    );
}

/// Codes shown by tests other than the corpus, with the test that shows them.
const SHOWN_ELSEWHERE: [(Code, &str); 2] = [
    (
        Code::InvalidUtf8,
        "tests/cli.rs and document::stream: a corpus case is text, so it cannot hold invalid UTF-8",
    ),
    (
        Code::BinaryInput,
        "tests/hostile.rs and the rule page's example: a corpus case is text, not binary",
    ),
];

#[test]
fn every_code_is_documented_and_has_a_corpus_case() {
    let corpus: String =
        scoresheet::corpus::files(&Path::new(env!("CARGO_MANIFEST_DIR")).join("corpus"))
            .into_iter()
            .filter_map(|path| std::fs::read_to_string(path).ok())
            .collect();
    let mut missing = Vec::new();
    for code in Code::iter() {
        assert!(
            code.explanation().ends_with('.'),
            "{code}: the explanation is a sentence"
        );
        let shown = corpus.contains(&format!("[{}]", code.as_str()));
        let elsewhere = SHOWN_ELSEWHERE.iter().any(|(c, _)| *c == code);
        if !shown && !elsewhere {
            missing.push(code.as_str());
        }
    }
    assert!(missing.is_empty(), "codes with no corpus case: {missing:?}");
}

#[test]
fn spans_tile_the_input_without_gaps_or_overlaps() {
    let texts = [
        "1. e4 e5 2. Nf3 {comment} (2. d4 exd4) Nc6 $1 3. Bb5!? a6 1-0",
        "garbage Nz3 ) { unclosed",
        "[Event \"x\"] [Bad tag 1. e4 (1... e5 (1... c5 2. Nf3",
        "1. exd6 e.p. Kb1 (=) Qh3xf1# e8=Q+ ♘f3 Кр:e2 ; line\n% escape\n½-½",
        "",
        "   ",
    ];
    for text in texts {
        let parsed = scoresheet::syntax::parse(text);
        assert_eq!(parsed.movetext.span.end as usize, text.len(), "{text:?}");
        assert_eq!(parsed.movetext.first_gap(), None, "{text:?}");
    }
}

/// The layers of the crate, from the bottom, by the path of their module
/// under `src/` (or the item `lib.rs` re-exports): a module may use its own
/// layer's files and any lower layer, never a layer above nor another layer
/// of the same height. The longest path that names a module decides its
/// layer: `lint::rules`, the rules the lint and the resolver share, is a
/// layer of its own between syntax and resolve — a rule judges what was
/// written (syntax) by what the board says (board), knows nothing of how
/// games are read, and so the resolver may run the per-move rules as it
/// reads — while the rest of `lint` sits above document. `lib.rs` and
/// `main.rs` tie the layers together and are not checked.
const LAYERS: [(&str, u8); 14] = [
    ("span", 0),
    ("Span", 0),
    ("Spanned", 0),
    ("board", 1),
    ("diagnostics", 1),
    ("notation", 2),
    ("syntax", 3),
    ("lint::rules", 4),
    ("resolve", 5),
    ("document", 6),
    ("export", 7),
    ("lint", 7),
    ("corpus", 8),
    ("cli", 9),
];

/// The layer of the module at `path` (`lint::rules::missing_check_mark`):
/// the longest entry of [`LAYERS`] that is the path or a parent of it.
fn layer_of(path: &str) -> Option<(&'static str, u8)> {
    LAYERS
        .iter()
        .filter(|(name, _)| {
            path == *name
                || path
                    .strip_prefix(name)
                    .is_some_and(|rest| rest.starts_with("::"))
        })
        .max_by_key(|(name, _)| name.len())
        .copied()
}

/// The path after `crate::` of every `crate::…` path in `code`, expanding
/// `crate::{a, b::c}` into `a` and `b::c`. Comment lines are skipped: a doc
/// link is not a dependency.
fn crate_paths(code: &str) -> Vec<String> {
    let code: String = code
        .lines()
        .filter(|line| !line.trim_start().starts_with("//"))
        .collect::<Vec<_>>()
        .join("\n");
    let path = |s: &str| -> String {
        s.trim_start()
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_' || *c == ':')
            .collect::<String>()
            .trim_end_matches(':')
            .to_string()
    };
    let mut out = Vec::new();
    let mut rest = code.as_str();
    while let Some(at) = rest.find("crate::") {
        let preceded = rest[..at]
            .chars()
            .next_back()
            .is_some_and(|c| c.is_alphanumeric() || c == '_');
        rest = &rest[at + "crate::".len()..];
        if preceded {
            continue;
        }
        if let Some(group) = rest.strip_prefix('{') {
            // The top-level items of the group, split at commas outside
            // inner braces.
            let mut depth = 0;
            let mut item_start = true;
            for (i, c) in group.char_indices() {
                match c {
                    '{' => depth += 1,
                    '}' if depth == 0 => break,
                    '}' => depth -= 1,
                    ',' if depth == 0 => item_start = true,
                    c if item_start && !c.is_whitespace() => {
                        out.push(path(&group[i..]));
                        item_start = false;
                    }
                    _ => {}
                }
            }
        } else {
            out.push(path(rest));
        }
    }
    out.retain(|name| !name.is_empty());
    out
}

#[test]
fn crate_paths_finds_single_grouped_and_inline_imports() {
    let code = "use crate::board::Move;\nuse crate::{Span, resolve::{Game, Line},\n  notation::Style};\n// [`crate::export`]\nlet x = crate::document::records(line);\nlet y = mycrate::lint::x;";
    assert_eq!(
        crate_paths(code),
        [
            "board::Move",
            "Span",
            "resolve",
            "notation::Style",
            "document::records"
        ]
    );
    assert_eq!(
        layer_of("lint::rules::missing_check_mark"),
        Some(("lint::rules", 4))
    );
    assert_eq!(layer_of("lint::checks"), Some(("lint", 7)));
    assert_eq!(layer_of("linter"), None);
}

/// The module path of the file at `relative` under `src/`:
/// `lint/rules/mod.rs` is `lint::rules`.
fn module_path(relative: &Path) -> String {
    let mut segments: Vec<String> = relative
        .components()
        .map(|c| {
            c.as_os_str()
                .to_string_lossy()
                .trim_end_matches(".rs")
                .to_string()
        })
        .collect();
    if segments.len() > 1 && segments.last().is_some_and(|s| s == "mod") {
        segments.pop();
    }
    segments.join("::")
}

#[test]
fn no_module_imports_a_layer_above_its_own() {
    let (src, files) = library_sources();
    let mut upward = Vec::new();
    let mut unplaced = Vec::new();
    let mut checked = 0;
    for path in &files {
        let relative = path.strip_prefix(&src).expect("under src");
        let module = module_path(relative);
        if module == "lib" || module == "main" {
            continue;
        }
        let Some((own, height)) = layer_of(&module) else {
            unplaced.push(relative.display().to_string());
            continue;
        };
        let code = std::fs::read_to_string(path).unwrap_or_default();
        for name in crate_paths(&code) {
            match layer_of(&name) {
                Some((used, _)) if used == own => {}
                Some((_, below)) if below < height => checked += 1,
                Some(_) => upward.push(format!("{} uses crate::{name}", relative.display())),
                None => unplaced.push(format!("crate::{name} in {}", relative.display())),
            }
        }
    }
    assert!(
        unplaced.is_empty(),
        "modules in no layer (add them to LAYERS): {unplaced:?}"
    );
    assert!(
        upward.is_empty(),
        "imports of a layer above or beside the module's own: {upward:#?}"
    );
    assert!(checked > 50, "the scan found only {checked} imports");
}

/// Codes outside the `V` and `L` families whose rule has a file of its own:
/// their report is built there, though the resolver may decide when they
/// fire.
const RULE_FILES_BEYOND_V_AND_L: [&str; 7] =
    ["M001", "M002", "M005", "D001", "N001", "N008", "N010"];

/// Files of `src/lint/rules/` that are no rule: the registry, the pages of
/// codes with no check of their own (one file per family), and what the
/// rules share.
const NOT_RULES: [&str; 8] = [
    "mod",
    "syntax",
    "fen",
    "moves",
    "liberties",
    "documents",
    "written",
    "profile",
];

/// The code whose rule the file `stem` of `src/lint/rules/` holds: a rule
/// file is named after its code's name (`missing-check-mark`).
fn code_of_rule_file(stem: &str) -> Option<Code> {
    Code::iter().find(|code| code.name().replace('-', "_") == stem)
}

/// `code` with every white space removed, and without its tests, for
/// looking up what a file does whatever the formatting.
fn squeezed(code: &str) -> String {
    let code = code.split("#[cfg(test)]").next().unwrap_or_default();
    code.chars().filter(|c| !c.is_whitespace()).collect()
}

#[test]
fn every_rule_with_a_check_is_one_file_with_its_page_report_and_check() {
    let (src, files) = library_sources();
    let rules = src.join("lint/rules");
    let registry = squeezed(&std::fs::read_to_string(rules.join("mod.rs")).expect("the registry"));
    let mut wrong = Vec::new();
    let mut rule_files = Vec::new();
    for entry in std::fs::read_dir(&rules).expect("src/lint/rules").flatten() {
        let path = entry.path();
        let stem = path
            .file_stem()
            .map(|s| s.to_string_lossy().to_string())
            .unwrap_or_default();
        let text = std::fs::read_to_string(&path).unwrap_or_default();
        let code = squeezed(&text);
        if NOT_RULES.contains(&stem.as_str()) {
            continue;
        }
        let Some(rule) = code_of_rule_file(&stem) else {
            wrong.push(format!(
                "src/lint/rules/{stem}.rs is named after no code's name, nor listed in NOT_RULES"
            ));
            continue;
        };
        rule_files.push(rule);
        let variant = format!("Code::{rule:?}");
        if !code.contains(&format!("staticRULE:Rule=Rule::new({variant},")) {
            wrong.push(format!("{stem}.rs: no `static RULE: Rule` for {variant}"));
        }
        if !code.contains(&format!("Diagnostic::new({variant},")) {
            wrong.push(format!("{stem}.rs: builds no report of {variant}"));
        }
        let checks = code.contains("pub(crate)fncheck(");
        let says_where = text
            .lines()
            .take_while(|line| line.starts_with("//!"))
            .collect::<Vec<_>>()
            .join(" ")
            .contains("fires");
        if !checks && !says_where {
            wrong.push(format!(
                "{stem}.rs: neither a `check` fn nor a module doc saying where the rule fires"
            ));
        }
        if checks && !registry.contains(&format!("{stem}::check")) {
            wrong.push(format!("{stem}.rs: its check is not run from the registry"));
        }
        if !registry.contains(&format!("&{stem}::RULE")) {
            wrong.push(format!("{stem}.rs: its page is not in the registry"));
        }
        if text.contains("super::super") {
            wrong.push(format!(
                "{stem}.rs reaches above lint::rules with super::super"
            ));
        }
    }
    for code in Code::iter() {
        let wanted = matches!(code.as_str().as_bytes().first(), Some(b'V' | b'L'))
            || RULE_FILES_BEYOND_V_AND_L.contains(&code.as_str());
        if wanted && !rule_files.contains(&code) {
            wrong.push(format!(
                "{code}: needs a rule file src/lint/rules/{}.rs",
                code.name().replace('-', "_")
            ));
        }
    }
    // The report of a rule with a file is built in that file alone.
    for path in &files {
        let relative = path.strip_prefix(&src).expect("under src");
        let code = squeezed(&std::fs::read_to_string(path).unwrap_or_default());
        for rule in &rule_files {
            let own = Path::new("lint/rules").join(format!("{}.rs", rule.name().replace('-', "_")));
            if relative != own && code.contains(&format!("Diagnostic::new(Code::{rule:?},")) {
                wrong.push(format!(
                    "{} builds a report of {rule}, whose rule file is {}",
                    relative.display(),
                    own.display()
                ));
            }
        }
    }
    assert!(wrong.is_empty(), "{wrong:#?}");
    assert!(rule_files.len() >= 19, "found only {rule_files:?}");
}

/// The library writes nothing to the terminal: a program that embeds it
/// gets every word as a diagnostic, and only the command line (`src/cli`,
/// `src/main.rs`) prints. A debugging line left in a reader's path would
/// print on every text that takes it.
#[test]
fn the_library_prints_nothing() {
    let (src, files) = library_sources();
    let mut wrong = Vec::new();
    for path in &files {
        let relative = path.strip_prefix(&src).expect("under src");
        if relative.starts_with("cli") || relative == Path::new("main.rs") {
            continue;
        }
        let text = std::fs::read_to_string(path).unwrap_or_default();
        for (n, line) in text.lines().enumerate() {
            let code = line.trim_start();
            if code.starts_with("//") {
                continue;
            }
            if ["eprintln!(", "println!(", "eprint!(", "print!(", "dbg!("]
                .iter()
                .any(|call| code.contains(call))
            {
                wrong.push(format!("{}:{}: {code}", relative.display(), n + 1));
            }
        }
    }
    assert!(wrong.is_empty(), "{wrong:#?}");
}
