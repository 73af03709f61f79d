//! Shopping lists (issue 8, seed 000 "Shop integration"): built from one of the caller's plan
//! snapshots — the compiled recipe where a meal has a variant, quantities scaled by the planned
//! servings — and stored as a plan document, so extra items and check marks survive. A plan has
//! one list (its id is the snapshot's): building it again after a variant updates it in place,
//! keeping ticks and extra items (issue 15 §5).
//!
//! `POST /api/shopping-lists`, `GET /api/shopping-lists` (newest plan first), `GET
//! /api/shopping-lists/{id}` (`?units=` re-renders), `POST /api/shopping-lists/{id}/items`.

use axum::Json;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use cookbook_domain::plan::{PlanDocument, PlanDocumentKind};
use cookbook_domain::shopping::{
    ShoppingList, ShoppingListView, UnitSystem, build_shopping_list, render_list,
};
use cookbook_store::{Page, StoreError};
use jiff::Timestamp;
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};
use utoipa::{IntoParams, ToSchema};

use crate::AppContext;
use crate::auth::Caller;
use crate::error::{ApiError, ErrorBody};
use crate::planning::plan_snapshots;
use crate::request::body::{JsonBody, QueryParams};
use crate::request::paging::{PageParams, listing_error};

/// Page size when the caller names none.
const DEFAULT_PAGE_SIZE: usize = 20;

/// A list as stored in its plan document's body.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
struct StoredList {
    units: UnitSystem,
    #[serde(flatten)]
    list: ShoppingList,
}

/// A list as the caller sees it: rendered in a unit system, grouped by store section.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ShoppingListResponse {
    id: String,
    version: u64,
    created_at: Timestamp,
    updated_at: Timestamp,
    #[serde(flatten)]
    view: ShoppingListView,
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct CreateRequest {
    snapshot_id: String,
    #[serde(default)]
    units: UnitSystem,
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(deny_unknown_fields)]
pub struct ViewParams {
    #[serde(default)]
    units: Option<UnitSystem>,
}

/// `POST …/items`: extra lines to add, item ids to check or uncheck, and optionally the version
/// the client last read (stale → 409).
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ItemChanges {
    #[serde(default)]
    version: Option<u64>,
    #[serde(default)]
    add: Vec<String>,
    #[serde(default)]
    check: Vec<String>,
    #[serde(default)]
    uncheck: Vec<String>,
}

/// The stored list and its document, read back for the owner only.
struct Loaded {
    document: PlanDocument,
    stored: StoredList,
}

impl Loaded {
    fn of(document: PlanDocument) -> Result<Self, ApiError> {
        let stored = serde_json::from_value(document.body.clone()).map_err(|error| {
            tracing::error!(list_id = %document.id, error = %error, "stored shopping list does not parse");
            ApiError::internal()
        })?;
        Ok(Self { document, stored })
    }

    fn response(&self, units: Option<UnitSystem>) -> ShoppingListResponse {
        ShoppingListResponse {
            id: self.document.id.clone(),
            version: self.document.version,
            created_at: self.document.created_at,
            updated_at: self.document.updated_at,
            view: render_list(&self.stored.list, units.unwrap_or(self.stored.units)),
        }
    }
}

/// `document` carrying `stored` as its body.
fn with_body(document: PlanDocument, stored: &StoredList) -> Result<PlanDocument, ApiError> {
    let body = serde_json::to_value(stored).map_err(|error| {
        tracing::error!(error = %error, "shopping list does not serialize");
        ApiError::internal()
    })?;
    Ok(PlanDocument { body, ..document })
}

async fn load(ctx: &AppContext, caller: &Caller, id: &str) -> Result<Loaded, ApiError> {
    let document = ctx
        .stores
        .plans
        .get(PlanDocumentKind::ShoppingList, id)
        .await?
        .filter(|document| document.owner == caller.user)
        .ok_or_else(|| ApiError::not_found(format!("shopping list `{id}` not found")))?;
    Loaded::of(document)
}

/// `POST /api/shopping-lists`: 201 with the plan's new list, or 200 with its list rebuilt in
/// place — the plan as it is now, in the units asked for, ticks and extra items kept.
#[utoipa::path(post, operation_id = "create_shopping_list", path = "/api/shopping-lists", tag = "shopping lists", request_body = CreateRequest,
    responses(
        (status = 201, description = "The plan's new list", body = ShoppingListResponse),
        (status = 200, description = "The plan's list, rebuilt in place: ticks and extra items kept", body = ShoppingListResponse),
        (status = 404, description = "`NOT_FOUND`: no such plan of the caller's", body = ErrorBody),
        (status = 409, description = "`VERSION_CONFLICT`: rebuilt concurrently", body = ErrorBody),
    ))]
pub async fn create(
    State(ctx): State<AppContext>,
    caller: Caller,
    JsonBody(request): JsonBody<CreateRequest>,
) -> Result<(StatusCode, Json<ShoppingListResponse>), ApiError> {
    let (snapshot, recipes) =
        plan_snapshots::load_with_recipes(&ctx, &caller, &request.snapshot_id).await?;
    let mut list = build_shopping_list(&snapshot, |id| recipes.get(id));
    let id = list.snapshot_id.clone();
    let previous = ctx
        .stores
        .plans
        .get(PlanDocumentKind::ShoppingList, &id)
        .await?
        .filter(|document| document.owner == caller.user)
        .map(Loaded::of)
        .transpose()?;
    let now = ctx.stores.clock.now();
    let (status, document) = match previous {
        Some(Loaded { document, stored }) => {
            list.carry_over(&stored.list);
            let rebuilt = PlanDocument {
                version: document.version + 1,
                updated_at: now,
                ..document
            };
            (StatusCode::OK, rebuilt)
        }
        None => {
            let new = PlanDocument {
                kind: PlanDocumentKind::ShoppingList,
                id,
                owner: caller.user.clone(),
                version: 1,
                body: Value::Null,
                created_at: now,
                updated_at: now,
            };
            (StatusCode::CREATED, new)
        }
    };
    let stored = StoredList {
        units: request.units,
        list,
    };
    let document = with_body(document, &stored)?;
    ctx.stores
        .plans
        .write(&document)
        .await
        .map_err(|error| match error {
            StoreError::Conflict(_) => ApiError::version_conflict(format!(
                "the shopping list of plan `{}` changed while it was rebuilt: build it again",
                request.snapshot_id
            )),
            other => other.into(),
        })?;
    let loaded = Loaded { document, stored };
    Ok((status, Json(loaded.response(None))))
}

/// `GET /api/shopping-lists`: the caller's lists, newest first.
#[utoipa::path(get, operation_id = "list_shopping_lists", path = "/api/shopping-lists", tag = "shopping lists", params(PageParams),
    responses((status = 200, description = "The caller's lists, newest first", body = Page<ShoppingListResponse>)))]
pub async fn list(
    State(ctx): State<AppContext>,
    caller: Caller,
    QueryParams(params): QueryParams<PageParams>,
) -> Result<Json<Page<ShoppingListResponse>>, ApiError> {
    let page = params.page(DEFAULT_PAGE_SIZE)?;
    let documents = ctx
        .stores
        .plans
        .list_by_owner(PlanDocumentKind::ShoppingList, &caller.user, &page)
        .await
        .map_err(listing_error)?;
    let items = documents
        .items
        .into_iter()
        .map(|document| Loaded::of(document).map(|loaded| loaded.response(None)))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(Json(Page {
        items,
        next: documents.next,
    }))
}

/// `GET /api/shopping-lists/{id}`.
#[utoipa::path(get, operation_id = "get_shopping_list", path = "/api/shopping-lists/{id}", tag = "shopping lists", params(("id" = String, Path), ViewParams),
    responses((status = 200, body = ShoppingListResponse)))]
pub async fn get(
    State(ctx): State<AppContext>,
    caller: Caller,
    Path(id): Path<String>,
    QueryParams(params): QueryParams<ViewParams>,
) -> Result<Json<ShoppingListResponse>, ApiError> {
    let loaded = load(&ctx, &caller, &id).await?;
    Ok(Json(loaded.response(params.units)))
}

/// `POST /api/shopping-lists/{id}/items`: adds extra items and checks items off, as one
/// versioned write.
#[utoipa::path(post, operation_id = "change_shopping_list_items", path = "/api/shopping-lists/{id}/items", tag = "shopping lists", params(("id" = String, Path)),
    request_body = ItemChanges,
    responses(
        (status = 200, description = "The list as changed", body = ShoppingListResponse),
        (status = 409, description = "`VERSION_CONFLICT`: changed since `version`", body = ErrorBody),
    ))]
pub async fn change_items(
    State(ctx): State<AppContext>,
    caller: Caller,
    Path(id): Path<String>,
    JsonBody(changes): JsonBody<ItemChanges>,
) -> Result<Json<ShoppingListResponse>, ApiError> {
    if changes.add.is_empty() && changes.check.is_empty() && changes.uncheck.is_empty() {
        return Err(ApiError::invalid_payload(
            "nothing to change: give `add`, `check` or `uncheck`",
        ));
    }
    let Loaded {
        document,
        mut stored,
    } = load(&ctx, &caller, &id).await?;
    if changes.version.is_some_and(|v| v != document.version) {
        return Err(stale(&id, document.version));
    }
    let list = &mut stored.list;
    let checks = changes.check.iter().map(|item| (item, true));
    let unchecks = changes.uncheck.iter().map(|item| (item, false));
    for (item, checked) in checks.chain(unchecks) {
        list.set_checked(item, checked).map_err(|error| {
            ApiError::invalid_payload(error.to_string()).with_details(json!({ "itemId": item }))
        })?;
    }
    for line in &changes.add {
        list.add_extra(line).map_err(|error| {
            let invalid = ApiError::invalid_payload(error.to_string());
            match error.limit() {
                Some((limit, max)) => invalid.with_details(json!({ "limit": limit, "max": max })),
                None => invalid,
            }
        })?;
    }
    let saved = save_next_version(&ctx, &document, stored).await?;
    Ok(Json(saved.response(None)))
}

/// A change that lost to another one: the caller reads the list again.
fn stale(id: &str, current: u64) -> ApiError {
    ApiError::version_conflict(format!(
        "shopping list `{id}` changed: read it again and reapply your change"
    ))
    .with_details(json!({ "currentVersion": current }))
}

/// Stores `stored` as the version after `document`'s; a concurrent change is 409.
async fn save_next_version(
    ctx: &AppContext,
    document: &PlanDocument,
    stored: StoredList,
) -> Result<Loaded, ApiError> {
    let updated = with_body(
        PlanDocument {
            version: document.version + 1,
            updated_at: ctx.stores.clock.now(),
            ..document.clone()
        },
        &stored,
    )?;
    match ctx.stores.plans.write(&updated).await {
        Ok(()) => Ok(Loaded {
            document: updated,
            stored,
        }),
        Err(StoreError::Conflict(_)) => Err(stale(&document.id, document.version)),
        Err(error) => Err(error.into()),
    }
}

/// `DELETE /api/shopping-lists/{id}`: 204; the plan it was built from stays.
#[utoipa::path(delete, operation_id = "delete_shopping_list", path = "/api/shopping-lists/{id}", tag = "shopping lists", params(("id" = String, Path)),
    responses((status = 204, description = "Deleted; the plan stays")))]
pub async fn delete(
    State(ctx): State<AppContext>,
    caller: Caller,
    Path(id): Path<String>,
) -> Result<StatusCode, ApiError> {
    load(&ctx, &caller, &id).await?;
    ctx.stores
        .plans
        .delete(PlanDocumentKind::ShoppingList, &id)
        .await?;
    Ok(StatusCode::NO_CONTENT)
}

/// `DELETE /api/shopping-lists/{id}/items/{itemId}`: 204. A planned item returns when the list
/// is rebuilt from its plan; an extra item is gone.
#[utoipa::path(delete, operation_id = "delete_shopping_list_item", path = "/api/shopping-lists/{id}/items/{item_id}", tag = "shopping lists",
    params(("id" = String, Path), ("item_id" = String, Path)),
    responses((status = 204, description = "Removed; a planned item returns when the list is rebuilt")))]
pub async fn delete_item(
    State(ctx): State<AppContext>,
    caller: Caller,
    Path((id, item_id)): Path<(String, String)>,
) -> Result<StatusCode, ApiError> {
    let Loaded {
        document,
        mut stored,
    } = load(&ctx, &caller, &id).await?;
    stored.list.remove(&item_id).map_err(|_| {
        ApiError::not_found(format!(
            "shopping list `{id}` has no item `{item_id}`: read the list for its item ids"
        ))
    })?;
    save_next_version(&ctx, &document, stored).await?;
    Ok(StatusCode::NO_CONTENT)
}
