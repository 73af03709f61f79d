//! Imports of what the user brings instead of a URL to fetch (issue 17, CONTRACTS §9): mode
//! `Html`, a page saved in the browser (past bot walls and paywalled layouts, honestly: nothing
//! is fetched), and mode `Text`, pasted recipe text.
//!
//! The content leaves the payload when the task is created: it is stored as an artifact (gzip
//! above the threshold) that the payload references, so the task item stays small. The Extract
//! phase reads it into the same draft, snapshot and provenance a fetched page gets, then deletes
//! it unless raw pages are kept (`FETCH_KEEP_RAW_HTML`, seed 004 §15.4).

use cookbook_domain::{IngestMode, IngestPayload, TaskState};
use cookbook_ingest::brought::{extract_pasted_text, saved_page_address};
use cookbook_store::artifact::artifact_uri;
use serde_json::json;

use crate::AppContext;
use crate::error::ApiError;
use crate::ingest::phases::save_extraction;
use crate::work::WorkError;

/// Largest saved page or pasted text accepted.
pub const MAX_CONTENT_BYTES: usize = 2 * 1024 * 1024;

/// The artifact holding a brought import's content, for the modes that bring one.
pub(crate) fn content_name(mode: IngestMode) -> Option<&'static str> {
    match mode {
        IngestMode::Html => Some("page.html"),
        IngestMode::Text => Some("pasted.txt"),
        IngestMode::Url | IngestMode::Query | IngestMode::Normalize => None,
    }
}

/// Whether `url` can stand as a recipe's source: an absolute http(s) address. It is never
/// fetched, so no address policy applies.
fn is_web_address(url: &str) -> bool {
    url.starts_with("http") && cookbook_ingest::is_page_url(url)
}

/// Moves the saved page or pasted text of a new task's `payload` into its artifact and puts
/// the artifact's address in its place; a saved page without `url` takes the address it names.
/// Other modes' payloads must not carry content.
pub(crate) async fn store_content(
    ctx: &AppContext,
    task_id: &str,
    payload: &mut IngestPayload,
) -> Result<(), ApiError> {
    if payload.content_artifact.is_some() {
        return Err(ApiError::invalid_payload(
            "payload.contentArtifact is set by the server; send payload.html or payload.text",
        ));
    }
    let Some(name) = content_name(payload.mode) else {
        if payload.html.is_some() || payload.text.is_some() {
            return Err(ApiError::invalid_payload(
                "payload.html and payload.text belong to modes Html and Text",
            ));
        }
        return Ok(());
    };
    let (content, other, content_type) = match payload.mode {
        IngestMode::Html => (payload.html.take(), payload.text.take(), "text/html"),
        _ => (
            payload.text.take(),
            payload.html.take(),
            "text/plain; charset=utf-8",
        ),
    };
    let content = content.unwrap_or_default();
    if other.is_some() {
        return Err(ApiError::invalid_payload(format!(
            "mode {:?} takes only payload.{}",
            payload.mode,
            if payload.mode == IngestMode::Html {
                "html"
            } else {
                "text"
            }
        )));
    }
    if content.len() > MAX_CONTENT_BYTES {
        return Err(
            ApiError::payload_too_large(MAX_CONTENT_BYTES).with_details(json!({
                "field": "payload", "size": content.len(), "limit": MAX_CONTENT_BYTES
            })),
        );
    }
    if let Some(url) = &payload.url
        && !is_web_address(url)
    {
        return Err(ApiError::invalid_payload(format!(
            "payload.url `{url}` must be an http(s) address: the page's own address, kept as \
             the recipe's source (it is not fetched)"
        ))
        .with_details(json!({ "url": url })));
    }
    if payload.mode == IngestMode::Html && payload.url.is_none() {
        payload.url = Some(saved_page_address(&content).ok_or_else(|| {
            ApiError::invalid_payload(
                "payload.url is required: the saved page does not name its address (no \
                 canonical link); send the address you saved it from",
            )
        })?);
    }
    // A page that does not fit even compressed is refused as PAYLOAD_TOO_LARGE.
    ctx.stores
        .artifacts
        .put(task_id, name, content_type, content.as_bytes())
        .await?;
    payload.content_artifact = Some(artifact_uri(task_id, name));
    Ok(())
}

/// The Extract phase's reading of a brought import: the draft and snapshot from its content,
/// which is then deleted unless raw pages are kept. A redelivery after the deletion finds the
/// draft or snapshot it left and reads nothing.
pub(crate) async fn read_content(ctx: &AppContext, task: &TaskState) -> Result<(), WorkError> {
    let Some(name) = content_name(task.payload.mode) else {
        return Ok(());
    };
    let id = &task.task_id;
    let Some(artifact) = ctx.stores.artifacts.get(id, name).await? else {
        return Ok(());
    };
    let content = String::from_utf8_lossy(&artifact.body);
    let url = task.payload.url.as_deref();
    let at = task.created_at;
    match task.payload.mode {
        IngestMode::Html => {
            let url = url.unwrap_or_default();
            let extraction = cookbook_ingest::extract(&content, url, at);
            save_extraction(ctx, id, extraction, || {
                cookbook_ingest::text_snapshot(&content)
            })
            .await?;
        }
        _ => {
            let extraction = extract_pasted_text(&content, url, at);
            save_extraction(ctx, id, extraction, || content.to_string()).await?;
        }
    }
    if !ctx.config.fetch.keep_raw_html {
        ctx.stores.artifacts.delete(id, name).await?;
    }
    Ok(())
}
