//! Tandoor's default export format: a zip holding one zip per recipe, each with `recipe.json`
//! (and `image.*`). The JSON has `keywords`, `steps` (each with its `instruction` and its own
//! `ingredients` of `food`, `unit`, `amount`, `note`, `is_header`, `no_amount`), whole-minute
//! `working_time` and `waiting_time`, `servings` with `servings_text`, `nutrition` in grams and
//! kcal, and `source_url`.

use jiff::Timestamp;
use serde_json::{Value, json};

use super::archive::{Archive, Entry};
use super::schema::{
    self, Provenance, amount, ingredient_groups, instruction_sections, names, text,
};
use super::{Item, ReadItem, read_each};

pub(super) fn recognises(archive: &Archive) -> bool {
    archive.with_extension("zip").any(|inner| {
        Archive::from_zip(&inner.bytes).is_ok_and(|recipe| recipe_file(&recipe).is_some())
    })
}

pub(super) fn read(archive: &Archive, imported_at: Timestamp) -> Vec<ReadItem> {
    read_each(archive.with_extension("zip"), |inner| {
        let recipe = Archive::from_zip(&inner.bytes).map_err(|e| e.to_string())?;
        let file = recipe_file(&recipe).ok_or("the recipe zip holds no recipe.json")?;
        self::recipe(&file.json()?, imported_at)
    })
}

fn recipe_file(archive: &Archive) -> Option<&Entry> {
    archive.with_extension("json").next()
}

fn recipe(tandoor: &Value, imported_at: Timestamp) -> Result<Item, String> {
    if !tandoor.is_object() {
        return Err("not a Tandoor recipe: the JSON is not an object".to_owned());
    }
    let (ingredients, steps) = steps(tandoor);
    let minutes = |key: &str| tandoor.get(key).and_then(Value::as_u64).filter(|m| *m > 0);
    let servings = tandoor
        .get("servings")
        .and_then(Value::as_u64)
        .filter(|s| *s > 0);
    let recipe_yield = servings.map(|count| match text(tandoor, "servings_text") {
        Some(what) => format!("{count} {what}"),
        None => count.to_string(),
    });
    let nutrition = tandoor
        .get("nutrition")
        .filter(|n| n.is_object())
        .map(|facts| {
            json!({
                "calories": amount(facts.get("calories"), "kcal"),
                "proteinContent": amount(facts.get("proteins"), "g"),
                "fatContent": amount(facts.get("fats"), "g"),
                "carbohydrateContent": amount(facts.get("carbohydrates"), "g"),
            })
        });
    let node = json!({
        "@type": "Recipe",
        "name": tandoor.get("name"),
        "description": tandoor.get("description"),
        "keywords": names(tandoor, "keywords"),
        // Working time is the cook's hands-on time; waiting time is the oven's or the fridge's.
        "prepTime": minutes("working_time"),
        "cookTime": minutes("waiting_time"),
        "recipeYield": recipe_yield,
        "recipeIngredient": ingredient_groups(ingredients),
        "recipeInstructions": instruction_sections(steps),
        "nutrition": nutrition,
    });
    let provenance = Provenance {
        url: text(tandoor, "source_url"),
        site_name: None,
    };
    schema::recipe_of(&node, provenance, imported_at)
}

type Grouped = Vec<(Option<String>, String)>;

/// The ingredient lines (grouped under header ingredients, else under their step's name) and
/// the steps (sectioned by the step's name).
fn steps(tandoor: &Value) -> (Grouped, Grouped) {
    let mut ingredients = Vec::new();
    let mut steps = Vec::new();
    for step in schema::items(tandoor, "steps") {
        let name = text(step, "name");
        let mut group = name.clone();
        for ingredient in schema::items(step, "ingredients") {
            if ingredient.get("is_header").and_then(Value::as_bool) == Some(true) {
                group = text(ingredient, "note").or_else(|| food(ingredient));
                continue;
            }
            ingredients.push((group.clone(), line(ingredient)));
        }
        if let Some(instruction) = text(step, "instruction") {
            steps.push((name, instruction));
        }
    }
    (ingredients, steps)
}

fn food(ingredient: &Value) -> Option<String> {
    ingredient.get("food").and_then(|food| text(food, "name"))
}

/// `amount unit food, note`, the amount left out when the line has none.
fn line(ingredient: &Value) -> String {
    let no_amount = ingredient.get("no_amount").and_then(Value::as_bool) == Some(true);
    let quantity = ingredient
        .get("amount")
        .and_then(|a| a.as_f64().or_else(|| a.as_str()?.trim().parse().ok()))
        .filter(|a| *a > 0.0 && !no_amount)
        .map(|a| a.to_string());
    let unit = ingredient.get("unit").and_then(|unit| text(unit, "name"));
    let words: Vec<String> = [quantity, unit, food(ingredient)]
        .into_iter()
        .flatten()
        .collect();
    let head = words.join(" ");
    match text(ingredient, "note") {
        Some(note) if head.is_empty() => note,
        Some(note) => format!("{head}, {note}"),
        None => head,
    }
}
