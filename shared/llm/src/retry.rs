//! Per-request timeout and bounded retries with exponential backoff and jitter, shared by the
//! network providers. Honours the provider's `retry-after` hint.

use std::future::Future;
use std::hash::{BuildHasher, RandomState};
use std::time::{Duration, Instant};

use crate::error::LlmError;
use crate::phase::LlmPhase;

/// How long one attempt may take and how failed attempts are retried.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RequestPolicy {
    /// Deadline of one attempt, connection to last body byte.
    pub timeout: Duration,
    /// Retries after the first attempt (0 = one attempt only).
    pub max_retries: u32,
    /// Backoff before the first retry; doubles with every further retry.
    pub initial_backoff: Duration,
    /// Longest wait before a retry. A `retry-after` beyond it ends the retries instead, because
    /// retrying earlier than the provider asked would only be refused again.
    pub max_backoff: Duration,
}

impl Default for RequestPolicy {
    fn default() -> Self {
        RequestPolicy {
            timeout: Duration::from_secs(120),
            max_retries: 3,
            initial_backoff: Duration::from_millis(500),
            max_backoff: Duration::from_secs(30),
        }
    }
}

impl RequestPolicy {
    /// The wait before retry number `retry` (0-based), or `None` if the provider's `retry_after`
    /// is longer than this policy is willing to wait. `jitter` in `[0, 1]` spreads the wait over
    /// its upper half so clients that failed together do not retry together.
    pub fn backoff(
        &self,
        retry: u32,
        retry_after: Option<Duration>,
        jitter: f64,
    ) -> Option<Duration> {
        let exponential = self
            .initial_backoff
            .saturating_mul(2u32.saturating_pow(retry))
            .min(self.max_backoff);
        let jittered = exponential.mul_f64(0.5 + 0.5 * jitter.clamp(0.0, 1.0));
        match retry_after {
            Some(hint) if hint > self.max_backoff => None,
            Some(hint) => Some(hint.max(jittered)),
            None => Some(jittered),
        }
    }
}

/// A failed attempt, with the provider's `retry-after` hint when it sent one.
#[derive(Debug)]
pub(crate) struct AttemptFailure {
    pub error: LlmError,
    pub retry_after: Option<Duration>,
}

impl From<LlmError> for AttemptFailure {
    fn from(error: LlmError) -> Self {
        AttemptFailure {
            error,
            retry_after: None,
        }
    }
}

/// Runs `attempt` under the policy's timeout until it succeeds, fails permanently or the retries
/// are spent. Logs provider, phase, attempt, outcome and latency; never request content.
pub(crate) async fn with_retries<T, F, Fut>(
    policy: &RequestPolicy,
    provider: &str,
    phase: LlmPhase,
    mut attempt: F,
) -> Result<T, LlmError>
where
    F: FnMut() -> Fut,
    Fut: Future<Output = Result<T, AttemptFailure>>,
{
    let mut retry = 0;
    loop {
        let started = Instant::now();
        let outcome = match tokio::time::timeout(policy.timeout, attempt()).await {
            Ok(outcome) => outcome,
            Err(_elapsed) => Err(AttemptFailure::from(LlmError::Timeout)),
        };
        let latency_ms = started.elapsed().as_millis() as u64;
        let failure = match outcome {
            Ok(value) => {
                tracing::debug!(provider, phase = %phase, attempt = retry + 1, latency_ms, outcome = "ok", "llm attempt");
                return Ok(value);
            }
            Err(failure) => failure,
        };
        let status = match &failure.error {
            LlmError::Status { status, .. } => Some(*status),
            _ => None,
        };
        tracing::warn!(
            provider,
            phase = %phase,
            attempt = retry + 1,
            latency_ms,
            status,
            outcome = failure.error.label(),
            "llm attempt failed"
        );
        if !failure.error.is_retryable() || retry >= policy.max_retries {
            return Err(failure.error);
        }
        let Some(wait) = policy.backoff(retry, failure.retry_after, jitter()) else {
            return Err(failure.error);
        };
        tokio::time::sleep(wait).await;
        retry += 1;
    }
}

/// A fresh pseudo-random number in `[0, 1]`; std's randomly keyed hasher is random enough to
/// spread retries and saves a dependency.
fn jitter() -> f64 {
    RandomState::new().hash_one(Instant::now()) as f64 / u64::MAX as f64
}

#[cfg(test)]
mod tests {
    use super::*;

    fn policy() -> RequestPolicy {
        RequestPolicy {
            timeout: Duration::from_secs(1),
            max_retries: 5,
            initial_backoff: Duration::from_millis(100),
            max_backoff: Duration::from_secs(2),
        }
    }

    #[test]
    fn backoff_doubles_and_is_capped() {
        let p = policy();
        assert_eq!(p.backoff(0, None, 1.0), Some(Duration::from_millis(100)));
        assert_eq!(p.backoff(1, None, 1.0), Some(Duration::from_millis(200)));
        assert_eq!(p.backoff(3, None, 1.0), Some(Duration::from_millis(800)));
        assert_eq!(p.backoff(10, None, 1.0), Some(Duration::from_secs(2)));
        assert_eq!(p.backoff(40, None, 1.0), Some(Duration::from_secs(2)));
    }

    #[test]
    fn jitter_spreads_over_the_upper_half() {
        let p = policy();
        assert_eq!(p.backoff(1, None, 0.0), Some(Duration::from_millis(100)));
        assert_eq!(p.backoff(1, None, 0.5), Some(Duration::from_millis(150)));
        let random = jitter();
        assert!((0.0..=1.0).contains(&random));
    }

    #[test]
    fn retry_after_is_honoured_or_ends_the_retries() {
        let p = policy();
        assert_eq!(
            p.backoff(0, Some(Duration::from_secs(1)), 1.0),
            Some(Duration::from_secs(1))
        );
        // A hint shorter than the backoff does not shorten it.
        assert_eq!(
            p.backoff(2, Some(Duration::from_millis(10)), 1.0),
            Some(Duration::from_millis(400))
        );
        assert_eq!(p.backoff(0, Some(Duration::from_secs(60)), 1.0), None);
    }
}
