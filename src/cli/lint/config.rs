//! `scoresheet.toml`: the rules a folder of games is linted with, found by
//! walking up from each file as ruff finds `ruff.toml`.
//!
//! ```toml
//! select = ["V", "M", "D"]          # codes and prefixes shown (default: warnings and errors)
//! ignore = ["V004"]                 # codes and prefixes hidden
//! extensions = ["pgn", "txt", "md"] # files a folder walk lints (default: pgn, txt)
//!
//! [per-file-ignores]
//! "eco/*.pgn" = ["V004", "V006"]    # globs relative to this file's folder
//! ```
//!
//! The nearest file wins; files are not merged. On the command line,
//! `--select` replaces the file's `select` and `--ignore` adds to its
//! `ignore`.

use globset::{Glob, GlobMatcher};
use scoresheet::lint::{Selection, parse_selectors};
use serde::Deserialize;
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// The name of the file.
pub const FILE: &str = "scoresheet.toml";

/// The extensions a folder walk lints when no configuration names any.
pub const EXTENSIONS: [&str; 2] = ["pgn", "txt"];

/// The file as written.
#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
struct Raw {
    select: Option<Vec<String>>,
    #[serde(default)]
    ignore: Vec<String>,
    extensions: Option<Vec<String>>,
    #[serde(default)]
    per_file_ignores: HashMap<String, Vec<String>>,
    profile: Option<String>,
    language: Option<String>,
}

/// A configuration read and checked.
#[derive(Debug, Default)]
pub struct Config {
    /// The folder the file is in (globs are relative to it).
    pub root: PathBuf,
    /// `select`, upper-cased.
    pub select: Option<Vec<String>>,
    /// `ignore`, upper-cased.
    pub ignore: Vec<String>,
    /// `extensions`, without dots, lower-cased.
    pub extensions: Option<Vec<String>>,
    /// `per-file-ignores`: a glob and the codes it hides.
    pub per_file_ignores: Vec<(GlobMatcher, bool, Vec<String>)>,
    /// `profile`: the house style games are held to.
    pub profile: Option<scoresheet::lint::Profile>,
    /// `language`: the piece letters' language (`None` for auto).
    pub language: Option<scoresheet::notation::lexicon::Language>,
}

impl Config {
    /// Reads `path`.
    ///
    /// # Errors
    /// A message naming the file and what is wrong in it.
    pub fn read(path: &Path) -> Result<Config, String> {
        let text = std::fs::read_to_string(path)
            .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
        let raw: Raw =
            toml::from_str(&text).map_err(|e| format!("{}: {}", path.display(), e.message()))?;
        let list = |items: &[String]| -> Result<Vec<String>, String> {
            parse_selectors(&items.join(",")).map_err(|e| format!("{}: {e}", path.display()))
        };
        let mut per_file_ignores = Vec::new();
        let mut globs: Vec<_> = raw.per_file_ignores.iter().collect();
        globs.sort();
        for (glob, codes) in globs {
            let matcher = Glob::new(glob)
                .map_err(|e| format!("{}: {e}", path.display()))?
                .compile_matcher();
            // A glob without a slash matches a file name anywhere, as in ruff.
            per_file_ignores.push((matcher, !glob.contains('/'), list(codes)?));
        }
        Ok(Config {
            root: path.parent().map(Path::to_path_buf).unwrap_or_default(),
            select: raw.select.as_deref().map(list).transpose()?,
            ignore: list(&raw.ignore)?,
            extensions: raw.extensions.map(|e| {
                e.iter()
                    .map(|x| x.trim_start_matches('.').to_ascii_lowercase())
                    .collect()
            }),
            per_file_ignores,
            profile: raw
                .profile
                .as_deref()
                .map(super::profile_arg)
                .transpose()
                .map_err(|e| format!("{}: {e}", path.display()))?,
            language: match raw.language.as_deref() {
                Some(code) => crate::cli::language_arg(code)
                    .map_err(|e| format!("{}: {e}", path.display()))?,
                None => None,
            },
        })
    }

    /// Whether a folder walk lints a file with `extension`.
    pub fn counts(&self, extension: &str) -> bool {
        let extension = extension.to_ascii_lowercase();
        match &self.extensions {
            Some(list) => list.contains(&extension),
            None => EXTENSIONS.contains(&extension.as_str()),
        }
    }

    /// The codes `per-file-ignores` hides in `file`.
    pub fn ignored_in(&self, file: &Path) -> Vec<String> {
        let absolute = std::path::absolute(file).unwrap_or_else(|_| file.to_path_buf());
        let relative = absolute.strip_prefix(&self.root).unwrap_or(&absolute);
        let relative = relative.strip_prefix(".").unwrap_or(relative);
        let name = file.file_name().map(Path::new);
        self.per_file_ignores
            .iter()
            .filter(|(glob, by_name, _)| {
                glob.is_match(relative) || (*by_name && name.is_some_and(|n| glob.is_match(n)))
            })
            .flat_map(|(_, _, codes)| codes.iter().cloned())
            .collect()
    }

    /// The selection for `file`: this configuration, then the command
    /// line's `select` (which replaces) and `ignore` (which adds).
    pub fn selection(
        &self,
        file: Option<&Path>,
        notes: bool,
        select: Option<&Vec<String>>,
        ignore: &[String],
    ) -> Selection {
        let mut selection = Selection::new(notes);
        if let Some(select) = select.or(self.select.as_ref()) {
            selection = selection.with_select(select.clone());
        }
        selection
            .with_ignore(self.ignore.iter().cloned())
            .with_ignore(ignore.iter().cloned())
            .with_ignore(file.map(|f| self.ignored_in(f)).unwrap_or_default())
    }
}

/// Configurations found so far, by folder: each folder is looked up once.
#[derive(Default)]
pub struct Configs {
    by_folder: HashMap<PathBuf, Option<Arc<Config>>>,
    /// Read no configuration file (`--isolated`).
    pub isolated: bool,
}

impl Configs {
    /// The configuration nearest to `folder`: its own `scoresheet.toml` or
    /// its parent's, up to the root.
    ///
    /// # Errors
    /// When a configuration file is malformed.
    pub fn for_folder(&mut self, folder: &Path) -> Result<Option<Arc<Config>>, String> {
        if self.isolated {
            return Ok(None);
        }
        let folder = std::path::absolute(folder).unwrap_or_else(|_| folder.to_path_buf());
        let mut chain = Vec::new();
        let mut at = Some(folder.as_path());
        let mut found = None;
        while let Some(dir) = at {
            if let Some(known) = self.by_folder.get(dir) {
                found = known.clone();
                break;
            }
            chain.push(dir.to_path_buf());
            let candidate = dir.join(FILE);
            if candidate.is_file() {
                found = Some(Arc::new(Config::read(&candidate)?));
                break;
            }
            at = dir.parent();
        }
        for dir in chain {
            self.by_folder.insert(dir, found.clone());
        }
        Ok(found)
    }

    /// The configuration for `file`.
    ///
    /// # Errors
    /// When a configuration file is malformed.
    pub fn for_file(&mut self, file: &Path) -> Result<Option<Arc<Config>>, String> {
        let folder = match file.parent() {
            Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
            _ => PathBuf::from("."),
        };
        self.for_folder(&folder)
    }
}
