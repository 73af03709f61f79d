//! The HTTP routers, one per HTTP-facing Lambda (CONTRACTS.md §4); the local binary merges them.
//!
//! Routers carry no authentication layer: the caller of each deployment inserts a
//! [`Caller`](crate::auth::Caller) (API Gateway claims in Lambda, local tokens in `cookbook serve`).

use axum::Json;
use axum::Router;
use axum::extract::Request;
use axum::http::header;
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use axum::routing::{delete, get, post};
use serde_json::{Value, json};

use crate::AppContext;
use crate::error::ApiError;
use crate::{
    allergens, commit, cook, history, imports, meal_plans, normalize, prompts, recipes, search,
    shopping, tasks, user_preferences, variants,
};

/// The OpenAPI document of every route (public).
const OPENAPI: &str = include_str!("openapi.json");

async fn openapi() -> impl IntoResponse {
    ([(header::CONTENT_TYPE, "application/json")], OPENAPI)
}

async fn health() -> Json<Value> {
    Json(json!({"status": "ok"}))
}

/// Routes of the `api` function.
fn api_routes() -> Router<AppContext> {
    Router::new()
        .route("/health", get(health))
        .route("/api/openapi.json", get(openapi))
        .merge(crate::web::routes())
        .route("/api/recipes", get(recipes::list).post(recipes::create))
        .route("/api/recipes/search", get(search::search))
        .route(
            "/api/recipes/{id}",
            get(recipes::get)
                .put(recipes::replace)
                .delete(recipes::delete),
        )
        .route("/api/recipes/{id}/allergens", get(allergens::of_recipe))
        .route("/api/tasks", get(tasks::list).post(tasks::create))
        .route("/api/tasks/{id}", get(tasks::get))
        .route("/api/tasks/{id}/events", get(tasks::events))
        .route("/api/tasks/{id}/artifacts", get(tasks::artifacts))
        .route("/api/tasks/{id}/artifacts/{name}", get(tasks::artifact))
        .route("/api/tasks/{id}/reject", post(tasks::reject))
        .route("/api/imports", post(imports::create))
        .route("/api/imports/{id}", get(imports::get))
        .route("/api/prompts", get(prompts::list).post(prompts::create))
        .route("/api/prompts/{id}", get(prompts::get))
        .route("/api/prompts/{id}/activate", post(prompts::activate))
        .route("/api/prompts/{id}/deactivate", post(prompts::deactivate))
        .route("/api/meal-plans", post(meal_plans::create))
        .route("/api/jobs", get(meal_plans::list_jobs))
        .route("/api/jobs/{id}", get(meal_plans::get_job))
        .route("/api/plans", get(meal_plans::list_plans))
        .route(
            "/api/plans/{snapshot_id}",
            get(meal_plans::get_plan).delete(meal_plans::delete_plan),
        )
        .route("/api/meal-history", get(history::list))
        .route(
            "/api/me/preferences",
            get(user_preferences::get).put(user_preferences::put),
        )
        .route("/api/cook/{id}", get(cook::get))
        .route(
            "/api/shopping-lists",
            get(shopping::list).post(shopping::create),
        )
        .route(
            "/api/shopping-lists/{id}",
            get(shopping::get).delete(shopping::delete),
        )
        .route(
            "/api/shopping-lists/{id}/items",
            post(shopping::change_items),
        )
        .route(
            "/api/shopping-lists/{id}/items/{item_id}",
            delete(shopping::delete_item),
        )
        .route("/api/plans/{snapshot_id}/allergens", get(allergens::check))
        .route(
            "/api/plans/{snapshot_id}/allergens/{allergen}",
            get(allergens::meals_with),
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
    Router::new()
        .route(
            "/api/plans/{snapshot_id}/meals/{date}/{meal_type}/variant",
            post(variants::apply).delete(variants::clear),
        )
        .route(
            "/api/plans/{snapshot_id}/meals/{date}/{meal_type}/edit",
            post(crate::meal_edit::edit),
        )
}

/// Routes of the `chat` function.
fn chat_routes() -> Router<AppContext> {
    Router::new().route("/api/chat", post(crate::chat::http::chat))
}

/// Longest request target (path and query) served; longer ones are `414`, before any routing.
pub const MAX_URI_BYTES: usize = 8 * 1024;

/// Refuses request targets axum would answer with a plain-text body: an over-long one (`414`)
/// and a path whose percent-decoding is not UTF-8 (`400`), both `INVALID_PAYLOAD`.
async fn check_request_target(request: Request, next: Next) -> Response {
    let uri = request.uri();
    let length = uri.path().len() + uri.query().map_or(0, |q| q.len() + 1);
    if length > MAX_URI_BYTES {
        return ApiError::new(
            http::StatusCode::URI_TOO_LONG,
            "INVALID_PAYLOAD",
            format!("the request URL is {length} bytes long; at most {MAX_URI_BYTES} are served"),
        )
        .with_details(json!({ "maxBytes": MAX_URI_BYTES }))
        .into_response();
    }
    let decoded = percent_encoding::percent_decode_str(uri.path());
    if decoded.decode_utf8().is_err() {
        return ApiError::invalid_payload(
            "the request path is not valid UTF-8 once percent-decoded; encode text as UTF-8",
        )
        .into_response();
    }
    next.run(request).await
}

/// Gives unknown paths and methods the contract's error body instead of axum's empty ones,
/// refuses request targets the routes cannot read, and applies the per-user quotas.
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
        .layer(axum::middleware::from_fn_with_state(
            ctx.clone(),
            crate::quotas::enforce,
        ))
        .layer(axum::middleware::from_fn(check_request_target))
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
