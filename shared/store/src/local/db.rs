//! The SQLite database behind every local store: opening it with its schema, running work on a
//! blocking thread, and the helpers the stores share (versioned writes, JSON columns, paging).

use std::path::Path;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

use jiff::Timestamp;
use rusqlite::types::ToSql;
use rusqlite::{Connection, OptionalExtension, Params, TransactionBehavior, params_from_iter};
use serde::Serialize;
use serde::de::DeserializeOwned;

use crate::recipe_listing::{RecipeSort, sort_key};
use crate::{Page, PageRequest, StoreError, StoreResult, previous_version};

/// How long a writer waits for another connection (a CLI beside the server) to release the lock.
const BUSY_TIMEOUT: Duration = Duration::from_secs(10);

/// Every table, created idempotently. Records are stored as JSON `body` columns; the other
/// columns exist only to key, order and filter them. Times are nanoseconds since the epoch.
const SCHEMA: &str = "
CREATE TABLE IF NOT EXISTS recipes (
    id TEXT PRIMARY KEY,
    owner TEXT NOT NULL,
    url_hash TEXT,
    version INTEGER NOT NULL,
    body TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS recipes_by_owner ON recipes (owner, id);
CREATE INDEX IF NOT EXISTS recipes_by_url_hash ON recipes (url_hash, id) WHERE url_hash IS NOT NULL;

CREATE TABLE IF NOT EXISTS tasks (
    task_id TEXT PRIMARY KEY,
    owner TEXT NOT NULL,
    status TEXT NOT NULL,
    expires_at INTEGER,
    version INTEGER NOT NULL,
    body TEXT NOT NULL,
    created_at INTEGER,
    mode TEXT
);
DROP INDEX IF EXISTS tasks_by_owner;
CREATE INDEX IF NOT EXISTS tasks_by_status_expiry ON tasks (status, expires_at)
    WHERE expires_at IS NOT NULL;
CREATE TABLE IF NOT EXISTS task_events (
    task_id TEXT NOT NULL,
    version INTEGER NOT NULL,
    body TEXT NOT NULL,
    PRIMARY KEY (task_id, version)
) WITHOUT ROWID;

CREATE TABLE IF NOT EXISTS prompts (
    id TEXT PRIMARY KEY,
    phase TEXT NOT NULL,
    body TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS prompts_by_phase ON prompts (phase, id);

CREATE TABLE IF NOT EXISTS plan_documents (
    kind TEXT NOT NULL,
    id TEXT NOT NULL,
    owner TEXT NOT NULL,
    version INTEGER NOT NULL,
    body TEXT NOT NULL,
    PRIMARY KEY (kind, id)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS plan_documents_by_owner ON plan_documents (owner, kind, id);
CREATE TABLE IF NOT EXISTS meal_history (
    owner TEXT NOT NULL,
    date TEXT NOT NULL,
    meal_key TEXT NOT NULL,
    body TEXT NOT NULL,
    PRIMARY KEY (owner, date, meal_key)
) WITHOUT ROWID;

CREATE TABLE IF NOT EXISTS domains (
    domain TEXT PRIMARY KEY,
    version INTEGER NOT NULL,
    body TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS counters (
    key TEXT PRIMARY KEY,
    value INTEGER NOT NULL,
    expires_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS counters_by_expiry ON counters (expires_at);

CREATE TABLE IF NOT EXISTS artifacts (
    task_id TEXT NOT NULL,
    name TEXT NOT NULL,
    content_type TEXT NOT NULL,
    size INTEGER NOT NULL,
    stored_size INTEGER NOT NULL,
    compressed INTEGER NOT NULL,
    retention TEXT NOT NULL,
    PRIMARY KEY (task_id, name)
) WITHOUT ROWID;

CREATE TABLE IF NOT EXISTS queue_messages (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    id TEXT NOT NULL UNIQUE,
    queue TEXT NOT NULL,
    body TEXT NOT NULL,
    visible_at INTEGER NOT NULL,
    receive_count INTEGER NOT NULL,
    receipt TEXT
);
CREATE INDEX IF NOT EXISTS queue_messages_visible ON queue_messages (queue, visible_at, seq);
";

/// Columns added after their table first shipped, as `(table, column, type)`: a database made
/// before them gains them on open, and [`backfill`] fills them from the stored bodies.
const ADDED_COLUMNS: &[(&str, &str, &str)] = &[
    ("tasks", "created_at", "INTEGER"),
    ("tasks", "mode", "TEXT"),
    ("recipes", "name_key", "TEXT"),
    ("recipes", "updated_key", "TEXT"),
];

/// Indexes on [`ADDED_COLUMNS`], created once those exist. The owner's task listing reads
/// newest first through the first; recipe listings sorted by name or last update the others.
const ADDED_INDEXES: &str = "
CREATE INDEX IF NOT EXISTS tasks_by_owner_created ON tasks (owner, created_at, task_id);
CREATE INDEX IF NOT EXISTS recipes_by_owner_name ON recipes (owner, name_key);
CREATE INDEX IF NOT EXISTS recipes_by_owner_updated ON recipes (owner, updated_key);
";

/// Adds every missing column of [`ADDED_COLUMNS`], fills it, and indexes it.
fn migrate(connection: &Connection) -> StoreResult<()> {
    for (table, column, kind) in ADDED_COLUMNS {
        let present: bool = connection
            .query_row(
                &format!("SELECT COUNT(*) > 0 FROM pragma_table_info('{table}') WHERE name = ?1"),
                [column],
                |row| row.get(0),
            )
            .during("read the schema")?;
        if !present {
            connection
                .execute_batch(&format!("ALTER TABLE {table} ADD COLUMN {column} {kind}"))
                .during(&format!("add column {table}.{column}"))?;
        }
    }
    backfill(connection)?;
    connection
        .execute_batch(ADDED_INDEXES)
        .during("create the added indexes")
}

/// Fills the added columns of tasks and recipes stored before they existed.
fn backfill(connection: &Connection) -> StoreResult<()> {
    backfill_tasks(connection)?;
    backfill_recipes(connection)
}

/// The JSON bodies of `table`'s rows whose `column` is still empty (stored before it existed).
fn bodies_missing(connection: &Connection, table: &str, column: &str) -> StoreResult<Vec<String>> {
    let during = format!("find {table} to backfill");
    let mut statement = connection
        .prepare(&format!("SELECT body FROM {table} WHERE {column} IS NULL"))
        .during(&during)?;
    statement
        .query_map([], |row| row.get::<_, String>(0))
        .during(&during)?
        .collect::<rusqlite::Result<Vec<String>>>()
        .during(&during)
}

fn backfill_recipes(connection: &Connection) -> StoreResult<()> {
    for body in bodies_missing(connection, "recipes", "name_key")? {
        let recipe: cookbook_domain::Recipe = from_json(&body, "recipe")?;
        connection
            .execute(
                "UPDATE recipes SET name_key = ?1, updated_key = ?2 WHERE id = ?3",
                rusqlite::params![
                    sort_key(&recipe, RecipeSort::Name),
                    sort_key(&recipe, RecipeSort::UpdatedAt),
                    recipe.id
                ],
            )
            .during("backfill a recipe")?;
    }
    Ok(())
}

fn backfill_tasks(connection: &Connection) -> StoreResult<()> {
    for body in bodies_missing(connection, "tasks", "created_at")? {
        let task: cookbook_domain::TaskState = from_json(&body, "task state")?;
        connection
            .execute(
                "UPDATE tasks SET created_at = ?1, mode = ?2 WHERE task_id = ?3",
                rusqlite::params![
                    sql_time(task.created_at)?,
                    crate::TaskFilter::mode_name(task.payload.mode),
                    task.task_id
                ],
            )
            .during("backfill a task")?;
    }
    Ok(())
}

/// One SQLite connection shared by the local stores of one [`open`](super::open) call.
#[derive(Clone)]
pub(crate) struct Db {
    connection: Arc<Mutex<Connection>>,
}

impl Db {
    /// Opens (or creates) the database file in WAL mode and creates any missing table.
    pub(crate) fn open(path: &Path) -> StoreResult<Self> {
        let connection = Connection::open(path).during("open the database")?;
        connection
            .busy_timeout(BUSY_TIMEOUT)
            .during("set the busy timeout")?;
        let mode: String = connection
            .pragma_update_and_check(None, "journal_mode", "WAL", |row| row.get(0))
            .during("switch to WAL")?;
        if !mode.eq_ignore_ascii_case("wal") {
            return Err(StoreError::Backend(format!(
                "open the database: journal mode is `{mode}`, not WAL"
            )));
        }
        // In WAL mode NORMAL loses nothing on a process crash, only on power loss.
        connection
            .pragma_update(None, "synchronous", "NORMAL")
            .during("set synchronous")?;
        connection
            .execute_batch(SCHEMA)
            .during("create the schema")?;
        migrate(&connection)?;
        Ok(Self {
            connection: Arc::new(Mutex::new(connection)),
        })
    }

    /// Runs `work` on a blocking thread with the connection locked; the lock is never held
    /// across an await.
    pub(crate) async fn run<T, F>(&self, operation: &'static str, work: F) -> StoreResult<T>
    where
        T: Send + 'static,
        F: FnOnce(&mut Connection) -> StoreResult<T> + Send + 'static,
    {
        let connection = Arc::clone(&self.connection);
        tokio::task::spawn_blocking(move || {
            // A panic mid-transaction rolled the transaction back, so the connection is usable.
            let mut connection = connection.lock().unwrap_or_else(PoisonError::into_inner);
            work(&mut connection)
        })
        .await
        .map_err(|e| StoreError::Backend(format!("{operation}: worker thread failed: {e}")))?
    }
}

/// Names the operation in SQLite errors.
pub(crate) trait During<T> {
    fn during(self, operation: &str) -> StoreResult<T>;
}

impl<T> During<T> for rusqlite::Result<T> {
    fn during(self, operation: &str) -> StoreResult<T> {
        self.map_err(|e| StoreError::Backend(format!("{operation}: {e}")))
    }
}

/// Starts a transaction that takes the write lock at once, so two connections never deadlock
/// upgrading read locks.
pub(crate) fn write_transaction<'c>(
    connection: &'c mut Connection,
    operation: &str,
) -> StoreResult<rusqlite::Transaction<'c>> {
    connection
        .transaction_with_behavior(TransactionBehavior::Immediate)
        .during(operation)
}

/// A record written under the versioned-write rule: `key` names it, `values` are its other
/// columns; the `version` column holds `version`.
pub(crate) struct VersionedRow<'a> {
    pub table: &'static str,
    pub key: &'a [(&'static str, &'a dyn ToSql)],
    pub values: &'a [(&'static str, &'a dyn ToSql)],
    pub version: u64,
}

/// Inserts version 1 if absent, or updates the record whose stored version is `version - 1`;
/// anything else is a `Conflict`. `what` names the record in messages.
pub(crate) fn write_versioned(
    connection: &Connection,
    row: &VersionedRow<'_>,
    what: &str,
) -> StoreResult<()> {
    let version = sql_integer(row.version, "version")?;
    let changed = match previous_version(row.version)? {
        None => {
            let columns: Vec<&str> = row
                .key
                .iter()
                .chain(row.values)
                .map(|(column, _)| *column)
                .chain(["version"])
                .collect();
            let placeholders = vec!["?"; columns.len()].join(", ");
            let sql = format!(
                "INSERT INTO {} ({}) VALUES ({placeholders}) ON CONFLICT DO NOTHING",
                row.table,
                columns.join(", ")
            );
            let params = row
                .key
                .iter()
                .chain(row.values)
                .map(|(_, value)| *value)
                .chain([&version as &dyn ToSql]);
            connection.execute(&sql, params_from_iter(params))
        }
        Some(previous) => {
            let previous = sql_integer(previous, "version")?;
            let assignments: Vec<String> = row
                .values
                .iter()
                .map(|(column, _)| format!("{column} = ?"))
                .chain(["version = ?".to_owned()])
                .collect();
            let conditions: Vec<String> = row
                .key
                .iter()
                .map(|(column, _)| format!("{column} = ?"))
                .chain(["version = ?".to_owned()])
                .collect();
            let sql = format!(
                "UPDATE {} SET {} WHERE {}",
                row.table,
                assignments.join(", "),
                conditions.join(" AND ")
            );
            let params = row
                .values
                .iter()
                .map(|(_, value)| *value)
                .chain([&version as &dyn ToSql])
                .chain(row.key.iter().map(|(_, value)| *value))
                .chain([&previous as &dyn ToSql]);
            connection.execute(&sql, params_from_iter(params))
        }
    }
    .during(&format!("write {what}"))?;
    if changed == 0 {
        return Err(StoreError::Conflict(format!(
            "{what}: version {} does not follow the stored version",
            row.version
        )));
    }
    Ok(())
}

/// The JSON stored for a record.
pub(crate) fn to_json<T: Serialize>(value: &T, what: &str) -> StoreResult<String> {
    serde_json::to_string(value)
        .map_err(|e| StoreError::Backend(format!("encode {what}: {e}")))
        .and_then(crate::within_document_limit)
}

/// A record read back from its JSON column.
pub(crate) fn from_json<T: DeserializeOwned>(body: &str, what: &str) -> StoreResult<T> {
    serde_json::from_str(body)
        .map_err(|e| StoreError::Backend(format!("stored {what} does not decode: {e}")))
}

/// The record of the single-`body` query, if any.
pub(crate) fn query_one<T: DeserializeOwned>(
    connection: &Connection,
    sql: &str,
    params: impl Params,
    what: &str,
) -> StoreResult<Option<T>> {
    let body: Option<String> = connection
        .query_row(sql, params, |row| row.get(0))
        .optional()
        .during(&format!("read {what}"))?;
    body.map(|body| from_json(&body, what)).transpose()
}

/// The records of a query selecting one `body` column.
pub(crate) fn query_all<T: DeserializeOwned>(
    connection: &Connection,
    sql: &str,
    params: impl Params,
    what: &str,
) -> StoreResult<Vec<T>> {
    let operation = format!("list {what}");
    let mut statement = connection.prepare(sql).during(&operation)?;
    let bodies = statement
        .query_map(params, |row| row.get::<_, String>(0))
        .during(&operation)?
        .collect::<rusqlite::Result<Vec<String>>>()
        .during(&operation)?;
    bodies.iter().map(|body| from_json(body, what)).collect()
}

/// The `LIMIT` that reads one item more than the page, to learn whether another page follows.
pub(crate) fn probe_limit(page: &PageRequest) -> StoreResult<i64> {
    sql_integer(page.limit() + 1, "page limit")
}

/// Cuts rows read with [`probe_limit`] to the page; `next` is the last item's cursor when more
/// rows follow.
pub(crate) fn into_page<T>(
    mut rows: Vec<T>,
    page: &PageRequest,
    cursor_of: impl Fn(&T) -> String,
) -> Page<T> {
    let more = rows.len() > page.limit();
    rows.truncate(page.limit());
    let next = more.then(|| rows.last().map(&cursor_of)).flatten();
    Page { items: rows, next }
}

/// An integer as SQLite stores it.
pub(crate) fn sql_integer<N>(value: N, what: &str) -> StoreResult<i64>
where
    N: TryInto<i64> + Copy + std::fmt::Display,
{
    value
        .try_into()
        .map_err(|_| StoreError::Invalid(format!("{what} {value} is too large to store")))
}

/// A time as the nanoseconds since the epoch that the time columns hold.
pub(crate) fn sql_time(at: Timestamp) -> StoreResult<i64> {
    i64::try_from(at.as_nanosecond())
        .map_err(|_| StoreError::Invalid(format!("time {at} is out of the storable range")))
}
