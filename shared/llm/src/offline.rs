//! The `offline` provider: deterministic answers computed locally, one behaviour per phase, so the
//! local stack and tests run without a key or network. A phase without a behaviour is an error the
//! caller handles (e.g. extraction falls back to heuristics).

use std::collections::BTreeMap;
use std::sync::Arc;

use async_trait::async_trait;

use crate::error::LlmError;
use crate::message::{ChatRequest, ChatResponse};
use crate::model::ChatModel;
use crate::phase::LlmPhase;

/// Model name reported by offline answers that do not set their own.
pub const OFFLINE_MODEL_NAME: &str = "offline";
const PROVIDER: &str = "offline";

/// How the offline provider answers one phase. Must be deterministic: same request, same answer.
pub trait OfflineBehaviour: Send + Sync {
    fn respond(&self, request: &ChatRequest) -> Result<ChatResponse, LlmError>;
}

/// Any deterministic function of the request is a behaviour.
impl<F> OfflineBehaviour for F
where
    F: Fn(&ChatRequest) -> Result<ChatResponse, LlmError> + Send + Sync,
{
    fn respond(&self, request: &ChatRequest) -> Result<ChatResponse, LlmError> {
        self(request)
    }
}

/// The offline provider: a behaviour per phase.
#[derive(Clone, Default)]
pub struct OfflineModel {
    behaviours: BTreeMap<LlmPhase, Arc<dyn OfflineBehaviour>>,
}

impl OfflineModel {
    /// A model that supports no phase yet.
    pub fn new() -> Self {
        OfflineModel::default()
    }

    /// Answers `phase` with `behaviour` (replacing any earlier one).
    pub fn with(mut self, phase: LlmPhase, behaviour: Arc<dyn OfflineBehaviour>) -> Self {
        self.behaviours.insert(phase, behaviour);
        self
    }

    /// Whether `phase` has a behaviour.
    pub fn supports(&self, phase: LlmPhase) -> bool {
        self.behaviours.contains_key(&phase)
    }
}

impl std::fmt::Debug for OfflineModel {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("OfflineModel")
            .field("phases", &self.behaviours.keys().collect::<Vec<_>>())
            .finish()
    }
}

#[async_trait]
impl ChatModel for OfflineModel {
    fn provider(&self) -> &str {
        PROVIDER
    }

    async fn complete(&self, request: &ChatRequest) -> Result<ChatResponse, LlmError> {
        match self.behaviours.get(&request.phase) {
            Some(behaviour) => behaviour.respond(request),
            None => Err(LlmError::OfflineUnsupported {
                phase: request.phase,
            }),
        }
    }
}
