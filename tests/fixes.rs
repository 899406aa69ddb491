//! Fixes are data, and a safe fix must keep its promise: applying every safe
//! fix of every corpus case leaves the moves read exactly as they were, and
//! linting the fixed text finds no safe fix left — fixing converges.

use scoresheet::corpus::{Case, case_files};
use scoresheet::diagnostics::Applicability;
use scoresheet::document::{Kind, ReadOptions, read_str};
use scoresheet::lint::{FixChoice, fix_text, lint};
use std::path::Path;

fn options(case: &Case) -> ReadOptions {
    let mut options = ReadOptions::default();
    if let Some(fen) = case.header("fen") {
        options.start = fen.parse().expect("the case's FEN is good");
    }
    options.language = case
        .header("lang")
        .and_then(scoresheet::notation::lexicon::Language::from_code);
    if case.header("kind") == Some("prose") {
        options.kind = Kind::Prose;
    }
    options
}

fn moves(text: &str, options: &ReadOptions) -> Vec<Vec<String>> {
    read_str(text, options)
        .iter()
        .map(|g| g.moves().into_iter().map(|m| m.uci).collect())
        .collect()
}

#[test]
fn safe_fixes_keep_the_moves_and_converge() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("corpus");
    let (mut cases, mut fixed) = (0, 0);
    for path in case_files(&root.join("resolve"))
        .into_iter()
        .chain(case_files(&root.join("documents")))
    {
        let text = std::fs::read_to_string(&path).expect("the case is readable");
        let case = Case::parse(&text).expect("the case has an input");
        let options = options(&case);
        let result = fix_text(
            &case.input,
            &options,
            FixChoice {
                unsafe_fixes: false,
                notes: true,
            },
        );
        let (after, applied) = (result.text, result.applied);
        cases += 1;
        if applied == 0 {
            continue;
        }
        fixed += 1;
        assert_eq!(
            moves(&after, &options),
            moves(&case.input, &options),
            "{}: safe fixes changed the moves",
            path.display()
        );
        let left: Vec<String> = lint(&after, &options)
            .into_iter()
            .filter(|d| {
                d.fix
                    .as_ref()
                    .is_some_and(|f| f.applicability == Applicability::Safe)
            })
            .map(|d| d.to_string())
            .collect();
        assert!(
            left.is_empty(),
            "{}: safe fixes left after fixing: {left:?}",
            path.display()
        );
    }
    assert!(cases > 100, "only {cases} cases");
    assert!(fixed > 15, "only {fixed} cases had a safe fix to apply");
}
