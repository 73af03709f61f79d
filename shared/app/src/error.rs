//! The error body every endpoint answers with (CONTRACTS.md §8): `{code, message, details}`.

use axum::Json;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use cookbook_store::StoreError;
use serde::Serialize;
use serde_json::{Value, json};
use utoipa::ToSchema;

/// An error as the caller sees it: a status, a stable code and a message saying what to do.
#[derive(Debug, Clone, PartialEq)]
pub struct ApiError {
    pub status: StatusCode,
    pub code: &'static str,
    pub message: String,
    pub details: Value,
}

impl ApiError {
    pub fn new(status: StatusCode, code: &'static str, message: impl Into<String>) -> Self {
        Self {
            status,
            code,
            message: message.into(),
            details: Value::Null,
        }
    }

    pub fn with_details(mut self, details: Value) -> Self {
        self.details = details;
        self
    }

    pub fn invalid_json(message: impl Into<String>) -> Self {
        Self::new(StatusCode::BAD_REQUEST, "INVALID_JSON", message)
    }

    pub fn invalid_payload(message: impl Into<String>) -> Self {
        Self::new(StatusCode::BAD_REQUEST, "INVALID_PAYLOAD", message)
    }

    pub fn payload_too_large(limit: usize) -> Self {
        Self::new(
            StatusCode::BAD_REQUEST,
            "PAYLOAD_TOO_LARGE",
            format!("request body exceeds {limit} bytes"),
        )
    }

    pub fn unauthenticated() -> Self {
        Self::new(
            StatusCode::UNAUTHORIZED,
            "UNAUTHENTICATED",
            "missing or invalid bearer token (locally: `cookbook token --user NAME` prints one)",
        )
    }

    /// A 401 that says why the token was refused and what to do.
    pub fn unauthenticated_because(reason: &str) -> Self {
        Self::new(StatusCode::UNAUTHORIZED, "UNAUTHENTICATED", reason)
    }

    pub fn forbidden(message: impl Into<String>) -> Self {
        Self::new(StatusCode::FORBIDDEN, "FORBIDDEN", message)
    }

    pub fn not_found(what: impl Into<String>) -> Self {
        Self::new(StatusCode::NOT_FOUND, "NOT_FOUND", what)
    }

    pub fn version_conflict(message: impl Into<String>) -> Self {
        Self::new(StatusCode::CONFLICT, "VERSION_CONFLICT", message)
    }

    /// The task is not in a state that allows the request (`409 INVALID_TASK_STATE`).
    pub fn invalid_task_state(message: impl Into<String>) -> Self {
        Self::new(StatusCode::CONFLICT, "INVALID_TASK_STATE", message)
    }

    /// A change that would leave a recipe invalid (`422 VALIDATION_FAILED`).
    pub fn validation_failed(message: impl Into<String>) -> Self {
        Self::new(
            StatusCode::UNPROCESSABLE_ENTITY,
            "VALIDATION_FAILED",
            message,
        )
    }

    /// Import by query without a search provider (CONTRACTS.md §9): names the settings that
    /// would give it one.
    pub fn discovery_not_configured() -> Self {
        Self::new(
            StatusCode::BAD_REQUEST,
            "DISCOVERY_NOT_CONFIGURED",
            "import by query needs a search provider and none is configured: set \
             SEARCH_API_CONFIG (a search API's endpoint and answer mapping) with its key in \
             SEARCH_API_KEY, or SEARCH_CURATED_SOURCES (a curated list of recipe pages); \
             meanwhile, import by URL",
        )
        .with_details(json!({
            "settings": ["SEARCH_API_CONFIG", "SEARCH_API_KEY", "SEARCH_CURATED_SOURCES"],
            "alternative": "Url",
        }))
    }

    /// A route whose behaviour a later issue brings; never a fake success.
    pub fn not_implemented(what: &str) -> Self {
        Self::new(
            StatusCode::NOT_IMPLEMENTED,
            "NOT_IMPLEMENTED",
            format!("{what} is not implemented yet"),
        )
    }

    pub fn internal() -> Self {
        Self::new(
            StatusCode::INTERNAL_SERVER_ERROR,
            "INTERNAL",
            "internal error; see the server logs",
        )
    }
}

impl From<StoreError> for ApiError {
    /// A record too large to store is the caller's to shrink (400 `PAYLOAD_TOO_LARGE`, on every
    /// store alike); other store errors that reach a handler unhandled are the server's fault,
    /// their detail going to the log, never to the caller.
    fn from(error: StoreError) -> Self {
        if let StoreError::TooLarge { size, limit } = error {
            return Self::new(
                StatusCode::BAD_REQUEST,
                "PAYLOAD_TOO_LARGE",
                format!(
                    "the result would be {size} bytes, over the {limit} bytes a stored record \
                     may have; make it smaller (fewer items, shorter text) or split it"
                ),
            )
            .with_details(json!({ "bytes": size, "maxBytes": limit }));
        }
        tracing::error!(error = %error, "store call failed");
        Self::internal()
    }
}

/// The error body of CONTRACTS.md §8, as every route answers it.
#[derive(Debug, Serialize, ToSchema)]
pub struct ErrorBody {
    /// A stable code, e.g. `INVALID_PAYLOAD`, `NOT_FOUND`, `RATE_LIMITED`.
    #[schema(example = "INVALID_PAYLOAD")]
    pub code: &'static str,
    /// What went wrong and what to do next, for a person.
    pub message: String,
    /// Machine-readable specifics (the offending `field`, allowed values, limits), or null.
    #[schema(value_type = Option<Object>)]
    pub details: Value,
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let body = ErrorBody {
            code: self.code,
            message: self.message,
            details: self.details,
        };
        (self.status, Json(body)).into_response()
    }
}
