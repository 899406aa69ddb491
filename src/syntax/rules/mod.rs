//! The grammar rules, one nom function per rule of `grammar/algebraic.pest`,
//! each named after its rule and quoting it in its doc comment.

pub(crate) mod capture;
pub(crate) mod castling;
pub(crate) mod comment;
pub(crate) mod movetext;
pub(crate) mod numbering;
pub(crate) mod piece;
pub(crate) mod promotion;
pub(crate) mod san;
pub(crate) mod san_fast;
pub(crate) mod square;
pub(crate) mod suffix;
pub(crate) mod tags;
