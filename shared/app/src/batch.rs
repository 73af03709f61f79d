//! Batch imports: a queue message carrying a list of URLs becomes one ingest task per URL.
//!
//! Task ids are derived from the batch id and the URL's position, so a redelivered message finds
//! the tasks it already created (and re-sends the first phase of any still pending) instead of
//! creating them twice.

use cookbook_domain::{IngestMode, IngestPayload, TaskStatus};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use crate::AppContext;
use crate::auth::Caller;
use crate::tasks::create_ingest_task;
use crate::work::WorkError;

/// The body of a `batch-import` message: the URLs themselves, or where a list of them is
/// stored (`folder/file` in the artifact bucket, one URL per line).
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct BatchImport {
    /// Unique per batch; names the tasks it creates.
    pub batch_id: String,
    pub owner: String,
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

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct BatchItemError {
    pub code: String,
    pub message: String,
}

/// A UUID (version 8) derived from the batch and the position, stable across redeliveries.
fn batch_task_id(batch_id: &str, index: usize) -> String {
    let digest = Sha256::digest(format!("{batch_id}\n{index}").as_bytes());
    let mut bytes = [0u8; 16];
    bytes.copy_from_slice(&digest[..16]);
    uuid::Uuid::new_v8(bytes).to_string()
}

/// Creates the batch's tasks; URLs the policy refuses are reported, not retried. Store failures
/// fail the whole message so it is redelivered.
pub async fn import_batch(
    ctx: &AppContext,
    batch: &BatchImport,
) -> Result<Vec<BatchItem>, WorkError> {
    let caller = Caller {
        user: batch.owner.clone(),
        admin: false,
    };
    let thread_id = batch
        .thread_id
        .clone()
        .unwrap_or_else(|| batch.batch_id.clone());
    let urls = batch.resolve_urls(ctx).await?;
    let mut items = Vec::with_capacity(urls.len());
    for (index, url) in urls.iter().enumerate() {
        let task_id = batch_task_id(&batch.batch_id, index);
        if let Some(existing) = ctx.stores.tasks.get(&task_id).await? {
            if existing.status == TaskStatus::Pending {
                crate::ingest::start(ctx, &existing)
                    .await
                    .map_err(|e| WorkError::Transient(e.message))?;
            }
            items.push(BatchItem {
                url: url.clone(),
                task_id,
                error: None,
            });
            continue;
        }
        let payload = IngestPayload {
            mode: IngestMode::Url,
            url: Some(url.trim().to_owned()),
            query: None,
            constraints: None,
            recipe_id: None,
            prompt_selection: None,
            prompt_overrides: None,
        };
        let error = match create_ingest_task(
            ctx,
            &caller,
            task_id.clone(),
            Some(thread_id.clone()),
            payload,
        )
        .await
        {
            Ok(_) => None,
            Err(e) if e.status.is_client_error() => Some(BatchItemError {
                code: e.code.to_owned(),
                message: e.message,
            }),
            Err(e) => return Err(WorkError::Transient(e.message)),
        };
        items.push(BatchItem {
            url: url.clone(),
            task_id,
            error,
        });
    }
    Ok(items)
}
