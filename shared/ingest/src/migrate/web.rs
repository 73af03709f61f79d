//! schema.org Recipe JSON-LD files and HTML pages saved from the web, in a folder or zip. They
//! are third-party pages, so they are not stored as they are: each becomes a page for the
//! ingest pipeline (extraction, review, the paraphrase guardrail). A JSON-LD file is laid out
//! as the page that carried it.

use serde_json::Value;

use super::archive::{Archive, Entry};
use super::{Item, ReadItem, WebPage, read_each};
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
        return Ok(Item::Page(WebPage { html, url: None }));
    }
    let json = entry.json()?;
    if !holds_recipe(&json) {
        return Err("the JSON holds no schema.org Recipe".to_owned());
    }
    // `</` inside a string would end the script early; JSON allows `<\/` in its place.
    let script = json.to_string().replace("</", "<\\/");
    let url = json
        .get("url")
        .and_then(Value::as_str)
        .filter(|url| url.starts_with("http"))
        .map(str::to_owned);
    Ok(Item::Page(WebPage {
        html: format!(
            "<!doctype html><html><head><script type=\"application/ld+json\">{script}</script>\
             </head><body></body></html>"
        ),
        url,
    }))
}
