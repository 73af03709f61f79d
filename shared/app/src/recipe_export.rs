//! Migration out (CONTRACTS.md §9): `GET /api/recipes/export` and `cookbook export` write the
//! caller's recipes as a zip in the Nextcloud Cookbook layout (`NAME/recipe.json`, schema.org
//! Recipe with its image URL), which Nextcloud Cookbook, Mealie and Tandoor import, and so does
//! `POST /api/migrations`.

use axum::extract::State;
use axum::http::header;
use axum::response::{IntoResponse, Response};
use cookbook_domain::Recipe;
use cookbook_ingest::migrate::nextcloud;
use cookbook_store::{PageRequest, RecipeListing, RecipeSort, StoreError};

use crate::AppContext;
use crate::auth::Caller;
use crate::error::ApiError;

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

/// `GET /api/recipes/export`: the zip, as a download.
#[utoipa::path(get, operation_id = "export_recipes", path = "/api/recipes/export", tag = "recipes",
    responses((status = 200, description = "The caller's recipes as a Nextcloud Cookbook zip (`NAME/recipe.json`, schema.org Recipe)",
        content_type = "application/zip", body = [u8])))]
pub async fn export(State(ctx): State<AppContext>, caller: Caller) -> Result<Response, ApiError> {
    let zip = export_zip(&ctx, &caller.user).await?;
    Ok((
        [
            (header::CONTENT_TYPE, "application/zip"),
            (
                header::CONTENT_DISPOSITION,
                "attachment; filename=\"recipes.zip\"",
            ),
        ],
        zip,
    )
        .into_response())
}
