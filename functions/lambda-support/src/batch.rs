//! Spending an SQS batch's invocation time: records run side by side, so one slow record (a
//! fetch waiting on Retry-After, a model call retrying) delays no other; each must finish by
//! the invocation's deadline less a reserve, which leaves time to fail a last delivery's task
//! and to answer; a record is not started without time to do useful work. Whatever did not
//! succeed is reported as a batch item failure and redelivered, never lost to a timeout that
//! would return the whole batch. Pure over tokio's clock, so tests need no Lambda.

use std::future::Future;
use std::time::{Duration, SystemTime};

use aws_lambda_events::event::sqs::{BatchItemFailure, SqsBatchResponse, SqsMessage};
use cookbook_app::work::WorkError;
use futures::StreamExt;
use tokio::time::Instant;

/// How a batch divides the invocation's time.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BatchBudget {
    /// Kept back at the end of the invocation: failing a last delivery's task, answering.
    pub reserve: Duration,
    /// A record starts only with at least this long left before the reserve.
    pub min_start: Duration,
    /// Records handled at once; at least the event source's batch size, so all start at once.
    pub concurrency: usize,
}

impl Default for BatchBudget {
    fn default() -> Self {
        Self {
            reserve: Duration::from_secs(5),
            min_start: Duration::from_secs(5),
            concurrency: 10,
        }
    }
}

/// One SQS record as a consumer handles it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Delivery {
    pub body: String,
    /// `ApproximateReceiveCount`: this delivery's number, 1 for the first.
    pub receive_count: u32,
}

/// The tokio instant of a Lambda context's deadline (wall-clock time).
pub fn deadline_instant(deadline: SystemTime) -> Instant {
    let left = deadline
        .duration_since(SystemTime::now())
        .unwrap_or_default();
    Instant::now() + left
}

/// Handles `records` with `handle(delivery, finish_by)`, which must stop by `finish_by`, and
/// names the records that failed or were not started. A record without a message id fails the
/// whole batch: it could not be reported on its own.
pub async fn run_batch<F, Fut>(
    records: Vec<SqsMessage>,
    deadline: Instant,
    budget: BatchBudget,
    handle: F,
) -> Result<SqsBatchResponse, lambda_runtime::Error>
where
    F: Fn(Delivery, Instant) -> Fut,
    Fut: Future<Output = Result<(), WorkError>>,
{
    let finish_by = deadline.checked_sub(budget.reserve).unwrap_or(deadline);
    let mut deliveries = Vec::with_capacity(records.len());
    for record in records {
        let id = record
            .message_id
            .ok_or("an SQS record without a messageId")?;
        let receive_count = record
            .attributes
            .get("ApproximateReceiveCount")
            .and_then(|count| count.parse().ok())
            .unwrap_or(1);
        let delivery = Delivery {
            body: record.body.unwrap_or_default(),
            receive_count,
        };
        deliveries.push((id, delivery));
    }
    let handle = &handle;
    let outcomes: Vec<(String, Result<(), WorkError>)> = futures::stream::iter(deliveries)
        .map(|(id, delivery)| async move {
            if finish_by.saturating_duration_since(Instant::now()) < budget.min_start {
                tracing::warn!(message_id = %id, "not started: too little time left");
                return (id, Err(WorkError::OutOfTime));
            }
            (id, handle(delivery, finish_by).await)
        })
        .buffered(budget.concurrency.max(1))
        .collect()
        .await;
    let mut response = SqsBatchResponse::default();
    for (id, outcome) in outcomes {
        if let Err(error) = outcome {
            tracing::warn!(message_id = %id, error = %error, "record failed");
            let mut failure = BatchItemFailure::default();
            failure.item_identifier = id;
            response.batch_item_failures.push(failure);
        }
    }
    Ok(response)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A budget scaled down to milliseconds, so the tests run on the real clock.
    const BUDGET: BatchBudget = BatchBudget {
        reserve: Duration::from_millis(500),
        min_start: Duration::from_millis(500),
        concurrency: 10,
    };

    fn record(id: &str, body: &str) -> SqsMessage {
        let mut record = SqsMessage::default();
        record.message_id = Some(id.to_owned());
        record.body = Some(body.to_owned());
        record
            .attributes
            .insert("ApproximateReceiveCount".to_owned(), "2".to_owned());
        record
    }

    /// A consumer that takes as many milliseconds as the body says, and stops at `finish_by`.
    async fn work_for(body: &str, finish_by: Instant) -> Result<(), WorkError> {
        let millis: u64 = body.parse().expect("milliseconds");
        tokio::time::timeout_at(finish_by, tokio::time::sleep(Duration::from_millis(millis)))
            .await
            .map_err(|_| WorkError::OutOfTime)
    }

    fn failed(response: &SqsBatchResponse) -> Vec<&str> {
        response
            .batch_item_failures
            .iter()
            .map(|failure| failure.item_identifier.as_str())
            .collect()
    }

    #[tokio::test]
    async fn one_slow_record_fails_alone_and_the_batch_ends_before_the_deadline() {
        let deadline = Instant::now() + Duration::from_secs(3);
        let finish_by = deadline - BUDGET.reserve;
        let mut records = vec![record("slow", "60000")];
        records.extend((1..10).map(|i| record(&format!("fast-{i}"), "300")));
        let response = run_batch(records, deadline, BUDGET, |delivery, until| async move {
            assert_eq!((delivery.receive_count, until), (2, finish_by));
            work_for(&delivery.body, until).await
        })
        .await
        .unwrap();
        assert_eq!(failed(&response), ["slow"]);
        assert!(Instant::now() < deadline, "the batch answered too late");
    }

    #[tokio::test]
    async fn records_without_time_left_are_not_started_but_reported() {
        let deadline = Instant::now() + Duration::from_secs(3);
        let one_at_a_time = BatchBudget {
            concurrency: 1,
            ..BUDGET
        };
        let started = std::sync::Mutex::new(Vec::new());
        let records = vec![record("a", "1200"), record("b", "1000"), record("c", "10")];
        let response = run_batch(records, deadline, one_at_a_time, |delivery, until| {
            started.lock().unwrap().push(delivery.body.clone());
            async move { work_for(&delivery.body, until).await }
        })
        .await
        .unwrap();
        // b ends 2.2 s in, less than the 0.5 s c needs before the 0.5 s reserve.
        assert_eq!(*started.lock().unwrap(), ["1200", "1000"]);
        assert_eq!(failed(&response), ["c"]);
    }

    #[tokio::test]
    async fn a_record_without_an_id_fails_the_batch() {
        let mut nameless = record("x", "1");
        nameless.message_id = None;
        let deadline = Instant::now() + Duration::from_secs(3);
        let outcome = run_batch(vec![nameless], deadline, BUDGET, |_, _| async { Ok(()) }).await;
        assert!(outcome.is_err());
    }
}
