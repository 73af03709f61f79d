//! Status checks on the `(status, JSON body)` replies of [`TestApp`](super::TestApp), whose
//! failures say which status (and error code) the test expected and what came back instead.

use axum::http::StatusCode;
use serde_json::Value;

/// A reply from the router: its status and JSON body.
pub trait Reply {
    /// The body, once the status is checked to be `expected`.
    fn expect_status(self, expected: StatusCode) -> Value;
    /// The error body, once the status is checked to be `expected` and its `code` to be `code`.
    fn expect_error(self, expected: StatusCode, code: &str) -> Value;
}

impl Reply for (StatusCode, Value) {
    #[track_caller]
    fn expect_status(self, expected: StatusCode) -> Value {
        let (status, body) = self;
        assert_eq!(
            status, expected,
            "expected {expected}, got {status}: {body}"
        );
        body
    }

    #[track_caller]
    fn expect_error(self, expected: StatusCode, code: &str) -> Value {
        let (status, body) = self;
        assert_eq!(
            (status, body["code"].as_str()),
            (expected, Some(code)),
            "expected {expected} with code {code}, got {status}: {body}"
        );
        body
    }
}
