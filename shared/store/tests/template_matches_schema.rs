//! Checks that `infra/template.yaml` declares exactly what `aws::schema` defines (the tables,
//! their keys, indexes and TTL, every queue with its dead-letter queue, the environment
//! variables naming them) and every Lambda of the workspace, and that what the emulator
//! bootstrap creates from `schema` matches the template, so the deployed stack and the
//! emulator-backed tests cannot drift apart. The bootstrap check needs `AWS_ENDPOINT_URL`.

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::path::PathBuf;
use std::time::{SystemTime, UNIX_EPOCH};

use aws_config::BehaviorVersion;
use aws_sdk_dynamodb::error::DisplayErrorContext;
use aws_sdk_dynamodb::types::{KeySchemaElement, ProjectionType, TimeToLiveStatus};
use aws_sdk_sqs::types::QueueAttributeName;
use cookbook_store::aws::schema::{self, ARTIFACT_BUCKET_ENV, TABLES, TableSpec};
use cookbook_store::aws::{TableNames, bootstrap};
use cookbook_store::{ArtifactLimits, QueueName, QueueRef, QueueSettings};
use serde_yaml::{Mapping, Value};

// One reading of the template's intrinsic functions, shared with the serverless harness.
#[path = "../../../tests/harness/cfn.rs"]
mod cfn;
use cfn::{intrinsic_argument, load_template, resources};

/// The one Lambda bootstrap of the workspace (`functions/lambda`), which every function deploys.
const BOOTSTRAP: &str = "cookbook-lambda";

/// Every Lambda function (CONTRACTS.md §4), by the handler name its `COOKBOOK_FUNCTION` gives.
const FUNCTIONS: [&str; 15] = [
    "api",
    "ingest-discover",
    "ingest-fetch",
    "ingest-extract",
    "ingest-validate",
    "ingest-repair",
    "ingest-commit",
    "ingest-normalize",
    "plan-slot",
    "plan-nutrition",
    "patch-apply",
    "batch-import",
    "expiration-sweep",
    "chat",
    "mcp",
];

/// Lambda's timeout when neither the function nor `Globals` sets one.
const LAMBDA_DEFAULT_TIMEOUT_SECS: u64 = 3;

fn workspace_root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The parsed template; CloudFormation short forms (`!Ref X`) stay `Value::Tagged`.
struct Template {
    root: Value,
}

impl Template {
    fn load() -> Self {
        Self {
            root: load_template(&workspace_root().join("infra/template.yaml")),
        }
    }

    fn resources(&self) -> &Mapping {
        resources(&self.root)
    }

    /// Logical id → resource, for every resource of one CloudFormation/SAM type.
    fn resources_of_type(&self, resource_type: &str) -> BTreeMap<String, &Value> {
        self.resources()
            .iter()
            .filter(|(_, resource)| str_at(resource, &["Type"]) == Some(resource_type))
            .map(|(id, resource)| (id.as_str().expect("string logical id").to_owned(), resource))
            .collect()
    }

    fn resource(&self, logical_id: &str, resource_type: &str) -> &Value {
        let resource = self
            .resources()
            .get(logical_id)
            .unwrap_or_else(|| panic!("template declares no resource {logical_id}"));
        assert_eq!(
            str_at(resource, &["Type"]),
            Some(resource_type),
            "{logical_id} has the wrong Type"
        );
        resource
    }

    fn global_function_setting(&self, key: &str) -> Option<&Value> {
        at(&self.root, &["Globals", "Function", key])
    }

    /// The Lambda functions keyed by the handler each runs (`COOKBOOK_FUNCTION`); every one
    /// deploys the shared bootstrap [`BOOTSTRAP`], built with cargo-lambda.
    fn functions_by_name(&self) -> BTreeMap<String, (String, &Value)> {
        let mut by_name = BTreeMap::new();
        for (logical_id, function) in self.resources_of_type("AWS::Serverless::Function") {
            assert_eq!(
                str_at(function, &["Metadata", "BuildMethod"]),
                Some("rust-cargolambda"),
                "{logical_id}: Metadata.BuildMethod must be rust-cargolambda"
            );
            assert_eq!(
                str_at(function, &["Metadata", "BuildProperties", "Binary"]),
                Some(BOOTSTRAP),
                "{logical_id}: Metadata.BuildProperties.Binary must be the shared bootstrap"
            );
            let name = self
                .environment(function)
                .get("COOKBOOK_FUNCTION")
                .and_then(Value::as_str)
                .unwrap_or_else(|| panic!("{logical_id}: no COOKBOOK_FUNCTION in Environment"))
                .to_owned();
            let previous = by_name.insert(name.clone(), (logical_id.clone(), function));
            if let Some((other, _)) = previous {
                panic!("function {name} is deployed twice: {other} and {logical_id}");
            }
        }
        by_name
    }

    fn timeout_secs(&self, function: &Value) -> u64 {
        at(function, &["Properties", "Timeout"])
            .or_else(|| self.global_function_setting("Timeout"))
            .map(|timeout| {
                timeout
                    .as_u64()
                    .expect("Timeout is a whole number of seconds")
            })
            .unwrap_or(LAMBDA_DEFAULT_TIMEOUT_SECS)
    }

    /// The function's environment: `Globals` variables overlaid by its own, as SAM merges them.
    fn environment(&self, function: &Value) -> BTreeMap<String, Value> {
        let globals = self.global_function_setting("Environment");
        let own = at(function, &["Properties", "Environment"]);
        [globals, own]
            .into_iter()
            .flatten()
            .filter_map(|environment| environment.get("Variables").and_then(Value::as_mapping))
            .flat_map(|variables| variables.iter())
            .map(|(name, value)| {
                (
                    name.as_str().expect("string env name").to_owned(),
                    value.clone(),
                )
            })
            .collect()
    }
}

/// The value under a path of mapping keys, if every step exists.
fn at<'a>(value: &'a Value, path: &[&str]) -> Option<&'a Value> {
    path.iter().try_fold(value, |value, key| value.get(*key))
}

fn str_at<'a>(value: &'a Value, path: &[&str]) -> Option<&'a str> {
    at(value, path).and_then(Value::as_str)
}

/// A key schema as `(hash, range)` attribute names.
type Keys = (String, Option<String>);

fn keys(hash: &str, range: Option<&str>) -> Keys {
    (hash.to_owned(), range.map(str::to_owned))
}

/// What defines a table, in one comparable form for schema.rs, the template and the emulator.
#[derive(Debug, PartialEq, Eq)]
struct TableShape {
    keys: Keys,
    /// Declared attribute → its type (`S`, `N`, `B`).
    attributes: BTreeMap<String, String>,
    /// Global secondary index → its keys (every one projecting ALL attributes).
    indexes: BTreeMap<String, Keys>,
    ttl_attribute: Option<String>,
}

impl TableShape {
    fn of_spec(spec: &TableSpec) -> Self {
        // Every key attribute of the table and its indexes is a string, and nothing else is declared.
        let attributes = std::iter::once((spec.partition_key, spec.sort_key))
            .chain(
                spec.indexes
                    .iter()
                    .map(|index| (index.partition_key, index.sort_key)),
            )
            .flat_map(|(hash, range)| std::iter::once(hash).chain(range))
            .map(|name| (name.to_owned(), "S".to_owned()))
            .collect();
        Self {
            keys: keys(spec.partition_key, spec.sort_key),
            attributes,
            indexes: spec
                .indexes
                .iter()
                .map(|index| {
                    (
                        index.name.to_owned(),
                        keys(index.partition_key, index.sort_key),
                    )
                })
                .collect(),
            ttl_attribute: spec.ttl_attribute.map(str::to_owned),
        }
    }

    fn of_template(template: &Template, logical_id: &str) -> Self {
        let id = logical_id;
        let properties = template
            .resource(id, "AWS::DynamoDB::Table")
            .get("Properties")
            .unwrap_or_else(|| panic!("{id}: no Properties"));
        assert_eq!(
            str_at(properties, &["BillingMode"]),
            Some("PAY_PER_REQUEST"),
            "{id}: BillingMode"
        );
        let indexes = properties
            .get("GlobalSecondaryIndexes")
            .and_then(Value::as_sequence)
            .into_iter()
            .flatten()
            .map(|index| {
                let name = str_at(index, &["IndexName"])
                    .unwrap_or_else(|| panic!("{id}: GSI without IndexName"))
                    .to_owned();
                let owner = format!("{id}.{name}");
                assert_eq!(
                    str_at(index, &["Projection", "ProjectionType"]),
                    Some("ALL"),
                    "{owner}: schema.rs indexes project ALL attributes"
                );
                let keys = template_key_schema(&owner, index.get("KeySchema"));
                (name, keys)
            })
            .collect();
        let attributes = properties
            .get("AttributeDefinitions")
            .and_then(Value::as_sequence)
            .unwrap_or_else(|| panic!("{id}: no AttributeDefinitions"))
            .iter()
            .map(|definition| {
                let name = str_at(definition, &["AttributeName"]);
                let kind = str_at(definition, &["AttributeType"]);
                match (name, kind) {
                    (Some(name), Some(kind)) => (name.to_owned(), kind.to_owned()),
                    _ => panic!("{id}: incomplete AttributeDefinition {definition:?}"),
                }
            })
            .collect();
        let ttl_attribute = properties
            .get("TimeToLiveSpecification")
            .filter(|ttl| ttl.get("Enabled").and_then(Value::as_bool) == Some(true))
            .and_then(|ttl| str_at(ttl, &["AttributeName"]))
            .map(str::to_owned);
        Self {
            keys: template_key_schema(id, properties.get("KeySchema")),
            attributes,
            indexes,
            ttl_attribute,
        }
    }

    /// Fails naming each part of `actual` (`what`) that differs from `expected` (`reference`).
    fn assert_matches(&self, expected: &Self, what: &str, reference: &str) {
        assert_eq!(
            self.keys, expected.keys,
            "{what}: key schema (hash, range) differs from {reference}"
        );
        assert_eq!(
            self.indexes, expected.indexes,
            "{what}: GSIs (name → (hash, range)) differ from {reference}"
        );
        assert_eq!(
            self.attributes, expected.attributes,
            "{what}: attribute definitions (name → type) differ from {reference}"
        );
        assert_eq!(
            self.ttl_attribute, expected.ttl_attribute,
            "{what}: enabled TTL attribute differs from {reference}"
        );
    }
}

/// `(hash, range)` attribute names of a template `KeySchema` list.
fn template_key_schema(owner: &str, key_list: Option<&Value>) -> Keys {
    let key_list = key_list
        .and_then(Value::as_sequence)
        .unwrap_or_else(|| panic!("{owner}: no KeySchema list"));
    let entries: Vec<(&str, &str)> = key_list
        .iter()
        .map(
            |key| match (str_at(key, &["AttributeName"]), str_at(key, &["KeyType"])) {
                (Some(name), Some(key_type)) => (name, key_type),
                _ => panic!("{owner}: incomplete KeySchema entry {key:?}"),
            },
        )
        .collect();
    keys_of(owner, &entries)
}

/// `(hash, range)` of `(attribute, "HASH" | "RANGE")` pairs, refusing anything else.
fn keys_of(owner: &str, entries: &[(&str, &str)]) -> Keys {
    let of_type = |key_type: &str| {
        let matching: Vec<&str> = entries
            .iter()
            .filter(|(_, kind)| *kind == key_type)
            .map(|(name, _)| *name)
            .collect();
        assert!(
            matching.len() <= 1,
            "{owner}: more than one {key_type} key: {matching:?}"
        );
        matching.first().map(|name| (*name).to_owned())
    };
    let hash = of_type("HASH").unwrap_or_else(|| panic!("{owner}: no HASH key in {entries:?}"));
    let range = of_type("RANGE");
    assert_eq!(
        entries.len(),
        1 + usize::from(range.is_some()),
        "{owner}: key entries that are neither HASH nor RANGE: {entries:?}"
    );
    (hash, range)
}

#[test]
fn template_declares_exactly_the_schema_tables() {
    let template = Template::load();
    let declared: BTreeSet<String> = template
        .resources_of_type("AWS::DynamoDB::Table")
        .into_keys()
        .collect();
    let expected: BTreeSet<String> = TABLES.iter().map(|t| t.logical_id.to_owned()).collect();
    assert_eq!(
        declared, expected,
        "DynamoDB tables in the template differ from schema::TABLES"
    );
    for spec in &TABLES {
        TableShape::of_template(&template, spec.logical_id).assert_matches(
            &TableShape::of_spec(spec),
            &format!("template {}", spec.logical_id),
            "schema.rs",
        );
    }
}

#[test]
fn every_queue_has_its_dead_letter_queue_and_outlasts_its_consumer() {
    let template = Template::load();
    let declared: BTreeSet<String> = template
        .resources_of_type("AWS::SQS::Queue")
        .into_keys()
        .collect();
    let expected: BTreeSet<String> = QueueName::ALL
        .into_iter()
        .flat_map(|queue| {
            [false, true].map(|dead_letter| schema::queue_logical_id(queue, dead_letter))
        })
        .collect();
    assert_eq!(
        declared, expected,
        "SQS queues in the template differ from QueueName::ALL (+ DLQs)"
    );

    let functions = template.functions_by_name();
    for queue in QueueName::ALL {
        let main_id = schema::queue_logical_id(queue, false);
        let dead_letter_id = schema::queue_logical_id(queue, true);
        let main = template.resource(&main_id, "AWS::SQS::Queue");
        template.resource(&dead_letter_id, "AWS::SQS::Queue");

        let redrive = at(main, &["Properties", "RedrivePolicy"])
            .unwrap_or_else(|| panic!("{main_id}: no RedrivePolicy"));
        let target = redrive
            .get("deadLetterTargetArn")
            .and_then(|arn| intrinsic_argument(arn, "GetAtt"));
        assert_eq!(
            target,
            Some(format!("{dead_letter_id}.Arn")),
            "{main_id}: RedrivePolicy must target {dead_letter_id}"
        );
        assert_eq!(
            redrive.get("maxReceiveCount").and_then(Value::as_u64),
            Some(5),
            "{main_id}: RedrivePolicy.maxReceiveCount"
        );

        // The consumer is the function named like the queue; its SQS event must read this queue.
        let (function_id, consumer) = functions
            .get(queue.as_str())
            .unwrap_or_else(|| panic!("no function {} consumes its queue", queue.as_str()));
        let consumed: Vec<String> = at(consumer, &["Properties", "Events"])
            .and_then(Value::as_mapping)
            .into_iter()
            .flatten()
            .map(|(_, event)| event)
            .filter(|event| str_at(event, &["Type"]) == Some("SQS"))
            .map(|event| {
                assert!(
                    at(event, &["Properties", "FunctionResponseTypes"])
                        .and_then(Value::as_sequence)
                        .is_some_and(|types| types
                            .iter()
                            .any(|t| t.as_str() == Some("ReportBatchItemFailures"))),
                    "{function_id}: SQS event needs FunctionResponseTypes [ReportBatchItemFailures]"
                );
                at(event, &["Properties", "Queue"])
                    .and_then(|arn| intrinsic_argument(arn, "GetAtt"))
                    .unwrap_or_else(|| panic!("{function_id}: SQS event without Queue: !GetAtt …"))
            })
            .collect();
        assert_eq!(
            consumed,
            vec![format!("{main_id}.Arn")],
            "{function_id}: SQS event sources"
        );

        let timeout = template.timeout_secs(consumer);
        let visibility = at(main, &["Properties", "VisibilityTimeout"])
            .and_then(Value::as_u64)
            .unwrap_or_else(|| panic!("{main_id}: no VisibilityTimeout"));
        assert!(
            visibility >= 6 * timeout,
            "{main_id}: VisibilityTimeout {visibility}s is less than 6 × {function_id} Timeout {timeout}s"
        );

        // The consumer fails a task on the delivery the queue dead-letters after.
        let given = template
            .environment(consumer)
            .get("QUEUE_MAX_RECEIVE_COUNT")
            .cloned();
        assert_eq!(
            given
                .as_ref()
                .and_then(Value::as_str)
                .and_then(|n| n.parse::<u64>().ok()),
            Some(5),
            "{function_id}: QUEUE_MAX_RECEIVE_COUNT must be the queue's maxReceiveCount"
        );

        // Someone hears of every dead-lettered message.
        let watched = template
            .resources_of_type("AWS::CloudWatch::Alarm")
            .into_values()
            .filter(|alarm| {
                str_at(alarm, &["Properties", "MetricName"])
                    == Some("ApproximateNumberOfMessagesVisible")
            })
            .filter_map(|alarm| {
                at(alarm, &["Properties", "Dimensions"])?
                    .as_sequence()?
                    .first()
                    .cloned()
            })
            .filter_map(|dimension| intrinsic_argument(dimension.get("Value")?, "GetAtt"))
            .any(|queue| queue == format!("{dead_letter_id}.QueueName"));
        assert!(
            watched,
            "{dead_letter_id}: no alarm on its ApproximateNumberOfMessagesVisible"
        );
    }
}

#[test]
fn every_function_runs_the_shared_bootstrap_built_with_cargo_lambda() {
    let template = Template::load();
    let functions = template.functions_by_name();
    let declared: BTreeSet<&str> = functions.keys().map(String::as_str).collect();
    let expected: BTreeSet<&str> = FUNCTIONS.into_iter().collect();
    assert_eq!(
        declared, expected,
        "Lambda functions in the template differ from CONTRACTS.md §4's"
    );
    let manifest = workspace_root().join("functions/lambda/Cargo.toml");
    let crate_text = std::fs::read_to_string(&manifest)
        .unwrap_or_else(|e| panic!("no bootstrap crate at {}: {e}", manifest.display()));
    assert!(
        crate_text.contains(&format!("name = \"{BOOTSTRAP}\"")),
        "{} builds no binary {BOOTSTRAP}",
        manifest.display()
    );
}

#[test]
fn functions_get_the_resource_names_under_the_schema_env_vars() {
    let template = Template::load();
    for (name, (function_id, function)) in template.functions_by_name() {
        let environment = template.environment(function);
        let refers_to = |name: &str| {
            environment
                .get(name)
                .and_then(|value| intrinsic_argument(value, "Ref"))
        };
        for table in &TABLES {
            assert_eq!(
                refers_to(table.env_var),
                Some(table.logical_id.to_owned()),
                "{function_id} ({name}): {} must be !Ref {}",
                table.env_var,
                table.logical_id
            );
        }
        assert_eq!(
            refers_to(ARTIFACT_BUCKET_ENV),
            Some("ArtifactBucket".to_owned()),
            "{function_id}: {ARTIFACT_BUCKET_ENV} must be !Ref ArtifactBucket"
        );

        // The queues it may send to (IAM) are exactly the queues whose URL it is given.
        let sendable: BTreeSet<String> = at(function, &["Properties", "Policies"])
            .and_then(Value::as_sequence)
            .into_iter()
            .flatten()
            .filter_map(|policy| at(policy, &["SQSSendMessagePolicy", "QueueName"]))
            .map(|queue| {
                intrinsic_argument(queue, "GetAtt")
                    .and_then(|target| target.strip_suffix(".QueueName").map(str::to_owned))
                    .unwrap_or_else(|| {
                        panic!("{function_id}: SQSSendMessagePolicy needs !GetAtt X.QueueName")
                    })
            })
            .collect();
        let given_urls: BTreeSet<String> = QueueName::ALL
            .into_iter()
            .filter_map(|queue| {
                let target = refers_to(&schema::queue_url_env(queue))?;
                let expected = schema::queue_logical_id(queue, false);
                assert_eq!(
                    target,
                    expected,
                    "{function_id}: {} must be !Ref {expected}",
                    schema::queue_url_env(queue)
                );
                Some(target)
            })
            .collect();
        assert_eq!(
            given_urls, sendable,
            "{function_id}: queues named by QUEUE_URL_* differ from those SQSSendMessagePolicy allows"
        );
        let stray: Vec<&String> = environment
            .keys()
            .filter(|name| name.starts_with("QUEUE_URL_"))
            .filter(|name| {
                !QueueName::ALL
                    .into_iter()
                    .any(|queue| schema::queue_url_env(queue) == **name)
            })
            .collect();
        assert!(
            stray.is_empty(),
            "{function_id}: QUEUE_URL_* variables naming no main queue of schema.rs: {stray:?}"
        );
    }
}

/// Reads back a bootstrapped table in the comparable form.
async fn emulator_table_shape(client: &aws_sdk_dynamodb::Client, name: &str) -> TableShape {
    let described = client
        .describe_table()
        .table_name(name)
        .send()
        .await
        .unwrap_or_else(|e| panic!("DescribeTable {name}: {}", DisplayErrorContext(&e)));
    let table = described
        .table()
        .unwrap_or_else(|| panic!("DescribeTable {name}: no table description"));
    let keys = |owner: &str, elements: &[KeySchemaElement]| {
        let entries: Vec<(&str, &str)> = elements
            .iter()
            .map(|element| (element.attribute_name(), element.key_type().as_str()))
            .collect();
        keys_of(owner, &entries)
    };
    let indexes = table
        .global_secondary_indexes()
        .iter()
        .map(|index| {
            let index_name = index.index_name().unwrap_or_default().to_owned();
            let owner = format!("{name}.{index_name}");
            assert_eq!(
                index.projection().and_then(|p| p.projection_type()),
                Some(&ProjectionType::All),
                "{owner}: bootstrap must project ALL attributes"
            );
            let index_keys = keys(&owner, index.key_schema());
            (index_name, index_keys)
        })
        .collect();
    let attributes = table
        .attribute_definitions()
        .iter()
        .map(|definition| {
            (
                definition.attribute_name().to_owned(),
                definition.attribute_type().as_str().to_owned(),
            )
        })
        .collect();
    let ttl = client
        .describe_time_to_live()
        .table_name(name)
        .send()
        .await
        .unwrap_or_else(|e| panic!("DescribeTimeToLive {name}: {}", DisplayErrorContext(&e)));
    let ttl_attribute = ttl
        .time_to_live_description()
        .filter(|ttl| ttl.time_to_live_status() == Some(&TimeToLiveStatus::Enabled))
        .and_then(|ttl| ttl.attribute_name())
        .map(str::to_owned);
    TableShape {
        keys: keys(name, table.key_schema()),
        attributes,
        indexes,
        ttl_attribute,
    }
}

async fn queue_attributes(
    client: &aws_sdk_sqs::Client,
    url: &str,
) -> HashMap<QueueAttributeName, String> {
    client
        .get_queue_attributes()
        .queue_url(url)
        .attribute_names(QueueAttributeName::All)
        .send()
        .await
        .unwrap_or_else(|e| panic!("GetQueueAttributes {url}: {}", DisplayErrorContext(&e)))
        .attributes()
        .cloned()
        .unwrap_or_default()
}

/// What the emulator bootstrap creates is what the template declares: the same tables, keys,
/// indexes and TTL, and every queue redriving to its own dead-letter queue after as many receives.
#[tokio::test]
async fn bootstrap_creates_what_the_template_declares() {
    std::env::var("AWS_ENDPOINT_URL").unwrap_or_else(|_| {
        panic!("AWS_ENDPOINT_URL is not set: run this through tests/run, which starts moto_server")
    });
    let template = Template::load();
    let sdk = aws_config::defaults(BehaviorVersion::latest()).load().await;
    let nanos = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .expect("clock after 1970")
        .as_nanos();
    let prefix = format!("tpl-{}-{nanos:x}-", std::process::id());
    let config = bootstrap::create_all(
        &sdk,
        &prefix,
        QueueSettings::default(),
        ArtifactLimits::default(),
    )
    .await
    .expect("bootstrap on the emulator");

    let dynamo = aws_sdk_dynamodb::Client::new(&sdk);
    for spec in &TABLES {
        let name = TableNames::prefixed(&prefix, spec);
        emulator_table_shape(&dynamo, &name).await.assert_matches(
            &TableShape::of_template(&template, spec.logical_id),
            &format!("bootstrapped {name}"),
            &format!("template {}", spec.logical_id),
        );
    }

    let sqs = aws_sdk_sqs::Client::new(&sdk);
    for queue in QueueName::ALL {
        let main_id = schema::queue_logical_id(queue, false);
        let declared_max_receives = at(
            template.resource(&main_id, "AWS::SQS::Queue"),
            &["Properties", "RedrivePolicy", "maxReceiveCount"],
        )
        .and_then(Value::as_u64)
        .unwrap_or_else(|| panic!("{main_id}: no RedrivePolicy.maxReceiveCount"));
        let url_of = |queue: QueueRef| {
            config
                .queue_urls
                .get(&queue)
                .unwrap_or_else(|| panic!("bootstrap returned no URL for {}", queue.base_name()))
        };
        let main = queue_attributes(&sqs, url_of(queue.into())).await;
        let dead_letter = queue_attributes(&sqs, url_of(queue.dead_letter())).await;
        let redrive: serde_json::Value = main
            .get(&QueueAttributeName::RedrivePolicy)
            .and_then(|policy| serde_json::from_str(policy).ok())
            .unwrap_or_else(|| panic!("bootstrapped {}: no RedrivePolicy", queue.as_str()));
        assert_eq!(
            redrive["deadLetterTargetArn"].as_str(),
            dead_letter
                .get(&QueueAttributeName::QueueArn)
                .map(String::as_str),
            "bootstrapped {}: RedrivePolicy must target its own dead-letter queue",
            queue.as_str()
        );
        // SQS reports the count as a number or a string depending on who set it.
        let max_receives = redrive["maxReceiveCount"]
            .as_u64()
            .or_else(|| redrive["maxReceiveCount"].as_str()?.parse().ok());
        assert_eq!(
            max_receives,
            Some(declared_max_receives),
            "bootstrapped {}: maxReceiveCount differs from template {main_id}",
            queue.as_str()
        );
    }
}
