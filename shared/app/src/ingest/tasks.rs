//! The tasks API (seed 004 §7–§8, CONTRACTS.md §3): create ingest tasks, read their state,
//! events and artifacts, and reject drafts in review. Everything is owner-scoped.

use std::collections::BTreeMap;

use axum::Json;
use axum::extract::{Path, State};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use cookbook_domain::ids::new_id;
use cookbook_domain::task::NewTask;
use cookbook_domain::{
    AgentType, IngestMode, IngestPayload, TaskChange, TaskEvent, TaskState, TaskStatus,
};
use cookbook_store::{ArtifactMeta, Page, Retention, StoreError, TaskFilter};
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};
use utoipa::{IntoParams, ToSchema};

use crate::AppContext;
use crate::auth::Caller;
use crate::error::{ApiError, ErrorBody};
use crate::ingest::phases as ingest;
use crate::request::body::{JsonBody, MAX_TASK_BODY_BYTES, QueryParams};
use crate::request::paging::{listing_error, page_request};

/// `POST /api/tasks` body (seed 004 §8.0.1).
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct CreateTask {
    /// `Ingest`, matched case-insensitively; the other agent types are reserved (501).
    #[schema(schema_with = implemented_agent_types)]
    agent_type: String,
    /// The conversation the task belongs to; a new one when absent.
    #[serde(default)]
    thread_id: Option<String>,
    #[schema(value_type = IngestPayload)]
    payload: Value,
}

/// The agent types a task may name today.
fn implemented_agent_types() -> utoipa::openapi::schema::Schema {
    utoipa::openapi::schema::ObjectBuilder::new()
        .schema_type(utoipa::openapi::schema::Type::String)
        .enum_values(Some([AgentType::Ingest.as_str()]))
        .into()
}

/// `202` answer to `POST /api/tasks`.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TaskAccepted {
    task_id: String,
    thread_id: String,
    agent_type: AgentType,
    status: TaskStatus,
}

fn task_not_found(id: &str) -> ApiError {
    ApiError::new(
        StatusCode::NOT_FOUND,
        "TASK_NOT_FOUND",
        format!("task `{id}` not found"),
    )
}

/// The caller's task, or `TASK_NOT_FOUND` for a task that is missing or someone else's.
pub(crate) async fn load_own_task(
    ctx: &AppContext,
    caller: &Caller,
    id: &str,
) -> Result<TaskState, ApiError> {
    match ctx.stores.tasks.get(id).await? {
        Some(task) if task.owner == caller.user => Ok(task),
        _ => Err(task_not_found(id)),
    }
}

/// What the task records for audit: who asked, and which prompts were chosen.
fn task_metadata(caller: &Caller, payload: &IngestPayload) -> BTreeMap<String, String> {
    let mut metadata = BTreeMap::from([("requestedBy".to_owned(), caller.user.clone())]);
    if let Some(Value::Object(selection)) = &payload.prompt_selection {
        for (phase, id) in selection {
            if let Some(id) = id.as_str() {
                metadata.insert(format!("promptId:{phase}"), id.to_owned());
            }
        }
    }
    if payload
        .prompt_overrides
        .as_ref()
        .is_some_and(|o| !o.is_null())
    {
        metadata.insert("promptOverrides".to_owned(), "present".to_owned());
    }
    metadata
}

/// Refuses a `promptSelection` naming an unknown phase key, or a prompt that does not exist
/// for that phase, before the task is stored.
async fn check_prompt_selection(ctx: &AppContext, payload: &IngestPayload) -> Result<(), ApiError> {
    let Some(selection) = &payload.prompt_selection else {
        return Ok(());
    };
    let Value::Object(selection) = selection else {
        return Err(ApiError::invalid_payload(
            "payload.promptSelection must be an object of phase keys and prompt ids",
        ));
    };
    for (key, id) in selection {
        let phase = crate::ingest::prompting::phase_of_selection_key(key).ok_or_else(|| {
            ApiError::invalid_payload(format!(
                "payload.promptSelection.{key}: unknown phase key; use extract, normalize, repairJson or repairParaphrase"
            ))
        })?;
        let Some(id) = id.as_str() else {
            return Err(ApiError::invalid_payload(format!(
                "payload.promptSelection.{key} must be a prompt id"
            )));
        };
        let matches = ctx
            .stores
            .prompts
            .get(id)
            .await?
            .is_some_and(|prompt| prompt.phase == phase);
        if !matches {
            return Err(ApiError::invalid_payload(format!(
                "payload.promptSelection.{key}: prompt `{id}` does not exist for {phase}"
            ))
            .with_details(json!({ "promptId": id, "phase": phase })));
        }
    }
    Ok(())
}

/// Validates an ingest payload, sends the new task's first phase message and stores it; used by
/// `POST /api/tasks`, batch imports and `cookbook import`.
pub async fn create_ingest_task(
    ctx: &AppContext,
    caller: &Caller,
    task_id: String,
    thread_id: Option<String>,
    payload: IngestPayload,
) -> Result<TaskState, ApiError> {
    let problems = payload.problems();
    if !problems.is_empty() {
        return Err(ApiError::invalid_payload(problems.join("; "))
            .with_details(json!({ "problems": problems })));
    }
    if payload
        .prompt_overrides
        .as_ref()
        .is_some_and(|o| !o.is_null())
        && !caller.admin
    {
        return Err(ApiError::forbidden(
            "payload.promptOverrides is for admins only; choose a stored prompt with \
             payload.promptSelection instead",
        ));
    }
    if payload.mode == IngestMode::Query && ctx.services.search.is_none() {
        return Err(ApiError::discovery_not_configured());
    }
    check_prompt_selection(ctx, &payload).await?;
    if payload.mode == IngestMode::Normalize {
        let id = payload.recipe_id.as_deref().unwrap_or_default();
        crate::ingest::normalize::resolve(ctx, caller, id).await?;
    }
    let mut payload = payload;
    crate::ingest::brought::store_content(ctx, &task_id, &mut payload).await?;
    if let Some(url) = &payload.url
        && crate::ingest::brought::content_name(payload.mode).is_none()
    {
        ingest::check_url(ctx, url)?;
    }
    let new = NewTask {
        task_id,
        owner: caller.user.clone(),
        thread_id: thread_id
            .filter(|t| !t.trim().is_empty())
            .unwrap_or_else(new_id),
        metadata: task_metadata(caller, &payload),
        payload,
    };
    let transition = TaskState::create(new, ctx.stores.clock.now());
    // The first message goes out before the task is stored (work::load_subject says why).
    let started = match ingest::start(ctx, transition.state()).await {
        Ok(()) => ctx
            .stores
            .tasks
            .write(&transition)
            .await
            .map_err(ApiError::from),
        Err(error) => Err(error),
    };
    if let Err(error) = started {
        // A saved page stored for a task that never came to be expires like a failed task's.
        if transition.state().payload.content_artifact.is_some() {
            let id = &transition.state().task_id;
            let discarded = ctx.stores.artifacts.set_retention(id, Retention::Discarded);
            if let Err(tagging) = discarded.await {
                tracing::warn!(task_id = %id, error = %tagging, "content of an unstored task kept");
            }
        }
        return Err(error);
    }
    Ok(transition.into_state())
}

/// `POST /api/tasks`: validates, stores the task and sends its first phase message.
///
/// Modes `Url`, `Query` and `Normalize`; mode `Html` (`{mode, html, url?}`: a page saved in the
/// browser, at most 2 MB; `url` defaults to the page's canonical link) and mode `Text`
/// (`{mode, text, url?}`: pasted recipe text) start at Extract and fetch nothing: the content is
/// stored as the artifact `payload.contentArtifact` names and deleted after extraction unless
/// raw HTML is kept. This route accepts bodies up to 3 MB (others 1 MB).
#[utoipa::path(post, operation_id = "create_task", path = "/api/tasks", tag = "tasks", request_body = CreateTask,
    responses(
        (status = 202, description = "The task is stored and its first phase queued", body = TaskAccepted),
        (status = 400, description = "`INVALID_PAYLOAD`, `INVALID_AGENT_TYPE`, or `DISCOVERY_NOT_CONFIGURED` for a query import without a search provider", body = ErrorBody),
        (status = 403, description = "`FORBIDDEN`: `promptOverrides` from a non-admin", body = ErrorBody),
        (status = 501, description = "`NOT_IMPLEMENTED`: an agent type other than Ingest", body = ErrorBody),
    ))]
pub async fn create(
    State(ctx): State<AppContext>,
    caller: Caller,
    JsonBody(request): JsonBody<CreateTask, MAX_TASK_BODY_BYTES>,
) -> Result<(StatusCode, Json<TaskAccepted>), ApiError> {
    let agent_type = AgentType::parse(&request.agent_type).ok_or_else(|| {
        ApiError::new(
            StatusCode::BAD_REQUEST,
            "INVALID_AGENT_TYPE",
            format!("unknown agentType `{}`: use Ingest", request.agent_type),
        )
        .with_details(json!({ "agentType": request.agent_type }))
    })?;
    if agent_type != AgentType::Ingest {
        return Err(ApiError::not_implemented(&format!(
            "{} tasks",
            agent_type.as_str()
        )));
    }
    let payload: IngestPayload = serde_json::from_value(request.payload)
        .map_err(|e| ApiError::invalid_payload(format!("payload: {e}")))?;
    let task = create_ingest_task(&ctx, &caller, new_id(), request.thread_id, payload).await?;
    let accepted = TaskAccepted {
        task_id: task.task_id,
        thread_id: task.thread_id,
        agent_type: task.agent_type,
        status: task.status,
    };
    Ok((StatusCode::ACCEPTED, Json(accepted)))
}

/// `GET /api/tasks` query: paging plus optional `status` (`ReviewReady`, …) and `mode`
/// (`Url`, `Query`, …, any case) filters.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(deny_unknown_fields)]
pub struct ListParams {
    #[serde(default)]
    #[param(schema_with = crate::request::paging::limit_schema)]
    limit: Option<usize>,
    /// The `next` of the previous page, unchanged.
    #[serde(default)]
    cursor: Option<String>,
    #[serde(default)]
    status: Option<TaskStatus>,
    #[serde(default)]
    mode: Option<IngestMode>,
}

/// Tasks per page unless the caller asks otherwise.
const DEFAULT_PAGE_SIZE: usize = 20;

/// `GET /api/tasks`: the caller's tasks, newest first.
#[utoipa::path(get, operation_id = "list_tasks", path = "/api/tasks", tag = "tasks", params(ListParams),
    responses((status = 200, description = "The caller's tasks, newest first", body = Page<TaskState>)))]
pub async fn list(
    State(ctx): State<AppContext>,
    caller: Caller,
    QueryParams(params): QueryParams<ListParams>,
) -> Result<Json<Page<TaskState>>, ApiError> {
    let page = page_request(params.limit, params.cursor, DEFAULT_PAGE_SIZE)?;
    let filter = TaskFilter {
        status: params.status,
        mode: params.mode,
    };
    let tasks = ctx.stores.tasks.list_by_owner(&caller.user, &filter, &page);
    tasks.await.map(Json).map_err(listing_error)
}

/// `GET /api/tasks/{id}`.
#[utoipa::path(get, operation_id = "get_task", path = "/api/tasks/{id}", tag = "tasks", params(("id" = String, Path)),
    responses((status = 200, body = TaskState)))]
pub async fn get(
    State(ctx): State<AppContext>,
    caller: Caller,
    Path(id): Path<String>,
) -> Result<Json<TaskState>, ApiError> {
    load_own_task(&ctx, &caller, &id).await.map(Json)
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(deny_unknown_fields)]
pub struct EventParams {
    #[serde(default)]
    #[param(schema_with = crate::request::paging::limit_schema)]
    limit: Option<usize>,
    #[serde(default)]
    cursor: Option<String>,
}

/// `GET /api/tasks/{id}/events`: the task's events in version order.
#[utoipa::path(get, operation_id = "list_task_events", path = "/api/tasks/{id}/events", tag = "tasks", params(("id" = String, Path), EventParams),
    responses((status = 200, description = "The task's events in version order", body = Page<TaskEvent>)))]
pub async fn events(
    State(ctx): State<AppContext>,
    caller: Caller,
    Path(id): Path<String>,
    QueryParams(params): QueryParams<EventParams>,
) -> Result<Json<Page<TaskEvent>>, ApiError> {
    load_own_task(&ctx, &caller, &id).await?;
    let page = page_request(params.limit, params.cursor, 100)?;
    let events = ctx.stores.tasks.events(&id, &page).await;
    events.map(Json).map_err(listing_error)
}

/// One artifact as listed: its description plus the type and URI task results use.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ArtifactListing {
    /// `snapshot.text`, `jsonld.recipe`, `draft.recipe.json`, … or `other`.
    r#type: &'static str,
    uri: String,
    #[serde(flatten)]
    meta: ArtifactMeta,
}

/// The artifact type of seed 004 §7.2 for a file name.
pub(crate) fn artifact_type(name: &str) -> &'static str {
    match name {
        "snapshot.txt" => "snapshot.text",
        "recipe.jsonld" => "jsonld.recipe",
        "draft.recipe.json" => "draft.recipe.json",
        "page.meta.json" => "page.meta",
        "page.html" => "page.html",
        "pasted.txt" => "pasted.text",
        "candidates.json" => "candidates",
        "normalize.patch.json" => "normalize.patch",
        "normalize.diff.md" => "normalize.diff",
        _ => "other",
    }
}

/// `GET /api/tasks/{id}/artifacts`.
#[utoipa::path(get, operation_id = "list_task_artifacts", path = "/api/tasks/{id}/artifacts", tag = "tasks", params(("id" = String, Path)),
    responses((status = 200, description = "Every artifact of the task, in one page", body = Page<ArtifactListing>)))]
pub async fn artifacts(
    State(ctx): State<AppContext>,
    caller: Caller,
    Path(id): Path<String>,
) -> Result<Json<Page<ArtifactListing>>, ApiError> {
    load_own_task(&ctx, &caller, &id).await?;
    let items: Vec<ArtifactListing> = ctx
        .stores
        .artifacts
        .list(&id)
        .await?
        .into_iter()
        .map(|meta| ArtifactListing {
            r#type: artifact_type(&meta.name),
            uri: meta.uri(),
            meta,
        })
        .collect();
    Ok(Json(Page { items, next: None }))
}

/// `GET /api/tasks/{id}/artifacts/{name}`: the artifact's content, decompressed.
#[utoipa::path(get, operation_id = "get_task_artifact", path = "/api/tasks/{id}/artifacts/{name}", tag = "tasks",
    params(("id" = String, Path), ("name" = String, Path, description = "An artifact's `name`, e.g. `snapshot.txt`")),
    responses((status = 200, description = "The artifact as stored, in its `contentType`: JSON documents, the page's HTML, its text snapshot",
        content((Object = "application/json"), (String = "text/html"), (String = "text/plain")))))]
pub async fn artifact(
    State(ctx): State<AppContext>,
    caller: Caller,
    Path((id, name)): Path<(String, String)>,
) -> Result<Response, ApiError> {
    load_own_task(&ctx, &caller, &id).await?;
    let missing = || ApiError::not_found(format!("task `{id}` has no artifact `{name}`"));
    let artifact = match ctx.stores.artifacts.get(&id, &name).await {
        Ok(Some(artifact)) => artifact,
        Ok(None) | Err(StoreError::Invalid(_)) => return Err(missing()),
        Err(other) => return Err(other.into()),
    };
    Ok((
        [(header::CONTENT_TYPE, artifact.meta.content_type)],
        artifact.body,
    )
        .into_response())
}

/// `POST /api/tasks/{id}/reject`: a draft in review is rejected; its artifacts get the
/// discarded retention.
#[utoipa::path(post, operation_id = "reject_task", path = "/api/tasks/{id}/reject", tag = "tasks", params(("id" = String, Path)),
    responses(
        (status = 200, description = "The task, now Rejected", body = TaskState),
        (status = 409, description = "`INVALID_TASK_STATE`: not a draft in review", body = ErrorBody),
    ))]
pub async fn reject(
    State(ctx): State<AppContext>,
    caller: Caller,
    Path(id): Path<String>,
) -> Result<Json<TaskState>, ApiError> {
    let task = load_own_task(&ctx, &caller, &id).await?;
    if task.status == TaskStatus::Rejected {
        return Ok(Json(task));
    }
    let now = ctx.stores.clock.now();
    let transition = task
        .apply(TaskChange::Reject, now, ctx.config.draft_expiration)
        .map_err(|e| {
            ApiError::invalid_task_state(e.to_string())
                .with_details(json!({ "status": task.status }))
        })?;
    match ctx.stores.tasks.write(&transition).await {
        Ok(()) => {}
        Err(StoreError::Conflict(_)) => {
            return Err(ApiError::invalid_task_state(
                "the task changed while it was being rejected; read it again",
            ));
        }
        Err(other) => return Err(other.into()),
    }
    ctx.stores
        .artifacts
        .set_retention(&id, Retention::Discarded)
        .await?;
    Ok(Json(transition.into_state()))
}
