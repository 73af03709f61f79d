//! The ingest phase chain (seed 004 §5.2, DESIGN.md "The phase chain protocol"): what each
//! phase consumer does with a task message, at-least-once safe.
//!
//! A consumer for phase P loads the task. If the task is already at P's successor, the earlier
//! send may have been lost, so it re-sends that message; if the task is anywhere else, the
//! message is stale and is acked. Otherwise it does P's work, writing artifacts under fixed
//! names (rewrites are harmless), applies the transition in one conditional write (losing the
//! race means another consumer did it) and sends the next message.
//!
//! The DOM is only at hand while fetching, so the fetch phase also runs structured-data and
//! heuristic extraction and saves the result; raw HTML is stored only when configured.

use cookbook_domain::guardrail::check_paraphrase;
use cookbook_domain::{
    ArtifactRef, DraftNotice, IngestPhase, Recipe, RecipeDraft, SimilarityReport, TaskChange,
    TaskError, TaskState, TaskStatus, ValidationReport,
};
use cookbook_ingest::discover::{SearchCandidate, SearchRequest, discover};
use cookbook_ingest::fetch::{FetchError, FetchedPage};
use cookbook_ingest::{ExtractError, Extraction};
use cookbook_store::artifact::artifact_uri;
use cookbook_store::{QueueName, Retention, StoreError};
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

use crate::AppContext;
use crate::error::ApiError;
use crate::ingest::model_phases;
use crate::ingest::tasks::artifact_type;
use crate::work::{PhaseMessage, Subject, WorkError, load_subject};

const CANDIDATES: &str = "candidates.json";
const PAGE_META: &str = "page.meta.json";
const PAGE_HTML: &str = "page.html";
pub(crate) const SNAPSHOT: &str = "snapshot.txt";
const STRUCTURED: &str = "recipe.jsonld";
pub(crate) const DRAFT: &str = "draft.recipe.json";

/// The queue that carries a phase's messages.
fn queue_of(phase: IngestPhase) -> Option<QueueName> {
    match phase {
        IngestPhase::Discover => Some(QueueName::IngestDiscover),
        IngestPhase::Fetch => Some(QueueName::IngestFetch),
        IngestPhase::Extract => Some(QueueName::IngestExtract),
        IngestPhase::Validate => Some(QueueName::IngestValidate),
        IngestPhase::RepairJson | IngestPhase::RepairParaphrase => Some(QueueName::IngestRepair),
        IngestPhase::Normalize => Some(QueueName::IngestNormalize),
        IngestPhase::ReviewReady => None,
    }
}

/// The URL checks that need no DNS lookup, answered as `400 URL_NOT_ALLOWED`.
pub(crate) fn check_url(ctx: &AppContext, url: &str) -> Result<(), ApiError> {
    cookbook_ingest::fetch::check_url(url, &ctx.config.fetch)
        .map(drop)
        .map_err(|e| {
            ApiError::new(
                http::StatusCode::BAD_REQUEST,
                "URL_NOT_ALLOWED",
                e.to_string(),
            )
            .with_details(json!({ "url": url }))
        })
}

async fn send_phase(
    ctx: &AppContext,
    task: &TaskState,
    phase: IngestPhase,
) -> Result<(), StoreError> {
    let Some(queue) = queue_of(phase) else {
        return Ok(());
    };
    let body = json!({"taskId": task.task_id, "phase": phase, "attempt": 1});
    ctx.stores
        .queue
        .send(queue, &body.to_string())
        .await
        .map(drop)
}

/// Sends a new task's first phase message.
pub(crate) async fn start(ctx: &AppContext, task: &TaskState) -> Result<(), ApiError> {
    send_phase(ctx, task, task.current_phase)
        .await
        .map_err(ApiError::from)
}

/// What a phase's work decided.
pub(crate) enum Outcome {
    Advance(IngestPhase),
    ReviewReady(Value),
    /// A normalize task's patch is ready.
    Complete(Value),
    /// A permanent failure: the task fails; retrying cannot help.
    Fail(TaskError),
    /// A permanent failure whose artifacts keep their retention, for diagnosis.
    FailKeepingArtifacts(TaskError),
}

pub(crate) fn failure(code: &str, message: impl Into<String>) -> Outcome {
    Outcome::Fail(TaskError {
        code: code.to_owned(),
        message: message.into(),
        details: Value::Null,
    })
}

/// Records `change` on `task` with a versioned write; the new state, or `None` when the change
/// does not apply (any more) or another delivery of the same message wrote first.
async fn record(
    ctx: &AppContext,
    task: &TaskState,
    change: TaskChange,
) -> Result<Option<TaskState>, WorkError> {
    let Ok(transition) = task.apply(change, ctx.stores.clock.now(), ctx.config.draft_expiration)
    else {
        return Ok(None);
    };
    match ctx.stores.tasks.write(&transition).await {
        Ok(()) => Ok(Some(transition.state().clone())),
        Err(StoreError::Conflict(_)) => Ok(None),
        Err(other) => Err(other.into()),
    }
}

/// Handles one message of an ingest queue.
pub async fn handle(
    ctx: &AppContext,
    queue: QueueName,
    message: PhaseMessage,
) -> Result<(), WorkError> {
    let Subject::Task(task_id) = &message.subject else {
        return Err(WorkError::Malformed(
            "ingest messages name a taskId".to_owned(),
        ));
    };
    let phase: IngestPhase = serde_json::from_value(Value::String(message.phase.clone()))
        .map_err(|_| WorkError::Malformed(format!("unknown phase `{}`", message.phase)))?;
    if queue_of(phase) != Some(queue) {
        return Err(WorkError::Malformed(format!(
            "phase {phase} does not belong on {}",
            queue.as_str()
        )));
    }
    let task = load_subject(&format!("task {task_id}"), || ctx.stores.tasks.get(task_id)).await?;
    if !matches!(task.status, TaskStatus::Pending | TaskStatus::Running) {
        // A replay may follow a late duplicate write that tagged objects active again.
        return retag_if_finished(ctx, &task).await;
    }
    if task.current_phase != phase {
        if phase.leads_to(task.current_phase) {
            send_phase(ctx, &task, task.current_phase).await?;
        }
        return Ok(());
    }
    // Marked Running before the first phase works, so a slow first step (a fetch with
    // retries) shows as started at once.
    let task = if task.status == TaskStatus::Pending {
        match record(ctx, &task, TaskChange::Start).await? {
            Some(started) => started,
            // Another delivery of this message started it and does the work.
            None => return Ok(()),
        }
    } else {
        task
    };
    let outcome = match phase {
        IngestPhase::Discover => discover_phase(ctx, &task).await?,
        IngestPhase::Fetch => fetch_phase(ctx, &task).await?,
        IngestPhase::Extract => extract_phase(ctx, &task).await?,
        IngestPhase::Validate => validate_phase(ctx, &task).await?,
        IngestPhase::RepairJson => model_phases::repair_json(ctx, &task).await?,
        IngestPhase::RepairParaphrase => model_phases::repair_paraphrase(ctx, &task).await?,
        IngestPhase::Normalize => normalize_phase(ctx, &task).await?,
        IngestPhase::ReviewReady => return Ok(()),
    };
    let (change, next, retention) = match outcome {
        Outcome::Advance(to) => (TaskChange::Advance { to }, Some(to), None),
        Outcome::ReviewReady(result) => (TaskChange::ReviewReady { result }, None, None),
        Outcome::Complete(result) => (
            TaskChange::Complete { result },
            None,
            finished_retention(TaskStatus::Completed),
        ),
        Outcome::Fail(error) => (
            TaskChange::Fail { error },
            None,
            finished_retention(TaskStatus::Failed),
        ),
        Outcome::FailKeepingArtifacts(error) => (TaskChange::Fail { error }, None, None),
    };
    // Tagged before the state write: once the task is finished, a redelivery only re-tags,
    // so a tag written after the state could be lost to a crash.
    if let Some(retention) = retention {
        ctx.stores
            .artifacts
            .set_retention(&task.task_id, retention)
            .await?;
    }
    match record(ctx, &task, change).await? {
        Some(state) => {
            if let Some(next) = next {
                send_phase(ctx, &state, next).await?;
            }
        }
        // Another delivery got there first and sends the next message. This one's artifact
        // writes may have landed after that delivery tagged a finished task: tag them again.
        None => {
            if let Some(current) = ctx.stores.tasks.get(&task.task_id).await? {
                retag_if_finished(ctx, &current).await?;
            }
        }
    }
    Ok(())
}

/// How long a finished task's artifacts are kept: a commit's or a completed normalization's
/// like a recipe's sources, a failure's, rejection's or expiry's briefly; none while it runs.
fn finished_retention(status: TaskStatus) -> Option<Retention> {
    match status {
        TaskStatus::Committed | TaskStatus::Completed => Some(Retention::Committed),
        TaskStatus::Failed | TaskStatus::Rejected | TaskStatus::Expired => {
            Some(Retention::Discarded)
        }
        TaskStatus::Pending | TaskStatus::Running | TaskStatus::ReviewReady => None,
    }
}

/// Re-applies a finished task's retention to all its artifacts (idempotent).
async fn retag_if_finished(ctx: &AppContext, task: &TaskState) -> Result<(), WorkError> {
    if let Some(retention) = finished_retention(task.status) {
        ctx.stores
            .artifacts
            .set_retention(&task.task_id, retention)
            .await?;
    }
    Ok(())
}

pub(crate) async fn put_json(
    ctx: &AppContext,
    task_id: &str,
    name: &str,
    value: &impl Serialize,
) -> Result<(), WorkError> {
    let body = serde_json::to_vec_pretty(value).map_err(|e| WorkError::Malformed(e.to_string()))?;
    ctx.stores
        .artifacts
        .put(task_id, name, "application/json", &body)
        .await?;
    Ok(())
}

pub(crate) async fn get_json<T: for<'de> Deserialize<'de>>(
    ctx: &AppContext,
    task_id: &str,
    name: &str,
) -> Result<Option<T>, WorkError> {
    match ctx.stores.artifacts.get(task_id, name).await? {
        Some(artifact) => serde_json::from_slice(&artifact.body)
            .map(Some)
            .map_err(|e| {
                WorkError::Malformed(format!("artifact {name} of task {task_id} is corrupt: {e}"))
            }),
        None => Ok(None),
    }
}

/// Query → candidates.json; the top candidate is fetched next.
async fn discover_phase(ctx: &AppContext, task: &TaskState) -> Result<Outcome, WorkError> {
    let Some(search) = &ctx.services.search else {
        // The provider was configured when the task was accepted and is gone now.
        let refusal = ApiError::discovery_not_configured();
        return Ok(failure(refusal.code, refusal.message));
    };
    let query = task.payload.query.as_deref().unwrap_or_default();
    let request = SearchRequest::from_payload(query, task.payload.constraints.as_ref());
    match discover(
        search.as_ref(),
        &request,
        ctx.config.max_candidates,
        &ctx.config.fetch,
    )
    .await
    {
        Ok(candidates) => {
            put_json(ctx, &task.task_id, CANDIDATES, &candidates).await?;
            Ok(Outcome::Advance(IngestPhase::Fetch))
        }
        Err(error) if error.is_transient() => Err(WorkError::Transient(error.to_string())),
        Err(error) => Ok(failure(error.code(), error.to_string())),
    }
}

/// The URL a task imports: the payload's, or the top discovery candidate.
pub(crate) async fn target_url(
    ctx: &AppContext,
    task: &TaskState,
) -> Result<Option<String>, WorkError> {
    if let Some(url) = &task.payload.url {
        return Ok(Some(url.clone()));
    }
    let candidates: Option<Vec<SearchCandidate>> = get_json(ctx, &task.task_id, CANDIDATES).await?;
    Ok(candidates.and_then(|c| c.into_iter().next()).map(|c| c.url))
}

/// What the fetch phase (and the MCP `web_fetch` tool) records about the response.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub(crate) struct PageMeta<'a> {
    requested_url: &'a str,
    final_url: &'a str,
    status: u16,
    content_type: Option<&'a str>,
    size_bytes: usize,
    retrieved_at: jiff::Timestamp,
    redirects: &'a [String],
}

impl<'a> PageMeta<'a> {
    pub(crate) fn of(page: &'a FetchedPage) -> Self {
        Self {
            requested_url: &page.requested_url,
            final_url: &page.final_url,
            status: page.status,
            content_type: page.content_type.as_deref(),
            size_bytes: page.size_bytes,
            retrieved_at: page.retrieved_at,
            redirects: &page.redirects,
        }
    }
}

/// URL → page.meta.json, snapshot.txt, and the extracted draft (plus recipe.jsonld).
async fn fetch_phase(ctx: &AppContext, task: &TaskState) -> Result<Outcome, WorkError> {
    let Some(url) = target_url(ctx, task).await? else {
        return Ok(failure("NO_CANDIDATES", "the task has no URL to fetch"));
    };
    let page: FetchedPage = match ctx.services.fetcher.fetch(&url).await {
        Ok(page) => page,
        Err(error) if error.is_permanent() || matches!(error, FetchError::CircuitOpen { .. }) => {
            return Ok(failure(error.code(), error.to_string()));
        }
        Err(error) => return Err(WorkError::Transient(error.to_string())),
    };
    let id = &task.task_id;
    put_json(ctx, id, PAGE_META, &PageMeta::of(&page)).await?;
    if ctx.config.fetch.keep_raw_html {
        ctx.stores
            .artifacts
            .put(id, PAGE_HTML, "text/html", page.body.as_bytes())
            .await?;
    }
    let extraction = cookbook_ingest::extract(&page.body, &page.final_url, page.retrieved_at);
    save_extraction(ctx, id, extraction, || {
        cookbook_ingest::text_snapshot(&page.body)
    })
    .await?;
    Ok(Outcome::Advance(IngestPhase::Extract))
}

/// Saves what extraction made of a page: the draft (and `recipe.jsonld`) when it found a
/// recipe, and the text snapshot either way (`page_text` makes it when there is no recipe).
pub(crate) async fn save_extraction(
    ctx: &AppContext,
    id: &str,
    extraction: Result<Extraction, ExtractError>,
    page_text: impl FnOnce() -> String,
) -> Result<(), WorkError> {
    let snapshot = match extraction {
        Ok(extraction) => {
            if let Some(structured) = &extraction.structured_data {
                put_json(ctx, id, STRUCTURED, structured).await?;
            }
            put_json(ctx, id, DRAFT, &extraction.draft).await?;
            extraction.snapshot
        }
        Err(error) => {
            // No recipe in the markup: the extract phase decides what else can be done.
            tracing::info!(task_id = %id, error = %error, "no recipe in the page markup");
            page_text()
        }
    };
    ctx.stores
        .artifacts
        .put(
            id,
            SNAPSHOT,
            "text/plain; charset=utf-8",
            snapshot.as_bytes(),
        )
        .await?;
    Ok(())
}

/// A draft from the page markup goes on to validation; without one, a model reads the text.
/// A saved page or pasted text is read here, as nothing was fetched.
async fn extract_phase(ctx: &AppContext, task: &TaskState) -> Result<Outcome, WorkError> {
    crate::ingest::brought::read_content(ctx, task).await?;
    let draft: Option<RecipeDraft> = get_json(ctx, &task.task_id, DRAFT).await?;
    match draft {
        Some(_) => Ok(Outcome::Advance(IngestPhase::Validate)),
        None => model_phases::extract_from_text(ctx, task).await,
    }
}

/// The patch of a normalize task; a target that vanished or became unreadable fails the task.
async fn normalize_phase(ctx: &AppContext, task: &TaskState) -> Result<Outcome, WorkError> {
    Ok(match crate::ingest::normalize::propose(ctx, task).await? {
        Ok(result) => Outcome::Complete(json!(result)),
        Err(refusal) if refusal.status == http::StatusCode::NOT_FOUND => {
            failure(refusal.code, refusal.message)
        }
        Err(other) => return Err(WorkError::Transient(other.message)),
    })
}

/// Sets the draft's validation report and similarity report: validation rules, the paraphrase
/// guardrail against the task's snapshot, and a warning when `owner` already imported the URL.
/// Recomputed from the recipe each time, so a redelivered message never doubles findings.
pub(crate) async fn review_findings(
    ctx: &AppContext,
    task_id: &str,
    owner: &str,
    draft: &mut RecipeDraft,
) -> Result<(), StoreError> {
    // A hostile page's controls and bidi overrides never reach the reviewer's screen.
    draft.recipe.clean_text();
    let (mut validation, similarity) = recipe_findings(ctx, task_id, &draft.recipe).await?;
    draft.notices = duplicate_sources(ctx, owner, draft).await?;
    validation
        .warnings
        .extend(draft.notices.iter().map(|notice| notice.message.clone()));
    draft.validation = validation;
    draft.similarity = Some(similarity);
    Ok(())
}

/// The validation rules and the paraphrase guardrail against the page text `snapshot`, in one
/// report; for the review and for the MCP `recipe_validate` tool.
pub(crate) fn checked_against(
    ctx: &AppContext,
    snapshot: &str,
    recipe: &Recipe,
) -> (ValidationReport, SimilarityReport) {
    let mut validation = cookbook_domain::validation::validate_recipe(recipe);
    let verdict = check_paraphrase(snapshot, recipe, &ctx.config.guardrail);
    validation.warnings.extend(verdict.warnings);
    validation.errors.extend(verdict.errors);
    (validation, verdict.report)
}

/// The validation rules and the paraphrase guardrail for `recipe` against task `task_id`'s
/// page snapshot: what the review shows, and what gates a commit of an edited draft.
pub(crate) async fn recipe_findings(
    ctx: &AppContext,
    task_id: &str,
    recipe: &Recipe,
) -> Result<(ValidationReport, SimilarityReport), StoreError> {
    let snapshot = snapshot_of(ctx, task_id).await?;
    Ok(checked_against(ctx, &snapshot, recipe))
}

/// Task `task_id`'s page text snapshot; empty when it has none.
pub(crate) async fn snapshot_of(ctx: &AppContext, task_id: &str) -> Result<String, StoreError> {
    Ok(match ctx.stores.artifacts.get(task_id, SNAPSHOT).await? {
        Some(artifact) => String::from_utf8_lossy(&artifact.body).into_owned(),
        None => String::new(),
    })
}

/// `DUPLICATE_SOURCE` for each of `owner`'s recipes imported from the draft's page (same URL
/// hash), linking it by id, so the reviewer can open it instead of importing twice.
async fn duplicate_sources(
    ctx: &AppContext,
    owner: &str,
    draft: &RecipeDraft,
) -> Result<Vec<DraftNotice>, StoreError> {
    let Some(hash) = draft.source.url_hash.as_deref() else {
        return Ok(Vec::new());
    };
    let existing = ctx.stores.recipes.find_by_url_hash(hash).await?;
    Ok(existing
        .into_iter()
        .filter(|recipe| recipe.owner.as_deref() == Some(owner))
        .filter_map(|recipe| {
            let id = recipe.id?;
            Some(DraftNotice {
                code: "DUPLICATE_SOURCE".to_owned(),
                message: format!(
                    "you already have \"{}\" (recipe {id}) imported from this URL; open it \
                     at /api/recipes/{id} or commit to keep both",
                    recipe.name
                ),
                recipe_id: Some(id),
            })
        })
        .collect())
}

/// Validation report, paraphrase guardrail and duplicate-URL warning → the draft for review.
async fn validate_phase(ctx: &AppContext, task: &TaskState) -> Result<Outcome, WorkError> {
    let id = &task.task_id;
    let Some(mut draft): Option<RecipeDraft> = get_json(ctx, id, DRAFT).await? else {
        return Ok(failure("NO_RECIPE_FOUND", "the extracted draft is missing"));
    };
    review_findings(ctx, id, &task.owner, &mut draft).await?;
    if model_phases::wants_paraphrase_repair(ctx, task, &draft).await? {
        put_json(ctx, id, DRAFT, &draft).await?;
        return Ok(Outcome::Advance(IngestPhase::RepairParaphrase));
    }
    let mut names: Vec<String> = ctx
        .stores
        .artifacts
        .list(id)
        .await?
        .into_iter()
        .map(|meta| meta.name)
        .collect();
    if !names.iter().any(|name| name == DRAFT) {
        names.push(DRAFT.to_owned());
    }
    draft.artifacts = names
        .iter()
        .map(|name| ArtifactRef {
            r#type: artifact_type(name).to_owned(),
            uri: artifact_uri(id, name),
        })
        .collect();
    put_json(ctx, id, DRAFT, &draft).await?;
    let candidates: Option<Vec<SearchCandidate>> = get_json(ctx, id, CANDIDATES).await?;
    let mut result = json!({ "draft": draft });
    if let Some(candidates) = candidates {
        result["candidates"] = json!(candidates);
        result["selectedCandidateIndex"] = json!(0);
    }
    Ok(Outcome::ReviewReady(result))
}
