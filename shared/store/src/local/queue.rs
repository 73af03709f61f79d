//! The local durable queue: messages are rows of `queue_messages`, so they survive restarts, and
//! delivery follows SQS: a received message is hidden for the visibility timeout, counts its
//! receives, and moves to the dead-letter queue when it is due again after `max_receive_count`.

use std::sync::Arc;

use async_trait::async_trait;
use cookbook_domain::Clock;
use rusqlite::params;

use super::db::{Db, During, sql_integer, sql_time, write_transaction};
use crate::{Queue, QueueMessage, QueueName, QueueRef, QueueSettings, StoreError, StoreResult};

/// Every main queue and dead-letter queue, in one table keyed by the queue's base name.
pub(crate) struct LocalQueue {
    pub(crate) db: Db,
    pub(crate) clock: Arc<dyn Clock>,
    pub(crate) settings: QueueSettings,
}

impl LocalQueue {
    /// The current time and the time a message received now becomes visible again.
    fn now_and_hidden_until(&self) -> StoreResult<(i64, i64)> {
        let now = sql_time(self.clock.now())?;
        let timeout = i64::try_from(self.settings.visibility_timeout.as_nanos()).map_err(|_| {
            StoreError::Invalid("the visibility timeout is too long to store".to_owned())
        })?;
        Ok((now, now.saturating_add(timeout)))
    }
}

#[async_trait]
impl Queue for LocalQueue {
    async fn send(&self, queue: QueueName, body: &str) -> StoreResult<String> {
        let id = uuid::Uuid::now_v7().to_string();
        let (queue, body, message_id) = (
            QueueRef::from(queue).base_name(),
            body.to_owned(),
            id.clone(),
        );
        let now = sql_time(self.clock.now())?;
        self.db
            .run("send message", move |connection| {
                connection
                    .execute(
                        "INSERT INTO queue_messages (id, queue, body, visible_at, receive_count)
                         VALUES (?1, ?2, ?3, ?4, 0)",
                        params![message_id, queue, body, now],
                    )
                    .during("send message")?;
                Ok(())
            })
            .await?;
        Ok(id)
    }

    async fn receive(&self, queue: QueueRef, max: usize) -> StoreResult<Vec<QueueMessage>> {
        let (now, hidden_until) = self.now_and_hidden_until()?;
        let limit = sql_integer(max, "receive limit")?;
        let max_receive_count = self.settings.max_receive_count;
        self.db
            .run("receive messages", move |connection| {
                let transaction = write_transaction(connection, "receive messages")?;
                if !queue.dead_letter {
                    // SQS moves a message that is due again after its last allowed receive.
                    transaction
                        .execute(
                            "UPDATE queue_messages SET queue = ?1, visible_at = ?2, receipt = NULL
                             WHERE queue = ?3 AND visible_at <= ?2 AND receive_count >= ?4",
                            params![
                                queue.name.dead_letter().base_name(),
                                now,
                                queue.base_name(),
                                max_receive_count
                            ],
                        )
                        .during("move messages to the dead-letter queue")?;
                }
                let due: Vec<(i64, String, String, u32)> = {
                    let mut statement = transaction
                        .prepare(
                            "SELECT seq, id, body, receive_count FROM queue_messages
                             WHERE queue = ?1 AND visible_at <= ?2 ORDER BY seq LIMIT ?3",
                        )
                        .during("receive messages")?;
                    statement
                        .query_map(params![queue.base_name(), now, limit], |row| {
                            Ok((row.get(0)?, row.get(1)?, row.get(2)?, row.get(3)?))
                        })
                        .during("receive messages")?
                        .collect::<rusqlite::Result<_>>()
                        .during("receive messages")?
                };
                let mut delivered = Vec::with_capacity(due.len());
                for (seq, id, body, previous_count) in due {
                    let receipt = uuid::Uuid::now_v7().to_string();
                    let receive_count = previous_count.saturating_add(1);
                    transaction
                        .execute(
                            "UPDATE queue_messages
                             SET receive_count = ?1, receipt = ?2, visible_at = ?3 WHERE seq = ?4",
                            params![receive_count, receipt, hidden_until, seq],
                        )
                        .during("receive messages")?;
                    delivered.push(QueueMessage {
                        id,
                        receipt,
                        body,
                        receive_count,
                    });
                }
                transaction.commit().during("receive messages")?;
                Ok(delivered)
            })
            .await
    }

    async fn ack(&self, queue: QueueRef, receipt: &str) -> StoreResult<()> {
        let receipt = receipt.to_owned();
        self.db
            .run("ack message", move |connection| {
                // Like SQS, a stale receipt (the message was received again since) deletes nothing.
                connection
                    .execute(
                        "DELETE FROM queue_messages WHERE queue = ?1 AND receipt = ?2",
                        params![queue.base_name(), receipt],
                    )
                    .during("ack message")?;
                Ok(())
            })
            .await
    }
}
