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
use serde::Serialize;
use serde_json::json;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::AppContext;
use crate::error::ApiError;
use crate::{
    ingest::commit, ingest::imports, ingest::normalize, ingest::tasks, kitchen::allergens,
    kitchen::cook, kitchen::shopping, kitchen::variants, planning::history, planning::meal_plans,
    planning::search, planning::user_preferences, prompts::registry as prompts,
    recipes::crud as recipes,
};

/// The OpenAPI document of every route ([`crate::http::openapi`]).
#[utoipa::path(get, operation_id = "get_openapi_document", path = "/api/openapi.json", tag = "meta", security(()),
    responses((status = 200, description = "The OpenAPI 3.1 document", content_type = "application/json")))]
async fn openapi() -> impl IntoResponse {
    (
        [(header::CONTENT_TYPE, "application/json")],
        crate::http::openapi::DOCUMENT_JSON.as_str(),
    )
}

/// `GET /health`'s body.
#[derive(Debug, Serialize, ToSchema)]
pub struct Health {
    /// Always `ok` while the function answers.
    #[schema(example = "ok")]
    status: &'static str,
}

/// Liveness.
#[utoipa::path(get, operation_id = "health", path = "/health", tag = "meta", security(()),
    responses((status = 200, body = Health)))]
async fn health() -> Json<Health> {
    Json(Health { status: "ok" })
}

/// Routes of the `api` function.
fn api_routes() -> OpenApiRouter<AppContext> {
    OpenApiRouter::new()
        .routes(routes!(health))
        .routes(routes!(openapi))
        .merge(crate::http::web::routes().into())
        .routes(routes!(recipes::list, recipes::create))
        .routes(routes!(search::search))
        .routes(routes!(recipes::get, recipes::replace, recipes::delete))
        .routes(routes!(allergens::of_recipe))
        .routes(routes!(tasks::list, tasks::create))
        .routes(routes!(tasks::get))
        .routes(routes!(tasks::events))
        .routes(routes!(tasks::artifacts))
        .routes(routes!(tasks::artifact))
        .routes(routes!(tasks::reject))
        .routes(routes!(imports::create))
        .routes(routes!(imports::get))
        .routes(routes!(crate::ingest::migrations::create))
        .routes(routes!(crate::ingest::migrations::get))
        .routes(routes!(crate::recipes::transfers::create_upload))
        .routes(routes!(crate::recipes::export::export))
        .routes(routes!(prompts::list, prompts::create))
        .routes(routes!(prompts::get))
        .routes(routes!(prompts::activate))
        .routes(routes!(prompts::deactivate))
        .routes(routes!(meal_plans::create))
        .routes(routes!(meal_plans::list_jobs))
        .routes(routes!(meal_plans::get_job))
        .routes(routes!(meal_plans::list_plans))
        .routes(routes!(meal_plans::get_plan, meal_plans::delete_plan))
        .routes(routes!(history::list))
        .routes(routes!(user_preferences::get, user_preferences::put))
        .routes(routes!(cook::get))
        .routes(routes!(shopping::list, shopping::create))
        .routes(routes!(shopping::get, shopping::delete))
        .routes(routes!(shopping::change_items))
        .routes(routes!(shopping::delete_item))
        .routes(routes!(allergens::check))
        .routes(routes!(allergens::meals_with))
}

/// Routes of the `ingest-commit` function.
fn ingest_commit_routes() -> OpenApiRouter<AppContext> {
    OpenApiRouter::new()
        .routes(routes!(commit::import))
        .routes(routes!(normalize::accept))
        .routes(routes!(normalize::reject))
}

/// Routes of the `patch-apply` function.
fn patch_apply_routes() -> OpenApiRouter<AppContext> {
    OpenApiRouter::new()
        .routes(routes!(variants::apply, variants::clear))
        .routes(routes!(crate::kitchen::meal_edit::edit))
}

/// Routes of the `chat` function.
fn chat_routes() -> OpenApiRouter<AppContext> {
    OpenApiRouter::new().routes(routes!(crate::chat::http::chat))
}

/// The upload and download URLs the local transfer store hands out. On AWS those URLs are
/// presigned S3 ones, so no function serves these and, like S3's, they are no API operations:
/// a client follows the `uploadUrl` / `downloadUrl` it was given.
fn local_transfer_routes() -> OpenApiRouter<AppContext> {
    OpenApiRouter::new()
        .routes(routes!(crate::recipes::transfers::put_upload))
        .routes(routes!(crate::recipes::transfers::get_download))
}

/// Every route of every function, as the local stack serves them.
fn all_routes() -> OpenApiRouter<AppContext> {
    api_routes()
        .merge(ingest_commit_routes())
        .merge(patch_apply_routes())
        .merge(chat_routes())
}

/// The operations of every route, whichever function serves it: one public API.
pub(crate) fn documented_routes() -> utoipa::openapi::OpenApi {
    all_routes().split_for_parts().1
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
fn finish(routes: OpenApiRouter<AppContext>, ctx: AppContext) -> Router {
    let (routes, _) = routes.split_for_parts();
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

/// Every route of every function, and the local transfer URLs, for the local stack.
pub fn local_router(ctx: AppContext) -> Router {
    finish(all_routes().merge(local_transfer_routes()), ctx)
}
