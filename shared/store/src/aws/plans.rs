//! [`PlanStore`] on the plans table: documents at `JOB#id` / `SNAPSHOT#id` / `SHOPPING_LIST#id`
//! with sort key `DOC`, each copied (in the same transaction) to its owner's listing at
//! `OWNER#owner#KIND` with sort key `id`; meal history at `HISTORY#owner` with sort key
//! `date#mealKey` (date order, then meal key).

use async_trait::async_trait;
use aws_sdk_dynamodb::types::{Put, TransactWriteItem};
use cookbook_domain::plan::{MealHistoryEntry, PlanDocument, PlanDocumentKind};
use jiff::civil::Date;

use super::error::backend;
use super::item::{
    Item, KeyQuery, SortCondition, Table, VERSION, item_with_doc, lost_race, number, string,
};
use crate::{Page, PageRequest, PlanStore, StoreError, StoreResult};

const DOCUMENT_SORT_KEY: &str = "DOC";

pub(super) struct DynamoPlans {
    table: Table,
}

impl DynamoPlans {
    pub(super) fn new(table: Table) -> Self {
        Self { table }
    }

    /// An unconditional put of `item`, for a transaction.
    fn plain_put(&self, item: Item) -> StoreResult<Put> {
        Put::builder()
            .table_name(self.table.name())
            .set_item(Some(item))
            .build()
            .map_err(|e| {
                StoreError::Backend(format!("cannot build a put on {}: {e}", self.table.name()))
            })
    }
}

/// `JOB#id` or `SNAPSHOT#id`.
fn document_partition(kind: PlanDocumentKind, id: &str) -> String {
    format!("{}#{id}", kind.as_str().to_ascii_uppercase())
}

/// `OWNER#alice#SHOPPING_LIST`: the owner's documents of one kind, by id.
fn owner_partition(kind: PlanDocumentKind, owner: &str) -> String {
    format!("OWNER#{owner}#{}", kind.as_str().to_ascii_uppercase())
}

/// The key of the document itself.
fn document_key(kind: PlanDocumentKind, id: &str) -> Item {
    Item::from([
        ("pk".to_owned(), string(document_partition(kind, id))),
        ("sk".to_owned(), string(DOCUMENT_SORT_KEY)),
    ])
}

fn history_partition(owner: &str) -> String {
    format!("HISTORY#{owner}")
}

#[async_trait]
impl PlanStore for DynamoPlans {
    async fn write(&self, document: &PlanDocument) -> StoreResult<()> {
        let partition = document_partition(document.kind, &document.id);
        let item = item_with_doc(
            document,
            [
                ("pk", string(&partition)),
                ("sk", string(DOCUMENT_SORT_KEY)),
                (VERSION, number(document.version)),
            ],
        )?;
        // The listing copy is written unconditionally: the document's own condition guards both.
        let listing = item_with_doc(
            document,
            [
                (
                    "pk",
                    string(owner_partition(document.kind, &document.owner)),
                ),
                ("sk", string(&document.id)),
            ],
        )?;
        let document_put = self.table.transact_versioned_put(item, document.version)?;
        let result = self
            .table
            .client()
            .transact_write_items()
            .transact_items(TransactWriteItem::builder().put(document_put).build())
            .transact_items(
                TransactWriteItem::builder()
                    .put(self.plain_put(listing)?)
                    .build(),
            )
            .send()
            .await;
        match result {
            Ok(_) => Ok(()),
            Err(e) if e.as_service_error().is_some_and(lost_race) => {
                Err(StoreError::Conflict(format!(
                    "plan document {partition}: version {} lost a concurrent write",
                    document.version
                )))
            }
            Err(e) => Err(backend(
                &format!("TransactWriteItems on {}", self.table.name()),
                e,
            )),
        }
    }

    async fn list_by_owner(
        &self,
        kind: PlanDocumentKind,
        owner: &str,
        page: &PageRequest,
    ) -> StoreResult<Page<PlanDocument>> {
        let query = KeyQuery::table(owner_partition(kind, owner)).descending();
        self.table.query_page(&query, page).await
    }

    async fn get(&self, kind: PlanDocumentKind, id: &str) -> StoreResult<Option<PlanDocument>> {
        self.table.get_doc(document_key(kind, id)).await
    }

    async fn delete(&self, kind: PlanDocumentKind, id: &str) -> StoreResult<bool> {
        let Some(document) = self.get(kind, id).await? else {
            return Ok(false);
        };
        // The listing entry goes first: a failure in between leaves a document no listing
        // shows, which a retried delete still finds and removes.
        let listing = Item::from([
            (
                "pk".to_owned(),
                string(owner_partition(kind, &document.owner)),
            ),
            ("sk".to_owned(), string(id)),
        ]);
        self.table.delete(listing).await?;
        self.table.delete(document_key(kind, id)).await
    }

    async fn record_meals(&self, entries: &[MealHistoryEntry]) -> StoreResult<()> {
        // One put per entry: a later entry for the same key replaces an earlier one, which a
        // batch write would refuse as a duplicate.
        for entry in entries {
            let item = item_with_doc(
                entry,
                [
                    ("pk", string(history_partition(&entry.owner))),
                    ("sk", string(format!("{}#{}", entry.date, entry.meal_key))),
                ],
            )?;
            self.table.put(item).await?;
        }
        Ok(())
    }

    async fn meal_history(
        &self,
        owner: &str,
        from: Date,
        to: Date,
    ) -> StoreResult<Vec<MealHistoryEntry>> {
        if from > to {
            return Ok(Vec::new());
        }
        // `{from}` sorts before every `{from}#…`, and `{to}$` after every `{to}#…` ('$' > '#').
        let query = KeyQuery::table(history_partition(owner))
            .sorted(SortCondition::Between(from.to_string(), format!("{to}$")));
        self.table.query_all(&query).await
    }
}
