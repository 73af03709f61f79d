//! Per-phase routing (seed 004 `PhaseProviders`): one model per LLM phase, built from
//! [`LlmConfig`], every one recording its token usage into a shared [`UsageLedger`].

use std::collections::BTreeMap;
use std::fmt;
use std::sync::Arc;

use crate::anthropic::{AnthropicConfig, AnthropicModel};
use crate::config::{KeySetting, LlmConfig, ProviderKind, ProviderSettings};
use crate::error::LlmError;
use crate::model::ChatModel;
use crate::offline::OfflineModel;
use crate::openai::{OpenAiConfig, OpenAiModel};
use crate::phase::LlmPhase;
use crate::secret::{EnvSecretSource, KeySource, SecretSource};
use crate::usage::{MeteredModel, UsageLedger};

/// One model per phase, indexed by `LlmPhase as usize`.
type Routes = [Arc<dyn ChatModel>; LlmPhase::ALL.len()];

/// The model of every LLM phase.
#[derive(Clone)]
pub struct PhaseModels {
    routes: Routes,
    ledger: Arc<UsageLedger>,
}

impl PhaseModels {
    /// Every phase answered by `offline`.
    pub fn offline(offline: OfflineModel) -> Self {
        let ledger = Arc::new(UsageLedger::new());
        let offline = metered(Arc::new(offline), &ledger);
        PhaseModels {
            routes: LlmPhase::ALL.map(|_| offline.clone()),
            ledger,
        }
    }

    /// Routing from the process environment; named secrets are read by [`EnvSecretSource`].
    pub fn from_env(offline: OfflineModel) -> Result<Self, LlmError> {
        PhaseModels::from_lookup(
            offline,
            |key| std::env::var(key).ok(),
            Arc::new(EnvSecretSource),
        )
    }

    /// Routing from settings read through `lookup`, named keys resolved by `secrets` (the hook
    /// for SSM / Secrets Manager in Lambda).
    pub fn from_lookup(
        offline: OfflineModel,
        lookup: impl Fn(&str) -> Option<String>,
        secrets: Arc<dyn SecretSource>,
    ) -> Result<Self, LlmError> {
        PhaseModels::from_config(&LlmConfig::from_lookup(lookup)?, offline, secrets)
    }

    /// Routing from parsed settings. Phases sharing a provider and model share one client.
    pub fn from_config(
        config: &LlmConfig,
        offline: OfflineModel,
        secrets: Arc<dyn SecretSource>,
    ) -> Result<Self, LlmError> {
        let ledger = Arc::new(UsageLedger::new());
        let offline = metered(Arc::new(offline), &ledger);
        let mut clients: BTreeMap<(NetworkProvider, String), Arc<dyn ChatModel>> = BTreeMap::new();
        let routes = routes_try_from_fn(|phase| {
            let provider = match config.provider_for(phase) {
                ProviderKind::Offline => return Ok(offline.clone()),
                ProviderKind::Anthropic => NetworkProvider::Anthropic,
                ProviderKind::OpenAi => NetworkProvider::OpenAi,
            };
            let settings = provider.settings(config);
            let model = config
                .phase_models
                .get(&phase)
                .or(settings.model.as_ref())
                .cloned()
                .ok_or_else(|| {
                    LlmError::config(
                        "OPENAI_MODEL",
                        format!("phase {phase} is routed to openai but no model is named"),
                    )
                })?;
            if let Some(client) = clients.get(&(provider, model.clone())) {
                return Ok(client.clone());
            }
            let client = metered(provider.build(settings, &model, config, &secrets)?, &ledger);
            clients.insert((provider, model), client.clone());
            Ok(client)
        })?;
        Ok(PhaseModels { routes, ledger })
    }

    /// Routes `phase` to `model` (a test double, a differently configured client…); its calls are
    /// recorded like the others.
    pub fn with_model(mut self, phase: LlmPhase, model: Arc<dyn ChatModel>) -> Self {
        self.routes[phase as usize] = metered(model, &self.ledger);
        self
    }

    /// The model serving `phase`.
    pub fn for_phase(&self, phase: LlmPhase) -> Arc<dyn ChatModel> {
        self.routes[phase as usize].clone()
    }

    /// Token totals of every call made through these models.
    pub fn usage(&self) -> &Arc<UsageLedger> {
        &self.ledger
    }
}

impl fmt::Debug for PhaseModels {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut map = f.debug_map();
        for phase in LlmPhase::ALL {
            map.entry(&phase.config_key(), &self.routes[phase as usize].provider());
        }
        map.finish()
    }
}

fn metered(model: Arc<dyn ChatModel>, ledger: &Arc<UsageLedger>) -> Arc<dyn ChatModel> {
    Arc::new(MeteredModel::new(model, ledger.clone()))
}

/// A provider reached over the network.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum NetworkProvider {
    Anthropic,
    OpenAi,
}

impl NetworkProvider {
    fn settings(self, config: &LlmConfig) -> &ProviderSettings {
        match self {
            NetworkProvider::Anthropic => &config.anthropic,
            NetworkProvider::OpenAi => &config.openai,
        }
    }

    fn build(
        self,
        settings: &ProviderSettings,
        model: &str,
        config: &LlmConfig,
        secrets: &Arc<dyn SecretSource>,
    ) -> Result<Arc<dyn ChatModel>, LlmError> {
        let key = match &settings.key {
            KeySetting::Absent => KeySource::Absent,
            KeySetting::Literal(key) => KeySource::Literal(key.clone()),
            KeySetting::SecretName(name) => KeySource::Secret {
                name: name.clone(),
                store: secrets.clone(),
            },
        };
        let base_url = settings.base_url.clone();
        let model = model.to_owned();
        let policy = config.policy;
        Ok(match self {
            NetworkProvider::Anthropic => {
                if matches!(key, KeySource::Absent) {
                    return Err(LlmError::config(
                        "ANTHROPIC_API_KEY",
                        "the anthropic provider needs ANTHROPIC_API_KEY or ANTHROPIC_API_KEY_SECRET",
                    ));
                }
                Arc::new(AnthropicModel::new(AnthropicConfig {
                    base_url,
                    key,
                    model,
                    policy,
                })?)
            }
            NetworkProvider::OpenAi => Arc::new(OpenAiModel::new(OpenAiConfig {
                base_url,
                key,
                model,
                policy,
            })?),
        })
    }
}

/// Builds the route of every phase, in `LlmPhase::ALL` order, stopping at the first error.
fn routes_try_from_fn(
    mut route: impl FnMut(LlmPhase) -> Result<Arc<dyn ChatModel>, LlmError>,
) -> Result<Routes, LlmError> {
    let [
        extract,
        normalize,
        repair_json,
        repair_paraphrase,
        rerank,
        chat,
        patch_gen,
    ] = LlmPhase::ALL;
    Ok([
        route(extract)?,
        route(normalize)?,
        route(repair_json)?,
        route(repair_paraphrase)?,
        route(rerank)?,
        route(chat)?,
        route(patch_gen)?,
    ])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn phases_index_routes_in_all_order() {
        for (index, phase) in LlmPhase::ALL.into_iter().enumerate() {
            assert_eq!(phase as usize, index);
        }
    }
}
