//! Extraction from microdata (`itemscope itemtype=".../Recipe"` with `itemprop`s): each Recipe
//! item is converted into the JSON value JSON-LD would hold, then read by the same rules.

use std::collections::{HashMap, HashSet};
use std::sync::LazyLock;

use cookbook_domain::ExtractionMethod;
use scraper::{ElementRef, Html, Selector};
use serde_json::{Map, Value};
use url::Url;

use crate::byline::{byline_name, page_author, page_site_name};
use crate::extracted::ExtractedRecipe;
use crate::jsonld::recipe_node::{Graph, MAX_DEPTH, choose_main};
use crate::jsonld::selector;

static ITEMS: LazyLock<Selector> = LazyLock::new(|| selector("[itemscope][itemtype]"));

/// Most Recipe items read from one page, and most properties read from one item: real pages
/// have a handful and a few hundred, so the bounds only stop hostile pages.
const MAX_ITEMS: usize = 32;
const MAX_PROPERTIES: usize = 2_000;

/// How far up a wrapping element of the same property is looked for.
const MAX_WRAPPER_DISTANCE: usize = 256;

/// Properties whose value is a URL even on an `<a>`, where other properties take the link text.
const URL_PROPERTIES: &[&str] = &[
    "image",
    "photo",
    "thumbnailUrl",
    "contentUrl",
    "url",
    "sameAs",
];

/// The main recipe in the page's microdata, or `None` when there is no usable Recipe item.
pub fn from_microdata(document: &Html, page_url: &str) -> Option<ExtractedRecipe> {
    let items: Vec<Value> = document
        .select(&ITEMS)
        .filter(|item| item_type(*item).is_some_and(|t| t.eq_ignore_ascii_case("Recipe")))
        .take(MAX_ITEMS)
        .map(|item| item_value(item, 0))
        .collect();
    let base = Url::parse(page_url).ok();
    let title = crate::jsonld::head_title(document);
    let (node, mut read) = choose_main(
        items.iter(),
        &Graph::default(),
        base.as_ref(),
        title.as_deref(),
    )?;
    read.recipe.image_url = crate::image::best_image(
        document,
        read.recipe.image_url.as_deref(),
        node.get("image"),
        base.as_ref(),
    );
    let site_name = read.publisher.or_else(|| page_site_name(document));
    Some(ExtractedRecipe {
        method: ExtractionMethod::Microdata,
        recipe: read.recipe,
        author: read
            .author
            .and_then(|author| byline_name(&author))
            .or_else(|| page_author(document, site_name.as_deref())),
        site_name,
        structured_data: Some(node.clone()),
    })
}

/// The last path segment of the item's first `itemtype` (`http://schema.org/Recipe` → `Recipe`).
fn item_type(item: ElementRef<'_>) -> Option<&str> {
    let first = item.value().attr("itemtype")?.split_whitespace().next()?;
    first.trim_end_matches('/').rsplit(['/', '#']).next()
}

/// The item as a JSON object: `@type` plus each property, repeated properties as arrays.
fn item_value(item: ElementRef<'_>, depth: usize) -> Value {
    let mut map = Map::new();
    if let Some(t) = item_type(item) {
        map.insert("@type".to_owned(), Value::String(t.to_owned()));
    }
    let properties = item_properties(item);
    let wrappers = wrapper_properties(item, &properties);
    for (index, (name, element)) in properties.iter().enumerate() {
        if wrappers.contains(&index) {
            continue;
        }
        let value = if element.value().attr("itemscope").is_some() {
            if depth >= MAX_DEPTH {
                continue;
            }
            item_value(*element, depth + 1)
        } else {
            property_value(*element, name)
        };
        match map.get_mut(name.as_str()) {
            Some(Value::Array(values)) => values.push(value),
            Some(existing) => *existing = Value::Array(vec![existing.take(), value]),
            None => {
                map.insert(name.clone(), value);
            }
        }
    }
    Value::Object(map)
}

/// Every `(property name, element)` of the item, in document order, without entering nested items.
fn item_properties(item: ElementRef<'_>) -> Vec<(String, ElementRef<'_>)> {
    let mut properties = Vec::new();
    // An explicit stack, since page nesting can be deeper than the call stack allows.
    let mut pending: Vec<_> = item.children().rev().collect();
    while let Some(node) = pending.pop() {
        let Some(element) = ElementRef::wrap(node) else {
            continue;
        };
        let attrs = element.value();
        if let Some(names) = attrs.attr("itemprop") {
            properties.extend(names.split_whitespace().map(|n| (n.to_owned(), element)));
            if properties.len() >= MAX_PROPERTIES {
                break;
            }
        }
        if attrs.attr("itemscope").is_none() {
            pending.extend(node.children().rev());
        }
    }
    properties
}

/// The indexes of properties that wrap more of the same property
/// (`<div itemprop=x><li itemprop=x>`), whose text would repeat their children's.
fn wrapper_properties(
    item: ElementRef<'_>,
    properties: &[(String, ElementRef<'_>)],
) -> HashSet<usize> {
    let by_node: HashMap<_, usize> = properties
        .iter()
        .enumerate()
        .map(|(index, (name, element))| ((element.id(), name.as_str()), index))
        .collect();
    let mut wrappers = HashSet::new();
    for (name, element) in properties {
        let ancestors = element.ancestors().take(MAX_WRAPPER_DISTANCE);
        for ancestor in ancestors.take_while(|a| a.id() != item.id()) {
            if let Some(&index) = by_node.get(&(ancestor.id(), name.as_str())) {
                wrappers.insert(index);
            }
        }
    }
    wrappers
}

/// A property's value: the attribute microdata assigns to the element (`content`, `datetime`,
/// `src`, `href`, `value`), else its inner HTML so the line structure its tags give survives for
/// the reader.
fn property_value(element: ElementRef<'_>, name: &str) -> Value {
    let attrs = element.value();
    let tag = attrs.name();
    let from_attribute = match tag {
        _ if attrs.attr("content").is_some() => attrs.attr("content"),
        "time" => attrs.attr("datetime"),
        "img" | "audio" | "video" | "source" | "embed" | "iframe" | "track" => attrs
            .attr("src")
            .filter(|src| !src.starts_with("data:"))
            .or_else(|| attrs.attr("data-src"))
            .or_else(|| attrs.attr("data-lazy-src")),
        "link" => attrs.attr("href"),
        "a" | "area" if URL_PROPERTIES.contains(&name) => attrs.attr("href"),
        "data" | "meter" => attrs.attr("value"),
        _ => None,
    };
    // Line breaks in markup are layout; only tags separate lines.
    Value::String(from_attribute.map_or_else(
        || element.inner_html().replace(['\n', '\r'], " "),
        str::to_owned,
    ))
}

#[cfg(test)]
mod tests {
    use cookbook_domain::InstructionGroup;

    use super::*;

    const PAGE: &str = "https://cooking.example/recipes/pie";

    fn extract(body: &str) -> Option<ExtractedRecipe> {
        from_microdata(
            &Html::parse_document(&format!("<html><body>{body}</body></html>")),
            PAGE,
        )
    }

    #[test]
    fn recipe_item_properties_are_read() {
        let found = extract(
            r#"<div itemscope itemtype="https://schema.org/Recipe">
                 <h1 itemprop="name">Apple Pie</h1>
                 <div itemprop="author" itemscope itemtype="https://schema.org/Person">
                   by <span itemprop="name">Ann Baker</span></div>
                 <img itemprop="image" src="/img/pie.jpg">
                 <meta itemprop="prepTime" content="PT20M">
                 <time itemprop="cookTime" datetime="PT45M">45 minutes</time>
                 <span itemprop="recipeYield">8 slices</span>
                 <ul><li itemprop="recipeIngredient">6 apples</li>
                     <li itemprop="recipeIngredient">1 &frac12; cups sugar</li></ul>
                 <div itemprop="nutrition" itemscope itemtype="https://schema.org/NutritionInformation">
                   <span itemprop="calories">320 calories</span></div>
                 <div itemprop="recipeInstructions" itemscope itemtype="https://schema.org/HowToSection">
                   <span itemprop="name">Bake</span>
                   <div itemprop="itemListElement" itemscope itemtype="https://schema.org/HowToStep">
                     <span itemprop="text">Fill the crust.</span></div>
                   <div itemprop="itemListElement" itemscope itemtype="https://schema.org/HowToStep">
                     <span itemprop="text">Bake until golden.</span></div>
                 </div>
               </div>"#,
        )
        .expect("a recipe");
        let recipe = &found.recipe;
        assert_eq!(found.method, ExtractionMethod::Microdata);
        assert_eq!(recipe.name, "Apple Pie");
        assert_eq!(found.author.as_deref(), Some("Ann Baker"));
        assert_eq!(
            recipe.image_url.as_deref(),
            Some("https://cooking.example/img/pie.jpg")
        );
        assert_eq!(
            (
                recipe.prep_time_minutes,
                recipe.cook_time_minutes,
                recipe.total_time_minutes
            ),
            (Some(20), Some(45), Some(65))
        );
        assert_eq!(
            (recipe.r#yield.as_deref(), recipe.servings),
            (Some("8 slices"), Some(8))
        );
        let ingredients: Vec<&str> = recipe.ingredients.iter().map(|i| i.text.as_str()).collect();
        assert_eq!(ingredients, ["6 apples", "1 ½ cups sugar"]);
        assert_eq!(
            recipe.nutrition.as_ref().and_then(|n| n.calories),
            Some(320.0)
        );
        assert_eq!(
            recipe.instructions,
            ["Fill the crust.", "Bake until golden."]
        );
        assert_eq!(
            recipe.instruction_groups,
            [InstructionGroup {
                name: "Bake".into(),
                start: 0,
                end: 2
            }]
        );
        assert_eq!(found.structured_data.expect("node")["@type"], "Recipe");
    }

    #[test]
    fn instruction_lists_and_wrappers_do_not_repeat() {
        let found = extract(
            r#"<div itemscope itemtype="http://data-vocabulary.org/Recipe">
                 <span itemprop="name">Tea</span>
                 <div itemprop="recipeInstructions"><ol>
                   <li itemprop="recipeInstructions">Boil water.</li>
                   <li itemprop="recipeInstructions">Steep <b>3</b> minutes.</li></ol></div>
                 <div itemprop="recipeIngredient"><ul><li>1 tea bag</li><li>Water</li></ul></div>
               </div>"#,
        )
        .expect("a recipe");
        assert_eq!(
            found.recipe.instructions,
            ["Boil water.", "Steep 3 minutes."]
        );
        let ingredients: Vec<&str> = found
            .recipe
            .ingredients
            .iter()
            .map(|i| i.text.as_str())
            .collect();
        assert_eq!(ingredients, ["1 tea bag", "Water"]);
    }

    #[test]
    fn pages_without_recipe_items_give_none() {
        assert!(extract(r#"<div itemscope itemtype="https://schema.org/Article"><span itemprop="name">News</span></div>"#).is_none());
        assert!(extract("<p>Just text</p>").is_none());
        let deep =
            "<div itemscope itemtype=\"https://schema.org/Recipe\" itemprop=\"x\">".repeat(2_000);
        let _ = extract(&deep);
    }
}
