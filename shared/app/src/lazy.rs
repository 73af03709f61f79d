//! Services built on first use, so a cold start builds only what the function uses: most
//! functions never fetch a page or search the web, and pay neither for those HTTP clients nor
//! for reading the search settings.

use std::sync::{Arc, LazyLock};

use async_trait::async_trait;
use cookbook_ingest::discover::{DiscoverError, SearchCandidate, SearchProvider, SearchRequest};
use cookbook_ingest::fetch::{FetchError, FetchedPage, Fetcher};

/// A value built the first time it is asked for. The outcome is kept, a failure too: a
/// misconfiguration does not heal by building again.
type OnFirstUse<T, E> = LazyLock<Result<T, E>, Box<dyn FnOnce() -> Result<T, E> + Send>>;

/// The fetch phase's fetcher (and its HTTP client), made on the first fetch.
pub struct LazyFetcher(OnFirstUse<Fetcher, FetchError>);

impl LazyFetcher {
    pub fn new(build: impl FnOnce() -> Result<Fetcher, FetchError> + Send + 'static) -> Self {
        Self(LazyLock::new(Box::new(build)))
    }

    pub async fn fetch(&self, url: &str) -> Result<FetchedPage, FetchError> {
        self.0.as_ref().map_err(FetchError::clone)?.fetch(url).await
    }

    /// Whether anything has fetched yet.
    pub fn is_built(&self) -> bool {
        LazyLock::get(&self.0).is_some()
    }
}

/// The import-by-query provider, made on the first search: its settings parsed (a curated list
/// read from its file) and its client built.
pub struct LazySearch(OnFirstUse<Arc<dyn SearchProvider>, DiscoverError>);

impl LazySearch {
    pub fn new(
        build: impl FnOnce() -> Result<Arc<dyn SearchProvider>, DiscoverError> + Send + 'static,
    ) -> Self {
        Self(LazyLock::new(Box::new(build)))
    }

    /// The provider, built now if this is the first use.
    fn provider(&self) -> Result<&Arc<dyn SearchProvider>, DiscoverError> {
        self.0.as_ref().map_err(DiscoverError::clone)
    }

    /// Builds it now, for a caller that wants a bad setting reported before the first search.
    pub fn ready(&self) -> Result<(), DiscoverError> {
        self.provider().map(|_| ())
    }

    /// Whether anything has asked for it yet.
    pub fn is_built(&self) -> bool {
        LazyLock::get(&self.0).is_some()
    }
}

#[async_trait]
impl SearchProvider for LazySearch {
    async fn search(&self, request: &SearchRequest) -> Result<Vec<SearchCandidate>, DiscoverError> {
        self.provider()?.search(request).await
    }
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::{AtomicU32, Ordering};

    use cookbook_ingest::discover::SearchRequest;

    use super::*;

    /// Counts the builds of a search setting that does not parse.
    fn broken_search(builds: &Arc<AtomicU32>) -> LazySearch {
        let counted = Arc::clone(builds);
        LazySearch::new(move || {
            counted.fetch_add(1, Ordering::SeqCst);
            Err(DiscoverError::InvalidConfig("bad setting".to_owned()))
        })
    }

    #[tokio::test]
    async fn a_bad_setting_is_read_once_on_the_first_search_and_kept() {
        let builds = Arc::new(AtomicU32::new(0));
        let search = broken_search(&builds);
        assert!(!search.is_built());
        assert_eq!(builds.load(Ordering::SeqCst), 0, "nothing built before use");
        let request = SearchRequest::default();
        for _ in 0..2 {
            let error = search.search(&request).await.expect_err("bad setting");
            assert!(error.to_string().contains("bad setting"), "{error}");
        }
        assert!(search.ready().is_err());
        assert!(search.is_built());
        assert_eq!(builds.load(Ordering::SeqCst), 1, "a failure is not retried");
    }
}
