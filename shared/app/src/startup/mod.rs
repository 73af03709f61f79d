//! Assembling the application: each LLM phase's model, with the capabilities' deterministic
//! behaviours as the offline provider ([`offline_model`]), and the whole context as the
//! environment configures it ([`context_from_env`]). The settings themselves are read by the
//! crate root's [`crate::config`].
//!
//! May use: every capability, `chat` and the crate root. Nothing in the crate uses `startup`:
//! the Lambda mains, the local binary and the tests do.

use std::sync::Arc;

use cookbook_llm::{LlmError, LlmPhase, OfflineModel, PhaseModels, SecretSource};
use cookbook_store::Stores;

use crate::config::{ConfigError, search_provider_from_env};
use crate::{AppConfig, AppContext, chat, kitchen, planning};

/// The offline provider with the application's deterministic behaviours (rerank, patch
/// generation, chat); the ingest phases have none and fall back as documented.
pub fn offline_model() -> OfflineModel {
    OfflineModel::new()
        .with(LlmPhase::PatchGen, kitchen::patch_gen::offline::behaviour())
        .with(
            LlmPhase::Rerank,
            Arc::new(planning::rerank::OfflineReranker),
        )
        .with(LlmPhase::Chat, Arc::new(chat::offline::offline_chat))
}

/// Why the application could not be assembled from the environment.
#[derive(Debug, thiserror::Error)]
pub enum StartupError {
    #[error(transparent)]
    Config(#[from] ConfigError),
    #[error(transparent)]
    Llm(#[from] LlmError),
}

/// The application over `stores` as the environment configures it: settings, the search
/// provider, and each LLM phase's model (offline unless `LLM_PROVIDER` or
/// `LLM_PHASE_PROVIDERS` name another; see the `cookbook-llm` crate), with keys named by
/// `*_API_KEY_SECRET` read from `secrets`.
pub fn context_from_env(
    stores: Stores,
    secrets: Arc<dyn SecretSource>,
) -> Result<AppContext, StartupError> {
    let models = PhaseModels::from_lookup(offline_model(), |key| std::env::var(key).ok(), secrets)?;
    Ok(AppContext::new(
        stores,
        AppConfig::from_env()?,
        search_provider_from_env()?,
        models,
    ))
}
