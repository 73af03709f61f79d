//! Default data every deployment starts with: the core recipe catalog and the default prompts,
//! embedded from `fixtures/` at build time so the binaries run from any directory.

use cookbook_domain::course::is_accompaniment;
use cookbook_domain::{PromptTemplate, Recipe};
use cookbook_store::{StoreError, Stores};
use serde::{Deserialize, Serialize};

const CORE_CATALOG: &str = include_str!("../../../../fixtures/catalog/core-recipes.json");

const DEFAULT_PROMPTS: [&str; 5] = [
    include_str!("../../../../fixtures/prompts/ingest.discover.v1.json"),
    include_str!("../../../../fixtures/prompts/ingest.extract.v1.json"),
    include_str!("../../../../fixtures/prompts/ingest.repair_json.v1.json"),
    include_str!("../../../../fixtures/prompts/ingest.repair_paraphrase.v1.json"),
    include_str!("../../../../fixtures/prompts/ingest.normalize.v1.json"),
];

/// The embedded core catalog.
pub fn core_catalog() -> Result<Vec<Recipe>, serde_json::Error> {
    serde_json::from_str(CORE_CATALOG)
}

/// The embedded core catalog's mains as planner recipes (seed 003's pool when an instance
/// brings none; a planned meal is one recipe, so never a side dish or a dessert alone); an
/// unreadable catalog (a build defect) gives an empty pool, which validation reports.
pub fn core_planner_recipes() -> Vec<cookbook_domain::planner::PlannerRecipe> {
    core_catalog()
        .map(|recipes| {
            recipes
                .iter()
                .filter(|recipe| !is_accompaniment(&recipe.category))
                .filter_map(cookbook_domain::planner::PlannerRecipe::from_recipe)
                .collect()
        })
        .unwrap_or_default()
}

/// The embedded default prompts.
pub fn default_prompts() -> Result<Vec<PromptTemplate>, serde_json::Error> {
    DEFAULT_PROMPTS
        .iter()
        .map(|text| serde_json::from_str(text))
        .collect()
}

/// What seeding wrote; records already present are left as they are.
#[derive(Debug, Default, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SeedReport {
    pub recipes_added: usize,
    pub prompts_added: usize,
}

/// Why seeding failed.
#[derive(Debug, thiserror::Error)]
pub enum SeedError {
    #[error("embedded seed data does not parse (a build from a broken fixtures/ folder): {0}")]
    Embedded(#[from] serde_json::Error),
    #[error(transparent)]
    Store(#[from] StoreError),
}

/// Adds whatever of the default data is missing. Cheap when nothing is (every cold start of
/// `api` but a deployment's first): records are written in order, so when the last recipe and
/// the last prompt exist, all do; those two reads run side by side, and the catalog is only
/// decoded when it has to be written. The catalog is written many recipes per request
/// ([`RecipeStore::create_missing`](cookbook_store::RecipeStore::create_missing)).
pub async fn ensure_seeded(stores: &Stores) -> Result<SeedReport, SeedError> {
    let last_recipe = last_catalog_id()?.unwrap_or_default();
    let prompts = default_prompts()?;
    let last_prompt = prompts.last().map(|p| p.id.as_str()).unwrap_or_default();
    let (stored_recipe, stored_prompt) = tokio::join!(
        stores.recipes.get(&last_recipe),
        stores.prompts.get(last_prompt)
    );
    let mut report = SeedReport::default();
    if stored_recipe?.is_none() {
        report.recipes_added = stores.recipes.create_missing(&core_catalog()?).await?.len();
    }
    if stored_prompt?.is_none() {
        for prompt in &prompts {
            report.prompts_added += added(stores.prompts.create(prompt).await)?;
        }
    }
    Ok(report)
}

/// The id of the catalog's last recipe, read without decoding the recipes.
fn last_catalog_id() -> Result<Option<String>, serde_json::Error> {
    #[derive(Deserialize)]
    struct IdOnly {
        id: Option<String>,
    }
    let ids: Vec<IdOnly> = serde_json::from_str(CORE_CATALOG)?;
    Ok(ids.into_iter().next_back().and_then(|recipe| recipe.id))
}

/// 1 for a record created, 0 for one that was already there.
fn added(outcome: Result<(), StoreError>) -> Result<usize, StoreError> {
    match outcome {
        Ok(()) => Ok(1),
        Err(StoreError::Conflict(_)) => Ok(0),
        Err(other) => Err(other),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_presence_check_reads_the_catalogs_own_last_id() {
        let catalog = core_catalog().expect("embedded catalog");
        let last = catalog.last().and_then(|recipe| recipe.id.clone());
        assert!(last.is_some(), "the catalog's recipes carry ids");
        assert_eq!(last_catalog_id().expect("embedded catalog"), last);
    }
}
