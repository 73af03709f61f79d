//! Normalize tasks (seed 004 §4.1 Flow C, §7.2, §12.3). The ingest-normalize phase proposes a
//! patch for a stored recipe or for a draft in review; the reviewer then accepts some of its
//! operations or rejects it (`POST /api/tasks/{id}/normalize/accept|reject`, ingest-commit).
//!
//! The decision is recorded on the task first, then applied with a versioned write, all
//! operations or none. A crash between the two is repaired by accepting again with the same
//! operations: the recorded decision is replayed, and a target already patched is left alone.

use axum::Json;
use axum::extract::{Path, State};
use cookbook_domain::normalization::{
    NormalizationDecision, NormalizationOp, NormalizationResult, NormalizationTarget,
    NormalizationTargetKind, RiskCategory, Verdict, apply_patch,
};
use cookbook_domain::{IngestMode, Recipe, RecipeDraft, TaskChange, TaskState, TaskStatus};
use cookbook_ingest::normalize::low_risk_edits;
use cookbook_llm::LlmPhase;
use cookbook_store::StoreError;
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

use crate::AppContext;
use crate::auth::Caller;
use crate::error::{ApiError, ErrorBody};
use crate::ingest::phases::put_json;
use crate::ingest::prompting::{AskError, ask_json};
use crate::ingest::tasks::load_own_task;
use crate::recipes::crud::{Access, authorize, load, save_next_version};
use crate::request::body::JsonBody;
use crate::work::WorkError;

/// The recipe as the patch was computed against it (replays compare with it).
pub(crate) const BASE: &str = "normalize.base.json";

/// What a normalize task works on, with the recipe as it is now.
pub(crate) struct Subject {
    pub target: NormalizationTarget,
    pub recipe: Recipe,
}

fn target_not_found(id: &str) -> ApiError {
    ApiError::not_found(format!(
        "`{id}` is neither a recipe you can read nor a draft of yours in review"
    ))
}

fn review_draft(task: &TaskState) -> Option<RecipeDraft> {
    let draft = task.result.as_ref()?.get("draft")?;
    serde_json::from_value(draft.clone()).ok()
}

/// The stored recipe `id` when `caller` may read it, else the recipe of `caller`'s draft task
/// `id` in review (a committed draft is the stored recipe of the same id).
pub(crate) async fn resolve(
    ctx: &AppContext,
    caller: &Caller,
    id: &str,
) -> Result<Subject, ApiError> {
    if let Some(recipe) = ctx.stores.recipes.get(id).await?
        && authorize(caller, &recipe, Access::Read).is_ok()
    {
        let target = NormalizationTarget {
            kind: NormalizationTargetKind::Recipe,
            id: id.to_owned(),
            version: recipe.version.unwrap_or_default(),
        };
        return Ok(Subject { target, recipe });
    }
    let task = match ctx.stores.tasks.get(id).await? {
        Some(task) if task.owner == caller.user && task.status == TaskStatus::ReviewReady => task,
        _ => return Err(target_not_found(id)),
    };
    let draft = review_draft(&task).ok_or_else(ApiError::internal)?;
    let target = NormalizationTarget {
        kind: NormalizationTargetKind::Draft,
        id: id.to_owned(),
        version: task.version,
    };
    Ok(Subject {
        target,
        recipe: draft.recipe,
    })
}

/// The ingest-normalize phase: the patch for the task's recipe, or why there is none. The
/// low-risk operations come from the deterministic rules; a model, when one is routed for the
/// phase, adds high-risk ones.
pub(crate) async fn propose(
    ctx: &AppContext,
    task: &TaskState,
) -> Result<Result<NormalizationResult, ApiError>, WorkError> {
    let owner = Caller {
        user: task.owner.clone(),
        admin: false,
    };
    let id = task.payload.recipe_id.as_deref().unwrap_or_default();
    let subject = match resolve(ctx, &owner, id).await {
        Ok(subject) => subject,
        Err(refusal) => return Ok(Err(refusal)),
    };
    put_json(ctx, &task.task_id, BASE, &subject.recipe).await?;
    let (mut patch, mut diff_summary): (Vec<NormalizationOp>, Vec<String>) =
        low_risk_edits(&subject.recipe)
            .into_iter()
            .map(|edit| (edit.op, edit.summary))
            .unzip();
    let mut warnings = Vec::new();
    for (op, summary) in model_edits(ctx, task, &subject.recipe, &mut warnings).await? {
        let mut candidate = patch.clone();
        candidate.push(op.clone());
        let overlaps = patch.iter().any(|low| low.path == op.path);
        match apply_patch(&subject.recipe, &candidate) {
            Ok(_) if !overlaps => {
                patch.push(op);
                diff_summary.push(summary);
            }
            Ok(_) => warnings.push(format!(
                "dropped the model's edit of {}: a low-risk edit changes it",
                op.path
            )),
            Err(error) => {
                warnings.push(format!("dropped the model's edit of {}: {error}", op.path))
            }
        }
    }
    let mut validation = match apply_patch(&subject.recipe, &patch) {
        Ok(patched) => cookbook_domain::validation::validate_recipe(&patched),
        Err(error) => cookbook_domain::ValidationReport {
            errors: vec![error.to_string()],
            warnings: Vec::new(),
        },
    };
    validation.warnings.extend(warnings);
    Ok(Ok(NormalizationResult {
        patch,
        diff_summary,
        validation,
        target: subject.target,
        decision: None,
    }))
}

/// The model's proposed operations, every one high-risk whatever the model called it (the
/// deterministic rules own the low-risk kinds), each with its summary line. Without a model,
/// or with an answer that is not a valid patch, there are none and `warnings` says why.
async fn model_edits(
    ctx: &AppContext,
    task: &TaskState,
    recipe: &Recipe,
    warnings: &mut Vec<String>,
) -> Result<Vec<(NormalizationOp, String)>, WorkError> {
    let schema = NormalizationOp::patch_schema();
    let content = Recipe {
        id: None,
        owner: None,
        version: None,
        source: None,
        created_at: None,
        updated_at: None,
        ..recipe.clone()
    };
    let vars = json!({
        "content": serde_json::to_string_pretty(&content).unwrap_or_default(),
        "schema": schema.to_string(),
    });
    let answer = match ask_json(ctx, task, LlmPhase::Normalize, vars, &schema).await {
        Ok(answer) => answer,
        Err(AskError::NoModel) => return Ok(Vec::new()),
        Err(AskError::Transient(message)) => return Err(WorkError::Transient(message)),
        Err(AskError::Invalid { problems, .. }) => {
            warnings.push(format!(
                "the model's patch was not valid: {}",
                problems.join("; ")
            ));
            return Ok(Vec::new());
        }
        Err(AskError::Permanent(error)) => {
            warnings.push(format!("no model edits: {}", error.message));
            return Ok(Vec::new());
        }
    };
    let ops: Vec<NormalizationOp> = serde_json::from_value(answer).unwrap_or_default();
    let document = serde_json::to_value(recipe).unwrap_or_default();
    Ok(ops
        .into_iter()
        .map(|op| {
            let before = document.pointer(&op.path).map(Value::to_string);
            let after = op.value.as_ref().map(Value::to_string);
            let summary = format!(
                "Model edit ({:?} {}): {} -> {} (High)",
                op.op,
                op.path,
                before.as_deref().unwrap_or("nothing"),
                after.as_deref().unwrap_or("removed"),
            );
            let op = NormalizationOp {
                risk_category: RiskCategory::High,
                ..op
            };
            (op, summary)
        })
        .collect())
}

/// `POST /api/tasks/{id}/normalize/accept` body: indices into the patch.
#[derive(Debug, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct AcceptRequest {
    ops: Vec<usize>,
}

/// What accepting or rejecting answers.
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DecisionRecorded {
    task_id: String,
    decision: NormalizationDecision,
    /// The patched recipe (accept only).
    #[serde(skip_serializing_if = "Option::is_none")]
    recipe: Option<Recipe>,
}

/// The caller's completed normalize task and its result.
async fn load_result(
    ctx: &AppContext,
    caller: &Caller,
    id: &str,
) -> Result<(TaskState, NormalizationResult), ApiError> {
    let task = load_own_task(ctx, caller, id).await?;
    if task.payload.mode != IngestMode::Normalize {
        return Err(ApiError::invalid_task_state(
            "only normalize tasks have a patch to accept or reject",
        ));
    }
    if task.status != TaskStatus::Completed {
        return Err(ApiError::invalid_task_state(format!(
            "the normalize task is {}; wait until it is Completed",
            task.status.as_str()
        ))
        .with_details(json!({ "status": task.status })));
    }
    let result = task
        .result
        .clone()
        .and_then(|result| serde_json::from_value(result).ok())
        .ok_or_else(ApiError::internal)?;
    Ok((task, result))
}

fn already_decided(decision: &NormalizationDecision) -> ApiError {
    ApiError::invalid_task_state("the patch was already decided")
        .with_details(json!({ "decision": decision }))
}

/// Records `decision` on the task once; a decision made meanwhile by another request wins and
/// is returned instead.
async fn record(
    ctx: &AppContext,
    task: &TaskState,
    mut result: NormalizationResult,
    decision: NormalizationDecision,
) -> Result<NormalizationDecision, ApiError> {
    let accepted = decision.verdict == Verdict::Accepted;
    result.decision = Some(decision.clone());
    let change = TaskChange::Decide {
        accepted,
        result: json!(result),
    };
    let transition = task
        .apply(change, ctx.stores.clock.now(), ctx.config.draft_expiration)
        .map_err(|e| ApiError::invalid_task_state(e.to_string()))?;
    match ctx.stores.tasks.write(&transition).await {
        Ok(()) => Ok(decision),
        Err(StoreError::Conflict(_)) => {
            let current = ctx.stores.tasks.get(&task.task_id).await?;
            current
                .and_then(|t| t.result)
                .and_then(|r| serde_json::from_value::<NormalizationResult>(r).ok())
                .and_then(|r| r.decision)
                .ok_or_else(|| ApiError::invalid_task_state("the task changed; read it again"))
        }
        Err(other) => Err(other.into()),
    }
}

/// `POST /api/tasks/{id}/normalize/accept`: applies the chosen operations to the target.
#[utoipa::path(post, operation_id = "accept_normalization", path = "/api/tasks/{id}/normalize/accept", tag = "tasks", params(("id" = String, Path)),
    request_body = AcceptRequest,
    responses(
        (status = 200, description = "The decision and the patched recipe", body = DecisionRecorded),
        (status = 409, description = "`INVALID_TASK_STATE` (decided otherwise, or not done) or `VERSION_CONFLICT` (the recipe changed since)", body = ErrorBody),
        (status = 422, description = "`VALIDATION_FAILED`: the chosen operations do not apply", body = ErrorBody),
    ))]
pub async fn accept(
    State(ctx): State<AppContext>,
    caller: Caller,
    Path(id): Path<String>,
    JsonBody(request): JsonBody<AcceptRequest>,
) -> Result<Json<DecisionRecorded>, ApiError> {
    let (task, result) = load_result(&ctx, &caller, &id).await?;
    let ops = result.selected(&request.ops).map_err(|e| {
        ApiError::invalid_payload(e.to_string()).with_details(json!({ "ops": request.ops }))
    })?;
    let mut indices = request.ops.clone();
    indices.sort_unstable();
    let decision = match &result.decision {
        Some(made) if made.verdict == Verdict::Accepted && made.ops == indices => made.clone(),
        Some(made) => return Err(already_decided(made)),
        None => {
            // Checked before recording so that a patch that cannot apply is refused undecided.
            let subject = resolve(&ctx, &caller, &result.target.id).await?;
            ensure_unchanged(&subject, &result.target)?;
            apply_patch(&subject.recipe, &ops)
                .map_err(|e| ApiError::validation_failed(e.to_string()))?;
            let decision = NormalizationDecision {
                verdict: Verdict::Accepted,
                ops: indices,
                decided_by: caller.user.clone(),
                decided_at: ctx.stores.clock.now(),
            };
            let recorded = record(&ctx, &task, result.clone(), decision.clone()).await?;
            if recorded != decision {
                return Err(already_decided(&recorded));
            }
            recorded
        }
    };
    let recipe = apply_decision(&ctx, &caller, &task, &result.target, &ops).await?;
    Ok(Json(DecisionRecorded {
        task_id: task.task_id,
        decision,
        recipe: Some(recipe),
    }))
}

fn ensure_unchanged(subject: &Subject, target: &NormalizationTarget) -> Result<(), ApiError> {
    if subject.target.version == target.version {
        return Ok(());
    }
    Err(ApiError::version_conflict(
        "the recipe changed since the patch was proposed: normalize it again",
    )
    .with_details(
        json!({ "proposedFor": target.version, "currentVersion": subject.target.version }),
    ))
}

/// Applies an accepted decision's operations to the target, unless a replayed request finds
/// them applied already (the target one version on and equal to the patched base).
async fn apply_decision(
    ctx: &AppContext,
    caller: &Caller,
    task: &TaskState,
    target: &NormalizationTarget,
    ops: &[NormalizationOp],
) -> Result<Recipe, ApiError> {
    let subject = resolve(ctx, caller, &target.id).await?;
    if subject.target.version != target.version {
        let base: Option<Recipe> = match ctx.stores.artifacts.get(&task.task_id, BASE).await? {
            Some(artifact) => serde_json::from_slice(&artifact.body).ok(),
            None => None,
        };
        let expected = base.and_then(|base| apply_patch(&base, ops).ok());
        if expected.is_some_and(|patched| same_content(&patched, &subject.recipe)) {
            return Ok(subject.recipe);
        }
        ensure_unchanged(&subject, target)?;
    }
    let patched = apply_patch(&subject.recipe, ops)
        .map_err(|e| ApiError::validation_failed(e.to_string()))?;
    match target.kind {
        NormalizationTargetKind::Recipe => {
            let stored = load(ctx, caller, &target.id, Access::Write).await?;
            save_next_version(ctx, &stored, patched).await
        }
        NormalizationTargetKind::Draft => edit_draft(ctx, caller, &target.id, patched).await,
    }
}

/// Whether two versions of a recipe say the same, ignoring version and timestamps.
fn same_content(a: &Recipe, b: &Recipe) -> bool {
    let strip = |r: &Recipe| Recipe {
        version: None,
        created_at: None,
        updated_at: None,
        ..r.clone()
    };
    strip(a) == strip(b)
}

/// Replaces the recipe of a draft in review and reruns its review findings.
async fn edit_draft(
    ctx: &AppContext,
    caller: &Caller,
    task_id: &str,
    recipe: Recipe,
) -> Result<Recipe, ApiError> {
    let task = load_own_task(ctx, caller, task_id).await?;
    let mut draft = review_draft(&task).ok_or_else(ApiError::internal)?;
    draft.recipe = recipe;
    crate::ingest::phases::review_findings(ctx, task_id, &task.owner, &mut draft).await?;
    let mut result = task.result.clone().unwrap_or(Value::Null);
    result["draft"] = json!(draft);
    let transition = task
        .apply(
            TaskChange::EditDraft { result },
            ctx.stores.clock.now(),
            ctx.config.draft_expiration,
        )
        .map_err(|e| ApiError::invalid_task_state(e.to_string()))?;
    match ctx.stores.tasks.write(&transition).await {
        Ok(()) => Ok(draft.recipe),
        Err(StoreError::Conflict(_)) => Err(ApiError::version_conflict(
            "the draft changed while the patch was applied: normalize it again",
        )),
        Err(other) => Err(other.into()),
    }
}

/// `POST /api/tasks/{id}/normalize/reject`: records the rejection; nothing is changed.
#[utoipa::path(post, operation_id = "reject_normalization", path = "/api/tasks/{id}/normalize/reject", tag = "tasks", params(("id" = String, Path)),
    responses(
        (status = 200, description = "The decision; nothing is changed", body = DecisionRecorded),
        (status = 409, description = "`INVALID_TASK_STATE`: decided otherwise, or not done", body = ErrorBody),
    ))]
pub async fn reject(
    State(ctx): State<AppContext>,
    caller: Caller,
    Path(id): Path<String>,
) -> Result<Json<DecisionRecorded>, ApiError> {
    let (task, result) = load_result(&ctx, &caller, &id).await?;
    let decision = match &result.decision {
        Some(made) if made.verdict == Verdict::Rejected => made.clone(),
        Some(made) => return Err(already_decided(made)),
        None => {
            let decision = NormalizationDecision {
                verdict: Verdict::Rejected,
                ops: Vec::new(),
                decided_by: caller.user.clone(),
                decided_at: ctx.stores.clock.now(),
            };
            let recorded = record(&ctx, &task, result.clone(), decision).await?;
            if recorded.verdict != Verdict::Rejected {
                return Err(already_decided(&recorded));
            }
            recorded
        }
    };
    Ok(Json(DecisionRecorded {
        task_id: task.task_id,
        decision,
        recipe: None,
    }))
}
