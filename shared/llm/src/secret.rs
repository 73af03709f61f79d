//! API keys: given directly, or named and resolved through a [`SecretSource`] on first use.
//!
//! The hook for Lambda: set `ANTHROPIC_API_KEY_SECRET` / `OPENAI_API_KEY_SECRET` to an SSM
//! parameter or Secrets Manager name and build [`crate::PhaseModels`] with a `SecretSource` that
//! reads that store. This crate ships only [`EnvSecretSource`], so it needs no AWS SDK.

use std::fmt;
use std::sync::Arc;

use async_trait::async_trait;
use tokio::sync::OnceCell;

use crate::error::LlmError;

/// Resolves a secret by name (an SSM parameter, a Secrets Manager id, an env var…).
#[async_trait]
pub trait SecretSource: Send + Sync {
    async fn secret(&self, name: &str) -> Result<String, LlmError>;
}

/// Reads the secret from the environment variable called `name`.
#[derive(Debug, Clone, Copy, Default)]
pub struct EnvSecretSource;

#[async_trait]
impl SecretSource for EnvSecretSource {
    async fn secret(&self, name: &str) -> Result<String, LlmError> {
        std::env::var(name).map_err(|_| {
            LlmError::config(
                name,
                "secret not found (EnvSecretSource reads environment variables only)",
            )
        })
    }
}

/// Where a provider's key comes from.
#[derive(Clone)]
pub enum KeySource {
    /// No key (local OpenAI-compatible servers usually need none).
    Absent,
    Literal(String),
    /// Resolved by `store` on the first request, then cached.
    Secret {
        name: String,
        store: Arc<dyn SecretSource>,
    },
}

impl fmt::Debug for KeySource {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            KeySource::Absent => f.write_str("Absent"),
            KeySource::Literal(_) => f.write_str("Literal(<redacted>)"),
            KeySource::Secret { name, .. } => f
                .debug_struct("Secret")
                .field("name", name)
                .finish_non_exhaustive(),
        }
    }
}

/// A key source with its resolved value cached for the life of the model.
#[derive(Debug)]
pub(crate) struct ApiKey {
    source: KeySource,
    resolved: OnceCell<Option<String>>,
}

impl ApiKey {
    pub fn new(source: KeySource) -> Self {
        ApiKey {
            source,
            resolved: OnceCell::new(),
        }
    }

    /// The key, resolving a named secret once; a failed lookup is retried on the next call.
    pub async fn value(&self) -> Result<Option<&str>, LlmError> {
        let resolved = self
            .resolved
            .get_or_try_init(|| async {
                match &self.source {
                    KeySource::Absent => Ok(None),
                    KeySource::Literal(key) => Ok(Some(key.clone())),
                    KeySource::Secret { name, store } => store.secret(name).await.map(Some),
                }
            })
            .await?;
        Ok(resolved.as_deref())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};

    struct CountingStore(AtomicUsize);

    #[async_trait]
    impl SecretSource for CountingStore {
        async fn secret(&self, name: &str) -> Result<String, LlmError> {
            self.0.fetch_add(1, Ordering::SeqCst);
            Ok(format!("value-of-{name}"))
        }
    }

    #[tokio::test]
    async fn named_secrets_are_resolved_once() {
        let store = Arc::new(CountingStore(AtomicUsize::new(0)));
        let key = ApiKey::new(KeySource::Secret {
            name: "/cookbook/anthropic".into(),
            store: store.clone(),
        });
        assert_eq!(
            key.value().await.unwrap(),
            Some("value-of-/cookbook/anthropic")
        );
        assert_eq!(
            key.value().await.unwrap(),
            Some("value-of-/cookbook/anthropic")
        );
        assert_eq!(store.0.load(Ordering::SeqCst), 1);
    }

    #[test]
    fn literal_keys_never_show_in_debug_output() {
        let debug = format!("{:?}", KeySource::Literal("sk-very-secret".into()));
        assert!(!debug.contains("sk-very-secret"));
    }
}
