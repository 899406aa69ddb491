//! Every case under `corpus/` as a named test (libtest-mimic), through the
//! harness any crate can use (`scoresheet::corpus::check_file`). With
//! `SCORESHEET_BLESS=1` the actual outputs are written back into the cases
//! instead of compared; read every changed line against the spec before
//! committing.

use libtest_mimic::{Arguments, Failed, Trial};
use scoresheet::corpus::{Verdict, check_file};
use std::path::Path;

fn main() {
    let args = Arguments::from_args();
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("corpus");
    let files = scoresheet::corpus::case_files(&root);
    // SCORESHEET_BLESS=1 rewrites every section; SCORESHEET_BLESS=diagnostics
    // (or any section name) only that one, so that hand-written sections stay.
    let bless = std::env::var("SCORESHEET_BLESS").ok();
    let trials = files
        .into_iter()
        .map(|path| {
            let name = path
                .strip_prefix(&root)
                .unwrap_or(&path)
                .with_extension("")
                .display()
                .to_string();
            let bless = bless.clone();
            Trial::test(name, move || run(&path, bless))
        })
        .collect();
    libtest_mimic::run(&args, trials).exit();
}

fn run(path: &Path, bless: Option<String>) -> Result<(), Failed> {
    match check_file(path, bless.as_deref())? {
        Verdict::Failed(mismatches) => Err(mismatches
            .iter()
            .map(|m| {
                format!(
                    "section '{}' differs (expected left, actual right):\n{}",
                    m.section,
                    pretty_assertions::StrComparison::new(&m.expected, &m.actual)
                )
            })
            .collect::<Vec<_>>()
            .join("\n")
            .into()),
        _ => Ok(()),
    }
}
