//! The AWS adapter: DynamoDB, S3 and SQS through the AWS SDK.
//!
//! Tables, indexes and queues are those of [`schema`]; [`AwsConfig`] names the physical resources
//! (from the environment in a Lambda, from [`bootstrap::create_all`] against the emulator), and
//! [`connect`] builds every port on them. The endpoint comes from `AWS_ENDPOINT_URL` when set.

mod artifacts;
mod batch;
pub mod bootstrap;
mod domains;
mod error;
mod item;
mod plans;
mod prompts;
mod queue;
mod recipes;
pub mod schema;
mod search;
mod tasks;
mod transfers;

use std::collections::HashMap;
use std::convert::Infallible;
use std::sync::Arc;

use aws_config::{BehaviorVersion, SdkConfig};
use cookbook_domain::Clock;

use crate::{ArtifactLimits, QueueName, QueueRef, Stores};
use schema::TableSpec;

/// Physical table names, one per table of [`schema::TABLES`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TableNames {
    pub tasks: String,
    pub recipes: String,
    pub prompts: String,
    pub plans: String,
    pub domains: String,
    pub search: String,
}

impl TableNames {
    /// `{prefix}{base_name}` for every table, as [`bootstrap::create_all`] names them.
    pub fn with_prefix(prefix: &str) -> Self {
        let Ok(names) = Self::try_from_fn(|spec| Ok::<_, Infallible>(Self::prefixed(prefix, spec)));
        names
    }

    /// The physical name of one table under `prefix`.
    pub fn prefixed(prefix: &str, spec: &TableSpec) -> String {
        format!("{prefix}{}", spec.base_name)
    }

    /// Each table of [`schema::TABLES`] with its physical name.
    pub fn by_spec(&self) -> [(&'static TableSpec, &str); schema::TABLES.len()] {
        [
            (&schema::TASKS, self.tasks.as_str()),
            (&schema::RECIPES, self.recipes.as_str()),
            (&schema::PROMPTS, self.prompts.as_str()),
            (&schema::PLANS, self.plans.as_str()),
            (&schema::DOMAINS, self.domains.as_str()),
            (&schema::SEARCH, self.search.as_str()),
        ]
    }

    /// Names each schema table with `physical_name(spec)`, stopping at the first error.
    pub fn try_from_fn<E>(
        mut physical_name: impl FnMut(&TableSpec) -> Result<String, E>,
    ) -> Result<Self, E> {
        Ok(Self {
            tasks: physical_name(&schema::TASKS)?,
            recipes: physical_name(&schema::RECIPES)?,
            prompts: physical_name(&schema::PROMPTS)?,
            plans: physical_name(&schema::PLANS)?,
            domains: physical_name(&schema::DOMAINS)?,
            search: physical_name(&schema::SEARCH)?,
        })
    }
}

/// Where the adapter's resources are.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AwsConfig {
    pub tables: TableNames,
    pub bucket: String,
    /// URLs of the queues this process uses; a queue without one fails when used.
    pub queue_urls: HashMap<QueueRef, String>,
    pub artifact_limits: ArtifactLimits,
}

/// A setting missing from the environment.
#[derive(Debug, thiserror::Error)]
#[error("environment variable {0} is not set")]
pub struct MissingEnv(pub String);

impl AwsConfig {
    /// Reads the names of [`schema`] from the environment; every table and the bucket are
    /// required, queue URLs only where the process uses the queue. Artifact limits start at
    /// their defaults; callers with configured limits overwrite the field.
    pub fn from_env() -> Result<Self, MissingEnv> {
        let required = |var: &str| {
            std::env::var(var)
                .ok()
                .filter(|value| !value.is_empty())
                .ok_or_else(|| MissingEnv(var.to_owned()))
        };
        let tables = TableNames::try_from_fn(|spec| required(spec.env_var))?;
        let bucket = required(schema::ARTIFACT_BUCKET_ENV)?;
        let queue_urls = all_queue_refs()
            .filter_map(|queue| {
                let url = std::env::var(queue_url_env(queue)).ok()?;
                (!url.is_empty()).then_some((queue, url))
            })
            .collect();
        Ok(Self {
            tables,
            bucket,
            queue_urls,
            artifact_limits: ArtifactLimits::default(),
        })
    }
}

/// Every main queue and every dead-letter queue.
fn all_queue_refs() -> impl Iterator<Item = QueueRef> {
    QueueName::ALL
        .into_iter()
        .flat_map(|name| [QueueRef::from(name), name.dead_letter()])
}

/// `QUEUE_URL_INGEST_FETCH`, or `QUEUE_URL_INGEST_FETCH_DLQ` for the dead-letter queue.
pub fn queue_url_env(queue: QueueRef) -> String {
    let main = schema::queue_url_env(queue.name);
    if queue.dead_letter {
        format!("{main}_DLQ")
    } else {
        main
    }
}

/// Loads the SDK configuration from the environment (region, credentials, `AWS_ENDPOINT_URL`)
/// and builds every store.
pub async fn connect(config: AwsConfig, clock: Arc<dyn Clock>) -> Stores {
    let sdk = aws_config::defaults(BehaviorVersion::latest()).load().await;
    connect_with(&sdk, config, clock)
}

/// Builds every store on an already loaded SDK configuration.
pub fn connect_with(sdk: &SdkConfig, config: AwsConfig, clock: Arc<dyn Clock>) -> Stores {
    let dynamo = aws_sdk_dynamodb::Client::new(sdk);
    let table = |spec: TableSpec, name: &str| item::Table::new(dynamo.clone(), name, spec);
    let tables = &config.tables;
    let search = Arc::new(search::DynamoSearch::new(table(
        schema::SEARCH,
        &tables.search,
    )));
    let recipes = Arc::new(recipes::DynamoRecipes::new(table(
        schema::RECIPES,
        &tables.recipes,
    )));
    Stores {
        recipes: Arc::new(search::IndexedRecipes::new(recipes, search.clone())),
        search,
        tasks: Arc::new(tasks::DynamoTasks::new(table(schema::TASKS, &tables.tasks))),
        prompts: Arc::new(prompts::DynamoPrompts::new(table(
            schema::PROMPTS,
            &tables.prompts,
        ))),
        plans: Arc::new(plans::DynamoPlans::new(table(schema::PLANS, &tables.plans))),
        domains: Arc::new(domains::DynamoDomains::new(table(
            schema::DOMAINS,
            &tables.domains,
        ))),
        counters: Arc::new(domains::DynamoCounters::new(table(
            schema::DOMAINS,
            &tables.domains,
        ))),
        transfers: Arc::new(transfers::S3Transfers {
            client: s3_client(sdk),
            bucket: config.bucket.clone(),
        }),
        artifacts: Arc::new(artifacts::S3Artifacts::new(
            s3_client(sdk),
            config.bucket,
            config.artifact_limits,
        )),
        queue: Arc::new(queue::SqsQueue::new(
            aws_sdk_sqs::Client::new(sdk),
            config.queue_urls,
        )),
        clock,
    }
}

/// Path-style addressing, which the emulator needs and AWS accepts.
fn s3_client(sdk: &SdkConfig) -> aws_sdk_s3::Client {
    aws_sdk_s3::Client::from_conf(
        aws_sdk_s3::config::Builder::from(sdk)
            .force_path_style(true)
            .build(),
    )
}
