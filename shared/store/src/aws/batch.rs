//! Many items per request, for bulk writes such as seeding the core catalog: BatchWriteItem
//! (25 puts) and BatchGetItem (100 keys), each retrying what DynamoDB hands back unprocessed
//! (throttling, a partition over its capacity) after a growing pause.

use std::collections::HashSet;
use std::time::Duration;

use aws_sdk_dynamodb::types::{KeysAndAttributes, PutRequest, WriteRequest};

use super::error::backend;
use super::item::{Item, Table, string};
use crate::{StoreError, StoreResult};

/// Most puts one BatchWriteItem takes.
const WRITES_PER_BATCH: usize = 25;
/// Most keys one BatchGetItem takes.
const KEYS_PER_BATCH: usize = 100;
/// Requests for one batch before its unprocessed rest is given up as throttled.
const ATTEMPTS: u32 = 8;
/// The pause before the first retry; it doubles with each further one (25 ms … 1.6 s).
const FIRST_PAUSE: Duration = Duration::from_millis(25);

/// Sends `pending` with `send`, which answers what is left unprocessed and what it read, until
/// nothing is left; pauses between attempts and gives up after [`ATTEMPTS`]. Answers all it read.
async fn until_processed<T, R, F, Fut>(
    operation: &str,
    mut pending: Vec<T>,
    mut send: F,
) -> StoreResult<Vec<R>>
where
    F: FnMut(Vec<T>) -> Fut,
    Fut: Future<Output = StoreResult<(Vec<T>, Vec<R>)>>,
{
    let mut read = Vec::new();
    for attempt in 0..ATTEMPTS {
        if attempt > 0 {
            tokio::time::sleep(FIRST_PAUSE * 2u32.pow(attempt - 1)).await;
        }
        let (left, answered) = send(pending).await?;
        read.extend(answered);
        if left.is_empty() {
            return Ok(read);
        }
        pending = left;
    }
    Err(StoreError::Backend(format!(
        "{operation}: {} requests still unprocessed after {ATTEMPTS} attempts (the table is \
         throttled); try again shortly",
        pending.len()
    )))
}

impl Table {
    /// Writes `items` unconditionally, [`WRITES_PER_BATCH`] per request.
    pub(super) async fn put_all(&self, items: Vec<Item>) -> StoreResult<()> {
        let operation = &format!("BatchWriteItem on {}", self.name());
        let requests = items
            .into_iter()
            .map(|item| {
                let put = PutRequest::builder().set_item(Some(item)).build();
                put.map(|put| WriteRequest::builder().put_request(put).build())
                    .map_err(|e| StoreError::Backend(format!("{operation}: {e}")))
            })
            .collect::<StoreResult<Vec<_>>>()?;
        for batch in requests.chunks(WRITES_PER_BATCH) {
            until_processed(operation, batch.to_vec(), |pending| async move {
                let answer = self
                    .client()
                    .batch_write_item()
                    .request_items(self.name(), pending)
                    .send()
                    .await
                    .map_err(|e| backend(operation, e))?;
                let left = answer
                    .unprocessed_items
                    .and_then(|mut left| left.remove(self.name()))
                    .unwrap_or_default();
                Ok((left, Vec::<()>::new()))
            })
            .await?;
        }
        Ok(())
    }

    /// The values of `attribute`, the table's partition key, that name stored items among
    /// `values` (strongly consistent, [`KEYS_PER_BATCH`] per request, reading only the key).
    pub(super) async fn existing_keys(
        &self,
        attribute: &str,
        values: &[&str],
    ) -> StoreResult<HashSet<String>> {
        let operation = &format!("BatchGetItem on {}", self.name());
        let mut found = HashSet::new();
        for batch in values.chunks(KEYS_PER_BATCH) {
            let keys: Vec<Item> = batch
                .iter()
                .map(|value| Item::from([(attribute.to_owned(), string(*value))]))
                .collect();
            let read = until_processed(operation, keys, |pending| async move {
                let request = KeysAndAttributes::builder()
                    .set_keys(Some(pending))
                    .consistent_read(true)
                    .projection_expression("#key")
                    .expression_attribute_names("#key", attribute)
                    .build()
                    .map_err(|e| StoreError::Backend(format!("{operation}: {e}")))?;
                let answer = self
                    .client()
                    .batch_get_item()
                    .request_items(self.name(), request)
                    .send()
                    .await
                    .map_err(|e| backend(operation, e))?;
                let items = answer
                    .responses
                    .and_then(|mut tables| tables.remove(self.name()))
                    .unwrap_or_default();
                let read = items
                    .into_iter()
                    .filter_map(|mut item| item.remove(attribute)?.as_s().ok().cloned())
                    .collect();
                let left = answer
                    .unprocessed_keys
                    .and_then(|mut left| left.remove(self.name()))
                    .map(|left| left.keys)
                    .unwrap_or_default();
                Ok((left, read))
            })
            .await?;
            found.extend(read);
        }
        Ok(found)
    }
}
