//! Rewriting a file in place without ever damaging it.
//!
//! `lint --fix` may be pointed at the only copy of a club's archive, so a
//! rewrite is all or nothing and touches nothing but the file it names:
//!
//! - The new text goes to a temporary file with a random name, created
//!   exclusively (never through a link someone planted) in the directory of
//!   the file, and is renamed over it only when complete and synced. Every
//!   error path removes it; so does SIGINT, SIGTERM or SIGHUP (the handler
//!   [`remove_on_signal`] installs), and a full disk is a write error like
//!   any other.
//! - A path that is a symbolic link is followed first: the link stays a link
//!   and its target is what changes.
//! - Permissions and, where the process may, owner and group are kept.
//! - A file with several hard links is refused: a rename would split it
//!   from its other names, and writing in place would not be atomic.
//! - A read-only file (no write permission bit, or one this user cannot
//!   open for writing) is refused: the read-only bit says "do not change".
//! - Anything but a regular file (a FIFO, a device) is refused.
//! - The file's size, modification time and identity are taken when it is
//!   opened and checked again just before the rename: a file that changed
//!   meanwhile (games appended while we worked) is left alone and reported.

use std::fs::{File, Metadata};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::time::SystemTime;
use tempfile::NamedTempFile;

/// Temporary files being written, removed by the signal handler.
static PENDING: Mutex<Vec<PathBuf>> = Mutex::new(Vec::new());

/// The pending list, even if a thread panicked while holding it.
fn pending() -> std::sync::MutexGuard<'static, Vec<PathBuf>> {
    PENDING
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// Installs a handler for SIGINT, SIGTERM and SIGHUP that removes every
/// temporary file being written, then exits with status 130 as a shell
/// does after Ctrl-C. The file being fixed is untouched: it is only ever
/// replaced by a rename.
///
/// # Errors
/// When a handler is already installed or cannot be.
pub fn remove_on_signal() -> Result<(), String> {
    ctrlc::set_handler(|| {
        for path in pending().drain(..) {
            let _ = std::fs::remove_file(path);
        }
        std::process::exit(130);
    })
    .map_err(|e| format!("cannot handle signals: {e}"))
}

/// What a file looked like when we read it, to tell whether it changed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Seen {
    len: u64,
    modified: Option<SystemTime>,
    identity: (u64, u64),
}

impl Seen {
    fn of(metadata: &Metadata) -> Seen {
        Seen {
            len: metadata.len(),
            modified: metadata.modified().ok(),
            identity: identity(metadata),
        }
    }
}

#[cfg(unix)]
fn identity(metadata: &Metadata) -> (u64, u64) {
    use std::os::unix::fs::MetadataExt;
    (metadata.dev(), metadata.ino())
}

#[cfg(not(unix))]
fn identity(_: &Metadata) -> (u64, u64) {
    (0, 0)
}

#[cfg(unix)]
fn links(metadata: &Metadata) -> u64 {
    use std::os::unix::fs::MetadataExt;
    metadata.nlink()
}

#[cfg(not(unix))]
fn links(_: &Metadata) -> u64 {
    1
}

/// Gives `file` the owner and group of `metadata` where the process may
/// (a user can give a file away only to a group they belong to; root can
/// do anything); failing that, the file is the user's, as any new file is.
#[cfg(unix)]
fn keep_owner(file: &File, metadata: &Metadata) {
    use std::os::unix::fs::MetadataExt;
    let _ = std::os::unix::fs::fchown(file, Some(metadata.uid()), Some(metadata.gid()));
}

#[cfg(not(unix))]
fn keep_owner(_: &File, _: &Metadata) {}

/// Why a file is not rewritten.
#[derive(Debug, PartialEq, Eq)]
pub enum Refusal {
    /// A rewrite was not attempted: the reason, for the user.
    Refused(String),
    /// Writing failed (the temporary file is gone): the reason.
    Failed(String),
}

impl std::fmt::Display for Refusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Refusal::Refused(why) | Refusal::Failed(why) => f.write_str(why),
        }
    }
}

/// A file being rewritten: the new text goes to a temporary file beside the
/// real file, renamed over it by [`Rewrite::commit`] only when complete.
pub struct Rewrite {
    target: PathBuf,
    seen: Seen,
    /// Where the new text goes; its path is on the pending list.
    path: PathBuf,
    temporary: Option<std::io::BufWriter<NamedTempFile>>,
}

impl Rewrite {
    /// Starts rewriting `path`, which was opened for reading as `opened`
    /// (so that what was read and what is checked before the rename are
    /// the same file).
    ///
    /// # Errors
    /// [`Refusal::Refused`] when the file must not be rewritten (several
    /// hard links, read-only, not a regular file); [`Refusal::Failed`] when
    /// the temporary file cannot be made.
    pub fn begin(path: &Path, opened: &File) -> Result<Rewrite, Refusal> {
        let metadata = opened
            .metadata()
            .map_err(|e| Refusal::Failed(format!("cannot read {}: {e}", path.display())))?;
        if !metadata.is_file() {
            return Err(Refusal::Refused("it is not a regular file".to_string()));
        }
        let count = links(&metadata);
        if count > 1 {
            return Err(Refusal::Refused(format!(
                "it has {count} hard links, and rewriting it would split them"
            )));
        }
        if metadata.permissions().readonly()
            || std::fs::OpenOptions::new().write(true).open(path).is_err()
        {
            return Err(Refusal::Refused("it is read-only".to_string()));
        }
        // The link stays a link: what is replaced is the file it names.
        let target = std::fs::canonicalize(path)
            .map_err(|e| Refusal::Failed(format!("cannot resolve {}: {e}", path.display())))?;
        let directory = target.parent().unwrap_or(Path::new("."));
        let prefix = format!(
            ".{}.",
            target
                .file_name()
                .map_or(String::new(), |n| n.to_string_lossy().into_owned())
        );
        let mut pending = pending();
        let temporary = tempfile::Builder::new()
            .prefix(&prefix)
            .suffix(".scoresheet-fix")
            .tempfile_in(directory)
            .map_err(|e| {
                Refusal::Failed(format!(
                    "cannot write a temporary file in {}: {e}",
                    directory.display()
                ))
            })?;
        pending.push(temporary.path().to_path_buf());
        drop(pending);
        let _ = temporary.as_file().set_permissions(metadata.permissions());
        keep_owner(temporary.as_file(), &metadata);
        Ok(Rewrite {
            target,
            seen: Seen::of(&metadata),
            path: temporary.path().to_path_buf(),
            temporary: Some(std::io::BufWriter::new(temporary)),
        })
    }

    /// Appends to the new text.
    ///
    /// # Errors
    /// A message when the temporary file cannot be written (a full disk);
    /// dropping the rewrite then removes it.
    pub fn write(&mut self, bytes: &[u8]) -> Result<(), String> {
        match &mut self.temporary {
            Some(temporary) => temporary
                .write_all(bytes)
                .map_err(|e| format!("cannot write the fixed text: {e}")),
            None => Err("the fixed text was already written".to_string()),
        }
    }

    /// Renames the new text over the file, unless the file changed since it
    /// was opened.
    ///
    /// # Errors
    /// A message when the file changed meanwhile or the new text cannot be
    /// finished; the file is then as it was and the temporary file is gone.
    pub fn commit(mut self) -> Result<(), String> {
        let Some(temporary) = self.temporary.take() else {
            return Err("the fixed text was already written".to_string());
        };
        let temporary = temporary
            .into_inner()
            .map_err(|e| format!("cannot write the fixed text: {}", e.error()))?;
        temporary
            .as_file()
            .sync_all()
            .map_err(|e| format!("cannot write the fixed text: {e}"))?;
        let now = std::fs::metadata(&self.target)
            .map_err(|e| format!("cannot read {} again: {e}", self.target.display()))?;
        if Seen::of(&now) != self.seen {
            return Err(
                "it changed while it was being fixed, so it was left as it is now".to_string(),
            );
        }
        // The signal handler waits for the rename: the temporary file is
        // either renamed or removed, never left behind.
        let mut pending = pending();
        let result = temporary
            .persist(&self.target)
            .map(drop)
            .map_err(|e| format!("cannot replace {}: {}", self.target.display(), e.error));
        pending.retain(|p| *p != self.path);
        result
    }
}

impl Drop for Rewrite {
    /// The temporary file removes itself when dropped (NamedTempFile does);
    /// here it leaves the signal handler's list.
    fn drop(&mut self) {
        pending().retain(|p| *p != self.path);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn temporaries(dir: &Path) -> Vec<String> {
        std::fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .filter(|n| n.contains("scoresheet-fix"))
            .collect()
    }

    #[test]
    fn a_rewrite_replaces_the_file_and_leaves_nothing_behind() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("g.pgn");
        std::fs::write(&path, "1. e4 e5\n").unwrap();
        let opened = File::open(&path).unwrap();
        let mut rewrite = Rewrite::begin(&path, &opened).unwrap();
        assert_eq!(temporaries(dir.path()).len(), 1);
        rewrite.write(b"1. e4 e6\n").unwrap();
        rewrite.commit().unwrap();
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "1. e4 e6\n");
        assert!(temporaries(dir.path()).is_empty());
    }

    #[test]
    fn a_file_appended_to_meanwhile_is_left_alone() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("g.pgn");
        std::fs::write(&path, "1. e4 e5\n").unwrap();
        let opened = File::open(&path).unwrap();
        let mut rewrite = Rewrite::begin(&path, &opened).unwrap();
        rewrite.write(b"1. e4 e6\n").unwrap();
        // A second handle appends a game while the fix is under way.
        let mut other = std::fs::OpenOptions::new()
            .append(true)
            .open(&path)
            .unwrap();
        other.write_all(b"\n1. d4 d5\n").unwrap();
        drop(other);
        let error = rewrite.commit().unwrap_err();
        assert!(error.contains("changed while"), "{error}");
        assert_eq!(
            std::fs::read_to_string(&path).unwrap(),
            "1. e4 e5\n\n1. d4 d5\n"
        );
        assert!(temporaries(dir.path()).is_empty());
    }

    #[test]
    fn an_abandoned_rewrite_removes_its_temporary_file() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("g.pgn");
        std::fs::write(&path, "1. e4 e5\n").unwrap();
        let opened = File::open(&path).unwrap();
        let mut rewrite = Rewrite::begin(&path, &opened).unwrap();
        rewrite.write(b"half").unwrap();
        drop(rewrite);
        assert!(temporaries(dir.path()).is_empty());
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "1. e4 e5\n");
    }

    #[cfg(unix)]
    #[test]
    fn hard_links_and_read_only_files_are_refused() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("g.pgn");
        std::fs::write(&path, "1. e4 e5\n").unwrap();
        std::fs::hard_link(&path, dir.path().join("h.pgn")).unwrap();
        let opened = File::open(&path).unwrap();
        let Err(Refusal::Refused(why)) = Rewrite::begin(&path, &opened) else {
            panic!("a hard-linked file must be refused");
        };
        assert!(why.contains("2 hard links"), "{why}");
        std::fs::remove_file(dir.path().join("h.pgn")).unwrap();
        let mut permissions = std::fs::metadata(&path).unwrap().permissions();
        permissions.set_readonly(true);
        std::fs::set_permissions(&path, permissions).unwrap();
        let opened = File::open(&path).unwrap();
        let Err(Refusal::Refused(why)) = Rewrite::begin(&path, &opened) else {
            panic!("a read-only file must be refused");
        };
        assert!(why.contains("read-only"), "{why}");
        assert!(temporaries(dir.path()).is_empty());
    }
}
