//! The fetcher against a loopback fixture server: pages, redirects, size cap, timeouts, retries,
//! robots.txt, the SSRF battery (nothing refused ever reaches the server) and the per-domain
//! circuit breaker and rate limit kept in the local DomainStateStore.

mod fetch_support;

use std::net::IpAddr;
use std::sync::Arc;
use std::time::{Duration, Instant};

use cookbook_domain::{Clock, ManualClock};
use cookbook_ingest::fetch::{
    FetchError, FetchPolicy, Fetcher, HostResolver, StaticResolver, SystemResolver,
};
use cookbook_store::DomainStateStore;
use cookbook_store::local::{LocalOptions, open};
use fetch_support::{Fixture, OVERSIZED, PAGE_HTML};
use jiff::{SignedDuration, Timestamp};
use tempfile::TempDir;

/// Loopback allowed for the fixture, no robots, no spacing, short timeouts.
fn fixture_policy() -> FetchPolicy {
    FetchPolicy {
        allow_loopback_for_tests: true,
        respect_robots: false,
        min_interval_per_domain: Duration::ZERO,
        timeout: Duration::from_secs(2),
        connect_timeout: Duration::from_secs(1),
        ..FetchPolicy::default()
    }
}

/// A fetcher over a fresh local store, with the clock and store exposed to the test.
struct Harness {
    fetcher: Fetcher,
    clock: Arc<ManualClock>,
    domains: Arc<dyn DomainStateStore>,
    _data: TempDir,
}

fn start_time() -> Timestamp {
    "2026-11-22T00:00:00Z".parse().expect("a timestamp")
}

fn harness_with(policy: FetchPolicy, resolver: Arc<dyn HostResolver>) -> Harness {
    let clock = Arc::new(ManualClock::new(start_time()));
    let data = tempfile::tempdir().expect("a temporary folder");
    let stores = open(data.path(), LocalOptions::new(clock.clone())).expect("the local store");
    let fetcher = Fetcher::with_resolver(policy, stores.domains.clone(), clock.clone(), resolver)
        .expect("a fetcher");
    Harness {
        fetcher,
        clock,
        domains: stores.domains,
        _data: data,
    }
}

fn harness(policy: FetchPolicy) -> Harness {
    harness_with(policy, Arc::new(SystemResolver))
}

fn ip(text: &str) -> IpAddr {
    text.parse().expect("an IP address")
}

/// The reason of a `NotAllowed`, failing the test on any other outcome.
fn refusal(outcome: Result<impl std::fmt::Debug, FetchError>, url: &str) -> String {
    match outcome {
        Err(FetchError::NotAllowed { reason, .. }) => reason,
        other => panic!("{url} should be refused, got {other:?}"),
    }
}

#[tokio::test]
async fn a_page_is_fetched_and_decoded() {
    let fixture = Fixture::start().await;
    let h = harness(fixture_policy());
    let url = fixture.url("/page");
    // Spawned: a Lambda shares one fetcher between concurrent tasks.
    let fetcher = Arc::new(h.fetcher);
    let page = tokio::spawn({
        let (fetcher, url) = (Arc::clone(&fetcher), url.clone());
        async move { fetcher.fetch(&url).await }
    })
    .await
    .expect("the fetch task")
    .expect("the page");
    assert_eq!(page.requested_url, url);
    assert_eq!(page.final_url, url);
    assert_eq!(page.status, 200);
    assert_eq!(page.body, PAGE_HTML);
    assert_eq!(page.size_bytes, PAGE_HTML.len());
    assert_eq!(
        page.content_type.as_deref(),
        Some("text/html; charset=utf-8")
    );
    assert_eq!(page.retrieved_at, start_time());
    assert!(page.redirects.is_empty());

    let latin1 = fetcher
        .fetch(&fixture.url("/latin1"))
        .await
        .expect("the page");
    assert_eq!(latin1.body, "<p>café</p>");
}

#[tokio::test]
async fn redirects_are_followed_up_to_the_limit() {
    let fixture = Fixture::start().await;
    let h = harness(fixture_policy());
    let page = h
        .fetcher
        .fetch(&fixture.url("/chain/4"))
        .await
        .expect("5 redirects are fine");
    assert_eq!(page.final_url, fixture.url("/page"));
    let expected: Vec<String> = ["/chain/3", "/chain/2", "/chain/1", "/chain/0", "/page"]
        .into_iter()
        .map(|path| fixture.url(path))
        .collect();
    assert_eq!(page.redirects, expected);

    let before = fixture.requests().len();
    let reason = refusal(h.fetcher.fetch(&fixture.url("/chain/5")).await, "/chain/5");
    assert!(reason.contains("more than 5"), "{reason}");
    // /chain/5 … /chain/0 were requested, the sixth target (/page) never was.
    assert_eq!(
        fixture.requests()[before..],
        [
            "/chain/5", "/chain/4", "/chain/3", "/chain/2", "/chain/1", "/chain/0"
        ]
    );
}

#[tokio::test]
async fn every_redirect_hop_is_checked_before_it_is_requested() {
    let fixture = Fixture::start().await;
    // Even with loopback allowed, a redirect to another internal address is refused.
    let resolver = StaticResolver::new([("rebind.test", vec![ip("10.0.0.1")])]);
    let h = harness_with(fixture_policy(), Arc::new(resolver));
    let cases = [
        ("/to-metadata", "link-local"),
        ("/to-zero", "unspecified"),
        ("/to-rebind", "private"),
        ("/to-file", "scheme `file`"),
        ("/to-mapped", "link-local"),
    ];
    for (path, expected) in cases {
        let reason = refusal(h.fetcher.fetch(&fixture.url(path)).await, path);
        assert!(reason.contains(expected), "{path}: {reason}");
        assert!(
            reason.contains("redirect") || path == "/to-rebind",
            "{path}: {reason}"
        );
    }
    let first_hops: Vec<String> = cases.iter().map(|(path, _)| path.to_string()).collect();
    assert_eq!(
        fixture.requests(),
        first_hops,
        "no redirect target was requested"
    );

    let followed = h
        .fetcher
        .fetch(&fixture.url("/to-loopback"))
        .await
        .expect("loopback is allowed here");
    assert_eq!(followed.redirects, [fixture.url("/page")]);
}

#[tokio::test]
async fn bodies_over_the_cap_are_refused_declared_or_streamed() {
    let fixture = Fixture::start().await;
    let h = harness(fixture_policy());
    for path in ["/big", "/big-stream"] {
        let outcome = h.fetcher.fetch(&fixture.url(path)).await;
        assert_eq!(
            outcome.map(|_| ()),
            Err(FetchError::TooLarge {
                limit: OVERSIZED - 1
            }),
            "{path}"
        );
    }
    // Not retried: the cap is permanent.
    assert_eq!(fixture.requests(), ["/big", "/big-stream"]);

    let roomy = harness(FetchPolicy {
        max_bytes: OVERSIZED,
        ..fixture_policy()
    });
    let page = roomy
        .fetcher
        .fetch(&fixture.url("/big-stream"))
        .await
        .expect("exactly at the cap");
    assert_eq!(page.size_bytes, OVERSIZED);
}

#[tokio::test]
async fn a_slow_site_times_out_after_the_retries() {
    let fixture = Fixture::start().await;
    let h = harness(FetchPolicy {
        timeout: Duration::from_millis(300),
        max_retries: 1,
        ..fixture_policy()
    });
    let started = Instant::now();
    let outcome = h.fetcher.fetch(&fixture.url("/slow")).await;
    assert_eq!(outcome.map(|_| ()), Err(FetchError::Timeout));
    assert!(
        started.elapsed() < fetch_support::SLOW_ANSWER,
        "the client gave up on its own"
    );
    assert_eq!(fixture.count("/slow"), 2, "one retry");
}

#[tokio::test]
async fn transient_failures_are_retried_and_permanent_ones_are_not() {
    let fixture = Fixture::start().await;
    let h = harness(fixture_policy());

    let started = Instant::now();
    let page = h
        .fetcher
        .fetch(&fixture.url("/flaky"))
        .await
        .expect("the second attempt");
    assert_eq!(page.body, PAGE_HTML);
    assert_eq!(fixture.count("/flaky"), 2);
    assert!(
        started.elapsed() >= Duration::from_secs(1),
        "Retry-After: 1 was honoured"
    );

    let outcomes = [
        ("/always-503", 503, 3),
        ("/busy", 429, 3),
        ("/chain/x", 404, 1),
        // Retry-After beyond the cap: failed at once, left to the task's own retry.
        ("/long-wait", 503, 1),
    ];
    for (path, status, attempts) in outcomes {
        let outcome = h.fetcher.fetch(&fixture.url(path)).await;
        assert_eq!(
            outcome.as_ref().map(|_| ()),
            Err(&FetchError::Http { status }),
            "{path}"
        );
        assert_eq!(fixture.count(path), attempts, "{path}");
    }
    assert!(FetchError::Http { status: 404 }.is_permanent());
    assert!(!FetchError::Http { status: 503 }.is_permanent());
}

#[tokio::test]
async fn robots_txt_is_respected_and_fetched_once() {
    let fixture = Fixture::start().await;
    let h = harness(FetchPolicy {
        respect_robots: true,
        ..fixture_policy()
    });
    let reason = refusal(
        h.fetcher.fetch(&fixture.url("/private/page")).await,
        "/private/page",
    );
    assert!(reason.contains("robots.txt disallows"), "{reason}");
    h.fetcher
        .fetch(&fixture.url("/page"))
        .await
        .expect("allowed by robots.txt");
    assert_eq!(fixture.requests(), ["/robots.txt", "/page"]);
    assert_eq!(
        h.fetcher
            .fetch(&fixture.url("/private/page"))
            .await
            .map_err(|e| e.code())
            .map(|_| ()),
        Err("URL_NOT_ALLOWED")
    );

    let ignoring = harness(fixture_policy());
    ignoring
        .fetcher
        .fetch(&fixture.url("/private/page"))
        .await
        .expect("robots.txt is off");
}

/// URLs no production fetcher may request, with a word the refusal must contain. Loopback forms
/// carry the fixture's port, so a guard failure would show up in its request log.
fn ssrf_battery(port: u16) -> Vec<(String, &'static str)> {
    let at = |host: &str, path: &str| format!("http://{host}:{port}{path}");
    vec![
        (at("127.0.0.1", "/page"), "loopback"),
        (at("localhost", "/page"), "loopback"),
        (at("app.localhost", "/page"), "loopback"),
        (at("[::1]", "/page"), "loopback"),
        (at("0.0.0.0", "/page"), "unspecified"),
        (at("[::]", "/page"), "unspecified"),
        (at("2130706433", "/page"), "loopback"),
        (at("0177.0.0.1", "/page"), "loopback"),
        (at("0x7f.0.0.1", "/page"), "loopback"),
        (at("0x7f.1", "/page"), "loopback"),
        (at("127.1", "/page"), "loopback"),
        (at("[::ffff:127.0.0.1]", "/page"), "loopback"),
        (at("[::ffff:7f00:1]", "/page"), "loopback"),
        (at("[64:ff9b::7f00:1]", "/page"), "loopback"),
        ("http://10.0.0.1/".to_owned(), "private"),
        ("http://172.16.0.1/".to_owned(), "private"),
        ("http://192.168.1.1/".to_owned(), "private"),
        (
            "http://169.254.169.254/latest/meta-data/".to_owned(),
            "metadata",
        ),
        (
            "http://[::ffff:169.254.169.254]/latest/meta-data/".to_owned(),
            "metadata",
        ),
        ("http://100.64.0.1/".to_owned(), "carrier-grade NAT"),
        ("http://[fe80::1]/".to_owned(), "link-local"),
        ("http://[fc00::1]/".to_owned(), "unique-local"),
        ("http://224.0.0.1/".to_owned(), "multicast"),
        ("http://255.255.255.255/".to_owned(), "broadcast"),
        ("file:///etc/passwd".to_owned(), "scheme `file`"),
        ("ftp://example.com/".to_owned(), "scheme `ftp`"),
        ("gopher://example.com:70/_GET".to_owned(), "scheme `gopher`"),
        ("javascript:alert(1)".to_owned(), "scheme `javascript`"),
        ("http://user:pass@example.com/".to_owned(), "credentials"),
    ]
}

/// A production policy (no loopback) that does not wait between requests.
fn production_policy() -> FetchPolicy {
    FetchPolicy {
        min_interval_per_domain: Duration::ZERO,
        ..FetchPolicy::default()
    }
}

#[tokio::test]
async fn the_ssrf_battery_is_refused_without_a_request() {
    let fixture = Fixture::start().await;
    let battery = ssrf_battery(fixture.port);
    assert!(battery.len() >= 25);
    let h = harness(production_policy());
    for (url, expected) in &battery {
        let reason = refusal(h.fetcher.fetch(url).await, url);
        assert!(reason.contains(expected), "{url}: {reason}");
    }
    assert_eq!(
        fixture.requests(),
        Vec::<String>::new(),
        "nothing reached the server"
    );
}

#[tokio::test]
async fn names_resolving_to_internal_addresses_are_refused_without_a_request() {
    let fixture = Fixture::start().await;
    let resolver = StaticResolver::new([
        ("rebind.test", vec![ip("127.0.0.1")]),
        ("v6loop.test", vec![ip("::1")]),
        ("private.test", vec![ip("10.0.0.1")]),
        ("metadata.test", vec![ip("169.254.169.254")]),
        ("mapped.test", vec![ip("::ffff:127.0.0.1")]),
        // One public address does not excuse a private one.
        ("mixed.test", vec![ip("93.184.216.34"), ip("192.168.0.1")]),
    ]);
    let h = harness_with(production_policy(), Arc::new(resolver));
    let port = fixture.port;
    let cases = [
        (
            format!("http://rebind.test:{port}/page"),
            "resolves to 127.0.0.1, a loopback",
        ),
        (
            format!("http://v6loop.test:{port}/page"),
            "resolves to ::1, a loopback",
        ),
        (format!("http://mapped.test:{port}/page"), "loopback"),
        (
            "http://private.test/".to_owned(),
            "resolves to 10.0.0.1, a private",
        ),
        (
            "http://metadata.test/latest/meta-data/".to_owned(),
            "metadata",
        ),
        ("https://mixed.test/".to_owned(), "resolves to 192.168.0.1"),
    ];
    for (url, expected) in &cases {
        let outcome = h.fetcher.fetch(url).await;
        if let Err(error) = &outcome {
            assert_eq!(error.code(), "URL_NOT_ALLOWED", "{url}");
            assert!(error.is_permanent(), "{url}");
        }
        let reason = refusal(outcome, url);
        assert!(reason.contains(expected), "{url}: {reason}");
    }
    assert_eq!(
        fixture.requests(),
        Vec::<String>::new(),
        "nothing reached the server"
    );
}

#[tokio::test]
async fn the_circuit_breaker_opens_after_five_failures_and_closes_after_thirty_minutes() {
    let fixture = Fixture::start().await;
    let policy = FetchPolicy {
        max_retries: 0,
        ..fixture_policy()
    };
    let h = harness(policy.clone());
    // A second instance over the same store: the breaker holds across Lambda instances.
    let other = Fetcher::new(policy, h.domains.clone(), h.clock.clone()).expect("a fetcher");
    let failing = fixture.url("/always-503");
    for attempt in 0..5 {
        let fetcher = if attempt % 2 == 0 { &h.fetcher } else { &other };
        assert_eq!(
            fetcher.fetch(&failing).await.map(|_| ()),
            Err(FetchError::Http { status: 503 })
        );
        h.clock.advance(SignedDuration::from_mins(1));
    }
    let blocked_until = h
        .clock
        .now()
        .checked_sub(SignedDuration::from_mins(1))
        .expect("a time")
        + SignedDuration::from_mins(30);
    for fetcher in [&h.fetcher, &other] {
        let outcome = fetcher.fetch(&fixture.url("/page")).await;
        assert_eq!(
            outcome.map(|_| ()),
            Err(FetchError::CircuitOpen {
                domain: "127.0.0.1".to_owned(),
                until: blocked_until,
            })
        );
    }
    assert_eq!(fixture.count("/page"), 0, "an open breaker fails fast");

    h.clock.advance(SignedDuration::from_mins(30));
    h.fetcher
        .fetch(&fixture.url("/page"))
        .await
        .expect("the breaker closed");
    let state = h
        .domains
        .get("127.0.0.1")
        .await
        .expect("the store")
        .expect("a record");
    assert_eq!((state.consecutive_failures, state.blocked_until), (0, None));
}

#[tokio::test]
async fn a_success_or_a_quiet_window_resets_the_failure_streak() {
    let fixture = Fixture::start().await;
    let h = harness(FetchPolicy {
        max_retries: 0,
        ..fixture_policy()
    });
    let failing = fixture.url("/always-503");
    let fail_times = |n: usize| {
        let fetcher = &h.fetcher;
        let failing = failing.clone();
        async move {
            for _ in 0..n {
                assert!(fetcher.fetch(&failing).await.is_err());
            }
        }
    };
    fail_times(4).await;
    h.fetcher
        .fetch(&fixture.url("/page"))
        .await
        .expect("served");
    fail_times(4).await;
    // Ten minutes after the streak began, a failure starts a new streak.
    h.clock.advance(SignedDuration::from_mins(11));
    fail_times(4).await;
    // Missing pages say nothing about the domain.
    for _ in 0..5 {
        assert_eq!(
            h.fetcher.fetch(&fixture.url("/missing")).await.map(|_| ()),
            Err(FetchError::Http { status: 404 })
        );
    }
    h.fetcher
        .fetch(&fixture.url("/page"))
        .await
        .expect("never blocked");
}

#[tokio::test]
async fn requests_to_a_domain_are_spaced_across_instances() {
    let fixture = Fixture::start().await;
    let policy = FetchPolicy {
        min_interval_per_domain: Duration::from_millis(400),
        ..fixture_policy()
    };
    let h = harness(policy.clone());
    let other = Fetcher::new(policy, h.domains.clone(), h.clock.clone()).expect("a fetcher");
    let started = Instant::now();
    h.fetcher
        .fetch(&fixture.url("/page"))
        .await
        .expect("the first page");
    other
        .fetch(&fixture.url("/page"))
        .await
        .expect("the second page");
    // The manual clock stands still, so the second request waited the whole interval.
    assert!(
        started.elapsed() >= Duration::from_millis(400),
        "{:?}",
        started.elapsed()
    );

    // A third request would have to wait beyond one request timeout: refused, retryably.
    let crowded = harness(FetchPolicy {
        min_interval_per_domain: Duration::from_secs(60),
        ..fixture_policy()
    });
    crowded
        .fetcher
        .fetch(&fixture.url("/page"))
        .await
        .expect("the first page");
    let outcome = crowded.fetcher.fetch(&fixture.url("/page")).await;
    let until = start_time() + SignedDuration::from_mins(1);
    assert_eq!(
        outcome.as_ref().map(|_| ()),
        Err(&FetchError::RateLimited {
            domain: "127.0.0.1".to_owned(),
            until,
        })
    );
    assert!(outcome.is_err_and(|error| !error.is_permanent()));
}
