//! Turning web pages into recipe drafts (seed 004 §10): a sanitized text snapshot, then
//! extraction by JSON-LD, microdata or heuristics on the DOM, ingredient parsing and validation.

pub mod extracted;

use cookbook_domain::RecipeDraft;
use jiff::Timestamp;

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

/// Extracts the main recipe of `html`, fetched from `page_url` at `retrieved_at`.
pub fn extract(html: &str, page_url: &str, retrieved_at: Timestamp) -> Result<Extraction, ExtractError> {
    let _ = (html, page_url, retrieved_at);
    Err(ExtractError::NoRecipe)
}
