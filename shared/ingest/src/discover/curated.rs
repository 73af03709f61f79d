//! The curated-sources provider: an operator-maintained list of recipe pages, searched offline
//! and deterministically by word overlap with the query and the constraints.
//!
//! The list is a JSON array of `{"url", "title", "siteName"?, "snippet"?, "tags"?: [..]}`.
//! Words are the guardrail's tokens, without a few stop words ("the", "recipe"…). Scoring:
//! - query match: each distinct query word counts 1 when it is in the title, 0.75 when in a
//!   tag, 0.5 when in the snippet, 0 otherwise; averaged over the query words. Entries
//!   matching no query word are not candidates.
//! - constraint coverage: the share of the textual constraint values' words (diet, cuisine…;
//!   numbers and booleans ignored) found anywhere in the entry; 1 without such constraints.
//! - score = query match × (0.5 + 0.5 × constraint coverage), in [0, 1]: an entry that misses
//!   the constraints ranks below an equally good match that meets them.

use std::collections::HashSet;
use std::path::Path;

use async_trait::async_trait;
use cookbook_domain::guardrail::tokenize;
use serde::{Deserialize, Serialize};

use super::{
    DiscoverError, SearchCandidate, SearchProvider, SearchRequest, parse_source, read_source,
};

const WHAT: &str = "curated sources list";

/// Words that say nothing about which recipe is wanted.
const STOP_WORDS: &[&str] = &[
    "a", "an", "and", "the", "with", "of", "for", "in", "on", "to", "or", "how", "make", "recipe",
    "recipes",
];

const TITLE_WEIGHT: f64 = 1.0;
const TAG_WEIGHT: f64 = 0.75;
const SNIPPET_WEIGHT: f64 = 0.5;

/// One page of the operator's list.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CuratedEntry {
    pub url: String,
    pub title: String,
    #[serde(default)]
    pub site_name: Option<String>,
    #[serde(default)]
    pub snippet: String,
    #[serde(default)]
    pub tags: Vec<String>,
}

/// Searches the operator's curated list of recipe pages.
#[derive(Debug, Clone)]
pub struct CuratedSourcesProvider {
    entries: Vec<IndexedEntry>,
}

/// An entry with the words of each of its fields.
#[derive(Debug, Clone)]
struct IndexedEntry {
    entry: CuratedEntry,
    title: HashSet<String>,
    tags: HashSet<String>,
    snippet: HashSet<String>,
}

impl IndexedEntry {
    fn weight(&self, word: &str) -> f64 {
        if self.title.contains(word) {
            TITLE_WEIGHT
        } else if self.tags.contains(word) {
            TAG_WEIGHT
        } else if self.snippet.contains(word) {
            SNIPPET_WEIGHT
        } else {
            0.0
        }
    }

    fn score(&self, query: &HashSet<String>, constraints: &HashSet<String>) -> f64 {
        if query.is_empty() {
            return 0.0;
        }
        let query_match =
            query.iter().map(|word| self.weight(word)).sum::<f64>() / query.len() as f64;
        let met = constraints
            .iter()
            .filter(|word| self.weight(word) > 0.0)
            .count();
        let coverage = if constraints.is_empty() {
            1.0
        } else {
            met as f64 / constraints.len() as f64
        };
        query_match * (0.5 + 0.5 * coverage)
    }
}

/// The distinct meaningful words of `text`.
fn words(text: &str) -> HashSet<String> {
    tokenize(text)
        .into_iter()
        .filter(|word| !STOP_WORDS.contains(&word.as_str()))
        .collect()
}

impl CuratedSourcesProvider {
    pub fn new(entries: Vec<CuratedEntry>) -> Self {
        let entries = entries
            .into_iter()
            .map(|entry| IndexedEntry {
                title: words(&entry.title),
                tags: words(&entry.tags.join(" ")),
                snippet: words(&entry.snippet),
                entry,
            })
            .collect();
        CuratedSourcesProvider { entries }
    }

    pub fn from_json(json: &str) -> Result<Self, DiscoverError> {
        Ok(Self::new(parse_source(json, WHAT)?))
    }

    pub fn from_file(path: &Path) -> Result<Self, DiscoverError> {
        Ok(Self::new(read_source(path, WHAT)?))
    }
}

#[async_trait]
impl SearchProvider for CuratedSourcesProvider {
    async fn search(&self, request: &SearchRequest) -> Result<Vec<SearchCandidate>, DiscoverError> {
        let query = words(&request.query);
        let constraint_text: Vec<&str> = request.constraint_values().collect();
        let constraints = words(&constraint_text.join(" "));
        Ok(self
            .entries
            .iter()
            .filter_map(|indexed| {
                let score = indexed.score(&query, &constraints);
                (score > 0.0).then(|| SearchCandidate {
                    url: indexed.entry.url.clone(),
                    title: indexed.entry.title.clone(),
                    snippet: indexed.entry.snippet.clone(),
                    site_name: indexed.entry.site_name.clone(),
                    score,
                })
            })
            .collect())
    }
}
