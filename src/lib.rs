//! scoresheet reads chess moves written in every dialect of algebraic notation
//! and checks them against the rules of chess.
//!
//! The pipeline runs one way: text → [`syntax`] (a PEG, `grammar/algebraic.pest`,
//! implemented rule for rule with nom) → spanned AST → [`resolve`]d against
//! the [`board`] → resolved game + [`diagnostics`] → [`export`]ed as text, PGN
//! or JSON.
//!
//! # Layers
//!
//! Each module may use the modules below it and never one above, so that
//! each can be understood, tested and embedded without what sits on top
//! (`tests/tidy.rs` keeps it so). From the bottom:
//!
//! | layer | what it holds |
//! |---|---|
//! | [`Span`], [`Spanned`] | byte ranges into the text |
//! | [`board`], [`diagnostics`] | the chess model, which knows nothing of text; the diagnostic type, its codes and renderer |
//! | [`notation`] | a move written in a style (SAN, FIDE, LAN, UCI, figurines, any language), E9 disambiguation, the letter tables |
//! | [`syntax`] | text → spanned AST: what was written, never what it means |
//! | [`lint::rules`] | the rules, one file each: what was written judged by what the board says; the resolver runs the per-move ones |
//! | [`resolve`] | a written move and a position → the legal move, or why not; whole games |
//! | [`document`] | whole texts: finding games in PGN, scoresheets and prose, streaming |
//! | [`export`], [`lint`] | a game out as text, PGN or JSON; every problem in a text, and its fixes |
//! | [`corpus`] | the test harness: a case file → expected outputs |
//!
//! The `scoresheet` command (`src/main.rs`, `src/cli/`) is built only with the
//! `cli` feature, on by default; it uses this library as any other program
//! would. With `default-features = false` the library pulls no clap.
#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod board;
pub mod corpus;
pub mod diagnostics;
pub mod document;
pub mod export;
pub mod lint;
pub mod notation;
pub mod resolve;
mod span;
pub mod syntax;

pub use span::{Span, Spanned};

/// The README's examples, compiled and run as doctests so that they stay true.
#[doc = include_str!("../README.md")]
#[cfg(doctest)]
pub struct ReadmeDoctests;
