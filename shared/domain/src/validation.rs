//! Validation of recipes and drafts (seed 004 §12.1–§12.2): errors make a recipe unfit to
//! store, warnings point a reviewer at values that are missing or look wrong.
//!
//! Unknown numbers are `null` on the wire (CONTRACTS.md §1), so a missing time or serving count
//! is a warning here, never an error and never a silent 0.

use std::collections::HashMap;

use crate::{Recipe, ValidationReport};

/// Longest plausible prep, cook or total time: 24 hours.
const MAX_MINUTES: u32 = 24 * 60;
/// Largest plausible serving count for a home recipe.
const MAX_SERVINGS: u32 = 100;
/// Ingredient lines parsed with less confidence than this are counted as unparsed.
const LOW_CONFIDENCE: f64 = 0.5;

/// Checks `recipe` against the schema rules (errors) and the business rules (warnings).
pub fn validate_recipe(recipe: &Recipe) -> ValidationReport {
    let mut warnings = Vec::new();
    if recipe.ingredients.is_empty() {
        warnings.push("ingredients is empty; a recipe should list at least one".to_owned());
    }
    if recipe.instructions.is_empty() {
        warnings.push("instructions is empty; a recipe should have at least one step".to_owned());
    }
    warn_on_times_and_servings(recipe, &mut warnings);
    warn_on_duplicate_steps(&recipe.instructions, &mut warnings);
    if mentions_baking(&recipe.instructions)
        && !recipe
            .instructions
            .iter()
            .any(|step| mentions_temperature(step))
    {
        warnings.push(
            "instructions mention baking or an oven but give no temperature (e.g. 180°C)"
                .to_owned(),
        );
    }
    warn_on_unparsed_ingredients(recipe, &mut warnings);
    ValidationReport {
        errors: recipe.problems(),
        warnings,
    }
}

fn warn_on_times_and_servings(recipe: &Recipe, warnings: &mut Vec<String>) {
    let required = [
        ("prepTimeMinutes", recipe.prep_time_minutes),
        ("cookTimeMinutes", recipe.cook_time_minutes),
        ("servings", recipe.servings),
    ];
    for (field, value) in required {
        if value.is_none() {
            warnings.push(format!("{field} is unknown"));
        }
    }
    let limits = [
        ("prepTimeMinutes", recipe.prep_time_minutes, MAX_MINUTES),
        ("cookTimeMinutes", recipe.cook_time_minutes, MAX_MINUTES),
        ("totalTimeMinutes", recipe.total_time_minutes, MAX_MINUTES),
        ("servings", recipe.servings, MAX_SERVINGS),
    ];
    for (field, value, max) in limits {
        if let Some(value) = value.filter(|&value| value > max) {
            let limit = if field == "servings" {
                format!("{max}")
            } else {
                "24 hours".to_owned()
            };
            warnings.push(format!(
                "{field} is {value}, more than {limit}; check the value"
            ));
        }
    }
    if let (Some(prep), Some(cook), Some(total)) = (
        recipe.prep_time_minutes,
        recipe.cook_time_minutes,
        recipe.total_time_minutes,
    ) {
        let parts = u64::from(prep) + u64::from(cook);
        if u64::from(total) < parts {
            warnings.push(format!(
                "totalTimeMinutes ({total}) is less than prepTimeMinutes + cookTimeMinutes ({parts})"
            ));
        }
    }
}

/// A step's text reduced to what matters for comparison: lowercase words, no punctuation.
fn fold_step(step: &str) -> String {
    step.split(|c: char| !c.is_alphanumeric())
        .filter(|word| !word.is_empty())
        .map(str::to_lowercase)
        .collect::<Vec<_>>()
        .join(" ")
}

fn warn_on_duplicate_steps(instructions: &[String], warnings: &mut Vec<String>) {
    let mut first_seen: HashMap<String, usize> = HashMap::new();
    for (i, step) in instructions.iter().enumerate() {
        let folded = fold_step(step);
        if folded.is_empty() {
            continue;
        }
        match first_seen.get(&folded) {
            Some(first) => {
                warnings.push(format!("instructions[{i}] repeats instructions[{first}]"))
            }
            None => {
                first_seen.insert(folded, i);
            }
        }
    }
}

/// Words that mean the dish goes into an oven. French "four" is left out (it is also the
/// English number), and so is German "backen", which also means frying pancakes.
const BAKING_WORDS: &[&str] = &[
    "bake",
    "bakes",
    "baked",
    "baking",
    "oven",
    "ovens",
    "roast",
    "roasts",
    "roasted",
    "roasting",
    "ofen",
    "backofen",
    "enfourner",
    "enfournez",
    "horno",
    "hornear",
    "hornea",
    "forno",
    "infornare",
    "infornate",
];

/// Words after "baking" that name an ingredient, not an oven step ("baking powder").
const BAKING_INGREDIENTS: &[&str] = &["powder", "soda"];

fn mentions_baking(instructions: &[String]) -> bool {
    instructions.iter().any(|step| {
        let words: Vec<String> = step
            .split(|c: char| !c.is_alphabetic())
            .filter(|word| !word.is_empty())
            .map(str::to_lowercase)
            .collect();
        words.iter().enumerate().any(|(i, word)| {
            let names_ingredient = word == "baking"
                && words
                    .get(i + 1)
                    .is_some_and(|next| BAKING_INGREDIENTS.contains(&next.as_str()));
            BAKING_WORDS.contains(&word.as_str()) && !names_ingredient
        })
    })
}

/// Words after a number that make it a temperature ("350 degrees", "180 Grad", "200 gradi").
const DEGREE_WORDS: &[&str] = &[
    "degree",
    "degrees",
    "grad",
    "grados",
    "gradi",
    "degré",
    "degrés",
    "fahrenheit",
    "celsius",
    "centigrade",
];
/// Phrases before a number that make it an oven setting ("gas mark 4", "thermostat 6").
const OVEN_SETTING_WORDS: &[&str] = &["gas mark", "thermostat"];
/// A bare `C` or `F` after a number below this is more likely a cup than a temperature.
const MIN_BARE_LETTER_TEMPERATURE: u32 = 100;

/// Whether `text` states an oven temperature: `350°F`, `180 °C`, `180C`, `350 degrees`,
/// `gas mark 4`.
fn mentions_temperature(text: &str) -> bool {
    let lower = text.to_lowercase();
    if OVEN_SETTING_WORDS
        .iter()
        .any(|phrase| lower.contains(phrase))
    {
        return true;
    }
    let mut rest = lower.as_str();
    while let Some(start) = rest.find(|c: char| c.is_ascii_digit()) {
        let from_number = rest.get(start..).unwrap_or_default();
        let digits_len = from_number
            .find(|c: char| !c.is_ascii_digit())
            .unwrap_or(from_number.len());
        let (digits, after) = from_number.split_at(digits_len);
        let unit = after.trim_start();
        if unit.starts_with(['°', 'º']) {
            return true;
        }
        let word = unit
            .split(|c: char| !c.is_alphabetic())
            .next()
            .unwrap_or_default();
        if DEGREE_WORDS.contains(&word) {
            return true;
        }
        let hot_enough = digits
            .parse::<u32>()
            .is_ok_and(|value| value >= MIN_BARE_LETTER_TEMPERATURE);
        if matches!(word, "c" | "f") && hot_enough {
            return true;
        }
        rest = after;
    }
    false
}

fn warn_on_unparsed_ingredients(recipe: &Recipe, warnings: &mut Vec<String>) {
    // Lines still waiting for the server's parser have no confidence yet; they are not failures.
    let unparsed = recipe
        .ingredients
        .iter()
        .filter(|ingredient| !ingredient.needs_parsing() && ingredient.confidence < LOW_CONFIDENCE)
        .count();
    match unparsed {
        0 => {}
        1 => warnings.push("1 ingredient line could not be parsed; review recommended".to_owned()),
        n => warnings.push(format!(
            "{n} ingredient lines could not be parsed; review recommended"
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Ingredient;

    /// A complete recipe that passes every rule; tests break one thing at a time.
    fn sound_recipe() -> Recipe {
        serde_json::from_value(serde_json::json!({
            "name": "Lemon Loaf",
            "ingredients": [
                {"text": "200 g flour", "quantity": 200.0, "unit": "g", "name": "flour", "confidence": 0.95},
                {"text": "2 eggs", "quantity": 2.0, "name": "eggs", "confidence": 0.9}
            ],
            "instructions": ["Heat the oven to 180°C.", "Mix everything.", "Bake for 40 minutes."],
            "servings": 8,
            "prepTimeMinutes": 15,
            "cookTimeMinutes": 40,
            "totalTimeMinutes": 55
        }))
        .expect("valid recipe JSON")
    }

    fn warnings_of(recipe: &Recipe) -> Vec<String> {
        let report = validate_recipe(recipe);
        assert!(report.errors.is_empty(), "{:?}", report.errors);
        report.warnings
    }

    fn with_steps(steps: &[&str]) -> Recipe {
        Recipe {
            instructions: steps.iter().map(|&step| step.to_owned()).collect(),
            ..sound_recipe()
        }
    }

    #[test]
    fn a_sound_recipe_has_no_findings() {
        let report = validate_recipe(&sound_recipe());
        assert_eq!(report, ValidationReport::default());
    }

    #[test]
    fn blank_name_and_schema_problems_are_errors() {
        let mut recipe = sound_recipe();
        recipe.name = "  ".into();
        recipe.ingredients[0].quantity = Some(-2.0);
        let report = validate_recipe(&recipe);
        assert!(!report.is_valid());
        assert_eq!(
            report.errors,
            vec![
                "name is required".to_owned(),
                "ingredients[0].quantity must be a non-negative number".to_owned()
            ]
        );
    }

    #[test]
    fn missing_ingredients_and_instructions_are_warnings() {
        let recipe = Recipe {
            ingredients: vec![],
            instructions: vec![],
            ..sound_recipe()
        };
        let report = validate_recipe(&recipe);
        assert!(report.is_valid());
        assert_eq!(
            report.warnings,
            vec![
                "ingredients is empty; a recipe should list at least one".to_owned(),
                "instructions is empty; a recipe should have at least one step".to_owned(),
            ]
        );
    }

    #[test]
    fn unknown_times_and_servings_warn_but_zero_does_not() {
        let unknown = Recipe {
            prep_time_minutes: None,
            cook_time_minutes: None,
            servings: None,
            ..sound_recipe()
        };
        assert_eq!(
            warnings_of(&unknown),
            vec![
                "prepTimeMinutes is unknown".to_owned(),
                "cookTimeMinutes is unknown".to_owned(),
                "servings is unknown".to_owned(),
            ]
        );
        let zero = Recipe {
            prep_time_minutes: Some(0),
            cook_time_minutes: Some(0),
            total_time_minutes: Some(0),
            instructions: vec!["Stir.".into()],
            ..sound_recipe()
        };
        assert!(warnings_of(&zero).is_empty());
    }

    #[test]
    fn values_beyond_a_day_or_a_hundred_servings_are_unrealistic() {
        let recipe = Recipe {
            prep_time_minutes: Some(1441),
            cook_time_minutes: Some(1440),
            total_time_minutes: Some(3000),
            servings: Some(101),
            ..sound_recipe()
        };
        assert_eq!(
            warnings_of(&recipe),
            vec![
                "prepTimeMinutes is 1441, more than 24 hours; check the value".to_owned(),
                "totalTimeMinutes is 3000, more than 24 hours; check the value".to_owned(),
                "servings is 101, more than 100; check the value".to_owned(),
            ]
        );
    }

    #[test]
    fn total_shorter_than_prep_plus_cook_is_inconsistent() {
        let recipe = Recipe {
            total_time_minutes: Some(30),
            ..sound_recipe()
        };
        assert_eq!(
            warnings_of(&recipe),
            vec![
                "totalTimeMinutes (30) is less than prepTimeMinutes + cookTimeMinutes (55)"
                    .to_owned()
            ]
        );
        let unknown_total = Recipe {
            total_time_minutes: None,
            ..sound_recipe()
        };
        assert!(warnings_of(&unknown_total).is_empty());
    }

    #[test]
    fn steps_differing_only_in_case_spacing_and_punctuation_are_duplicates() {
        let recipe = with_steps(&[
            "Preheat the oven to 200 °C.",
            "Stir the sauce,  then season.",
            "Bake 20 minutes.",
            "stir the sauce then season!",
            "…",
            "...",
        ]);
        assert_eq!(
            warnings_of(&recipe),
            vec!["instructions[3] repeats instructions[1]".to_owned()]
        );
    }

    #[test]
    fn baking_without_a_temperature_warns() {
        let warning = "instructions mention baking or an oven but give no temperature (e.g. 180°C)";
        for steps in [
            &["Mix the batter.", "Bake until golden."][..],
            &["Roast the carrots for 30 minutes."],
            &["Den Teig in den Ofen schieben."],
            &["Enfournez pour 30 minutes."],
            &["Meter la bandeja al horno 20 minutos."],
            &["Add 2 c flour.", "Bake 1 hour."],
        ] {
            assert_eq!(
                warnings_of(&with_steps(steps)),
                vec![warning.to_owned()],
                "{steps:?}"
            );
        }
    }

    #[test]
    fn any_usual_temperature_notation_satisfies_the_baking_rule() {
        for temperature in [
            "350°F",
            "180 °C",
            "180C",
            "425 F.",
            "gas mark 4",
            "Gas Mark 6",
            "350 degrees",
            "200 Grad Umluft",
            "thermostat 6",
            "200º",
            "200 gradi",
        ] {
            let recipe = with_steps(&[
                &format!("Heat the oven to {temperature}"),
                "Bake for 25 minutes.",
            ]);
            assert!(warnings_of(&recipe).is_empty(), "{temperature}");
        }
    }

    #[test]
    fn frying_words_that_look_like_baking_do_not_warn() {
        let recipe = with_steps(&[
            "Cut into four pieces.",
            "Fry for 4 minutes.",
            "Die Pfannkuchen goldbraun backen.",
            "Stir in the baking powder and baking soda.",
        ]);
        assert!(warnings_of(&recipe).is_empty());
    }

    #[test]
    fn numbers_that_are_not_temperatures_are_not_taken_for_one() {
        for text in [
            "Add 2 c flour.",
            "Pour in 2 gradually.",
            "Cook 10 minutes at full power.",
            "Use 12 cups.",
        ] {
            assert!(!mentions_temperature(text), "{text}");
        }
    }

    #[test]
    fn low_confidence_lines_are_counted_in_one_warning() {
        let mut recipe = sound_recipe();
        recipe
            .ingredients
            .push(Ingredient::unparsed("a good splash of something"));
        assert_eq!(
            warnings_of(&recipe),
            vec!["1 ingredient line could not be parsed; review recommended".to_owned()]
        );
        recipe.ingredients.push(Ingredient::unparsed("stuff"));
        recipe.ingredients[0].confidence = 0.49;
        assert_eq!(
            warnings_of(&recipe),
            vec!["3 ingredient lines could not be parsed; review recommended".to_owned()]
        );
    }

    #[test]
    fn lines_waiting_for_the_parser_are_not_counted_as_failures() {
        let mut recipe = sound_recipe();
        recipe
            .ingredients
            .push(serde_json::from_str(r#"{"text": "1 cup milk"}"#).expect("ingredient JSON"));
        assert!(warnings_of(&recipe).is_empty());
    }
}
