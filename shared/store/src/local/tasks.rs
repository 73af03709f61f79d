//! The local task store: task states in `tasks`, their event logs in `task_events`, a state and
//! its event always written in one SQLite transaction.

use async_trait::async_trait;
use cookbook_domain::{TaskEvent, TaskState, TaskStatus, TaskTransition};
use jiff::Timestamp;
use rusqlite::params;

use super::db::{
    Db, During, VersionedRow, into_page, probe_limit, query_all, query_one, sql_integer, sql_time,
    to_json, write_transaction, write_versioned,
};
use crate::{Page, PageRequest, StoreError, StoreResult, TaskStore};

/// Tasks and events in SQLite.
pub(crate) struct LocalTasks {
    pub(crate) db: Db,
}

#[async_trait]
impl TaskStore for LocalTasks {
    async fn write(&self, transition: &TaskTransition) -> StoreResult<()> {
        let (state, event) = (transition.state(), transition.event());
        let task_id = state.task_id.clone();
        let owner = state.owner.clone();
        let status = state.status.as_str();
        // Only drafts in review are swept, so only they carry the index column.
        let expires_at = match (state.status, state.expires_at) {
            (TaskStatus::ReviewReady, Some(at)) => Some(sql_time(at)?),
            _ => None,
        };
        let (version, event_version) = (state.version, sql_integer(event.version, "version")?);
        let state_body = to_json(state, "task state")?;
        let event_body = to_json(event, "task event")?;
        self.db
            .run("write task", move |connection| {
                let transaction = write_transaction(connection, "write task")?;
                let row = VersionedRow {
                    table: "tasks",
                    key: &[("task_id", &task_id)],
                    values: &[
                        ("owner", &owner),
                        ("status", &status),
                        ("expires_at", &expires_at),
                        ("body", &state_body),
                    ],
                    version,
                };
                write_versioned(&transaction, &row, &format!("task {task_id}"))?;
                let appended = transaction
                    .execute(
                        "INSERT INTO task_events (task_id, version, body) VALUES (?1, ?2, ?3)
                         ON CONFLICT DO NOTHING",
                        params![task_id, event_version, event_body],
                    )
                    .during("append task event")?;
                if appended == 0 {
                    return Err(StoreError::Conflict(format!(
                        "task {task_id} already has event {event_version}"
                    )));
                }
                transaction.commit().during("write task")
            })
            .await
    }

    async fn get(&self, task_id: &str) -> StoreResult<Option<TaskState>> {
        let task_id = task_id.to_owned();
        self.db
            .run("get task", move |connection| {
                query_one(
                    connection,
                    "SELECT body FROM tasks WHERE task_id = ?1",
                    [&task_id],
                    "task state",
                )
            })
            .await
    }

    async fn events(&self, task_id: &str, page: &PageRequest) -> StoreResult<Page<TaskEvent>> {
        let (task_id, page) = (task_id.to_owned(), page.clone());
        let after_version: i64 = match page.cursor.as_deref() {
            None => 0,
            Some(cursor) => cursor.parse().map_err(|_| {
                StoreError::Invalid(format!("malformed task event cursor `{cursor}`"))
            })?,
        };
        self.db
            .run("list task events", move |connection| {
                let rows: Vec<TaskEvent> = query_all(
                    connection,
                    "SELECT body FROM task_events WHERE task_id = ?1 AND version > ?2
                     ORDER BY version LIMIT ?3",
                    params![task_id, after_version, probe_limit(&page)?],
                    "task events",
                )?;
                Ok(into_page(rows, &page, |event| event.version.to_string()))
            })
            .await
    }

    async fn list_by_owner(&self, owner: &str, page: &PageRequest) -> StoreResult<Page<TaskState>> {
        let (owner, page) = (owner.to_owned(), page.clone());
        self.db
            .run("list tasks by owner", move |connection| {
                let rows: Vec<TaskState> = query_all(
                    connection,
                    "SELECT body FROM tasks WHERE owner = ?1 AND task_id > ?2
                     ORDER BY task_id LIMIT ?3",
                    params![
                        owner,
                        page.cursor.as_deref().unwrap_or(""),
                        probe_limit(&page)?
                    ],
                    "tasks",
                )?;
                Ok(into_page(rows, &page, |task| task.task_id.clone()))
            })
            .await
    }

    async fn due_for_expiry(&self, now: Timestamp, limit: usize) -> StoreResult<Vec<TaskState>> {
        let (now, limit) = (sql_time(now)?, sql_integer(limit, "limit")?);
        self.db
            .run("list tasks due for expiry", move |connection| {
                query_all(
                    connection,
                    "SELECT body FROM tasks WHERE status = ?1 AND expires_at <= ?2
                     ORDER BY expires_at, task_id LIMIT ?3",
                    params![TaskStatus::ReviewReady.as_str(), now, limit],
                    "tasks",
                )
            })
            .await
    }
}
