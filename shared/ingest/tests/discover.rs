//! Discovery end to end: ranking, dedup, truncation and the URL policy through `discover`, the
//! test-only fixture provider and the curated provider on the fixture files, and the HTTP search-API provider against
//! a loopback axum server (auth header, query terms, error statuses, malformed answers,
//! timeouts, redirects and oversized answers).

use std::collections::HashMap;
use std::path::PathBuf;
use std::time::Duration;

use axum::Json;
use axum::extract::Query;
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
mod discover_support;

use cookbook_ingest::discover::{
    CuratedSourcesProvider, DiscoverError, HttpSearchApiConfig, HttpSearchApiProvider,
    MAX_DISCOVERY_CANDIDATES, SearchCandidate, SearchRequest, discover,
};
use cookbook_ingest::fetch::FetchPolicy;
use discover_support::FixtureSearchProvider;
use serde_json::{Value, json};
use url::Url;

const API_KEY: &str = "test-key";

fn fixture_path(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../fixtures/search")
        .join(name)
}

fn request(query: &str, constraints: Value) -> SearchRequest {
    SearchRequest::from_payload(query, Some(&constraints))
}

fn urls(candidates: &[SearchCandidate]) -> Vec<&str> {
    candidates.iter().map(|c| c.url.as_str()).collect()
}

fn fixtures() -> FixtureSearchProvider {
    FixtureSearchProvider::from_file(&fixture_path("results.json")).expect("results.json")
}

async fn discover_default(
    provider: &dyn cookbook_ingest::discover::SearchProvider,
    query: &str,
) -> Result<Vec<SearchCandidate>, DiscoverError> {
    discover(
        provider,
        &request(query, json!({})),
        MAX_DISCOVERY_CANDIDATES,
        &FetchPolicy::default(),
    )
    .await
}

#[tokio::test]
async fn fixture_results_are_deduplicated_ranked_and_filtered() {
    let found = discover_default(&fixtures(), "Easy Tomato Soup")
        .await
        .expect("candidates");
    // The tracking-link duplicate (0.55) and the ftp result (0.99) are gone.
    assert_eq!(
        urls(&found),
        [
            "https://fixtures.example/html/jsonld-author-array-image-list.html",
            "https://fixtures.example/html/no-recipe-category-page.html",
        ]
    );
    assert_eq!(found[0].score, 0.92);
    assert_eq!(found[0].site_name.as_deref(), Some("Two Spoons Kitchen"));
}

#[tokio::test]
async fn at_most_ten_candidates_best_first() {
    let found = discover_default(&fixtures(), "weeknight dinner ideas")
        .await
        .expect("candidates");
    assert_eq!(found.len(), 10);
    assert!(found.windows(2).all(|pair| pair[0].score >= pair[1].score));
    assert_eq!(found[0].title, "Weeknight Black Bean Chili");
    assert_eq!(found[9].title, "Garlic Butter Mushrooms");
    let three = discover(
        &fixtures(),
        &request("weeknight dinner", json!({})),
        3,
        &FetchPolicy::default(),
    )
    .await
    .expect("candidates");
    assert_eq!(three.len(), 3);
}

#[tokio::test]
async fn nothing_found_or_everything_denied_is_no_candidates() {
    let error = discover_default(&fixtures(), "beef wellington")
        .await
        .expect_err("no match");
    assert_eq!(error.code(), "NO_CANDIDATES");
    assert!(error.to_string().contains("beef wellington"));

    let deny_all = FetchPolicy {
        deny_domains: vec!["fixtures.example".to_owned()],
        ..FetchPolicy::default()
    };
    let error = discover(&fixtures(), &request("pancakes", json!({})), 10, &deny_all)
        .await
        .expect_err("all denied");
    assert_eq!(
        error,
        DiscoverError::NoCandidates {
            query: "pancakes".to_owned()
        }
    );

    let allow_other = FetchPolicy {
        allow_domains: vec!["recipes.example".to_owned()],
        ..FetchPolicy::default()
    };
    assert!(
        discover(
            &fixtures(),
            &request("pancakes", json!({})),
            10,
            &allow_other
        )
        .await
        .is_err()
    );
}

#[tokio::test]
async fn fixtures_can_point_at_a_loopback_server_only_when_tests_allow_it() {
    let origin = Url::parse("http://127.0.0.1:8123/").expect("origin");
    let provider = fixtures().rebased_onto(&origin);
    let shakshuka = request("shakshuka", json!({}));
    let error = discover(&provider, &shakshuka, 10, &FetchPolicy::default()).await;
    assert_eq!(
        error.map(|_| ()).map_err(|e| e.code()),
        Err("NO_CANDIDATES")
    );
    let testing = FetchPolicy {
        allow_loopback_for_tests: true,
        ..FetchPolicy::default()
    };
    let found = discover(&provider, &shakshuka, 10, &testing)
        .await
        .expect("candidates");
    assert_eq!(
        urls(&found),
        ["http://127.0.0.1:8123/html/plain-jsonld-recipe.html"]
    );
}

#[tokio::test]
async fn a_catch_all_phrase_matches_every_query_and_bad_files_are_config_errors() {
    let provider = FixtureSearchProvider::from_json(
        r#"{"*": [{"url": "https://any.example/", "title": "Any", "score": 0.1}]}"#,
    )
    .expect("fixture");
    let found = discover_default(&provider, "anything at all")
        .await
        .expect("candidates");
    assert_eq!(urls(&found), ["https://any.example/"]);

    let error = FixtureSearchProvider::from_json("[1, 2]").expect_err("not a map");
    assert!(
        matches!(error, DiscoverError::InvalidConfig(_)),
        "{error:?}"
    );
    let error =
        CuratedSourcesProvider::from_file(&fixture_path("missing.json")).expect_err("missing");
    assert_eq!(error.code(), "DISCOVERY_FAILED");
    assert!(error.to_string().contains("missing.json"));
}

fn curated() -> CuratedSourcesProvider {
    CuratedSourcesProvider::from_file(&fixture_path("curated.json")).expect("curated.json")
}

#[tokio::test]
async fn curated_sources_are_scored_by_word_overlap() {
    let found = discover(
        &curated(),
        &request(
            "tomato soup recipe",
            json!({"diet": "vegan", "maxPrepMinutes": 30}),
        ),
        10,
        &FetchPolicy::default(),
    )
    .await
    .expect("candidates");
    let scored: Vec<(&str, f64)> = found.iter().map(|c| (c.title.as_str(), c.score)).collect();
    // Title words count 1, tags 0.75, snippet 0.5; a missed constraint halves the score.
    assert_eq!(
        scored,
        [
            ("Roasted Tomato Soup", 1.0),
            ("Gazpacho andaluz", 0.625),
            ("Velouté de potimarron à la châtaigne", 0.1875),
            ("Pasta alla Norma", 0.125),
        ]
    );
    assert_eq!(found[1].site_name.as_deref(), Some("Sabores del Sur"));
}

#[tokio::test]
async fn curated_constraints_reorder_equal_matches() {
    let titles = |found: &[SearchCandidate]| -> Vec<String> {
        found.iter().map(|c| c.title.clone()).collect()
    };
    let any_diet = discover_default(&curated(), "dinner")
        .await
        .expect("candidates");
    assert_eq!(
        titles(&any_diet),
        [
            "Weeknight Black Bean Chili",
            "Slow-Braised Beef Short Ribs",
            "Pasta alla Norma",
            "Sheet-Pan Miso Salmon"
        ]
    );
    let vegetarian = discover(
        &curated(),
        &request("dinner", json!({"diet": "Vegetarian"})),
        10,
        &FetchPolicy::default(),
    )
    .await
    .expect("candidates");
    assert_eq!(
        titles(&vegetarian),
        [
            "Weeknight Black Bean Chili",
            "Pasta alla Norma",
            "Slow-Braised Beef Short Ribs",
            "Sheet-Pan Miso Salmon"
        ]
    );
    let error = discover_default(&curated(), "the recipe")
        .await
        .expect_err("only stop words");
    assert_eq!(error.code(), "NO_CANDIDATES");
}

/// The loopback search API: `/search` needs the key and echoes the terms it got.
async fn start_search_api() -> String {
    async fn search(headers: HeaderMap, Query(params): Query<HashMap<String, String>>) -> Response {
        let key_header = headers.get("x-api-key").and_then(|v| v.to_str().ok());
        if key_header.or(params.get("key").map(String::as_str)) != Some(API_KEY) {
            return StatusCode::UNAUTHORIZED.into_response();
        }
        let terms = params.get("query").cloned().unwrap_or_default();
        let market = params.get("mkt").cloned().unwrap_or_default();
        Json(json!({"data": {"items": [
            {"link": "https://b.example/stew", "heading": format!("Stew for {terms}"), "text": market, "rank": {"value": 0.4}},
            {"link": "https://a.example/soup", "heading": "Soup", "rank": {"value": 0.9}},
            {"link": "http://10.0.0.8/internal", "heading": "Internal", "rank": {"value": 1.0}},
            {"heading": "No link"},
        ]}}))
        .into_response()
    }
    let app = axum::Router::new()
        .route("/search", get(search))
        .route("/broken", get(|| async { StatusCode::BAD_GATEWAY }))
        .route(
            "/throttled",
            get(|| async { StatusCode::TOO_MANY_REQUESTS }),
        )
        .route(
            "/malformed",
            get(|| async { ([(header::CONTENT_TYPE, "application/json")], "{\"data\": [") }),
        )
        .route(
            "/empty",
            get(|| async { Json(json!({"data": {"items": []}})) }),
        )
        .route(
            "/slow",
            get(|| async {
                tokio::time::sleep(Duration::from_secs(2)).await;
                Json(json!({"data": {"items": []}}))
            }),
        )
        .route(
            "/moved",
            get(|| async { (StatusCode::FOUND, [(header::LOCATION, "/search")]) }),
        )
        .route("/huge", get(|| async { "x".repeat(64 * 1024) }));
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("bind loopback");
    let address = listener.local_addr().expect("address");
    tokio::spawn(async move { axum::serve(listener, app).await });
    format!("http://{address}")
}

fn api_config(base: &str, path: &str, extra: Value) -> HttpSearchApiConfig {
    let mut config = json!({
        "endpoint": format!("{base}{path}"),
        "queryParam": "query",
        "extraParams": {"mkt": "en-GB"},
        "apiKey": {"header": "X-Api-Key", "value": API_KEY},
        "itemsPointer": "/data/items",
        "urlPointer": "/link",
        "titlePointer": "/heading",
        "snippetPointer": "/text",
        "scorePointer": "/rank/value",
        "timeoutMs": 500,
        "maxResponseBytes": 16 * 1024,
    });
    if let (Some(config), Some(extra)) = (config.as_object_mut(), extra.as_object()) {
        config.extend(extra.clone());
    }
    serde_json::from_value(config).expect("config")
}

fn api_provider(base: &str, path: &str, extra: Value) -> HttpSearchApiProvider {
    HttpSearchApiProvider::new(api_config(base, path, extra)).expect("provider")
}

#[tokio::test]
async fn the_key_may_be_given_apart_and_sent_as_a_header_or_a_query_parameter() {
    let base = start_search_api().await;
    for placement in [json!({"header": "X-Api-Key"}), json!({"param": "key"})] {
        let mut config = api_config(&base, "/search", json!({ "apiKey": placement }));
        let missing = HttpSearchApiProvider::new(config.clone()).expect_err("no key value");
        assert!(missing.to_string().contains("SEARCH_API_KEY"), "{missing}");
        config.set_api_key(API_KEY).expect("the settings say where");
        let provider = HttpSearchApiProvider::new(config).expect("provider");
        let found = discover_default(&provider, "stew")
            .await
            .expect("candidates");
        assert_eq!(found.len(), 2, "{placement}");
    }
    let mut nowhere = api_config(&base, "/search", json!({"apiKey": null}));
    let error = nowhere
        .set_api_key(API_KEY)
        .expect_err("no apiKey placement");
    assert!(error.to_string().contains("\"header\""), "{error}");
    let both = api_config(
        &base,
        "/search",
        json!({"apiKey": {"header": "X-Api-Key", "param": "key", "value": API_KEY}}),
    );
    let error = HttpSearchApiProvider::new(both).expect_err("two placements");
    assert!(error.to_string().contains("exactly one"), "{error}");
}

#[tokio::test]
async fn the_search_api_is_called_with_key_terms_and_mapped() {
    let base = start_search_api().await;
    let provider = api_provider(&base, "/search", json!({}));
    let found = discover(
        &provider,
        &request("stew", json!({"cuisine": "Irish", "maxPrepMinutes": 20})),
        10,
        &FetchPolicy::default(),
    )
    .await
    .expect("candidates");
    assert_eq!(
        urls(&found),
        ["https://a.example/soup", "https://b.example/stew"]
    );
    assert_eq!(found[1].title, "Stew for stew Irish");
    assert_eq!(found[1].snippet, "en-GB");
    assert_eq!(found[1].score, 0.4);

    let keyless = api_provider(&base, "/search", json!({"apiKey": null}));
    let error = discover_default(&keyless, "stew")
        .await
        .expect_err("unauthorized");
    assert_eq!(
        error,
        DiscoverError::Failed("the search API answered HTTP 401".to_owned())
    );
    assert!(!error.is_transient());
}

/// What a failing search must have produced.
type Expectation = fn(&DiscoverError) -> bool;

#[tokio::test]
async fn search_api_failures_are_errors_not_panics() {
    let base = start_search_api().await;
    let cases: [(&str, Expectation); 7] = [
        ("/broken", |e| {
            *e == DiscoverError::Unavailable("the search API answered HTTP 502".into())
        }),
        ("/throttled", |e| e.is_transient()),
        (
            "/malformed",
            |e| matches!(e, DiscoverError::Failed(m) if m.contains("not JSON")),
        ),
        ("/empty", |e| e.code() == "NO_CANDIDATES"),
        ("/slow", |e| {
            *e == DiscoverError::Unavailable("no answer within 500 ms".into())
        }),
        ("/moved", |e| {
            *e == DiscoverError::Failed("the search API answered HTTP 302".into())
        }),
        (
            "/huge",
            |e| matches!(e, DiscoverError::Failed(m) if m.contains("larger than 16384")),
        ),
    ];
    for (path, expected) in cases {
        let error = discover_default(&api_provider(&base, path, json!({})), "soup")
            .await
            .expect_err(path);
        assert!(expected(&error), "{path}: {error:?}");
        assert_eq!(error.code() == "NO_CANDIDATES", path == "/empty", "{path}");
    }
    let closed = api_provider("http://127.0.0.1:9", "/search", json!({}));
    let error = discover_default(&closed, "soup")
        .await
        .expect_err("refused");
    assert!(error.is_transient(), "{error:?}");
    assert_eq!(error.code(), "DISCOVERY_FAILED");
}
