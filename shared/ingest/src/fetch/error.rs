//! Why a fetch failed, with the error codes of CONTRACTS.md §3 and whether retrying can help.

use jiff::Timestamp;

/// A failed fetch; every message says what the user or operator can do about it.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum FetchError {
    /// Refused by policy (scheme, address, allow/deny list, robots.txt, too many redirects).
    #[error("the URL `{url}` may not be fetched: {reason}; use a public http(s) page")]
    NotAllowed { url: String, reason: String },
    #[error("the page is larger than the {limit}-byte limit; import a smaller page")]
    TooLarge { limit: usize },
    #[error("the site did not answer in time; try again later")]
    Timeout,
    #[error("the site answered HTTP {status}; check the URL or try again later")]
    Http { status: u16 },
    /// The domain's circuit breaker is open after repeated failures.
    #[error(
        "fetching from {domain} is paused after repeated failures until {until}; try again then"
    )]
    CircuitOpen { domain: String, until: Timestamp },
    /// More fetches to the domain are queued than its rate limit lets through in one request
    /// timeout.
    #[error("too many fetches from {domain} are queued; try again after {until}")]
    RateLimited { domain: String, until: Timestamp },
    #[error("the page could not be fetched: {0}; check the URL or try again later")]
    Network(String),
}

impl FetchError {
    /// The machine-readable code (CONTRACTS.md §3, §8).
    pub fn code(&self) -> &'static str {
        match self {
            FetchError::NotAllowed { .. } => "URL_NOT_ALLOWED",
            FetchError::TooLarge { .. } => "PAGE_TOO_LARGE",
            FetchError::Timeout => "FETCH_TIMEOUT",
            FetchError::Http { .. } => "FETCH_HTTP_ERROR",
            FetchError::CircuitOpen { .. } => "DOMAIN_BLOCKED",
            FetchError::RateLimited { .. } => "FETCH_RATE_LIMITED",
            FetchError::Network(_) => "FETCH_FAILED",
        }
    }

    /// Whether trying again later cannot help: policy refusals, oversized pages, and HTTP
    /// statuses that describe the page rather than the moment (3xx without a usable `Location`,
    /// 4xx except 408 and 429).
    pub fn is_permanent(&self) -> bool {
        match self {
            FetchError::NotAllowed { .. } | FetchError::TooLarge { .. } => true,
            FetchError::Http { status } => {
                (300..500).contains(status) && !is_transient_status(*status)
            }
            FetchError::Timeout
            | FetchError::CircuitOpen { .. }
            | FetchError::RateLimited { .. }
            | FetchError::Network(_) => false,
        }
    }

    pub(crate) fn not_allowed(url: &str, reason: impl Into<String>) -> Self {
        FetchError::NotAllowed {
            url: url.to_owned(),
            reason: reason.into(),
        }
    }
}

/// Statuses worth retrying (seed 004 §10.1): server errors, request timeout, too many requests.
pub(crate) fn is_transient_status(status: u16) -> bool {
    status >= 500 || status == 408 || status == 429
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn permanence_follows_the_retry_policy() {
        assert!(FetchError::not_allowed("x", "y").is_permanent());
        assert!(FetchError::TooLarge { limit: 1 }.is_permanent());
        assert!(FetchError::Http { status: 404 }.is_permanent());
        assert!(FetchError::Http { status: 403 }.is_permanent());
        for status in [408, 429, 500, 503] {
            assert!(!FetchError::Http { status }.is_permanent(), "{status}");
        }
        assert!(!FetchError::Timeout.is_permanent());
        assert_eq!(FetchError::Timeout.code(), "FETCH_TIMEOUT");
    }
}
