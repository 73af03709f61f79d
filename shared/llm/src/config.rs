//! LLM settings read from environment-style variables (see the crate docs for the list), parsed
//! into [`LlmConfig`] by a lookup function so tests never touch the process environment.

use std::collections::BTreeMap;
use std::fmt;
use std::str::FromStr;
use std::time::Duration;

use crate::anthropic::{ANTHROPIC_DEFAULT_BASE_URL, ANTHROPIC_DEFAULT_MODEL};
use crate::error::LlmError;
use crate::openai::OPENAI_DEFAULT_BASE_URL;
use crate::phase::LlmPhase;
use crate::retry::RequestPolicy;

/// A model provider.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum ProviderKind {
    Offline,
    Anthropic,
    OpenAi,
}

impl ProviderKind {
    pub fn as_str(self) -> &'static str {
        match self {
            ProviderKind::Offline => "offline",
            ProviderKind::Anthropic => "anthropic",
            ProviderKind::OpenAi => "openai",
        }
    }
}

impl fmt::Display for ProviderKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl FromStr for ProviderKind {
    type Err = LlmError;

    /// Case-insensitive, so seed 004's `"OpenAI"` works as well as `openai`.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim().to_ascii_lowercase().as_str() {
            "offline" => Ok(ProviderKind::Offline),
            "anthropic" => Ok(ProviderKind::Anthropic),
            "openai" => Ok(ProviderKind::OpenAi),
            other => Err(LlmError::config(
                "provider",
                format!("unknown provider {other:?} (expected offline, anthropic or openai)"),
            )),
        }
    }
}

/// Where a key comes from, before any secret store is involved.
#[derive(Clone, PartialEq, Eq)]
pub enum KeySetting {
    Absent,
    Literal(String),
    /// The name of a secret for the [`crate::SecretSource`] to resolve.
    SecretName(String),
}

impl fmt::Debug for KeySetting {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            KeySetting::Absent => f.write_str("Absent"),
            KeySetting::Literal(_) => f.write_str("Literal(<redacted>)"),
            KeySetting::SecretName(name) => f.debug_tuple("SecretName").field(name).finish(),
        }
    }
}

/// One network provider's settings.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ProviderSettings {
    pub base_url: String,
    pub key: KeySetting,
    /// The default model; `None` only for `openai`, whose servers name models freely.
    pub model: Option<String>,
}

/// Everything the routing needs, parsed and validated.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LlmConfig {
    /// `LLM_PROVIDER`: the provider of every phase not listed in `phase_providers`.
    pub default_provider: ProviderKind,
    /// `LLM_PHASE_PROVIDERS`.
    pub phase_providers: BTreeMap<LlmPhase, ProviderKind>,
    /// `LLM_PHASE_MODELS`: a model name per phase, overriding the provider's default model.
    pub phase_models: BTreeMap<LlmPhase, String>,
    pub policy: RequestPolicy,
    pub anthropic: ProviderSettings,
    pub openai: ProviderSettings,
}

impl LlmConfig {
    /// Reads the settings through `lookup` (empty values count as unset).
    pub fn from_lookup(lookup: impl Fn(&str) -> Option<String>) -> Result<Self, LlmError> {
        let get = |key: &str| {
            lookup(key)
                .map(|v| v.trim().to_owned())
                .filter(|v| !v.is_empty())
        };
        let default_provider = match get("LLM_PROVIDER") {
            Some(value) => value.parse().map_err(|e| rekey(e, "LLM_PROVIDER"))?,
            None => ProviderKind::Offline,
        };
        let phase_providers =
            phase_map(get("LLM_PHASE_PROVIDERS"), "LLM_PHASE_PROVIDERS", |value| {
                value.parse::<ProviderKind>()
            })?;
        let phase_models = phase_map(get("LLM_PHASE_MODELS"), "LLM_PHASE_MODELS", |value| {
            Ok(value.to_owned())
        })?;
        let defaults = RequestPolicy::default();
        let policy = RequestPolicy {
            timeout: number(&get, "LLM_TIMEOUT_SECS")?
                .map_or(defaults.timeout, Duration::from_secs),
            max_retries: number(&get, "LLM_MAX_RETRIES")?.unwrap_or(defaults.max_retries),
            initial_backoff: number(&get, "LLM_RETRY_INITIAL_MS")?
                .map_or(defaults.initial_backoff, Duration::from_millis),
            max_backoff: number(&get, "LLM_RETRY_MAX_SECS")?
                .map_or(defaults.max_backoff, Duration::from_secs),
        };
        let key = |literal: &str, secret: &str| match (get(literal), get(secret)) {
            (Some(key), _) => KeySetting::Literal(key),
            (None, Some(name)) => KeySetting::SecretName(name),
            (None, None) => KeySetting::Absent,
        };
        Ok(LlmConfig {
            default_provider,
            phase_providers,
            phase_models,
            policy,
            anthropic: ProviderSettings {
                base_url: get("ANTHROPIC_BASE_URL")
                    .unwrap_or_else(|| ANTHROPIC_DEFAULT_BASE_URL.to_owned()),
                key: key("ANTHROPIC_API_KEY", "ANTHROPIC_API_KEY_SECRET"),
                model: Some(
                    get("ANTHROPIC_MODEL").unwrap_or_else(|| ANTHROPIC_DEFAULT_MODEL.to_owned()),
                ),
            },
            openai: ProviderSettings {
                base_url: get("OPENAI_BASE_URL")
                    .unwrap_or_else(|| OPENAI_DEFAULT_BASE_URL.to_owned()),
                key: key("OPENAI_API_KEY", "OPENAI_API_KEY_SECRET"),
                model: get("OPENAI_MODEL"),
            },
        })
    }

    /// The provider that serves `phase`.
    pub fn provider_for(&self, phase: LlmPhase) -> ProviderKind {
        self.phase_providers
            .get(&phase)
            .copied()
            .unwrap_or(self.default_provider)
    }
}

/// Parses `Phase=value,Phase=value` (whitespace around items ignored).
fn phase_map<T>(
    raw: Option<String>,
    key: &str,
    parse_value: impl Fn(&str) -> Result<T, LlmError>,
) -> Result<BTreeMap<LlmPhase, T>, LlmError> {
    let mut map = BTreeMap::new();
    for item in raw
        .iter()
        .flat_map(|raw| raw.split(','))
        .map(str::trim)
        .filter(|item| !item.is_empty())
    {
        let (phase, value) = item
            .split_once('=')
            .ok_or_else(|| LlmError::config(key, format!("{item:?} is not Phase=value")))?;
        let phase = phase
            .parse::<LlmPhase>()
            .map_err(|e| LlmError::config(key, e.to_string()))?;
        let value = parse_value(value.trim()).map_err(|e| rekey(e, key))?;
        map.insert(phase, value);
    }
    Ok(map)
}

fn number<T: FromStr>(
    get: &impl Fn(&str) -> Option<String>,
    key: &str,
) -> Result<Option<T>, LlmError> {
    get(key)
        .map(|value| {
            value.parse().map_err(|_| {
                LlmError::config(key, format!("{value:?} is not a non-negative whole number"))
            })
        })
        .transpose()
}

/// Names the setting a nested parse error came from.
fn rekey(error: LlmError, key: &str) -> LlmError {
    match error {
        LlmError::Config { message, .. } => LlmError::config(key, message),
        other => other,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn config(pairs: &[(&str, &str)]) -> Result<LlmConfig, LlmError> {
        let map: BTreeMap<String, String> = pairs
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        LlmConfig::from_lookup(|key| map.get(key).cloned())
    }

    #[test]
    fn defaults_are_offline_with_the_default_policy() {
        let config = config(&[]).unwrap();
        assert_eq!(config.default_provider, ProviderKind::Offline);
        assert_eq!(config.policy, RequestPolicy::default());
        assert_eq!(config.anthropic.key, KeySetting::Absent);
        assert_eq!(config.openai.model, None);
    }

    #[test]
    fn phase_providers_and_models_are_parsed() {
        let config = config(&[
            ("LLM_PROVIDER", "anthropic"),
            (
                "LLM_PHASE_PROVIDERS",
                " Ingest.Extract=OpenAI , Plan.Rerank=openai,",
            ),
            ("LLM_PHASE_MODELS", "Plan.Rerank=llama3.2:8b"),
            ("LLM_TIMEOUT_SECS", "30"),
            ("LLM_MAX_RETRIES", "0"),
            ("ANTHROPIC_API_KEY_SECRET", "/cookbook/anthropic-key"),
        ])
        .unwrap();
        assert_eq!(config.provider_for(LlmPhase::Extract), ProviderKind::OpenAi);
        assert_eq!(config.provider_for(LlmPhase::Rerank), ProviderKind::OpenAi);
        assert_eq!(config.provider_for(LlmPhase::Chat), ProviderKind::Anthropic);
        assert_eq!(
            config
                .phase_models
                .get(&LlmPhase::Rerank)
                .map(String::as_str),
            Some("llama3.2:8b")
        );
        assert_eq!(config.policy.timeout, Duration::from_secs(30));
        assert_eq!(config.policy.max_retries, 0);
        assert_eq!(
            config.anthropic.key,
            KeySetting::SecretName("/cookbook/anthropic-key".into())
        );
    }

    #[test]
    fn bad_values_name_their_setting() {
        let key_of = |pairs: &[(&str, &str)]| match config(pairs) {
            Err(LlmError::Config { key, .. }) => key,
            other => panic!("expected a config error, got {other:?}"),
        };
        assert_eq!(key_of(&[("LLM_PROVIDER", "bedrock")]), "LLM_PROVIDER");
        assert_eq!(
            key_of(&[("LLM_PHASE_PROVIDERS", "Ingest.Discover=openai")]),
            "LLM_PHASE_PROVIDERS"
        );
        assert_eq!(
            key_of(&[("LLM_PHASE_PROVIDERS", "Chat")]),
            "LLM_PHASE_PROVIDERS"
        );
        assert_eq!(
            key_of(&[("LLM_PHASE_PROVIDERS", "Chat=gemini")]),
            "LLM_PHASE_PROVIDERS"
        );
        assert_eq!(key_of(&[("LLM_MAX_RETRIES", "-1")]), "LLM_MAX_RETRIES");
    }
}
