//! Mealie's recipe export: a zip with `recipes/{slug}/{slug}.json` per recipe (images beside it
//! under `images/`). The JSON is Mealie's recipe model in camelCase: schema.org names for most
//! fields, `{name}` objects for tags and categories, structured ingredients whose `title` starts
//! a group, and instructions whose `title` starts a section.

use jiff::Timestamp;
use serde_json::{Value, json};

use super::archive::{Archive, Entry};
use super::schema::{self, Provenance, ingredient_groups, instruction_sections, names, text};
use super::{Item, ReadItem, read_each};

/// A recipe file: a JSON file inside a `recipes/` folder.
fn is_recipe_file(entry: &Entry) -> bool {
    entry.has_extension("json") && format!("/{}", entry.folder()).contains("/recipes/")
}

pub(super) fn recognises(archive: &Archive) -> bool {
    archive
        .entries
        .iter()
        .filter(|entry| is_recipe_file(entry))
        .any(|entry| entry.json().is_ok_and(|json| json.get("slug").is_some()))
}

pub(super) fn read(archive: &Archive, imported_at: Timestamp) -> Vec<ReadItem> {
    let files = archive.entries.iter().filter(|entry| is_recipe_file(entry));
    read_each(files, |entry| recipe(&entry.json()?, imported_at))
}

fn recipe(mealie: &Value, imported_at: Timestamp) -> Result<Item, String> {
    if !mealie.is_object() {
        return Err("not a Mealie recipe: the JSON is not an object".to_owned());
    }
    let mut node = json!({
        "@type": "Recipe",
        "name": mealie.get("name"),
        "description": mealie.get("description"),
        "recipeYield": mealie.get("recipeYield").filter(|y| !is_blank(y))
            .or_else(|| mealie.get("recipeServings")),
        "prepTime": mealie.get("prepTime"),
        "cookTime": mealie.get("cookTime").filter(|t| !is_blank(t))
            .or_else(|| mealie.get("performTime")),
        "totalTime": mealie.get("totalTime"),
        "recipeCategory": names(mealie, "recipeCategory"),
        "keywords": names(mealie, "tags"),
        "recipeIngredient": ingredient_groups(ingredients(mealie)),
        "recipeInstructions": instruction_sections(instructions(mealie)),
        "nutrition": mealie.get("nutrition"),
    });
    // Mealie keeps its pictures as files; an `image` that is a web address is kept.
    if let Some(image) = text(mealie, "image").filter(|i| i.starts_with("http")) {
        node["image"] = Value::String(image);
    }
    let provenance = Provenance {
        url: text(mealie, "orgURL"),
        site_name: None,
    };
    schema::recipe_of(&node, provenance, imported_at)
}

fn is_blank(value: &&Value) -> bool {
    value.is_null() || value.as_str().is_some_and(|s| s.trim().is_empty())
}

/// The ingredient lines with their groups: the line as the user wrote it (`originalText`,
/// else Mealie's `display`, else its parts), grouped from each `title` on.
fn ingredients(mealie: &Value) -> Vec<(Option<String>, String)> {
    let mut group = None;
    let mut lines = Vec::new();
    for ingredient in schema::items(mealie, "recipeIngredient") {
        if let Value::String(line) = ingredient {
            lines.push((group.clone(), line.clone()));
            continue;
        }
        if let Some(title) = text(ingredient, "title") {
            group = Some(title);
        }
        let line = text(ingredient, "originalText")
            .or_else(|| text(ingredient, "display"))
            .unwrap_or_else(|| parts(ingredient));
        lines.push((group.clone(), line));
    }
    lines
}

/// `quantity unit food, note` from a structured ingredient's parts.
fn parts(ingredient: &Value) -> String {
    let quantity = ingredient
        .get("quantity")
        .and_then(Value::as_f64)
        .filter(|q| *q > 0.0)
        .map(|q| q.to_string());
    let named = |key: &str| ingredient.get(key).and_then(|part| text(part, "name"));
    let words: Vec<String> = [quantity, named("unit"), named("food")]
        .into_iter()
        .flatten()
        .collect();
    let mut line = words.join(" ");
    if let Some(note) = text(ingredient, "note") {
        line = if line.is_empty() {
            note
        } else {
            format!("{line}, {note}")
        };
    }
    line
}

/// The steps with their sections, a section running from each titled step on.
fn instructions(mealie: &Value) -> Vec<(Option<String>, String)> {
    let mut section = None;
    let mut steps = Vec::new();
    for step in schema::items(mealie, "recipeInstructions") {
        if let Some(title) = text(step, "title") {
            section = Some(title);
        }
        if let Some(body) = text(step, "text") {
            steps.push((section.clone(), body));
        }
    }
    steps
}
