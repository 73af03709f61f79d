//! What a recipe must satisfy to be stored (CONTRACTS.md §2): required fields, sensible ranges,
//! and size limits that keep a recipe something a cook can read rather than a bulk payload.
//! Each problem names its field (`ingredients[3].text`), so callers can point at it.
//!
//! Lengths count characters (Unicode scalar values), not bytes, so a limit means the same for
//! "crème brûlée" as for "creme brulee".

use std::fmt;

use url::Url;

use crate::{Nutrition, Recipe};

/// At most this many ingredient lines; long enough for a wedding cake, short of a spreadsheet.
pub const MAX_INGREDIENTS: usize = 200;
/// At most this many steps (and instruction groups).
pub const MAX_INSTRUCTIONS: usize = 200;
/// At most this many entries in each label list (`cuisine`, `category`, `dietType`, `tags`).
pub const MAX_LABELS: usize = 50;

/// Longest recipe name, yield, and instruction group name.
pub const MAX_NAME_CHARS: usize = 200;
/// Longest description.
pub const MAX_DESCRIPTION_CHARS: usize = 10_000;
/// Longest ingredient line, and each part of it (name, size, preparation, notes, group).
pub const MAX_INGREDIENT_CHARS: usize = 500;
/// Longest step.
pub const MAX_STEP_CHARS: usize = 5_000;
/// Longest label.
pub const MAX_LABEL_CHARS: usize = 100;
/// Longest image URL (what browsers and CDNs reliably handle).
pub const MAX_IMAGE_URL_CHARS: usize = 2_048;
/// Largest recipe as a whole, in bytes of its JSON: within what every store holds in one item
/// (DynamoDB's is 400 KB), so a recipe within the per-field limits can still always be saved.
pub const MAX_RECIPE_BYTES: usize = 256 * 1024;

/// One reason a recipe cannot be stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FieldProblem {
    /// The field's path in the wire form, e.g. `ingredients[0].quantity`.
    pub field: String,
    /// What is wrong, written to follow the field name.
    pub message: String,
}

impl fmt::Display for FieldProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.field, self.message)
    }
}

/// Every problem of `recipe`, in field order.
pub fn recipe_problems(recipe: &Recipe) -> Vec<FieldProblem> {
    let mut found = Problems::default();
    if recipe.name.trim().is_empty() {
        found.add("name", "is required");
    }
    found.length("name", &recipe.name, MAX_NAME_CHARS);
    found.optional_length(
        "description",
        recipe.description.as_deref(),
        MAX_DESCRIPTION_CHARS,
    );
    found.optional_length("yield", recipe.r#yield.as_deref(), MAX_NAME_CHARS);
    if recipe.servings == Some(0) {
        found.add("servings", "must be at least 1");
    }
    if let Some(url) = &recipe.image_url {
        check_image_url(url, &mut found);
    }
    check_ingredients(recipe, &mut found);
    check_instructions(recipe, &mut found);
    for (field, labels) in [
        ("cuisine", &recipe.cuisine),
        ("category", &recipe.category),
        ("dietType", &recipe.diet_type),
        ("tags", &recipe.tags),
    ] {
        if found.count(field, labels.len(), MAX_LABELS) {
            for (i, label) in labels.iter().enumerate() {
                found.length(&format!("{field}[{i}]"), label, MAX_LABEL_CHARS);
            }
        }
    }
    if let Some(nutrition) = &recipe.nutrition {
        check_nutrition(nutrition, &mut found);
    }
    let bytes = serde_json::to_vec(recipe).map_or(0, |json| json.len());
    if bytes > MAX_RECIPE_BYTES {
        found.add(
            "recipe",
            format!(
                "is {bytes} bytes as JSON; at most {MAX_RECIPE_BYTES} are stored: shorten the \
                 steps or the description"
            ),
        );
    }
    found.0
}

fn check_image_url(url: &str, found: &mut Problems) {
    let web = Url::parse(url)
        .ok()
        .is_some_and(|u| matches!(u.scheme(), "http" | "https") && u.host().is_some());
    if !web {
        found.add("imageUrl", "must be an http or https URL");
    }
    found.length("imageUrl", url, MAX_IMAGE_URL_CHARS);
}

fn check_ingredients(recipe: &Recipe, found: &mut Problems) {
    if !found.count("ingredients", recipe.ingredients.len(), MAX_INGREDIENTS) {
        return;
    }
    for (i, ingredient) in recipe.ingredients.iter().enumerate() {
        let at = |part: &str| format!("ingredients[{i}].{part}");
        if ingredient.text.trim().is_empty() {
            found.add(&at("text"), "is required");
        }
        let parts = [
            ("text", Some(ingredient.text.as_str())),
            ("name", Some(ingredient.name.as_str())),
            ("size", ingredient.size.as_deref()),
            ("preparation", ingredient.preparation.as_deref()),
            ("notes", ingredient.notes.as_deref()),
            ("group", ingredient.group.as_deref()),
        ];
        for (part, text) in parts {
            found.optional_length(&at(part), text, MAX_INGREDIENT_CHARS);
        }
        for (part, value) in [
            ("quantity", ingredient.quantity),
            ("quantityMax", ingredient.quantity_max),
        ] {
            found.non_negative(&at(part), value);
        }
        if !(0.0..=1.0).contains(&ingredient.confidence) {
            found.add(&at("confidence"), "must be between 0 and 1");
        }
    }
}

fn check_instructions(recipe: &Recipe, found: &mut Problems) {
    if found.count("instructions", recipe.instructions.len(), MAX_INSTRUCTIONS) {
        for (i, step) in recipe.instructions.iter().enumerate() {
            found.length(&format!("instructions[{i}]"), step, MAX_STEP_CHARS);
        }
    }
    let groups = &recipe.instruction_groups;
    if !found.count("instructionGroups", groups.len(), MAX_INSTRUCTIONS) {
        return;
    }
    for (i, group) in groups.iter().enumerate() {
        if group.start > group.end || group.end > recipe.instructions.len() {
            found.add(
                &format!("instructionGroups[{i}]"),
                "must lie within instructions",
            );
        }
        found.length(
            &format!("instructionGroups[{i}].name"),
            &group.name,
            MAX_NAME_CHARS,
        );
    }
}

fn check_nutrition(nutrition: &Nutrition, found: &mut Problems) {
    for (key, value) in [
        ("calories", nutrition.calories),
        ("protein_g", nutrition.protein_g),
        ("fat_g", nutrition.fat_g),
        ("carbs_g", nutrition.carbs_g),
        ("fiber_g", nutrition.fiber_g),
    ] {
        found.non_negative(&format!("nutrition.{key}"), value);
    }
    for (nutrient, &value) in &nutrition.micronutrients {
        let key = serde_json::to_value(nutrient)
            .ok()
            .and_then(|key| key.as_str().map(str::to_owned))
            .unwrap_or_default();
        found.non_negative(&format!("nutrition.micronutrients.{key}"), Some(value));
    }
}

/// The problems found so far.
#[derive(Default)]
struct Problems(Vec<FieldProblem>);

impl Problems {
    fn add(&mut self, field: &str, message: impl Into<String>) {
        self.0.push(FieldProblem {
            field: field.to_owned(),
            message: message.into(),
        });
    }

    fn length(&mut self, field: &str, text: &str, max: usize) {
        let chars = text.chars().count();
        if chars > max {
            self.add(
                field,
                format!("is {chars} characters long; at most {max} are allowed"),
            );
        }
    }

    fn optional_length(&mut self, field: &str, text: Option<&str>, max: usize) {
        if let Some(text) = text {
            self.length(field, text, max);
        }
    }

    /// Whether the list is within `max` entries; its entries are only checked when it is, so an
    /// oversized list yields one problem rather than thousands.
    fn count(&mut self, field: &str, len: usize, max: usize) -> bool {
        if len > max {
            self.add(
                field,
                format!("has {len} entries; at most {max} are allowed"),
            );
        }
        len <= max
    }

    fn non_negative(&mut self, field: &str, value: Option<f64>) {
        if value.is_some_and(|v| !v.is_finite() || v < 0.0) {
            self.add(field, "must be a non-negative number");
        }
    }
}

#[cfg(test)]
mod tests {
    use serde_json::{Value, json};

    use super::*;

    fn recipe(fields: Value) -> Recipe {
        let mut base = json!({"name": "Soup", "ingredients": [{"text": "1 l water"}], "instructions": ["Boil."]});
        if let (Some(base), Some(fields)) = (base.as_object_mut(), fields.as_object()) {
            base.extend(fields.clone());
        }
        serde_json::from_value(base).expect("recipe JSON")
    }

    fn fields_of(fields: Value) -> Vec<String> {
        recipe_problems(&recipe(fields))
            .into_iter()
            .map(|p| p.field)
            .collect()
    }

    #[test]
    fn a_plain_recipe_has_no_problems() {
        assert_eq!(fields_of(json!({})), Vec::<String>::new());
        let full = json!({
            "servings": 1, "imageUrl": "https://img.example/soup.jpg",
            "nutrition": {"calories": 0, "protein_g": 4.5, "micronutrients": {"sodium_mg": 0}},
            "tags": ["soup"], "yield": "1 pot"
        });
        assert_eq!(fields_of(full), Vec::<String>::new());
    }

    #[test]
    fn zero_servings_is_refused() {
        assert_eq!(fields_of(json!({"servings": 0})), ["servings"]);
    }

    #[test]
    fn only_web_image_urls_are_accepted() {
        for bad in [
            "javascript:alert(1)",
            "data:image/png;base64,AAAA",
            "file:///etc/passwd",
            "ftp://img.example/a.jpg",
            "/images/soup.jpg",
            "",
            "https://",
        ] {
            assert_eq!(fields_of(json!({"imageUrl": bad})), ["imageUrl"], "{bad}");
        }
        assert_eq!(
            fields_of(json!({"imageUrl": "HTTP://img.example/a.jpg"})),
            Vec::<String>::new()
        );
    }

    #[test]
    fn negative_nutrition_names_the_nutrient() {
        let fields = fields_of(json!({"nutrition": {
            "calories": -1, "fiber_g": -0.5, "micronutrients": {"sodium_mg": -3, "iron_mg": 2}
        }}));
        assert_eq!(
            fields,
            [
                "nutrition.calories",
                "nutrition.fiber_g",
                "nutrition.micronutrients.sodium_mg"
            ]
        );
    }

    #[test]
    fn lists_and_texts_are_bounded() {
        let many: Vec<Value> = (0..=MAX_INGREDIENTS)
            .map(|i| json!({"text": format!("{i} g salt")}))
            .collect();
        let problems = recipe_problems(&recipe(json!({"ingredients": many})));
        assert_eq!(
            problems.len(),
            1,
            "one problem for the list, none per entry"
        );
        assert_eq!(
            problems[0].to_string(),
            "ingredients has 201 entries; at most 200 are allowed"
        );
        let steps = vec!["Stir."; MAX_INSTRUCTIONS + 1];
        assert_eq!(fields_of(json!({"instructions": steps})), ["instructions"]);
        let at_limits = json!({
            "name": "é".repeat(MAX_NAME_CHARS),
            "ingredients": [{"text": "x".repeat(MAX_INGREDIENT_CHARS)}],
            "instructions": ["y".repeat(MAX_STEP_CHARS)],
        });
        assert_eq!(fields_of(at_limits), Vec::<String>::new());
        let over = json!({
            "name": "é".repeat(MAX_NAME_CHARS + 1),
            "description": "d".repeat(MAX_DESCRIPTION_CHARS + 1),
            "ingredients": [{"text": "1 egg", "name": "n".repeat(MAX_INGREDIENT_CHARS + 1)}],
            "instructions": ["Stir.", "y".repeat(MAX_STEP_CHARS + 1)],
            "tags": ["t".repeat(MAX_LABEL_CHARS + 1)],
        });
        assert_eq!(
            fields_of(over),
            [
                "name",
                "description",
                "ingredients[0].name",
                "instructions[1]",
                "tags[0]"
            ]
        );
    }

    #[test]
    fn a_recipe_within_every_field_limit_may_still_be_too_big_as_a_whole() {
        let steps = |n: usize| vec!["s".repeat(MAX_STEP_CHARS); n];
        let fits = MAX_RECIPE_BYTES / MAX_STEP_CHARS - 1;
        assert_eq!(
            fields_of(json!({"instructions": steps(fits)})),
            Vec::<String>::new()
        );
        let problems = recipe_problems(&recipe(json!({"instructions": steps(fits + 2)})));
        assert_eq!(problems.len(), 1);
        assert_eq!(problems[0].field, "recipe");
        assert!(
            problems[0].message.contains("at most 262144"),
            "{}",
            problems[0]
        );
    }
}
