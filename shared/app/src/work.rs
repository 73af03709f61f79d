//! What a queue consumer does with one message — the same in Lambda (an SQS record) and in the
//! local stack (a worker polling the embedded queue). An `Err` leaves the message on its queue,
//! so it is redelivered and, after `maxReceiveCount` tries, dead-lettered; nothing is acked
//! as done unless it was.

use std::future::Future;
use std::time::Duration;

use cookbook_store::{QueueName, StoreError};
use serde::Deserialize;
use tokio::time::{Instant, timeout_at};

use crate::{AppContext, consumers::last_delivery};

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

/// Processes one message from `queue`.
pub async fn handle(ctx: &AppContext, queue: QueueName, body: &str) -> Result<(), WorkError> {
    let parse = || {
        serde_json::from_str::<PhaseMessage>(body).map_err(|e| WorkError::Malformed(e.to_string()))
    };
    match queue {
        QueueName::IngestDiscover
        | QueueName::IngestFetch
        | QueueName::IngestExtract
        | QueueName::IngestValidate
        | QueueName::IngestRepair
        | QueueName::IngestNormalize => crate::ingest::phases::handle(ctx, queue, parse()?).await,
        QueueName::PlanSlot => crate::planning::plan_slot::handle(ctx, body).await,
        QueueName::BatchImport => {
            // The queue also carries migrations, told apart by their one field.
            if let Ok(migration) = serde_json::from_str(body) {
                return crate::ingest::migrations::handle(ctx, &migration).await;
            }
            let batch: crate::ingest::batch::BatchImport =
                serde_json::from_str(body).map_err(|e| WorkError::Malformed(e.to_string()))?;
            let items = crate::ingest::batch::import_batch(ctx, &batch).await?;
            let refused = items.iter().filter(|item| item.error.is_some()).count();
            tracing::info!(batch_id = %batch.batch_id, tasks = items.len() - refused, refused, "batch imported");
            Ok(())
        }
        QueueName::PlanNutrition => crate::planning::nutrition_plans::handle(ctx, body).await,
    }
}

/// Handles one delivery of a message from `queue`, the same for an SQS record and an embedded
/// queue message: the work stops at `deadline` (a retryable failure, as if the consumer had
/// crashed there: the phase chain is safe for that), and when the delivery that the queue
/// dead-letters after (`receive_count` = `maxReceiveCount`) fails, the task or job fails with
/// `RETRIES_EXHAUSTED` instead of staying Running. The model tokens it used are charged to the
/// task's or job's owner. The result says whether to ack.
pub async fn process_delivery(
    ctx: &AppContext,
    queue: QueueName,
    body: &str,
    receive_count: u32,
    deadline: Option<Instant>,
) -> Result<(), WorkError> {
    let work = handle(ctx, queue, body);
    let (outcome, tokens) = cookbook_llm::count_tokens(async {
        match deadline {
            Some(deadline) => timeout_at(deadline, work)
                .await
                .unwrap_or(Err(WorkError::OutOfTime)),
            None => work.await,
        }
    })
    .await;
    if tokens > 0 {
        charge_owner(ctx, body, tokens).await;
    }
    if let Err(error) = &outcome
        && receive_count >= ctx.config.max_receive_count
    {
        give_up(ctx, queue, body, receive_count, error).await;
    }
    outcome
}

/// Charges the model tokens a delivery used to the user its task or job belongs to; a failure is
/// only logged, like the HTTP side's (a quota outage must not stop the work).
async fn charge_owner(ctx: &AppContext, body: &str, tokens: u64) {
    let charged = match last_delivery::owner_of_subject(ctx, body).await {
        Ok(Some(owner)) => crate::quotas::charge_model_tokens(ctx, &owner, tokens).await,
        Ok(None) => Ok(()),
        Err(error) => Err(error),
    };
    if let Err(error) = charged {
        tracing::error!(error = %error, tokens, "background model tokens not charged");
    }
}

/// Fails what a message that failed its last delivery is about; a store error here is only
/// logged, as the message goes to the dead-letter queue either way.
async fn give_up(
    ctx: &AppContext,
    queue: QueueName,
    body: &str,
    receive_count: u32,
    error: &WorkError,
) {
    // The reader sees why, but never a storage backend's internals.
    let why = match error {
        WorkError::Store(_) => "the storage was unavailable".to_owned(),
        other => other.to_string(),
    };
    let message = format!(
        "gave up after {receive_count} tries; the last one failed: {why}. Try again later, \
         or report it if it keeps failing"
    );
    let code = last_delivery::RETRIES_EXHAUSTED;
    match last_delivery::fail_subject(ctx, body, code, &message).await {
        Ok(()) => tracing::error!(
            queue = queue.as_str(),
            receive_count,
            error = %error,
            "last delivery failed; its task or job is failed and the message dead-lettered"
        ),
        Err(store) => tracing::error!(
            queue = queue.as_str(),
            receive_count,
            error = %error,
            store_error = %store,
            "last delivery failed and its task or job could not be marked Failed"
        ),
    }
}

/// Receives up to `max` messages from `queue`, handles each and acks the ones that succeeded;
/// failures stay queued for redelivery (and, after `maxReceiveCount`, the dead-letter queue).
/// Returns how many messages were received.
pub async fn process_available(
    ctx: &AppContext,
    queue: QueueName,
    max: usize,
) -> Result<usize, StoreError> {
    let messages = ctx.stores.queue.receive(queue.into(), max).await?;
    for message in &messages {
        // No deadline: the embedded workers have no function timeout to beat.
        match process_delivery(ctx, queue, &message.body, message.receive_count, None).await {
            Ok(()) => ctx.stores.queue.ack(queue.into(), &message.receipt).await?,
            Err(error) => tracing::warn!(
                queue = queue.as_str(),
                message_id = %message.id,
                receive_count = message.receive_count,
                error = %error,
                "message failed; it will be retried"
            ),
        }
    }
    Ok(messages.len())
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
