//! A search provider answering from a fixed JSON file (`fixtures/search/results.json`). It lives
//! with the tests: a deployment never answers queries from canned results.
//!
//! The file maps keyword phrases to candidate lists:
//! `{"tomato soup": [{"url", "title", "snippet", "siteName", "score"}, …], …}`. A query gets
//! the candidates of every phrase whose words all occur in it ("easy tomato soup" matches
//! "tomato soup"); a phrase with no words, such as "*", matches every query.

use std::collections::{BTreeMap, HashSet};
use std::path::Path;

use async_trait::async_trait;
use cookbook_domain::guardrail::tokenize;
use url::Url;

use cookbook_ingest::discover::{DiscoverError, SearchCandidate, SearchProvider, SearchRequest};

/// Canned search results keyed by keyword phrase.
#[derive(Debug, Clone, PartialEq)]
pub struct FixtureSearchProvider {
    phrases: Vec<FixturePhrase>,
}

#[derive(Debug, Clone, PartialEq)]
struct FixturePhrase {
    words: Vec<String>,
    candidates: Vec<SearchCandidate>,
}

impl FixtureSearchProvider {
    pub fn from_json(json: &str) -> Result<Self, DiscoverError> {
        serde_json::from_str(json).map(Self::new).map_err(|e| {
            DiscoverError::InvalidConfig(format!("the search fixture file is not valid ({e})"))
        })
    }

    pub fn from_file(path: &Path) -> Result<Self, DiscoverError> {
        let json = std::fs::read_to_string(path).map_err(|e| {
            DiscoverError::InvalidConfig(format!("{} cannot be read ({e})", path.display()))
        })?;
        Self::from_json(&json)
    }

    fn new(results: BTreeMap<String, Vec<SearchCandidate>>) -> Self {
        let phrases = results
            .into_iter()
            .map(|(phrase, candidates)| FixturePhrase {
                words: tokenize(&phrase),
                candidates,
            })
            .collect();
        FixtureSearchProvider { phrases }
    }

    /// The same results with every URL moved to `origin`'s scheme, host and port (path, query
    /// and fragment kept), so the fixture URLs point at a loopback fixture server.
    pub fn rebased_onto(mut self, origin: &Url) -> Self {
        for candidate in self.phrases.iter_mut().flat_map(|p| &mut p.candidates) {
            if let Ok(url) = Url::parse(&candidate.url) {
                let mut rebased = origin.clone();
                rebased.set_path(url.path());
                rebased.set_query(url.query());
                rebased.set_fragment(url.fragment());
                candidate.url = rebased.into();
            }
        }
        self
    }
}

#[async_trait]
impl SearchProvider for FixtureSearchProvider {
    async fn search(&self, request: &SearchRequest) -> Result<Vec<SearchCandidate>, DiscoverError> {
        let query: HashSet<String> = tokenize(&request.query).into_iter().collect();
        Ok(self
            .phrases
            .iter()
            .filter(|phrase| phrase.words.iter().all(|word| query.contains(word)))
            .flat_map(|phrase| phrase.candidates.iter().cloned())
            .collect())
    }
}
