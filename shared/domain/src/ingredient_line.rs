//! Ingredient-line parser: turns "2 (14 oz) cans diced tomatoes, drained" into an [`Ingredient`]
//! with quantity, unit, name, size, preparation and notes (CONTRACTS.md §2, §7). Rule-based and
//! allocation-light; it never panics, and a line it cannot read keeps its whole text as the name
//! with low confidence (CONTRACTS.md §1).

mod amount;
mod description;
mod foreign_units;
mod lexer;
mod restate;
mod vocabulary;

#[cfg(test)]
mod tests;

pub use restate::{amount_words, cook_number, restate_amount};

use lexer::Token;

use crate::{Ingredient, Unit};

/// Below this confidence the parse is dropped for the whole line as the name.
const MIN_CONFIDENCE: f64 = 0.4;

/// Confidence of a line whose structured fields were dropped.
const FALLBACK_CONFIDENCE: f64 = 0.2;

/// Parses one ingredient line (entities already decoded). `group` is left `None`.
pub fn parse_ingredient_line(text: &str) -> Ingredient {
    if text.trim().is_empty() {
        return Ingredient::unparsed(text);
    }
    let mut tokens = lexer::tokenize(text);
    let mut amount = amount::parse_amount(&tokens, text);
    if amount.quantity.is_none()
        && amount.unit.is_none()
        && let Some(reordered) = amount_after_name(&tokens, text)
    {
        tokens = reordered;
        amount = amount::parse_amount(&tokens, text);
    }
    let description = description::parse_description(&tokens, amount.end, amount.container);
    let mut name_tokens = description.name;
    let mut unit = amount.unit;
    if unit.is_none() && amount.quantity.is_some() {
        unit = take_trailing_count_unit(&tokens, text, &mut name_tokens);
    }
    let name = render(text, &tokens, name_tokens.iter().copied());
    let confidence = confidence(&tokens, &name_tokens, amount.quantity.is_some(), unit);
    if name.is_empty() || confidence < MIN_CONFIDENCE {
        return Ingredient {
            confidence: FALLBACK_CONFIDENCE,
            ..Ingredient::unparsed(text)
        };
    }
    let size_ranges = amount.size.iter().chain(&description.size);
    let notes = amount
        .notes
        .iter()
        .map(|range| render(text, &tokens, range.clone()))
        .chain(
            description
                .notes
                .iter()
                .map(|part| render(text, &tokens, part.iter().copied())),
        );
    let is_to_taste =
        description.to_taste || (amount.quantity.is_none() && description.serving_purpose);
    Ingredient {
        text: text.to_owned(),
        quantity: amount.quantity,
        quantity_max: amount.quantity_max,
        unit,
        name,
        size: join(
            size_ranges.map(|range| render(text, &tokens, range.clone())),
            " ",
        ),
        preparation: join(
            description
                .preparation
                .iter()
                .map(|part| render(text, &tokens, part.iter().copied())),
            ", ",
        ),
        notes: join(notes, "; "),
        is_to_taste,
        confidence,
        group: None,
    }
}

/// A unit word respelled to its canonical abbreviation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnitRespelling {
    pub from: String,
    pub to: String,
}

/// The line with every unit word that follows a number and abbreviates canonically respelled
/// ("2 Tablespoons oil" → "2 tbsp oil"), and the respellings made; `None` when there are none.
/// Unit words without an abbreviation ("cups", "cloves") keep their spelling and plural.
pub fn canonical_unit_spellings(text: &str) -> Option<(String, Vec<UnitRespelling>)> {
    let tokens = lexer::tokenize(text);
    let mut respelled = String::with_capacity(text.len());
    let mut respellings = Vec::new();
    let mut copied = 0;
    for (i, token) in tokens.iter().enumerate() {
        let after_number = match i.checked_sub(1).and_then(|p| tokens.get(p)) {
            Some(previous) if previous.number().is_some() => true,
            Some(previous) if previous.is_dash() => i
                .checked_sub(2)
                .and_then(|p| tokens.get(p))
                .is_some_and(|t| t.number().is_some()),
            _ => false,
        };
        let Some(original) = text.get(token.start..token.end) else {
            continue;
        };
        if !token.is_word() || !after_number {
            continue;
        }
        let Some(vocabulary::UnitWord::Canonical(unit)) =
            vocabulary::english_unit_word(original, &token.lower)
        else {
            continue;
        };
        let canonical = unit.canonical_name();
        if !unit.is_abbreviated() || original == canonical {
            continue;
        }
        respelled.push_str(text.get(copied..token.start).unwrap_or_default());
        respelled.push_str(&canonical);
        copied = token.end;
        respellings.push(UnitRespelling {
            from: original.to_owned(),
            to: canonical,
        });
    }
    if respellings.is_empty() {
        return None;
    }
    respelled.push_str(text.get(copied..).unwrap_or_default());
    Some((respelled, respellings))
}

/// "Salt, 1 teaspoon", "Water ¼ cup (59 grams)": when the amount follows the name, the tokens
/// reordered amount first, or `None` if no amount follows a name.
fn amount_after_name<'a>(tokens: &[Token<'a>], text: &str) -> Option<Vec<Token<'a>>> {
    let start = tokens.iter().position(|t| t.number().is_some())?;
    let before = tokens.get(..start)?;
    // A number inside brackets ("Sloes (… 1lb will make a bottle)") belongs to a note, and
    // one after "plus" ("oil, for frying, plus 1 tbsp") is an extra beside an unstated amount.
    // Brackets closed before it ("Egg whites (large), 5") leave the amount outside.
    let open_brackets = before.iter().fold(0i32, |open, t| match t.kind {
        lexer::Kind::Punct('(' | '[') => open + 1,
        lexer::Kind::Punct(')' | ']') => open - 1,
        _ => open,
    });
    let inside_brackets = open_brackets > 0;
    let extra = before.last().is_some_and(|t| t.lower == "plus");
    if !before.first().is_some_and(Token::is_word) || inside_brackets || extra {
        return None;
    }
    let rest = tokens.get(start..)?;
    let trailing = amount::parse_amount(rest, text);
    let ends_part = rest
        .get(trailing.end)
        .is_none_or(|t| t.is_punct(',') || t.is_punct(';'));
    // "醤油 大さじ2": the unit written before its number, after the name.
    let unit_before = match before {
        [_, .., unit] => trailing.unit.is_none() && is_unit_token(unit, text),
        _ => false,
    };
    if trailing.unit.is_none() && !ends_part && !unit_before {
        return None;
    }
    let (measure, after) = rest.split_at_checked(trailing.end)?;
    if unit_before && let Some((unit, name)) = before.split_last() {
        let reordered = measure.iter().chain([unit]).chain(name).chain(after);
        return Some(reordered.cloned().collect());
    }
    Some(measure.iter().chain(before).chain(after).cloned().collect())
}

fn is_unit_token(token: &Token, text: &str) -> bool {
    token.is_word()
        && text
            .get(token.start..token.end)
            .is_some_and(|word| vocabulary::unit_word(word, &token.lower).is_some())
}

/// "3 garlic cloves": with no unit before the name, a count unit that ends the name is the unit
/// (unless it forms a compound noun such as "cinnamon stick").
fn take_trailing_count_unit(tokens: &[Token], text: &str, name: &mut Vec<usize>) -> Option<Unit> {
    let (&last, before) = name.split_last()?;
    let &previous = before.last()?;
    let token = tokens.get(last).filter(|t| t.is_word())?;
    let previous = tokens.get(previous)?;
    if vocabulary::forms_compound_with_unit(&previous.lower) || previous.number().is_some() {
        return None;
    }
    let original = text.get(token.start..token.end)?;
    match vocabulary::unit_word(original, &token.lower)? {
        vocabulary::UnitWord::Canonical(unit)
            if vocabulary::is_trailing_count_unit(unit, &token.lower, &previous.lower) =>
        {
            name.pop();
            Some(unit)
        }
        _ => None,
    }
}

/// How sure the parse is, in 0..1: lower for lines without an amount, with numbers left in
/// the name, or with a name too long to be one ingredient.
fn confidence(tokens: &[Token], name: &[usize], counted: bool, unit: Option<Unit>) -> f64 {
    let mut confidence: f64 = match (counted, unit) {
        (true, Some(_)) => 0.95,
        (true, None) => 0.9,
        (false, Some(_)) => 0.85,
        (false, None) => 0.75,
    };
    let numbers_in_name = name
        .iter()
        .filter(|&&i| tokens.get(i).is_some_and(|t| t.number().is_some()))
        .count();
    if numbers_in_name > 0 {
        confidence -= 0.25;
    }
    // Digits the lexer could not read as a quantity (far too long to be one).
    if tokens
        .iter()
        .any(|t| t.is_word() && t.lower.starts_with(|c: char| c.is_ascii_digit()))
    {
        confidence -= 0.5;
    }
    let words_in_name = name
        .iter()
        .filter(|&&i| tokens.get(i).is_some_and(Token::is_word))
        .count();
    if words_in_name == 0 {
        return 0.0;
    }
    if words_in_name > 8 {
        confidence -= 0.2;
    }
    confidence.clamp(0.0, 1.0)
}

/// The text of the tokens at `indices` (ascending): original spelling, tokens that touched in
/// the line still touch, anything else is one space apart. Stray edge punctuation is dropped.
fn render(text: &str, tokens: &[Token], indices: impl IntoIterator<Item = usize>) -> String {
    let mut out = String::new();
    let mut previous: Option<&Token> = None;
    let mut previous_index = 0;
    for i in indices {
        let Some(token) = tokens.get(i) else {
            continue;
        };
        if let Some(previous) = previous
            && (i != previous_index + 1 || previous.end != token.start)
        {
            out.push(' ');
        }
        out.push_str(text.get(token.start..token.end).unwrap_or(""));
        previous = Some(token);
        previous_index = i;
    }
    let trimmed = out.trim_matches(|c: char| {
        c.is_whitespace() || matches!(c, ',' | '.' | ':' | ';' | '-' | '–' | '—' | '/' | '*' | '&')
    });
    if trimmed.len() == out.len() {
        out
    } else {
        trimmed.to_owned()
    }
}

/// Non-empty parts joined by `separator`, or `None` when there are none.
fn join(parts: impl Iterator<Item = String>, separator: &str) -> Option<String> {
    let mut joined = String::new();
    for part in parts.filter(|p| !p.is_empty()) {
        if !joined.is_empty() {
            joined.push_str(separator);
        }
        joined.push_str(&part);
    }
    (!joined.is_empty()).then_some(joined)
}
