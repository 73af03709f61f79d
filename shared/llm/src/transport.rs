//! JSON-over-HTTP POST shared by the network providers: sends the body, turns error statuses into
//! typed [`LlmError::Status`] (both providers wrap errors as `{"error": {"type", "message"}}`),
//! reads the `retry-after` hint and decodes the success body.

use std::time::Duration;

use reqwest::header::{HeaderMap, HeaderName, HeaderValue};
use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::Value;

use crate::error::{LlmError, StatusKind};
use crate::retry::AttemptFailure;

/// Longest excerpt of a non-JSON error body kept in an error message.
const ERROR_EXCERPT_CHARS: usize = 300;

/// A connection-pooling HTTP client for model APIs (cheap to clone).
#[derive(Debug, Clone)]
pub(crate) struct JsonTransport {
    client: reqwest::Client,
}

impl JsonTransport {
    pub fn new(connect_timeout: Duration) -> Result<Self, LlmError> {
        let client = reqwest::Client::builder()
            .connect_timeout(connect_timeout)
            .build()
            .map_err(|e| LlmError::config("http client", e.to_string()))?;
        Ok(JsonTransport { client })
    }

    /// POSTs `body` as JSON and decodes a 2xx answer as `T`.
    pub async fn post<T: DeserializeOwned>(
        &self,
        url: &str,
        headers: HeaderMap,
        body: &impl Serialize,
    ) -> Result<T, AttemptFailure> {
        let response = self
            .client
            .post(url)
            .headers(headers)
            .json(body)
            .send()
            .await
            .map_err(transport_error)?;
        let status = response.status();
        let retry_after = retry_after(response.headers());
        let bytes = response.bytes().await.map_err(transport_error)?;
        if !status.is_success() {
            return Err(AttemptFailure {
                error: status_error(status.as_u16(), &bytes),
                retry_after,
            });
        }
        serde_json::from_slice(&bytes).map_err(|e| {
            AttemptFailure::from(LlmError::malformed(format!(
                "response body ({} bytes) is not the provider's documented shape: {e}",
                bytes.len()
            )))
        })
    }
}

/// A header value holding a secret, marked so it never shows in debug output.
pub(crate) fn secret_header(
    name: &'static str,
    value: &str,
) -> Result<(HeaderName, HeaderValue), LlmError> {
    let mut header = HeaderValue::from_str(value).map_err(|_| {
        LlmError::config(
            name,
            "the API key contains characters not allowed in a header",
        )
    })?;
    header.set_sensitive(true);
    Ok((HeaderName::from_static(name), header))
}

fn transport_error(error: reqwest::Error) -> AttemptFailure {
    let error = if error.is_timeout() {
        LlmError::Timeout
    } else {
        LlmError::Http {
            message: error.without_url().to_string(),
        }
    };
    AttemptFailure::from(error)
}

/// Reads `{"error": {"type", "message"}}` (Anthropic, OpenAI), `{"error": "…"}` or a flat
/// `{"type", "message"}` (some OpenAI-compatible servers); anything else is quoted briefly.
fn status_error(status: u16, body: &[u8]) -> LlmError {
    let parsed: Option<Value> = serde_json::from_slice(body).ok();
    let detail = parsed.as_ref().map(|v| match v.get("error") {
        Some(Value::Object(_)) => &v["error"],
        _ => v,
    });
    let field = |name: &str| detail.and_then(|d| d.get(name)).and_then(Value::as_str);
    let error_type = field("type");
    let message = field("message")
        .or_else(|| {
            parsed
                .as_ref()
                .and_then(|v| v.get("error"))
                .and_then(Value::as_str)
        })
        .map(str::to_owned)
        .unwrap_or_else(|| {
            String::from_utf8_lossy(body)
                .chars()
                .take(ERROR_EXCERPT_CHARS)
                .collect()
        });
    LlmError::Status {
        status,
        kind: StatusKind::classify(status, error_type),
        message,
    }
}

/// `retry-after-ms` (OpenAI) or `retry-after` in seconds; HTTP dates are ignored (backoff applies).
fn retry_after(headers: &HeaderMap) -> Option<Duration> {
    let number = |name: &str| {
        headers
            .get(name)?
            .to_str()
            .ok()?
            .trim()
            .parse::<f64>()
            .ok()
            .filter(|n| n.is_finite() && *n >= 0.0)
    };
    number("retry-after-ms")
        .map(|ms| Duration::from_secs_f64(ms / 1000.0))
        .or_else(|| number("retry-after").map(Duration::from_secs_f64))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn error_bodies_of_both_providers_are_read() {
        let anthropic = br#"{"type":"error","error":{"type":"overloaded_error","message":"Overloaded"},"request_id":"req_1"}"#;
        assert_eq!(
            status_error(529, anthropic),
            LlmError::Status {
                status: 529,
                kind: StatusKind::Overloaded,
                message: "Overloaded".into()
            }
        );
        let openai = br#"{"error":{"message":"Rate limit reached","type":"requests","param":null,"code":"rate_limit_exceeded"}}"#;
        assert_eq!(
            status_error(429, openai),
            LlmError::Status {
                status: 429,
                kind: StatusKind::RateLimited,
                message: "Rate limit reached".into()
            }
        );
        let flat = br#"{"object":"error","message":"model not loaded","type":"BadRequestError","code":400}"#;
        assert!(
            matches!(status_error(400, flat), LlmError::Status { message, .. } if message == "model not loaded")
        );
        assert!(
            matches!(status_error(502, b"<html>Bad gateway</html>"), LlmError::Status { kind: StatusKind::Server, message, .. } if message.contains("Bad gateway"))
        );
    }

    #[test]
    fn retry_after_prefers_milliseconds() {
        let mut headers = HeaderMap::new();
        headers.insert("retry-after", HeaderValue::from_static("2"));
        assert_eq!(retry_after(&headers), Some(Duration::from_secs(2)));
        headers.insert("retry-after-ms", HeaderValue::from_static("250"));
        assert_eq!(retry_after(&headers), Some(Duration::from_millis(250)));
        let mut dated = HeaderMap::new();
        dated.insert(
            "retry-after",
            HeaderValue::from_static("Wed, 21 Oct 2015 07:28:00 GMT"),
        );
        assert_eq!(retry_after(&dated), None);
    }
}
