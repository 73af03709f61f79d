//! Recipe search (seed 001's `search_recipes`): candidates for a meal among the caller's recipes
//! and the core catalog, and `GET /api/recipes/search`.

use axum::Json;
use axum::extract::State;
use cookbook_domain::recipe::MealType;
use cookbook_store::{SearchHit, SearchQuery, StoreResult};
use serde::Deserialize;
use serde_json::{Value, json};

use crate::AppContext;
use crate::auth::Caller;
use crate::body::QueryParams;
use crate::error::ApiError;
use crate::meal_plans::Preferences;
use crate::user_preferences::PlanPreferences;

/// Up to 25 ranked candidates for a meal of `owner`: `tags` rank, `preferences` with the
/// owner's standing settings filter (the diet, allergies and exclusions by the ingredient
/// knowledge base, prep and cook limits; the diet also ranks like a tag), `query` must match.
/// Equal scores go by id; a meal plan shuffles them with [`candidate_query`]'s `tie_seed`.
pub async fn search_recipes(
    ctx: &AppContext,
    owner: &str,
    meal_type: Option<MealType>,
    tags: &[String],
    preferences: &Preferences,
    query: Option<&str>,
) -> StoreResult<Vec<SearchHit>> {
    let preferences = PlanPreferences::of_user(ctx, owner, preferences).await?;
    let query = candidate_query(owner, meal_type, tags, &preferences, query);
    ctx.stores.search.search(&query).await
}

/// The search [`search_recipes`] runs, for a caller that sets more of it.
pub fn candidate_query(
    owner: &str,
    meal_type: Option<MealType>,
    tags: &[String],
    preferences: &PlanPreferences,
    query: Option<&str>,
) -> SearchQuery {
    let shown = &preferences.shown;
    SearchQuery {
        owner: owner.to_owned(),
        meal_type,
        tags: tags.iter().cloned().chain(shown.diet.clone()).collect(),
        text: query.map(str::to_owned),
        excluded_ingredients: Vec::new(),
        ingredients: preferences.filter.clone(),
        max_prep_minutes: shown.max_prep_minutes,
        max_cook_minutes: shown.max_cook_minutes,
        tie_seed: None,
    }
}

/// `?mealType=dinner&tags=quick,chicken&q=french&excluded=peanut,shrimp&maxPrepMinutes=20`;
/// lists are comma-separated.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct SearchParams {
    #[serde(default)]
    meal_type: Option<MealType>,
    #[serde(default)]
    tags: Option<String>,
    #[serde(default)]
    q: Option<String>,
    #[serde(default)]
    excluded: Option<String>,
    #[serde(default)]
    max_prep_minutes: Option<u32>,
    #[serde(default)]
    max_cook_minutes: Option<u32>,
}

fn comma_list(list: Option<&str>) -> Vec<String> {
    list.map(|list| {
        list.split(',')
            .map(str::trim)
            .filter(|item| !item.is_empty())
            .map(str::to_owned)
            .collect()
    })
    .unwrap_or_default()
}

/// `GET /api/recipes/search`: `{"items": [entry + score], "next": null}`.
pub async fn search(
    State(ctx): State<AppContext>,
    caller: Caller,
    QueryParams(params): QueryParams<SearchParams>,
) -> Result<Json<Value>, ApiError> {
    let preferences = Preferences {
        excluded_ingredients: comma_list(params.excluded.as_deref()),
        max_prep_minutes: params.max_prep_minutes,
        max_cook_minutes: params.max_cook_minutes,
        ..Preferences::default()
    };
    let text = params.q.as_deref().map(str::trim).filter(|q| !q.is_empty());
    let hits = search_recipes(
        &ctx,
        &caller.user,
        params.meal_type,
        &comma_list(params.tags.as_deref()),
        &preferences,
        text,
    )
    .await?;
    let items: Vec<Value> = hits
        .into_iter()
        .map(|hit| {
            let mut item = json!(hit.entry);
            item["score"] = json!(hit.score);
            item
        })
        .collect();
    Ok(Json(json!({"items": items, "next": null})))
}
