//! The operator's fetch settings (seed 004 §10.1, §15.2) and the URL checks that need no DNS
//! lookup: scheme, credentials, literal-IP hosts, loopback names, allow and deny lists.

use std::time::Duration;

use url::{Host, Url};

use super::address;
use super::error::FetchError;

/// How the fetcher behaves; `Default` is the production setting.
#[derive(Debug, Clone, PartialEq)]
pub struct FetchPolicy {
    /// Lets loopback addresses (only those) through, for the loopback fixture server in tests.
    pub allow_loopback_for_tests: bool,
    /// When not empty, only these domains and their subdomains may be fetched.
    pub allow_domains: Vec<String>,
    /// Domains (and their subdomains) never fetched; checked before the allow list.
    pub deny_domains: Vec<String>,
    pub respect_robots: bool,
    /// The body cap, enforced while streaming.
    pub max_bytes: usize,
    /// Total time of one request, from connecting to the last body byte.
    pub timeout: Duration,
    pub connect_timeout: Duration,
    pub max_redirects: usize,
    /// Retries after the first attempt, on timeouts, 5xx, 408 and 429.
    pub max_retries: u32,
    pub user_agent: String,
    /// Minimum spacing of requests to one domain, across every Lambda instance. A request waits
    /// for its slot up to one `timeout`; a longer queue fails it with the retryable `RateLimited`.
    pub min_interval_per_domain: Duration,
    pub breaker: BreakerPolicy,
    /// Whether the pipeline keeps the raw HTML as an artifact (the fetcher itself ignores it).
    pub keep_raw_html: bool,
}

impl Default for FetchPolicy {
    fn default() -> Self {
        Self {
            allow_loopback_for_tests: false,
            allow_domains: Vec::new(),
            deny_domains: Vec::new(),
            respect_robots: true,
            max_bytes: 5 * 1024 * 1024,
            timeout: Duration::from_secs(20),
            connect_timeout: Duration::from_secs(5),
            max_redirects: 5,
            max_retries: 2,
            user_agent: "CookbookBot/0.1 (+recipe import; respects robots.txt)".to_owned(),
            min_interval_per_domain: Duration::from_secs(1),
            breaker: BreakerPolicy::default(),
            keep_raw_html: false,
        }
    }
}

/// The per-domain circuit breaker (seed 004 §15.2, `IngestOptions.CircuitBreaker`).
#[derive(Debug, Clone, PartialEq)]
pub struct BreakerPolicy {
    /// Consecutive failures that open the breaker.
    pub failure_threshold: u32,
    /// The failures must fall within this window, counted from the first of the streak.
    pub failure_window: Duration,
    /// How long an open breaker refuses fetches.
    pub block_duration: Duration,
}

impl Default for BreakerPolicy {
    fn default() -> Self {
        Self {
            failure_threshold: 5,
            failure_window: Duration::from_secs(10 * 60),
            block_duration: Duration::from_secs(30 * 60),
        }
    }
}

/// The checks that need no DNS lookup (scheme, literal-IP host, allow/deny lists), for
/// `POST /api/tasks` to answer 400 at once. Ports are not restricted: the address checks are
/// what keep fetches off internal services, and public sites on other ports are legitimate.
pub fn check_url(url: &str, policy: &FetchPolicy) -> Result<Url, FetchError> {
    let refuse = |reason: String| FetchError::not_allowed(url, reason);
    let parsed =
        Url::parse(url).map_err(|e| refuse(format!("it is not a valid absolute URL ({e})")))?;
    if !matches!(parsed.scheme(), "http" | "https") {
        return Err(refuse(format!(
            "the scheme `{}` is not allowed, only http and https are",
            parsed.scheme()
        )));
    }
    if !parsed.username().is_empty() || parsed.password().is_some() {
        return Err(refuse(
            "URLs carrying credentials (user:password@) are refused".to_owned(),
        ));
    }
    match parsed.host() {
        None => return Err(refuse("the URL has no host".to_owned())),
        Some(Host::Ipv4(ip)) => check_literal_ip(ip.into(), policy).map_err(refuse)?,
        Some(Host::Ipv6(ip)) => check_literal_ip(ip.into(), policy).map_err(refuse)?,
        Some(Host::Domain(name)) => check_name(name, policy).map_err(refuse)?,
    }
    let host = domain_key(&parsed);
    if policy.deny_domains.iter().any(|entry| within(&host, entry)) {
        return Err(refuse(format!("the domain {host} is on the deny list")));
    }
    if !policy.allow_domains.is_empty()
        && !policy
            .allow_domains
            .iter()
            .any(|entry| within(&host, entry))
    {
        return Err(refuse(format!(
            "the domain {host} is not on the allow list"
        )));
    }
    Ok(parsed)
}

/// The key of a URL's per-domain state: its host, lowercased, without a trailing dot.
pub(crate) fn domain_key(url: &Url) -> String {
    url.host_str()
        .unwrap_or_default()
        .trim_end_matches('.')
        .to_ascii_lowercase()
}

fn check_literal_ip(ip: std::net::IpAddr, policy: &FetchPolicy) -> Result<(), String> {
    match address::refusal(ip, policy.allow_loopback_for_tests) {
        Some(reason) => Err(format!("the host {ip} is {reason}")),
        None => Ok(()),
    }
}

/// `localhost` and its subdomains always mean loopback (RFC 6761), so they need no lookup.
fn check_name(name: &str, policy: &FetchPolicy) -> Result<(), String> {
    let name = name.trim_end_matches('.').to_ascii_lowercase();
    let loopback_name = name == "localhost" || name.ends_with(".localhost");
    if loopback_name && !policy.allow_loopback_for_tests {
        return Err(format!("the host {name} is a loopback name"));
    }
    Ok(())
}

/// Whether `host` is `entry` or one of its subdomains (case-insensitive).
fn within(host: &str, entry: &str) -> bool {
    let entry = entry.trim().trim_end_matches('.').to_ascii_lowercase();
    !entry.is_empty()
        && host
            .strip_suffix(entry.as_str())
            .is_some_and(|rest| rest.is_empty() || rest.ends_with('.'))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn reason(url: &str, policy: &FetchPolicy) -> String {
        match check_url(url, policy) {
            Err(FetchError::NotAllowed { reason, .. }) => reason,
            other => panic!("{url} should be refused, got {other:?}"),
        }
    }

    #[test]
    fn ip_spellings_are_normalized_before_the_check() {
        let policy = FetchPolicy::default();
        for url in [
            "http://2130706433/",
            "http://0177.0.0.1/",
            "http://0x7f.0.0.1/",
            "http://0x7f.1/",
            "http://127.1/",
            "http://[::ffff:7f00:1]/",
        ] {
            assert!(reason(url, &policy).contains("loopback"), "{url}");
        }
    }

    #[test]
    fn lists_match_domains_and_their_subdomains_only() {
        let policy = FetchPolicy {
            deny_domains: vec!["Bad.example".to_owned()],
            allow_domains: vec!["example".to_owned(), "recipes.test".to_owned()],
            ..FetchPolicy::default()
        };
        assert!(reason("https://www.bad.example/x", &policy).contains("deny list"));
        assert!(reason("https://notrecipes.test/", &policy).contains("allow list"));
        assert!(check_url("https://good.example/", &policy).is_ok());
        assert!(check_url("https://RECIPES.test./a", &policy).is_ok());
    }

    #[test]
    fn loopback_names_are_refused_unless_testing() {
        assert!(reason("http://api.localhost/", &FetchPolicy::default()).contains("loopback name"));
        let testing = FetchPolicy {
            allow_loopback_for_tests: true,
            ..FetchPolicy::default()
        };
        assert!(check_url("http://localhost:8080/", &testing).is_ok());
        assert!(check_url("http://127.0.0.1:8080/", &testing).is_ok());
        assert!(reason("http://10.0.0.1/", &testing).contains("private"));
    }
}
