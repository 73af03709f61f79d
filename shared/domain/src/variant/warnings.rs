//! Bounded variant warnings (seed 000 Phase 2): at most three, and never a precise time or
//! temperature — "about 10 minutes", "at 350°F" and the like are cut out of the model's text.

use std::ops::Range;

use serde::{Deserialize, Serialize};

/// The most warnings a variant carries.
pub const MAX_WARNINGS: usize = 3;

/// Warnings shown with a variant: ≤ [`MAX_WARNINGS`], no numeric minutes or temperatures. Loading
/// stored warnings bounds them again, which changes nothing for warnings bounded before.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "Vec<String>", into = "Vec<String>")]
pub struct Warnings(Vec<String>);

impl Warnings {
    pub fn as_slice(&self) -> &[String] {
        &self.0
    }
}

impl From<Vec<String>> for Warnings {
    fn from(raw: Vec<String>) -> Self {
        bound_warnings(raw).0
    }
}

impl From<Warnings> for Vec<String> {
    fn from(warnings: Warnings) -> Self {
        warnings.0
    }
}

/// What bounding did, for the `WARN_STRIP` log event.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct StripReport {
    /// Warnings that had a time or temperature cut out.
    pub stripped: usize,
    /// Warnings dropped: nothing left after stripping, or beyond the cap.
    pub dropped: usize,
}

/// Strips times and temperatures from each warning, drops the empty ones and keeps the first
/// [`MAX_WARNINGS`].
pub fn bound_warnings(raw: impl IntoIterator<Item = String>) -> (Warnings, StripReport) {
    let mut report = StripReport::default();
    let mut kept = Vec::new();
    for warning in raw {
        let stripped = strip_times_and_temperatures(&warning);
        if stripped != warning.trim() {
            report.stripped += 1;
        }
        if !stripped.chars().any(char::is_alphabetic) || kept.len() == MAX_WARNINGS {
            report.dropped += 1;
        } else {
            kept.push(stripped);
        }
    }
    (Warnings(kept), report)
}

/// Words for a duration after a number.
const TIME_UNITS: &[&str] = &[
    "second", "seconds", "sec", "secs", "minute", "minutes", "min", "mins", "hour", "hours", "hr",
    "hrs",
];
/// Words that may follow "°" or "degrees".
const TEMPERATURE_SCALES: &[&str] = &["f", "c", "fahrenheit", "celsius"];
/// Words before a number that only make sense with it: "for about 10 minutes", "at 350°F".
const LEAD_INS: &[&str] = &[
    "about",
    "around",
    "approximately",
    "roughly",
    "another",
    "extra",
    "additional",
    "an",
    "up",
    "for",
    "at",
    "to",
    "by",
    "in",
    "within",
    "over",
    "under",
    "after",
    "of",
];

/// `text` without its numeric times and temperatures (and the words leading into them), with
/// spacing and punctuation tidied.
pub fn strip_times_and_temperatures(text: &str) -> String {
    let tokens = tokenize(text);
    let mut cuts: Vec<Range<usize>> = Vec::new();
    let mut i = 0;
    while let Some(token) = tokens.get(i) {
        match (token.kind, measure_end(&tokens, i)) {
            (Kind::Number, Some(end)) => {
                let start = lead_in_start(&tokens, i);
                let from = tokens.get(start).map_or(token.span.start, |t| t.span.start);
                let to = tokens.get(end - 1).map_or(token.span.end, |t| t.span.end);
                cuts.push(from..to);
                i = end;
            }
            _ => i += 1,
        }
    }
    let mut kept = String::with_capacity(text.len());
    let mut position = 0;
    for cut in cuts {
        kept.push_str(text.get(position..cut.start).unwrap_or(""));
        position = cut.end;
    }
    kept.push_str(text.get(position..).unwrap_or(""));
    tidy(&kept)
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    Number,
    Word,
    Symbol,
}

#[derive(Debug)]
struct Token<'a> {
    kind: Kind,
    text: &'a str,
    span: Range<usize>,
}

impl Token<'_> {
    fn is_word_in(&self, words: &[&str]) -> bool {
        self.kind == Kind::Word && words.iter().any(|w| w.eq_ignore_ascii_case(self.text))
    }

    fn is_symbol(&self, symbols: &[char]) -> bool {
        self.kind == Kind::Symbol
            && self
                .text
                .chars()
                .next()
                .is_some_and(|c| symbols.contains(&c))
    }
}

/// Numbers (with inner `.`, `,` or `/` between digits, and vulgar fractions), words, and
/// single symbols; whitespace separates.
fn tokenize(text: &str) -> Vec<Token<'_>> {
    let kind_of = |c: char| {
        if c.is_ascii_digit() || ('¼'..='¾').contains(&c) || ('⅐'..='⅞').contains(&c) {
            Some(Kind::Number)
        } else if c.is_alphabetic() {
            Some(Kind::Word)
        } else if c.is_whitespace() {
            None
        } else {
            Some(Kind::Symbol)
        }
    };
    let mut tokens: Vec<Token> = Vec::new();
    let mut chars = text.char_indices().peekable();
    while let Some((start, c)) = chars.next() {
        let Some(kind) = kind_of(c) else { continue };
        let mut end = start + c.len_utf8();
        if kind != Kind::Symbol {
            while let Some(&(at, next)) = chars.peek() {
                let inner_separator = kind == Kind::Number
                    && matches!(next, '.' | ',' | '/')
                    && text
                        .get(at + 1..)
                        .and_then(|r| r.chars().next())
                        .is_some_and(|d| d.is_ascii_digit());
                if kind_of(next) != Some(kind) && !inner_separator {
                    break;
                }
                end = at + next.len_utf8();
                chars.next();
            }
        }
        tokens.push(Token {
            kind,
            text: text.get(start..end).unwrap_or(""),
            span: start..end,
        });
    }
    tokens
}

/// When the number at `i` starts a time or temperature ("10-15 minutes", "350°F", "180 C"),
/// the index just past it.
fn measure_end(tokens: &[Token], i: usize) -> Option<usize> {
    let at = |j: usize| tokens.get(j);
    let mut j = i + 1;
    let is_range_separator =
        |t: &Token| t.is_symbol(&['-', '–', '—']) || t.is_word_in(&["to", "or"]);
    if at(j).is_some_and(is_range_separator) && at(j + 1).is_some_and(|t| t.kind == Kind::Number) {
        j += 2;
    }
    // "a 10-minute rest"
    if at(j).is_some_and(|t| t.is_symbol(&['-']))
        && at(j + 1).is_some_and(|t| t.is_word_in(TIME_UNITS))
    {
        j += 1;
    }
    let unit = at(j)?;
    let scale_after = |k: usize| {
        if at(k).is_some_and(|t| t.is_word_in(TEMPERATURE_SCALES)) {
            k + 1
        } else {
            k
        }
    };
    if unit.is_word_in(TIME_UNITS) {
        Some(j + 1)
    } else if unit.is_symbol(&['°', 'º']) || unit.is_word_in(&["degree", "degrees"]) {
        Some(scale_after(j + 1))
    } else if unit.kind == Kind::Word && matches!(unit.text, "F" | "C") {
        // Only capital F/C: a lowercase "c" is as often a cup.
        Some(j + 1)
    } else {
        None
    }
}

/// The first index of the lead-in words ("for about") right before the number at `i`.
fn lead_in_start(tokens: &[Token], i: usize) -> usize {
    let mut start = i;
    while start > 0
        && tokens
            .get(start - 1)
            .is_some_and(|t| t.is_word_in(LEAD_INS) || t.is_symbol(&['~']))
    {
        start -= 1;
    }
    start
}

/// Collapses whitespace, drops emptied brackets and space before punctuation, trims stray
/// leading punctuation.
fn tidy(text: &str) -> String {
    let mut out = text.split_whitespace().collect::<Vec<_>>().join(" ");
    for (from, to) in [
        ("( )", ""),
        ("()", ""),
        (" ,", ","),
        (" .", "."),
        (" ;", ";"),
        (" :", ":"),
        (" !", "!"),
        (" ?", "?"),
        (" )", ")"),
        (",.", "."),
        (",,", ","),
        ("  ", " "),
    ] {
        while out.contains(from) {
            out = out.replace(from, to);
        }
    }
    out.trim_matches(|c: char| c.is_whitespace() || matches!(c, ',' | ';' | ':'))
        .to_owned()
}
