//! [`Queue`] on SQS. Visibility timeout and dead-lettering are the queues' own settings
//! (`VisibilityTimeout`, `RedrivePolicy`): SQS moves a message to the dead-letter queue itself.

use std::collections::HashMap;

use async_trait::async_trait;
use aws_sdk_sqs::Client;
use aws_sdk_sqs::types::{Message, MessageSystemAttributeName};

use super::error::backend;
use super::queue_url_env;
use crate::{Queue, QueueMessage, QueueName, QueueRef, StoreError, StoreResult};

/// The most messages one SQS receive returns.
const MAX_RECEIVE_BATCH: usize = 10;

pub(super) struct SqsQueue {
    client: Client,
    urls: HashMap<QueueRef, String>,
}

impl SqsQueue {
    pub(super) fn new(client: Client, urls: HashMap<QueueRef, String>) -> Self {
        Self { client, urls }
    }

    fn url(&self, queue: QueueRef) -> StoreResult<&str> {
        self.urls.get(&queue).map(String::as_str).ok_or_else(|| {
            StoreError::Backend(format!(
                "no URL for queue {}: set {}",
                queue.base_name(),
                queue_url_env(queue)
            ))
        })
    }
}

fn queue_message(message: Message) -> StoreResult<QueueMessage> {
    let missing = |what: &str| StoreError::Backend(format!("SQS message without {what}"));
    let receive_count = message
        .attributes()
        .and_then(|attributes| attributes.get(&MessageSystemAttributeName::ApproximateReceiveCount))
        .and_then(|count| count.parse().ok())
        .ok_or_else(|| missing("a receive count"))?;
    Ok(QueueMessage {
        id: message.message_id.ok_or_else(|| missing("an id"))?,
        receipt: message
            .receipt_handle
            .ok_or_else(|| missing("a receipt handle"))?,
        body: message.body.unwrap_or_default(),
        receive_count,
    })
}

#[async_trait]
impl Queue for SqsQueue {
    async fn send(&self, queue: QueueName, body: &str) -> StoreResult<String> {
        let queue = QueueRef::from(queue);
        self.client
            .send_message()
            .queue_url(self.url(queue)?)
            .message_body(body)
            .send()
            .await
            .map_err(|e| backend(&format!("SendMessage to {}", queue.base_name()), e))?
            .message_id
            .ok_or_else(|| StoreError::Backend("SendMessage returned no message id".to_owned()))
    }

    async fn receive(&self, queue: QueueRef, max: usize) -> StoreResult<Vec<QueueMessage>> {
        let max = i32::try_from(max.clamp(1, MAX_RECEIVE_BATCH)).unwrap_or(1);
        // A short poll: callers poll in a loop and must not stall on an empty queue.
        let messages = self
            .client
            .receive_message()
            .queue_url(self.url(queue)?)
            .max_number_of_messages(max)
            .message_system_attribute_names(MessageSystemAttributeName::ApproximateReceiveCount)
            .wait_time_seconds(0)
            .send()
            .await
            .map_err(|e| backend(&format!("ReceiveMessage from {}", queue.base_name()), e))?
            .messages
            .unwrap_or_default();
        messages.into_iter().map(queue_message).collect()
    }

    async fn ack(&self, queue: QueueRef, receipt: &str) -> StoreResult<()> {
        self.client
            .delete_message()
            .queue_url(self.url(queue)?)
            .receipt_handle(receipt)
            .send()
            .await
            .map(drop)
            .map_err(|e| backend(&format!("DeleteMessage from {}", queue.base_name()), e))
    }
}
