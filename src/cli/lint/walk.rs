//! The files a `lint` run reads: named files as they are, folders walked
//! with the `ignore` crate — `.gitignore` and `.ignore` honoured, hidden
//! files skipped, symbolic links followed but each loop reported once and
//! not entered, `--exclude` globs left out — keeping the extensions the
//! nearest `scoresheet.toml` counts (`.pgn` and `.txt` unless it says). A
//! file reached twice (through a link, or named twice) is linted once.

use super::config::Configs;
use ignore::WalkBuilder;
use ignore::overrides::OverrideBuilder;
use std::collections::HashSet;
use std::path::{Path, PathBuf};

/// What to lint, in order: `None` is standard input.
pub struct Inputs {
    /// The inputs, in the order given, each folder's files sorted.
    pub inputs: Vec<Option<PathBuf>>,
    /// Problems met on the way (a symbolic-link loop, an unreadable
    /// folder), reported as warnings.
    pub warnings: Vec<String>,
}

/// The inputs named by `arguments` (standard input when there are none).
///
/// # Errors
/// A message when a path does not exist, an exclude glob is malformed, or
/// a configuration file cannot be read.
pub fn inputs(
    arguments: &[String],
    exclude: &[String],
    configs: &mut Configs,
) -> Result<Inputs, String> {
    let mut out = Inputs {
        inputs: Vec::new(),
        warnings: Vec::new(),
    };
    if arguments.is_empty() {
        out.inputs.push(None);
        return Ok(out);
    }
    let mut seen = HashSet::new();
    let mut once = |path: PathBuf, out: &mut Inputs| {
        let key = std::fs::canonicalize(&path).unwrap_or_else(|_| path.clone());
        if seen.insert(key) {
            out.inputs.push(Some(path));
        }
    };
    for argument in arguments {
        if argument == "-" {
            out.inputs.push(None);
            continue;
        }
        let path = Path::new(argument);
        if path.is_dir() {
            for file in walk(path, exclude, configs, &mut out.warnings)? {
                once(file, &mut out);
            }
        } else if path.exists() {
            once(path.to_path_buf(), &mut out);
        } else {
            return Err(format!("no such file: {}", path.display()));
        }
    }
    Ok(out)
}

/// The files to lint under `dir`, sorted by name.
fn walk(
    dir: &Path,
    exclude: &[String],
    configs: &mut Configs,
    warnings: &mut Vec<String>,
) -> Result<Vec<PathBuf>, String> {
    let mut overrides = OverrideBuilder::new(dir);
    for glob in exclude {
        overrides
            .add(&format!("!{glob}"))
            .map_err(|e| format!("bad --exclude '{glob}': {e}"))?;
    }
    let overrides = overrides
        .build()
        .map_err(|e| format!("bad --exclude: {e}"))?;
    let walker = WalkBuilder::new(dir)
        .follow_links(true)
        .require_git(false)
        .overrides(overrides)
        .sort_by_file_name(|a, b| a.cmp(b))
        .build();
    let mut files = Vec::new();
    for entry in walker {
        let entry = match entry {
            Ok(entry) => entry,
            Err(error) => {
                warnings.push(format!("{error}"));
                continue;
            }
        };
        if !entry.file_type().is_some_and(|t| t.is_file()) {
            continue;
        }
        let path = entry.into_path();
        let Some(extension) = path.extension().and_then(|e| e.to_str()) else {
            continue;
        };
        let counts = match configs.for_file(&path)? {
            Some(config) => config.counts(extension),
            None => super::config::EXTENSIONS.contains(&extension.to_ascii_lowercase().as_str()),
        };
        if counts {
            files.push(path);
        }
    }
    Ok(files)
}
