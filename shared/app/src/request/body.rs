//! Request input: a JSON body extractor and a query extractor whose failures are the contract's
//! error codes (never axum's default 413/415/422 bodies).

use axum::body::Bytes;
use axum::extract::{FromRequest, FromRequestParts, Query, Request};
use axum::http::request::Parts;
use serde::de::DeserializeOwned;
use serde_json::json;

use crate::error::ApiError;

/// Largest accepted request body.
pub const MAX_BODY_BYTES: usize = 1024 * 1024;

/// Largest body of `POST /api/tasks`, which may carry a saved page of up to 2 MB (CONTRACTS §9).
pub const MAX_TASK_BODY_BYTES: usize = 3 * 1024 * 1024;

/// A JSON body of at most `LIMIT` bytes: unparseable → `INVALID_JSON`; wrong types, missing or
/// unknown fields → `INVALID_PAYLOAD` with `details.field` naming where
/// (`ingredients[2].quantity`); over `LIMIT` → `PAYLOAD_TOO_LARGE`.
#[derive(Debug)]
pub struct JsonBody<T, const LIMIT: usize = MAX_BODY_BYTES>(pub T);

impl<T: DeserializeOwned, S: Send + Sync, const LIMIT: usize> FromRequest<S>
    for JsonBody<T, LIMIT>
{
    type Rejection = ApiError;

    async fn from_request(request: Request, _state: &S) -> Result<Self, Self::Rejection> {
        let bytes: Bytes = axum::body::to_bytes(request.into_body(), LIMIT)
            .await
            .map_err(|_| ApiError::payload_too_large(LIMIT))?;
        let value: serde_json::Value = serde_json::from_slice(&bytes)
            .map_err(|e| ApiError::invalid_json(format!("request body is not valid JSON: {e}")))?;
        serde_path_to_error::deserialize(value)
            .map(JsonBody)
            .map_err(|e| {
                let field = e.path().to_string();
                let message = match field.as_str() {
                    "." => format!(
                        "request body does not match the expected shape: {}",
                        e.inner()
                    ),
                    _ => format!("{field}: {}", e.inner()),
                };
                ApiError::invalid_payload(message).with_details(json!({ "field": field }))
            })
    }
}

/// Query parameters; a malformed query is `INVALID_PAYLOAD`.
#[derive(Debug)]
pub struct QueryParams<T>(pub T);

impl<T: DeserializeOwned, S: Send + Sync> FromRequestParts<S> for QueryParams<T> {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, _state: &S) -> Result<Self, Self::Rejection> {
        Query::<T>::try_from_uri(&parts.uri)
            .map(|Query(params)| QueryParams(params))
            .map_err(|e| ApiError::invalid_payload(format!("bad query string: {}", e.body_text())))
    }
}
