//! The OpenAPI document is public, and every path and method it lists is routed.

mod support;

use axum::http::StatusCode;
use support::TestApp;

#[tokio::test]
async fn every_documented_operation_is_routed() {
    let app = TestApp::new();
    let (status, document) = app.send("GET", "/api/openapi.json", None, None).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(document["openapi"], "3.1.0");
    let paths = document["paths"].as_object().expect("paths");
    assert!(paths.len() >= 30, "{}", paths.len());
    let alice = app.token("alice", false);
    for (path, operations) in paths {
        let concrete = path
            .split('/')
            .map(|part| if part.starts_with('{') { "x" } else { part })
            .collect::<Vec<_>>()
            .join("/");
        for method in operations.as_object().expect("operations").keys() {
            let method = method.to_uppercase();
            let (status, body) = app
                .send(&method, &concrete, Some(&alice), Some("{}".to_owned()))
                .await;
            assert_ne!(status, StatusCode::METHOD_NOT_ALLOWED, "{method} {path}");
            let unrouted = status == StatusCode::NOT_FOUND
                && body["code"] == "NOT_FOUND"
                && body["message"]
                    .as_str()
                    .is_some_and(|m| m == "no such route");
            assert!(
                !unrouted,
                "{method} {path} is documented but not routed: {body}"
            );
        }
    }
}
