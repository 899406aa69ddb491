//! What the tests that run the `scoresheet` binary share: running it, its
//! output as text, and a fresh folder for a test's files.

#![allow(dead_code)]

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

/// Runs the binary in `dir` with `args`, `stdin` on its standard input,
/// without the caller's `NO_COLOR` (tests that want it set it).
pub fn run(args: &[&str], dir: &Path, stdin: &[u8]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_scoresheet"))
        .args(args)
        .current_dir(dir)
        .env_remove("NO_COLOR")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    if let Some(mut input) = child.stdin.take() {
        // A program that stops reading early closes its input: not a failure.
        let _ = input.write_all(stdin);
    }
    child.wait_with_output().expect("the binary finishes")
}

/// Standard output as text.
pub fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

/// Standard error as text.
pub fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

/// A fresh, empty folder for one test, named after it and this process.
pub fn scratch(name: &str) -> Scratch {
    let dir = std::env::temp_dir().join(format!("scoresheet-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a scratch folder");
    Scratch(dir)
}

/// A test's scratch folder, removed when the test is done with it, so
/// that runs do not pile folders up in the temporary directory. A test
/// that fails leaves its folder, to be looked at.
pub struct Scratch(PathBuf);

impl std::ops::Deref for Scratch {
    type Target = std::path::Path;
    fn deref(&self) -> &std::path::Path {
        &self.0
    }
}

impl AsRef<std::path::Path> for Scratch {
    fn as_ref(&self) -> &std::path::Path {
        &self.0
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        if !std::thread::panicking() {
            let _ = std::fs::remove_dir_all(&self.0);
        }
    }
}
