//! Migration in (CONTRACTS.md §9, issue 20 §3): a user's collection exported from Mealie,
//! Tandoor, Paprika or Nextcloud Cookbook becomes their recipes, in the background, with
//! progress and a per-recipe report. Pages saved from the web (a folder or zip of HTML pages or
//! schema.org JSON-LD files) are not the user's own: each becomes an ingest task of mode `Html`
//! that goes through extraction, the guardrail and review like any import, and the report names
//! the task. One implementation serves `POST /api/migrations` (through
//! the batch-import queue) and `cookbook migrate` (in the foreground).
//!
//! The whole file is read before anything is stored, so a file that is not an export is a 400
//! and leaves nothing behind. The recipes read are staged in the transfer area; the
//! worker stores them one by one under ids derived from the migration, so a redelivered message
//! finds the recipes it already stored and goes on from where the report stops.

use axum::Json;
use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use cookbook_domain::ids::new_id;
use cookbook_domain::{IngestMode, IngestPayload, PlanDocument, PlanDocumentKind, Recipe};
use cookbook_ingest::migrate::{Archive, ExportError, ExportFormat, Item, WebPage, read_archive};
use cookbook_store::transfer::transfer_key;
use cookbook_store::{PageRequest, QueueName, RecipeFilter, RecipeListing, StoreError};
use serde::{Deserialize, Serialize};
use serde_json::json;
use utoipa::{IntoParams, ToSchema};

use crate::AppContext;
use crate::auth::Caller;
use crate::error::{ApiError, ErrorBody};
use crate::ingest::batch::{batch_task_id, start_task_once};
use crate::ingest::brought::MAX_CONTENT_BYTES;
use crate::recipes::export::MAX_EXPORT_BYTES;
use crate::recipes::transfers::take_upload;
use crate::request::body::QueryParams;
use crate::work::{WorkError, load_subject};

/// Most pages one migration of saved web pages takes: as many as one batch import has URLs,
/// since each becomes an import task the same way. A bigger archive is refused whole (split it).
pub const MAX_PAGES: usize = crate::ingest::imports::MAX_BATCH_URLS;
/// The transfer folder of staged migrations: in the transfer area, not among artifacts, since
/// a big export's recipes and a page's markup may be over an artifact's size cap. The area
/// expires its files in a day; a migration deletes its own once it completes.
const STAGING: &str = "migrations";

/// The transfer key of a migration's staged `part`.
fn staged_key(migration_id: &str, part: &str) -> Result<String, StoreError> {
    transfer_key(STAGING, &format!("{migration_id}.{part}"))
}

/// The staged recipes' part.
const STAGED: &str = "recipes.json";

/// Where a migration is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub enum MigrationStatus {
    Pending,
    Running,
    Completed,
    /// Its work failed every delivery; `error` says why, the report says how far it got.
    Failed,
}

/// What became of one recipe of the export.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub enum Outcome {
    Imported,
    /// The user already has it (same source page, or same name): left as it is.
    Duplicate,
    /// A page from the web became an import task (`taskId`); its draft waits in review once
    /// extracted, and is the user's recipe only when they commit it.
    Queued,
    Failed,
}

/// One line of the report.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReportItem {
    /// The file inside the export the recipe came from.
    pub entry: String,
    pub name: Option<String>,
    pub outcome: Outcome,
    /// The stored recipe, or for a duplicate the one the user already had.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub recipe_id: Option<String>,
    /// The import task a page from the web became (`GET /api/tasks/{id}`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub task_id: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
}

/// A migration as stored (the body of its document) and answered.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Migration {
    pub format: String,
    pub status: MigrationStatus,
    /// Recipes in the export.
    pub total: usize,
    /// Report lines so far; the report is complete when it has `total` of them.
    pub items: Vec<ReportItem>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
}

impl Migration {
    fn count(&self, outcome: Outcome) -> usize {
        self.items.iter().filter(|i| i.outcome == outcome).count()
    }
}

/// One recipe of the export as staged: read, a page for review, or why it could not be read.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
struct Staged {
    entry: String,
    recipe: Option<Box<Recipe>>,
    #[serde(default)]
    page: Option<StagedPage>,
    error: Option<String>,
}

/// A page from the web as staged: what it says of itself, its markup in a part of its own (a
/// page may be up to 2 MB).
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
struct StagedPage {
    url: Option<String>,
    name: Option<String>,
    part: String,
}

impl Staged {
    /// The entry as staged; a page's markup is stored as a part of the migration meanwhile.
    async fn stage(
        ctx: &AppContext,
        migration_id: &str,
        index: usize,
        entry: String,
        item: Result<Item, String>,
    ) -> Result<Self, ApiError> {
        let (recipe, page, error) = match item {
            Ok(Item::Recipe(recipe)) => (Some(recipe), None, None),
            Ok(Item::Page(page)) if page.html.len() > MAX_CONTENT_BYTES => {
                let reason = format!(
                    "the page is {} KB; a saved page may be at most {} KB",
                    page.html.len() / 1024,
                    MAX_CONTENT_BYTES / 1024
                );
                (None, None, Some(reason))
            }
            Ok(Item::Page(page)) => {
                let page = stage_page(ctx, migration_id, index, page).await?;
                (None, Some(page), None)
            }
            Err(reason) => (None, None, Some(reason)),
        };
        Ok(Self {
            entry,
            recipe,
            page,
            error,
        })
    }

    fn name(&self) -> Option<String> {
        match (&self.recipe, &self.page) {
            (Some(recipe), _) => Some(recipe.name.clone()),
            (None, Some(page)) => page.name.clone(),
            (None, None) => None,
        }
    }
}

/// `GET /api/migrations/{id}` and the `202` of `POST /api/migrations`.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MigrationView {
    id: String,
    status: MigrationStatus,
    format: String,
    total: usize,
    processed: usize,
    /// 0–100.
    progress: u8,
    imported: usize,
    duplicates: usize,
    /// Pages from the web that became import tasks waiting for review.
    queued: usize,
    failed: usize,
    items: Vec<ReportItem>,
    #[serde(skip_serializing_if = "Option::is_none")]
    error: Option<String>,
    created_at: jiff::Timestamp,
    updated_at: jiff::Timestamp,
}

impl MigrationView {
    pub fn of(document: &PlanDocument, migration: &Migration) -> Self {
        let processed = migration.items.len();
        let progress = (processed * 100)
            .checked_div(migration.total)
            .unwrap_or(100)
            .min(100);
        Self {
            id: document.id.clone(),
            status: migration.status,
            format: migration.format.clone(),
            total: migration.total,
            processed,
            progress: u8::try_from(progress).unwrap_or(100),
            imported: migration.count(Outcome::Imported),
            duplicates: migration.count(Outcome::Duplicate),
            queued: migration.count(Outcome::Queued),
            failed: migration.count(Outcome::Failed),
            items: migration.items.clone(),
            error: migration.error.clone(),
            created_at: document.created_at,
            updated_at: document.updated_at,
        }
    }
}

/// The queue message that runs a migration (on the batch-import queue).
#[derive(Debug, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct MigrationMessage {
    pub migration_id: String,
}

/// A file that is not an export the user's collection can come from, as a 400.
fn refused(error: ExportError) -> ApiError {
    let code = match error {
        ExportError::WrongFormat { .. } => "WRONG_FORMAT",
        _ => "INVALID_EXPORT",
    };
    ApiError::new(StatusCode::BAD_REQUEST, code, error.to_string())
}

/// Reads the export and stages its recipes under a new migration id; returns the document to
/// store once the work is under way. Nothing is stored for a file that is not an export.
pub async fn stage(
    ctx: &AppContext,
    caller: &Caller,
    archive: &Archive,
    hint: Option<ExportFormat>,
) -> Result<PlanDocument, ApiError> {
    let now = ctx.stores.clock.now();
    let export = read_archive(archive, hint, now).map_err(refused)?;
    if !export.format.is_users_own() && export.items.len() > MAX_PAGES {
        return Err(ApiError::invalid_payload(format!(
            "the archive holds {} pages; one migration takes at most {MAX_PAGES}, since each \
             page becomes an import for review: split the archive into several of at most \
             {MAX_PAGES} pages",
            export.items.len()
        ))
        .with_details(json!({ "count": export.items.len(), "max": MAX_PAGES })));
    }
    let id = new_id();
    let mut staged = Vec::with_capacity(export.items.len());
    for (index, read) in export.items.into_iter().enumerate() {
        staged.push(Staged::stage(ctx, &id, index, read.entry, read.item).await?);
    }
    let body = serde_json::to_vec(&staged).map_err(|_| ApiError::internal())?;
    ctx.stores
        .transfers
        .put(&staged_key(&id, STAGED)?, "application/json", &body)
        .await?;
    let migration = Migration {
        format: export.format.as_str().to_owned(),
        status: MigrationStatus::Pending,
        total: staged.len(),
        items: Vec::new(),
        error: None,
    };
    Ok(PlanDocument {
        kind: PlanDocumentKind::Migration,
        id,
        owner: caller.user.clone(),
        version: 1,
        body: json!(migration),
        created_at: now,
        updated_at: now,
    })
}

async fn stage_page(
    ctx: &AppContext,
    migration_id: &str,
    index: usize,
    page: WebPage,
) -> Result<StagedPage, ApiError> {
    let part = format!("page.{index}.html");
    ctx.stores
        .transfers
        .put(
            &staged_key(migration_id, &part)?,
            "text/html",
            page.html.as_bytes(),
        )
        .await?;
    Ok(StagedPage {
        url: page.url,
        name: page.name,
        part,
    })
}

fn migration_of(document: &PlanDocument) -> Result<Migration, StoreError> {
    serde_json::from_value(document.body.clone())
        .map_err(|e| StoreError::Backend(format!("migration {}: {e}", document.id)))
}

/// Stores the staged recipes the report does not cover yet, writing the report after each;
/// `progress` hears (done, total) as it goes.
pub async fn run(
    ctx: &AppContext,
    migration_id: &str,
    mut progress: impl FnMut(usize, usize),
) -> Result<(PlanDocument, Migration), WorkError> {
    let mut document = load_subject("migration", || {
        ctx.stores
            .plans
            .get(PlanDocumentKind::Migration, migration_id)
    })
    .await?;
    let mut migration = migration_of(&document)?;
    if migration.status == MigrationStatus::Completed {
        // A redelivery after the end: the staged parts are gone.
        return Ok((document, migration));
    }
    let staged_recipes = staged_key(migration_id, STAGED)?;
    let staged = ctx
        .stores
        .transfers
        .get(&staged_recipes)
        .await?
        .ok_or_else(|| {
            WorkError::Malformed(format!("migration {migration_id} has no staged recipes"))
        })?;
    let staged: Vec<Staged> = serde_json::from_slice(&staged).map_err(|e| {
        WorkError::Malformed(format!("migration {migration_id}'s staged recipes: {e}"))
    })?;
    migration.status = MigrationStatus::Running;
    for (index, item) in staged.iter().enumerate().skip(migration.items.len()) {
        let line = store_one(ctx, &document.owner, migration_id, index, item).await?;
        migration.items.push(line);
        if migration.items.len() == staged.len() {
            migration.status = MigrationStatus::Completed;
        }
        document = save(ctx, document, &migration).await?;
        progress(migration.items.len(), staged.len());
    }
    if migration.status != MigrationStatus::Completed {
        // An export whose every entry was already reported (a redelivery after the last write).
        migration.status = MigrationStatus::Completed;
        document = save(ctx, document, &migration).await?;
    }
    ctx.stores.transfers.delete(&staged_recipes).await?;
    Ok((document, migration))
}

async fn save(
    ctx: &AppContext,
    document: PlanDocument,
    migration: &Migration,
) -> Result<PlanDocument, WorkError> {
    let next = PlanDocument {
        version: document.version + 1,
        body: json!(migration),
        updated_at: ctx.stores.clock.now(),
        ..document
    };
    match ctx.stores.plans.write(&next).await {
        Ok(()) => Ok(next),
        Err(StoreError::Conflict(_)) => Err(WorkError::Transient(
            "another delivery is running this migration".to_owned(),
        )),
        Err(other) => Err(other.into()),
    }
}

/// Stores one staged recipe as `owner`'s, unless it failed to read or is already theirs.
async fn store_one(
    ctx: &AppContext,
    owner: &str,
    migration_id: &str,
    index: usize,
    staged: &Staged,
) -> Result<ReportItem, WorkError> {
    let mut line = ReportItem {
        entry: staged.entry.clone(),
        name: staged.name(),
        outcome: Outcome::Failed,
        recipe_id: None,
        task_id: None,
        reason: staged.error.clone(),
    };
    let id = batch_task_id(migration_id, index);
    if let Some(page) = &staged.page {
        return start_review(ctx, owner, migration_id, id, page, line).await;
    }
    let Some(recipe) = &staged.recipe else {
        return Ok(line);
    };
    if ctx.stores.recipes.get(&id).await?.is_some() {
        // Stored by an earlier delivery that stopped before writing the report.
        line.outcome = Outcome::Imported;
        line.recipe_id = Some(id);
        return Ok(line);
    }
    if let Some(existing) = existing_copy(ctx, owner, recipe).await? {
        line.outcome = Outcome::Duplicate;
        line.recipe_id = Some(existing);
        return Ok(line);
    }
    let now = ctx.stores.clock.now();
    let prepared = crate::recipes::crud::prepare(Recipe {
        id: Some(id.clone()),
        owner: Some(owner.to_owned()),
        version: Some(1),
        created_at: Some(now),
        updated_at: Some(now),
        ..recipe.as_ref().clone()
    });
    match prepared {
        Ok(recipe) => {
            ctx.stores.recipes.create(&recipe).await?;
            line.outcome = Outcome::Imported;
            line.recipe_id = Some(id);
        }
        Err(refusal) => line.reason = Some(refusal.message),
    }
    Ok(line)
}

/// Makes a page from the web `owner`'s import task `task_id` (mode `Html`, in the migration's
/// thread), or says why it cannot be one: a page that names no address, or is over 2 MB. The
/// staged markup is deleted once the task holds its own copy.
async fn start_review(
    ctx: &AppContext,
    owner: &str,
    migration_id: &str,
    task_id: String,
    page: &StagedPage,
    mut line: ReportItem,
) -> Result<ReportItem, WorkError> {
    let Some(url) = &page.url else {
        line.reason = Some(
            "the page names no address (no canonical link, og:url or JSON-LD url); import it \
             on its own with POST /api/tasks, mode Html, giving the url you saved it from"
                .to_owned(),
        );
        return Ok(line);
    };
    let caller = Caller {
        user: owner.to_owned(),
        admin: false,
    };
    // Gone only when an earlier delivery made the task, which start_task_once then finds.
    let part = staged_key(migration_id, &page.part)?;
    let html = ctx
        .stores
        .transfers
        .get(&part)
        .await?
        .map(|staged| String::from_utf8_lossy(&staged).into_owned());
    let payload = IngestPayload {
        html,
        url: Some(url.clone()),
        ..IngestPayload::new(IngestMode::Html)
    };
    match start_task_once(ctx, &caller, &task_id, migration_id, payload).await? {
        None => {
            line.outcome = Outcome::Queued;
            line.task_id = Some(task_id);
        }
        Some(refused) => line.reason = Some(refused.message),
    }
    ctx.stores.transfers.delete(&part).await?;
    Ok(line)
}

/// The id of `owner`'s recipe from the same source page, or else with the same name.
async fn existing_copy(
    ctx: &AppContext,
    owner: &str,
    recipe: &Recipe,
) -> Result<Option<String>, StoreError> {
    let owned = |found: &Recipe| found.owner.as_deref() == Some(owner);
    if let Some(hash) = recipe.source.as_ref().and_then(|s| s.url_hash.as_deref()) {
        let same_source = ctx.stores.recipes.find_by_url_hash(hash).await?;
        if let Some(found) = same_source.iter().find(|found| owned(found)) {
            return Ok(found.id.clone());
        }
    }
    let name = recipe.name.trim();
    let listing = RecipeListing {
        filter: RecipeFilter {
            text: Some(name.to_owned()),
            ..RecipeFilter::default()
        },
        ..RecipeListing::default()
    };
    let page = ctx
        .stores
        .recipes
        .list_by_owner(owner, &listing, &PageRequest::new(100, None))
        .await?;
    Ok(page
        .items
        .into_iter()
        .find(|found| found.name.trim().eq_ignore_ascii_case(name))
        .and_then(|found| found.id))
}

/// Marks a migration whose message failed its last delivery as Failed, unless it finished.
pub(crate) async fn fail(ctx: &AppContext, id: &str, message: &str) -> Result<(), StoreError> {
    let Some(document) = ctx
        .stores
        .plans
        .get(PlanDocumentKind::Migration, id)
        .await?
    else {
        return Ok(());
    };
    let mut migration = migration_of(&document)?;
    if migration.status == MigrationStatus::Completed {
        return Ok(());
    }
    migration.status = MigrationStatus::Failed;
    migration.error = Some(message.to_owned());
    match save(ctx, document, &migration).await {
        Ok(_) | Err(WorkError::Transient(_)) => Ok(()),
        Err(WorkError::Store(error)) => Err(error),
        Err(other) => Err(StoreError::Backend(other.to_string())),
    }
}

/// Handles a migration message of the batch-import queue.
pub async fn handle(ctx: &AppContext, message: &MigrationMessage) -> Result<(), WorkError> {
    let (_, migration) = run(ctx, &message.migration_id, |_, _| {}).await?;
    tracing::info!(
        migration_id = %message.migration_id,
        imported = migration.count(Outcome::Imported),
        duplicates = migration.count(Outcome::Duplicate),
        failed = migration.count(Outcome::Failed),
        "migration finished"
    );
    Ok(())
}

/// `POST /api/migrations` query: the format when the caller knows it, and the file's name
/// (which tells a lone JSON or HTML file's kind).
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(deny_unknown_fields)]
pub struct CreateParams {
    /// `mealie`, `tandoor`, `paprika`, `nextcloud` or `web` (saved web pages, imported through
    /// review); recognised from the file when absent.
    #[serde(default)]
    format: Option<String>,
    /// The file's name, e.g. `export.paprikarecipes`.
    #[serde(default)]
    name: Option<String>,
}

/// The `format` the caller named, or a 400 listing the known ones.
pub fn format_hint(given: Option<&str>) -> Result<Option<ExportFormat>, ApiError> {
    given
        .map(|text| {
            ExportFormat::parse(text).ok_or_else(|| {
                let known: Vec<&str> = ExportFormat::ALL.iter().map(|f| f.as_str()).collect();
                ApiError::invalid_payload(format!(
                    "`format` is `{text}`; use one of {}, or leave it out to recognise the file",
                    known.join(", ")
                ))
                .with_details(json!({ "field": "format", "allowed": known }))
            })
        })
        .transpose()
}

/// `POST /api/migrations` of a file over 4 MB, once it is uploaded (`POST
/// /api/migrations/uploads`, then a PUT to the upload URL).
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct FromUpload {
    upload_id: String,
}

/// `POST /api/migrations?format=&name=` with the export file as the raw body, or the JSON
/// `{"uploadId": …}` of an uploaded one: `202` with the migration; its progress and report are
/// at `GET /api/migrations/{id}`. The upload is deleted once its export is staged.
#[utoipa::path(post, operation_id = "create_migration", path = "/api/migrations", tag = "migrations", params(CreateParams),
    request_body(content(([u8] = "application/octet-stream"), (FromUpload = "application/json")),
        description = "The export file itself (a Mealie, Tandoor, Paprika or Nextcloud Cookbook export, or a zip / HTML / JSON-LD file of pages saved from the web), at most 4 MB; \
            or, for a file up to 100 MB uploaded through `POST /api/migrations/uploads`, the JSON `{\"uploadId\": …}`"),
    responses(
        (status = 202, description = "The file is read and staged; the recipes are stored in the background (an app export), or each page becomes an import task waiting for review (pages from the web)", body = MigrationView),
        (status = 400, description = "`INVALID_EXPORT` (unreadable file), `WRONG_FORMAT` (another app's export than `format`), `INVALID_PAYLOAD` (also: more than 200 pages from the web; split the archive) or `PAYLOAD_TOO_LARGE`", body = ErrorBody),
        (status = 404, description = "`NOT_FOUND`: the `uploadId` is unknown, expired, already used or another user's", body = ErrorBody),
    ))]
pub async fn create(
    State(ctx): State<AppContext>,
    caller: Caller,
    QueryParams(params): QueryParams<CreateParams>,
    request: axum::extract::Request,
) -> Result<(StatusCode, Json<MigrationView>), ApiError> {
    let hint = format_hint(params.format.as_deref())?;
    let body: Bytes = axum::body::to_bytes(request.into_body(), MAX_EXPORT_BYTES)
        .await
        .map_err(|_| ApiError::payload_too_large(MAX_EXPORT_BYTES))?;
    if body.is_empty() {
        return Err(ApiError::invalid_payload(
            "the request body is empty: send the export file itself as the body",
        ));
    }
    let upload = match serde_json::from_slice::<FromUpload>(&body) {
        Ok(from) => Some(take_upload(&ctx, &caller, &from.upload_id).await?),
        Err(_) => None,
    };
    let (bytes, uploaded_name) = match &upload {
        Some(upload) => (upload.bytes.as_slice(), upload.name.clone()),
        None => (&body[..], None),
    };
    let name = params
        .name
        .or(uploaded_name)
        .unwrap_or_else(|| "upload".to_owned());
    let archive = Archive::from_bytes(bytes, &name).map_err(refused)?;
    let document = stage(&ctx, &caller, &archive, hint).await?;
    let message = MigrationMessage {
        migration_id: document.id.clone(),
    };
    let message = serde_json::to_string(&message).map_err(|_| ApiError::internal())?;
    // The message goes out before the document is stored (work::load_subject says why).
    ctx.stores
        .queue
        .send(QueueName::BatchImport, &message)
        .await?;
    ctx.stores.plans.write(&document).await?;
    if let Some(upload) = upload {
        // The migration is under way; an upload left behind expires with the transfer area.
        if let Err(error) = upload.discard(&ctx).await {
            tracing::warn!(migration_id = %document.id, error = %error.message, "upload kept");
        }
    }
    let migration = migration_of(&document)?;
    Ok((
        StatusCode::ACCEPTED,
        Json(MigrationView::of(&document, &migration)),
    ))
}

/// `GET /api/migrations/{id}`: progress and report; another user's migration is 404.
#[utoipa::path(get, operation_id = "get_migration", path = "/api/migrations/{id}", tag = "migrations", params(("id" = String, Path)),
    responses((status = 200, body = MigrationView)))]
pub async fn get(
    State(ctx): State<AppContext>,
    caller: Caller,
    Path(id): Path<String>,
) -> Result<Json<MigrationView>, ApiError> {
    let document = ctx
        .stores
        .plans
        .get(PlanDocumentKind::Migration, &id)
        .await?
        .filter(|document| document.owner == caller.user)
        .ok_or_else(|| ApiError::not_found(format!("migration `{id}` not found")))?;
    let migration = migration_of(&document)?;
    Ok(Json(MigrationView::of(&document, &migration)))
}
