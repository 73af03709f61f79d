//! `GET /api/cook/{recipeOrVariantId}` (seed 000 "Cook route"): a recipe id gives the recipe; a
//! variant id `variant:{snapshot_id}:{date}:{meal_type}` is resolved through the caller's own
//! snapshot and its planned meal to the stored compiled recipe, with its bounded warnings.
//! Anything that resolves to nothing is 404.

use axum::Json;
use axum::extract::{Path, State};
use cookbook_domain::Recipe;
use cookbook_domain::variant::{CookTarget, Variant, VariantEvent, VariantId, lookup_variant};
use jiff::Timestamp;
use serde::Serialize;

use crate::AppContext;
use crate::auth::Caller;
use crate::error::ApiError;
use crate::plan_snapshots;
use crate::recipes::{self, Access};

/// What the cook view shows: the recipe, whether it is a modified one, and its warnings.
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CookView {
    recipe: Recipe,
    /// The "Modified" indicator: this is a plan-scoped variant.
    modified: bool,
    warnings: Vec<String>,
    variant: Option<VariantSummary>,
}

/// Where a variant came from and when it was compiled.
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct VariantSummary {
    variant_id: String,
    base_recipe_id: String,
    compiled_at: Timestamp,
    compiler_version: String,
}

impl VariantSummary {
    fn of(variant: &Variant) -> Self {
        Self {
            variant_id: variant.variant_id.to_string(),
            base_recipe_id: variant.base_recipe_id.clone(),
            compiled_at: variant.compiled_at,
            compiler_version: variant.compiler_version.clone(),
        }
    }
}

#[utoipa::path(get, operation_id = "get_cook_view", path = "/api/cook/{id}", tag = "meal plans",
    params(("id" = String, Path, description = "A recipe id, or a variant id `variant:{snapshotId}:{date}:{mealType}`")),
    responses((status = 200, description = "The recipe to cook, and whether it is a plan's modified one", body = CookView)))]
pub async fn get(
    State(ctx): State<AppContext>,
    caller: Caller,
    Path(id): Path<String>,
) -> Result<Json<CookView>, ApiError> {
    match CookTarget::parse(&id) {
        Ok(CookTarget::Recipe(id)) => {
            let recipe = recipes::load(&ctx, &caller, &id, Access::Read).await?;
            Ok(Json(CookView {
                recipe,
                modified: false,
                warnings: Vec::new(),
                variant: None,
            }))
        }
        Ok(CookTarget::Variant(variant_id)) => {
            let view = variant_view(&ctx, &caller, &variant_id).await;
            tracing::info!(name: VariantEvent::VariantLookup.tag(), variant_id = %variant_id,
                found = view.is_ok(), "VARIANT_LOOKUP");
            view.map(Json)
        }
        Err(error) => {
            tracing::info!(name: VariantEvent::VariantLookup.tag(), found = false,
                reason = %error, "VARIANT_LOOKUP");
            Err(ApiError::not_found(error.to_string()))
        }
    }
}

/// Steps 2–4 of the seed's lookup: the snapshot, the meal at `(date, meal_type)`, its variant.
async fn variant_view(
    ctx: &AppContext,
    caller: &Caller,
    id: &VariantId,
) -> Result<CookView, ApiError> {
    let stored = plan_snapshots::load(ctx, caller, &id.snapshot_id).await?;
    let recipe = lookup_variant(&stored.snapshot, id)
        .map_err(|error| ApiError::not_found(error.to_string()))?
        .clone();
    let variant = stored
        .snapshot
        .meal(&id.meal)
        .and_then(|meal| meal.variant.as_ref());
    Ok(CookView {
        recipe,
        modified: true,
        warnings: variant
            .map(|variant| variant.warnings.as_slice().to_vec())
            .unwrap_or_default(),
        variant: variant.map(VariantSummary::of),
    })
}
