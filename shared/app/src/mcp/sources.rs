//! The ingest steps of seed 004 §9.2 as tools an agent can chain: `web_search`, `web_fetch`
//! (the fetch phase's guarded fetcher: SSRF guard, robots, per-domain rate limits, circuit
//! breaker), `recipe_extract`, `recipe_validate` (with the paraphrase guardrail when the source
//! text is known) and `recipe_normalize` (the low-risk house-style patch). None stores a recipe.
//!
//! A source is known by its `contentHash` (`sha256:` of the sanitised page text) for the pages
//! this server fetched or extracted for the same user, a few dozen at a time, or by the text
//! itself given as `sourceText`.

use std::collections::VecDeque;
use std::sync::Mutex;

use axum::http::StatusCode;
use cookbook_domain::Recipe;
use cookbook_domain::normalization::apply_patch;
use cookbook_ingest::discover::{DiscoverError, SearchRequest, discover};
use cookbook_ingest::fetch::FetchError;
use cookbook_ingest::normalize::low_risk_edits;
use rmcp::handler::server::wrapper::Parameters;
use rmcp::service::RequestContext;
use rmcp::{RoleServer, schemars, tool, tool_router};
use serde::Deserialize;
use serde_json::{Map, Value, json};
use sha2::{Digest, Sha256};

use super::{CookbookMcp, ToolOutcome, reply, tool_error};
use crate::error::ApiError;
use crate::ingest::phases::{PageMeta, check_url, checked_against};

/// Source texts remembered for `recipe_validate`.
const REMEMBERED_SOURCES: usize = 32;

/// The sanitised texts this server fetched or extracted lately, by user and content hash.
#[derive(Default)]
pub(super) struct SourceCache {
    entries: Mutex<VecDeque<(String, String, String)>>,
}

impl SourceCache {
    /// Remembers `text` for `user` and answers its content hash.
    fn remember(&self, user: &str, text: String) -> String {
        let hash = content_hash(&text);
        let mut entries = self.entries.lock().unwrap_or_else(|e| e.into_inner());
        entries.retain(|(owner, known, _)| !(owner == user && *known == hash));
        if entries.len() == REMEMBERED_SOURCES {
            entries.pop_front();
        }
        entries.push_back((user.to_owned(), hash.clone(), text));
        hash
    }

    fn text(&self, user: &str, hash: &str) -> Option<String> {
        let entries = self.entries.lock().unwrap_or_else(|e| e.into_inner());
        entries
            .iter()
            .find(|(owner, known, _)| owner == user && known == hash)
            .map(|(_, _, text)| text.clone())
    }
}

/// `sha256:` and the hex digest of `text`.
fn content_hash(text: &str) -> String {
    let digest = Sha256::digest(text.as_bytes());
    let hex: String = digest.iter().map(|b| format!("{b:02x}")).collect();
    format!("sha256:{hex}")
}

/// A fetch that failed as a tool error with the fetch phase's code: policy refusals and pages
/// that cannot be imported are the request's fault, the rest may pass later.
fn fetch_refusal(error: &FetchError) -> ApiError {
    let status = if error.is_permanent() {
        StatusCode::BAD_REQUEST
    } else {
        StatusCode::TOO_MANY_REQUESTS
    };
    ApiError::new(status, error.code(), error.to_string())
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub(super) struct WebSearchInput {
    /// What to look for, e.g. "vegetarian lasagne".
    query: String,
    /// Extra wishes the search provider understands, e.g. {"cuisine": "Italian"}.
    #[serde(default)]
    constraints: Map<String, Value>,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub(super) struct WebFetchInput {
    /// A public http(s) page.
    url: String,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub(super) struct RecipeExtractInput {
    /// The page's HTML.
    #[serde(default)]
    html: Option<String>,
    /// The page's text, when there is no HTML.
    #[serde(default)]
    content: Option<String>,
    /// The page's URL (its provenance).
    url: String,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub(super) struct RecipeValidateInput {
    /// The recipe to check (CONTRACTS.md §2, camelCase).
    draft_recipe: Value,
    /// The `contentHash` web_fetch or recipe_extract gave for the recipe's page: the
    /// paraphrase guardrail then checks the recipe against that page.
    #[serde(default)]
    source_content_hash: Option<String>,
    /// The page's text itself, for a page this server did not fetch.
    #[serde(default)]
    source_text: Option<String>,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub(super) struct RecipeNormalizeInput {
    /// The recipe to bring to the house style (CONTRACTS.md §2, camelCase).
    draft_recipe: Value,
}

/// A recipe as the tools read it; one that does not fit the contract is the caller's to fix.
fn recipe_of(value: Value) -> Result<Recipe, ApiError> {
    serde_json::from_value(value)
        .map_err(|e| ApiError::invalid_payload(format!("draftRecipe is not a recipe: {e}")))
}

/// Plain text as a page of paragraphs, so the page extractor's heuristics can read it.
fn text_as_html(text: &str) -> String {
    let paragraphs: String = text
        .lines()
        .map(|line| {
            let escaped = line
                .replace('&', "&amp;")
                .replace('<', "&lt;")
                .replace('>', "&gt;");
            format!("<p>{escaped}</p>\n")
        })
        .collect();
    format!("<html><body>{paragraphs}</body></html>")
}

#[tool_router(router = source_tools, vis = "pub(super)")]
impl CookbookMcp {
    #[tool(
        description = "Searches the web for recipe pages (the import-by-query provider); answers candidate URLs, best first, possibly none.",
        annotations(read_only_hint = true, open_world_hint = true)
    )]
    async fn web_search(&self, Parameters(input): Parameters<WebSearchInput>) -> ToolOutcome {
        let Some(provider) = &self.ctx.services.search else {
            return Ok(tool_error(&ApiError::discovery_not_configured()));
        };
        let constraints = Value::Object(input.constraints);
        let request = SearchRequest::from_payload(&input.query, Some(&constraints));
        let config = &self.ctx.config;
        let found = discover(
            provider.as_ref(),
            &request,
            config.max_candidates,
            &config.fetch,
        )
        .await;
        reply(match found {
            Ok(candidates) => Ok(json!({ "candidates": candidates })),
            Err(DiscoverError::NoCandidates { .. }) => Ok(json!({ "candidates": [] })),
            Err(error) => Err(ApiError::new(
                StatusCode::BAD_REQUEST,
                error.code(),
                error.to_string(),
            )),
        })
    }

    #[tool(
        description = "Fetches a public web page as the importer does (internal addresses, robots.txt refusals and denied domains are refused) and answers its sanitised text, its metadata and the text's contentHash.",
        annotations(read_only_hint = true, open_world_hint = true)
    )]
    async fn web_fetch(
        &self,
        Parameters(input): Parameters<WebFetchInput>,
        request: RequestContext<RoleServer>,
    ) -> ToolOutcome {
        let caller = self.caller(&request)?;
        if let Err(refusal) = check_url(&self.ctx, &input.url) {
            return Ok(tool_error(&refusal));
        }
        let page = match self.ctx.services.fetcher.fetch(&input.url).await {
            Ok(page) => page,
            Err(error) => return Ok(tool_error(&fetch_refusal(&error))),
        };
        let text = cookbook_ingest::text_snapshot(&page.body);
        let hash = self.sources.remember(&caller.user, text.clone());
        let mut answer = json!(PageMeta::of(&page));
        answer["text"] = json!(text);
        answer["contentHash"] = json!(hash);
        reply(Ok(answer))
    }

    #[tool(
        description = "Extracts a recipe draft from a page's html (or its text as content) with the importer's extractor; answers the draft and the source's contentHash for recipe_validate.",
        annotations(read_only_hint = true)
    )]
    async fn recipe_extract(
        &self,
        Parameters(input): Parameters<RecipeExtractInput>,
        request: RequestContext<RoleServer>,
    ) -> ToolOutcome {
        let caller = self.caller(&request)?;
        let html = match (input.html, input.content) {
            (Some(html), None) => html,
            (None, Some(content)) => text_as_html(&content),
            _ => {
                return Ok(tool_error(&ApiError::invalid_payload(
                    "give the page as exactly one of html or content",
                )));
            }
        };
        let now = self.ctx.stores.clock.now();
        let extraction = match cookbook_ingest::extract(&html, &input.url, now) {
            Ok(extraction) => extraction,
            Err(error) => {
                return Ok(tool_error(&ApiError::new(
                    StatusCode::UNPROCESSABLE_ENTITY,
                    error.code(),
                    format!("{error}; check the URL, or give the page's full html"),
                )));
            }
        };
        let hash = self.sources.remember(&caller.user, extraction.snapshot);
        reply(Ok(
            json!({ "draft": extraction.draft, "sourceContentHash": hash }),
        ))
    }

    #[tool(
        description = "Validates a recipe draft: the schema and business rules, and, when its source page is known (sourceContentHash from web_fetch or recipe_extract, or sourceText), the paraphrase guardrail.",
        annotations(read_only_hint = true)
    )]
    async fn recipe_validate(
        &self,
        Parameters(input): Parameters<RecipeValidateInput>,
        request: RequestContext<RoleServer>,
    ) -> ToolOutcome {
        let caller = self.caller(&request)?;
        let mut recipe = match recipe_of(input.draft_recipe) {
            Ok(recipe) => recipe,
            Err(refusal) => return Ok(tool_error(&refusal)),
        };
        recipe.clean_text();
        let source = match (input.source_text, input.source_content_hash) {
            (Some(text), _) => Some(text),
            (None, Some(hash)) => match self.sources.text(&caller.user, &hash) {
                Some(text) => Some(text),
                None => {
                    return Ok(tool_error(&ApiError::not_found(format!(
                        "no source with contentHash `{hash}` is known here; fetch the page \
                         with web_fetch first, or give its text as sourceText"
                    ))));
                }
            },
            (None, None) => None,
        };
        reply(Ok(match source {
            Some(text) => {
                let (validation, similarity) = checked_against(&self.ctx, &text, &recipe);
                json!({ "validation": validation, "similarity": similarity })
            }
            None => json!({
                "validation": cookbook_domain::validation::validate_recipe(&recipe),
                "similarity": null,
            }),
        }))
    }

    #[tool(
        description = "Proposes a JSON Patch bringing a recipe draft to the house style (units, capitalisation, whitespace), with a summary line per operation and the validation of the patched recipe; nothing is stored.",
        annotations(read_only_hint = true)
    )]
    async fn recipe_normalize(
        &self,
        Parameters(input): Parameters<RecipeNormalizeInput>,
    ) -> ToolOutcome {
        let recipe = match recipe_of(input.draft_recipe) {
            Ok(recipe) => recipe,
            Err(refusal) => return Ok(tool_error(&refusal)),
        };
        let (patch, diff_summary): (Vec<_>, Vec<_>) = low_risk_edits(&recipe)
            .into_iter()
            .map(|edit| (edit.op, edit.summary))
            .unzip();
        let validation = match apply_patch(&recipe, &patch) {
            Ok(patched) => cookbook_domain::validation::validate_recipe(&patched),
            Err(error) => {
                return Ok(tool_error(&ApiError::invalid_payload(format!(
                    "the recipe cannot be patched: {error}"
                ))));
            }
        };
        reply(Ok(json!({
            "patch": patch,
            "diffSummary": diff_summary,
            "validation": validation,
        })))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sources_are_remembered_per_user_and_the_oldest_go_first() {
        let cache = SourceCache::default();
        let hash = cache.remember("alice", "page one".to_owned());
        assert_eq!(hash, content_hash("page one"));
        assert!(hash.starts_with("sha256:") && hash.len() == 7 + 64);
        assert_eq!(cache.text("alice", &hash).as_deref(), Some("page one"));
        assert_eq!(cache.text("bob", &hash), None);
        for n in 0..REMEMBERED_SOURCES {
            cache.remember("alice", format!("page {n}"));
        }
        assert_eq!(cache.text("alice", &hash), None);
        assert!(cache.text("alice", &content_hash("page 5")).is_some());
    }

    #[test]
    fn text_becomes_escaped_paragraphs() {
        let html = text_as_html("Mix <well> & bake\nServe");
        assert!(html.contains("<p>Mix &lt;well&gt; &amp; bake</p>"));
        assert!(html.contains("<p>Serve</p>"));
    }
}
