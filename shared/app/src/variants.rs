//! The patch-apply function (seed 000 Phase 1, CONTRACTS.md §4):
//! `POST /api/plans/{snapshotId}/meals/{date}/{mealType}/variant` compiles a variant of a planned
//! meal from explicit ops or from a plain-language instruction (through `Variant.PatchGen`) and
//! stores it in the snapshot; `DELETE` on the same path is `clear_variant`.
//!
//! Ops always address the meal's base recipe. The compiled recipe is written once, with
//! `compiled_at` and `compiler_version`, and read back as stored: nothing recompiles it.

use axum::Json;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use cookbook_domain::Recipe;
use cookbook_domain::variant::{
    MealKey, PatchError, PatchOp, Variant, VariantError, VariantEvent, Warnings,
};
use cookbook_llm::{LlmError, StatusKind};
use serde::{Deserialize, Serialize};
use serde_json::json;

use crate::AppContext;
use crate::auth::Caller;
use crate::body::JsonBody;
use crate::error::ApiError;
use crate::patch_gen::{self, PatchGenError, Proposal};
use crate::plan_snapshots::{self, StoredSnapshot};

/// `POST` body: the ops to apply, or an instruction for the model to turn into ops.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct VariantRequest {
    #[serde(default)]
    ops: Option<Vec<PatchOp>>,
    #[serde(default)]
    instruction: Option<String>,
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
#[derive(Debug, Serialize)]
pub struct PatchResponse {
    ops: Vec<PatchOp>,
    needs_clarification: bool,
    clarification_message: Option<String>,
    variant: Option<Variant>,
}

/// The answer to `DELETE`.
#[derive(Debug, Serialize)]
pub struct ClearResponse {
    cleared: bool,
    variant_id: Option<String>,
}

type MealPath = Path<(String, String, String)>;

/// `POST …/variant`: 200 with the stored variant, or 200 with a clarification and no ops.
pub async fn apply(
    State(ctx): State<AppContext>,
    caller: Caller,
    Path((snapshot_id, date, meal_type)): MealPath,
    JsonBody(request): JsonBody<VariantRequest>,
) -> Result<Json<PatchResponse>, ApiError> {
    let key = plan_snapshots::meal_key(&date, &meal_type)?;
    let mut stored = plan_snapshots::load(&ctx, &caller, &snapshot_id).await?;
    let meal = stored
        .snapshot
        .meal(&key)
        .ok_or_else(|| meal_not_planned(&snapshot_id, &key))?;
    let base = plan_snapshots::readable_recipe(&ctx, &caller, &meal.recipe_id)
        .await?
        .ok_or_else(|| {
            ApiError::not_found(format!(
                "recipe `{}` planned for {key} no longer exists",
                meal.recipe_id
            ))
        })?;
    let (ops, warnings, source) = match (request.ops, request.instruction) {
        (Some(ops), None) => (ops, Warnings::default(), OpsSource::Request),
        (None, Some(instruction)) if !instruction.trim().is_empty() => {
            match patch_gen::propose(&ctx, &base, &instruction).await {
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
                "send either `ops` (a list of patch ops) or a non-empty `instruction`",
            ));
        }
    };
    let variant = compile(&ctx, &mut stored, &key, &base, ops, warnings, source)?;
    stored.save(&ctx).await?;
    tracing::info!(name: VariantEvent::PatchApply.tag(), snapshot_id = %snapshot_id,
        meal = %key, variant_id = %variant.variant_id, ops = variant.patch_ops.len(),
        source = ?source, "PATCH_APPLY");
    Ok(Json(PatchResponse {
        ops: variant.patch_ops.clone(),
        needs_clarification: false,
        clarification_message: None,
        variant: Some(variant),
    }))
}

/// Validates and applies `ops` to the meal in `stored`, logging the validation outcome.
fn compile(
    ctx: &AppContext,
    stored: &mut StoredSnapshot,
    key: &MealKey,
    base: &Recipe,
    ops: Vec<PatchOp>,
    warnings: Warnings,
    source: OpsSource,
) -> Result<Variant, ApiError> {
    let now = ctx.stores.clock.now();
    let snapshot_id = stored.snapshot.snapshot_id().to_owned();
    match stored.snapshot.apply_patch(key, base, ops, warnings, now) {
        Ok(variant) => {
            tracing::info!(name: VariantEvent::PatchValidate.tag(), snapshot_id = %snapshot_id,
                meal = %key, passed = true, source = ?source, "PATCH_VALIDATE");
            Ok(variant.clone())
        }
        Err(VariantError::Patch(error)) => {
            tracing::info!(name: VariantEvent::PatchValidate.tag(), snapshot_id = %snapshot_id,
                meal = %key, passed = false, reason = %error, source = ?source,
                "PATCH_VALIDATE");
            Err(refused(&error, source))
        }
        Err(VariantError::MealNotPlanned(meal)) => Err(meal_not_planned(&snapshot_id, &meal)),
        Err(error @ VariantError::BaseRecipeMismatch { .. }) => {
            tracing::error!(error = %error, "the loaded base recipe is not the planned one");
            Err(ApiError::internal())
        }
    }
}

/// `DELETE …/variant`: the meal back to its base recipe; `cleared: false` when it had no variant.
pub async fn clear(
    State(ctx): State<AppContext>,
    caller: Caller,
    Path((snapshot_id, date, meal_type)): MealPath,
) -> Result<Json<ClearResponse>, ApiError> {
    let key = plan_snapshots::meal_key(&date, &meal_type)?;
    let mut stored = plan_snapshots::load(&ctx, &caller, &snapshot_id).await?;
    let cleared = stored
        .snapshot
        .clear_variant(&key)
        .map_err(|_| meal_not_planned(&snapshot_id, &key))?;
    let variant_id = cleared.map(|variant| variant.variant_id.to_string());
    if variant_id.is_some() {
        stored.save(&ctx).await?;
    }
    tracing::info!(name: VariantEvent::VariantClear.tag(), snapshot_id = %snapshot_id,
        meal = %key, cleared = variant_id.is_some(), "VARIANT_CLEAR");
    Ok(Json(ClearResponse {
        cleared: variant_id.is_some(),
        variant_id,
    }))
}

fn meal_not_planned(snapshot_id: &str, key: &MealKey) -> ApiError {
    ApiError::not_found(format!("plan `{snapshot_id}` has no meal {key}"))
}

/// Ops that do not fit the recipe: 422, saying whether the client's or the model's were wrong.
fn refused(error: &PatchError, source: OpsSource) -> ApiError {
    let message = match source {
        OpsSource::Request => format!("the ops do not fit the recipe: {error}"),
        OpsSource::Model => format!("the model's ops were refused: {error}"),
    };
    ApiError::validation_failed(message)
        .with_details(json!({ "source": source, "problems": [error.to_string()] }))
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
