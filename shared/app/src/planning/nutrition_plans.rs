//! Meal-plan jobs in mode "nutrition" (issue 6 item 4): `POST /api/meal-plans` with
//! `{"mode": "nutrition", "instance": PlannerInstance}` (CONTRACTS.md §6) validates the instance
//! (400 naming the field), stores a job and queues it on `plan-nutrition`; the plan-nutrition
//! consumer runs seed 003's planner, saves the plan as a snapshot (day 1 = the day the job was
//! made) and answers in seed 001's envelope, with the planner's failure report on failure.
//! At-least-once safe: a finished job is acked unseen, the snapshot id is fixed in the job.
//!
//! The instance's own exclusions keep seed 003's HC-1 substring rule; the user's standing
//! settings and the request's optional `preferences` (seed 001's block) filter the recipe pool
//! by the ingredient knowledge base before the planner sees it, like every other plan.

use axum::Json;
use axum::http::StatusCode;
use cookbook_domain::MealType;
use cookbook_domain::ids::new_id;
use cookbook_domain::knowledge::IngredientFilter;
use cookbook_domain::plan::{PlanDocument, PlanDocumentKind};
use cookbook_domain::planner::{MealPlan, PlanFailure, PlannerInstance, PlannerOptions, plan};
use cookbook_domain::user_preferences::UserPreferences;
use cookbook_domain::variant::{MealSlot, RecipeOrigin};
use cookbook_store::{QueueName, StoreError};
use jiff::ToSpan;
use jiff::civil::Date;
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

use crate::AppContext;
use crate::auth::Caller;
use crate::error::ApiError;
use crate::planning::meal_plans::{JobAccepted, JobStatus, Preferences};
use crate::planning::plan_slot::{SnapshotMeal, save_snapshot};
use crate::planning::user_preferences::{self, PlanPreferences};
use crate::work::{WorkError, load_subject};

/// The `mode` a nutrition job's body carries, which tells it from a quick job.
pub(crate) const MODE: &str = "nutrition";

/// A nutrition job as the job document's body.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub(crate) struct NutritionJob {
    mode: String,
    pub status: JobStatus,
    instance: Value,
    snapshot_id: String,
    start_date: Date,
    /// The request's own diet and exclusions.
    #[serde(default)]
    preferences: Preferences,
    /// The owner's standing settings when the plan was asked for.
    #[serde(default)]
    standing: UserPreferences,
    #[serde(default)]
    pub result: Option<Value>,
    #[serde(default)]
    pub error_code: Option<String>,
    #[serde(default)]
    pub error_message: Option<String>,
}

fn parse_instance(raw: &Value) -> Result<PlannerInstance, ApiError> {
    let instance: PlannerInstance = serde_json::from_value(raw.clone()).map_err(|e| {
        ApiError::invalid_payload(format!("instance: {e}"))
            .with_details(json!({ "field": "instance" }))
    })?;
    Ok(instance.with_default_recipes(crate::recipes::seed::core_planner_recipes))
}

/// `POST /api/meal-plans` in mode "nutrition", as the handler reads it (field by field, to
/// name the one that is wrong): this type documents it.
#[derive(Debug, Deserialize, utoipa::ToSchema)]
pub struct NutritionPlanRequest {
    #[schema(pattern = "^nutrition$")]
    pub mode: String,
    /// Seed 003's `PlannerInstance` (CONTRACTS.md §6): days, meals per day, nutrient targets,
    /// and optionally the recipes to plan from (the core catalog's when absent).
    #[schema(value_type = Object)]
    pub instance: Value,
    pub preferences: Option<Preferences>,
}

/// `POST /api/meal-plans` in mode "nutrition": 202 `{"id", "status": "PENDING"}`.
pub(crate) async fn create(
    ctx: &AppContext,
    caller: &Caller,
    body: Value,
) -> Result<(StatusCode, Json<JobAccepted>), ApiError> {
    let Some(raw) = body.get("instance").filter(|v| v.is_object()) else {
        return Err(ApiError::invalid_payload(
            "instance is required in mode \"nutrition\" (CONTRACTS.md §6)",
        )
        .with_details(json!({ "field": "instance" })));
    };
    parse_instance(raw)?.validate().map_err(|error| {
        ApiError::invalid_payload(format!("instance.{}: {error}", error.field))
            .with_details(json!({ "field": format!("instance.{}", error.field) }))
    })?;
    let preferences: Preferences = match body.get("preferences") {
        None | Some(Value::Null) => Preferences::default(),
        Some(given) => serde_json::from_value(given.clone()).map_err(|e| {
            ApiError::invalid_payload(format!("preferences: {e}"))
                .with_details(json!({ "field": "preferences" }))
        })?,
    };
    let now = ctx.stores.clock.now();
    let job = NutritionJob {
        mode: MODE.to_owned(),
        status: JobStatus::Pending,
        instance: raw.clone(),
        snapshot_id: new_id(),
        start_date: now.to_zoned(jiff::tz::TimeZone::UTC).date(),
        preferences,
        standing: user_preferences::load(ctx, &caller.user).await?,
        result: None,
        error_code: None,
        error_message: None,
    };
    let document = PlanDocument {
        kind: PlanDocumentKind::Job,
        id: new_id(),
        owner: caller.user.clone(),
        version: 1,
        body: json!(job),
        created_at: now,
        updated_at: now,
    };
    // The message goes out before the job is stored (work::load_subject says why).
    let message = json!({ "jobId": document.id });
    ctx.stores
        .queue
        .send(QueueName::PlanNutrition, &message.to_string())
        .await?;
    ctx.stores.plans.write(&document).await?;
    Ok((
        StatusCode::ACCEPTED,
        Json(JobAccepted {
            id: document.id,
            status: JobStatus::Pending,
        }),
    ))
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct NutritionMessage {
    job_id: String,
}

/// The meals of a plan's days: day d is `start + d - 1`; a day's second snack is `snack_2`.
fn snapshot_meals(
    instance: &PlannerInstance,
    plan_days: &[Vec<String>],
    start: Date,
) -> Vec<SnapshotMeal> {
    let mut meals = Vec::new();
    for (day, (slots, recipes)) in instance.profile.schedule.iter().zip(plan_days).enumerate() {
        let Ok(date) = start.checked_add(i64::try_from(day).unwrap_or_default().days()) else {
            continue;
        };
        let mut seen: Vec<MealType> = Vec::new();
        for (slot, recipe_id) in slots.iter().zip(recipes) {
            let meal_type =
                serde_json::from_value::<MealType>(json!(slot.meal_type.to_lowercase()))
                    .unwrap_or(MealType::Snack);
            seen.push(meal_type);
            let occurrence = seen.iter().filter(|t| **t == meal_type).count();
            let key = std::num::NonZeroU32::new(u32::try_from(occurrence).unwrap_or(1))
                .map_or(MealSlot::first(meal_type), |n| MealSlot::nth(meal_type, n));
            let source = if recipe_id.starts_with(cookbook_domain::ids::CORE_ID_PREFIX) {
                RecipeOrigin::Core
            } else {
                RecipeOrigin::User
            };
            meals.push(SnapshotMeal {
                date,
                key,
                recipe_id: recipe_id.clone(),
                source,
                servings: 1,
                others: Vec::new(),
            });
        }
    }
    meals
}

/// The instance with only the recipes `filter` lets through, and how many it left out.
fn fitting_pool(
    mut instance: PlannerInstance,
    filter: &IngredientFilter,
) -> (PlannerInstance, usize) {
    let pool = instance.recipes.take().unwrap_or_default();
    let before = pool.len();
    let fitting: Vec<_> = pool
        .into_iter()
        .filter(|recipe| {
            let names = recipe.ingredients.iter().map(|i| i.name.as_str());
            filter.rejects(names).is_none()
        })
        .collect();
    let left_out = before - fitting.len();
    instance.recipes = Some(fitting);
    (instance, left_out)
}

/// Why a nutrition plan failed, naming the preferences when they shrank the pool.
fn failure_message(instance: &PlannerInstance, left_out: usize) -> String {
    if left_out == 0 {
        return "no plan satisfies every hard constraint: see result.report for why".to_owned();
    }
    format!(
        "no plan satisfies every hard constraint with the {} recipes that fit your diet, \
         allergies and exclusions ({left_out} left out): see result.report for why, or relax \
         your preferences",
        instance.pool().len()
    )
}

/// The error code of a job whose planner run panicked: a bug, which a retry would only repeat.
const PLANNER_FAILED: &str = "PLANNER_FAILED";

/// Seed 003's planner, or a stand-in in tests.
type Planner = fn(&PlannerInstance, &PlannerOptions) -> Result<MealPlan, PlanFailure>;

/// Handles one `plan-nutrition` message.
pub async fn handle(ctx: &AppContext, body: &str) -> Result<(), WorkError> {
    handle_with(ctx, body, plan).await
}

async fn handle_with(ctx: &AppContext, body: &str, planner: Planner) -> Result<(), WorkError> {
    let message: NutritionMessage =
        serde_json::from_str(body).map_err(|e| WorkError::Malformed(e.to_string()))?;
    let document = load_subject(&format!("job {}", message.job_id), || {
        ctx.stores.plans.get(PlanDocumentKind::Job, &message.job_id)
    })
    .await?;
    let mut job: NutritionJob = serde_json::from_value(document.body.clone())
        .map_err(|e| WorkError::Malformed(format!("job {} does not decode: {e}", document.id)))?;
    if job.status != JobStatus::Pending {
        return Ok(());
    }
    let instance = parse_instance(&job.instance).map_err(|e| WorkError::Malformed(e.message))?;
    let filter = PlanPreferences::merge(&job.standing, &job.preferences).filter;
    let (instance, left_out) = fitting_pool(instance, &filter);
    let planned = {
        let instance = instance.clone();
        tokio::task::spawn_blocking(move || planner(&instance, &PlannerOptions::default())).await
    };
    match planned {
        Ok(Ok(meal_plan)) => {
            let meals = snapshot_meals(&instance, &meal_plan.recipe_ids(), job.start_date);
            save_snapshot(ctx, &document.owner, &job.snapshot_id, &document.id, &meals).await?;
            job.status = JobStatus::Complete;
            job.result = Some(json!({ "snapshot_id": job.snapshot_id, "plan": meal_plan }));
        }
        Ok(Err(failure)) => {
            job.status = JobStatus::Failed;
            job.error_code = Some("PLAN_NOT_FOUND".to_owned());
            job.error_message = Some(failure_message(&instance, left_out));
            job.result = Some(json!({ "report": failure, "excluded_recipes_count": left_out }));
        }
        // Identical inputs give identical runs, so a panic would recur on every delivery.
        Err(stopped) if stopped.is_panic() => {
            tracing::error!(job_id = %document.id, "the planner panicked");
            job.status = JobStatus::Failed;
            job.error_code = Some(PLANNER_FAILED.to_owned());
            job.error_message = Some(
                "the planner failed on this request; change the profile or recipes, or report it"
                    .to_owned(),
            );
        }
        Err(stopped) => {
            return Err(WorkError::Transient(format!(
                "the planner stopped: {stopped}"
            )));
        }
    }
    let done = PlanDocument {
        version: document.version + 1,
        body: json!(job),
        updated_at: ctx.stores.clock.now(),
        ..document
    };
    match ctx.stores.plans.write(&done).await {
        Ok(()) | Err(StoreError::Conflict(_)) => Ok(()),
        Err(other) => Err(other.into()),
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use cookbook_domain::SystemClock;
    use cookbook_llm::{OfflineModel, PhaseModels};
    use cookbook_store::local::{self, LocalOptions};

    use super::*;
    use crate::AppConfig;

    /// One day of one meal over one recipe: enough for the planner to be called.
    fn instance() -> Value {
        serde_json::from_str(include_str!("../../tests/support/one_dinner_instance.json"))
            .expect("instance fixture")
    }

    fn panicking_planner(_: &PlannerInstance, _: &PlannerOptions) -> Result<MealPlan, PlanFailure> {
        panic!("a planner bug")
    }

    #[tokio::test]
    async fn a_planner_panic_fails_the_job_instead_of_being_retried() {
        let dir = tempfile::tempdir().expect("temp dir");
        let stores =
            local::open(dir.path(), LocalOptions::new(Arc::new(SystemClock))).expect("local store");
        // The planner is replaced below: no phase's model is asked.
        let models = PhaseModels::offline(OfflineModel::new());
        let ctx = AppContext::new(stores, AppConfig::default(), None, models);
        let caller = Caller {
            user: "alice".to_owned(),
            admin: false,
        };
        let body = json!({"mode": "nutrition", "instance": instance()});
        let _accepted = create(&ctx, &caller, body).await.expect("job accepted");
        let message = ctx
            .stores
            .queue
            .receive(QueueName::PlanNutrition.into(), 1)
            .await
            .expect("receive")
            .remove(0);

        // Ok: the message is acked, not redelivered to panic again.
        handle_with(&ctx, &message.body, panicking_planner)
            .await
            .expect("a panic is the job's failure, not the message's");
        let job_id = serde_json::from_str::<NutritionMessage>(&message.body)
            .expect("message")
            .job_id;
        let document = ctx
            .stores
            .plans
            .get(PlanDocumentKind::Job, &job_id)
            .await
            .expect("read")
            .expect("job");
        let job: NutritionJob = serde_json::from_value(document.body).expect("job body");
        assert_eq!(job.status, JobStatus::Failed);
        assert_eq!(job.error_code.as_deref(), Some(PLANNER_FAILED));
    }
}
