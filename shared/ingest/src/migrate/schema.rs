//! The common end of every app reader: pieces of a schema.org Recipe node built from an app's
//! own fields, and the node read into a canonical recipe with parsed lines and its source.

use cookbook_domain::{ExtractionMethod, RecipeSource};
use jiff::Timestamp;
use serde_json::{Value, json};

use super::Item;
use crate::jsonld::recipe_node::{Graph, read_recipe};
use crate::with_parsed_ingredients;

/// Where the app says a recipe came from.
#[derive(Debug, Default)]
pub(super) struct Provenance {
    pub url: Option<String>,
    pub site_name: Option<String>,
}

/// Reads a schema.org Recipe node into a recipe of the user's collection.
pub(super) fn recipe_of(
    node: &Value,
    provenance: Provenance,
    imported_at: Timestamp,
) -> Result<Item, String> {
    let read = read_recipe(node, &Graph::default(), None);
    if read.recipe.name.trim().is_empty() {
        return Err("the recipe has no name".to_owned());
    }
    let mut recipe = with_parsed_ingredients(read.recipe);
    recipe.source = provenance
        .url
        .as_deref()
        .map(str::trim)
        .filter(|url| crate::is_page_url(url) && !url.starts_with("file:"))
        .and_then(|url| {
            let mut source = RecipeSource::new(url, imported_at, ExtractionMethod::JsonLd)?;
            // Not extracted by this app: the other app wrote it down.
            source.extraction_method = None;
            source.site_name = provenance.site_name.or(read.publisher);
            source.author = read.author;
            Some(source)
        });
    Ok(Item::Recipe(Box::new(recipe)))
}

/// Lines grouped under headings as `recipeIngredient`: plain strings, and a
/// `{"name", "itemListElement"}` object per named group.
pub(super) fn ingredient_groups(lines: Vec<(Option<String>, String)>) -> Value {
    Value::Array(
        runs(lines)
            .into_iter()
            .flat_map(|(group, lines)| match group {
                Some(name) => vec![json!({"name": name, "itemListElement": lines})],
                None => lines.into_iter().map(Value::String).collect(),
            })
            .collect(),
    )
}

/// Steps grouped under section names as `recipeInstructions` (HowToStep / HowToSection).
pub(super) fn instruction_sections(steps: Vec<(Option<String>, String)>) -> Value {
    let step = |text: String| json!({"@type": "HowToStep", "text": text});
    Value::Array(
        runs(steps)
            .into_iter()
            .flat_map(|(section, steps)| match section {
                Some(name) => vec![json!({
                    "@type": "HowToSection",
                    "name": name,
                    "itemListElement": steps.into_iter().map(step).collect::<Vec<_>>(),
                })],
                None => steps.into_iter().map(step).collect(),
            })
            .collect(),
    )
}

/// Consecutive items of the same group, in order.
fn runs(items: Vec<(Option<String>, String)>) -> Vec<(Option<String>, Vec<String>)> {
    let mut runs: Vec<(Option<String>, Vec<String>)> = Vec::new();
    for (group, text) in items {
        let text = text.trim().to_owned();
        if text.is_empty() {
            continue;
        }
        let group = group.map(|g| g.trim().to_owned()).filter(|g| !g.is_empty());
        match runs.last_mut() {
            Some((last, lines)) if *last == group => lines.push(text),
            _ => runs.push((group, vec![text])),
        }
    }
    runs
}

/// Lines where some are headings of the lines after them; `heading` says which and returns the
/// heading's name.
pub(super) fn under_headings(
    lines: impl IntoIterator<Item = String>,
    heading: impl Fn(&str) -> Option<String>,
) -> Vec<(Option<String>, String)> {
    let mut group = None;
    let mut out = Vec::new();
    for line in lines {
        match heading(line.trim()) {
            Some(name) => group = Some(name),
            None => out.push((group.clone(), line)),
        }
    }
    out
}

/// A quantity with a unit as schema.org's text (`"12 g"`), when there is a quantity.
pub(super) fn amount(value: Option<&Value>, unit: &str) -> Option<Value> {
    let number = match value? {
        Value::Number(n) => n.as_f64()?,
        Value::String(s) => s.trim().parse().ok()?,
        _ => return None,
    };
    Some(Value::String(format!("{number} {unit}").trim().to_owned()))
}

/// A string property, trimmed, when non-empty.
pub(super) fn text(node: &Value, key: &str) -> Option<String> {
    node.get(key)
        .and_then(Value::as_str)
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(str::to_owned)
}

/// The items of a list property; none when it is missing or not a list.
pub(super) fn items<'v>(node: &'v Value, key: &str) -> impl Iterator<Item = &'v Value> {
    node.get(key)
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
}

/// The `name` of every object in a list (Mealie's and Tandoor's tags and categories).
pub(super) fn names(node: &Value, key: &str) -> Vec<String> {
    items(node, key)
        .filter_map(|item| match item {
            Value::String(s) => Some(s.trim().to_owned()),
            object => text(object, "name"),
        })
        .filter(|name| !name.is_empty())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn runs_keep_order_and_merge_neighbours() {
        let grouped = ingredient_groups(vec![
            (None, "salt".into()),
            (Some("Sauce".into()), "1 cup cream".into()),
            (Some("Sauce".into()), "2 tbsp butter".into()),
            (None, " ".into()),
            (Some(" ".into()), "pepper".into()),
        ]);
        assert_eq!(
            grouped,
            json!(["salt", {"name": "Sauce", "itemListElement": ["1 cup cream", "2 tbsp butter"]}, "pepper"])
        );
    }
}
