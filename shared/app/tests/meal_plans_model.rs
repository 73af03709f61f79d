//! The rerank model path (seed 001) against a mock OpenAI-compatible server on 127.0.0.1: the
//! model receives seed 001's input schema (plus each dish's cuisine, primary protein, main
//! ingredients and food group), a valid choice is kept, an invented id and a
//! malformed answer leave their slots empty and counted, and the job still completes. A
//! bundle's side is chosen by the model with the meal's main in its input.

mod support;

use std::sync::Arc;
use std::time::Duration;

use cookbook_app::AppConfig;
use cookbook_llm::{
    KeySource, LlmPhase, OfflineModel, OpenAiConfig, OpenAiModel, PhaseModels, RequestPolicy,
};
use serde_json::{Value, json};
use support::{Backend, TestApp};
use wiremock::matchers::{body_string_contains, method, path};
use wiremock::{Mock, MockServer, Request, Respond, ResponseTemplate};

const BREAKFAST: &str = "core_almond_butter_strawberry_toast";

/// An OpenAI chat completion whose assistant message is `text`.
fn completion(text: &str) -> ResponseTemplate {
    ResponseTemplate::new(200).set_body_json(json!({
        "id": "chatcmpl-rerank",
        "object": "chat.completion",
        "created": 1741569952,
        "model": "llama-3.2-8b-instruct",
        "choices": [{"index": 0, "message": {"role": "assistant", "content": text},
                     "finish_reason": "stop"}],
        "usage": {"prompt_tokens": 100, "completion_tokens": 20, "total_tokens": 120}
    }))
}

/// Answers the rerank request of `meal` (matched on the slot block inside the user message)
/// with `text`.
async fn answer_slot(server: &MockServer, meal: &str, text: &str) {
    let slot = format!(r#"\"slot\":{{\"date\":\"2026-11-23\",\"meal_type\":\"{meal}\""#);
    Mock::given(method("POST"))
        .and(path("/v1/chat/completions"))
        .and(body_string_contains(slot))
        .respond_with(completion(text))
        .expect(1)
        .mount(server)
        .await;
}

/// The rerank input the model got in `request`: the user message parsed as JSON.
fn rerank_input(request: &wiremock::Request) -> Value {
    let body: Value = serde_json::from_slice(&request.body).expect("a JSON request");
    let messages = body["messages"].as_array().expect("messages");
    let user = messages
        .iter()
        .find(|m| m["role"] == "user")
        .expect("a user message");
    serde_json::from_str(user["content"].as_str().expect("text content")).expect("JSON input")
}

fn keys(value: &Value) -> Vec<String> {
    let mut keys: Vec<String> = value
        .as_object()
        .map(|o| o.keys().cloned().collect())
        .unwrap_or_default();
    keys.sort();
    keys
}

/// An app whose rerank phase is the OpenAI-compatible model at `server`, catalog seeded.
async fn app_reranking_at(server: &MockServer) -> TestApp {
    let model = OpenAiModel::new(OpenAiConfig {
        base_url: format!("{}/v1", server.uri()),
        key: KeySource::Literal("sk-test".into()),
        model: "llama-3.2-8b-instruct".into(),
        policy: RequestPolicy {
            timeout: Duration::from_secs(5),
            max_retries: 0,
            initial_backoff: Duration::from_millis(1),
            max_backoff: Duration::from_millis(10),
        },
    })
    .expect("model");
    let models =
        PhaseModels::offline(OfflineModel::new()).with_model(LlmPhase::Rerank, Arc::new(model));
    let app = TestApp::on(Backend::Local, AppConfig::default(), Vec::new())
        .await
        .with_models(models)
        .await;
    cookbook_app::recipes::seed::ensure_seeded(&app.ctx.stores)
        .await
        .expect("seed");
    app
}

#[tokio::test]
async fn model_choices_are_validated_and_failures_counted() {
    let server = MockServer::start().await;
    let answer = json!({"selected_recipe_id": BREAKFAST, "confidence": 0.8,
                        "reason": "quick and sweet", "warnings": []});
    answer_slot(&server, "breakfast", &format!("```json\n{answer}\n```")).await;
    let invented = json!({"selected_recipe_id": "core_invented_tacos", "confidence": 0.9});
    answer_slot(&server, "lunch", &invented.to_string()).await;
    answer_slot(&server, "dinner", "The soup, definitely the soup.").await;
    let app = app_reranking_at(&server).await;
    let alice = app.token("alice", false);
    let request = json!({"days": [{"date": "2026-11-23", "meals": {
        "breakfast": {"servings": 1, "tags": ["quick"], "note": "something sweet"},
        "lunch": {"servings": 2}, "dinner": {"servings": 2}}}],
        "preferences": {"max_prep_minutes": 20}});
    let job = app.plan(&alice, &request).await;

    assert_eq!(
        job["status"], "COMPLETE",
        "slot failures never fail the job"
    );
    let meals = &job["result"]["days"][0]["meals"];
    assert_eq!(
        meals["breakfast"]["selection"],
        json!({"source": "core", "recipe_id": BREAKFAST})
    );
    assert_eq!(
        meals["lunch"]["selection"],
        Value::Null,
        "an invented id counts as null"
    );
    assert_eq!(
        meals["dinner"]["selection"],
        Value::Null,
        "malformed JSON counts as null"
    );
    assert_eq!(job["result"]["slot_failures_count"], 2);

    let requests = server.received_requests().await.expect("recorded requests");
    assert_eq!(requests.len(), 3, "one model call per slot");
    let breakfast = rerank_input(&requests[0]);
    assert_eq!(
        keys(&breakfast),
        ["candidates", "preferences", "recent_meals", "slot"]
    );
    assert_eq!(
        breakfast["slot"],
        json!({"date": "2026-11-23", "meal_type": "breakfast", "servings": 1,
               "tags": ["quick"], "notes": "something sweet", "is_meal_prep": false})
    );
    assert_eq!(
        breakfast["preferences"],
        json!({"diet": null, "excluded_ingredients": [], "max_prep_minutes": 20,
               "max_cook_minutes": null})
    );
    let candidates = breakfast["candidates"].as_array().expect("candidates");
    assert!((1..=25).contains(&candidates.len()));
    // seed 001's candidate fields, plus what variety is judged on when the recipe has it.
    let seed_keys = [
        "cook_time",
        "prep_time",
        "recipe_id",
        "summary",
        "tags",
        "title",
    ];
    let variety_keys = [
        "cuisine",
        "food_group",
        "main_ingredients",
        "primary_protein",
    ];
    for candidate in candidates {
        let keys = keys(candidate);
        assert!(
            seed_keys.iter().all(|k| keys.contains(&(*k).to_owned())),
            "{candidate}"
        );
        assert!(
            keys.iter()
                .all(|k| seed_keys.contains(&k.as_str()) || variety_keys.contains(&k.as_str())),
            "{candidate}"
        );
    }
    assert!(
        candidates
            .iter()
            .all(|c| c["prep_time"].as_u64().is_none_or(|m| m <= 20))
    );
    let lunch = rerank_input(&requests[1]);
    assert_eq!(
        lunch["recent_meals"][0]["recipe_id"], BREAKFAST,
        "each slot sees the selections before it"
    );
    assert_eq!(
        keys(&lunch["recent_meals"][0]),
        [
            "cuisine",
            "date",
            "food_group",
            "main_ingredients",
            "meal_type",
            "primary_protein",
            "recipe_id",
            "tags",
            "title"
        ]
    );
    assert_eq!(
        lunch["recent_meals"][0]["primary_protein"], "nuts_seeds",
        "almond butter gives the toast its protein"
    );
    assert_eq!(
        lunch["recent_meals"][0]["main_ingredients"],
        json!(["almond", "butter", "strawberry"])
    );
}

/// Chooses the last candidate of whatever rerank input it gets.
struct LastCandidate;

impl Respond for LastCandidate {
    fn respond(&self, request: &Request) -> ResponseTemplate {
        let input = rerank_input(request);
        let last = input["candidates"]
            .as_array()
            .and_then(|c| c.last())
            .cloned();
        let id = last.map(|c| c["recipe_id"].clone()).unwrap_or(Value::Null);
        completion(&json!({"selected_recipe_id": id, "confidence": 0.7}).to_string())
    }
}

#[tokio::test]
async fn the_model_chooses_a_side_with_the_main_in_its_input() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .and(path("/v1/chat/completions"))
        .respond_with(LastCandidate)
        .mount(&server)
        .await;
    let app = app_reranking_at(&server).await;
    let alice = app.token("alice", false);
    let main = "core_chicken_burrito_bowl";
    let request = json!({"days": [{"date": "2026-11-23", "meals": {"dinner": {
        "servings": 2, "pinned_recipe_id": main, "components": ["main", "side"]}}}]});
    let job = app.plan(&alice, &request).await;

    let requests = server.received_requests().await.expect("recorded requests");
    assert_eq!(
        requests.len(),
        1,
        "the pinned main skips the model; the side does not"
    );
    let input = rerank_input(&requests[0]);
    assert_eq!(
        keys(&input),
        [
            "candidates",
            "component",
            "preferences",
            "recent_meals",
            "slot"
        ]
    );
    assert_eq!(input["component"]["role"], "side");
    assert_eq!(input["component"]["main"]["recipe_id"], main);
    assert_eq!(input["component"]["main"]["food_group"], "protein");
    assert_eq!(
        input["recent_meals"][0]["recipe_id"], main,
        "the main is the meal just before"
    );
    let candidates = input["candidates"].as_array().expect("candidates");
    assert!(!candidates.is_empty());
    for candidate in candidates {
        let id = candidate["recipe_id"].as_str().expect("an id");
        let (_, recipe) = app.get(&format!("/api/recipes/{id}"), &alice).await;
        let categories: Vec<String> = serde_json::from_value(recipe["category"].clone()).unwrap();
        assert!(
            cookbook_domain::variant::MealRole::Side.fits(&categories),
            "{recipe}"
        );
    }
    let chosen = candidates.last().expect("a candidate")["recipe_id"].clone();
    assert_eq!(
        job["result"]["days"][0]["meals"]["dinner"]["components"],
        json!([
            {"role": "main", "selection": {"source": "core", "recipe_id": main}},
            {"role": "side", "selection": {"source": "core", "recipe_id": chosen}},
        ])
    );
    assert_eq!(job["result"]["slot_failures_count"], 0);
}
