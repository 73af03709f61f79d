//! Errors of model calls, typed so callers can tell transient failures (retry) from permanent ones.

use std::fmt;

use crate::phase::LlmPhase;

/// What an error status from a provider means.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StatusKind {
    /// 429 or a `rate_limit_error`.
    RateLimited,
    /// 529 or an `overloaded_error` (Anthropic's "try again later").
    Overloaded,
    /// 401/403: bad or missing key, or no permission.
    Auth,
    /// Other 4xx: the request itself is wrong (too long, bad schema, unknown model…).
    BadRequest,
    /// Other 5xx.
    Server,
}

impl StatusKind {
    /// Classifies a status, letting the provider's error type refine it (e.g. 503 + overloaded).
    pub fn classify(status: u16, error_type: Option<&str>) -> Self {
        match (status, error_type) {
            (_, Some("overloaded_error")) | (529, _) => StatusKind::Overloaded,
            (_, Some("rate_limit_error")) | (429, _) => StatusKind::RateLimited,
            (401 | 403, _) => StatusKind::Auth,
            (500.., _) => StatusKind::Server,
            _ => StatusKind::BadRequest,
        }
    }
}

impl fmt::Display for StatusKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            StatusKind::RateLimited => "rate limited",
            StatusKind::Overloaded => "overloaded",
            StatusKind::Auth => "authentication failed",
            StatusKind::BadRequest => "bad request",
            StatusKind::Server => "server error",
        })
    }
}

/// Why a model call failed.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum LlmError {
    /// The request never got an HTTP answer (connection refused, reset, TLS…).
    #[error("transport error: {message}")]
    Http { message: String },
    /// The provider answered with an error status.
    #[error("provider answered {status} ({kind}): {message}")]
    Status {
        status: u16,
        kind: StatusKind,
        message: String,
    },
    /// No answer within the configured per-request timeout.
    #[error("the model call timed out")]
    Timeout,
    /// The provider's answer could not be understood (not its documented shape, bad tool
    /// arguments, no JSON where JSON was asked for).
    #[error("malformed model output: {detail}")]
    Malformed { detail: String },
    /// The offline provider has no behaviour for this phase.
    #[error("the offline provider does not support phase {phase}")]
    OfflineUnsupported { phase: LlmPhase },
    /// The request cannot be expressed for this provider (e.g. a tool result in an assistant turn).
    #[error("invalid request: {detail}")]
    InvalidRequest { detail: String },
    /// Configuration is missing or wrong; `key` names the setting.
    #[error("LLM configuration {key}: {message}")]
    Config { key: String, message: String },
}

impl LlmError {
    /// Whether the same request may succeed if sent again later.
    pub fn is_retryable(&self) -> bool {
        match self {
            LlmError::Http { .. } | LlmError::Timeout => true,
            LlmError::Status { kind, .. } => matches!(
                kind,
                StatusKind::RateLimited | StatusKind::Overloaded | StatusKind::Server
            ),
            LlmError::Malformed { .. }
            | LlmError::OfflineUnsupported { .. }
            | LlmError::InvalidRequest { .. }
            | LlmError::Config { .. } => false,
        }
    }

    pub(crate) fn config(key: impl Into<String>, message: impl Into<String>) -> Self {
        LlmError::Config {
            key: key.into(),
            message: message.into(),
        }
    }

    pub(crate) fn malformed(detail: impl Into<String>) -> Self {
        LlmError::Malformed {
            detail: detail.into(),
        }
    }

    /// A short label for logs and metrics.
    pub fn label(&self) -> &'static str {
        match self {
            LlmError::Http { .. } => "transport",
            LlmError::Status { kind, .. } => match kind {
                StatusKind::RateLimited => "rate_limited",
                StatusKind::Overloaded => "overloaded",
                StatusKind::Auth => "auth",
                StatusKind::BadRequest => "bad_request",
                StatusKind::Server => "server_error",
            },
            LlmError::Timeout => "timeout",
            LlmError::Malformed { .. } => "malformed",
            LlmError::OfflineUnsupported { .. } => "offline_unsupported",
            LlmError::InvalidRequest { .. } => "invalid_request",
            LlmError::Config { .. } => "config",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn statuses_classify_like_the_providers_document_them() {
        assert_eq!(
            StatusKind::classify(429, Some("rate_limit_error")),
            StatusKind::RateLimited
        );
        assert_eq!(StatusKind::classify(529, None), StatusKind::Overloaded);
        assert_eq!(
            StatusKind::classify(503, Some("overloaded_error")),
            StatusKind::Overloaded
        );
        assert_eq!(
            StatusKind::classify(401, Some("authentication_error")),
            StatusKind::Auth
        );
        assert_eq!(
            StatusKind::classify(500, Some("api_error")),
            StatusKind::Server
        );
        assert_eq!(
            StatusKind::classify(413, Some("request_too_large")),
            StatusKind::BadRequest
        );
    }

    #[test]
    fn only_transient_failures_are_retryable() {
        let status = |status| LlmError::Status {
            status,
            kind: StatusKind::classify(status, None),
            message: String::new(),
        };
        assert!(status(429).is_retryable());
        assert!(status(529).is_retryable());
        assert!(status(502).is_retryable());
        assert!(!status(401).is_retryable());
        assert!(!status(400).is_retryable());
        assert!(LlmError::Timeout.is_retryable());
        assert!(!LlmError::malformed("x").is_retryable());
    }
}
