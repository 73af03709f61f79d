//! `GET /api/meal-history?from=YYYY-MM-DD&to=YYYY-MM-DD`: the caller's recorded meals by date
//! range, what the reranker reads for variety and chat shows.

use axum::Json;
use axum::extract::State;
use jiff::civil::Date;
use serde::Deserialize;
use serde_json::{Value, json};

use crate::AppContext;
use crate::auth::Caller;
use crate::body::QueryParams;
use crate::error::ApiError;

/// Longest range one request may read.
const MAX_RANGE_DAYS: i32 = 366;

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HistoryParams {
    from: Date,
    to: Date,
}

/// `{"items": [MealHistoryEntry…], "next": null}`, by date then meal key.
pub async fn list(
    State(ctx): State<AppContext>,
    caller: Caller,
    QueryParams(params): QueryParams<HistoryParams>,
) -> Result<Json<Value>, ApiError> {
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
    Ok(Json(json!({"items": items, "next": null})))
}
