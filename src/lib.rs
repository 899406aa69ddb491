//! scoresheet reads chess moves written in every dialect of algebraic notation
//! and checks them against the rules of chess.
//!
//! The pipeline runs one way: text → [`syntax`] (a PEG, `grammar/algebraic.pest`,
//! implemented rule for rule with nom) → spanned AST → resolution against the
//! [`board`] → resolved game + [`diagnostics`].
#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod board;
pub mod corpus;
pub mod diagnostics;
pub mod document;
pub mod lint;
pub mod resolve;
mod span;
pub mod syntax;
pub mod write;

pub use span::{Span, Spanned};

/// The README's examples, compiled and run as doctests so that they stay true.
#[doc = include_str!("../README.md")]
#[cfg(doctest)]
pub struct ReadmeDoctests;
