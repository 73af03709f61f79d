//! Model API keys from AWS Secrets Manager: in Lambda, `ANTHROPIC_API_KEY_SECRET` /
//! `OPENAI_API_KEY_SECRET` name a secret whose string value is the key, read once on a model's
//! first request (so a cold start that never calls a model never reads it).

use async_trait::async_trait;
use aws_config::SdkConfig;
use cookbook_llm::{LlmError, SecretSource};

/// Reads secrets' string values from Secrets Manager.
pub struct SecretsManagerSource {
    client: aws_sdk_secretsmanager::Client,
}

impl SecretsManagerSource {
    pub fn new(sdk: &SdkConfig) -> Self {
        Self {
            client: aws_sdk_secretsmanager::Client::new(sdk),
        }
    }
}

#[async_trait]
impl SecretSource for SecretsManagerSource {
    async fn secret(&self, name: &str) -> Result<String, LlmError> {
        let unreadable = |problem: String| LlmError::Config {
            key: name.to_owned(),
            message: format!("Secrets Manager secret {problem}"),
        };
        let answer = self
            .client
            .get_secret_value()
            .secret_id(name)
            .send()
            .await
            .map_err(|e| unreadable(format!("cannot be read: {}", e.into_service_error())))?;
        answer
            .secret_string()
            .map(str::to_owned)
            .ok_or_else(|| unreadable("has no string value".to_owned()))
    }
}
