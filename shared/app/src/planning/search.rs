//! Recipe search (seed 001's `search_recipes`): candidates for a meal among the caller's recipes
//! and the core catalog, and `GET /api/recipes/search`.

use axum::Json;
use axum::extract::State;
use cookbook_domain::recipe::MealType;
use cookbook_store::{MAX_SEARCH_RESULTS, Page, SearchEntry, SearchHit, SearchQuery, StoreResult};
use serde::{Deserialize, Serialize};
use serde_json::json;
use utoipa::{IntoParams, ToSchema};

use crate::AppContext;
use crate::auth::Caller;
use crate::error::ApiError;
use crate::planning::meal_plans::Preferences;
use crate::planning::user_preferences::PlanPreferences;
use crate::request::body::QueryParams;

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
    search_page(ctx, owner, meal_type, tags, preferences, query, 0).await
}

/// The page of [`search_recipes`]'s ranking that starts after `skip` hits.
async fn search_page(
    ctx: &AppContext,
    owner: &str,
    meal_type: Option<MealType>,
    tags: &[String],
    preferences: &Preferences,
    query: Option<&str>,
    skip: usize,
) -> StoreResult<Vec<SearchHit>> {
    let preferences = PlanPreferences::of_user(ctx, owner, preferences).await?;
    let query = SearchQuery {
        skip,
        ..candidate_query(owner, meal_type, tags, &preferences, query)
    };
    ctx.stores.search.search(&query).await
}

/// [`search_recipes`] among the recipes that make a meal's main, as a meal plan's slots search:
/// no side dish, sauce, dessert or drink takes up one of the 25 places.
pub async fn search_mains(
    ctx: &AppContext,
    owner: &str,
    meal_type: Option<MealType>,
    preferences: &Preferences,
    query: Option<&str>,
) -> StoreResult<Vec<SearchHit>> {
    let preferences = PlanPreferences::of_user(ctx, owner, preferences).await?;
    let query = SearchQuery {
        mains_only: true,
        ..candidate_query(owner, meal_type, &[], &preferences, query)
    };
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
        skip: 0,
        mains_only: false,
        fills_role: None,
    }
}

/// `?mealType=dinner&tags=quick,chicken&q=french&excluded=peanut,shrimp&maxPrepMinutes=20`;
/// lists are comma-separated.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct SearchParams {
    #[serde(default)]
    meal_type: Option<MealType>,
    /// Comma-separated tags that rank a recipe higher.
    #[serde(default)]
    tags: Option<String>,
    /// Words every hit must match.
    #[serde(default)]
    q: Option<String>,
    /// Comma-separated ingredients no hit may contain.
    #[serde(default)]
    excluded: Option<String>,
    #[serde(default)]
    max_prep_minutes: Option<u32>,
    #[serde(default)]
    max_cook_minutes: Option<u32>,
    /// The `next` of the previous page: how many ranked hits it and the pages before it held.
    #[serde(default)]
    cursor: Option<String>,
}

/// One search hit: the recipe's search entry and its rank score.
#[derive(Debug, Serialize, ToSchema)]
pub struct SearchResult {
    #[serde(flatten)]
    entry: SearchEntry,
    score: f64,
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

/// `GET /api/recipes/search`: `{"items": [entry + score], "next"}`, pages of
/// [`MAX_SEARCH_RESULTS`] in rank order; `next` is null after the last full page's end.
#[utoipa::path(get, operation_id = "search_recipes", path = "/api/recipes/search", tag = "recipes", params(SearchParams),
    responses((status = 200, description = "Ranked candidates, best first", body = Page<SearchResult>)))]
pub async fn search(
    State(ctx): State<AppContext>,
    caller: Caller,
    QueryParams(params): QueryParams<SearchParams>,
) -> Result<Json<Page<SearchResult>>, ApiError> {
    let preferences = Preferences {
        excluded_ingredients: comma_list(params.excluded.as_deref()),
        max_prep_minutes: params.max_prep_minutes,
        max_cook_minutes: params.max_cook_minutes,
        ..Preferences::default()
    };
    let text = params.q.as_deref().map(str::trim).filter(|q| !q.is_empty());
    let skip = match params.cursor.as_deref() {
        None => 0,
        Some(cursor) => cursor.parse::<usize>().map_err(|_| {
            ApiError::invalid_payload(
                "cursor is not one this search returned: pass back `next` unchanged",
            )
            .with_details(json!({ "field": "cursor" }))
        })?,
    };
    let hits = search_page(
        &ctx,
        &caller.user,
        params.meal_type,
        &comma_list(params.tags.as_deref()),
        &preferences,
        text,
        skip,
    )
    .await?;
    // A full page may have more behind it; a short one is the last.
    let next = (hits.len() == MAX_SEARCH_RESULTS).then(|| (skip + hits.len()).to_string());
    let items = hits
        .into_iter()
        .map(|hit| SearchResult {
            entry: hit.entry,
            score: hit.score,
        })
        .collect();
    Ok(Json(Page { items, next }))
}
