//! Token accounting: a thread-safe ledger per phase, a token count per unit of work (a request,
//! charged to its caller's quota), and the wrapper that records every call of a routed model
//! into both and logs the call (provider, phase, model, latency, tokens; never content).

use std::collections::BTreeMap;
use std::future::Future;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Instant;

use async_trait::async_trait;
use serde::Serialize;

use crate::error::LlmError;
use crate::message::{ChatRequest, ChatResponse, Usage};
use crate::model::ChatModel;
use crate::phase::LlmPhase;

/// Totals of one phase.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PhaseUsage {
    /// Successful calls.
    pub calls: u64,
    pub input_tokens: u64,
    pub output_tokens: u64,
}

/// Per-phase token totals, shared by every model a [`crate::PhaseModels`] built.
#[derive(Debug, Default)]
pub struct UsageLedger {
    totals: Mutex<BTreeMap<LlmPhase, PhaseUsage>>,
}

impl UsageLedger {
    pub fn new() -> Self {
        UsageLedger::default()
    }

    pub fn record(&self, phase: LlmPhase, usage: Usage) {
        // A panic elsewhere cannot leave plain counters half-updated, so a poisoned lock is fine.
        let mut totals = self.totals.lock().unwrap_or_else(PoisonError::into_inner);
        let entry = totals.entry(phase).or_default();
        entry.calls += 1;
        entry.input_tokens += usage.input_tokens;
        entry.output_tokens += usage.output_tokens;
    }

    /// The totals of one phase (zero if it was never called).
    pub fn phase(&self, phase: LlmPhase) -> PhaseUsage {
        self.snapshot().get(&phase).copied().unwrap_or_default()
    }

    /// The totals of every phase called so far.
    pub fn snapshot(&self) -> BTreeMap<LlmPhase, PhaseUsage> {
        self.totals
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .clone()
    }
}

tokio::task_local! {
    /// Tokens used by the model calls of the work [`count_tokens`] runs.
    static TOKENS_IN_SCOPE: Arc<AtomicU64>;
}

/// Runs `work` and returns its output with the tokens (input and output) that every model call
/// made within it used, so a request's cost can be charged to its caller's quota.
pub async fn count_tokens<F: Future>(work: F) -> (F::Output, u64) {
    let counter = Arc::new(AtomicU64::new(0));
    let output = TOKENS_IN_SCOPE.scope(counter.clone(), work).await;
    (output, counter.load(Ordering::Relaxed))
}

/// A model whose calls are recorded in a ledger and logged.
pub(crate) struct MeteredModel {
    inner: Arc<dyn ChatModel>,
    ledger: Arc<UsageLedger>,
}

impl MeteredModel {
    pub fn new(inner: Arc<dyn ChatModel>, ledger: Arc<UsageLedger>) -> Self {
        MeteredModel { inner, ledger }
    }
}

#[async_trait]
impl ChatModel for MeteredModel {
    fn provider(&self) -> &str {
        self.inner.provider()
    }

    async fn complete(&self, request: &ChatRequest) -> Result<ChatResponse, LlmError> {
        let started = Instant::now();
        let result = self.inner.complete(request).await;
        let latency_ms = started.elapsed().as_millis() as u64;
        let provider = self.inner.provider();
        match &result {
            Ok(response) => {
                self.ledger.record(request.phase, response.usage);
                let tokens = response.usage.input_tokens + response.usage.output_tokens;
                // Outside a counted scope (queue consumers, the CLI) nobody is charged here.
                let _ = TOKENS_IN_SCOPE
                    .try_with(|counter| counter.fetch_add(tokens, Ordering::Relaxed));
                tracing::info!(
                    provider,
                    phase = %request.phase,
                    model = %response.model,
                    latency_ms,
                    input_tokens = response.usage.input_tokens,
                    output_tokens = response.usage.output_tokens,
                    stop_reason = %response.stop_reason,
                    "llm call"
                );
            }
            // The offline provider declining a phase is how callers learn to take their
            // deterministic path, not a failure anyone should be warned of.
            Err(error @ LlmError::OfflineUnsupported { .. }) => {
                tracing::debug!(provider, phase = %request.phase, error = error.label(), "no offline model for this phase");
            }
            Err(error) => {
                tracing::warn!(provider, phase = %request.phase, latency_ms, error = error.label(), "llm call failed");
            }
        }
        result
    }
}
