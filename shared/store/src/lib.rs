//! Storage ports: the traits the application needs, and their adapters.
//!
//! - [`local`] (feature `local`): one embedded SQLite file plus an artifact folder; the default for
//!   the `cookbook` binary, with a durable queue that behaves like SQS.
//! - [`aws`] (feature `aws`): DynamoDB, S3 and SQS through the AWS SDK, for the Lambda functions.
//!
//! Every versioned write follows one rule: writing version 1 creates the record only if it does
//! not exist; writing version `n > 1` succeeds only if the stored version is `n - 1`. Losing that
//! race is [`StoreError::Conflict`], and so is writing `n > 1` to a record that does not exist.
//! The same contract tests (module `contract`, feature `contract`) run against both adapters.

pub mod artifact;
pub mod page;
pub mod queue;
pub mod recipe_listing;
pub mod search;
pub mod transfer;

#[cfg(feature = "aws")]
pub mod aws;
#[cfg(feature = "contract")]
pub mod contract;
#[cfg(all(feature = "aws", feature = "contract"))]
pub mod emulator;
#[cfg(feature = "local")]
pub mod local;

use std::sync::Arc;

use async_trait::async_trait;
use cookbook_domain::plan::{MealHistoryEntry, PlanDocument, PlanDocumentKind};
use cookbook_domain::{
    Clock, IngestMode, PromptTemplate, Recipe, TaskEvent, TaskState, TaskStatus, TaskTransition,
};
use jiff::Timestamp;
use jiff::civil::Date;
use serde::{Deserialize, Serialize};

pub use artifact::{Artifact, ArtifactLimits, ArtifactMeta, Retention};
pub use page::{Page, PageRequest};
pub use queue::{QueueMessage, QueueName, QueueRef, QueueSettings};
pub use recipe_listing::{RecipeFilter, RecipeListing, RecipeSort, SortOrder};
pub use search::{MAX_SEARCH_RESULTS, RecipeSearch, SearchEntry, SearchHit, SearchQuery};
pub use transfer::TransferStore;

/// What can go wrong in a store, independent of the backend.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// A conditional write lost: the record exists already, or its version moved on.
    #[error("conflict: {0}")]
    Conflict(String),
    /// The record a write expected to exist does not.
    #[error("not found: {0}")]
    NotFound(String),
    /// A record or artifact too large to store (an artifact: even compressed).
    #[error("{size} bytes exceed the {limit}-byte limit of a stored record")]
    TooLarge { size: usize, limit: usize },
    /// A caller error the store caught: a missing id, a malformed cursor.
    #[error("invalid request: {0}")]
    Invalid(String),
    /// The backend failed (I/O, network, emulator down); the message says which call.
    #[error("store backend error: {0}")]
    Backend(String),
}

pub type StoreResult<T> = Result<T, StoreError>;

/// Largest stored record (a recipe, task, plan, job, shopping list…) as JSON. DynamoDB items stop
/// at 400 KB with their key and index attributes; every adapter refuses past this same size, so
/// what the local store accepts a deployment stores too.
pub const MAX_DOCUMENT_BYTES: usize = 350 * 1024;

/// `json`, the serialised record, unless it is over [`MAX_DOCUMENT_BYTES`] (`TooLarge`).
pub fn within_document_limit(json: String) -> StoreResult<String> {
    if json.len() > MAX_DOCUMENT_BYTES {
        return Err(StoreError::TooLarge {
            size: json.len(),
            limit: MAX_DOCUMENT_BYTES,
        });
    }
    Ok(json)
}

/// Canonical recipes, owner-scoped. Ids are UUID v7 (or `core_…`), so id order is creation order.
#[async_trait]
pub trait RecipeStore: Send + Sync {
    /// Stores a new recipe (version 1); `Conflict` if the id exists.
    async fn create(&self, recipe: &Recipe) -> StoreResult<()>;
    /// Stores those of `recipes` (all new, version 1) whose ids are free, many per request,
    /// leaving stored ones as they are; answers the ids it stored. For bulk loads such as the
    /// core catalog: unlike [`RecipeStore::create`], two loads of one id at the same moment may
    /// both write it (the same recipe, so nothing is duplicated).
    async fn create_missing(&self, recipes: &[Recipe]) -> StoreResult<Vec<String>>;
    async fn get(&self, id: &str) -> StoreResult<Option<Recipe>>;
    /// Replaces a recipe whose stored version is `recipe.version - 1`; `Conflict` otherwise,
    /// including when the recipe does not exist (the versioned-write rule, not `NotFound`).
    async fn replace(&self, recipe: &Recipe) -> StoreResult<()>;
    /// Deletes a recipe; `false` when it did not exist.
    async fn delete(&self, id: &str) -> StoreResult<bool>;
    /// `owner`'s recipes that pass the listing's filter, in its order, read through an index
    /// on the sorted field (reading on until the page is full when the filter drops some).
    async fn list_by_owner(
        &self,
        owner: &str,
        listing: &RecipeListing,
        page: &PageRequest,
    ) -> StoreResult<Page<Recipe>>;
    /// Recipes imported from the URL with this `source.urlHash`.
    async fn find_by_url_hash(&self, url_hash: &str) -> StoreResult<Vec<Recipe>>;
}

/// Tasks and their event logs.
#[async_trait]
pub trait TaskStore: Send + Sync {
    /// Writes the transition's state and event atomically, conditional on the previous version.
    async fn write(&self, transition: &TaskTransition) -> StoreResult<()>;
    async fn get(&self, task_id: &str) -> StoreResult<Option<TaskState>>;
    /// The task's events in version order.
    async fn events(&self, task_id: &str, page: &PageRequest) -> StoreResult<Page<TaskEvent>>;
    /// `owner`'s tasks that pass `filter`, newest first (by `createdAt`, then id), read
    /// through an index on (owner, createdAt).
    async fn list_by_owner(
        &self,
        owner: &str,
        filter: &TaskFilter,
        page: &PageRequest,
    ) -> StoreResult<Page<TaskState>>;
    /// Tasks in review whose `expiresAt` is at or before `now`, oldest first, at most `limit`.
    async fn due_for_expiry(&self, now: Timestamp, limit: usize) -> StoreResult<Vec<TaskState>>;
}

/// Which of an owner's tasks a listing returns; `None` matches every value.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct TaskFilter {
    pub status: Option<TaskStatus>,
    pub mode: Option<IngestMode>,
}

impl TaskFilter {
    /// The name a task's mode is indexed under (`Url`, `Query`, …), as the wire spells it.
    pub fn mode_name(mode: IngestMode) -> String {
        format!("{mode:?}")
    }
}

/// The prompt registry, keyed by (phase, id).
#[async_trait]
pub trait PromptStore: Send + Sync {
    /// Adds a prompt version; `Conflict` if the id exists.
    async fn create(&self, prompt: &PromptTemplate) -> StoreResult<()>;
    async fn get(&self, id: &str) -> StoreResult<Option<PromptTemplate>>;
    /// Makes `id` the one active prompt of its phase (`active`), or deactivates it, in one
    /// atomic step: concurrent activations in a phase leave exactly one active prompt.
    /// Returns the changed prompt; `NotFound` if it does not exist.
    async fn set_active(&self, id: &str, active: bool) -> StoreResult<PromptTemplate>;
    /// Prompts of one phase, or of all phases, ordered by (phase, id).
    async fn list(
        &self,
        phase: Option<&str>,
        page: &PageRequest,
    ) -> StoreResult<Page<PromptTemplate>>;
}

/// Meal-plan jobs, plan snapshots and meal history.
#[async_trait]
pub trait PlanStore: Send + Sync {
    /// Writes a document under the versioned-write rule.
    async fn write(&self, document: &PlanDocument) -> StoreResult<()>;
    async fn get(&self, kind: PlanDocumentKind, id: &str) -> StoreResult<Option<PlanDocument>>;
    /// `owner`'s documents of `kind`, newest (highest id) first.
    async fn list_by_owner(
        &self,
        kind: PlanDocumentKind,
        owner: &str,
        page: &PageRequest,
    ) -> StoreResult<Page<PlanDocument>>;
    /// Deletes a document and its listing entry; `false` when it did not exist.
    async fn delete(&self, kind: PlanDocumentKind, id: &str) -> StoreResult<bool>;
    /// Records meals; an entry for an existing `(owner, date, meal_key)` replaces it.
    async fn record_meals(&self, entries: &[MealHistoryEntry]) -> StoreResult<()>;
    /// `owner`'s meals from `from` to `to` inclusive, by date then meal key.
    async fn meal_history(
        &self,
        owner: &str,
        from: Date,
        to: Date,
    ) -> StoreResult<Vec<MealHistoryEntry>>;
}

/// Task artifacts under `{taskId}/{name}`, compressed above a threshold, capped in size.
#[async_trait]
pub trait ArtifactStore: Send + Sync {
    /// Stores (or overwrites) an artifact, tagged `Retention::Active`.
    async fn put(
        &self,
        task_id: &str,
        name: &str,
        content_type: &str,
        body: &[u8],
    ) -> StoreResult<ArtifactMeta>;
    /// The artifact with its body decompressed.
    async fn get(&self, task_id: &str, name: &str) -> StoreResult<Option<Artifact>>;
    /// The task's artifacts by name.
    async fn list(&self, task_id: &str) -> StoreResult<Vec<ArtifactMeta>>;
    /// Re-tags every artifact of the task; lifecycle rules expire them by tag.
    async fn set_retention(&self, task_id: &str, retention: Retention) -> StoreResult<()>;
    /// Removes one artifact (a saved page once it is read); removing a missing one is no error.
    async fn delete(&self, task_id: &str, name: &str) -> StoreResult<()>;
}

/// Work queues with SQS semantics: at-least-once delivery, a visibility timeout, and a
/// dead-letter queue that takes a message once it was received `max_receive_count` times.
#[async_trait]
pub trait Queue: Send + Sync {
    async fn send(&self, queue: QueueName, body: &str) -> StoreResult<String>;
    /// Up to `max` visible messages, hidden from other receivers for the queue's visibility timeout.
    async fn receive(&self, queue: QueueRef, max: usize) -> StoreResult<Vec<QueueMessage>>;
    /// Deletes a received message for good.
    async fn ack(&self, queue: QueueRef, receipt: &str) -> StoreResult<()>;
}

/// Fetch state per web domain (circuit breaker, rate limit), shared by every function.
#[async_trait]
pub trait DomainStateStore: Send + Sync {
    async fn get(&self, domain: &str) -> StoreResult<Option<DomainState>>;
    /// Writes under the versioned-write rule.
    async fn put(&self, state: &DomainState) -> StoreResult<()>;
}

/// Counters per key and time window (per-user request and model-token quotas), shared by every
/// instance of every function, so a quota holds however many Lambdas serve a user.
#[async_trait]
pub trait CounterStore: Send + Sync {
    /// Adds `amount` to counter `key` (absent counts as 0; `amount` 0 reads it) and returns the
    /// new total. The first add sets `expires_at`, after which the counter may be dropped, so
    /// `key` names its window (e.g. `requests#alice#29390401`).
    async fn add(&self, key: &str, amount: u64, expires_at: Timestamp) -> StoreResult<u64>;
}

/// Circuit-breaker and rate-limit state of one domain (seed 004 §15.2).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct DomainState {
    pub domain: String,
    pub version: u64,
    pub consecutive_failures: u32,
    pub first_failure_at: Option<Timestamp>,
    pub blocked_until: Option<Timestamp>,
    pub last_request_at: Option<Timestamp>,
    /// After this the record may be dropped (DynamoDB TTL).
    pub expires_at: Timestamp,
}

/// Every store the application uses, behind its port.
#[derive(Clone)]
pub struct Stores {
    pub recipes: Arc<dyn RecipeStore>,
    pub tasks: Arc<dyn TaskStore>,
    pub prompts: Arc<dyn PromptStore>,
    pub plans: Arc<dyn PlanStore>,
    pub artifacts: Arc<dyn ArtifactStore>,
    /// Files over the 4 MB body limit, moved through URLs (migrations in, exports out).
    pub transfers: Arc<dyn TransferStore>,
    pub queue: Arc<dyn Queue>,
    pub domains: Arc<dyn DomainStateStore>,
    pub counters: Arc<dyn CounterStore>,
    /// Candidate search over an owner's recipes and the core catalog.
    pub search: Arc<dyn RecipeSearch>,
    pub clock: Arc<dyn Clock>,
}

/// The version a versioned write of `version` expects to find stored: `None` means "absent".
pub fn previous_version(version: u64) -> StoreResult<Option<u64>> {
    match version {
        0 => Err(StoreError::Invalid("versions start at 1".to_owned())),
        1 => Ok(None),
        n => Ok(Some(n - 1)),
    }
}
