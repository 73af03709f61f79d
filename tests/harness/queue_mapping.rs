//! What Lambda's SQS event source mapping does between a queue and its function, with the
//! template's settings: it receives up to `BatchSize` messages (each receive counted by SQS),
//! invokes the function with them, deletes what succeeded — everything but the reported
//! `batchItemFailures` under `ReportBatchItemFailures`, nothing when the invocation failed,
//! crashed or timed out — and leaves the rest to come back after the visibility timeout. The
//! queue's redrive policy (set from the template) moves a message to its dead-letter queue once
//! it has been received `maxReceiveCount` times.
//!
//! The one liberty: a failed message is made visible again at once instead of after the
//! visibility timeout (6 to 24 minutes in the template), as if that time had passed.

use std::sync::Arc;
use std::time::Duration;

use aws_sdk_sqs::types::MessageSystemAttributeName;
use serde_json::{Value, json};

use super::lambda::{Invocation, Sandbox};

/// How long one receive waits for messages (SQS long polling, as the mapping's pollers do).
const RECEIVE_WAIT_SECONDS: i32 = 1;

pub struct QueueMapping {
    pub function: Arc<Sandbox>,
    pub invoke_url: String,
    pub queue_url: String,
    pub queue_arn: String,
    pub batch_size: usize,
    pub report_item_failures: bool,
    /// The function's `Timeout`.
    pub timeout: Duration,
}

impl QueueMapping {
    /// Polls for ever (until the runtime stops).
    pub async fn run(self, sqs: aws_sdk_sqs::Client, client: reqwest::Client) {
        loop {
            if let Err(error) = self.poll_once(&sqs, &client).await {
                eprintln!("{}: {error}", self.queue_url);
                tokio::time::sleep(Duration::from_millis(500)).await;
            }
        }
    }

    /// One receive and, if it got messages, one invocation.
    async fn poll_once(
        &self,
        sqs: &aws_sdk_sqs::Client,
        client: &reqwest::Client,
    ) -> Result<(), String> {
        let received = sqs
            .receive_message()
            .queue_url(&self.queue_url)
            .max_number_of_messages(i32::try_from(self.batch_size.min(10)).expect("small"))
            .wait_time_seconds(RECEIVE_WAIT_SECONDS)
            .message_system_attribute_names(MessageSystemAttributeName::All)
            .send()
            .await
            .map_err(|e| {
                format!(
                    "ReceiveMessage: {}",
                    aws_sdk_sqs::error::DisplayErrorContext(e)
                )
            })?;
        let messages = received.messages.unwrap_or_default();
        if messages.is_empty() {
            return Ok(());
        }
        let records: Vec<Value> = messages.iter().map(|m| self.record(m)).collect();
        let outcome = self
            .function
            .invoke(
                client,
                &self.invoke_url,
                &json!({ "Records": records }),
                self.timeout,
            )
            .await;
        let failed: Vec<String> = match &outcome {
            Invocation::Answered(response) if self.report_item_failures => {
                let batch = all_ids(&messages);
                match reported_failures(response) {
                    Some(ids) if ids.iter().all(|id| batch.contains(id)) => ids,
                    // A malformed response, or one naming a record not in the batch, fails the
                    // whole batch, as Lambda treats it.
                    _ => batch,
                }
            }
            Invocation::Answered(_) => Vec::new(),
            Invocation::Errored(_) | Invocation::Crashed | Invocation::TimedOut => {
                all_ids(&messages)
            }
        };
        for message in &messages {
            let id = message.message_id.as_deref().unwrap_or_default();
            let receipt = message.receipt_handle.as_deref().unwrap_or_default();
            if failed.iter().any(|f| f == id) {
                // The visibility timeout "passes": the message is received again at once.
                sqs.change_message_visibility()
                    .queue_url(&self.queue_url)
                    .receipt_handle(receipt)
                    .visibility_timeout(0)
                    .send()
                    .await
                    .map_err(|e| format!("ChangeMessageVisibility: {e}"))?;
            } else {
                sqs.delete_message()
                    .queue_url(&self.queue_url)
                    .receipt_handle(receipt)
                    .send()
                    .await
                    .map_err(|e| format!("DeleteMessage: {e}"))?;
            }
        }
        Ok(())
    }

    /// The SQS event record Lambda builds from a received message.
    fn record(&self, message: &aws_sdk_sqs::types::Message) -> Value {
        let attributes: serde_json::Map<String, Value> = message
            .attributes
            .iter()
            .flatten()
            .map(|(name, value)| (name.as_str().to_owned(), json!(value)))
            .collect();
        json!({
            "messageId": message.message_id,
            "receiptHandle": message.receipt_handle,
            "body": message.body,
            "attributes": attributes,
            "messageAttributes": {},
            "md5OfBody": message.md5_of_body,
            "eventSource": "aws:sqs",
            "eventSourceARN": self.queue_arn,
            "awsRegion": std::env::var("AWS_REGION").unwrap_or_else(|_| "us-east-1".into()),
        })
    }
}

fn all_ids(messages: &[aws_sdk_sqs::types::Message]) -> Vec<String> {
    messages
        .iter()
        .filter_map(|m| m.message_id.clone())
        .collect()
}

/// The ids a `ReportBatchItemFailures` response names; `None` when it is malformed.
fn reported_failures(response: &Value) -> Option<Vec<String>> {
    let Some(failures) = response.get("batchItemFailures") else {
        return Some(Vec::new());
    };
    failures
        .as_array()?
        .iter()
        .map(|f| {
            f["itemIdentifier"]
                .as_str()
                .filter(|id| !id.is_empty())
                .map(str::to_owned)
        })
        .collect()
}
