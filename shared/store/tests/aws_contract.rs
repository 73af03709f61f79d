//! The store contract suite against the AWS adapter on the moto emulator, plus the adapter's own
//! promises: the bootstrap creates exactly `aws::schema`, idempotently; cursors and missing queue
//! URLs fail clearly. Every test bootstraps its own resources under a random prefix.
//!
//! The emulator is found only through `AWS_ENDPOINT_URL` (set by `tests/run`); without it these
//! tests fail rather than skip.

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::sync::Arc;
use std::time::Duration;

use aws_sdk_dynamodb::types::{KeySchemaElement, KeyType, ProjectionType, TimeToLiveStatus};
use aws_sdk_sqs::types::QueueAttributeName;
use cookbook_domain::{Clock, SystemClock};
use cookbook_store::aws::{self, schema};
use cookbook_store::contract::Harness;
use cookbook_store::{PageRequest, QueueName, StoreError, Stores};

use cookbook_store::emulator::{bootstrapped, random_prefix, sdk as emulator_sdk};

struct AwsHarness {
    stores: Stores,
}

async fn aws_harness() -> AwsHarness {
    let sdk = emulator_sdk().await;
    let config = bootstrapped(&sdk, &random_prefix()).await;
    AwsHarness {
        stores: aws::connect_with(&sdk, config, Arc::new(SystemClock) as Arc<dyn Clock>),
    }
}

#[async_trait::async_trait]
impl Harness for AwsHarness {
    fn stores(&self) -> &Stores {
        &self.stores
    }

    async fn pass(&self, d: Duration) {
        tokio::time::sleep(d).await;
    }
}

cookbook_store::contract_tests!(aws_harness());

/// (attribute, HASH|RANGE) pairs of a key schema.
fn keys_of(schema: &[KeySchemaElement]) -> Vec<(String, KeyType)> {
    schema
        .iter()
        .map(|key| (key.attribute_name().to_owned(), key.key_type().clone()))
        .collect()
}

fn expected_keys(partition: &str, sort: Option<&str>) -> Vec<(String, KeyType)> {
    [(partition.to_owned(), KeyType::Hash)]
        .into_iter()
        .chain(sort.map(|sort| (sort.to_owned(), KeyType::Range)))
        .collect()
}

#[tokio::test]
async fn bootstrap_creates_exactly_the_schema_and_can_run_twice() {
    let sdk = emulator_sdk().await;
    let prefix = random_prefix();
    let first = bootstrapped(&sdk, &prefix).await;
    let second = bootstrapped(&sdk, &prefix).await;
    assert_eq!(first, second, "a second run finds the same resources");

    let dynamo = aws_sdk_dynamodb::Client::new(&sdk);
    for spec in schema::TABLES {
        let name = aws::TableNames::prefixed(&prefix, &spec);
        let table = dynamo
            .describe_table()
            .table_name(&name)
            .send()
            .await
            .unwrap_or_else(|e| panic!("describe {name}: {e:?}"))
            .table
            .expect("a described table");
        assert_eq!(
            keys_of(table.key_schema()),
            expected_keys(spec.partition_key, spec.sort_key),
            "{name} keys"
        );
        let indexes: BTreeMap<String, Vec<(String, KeyType)>> = table
            .global_secondary_indexes()
            .iter()
            .map(|index| {
                let projection = index.projection().and_then(|p| p.projection_type());
                assert_eq!(
                    projection,
                    Some(&ProjectionType::All),
                    "{name} projects all"
                );
                (
                    index.index_name().unwrap_or_default().to_owned(),
                    keys_of(index.key_schema()),
                )
            })
            .collect();
        let expected: BTreeMap<String, Vec<(String, KeyType)>> = spec
            .indexes
            .iter()
            .map(|index| {
                (
                    index.name.to_owned(),
                    expected_keys(index.partition_key, index.sort_key),
                )
            })
            .collect();
        assert_eq!(indexes, expected, "{name} indexes");
        assert!(
            table
                .attribute_definitions()
                .iter()
                .all(|d| d.attribute_type().as_str() == "S"),
            "{name}: every key attribute is a string"
        );

        let ttl = dynamo
            .describe_time_to_live()
            .table_name(&name)
            .send()
            .await
            .expect("describe TTL")
            .time_to_live_description
            .expect("a TTL description");
        let enabled = ttl.time_to_live_status() == Some(&TimeToLiveStatus::Enabled);
        assert_eq!(
            enabled.then(|| ttl.attribute_name().unwrap_or_default()),
            spec.ttl_attribute,
            "{name} TTL"
        );
    }

    let sqs = aws_sdk_sqs::Client::new(&sdk);
    let attributes = |url: String| {
        let sqs = sqs.clone();
        async move {
            sqs.get_queue_attributes()
                .queue_url(url)
                .attribute_names(QueueAttributeName::All)
                .send()
                .await
                .expect("queue attributes")
                .attributes
                .unwrap_or_default()
        }
    };
    assert_eq!(first.queue_urls.len(), 2 * QueueName::ALL.len());
    for name in QueueName::ALL {
        let main = attributes(first.queue_urls[&name.into()].clone()).await;
        let dead_letter = attributes(first.queue_urls[&name.dead_letter()].clone()).await;
        assert_eq!(
            main[&QueueAttributeName::VisibilityTimeout],
            "2",
            "{name:?}"
        );
        let redrive: serde_json::Value =
            serde_json::from_str(&main[&QueueAttributeName::RedrivePolicy])
                .expect("JSON redrive policy");
        assert_eq!(
            redrive["deadLetterTargetArn"].as_str(),
            Some(dead_letter[&QueueAttributeName::QueueArn].as_str()),
            "{name:?} redrives to its own dead-letter queue"
        );
        assert_eq!(
            redrive["maxReceiveCount"].to_string().trim_matches('"'),
            "2"
        );
        assert!(!dead_letter.contains_key(&QueueAttributeName::RedrivePolicy));
    }

    let s3 = aws_sdk_s3::Client::new(&sdk);
    let buckets: BTreeSet<String> = s3
        .list_buckets()
        .send()
        .await
        .expect("list buckets")
        .buckets()
        .iter()
        .filter_map(|bucket| bucket.name().map(str::to_owned))
        .collect();
    assert!(
        buckets.contains(&first.bucket),
        "{} in {buckets:?}",
        first.bucket
    );
}

#[tokio::test]
async fn an_exactly_full_last_page_promises_no_next_page() {
    let harness = aws_harness().await;
    let recipes = &harness.stores.recipes;
    let owner = format!("paging-{}", uuid::Uuid::now_v7());
    let now = harness.stores.clock.now();
    for i in 0..4 {
        let recipe: cookbook_domain::Recipe = serde_json::from_value(serde_json::json!({
            "id": uuid::Uuid::now_v7().to_string(),
            "owner": owner,
            "version": 1,
            "name": format!("Recipe {i}"),
            "createdAt": now,
            "updatedAt": now,
        }))
        .expect("a valid recipe");
        recipes.create(&recipe).await.expect("create");
    }
    let first = recipes
        .list_by_owner(&owner, &Default::default(), &PageRequest::first(2))
        .await
        .expect("first page");
    assert_eq!(first.items.len(), 2);
    let second = recipes
        .list_by_owner(
            &owner,
            &Default::default(),
            &PageRequest::new(2, first.next.clone()),
        )
        .await
        .expect("second page");
    assert_eq!((second.items.len(), second.next), (2, None));

    let foreign = recipes
        .list_by_owner(
            &owner,
            &Default::default(),
            &PageRequest::new(2, Some("bm90IGEgY3Vyc29y".to_owned())),
        )
        .await;
    assert!(
        matches!(foreign, Err(StoreError::Invalid(_))),
        "{foreign:?}"
    );
}

#[tokio::test]
async fn a_queue_without_a_url_names_its_environment_variable() {
    let sdk = emulator_sdk().await;
    let mut config = bootstrapped(&sdk, &random_prefix()).await;
    config.queue_urls = HashMap::new();
    let stores = aws::connect_with(&sdk, config, Arc::new(SystemClock) as Arc<dyn Clock>);
    let sent = stores.queue.send(QueueName::IngestFetch, "{}").await;
    assert!(
        matches!(&sent, Err(StoreError::Backend(message)) if message.contains("QUEUE_URL_INGEST_FETCH")),
        "{sent:?}"
    );
    let received = stores
        .queue
        .receive(QueueName::IngestFetch.dead_letter(), 1)
        .await;
    assert!(
        matches!(&received, Err(StoreError::Backend(message)) if message.contains("QUEUE_URL_INGEST_FETCH_DLQ")),
        "{received:?}"
    );
}

#[tokio::test]
async fn a_plan_document_is_one_item_and_still_listed_by_owner() {
    use cookbook_domain::plan::{PlanDocument, PlanDocumentKind};
    let sdk = emulator_sdk().await;
    let config = bootstrapped(&sdk, &random_prefix()).await;
    let stores = aws::connect_with(
        &sdk,
        config.clone(),
        Arc::new(SystemClock) as Arc<dyn Clock>,
    );
    let now = stores.clock.now();
    let document = |id: &str, version: u64| PlanDocument {
        kind: PlanDocumentKind::Snapshot,
        id: id.to_owned(),
        owner: "alice".to_owned(),
        version,
        body: serde_json::json!({"planned_meals": []}),
        created_at: now,
        updated_at: now,
    };
    let older = uuid::Uuid::now_v7().to_string();
    let newer = uuid::Uuid::now_v7().to_string();
    stores
        .plans
        .write(&document(&older, 1))
        .await
        .expect("write");
    stores
        .plans
        .write(&document(&older, 2))
        .await
        .expect("rewrite");
    stores
        .plans
        .write(&document(&newer, 1))
        .await
        .expect("write");

    // Two documents are two items: no listing copies doubling each write.
    let items = aws_sdk_dynamodb::Client::new(&sdk)
        .scan()
        .table_name(&config.tables.plans)
        .send()
        .await
        .expect("scan")
        .items
        .unwrap_or_default();
    assert_eq!(items.len(), 2, "{items:?}");

    let listed = stores
        .plans
        .list_by_owner(PlanDocumentKind::Snapshot, "alice", &PageRequest::first(10))
        .await
        .expect("list");
    let ids: Vec<_> = listed
        .items
        .iter()
        .map(|d| (d.id.as_str(), d.version))
        .collect();
    assert_eq!(ids, [(newer.as_str(), 1), (older.as_str(), 2)]);
    assert!(
        matches!(
            stores.plans.write(&document(&older, 2)).await,
            Err(StoreError::Conflict(_))
        ),
        "a stale version still loses"
    );

    assert!(
        stores
            .plans
            .delete(PlanDocumentKind::Snapshot, &older)
            .await
            .expect("delete")
    );
    let listed = stores
        .plans
        .list_by_owner(PlanDocumentKind::Snapshot, "alice", &PageRequest::first(10))
        .await
        .expect("list");
    assert_eq!(listed.items.len(), 1);
}
