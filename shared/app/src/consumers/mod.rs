//! What a queue consumer does with one message — the same in Lambda (an SQS record) and in the
//! local stack (a worker polling the embedded queue). An `Err` leaves the message on its queue,
//! so it is redelivered and, after `maxReceiveCount` tries, dead-lettered; nothing is acked
//! as done unless it was. Each queue's messages go to the capability that owns them
//! ([`handle`]); a message that runs out of deliveries fails its task or job
//! ([`last_delivery`]).
//!
//! May use: every capability and the crate root. Nothing in the crate uses `consumers`: the
//! queue-triggered Lambdas and the local workers do.

pub mod last_delivery;

use cookbook_store::{QueueName, StoreError};
use tokio::time::{Instant, timeout_at};

use crate::AppContext;
use crate::work::{PhaseMessage, WorkError};

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
