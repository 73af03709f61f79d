//! Per-user quotas on what costs money (CONTRACTS.md §9): requests per minute and model tokens
//! per day, on model-backed and creating routes only (every `POST`), never on reads. The
//! counters live in the store ([`cookbook_store::CounterStore`]), so the quota holds across
//! every Lambda instance serving a user. Past a quota: `429 RATE_LIMITED` with `Retry-After`.
//! Model tokens spent in the background (an import's Extract, a repair) are charged by the queue
//! consumers ([`crate::consumers::process_delivery`]), so the next creating request sees them.

use axum::extract::{Request, State};
use axum::http::{HeaderValue, Method, StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use jiff::{SignedDuration, Timestamp};
use serde_json::json;

use crate::AppContext;
use crate::auth::Caller;
use crate::error::ApiError;

/// The quotas of one user.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct QuotaLimits {
    /// Metered requests per calendar minute (`QUOTA_REQUESTS_PER_MINUTE`).
    pub requests_per_minute: u64,
    /// Model tokens, input and output, per UTC day (`QUOTA_MODEL_TOKENS_PER_DAY`).
    pub model_tokens_per_day: u64,
}

impl Default for QuotaLimits {
    fn default() -> Self {
        Self {
            requests_per_minute: 600,
            model_tokens_per_day: 2_000_000,
        }
    }
}

/// A fixed window of `length` seconds: which one `now` falls in, and when it ends.
struct Window {
    index: i64,
    ends_at: Timestamp,
}

impl Window {
    fn of(now: Timestamp, length: i64) -> Self {
        let index = now.as_second().div_euclid(length);
        let ends_at = Timestamp::from_second((index + 1) * length).unwrap_or(now);
        Self { index, ends_at }
    }

    /// Whole seconds until the window ends, at least 1.
    fn retry_after(&self, now: Timestamp) -> u64 {
        let left = self.ends_at.duration_since(now).as_secs_f64().ceil();
        (left as u64).max(1)
    }

    /// The counter may be dropped a window after this one ends.
    fn counter_expiry(&self, length: i64) -> Timestamp {
        self.ends_at + SignedDuration::from_secs(length)
    }
}

const MINUTE: i64 = 60;
const DAY: i64 = 24 * 60 * 60;

fn rate_limited(message: String, retry_after: u64, details: serde_json::Value) -> Response {
    let mut response = ApiError::new(StatusCode::TOO_MANY_REQUESTS, "RATE_LIMITED", message)
        .with_details(details)
        .into_response();
    response
        .headers_mut()
        .insert(header::RETRY_AFTER, HeaderValue::from(retry_after));
    response
}

/// Counts this request and refuses it when `user` is past a quota.
async fn admit(
    ctx: &AppContext,
    user: &str,
) -> Result<Result<(), Response>, cookbook_store::StoreError> {
    let limits = ctx.config.quotas;
    let now = ctx.stores.clock.now();
    let counters = &ctx.stores.counters;

    let minute = Window::of(now, MINUTE);
    let key = format!("requests#{user}#{}", minute.index);
    let requests = counters.add(&key, 1, minute.counter_expiry(MINUTE)).await?;
    if requests > limits.requests_per_minute {
        let retry = minute.retry_after(now);
        return Ok(Err(rate_limited(
            format!(
                "more than {} requests this minute; try again in {retry} s",
                limits.requests_per_minute
            ),
            retry,
            json!({ "quota": "requestsPerMinute", "limit": limits.requests_per_minute }),
        )));
    }

    let day = Window::of(now, DAY);
    let key = format!("tokens#{user}#{}", day.index);
    let tokens = counters.add(&key, 0, day.counter_expiry(DAY)).await?;
    if tokens >= limits.model_tokens_per_day {
        let retry = day.retry_after(now);
        return Ok(Err(rate_limited(
            format!(
                "today's {} model tokens are used up; try again after midnight UTC, in {retry} s",
                limits.model_tokens_per_day
            ),
            retry,
            json!({ "quota": "modelTokensPerDay", "limit": limits.model_tokens_per_day }),
        )));
    }
    Ok(Ok(()))
}

/// Charges `tokens` to `user`'s day: by the HTTP middleware for a request's model calls, and
/// by the queue consumers for the model calls of a user's task or job.
pub async fn charge_model_tokens(
    ctx: &AppContext,
    user: &str,
    tokens: u64,
) -> Result<(), cookbook_store::StoreError> {
    let day = Window::of(ctx.stores.clock.now(), DAY);
    let key = format!("tokens#{user}#{}", day.index);
    ctx.stores
        .counters
        .add(&key, tokens, day.counter_expiry(DAY))
        .await
        .map(drop)
}

/// Middleware: meters every authenticated `POST` (the creating and model-backed routes) and
/// charges the model tokens its handler used. Unauthenticated requests pass through to be
/// refused by the handler. A counter store failure admits the request (logged): a quota outage
/// must not take the API down.
pub async fn enforce(State(ctx): State<AppContext>, request: Request, next: Next) -> Response {
    let caller = request.extensions().get::<Caller>().cloned();
    let Some(caller) = caller.filter(|_| request.method() == Method::POST) else {
        return next.run(request).await;
    };
    match admit(&ctx, &caller.user).await {
        Ok(Ok(())) => {}
        Ok(Err(refusal)) => return refusal,
        Err(error) => {
            tracing::error!(error = %error, "quota counters unavailable; request admitted")
        }
    }
    let (response, tokens) = cookbook_llm::count_tokens(next.run(request)).await;
    if tokens > 0
        && let Err(error) = charge_model_tokens(&ctx, &caller.user, tokens).await
    {
        tracing::error!(error = %error, user = %caller.user, tokens, "model tokens not charged");
    }
    response
}
