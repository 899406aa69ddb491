//! Every case under `corpus/` as a named test (libtest-mimic). With
//! `SCORESHEET_BLESS=1` the actual outputs are written back into the cases
//! instead of compared; read every changed line against the spec before
//! committing.

use libtest_mimic::{Arguments, Failed, Trial};
use scoresheet::corpus::{Case, Stage, actual, has_syntax_error};
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
    let text = std::fs::read_to_string(path)
        .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    let mut case = Case::parse(&text).ok_or("the case has no '--- input' section")?;
    let folder = path
        .components()
        .map(|c| c.as_os_str().to_string_lossy().into_owned())
        .collect::<Vec<_>>();
    if folder.iter().any(|c| c == "ok") && has_syntax_error(&case) {
        return Err("a case under ok/ must have no syntax error".into());
    }
    if folder.iter().any(|c| c == "err") && !has_syntax_error(&case) {
        return Err("a case under err/ must have a syntax error".into());
    }
    let stage = if folder.iter().any(|c| c == "syntax") {
        Stage::Syntax
    } else if folder.iter().any(|c| c == "documents") {
        Stage::Document
    } else {
        Stage::Resolve
    };
    if case.sections.is_empty() {
        return Err("the case expects nothing: add a section".into());
    }
    if let Some(which) = bless {
        let names: Vec<String> = case.sections.iter().map(|(n, _)| n.clone()).collect();
        for (i, name) in names.iter().enumerate() {
            if which != "1" && &which != name {
                continue;
            }
            if let Some(value) = actual(&case, name, stage) {
                case.sections[i].1 = value;
            }
        }
        let rendered = case.render();
        if rendered != text {
            // Write beside, then rename: a crash never leaves half a case.
            let temporary = path.with_extension("case.tmp");
            std::fs::write(&temporary, rendered).map_err(|e| e.to_string())?;
            std::fs::rename(&temporary, path).map_err(|e| e.to_string())?;
        }
        return Ok(());
    }
    for (name, expected) in &case.sections {
        let Some(got) = actual(&case, name, stage) else {
            return Err(format!("unknown section '{name}'").into());
        };
        if &got != expected {
            return Err(format!(
                "section '{name}' differs (expected left, actual right):\n{}",
                pretty_assertions::StrComparison::new(expected, &got)
            )
            .into());
        }
    }
    Ok(())
}
