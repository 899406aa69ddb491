//! House rules that a test keeps true: every module says why it exists,
//! every diagnostic code is documented and shown by a corpus case, and the
//! spans of a parse tile the input with no gap and no overlap.

use scoresheet::diagnostics::Code;
use std::path::Path;
use strum::IntoEnumIterator;

fn rust_files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
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
    let mut files = Vec::new();
    rust_files(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
        &mut files,
    );
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
const SHOWN_ELSEWHERE: [(Code, &str); 1] = [(
    Code::InvalidUtf8,
    "tests/cli.rs and document::stream: a corpus case is text, so it cannot hold invalid UTF-8",
)];

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
