//! [`PlanStore`] on the plans table: documents at `JOB#id` / `SNAPSHOT#id` / `SHOPPING_LIST#id`
//! with sort key `DOC`, listed per owner and kind through the `byOwnerKind` index (each document
//! is written once: a listing copy would double its write cost and size); meal history at
//! `HISTORY#owner` with sort key `date#mealKey` (date order, then meal key).

use async_trait::async_trait;
use cookbook_domain::plan::{MealHistoryEntry, PlanDocument, PlanDocumentKind};
use jiff::civil::Date;

use super::item::{Item, KeyQuery, SortCondition, Table, VERSION, item_with_doc, number, string};
use crate::{Page, PageRequest, PlanStore, StoreResult};

const DOCUMENT_SORT_KEY: &str = "DOC";
/// Attributes of the `byOwnerKind` index, present on documents only (history stays out of it).
const OWNER_KIND: &str = "ownerKind";
const DOCUMENT_ID: &str = "docId";

pub(super) struct DynamoPlans {
    table: Table,
}

impl DynamoPlans {
    pub(super) fn new(table: Table) -> Self {
        Self { table }
    }
}

/// `JOB#id` or `SNAPSHOT#id`.
fn document_partition(kind: PlanDocumentKind, id: &str) -> String {
    format!("{}#{id}", kind.as_str().to_ascii_uppercase())
}

/// `OWNER#alice#SHOPPING_LIST`: the `byOwnerKind` partition of the owner's documents of one kind.
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
                (
                    OWNER_KIND,
                    string(owner_partition(document.kind, &document.owner)),
                ),
                (DOCUMENT_ID, string(&document.id)),
            ],
        )?;
        self.table
            .put_versioned(
                item,
                document.version,
                &format!("plan document {partition}"),
            )
            .await
    }

    async fn list_by_owner(
        &self,
        kind: PlanDocumentKind,
        owner: &str,
        page: &PageRequest,
    ) -> StoreResult<Page<PlanDocument>> {
        let query = KeyQuery::index("byOwnerKind", owner_partition(kind, owner)).descending();
        self.table.query_page(&query, page).await
    }

    async fn get(&self, kind: PlanDocumentKind, id: &str) -> StoreResult<Option<PlanDocument>> {
        self.table.get_doc(document_key(kind, id)).await
    }

    async fn delete(&self, kind: PlanDocumentKind, id: &str) -> StoreResult<bool> {
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
