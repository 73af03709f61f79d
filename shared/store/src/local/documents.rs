//! The local document stores: recipes, prompts, plan documents with meal history, per-domain
//! fetch state and quota counters, each a SQLite table of JSON bodies keyed for its queries.

use async_trait::async_trait;
use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use cookbook_domain::plan::{MealHistoryEntry, PlanDocument, PlanDocumentKind};
use cookbook_domain::{Clock, PromptTemplate, Recipe};
use jiff::Timestamp;
use jiff::civil::Date;
use rusqlite::params;
use std::sync::Arc;

use super::db::{
    Db, During, VersionedRow, into_page, probe_limit, query_all, query_one, sql_integer, sql_time,
    to_json, write_transaction, write_versioned,
};
use crate::recipe_listing::{RecipeSort, SortOrder, fill_page, sort_key};
use crate::{
    CounterStore, DomainState, DomainStateStore, Page, PageRequest, PlanStore, PromptStore,
    RecipeListing, RecipeStore, StoreError, StoreResult,
};

/// Recipes in the `recipes` table.
pub(crate) struct LocalRecipes {
    pub(crate) db: Db,
}

/// A server-owned recipe field that every stored recipe has.
fn required<'a, T>(field: Option<&'a T>, name: &str) -> StoreResult<&'a T>
where
    T: ?Sized,
{
    field.ok_or_else(|| StoreError::Invalid(format!("a stored recipe needs its `{name}`")))
}

/// A recipe as a row of the `recipes` table.
struct RecipeRow {
    id: String,
    owner: String,
    url_hash: Option<String>,
    name_key: Option<String>,
    updated_key: Option<String>,
    body: String,
    version: u64,
}

impl RecipeRow {
    fn of(recipe: &Recipe) -> StoreResult<Self> {
        Ok(Self {
            id: required(recipe.id.as_deref(), "id")?.to_owned(),
            owner: required(recipe.owner.as_deref(), "owner")?.to_owned(),
            url_hash: recipe
                .source
                .as_ref()
                .and_then(|source| source.url_hash.clone()),
            name_key: sort_key(recipe, RecipeSort::Name),
            updated_key: sort_key(recipe, RecipeSort::UpdatedAt),
            body: to_json(recipe, "recipe")?,
            version: *required(recipe.version.as_ref(), "version")?,
        })
    }

    /// The row of a new recipe, which has version 1.
    fn of_new(recipe: &Recipe) -> StoreResult<Self> {
        if recipe.version != Some(1) {
            return Err(StoreError::Invalid(format!(
                "a new recipe has version 1, not {:?}",
                recipe.version
            )));
        }
        Self::of(recipe)
    }

    /// Writes the row under the versioned-write rule at its own version.
    fn write(&self, connection: &rusqlite::Connection) -> StoreResult<()> {
        let row = VersionedRow {
            table: "recipes",
            key: &[("id", &self.id)],
            values: &[
                ("owner", &self.owner),
                ("url_hash", &self.url_hash),
                ("name_key", &self.name_key),
                ("updated_key", &self.updated_key),
                ("body", &self.body),
            ],
            version: self.version,
        };
        write_versioned(connection, &row, &format!("recipe {}", self.id))
    }
}

/// Writes `row` on its own.
async fn write_recipe(db: &Db, row: RecipeRow, operation: &'static str) -> StoreResult<()> {
    db.run(operation, move |connection| row.write(connection))
        .await
}

#[async_trait]
impl RecipeStore for LocalRecipes {
    async fn create(&self, recipe: &Recipe) -> StoreResult<()> {
        write_recipe(&self.db, RecipeRow::of_new(recipe)?, "create recipe").await
    }

    /// One transaction: all of them or, on a failure, none.
    async fn create_missing(&self, recipes: &[Recipe]) -> StoreResult<Vec<String>> {
        let rows = recipes
            .iter()
            .map(RecipeRow::of_new)
            .collect::<StoreResult<Vec<_>>>()?;
        const OPERATION: &str = "create missing recipes";
        self.db
            .run(OPERATION, move |connection| {
                let transaction = write_transaction(connection, OPERATION)?;
                let mut created = Vec::new();
                for row in rows {
                    match row.write(&transaction) {
                        Ok(()) => created.push(row.id),
                        Err(StoreError::Conflict(_)) => {}
                        Err(other) => return Err(other),
                    }
                }
                transaction.commit().during(OPERATION)?;
                Ok(created)
            })
            .await
    }

    async fn get(&self, id: &str) -> StoreResult<Option<Recipe>> {
        let id = id.to_owned();
        self.db
            .run("get recipe", move |connection| {
                query_one(
                    connection,
                    "SELECT body FROM recipes WHERE id = ?1",
                    [&id],
                    "recipe",
                )
            })
            .await
    }

    async fn replace(&self, recipe: &Recipe) -> StoreResult<()> {
        write_recipe(&self.db, RecipeRow::of(recipe)?, "replace recipe").await
    }

    async fn delete(&self, id: &str) -> StoreResult<bool> {
        let id = id.to_owned();
        self.db
            .run("delete recipe", move |connection| {
                let deleted = connection
                    .execute("DELETE FROM recipes WHERE id = ?1", [&id])
                    .during("delete recipe")?;
                Ok(deleted > 0)
            })
            .await
    }

    async fn list_by_owner(
        &self,
        owner: &str,
        listing: &RecipeListing,
        page: &PageRequest,
    ) -> StoreResult<Page<Recipe>> {
        let (key_column, index) = match listing.sort {
            RecipeSort::CreatedAt => ("id", "recipes_by_owner"),
            RecipeSort::Name => ("name_key", "recipes_by_owner_name"),
            RecipeSort::UpdatedAt => ("updated_key", "recipes_by_owner_updated"),
        };
        let (after, direction) = match listing.order {
            SortOrder::Asc => (">", "ASC"),
            SortOrder::Desc => ("<", "DESC"),
        };
        // The key column holds `recipe_listing::sort_key`, unique per recipe, so it alone
        // positions a cursor.
        let sql = format!(
            "SELECT body FROM recipes INDEXED BY {index}
             WHERE owner = ?1 AND {key_column} IS NOT NULL AND (?2 IS NULL OR {key_column} {after} ?2)
             ORDER BY {key_column} {direction} LIMIT ?3"
        );
        let sort = listing.sort;
        let cursor_of =
            move |recipe: &Recipe| encode_key(&sort_key(recipe, sort).unwrap_or_default());
        let read = |batch: PageRequest| {
            let (owner, sql) = (owner.to_owned(), sql.clone());
            async move {
                let after = batch.cursor.as_deref().map(decode_key).transpose()?;
                self.db
                    .run("list recipes by owner", move |connection| {
                        let rows: Vec<Recipe> = query_all(
                            connection,
                            &sql,
                            params![owner, after, probe_limit(&batch)?],
                            "recipes",
                        )?;
                        Ok(into_page(rows, &batch, cursor_of))
                    })
                    .await
            }
        };
        fill_page(listing, page, read, |recipe| Ok(cursor_of(recipe))).await
    }

    async fn find_by_url_hash(&self, url_hash: &str) -> StoreResult<Vec<Recipe>> {
        let url_hash = url_hash.to_owned();
        self.db
            .run("find recipes by url hash", move |connection| {
                query_all(
                    connection,
                    "SELECT body FROM recipes WHERE url_hash = ?1 ORDER BY id",
                    [&url_hash],
                    "recipes",
                )
            })
            .await
    }
}

/// Prompt templates in the `prompts` table.
pub(crate) struct LocalPrompts {
    pub(crate) db: Db,
}

/// The cursor of a prompt listing: its (phase, id) position, as JSON.
fn prompt_cursor(prompt: &PromptTemplate) -> String {
    serde_json::json!([prompt.phase, prompt.id]).to_string()
}

fn parse_prompt_cursor(cursor: Option<&str>) -> StoreResult<(String, String)> {
    match cursor {
        None => Ok((String::new(), String::new())),
        Some(cursor) => serde_json::from_str(cursor)
            .map_err(|_| StoreError::Invalid(format!("malformed prompt cursor `{cursor}`"))),
    }
}

#[async_trait]
impl PromptStore for LocalPrompts {
    async fn create(&self, prompt: &PromptTemplate) -> StoreResult<()> {
        let (id, phase, body) = (
            prompt.id.clone(),
            prompt.phase.clone(),
            to_json(prompt, "prompt")?,
        );
        self.db
            .run("create prompt", move |connection| {
                let inserted = connection
                    .execute(
                        "INSERT INTO prompts (id, phase, body) VALUES (?1, ?2, ?3)
                         ON CONFLICT DO NOTHING",
                        [&id, &phase, &body],
                    )
                    .during("create prompt")?;
                if inserted == 0 {
                    return Err(StoreError::Conflict(format!("prompt {id} exists")));
                }
                Ok(())
            })
            .await
    }

    async fn get(&self, id: &str) -> StoreResult<Option<PromptTemplate>> {
        let id = id.to_owned();
        self.db
            .run("get prompt", move |connection| {
                query_one(
                    connection,
                    "SELECT body FROM prompts WHERE id = ?1",
                    [&id],
                    "prompt",
                )
            })
            .await
    }

    async fn set_active(&self, id: &str, active: bool) -> StoreResult<PromptTemplate> {
        let id = id.to_owned();
        self.db
            .run("activate prompt", move |connection| {
                let transaction = write_transaction(connection, "activate prompt")?;
                let target: PromptTemplate = query_one(
                    &transaction,
                    "SELECT body FROM prompts WHERE id = ?1",
                    [&id],
                    "prompt",
                )?
                .ok_or_else(|| StoreError::NotFound(format!("prompt {id}")))?;
                let phase: Vec<PromptTemplate> = query_all(
                    &transaction,
                    "SELECT body FROM prompts WHERE phase = ?1",
                    [&target.phase],
                    "prompts",
                )?;
                let mut changed = None;
                for mut prompt in phase {
                    // Activating one deactivates the rest; deactivating touches only that one.
                    let now_active = if prompt.id == id {
                        active
                    } else {
                        prompt.is_active && !active
                    };
                    if now_active != prompt.is_active || prompt.id == id {
                        prompt.is_active = now_active;
                        transaction
                            .execute(
                                "UPDATE prompts SET body = ?2 WHERE id = ?1",
                                [&prompt.id, &to_json(&prompt, "prompt")?],
                            )
                            .during("activate prompt")?;
                    }
                    if prompt.id == id {
                        changed = Some(prompt);
                    }
                }
                transaction.commit().during("activate prompt")?;
                changed.ok_or_else(|| StoreError::NotFound(format!("prompt {id}")))
            })
            .await
    }

    async fn list(
        &self,
        phase: Option<&str>,
        page: &PageRequest,
    ) -> StoreResult<Page<PromptTemplate>> {
        let (phase, page) = (phase.map(str::to_owned), page.clone());
        let (after_phase, after_id) = parse_prompt_cursor(page.cursor.as_deref())?;
        self.db
            .run("list prompts", move |connection| {
                let rows: Vec<PromptTemplate> = query_all(
                    connection,
                    "SELECT body FROM prompts
                     WHERE (?1 IS NULL OR phase = ?1) AND (phase, id) > (?2, ?3)
                     ORDER BY phase, id LIMIT ?4",
                    params![phase, after_phase, after_id, probe_limit(&page)?],
                    "prompts",
                )?;
                Ok(into_page(rows, &page, prompt_cursor))
            })
            .await
    }
}

/// Plan jobs and snapshots in `plan_documents`, meals in `meal_history`.
pub(crate) struct LocalPlans {
    pub(crate) db: Db,
}

#[async_trait]
impl PlanStore for LocalPlans {
    async fn write(&self, document: &PlanDocument) -> StoreResult<()> {
        let kind = document.kind.as_str();
        let (id, owner) = (document.id.clone(), document.owner.clone());
        let (version, body) = (document.version, to_json(document, "plan document")?);
        self.db
            .run("write plan document", move |connection| {
                let row = VersionedRow {
                    table: "plan_documents",
                    key: &[("kind", &kind), ("id", &id)],
                    values: &[("owner", &owner), ("body", &body)],
                    version,
                };
                write_versioned(connection, &row, &format!("plan {kind} {id}"))
            })
            .await
    }

    async fn get(&self, kind: PlanDocumentKind, id: &str) -> StoreResult<Option<PlanDocument>> {
        let (kind, id) = (kind.as_str(), id.to_owned());
        self.db
            .run("get plan document", move |connection| {
                query_one(
                    connection,
                    "SELECT body FROM plan_documents WHERE kind = ?1 AND id = ?2",
                    [kind, &id],
                    "plan document",
                )
            })
            .await
    }

    async fn delete(&self, kind: PlanDocumentKind, id: &str) -> StoreResult<bool> {
        let (kind, id) = (kind.as_str(), id.to_owned());
        self.db
            .run("delete plan document", move |connection| {
                let deleted = connection
                    .execute(
                        "DELETE FROM plan_documents WHERE kind = ?1 AND id = ?2",
                        [kind, &id],
                    )
                    .during("delete plan document")?;
                Ok(deleted > 0)
            })
            .await
    }

    async fn list_by_owner(
        &self,
        kind: PlanDocumentKind,
        owner: &str,
        page: &PageRequest,
    ) -> StoreResult<Page<PlanDocument>> {
        let (kind, owner, page) = (kind.as_str(), owner.to_owned(), page.clone());
        self.db
            .run("list plan documents by owner", move |connection| {
                // Newest first: below the cursor's id, or from the top without one.
                let rows: Vec<PlanDocument> = query_all(
                    connection,
                    "SELECT body FROM plan_documents
                     WHERE owner = ?1 AND kind = ?2 AND (?3 IS NULL OR id < ?3)
                     ORDER BY id DESC LIMIT ?4",
                    params![owner, kind, page.cursor.as_deref(), probe_limit(&page)?],
                    "plan documents",
                )?;
                Ok(into_page(rows, &page, |document| document.id.clone()))
            })
            .await
    }

    async fn record_meals(&self, entries: &[MealHistoryEntry]) -> StoreResult<()> {
        let rows = entries
            .iter()
            .map(|entry| {
                Ok((
                    entry.owner.clone(),
                    entry.date.to_string(),
                    entry.meal_key.clone(),
                    to_json(entry, "meal history entry")?,
                ))
            })
            .collect::<StoreResult<Vec<_>>>()?;
        self.db
            .run("record meals", move |connection| {
                let transaction = write_transaction(connection, "record meals")?;
                for (owner, date, meal_key, body) in &rows {
                    transaction
                        .execute(
                            "INSERT OR REPLACE INTO meal_history (owner, date, meal_key, body)
                             VALUES (?1, ?2, ?3, ?4)",
                            [owner, date, meal_key, body],
                        )
                        .during("record meals")?;
                }
                transaction.commit().during("record meals")
            })
            .await
    }

    async fn meal_history(
        &self,
        owner: &str,
        from: Date,
        to: Date,
    ) -> StoreResult<Vec<MealHistoryEntry>> {
        // ISO dates compare as text in date order.
        let (owner, from, to) = (owner.to_owned(), from.to_string(), to.to_string());
        self.db
            .run("read meal history", move |connection| {
                query_all(
                    connection,
                    "SELECT body FROM meal_history WHERE owner = ?1 AND date BETWEEN ?2 AND ?3
                     ORDER BY date, meal_key",
                    [&owner, &from, &to],
                    "meal history",
                )
            })
            .await
    }
}

/// Per-domain fetch state in `domains`.
pub(crate) struct LocalDomains {
    pub(crate) db: Db,
}

#[async_trait]
impl DomainStateStore for LocalDomains {
    async fn get(&self, domain: &str) -> StoreResult<Option<DomainState>> {
        let domain = domain.to_owned();
        self.db
            .run("get domain state", move |connection| {
                query_one(
                    connection,
                    "SELECT body FROM domains WHERE domain = ?1",
                    [&domain],
                    "domain state",
                )
            })
            .await
    }

    async fn put(&self, state: &DomainState) -> StoreResult<()> {
        let (domain, version) = (state.domain.clone(), state.version);
        let body = to_json(state, "domain state")?;
        self.db
            .run("put domain state", move |connection| {
                let row = VersionedRow {
                    table: "domains",
                    key: &[("domain", &domain)],
                    values: &[("body", &body)],
                    version,
                };
                write_versioned(connection, &row, &format!("domain state {domain}"))
            })
            .await
    }
}

/// Quota counters in `counters`; expired ones are dropped by the next add.
pub(crate) struct LocalCounters {
    pub(crate) db: Db,
    pub(crate) clock: Arc<dyn Clock>,
}

#[async_trait]
impl CounterStore for LocalCounters {
    async fn add(&self, key: &str, amount: u64, expires_at: Timestamp) -> StoreResult<u64> {
        let key = key.to_owned();
        let amount = sql_integer(amount, "counter increment")?;
        let expires_at = sql_time(expires_at)?;
        let now = sql_time(self.clock.now())?;
        self.db
            .run("add to counter", move |connection| {
                let transaction = write_transaction(connection, "add to counter")?;
                transaction
                    .execute("DELETE FROM counters WHERE expires_at < ?1", [now])
                    .during("drop expired counters")?;
                let total: i64 = transaction
                    .query_row(
                        "INSERT INTO counters (key, value, expires_at) VALUES (?1, ?2, ?3)
                         ON CONFLICT (key) DO UPDATE SET value = value + excluded.value
                         RETURNING value",
                        params![key, amount, expires_at],
                        |row| row.get(0),
                    )
                    .during("add to counter")?;
                transaction.commit().during("add to counter")?;
                Ok(u64::try_from(total).unwrap_or_default())
            })
            .await
    }
}

/// A recipe listing's cursor: its last sort key, base64url so that it travels in a query string.
fn encode_key(key: &str) -> String {
    URL_SAFE_NO_PAD.encode(key)
}

fn decode_key(cursor: &str) -> StoreResult<String> {
    URL_SAFE_NO_PAD
        .decode(cursor)
        .ok()
        .and_then(|bytes| String::from_utf8(bytes).ok())
        .ok_or_else(|| StoreError::Invalid(format!("malformed recipe cursor `{cursor}`")))
}
