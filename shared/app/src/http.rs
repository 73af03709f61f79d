//! The HTTP routers, one per HTTP-facing Lambda (CONTRACTS.md §4); the local binary merges them.
//!
//! Routers carry no authentication layer: the caller of each deployment inserts a
//! [`Caller`](crate::auth::Caller) (API Gateway claims in Lambda, local tokens in `cookbook serve`).

use axum::Json;
use axum::Router;
use axum::routing::{MethodRouter, get, post};
use serde_json::{Value, json};

use crate::AppContext;
use crate::auth::Caller;
use crate::error::ApiError;
use crate::{commit, normalize, prompts, recipes, tasks};

/// A route whose behaviour a later issue brings: 501 for authenticated callers, 401 otherwise.
fn pending(what: &'static str) -> impl Fn(Caller) -> std::future::Ready<ApiError> + Clone {
    move |_caller: Caller| std::future::ready(ApiError::not_implemented(what))
}

/// A public route whose behaviour a later issue brings.
fn pending_public(what: &'static str) -> MethodRouter<AppContext> {
    get(move || std::future::ready(ApiError::not_implemented(what)))
}

async fn health() -> Json<Value> {
    Json(json!({"status": "ok"}))
}

/// Routes of the `api` function.
fn api_routes() -> Router<AppContext> {
    Router::new()
        .route("/health", get(health))
        .route("/api/openapi.json", pending_public("the OpenAPI document"))
        .route("/", pending_public("the review web app"))
        .route("/api/recipes", get(recipes::list).post(recipes::create))
        .route("/api/recipes/search", get(pending("recipe search")))
        .route(
            "/api/recipes/{id}",
            get(recipes::get)
                .put(recipes::replace)
                .delete(recipes::delete),
        )
        .route("/api/tasks", post(tasks::create))
        .route("/api/tasks/{id}", get(tasks::get))
        .route("/api/tasks/{id}/events", get(tasks::events))
        .route("/api/tasks/{id}/artifacts", get(tasks::artifacts))
        .route("/api/tasks/{id}/artifacts/{name}", get(tasks::artifact))
        .route("/api/tasks/{id}/reject", post(tasks::reject))
        .route("/api/prompts", get(prompts::list).post(prompts::create))
        .route("/api/prompts/{id}", get(prompts::get))
        .route("/api/prompts/{id}/activate", post(prompts::activate))
        .route("/api/prompts/{id}/deactivate", post(prompts::deactivate))
        .route("/api/meal-plans", post(pending("meal-plan jobs")))
        .route("/api/jobs/{id}", get(pending("meal-plan jobs")))
        .route("/api/plans/{snapshot_id}", get(pending("plan snapshots")))
        .route("/api/meal-history", get(pending("meal history")))
        .route("/api/cook/{id}", get(pending("the cook route")))
        .route(
            "/api/shopping-lists",
            get(pending("shopping lists")).post(pending("shopping lists")),
        )
        .route("/api/shopping-lists/{id}", get(pending("shopping lists")))
        .route(
            "/api/shopping-lists/{id}/items",
            post(pending("shopping lists")),
        )
        .route(
            "/api/plans/{snapshot_id}/allergens",
            get(pending("allergen checks")),
        )
        .route(
            "/api/plans/{snapshot_id}/allergens/{allergen}",
            get(pending("allergen checks")),
        )
}

/// Routes of the `ingest-commit` function.
fn ingest_commit_routes() -> Router<AppContext> {
    Router::new()
        .route("/api/recipes/import", post(commit::import))
        .route("/api/tasks/{id}/normalize/accept", post(normalize::accept))
        .route("/api/tasks/{id}/normalize/reject", post(normalize::reject))
}

/// Routes of the `patch-apply` function.
fn patch_apply_routes() -> Router<AppContext> {
    Router::new().route(
        "/api/plans/{snapshot_id}/meals/{date}/{meal_type}/variant",
        post(pending("recipe variants")).delete(pending("recipe variants")),
    )
}

/// Routes of the `chat` function.
fn chat_routes() -> Router<AppContext> {
    Router::new().route("/api/chat", post(pending("the chat assistant")))
}

/// Gives unknown paths and methods the contract's error body instead of axum's empty ones.
fn finish(routes: Router<AppContext>, ctx: AppContext) -> Router {
    routes
        .fallback(|| std::future::ready(ApiError::not_found("no such route")))
        .method_not_allowed_fallback(|| {
            std::future::ready(ApiError::new(
                http::StatusCode::METHOD_NOT_ALLOWED,
                "METHOD_NOT_ALLOWED",
                "this route does not accept that method",
            ))
        })
        .with_state(ctx)
}

pub fn api_router(ctx: AppContext) -> Router {
    finish(api_routes(), ctx)
}

pub fn ingest_commit_router(ctx: AppContext) -> Router {
    finish(ingest_commit_routes(), ctx)
}

pub fn patch_apply_router(ctx: AppContext) -> Router {
    finish(patch_apply_routes(), ctx)
}

pub fn chat_router(ctx: AppContext) -> Router {
    finish(chat_routes(), ctx)
}

/// Every route of every function, for the local stack.
pub fn local_router(ctx: AppContext) -> Router {
    let routes = api_routes()
        .merge(ingest_commit_routes())
        .merge(patch_apply_routes())
        .merge(chat_routes());
    finish(routes, ctx)
}
