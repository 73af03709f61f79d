//! The Nextcloud Cookbook layout, both ways: a zip with `NAME/recipe.json` per recipe, each a
//! schema.org Recipe (Mealie's and Tandoor's importers read it too). Ingredient groups are
//! `## Group` heading lines inside `recipeIngredient`, as Nextcloud Cookbook writes them;
//! instruction sections are HowToSections. What schema.org cannot say exactly (meal types,
//! nutrition to the milligram, yield next to servings) rides in a `cookbook` property that
//! other apps ignore and our import reads back, so an export imports as the same recipes.

use std::collections::HashSet;
use std::io::{Cursor, Write};

use cookbook_domain::recipe::MealType;
use cookbook_domain::{Nutrition, Recipe};
use jiff::Timestamp;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value, json};
use zip::write::SimpleFileOptions;

use super::archive::{Archive, Entry};
use super::schema::{self, Provenance, ingredient_groups, text, under_headings};
use super::{Item, ReadItem, read_each};
use crate::jsonld::recipe_node::has_type;

/// The file each recipe folder holds.
const RECIPE_FILE: &str = "recipe.json";
/// The marker of an ingredient line that heads a group.
const GROUP_HEADING: &str = "## ";

/// What the `cookbook` property carries beside the schema.org fields.
#[derive(Debug, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
struct Extension {
    #[serde(default)]
    meal_types: Vec<MealType>,
    #[serde(default)]
    nutrition: Option<Nutrition>,
    #[serde(default)]
    r#yield: Option<String>,
    #[serde(default)]
    servings: Option<u32>,
}

fn is_recipe_file(entry: &Entry) -> bool {
    entry.file_name() == RECIPE_FILE
}

pub(super) fn recognises(archive: &Archive) -> bool {
    archive
        .entries
        .iter()
        .filter(|entry| is_recipe_file(entry))
        .any(|entry| entry.json().is_ok_and(|json| has_type(&json, "Recipe")))
}

pub(super) fn read(archive: &Archive, imported_at: Timestamp) -> Vec<ReadItem> {
    let files = archive.entries.iter().filter(|entry| is_recipe_file(entry));
    read_each(files, |entry| recipe(entry.json()?, imported_at))
}

fn recipe(mut node: Value, imported_at: Timestamp) -> Result<Item, String> {
    if !has_type(&node, "Recipe") {
        return Err("not a schema.org Recipe: @type is not Recipe".to_owned());
    }
    if let Some(Value::Array(lines)) = node.get("recipeIngredient") {
        let lines = lines.iter().filter_map(Value::as_str).map(str::to_owned);
        let grouped = under_headings(lines, |line| {
            line.strip_prefix(GROUP_HEADING.trim_end())
                .map(|name| name.trim().to_owned())
        });
        node["recipeIngredient"] = ingredient_groups(grouped);
    }
    let extension: Extension = node
        .get("cookbook")
        .cloned()
        .map(serde_json::from_value)
        .transpose()
        .map_err(|e| format!("the `cookbook` property is not ours: {e}"))?
        .unwrap_or_default();
    let provenance = Provenance {
        url: text(&node, "url"),
        site_name: None,
    };
    let Item::Recipe(mut recipe) = schema::recipe_of(&node, provenance, imported_at)? else {
        unreachable!("recipe_of reads recipes")
    };
    recipe.meal_types = extension.meal_types;
    if extension.nutrition.is_some() {
        recipe.nutrition = extension.nutrition;
    }
    if extension.r#yield.is_some() || extension.servings.is_some() {
        recipe.r#yield = extension.r#yield;
        recipe.servings = extension.servings;
    }
    Ok(Item::Recipe(recipe))
}

/// A recipe as Nextcloud Cookbook's `recipe.json`.
pub fn recipe_json(recipe: &Recipe) -> Value {
    let minutes = |m: Option<u32>| m.map(|m| format!("PT{m}M"));
    let mut ingredients = Vec::new();
    let mut group = None;
    for ingredient in &recipe.ingredients {
        if ingredient.group != group {
            if let Some(name) = &ingredient.group {
                ingredients.push(format!("{GROUP_HEADING}{name}"));
            }
            group = ingredient.group.clone();
        }
        ingredients.push(ingredient.text.clone());
    }
    let source = recipe.source.as_ref();
    let mut node = json!({
        "@context": "https://schema.org",
        "@type": "Recipe",
        "name": recipe.name,
        "description": recipe.description,
        "url": source.map(|s| &s.url),
        "author": source.and_then(|s| s.author.as_ref()).map(|name| json!({"@type": "Person", "name": name})),
        "publisher": source.and_then(|s| s.site_name.as_ref()).map(|name| json!({"@type": "Organization", "name": name})),
        "image": recipe.image_url,
        "imageUrl": recipe.image_url,
        "recipeYield": recipe.r#yield.clone().or_else(|| recipe.servings.map(|s| s.to_string())),
        "prepTime": minutes(recipe.prep_time_minutes),
        "cookTime": minutes(recipe.cook_time_minutes),
        "totalTime": minutes(recipe.total_time_minutes),
        "recipeCuisine": recipe.cuisine.join(", "),
        "recipeCategory": recipe.category.join(", "),
        "keywords": recipe.tags.join(","),
        "suitableForDiet": recipe.diet_type.iter().map(|diet| format!("https://schema.org/{}Diet", diet.replace(' ', ""))).collect::<Vec<_>>(),
        "recipeIngredient": ingredients,
        "recipeInstructions": instructions(recipe),
        "nutrition": recipe.nutrition.as_ref().map(nutrition_information),
        "dateCreated": recipe.created_at,
        "dateModified": recipe.updated_at,
        "cookbook": Extension {
            meal_types: recipe.meal_types.clone(),
            nutrition: recipe.nutrition.clone(),
            r#yield: recipe.r#yield.clone(),
            servings: recipe.servings,
        },
    });
    if let Value::Object(map) = &mut node {
        let empty = |value: &Value| match value {
            Value::Null => true,
            Value::String(s) => s.is_empty(),
            Value::Array(items) => items.is_empty(),
            _ => false,
        };
        map.retain(|_, value| !empty(value));
    }
    node
}

/// The steps as HowToSteps, those inside a named group in its HowToSection.
fn instructions(recipe: &Recipe) -> Vec<Value> {
    let step = |text: &String| json!({"@type": "HowToStep", "text": text});
    let mut out = Vec::new();
    let mut index = 0;
    let mut groups = recipe.instruction_groups.iter().peekable();
    while index < recipe.instructions.len() {
        match groups.peek() {
            Some(group) if group.start <= index => {
                let end = group.end.min(recipe.instructions.len()).max(index + 1);
                out.push(json!({
                    "@type": "HowToSection",
                    "name": group.name,
                    "itemListElement": recipe.instructions[index..end].iter().map(step).collect::<Vec<_>>(),
                }));
                index = end;
                groups.next();
            }
            _ => {
                out.push(step(&recipe.instructions[index]));
                index += 1;
            }
        }
    }
    out
}

/// schema.org NutritionInformation: the five headline values and sodium, with units.
fn nutrition_information(nutrition: &Nutrition) -> Value {
    let mut facts = Map::from_iter([("@type".to_owned(), json!("NutritionInformation"))]);
    let mut put = |key: &str, value: Option<f64>, unit: &str| {
        if let Some(value) = value {
            facts.insert(key.to_owned(), json!(format!("{value} {unit}")));
        }
    };
    put("calories", nutrition.calories, "kcal");
    put("proteinContent", nutrition.protein_g, "g");
    put("fatContent", nutrition.fat_g, "g");
    put("carbohydrateContent", nutrition.carbs_g, "g");
    put("fiberContent", nutrition.fiber_g, "g");
    let sodium = nutrition
        .micronutrients
        .get(&cookbook_domain::Nutrient::SodiumMg)
        .copied();
    put("sodiumContent", sodium, "mg");
    Value::Object(facts)
}

/// The recipes as a Nextcloud Cookbook zip: `NAME/recipe.json` each, names made unique.
pub fn write_zip(recipes: &[Recipe]) -> std::io::Result<Vec<u8>> {
    let mut zip = zip::ZipWriter::new(Cursor::new(Vec::new()));
    let options = SimpleFileOptions::default();
    let mut used = HashSet::new();
    for recipe in recipes {
        let folder = unique_folder(&recipe.name, &mut used);
        zip.start_file(format!("{folder}/{RECIPE_FILE}"), options)?;
        let json = serde_json::to_vec_pretty(&recipe_json(recipe))?;
        zip.write_all(&json)?;
    }
    Ok(zip.finish()?.into_inner())
}

/// A folder name from the recipe's name: no path separators or control characters, at most
/// 100 characters, and ` (2)`, ` (3)` … after a name already used (in any case).
fn unique_folder(name: &str, used: &mut HashSet<String>) -> String {
    let cleaned: String = name
        .chars()
        .map(|c| {
            if c.is_control() || matches!(c, '/' | '\\' | ':' | '*' | '?' | '"' | '<' | '>' | '|') {
                ' '
            } else {
                c
            }
        })
        .take(100)
        .collect();
    // Leading and trailing dots would make `..` or hidden folders.
    let base = cleaned
        .trim_matches(|c: char| c == '.' || c.is_whitespace())
        .to_owned();
    let base = if base.is_empty() {
        "Recipe".to_owned()
    } else {
        base
    };
    let mut candidate = base.clone();
    let mut count = 1;
    while !used.insert(candidate.to_lowercase()) {
        count += 1;
        candidate = format!("{base} ({count})");
    }
    candidate
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn folder_names_are_safe_and_unique() {
        let mut used = HashSet::new();
        assert_eq!(unique_folder("Soup / Stew", &mut used), "Soup   Stew");
        assert_eq!(unique_folder("soup   stew", &mut used), "soup   stew (2)");
        assert_eq!(unique_folder("../..", &mut used), "Recipe");
        assert_eq!(unique_folder("", &mut used), "Recipe (2)");
    }
}
