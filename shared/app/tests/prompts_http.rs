//! Prompt registry management over HTTP: admin only, new versions numbered per phase, one
//! active version per phase under concurrent activations.

mod support;

use axum::http::StatusCode;
use cookbook_app::recipes::seed::ensure_seeded;
use serde_json::json;
use support::reply::Reply;
use support::{TestApp, pluck};

fn new_extract_prompt() -> serde_json::Value {
    json!({"name": "Ingest Extract", "phase": "Ingest.Extract", "systemPrompt": "Extract the recipe.",
           "userPromptTemplate": "{{ content }}\n{{ schema }}"})
}

#[tokio::test]
async fn only_admins_manage_prompts() {
    let app = TestApp::new();
    ensure_seeded(&app.ctx.stores).await.unwrap();
    let alice = app.token("alice", false);
    for (method, path, body) in [
        ("GET", "/api/prompts", None),
        ("GET", "/api/prompts/ingest.extract.v1", None),
        (
            "POST",
            "/api/prompts",
            Some(new_extract_prompt().to_string()),
        ),
    ] {
        let (status, error) = app.send(method, path, Some(&alice), body).await;
        assert_eq!(
            (status, error["code"].as_str()),
            (StatusCode::FORBIDDEN, Some("FORBIDDEN")),
            "{method} {path}"
        );
    }
    assert_eq!(
        app.send("GET", "/api/prompts", None, None).await.0,
        StatusCode::UNAUTHORIZED
    );
}

#[tokio::test]
async fn admins_read_and_add_versions_per_phase() {
    let app = std::sync::Arc::new(TestApp::new());
    ensure_seeded(&app.ctx.stores).await.unwrap();
    let admin = app.token("root", true);

    let listed = app
        .get("/api/prompts?phase=Ingest.Extract", &admin)
        .await
        .expect_status(StatusCode::OK);
    assert_eq!(pluck(&listed, "id"), ["ingest.extract.v1"]);
    let (status, seeded) = app.get("/api/prompts/ingest.extract.v1", &admin).await;
    assert_eq!(
        (status, seeded["isActive"].as_bool()),
        (StatusCode::OK, Some(true))
    );
    assert_eq!(
        app.get("/api/prompts/ingest.extract.v9", &admin).await.0,
        StatusCode::NOT_FOUND
    );

    // Concurrent new versions each get their own number.
    let mut creates = tokio::task::JoinSet::new();
    for _ in 0..4 {
        let (app, admin) = (app.clone(), admin.clone());
        creates.spawn(async move {
            app.json("POST", "/api/prompts", &admin, &new_extract_prompt())
                .await
        });
    }
    let mut versions = Vec::new();
    while let Some(created) = creates.join_next().await {
        let (status, prompt) = created.unwrap();
        assert_eq!(status, StatusCode::CREATED, "{prompt}");
        assert_eq!(
            (prompt["isActive"].as_bool(), prompt["createdBy"].as_str()),
            (Some(false), Some("root"))
        );
        versions.push(prompt["version"].as_u64().unwrap());
    }
    versions.sort_unstable();
    assert_eq!(versions, [2, 3, 4, 5]);
    let (_, listed) = app.get("/api/prompts?phase=Ingest.Extract", &admin).await;
    assert_eq!(listed["items"].as_array().unwrap().len(), 5);

    let mut bad = new_extract_prompt();
    bad["phase"] = json!("extract");
    app.json("POST", "/api/prompts", &admin, &bad)
        .await
        .expect_error(StatusCode::BAD_REQUEST, "INVALID_PAYLOAD");
    // Concurrent activations leave exactly one active version.
    let mut activations = tokio::task::JoinSet::new();
    for version in 2..=5 {
        let (app, admin) = (app.clone(), admin.clone());
        activations.spawn(async move {
            app.send(
                "POST",
                &format!("/api/prompts/ingest.extract.v{version}/activate"),
                Some(&admin),
                None,
            )
            .await
        });
    }
    while let Some(activated) = activations.join_next().await {
        let (status, prompt) = activated.unwrap();
        assert_eq!(
            (status, prompt["isActive"].as_bool()),
            (StatusCode::OK, Some(true)),
            "{prompt}"
        );
    }
    let (_, listed) = app.get("/api/prompts?phase=Ingest.Extract", &admin).await;
    let active = pluck(&listed, "isActive")
        .into_iter()
        .filter(|a| a == true)
        .count();
    assert_eq!(active, 1, "{listed}");
    app.send(
        "POST",
        "/api/prompts/ingest.extract.v9/activate",
        Some(&admin),
        None,
    )
    .await
    .expect_status(StatusCode::NOT_FOUND);
    let alice = app.token("alice", false);
    app.send(
        "POST",
        "/api/prompts/ingest.extract.v2/deactivate",
        Some(&alice),
        None,
    )
    .await
    .expect_status(StatusCode::FORBIDDEN);
}
