//! The `api` Lambda end to end as it runs when deployed: the real bootstrap under `cargo lambda
//! watch` (the Lambda runtime API emulator), invoked through the emulator's invoke API with API
//! Gateway HTTP API events from `fixtures/events/`, storing into DynamoDB on moto_server
//! (`AWS_ENDPOINT_URL`, started by `tests/run`).

use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use cookbook_domain::SystemClock;
use cookbook_store::aws::{self, AwsConfig, schema};
use cookbook_store::emulator;
use cookbook_store::{PageRequest, Stores};
use cookbook_tests::harness::build::{build_as_tested, workspace_root};
use cookbook_tests::harness::lambda::{Emulator, Invocation, Launch, Sandbox};
use serde_json::Value;

/// The bootstrap every function deploys; `COOKBOOK_FUNCTION` picks the handler.
const BOOTSTRAP: &str = "cookbook-lambda";

/// How long an invocation may take to answer.
const INVOKE_TIMEOUT: Duration = Duration::from_secs(60);

/// The environment a deployed function gets from the template, for the resources of `config`.
fn function_environment(config: &AwsConfig) -> Vec<(String, String)> {
    config
        .tables
        .by_spec()
        .into_iter()
        .map(|(spec, name)| (spec.env_var.to_owned(), name.to_owned()))
        .chain([("COOKBOOK_FUNCTION".to_owned(), "api".to_owned())])
        .chain([(
            schema::ARTIFACT_BUCKET_ENV.to_owned(),
            config.bucket.clone(),
        )])
        .chain(
            config
                .queue_urls
                .iter()
                .map(|(queue, url)| (aws::queue_url_env(*queue), url.clone())),
        )
        .chain(
            [
                "AWS_ENDPOINT_URL",
                "AWS_ACCESS_KEY_ID",
                "AWS_SECRET_ACCESS_KEY",
                "AWS_REGION",
            ]
            .into_iter()
            .filter_map(|name| Some((name.to_owned(), std::env::var(name).ok()?))),
        )
        .collect()
}

/// The `api` function attached to a fresh emulator.
struct ApiLambda {
    emulator: Emulator,
    sandbox: Sandbox,
    client: reqwest::Client,
}

impl ApiLambda {
    fn start(config: &AwsConfig) -> Self {
        let executable = build_as_tested(&[BOOTSTRAP])
            .remove(BOOTSTRAP)
            .expect("bootstrap built");
        let emulator = Emulator::start(
            &PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("lambda_e2e.log"),
            &["api"],
        );
        let sandbox = Sandbox::start(Launch {
            name: "api".to_owned(),
            executable,
            environment: function_environment(config),
            runtime_api: emulator.runtime_api("api"),
            group: emulator.group_id(),
            log_path: emulator.log_path().to_owned(),
        });
        Self {
            emulator,
            sandbox,
            client: reqwest::Client::new(),
        }
    }

    /// Invokes `api` with the event in `event_file` and returns Lambda's JSON response.
    async fn invoke(&self, event_file: &PathBuf) -> Value {
        let text = std::fs::read_to_string(event_file).expect("read the event");
        let event: Value = serde_json::from_str(&text).expect("the event is JSON");
        let url = self.emulator.invoke_url("api");
        match self
            .sandbox
            .invoke(&self.client, &url, &event, INVOKE_TIMEOUT)
            .await
        {
            Invocation::Answered(response) => response,
            other => panic!(
                "{} was not answered: {other:?}\nlambda log:\n{}",
                event_file.display(),
                self.emulator.log()
            ),
        }
    }
}

/// The HTTP status and the parsed JSON body of an API Gateway v2 Lambda response.
fn http_response(response: &Value) -> (u64, Value) {
    let status = response["statusCode"]
        .as_u64()
        .unwrap_or_else(|| panic!("no statusCode in {response}"));
    let body = response["body"]
        .as_str()
        .unwrap_or_else(|| panic!("no string body in {response}"));
    let body =
        serde_json::from_str(body).unwrap_or_else(|e| panic!("body is not JSON ({e}): {body}"));
    (status, body)
}

fn event(name: &str) -> PathBuf {
    workspace_root().join("fixtures/events").join(name)
}

#[tokio::test(flavor = "multi_thread")]
async fn api_lambda_creates_recipes_through_cargo_lambda() {
    let sdk = emulator::sdk().await;
    let config = emulator::bootstrapped(&sdk, &emulator::random_prefix()).await;
    let stores: Stores = aws::connect_with(&sdk, config.clone(), Arc::new(SystemClock));

    let lambda = ApiLambda::start(&config);

    let created = lambda.invoke(&event("apigw-v2-post-recipe.json")).await;
    let (status, recipe) = http_response(&created);
    assert_eq!(status, 201, "POST /api/recipes answered {created}");
    assert_eq!(
        recipe["owner"], "alice",
        "owner comes from the JWT claim sub: {recipe}"
    );
    assert_eq!(recipe["version"], 1, "a new recipe is version 1: {recipe}");
    assert_eq!(recipe["name"], "Tomato Soup", "{recipe}");
    let id = recipe["id"]
        .as_str()
        .filter(|id| !id.is_empty())
        .unwrap_or_else(|| panic!("the created recipe has no id: {recipe}"));

    let stored = stores
        .recipes
        .get(id)
        .await
        .expect("read the recipe back from DynamoDB")
        .unwrap_or_else(|| panic!("recipe {id} was answered but not stored"));
    assert_eq!(stored.owner.as_deref(), Some("alice"));
    assert_eq!(stored.version, Some(1));
    assert_eq!(stored.name, "Tomato Soup");

    let rejected = lambda
        .invoke(&event("apigw-v2-post-recipe-bad-json.json"))
        .await;
    let (status, error) = http_response(&rejected);
    assert_eq!(status, 400, "a malformed body answered {rejected}");
    assert_eq!(error["code"], "INVALID_JSON", "{error}");
    assert!(
        error["message"].is_string(),
        "error body without message: {error}"
    );

    let alice_recipes = stores
        .recipes
        .list_by_owner("alice", &Default::default(), &PageRequest::first(10))
        .await
        .expect("list alice's recipes");
    assert_eq!(
        alice_recipes.items.len(),
        1,
        "the malformed request must write nothing: {:?}",
        alice_recipes.items
    );
}
