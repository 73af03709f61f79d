//! Model keys named by a Secrets Manager secret, read from the emulator.

use cookbook_lambda_support::SecretsManagerSource;
use cookbook_llm::{LlmError, SecretSource};
use cookbook_store::emulator;

#[tokio::test]
async fn a_named_secret_is_read_and_a_missing_one_is_a_config_error() {
    let sdk = emulator::sdk().await;
    let name = format!("{}llm-anthropic", emulator::random_prefix());
    aws_sdk_secretsmanager::Client::new(&sdk)
        .create_secret()
        .name(&name)
        .secret_string("sk-test-123")
        .send()
        .await
        .expect("create the secret on the emulator");
    let source = SecretsManagerSource::new(&sdk);
    assert_eq!(source.secret(&name).await.unwrap(), "sk-test-123");
    match source.secret("no-such-secret").await {
        Err(LlmError::Config { key, message }) => {
            assert_eq!(key, "no-such-secret");
            assert!(message.contains("cannot be read"), "{message}");
        }
        other => panic!("expected a config error, got {other:?}"),
    }
}
