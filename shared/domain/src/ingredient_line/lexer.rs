//! Splits an ingredient line into numbers, words and punctuation, each with its byte span, so
//! the parser can classify tokens and still cut the original text at exact char boundaries.

use std::borrow::Cow;

use super::foreign_units::{is_unspaced_script, unspaced_unit_prefix, unspaced_unit_suffix};

/// What a token is.
#[derive(Debug, Clone, PartialEq)]
pub(super) enum Kind {
    /// A number: integer, decimal ("1.5", "1,5"), fraction ("1/2"), unicode fraction ("½"), or an
    /// integer with a glued unicode fraction ("1½"). `fraction` marks values written as fractions,
    /// which may follow a whole number ("1 1/2").
    Number { value: f64, fraction: bool },
    /// A run of letters, with inner hyphens and apostrophes ("fire-roasted", "sheep's").
    Word,
    /// Any other visible character.
    Punct(char),
}

/// One token and where it sits in the line.
#[derive(Debug, Clone)]
pub(super) struct Token<'a> {
    pub kind: Kind,
    pub start: usize,
    pub end: usize,
    /// Lowercased word text (empty for numbers and punctuation), for vocabulary look-ups;
    /// borrowed from the line when it is lowercase already.
    pub lower: Cow<'a, str>,
}

impl Token<'_> {
    /// The number's value, if this is a number.
    pub fn number(&self) -> Option<f64> {
        match self.kind {
            Kind::Number { value, .. } => Some(value),
            _ => None,
        }
    }

    pub fn is_punct(&self, c: char) -> bool {
        self.kind == Kind::Punct(c)
    }

    /// Whether this is one of the dashes used for ranges.
    pub fn is_dash(&self) -> bool {
        matches!(self.kind, Kind::Punct('-' | '–' | '—' | '‒'))
    }

    pub fn is_word(&self) -> bool {
        self.kind == Kind::Word
    }
}

/// The value of a single-character vulgar fraction.
fn vulgar_fraction(c: char) -> Option<f64> {
    Some(match c {
        '½' => 0.5,
        '⅓' => 1.0 / 3.0,
        '⅔' => 2.0 / 3.0,
        '¼' => 0.25,
        '¾' => 0.75,
        '⅕' => 0.2,
        '⅖' => 0.4,
        '⅗' => 0.6,
        '⅘' => 0.8,
        '⅙' => 1.0 / 6.0,
        '⅚' => 5.0 / 6.0,
        '⅐' => 1.0 / 7.0,
        '⅛' => 0.125,
        '⅜' => 0.375,
        '⅝' => 0.625,
        '⅞' => 0.875,
        '⅑' => 1.0 / 9.0,
        '⅒' => 0.1,
        _ => return None,
    })
}

/// Characters that may sit inside a word when letters surround them.
fn is_word_joiner(c: char) -> bool {
    matches!(c, '-' | '\'' | '’')
}

/// A cursor over the line's chars with their byte offsets.
struct Cursor<'a> {
    text: &'a str,
    pos: usize,
}

impl<'a> Cursor<'a> {
    fn peek(&self) -> Option<char> {
        self.text
            .get(self.pos..)
            .and_then(|rest| rest.chars().next())
    }

    fn peek_second(&self) -> Option<char> {
        let mut chars = self.text.get(self.pos..)?.chars();
        chars.next();
        chars.next()
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.peek()?;
        self.pos += c.len_utf8();
        Some(c)
    }

    /// Consumes ASCII digits and returns them.
    fn digits(&mut self) -> &'a str {
        let start = self.pos;
        while self.peek().is_some_and(|c| c.is_ascii_digit()) {
            self.pos += 1;
        }
        self.text.get(start..self.pos).unwrap_or("")
    }

    /// Counts the ASCII digits right after the next char, without consuming anything.
    fn digits_after_next(&self) -> usize {
        let Some(rest) = self.text.get(self.pos..) else {
            return 0;
        };
        let mut chars = rest.chars();
        chars.next();
        chars.take_while(char::is_ascii_digit).count()
    }
}

/// Parses a digit string; refuses values too large to be a quantity.
fn parse_digits(digits: &str) -> Option<f64> {
    if digits.is_empty() || digits.len() > 9 {
        return None;
    }
    digits.parse::<f64>().ok()
}

/// Reads a number starting at an ASCII digit. Returns `None` (consuming the digits) when the
/// digits cannot be a quantity, e.g. a 30-digit run.
fn lex_number(cursor: &mut Cursor) -> Option<(f64, bool)> {
    let whole = cursor.digits();
    let mut value = parse_digits(whole)?;
    let mut fraction = false;
    match cursor.peek() {
        Some('.') if cursor.digits_after_next() > 0 => {
            cursor.bump();
            let decimals = cursor.digits();
            let decimals = decimals.get(..decimals.len().min(6)).unwrap_or("");
            value = format!("{whole}.{decimals}").parse().ok()?;
        }
        // A decimal comma ("1,5 kg") has one or two digits after it; three make a thousands
        // separator ("1,000 g").
        Some(',') => match cursor.digits_after_next() {
            1 | 2 => {
                cursor.bump();
                let decimals = cursor.digits();
                value = format!("{whole}.{decimals}").parse().ok()?;
            }
            3 => {
                cursor.bump();
                let thousands = cursor.digits();
                value = parse_digits(&format!("{whole}{thousands}"))?;
            }
            _ => {}
        },
        Some('/' | '⁄') if cursor.digits_after_next() > 0 => {
            cursor.bump();
            let denominator = parse_digits(cursor.digits())?;
            if denominator > 0.0 {
                value /= denominator;
                fraction = true;
            }
        }
        Some(c) => {
            if let Some(part) = vulgar_fraction(c) {
                cursor.bump();
                value += part;
            }
        }
        None => {}
    }
    Some((value, fraction))
}

/// The word in lowercase, allocating only when it has capitals.
fn lowercase(word: &str) -> Cow<'_, str> {
    if word.chars().any(char::is_uppercase) {
        Cow::Owned(word.to_lowercase())
    } else {
        Cow::Borrowed(word)
    }
}

/// The length of the unspaced word at `start..end` once a unit glued to it is cut off: a unit
/// right after a number starts its own word ("150克鸡胸肉"), and one right before a number ends
/// the name before it ("醤油大さじ2").
fn unspaced_word_len(tokens: &[Token], text: &str, start: usize, end: usize) -> usize {
    let word = text.get(start..end).unwrap_or_default();
    let after_number = tokens
        .last()
        .is_some_and(|t| t.end == start && t.number().is_some());
    let before_number = text
        .get(end..)
        .is_some_and(|rest| rest.starts_with(|c: char| c.is_ascii_digit()));
    if after_number && let Some(unit) = unspaced_unit_prefix(word) {
        return unit;
    }
    if before_number && let Some(unit) = unspaced_unit_suffix(word) {
        return word.len() - unit;
    }
    word.len()
}

/// Splits `text` into tokens. Whitespace separates tokens and is dropped.
pub(super) fn tokenize(text: &str) -> Vec<Token<'_>> {
    let mut tokens = Vec::with_capacity(16);
    let mut cursor = Cursor { text, pos: 0 };
    while let Some(c) = cursor.peek() {
        let start = cursor.pos;
        if c.is_whitespace() {
            cursor.bump();
            continue;
        }
        let kind = if c.is_ascii_digit() {
            match lex_number(&mut cursor) {
                Some((value, fraction)) => Kind::Number { value, fraction },
                None => Kind::Word,
            }
        } else if let Some(value) = vulgar_fraction(c) {
            cursor.bump();
            Kind::Number {
                value,
                fraction: true,
            }
        } else if c.is_alphabetic() {
            cursor.bump();
            // The elided French article ("d'huile") is a word of its own.
            let elided_article = matches!(c, 'd' | 'D')
                && matches!(cursor.peek(), Some('\'' | '’'))
                && cursor.peek_second().is_some_and(char::is_alphabetic);
            if elided_article {
                cursor.bump();
            }
            // A word ends where the script changes between spaced and unspaced writing
            // ("150g鸡胸肉" is 150, g, 鸡胸肉).
            let unspaced = is_unspaced_script(c);
            while let Some(next) = cursor.peek().filter(|_| !elided_article) {
                let joined =
                    is_word_joiner(next) && cursor.peek_second().is_some_and(char::is_alphabetic);
                if (next.is_alphabetic() && is_unspaced_script(next) == unspaced) || joined {
                    cursor.bump();
                } else {
                    break;
                }
            }
            if unspaced {
                cursor.pos = start + unspaced_word_len(&tokens, text, start, cursor.pos);
            }
            Kind::Word
        } else {
            cursor.bump();
            Kind::Punct(c)
        };
        let lower = match kind {
            Kind::Word => lowercase(text.get(start..cursor.pos).unwrap_or("")),
            _ => Cow::Borrowed(""),
        };
        tokens.push(Token {
            kind,
            start,
            end: cursor.pos,
            lower,
        });
    }
    tokens
}
