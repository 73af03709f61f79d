//! The words of the queued work that every capability's consumer shares: the phase-chain
//! message ([`PhaseMessage`]), why a message was not processed ([`WorkError`]) and the read of
//! a record its first message may outrun ([`load_subject`]). Which consumer handles which
//! queue is [`crate::consumers`]' business, above the capabilities.

use std::future::Future;
use std::time::Duration;

use cookbook_store::StoreError;
use serde::Deserialize;

/// The body of every phase-chain message (DESIGN.md, "The phase chain protocol").
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(try_from = "PhaseMessageWire")]
pub struct PhaseMessage {
    pub subject: Subject,
    pub phase: String,
    pub attempt: u32,
    /// Follows a request from the API through every message it causes.
    pub correlation_id: Option<String>,
}

/// What a phase message is about: an ingest task or a meal-plan job.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Subject {
    Task(String),
    Job(String),
}

/// The wire form: exactly one of `taskId` and `jobId`.
#[derive(Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
struct PhaseMessageWire {
    #[serde(default)]
    task_id: Option<String>,
    #[serde(default)]
    job_id: Option<String>,
    phase: String,
    attempt: u32,
    #[serde(default)]
    correlation_id: Option<String>,
}

impl TryFrom<PhaseMessageWire> for PhaseMessage {
    type Error = &'static str;

    fn try_from(wire: PhaseMessageWire) -> Result<Self, Self::Error> {
        let subject = match (wire.task_id, wire.job_id) {
            (Some(task), None) => Subject::Task(task),
            (None, Some(job)) => Subject::Job(job),
            _ => return Err("a phase message names exactly one of taskId and jobId"),
        };
        Ok(Self {
            subject,
            phase: wire.phase,
            attempt: wire.attempt,
            correlation_id: wire.correlation_id,
        })
    }
}

/// Why a message was not processed.
#[derive(Debug, thiserror::Error)]
pub enum WorkError {
    #[error("malformed message: {0}")]
    Malformed(String),
    /// Worth retrying: the message is redelivered after the visibility timeout.
    #[error("transient failure: {0}")]
    Transient(String),
    #[error(transparent)]
    Store(#[from] StoreError),
    /// The consumer's time ran out first; another delivery tries again.
    #[error("the work did not finish before the function's deadline")]
    OutOfTime,
}

/// Reads the task or job a message is about. Its first message is sent just before it is
/// stored, so that a crash in between leaves a message for a record that never was (it fails
/// every delivery and is dead-lettered) rather than a record waiting forever for a message
/// that was never sent. A consumer can thus be faster than that write: a missing record is read
/// again for a moment before the delivery fails and is retried.
pub(crate) async fn load_subject<T, F, Fut>(what: &str, load: F) -> Result<T, WorkError>
where
    F: Fn() -> Fut,
    Fut: Future<Output = Result<Option<T>, StoreError>>,
{
    for wait in [0, 50, 200, 500] {
        tokio::time::sleep(Duration::from_millis(wait)).await;
        if let Some(found) = load().await? {
            return Ok(found);
        }
    }
    Err(WorkError::Transient(format!("{what} is not stored")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn phase_messages_name_exactly_one_subject() {
        let task: PhaseMessage =
            serde_json::from_str(r#"{"taskId":"t1","phase":"Ingest.Fetch","attempt":1}"#).unwrap();
        assert_eq!(task.subject, Subject::Task("t1".into()));
        let job: PhaseMessage =
            serde_json::from_str(r#"{"jobId":"j1","phase":"Plan.Slot","attempt":2}"#).unwrap();
        assert_eq!(job.subject, Subject::Job("j1".into()));
        for bad in [
            r#"{"phase":"x","attempt":1}"#,
            r#"{"taskId":"t","jobId":"j","phase":"x","attempt":1}"#,
            "not json",
            r#"{"taskId":"t","phase":"x"}"#,
        ] {
            assert!(serde_json::from_str::<PhaseMessage>(bad).is_err(), "{bad}");
        }
    }
}
