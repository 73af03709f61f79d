//! [`DomainStateStore`] on the domains table: keyed by `domain`, with `ttl` (epoch seconds of
//! `expires_at`) so that DynamoDB drops idle domains.

use async_trait::async_trait;

use super::item::{Item, Table, VERSION, item_with_doc, number, string};
use crate::{DomainState, DomainStateStore, StoreResult};

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
