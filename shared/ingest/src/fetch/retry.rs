//! How long to wait before retrying a fetch: exponential backoff with jitter, or the server's
//! `Retry-After` (seconds or an HTTP date) when it gave one, within a cap.

use std::time::Duration;

use jiff::Timestamp;

/// The first backoff; each retry doubles it.
const BASE_BACKOFF: Duration = Duration::from_millis(200);

/// A `Retry-After` longer than this is not waited for in-process: the fetch fails (retryably)
/// and the task's own retry picks it up later.
pub(crate) const MAX_RETRY_WAIT: Duration = Duration::from_secs(30);

/// The backoff before retry number `retry` (0 for the first), plus up to 50% jitter so that
/// instances hitting the same site spread out.
pub(crate) fn backoff(retry: u32) -> Duration {
    let base = BASE_BACKOFF.saturating_mul(2u32.saturating_pow(retry));
    let jitter_millis = rand::random_range(0..=base.as_millis() / 2);
    base + Duration::from_millis(u64::try_from(jitter_millis).unwrap_or(0))
}

/// The delay a `Retry-After` header value asks for, measured from `now`; `None` when the value
/// is neither a number of seconds nor an HTTP date.
pub(crate) fn retry_after(value: &str, now: Timestamp) -> Option<Duration> {
    let value = value.trim();
    if let Ok(seconds) = value.parse::<u64>() {
        return Some(Duration::from_secs(seconds));
    }
    let at = jiff::fmt::rfc2822::parse(value).ok()?.timestamp();
    // A date in the past means "now".
    Some(Duration::try_from(at.duration_since(now)).unwrap_or(Duration::ZERO))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn retry_after_takes_seconds_or_an_http_date() {
        let now: Timestamp = "2026-11-22T08:49:30Z".parse().expect("a timestamp");
        assert_eq!(retry_after(" 3 ", now), Some(Duration::from_secs(3)));
        assert_eq!(
            retry_after("Sun, 22 Nov 2026 08:49:37 GMT", now),
            Some(Duration::from_secs(7))
        );
        assert_eq!(
            retry_after("Sun, 22 Nov 2026 08:00:00 GMT", now),
            Some(Duration::ZERO)
        );
        assert_eq!(retry_after("soon", now), None);
    }

    #[test]
    fn backoff_doubles_with_bounded_jitter() {
        for retry in 0..3 {
            let base = BASE_BACKOFF * 2u32.pow(retry);
            let wait = backoff(retry);
            assert!(wait >= base && wait <= base + base / 2, "{retry}: {wait:?}");
        }
    }
}
