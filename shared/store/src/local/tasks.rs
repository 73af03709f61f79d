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
use crate::{Page, PageRequest, StoreError, StoreResult, TaskFilter, TaskStore};

/// A task listing's position: `{createdAt nanoseconds}:{taskId}` of the last task returned.
fn parse_task_cursor(cursor: &str) -> StoreResult<(i64, String)> {
    cursor
        .split_once(':')
        .and_then(|(created, id)| Some((created.parse().ok()?, id.to_owned())))
        .ok_or_else(|| StoreError::Invalid(format!("malformed task cursor `{cursor}`")))
}

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
        let (created_at, mode) = (
            sql_time(state.created_at)?,
            TaskFilter::mode_name(state.payload.mode),
        );
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
                        ("created_at", &created_at),
                        ("mode", &mode),
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

    async fn list_by_owner(
        &self,
        owner: &str,
        filter: &TaskFilter,
        page: &PageRequest,
    ) -> StoreResult<Page<TaskState>> {
        let (owner, page) = (owner.to_owned(), page.clone());
        let status = filter.status.map(TaskStatus::as_str);
        let mode = filter.mode.map(TaskFilter::mode_name);
        // Before every stored position when there is no cursor.
        let (before_created, before_id) = match page.cursor.as_deref() {
            None => (i64::MAX, String::new()),
            Some(cursor) => parse_task_cursor(cursor)?,
        };
        self.db
            .run("list tasks by owner", move |connection| {
                let rows: Vec<TaskState> = query_all(
                    connection,
                    "SELECT body FROM tasks INDEXED BY tasks_by_owner_created
                     WHERE owner = ?1 AND (?2 IS NULL OR status = ?2) AND (?3 IS NULL OR mode = ?3)
                       AND (created_at < ?4 OR (created_at = ?4 AND task_id < ?5))
                     ORDER BY created_at DESC, task_id DESC LIMIT ?6",
                    params![
                        owner,
                        status,
                        mode,
                        before_created,
                        before_id,
                        probe_limit(&page)?
                    ],
                    "tasks",
                )?;
                let cursor = |task: &TaskState| {
                    let created = sql_time(task.created_at).unwrap_or(i64::MIN);
                    format!("{created}:{}", task.task_id)
                };
                Ok(into_page(rows, &page, cursor))
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
