//! The read-only prompt tools the chat layer uses, on both backends.

mod support;

use axum::http::StatusCode;
use cookbook_app::AppConfig;
use cookbook_app::prompts::tools::{prompt_get, prompt_get_active, prompt_list, prompt_render};
use cookbook_llm::{OfflineModel, PhaseModels};
use serde_json::json;
use support::{Backend, TestApp};

async fn prompt_tools_read_and_render(backend: Backend) {
    let app = TestApp::on(backend, AppConfig::default(), Vec::new())
        .await
        .with_models(PhaseModels::offline(OfflineModel::new()))
        .await;
    let ctx = &app.ctx;
    let all = prompt_list(ctx, None).await.unwrap();
    assert_eq!(all.len(), 5);
    let extract = prompt_list(ctx, Some("Ingest.Extract")).await.unwrap();
    assert_eq!(extract.len(), 1);
    assert_eq!(
        (extract[0].id.as_str(), extract[0].is_active),
        ("ingest.extract.v1", true)
    );

    let active = prompt_get_active(ctx, "Ingest.Normalize").await.unwrap();
    assert_eq!(active.id, "ingest.normalize.v1");
    assert_eq!(
        prompt_get(ctx, "ingest.normalize.v1").await.unwrap(),
        active
    );
    assert_eq!(
        prompt_get(ctx, "nope").await.unwrap_err().status,
        StatusCode::NOT_FOUND
    );
    assert_eq!(
        prompt_get_active(ctx, "Plan.Rerank")
            .await
            .unwrap_err()
            .status,
        StatusCode::NOT_FOUND
    );

    let missing = prompt_render(
        ctx,
        "ingest.extract.v1",
        &json!({"url": "https://example.com/r"}),
    )
    .await
    .unwrap_err();
    assert_eq!(
        (missing.status, missing.code),
        (StatusCode::BAD_REQUEST, "INVALID_PAYLOAD")
    );
    assert_eq!(
        missing.details["missingVariables"],
        json!(["content", "schema"])
    );
    let rendered = prompt_render(
        ctx,
        "ingest.extract.v1",
        &json!({"url": "https://example.com/r", "content": "# Soup", "schema": "{}"}),
    )
    .await
    .unwrap();
    assert!(rendered.contains("https://example.com/r") && rendered.contains("# Soup"));
    assert_eq!(
        prompt_list(ctx, None).await.unwrap(),
        all,
        "reading changes nothing"
    );
}

on_both_backends!(prompt_tools_read_and_render);
