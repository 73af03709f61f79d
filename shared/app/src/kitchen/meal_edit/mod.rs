//! Meal bundles over HTTP (seed 000 phase 3, CONTRACTS.md §9):
//! `POST /api/plans/{snapshotId}/meals/{date}/{mealType}/edit` adds, swaps and removes the
//! components of a planned meal — explicit MealEditOps, or a plain-language instruction ("add a
//! green salad on the side") that the `Variant.PatchGen` model (or its offline rules) turns into
//! ops over the meal and candidate recipes found by search.
//!
//! Ops are checked like patch ops: an unknown component or recipe, a recipe whose category
//! does not name the role, or removing the last main is 400 and nothing is stored. The snapshot
//! is written as its next version (a concurrent edit is 409) and the answer holds the new meal
//! and that version. A request that gives the `version` it was made against is applied only to
//! that version, so a retried or replayed request is 409 rather than applied twice.

pub(crate) mod offline;

use std::collections::HashMap;

use axum::Json;
use axum::extract::{Path, State};
use cookbook_domain::Recipe;
use cookbook_domain::plan::MealHistoryEntry;
use cookbook_domain::variant::{
    ComponentId, MealEditError, MealEditOp, MealKey, MealRole, MealSlot, PlannedMeal,
};
use cookbook_llm::{LlmError, LlmPhase, parse_json_output};
use serde::{Deserialize, Serialize};
use serde_json::json;
use utoipa::ToSchema;

use crate::AppContext;
use crate::auth::Caller;
use crate::error::{ApiError, ErrorBody};
use crate::kitchen::patch_gen::json_request;
use crate::planning::meal_plans::Preferences;
use crate::planning::plan_snapshots;
use crate::planning::search::search_recipes;
use crate::request::body::JsonBody;

/// The log event of every meal edit, applied or refused.
const MEAL_EDIT_EVENT: &str = "MEAL_EDIT";

/// What the model is told; the meal, the candidates and the request follow as JSON.
const SYSTEM_PROMPT: &str = "You change which recipes make up one planned meal (its \
components: a main and perhaps a side, salad, sauce, dessert or drink) as a cook asks. Answer \
with exactly one JSON object and nothing else: {\"ops\": [...], \"needs_clarification\": false, \
\"clarification_message\": null}. Ops: {\"op\": \"add_component\", \"role\": role, \"recipe_id\": \
id}; {\"op\": \"remove_component\", \"component_id\": id}; {\"op\": \"swap_component\", \
\"component_id\": id, \"recipe_id\": id}. component_id is one of the meal's `components`; \
recipe_id is one of the `candidates`, and a candidate fills only the roles it lists (any recipe \
can be a main). Never remove the meal's last main. If the request does not point at exactly \
one component or recipe, answer no ops, needs_clarification true and a short question in \
clarification_message.";

/// Answers are a few ops; this bounds a runaway one.
const MAX_ANSWER_TOKENS: u32 = 1024;

/// Most candidate recipes an instruction is matched against.
const MAX_CANDIDATES: usize = 60;

/// `POST` body: the ops to apply, or an instruction to turn into ops.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct MealEditRequest {
    #[serde(default)]
    ops: Option<Vec<MealEditOp>>,
    #[serde(default)]
    instruction: Option<String>,
    /// The plan version the edit was made against (an earlier answer's `version`).
    #[serde(default)]
    version: Option<u64>,
}

/// The answer: the ops applied and the meal as stored now; for an instruction the rules or the
/// model could not pin down, a question, no ops and no meal (nothing stored).
#[derive(Debug, Serialize, ToSchema)]
pub struct MealEditResponse {
    snapshot_id: String,
    /// The plan's version after the edit (unchanged for a question).
    version: u64,
    ops: Vec<MealEditOp>,
    needs_clarification: bool,
    clarification_message: Option<String>,
    meal: Option<PlannedMeal>,
}

/// One component of the meal, as the model sees it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PlannedComponent {
    pub component_id: ComponentId,
    pub role: MealRole,
    pub recipe_id: String,
    pub name: String,
}

/// A recipe the instruction may mean, with the roles besides main its category lets it fill.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Candidate {
    pub recipe_id: String,
    pub name: String,
    pub roles: Vec<MealRole>,
}

/// The user message of a meal-edit call.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MealEditInput {
    pub instruction: String,
    pub components: Vec<PlannedComponent>,
    pub candidates: Vec<Candidate>,
}

/// The model's (or the offline rules') answer.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct MealEditAnswer {
    #[serde(default)]
    pub ops: Vec<MealEditOp>,
    #[serde(default)]
    pub needs_clarification: bool,
    #[serde(default)]
    pub clarification_message: Option<String>,
}

impl MealEditAnswer {
    fn ops(ops: Vec<MealEditOp>) -> Self {
        Self {
            ops,
            needs_clarification: false,
            clarification_message: None,
        }
    }

    fn question(message: &str) -> Self {
        Self {
            ops: Vec::new(),
            needs_clarification: true,
            clarification_message: Some(message.to_owned()),
        }
    }
}

/// Where the ops came from, which decides who is told they are wrong.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
enum OpsSource {
    Request,
    Model,
}

type MealPath = Path<(String, String, String)>;

/// `POST …/edit`: adds, removes or swaps a meal's components (main, side, sauce, salad,
/// dessert, drink), all or nothing.
#[utoipa::path(post, operation_id = "edit_meal", path = "/api/plans/{snapshot_id}/meals/{date}/{meal_type}/edit", tag = "meal plans",
    params(("snapshot_id" = String, Path), ("date" = jiff::civil::Date, Path), ("meal_type" = MealSlot, Path)),
    request_body = MealEditRequest,
    responses(
        (status = 200, description = "The ops applied and the meal as stored, or a clarification question and no ops", body = MealEditResponse),
        (status = 409, description = "`VERSION_CONFLICT`: the plan changed since `version`", body = ErrorBody),
        (status = 422, description = "`VALIDATION_FAILED`: the model's ops do not fit the meal", body = ErrorBody),
    ))]
pub async fn edit(
    State(ctx): State<AppContext>,
    caller: Caller,
    Path((snapshot_id, date, meal_type)): MealPath,
    JsonBody(request): JsonBody<MealEditRequest>,
) -> Result<Json<MealEditResponse>, ApiError> {
    let key = plan_snapshots::meal_key(&date, &meal_type)?;
    let mut stored = plan_snapshots::load(&ctx, &caller, &snapshot_id).await?;
    let version = stored.document.version;
    if request.version.is_some_and(|expected| expected != version) {
        return Err(ApiError::version_conflict(format!(
            "plan `{snapshot_id}` is at version {version}, not the one this edit was made \
             against: read it again and retry"
        ))
        .with_details(json!({ "snapshotId": snapshot_id, "currentVersion": version })));
    }
    let meal =
        stored.snapshot.meal(&key).cloned().ok_or_else(|| {
            ApiError::not_found(format!("plan `{snapshot_id}` has no meal {key}"))
        })?;
    let (ops, source, offered) = match requested_ops(&ctx, &caller, &meal, request).await? {
        Requested::Ops {
            ops,
            source,
            offered,
        } => (ops, source, offered),
        Requested::Question(message) => {
            return Ok(Json(MealEditResponse {
                snapshot_id,
                version,
                ops: Vec::new(),
                needs_clarification: true,
                clarification_message: Some(message),
                meal: None,
            }));
        }
    };
    let main_before = meal.main().recipe_id.clone();
    let recipes = recipes_of(&ctx, &caller, &ops, offered.as_ref()).await?;
    let edited = stored
        .snapshot
        .edit_meal(&key, &ops, |id| recipes.get(id))
        .cloned();
    let meal = match edited {
        Ok(meal) => meal,
        Err(error) => {
            tracing::info!(name: MEAL_EDIT_EVENT, snapshot_id = %snapshot_id, meal = %key,
                applied = false, reason = %error, source = ?source, "MEAL_EDIT");
            return Err(refused(&error, source, &key, &snapshot_id));
        }
    };
    stored.save(&ctx).await?;
    if meal.main().recipe_id != main_before {
        record_main(&ctx, &caller, &snapshot_id, &meal).await?;
    }
    tracing::info!(name: MEAL_EDIT_EVENT, snapshot_id = %snapshot_id, meal = %key,
        applied = true, ops = ops.len(), components = meal.components().len(),
        source = ?source, "MEAL_EDIT");
    Ok(Json(MealEditResponse {
        snapshot_id,
        version: version + 1,
        ops,
        needs_clarification: false,
        clarification_message: None,
        meal: Some(meal),
    }))
}

/// What a request asks of the meal: ops to check and apply, or (for an instruction that could
/// not be pinned down) a question back.
enum Requested {
    Ops {
        ops: Vec<MealEditOp>,
        source: OpsSource,
        /// For the model's ops, the recipes it was offered: the only ones it may plan.
        offered: Option<Vec<String>>,
    },
    Question(String),
}

async fn requested_ops(
    ctx: &AppContext,
    caller: &Caller,
    meal: &PlannedMeal,
    request: MealEditRequest,
) -> Result<Requested, ApiError> {
    match (request.ops, request.instruction) {
        (Some(ops), None) => Ok(Requested::Ops {
            ops,
            source: OpsSource::Request,
            offered: None,
        }),
        (None, Some(instruction)) if !instruction.trim().is_empty() => {
            let input = model_input(ctx, caller, meal, instruction.trim()).await?;
            let answer = propose(ctx, &input).await?;
            if answer.needs_clarification || answer.ops.is_empty() {
                let message = answer.clarification_message;
                let message = message.unwrap_or_else(|| "What should change in this meal?".into());
                return Ok(Requested::Question(message));
            }
            let offered = input.candidates.into_iter().map(|c| c.recipe_id).collect();
            Ok(Requested::Ops {
                ops: answer.ops,
                source: OpsSource::Model,
                offered: Some(offered),
            })
        }
        _ => Err(ApiError::invalid_payload(
            "send either `ops` (a list of add_component, remove_component and swap_component \
             ops) or a non-empty `instruction`",
        )),
    }
}

/// Records the meal's new main in the meal history, as a swapped meal is, so planning's
/// variety rules see what is now eaten.
async fn record_main(
    ctx: &AppContext,
    caller: &Caller,
    snapshot_id: &str,
    meal: &PlannedMeal,
) -> Result<(), ApiError> {
    let main = meal.main();
    let entry = MealHistoryEntry {
        owner: caller.user.clone(),
        date: meal.date,
        meal_key: meal.meal_type.to_string(),
        recipe_id: main.recipe_id.clone(),
        source: main.source.as_str().to_owned(),
        snapshot_id: Some(snapshot_id.to_owned()),
    };
    Ok(ctx.stores.plans.record_meals(&[entry]).await?)
}

/// The recipes the ops plan, those the caller may read; with `offered`, only those the model
/// was offered (the server keeps authority over what it may plan).
async fn recipes_of(
    ctx: &AppContext,
    caller: &Caller,
    ops: &[MealEditOp],
    offered: Option<&Vec<String>>,
) -> Result<HashMap<String, Recipe>, ApiError> {
    let mut recipes = HashMap::new();
    for op in ops {
        let (MealEditOp::AddComponent { recipe_id, .. }
        | MealEditOp::SwapComponent { recipe_id, .. }) = op
        else {
            continue;
        };
        if recipes.contains_key(recipe_id) || offered.is_some_and(|ids| !ids.contains(recipe_id)) {
            continue;
        }
        if let Some(recipe) = plan_snapshots::readable_recipe(ctx, caller, recipe_id).await? {
            recipes.insert(recipe_id.clone(), recipe);
        }
    }
    Ok(recipes)
}

/// The meal's components by name and the recipes the instruction may mean: the caller's and
/// the catalog's that search finds for its words and for each role, best first.
async fn model_input(
    ctx: &AppContext,
    caller: &Caller,
    meal: &PlannedMeal,
    instruction: &str,
) -> Result<MealEditInput, ApiError> {
    let mut components = Vec::new();
    for component in meal.components() {
        let recipe = plan_snapshots::readable_recipe(ctx, caller, &component.recipe_id).await?;
        let name = component
            .variant
            .as_ref()
            .map(|variant| variant.compiled_recipe.name.clone())
            .or_else(|| recipe.map(|recipe| recipe.name))
            .unwrap_or_else(|| "(recipe no longer available)".to_owned());
        components.push(PlannedComponent {
            component_id: component.component_id.clone(),
            role: component.role,
            recipe_id: component.recipe_id.clone(),
            name,
        });
    }
    let roles = MealRole::ALL
        .into_iter()
        .filter(|role| *role != MealRole::Main)
        .map(|role| role.as_str().to_owned());
    let queries: Vec<String> = offline::search_terms(instruction)
        .into_iter()
        .chain(roles)
        .collect();
    let mut candidates: Vec<Candidate> = Vec::new();
    let preferences = Preferences::default();
    for query in queries {
        let hits = search_recipes(ctx, &caller.user, None, &[], &preferences, Some(&query)).await?;
        for hit in hits {
            if candidates.len() < MAX_CANDIDATES
                && !candidates.iter().any(|c| c.recipe_id == hit.entry.id)
            {
                candidates.push(Candidate {
                    roles: MealRole::filled_by(&hit.entry.category),
                    recipe_id: hit.entry.id,
                    name: hit.entry.name,
                });
            }
        }
    }
    Ok(MealEditInput {
        instruction: instruction.to_owned(),
        components,
        candidates,
    })
}

/// Asks the model (or its offline rules) for ops.
async fn propose(ctx: &AppContext, input: &MealEditInput) -> Result<MealEditAnswer, ApiError> {
    let user = serde_json::to_string_pretty(input).map_err(|error| {
        tracing::error!(error = %error, "the meal-edit input does not encode");
        ApiError::internal()
    })?;
    let request = json_request(SYSTEM_PROMPT, user, MAX_ANSWER_TOKENS);
    let model = ctx.services.models.for_phase(LlmPhase::PatchGen);
    let answer = model
        .complete(&request)
        .await
        .map_err(|error| match error {
            LlmError::OfflineUnsupported { .. } => {
                ApiError::not_implemented("a model for meal-edit instructions")
            }
            error => {
                tracing::error!(error = %error, "meal-edit model call failed");
                ApiError::internal()
            }
        })?;
    parse_json_output(&answer)
        .map_err(|error| error.to_string())
        .and_then(|value| serde_json::from_value(value).map_err(|error| error.to_string()))
        .map_err(|problem| {
            ApiError::validation_failed(format!("the model's answer was refused: {problem}"))
                .with_details(json!({ "source": OpsSource::Model, "problems": [problem] }))
        })
}

/// Ops that do not fit the meal: 400 for the client's, 422 for the model's.
fn refused(error: &MealEditError, source: OpsSource, key: &MealKey, snapshot_id: &str) -> ApiError {
    if let MealEditError::MealNotPlanned(_) = error {
        return ApiError::not_found(format!("plan `{snapshot_id}` has no meal {key}"));
    }
    let details = match error {
        MealEditError::Op { op, .. } => {
            json!({ "source": source, "op": op, "problems": [error.to_string()] })
        }
        _ => json!({ "source": source, "problems": [error.to_string()] }),
    };
    match source {
        OpsSource::Request => ApiError::invalid_payload(format!(
            "the ops do not fit the meal: {error}; read the plan for its components"
        )),
        OpsSource::Model => {
            ApiError::validation_failed(format!("the model's ops were refused: {error}"))
        }
    }
    .with_details(details)
}
