//! [`RecipeSearch`] on SQLite: an FTS5 index of every recipe's searchable words plus a facts
//! table (owner, meal types, times, the [`SearchEntry`] JSON).
//!
//! Triggers on `recipes` keep both in step with every insert, update and delete, so the index
//! changes in the same transaction as the recipe, whoever writes it. [`install`] creates them and
//! indexes recipes stored before the index existed. A query narrows by owner, meal type, times
//! and (with text) an FTS5 match; [`rank`] then applies the exact filters and orders the hits.

use std::path::Path;

use async_trait::async_trait;
use cookbook_domain::ids::CORE_OWNER;
use rusqlite::{Connection, params};

use super::db::{Db, During, query_all};
use crate::search::{RecipeSearch, SearchEntry, SearchHit, SearchQuery, rank, terms};
use crate::{StoreError, StoreResult};

/// The index, the view that derives index rows from stored recipe bodies, and the triggers.
/// The view is the one place that knows how a recipe body becomes an entry.
const SEARCH_SCHEMA: &str = r#"
CREATE TABLE IF NOT EXISTS recipe_search_facts (
    doc INTEGER PRIMARY KEY,
    id TEXT NOT NULL UNIQUE,
    owner TEXT NOT NULL,
    meal_types TEXT NOT NULL,
    prep INTEGER,
    cook INTEGER,
    entry TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS recipe_search_by_owner ON recipe_search_facts (owner);
CREATE VIRTUAL TABLE IF NOT EXISTS recipe_search_text
    USING fts5(words, tokenize = 'unicode61 remove_diacritics 0');

CREATE VIEW IF NOT EXISTS recipe_search_source AS
SELECT id, owner,
    json(coalesce(body -> '$.mealTypes', '[]')) AS meal_types,
    body ->> '$.prepTimeMinutes' AS prep,
    body ->> '$.cookTimeMinutes' AS cook,
    json_object(
        'id', id, 'owner', owner, 'name', body ->> '$.name',
        'description', body ->> '$.description',
        'tags', json(coalesce(body -> '$.tags', '[]')),
        'cuisine', json(coalesce(body -> '$.cuisine', '[]')),
        'category', json(coalesce(body -> '$.category', '[]')),
        'dietType', json(coalesce(body -> '$.dietType', '[]')),
        'mealTypes', json(coalesce(body -> '$.mealTypes', '[]')),
        'prepTimeMinutes', body ->> '$.prepTimeMinutes',
        'cookTimeMinutes', body ->> '$.cookTimeMinutes',
        'ingredients', json((SELECT json_group_array(value ->> '$.name')
                             FROM json_each(body, '$.ingredients')))
    ) AS entry,
    concat_ws(' ', body ->> '$.name', body ->> '$.description',
        (SELECT group_concat(value, ' ') FROM json_each(body, '$.tags')),
        (SELECT group_concat(value, ' ') FROM json_each(body, '$.cuisine')),
        (SELECT group_concat(value, ' ') FROM json_each(body, '$.category')),
        (SELECT group_concat(value, ' ') FROM json_each(body, '$.dietType')),
        (SELECT group_concat(value ->> '$.name', ' ') FROM json_each(body, '$.ingredients'))
    ) AS words
FROM recipes;

CREATE TRIGGER IF NOT EXISTS recipe_search_on_insert AFTER INSERT ON recipes BEGIN
    INSERT INTO recipe_search_facts (id, owner, meal_types, prep, cook, entry)
        SELECT id, owner, meal_types, prep, cook, entry FROM recipe_search_source WHERE id = new.id;
    INSERT INTO recipe_search_text (rowid, words)
        SELECT f.doc, s.words FROM recipe_search_facts f JOIN recipe_search_source s USING (id)
        WHERE f.id = new.id;
END;
CREATE TRIGGER IF NOT EXISTS recipe_search_on_delete AFTER DELETE ON recipes BEGIN
    DELETE FROM recipe_search_text
        WHERE rowid = (SELECT doc FROM recipe_search_facts WHERE id = old.id);
    DELETE FROM recipe_search_facts WHERE id = old.id;
END;
CREATE TRIGGER IF NOT EXISTS recipe_search_on_update AFTER UPDATE ON recipes BEGIN
    DELETE FROM recipe_search_text
        WHERE rowid = (SELECT doc FROM recipe_search_facts WHERE id = old.id);
    DELETE FROM recipe_search_facts WHERE id = old.id;
    INSERT INTO recipe_search_facts (id, owner, meal_types, prep, cook, entry)
        SELECT id, owner, meal_types, prep, cook, entry FROM recipe_search_source WHERE id = new.id;
    INSERT INTO recipe_search_text (rowid, words)
        SELECT f.doc, s.words FROM recipe_search_facts f JOIN recipe_search_source s USING (id)
        WHERE f.id = new.id;
END;
"#;

/// Indexes the recipes the index does not hold yet (a database created before search existed).
const BACKFILL: &str = "
INSERT INTO recipe_search_facts (id, owner, meal_types, prep, cook, entry)
    SELECT id, owner, meal_types, prep, cook, entry FROM recipe_search_source s
    WHERE NOT EXISTS (SELECT 1 FROM recipe_search_facts f WHERE f.id = s.id);
INSERT INTO recipe_search_text (rowid, words)
    SELECT f.doc, s.words FROM recipe_search_facts f JOIN recipe_search_source s USING (id)
    WHERE f.doc NOT IN (SELECT rowid FROM recipe_search_text);
";

/// Creates the index and its triggers on the database at `path` (after its tables exist) and
/// indexes any recipe it is missing, in one transaction.
pub(crate) fn install(path: &Path) -> StoreResult<()> {
    let mut connection = Connection::open(path).during("open the database for search")?;
    connection
        .busy_timeout(std::time::Duration::from_secs(10))
        .during("set the busy timeout")?;
    let transaction = super::db::write_transaction(&mut connection, "install search")?;
    transaction
        .execute_batch(SEARCH_SCHEMA)
        .during("create the search index")?;
    transaction
        .execute_batch(BACKFILL)
        .during("index existing recipes")?;
    transaction.commit().during("install search")
}

/// Recipe search over the FTS5 index.
pub(crate) struct LocalSearch {
    pub(crate) db: Db,
}

/// An FTS5 query requiring every term as a word prefix: `"chick"* AND "fren"*`.
fn fts_query(text: &str) -> Option<String> {
    let parts: Vec<String> = terms(text).map(|term| format!("\"{term}\"*")).collect();
    (!parts.is_empty()).then(|| parts.join(" AND "))
}

#[async_trait]
impl RecipeSearch for LocalSearch {
    async fn search(&self, query: &SearchQuery) -> StoreResult<Vec<SearchHit>> {
        let owned = query.clone();
        let meal_type = query
            .meal_type
            .map(|meal| serde_json::to_string(&meal))
            .transpose()
            .map_err(|e| StoreError::Backend(format!("encode a meal type: {e}")))?;
        let text = query.text.as_deref().and_then(fts_query);
        let entries: Vec<SearchEntry> = self
            .db
            .run("search recipes", move |connection| {
                query_all(
                    connection,
                    "SELECT entry FROM recipe_search_facts
                     WHERE owner IN (?1, ?2)
                       AND (?3 IS NULL OR meal_types = '[]' OR instr(meal_types, ?3) > 0)
                       AND (?4 IS NULL OR prep IS NULL OR prep <= ?4)
                       AND (?5 IS NULL OR cook IS NULL OR cook <= ?5)
                       AND (?6 IS NULL OR doc IN
                            (SELECT rowid FROM recipe_search_text WHERE recipe_search_text MATCH ?6))",
                    params![
                        owned.owner,
                        CORE_OWNER,
                        meal_type,
                        owned.max_prep_minutes,
                        owned.max_cook_minutes,
                        text
                    ],
                    "search entries",
                )
            })
            .await?;
        Ok(rank(query, &entries))
    }
}
