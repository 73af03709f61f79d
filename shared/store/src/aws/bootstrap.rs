//! Creates every resource of [`schema`] under a name prefix: what the emulator-backed tests (a
//! random prefix per test) and the Lambda end-to-end test run against. Deployed stacks get the
//! same resources from `infra/template.yaml` instead.
//!
//! Re-running with the same prefix is harmless: existing tables, bucket and queues are kept.

use std::collections::{BTreeSet, HashMap};
use std::error::Error;
use std::time::Duration;

use aws_config::SdkConfig;
use aws_sdk_dynamodb::client::Waiters;
use aws_sdk_dynamodb::error::{DisplayErrorContext, ProvideErrorMetadata, SdkError};
use aws_sdk_dynamodb::types::{
    AttributeDefinition, BillingMode, GlobalSecondaryIndex, KeySchemaElement, KeyType, Projection,
    ProjectionType, ScalarAttributeType, TimeToLiveSpecification, TimeToLiveStatus,
};
use aws_sdk_s3::types::{BucketLocationConstraint, CreateBucketConfiguration};
use aws_sdk_sqs::types::QueueAttributeName;

use super::schema::{self, TableSpec};
use super::{AwsConfig, TableNames};
use crate::{ArtifactLimits, QueueName, QueueRef, QueueSettings};

/// How long a new table may take to become active.
const TABLE_READY_TIMEOUT: Duration = Duration::from_secs(60);

/// A resource that could not be created.
#[derive(Debug, thiserror::Error)]
#[error("bootstrap: {call} failed: {message}")]
pub struct BootstrapError {
    call: String,
    message: String,
}

impl BootstrapError {
    fn new(call: impl Into<String>, err: impl Error) -> Self {
        Self {
            call: call.into(),
            message: DisplayErrorContext(err).to_string(),
        }
    }

    fn invalid(call: impl Into<String>, message: impl Into<String>) -> Self {
        Self {
            call: call.into(),
            message: message.into(),
        }
    }
}

/// Whether a create call failed only because the resource exists already.
fn already_exists<E: ProvideErrorMetadata, R>(err: &SdkError<E, R>, codes: &[&str]) -> bool {
    err.as_service_error()
        .and_then(|e| e.code())
        .is_some_and(|code| codes.contains(&code))
}

/// Creates every table, the artifact bucket and every queue with its dead-letter queue, all
/// named `{prefix}…`, and returns the configuration that points at them.
pub async fn create_all(
    sdk: &SdkConfig,
    prefix: &str,
    queue_settings: QueueSettings,
    artifact_limits: ArtifactLimits,
) -> Result<AwsConfig, BootstrapError> {
    let dynamo = aws_sdk_dynamodb::Client::new(sdk);
    for spec in &schema::TABLES {
        create_table(&dynamo, spec, &TableNames::prefixed(prefix, spec)).await?;
    }
    let bucket = format!("{prefix}artifacts").to_ascii_lowercase();
    create_bucket(&super::s3_client(sdk), sdk, &bucket).await?;
    let sqs = aws_sdk_sqs::Client::new(sdk);
    let mut queue_urls = HashMap::new();
    for name in QueueName::ALL {
        let (url, dead_letter_url) = create_queue_pair(&sqs, prefix, name, queue_settings).await?;
        queue_urls.insert(QueueRef::from(name), url);
        queue_urls.insert(name.dead_letter(), dead_letter_url);
    }
    Ok(AwsConfig {
        tables: TableNames::with_prefix(prefix),
        bucket,
        queue_urls,
        artifact_limits,
    })
}

/// One table as `spec` describes it: string keys, on-demand billing, indexes projecting all
/// attributes, and TTL where the spec has one.
async fn create_table(
    client: &aws_sdk_dynamodb::Client,
    spec: &TableSpec,
    name: &str,
) -> Result<(), BootstrapError> {
    let call = |what: &str| format!("{what} {name}");
    let key_schema = |partition: &str, sort: Option<&str>| {
        [(partition, KeyType::Hash)]
            .into_iter()
            .chain(sort.map(|sort| (sort, KeyType::Range)))
            .map(|(attribute, key_type)| {
                KeySchemaElement::builder()
                    .attribute_name(attribute)
                    .key_type(key_type)
                    .build()
                    .map_err(|e| BootstrapError::new(call("key schema of"), e))
            })
            .collect::<Result<Vec<_>, _>>()
    };
    let key_attributes: BTreeSet<&str> = [spec.partition_key]
        .into_iter()
        .chain(spec.sort_key)
        .chain(
            spec.indexes
                .iter()
                .flat_map(|index| [Some(index.partition_key), index.sort_key])
                .flatten(),
        )
        .collect();
    let definitions = key_attributes
        .into_iter()
        .map(|attribute| {
            AttributeDefinition::builder()
                .attribute_name(attribute)
                .attribute_type(ScalarAttributeType::S)
                .build()
                .map_err(|e| BootstrapError::new(call("attribute definition of"), e))
        })
        .collect::<Result<Vec<_>, _>>()?;
    let indexes = spec
        .indexes
        .iter()
        .map(|index| {
            GlobalSecondaryIndex::builder()
                .index_name(index.name)
                .set_key_schema(Some(key_schema(index.partition_key, index.sort_key)?))
                .projection(
                    Projection::builder()
                        .projection_type(ProjectionType::All)
                        .build(),
                )
                .build()
                .map_err(|e| BootstrapError::new(call(&format!("index {} of", index.name)), e))
        })
        .collect::<Result<Vec<_>, _>>()?;

    let created = client
        .create_table()
        .table_name(name)
        .billing_mode(BillingMode::PayPerRequest)
        .set_attribute_definitions(Some(definitions))
        .set_key_schema(Some(key_schema(spec.partition_key, spec.sort_key)?))
        .set_global_secondary_indexes((!indexes.is_empty()).then_some(indexes))
        .send()
        .await;
    match created {
        Ok(_) => {}
        Err(e) if already_exists(&e, &["ResourceInUseException"]) => {}
        Err(e) => return Err(BootstrapError::new(call("CreateTable"), e)),
    }
    client
        .wait_until_table_exists()
        .table_name(name)
        .wait(TABLE_READY_TIMEOUT)
        .await
        .map_err(|e| BootstrapError::new(call("waiting for"), e))?;

    if let Some(attribute) = spec.ttl_attribute {
        enable_ttl(client, name, attribute).await?;
    }
    Ok(())
}

/// Turns TTL on unless it is on already (enabling it twice is an error).
async fn enable_ttl(
    client: &aws_sdk_dynamodb::Client,
    table: &str,
    attribute: &str,
) -> Result<(), BootstrapError> {
    let current = client
        .describe_time_to_live()
        .table_name(table)
        .send()
        .await
        .map_err(|e| BootstrapError::new(format!("DescribeTimeToLive {table}"), e))?;
    let enabled = current
        .time_to_live_description()
        .and_then(|ttl| ttl.time_to_live_status())
        .is_some_and(|status| {
            matches!(
                status,
                TimeToLiveStatus::Enabled | TimeToLiveStatus::Enabling
            )
        });
    if enabled {
        return Ok(());
    }
    let specification = TimeToLiveSpecification::builder()
        .enabled(true)
        .attribute_name(attribute)
        .build()
        .map_err(|e| BootstrapError::new(format!("TTL specification of {table}"), e))?;
    client
        .update_time_to_live()
        .table_name(table)
        .time_to_live_specification(specification)
        .send()
        .await
        .map(drop)
        .map_err(|e| BootstrapError::new(format!("UpdateTimeToLive {table}"), e))
}

async fn create_bucket(
    client: &aws_sdk_s3::Client,
    sdk: &SdkConfig,
    bucket: &str,
) -> Result<(), BootstrapError> {
    // us-east-1 is the one region that refuses an explicit location constraint.
    let location = sdk
        .region()
        .map(|region| region.as_ref())
        .filter(|&region| region != "us-east-1")
        .map(|region| {
            CreateBucketConfiguration::builder()
                .location_constraint(BucketLocationConstraint::from(region))
                .build()
        });
    let created = client
        .create_bucket()
        .bucket(bucket)
        .set_create_bucket_configuration(location)
        .send()
        .await;
    match created {
        Ok(_) => Ok(()),
        Err(e) if already_exists(&e, &["BucketAlreadyOwnedByYou", "BucketAlreadyExists"]) => Ok(()),
        Err(e) => Err(BootstrapError::new(format!("CreateBucket {bucket}"), e)),
    }
}

/// The dead-letter queue, then the main queue redriving to it; returns both URLs.
async fn create_queue_pair(
    client: &aws_sdk_sqs::Client,
    prefix: &str,
    name: QueueName,
    settings: QueueSettings,
) -> Result<(String, String), BootstrapError> {
    let dead_letter_name = format!("{prefix}{}", name.dead_letter().base_name());
    let dead_letter_url = create_queue(client, &dead_letter_name, HashMap::new()).await?;
    let arn_call = || format!("GetQueueAttributes {dead_letter_name}");
    let dead_letter_arn = client
        .get_queue_attributes()
        .queue_url(&dead_letter_url)
        .attribute_names(QueueAttributeName::QueueArn)
        .send()
        .await
        .map_err(|e| BootstrapError::new(arn_call(), e))?
        .attributes
        .and_then(|mut attributes| attributes.remove(&QueueAttributeName::QueueArn))
        .ok_or_else(|| BootstrapError::invalid(arn_call(), "no QueueArn in the answer"))?;
    let redrive_policy = serde_json::json!({
        "deadLetterTargetArn": dead_letter_arn,
        "maxReceiveCount": settings.max_receive_count,
    });
    let attributes = HashMap::from([
        (
            QueueAttributeName::VisibilityTimeout,
            settings.visibility_timeout.as_secs().to_string(),
        ),
        (
            QueueAttributeName::RedrivePolicy,
            redrive_policy.to_string(),
        ),
    ]);
    let main_name = format!("{prefix}{}", QueueRef::from(name).base_name());
    let url = create_queue(client, &main_name, attributes).await?;
    Ok((url, dead_letter_url))
}

/// Creates a queue, or finds it when it exists with the same attributes.
async fn create_queue(
    client: &aws_sdk_sqs::Client,
    name: &str,
    attributes: HashMap<QueueAttributeName, String>,
) -> Result<String, BootstrapError> {
    let call = || format!("CreateQueue {name}");
    client
        .create_queue()
        .queue_name(name)
        .set_attributes((!attributes.is_empty()).then_some(attributes))
        .send()
        .await
        .map_err(|e| BootstrapError::new(call(), e))?
        .queue_url
        .ok_or_else(|| BootstrapError::invalid(call(), "no queue URL in the answer"))
}
