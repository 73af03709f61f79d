//! Per-user quotas on both stores: metered routes (every POST) answer 429 RATE_LIMITED with
//! Retry-After past the requests-per-minute or model-tokens-per-day quota; reads never count,
//! users never share a quota, a new window admits again, and tokens spent by background work
//! (an import's model extraction) count too.

mod support;

use axum::http::StatusCode;
use cookbook_app::AppConfig;
use cookbook_app::quotas::QuotaLimits;
use cookbook_domain::Clock;
use cookbook_llm::{ChatResponse, LlmPhase, Usage};
use jiff::SignedDuration;
use serde_json::{Value, json};
use support::scripted::{ScriptedModel, routed};
use support::{Backend, TestApp};

fn config(requests_per_minute: u64, model_tokens_per_day: u64) -> AppConfig {
    AppConfig {
        quotas: QuotaLimits {
            requests_per_minute,
            model_tokens_per_day,
        },
        ..AppConfig::default()
    }
}

fn new_recipe(name: &str) -> String {
    json!({"name": name, "servings": 2, "ingredients": [{"text": "1 cup rice"}],
        "instructions": ["Cook it."]})
    .to_string()
}

async fn post_recipe(app: &TestApp, token: &str, name: &str) -> (StatusCode, Option<u64>, Value) {
    let (status, headers, body) = app
        .exchange("POST", "/api/recipes", Some(token), Some(new_recipe(name)))
        .await;
    let retry_after = headers
        .get("retry-after")
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse().ok());
    (status, retry_after, body)
}

async fn creating_routes_are_limited_per_minute_and_reads_are_not(backend: Backend) {
    let app = TestApp::on(backend, config(3, 1_000_000), Vec::new()).await;
    // Start at a known point of the minute so the test never straddles two windows.
    let start = app.clock.now().as_second();
    app.clock
        .advance(SignedDuration::from_secs(60 - start.rem_euclid(60) + 10));
    let (alice, bob) = (app.token("alice", false), app.token("bob", false));
    let mut created = Vec::new();
    for n in 0..3 {
        let (status, _, recipe) = post_recipe(&app, &alice, &format!("Rice {n}")).await;
        assert_eq!(status, StatusCode::CREATED, "{recipe}");
        created.push(recipe["id"].as_str().unwrap().to_owned());
    }
    let (status, retry_after, error) = post_recipe(&app, &alice, "Rice 4").await;
    assert_eq!(
        (status, error["code"].as_str()),
        (StatusCode::TOO_MANY_REQUESTS, Some("RATE_LIMITED")),
        "{error}"
    );
    assert_eq!(retry_after, Some(50), "seconds to the next minute");
    let (_, listing) = app.get("/api/recipes", &alice).await;
    assert_eq!(
        listing["items"].as_array().unwrap().len(),
        3,
        "nothing created past the quota"
    );

    for _read in 0..10 {
        let (status, _) = app
            .get(&format!("/api/recipes/{}", created[0]), &alice)
            .await;
        assert_eq!(status, StatusCode::OK, "reads are never limited");
    }
    let (status, _, _) = post_recipe(&app, &bob, "Bob's rice").await;
    assert_eq!(
        status,
        StatusCode::CREATED,
        "another user has their own quota"
    );

    app.clock.advance(SignedDuration::from_secs(50));
    let (status, _, _) = post_recipe(&app, &alice, "Rice 5").await;
    assert_eq!(status, StatusCode::CREATED, "a new minute admits again");
}

/// A chat answer that used `tokens` tokens.
fn costly_answer(tokens: u64) -> ChatResponse {
    let mut response = ChatResponse::from_text("scripted-1", "Here you go.");
    response.usage = Usage {
        input_tokens: tokens / 2,
        output_tokens: tokens - tokens / 2,
    };
    response
}

async fn model_tokens_are_limited_per_day(backend: Backend) {
    let model = ScriptedModel::responding((0..4).map(|_| Ok(costly_answer(600))));
    let app = TestApp::on(backend, config(600, 1_000), Vec::new())
        .await
        .with_models(routed(&model, &[LlmPhase::Chat]))
        .await;
    let alice = app.token("alice", false);
    let chat = json!({"message": "what can I cook?"}).to_string();
    for turn in 0..2 {
        let (status, _, reply) = app
            .exchange("POST", "/api/chat", Some(&alice), Some(chat.clone()))
            .await;
        assert_eq!(
            status,
            StatusCode::OK,
            "turn {turn} starts under the quota: {reply}"
        );
    }
    let (status, headers, error) = app
        .exchange("POST", "/api/chat", Some(&alice), Some(chat.clone()))
        .await;
    assert_eq!(
        (status, error["code"].as_str()),
        (StatusCode::TOO_MANY_REQUESTS, Some("RATE_LIMITED")),
        "1,200 tokens used of 1,000: {error}"
    );
    assert_eq!(error["details"]["quota"], "modelTokensPerDay");
    let retry: u64 = headers["retry-after"].to_str().unwrap().parse().unwrap();
    assert!((1..=86_400).contains(&retry), "{retry}");
    assert_eq!(
        model.requests().len(),
        2,
        "the refused turn never reached the model"
    );

    let bob = app.token("bob", false);
    let (status, _, _) = app
        .exchange("POST", "/api/chat", Some(&bob), Some(chat.clone()))
        .await;
    assert_eq!(status, StatusCode::OK, "tokens are counted per user");

    app.clock.advance(SignedDuration::from_secs(retry as i64));
    let (status, _, _) = app
        .exchange("POST", "/api/chat", Some(&alice), Some(chat))
        .await;
    assert_eq!(status, StatusCode::OK, "a new day admits again");
}

/// An import's Extract runs on a queue, after its request was answered: the tokens it spends are
/// charged to the importing user all the same, so their next creating request is refused.
async fn background_model_tokens_count_toward_the_day(backend: Backend) {
    let url = format!("{}-story", support::pages::fixture_server().await);
    let recipe = json!({"name": "Lentil Soup", "servings": 4,
        "ingredients": [{"text": "1 cup red lentils"}], "instructions": ["Simmer the lentils."]});
    let mut answer = ChatResponse::from_text("scripted-1", recipe.to_string());
    answer.usage = Usage {
        input_tokens: 900,
        output_tokens: 300,
    };
    let model = ScriptedModel::responding([Ok(answer)]);
    let config = AppConfig {
        quotas: config(600, 1_000).quotas,
        ..support::pages::loopback_config()
    };
    let app = TestApp::on(backend, config, Vec::new())
        .await
        .with_models(routed(&model, &[LlmPhase::Extract]))
        .await;
    let alice = app.token("alice", false);
    let task_id = support::pages::start_import(&app, &alice, &url).await;
    support::drain(&app.ctx).await;
    let task = app.task(&alice, &task_id).await;
    assert_eq!(task["status"], "ReviewReady", "{task}");
    assert_eq!(model.requests().len(), 1, "the page was read by the model");

    let (status, _, error) = post_recipe(&app, &alice, "Rice").await;
    assert_eq!(
        (status, error["details"]["quota"].as_str()),
        (StatusCode::TOO_MANY_REQUESTS, Some("modelTokensPerDay")),
        "1,200 background tokens used of 1,000: {error}"
    );
    let bob = app.token("bob", false);
    let (status, _, _) = post_recipe(&app, &bob, "Rice").await;
    assert_eq!(
        status,
        StatusCode::CREATED,
        "charged to the task's owner only"
    );
}

on_both_backends!(
    creating_routes_are_limited_per_minute_and_reads_are_not,
    model_tokens_are_limited_per_day,
    background_model_tokens_count_toward_the_day,
);
