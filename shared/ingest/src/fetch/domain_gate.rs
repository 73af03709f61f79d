//! Per-domain admission kept in the shared [`DomainStateStore`], so it holds across Lambda
//! instances: the circuit breaker (seed 004 §15.2) and the minimum spacing of requests.
//!
//! Spacing works by reservation: each request claims the domain's next free slot
//! (`last_request_at`) with a versioned write and sleeps until it. A slot further away than one
//! request timeout is not waited for; the fetch fails with the retryable `RateLimited`.

use std::sync::Arc;
use std::time::Duration;

use cookbook_domain::Clock;
use cookbook_store::{DomainState, DomainStateStore, StoreError};
use jiff::{SignedDuration, Timestamp};

use super::error::FetchError;
use super::policy::BreakerPolicy;

/// Versioned writes lost to other instances before giving up.
const WRITE_ATTEMPTS: usize = 5;

/// How long a domain's record outlives its last use (its DynamoDB TTL).
const RETENTION: SignedDuration = SignedDuration::from_hours(24);

/// How a finished fetch bears on the domain's health.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Health {
    /// The domain served the page: the failure streak ends.
    Served,
    /// A failure that counts towards opening the breaker.
    Failed,
    /// Says nothing about the domain (a refused URL, a missing page).
    Neutral,
}

/// What an update decided about the record it read.
enum Change<T> {
    Write(T),
    Keep(T),
}

pub(crate) struct DomainGate {
    pub(crate) store: Arc<dyn DomainStateStore>,
    pub(crate) clock: Arc<dyn Clock>,
    pub(crate) breaker: BreakerPolicy,
    pub(crate) min_interval: Duration,
    /// The longest wait for a slot.
    pub(crate) max_wait: Duration,
}

impl DomainGate {
    /// Fails fast while the domain's breaker is open; otherwise waits for the domain's next
    /// request slot.
    pub(crate) async fn admit(&self, domain: &str) -> Result<(), FetchError> {
        let min_interval = signed(self.min_interval);
        let max_wait = signed(self.max_wait);
        let wait = self
            .update(domain, |state, now| {
                if let Some(until) = state.blocked_until.filter(|until| *until > now) {
                    return Err(FetchError::CircuitOpen {
                        domain: domain.to_owned(),
                        until,
                    });
                }
                if min_interval.is_zero() {
                    return Ok(Change::Keep(SignedDuration::ZERO));
                }
                let slot = state
                    .last_request_at
                    .map_or(now, |last| later(last, min_interval).max(now));
                let wait = slot.duration_since(now);
                if wait > max_wait {
                    return Err(FetchError::RateLimited {
                        domain: domain.to_owned(),
                        until: slot,
                    });
                }
                state.last_request_at = Some(slot);
                Ok(Change::Write(wait))
            })
            .await?;
        if let Ok(wait) = Duration::try_from(wait)
            && !wait.is_zero()
        {
            tokio::time::sleep(wait).await;
        }
        Ok(())
    }

    /// Records a fetch's outcome: a served page ends the failure streak; the threshold-th
    /// failure within the window opens the breaker for the block duration and starts a new
    /// streak. Bookkeeping failures are logged, not returned: the fetch itself is done.
    pub(crate) async fn record(&self, domain: &str, health: Health) {
        let breaker = &self.breaker;
        let recorded = self
            .update(domain, |state, now| {
                Ok(match health {
                    Health::Neutral => Change::Keep(()),
                    Health::Served
                        if state.consecutive_failures == 0 && state.blocked_until.is_none() =>
                    {
                        Change::Keep(())
                    }
                    Health::Served => {
                        state.consecutive_failures = 0;
                        state.first_failure_at = None;
                        state.blocked_until = None;
                        Change::Write(())
                    }
                    Health::Failed => {
                        count_failure(state, now, breaker);
                        Change::Write(())
                    }
                })
            })
            .await;
        if let Err(error) = recorded {
            tracing::warn!(domain, %error, "could not record the fetch outcome");
        }
    }

    /// Reads the domain's record, applies `change` and writes it back under the versioned-write
    /// rule, re-reading after a lost race.
    async fn update<T>(
        &self,
        domain: &str,
        mut change: impl FnMut(&mut DomainState, Timestamp) -> Result<Change<T>, FetchError>,
    ) -> Result<T, FetchError> {
        for _ in 0..WRITE_ATTEMPTS {
            let now = self.clock.now();
            let stored = self.store.get(domain).await.map_err(store_failure)?;
            let mut state = stored.unwrap_or_else(|| fresh(domain, now));
            let value = match change(&mut state, now)? {
                Change::Keep(value) => return Ok(value),
                Change::Write(value) => value,
            };
            state.version += 1;
            state.expires_at = [Some(now), state.blocked_until, state.last_request_at]
                .into_iter()
                .flatten()
                .max()
                .map_or(now, |latest| later(latest, RETENTION));
            match self.store.put(&state).await {
                Ok(()) => return Ok(value),
                Err(StoreError::Conflict(_)) => continue,
                Err(error) => return Err(store_failure(error)),
            }
        }
        Err(FetchError::Network(format!(
            "the fetch state of {domain} kept changing under concurrent fetches"
        )))
    }
}

fn count_failure(state: &mut DomainState, now: Timestamp, breaker: &BreakerPolicy) {
    let streak_expired = state
        .first_failure_at
        .is_none_or(|first| now.duration_since(first) > signed(breaker.failure_window));
    if streak_expired {
        state.consecutive_failures = 1;
        state.first_failure_at = Some(now);
    } else {
        state.consecutive_failures += 1;
    }
    if state.consecutive_failures >= breaker.failure_threshold {
        state.blocked_until = Some(later(now, signed(breaker.block_duration)));
        state.consecutive_failures = 0;
        state.first_failure_at = None;
        tracing::warn!(domain = state.domain, until = ?state.blocked_until, "circuit breaker opened");
    }
}

fn fresh(domain: &str, now: Timestamp) -> DomainState {
    DomainState {
        domain: domain.to_owned(),
        version: 0,
        consecutive_failures: 0,
        first_failure_at: None,
        blocked_until: None,
        last_request_at: None,
        expires_at: now,
    }
}

fn store_failure(error: StoreError) -> FetchError {
    FetchError::Network(format!(
        "the per-domain fetch state is unavailable ({error})"
    ))
}

fn signed(duration: Duration) -> SignedDuration {
    SignedDuration::try_from(duration).unwrap_or(SignedDuration::MAX)
}

fn later(at: Timestamp, by: SignedDuration) -> Timestamp {
    at.checked_add(by).unwrap_or(Timestamp::MAX)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn failures_outside_the_window_start_a_new_streak() {
        let breaker = BreakerPolicy::default();
        let start = Timestamp::UNIX_EPOCH;
        let mut state = fresh("a.test", start);
        for minute in 0..4 {
            count_failure(
                &mut state,
                later(start, SignedDuration::from_mins(minute)),
                &breaker,
            );
        }
        assert_eq!(state.consecutive_failures, 4);
        let late = later(start, SignedDuration::from_mins(11));
        count_failure(&mut state, late, &breaker);
        assert_eq!(
            (state.consecutive_failures, state.first_failure_at),
            (1, Some(late))
        );
        assert_eq!(state.blocked_until, None);
    }
}
