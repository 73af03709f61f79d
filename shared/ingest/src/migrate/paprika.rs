//! Paprika's `.paprikarecipes` export: a zip of `NAME.paprikarecipe` entries, each a gzipped JSON
//! recipe with `ingredients` and `directions` as newline-separated text, `categories`,
//! free-text `prep_time` / `cook_time` / `total_time` and `servings`, `nutritional_info` as
//! `Label: value` lines, `source` (the site) and `source_url`, `image_url` and `photo_data`.

use std::io::Read;

use flate2::read::GzDecoder;
use jiff::Timestamp;
use serde_json::{Map, Value, json};

use super::archive::Archive;
use super::schema::{self, Provenance, ingredient_groups, text, under_headings};
use super::{Item, ReadItem, read_each};

/// Paprika's nutrition labels (lowercase) and the schema.org property each fills.
const NUTRITION_LABELS: &[(&str, &str)] = &[
    ("calories", "calories"),
    ("protein", "proteinContent"),
    ("fat", "fatContent"),
    ("total fat", "fatContent"),
    ("carbohydrates", "carbohydrateContent"),
    ("carbs", "carbohydrateContent"),
    ("total carbohydrate", "carbohydrateContent"),
    ("fiber", "fiberContent"),
    ("dietary fiber", "fiberContent"),
    ("sodium", "sodiumContent"),
];

pub(super) fn recognises(archive: &Archive) -> bool {
    archive.with_extension("paprikarecipe").next().is_some()
}

pub(super) fn read(archive: &Archive, imported_at: Timestamp) -> Vec<ReadItem> {
    read_each(archive.with_extension("paprikarecipe"), |entry| {
        let mut json = String::new();
        GzDecoder::new(entry.bytes.as_slice())
            .read_to_string(&mut json)
            .map_err(|e| format!("not a gzipped Paprika recipe: {e}"))?;
        let paprika: Value =
            serde_json::from_str(&json).map_err(|e| format!("not valid JSON: {e}"))?;
        recipe(&paprika, imported_at)
    })
}

fn recipe(paprika: &Value, imported_at: Timestamp) -> Result<Item, String> {
    if !paprika.is_object() {
        return Err("not a Paprika recipe: the JSON is not an object".to_owned());
    }
    let lines = text(paprika, "ingredients")
        .map(|all| all.lines().map(str::to_owned).collect::<Vec<_>>())
        .unwrap_or_default();
    let node = json!({
        "@type": "Recipe",
        "name": paprika.get("name"),
        "description": paprika.get("description"),
        "recipeYield": paprika.get("servings"),
        "prepTime": paprika.get("prep_time"),
        "cookTime": paprika.get("cook_time"),
        "totalTime": paprika.get("total_time"),
        "recipeCategory": paprika.get("categories"),
        "image": paprika.get("image_url"),
        "recipeIngredient": ingredient_groups(under_headings(lines, heading)),
        "recipeInstructions": paprika.get("directions"),
        "nutrition": text(paprika, "nutritional_info").map(|info| nutrition(&info)),
    });
    let provenance = Provenance {
        url: text(paprika, "source_url"),
        site_name: text(paprika, "source"),
    };
    schema::recipe_of(&node, provenance, imported_at)
}

/// A line Paprika users write as a section heading: `For the sauce:` (no quantity before the
/// colon, nothing after it).
fn heading(line: &str) -> Option<String> {
    let name = line.strip_suffix(':')?.trim();
    let plain = !name.is_empty() && !name.chars().any(|c| c.is_ascii_digit());
    plain.then(|| name.to_owned())
}

/// `Calories: 320`, `Protein: 12 g` lines as a NutritionInformation object.
fn nutrition(info: &str) -> Value {
    let mut facts = Map::new();
    for line in info.lines() {
        let Some((label, value)) = line.split_once(':') else {
            continue;
        };
        let label = label.trim().to_lowercase();
        if let Some((_, key)) = NUTRITION_LABELS.iter().find(|(known, _)| *known == label) {
            facts.insert((*key).to_owned(), Value::String(value.trim().to_owned()));
        }
    }
    Value::Object(facts)
}
