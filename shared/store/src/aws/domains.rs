//! [`DomainStateStore`] on the domains table: keyed by `domain`, with `ttl` (epoch seconds of
//! `expires_at`) so that DynamoDB drops idle domains; and the quota counters, on the same table.

use async_trait::async_trait;
use aws_sdk_dynamodb::types::ReturnValue;
use jiff::Timestamp;

use super::error::backend;
use super::item::{Item, Table, VERSION, item_with_doc, number, string};
use crate::{CounterStore, DomainState, DomainStateStore, StoreError, StoreResult};

pub(super) struct DynamoDomains {
    table: Table,
}

impl DynamoDomains {
    pub(super) fn new(table: Table) -> Self {
        Self { table }
    }
}

#[async_trait]
impl DomainStateStore for DynamoDomains {
    async fn get(&self, domain: &str) -> StoreResult<Option<DomainState>> {
        let key = Item::from([("domain".to_owned(), string(domain))]);
        self.table.get_doc(key).await
    }

    async fn put(&self, state: &DomainState) -> StoreResult<()> {
        let item = item_with_doc(
            state,
            [
                ("domain", string(&state.domain)),
                ("ttl", number(state.expires_at.as_second())),
                (VERSION, number(state.version)),
            ],
        )?;
        self.table
            .put_versioned(item, state.version, &format!("domain {}", state.domain))
            .await
    }
}

/// [`CounterStore`] on the same table: quota counters are per-key throttling state like a
/// domain's, and its TTL drops them after their window. Keys are prefixed so they never meet a
/// domain name (which has no `#`).
pub(super) struct DynamoCounters {
    table: Table,
}

impl DynamoCounters {
    pub(super) fn new(table: Table) -> Self {
        Self { table }
    }
}

#[async_trait]
impl CounterStore for DynamoCounters {
    async fn add(&self, key: &str, amount: u64, expires_at: Timestamp) -> StoreResult<u64> {
        // One atomic UpdateItem: concurrent Lambdas never lose an increment.
        let output = self
            .table
            .client()
            .update_item()
            .table_name(self.table.name())
            .key("domain", string(format!("counter#{key}")))
            .update_expression("SET #ttl = if_not_exists(#ttl, :ttl) ADD #count :amount")
            .expression_attribute_names("#ttl", "ttl")
            .expression_attribute_names("#count", "count")
            .expression_attribute_values(":ttl", number(expires_at.as_second()))
            .expression_attribute_values(":amount", number(amount))
            .return_values(ReturnValue::AllNew)
            .send()
            .await
            .map_err(|e| backend("UpdateItem (counter)", e))?;
        let total = output
            .attributes()
            .and_then(|attributes| attributes.get("count"))
            .and_then(|count| count.as_n().ok())
            .and_then(|count| count.parse::<u64>().ok())
            .ok_or_else(|| StoreError::Backend(format!("counter {key}: no count returned")))?;
        Ok(total)
    }
}
