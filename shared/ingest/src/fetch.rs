//! Fetching web pages for import (seed 004 §10.1, §15.1–§15.2), guarded against SSRF.
//!
//! Every URL, the first and each redirect hop, passes [`check_url`] (scheme, credentials,
//! literal-IP host, allow/deny lists) and is resolved by a resolver that refuses hosts with any
//! non-public address and pins the connection to the addresses it checked. Bodies are capped
//! while streaming; timeouts, 5xx, 408 and 429 are retried with backoff honouring
//! `Retry-After`; robots.txt is respected when configured; the per-domain circuit breaker and
//! rate limit live in the shared [`DomainStateStore`] so they hold across Lambda instances.

mod address;
mod body;
mod domain_gate;
mod error;
mod policy;
mod resolver;
mod retry;
mod robots;

use std::error::Error as _;
use std::sync::Arc;
use std::time::Duration;

use cookbook_domain::Clock;
use cookbook_store::DomainStateStore;
use jiff::Timestamp;
use reqwest::header::{CONTENT_TYPE, LOCATION, RETRY_AFTER};
use url::Url;

pub use error::FetchError;
pub use policy::{BreakerPolicy, FetchPolicy, check_url};
pub use resolver::{HostResolver, StaticResolver, SystemResolver};

use domain_gate::{DomainGate, Health};
use error::is_transient_status;
use policy::domain_key;
use resolver::{GuardedResolver, ResolveError};
use robots::{RobotsCache, Rules};

/// robots.txt beyond this size is ignored (Google reads the first 500 KiB).
const ROBOTS_MAX_BYTES: usize = 512 * 1024;

/// A fetched page.
#[derive(Debug, Clone, PartialEq)]
pub struct FetchedPage {
    pub requested_url: String,
    /// The URL the page came from, after redirects.
    pub final_url: String,
    pub status: u16,
    pub content_type: Option<String>,
    /// The body decoded per its charset; undecodable bytes become U+FFFD.
    pub body: String,
    /// The body's size on the wire.
    pub size_bytes: usize,
    pub retrieved_at: Timestamp,
    /// Every redirect target, in order.
    pub redirects: Vec<String>,
}

/// The guarded HTTP client with its per-domain bookkeeping; one per Lambda instance.
pub struct Fetcher {
    policy: FetchPolicy,
    client: reqwest::Client,
    gate: DomainGate,
    robots: RobotsCache,
    clock: Arc<dyn Clock>,
}

/// A response that passed every check, and the redirects that led to it.
struct Arrival {
    response: reqwest::Response,
    final_url: Url,
    redirects: Vec<String>,
}

/// A downloaded body, before decoding.
struct Download {
    final_url: Url,
    status: u16,
    content_type: Option<String>,
    body: Vec<u8>,
    redirects: Vec<String>,
}

/// A failed attempt, with the delay the server asked for before the next one.
struct Failure {
    error: FetchError,
    retry_after: Option<Duration>,
}

impl From<FetchError> for Failure {
    fn from(error: FetchError) -> Self {
        Failure {
            error,
            retry_after: None,
        }
    }
}

impl Fetcher {
    /// A fetcher resolving names with the operating system's resolver.
    pub fn new(
        policy: FetchPolicy,
        domains: Arc<dyn DomainStateStore>,
        clock: Arc<dyn Clock>,
    ) -> Result<Self, FetchError> {
        Self::with_resolver(policy, domains, clock, Arc::new(SystemResolver))
    }

    /// A fetcher resolving names with `resolver` (a [`StaticResolver`] in tests); its answers
    /// are checked like the system resolver's.
    pub fn with_resolver(
        policy: FetchPolicy,
        domains: Arc<dyn DomainStateStore>,
        clock: Arc<dyn Clock>,
        resolver: Arc<dyn HostResolver>,
    ) -> Result<Self, FetchError> {
        let guarded = GuardedResolver {
            lookup: resolver,
            allow_loopback: policy.allow_loopback_for_tests,
        };
        let client = reqwest::Client::builder()
            .user_agent(policy.user_agent.as_str())
            .redirect(reqwest::redirect::Policy::none())
            .no_proxy()
            .timeout(policy.timeout)
            .connect_timeout(policy.connect_timeout)
            .dns_resolver(guarded)
            .build()
            .map_err(|e| {
                FetchError::Network(format!("the HTTP client could not be built ({e})"))
            })?;
        let gate = DomainGate {
            store: domains,
            clock: Arc::clone(&clock),
            breaker: policy.breaker.clone(),
            min_interval: policy.min_interval_per_domain,
            max_wait: policy.timeout,
        };
        Ok(Self {
            policy,
            client,
            gate,
            robots: RobotsCache::default(),
            clock,
        })
    }

    /// Fetches `url`, retrying transient failures, and records the outcome in the domain's
    /// circuit breaker.
    pub async fn fetch(&self, url: &str) -> Result<FetchedPage, FetchError> {
        let target = check_url(url, &self.policy)?;
        let outcome = self.fetch_with_retries(&target).await;
        self.gate
            .record(&domain_key(&target), health(&outcome))
            .await;
        let download = outcome?;
        Ok(FetchedPage {
            requested_url: url.to_owned(),
            final_url: download.final_url.into(),
            status: download.status,
            body: body::decode(&download.body, download.content_type.as_deref()),
            content_type: download.content_type,
            size_bytes: download.body.len(),
            retrieved_at: self.clock.now(),
            redirects: download.redirects,
        })
    }

    async fn fetch_with_retries(&self, target: &Url) -> Result<Download, FetchError> {
        let mut retry = 0;
        loop {
            let failure = match self.attempt(target, self.policy.max_bytes, true).await {
                Ok(download) => return Ok(download),
                Err(failure) => failure,
            };
            let wait = retry_wait(&failure, retry).filter(|_| retry < self.policy.max_retries);
            let Some(wait) = wait else {
                return Err(failure.error);
            };
            tracing::info!(url = %target, retry, ?wait, error = %failure.error, "retrying a fetch");
            tokio::time::sleep(wait).await;
            retry += 1;
        }
    }

    /// One attempt: follow the redirects, then download the body under `limit`.
    async fn attempt(
        &self,
        target: &Url,
        limit: usize,
        check_robots: bool,
    ) -> Result<Download, Failure> {
        let Arrival {
            mut response,
            final_url,
            redirects,
        } = self.follow_redirects(target, check_robots).await?;
        let content_type = header_text(&response, CONTENT_TYPE).map(str::to_owned);
        let body =
            body::read_capped(&mut response, limit, |e| transport_error(e, &final_url)).await?;
        Ok(Download {
            status: response.status().as_u16(),
            final_url,
            content_type,
            body,
            redirects,
        })
    }

    /// Requests `start`, following redirects by hand so that every hop is checked (URL,
    /// robots.txt, domain admission, and its addresses through the resolver).
    async fn follow_redirects(&self, start: &Url, check_robots: bool) -> Result<Arrival, Failure> {
        let mut current = start.clone();
        let mut redirects = Vec::new();
        loop {
            if check_robots && self.policy.respect_robots && !self.robots_allow(&current).await {
                return Err(
                    FetchError::not_allowed(current.as_str(), "robots.txt disallows it").into(),
                );
            }
            self.gate.admit(&domain_key(&current)).await?;
            let response = self
                .client
                .get(current.clone())
                .send()
                .await
                .map_err(|e| transport_error(e, &current))?;
            let status = response.status();
            if status.is_success() {
                return Ok(Arrival {
                    response,
                    final_url: current,
                    redirects,
                });
            }
            if !status.is_redirection() {
                let retry_after = header_text(&response, RETRY_AFTER)
                    .and_then(|value| retry::retry_after(value, self.clock.now()));
                return Err(Failure {
                    error: FetchError::Http {
                        status: status.as_u16(),
                    },
                    retry_after,
                });
            }
            let next = self.redirect_target(&current, &response, redirects.len())?;
            redirects.push(next.to_string());
            current = next;
        }
    }

    /// Where a redirect leads, checked like a first URL.
    fn redirect_target(
        &self,
        current: &Url,
        response: &reqwest::Response,
        hops_so_far: usize,
    ) -> Result<Url, FetchError> {
        let status = response.status().as_u16();
        let location = header_text(response, LOCATION).ok_or(FetchError::Http { status })?;
        if hops_so_far >= self.policy.max_redirects {
            let reason = format!("it redirects more than {} times", self.policy.max_redirects);
            return Err(FetchError::not_allowed(current.as_str(), reason));
        }
        let next = current.join(location).map_err(|e| {
            FetchError::not_allowed(
                current.as_str(),
                format!("it redirects to `{location}`, not a URL ({e})"),
            )
        })?;
        check_url(next.as_str(), &self.policy).map_err(|error| match error {
            FetchError::NotAllowed { url, reason } => FetchError::NotAllowed {
                url,
                reason: format!("{reason} (a redirect from {current} leads there)"),
            },
            other => other,
        })
    }

    /// Whether robots.txt lets us fetch `url`; the origin's rules are fetched once per fetcher.
    async fn robots_allow(&self, url: &Url) -> bool {
        if let Some(rules) = self.robots.get(url) {
            return rules.allows(url);
        }
        let robots_url = robots::robots_url(url);
        // Boxed: this attempt is a fetch inside a fetch.
        let rules = match Box::pin(self.attempt(&robots_url, ROBOTS_MAX_BYTES, false)).await {
            Ok(download) => Some(Rules::parse(&self.policy.user_agent, &download.body)),
            // A missing robots.txt allows everything, for good.
            Err(Failure {
                error: FetchError::Http { status },
                ..
            }) if (400..500).contains(&status) && !is_transient_status(status) => {
                Some(Rules::AllowAll)
            }
            // Best effort: any other failure allows this fetch, and the next one asks again.
            Err(failure) => {
                tracing::info!(%robots_url, error = %failure.error, "robots.txt unavailable; fetching anyway");
                None
            }
        };
        match rules {
            Some(rules) => {
                self.robots.insert(url, rules.clone());
                rules.allows(url)
            }
            None => true,
        }
    }
}

/// How long to wait before retrying, or `None` when the failure is not worth retrying or the
/// server asks for a longer wait than [`retry::MAX_RETRY_WAIT`].
fn retry_wait(failure: &Failure, retry: u32) -> Option<Duration> {
    let transient = match failure.error {
        FetchError::Timeout => true,
        FetchError::Http { status } => is_transient_status(status),
        _ => false,
    };
    match failure.retry_after {
        _ if !transient => None,
        Some(asked) => (asked <= retry::MAX_RETRY_WAIT).then_some(asked),
        None => Some(retry::backoff(retry)),
    }
}

/// What a fetch's outcome says about the domain's health, for the circuit breaker.
fn health<T>(outcome: &Result<T, FetchError>) -> Health {
    match outcome {
        Ok(_) => Health::Served,
        Err(
            FetchError::NotAllowed { .. }
            | FetchError::TooLarge { .. }
            | FetchError::CircuitOpen { .. }
            | FetchError::RateLimited { .. }
            | FetchError::Http { status: 404 | 410 },
        ) => Health::Neutral,
        Err(FetchError::Timeout | FetchError::Http { .. } | FetchError::Network(_)) => {
            Health::Failed
        }
    }
}

fn header_text(response: &reqwest::Response, name: reqwest::header::HeaderName) -> Option<&str> {
    response
        .headers()
        .get(name)
        .and_then(|value| value.to_str().ok())
}

/// A transport error as a fetch error: a resolver refusal is `NotAllowed`, timeouts are
/// `Timeout`, anything else `Network` with its causes.
fn transport_error(error: reqwest::Error, url: &Url) -> FetchError {
    let mut cause = error.source();
    while let Some(current) = cause {
        if let Some(resolve) = current.downcast_ref::<ResolveError>() {
            return match resolve {
                ResolveError::Refused { .. } => {
                    FetchError::not_allowed(url.as_str(), resolve.to_string())
                }
                ResolveError::Lookup { .. } | ResolveError::NoAddress { .. } => {
                    FetchError::Network(resolve.to_string())
                }
            };
        }
        cause = current.source();
    }
    if error.is_timeout() {
        return FetchError::Timeout;
    }
    let mut message = error.to_string();
    let mut cause = error.source();
    while let Some(current) = cause {
        message.push_str(": ");
        message.push_str(&current.to_string());
        cause = current.source();
    }
    FetchError::Network(message)
}
