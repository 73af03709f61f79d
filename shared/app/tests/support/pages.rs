//! A loopback fixture server with recipe pages, and the requests that import from it.

use std::net::SocketAddr;

use axum::http::StatusCode;
use cookbook_app::AppConfig;
use serde_json::{Value, json};

use super::{Backend, TestApp, drain};

/// A recipe page the way many sites publish them: JSON-LD in the head, prose in the body.
pub const RECIPE_PAGE: &str = r#"<!doctype html><html><head><title>Lemon Lentil Soup</title>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Recipe",
"name":"Lemon Lentil Soup","description":"A bright weeknight soup.",
"recipeIngredient":["1 cup red lentils","2 cloves garlic, minced","1 lemon, juiced","4 cups vegetable stock"],
"recipeInstructions":[{"@type":"HowToStep","text":"Rinse the lentils and put them in a pot with the stock."},
{"@type":"HowToStep","text":"Add the garlic and simmer for twenty minutes until soft."},
{"@type":"HowToStep","text":"Stir in the lemon juice and season."}],
"prepTime":"PT10M","cookTime":"PT25M","recipeYield":"4 servings","recipeCuisine":"Turkish"}</script>
</head><body><h1>Lemon Lentil Soup</h1><p>Our favourite soup.</p></body></html>"#;

/// The same recipe with its steps also printed in the page, as most sites do.
pub fn visible_steps_page() -> String {
    RECIPE_PAGE.replace(
        "<p>Our favourite soup.</p>",
        "<ol><li>Rinse the lentils and put them in a pot with the stock.</li>\
         <li>Add the garlic and simmer for twenty minutes until soft.</li>\
         <li>Stir in the lemon juice and season.</li></ol>",
    )
}

/// The recipe told as prose: no markup or lists an extractor could use, only a model.
pub const STORY_PAGE: &str = "<!doctype html><html><head><title>Grandma's lentil soup</title></head>\
<body><h1>Grandma's lentil soup</h1><p>She rinsed a cup of red lentils, simmered them in four cups of \
stock with two cloves of garlic for twenty minutes, and finished the pot with the juice of a lemon.</p>\
</body></html>";

/// Serves the recipe pages on 127.0.0.1; returns the URL of `/lentil-soup` (the page with
/// visible steps is `/lentil-soup-printed`).
pub async fn fixture_server() -> String {
    let app = axum::Router::new()
        .route(
            "/lentil-soup",
            axum::routing::get(|| async { axum::response::Html(RECIPE_PAGE) }),
        )
        .route(
            "/lentil-soup-no-recipe",
            axum::routing::get(|| async {
                axum::response::Html(
                    "<html><body><h1>About us</h1><p>We love soup.</p></body></html>",
                )
            }),
        )
        .route(
            "/lentil-soup-printed",
            axum::routing::get(|| async { axum::response::Html(visible_steps_page()) }),
        )
        .route(
            "/lentil-soup-story",
            axum::routing::get(|| async { axum::response::Html(STORY_PAGE) }),
        )
        .route(
            "/lentil-soup-tablespoons",
            axum::routing::get(|| async {
                axum::response::Html(RECIPE_PAGE.replace(
                    "1 cup red lentils",
                    "1 cup red lentils\",\"2 Tablespoons olive oil",
                ))
            }),
        );
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let address: SocketAddr = listener.local_addr().unwrap();
    tokio::spawn(async move { axum::serve(listener, app).await });
    format!("http://{address}/lentil-soup")
}

/// An app on `backend` that may fetch from loopback, and the URL of the fixture server's recipe
/// page: the start of every URL-import test.
pub async fn importing_app(backend: Backend) -> (TestApp, String) {
    let url = fixture_server().await;
    (
        TestApp::on(backend, loopback_config(), Vec::new()).await,
        url,
    )
}

pub fn loopback_config() -> AppConfig {
    let mut config = AppConfig::default();
    config.fetch.allow_loopback_for_tests = true;
    config.fetch.respect_robots = false;
    config
}

/// `POST /api/recipes/import` with `body`.
pub async fn commit(app: &TestApp, token: &str, body: &Value) -> (StatusCode, Value) {
    app.json("POST", "/api/recipes/import", token, body).await
}

pub async fn start_import(app: &TestApp, token: &str, url: &str) -> String {
    let (status, accepted) = app
        .json(
            "POST",
            "/api/tasks",
            token,
            &json!({"agentType": "Ingest", "payload": {"mode": "Url", "url": url}}),
        )
        .await;
    assert_eq!(status, StatusCode::ACCEPTED, "{accepted}");
    assert_eq!(accepted["status"], "Pending");
    assert!(accepted["threadId"].is_string());
    accepted["taskId"].as_str().unwrap().to_owned()
}

impl TestApp {
    /// Imports `url` as `token`'s holder and lets the workers run the task as far as it goes;
    /// returns the task's id.
    pub async fn import_fixture(&self, token: &str, url: &str) -> String {
        let task_id = start_import(self, token, url).await;
        drain(&self.ctx).await;
        task_id
    }

    /// Commits the task's draft as it stands in review.
    pub async fn commit_draft(&self, token: &str, task_id: &str) -> (StatusCode, Value) {
        commit(self, token, &json!({ "taskId": task_id })).await
    }

    /// Commits `recipe` as the reviewer's edit of the task's draft.
    pub async fn commit_edited(
        &self,
        token: &str,
        task_id: &str,
        recipe: &Value,
    ) -> (StatusCode, Value) {
        commit(
            self,
            token,
            &json!({ "taskId": task_id, "draftRecipe": recipe }),
        )
        .await
    }
}
