//! Files over the 4 MB body limit (CONTRACTS.md §9, issue 20 §3): a migration's export goes up
//! through an upload URL, an export comes back as a download URL. On AWS they are S3 presigned
//! URLs (a Lambda body is at most 6 MB); locally `cookbook serve` takes the PUT and serves the
//! GET itself, at the routes below. Either way the URL is the credential, as a presigned URL
//! is: it names a random id, holds for an hour, and the store's transfer area is emptied daily.

use std::time::Duration;

use axum::Json;
use axum::body::Body;
use axum::extract::{Path, Request, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::Response;
use cookbook_domain::ids::new_id;
use cookbook_store::transfer::transfer_key;
use jiff::Timestamp;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use serde_json::json;
use utoipa::ToSchema;

use crate::AppContext;
use crate::auth::Caller;
use crate::error::{ApiError, ErrorBody};
use crate::request::body::JsonBody;

/// Largest export a migration takes through an upload.
pub const MAX_UPLOAD_BYTES: u64 = 100 * 1024 * 1024;
/// How long an upload or download URL holds.
const VALID_FOR: Duration = Duration::from_secs(60 * 60);
const UPLOADS: &str = "uploads";
const EXPORTS: &str = "exports";

/// `POST /api/migrations/uploads` body.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct CreateUpload {
    /// The file's exact size in bytes, at most 100 MB; the upload must be exactly this long.
    size: u64,
    /// The file's name (e.g. `export.paprikarecipes`), which tells a lone JSON or HTML file's
    /// kind, as `?name=` does for a file sent in the body.
    #[serde(default)]
    name: Option<String>,
}

/// Where to PUT the file, and until when.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct UploadTarget {
    /// Send it as `{"uploadId": …}` to `POST /api/migrations` once the file is up.
    upload_id: String,
    /// PUT the file's bytes here, with no `Authorization` header.
    upload_url: String,
    expires_at: Timestamp,
    /// The bytes the PUT must carry.
    size: u64,
}

/// `GET /api/recipes/export`'s answer when the zip is over 4 MB.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DownloadLink {
    /// GET the zip here, with no `Authorization` header.
    download_url: String,
    expires_at: Timestamp,
}

/// An upload or download as recorded next to its file.
#[derive(Debug, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
struct TransferRecord {
    owner: String,
    expires_at: Timestamp,
    #[serde(default)]
    size: u64,
    #[serde(default)]
    name: Option<String>,
}

/// An upload the caller made, as `POST /api/migrations {uploadId}` takes it.
pub struct Upload {
    pub bytes: Vec<u8>,
    pub name: Option<String>,
    /// The transfer keys to delete once the export is staged.
    keys: [String; 2],
}

/// The keys of a transfer's file and of its record; an id that is not a key is not found.
fn keys(folder: &str, id: &str, extension: &str) -> Result<[String; 2], ApiError> {
    let missing = || ApiError::not_found(format!("`{id}` is not a known {folder} id"));
    let file = transfer_key(folder, &format!("{id}{extension}")).map_err(|_| missing())?;
    let record = transfer_key(folder, &format!("{id}.json")).map_err(|_| missing())?;
    Ok([file, record])
}

async fn load<T: DeserializeOwned>(ctx: &AppContext, key: &str) -> Result<Option<T>, ApiError> {
    match ctx.stores.transfers.get(key).await? {
        Some(bytes) => Ok(Some(
            serde_json::from_slice(&bytes).map_err(|_| ApiError::internal())?,
        )),
        None => Ok(None),
    }
}

/// The record of `key`, unless missing or expired: both answer 404, saying what to do next.
async fn live_record(ctx: &AppContext, key: &str, what: &str) -> Result<TransferRecord, ApiError> {
    let record: Option<TransferRecord> = load(ctx, key).await?;
    record
        .filter(|record| record.expires_at > ctx.stores.clock.now())
        .ok_or_else(|| {
            ApiError::not_found(format!(
                "this {what} is unknown or expired (they hold for an hour); ask for a new one"
            ))
        })
}

async fn put_record(ctx: &AppContext, key: &str, record: &TransferRecord) -> Result<(), ApiError> {
    let body = serde_json::to_vec(record).map_err(|_| ApiError::internal())?;
    ctx.stores
        .transfers
        .put(key, "application/json", &body)
        .await?;
    Ok(())
}

/// The URL of a local transfer route on the server the client reached.
fn local_url(headers: &HeaderMap, path: &str) -> String {
    let host = headers
        .get(header::HOST)
        .and_then(|host| host.to_str().ok())
        .unwrap_or("localhost");
    format!("http://{host}{path}")
}

fn expiry(ctx: &AppContext) -> Result<Timestamp, ApiError> {
    ctx.stores
        .clock
        .now()
        .checked_add(VALID_FOR)
        .map_err(|_| ApiError::internal())
}

/// `POST /api/migrations/uploads`: an upload URL for an export over 4 MB. PUT the file there,
/// then start the migration with `POST /api/migrations` and the JSON body `{"uploadId": …}`.
#[utoipa::path(post, operation_id = "create_migration_upload", path = "/api/migrations/uploads", tag = "migrations",
    request_body = CreateUpload,
    responses(
        (status = 201, description = "PUT the file to `uploadUrl` before `expiresAt` (an S3 presigned URL on AWS)", body = UploadTarget),
        (status = 400, description = "`INVALID_PAYLOAD` (size 0) or `PAYLOAD_TOO_LARGE` (over 100 MB)", body = ErrorBody),
    ))]
pub async fn create_upload(
    State(ctx): State<AppContext>,
    caller: Caller,
    headers: HeaderMap,
    JsonBody(request): JsonBody<CreateUpload>,
) -> Result<(StatusCode, Json<UploadTarget>), ApiError> {
    if request.size == 0 {
        return Err(ApiError::invalid_payload("size is 0: an export has bytes"));
    }
    if request.size > MAX_UPLOAD_BYTES {
        return Err(
            ApiError::payload_too_large(MAX_UPLOAD_BYTES as usize).with_details(json!({
                "size": request.size, "limit": MAX_UPLOAD_BYTES
            })),
        );
    }
    let id = new_id();
    let [file, record_key] = keys(UPLOADS, &id, "")?;
    let expires_at = expiry(&ctx)?;
    let record = TransferRecord {
        owner: caller.user,
        expires_at,
        size: request.size,
        name: request.name,
    };
    put_record(&ctx, &record_key, &record).await?;
    let upload_url = match ctx
        .stores
        .transfers
        .upload_url(&file, request.size, VALID_FOR)
        .await?
    {
        Some(presigned) => presigned,
        None => local_url(&headers, &format!("/api/migrations/uploads/{id}")),
    };
    let target = UploadTarget {
        upload_id: id,
        upload_url,
        expires_at,
        size: request.size,
    };
    Ok((StatusCode::CREATED, Json(target)))
}

/// `PUT /api/migrations/uploads/{id}`, served by `cookbook serve` only (on AWS the file goes to
/// S3): takes the file of an upload URL. No bearer token: the URL is the credential.
#[utoipa::path(put, operation_id = "put_migration_upload", path = "/api/migrations/uploads/{id}", tag = "migrations",
    security(()), params(("id" = String, Path)),
    request_body(content = [u8], content_type = "application/octet-stream", description = "The export file, exactly `size` bytes"),
    responses(
        (status = 204, description = "The file is up; start the migration with `{\"uploadId\": …}`"),
        (status = 400, description = "`INVALID_PAYLOAD`: not the size asked for", body = ErrorBody),
        (status = 404, description = "`NOT_FOUND`: unknown or expired upload", body = ErrorBody),
    ))]
pub async fn put_upload(
    State(ctx): State<AppContext>,
    Path(id): Path<String>,
    request: Request,
) -> Result<StatusCode, ApiError> {
    let [file, record_key] = keys(UPLOADS, &id, "")?;
    let record = live_record(&ctx, &record_key, "upload URL").await?;
    let limit = usize::try_from(record.size).unwrap_or(usize::MAX);
    let wrong_size = || {
        ApiError::invalid_payload(format!(
            "the upload was asked for {} bytes; PUT exactly the file of that size",
            record.size
        ))
    };
    let body = axum::body::to_bytes(request.into_body(), limit)
        .await
        .map_err(|_| wrong_size())?;
    if body.len() != limit {
        return Err(wrong_size());
    }
    ctx.stores
        .transfers
        .put(&file, "application/octet-stream", &body)
        .await?;
    Ok(StatusCode::NO_CONTENT)
}

/// The caller's uploaded file of `id`; an upload of another user's is not found.
pub async fn take_upload(ctx: &AppContext, caller: &Caller, id: &str) -> Result<Upload, ApiError> {
    let [file, record_key] = keys(UPLOADS, id, "")?;
    let record = live_record(ctx, &record_key, "upload").await?;
    if record.owner != caller.user {
        return Err(ApiError::not_found(format!(
            "`{id}` is not a known upload id"
        )));
    }
    let bytes = ctx.stores.transfers.get(&file).await?.ok_or_else(|| {
        ApiError::invalid_payload(format!(
            "nothing was uploaded for `{id}` yet: PUT the file to its uploadUrl first"
        ))
    })?;
    if bytes.len() as u64 > MAX_UPLOAD_BYTES {
        return Err(ApiError::payload_too_large(MAX_UPLOAD_BYTES as usize));
    }
    Ok(Upload {
        bytes,
        name: record.name,
        keys: [file, record_key],
    })
}

impl Upload {
    /// Deletes the file and its record, once the export is staged.
    pub async fn discard(self, ctx: &AppContext) -> Result<(), ApiError> {
        for key in &self.keys {
            ctx.stores.transfers.delete(key).await?;
        }
        Ok(())
    }
}

/// Stores `zip` for `owner` and answers where to download it.
pub async fn download_link(
    ctx: &AppContext,
    owner: &str,
    headers: &HeaderMap,
    zip: &[u8],
) -> Result<DownloadLink, ApiError> {
    let id = new_id();
    let [file, record_key] = keys(EXPORTS, &id, ".zip")?;
    let expires_at = expiry(ctx)?;
    ctx.stores
        .transfers
        .put(&file, "application/zip", zip)
        .await?;
    let record = TransferRecord {
        owner: owner.to_owned(),
        expires_at,
        size: zip.len() as u64,
        name: None,
    };
    put_record(ctx, &record_key, &record).await?;
    let download_url = match ctx.stores.transfers.download_url(&file, VALID_FOR).await? {
        Some(presigned) => presigned,
        None => local_url(headers, &format!("/api/recipes/export/downloads/{id}")),
    };
    Ok(DownloadLink {
        download_url,
        expires_at,
    })
}

/// `GET /api/recipes/export/downloads/{id}`, served by `cookbook serve` only (on AWS the link
/// is S3's): the export zip of a download URL. No bearer token: the URL is the credential.
#[utoipa::path(get, operation_id = "get_export_download", path = "/api/recipes/export/downloads/{id}", tag = "recipes",
    security(()), params(("id" = String, Path)),
    responses(
        (status = 200, description = "The export zip", content_type = "application/zip", body = [u8]),
        (status = 404, description = "`NOT_FOUND`: unknown or expired download", body = ErrorBody),
    ))]
pub async fn get_download(
    State(ctx): State<AppContext>,
    Path(id): Path<String>,
) -> Result<Response, ApiError> {
    let [file, record_key] = keys(EXPORTS, &id, ".zip")?;
    live_record(&ctx, &record_key, "download URL").await?;
    let zip = ctx
        .stores
        .transfers
        .get(&file)
        .await?
        .ok_or_else(|| ApiError::not_found("this download is gone; export again"))?;
    Ok(crate::recipes::export::zip_response(Body::from(zip)))
}
