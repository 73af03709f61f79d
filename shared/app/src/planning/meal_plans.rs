//! Meal-plan jobs (seed 001, CONTRACTS.md §4): `POST /api/meal-plans` stores a job and queues its
//! first slot, `GET /api/jobs/{id}` answers seed 001's envelope, `GET /api/plans/{snapshotId}`
//! the finished plan's snapshot. The slots themselves are planned by [`crate::planning::plan_slot`].
//!
//! The request is parsed per `mode`: `"quick"` (the default) is seed 001's per-slot rerank;
//! `"nutrition"` is seed 003's planner ([`crate::planning::nutrition_plans`]).

use std::collections::BTreeMap;

use axum::Json;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use cookbook_domain::ids::new_id;
use cookbook_domain::plan::{PlanDocument, PlanDocumentKind};
use cookbook_domain::user_preferences::UserPreferences;
use cookbook_domain::variant::{MAX_COMPONENTS, MealRole, MealSlot, PlanSnapshot};
use cookbook_store::Page;
use jiff::civil::Date;
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};
use utoipa::ToSchema;

use crate::AppContext;
use crate::auth::Caller;
use crate::error::ApiError;
use crate::planning::plan_slot::{self, RecentMeal, SlotOutcome};
use crate::planning::user_preferences;
use crate::request::body::{JsonBody, QueryParams};
use crate::request::paging::{PageParams, listing_error};
use crate::work::WorkError;

/// Days one request may plan, and meals per day: bounds the chain of slot messages.
const MAX_DAYS: usize = 31;
const MAX_MEALS_PER_DAY: usize = 8;
/// Characters of a `search_query`.
const MAX_QUERY_CHARS: usize = 200;

/// Global preferences (seed 001's `preferences` block). The user's standing settings apply
/// besides them ([`crate::planning::user_preferences::PlanPreferences`]); `diet` replaces the standing
/// diet for this plan ("none" plans without one).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Preferences {
    #[serde(default)]
    pub diet: Option<String>,
    #[serde(default)]
    pub excluded_ingredients: Vec<String>,
    #[serde(default)]
    pub max_prep_minutes: Option<u32>,
    #[serde(default)]
    pub max_cook_minutes: Option<u32>,
}

/// One requested meal; only `servings` is required.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct MealRequest {
    #[schema(minimum = 1)]
    pub servings: u32,
    #[serde(default)]
    pub tags: Vec<String>,
    #[serde(default)]
    pub note: Option<String>,
    #[serde(default)]
    pub is_meal_prep: bool,
    #[serde(default)]
    pub repeat: Option<Value>,
    #[serde(default)]
    pub pinned_recipe_id: Option<String>,
    /// The parts of the meal to plan, by role (`main`, `side`, `sauce`, `salad`, `dessert`,
    /// `drink`): `["main", "side"]` is a main with a side that goes with it. The main comes
    /// first or is implied (`["side"]` asks for the same), at most one main and 8 parts in all.
    /// Absent: the main alone. The pinned recipe, `tags`, `note` and the plan's
    /// `search_query` are the main's; the preferences hold for every part.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub components: Vec<MealRole>,
}

impl MealRequest {
    /// The roles to plan after the main, in the order asked for.
    pub fn other_roles(&self) -> &[MealRole] {
        match self.components.split_first() {
            Some((MealRole::Main, rest)) => rest,
            _ => &self.components,
        }
    }

    /// Why `components` cannot be planned, if it cannot.
    fn components_problem(&self) -> Option<String> {
        if self.other_roles().contains(&MealRole::Main) {
            return Some(
                "`components` holds one main, first (or none: the main is implied)".to_owned(),
            );
        }
        (self.other_roles().len() + 1 > MAX_COMPONENTS)
            .then(|| format!("`components` holds at most {MAX_COMPONENTS} parts"))
    }
}

/// One requested day; meals are planned in key order (breakfast, lunch, dinner, snack, then
/// the `_2`… repeats of each).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct DayRequest {
    pub date: Date,
    /// 1 to 8 meals by meal key (`dinner`, `snack_2`).
    pub meals: BTreeMap<MealSlot, MealRequest>,
}

/// A mode "quick" request (CONTRACTS.md §4).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct QuickPlanRequest {
    /// `quick` (the default).
    #[serde(default)]
    pub mode: Option<String>,
    /// 1 to 31 days, each date once.
    #[schema(min_items = 1, max_items = 31)]
    pub days: Vec<DayRequest>,
    #[serde(default)]
    pub preferences: Preferences,
    /// Words every candidate must match, e.g. a cuisine ("French") or an ingredient
    /// ("chicken"): seed 002's `search_query`, a hard filter like the seed's database query.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub search_query: Option<String>,
}

/// `POST /api/meal-plans` body: which planner reads it is its `mode`. The handler reads the
/// mode first and then the body as that mode's request, so that errors name the right fields.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(untagged)]
pub enum PlanRequest {
    Quick(QuickPlanRequest),
    Nutrition(crate::planning::nutrition_plans::NutritionPlanRequest),
}

/// `202` answer to `POST /api/meal-plans`.
#[derive(Debug, Serialize, ToSchema)]
pub struct JobAccepted {
    pub id: String,
    pub status: JobStatus,
}

/// Seed 001's job envelope (snake_case, as the seed has it), for quick and nutrition jobs.
#[derive(Debug, Serialize, ToSchema)]
pub struct JobEnvelope {
    id: String,
    status: JobStatus,
    /// Once `COMPLETE`: the planned days (each meal with its main's `selection` and, when the
    /// request asked for `components`, `components: [{role, selection}]`), the count of picks
    /// without a selection and the plan's `snapshot_id`.
    #[schema(value_type = Option<Object>)]
    result: Option<Value>,
    error_code: Option<String>,
    error_message: Option<String>,
}

/// One slot in decision order: days in order, meals in each day's key order.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct SlotRef<'a> {
    pub date: Date,
    pub key: MealSlot,
    pub meal: &'a MealRequest,
}

impl QuickPlanRequest {
    /// Every slot in decision order.
    pub fn slots(&self) -> Vec<SlotRef<'_>> {
        self.days
            .iter()
            .flat_map(|day| {
                day.meals.iter().map(|(key, meal)| SlotRef {
                    date: day.date,
                    key: *key,
                    meal,
                })
            })
            .collect()
    }

    fn validate(&self) -> Result<(), ApiError> {
        if self
            .search_query
            .as_ref()
            .is_some_and(|query| query.chars().count() > MAX_QUERY_CHARS)
        {
            return Err(ApiError::invalid_payload(format!(
                "`search_query` must have at most {MAX_QUERY_CHARS} characters"
            )));
        }
        if self.days.is_empty() || self.days.len() > MAX_DAYS {
            return Err(ApiError::invalid_payload(format!(
                "`days` must hold 1 to {MAX_DAYS} days"
            )));
        }
        for (i, day) in self.days.iter().enumerate() {
            if day.meals.is_empty() || day.meals.len() > MAX_MEALS_PER_DAY {
                return Err(ApiError::invalid_payload(format!(
                    "days[{i}].meals must hold 1 to {MAX_MEALS_PER_DAY} meals"
                )));
            }
            if self.days[..i]
                .iter()
                .any(|earlier| earlier.date == day.date)
            {
                return Err(ApiError::invalid_payload(format!(
                    "days[{i}]: {} is planned twice",
                    day.date
                )));
            }
            if let Some((key, _)) = day.meals.iter().find(|(_, meal)| meal.servings == 0) {
                return Err(ApiError::invalid_payload(format!(
                    "days[{i}].meals.{key}.servings must be at least 1"
                )));
            }
            for (key, meal) in &day.meals {
                if let Some(problem) = meal.components_problem() {
                    return Err(ApiError::invalid_payload(format!(
                        "days[{i}].meals.{key}: {problem}, e.g. [\"main\", \"side\"]"
                    )));
                }
            }
        }
        Ok(())
    }
}

/// Which planner a request asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PlanMode {
    /// Seed 001: per-slot candidates and rerank.
    Quick,
    /// Seed 003's nutrient-aware planner over a `PlannerInstance`.
    Nutrition,
}

impl PlanMode {
    /// The request's `mode`, `"quick"` when absent; matched case-insensitively.
    fn of(body: &Value) -> Result<Self, ApiError> {
        match body.get("mode") {
            None | Some(Value::Null) => Ok(Self::Quick),
            Some(Value::String(mode)) if mode.eq_ignore_ascii_case("quick") => Ok(Self::Quick),
            Some(Value::String(mode)) if mode.eq_ignore_ascii_case("nutrition") => {
                Ok(Self::Nutrition)
            }
            Some(other) => Err(ApiError::invalid_payload(format!(
                "`mode` must be \"quick\" or \"nutrition\", not {other}"
            ))),
        }
    }
}

/// seed 001's job status.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "UPPERCASE")]
pub enum JobStatus {
    Pending,
    Running,
    Complete,
    Failed,
}

/// What a quick job keeps between slots (the job document's body). `outcomes` holds one entry
/// per planned slot, in decision order, so its length is the next slot to plan.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct QuickJob {
    pub status: JobStatus,
    pub request: QuickPlanRequest,
    pub snapshot_id: String,
    #[serde(default)]
    pub outcomes: Vec<SlotOutcome>,
    /// The owner's meals before the plan (last 7 days), read once when the first slot runs.
    #[serde(default)]
    pub history: Option<Vec<RecentMeal>>,
    /// The owner's standing settings when the plan was asked for: every slot applies them.
    #[serde(default)]
    pub standing: UserPreferences,
    #[serde(default)]
    pub result: Option<Value>,
    /// Why the job failed, when it did (seed 001's envelope).
    #[serde(default)]
    pub error_code: Option<String>,
    #[serde(default)]
    pub error_message: Option<String>,
}

impl QuickJob {
    /// The job as stored in a plan document's body.
    pub fn to_body(&self) -> Result<Value, serde_json::Error> {
        serde_json::to_value(self)
    }

    pub fn from_body(body: &Value) -> Result<Self, serde_json::Error> {
        serde_json::from_value(body.clone())
    }

    /// seed 001's `result`: the requested days with each slot's `selection` (its main's) and,
    /// when the request asked for `components`, each component's `{role, selection}`; and the
    /// count of picks without one, each component counting. Built from the outcomes, never
    /// from the request alone.
    pub fn result(&self) -> Value {
        let mut outcomes = self.outcomes.iter();
        let days: Vec<Value> = self
            .request
            .days
            .iter()
            .map(|day| {
                let meals: serde_json::Map<String, Value> = day
                    .meals
                    .iter()
                    .map(|(key, meal)| {
                        let outcome = outcomes.next();
                        let selection = outcome.and_then(|o| o.main.selection.as_ref());
                        let mut slot = json!({
                            "servings": meal.servings,
                            "tags": meal.tags,
                            "note": meal.note,
                            "is_meal_prep": meal.is_meal_prep,
                            "repeat": meal.repeat,
                            "selection": selection,
                        });
                        if !meal.components.is_empty() {
                            let components: Vec<Value> = outcome
                                .into_iter()
                                .flat_map(SlotOutcome::picks)
                                .map(|(role, pick)| {
                                    json!({"role": role, "selection": pick.selection})
                                })
                                .collect();
                            slot["components"] = json!(components);
                        }
                        (key.to_string(), slot)
                    })
                    .collect();
                json!({"date": day.date, "meals": meals})
            })
            .collect();
        let failures = self
            .outcomes
            .iter()
            .flat_map(SlotOutcome::picks)
            .filter(|(_, pick)| pick.selection.is_none())
            .count();
        json!({
            "days": days,
            "slot_failures_count": failures,
            "snapshot_id": self.snapshot_id,
        })
    }
}

/// `POST /api/meal-plans`: 202 `{"id", "status": "PENDING"}`.
#[utoipa::path(post, operation_id = "create_meal_plan", path = "/api/meal-plans", tag = "meal plans", request_body = PlanRequest,
    responses((status = 202, description = "The job is stored and its first step queued; poll `/api/jobs/{id}`", body = JobAccepted)))]
pub async fn create(
    State(ctx): State<AppContext>,
    caller: Caller,
    JsonBody(body): JsonBody<Value>,
) -> Result<(StatusCode, Json<JobAccepted>), ApiError> {
    match PlanMode::of(&body)? {
        PlanMode::Quick => create_quick(&ctx, &caller, body).await,
        PlanMode::Nutrition => crate::planning::nutrition_plans::create(&ctx, &caller, body).await,
    }
}

async fn create_quick(
    ctx: &AppContext,
    caller: &Caller,
    body: Value,
) -> Result<(StatusCode, Json<JobAccepted>), ApiError> {
    let request: QuickPlanRequest = serde_json::from_value(body).map_err(|e| {
        ApiError::invalid_payload(format!(
            "request body does not match the expected shape: {e}"
        ))
    })?;
    let (document, _) = new_job(ctx, caller, request).await?;
    // The first message goes out before the job is stored (work::load_subject says why).
    plan_slot::send_slot(ctx, &document.id, 0).await?;
    ctx.stores.plans.write(&document).await?;
    Ok((
        StatusCode::ACCEPTED,
        Json(JobAccepted {
            id: document.id,
            status: JobStatus::Pending,
        }),
    ))
}

/// Plans `request` within this call, for callers that answer at once (the chat's
/// `plan_meals`): the same job, slots, snapshot and history as `POST /api/meal-plans`, without
/// the queue, and never the same recipe twice. Returns the job's id and the finished job.
pub(crate) async fn plan_now(
    ctx: &AppContext,
    caller: &Caller,
    request: QuickPlanRequest,
) -> Result<(String, QuickJob), ApiError> {
    let (document, job) = new_job(ctx, caller, request).await?;
    ctx.stores.plans.write(&document).await?;
    let job = plan_slot::plan_all(ctx, &document, job)
        .await
        .map_err(|error| match error {
            WorkError::Store(error) => ApiError::from(error),
            other => {
                tracing::error!(job_id = %document.id, error = %other, "inline plan failed");
                ApiError::internal()
            }
        })?;
    Ok((document.id, job))
}

/// Validates `request` and makes it a new pending job of `caller`'s, not stored yet.
async fn new_job(
    ctx: &AppContext,
    caller: &Caller,
    request: QuickPlanRequest,
) -> Result<(PlanDocument, QuickJob), ApiError> {
    request.validate()?;
    let job = QuickJob {
        status: JobStatus::Pending,
        request,
        snapshot_id: new_id(),
        outcomes: Vec::new(),
        history: None,
        standing: user_preferences::load(ctx, &caller.user).await?,
        result: None,
        error_code: None,
        error_message: None,
    };
    let now = ctx.stores.clock.now();
    let document = PlanDocument {
        kind: PlanDocumentKind::Job,
        id: new_id(),
        owner: caller.user.clone(),
        version: 1,
        body: job.to_body().map_err(|e| {
            tracing::error!(error = %e, "a job does not serialize");
            ApiError::internal()
        })?,
        created_at: now,
        updated_at: now,
    };
    Ok((document, job))
}

/// The caller's document of `kind`; others' do not exist for them.
async fn owned_document(
    ctx: &AppContext,
    caller: &Caller,
    kind: PlanDocumentKind,
    id: &str,
) -> Result<PlanDocument, ApiError> {
    match ctx.stores.plans.get(kind, id).await? {
        Some(document) if document.owner == caller.user => Ok(document),
        _ => Err(ApiError::not_found(format!(
            "{} `{id}` not found",
            kind.as_str()
        ))),
    }
}

/// `GET /api/jobs/{id}`: seed 001's envelope.
#[utoipa::path(get, operation_id = "get_job", path = "/api/jobs/{id}", tag = "meal plans", params(("id" = String, Path)),
    responses((status = 200, body = JobEnvelope)))]
pub async fn get_job(
    State(ctx): State<AppContext>,
    caller: Caller,
    Path(id): Path<String>,
) -> Result<Json<JobEnvelope>, ApiError> {
    let document = owned_document(&ctx, &caller, PlanDocumentKind::Job, &id).await?;
    job_envelope(&document).map(Json)
}

/// Jobs or plans per page unless the caller asks otherwise.
const DEFAULT_PAGE_SIZE: usize = 20;

/// One page of the caller's documents of `kind`, newest first, each shown by `show`.
async fn list_documents<T>(
    ctx: &AppContext,
    caller: &Caller,
    kind: PlanDocumentKind,
    params: PageParams,
    show: impl Fn(PlanDocument) -> Result<T, ApiError>,
) -> Result<Json<Page<T>>, ApiError> {
    let page = params.page(DEFAULT_PAGE_SIZE)?;
    let documents = ctx
        .stores
        .plans
        .list_by_owner(kind, &caller.user, &page)
        .await
        .map_err(listing_error)?;
    let items = documents
        .items
        .into_iter()
        .map(show)
        .collect::<Result<_, _>>()?;
    Ok(Json(Page {
        items,
        next: documents.next,
    }))
}

/// `GET /api/jobs`: the caller's meal-plan jobs, newest first, each in seed 001's envelope.
#[utoipa::path(get, operation_id = "list_jobs", path = "/api/jobs", tag = "meal plans", params(PageParams),
    responses((status = 200, description = "The caller's jobs, newest first", body = Page<JobEnvelope>)))]
pub async fn list_jobs(
    State(ctx): State<AppContext>,
    caller: Caller,
    QueryParams(params): QueryParams<PageParams>,
) -> Result<Json<Page<JobEnvelope>>, ApiError> {
    list_documents(&ctx, &caller, PlanDocumentKind::Job, params, |document| {
        job_envelope(&document)
    })
    .await
}

/// `GET /api/plans`: the caller's plan snapshots, newest first, in seed 000's shape.
#[utoipa::path(get, operation_id = "list_plans", path = "/api/plans", tag = "meal plans", params(PageParams),
    responses((status = 200, description = "The caller's plans, newest first", body = Page<PlanSnapshot>)))]
pub async fn list_plans(
    State(ctx): State<AppContext>,
    caller: Caller,
    QueryParams(params): QueryParams<PageParams>,
) -> Result<Json<Page<PlanSnapshot>>, ApiError> {
    list_documents(
        &ctx,
        &caller,
        PlanDocumentKind::Snapshot,
        params,
        |document| snapshot_of(&document),
    )
    .await
}

/// `DELETE /api/plans/{snapshotId}`: 204. The job that made the plan, its shopping list and
/// the meal history stay.
#[utoipa::path(delete, operation_id = "delete_plan", path = "/api/plans/{snapshot_id}", tag = "meal plans", params(("snapshot_id" = String, Path)),
    responses((status = 204, description = "Deleted; its job, shopping list and meal history stay")))]
pub async fn delete_plan(
    State(ctx): State<AppContext>,
    caller: Caller,
    Path(id): Path<String>,
) -> Result<StatusCode, ApiError> {
    owned_document(&ctx, &caller, PlanDocumentKind::Snapshot, &id).await?;
    ctx.stores
        .plans
        .delete(PlanDocumentKind::Snapshot, &id)
        .await?;
    Ok(StatusCode::NO_CONTENT)
}

/// A stored plan snapshot, read as the plan it is.
fn snapshot_of(document: &PlanDocument) -> Result<PlanSnapshot, ApiError> {
    serde_json::from_value(document.body.clone()).map_err(|error| {
        tracing::error!(snapshot_id = %document.id, %error, "a stored plan does not decode");
        ApiError::internal()
    })
}

/// seed 001's envelope of a stored job, quick or nutrition.
fn job_envelope(document: &PlanDocument) -> Result<JobEnvelope, ApiError> {
    let id = &document.id;
    let decode_failed = |e: serde_json::Error| {
        tracing::error!(job_id = %id, error = %e, "a stored job does not decode");
        ApiError::internal()
    };
    let (status, result, error_code, error_message) =
        if document.body["mode"] == crate::planning::nutrition_plans::MODE {
            let job: crate::planning::nutrition_plans::NutritionJob =
                serde_json::from_value(document.body.clone()).map_err(decode_failed)?;
            (job.status, job.result, job.error_code, job.error_message)
        } else {
            let job = QuickJob::from_body(&document.body).map_err(decode_failed)?;
            (job.status, job.result, job.error_code, job.error_message)
        };
    Ok(JobEnvelope {
        id: document.id.clone(),
        status,
        result,
        error_code,
        error_message,
    })
}

/// `GET /api/plans/{snapshotId}`: the snapshot as stored (seed 000's shape).
#[utoipa::path(get, operation_id = "get_plan", path = "/api/plans/{snapshot_id}", tag = "meal plans", params(("snapshot_id" = String, Path)),
    responses((status = 200, body = PlanSnapshot)))]
pub async fn get_plan(
    State(ctx): State<AppContext>,
    caller: Caller,
    Path(id): Path<String>,
) -> Result<Json<PlanSnapshot>, ApiError> {
    let document = owned_document(&ctx, &caller, PlanDocumentKind::Snapshot, &id).await?;
    snapshot_of(&document).map(Json)
}
