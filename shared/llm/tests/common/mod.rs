//! Helpers shared by the provider tests: a request policy fast enough for a mock server.

use std::time::Duration;

use cookbook_llm::RequestPolicy;

/// Short timeout, `max_retries` retries, millisecond backoff.
pub fn fast_policy(max_retries: u32) -> RequestPolicy {
    RequestPolicy {
        timeout: Duration::from_millis(500),
        max_retries,
        initial_backoff: Duration::from_millis(1),
        max_backoff: Duration::from_secs(5),
    }
}
