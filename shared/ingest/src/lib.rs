//! Turning web pages into recipe drafts (seed 004 §10): a sanitized text snapshot, then
//! extraction by JSON-LD, microdata or heuristics on the DOM, ingredient parsing and validation.

pub mod discover;
pub mod extracted;
pub mod fetch;
pub mod heuristic;
pub mod jsonld;
pub mod microdata;
pub mod normalize;
pub mod prune;
pub mod snapshot;
pub mod text;

use std::path::Path;

use cookbook_domain::ingredient_line::parse_ingredient_line;
use cookbook_domain::validation::validate_recipe;
use cookbook_domain::{ExtractionMethod, Ingredient, Recipe, RecipeDraft, RecipeSource};
use jiff::Timestamp;
use scraper::Html;
use url::Url;

use crate::extracted::ExtractedRecipe;

/// Everything extraction learned from one page.
#[derive(Debug, Clone, PartialEq)]
pub struct Extraction {
    pub draft: RecipeDraft,
    /// The sanitized text of the page (the `snapshot.txt` artifact and the guardrail's source).
    pub snapshot: String,
    /// The structured data the draft came from, when there was some (the `recipe.jsonld` artifact).
    pub structured_data: Option<serde_json::Value>,
}

/// Why a page yielded no draft.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum ExtractError {
    #[error("no recipe found on the page")]
    NoRecipe,
    #[error("the page URL `{0}` is not a valid absolute URL")]
    BadUrl(String),
}

impl ExtractError {
    /// The machine-readable code of the error (CONTRACTS.md §8 style).
    pub fn code(&self) -> &'static str {
        match self {
            ExtractError::NoRecipe => "NO_RECIPE",
            ExtractError::BadUrl(_) => "BAD_URL",
        }
    }
}

/// The `file://` URL of a local page, as the page URL of `extract --html FILE` without `--url`.
pub fn file_url(path: &Path) -> Option<String> {
    let absolute = std::path::absolute(path).ok()?;
    Url::from_file_path(absolute).ok().map(String::from)
}

/// Whether `extract` accepts `page_url`: an absolute `http`, `https` (with a host) or `file` URL.
pub fn is_page_url(page_url: &str) -> bool {
    Url::parse(page_url).is_ok_and(|parsed| match parsed.scheme() {
        "file" => true,
        "http" | "https" => parsed.host().is_some(),
        _ => false,
    })
}

fn check_page_url(page_url: &str) -> Result<(), ExtractError> {
    if is_page_url(page_url) {
        Ok(())
    } else {
        Err(ExtractError::BadUrl(page_url.to_owned()))
    }
}

/// Extracts the main recipe of `html`, fetched from `page_url` at `retrieved_at`.
pub fn extract(
    html: &str,
    page_url: &str,
    retrieved_at: Timestamp,
) -> Result<Extraction, ExtractError> {
    check_page_url(page_url)?;
    let document = Html::parse_document(&prune::prune_inert_content(html));
    let found = jsonld::from_json_ld(&document, page_url)
        .or_else(|| microdata::from_microdata(&document, page_url))
        .map(|structured| completed_by_heuristics(&document, structured))
        .or_else(|| heuristic::from_dom(&document, page_url))
        .ok_or(ExtractError::NoRecipe)?;
    let ExtractedRecipe {
        method,
        recipe,
        author,
        site_name,
        structured_data,
    } = found;
    let recipe = with_parsed_ingredients(recipe);
    let validation = validate_recipe(&recipe);
    let mut source = RecipeSource::new(page_url, retrieved_at, method)
        .ok_or_else(|| ExtractError::BadUrl(page_url.to_owned()))?;
    source.author = author;
    source.site_name = site_name;
    Ok(Extraction {
        draft: RecipeDraft {
            recipe,
            source,
            validation,
            similarity: None,
            artifacts: Vec::new(),
        },
        snapshot: snapshot::snapshot(&document),
        structured_data,
    })
}

/// The sanitized text snapshot of a page, for pages `extract` finds no recipe in: a model may
/// still read the recipe from its text.
pub fn text_snapshot(html: &str) -> String {
    snapshot::snapshot(&Html::parse_document(&prune::prune_inert_content(html)))
}

/// Structured data that names a recipe but leaves out its lists (or its name) gets them from
/// the page itself; the method stays the structured one, which supplied the rest.
fn completed_by_heuristics(document: &Html, mut found: ExtractedRecipe) -> ExtractedRecipe {
    let recipe = &mut found.recipe;
    if recipe.ingredients.is_empty() || recipe.instructions.is_empty() {
        let lists = heuristic::find_lists(document);
        if recipe.ingredients.is_empty() {
            recipe.ingredients = lists.ingredients;
        }
        if recipe.instructions.is_empty() {
            recipe.instructions = lists.instructions;
            recipe.instruction_groups = lists.instruction_groups;
        }
    }
    if recipe.name.trim().is_empty()
        && let Some(title) = heuristic::title(document)
    {
        recipe.name = title;
    }
    debug_assert_ne!(found.method, ExtractionMethod::Heuristic);
    found
}

/// The recipe with every ingredient line parsed, keeping the group the page gave it; a draft
/// has neither id nor embedded source.
pub fn with_parsed_ingredients(mut recipe: Recipe) -> Recipe {
    recipe.ingredients = recipe
        .ingredients
        .into_iter()
        .map(|line| Ingredient {
            group: line.group,
            ..parse_ingredient_line(&line.text)
        })
        .collect();
    recipe.id = None;
    recipe.source = None;
    recipe
}

#[cfg(test)]
mod tests {
    use super::*;

    const BLOG_PAGE: &str = "<html><head><meta property=\"og:site_name\" content=\"Blog\">\
        </head><body><h1>Toast</h1><h2>Ingredients</h2><ul><li>2 slices bread</li></ul>\
        <h2>Method</h2><ol><li>Toast the bread.</li></ol></body></html>";

    #[test]
    fn heuristic_page_becomes_a_parsed_draft_with_provenance() {
        let extraction = extract(
            BLOG_PAGE,
            "https://blog.example/toast",
            Timestamp::UNIX_EPOCH,
        )
        .expect("a draft");
        let draft = &extraction.draft;
        assert_eq!(draft.recipe.name, "Toast");
        assert_eq!(draft.recipe.ingredients.len(), 1);
        assert_eq!(draft.recipe.ingredients[0].text, "2 slices bread");
        assert!(!draft.recipe.ingredients[0].name.is_empty(), "parsed");
        assert_eq!(draft.recipe.instructions, ["Toast the bread."]);
        assert_eq!(
            draft.source.extraction_method,
            Some(ExtractionMethod::Heuristic)
        );
        assert_eq!(draft.source.site_name.as_deref(), Some("Blog"));
        assert!(draft.source.url_hash.is_some());
        assert!(extraction.snapshot.contains("- Toast the bread."));
        assert_eq!(extraction.structured_data, None);
    }

    #[test]
    fn structured_data_without_lists_is_completed_from_the_page() {
        let page = BLOG_PAGE.replace(
            "</head>",
            "<script type=\"application/ld+json\">{\"@context\":\"https://schema.org\",\
             \"@type\":\"Recipe\",\"name\":\"Buttered Toast\"}</script></head>",
        );
        let draft = extract(&page, "https://blog.example/toast", Timestamp::UNIX_EPOCH)
            .expect("a draft")
            .draft;
        assert_eq!(
            draft.source.extraction_method,
            Some(ExtractionMethod::JsonLd)
        );
        assert_eq!(draft.recipe.name, "Buttered Toast");
        assert_eq!(draft.recipe.instructions, ["Toast the bread."]);
        assert_eq!(draft.recipe.ingredients[0].text, "2 slices bread");
    }

    #[test]
    fn urls_must_be_absolute_web_or_file_urls() {
        for bad in [
            "toast.html",
            "/tmp/toast.html",
            "ftp://x.example/a",
            "https://",
        ] {
            assert_eq!(
                extract(BLOG_PAGE, bad, Timestamp::UNIX_EPOCH).map(|_| ()),
                Err(ExtractError::BadUrl(bad.to_owned())),
                "{bad}"
            );
        }
        assert!(extract(BLOG_PAGE, "file:///tmp/toast.html", Timestamp::UNIX_EPOCH).is_ok());
    }

    #[test]
    fn a_page_without_a_recipe_is_an_error() {
        let error = extract("<p>Hello</p>", "https://x.example/", Timestamp::UNIX_EPOCH);
        assert_eq!(error.map(|_| ()), Err(ExtractError::NoRecipe));
        assert_eq!(ExtractError::NoRecipe.code(), "NO_RECIPE");
    }

    #[test]
    fn file_urls_are_absolute_and_escaped() {
        let url = file_url(Path::new("/tmp/my page.html")).expect("a url");
        assert_eq!(url, "file:///tmp/my%20page.html");
    }
}
