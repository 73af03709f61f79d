//! [`PromptStore`] on the prompts table: keyed by (`phase`, `id`), looked up by id via `byId`.

use async_trait::async_trait;
use cookbook_domain::PromptTemplate;

use aws_sdk_dynamodb::types::TransactWriteItem;

use super::error::backend;
use super::item::{
    Item, KeyQuery, Table, decode_cursor, doc_of, encode_cursor, item_with_doc, lost_race, string,
};
use crate::{Page, PageRequest, PromptStore, StoreError, StoreResult};

/// Tries at activating before giving up on a phase that keeps changing underneath.
const ACTIVATION_ATTEMPTS: usize = 10;

pub(super) struct DynamoPrompts {
    table: Table,
}

impl DynamoPrompts {
    pub(super) fn new(table: Table) -> Self {
        Self { table }
    }

    /// Every phase's prompts in (phase, id) order. DynamoDB scans in no useful order, so this
    /// reads the whole (small) registry and pages in memory, with the same cursor as a query.
    async fn list_all_phases(&self, page: &PageRequest) -> StoreResult<Page<PromptTemplate>> {
        let key_attributes = self.table.key_attributes(None)?;
        let start = page
            .cursor
            .as_deref()
            .map(|cursor| decode_cursor(cursor, &key_attributes).map(|key| sort_key(&key)))
            .transpose()?;
        let mut items = self.table.scan_all().await?;
        items.sort_by_cached_key(sort_key);
        let mut following = items
            .into_iter()
            .filter(|item| start.as_ref().is_none_or(|start| &sort_key(item) > start));
        let selected: Vec<Item> = following.by_ref().take(page.limit()).collect();
        let next = match selected.last() {
            Some(last) if following.next().is_some() => Some(encode_cursor(last, &key_attributes)?),
            _ => None,
        };
        Ok(Page {
            items: selected.iter().map(doc_of).collect::<StoreResult<_>>()?,
            next,
        })
    }
}

/// (phase, id) of an item or start key.
fn sort_key(item: &Item) -> (String, String) {
    let text = |name: &str| {
        item.get(name)
            .and_then(|value| value.as_s().ok())
            .cloned()
            .unwrap_or_default()
    };
    (text("phase"), text("id"))
}

fn prompt_item(prompt: &PromptTemplate) -> StoreResult<Item> {
    item_with_doc(
        prompt,
        [("phase", string(&prompt.phase)), ("id", string(&prompt.id))],
    )
}

#[async_trait]
impl PromptStore for DynamoPrompts {
    async fn create(&self, prompt: &PromptTemplate) -> StoreResult<()> {
        // Ids are unique across phases, which the (phase, id) key alone does not enforce.
        if self.get(&prompt.id).await?.is_some() {
            return Err(StoreError::Conflict(format!("prompt {} exists", prompt.id)));
        }
        self.table
            .put_new(prompt_item(prompt)?, &format!("prompt {}", prompt.id))
            .await
    }

    async fn get(&self, id: &str) -> StoreResult<Option<PromptTemplate>> {
        let found = self
            .table
            .query_first(&KeyQuery::index("byId", id), 1)
            .await?;
        Ok(found.into_iter().next())
    }

    async fn set_active(&self, id: &str, active: bool) -> StoreResult<PromptTemplate> {
        for _ in 0..ACTIVATION_ATTEMPTS {
            let target = self
                .get(id)
                .await?
                .ok_or_else(|| StoreError::NotFound(format!("prompt {id}")))?;
            // Every prompt of the phase is rewritten on the condition that it is unchanged, so
            // two activations of one phase always collide and the later one retries.
            let mut transaction = self.table.client().transact_write_items();
            let mut changed = None;
            for stored in self
                .table
                .query_items(&KeyQuery::table(&target.phase))
                .await?
            {
                let mut prompt: PromptTemplate = doc_of(&stored)?;
                prompt.is_active = if prompt.id == id {
                    active
                } else {
                    prompt.is_active && !active
                };
                let put = self
                    .table
                    .transact_replace_if_unchanged(prompt_item(&prompt)?, &stored)?;
                transaction =
                    transaction.transact_items(TransactWriteItem::builder().put(put).build());
                if prompt.id == id {
                    changed = Some(prompt);
                }
            }
            let Some(changed) = changed else { continue };
            match transaction.send().await {
                Ok(_) => return Ok(changed),
                Err(e) if e.as_service_error().is_some_and(lost_race) => continue,
                Err(e) => {
                    return Err(backend(
                        &format!("TransactWriteItems on {}", self.table.name()),
                        e,
                    ));
                }
            }
        }
        Err(StoreError::Conflict(format!(
            "prompt {id}: too many concurrent activations in its phase"
        )))
    }

    async fn list(
        &self,
        phase: Option<&str>,
        page: &PageRequest,
    ) -> StoreResult<Page<PromptTemplate>> {
        match phase {
            Some(phase) => self.table.query_page(&KeyQuery::table(phase), page).await,
            None => self.list_all_phases(page).await,
        }
    }
}
