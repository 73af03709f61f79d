//! [`TaskStore`] on the tasks table: per task a `STATE` item and one `EVENT#000042` item per
//! version, written together in one transaction. Only `STATE` items carry the index attributes.

use async_trait::async_trait;
use aws_sdk_dynamodb::types::TransactWriteItem;
use cookbook_domain::{TaskEvent, TaskState, TaskStatus, TaskTransition};
use jiff::Timestamp;

use super::error::backend;
use super::item::{
    Item, KeyQuery, SortCondition, Table, VERSION, item_with_doc, lost_race, number, sortable_time,
    string,
};
use crate::{Page, PageRequest, StoreError, StoreResult, TaskFilter, TaskStore};

const STATE: &str = "STATE";
const EVENT_PREFIX: &str = "EVENT#";

pub(super) struct DynamoTasks {
    table: Table,
}

impl DynamoTasks {
    pub(super) fn new(table: Table) -> Self {
        Self { table }
    }
}

fn key(task_id: &str, sort: String) -> Item {
    Item::from([
        ("pk".to_owned(), string(task_id)),
        ("sk".to_owned(), string(sort)),
    ])
}

/// `EVENT#000042`: zero-padded so that key order is version order.
fn event_sort_key(version: u64) -> String {
    format!("{EVENT_PREFIX}{version:06}")
}

fn state_item(state: &TaskState) -> StoreResult<Item> {
    let attributes = [
        ("pk", string(&state.task_id)),
        ("sk", string(STATE)),
        ("owner", string(&state.owner)),
        ("status", string(state.status.as_str())),
        ("createdAt", string(sortable_time(state.created_at))),
        ("mode", string(TaskFilter::mode_name(state.payload.mode))),
        (VERSION, number(state.version)),
    ]
    .into_iter()
    .chain(
        state
            .expires_at
            .map(|at| ("expiresAt", string(sortable_time(at)))),
    );
    item_with_doc(state, attributes)
}

fn event_item(event: &TaskEvent) -> StoreResult<Item> {
    item_with_doc(
        event,
        [
            ("pk", string(&event.task_id)),
            ("sk", string(event_sort_key(event.version))),
            (VERSION, number(event.version)),
        ],
    )
}

#[async_trait]
impl TaskStore for DynamoTasks {
    async fn write(&self, transition: &TaskTransition) -> StoreResult<()> {
        let state = transition.state();
        let state_put = self
            .table
            .transact_versioned_put(state_item(state)?, state.version)?;
        let event_put = self
            .table
            .transact_new_put(event_item(transition.event())?)?;
        let result = self
            .table
            .client()
            .transact_write_items()
            .transact_items(TransactWriteItem::builder().put(state_put).build())
            .transact_items(TransactWriteItem::builder().put(event_put).build())
            .send()
            .await;
        match result {
            Ok(_) => Ok(()),
            Err(e) if e.as_service_error().is_some_and(lost_race) => {
                Err(StoreError::Conflict(format!(
                    "task {}: version {} lost a concurrent write",
                    state.task_id, state.version
                )))
            }
            Err(e) => Err(backend(
                &format!("TransactWriteItems on {}", self.table.name()),
                e,
            )),
        }
    }

    async fn get(&self, task_id: &str) -> StoreResult<Option<TaskState>> {
        self.table.get_doc(key(task_id, STATE.to_owned())).await
    }

    async fn events(&self, task_id: &str, page: &PageRequest) -> StoreResult<Page<TaskEvent>> {
        let query =
            KeyQuery::table(task_id).sorted(SortCondition::BeginsWith(EVENT_PREFIX.to_owned()));
        self.table.query_page(&query, page).await
    }

    async fn list_by_owner(
        &self,
        owner: &str,
        filter: &TaskFilter,
        page: &PageRequest,
    ) -> StoreResult<Page<TaskState>> {
        let mut query = KeyQuery::index("byOwnerCreated", owner).descending();
        if let Some(status) = filter.status {
            query = query.only_where("status", status.as_str());
        }
        if let Some(mode) = filter.mode {
            query = query.only_where("mode", TaskFilter::mode_name(mode));
        }
        self.table.query_page(&query, page).await
    }

    async fn due_for_expiry(&self, now: Timestamp, limit: usize) -> StoreResult<Vec<TaskState>> {
        let query = KeyQuery::index("byStatusExpiry", TaskStatus::ReviewReady.as_str())
            .sorted(SortCondition::AtMost(sortable_time(now)));
        self.table.query_first(&query, limit).await
    }
}
