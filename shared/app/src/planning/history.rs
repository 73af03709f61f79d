//! `GET /api/meal-history?from=YYYY-MM-DD&to=YYYY-MM-DD`: the caller's recorded meals by date
//! range, what the reranker reads for variety and chat shows.

use axum::Json;
use axum::extract::State;
use cookbook_domain::MealHistoryEntry;
use cookbook_store::Page;
use jiff::civil::Date;
use serde::Deserialize;
use utoipa::IntoParams;

use crate::AppContext;
use crate::auth::Caller;
use crate::error::ApiError;
use crate::request::body::QueryParams;

/// Longest range one request may read.
const MAX_RANGE_DAYS: i32 = 366;

/// `?from=YYYY-MM-DD&to=YYYY-MM-DD`, both included, under 366 days apart.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(deny_unknown_fields)]
pub struct HistoryParams {
    from: Date,
    to: Date,
}

/// `{"items": [MealHistoryEntry…], "next": null}`, by date then meal key.
#[utoipa::path(get, operation_id = "list_meal_history", path = "/api/meal-history", tag = "meal plans", params(HistoryParams),
    responses((status = 200, description = "The caller's meals from `from` to `to`, by date then meal key; one page", body = Page<MealHistoryEntry>)))]
pub async fn list(
    State(ctx): State<AppContext>,
    caller: Caller,
    QueryParams(params): QueryParams<HistoryParams>,
) -> Result<Json<Page<MealHistoryEntry>>, ApiError> {
    let days = (params.to - params.from).get_days();
    if !(0..MAX_RANGE_DAYS).contains(&days) {
        return Err(ApiError::invalid_payload(format!(
            "`from` must not be after `to`, and the range must be under {MAX_RANGE_DAYS} days"
        )));
    }
    let items = ctx
        .stores
        .plans
        .meal_history(&caller.user, params.from, params.to)
        .await?;
    Ok(Json(Page { items, next: None }))
}
