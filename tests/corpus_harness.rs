//! The corpus harness as another crate uses it: cases in a folder of its
//! own, checked, failing with the sections that differ, and blessed.

use scoresheet::corpus::{Stage, Verdict, case_files, check_file, stage_of};

mod common;

#[test]
fn another_crate_checks_blesses_and_sees_what_differs() {
    let dir = common::scratch("corpus-harness");
    let documents = dir.join("documents");
    std::fs::create_dir_all(&documents).expect("folder");
    // A resolve case that holds, checked by hand: the Ruy Lopez in German.
    std::fs::write(
        dir.join("ruy-lopez.case"),
        "% lang: de\n--- input\n1. e4 e5 2. Sf3 Sc6 3. Lb5\n--- moves\ne2e4 e7e5 g1f3 b8c6 f1b5\n",
    )
    .expect("written");
    // A document case whose expected moves are wrong (a6 is not Nf6).
    let wrong = "--- input\n1. e4 e5 2. Nf3 Nf6\n--- moves\ne2e4 e7e5 g1f3 a7a6\n";
    std::fs::write(documents.join("petrov.case"), wrong).expect("written");
    let files = case_files(&dir);
    assert_eq!(files.len(), 2);
    assert_eq!(stage_of(&documents.join("petrov.case")), Stage::Document);
    assert_eq!(
        check_file(&dir.join("ruy-lopez.case"), None),
        Ok(Verdict::Passed)
    );
    let Ok(Verdict::Failed(mismatches)) = check_file(&documents.join("petrov.case"), None) else {
        panic!("the wrong case must fail");
    };
    assert_eq!(mismatches.len(), 1);
    assert_eq!(mismatches[0].section, "moves");
    assert_eq!(mismatches[0].expected, "e2e4 e7e5 g1f3 a7a6");
    assert_eq!(mismatches[0].actual, "e2e4 e7e5 g1f3 g8f6");
    // Blessing one section writes what the crate produces, and the case
    // then passes.
    assert_eq!(
        check_file(&documents.join("petrov.case"), Some("moves")),
        Ok(Verdict::Blessed)
    );
    assert_eq!(
        std::fs::read_to_string(documents.join("petrov.case")).expect("read"),
        "--- input\n1. e4 e5 2. Nf3 Nf6\n--- moves\ne2e4 e7e5 g1f3 g8f6\n"
    );
    assert_eq!(
        check_file(&documents.join("petrov.case"), None),
        Ok(Verdict::Passed)
    );
}

#[test]
fn a_case_that_is_no_case_says_why() {
    let dir = common::scratch("corpus-harness-errors");
    std::fs::write(dir.join("none.case"), "--- moves\ne2e4\n").expect("written");
    std::fs::write(dir.join("empty.case"), "--- input\ne4\n").expect("written");
    std::fs::write(dir.join("odd.case"), "--- input\ne4\n--- colour\nwhite\n").expect("written");
    let why = |name: &str| check_file(&dir.join(name), None).expect_err(name);
    assert!(why("none.case").contains("no '--- input'"));
    assert!(why("empty.case").contains("expects nothing"));
    assert!(why("odd.case").contains("unknown section 'colour'"));
}

#[test]
fn a_case_is_written_back_as_it_was_read() {
    // Comment lines with a colon in them read as headers; blessing a case
    // must not re-space them (`H:d5` became `H: d5`, a trailing colon was
    // lost).
    let text = "% An OCR'd page (\"9.—, H:d5\") and a square (\"a a5\"):\n\
                % lang: hu\n\
                --- input\n\
                1. e4\n\
                --- moves\n\
                e2e4\n";
    let case = scoresheet::corpus::Case::parse(text).expect("a case");
    assert_eq!(case.header("lang"), Some("hu"));
    assert_eq!(case.render(), text);
}
