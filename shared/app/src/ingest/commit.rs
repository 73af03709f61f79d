//! Committing a reviewed draft (seed 004 §4.3, §8.2): `POST /api/recipes/import`.
//!
//! The recipe's id is the task's id, so a commit is idempotent: the recipe is created first
//! (put-if-absent), then the task moves to Committed in a conditional write. A crash between the
//! two is repaired by committing again; of concurrent commits exactly one moves the task, the
//! others see it Committed (200, same recipe) or lose the race (409 COMMIT_CONFLICT).

use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use cookbook_domain::method_link::with_method_linked;
use cookbook_domain::{
    Recipe, RecipeDraft, RecipeSource, TaskChange, TaskState, TaskStatus, ValidationReport,
};
use cookbook_store::{Retention, StoreError};
use serde::Deserialize;
use serde_json::json;

use crate::AppContext;
use crate::auth::Caller;
use crate::error::{ApiError, ErrorBody};
use crate::ingest::phases::{checked_against, recipe_findings, snapshot_of};
use crate::ingest::tasks::load_own_task;
use crate::recipes::crud::prepare;
use crate::request::body::JsonBody;

/// `POST /api/recipes/import` body: the task, and for edit-then-commit the edited recipe.
/// `methodAsLink` keeps the ingredients, times, yield and facts and replaces the method with
/// one step linking to the source (issue 17): the way to commit a draft whose steps copy the
/// page when no model can rewrite them.
#[derive(Debug, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct CommitRequest {
    task_id: String,
    #[serde(default)]
    draft_recipe: Option<Recipe>,
    #[serde(default)]
    source: Option<RecipeSource>,
    #[serde(default)]
    method_as_link: bool,
}

fn conflict(message: &str) -> ApiError {
    ApiError::new(StatusCode::CONFLICT, "COMMIT_CONFLICT", message)
}

async fn committed_recipe(
    ctx: &AppContext,
    task: &TaskState,
) -> Result<(StatusCode, Json<Recipe>), ApiError> {
    let recipe = ctx
        .stores
        .recipes
        .get(&task.task_id)
        .await?
        .ok_or_else(|| ApiError::not_found("the committed recipe was deleted since"))?;
    Ok((StatusCode::OK, Json(recipe)))
}

fn review_draft(task: &TaskState) -> Result<RecipeDraft, ApiError> {
    task.result
        .as_ref()
        .and_then(|result| result.get("draft"))
        .and_then(|draft| serde_json::from_value(draft.clone()).ok())
        .ok_or_else(ApiError::internal)
}

/// `recipe` with its method replaced by a link to `source`'s address, and its findings; a recipe
/// whose source has no web address (pasted text) has nothing to link to.
async fn method_linked(
    ctx: &AppContext,
    task: &TaskState,
    mut recipe: Recipe,
    source: &RecipeSource,
) -> Result<(Recipe, ValidationReport), ApiError> {
    if source.url.trim().is_empty() {
        return Err(ApiError::invalid_payload(
            "methodAsLink needs a source address to link to, and this draft has none: rewrite the steps in your own words and commit the edited draftRecipe",
        ));
    }
    recipe.clean_text();
    let snapshot = snapshot_of(ctx, &task.task_id).await?;
    let linked = with_method_linked(recipe, &source.url, &snapshot, &ctx.config.guardrail);
    let (findings, _) = checked_against(ctx, &snapshot, &linked);
    Ok((linked, findings))
}

/// `POST /api/recipes/import`: 201 with the new recipe, 200 with it when already committed.
#[utoipa::path(post, operation_id = "commit_draft", path = "/api/recipes/import", tag = "tasks", request_body = CommitRequest,
    responses(
        (status = 201, description = "The new recipe, its id the task's", body = Recipe),
        (status = 200, description = "The recipe, committed before", body = Recipe),
        (status = 404, description = "`TASK_NOT_FOUND`", body = ErrorBody),
        (status = 409, description = "`INVALID_TASK_STATE` (not in review) or `COMMIT_CONFLICT`", body = ErrorBody),
        (status = 410, description = "`DRAFT_EXPIRED`: import it again", body = ErrorBody),
        (status = 422, description = "`VALIDATION_FAILED`: the draft has errors; edit it, then commit the edit", body = ErrorBody),
    ))]
pub async fn import(
    State(ctx): State<AppContext>,
    caller: Caller,
    JsonBody(request): JsonBody<CommitRequest>,
) -> Result<(StatusCode, Json<Recipe>), ApiError> {
    let task = load_own_task(&ctx, &caller, &request.task_id).await?;
    let now = ctx.stores.clock.now();
    let expired = |at: Option<jiff::Timestamp>| {
        ApiError::new(
            StatusCode::GONE,
            "DRAFT_EXPIRED",
            "the draft expired and cannot be committed; import it again",
        )
        .with_details(json!({ "taskId": task.task_id, "expiredAt": at }))
    };
    match task.status {
        TaskStatus::Committed => return committed_recipe(&ctx, &task).await,
        TaskStatus::Expired => return Err(expired(task.expires_at)),
        TaskStatus::ReviewReady if task.expires_at.is_some_and(|at| at <= now) => {
            return Err(expired(task.expires_at));
        }
        TaskStatus::ReviewReady => {}
        other => {
            return Err(ApiError::invalid_task_state(format!(
                "task is {}; only drafts in review can be committed",
                other.as_str()
            )));
        }
    }
    let draft = review_draft(&task)?;
    let source = request.source.unwrap_or(draft.source);
    // An edited or linked draft is judged afresh, guardrail included: sending the flagged draft
    // back as an "edit" must not commit the page's copied words.
    let (recipe, findings) = match (request.draft_recipe, request.method_as_link) {
        (edited, true) => {
            method_linked(&ctx, &task, edited.unwrap_or(draft.recipe), &source).await?
        }
        (Some(mut edited), false) => {
            edited.clean_text();
            let (findings, _) = recipe_findings(&ctx, &task.task_id, &edited).await?;
            (edited, findings)
        }
        (None, false) => (draft.recipe, draft.validation),
    };
    if !findings.is_valid() {
        return Err(ApiError::validation_failed(
            "the draft has validation errors: edit it, then commit the edited recipe",
        )
        .with_details(json!({ "errors": findings.errors })));
    }
    let recipe = prepare(Recipe {
        id: Some(task.task_id.clone()),
        owner: Some(caller.user.clone()),
        version: Some(1),
        source: Some(source),
        created_at: Some(now),
        updated_at: Some(now),
        ..recipe
    })?;
    let created_here = match ctx.stores.recipes.create(&recipe).await {
        Ok(()) => true,
        // An earlier or concurrent commit of this task created it.
        Err(StoreError::Conflict(_)) => false,
        Err(other) => return Err(other.into()),
    };
    let transition = task
        .apply(TaskChange::Commit, now, ctx.config.draft_expiration)
        .map_err(|e| conflict(&e.to_string()))?;
    match ctx.stores.tasks.write(&transition).await {
        Ok(()) => {}
        Err(StoreError::Conflict(_)) => {
            let current = load_own_task(&ctx, &caller, &task.task_id).await?;
            return match current.status {
                TaskStatus::Committed => committed_recipe(&ctx, &current).await,
                _ => Err(conflict(
                    "the task changed while it was being committed; read it again",
                )),
            };
        }
        Err(other) => return Err(other.into()),
    }
    ctx.stores
        .artifacts
        .set_retention(&task.task_id, Retention::Committed)
        .await?;
    // Only a recipe another commit created needs reading back.
    let stored = if created_here {
        recipe
    } else {
        ctx.stores
            .recipes
            .get(&task.task_id)
            .await?
            .unwrap_or(recipe)
    };
    Ok((StatusCode::CREATED, Json(stored)))
}
