//! Ingest tasks (seed 004, CONTRACTS.md §3): their state, the phase state machine, progress
//! weights and the event every change appends.
//!
//! A change never mutates a task: [`TaskState::apply`] returns a [`TaskTransition`], the next state
//! and its event with matching versions, which a store writes in one conditional write.

use std::collections::BTreeMap;
use std::fmt;

use jiff::{SignedDuration, Timestamp};
use serde::{Deserialize, Deserializer, Serialize};
use serde_json::Value;

/// Draft lifetime in review unless configured otherwise (seed 004 §4.3).
pub const DEFAULT_DRAFT_EXPIRATION: SignedDuration = SignedDuration::from_hours(7 * 24);

/// Kinds of agent a task may name (seed 004 §8.0), matched case-insensitively.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub enum AgentType {
    Ingest,
    Research,
    Analysis,
}

impl AgentType {
    pub fn parse(text: &str) -> Option<Self> {
        [Self::Ingest, Self::Research, Self::Analysis]
            .into_iter()
            .find(|agent| agent.as_str().eq_ignore_ascii_case(text))
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Self::Ingest => "Ingest",
            Self::Research => "Research",
            Self::Analysis => "Analysis",
        }
    }
}

impl<'de> Deserialize<'de> for AgentType {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        Self::parse(&text)
            .ok_or_else(|| serde::de::Error::custom(format!("unknown agentType `{text}`")))
    }
}

/// What an ingest task starts from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub enum IngestMode {
    Url,
    Query,
    Normalize,
    /// A page the user saved in their browser: nothing is fetched.
    Html,
    /// Recipe text the user pasted.
    Text,
}

impl IngestMode {
    fn parse(text: &str) -> Option<Self> {
        [
            Self::Url,
            Self::Query,
            Self::Normalize,
            Self::Html,
            Self::Text,
        ]
        .into_iter()
        .find(|mode| format!("{mode:?}").eq_ignore_ascii_case(text))
    }

    /// The phases a task of this mode passes through before review, in order.
    fn path(self) -> &'static [IngestPhase] {
        use IngestPhase::*;
        match self {
            Self::Query => &[Discover, Fetch, Extract, Validate, ReviewReady],
            Self::Url => &[Fetch, Extract, Validate, ReviewReady],
            Self::Normalize => &[Normalize],
            Self::Html | Self::Text => &[Extract, Validate, ReviewReady],
        }
    }
}

impl<'de> Deserialize<'de> for IngestMode {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        Self::parse(&text).ok_or_else(|| {
            serde::de::Error::custom(format!(
                "unknown mode `{text}`: use Url, Query, Html, Text or Normalize"
            ))
        })
    }
}

/// The payload of an ingest task (seed 004 §7.1); `promptIds` is accepted for `promptSelection`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct IngestPayload {
    pub mode: IngestMode,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub url: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub query: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub constraints: Option<Value>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub recipe_id: Option<String>,
    #[serde(default, alias = "promptIds", skip_serializing_if = "Option::is_none")]
    pub prompt_selection: Option<Value>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub prompt_overrides: Option<Value>,
    /// The saved page of an `Html` import, as sent; the server moves it to an artifact.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub html: Option<String>,
    /// The pasted text of a `Text` import, as sent; the server moves it to an artifact.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub text: Option<String>,
    /// Where the server keeps the `html` or `text` it took out of the payload
    /// (`artifacts/{taskId}/{name}`), so the stored task stays small. Set by the server only.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub content_artifact: Option<String>,
}

impl IngestPayload {
    /// A payload of `mode` with nothing else set, for callers to fill in.
    pub fn new(mode: IngestMode) -> Self {
        Self {
            mode,
            url: None,
            query: None,
            constraints: None,
            recipe_id: None,
            prompt_selection: None,
            prompt_overrides: None,
            html: None,
            text: None,
            content_artifact: None,
        }
    }

    /// Problems with the payload as a whole, e.g. a URL import without a URL.
    pub fn problems(&self) -> Vec<String> {
        let missing = |field: &Option<String>| field.as_deref().is_none_or(|v| v.trim().is_empty());
        let required = match self.mode {
            IngestMode::Url => ("url", missing(&self.url)),
            IngestMode::Query => ("query", missing(&self.query)),
            IngestMode::Normalize => ("recipeId", missing(&self.recipe_id)),
            IngestMode::Html => ("html", missing(&self.html)),
            IngestMode::Text => ("text", missing(&self.text)),
        };
        match required {
            (field, true) => vec![format!(
                "payload.{field} is required for mode {:?}",
                self.mode
            )],
            _ => Vec::new(),
        }
    }
}

/// Where a task stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub enum TaskStatus {
    Pending,
    Running,
    ReviewReady,
    Committed,
    Rejected,
    Expired,
    Failed,
    /// Normalize tasks end here.
    Completed,
}

impl TaskStatus {
    pub fn is_terminal(self) -> bool {
        matches!(
            self,
            Self::Committed | Self::Rejected | Self::Expired | Self::Failed | Self::Completed
        )
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Self::Pending => "Pending",
            Self::Running => "Running",
            Self::ReviewReady => "ReviewReady",
            Self::Committed => "Committed",
            Self::Rejected => "Rejected",
            Self::Expired => "Expired",
            Self::Failed => "Failed",
            Self::Completed => "Completed",
        }
    }
}

/// An ingest phase; `currentPhase` names the phase whose work is pending or running.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub enum IngestPhase {
    #[serde(rename = "Ingest.Discover")]
    Discover,
    #[serde(rename = "Ingest.Fetch")]
    Fetch,
    #[serde(rename = "Ingest.Extract")]
    Extract,
    #[serde(rename = "Ingest.Validate")]
    Validate,
    #[serde(rename = "Ingest.RepairJson")]
    RepairJson,
    #[serde(rename = "Ingest.RepairParaphrase")]
    RepairParaphrase,
    #[serde(rename = "Ingest.ReviewReady")]
    ReviewReady,
    #[serde(rename = "Ingest.Normalize")]
    Normalize,
}

impl IngestPhase {
    /// Share of the progress bar (seed 004 §13.1); repairs count as part of validation.
    fn weight(self) -> u32 {
        match self {
            Self::Discover => 10,
            Self::Fetch => 15,
            Self::Extract => 40,
            Self::Validate => 25,
            Self::ReviewReady => 10,
            Self::RepairJson | Self::RepairParaphrase => 0,
            Self::Normalize => 100,
        }
    }

    /// Whether a task may move from this phase straight to `next`.
    pub fn leads_to(self, next: IngestPhase) -> bool {
        use IngestPhase::*;
        matches!(
            (self, next),
            (Discover, Fetch)
                | (Fetch, Extract)
                | (Extract, Validate)
                | (Extract, RepairJson)
                | (Validate, RepairJson)
                | (Validate, RepairParaphrase)
                | (RepairJson, Validate)
                | (RepairParaphrase, Validate)
        )
    }

    /// The phase as it appears in event names, e.g. `repair_json`.
    fn slug(self) -> &'static str {
        match self {
            Self::Discover => "discover",
            Self::Fetch => "fetch",
            Self::Extract => "extract",
            Self::Validate => "validate",
            Self::RepairJson => "repair_json",
            Self::RepairParaphrase => "repair_paraphrase",
            Self::ReviewReady => "review_ready",
            Self::Normalize => "normalize",
        }
    }
}

impl fmt::Display for IngestPhase {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Ingest.{:?}", self)
    }
}

/// Why a task failed, in the error body shape of CONTRACTS.md §8.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct TaskError {
    pub code: String,
    pub message: String,
    #[serde(default)]
    pub details: Value,
}

/// The stored state of one task.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct TaskState {
    pub task_id: String,
    pub owner: String,
    pub agent_type: AgentType,
    pub thread_id: String,
    pub status: TaskStatus,
    pub current_phase: IngestPhase,
    pub progress: u8,
    pub payload: IngestPayload,
    pub result: Option<Value>,
    pub error: Option<TaskError>,
    pub metadata: BTreeMap<String, String>,
    pub version: u64,
    pub created_at: Timestamp,
    pub last_updated: Timestamp,
    pub expires_at: Option<Timestamp>,
}

/// One entry of a task's event log; `version` is the task version the change produced.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct TaskEvent {
    pub task_id: String,
    pub version: u64,
    /// Seed 004 §13.2 names, e.g. `ingest.fetch.progress`, `ingest.review_ready`.
    pub name: String,
    pub status: TaskStatus,
    pub current_phase: IngestPhase,
    pub progress: u8,
    pub at: Timestamp,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub error: Option<TaskError>,
}

/// A requested change to a task.
#[derive(Debug, Clone, PartialEq)]
pub enum TaskChange {
    /// A worker picked the task up.
    Start,
    /// The current phase finished; move on to `to`.
    Advance {
        to: IngestPhase,
    },
    /// Validation finished; the draft waits for a human.
    ReviewReady {
        result: Value,
    },
    /// The reviewer changed the draft; restarts the expiry clock.
    EditDraft {
        result: Value,
    },
    Commit,
    Reject,
    Expire,
    /// A normalize task produced its patch.
    Complete {
        result: Value,
    },
    /// The reviewer accepted or rejected a completed normalize task's patch.
    Decide {
        accepted: bool,
        result: Value,
    },
    Fail {
        error: TaskError,
    },
}

impl TaskChange {
    fn label(&self) -> &'static str {
        match self {
            Self::Start => "Start",
            Self::Advance { .. } => "Advance",
            Self::ReviewReady { .. } => "ReviewReady",
            Self::EditDraft { .. } => "EditDraft",
            Self::Commit => "Commit",
            Self::Reject => "Reject",
            Self::Expire => "Expire",
            Self::Complete { .. } => "Complete",
            Self::Decide { .. } => "Decide",
            Self::Fail { .. } => "Fail",
        }
    }
}

/// A change the state machine does not allow from the task's current state.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[error("cannot {change} task {task_id}: it is {status:?} at {phase}")]
pub struct TransitionError {
    pub task_id: String,
    pub change: &'static str,
    pub status: TaskStatus,
    pub phase: IngestPhase,
}

/// A task's next state and the event recording it, with matching versions.
#[derive(Debug, Clone, PartialEq)]
pub struct TaskTransition {
    state: TaskState,
    event: TaskEvent,
}

impl TaskTransition {
    pub fn state(&self) -> &TaskState {
        &self.state
    }

    pub fn event(&self) -> &TaskEvent {
        &self.event
    }

    pub fn into_state(self) -> TaskState {
        self.state
    }
}

/// What a new task is made from.
#[derive(Debug, Clone)]
pub struct NewTask {
    pub task_id: String,
    pub owner: String,
    pub thread_id: String,
    pub payload: IngestPayload,
    pub metadata: BTreeMap<String, String>,
}

impl TaskState {
    /// The first version of a task: Pending at the first phase of its mode.
    pub fn create(new: NewTask, now: Timestamp) -> TaskTransition {
        let first_phase = new.payload.mode.path()[0];
        let state = TaskState {
            task_id: new.task_id,
            owner: new.owner,
            agent_type: AgentType::Ingest,
            thread_id: new.thread_id,
            status: TaskStatus::Pending,
            current_phase: first_phase,
            progress: 0,
            payload: new.payload,
            result: None,
            error: None,
            metadata: new.metadata,
            version: 1,
            created_at: now,
            last_updated: now,
            expires_at: None,
        };
        let event = state.event("task.created".to_owned(), None);
        TaskTransition { state, event }
    }

    /// Applies `change` at `now`; drafts in review expire `draft_expiration` after their last update.
    pub fn apply(
        &self,
        change: TaskChange,
        now: Timestamp,
        draft_expiration: SignedDuration,
    ) -> Result<TaskTransition, TransitionError> {
        use TaskStatus::*;
        let refuse = |change: &TaskChange| TransitionError {
            task_id: self.task_id.clone(),
            change: change.label(),
            status: self.status,
            phase: self.current_phase,
        };
        let mut next = self.clone();
        let in_flight = matches!(self.status, Pending | Running);
        let event_name = match &change {
            TaskChange::Start if self.status == Pending => {
                next.status = Running;
                format!("ingest.{}.progress", self.current_phase.slug())
            }
            TaskChange::Advance { to } if in_flight && self.current_phase.leads_to(*to) => {
                next.status = Running;
                next.current_phase = *to;
                next.progress = self.progress_at(*to);
                format!("ingest.{}.progress", to.slug())
            }
            TaskChange::ReviewReady { result }
                if in_flight && self.current_phase == IngestPhase::Validate =>
            {
                next.status = ReviewReady;
                next.current_phase = IngestPhase::ReviewReady;
                next.progress = 100;
                next.result = Some(result.clone());
                "ingest.review_ready".to_owned()
            }
            TaskChange::EditDraft { result } if self.status == ReviewReady => {
                next.result = Some(result.clone());
                "ingest.draft_edited".to_owned()
            }
            TaskChange::Commit if self.status == ReviewReady => {
                next.status = Committed;
                "ingest.committed".to_owned()
            }
            TaskChange::Reject if self.status == ReviewReady => {
                next.status = Rejected;
                "ingest.rejected".to_owned()
            }
            TaskChange::Expire if self.status == ReviewReady => {
                next.status = Expired;
                "ingest.expired".to_owned()
            }
            TaskChange::Complete { result }
                if in_flight && self.current_phase == IngestPhase::Normalize =>
            {
                next.status = Completed;
                next.progress = 100;
                next.result = Some(result.clone());
                "ingest.normalize.completed".to_owned()
            }
            TaskChange::Decide { accepted, result }
                if self.status == Completed && self.current_phase == IngestPhase::Normalize =>
            {
                next.result = Some(result.clone());
                let verdict = if *accepted { "accepted" } else { "rejected" };
                format!("ingest.normalize.{verdict}")
            }
            TaskChange::Fail { error } if !self.status.is_terminal() => {
                next.status = Failed;
                next.error = Some(error.clone());
                "ingest.failed".to_owned()
            }
            _ => return Err(refuse(&change)),
        };
        next.version = self.version + 1;
        next.last_updated = now;
        next.expires_at = (next.status == ReviewReady)
            .then(|| now.saturating_add(draft_expiration).unwrap_or(now));
        let event = next.event(
            event_name,
            next.error.clone().filter(|_| next.status == Failed),
        );
        Ok(TaskTransition { state: next, event })
    }

    /// Progress (0–100) of a task of this task's mode that has reached `phase`: the summed weights of
    /// the phases before it on the mode's path, rescaled when the path skips discovery.
    fn progress_at(&self, phase: IngestPhase) -> u8 {
        let path = self.payload.mode.path();
        let phase = match phase {
            IngestPhase::RepairJson | IngestPhase::RepairParaphrase => IngestPhase::Validate,
            other => other,
        };
        let total: u32 = path.iter().map(|p| p.weight()).sum();
        let done: u32 = path
            .iter()
            .take_while(|p| **p != phase)
            .map(|p| p.weight())
            .sum();
        u8::try_from((done * 100 + total / 2) / total.max(1)).unwrap_or(100)
    }

    fn event(&self, name: String, error: Option<TaskError>) -> TaskEvent {
        TaskEvent {
            task_id: self.task_id.clone(),
            version: self.version,
            name,
            status: self.status,
            current_phase: self.current_phase,
            progress: self.progress,
            at: self.last_updated,
            error,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn task(mode: &str) -> TaskState {
        let payload: IngestPayload = serde_json::from_value(serde_json::json!({
            "mode": mode, "url": "https://example.com/r", "query": "ramen", "recipeId": "r1"
        }))
        .unwrap();
        let new = NewTask {
            task_id: "t1".into(),
            owner: "alice".into(),
            thread_id: "th".into(),
            payload,
            metadata: BTreeMap::new(),
        };
        TaskState::create(new, Timestamp::UNIX_EPOCH).into_state()
    }

    fn step(state: &TaskState, change: TaskChange) -> TaskState {
        state
            .apply(change, Timestamp::UNIX_EPOCH, DEFAULT_DRAFT_EXPIRATION)
            .unwrap()
            .into_state()
    }

    #[test]
    fn query_import_walks_the_weighted_phases() {
        let mut t = task("query");
        assert_eq!(
            (t.status, t.current_phase, t.progress),
            (TaskStatus::Pending, IngestPhase::Discover, 0)
        );
        let mut seen = vec![];
        for to in [
            IngestPhase::Fetch,
            IngestPhase::Extract,
            IngestPhase::Validate,
        ] {
            t = step(&t, TaskChange::Advance { to });
            seen.push(t.progress);
        }
        assert_eq!(seen, [10, 25, 65]);
        t = step(
            &t,
            TaskChange::ReviewReady {
                result: serde_json::json!({}),
            },
        );
        assert_eq!(
            (t.status, t.progress, t.version),
            (TaskStatus::ReviewReady, 100, 5)
        );
        assert_eq!(
            t.expires_at,
            Some(Timestamp::UNIX_EPOCH + DEFAULT_DRAFT_EXPIRATION)
        );
        t = step(&t, TaskChange::Commit);
        assert_eq!((t.status, t.expires_at), (TaskStatus::Committed, None));
    }

    #[test]
    fn url_import_redistributes_weights_without_discovery() {
        let t = task("URL");
        assert_eq!(t.current_phase, IngestPhase::Fetch);
        let t = step(
            &t,
            TaskChange::Advance {
                to: IngestPhase::Extract,
            },
        );
        assert_eq!(t.progress, 17); // 15 of 90
        let t = step(
            &t,
            TaskChange::Advance {
                to: IngestPhase::Validate,
            },
        );
        assert_eq!(t.progress, 61); // 55 of 90
        let t = step(
            &t,
            TaskChange::Advance {
                to: IngestPhase::RepairParaphrase,
            },
        );
        assert_eq!(t.progress, 61);
    }

    #[test]
    fn saved_pages_and_pasted_text_start_at_extraction() {
        for mode in ["html", "Text"] {
            let t = task(mode);
            assert_eq!((t.current_phase, t.progress), (IngestPhase::Extract, 0));
            let t = step(
                &t,
                TaskChange::Advance {
                    to: IngestPhase::Validate,
                },
            );
            assert_eq!(t.progress, 53); // 40 of 75
        }
        let empty: IngestPayload =
            serde_json::from_str(r#"{"mode":"Html","url":"https://x.example/r","html":" "}"#)
                .unwrap();
        assert_eq!(empty.problems(), ["payload.html is required for mode Html"]);
        let text: IngestPayload = serde_json::from_str(r#"{"mode":"text"}"#).unwrap();
        assert_eq!(text.problems(), ["payload.text is required for mode Text"]);
    }

    #[test]
    fn illegal_transitions_are_errors() {
        let t = task("url");
        for change in [
            TaskChange::Advance {
                to: IngestPhase::Validate,
            },
            TaskChange::Commit,
            TaskChange::Reject,
            TaskChange::ReviewReady {
                result: Value::Null,
            },
            TaskChange::Complete {
                result: Value::Null,
            },
        ] {
            let err = t
                .apply(change, Timestamp::UNIX_EPOCH, DEFAULT_DRAFT_EXPIRATION)
                .unwrap_err();
            assert_eq!(err.status, TaskStatus::Pending);
        }
        let failed = step(
            &t,
            TaskChange::Fail {
                error: TaskError {
                    code: "URL_NOT_ALLOWED".into(),
                    message: "no".into(),
                    details: Value::Null,
                },
            },
        );
        assert!(
            failed
                .apply(
                    TaskChange::Start,
                    Timestamp::UNIX_EPOCH,
                    DEFAULT_DRAFT_EXPIRATION
                )
                .is_err()
        );
        assert!(
            failed
                .apply(
                    TaskChange::Fail {
                        error: failed.error.clone().unwrap()
                    },
                    Timestamp::UNIX_EPOCH,
                    DEFAULT_DRAFT_EXPIRATION
                )
                .is_err()
        );
    }

    #[test]
    fn events_match_the_versions_they_record() {
        let t = task("url");
        let transition = t
            .apply(
                TaskChange::Start,
                Timestamp::UNIX_EPOCH,
                DEFAULT_DRAFT_EXPIRATION,
            )
            .unwrap();
        assert_eq!(transition.event().version, transition.state().version);
        assert_eq!(transition.event().name, "ingest.fetch.progress");
        let json = serde_json::to_value(transition.state()).unwrap();
        assert_eq!(json["currentPhase"], "Ingest.Fetch");
        assert_eq!(json["status"], "Running");
        assert_eq!(json["agentType"], "Ingest");
    }

    #[test]
    fn a_completed_normalize_task_records_the_decision() {
        let t = task("normalize");
        assert_eq!(t.current_phase, IngestPhase::Normalize);
        let decide = TaskChange::Decide {
            accepted: true,
            result: Value::Null,
        };
        assert!(
            t.apply(
                decide.clone(),
                Timestamp::UNIX_EPOCH,
                DEFAULT_DRAFT_EXPIRATION
            )
            .is_err(),
            "no decision before the patch exists"
        );
        let done = step(
            &t,
            TaskChange::Complete {
                result: Value::Null,
            },
        );
        assert_eq!(done.status, TaskStatus::Completed);
        let transition = done
            .apply(decide, Timestamp::UNIX_EPOCH, DEFAULT_DRAFT_EXPIRATION)
            .unwrap();
        assert_eq!(transition.event().name, "ingest.normalize.accepted");
        assert_eq!(transition.state().status, TaskStatus::Completed);
        assert!(
            task("url")
                .apply(
                    TaskChange::Decide {
                        accepted: false,
                        result: Value::Null
                    },
                    Timestamp::UNIX_EPOCH,
                    DEFAULT_DRAFT_EXPIRATION
                )
                .is_err()
        );
    }

    #[test]
    fn payload_rules() {
        let bad: Result<IngestPayload, _> =
            serde_json::from_str(r#"{"mode":"url","url":"x","colour":1}"#);
        assert!(bad.is_err());
        let alias: IngestPayload =
            serde_json::from_str(r#"{"mode":"Query","query":"q","promptIds":{"extract":"a"}}"#)
                .unwrap();
        assert!(alias.prompt_selection.is_some());
        let missing: IngestPayload = serde_json::from_str(r#"{"mode":"url"}"#).unwrap();
        assert_eq!(missing.problems(), ["payload.url is required for mode Url"]);
        assert!(AgentType::parse("ingest").is_some() && AgentType::parse("Cooking").is_none());
    }
}
