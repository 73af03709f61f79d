//! schema.org Recipe JSON-LD files and HTML pages saved from the web, in a folder or zip. They
//! are third-party pages, so they are not stored as they are: each becomes a page for the
//! ingest pipeline (extraction, review, the paraphrase guardrail). A JSON-LD file is laid out
//! as the page that carried it.

use scraper::Html;
use serde_json::Value;

use super::archive::{Archive, Entry};
use super::{Item, ReadItem, WebPage, read_each};
use crate::brought::saved_page_address;
use crate::is_page_url;
use crate::jsonld::from_json_ld;
use crate::jsonld::recipe_node::has_type;

fn is_json(entry: &Entry) -> bool {
    entry.has_extension("json") || entry.has_extension("jsonld")
}

fn is_html(entry: &Entry) -> bool {
    entry.has_extension("html") || entry.has_extension("htm")
}

/// Whether the JSON holds a Recipe node anywhere (top level, array or `@graph`).
fn holds_recipe(json: &Value) -> bool {
    match json {
        Value::Array(items) => items.iter().any(holds_recipe),
        Value::Object(map) => {
            has_type(json, "Recipe") || map.get("@graph").is_some_and(holds_recipe)
        }
        _ => false,
    }
}

pub(super) fn recognises(archive: &Archive) -> bool {
    archive.entries.iter().any(|entry| {
        is_html(entry) || (is_json(entry) && entry.json().is_ok_and(|json| holds_recipe(&json)))
    })
}

pub(super) fn read(archive: &Archive) -> Vec<ReadItem> {
    let pages = archive
        .entries
        .iter()
        .filter(|entry| is_html(entry) || is_json(entry));
    read_each(pages, page)
}

fn page(entry: &Entry) -> Result<Item, String> {
    if is_html(entry) {
        let html = String::from_utf8_lossy(&entry.bytes).into_owned();
        return Ok(Item::Page(web_page(html)));
    }
    let json = entry.json()?;
    if !holds_recipe(&json) {
        return Err("the JSON holds no schema.org Recipe".to_owned());
    }
    // `</` inside a string would end the script early; JSON allows `<\/` in its place.
    let script = json.to_string().replace("</", "<\\/");
    Ok(Item::Page(web_page(format!(
        "<!doctype html><html><head><script type=\"application/ld+json\">{script}</script>\
         </head><body></body></html>"
    ))))
}

/// The page with what it says of itself: its address (canonical link or `og:url`, else its
/// Recipe node's `url`) and its recipe's name.
fn web_page(html: String) -> WebPage {
    let recipe = from_json_ld(&Html::parse_document(&html), "");
    let node_url = recipe
        .as_ref()
        .and_then(|recipe| recipe.structured_data.as_ref()?.get("url")?.as_str())
        .map(str::trim)
        .filter(|url| url.starts_with("http") && is_page_url(url))
        .map(str::to_owned);
    let name = recipe
        .map(|recipe| recipe.recipe.name)
        .filter(|name| !name.trim().is_empty());
    WebPage {
        url: saved_page_address(&html).or(node_url),
        name,
        html,
    }
}
