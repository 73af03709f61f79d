//! Batch imports: a queue message carrying a list of URLs becomes one ingest task per URL.
//!
//! Task ids are derived from the batch id and the URL's position, so a redelivered message finds
//! the tasks it already created (and re-sends the first phase of any still pending) instead of
//! creating them twice.

use std::collections::BTreeMap;

use cookbook_domain::{IngestMode, IngestPayload, PlanDocument, PlanDocumentKind, TaskStatus};
use cookbook_store::StoreError;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use crate::AppContext;
use crate::auth::Caller;
use crate::ingest::tasks::create_ingest_task;
use crate::work::WorkError;

/// The body of a `batch-import` message: the URLs themselves, or where a list of them is
/// stored (`folder/file` in the artifact bucket, one URL per line).
///
/// A batch made by `POST /api/imports` is stored first; its message carries only the id, and
/// the owner and URLs come from the stored batch, never from the message. A message with no
/// stored batch is an operator's (sending to the queue takes IAM permission) and must name
/// the owner.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct BatchImport {
    /// Unique per batch; names the tasks it creates.
    pub batch_id: String,
    #[serde(default)]
    pub owner: Option<String>,
    #[serde(default)]
    pub urls: Vec<String>,
    #[serde(default)]
    pub url_list_key: Option<String>,
    #[serde(default)]
    pub thread_id: Option<String>,
}

impl BatchImport {
    /// The batch's URLs: the message's own, then those of the stored list (blank lines and `#`
    /// comments skipped).
    pub async fn resolve_urls(&self, ctx: &AppContext) -> Result<Vec<String>, WorkError> {
        let mut urls = self.urls.clone();
        if let Some(key) = &self.url_list_key {
            let (folder, name) = key.split_once('/').ok_or_else(|| {
                WorkError::Malformed(format!("urlListKey `{key}` is not `folder/file`"))
            })?;
            let list = ctx
                .stores
                .artifacts
                .get(folder, name)
                .await?
                .ok_or_else(|| WorkError::Malformed(format!("no URL list stored at `{key}`")))?;
            urls.extend(
                String::from_utf8_lossy(&list.body)
                    .lines()
                    .map(str::trim)
                    .filter(|line| !line.is_empty() && !line.starts_with('#'))
                    .map(str::to_owned),
            );
        }
        Ok(urls)
    }
}

/// What happened to each URL of a batch.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct BatchItem {
    pub url: String,
    pub task_id: String,
    /// `None` when the task exists; else why the URL was refused (e.g. `URL_NOT_ALLOWED`).
    pub error: Option<BatchItemError>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct BatchItemError {
    pub code: String,
    pub message: String,
}

/// A batch as `POST /api/imports` stores it (the body of its `ImportBatch` document).
#[derive(Debug, Clone, Default, Deserialize, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct StoredBatch {
    pub urls: Vec<String>,
    /// Why each refused URL (by position) got no task; filled in when the batch is processed.
    #[serde(default)]
    pub refused: BTreeMap<usize, BatchItemError>,
    /// Whether the batch-import function has created its tasks.
    #[serde(default)]
    pub processed: bool,
}

/// The stored batch `batch_id`, with its document, if `POST /api/imports` made it.
pub(crate) async fn stored_batch(
    ctx: &AppContext,
    batch_id: &str,
) -> Result<Option<(PlanDocument, StoredBatch)>, StoreError> {
    let Some(document) = ctx
        .stores
        .plans
        .get(PlanDocumentKind::ImportBatch, batch_id)
        .await?
    else {
        return Ok(None);
    };
    let batch = serde_json::from_value(document.body.clone())
        .map_err(|e| StoreError::Backend(format!("import batch {batch_id}: {e}")))?;
    Ok(Some((document, batch)))
}

/// Whose batch this is and which URLs it holds: the stored batch's, else the operator message's.
async fn owner_and_urls(
    ctx: &AppContext,
    batch: &BatchImport,
) -> Result<(String, Vec<String>, Option<(PlanDocument, StoredBatch)>), WorkError> {
    match stored_batch(ctx, &batch.batch_id).await? {
        Some((document, stored)) => {
            if batch
                .owner
                .as_ref()
                .is_some_and(|owner| *owner != document.owner)
            {
                return Err(WorkError::Malformed(format!(
                    "batch {} belongs to another user than the message names",
                    batch.batch_id
                )));
            }
            let urls = stored.urls.clone();
            Ok((document.owner.clone(), urls, Some((document, stored))))
        }
        None => {
            let owner = batch.owner.clone().ok_or_else(|| {
                WorkError::Malformed(format!(
                    "batch {} is not stored and its message names no owner",
                    batch.batch_id
                ))
            })?;
            Ok((owner, batch.resolve_urls(ctx).await?, None))
        }
    }
}

/// Records which URLs were refused, once; a concurrent redelivery that recorded it first wins.
async fn record_outcome(
    ctx: &AppContext,
    (document, mut stored): (PlanDocument, StoredBatch),
    items: &[BatchItem],
) -> Result<(), WorkError> {
    if stored.processed {
        return Ok(());
    }
    stored.processed = true;
    stored.refused = items
        .iter()
        .enumerate()
        .filter_map(|(index, item)| Some((index, item.error.clone()?)))
        .collect();
    let updated = PlanDocument {
        version: document.version + 1,
        body: serde_json::json!(stored),
        updated_at: ctx.stores.clock.now(),
        ..document
    };
    match ctx.stores.plans.write(&updated).await {
        Ok(()) | Err(StoreError::Conflict(_)) => Ok(()),
        Err(other) => Err(other.into()),
    }
}

/// A UUID (version 8) derived from the batch and the position, stable across redeliveries.
pub(crate) fn batch_task_id(batch_id: &str, index: usize) -> String {
    let digest = Sha256::digest(format!("{batch_id}\n{index}").as_bytes());
    let mut bytes = [0u8; 16];
    bytes.copy_from_slice(&digest[..16]);
    uuid::Uuid::new_v8(bytes).to_string()
}

/// Creates the task `task_id` of a batch (or a migration) unless an earlier delivery did, and
/// re-sends the first phase of one still pending. A payload the API refuses is reported, not
/// retried; store failures fail the message so it is redelivered.
pub(crate) async fn start_task_once(
    ctx: &AppContext,
    caller: &Caller,
    task_id: &str,
    thread_id: &str,
    payload: IngestPayload,
) -> Result<Option<BatchItemError>, WorkError> {
    if let Some(existing) = ctx.stores.tasks.get(task_id).await? {
        if existing.status == TaskStatus::Pending {
            crate::ingest::phases::start(ctx, &existing)
                .await
                .map_err(|e| WorkError::Transient(e.message))?;
        }
        return Ok(None);
    }
    let created = create_ingest_task(
        ctx,
        caller,
        task_id.to_owned(),
        Some(thread_id.to_owned()),
        payload,
    )
    .await;
    match created {
        Ok(_) => Ok(None),
        Err(e) if e.status.is_client_error() => Ok(Some(BatchItemError {
            code: e.code.to_owned(),
            message: e.message,
        })),
        Err(e) => Err(WorkError::Transient(e.message)),
    }
}

/// Creates the batch's tasks; URLs the policy refuses are reported, not retried. Store failures
/// fail the whole message so it is redelivered.
pub async fn import_batch(
    ctx: &AppContext,
    batch: &BatchImport,
) -> Result<Vec<BatchItem>, WorkError> {
    let (owner, urls, stored) = owner_and_urls(ctx, batch).await?;
    let caller = Caller {
        user: owner,
        admin: false,
    };
    let thread_id = batch
        .thread_id
        .clone()
        .unwrap_or_else(|| batch.batch_id.clone());
    let mut items = Vec::with_capacity(urls.len());
    for (index, url) in urls.iter().enumerate() {
        let task_id = batch_task_id(&batch.batch_id, index);
        let payload = IngestPayload {
            url: Some(url.trim().to_owned()),
            ..IngestPayload::new(IngestMode::Url)
        };
        let error = start_task_once(ctx, &caller, &task_id, &thread_id, payload).await?;
        items.push(BatchItem {
            url: url.clone(),
            task_id,
            error,
        });
    }
    if let Some(stored) = stored {
        record_outcome(ctx, stored, &items).await?;
    }
    Ok(items)
}
