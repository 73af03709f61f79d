//! Owner-scoped access to stored plan snapshots (seed 000, CONTRACTS.md §4): loading one as its
//! owner (anyone else gets 404), saving a changed one under the versioned-write rule (a
//! concurrent change is 409), and finding the recipes its meals plan.

use std::collections::HashMap;

use cookbook_domain::Recipe;
use cookbook_domain::plan::{PlanDocument, PlanDocumentKind};
use cookbook_domain::variant::{MealKey, MealKeyError, MealSlot, PlanSnapshot};
use cookbook_store::StoreError;
use jiff::civil::Date;
use serde_json::json;

use crate::AppContext;
use crate::auth::Caller;
use crate::error::ApiError;
use crate::recipes::crud::{Access, authorize};

/// A snapshot as stored: its document envelope (owner, version) and its parsed body.
pub(crate) struct StoredSnapshot {
    pub(crate) document: PlanDocument,
    pub(crate) snapshot: PlanSnapshot,
}

fn snapshot_not_found(id: &str) -> ApiError {
    ApiError::not_found(format!("plan `{id}` not found"))
}

/// The caller's snapshot `id`; someone else's is as absent as a missing one.
pub(crate) async fn load(
    ctx: &AppContext,
    caller: &Caller,
    id: &str,
) -> Result<StoredSnapshot, ApiError> {
    let document = ctx
        .stores
        .plans
        .get(PlanDocumentKind::Snapshot, id)
        .await?
        .filter(|document| document.owner == caller.user)
        .ok_or_else(|| snapshot_not_found(id))?;
    let snapshot = serde_json::from_value(document.body.clone()).map_err(|error| {
        tracing::error!(snapshot_id = %id, error = %error, "stored plan snapshot does not parse");
        ApiError::internal()
    })?;
    Ok(StoredSnapshot { document, snapshot })
}

impl StoredSnapshot {
    /// Stores `self.snapshot` as the next version; losing to another write is 409.
    pub(crate) async fn save(self, ctx: &AppContext) -> Result<PlanSnapshot, ApiError> {
        let body = serde_json::to_value(&self.snapshot).map_err(|error| {
            tracing::error!(error = %error, "plan snapshot does not serialize");
            ApiError::internal()
        })?;
        let document = PlanDocument {
            version: self.document.version + 1,
            body,
            updated_at: ctx.stores.clock.now(),
            ..self.document
        };
        match ctx.stores.plans.write(&document).await {
            Ok(()) => Ok(self.snapshot),
            Err(StoreError::Conflict(_)) => Err(ApiError::version_conflict(format!(
                "plan `{}` changed while this request ran: read it again and retry",
                document.id
            ))
            .with_details(json!({ "snapshotId": document.id }))),
            Err(error) => Err(error.into()),
        }
    }
}

/// The planned meal a route names: `{date}/{mealType}` as in `2026-11-23/snack_2`.
pub(crate) fn meal_key(date: &str, meal_type: &str) -> Result<MealKey, ApiError> {
    let date: Date = date
        .parse()
        .map_err(|_| ApiError::invalid_payload(format!("`{date}` is not a date (YYYY-MM-DD)")))?;
    let meal_type: MealSlot = meal_type
        .parse()
        .map_err(|error: MealKeyError| ApiError::invalid_payload(error.to_string()))?;
    Ok(MealKey { date, meal_type })
}

/// A recipe the caller may read (their own or a core one), `None` when there is none.
pub(crate) async fn readable_recipe(
    ctx: &AppContext,
    caller: &Caller,
    id: &str,
) -> Result<Option<Recipe>, ApiError> {
    Ok(ctx
        .stores
        .recipes
        .get(id)
        .await?
        .filter(|recipe| authorize(caller, recipe, Access::Read).is_ok()))
}

/// The caller's snapshot `id` and the base recipes its meals plan, for reports over the plan.
pub(crate) async fn load_with_recipes(
    ctx: &AppContext,
    caller: &Caller,
    id: &str,
) -> Result<(PlanSnapshot, HashMap<String, Recipe>), ApiError> {
    let snapshot = load(ctx, caller, id).await?.snapshot;
    let recipes = planned_recipes(ctx, caller, &snapshot).await?;
    Ok((snapshot, recipes))
}

/// The base recipes of the meals' components that have no variant, by id. A recipe that is
/// gone (or not readable) is left out, so the meal reports as unresolved rather than failing
/// the request.
async fn planned_recipes(
    ctx: &AppContext,
    caller: &Caller,
    snapshot: &PlanSnapshot,
) -> Result<HashMap<String, Recipe>, ApiError> {
    let mut recipes = HashMap::new();
    for (_, component) in snapshot.components() {
        if component.variant.is_some() || recipes.contains_key(&component.recipe_id) {
            continue;
        }
        if let Some(recipe) = readable_recipe(ctx, caller, &component.recipe_id).await? {
            recipes.insert(component.recipe_id.clone(), recipe);
        }
    }
    Ok(recipes)
}
