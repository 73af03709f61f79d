//! A user's standing dietary settings: `GET|PUT /api/me/preferences` (CONTRACTS.md §9) keep
//! them as the user's `preferences` plan document, and [`PlanPreferences`] merges them with a
//! request's own preferences. Every plan, swap and search filters through that one merge.

use axum::Json;
use axum::extract::State;
use cookbook_domain::knowledge::IngredientFilter;
use cookbook_domain::plan::{PlanDocument, PlanDocumentKind};
use cookbook_domain::user_preferences::UserPreferences;
use cookbook_store::{StoreError, StoreResult};
use serde::Deserialize;
use serde_json::json;

use crate::AppContext;
use crate::auth::Caller;
use crate::error::{ApiError, ErrorBody};
use crate::planning::meal_plans::Preferences;
use crate::request::body::JsonBody;

/// What one plan, swap or search filters and ranks by: the user's standing settings with the
/// request's preferences on top.
#[derive(Debug, Clone, Default)]
pub struct PlanPreferences {
    /// The request's preferences with the plan's diet and every exclusion, standing ones too:
    /// what ranking and the reranker see.
    pub shown: Preferences,
    /// The hard filter on ingredients.
    pub filter: IngredientFilter,
}

impl PlanPreferences {
    pub fn merge(standing: &UserPreferences, request: &Preferences) -> Self {
        let diet = request.diet.as_deref();
        let filter = standing.filter(diet, &request.excluded_ingredients);
        let shown = Preferences {
            diet: standing.ranking_diet(diet),
            excluded_ingredients: filter
                .exclusions
                .iter()
                .map(|exclusion| exclusion.text().to_owned())
                .collect(),
            ..request.clone()
        };
        Self { shown, filter }
    }

    /// `request` merged with `user`'s standing settings as stored now.
    pub async fn of_user(ctx: &AppContext, user: &str, request: &Preferences) -> StoreResult<Self> {
        Ok(Self::merge(&load(ctx, user).await?, request))
    }
}

/// `user`'s standing settings; the defaults when they have none.
pub async fn load(ctx: &AppContext, user: &str) -> StoreResult<UserPreferences> {
    Ok(load_document(ctx, user).await?.0)
}

/// The settings and the version of the document holding them (0: none stored yet).
async fn load_document(ctx: &AppContext, user: &str) -> StoreResult<(UserPreferences, u64)> {
    let Some(document) = ctx
        .stores
        .plans
        .get(PlanDocumentKind::Preferences, user)
        .await?
        .filter(|document| document.owner == user)
    else {
        return Ok((UserPreferences::default(), 0));
    };
    let settings = serde_json::from_value(document.body).map_err(|e| {
        StoreError::Backend(format!("the preferences of `{user}` do not decode: {e}"))
    })?;
    Ok((settings, document.version))
}

/// `PUT /api/me/preferences`'s body; every field is replaced, an absent one by its default.
#[derive(Debug, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct PreferencesInput {
    #[serde(default)]
    diet: Option<String>,
    #[serde(default)]
    allergies: Vec<String>,
    #[serde(default)]
    dislikes: Vec<String>,
}

/// `GET /api/me/preferences`: `{"diet", "allergies", "dislikes"}`.
#[utoipa::path(get, operation_id = "get_preferences", path = "/api/me/preferences", tag = "me",
    responses((status = 200, description = "The caller's standing settings", body = UserPreferences)))]
pub async fn get(
    State(ctx): State<AppContext>,
    caller: Caller,
) -> Result<Json<UserPreferences>, ApiError> {
    Ok(Json(load(&ctx, &caller.user).await?))
}

/// `PUT /api/me/preferences`: validates and replaces the settings, answering them as kept.
#[utoipa::path(put, operation_id = "put_preferences", path = "/api/me/preferences", tag = "me", request_body = PreferencesInput,
    responses(
        (status = 200, description = "The settings as kept", body = UserPreferences),
        (status = 409, description = "`VERSION_CONFLICT`: changed while saving", body = ErrorBody),
    ))]
pub async fn put(
    State(ctx): State<AppContext>,
    caller: Caller,
    JsonBody(input): JsonBody<PreferencesInput>,
) -> Result<Json<UserPreferences>, ApiError> {
    let settings = UserPreferences::parse(input.diet.as_deref(), &input.allergies, &input.dislikes)
        .map_err(|error| {
            ApiError::invalid_payload(error.to_string())
                .with_details(json!({ "field": error.field }))
        })?;
    let (_, version) = load_document(&ctx, &caller.user).await?;
    let now = ctx.stores.clock.now();
    let document = PlanDocument {
        kind: PlanDocumentKind::Preferences,
        id: caller.user.clone(),
        owner: caller.user.clone(),
        version: version + 1,
        body: json!(settings),
        created_at: now,
        updated_at: now,
    };
    match ctx.stores.plans.write(&document).await {
        Ok(()) => Ok(Json(settings)),
        Err(StoreError::Conflict(_)) => Err(ApiError::version_conflict(
            "your preferences changed while saving these; load them and save again",
        )),
        Err(other) => Err(other.into()),
    }
}
