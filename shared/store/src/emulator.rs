//! Test support for the AWS adapter: the moto emulator, found only through `AWS_ENDPOINT_URL`
//! (`tests/run` starts it and sets it). Without it, tests that use this fail with a message
//! saying so; they never skip.

use std::sync::Arc;

use aws_config::{BehaviorVersion, Region, SdkConfig};
use aws_sdk_dynamodb::config::Credentials;
use cookbook_domain::Clock;

use crate::Stores;
use crate::aws::{self, AwsConfig, bootstrap};
use crate::contract::{ARTIFACT_LIMITS, QUEUE_SETTINGS};

/// An SDK configuration pointing at the emulator, with dummy credentials unless some are set.
pub async fn sdk() -> SdkConfig {
    let endpoint = std::env::var("AWS_ENDPOINT_URL")
        .ok()
        .filter(|url| !url.is_empty())
        .unwrap_or_else(|| {
            panic!("AWS_ENDPOINT_URL is not set: run tests/run, which starts moto_server")
        });
    let env_or =
        |var: &str, fallback: &str| std::env::var(var).unwrap_or_else(|_| fallback.to_owned());
    let credentials = Credentials::new(
        env_or("AWS_ACCESS_KEY_ID", "test"),
        env_or("AWS_SECRET_ACCESS_KEY", "test"),
        None,
        None,
        "emulator",
    );
    aws_config::defaults(BehaviorVersion::latest())
        .endpoint_url(endpoint)
        .region(Region::new(env_or("AWS_REGION", "us-east-1")))
        .credentials_provider(credentials)
        .load()
        .await
}

/// `t1a2b3c4d-`: lowercase and short, valid for tables, queues and buckets alike.
pub fn random_prefix() -> String {
    let random = uuid::Uuid::now_v7().simple().to_string();
    // The tail of a UUID v7 is random; its head is the clock, shared by parallel tests.
    format!("t{}-", &random[random.len() - 8..])
}

/// Creates every table, queue and the bucket under `prefix`, with the contract's settings.
pub async fn bootstrapped(sdk: &SdkConfig, prefix: &str) -> AwsConfig {
    bootstrap::create_all(sdk, prefix, QUEUE_SETTINGS, ARTIFACT_LIMITS)
        .await
        .unwrap_or_else(|e| panic!("bootstrapping {prefix} on the emulator: {e}"))
}

/// Stores over fresh emulator resources of their own.
pub async fn fresh_stores(clock: Arc<dyn Clock>) -> Stores {
    let sdk = sdk().await;
    let config = bootstrapped(&sdk, &random_prefix()).await;
    aws::connect_with(&sdk, config, clock)
}
