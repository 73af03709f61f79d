//! Restating a parsed line with a new amount: "2 lb potatoes, peeled" halved reads "1 lb
//! potatoes, peeled", so a line's text never disagrees with its quantity and unit. The words
//! after the amount are kept as written; alternative measures written beside the old amount
//! ("1 cup (240 ml)") are dropped, since they no longer hold.

use super::{amount, lexer, render};
use crate::{Ingredient, Unit};

/// How close a quantity must be to a cook's fraction to be written as one.
const FRACTION_TOLERANCE: f64 = 0.01;

/// Denominators a cook reads: halves, thirds, quarters, eighths.
const COOK_DENOMINATORS: [u32; 4] = [2, 3, 4, 8];

/// `line` with the given amount, its text rewritten to say it.
pub fn restate_amount(
    line: &Ingredient,
    quantity: Option<f64>,
    quantity_max: Option<f64>,
    unit: Option<Unit>,
) -> Ingredient {
    let said = amount_words(quantity, quantity_max, unit);
    let text = &line.text;
    let tokens = lexer::tokenize(text);
    let front = amount::parse_amount(&tokens, text);
    let text = if front.quantity.is_some() || front.unit.is_some() {
        let size = render(text, &tokens, front.size.iter().flat_map(Clone::clone));
        let size = if size.chars().any(|c| c.is_ascii_digit()) {
            format!("({size})")
        } else {
            size
        };
        let rest = tokens
            .get(front.end)
            .and_then(|token| text.get(token.start..))
            .unwrap_or("");
        spaced([said, size, rest.to_owned()])
    } else {
        // The amount follows the name ("Salt, 1 tsp") or there was none: say it in front.
        let preparation = line
            .preparation
            .as_deref()
            .map(|p| format!(", {p}"))
            .unwrap_or_default();
        let name = format!("{}{preparation}", line.name);
        spaced([said, line.size.clone().unwrap_or_default(), name])
    };
    Ingredient {
        text,
        quantity,
        quantity_max,
        unit,
        ..line.clone()
    }
}

/// "1 1/2 cups", "2-3", "1 lb"; empty without a quantity or unit.
pub fn amount_words(
    quantity: Option<f64>,
    quantity_max: Option<f64>,
    unit: Option<Unit>,
) -> String {
    let number = match (quantity, quantity_max) {
        (Some(low), Some(high)) => format!("{}-{}", cook_number(low), cook_number(high)),
        (Some(low), None) => cook_number(low),
        (None, _) => String::new(),
    };
    let largest = quantity_max.or(quantity).unwrap_or(1.0);
    spaced([
        number,
        unit.map(|u| u.spelled_for(largest)).unwrap_or_default(),
    ])
}

/// A quantity as a cook writes it: "1 1/2", "1/3", "0.35", "12".
pub fn cook_number(value: f64) -> String {
    let whole = value.trunc();
    let part = value - whole;
    let fraction = COOK_DENOMINATORS.iter().find_map(|&denominator| {
        let numerator = (part * f64::from(denominator)).round();
        let close = (part - numerator / f64::from(denominator)).abs() < FRACTION_TOLERANCE;
        close.then_some((numerator as u32, denominator))
    });
    match fraction {
        Some((0, _)) => format!("{whole}"),
        Some((n, d)) if n == d => format!("{}", whole + 1.0),
        Some((n, d)) if whole == 0.0 => format!("{n}/{d}"),
        Some((n, d)) => format!("{whole} {n}/{d}"),
        None => {
            let text = format!("{value:.2}");
            text.trim_end_matches('0').trim_end_matches('.').to_owned()
        }
    }
}

/// The non-empty parts joined by one space.
fn spaced<const N: usize>(parts: [String; N]) -> String {
    parts
        .iter()
        .map(|part| part.trim())
        .filter(|part| !part.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ingredient_line::parse_ingredient_line;

    fn scaled(line: &str, factor: f64) -> String {
        let parsed = parse_ingredient_line(line);
        let restated = restate_amount(
            &parsed,
            parsed.quantity.map(|q| q * factor),
            parsed.quantity_max.map(|q| q * factor),
            parsed.unit,
        );
        assert_eq!(
            parse_ingredient_line(&restated.text).quantity,
            restated.quantity,
            "{}",
            restated.text
        );
        restated.text
    }

    #[test]
    fn a_scaled_line_says_its_new_amount_and_keeps_its_words() {
        assert_eq!(
            scaled("2 lb potatoes, peeled", 0.5),
            "1 lb potatoes, peeled"
        );
        assert_eq!(scaled("1 cup white rice", 2.0), "2 cups white rice");
        assert_eq!(scaled("3 cups flour", 0.5), "1 1/2 cups flour");
        assert_eq!(
            scaled("2-3 cloves garlic, minced", 2.0),
            "4-6 cloves garlic, minced"
        );
        assert_eq!(scaled("1 cup (240 ml) milk", 2.0), "2 cups milk");
        assert_eq!(
            scaled("2 (14 oz) cans tomatoes", 0.5),
            "1 can (14 oz) tomatoes"
        );
        assert_eq!(scaled("3 eggs", 2.0), "6 eggs");
        assert_eq!(scaled("1 tbsp oil", 1.0 / 3.0), "1/3 tbsp oil");
    }

    #[test]
    fn a_line_whose_amount_follows_the_name_gets_it_in_front() {
        let line = parse_ingredient_line("Salt, 1 teaspoon");
        let restated = restate_amount(&line, Some(2.0), None, line.unit);
        assert_eq!(restated.text, "2 tsp Salt");
    }
}
