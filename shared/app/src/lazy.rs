//! Services built on first use, so a cold start builds only what the function uses: most
//! functions never fetch a page or search the web, and pay neither for those HTTP clients nor
//! for reading the search settings.

use std::sync::{Arc, OnceLock};

use async_trait::async_trait;
use cookbook_ingest::discover::{DiscoverError, SearchCandidate, SearchProvider, SearchRequest};
use cookbook_ingest::fetch::{FetchError, FetchedPage, Fetcher};

type Build<T, E> = Box<dyn Fn() -> Result<T, E> + Send + Sync>;

/// A value `build` makes the first time it is asked for. A failed build is kept and handed to
/// every later caller: a misconfiguration does not heal by building again.
pub struct OnFirstUse<T, E> {
    build: Build<T, E>,
    built: OnceLock<Result<T, E>>,
}

impl<T, E: Clone> OnFirstUse<T, E> {
    pub fn new(build: impl Fn() -> Result<T, E> + Send + Sync + 'static) -> Self {
        Self {
            build: Box::new(build),
            built: OnceLock::new(),
        }
    }

    /// The value, built now if this is the first use.
    pub fn get(&self) -> Result<&T, E> {
        self.built
            .get_or_init(|| (self.build)())
            .as_ref()
            .map_err(E::clone)
    }

    /// Whether anything has asked for it yet.
    pub fn is_built(&self) -> bool {
        self.built.get().is_some()
    }
}

/// The fetch phase's fetcher (and its HTTP client), made on the first fetch.
pub type LazyFetcher = OnFirstUse<Fetcher, FetchError>;

impl LazyFetcher {
    pub async fn fetch(&self, url: &str) -> Result<FetchedPage, FetchError> {
        self.get()?.fetch(url).await
    }
}

/// The import-by-query provider, made on the first search: its settings parsed (a curated list
/// read from its file) and its client built.
pub struct LazySearch(OnFirstUse<Arc<dyn SearchProvider>, DiscoverError>);

impl LazySearch {
    pub fn new(
        build: impl Fn() -> Result<Arc<dyn SearchProvider>, DiscoverError> + Send + Sync + 'static,
    ) -> Self {
        Self(OnFirstUse::new(build))
    }

    /// Builds it now, for a caller that wants a bad setting reported before the first search.
    pub fn ready(&self) -> Result<(), DiscoverError> {
        self.0.get().map(|_| ())
    }

    pub fn is_built(&self) -> bool {
        self.0.is_built()
    }
}

#[async_trait]
impl SearchProvider for LazySearch {
    async fn search(&self, request: &SearchRequest) -> Result<Vec<SearchCandidate>, DiscoverError> {
        self.0.get()?.search(request).await
    }
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::{AtomicU32, Ordering};

    use super::*;

    #[test]
    fn builds_once_on_first_use_and_keeps_a_failure() {
        let builds = Arc::new(AtomicU32::new(0));
        let counted = Arc::clone(&builds);
        let value = OnFirstUse::new(move || {
            counted.fetch_add(1, Ordering::SeqCst);
            Ok::<_, String>(7)
        });
        assert!(!value.is_built());
        assert_eq!(builds.load(Ordering::SeqCst), 0, "nothing built before use");
        assert_eq!(value.get(), Ok(&7));
        assert_eq!(value.get(), Ok(&7));
        assert_eq!(builds.load(Ordering::SeqCst), 1);

        let attempts = Arc::new(AtomicU32::new(0));
        let counted = Arc::clone(&attempts);
        let broken = OnFirstUse::new(move || {
            counted.fetch_add(1, Ordering::SeqCst);
            Err::<u32, _>("bad setting".to_owned())
        });
        assert_eq!(broken.get(), Err("bad setting".to_owned()));
        assert_eq!(broken.get(), Err("bad setting".to_owned()));
        assert_eq!(
            attempts.load(Ordering::SeqCst),
            1,
            "a failure is not retried"
        );
    }
}
