//! Allergen checks on a plan (issue 8): `GET /api/plans/{snapshotId}/allergens` reports, for each
//! of the nine major allergens, the planned meals containing it and those that may contain it
//! (the compiled recipe where a meal has a variant), and the lines nobody could classify;
//! `GET …/allergens/{allergen}` lists the meals for one of them; `GET /api/recipes/{id}/allergens`
//! checks one recipe line by line. All of it comes from the ingredient knowledge base.

use axum::Json;
use axum::extract::{Path, State};
use cookbook_domain::allergen::{
    Allergen, AllergenMeal, AllergenReport, RecipeAllergens, check_allergens,
    list_meals_by_allergen,
};
use serde::Serialize;
use serde_json::json;

use crate::AppContext;
use crate::auth::Caller;
use crate::error::ApiError;
use crate::planning::plan_snapshots;
use crate::recipes::crud::{self as recipes, Access};

/// The meals of one plan that contain one allergen.
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AllergenMeals {
    snapshot_id: String,
    allergen: Allergen,
    meals: Vec<AllergenMeal>,
}

/// `GET /api/plans/{snapshotId}/allergens`.
#[utoipa::path(get, operation_id = "check_plan_allergens", path = "/api/plans/{snapshot_id}/allergens", tag = "meal plans", params(("snapshot_id" = String, Path)),
    responses((status = 200, description = "For each of the nine major allergens, the meals with it", body = AllergenReport)))]
pub async fn check(
    State(ctx): State<AppContext>,
    caller: Caller,
    Path(snapshot_id): Path<String>,
) -> Result<Json<AllergenReport>, ApiError> {
    let (snapshot, recipes) =
        plan_snapshots::load_with_recipes(&ctx, &caller, &snapshot_id).await?;
    Ok(Json(check_allergens(&snapshot, |id| recipes.get(id))))
}

/// `GET /api/plans/{snapshotId}/allergens/{allergen}`; an unknown allergen is 400 naming the nine.
#[utoipa::path(get, operation_id = "list_meals_with_allergen", path = "/api/plans/{snapshot_id}/allergens/{allergen}", tag = "meal plans",
    params(("snapshot_id" = String, Path), ("allergen" = Allergen, Path)),
    responses((status = 200, body = AllergenMeals)))]
pub async fn meals_with(
    State(ctx): State<AppContext>,
    caller: Caller,
    Path((snapshot_id, allergen)): Path<(String, String)>,
) -> Result<Json<AllergenMeals>, ApiError> {
    let allergen: Allergen = allergen.parse().map_err(|_| {
        let known: Vec<&str> = Allergen::ALL.iter().map(|a| a.as_str()).collect();
        ApiError::invalid_payload(format!(
            "unknown allergen `{allergen}`: one of {}",
            known.join(", ")
        ))
        .with_details(json!({ "allergens": known }))
    })?;
    let (snapshot, recipes) =
        plan_snapshots::load_with_recipes(&ctx, &caller, &snapshot_id).await?;
    Ok(Json(AllergenMeals {
        meals: list_meals_by_allergen(&snapshot, |id| recipes.get(id), allergen),
        snapshot_id,
        allergen,
    }))
}

/// `GET /api/recipes/{id}/allergens`: what a recipe the caller may read contains, may contain,
/// and which of its lines could not be classified.
#[utoipa::path(get, operation_id = "get_recipe_allergens", path = "/api/recipes/{id}/allergens", tag = "recipes", params(("id" = String, Path)),
    responses((status = 200, description = "What the recipe contains, line by line", body = RecipeAllergens)))]
pub async fn of_recipe(
    State(ctx): State<AppContext>,
    caller: Caller,
    Path(id): Path<String>,
) -> Result<Json<RecipeAllergens>, ApiError> {
    let recipe = recipes::load(&ctx, &caller, &id, Access::Read).await?;
    Ok(Json(RecipeAllergens::of(&recipe)))
}
