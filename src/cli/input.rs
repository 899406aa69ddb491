//! Reading the text a command works on: an argument, a file or standard
//! input, lossily when it is not UTF-8.

use scoresheet::diagnostics::Diagnostic;
use std::io::Read;

/// A text to work on and where it came from.
pub struct Source {
    /// The name shown in reports: the file name, `<stdin>` or `<argument>`.
    pub name: String,
    /// The text, with invalid UTF-8 replaced by U+FFFD.
    pub text: String,
    /// A warning for each run of bytes that was not UTF-8.
    pub diagnostics: Vec<Diagnostic>,
}

impl Source {
    /// Reads bytes as UTF-8, replacing what is not and saying where.
    #[must_use]
    pub fn from_bytes(name: String, bytes: &[u8]) -> Source {
        let (text, diagnostics) = scoresheet::document::stream::decode(bytes);
        Source {
            name,
            text,
            diagnostics,
        }
    }

    /// Reads standard input, a file, or takes the argument itself as text.
    ///
    /// # Errors
    /// When the file or standard input cannot be read.
    pub fn read(argument: Option<&str>, literal: bool) -> std::io::Result<Source> {
        match argument {
            None | Some("-") => {
                let mut bytes = Vec::new();
                std::io::stdin().read_to_end(&mut bytes)?;
                Ok(Source::from_bytes("<stdin>".into(), &bytes))
            }
            Some(text) if literal => Ok(Source::from_bytes("<argument>".into(), text.as_bytes())),
            Some(path) => {
                let bytes = std::fs::read(path)?;
                Ok(Source::from_bytes(path.to_string(), &bytes))
            }
        }
    }
}
