//! Model clients for Cookbook's LLM phases: one [`ChatModel`] trait (tool use, JSON output) with
//! three providers — `anthropic` (Messages API over reqwest, no agent framework), `openai` (any
//! OpenAI-compatible server: OpenAI, vLLM, llama.cpp, Ollama) and `offline` (deterministic, no
//! network) — per-phase routing ([`PhaseModels`], seed 004 `PhaseProviders`), retries, per-phase
//! token accounting ([`UsageLedger`]), JSON output parsing and strict prompt rendering.
//!
//! # Configuration
//!
//! [`PhaseModels::from_env`] reads (empty values count as unset):
//!
//! | variable | meaning | default |
//! | --- | --- | --- |
//! | `LLM_PROVIDER` | provider of every phase: `offline`, `anthropic` or `openai` (any case) | `offline` |
//! | `LLM_PHASE_PROVIDERS` | per-phase override, e.g. `Ingest.Extract=openai,Plan.Rerank=openai` | none |
//! | `LLM_PHASE_MODELS` | per-phase model name, e.g. `Plan.Rerank=llama3.2:8b` | provider's model |
//! | `LLM_TIMEOUT_SECS` | deadline of one attempt | 120 |
//! | `LLM_MAX_RETRIES` | retries after the first attempt (429, 5xx, 529, transport errors, timeouts) | 3 |
//! | `LLM_RETRY_INITIAL_MS` | backoff before the first retry, doubled per retry, jittered | 500 |
//! | `LLM_RETRY_MAX_SECS` | longest backoff; a longer `retry-after` ends the retries | 30 |
//! | `ANTHROPIC_API_KEY` / `ANTHROPIC_API_KEY_SECRET` | key, or the name of a secret holding it | required for `anthropic` |
//! | `ANTHROPIC_BASE_URL` | Messages API base (without `/v1/messages`) | `https://api.anthropic.com` |
//! | `ANTHROPIC_MODEL` | model id | `claude-sonnet-4-5` |
//! | `OPENAI_API_KEY` / `OPENAI_API_KEY_SECRET` | bearer key or secret name (optional for local servers) | none |
//! | `OPENAI_BASE_URL` | base including `/v1`, e.g. `http://127.0.0.1:11434/v1` | `https://api.openai.com/v1` |
//! | `OPENAI_MODEL` | model name | required for `openai` unless every openai phase has `LLM_PHASE_MODELS` |
//!
//! Phase keys: `Ingest.Extract`, `Ingest.Normalize`, `Ingest.RepairJson`,
//! `Ingest.RepairParaphrase`, `Plan.Rerank`, `Chat`, `Variant.PatchGen` ([`LlmPhase`]).
//!
//! # Keys in Lambda
//!
//! `*_API_KEY_SECRET` names a secret that a [`SecretSource`] resolves on the first request (then
//! cached). `from_env` uses [`EnvSecretSource`] (the name is an environment variable); a Lambda
//! passes its own SSM / Secrets Manager `SecretSource` to [`PhaseModels::from_lookup`].
//!
//! # Logging
//!
//! `tracing` events carry provider, phase, model, attempt, status, latency and token counts;
//! prompts and answers are never logged.

mod anthropic;
mod config;
mod error;
mod json_output;
mod message;
mod model;
mod offline;
mod openai;
mod phase;
mod render;
mod retry;
mod routing;
mod secret;
mod transport;
mod usage;

pub use anthropic::{
    ANTHROPIC_API_VERSION, ANTHROPIC_DEFAULT_BASE_URL, ANTHROPIC_DEFAULT_MODEL, AnthropicConfig,
    AnthropicModel,
};
pub use config::{KeySetting, LlmConfig, ProviderKind, ProviderSettings};
pub use error::{LlmError, StatusKind};
pub use json_output::parse_json_output;
pub use message::{
    ChatRequest, ChatResponse, ContentBlock, DEFAULT_MAX_TOKENS, Message, Role, StopReason,
    ToolSpec, ToolUseRef, Usage,
};
pub use model::ChatModel;
pub use offline::{OFFLINE_MODEL_NAME, OfflineBehaviour, OfflineModel};
pub use openai::{OPENAI_DEFAULT_BASE_URL, OpenAiConfig, OpenAiModel};
pub use phase::{LlmPhase, UnknownPhase};
pub use render::{PromptRenderer, RenderError, RenderPrompt};
pub use retry::RequestPolicy;
pub use routing::PhaseModels;
pub use secret::{EnvSecretSource, KeySource, SecretSource};
pub use usage::{PhaseUsage, UsageLedger, count_tokens};
