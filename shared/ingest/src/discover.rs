//! `Ingest.Discover` (seed 004 §5.4–§5.5): turning a search query into ranked candidate recipe
//! pages through a pluggable [`SearchProvider`].
//!
//! Providers only search; [`discover`] applies the rules every provider shares: candidates the
//! fetcher would refuse (scheme, literal private IPs, the operator's allow and deny lists, see
//! [`check_url`]) are dropped, duplicates (by [`url_hash`]) keep their best score, and the rest
//! are ranked by score, best first, and cut to `IngestOptions.MaxDiscoveryCandidates`.

mod curated;
mod http_api;

use std::collections::{BTreeMap, HashSet};
use std::path::Path;

use async_trait::async_trait;
use cookbook_domain::url_hash;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::fetch::{FetchPolicy, check_url};

pub use curated::{CuratedEntry, CuratedSourcesProvider};
pub use http_api::{ApiKey, HttpSearchApiConfig, HttpSearchApiProvider};

/// Default of `IngestOptions.MaxDiscoveryCandidates`.
pub const MAX_DISCOVERY_CANDIDATES: usize = 10;

/// What to search for: the task's query and its constraints (diet, cuisine, maxPrepMinutes…).
#[derive(Debug, Clone, PartialEq, Default)]
pub struct SearchRequest {
    pub query: String,
    pub constraints: BTreeMap<String, Option<String>>,
}

impl SearchRequest {
    /// A request from an ingest payload's `query` and `constraints` object. Strings, numbers and
    /// booleans become text, lists are joined with ", ", `null` stays `None`; nested objects
    /// and a non-object `constraints` carry nothing a search can use and are left out.
    pub fn from_payload(query: &str, constraints: Option<&Value>) -> Self {
        let constraints = constraints
            .and_then(Value::as_object)
            .into_iter()
            .flatten()
            .filter_map(|(name, value)| Some((name.clone(), constraint_text(value)?)))
            .collect();
        SearchRequest {
            query: query.trim().to_owned(),
            constraints,
        }
    }

    /// The query followed by the textual constraint values ("vegetarian", "Italian"), for
    /// keyword search. Numbers (maxPrepMinutes) and booleans are left out: keyword search
    /// cannot compare them, and a bare "30" or "true" would only add noise.
    pub fn search_terms(&self) -> String {
        let mut terms = vec![self.query.as_str()];
        terms.extend(self.constraint_values());
        terms.join(" ")
    }

    /// The textual constraint values, in key order.
    fn constraint_values(&self) -> impl Iterator<Item = &str> {
        self.constraints
            .values()
            .flatten()
            .map(|value| value.trim())
            .filter(|value| {
                !value.is_empty() && value.parse::<f64>().is_err() && value.parse::<bool>().is_err()
            })
    }
}

/// `Some(None)` for null, `Some(Some(text))` for a usable value, `None` to leave the key out.
fn constraint_text(value: &Value) -> Option<Option<String>> {
    match value {
        Value::Null => Some(None),
        Value::String(text) => Some(Some(text.clone())),
        Value::Number(number) => Some(Some(number.to_string())),
        Value::Bool(flag) => Some(Some(flag.to_string())),
        Value::Array(items) => {
            let texts: Vec<String> = items
                .iter()
                .filter_map(|item| constraint_text(item).flatten())
                .collect();
            Some((!texts.is_empty()).then(|| texts.join(", ")))
        }
        Value::Object(_) => None,
    }
}

/// One search result (an entry of the `candidates.json` artifact).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SearchCandidate {
    pub url: String,
    pub title: String,
    #[serde(default)]
    pub snippet: String,
    #[serde(default)]
    pub site_name: Option<String>,
    /// The provider's relevance; higher is better.
    #[serde(default)]
    pub score: f64,
}

/// Why discovery produced no candidate.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum DiscoverError {
    /// The search service could not be reached or failed for the moment (timeout, 5xx, 429).
    #[error("the search service is unavailable ({0}); try again later")]
    Unavailable(String),
    /// The search service refused the request or answered something unusable.
    #[error("the search failed ({0}); check the search provider settings")]
    Failed(String),
    /// A provider's configuration or source list is unusable.
    #[error("the search provider is misconfigured: {0}")]
    InvalidConfig(String),
    #[error("no usable recipe page was found for \"{query}\"; try other words or import by URL")]
    NoCandidates { query: String },
}

impl DiscoverError {
    /// The machine-readable code of the failed task (CONTRACTS.md §3, §8 style).
    pub fn code(&self) -> &'static str {
        match self {
            DiscoverError::Unavailable(_)
            | DiscoverError::Failed(_)
            | DiscoverError::InvalidConfig(_) => "DISCOVERY_FAILED",
            DiscoverError::NoCandidates { .. } => "NO_CANDIDATES",
        }
    }

    /// Whether running the phase again later may succeed.
    pub fn is_transient(&self) -> bool {
        matches!(self, DiscoverError::Unavailable(_))
    }
}

/// A source of candidate recipe pages (seed 004 §5.4 `ISearchProvider`).
#[async_trait]
pub trait SearchProvider: Send + Sync {
    async fn search(&self, request: &SearchRequest) -> Result<Vec<SearchCandidate>, DiscoverError>;
}

/// Reads a provider's JSON source list; `what` names it in the error.
fn read_source<T: DeserializeOwned>(path: &Path, what: &str) -> Result<T, DiscoverError> {
    let text = std::fs::read_to_string(path).map_err(|e| {
        DiscoverError::InvalidConfig(format!(
            "the {what} {} cannot be read ({e})",
            path.display()
        ))
    })?;
    parse_source(&text, what)
}

/// Parses a provider's JSON source list; `what` names it in the error.
fn parse_source<T: DeserializeOwned>(json: &str, what: &str) -> Result<T, DiscoverError> {
    serde_json::from_str(json)
        .map_err(|e| DiscoverError::InvalidConfig(format!("the {what} is not valid ({e})")))
}

/// Searches with `provider` and returns at most `max_candidates` fetchable candidates, best
/// first; [`DiscoverError::NoCandidates`] when none is left.
pub async fn discover(
    provider: &dyn SearchProvider,
    request: &SearchRequest,
    max_candidates: usize,
    policy: &FetchPolicy,
) -> Result<Vec<SearchCandidate>, DiscoverError> {
    let found = provider.search(request).await?;
    let ranked = rank_candidates(found, max_candidates, policy);
    if ranked.is_empty() {
        return Err(DiscoverError::NoCandidates {
            query: request.query.clone(),
        });
    }
    Ok(ranked)
}

/// Drops candidates `policy` refuses, ranks the rest by score (descending; ties keep the
/// provider's order; a non-finite score counts as 0), keeps the best of each normalized URL
/// and truncates to `max_candidates`.
pub fn rank_candidates(
    candidates: Vec<SearchCandidate>,
    max_candidates: usize,
    policy: &FetchPolicy,
) -> Vec<SearchCandidate> {
    let mut usable: Vec<(String, SearchCandidate)> = candidates
        .into_iter()
        .filter(|candidate| check_url(&candidate.url, policy).is_ok())
        .filter_map(|mut candidate| {
            if !candidate.score.is_finite() {
                candidate.score = 0.0;
            }
            Some((url_hash(&candidate.url)?, candidate))
        })
        .collect();
    usable.sort_by(|(_, a), (_, b)| b.score.total_cmp(&a.score));
    let mut seen = HashSet::new();
    usable
        .into_iter()
        .filter(|(hash, _)| seen.insert(hash.clone()))
        .map(|(_, candidate)| candidate)
        .take(max_candidates)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn candidate(url: &str, score: f64) -> SearchCandidate {
        SearchCandidate {
            url: url.to_owned(),
            title: format!("Recipe at {url}"),
            snippet: String::new(),
            site_name: None,
            score,
        }
    }

    fn urls(candidates: &[SearchCandidate]) -> Vec<&str> {
        candidates.iter().map(|c| c.url.as_str()).collect()
    }

    #[test]
    fn candidates_are_ranked_by_score_with_ties_in_provider_order() {
        let ranked = rank_candidates(
            vec![
                candidate("https://a.example/1", 0.2),
                candidate("https://b.example/2", 0.9),
                candidate("https://c.example/3", 0.5),
                candidate("https://d.example/4", 0.5),
                candidate("https://e.example/5", f64::NAN),
            ],
            10,
            &FetchPolicy::default(),
        );
        assert_eq!(
            urls(&ranked),
            [
                "https://b.example/2",
                "https://c.example/3",
                "https://d.example/4",
                "https://a.example/1",
                "https://e.example/5"
            ]
        );
        assert_eq!(ranked[4].score, 0.0);
    }

    #[test]
    fn duplicates_by_normalized_url_keep_the_best_score() {
        let ranked = rank_candidates(
            vec![
                candidate("https://a.example/soup?utm_source=x", 0.4),
                candidate("https://A.example/soup#step-2", 0.8),
                candidate("https://a.example/soup", 0.6),
                candidate("https://a.example/stew", 0.1),
            ],
            10,
            &FetchPolicy::default(),
        );
        assert_eq!(
            urls(&ranked),
            ["https://A.example/soup#step-2", "https://a.example/stew"]
        );
    }

    #[test]
    fn refused_urls_are_dropped_and_the_rest_truncated() {
        let policy = FetchPolicy {
            deny_domains: vec!["spam.example".to_owned()],
            ..FetchPolicy::default()
        };
        let mut found: Vec<SearchCandidate> = (0..12)
            .map(|i| candidate(&format!("https://ok.example/{i}"), f64::from(i)))
            .collect();
        for refused in [
            "ftp://ok.example/x",
            "javascript:alert(1)",
            "https://www.spam.example/x",
            "http://127.0.0.1/admin",
            "http://169.254.169.254/latest/meta-data",
            "not a url",
        ] {
            found.push(candidate(refused, 100.0));
        }
        let ranked = rank_candidates(found, MAX_DISCOVERY_CANDIDATES, &policy);
        assert_eq!(ranked.len(), 10);
        assert_eq!(ranked[0].url, "https://ok.example/11");
        assert_eq!(ranked[9].url, "https://ok.example/2");
    }

    #[test]
    fn payload_constraints_become_text() {
        let constraints = serde_json::json!({
            "diet": "vegetarian", "maxPrepMinutes": 30, "cuisine": null,
            "mealTypes": ["Dinner", "Lunch"], "quick": true, "nested": {"a": 1}
        });
        let request = SearchRequest::from_payload("  lasagna ", Some(&constraints));
        assert_eq!(request.query, "lasagna");
        let expected: BTreeMap<String, Option<String>> = [
            ("cuisine", None),
            ("diet", Some("vegetarian")),
            ("maxPrepMinutes", Some("30")),
            ("mealTypes", Some("Dinner, Lunch")),
            ("quick", Some("true")),
        ]
        .into_iter()
        .map(|(k, v)| (k.to_owned(), v.map(str::to_owned)))
        .collect();
        assert_eq!(request.constraints, expected);
        assert_eq!(request.search_terms(), "lasagna vegetarian Dinner, Lunch");
        assert!(
            SearchRequest::from_payload("x", Some(&serde_json::json!([1])))
                .constraints
                .is_empty()
        );
    }

    #[test]
    fn error_codes_and_transience() {
        assert_eq!(
            DiscoverError::Unavailable("x".into()).code(),
            "DISCOVERY_FAILED"
        );
        assert!(DiscoverError::Unavailable("x".into()).is_transient());
        assert!(!DiscoverError::Failed("x".into()).is_transient());
        let none = DiscoverError::NoCandidates {
            query: "soup".into(),
        };
        assert_eq!(none.code(), "NO_CANDIDATES");
        assert!(!none.is_transient());
    }

    #[test]
    fn candidates_serialize_in_camel_case() {
        let mut found = candidate("https://a.example/", 0.5);
        found.site_name = Some("A".into());
        let json = serde_json::to_value(&found).expect("json");
        assert_eq!(json["siteName"], "A");
        let back: SearchCandidate =
            serde_json::from_str(r#"{"url":"https://a.example/","title":"T"}"#).expect("parse");
        assert_eq!(
            (back.snippet.as_str(), back.site_name, back.score),
            ("", None, 0.0)
        );
    }
}
