//! The Lambda glue driven in-process with real event payloads from `fixtures/events/`.

use std::sync::Arc;

use aws_lambda_events::event::sqs::SqsEvent;
use cookbook_app::config::search_provider_from_env;
use cookbook_app::http::router::api_router;
use cookbook_app::startup::offline_model;
use cookbook_app::{AppConfig, AppContext};
use cookbook_domain::SystemClock;
use cookbook_lambda_support::{process_batch, with_gateway_caller};
use cookbook_llm::PhaseModels;
use cookbook_store::QueueName;
use cookbook_store::local::{self, LocalOptions};
use http_body_util::BodyExt;
use serde_json::Value;
use tower::ServiceExt;

const POST_RECIPE: &str = include_str!("../../../fixtures/events/apigw-v2-post-recipe.json");
const SQS_BATCH: &str = include_str!("../../../fixtures/events/sqs-phase-batch.json");

fn context(dir: &tempfile::TempDir) -> AppContext {
    let stores =
        local::open(dir.path(), LocalOptions::new(Arc::new(SystemClock))).expect("local store");
    AppContext::new(
        stores,
        AppConfig::default(),
        search_provider_from_env().expect("search"),
        PhaseModels::offline(offline_model()),
    )
}

/// A deadline as a 60-second consumer's invocation has it.
fn a_minute_from_now() -> tokio::time::Instant {
    tokio::time::Instant::now() + std::time::Duration::from_secs(60)
}

/// Sends an API Gateway v2 event through the api router as `lambda_http` would.
async fn invoke(ctx: &AppContext, event_json: &str) -> (u16, Value) {
    let request = lambda_http::request::from_str(event_json)
        .expect("a valid API Gateway event")
        .map(|body| axum::body::Body::from(body.to_vec()));
    let response = with_gateway_caller(api_router(ctx.clone()))
        .oneshot(request)
        .await
        .expect("infallible");
    let status = response.status().as_u16();
    let bytes = response
        .into_body()
        .collect()
        .await
        .expect("body")
        .to_bytes();
    (
        status,
        serde_json::from_slice(&bytes).unwrap_or(Value::Null),
    )
}

#[tokio::test]
async fn the_caller_comes_from_the_jwt_authorizer_claims() {
    let dir = tempfile::tempdir().unwrap();
    let ctx = context(&dir);
    let (status, recipe) = invoke(&ctx, POST_RECIPE).await;
    assert_eq!(status, 201, "{recipe}");
    assert_eq!(recipe["owner"], "alice");
    assert_eq!(recipe["name"], "Tomato Soup");
    let stored = ctx
        .stores
        .recipes
        .get(recipe["id"].as_str().unwrap())
        .await
        .unwrap()
        .unwrap();
    assert_eq!(stored.owner.as_deref(), Some("alice"));
    assert!(
        !ctx.services.fetcher.is_built(),
        "storing a recipe fetches nothing, so no fetch client was built"
    );

    // The flattened `"[admin]"` groups claim makes an admin who may write core recipes.
    let mut event: Value = serde_json::from_str(POST_RECIPE).unwrap();
    event["body"] = Value::String(r#"{"name":"Catalog Soup","owner":"core"}"#.to_owned());
    let (status, own) = invoke(&ctx, &event.to_string()).await;
    assert_eq!(
        (status, own["owner"].as_str()),
        (201, Some("alice")),
        "not an admin: {own}"
    );
    event["requestContext"]["authorizer"]["jwt"]["claims"]["cognito:groups"] =
        Value::String("[admin]".to_owned());
    let (status, core) = invoke(&ctx, &event.to_string()).await;
    assert_eq!(
        (status, core["owner"].as_str()),
        (201, Some("core")),
        "{core}"
    );
}

#[tokio::test]
async fn requests_without_authorizer_claims_are_unauthenticated() {
    let dir = tempfile::tempdir().unwrap();
    let ctx = context(&dir);
    let mut event: Value = serde_json::from_str(POST_RECIPE).unwrap();
    event["requestContext"]
        .as_object_mut()
        .unwrap()
        .remove("authorizer");
    let (status, error) = invoke(&ctx, &event.to_string()).await;
    assert_eq!(
        (status, error["code"].as_str()),
        (401, Some("UNAUTHENTICATED"))
    );
}

#[tokio::test]
async fn every_unprocessed_record_is_reported_as_a_batch_item_failure() {
    let dir = tempfile::tempdir().unwrap();
    let ctx = context(&dir);
    let event: SqsEvent = serde_json::from_str(SQS_BATCH).expect("a valid SQS event");
    let ids: Vec<String> = event
        .records
        .iter()
        .filter_map(|r| r.message_id.clone())
        .collect();
    let response = process_batch(&ctx, QueueName::IngestFetch, event, a_minute_from_now())
        .await
        .unwrap();
    // The malformed record fails; so does the well-formed one, which names a task that does
    // not exist: both go back to the queue (and on to the dead-letter queue), never acked.
    let failed: Vec<String> = response
        .batch_item_failures
        .iter()
        .map(|f| f.item_identifier.clone())
        .collect();
    assert_eq!(failed, ids);
    let json = serde_json::to_value(&response).unwrap();
    assert_eq!(
        json["batchItemFailures"][1]["itemIdentifier"],
        "22222222-2222-4222-8222-222222222222"
    );
}

#[tokio::test]
async fn a_malformed_record_fails_only_itself() {
    let dir = tempfile::tempdir().unwrap();
    let ctx = context(&dir);
    // The good record's task exists and has already finished, so its message is stale: acked.
    let payload =
        serde_json::from_value(serde_json::json!({"mode": "Url", "url": "https://example.com/r"}))
            .unwrap();
    let new = cookbook_domain::NewTask {
        task_id: "0193a5a0-0000-7000-8000-000000000001".into(),
        owner: "alice".into(),
        thread_id: "th".into(),
        payload,
        metadata: Default::default(),
    };
    let now = ctx.stores.clock.now();
    let created = cookbook_domain::TaskState::create(new, now);
    ctx.stores.tasks.write(&created).await.unwrap();
    let error = cookbook_domain::TaskError {
        code: "URL_NOT_ALLOWED".into(),
        message: "refused".into(),
        details: Value::Null,
    };
    let failed = created
        .state()
        .apply(
            cookbook_domain::TaskChange::Fail { error },
            now,
            ctx.config.draft_expiration,
        )
        .unwrap();
    ctx.stores.tasks.write(&failed).await.unwrap();

    let event: SqsEvent = serde_json::from_str(SQS_BATCH).expect("a valid SQS event");
    let response = process_batch(&ctx, QueueName::IngestFetch, event, a_minute_from_now())
        .await
        .unwrap();
    let reported: Vec<&str> = response
        .batch_item_failures
        .iter()
        .map(|f| f.item_identifier.as_str())
        .collect();
    assert_eq!(reported, ["22222222-2222-4222-8222-222222222222"]);
}
