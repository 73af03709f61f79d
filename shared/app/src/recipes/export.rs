//! Migration out (CONTRACTS.md §9): `GET /api/recipes/export` and `cookbook export` write the
//! caller's recipes as a zip in the Nextcloud Cookbook layout (`NAME/recipe.json`, schema.org
//! Recipe with its image URL), which Nextcloud Cookbook, Mealie and Tandoor import, and so does
//! `POST /api/migrations`. A zip over 4 MB comes back as a download URL instead
//! ([`crate::recipes::transfers`]).

use axum::Json;
use axum::body::Body;
use axum::extract::State;
use axum::http::{HeaderMap, header};
use axum::response::{IntoResponse, Response};
use cookbook_domain::Recipe;
use cookbook_ingest::migrate::nextcloud;
use cookbook_store::{PageRequest, RecipeListing, RecipeSort, StoreError};

use crate::AppContext;
use crate::auth::Caller;
use crate::error::ApiError;
use crate::recipes::transfers::{DownloadLink, download_link};

/// Largest export, in a request body (a migration in, CONTRACTS.md §9) and inline in a
/// response (larger ones go through the transfer area).
pub const MAX_EXPORT_BYTES: usize = 4 * 1024 * 1024;

/// Recipes read per store call.
const PAGE_SIZE: usize = 100;

/// Every recipe `owner` has, by name.
pub async fn owners_recipes(ctx: &AppContext, owner: &str) -> Result<Vec<Recipe>, StoreError> {
    let listing = RecipeListing {
        sort: RecipeSort::Name,
        ..RecipeListing::default()
    };
    let mut recipes = Vec::new();
    let mut cursor = None;
    loop {
        let page = ctx
            .stores
            .recipes
            .list_by_owner(owner, &listing, &PageRequest::new(PAGE_SIZE, cursor))
            .await?;
        recipes.extend(page.items);
        match page.next {
            Some(next) => cursor = Some(next),
            None => return Ok(recipes),
        }
    }
}

/// `owner`'s recipes as the Nextcloud Cookbook zip.
pub async fn export_zip(ctx: &AppContext, owner: &str) -> Result<Vec<u8>, ApiError> {
    let recipes = owners_recipes(ctx, owner).await?;
    nextcloud::write_zip(&recipes).map_err(|error| {
        tracing::error!(error = %error, "writing the export zip failed");
        ApiError::internal()
    })
}

/// The export zip as a download.
pub(crate) fn zip_response(zip: Body) -> Response {
    (
        [
            (header::CONTENT_TYPE, "application/zip"),
            (
                header::CONTENT_DISPOSITION,
                "attachment; filename=\"recipes.zip\"",
            ),
        ],
        zip,
    )
        .into_response()
}

/// `GET /api/recipes/export`: the zip, as a download; over 4 MB, a link to download it from.
#[utoipa::path(get, operation_id = "export_recipes", path = "/api/recipes/export", tag = "recipes",
    responses((status = 200, description = "The caller's recipes as a Nextcloud Cookbook zip (`NAME/recipe.json`, schema.org Recipe); \
        a zip over 4 MB is answered as JSON `{downloadUrl, expiresAt}` instead (an S3 presigned URL on AWS), to GET without a token within the hour",
        content(([u8] = "application/zip"), (DownloadLink = "application/json")))))]
pub async fn export(
    State(ctx): State<AppContext>,
    caller: Caller,
    headers: HeaderMap,
) -> Result<Response, ApiError> {
    let zip = export_zip(&ctx, &caller.user).await?;
    if zip.len() > MAX_EXPORT_BYTES {
        let link = download_link(&ctx, &caller.user, &headers, &zip).await?;
        return Ok(Json(link).into_response());
    }
    Ok(zip_response(Body::from(zip)))
}
