//! `GET /api/cook/{recipeOrVariantId}` (seed 000 "Cook route"): a recipe id gives the recipe; a
//! variant id `variant:{snapshot_id}:{date}:{meal_type}[:{component_id}]` is resolved through the
//! caller's own snapshot and its planned meal to the stored compiled recipe, with its bounded
//! warnings; a meal id `meal:{snapshot_id}:{date}:{meal_type}` gives one section per component
//! of the meal, mains first (CONTRACTS.md §9). Anything that resolves to nothing is 404.

use axum::Json;
use axum::extract::{Path, State};
use cookbook_domain::Recipe;
use cookbook_domain::variant::{
    ComponentId, CookTarget, MealComponent, MealKey, MealRole, Variant, VariantEvent, VariantId,
    lookup_variant,
};
use jiff::Timestamp;
use serde::Serialize;

use crate::AppContext;
use crate::auth::Caller;
use crate::error::ApiError;
use crate::planning::plan_snapshots;
use crate::recipes::crud::{self as recipes, Access};

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

/// What the cook view of a whole planned meal shows: one section per component, mains first.
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MealCookView {
    snapshot_id: String,
    #[serde(flatten)]
    meal: MealKey,
    sections: Vec<CookSection>,
    /// Components whose recipe is gone or no longer readable: nothing to cook for them.
    unresolved_components: Vec<ComponentId>,
}

/// One component of a planned meal, cooked.
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CookSection {
    component_id: ComponentId,
    role: MealRole,
    servings: u32,
    #[serde(flatten)]
    view: CookView,
}

/// A cook route answer: one recipe (or variant), or a whole meal.
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(untagged)]
pub enum CookAnswer {
    Recipe(Box<CookView>),
    Meal(MealCookView),
}

impl CookView {
    fn of_recipe(recipe: Recipe) -> Self {
        Self {
            recipe,
            modified: false,
            warnings: Vec::new(),
            variant: None,
        }
    }

    fn of_variant(variant: &Variant) -> Self {
        Self {
            recipe: variant.compiled_recipe.clone(),
            modified: true,
            warnings: variant.warnings.as_slice().to_vec(),
            variant: Some(VariantSummary::of(variant)),
        }
    }
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
    params(("id" = String, Path, description = "A recipe id; a variant id `variant:{snapshotId}:{date}:{mealType}[:{componentId}]`; or a whole planned meal `meal:{snapshotId}:{date}:{mealType}`")),
    responses((status = 200, description = "The recipe to cook and whether it is a plan's modified one; for a meal, one section per component, mains first", body = CookAnswer)))]
pub async fn get(
    State(ctx): State<AppContext>,
    caller: Caller,
    Path(id): Path<String>,
) -> Result<Json<CookAnswer>, ApiError> {
    match CookTarget::parse(&id) {
        Ok(CookTarget::Recipe(id)) => {
            let recipe = recipes::load(&ctx, &caller, &id, Access::Read).await?;
            Ok(Json(CookAnswer::Recipe(Box::new(CookView::of_recipe(
                recipe,
            )))))
        }
        Ok(CookTarget::Variant(variant_id)) => {
            let view = variant_view(&ctx, &caller, &variant_id).await;
            tracing::info!(name: VariantEvent::VariantLookup.tag(), variant_id = %variant_id,
                found = view.is_ok(), "VARIANT_LOOKUP");
            view.map(|view| Json(CookAnswer::Recipe(Box::new(view))))
        }
        Ok(CookTarget::Meal { snapshot_id, meal }) => {
            let view = meal_view(&ctx, &caller, &snapshot_id, meal).await?;
            Ok(Json(CookAnswer::Meal(view)))
        }
        Err(error) => {
            tracing::info!(name: VariantEvent::VariantLookup.tag(), found = false,
                reason = %error, "VARIANT_LOOKUP");
            Err(ApiError::not_found(error.to_string()))
        }
    }
}

/// Steps 2–4 of the seed's lookup: the snapshot, the meal at `(date, meal_type)`, the component
/// the id names (the main for a three-part id), its variant.
async fn variant_view(
    ctx: &AppContext,
    caller: &Caller,
    id: &VariantId,
) -> Result<CookView, ApiError> {
    let stored = plan_snapshots::load(ctx, caller, &id.snapshot_id).await?;
    lookup_variant(&stored.snapshot, id).map_err(|error| ApiError::not_found(error.to_string()))?;
    let variant = stored
        .snapshot
        .planned_component(&id.meal, id.component.as_ref())
        .ok()
        .and_then(|component| component.variant.as_ref())
        .ok_or_else(ApiError::internal)?;
    Ok(CookView::of_variant(variant))
}

/// Every component of the caller's planned meal, cooked: its variant, or its planned recipe.
async fn meal_view(
    ctx: &AppContext,
    caller: &Caller,
    snapshot_id: &str,
    key: MealKey,
) -> Result<MealCookView, ApiError> {
    let stored = plan_snapshots::load(ctx, caller, snapshot_id).await?;
    let meal = stored
        .snapshot
        .meal(&key)
        .ok_or_else(|| ApiError::not_found(format!("plan `{snapshot_id}` has no meal {key}")))?;
    let mut sections = Vec::new();
    let mut unresolved_components = Vec::new();
    for component in meal.components_mains_first() {
        match component_view(ctx, caller, component).await? {
            Some(view) => sections.push(CookSection {
                component_id: component.component_id.clone(),
                role: component.role,
                servings: component.servings.get(),
                view,
            }),
            None => unresolved_components.push(component.component_id.clone()),
        }
    }
    Ok(MealCookView {
        snapshot_id: snapshot_id.to_owned(),
        meal: key,
        sections,
        unresolved_components,
    })
}

async fn component_view(
    ctx: &AppContext,
    caller: &Caller,
    component: &MealComponent,
) -> Result<Option<CookView>, ApiError> {
    if let Some(variant) = &component.variant {
        return Ok(Some(CookView::of_variant(variant)));
    }
    let recipe = plan_snapshots::readable_recipe(ctx, caller, &component.recipe_id).await?;
    Ok(recipe.map(CookView::of_recipe))
}
