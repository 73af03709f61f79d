//! Batch imports through the API (CONTRACTS.md §9): `POST /api/imports {"urls": [...]}` stores
//! the batch under the caller and sends its id to the batch-import queue (`202 {id, status}`);
//! `GET /api/imports/{id}` lists its tasks and their statuses, owner-scoped. The batch-import
//! function ([`crate::ingest::batch`]) reads the owner and URLs back from the stored batch.

use axum::Json;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use cookbook_domain::ids::new_id;
use cookbook_domain::{PlanDocument, PlanDocumentKind};
use cookbook_store::QueueName;
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};
use utoipa::ToSchema;

use crate::AppContext;
use crate::auth::Caller;
use crate::error::ApiError;
use crate::ingest::batch::{BatchImport, StoredBatch, batch_task_id, stored_batch};
use crate::request::body::JsonBody;

/// Most URLs one request may import; larger lists go in several batches.
pub const MAX_BATCH_URLS: usize = 200;

/// `POST /api/imports` body.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct CreateImport {
    /// 1 to 200 recipe page URLs.
    #[schema(min_items = 1, max_items = 200)]
    urls: Vec<String>,
}

/// `202` answer to `POST /api/imports`.
#[derive(Debug, Serialize, ToSchema)]
pub struct ImportAccepted {
    id: String,
    status: BatchStatus,
}

/// Whether the batch-import function has made the batch's tasks yet.
#[derive(Debug, Clone, Copy, Serialize, ToSchema)]
#[serde(rename_all = "UPPERCASE")]
pub enum BatchStatus {
    Pending,
    Processed,
}

/// `GET /api/imports/{id}`: the batch and each URL's task.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ImportBatch {
    id: String,
    status: BatchStatus,
    created_at: jiff::Timestamp,
    tasks: Vec<ImportItem>,
}

/// One URL of a batch as `GET /api/imports/{id}` lists it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ImportItem {
    task_id: Option<String>,
    url: String,
    /// The task's status; `Pending` until the batch is processed, `Refused` for a URL the fetch
    /// policy refused (no task; see `error`).
    status: String,
    /// Why the fetch policy refused the URL (the error body's shape).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<Object>)]
    error: Option<Value>,
}

/// `POST /api/imports`: stores the batch and queues it.
#[utoipa::path(post, operation_id = "create_import", path = "/api/imports", tag = "imports", request_body = CreateImport,
    responses((status = 202, description = "The batch is stored and queued", body = ImportAccepted)))]
pub async fn create(
    State(ctx): State<AppContext>,
    caller: Caller,
    JsonBody(request): JsonBody<CreateImport>,
) -> Result<(StatusCode, Json<ImportAccepted>), ApiError> {
    let urls: Vec<String> = request
        .urls
        .iter()
        .map(|url| url.trim().to_owned())
        .collect();
    if urls.is_empty() || urls.len() > MAX_BATCH_URLS || urls.iter().any(String::is_empty) {
        return Err(ApiError::invalid_payload(format!(
            "urls must list 1 to {MAX_BATCH_URLS} non-empty URLs (got {}); split longer lists \
             into several imports",
            urls.len()
        ))
        .with_details(json!({ "field": "urls", "count": urls.len(), "max": MAX_BATCH_URLS })));
    }
    let id = new_id();
    let now = ctx.stores.clock.now();
    let batch = StoredBatch {
        urls,
        ..StoredBatch::default()
    };
    let document = PlanDocument {
        kind: PlanDocumentKind::ImportBatch,
        id: id.clone(),
        owner: caller.user.clone(),
        version: 1,
        body: json!(batch),
        created_at: now,
        updated_at: now,
    };
    ctx.stores.plans.write(&document).await?;
    let message = BatchImport {
        batch_id: id.clone(),
        owner: None,
        urls: Vec::new(),
        url_list_key: None,
        thread_id: None,
    };
    let body = serde_json::to_string(&message).map_err(|_| ApiError::internal())?;
    ctx.stores.queue.send(QueueName::BatchImport, &body).await?;
    let accepted = ImportAccepted {
        id,
        status: BatchStatus::Pending,
    };
    Ok((StatusCode::ACCEPTED, Json(accepted)))
}

/// `GET /api/imports/{id}`: the batch and each URL's task; another user's batch is 404.
#[utoipa::path(get, operation_id = "get_import", path = "/api/imports/{id}", tag = "imports", params(("id" = String, Path)),
    responses((status = 200, body = ImportBatch)))]
pub async fn get(
    State(ctx): State<AppContext>,
    caller: Caller,
    Path(id): Path<String>,
) -> Result<Json<ImportBatch>, ApiError> {
    let missing = || ApiError::not_found(format!("import `{id}` not found"));
    let (document, batch) = stored_batch(&ctx, &id).await?.ok_or_else(missing)?;
    if document.owner != caller.user {
        return Err(missing());
    }
    let mut tasks = Vec::with_capacity(batch.urls.len());
    for (index, url) in batch.urls.iter().enumerate() {
        let item = match batch.refused.get(&index) {
            Some(error) => ImportItem {
                task_id: None,
                url: url.clone(),
                status: "Refused".to_owned(),
                error: Some(json!(error)),
            },
            None => {
                let task_id = batch_task_id(&id, index);
                let status = ctx
                    .stores
                    .tasks
                    .get(&task_id)
                    .await?
                    .map_or("Pending", |task| task.status.as_str());
                ImportItem {
                    task_id: Some(task_id),
                    url: url.clone(),
                    status: status.to_owned(),
                    error: None,
                }
            }
        };
        tasks.push(item);
    }
    let status = if batch.processed {
        BatchStatus::Processed
    } else {
        BatchStatus::Pending
    };
    Ok(Json(ImportBatch {
        id,
        status,
        created_at: document.created_at,
        tasks,
    }))
}
