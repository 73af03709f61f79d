//! The patch-apply function (seed 000 Phase 1, CONTRACTS.md §4, §9):
//! `POST /api/plans/{snapshotId}/meals/{date}/{mealType}/variant` adds a change to a planned
//! meal — explicit ops or a plain-language instruction (through `Variant.PatchGen`) — on top of
//! the changes it already has, and stores the compiled variant in the snapshot; `DELETE` on the
//! same path is `clear_variant` (all changes), `DELETE …?last=true` undoes the last one only.
//!
//! A change's ops address the recipe the changes before it made. Compiling settles the steps
//! (rewritten by the model, or warned about); the compiled recipe is then written once, with
//! `compiled_at` and `compiler_version`, and read back as stored: no read recompiles it.

use axum::Json;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use cookbook_domain::Recipe;
use cookbook_domain::variant::{
    ChangeError, ComponentId, MealKey, MealSlot, PatchOp, Variant, VariantError, VariantEvent,
    Warnings, compile_changes, compile_variant,
};
use cookbook_llm::{LlmError, StatusKind};
use serde::{Deserialize, Serialize};
use serde_json::json;

use crate::AppContext;
use crate::auth::Caller;
use crate::error::{ApiError, ErrorBody};
use crate::kitchen::patch_gen::{self, PatchGenError, Proposal, steps};
use crate::planning::plan_snapshots::{self, StoredSnapshot};
use crate::request::body::{JsonBody, QueryParams};

/// `POST` body: the ops to apply, or an instruction for the model to turn into ops, with the
/// cook's answer when an earlier try at the instruction asked a question.
#[derive(Debug, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct VariantRequest {
    #[serde(default)]
    ops: Option<Vec<PatchOp>>,
    #[serde(default)]
    instruction: Option<String>,
    #[serde(default)]
    answer: Option<String>,
    /// The component of a meal bundle to change; the main when absent.
    #[serde(default)]
    component_id: Option<ComponentId>,
}

/// `DELETE` query: `last=true` undoes only the last change.
#[derive(Debug, Default, Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(deny_unknown_fields)]
pub struct ClearParams {
    #[serde(default)]
    pub last: bool,
    /// The component of a meal bundle to undo; the main when absent.
    #[serde(default)]
    pub component_id: Option<ComponentId>,
}

/// Where the ops came from, which decides who is told they are wrong.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
enum OpsSource {
    Request,
    Model,
}

/// The answer to `POST`: the seed's `PatchGenResult` fields plus the stored variant, which is
/// absent when the answer is a clarification (no ops, nothing stored).
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct PatchResponse {
    ops: Vec<PatchOp>,
    needs_clarification: bool,
    clarification_message: Option<String>,
    variant: Option<Variant>,
}

/// The answer to `DELETE`: whether a change was undone, and the variant left (null when the
/// meal is back to its base recipe).
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct ClearResponse {
    cleared: bool,
    variant_id: Option<String>,
    variant: Option<Variant>,
}

type MealPath = Path<(String, String, String)>;

/// `POST …/variant`: 200 with the stored variant, or 200 with a clarification and no ops.
#[utoipa::path(post, operation_id = "apply_variant", path = "/api/plans/{snapshot_id}/meals/{date}/{meal_type}/variant", tag = "meal plans",
    params(("snapshot_id" = String, Path), ("date" = jiff::civil::Date, Path), ("meal_type" = MealSlot, Path)),
    request_body = VariantRequest,
    responses(
        (status = 200, description = "The stored variant, or a clarification question and no ops", body = PatchResponse),
        (status = 422, description = "`VALIDATION_FAILED`: the ops do not apply to the recipe", body = ErrorBody),
    ))]
pub async fn apply(
    State(ctx): State<AppContext>,
    caller: Caller,
    Path((snapshot_id, date, meal_type)): MealPath,
    JsonBody(request): JsonBody<VariantRequest>,
) -> Result<Json<PatchResponse>, ApiError> {
    let key = plan_snapshots::meal_key(&date, &meal_type)?;
    let mut stored = plan_snapshots::load(&ctx, &caller, &snapshot_id).await?;
    let target = Target::of(&stored, key, request.component_id)?;
    let base = planned_recipe(&ctx, &caller, &stored, &target).await?;
    let (ops, warnings, source) = match (request.ops, request.instruction) {
        (Some(ops), None) if request.answer.is_none() => {
            (ops, Warnings::default(), OpsSource::Request)
        }
        (None, Some(instruction)) if !instruction.trim().is_empty() => {
            let current = current_recipe(&stored, &target, &base)?;
            let answer = request.answer.as_deref();
            match patch_gen::propose(&ctx, &current, &instruction, answer).await {
                Ok(Proposal::Ops { ops, warnings }) => (ops, warnings, OpsSource::Model),
                Ok(Proposal::Clarification(message)) => {
                    return Ok(Json(PatchResponse {
                        ops: Vec::new(),
                        needs_clarification: true,
                        clarification_message: Some(message),
                        variant: None,
                    }));
                }
                Err(error) => return Err(model_failed(error)),
            }
        }
        _ => {
            return Err(ApiError::invalid_payload(
                "send either `ops` (a list of patch ops) or a non-empty `instruction` (with \
                 `answer` when replying to a question about it)",
            ));
        }
    };
    let changes = stored
        .snapshot
        .changes_with(&key, &target.component, ops.clone());
    let variant = compile(
        &ctx,
        &mut stored,
        &target,
        &base,
        changes,
        warnings,
        Some(source),
    )
    .await?;
    stored.save(&ctx).await?;
    tracing::info!(name: VariantEvent::PatchApply.tag(), snapshot_id = %snapshot_id,
        meal = %key, variant_id = %variant.variant_id, ops = ops.len(),
        changes = variant.changes.len(), source = ?source, "PATCH_APPLY");
    Ok(Json(PatchResponse {
        ops,
        needs_clarification: false,
        clarification_message: None,
        variant: Some(variant),
    }))
}

/// The planned component a variant request changes: the one it names, or the meal's main.
struct Target {
    key: MealKey,
    component: ComponentId,
}

impl Target {
    fn of(
        stored: &StoredSnapshot,
        key: MealKey,
        component: Option<ComponentId>,
    ) -> Result<Self, ApiError> {
        let snapshot_id = stored.snapshot.snapshot_id();
        let meal = stored
            .snapshot
            .meal(&key)
            .ok_or_else(|| meal_not_planned(snapshot_id, &key))?;
        let planned = meal.component_named(component.as_ref()).ok_or_else(|| {
            let named = component.as_ref().map(ToString::to_string);
            ApiError::not_found(format!(
                "meal {key} of plan `{snapshot_id}` has no component `{}`: read the plan for                  its components",
                named.unwrap_or_default()
            ))
        })?;
        Ok(Self {
            key,
            component: planned.component_id.clone(),
        })
    }

    fn recipe_id<'s>(&self, stored: &'s StoredSnapshot) -> Option<&'s str> {
        let planned = stored
            .snapshot
            .planned_component(&self.key, Some(&self.component));
        planned.ok().map(|component| component.recipe_id.as_str())
    }

    fn variant<'s>(&self, stored: &'s StoredSnapshot) -> Option<&'s Variant> {
        let planned = stored
            .snapshot
            .planned_component(&self.key, Some(&self.component));
        planned
            .ok()
            .and_then(|component| component.variant.as_ref())
    }
}

/// The recipe the component plans, readable by the caller.
async fn planned_recipe(
    ctx: &AppContext,
    caller: &Caller,
    stored: &StoredSnapshot,
    target: &Target,
) -> Result<Recipe, ApiError> {
    let key = &target.key;
    let recipe_id = target
        .recipe_id(stored)
        .ok_or_else(|| meal_not_planned(stored.snapshot.snapshot_id(), key))?;
    plan_snapshots::readable_recipe(ctx, caller, recipe_id)
        .await?
        .ok_or_else(|| {
            ApiError::not_found(format!(
                "recipe `{recipe_id}` planned for {key} no longer exists"
            ))
        })
}

/// The component's recipe as its changes so far make it: what a new instruction talks about.
fn current_recipe(
    stored: &StoredSnapshot,
    target: &Target,
    base: &Recipe,
) -> Result<Recipe, ApiError> {
    let changes = target
        .variant(stored)
        .map(|variant| variant.changes.as_slice())
        .unwrap_or_default();
    compile_changes(base, changes)
        .map(|(recipe, _)| recipe)
        .map_err(|error| base_changed(&error))
}

/// Compiles `changes` against the component's base recipe, settles the steps and stores the
/// variant on it in `stored`, logging the validation outcome. `source` says where the last
/// change's ops came from; `None` when no change is new (an undo).
async fn compile(
    ctx: &AppContext,
    stored: &mut StoredSnapshot,
    target: &Target,
    base: &Recipe,
    changes: Vec<Vec<PatchOp>>,
    warnings: Warnings,
    source: Option<OpsSource>,
) -> Result<Variant, ApiError> {
    let (key, component) = (&target.key, &target.component);
    let now = ctx.stores.clock.now();
    let snapshot = &mut stored.snapshot;
    let snapshot_id = snapshot.snapshot_id().to_owned();
    let last = changes.len().saturating_sub(1);
    let compiled = match compile_variant(
        snapshot.variant_id(key, component),
        snapshot.owner(),
        base,
        changes,
        now,
    ) {
        Ok(compiled) => {
            tracing::info!(name: VariantEvent::PatchValidate.tag(), snapshot_id = %snapshot_id,
                meal = %key, passed = true, source = ?source, "PATCH_VALIDATE");
            compiled
        }
        Err(error) => {
            tracing::info!(name: VariantEvent::PatchValidate.tag(), snapshot_id = %snapshot_id,
                meal = %key, passed = false, reason = %error, source = ?source,
                "PATCH_VALIDATE");
            return Err(match source {
                Some(source) if error.change == last => refused(&error, source),
                _ => base_changed(&error),
            });
        }
    };
    let variant = steps::settle(ctx, compiled, warnings).await;
    match snapshot.put_variant(key, component, base, variant) {
        Ok(variant) => Ok(variant.clone()),
        Err(
            VariantError::MealNotPlanned(meal) | VariantError::ComponentNotPlanned { meal, .. },
        ) => Err(meal_not_planned(&snapshot_id, &meal)),
        Err(error) => {
            tracing::error!(error = %error, "the loaded base recipe is not the planned one");
            Err(ApiError::internal())
        }
    }
}

/// `DELETE …/variant`: the meal back to its base recipe, or with `?last=true` without its last
/// change only; `cleared: false` when it had no variant.
#[utoipa::path(delete, operation_id = "clear_variant", path = "/api/plans/{snapshot_id}/meals/{date}/{meal_type}/variant", tag = "meal plans",
    params(("snapshot_id" = String, Path), ("date" = jiff::civil::Date, Path), ("meal_type" = MealSlot, Path), ClearParams),
    responses((status = 200, description = "Whether a change was undone, and the variant left", body = ClearResponse)))]
pub async fn clear(
    State(ctx): State<AppContext>,
    caller: Caller,
    Path((snapshot_id, date, meal_type)): MealPath,
    QueryParams(params): QueryParams<ClearParams>,
) -> Result<Json<ClearResponse>, ApiError> {
    let key = plan_snapshots::meal_key(&date, &meal_type)?;
    let mut stored = plan_snapshots::load(&ctx, &caller, &snapshot_id).await?;
    let target = Target::of(&stored, key, params.component_id)?;
    let Some(existing) = target.variant(&stored) else {
        tracing::info!(name: VariantEvent::VariantClear.tag(), snapshot_id = %snapshot_id,
            meal = %key, cleared = false, "VARIANT_CLEAR");
        return Ok(Json(ClearResponse {
            cleared: false,
            variant_id: None,
            variant: None,
        }));
    };
    let variant_id = existing.variant_id.to_string();
    let mut earlier = existing.changes.clone();
    earlier.pop();
    let left = if params.last && !earlier.is_empty() {
        let base = planned_recipe(&ctx, &caller, &stored, &target).await?;
        let warnings = Warnings::default();
        Some(compile(&ctx, &mut stored, &target, &base, earlier, warnings, None).await?)
    } else {
        stored
            .snapshot
            .clear_variant(&key, &target.component)
            .map_err(|_| meal_not_planned(&snapshot_id, &key))?;
        None
    };
    stored.save(&ctx).await?;
    tracing::info!(name: VariantEvent::VariantClear.tag(), snapshot_id = %snapshot_id,
        meal = %key, cleared = true, last_only = params.last,
        changes_left = left.as_ref().map_or(0, |variant| variant.changes.len()), "VARIANT_CLEAR");
    Ok(Json(ClearResponse {
        cleared: true,
        variant_id: Some(variant_id),
        variant: left,
    }))
}

/// Earlier changes that no longer fit the planned recipe, which changed since they were made.
fn base_changed(error: &ChangeError) -> ApiError {
    ApiError::validation_failed(format!(
        "the planned recipe changed since this meal was modified ({error}): undo its changes \
         (DELETE …/variant) and make them again"
    ))
    .with_details(json!({ "source": "plan", "problems": [error.to_string()] }))
}

fn meal_not_planned(snapshot_id: &str, key: &MealKey) -> ApiError {
    ApiError::not_found(format!("plan `{snapshot_id}` has no meal {key}"))
}

/// Ops that do not fit the recipe: 422, saying whether the client's or the model's were wrong.
fn refused(error: &ChangeError, source: OpsSource) -> ApiError {
    let problem = &error.error;
    let message = match source {
        OpsSource::Request => format!("the ops do not fit the recipe: {problem}"),
        OpsSource::Model => format!("the model's ops were refused: {problem}"),
    };
    ApiError::validation_failed(message)
        .with_details(json!({ "source": source, "problems": [problem.to_string()] }))
}

fn model_failed(error: PatchGenError) -> ApiError {
    match error {
        PatchGenError::NoModel => ApiError::not_implemented("a model for Variant.PatchGen"),
        PatchGenError::Refused(problems) => ApiError::validation_failed(format!(
            "the model's answer was refused: {}",
            problems.join("; ")
        ))
        .with_details(json!({ "source": OpsSource::Model, "problems": problems })),
        PatchGenError::Unavailable(LlmError::Status {
            kind: StatusKind::RateLimited | StatusKind::Overloaded,
            ..
        }) => ApiError::new(
            StatusCode::TOO_MANY_REQUESTS,
            "RATE_LIMITED",
            "the model is busy: try again shortly",
        ),
        PatchGenError::Unavailable(error) => {
            tracing::error!(error = %error, "Variant.PatchGen call failed");
            ApiError::internal()
        }
    }
}
