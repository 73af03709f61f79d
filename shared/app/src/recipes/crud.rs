//! Owner-scoped recipe CRUD (CONTRACTS.md §2, "Writing recipes"): users see and change their own
//! recipes; core catalog recipes are readable by everyone and writable by admins only.

use axum::Json;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use cookbook_domain::ids::{CORE_ID_PREFIX, CORE_OWNER, new_id};
use cookbook_domain::ingredient_line::parse_ingredient_line;
use cookbook_domain::recipe::MealType;
use cookbook_domain::recipe_rules::recipe_problems;
use cookbook_domain::{Ingredient, Recipe, url_hash};
use cookbook_store::{Page, RecipeFilter, RecipeListing, RecipeSort, SortOrder, StoreError};
use serde::Deserialize;
use serde_json::json;
use utoipa::openapi::schema::{ObjectBuilder, Schema, Type};
use utoipa::{IntoParams, ToSchema};

use crate::AppContext;
use crate::auth::Caller;
use crate::error::{ApiError, ErrorBody};
use crate::request::body::{JsonBody, QueryParams};

/// Page size when the caller names none.
const DEFAULT_PAGE_SIZE: usize = 50;

/// Which recipes a listing covers.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Scope {
    /// The caller's own recipes (`own`, or `user` as the issue tracker spells it).
    #[default]
    #[serde(alias = "user")]
    Own,
    /// The core catalog.
    Core,
    /// The caller's own, then the core catalog.
    All,
}

impl Scope {
    /// The owners listed, in order; a cursor names its position in this list.
    fn owners(self, caller: &Caller) -> Vec<&str> {
        match self {
            Scope::Own => vec![caller.user.as_str()],
            Scope::Core => vec![CORE_OWNER],
            Scope::All => vec![caller.user.as_str(), CORE_OWNER],
        }
    }
}

/// `?scope=&q=&tag=&cuisine=&category=&mealType=&sort=&order=&limit=&cursor=`. Sort and
/// order arrive as text so that a wrong value can be answered with the allowed ones.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ListParams {
    #[serde(default)]
    #[param(schema_with = crate::request::paging::limit_schema)]
    limit: Option<usize>,
    /// The `next` of the previous page, unchanged.
    #[serde(default)]
    cursor: Option<String>,
    #[serde(default)]
    #[param(inline)]
    scope: Scope,
    /// Words the name, description, tags or ingredients must match.
    #[serde(default)]
    q: Option<String>,
    #[serde(default)]
    tag: Option<String>,
    #[serde(default)]
    cuisine: Option<String>,
    #[serde(default)]
    category: Option<String>,
    #[serde(default)]
    meal_type: Option<MealType>,
    #[serde(default)]
    #[param(schema_with = sort_schema)]
    sort: Option<String>,
    #[serde(default)]
    #[param(schema_with = order_schema)]
    order: Option<String>,
}

/// The accepted `sort` values, as the wire spells them.
const SORTS: [(&str, RecipeSort); 3] = [
    ("createdAt", RecipeSort::CreatedAt),
    ("name", RecipeSort::Name),
    ("updatedAt", RecipeSort::UpdatedAt),
];
const ORDERS: [(&str, SortOrder); 2] = [("asc", SortOrder::Asc), ("desc", SortOrder::Desc)];

/// A string schema of the names in `allowed`.
fn names_schema<T>(allowed: &[(&str, T)]) -> Schema {
    ObjectBuilder::new()
        .schema_type(Type::String)
        .enum_values(Some(allowed.iter().map(|(name, _)| *name)))
        .into()
}

fn sort_schema() -> Schema {
    names_schema(&SORTS)
}

fn order_schema() -> Schema {
    names_schema(&ORDERS)
}

/// The value `given` names among `allowed`, the default without one; otherwise a 400 that
/// lists the allowed values.
fn one_of<T: Copy + Default>(
    field: &str,
    given: Option<&str>,
    allowed: &[(&str, T)],
) -> Result<T, ApiError> {
    let Some(given) = given else {
        return Ok(T::default());
    };
    let names: Vec<&str> = allowed.iter().map(|(name, _)| *name).collect();
    allowed
        .iter()
        .find(|(name, _)| *name == given)
        .map(|(_, value)| *value)
        .ok_or_else(|| {
            ApiError::invalid_payload(format!(
                "`{field}` is `{given}`; use one of {}",
                names.join(", ")
            ))
            .with_details(json!({ "field": field, "allowed": names }))
        })
}

impl ListParams {
    fn listing(&self) -> Result<RecipeListing, ApiError> {
        let text = |value: &Option<String>| {
            value
                .as_deref()
                .map(str::trim)
                .filter(|value| !value.is_empty())
                .map(str::to_owned)
        };
        Ok(RecipeListing {
            filter: RecipeFilter {
                text: text(&self.q),
                tag: text(&self.tag),
                cuisine: text(&self.cuisine),
                category: text(&self.category),
                meal_type: self.meal_type,
            },
            sort: one_of("sort", self.sort.as_deref(), &SORTS)?,
            order: one_of("order", self.order.as_deref(), &ORDERS)?,
        })
    }
}

pub(crate) enum Access {
    Read,
    Write,
}

/// Whether `caller` may read or change `recipe`; others' recipes do not exist for them.
pub(crate) fn authorize(caller: &Caller, recipe: &Recipe, access: Access) -> Result<(), ApiError> {
    match recipe.owner.as_deref() {
        Some(owner) if owner == caller.user => Ok(()),
        Some(CORE_OWNER) => match access {
            Access::Read => Ok(()),
            Access::Write if caller.admin => Ok(()),
            Access::Write => Err(ApiError::forbidden(
                "core recipes can be changed by admins only",
            )),
        },
        _ => Err(recipe_not_found(recipe.id.as_deref().unwrap_or_default())),
    }
}

fn recipe_not_found(id: &str) -> ApiError {
    ApiError::not_found(format!("recipe `{id}` not found"))
}

/// Cleans the recipe's text (controls and bidi overrides out), refuses it when it still has
/// problems (`details.fields` names each offending field), then fills in what the server
/// derives: the structured fields of ingredients given without a name (parsed from their text
/// alone), and the source URL hash.
pub(crate) fn prepare(mut recipe: Recipe) -> Result<Recipe, ApiError> {
    recipe.clean_text();
    let problems = recipe_problems(&recipe);
    if !problems.is_empty() {
        let messages: Vec<String> = problems.iter().map(ToString::to_string).collect();
        let fields: Vec<&str> = problems.iter().map(|p| p.field.as_str()).collect();
        return Err(ApiError::invalid_payload(messages.join("; "))
            .with_details(json!({ "problems": messages, "fields": fields })));
    }
    for ingredient in &mut recipe.ingredients {
        if ingredient.needs_parsing() {
            let group = ingredient.group.take();
            *ingredient = Ingredient {
                group,
                ..parse_ingredient_line(&ingredient.text)
            };
        }
    }
    if let Some(source) = &mut recipe.source {
        source.url_hash = url_hash(&source.url);
    }
    Ok(recipe)
}

pub(crate) async fn load(
    ctx: &AppContext,
    caller: &Caller,
    id: &str,
    access: Access,
) -> Result<Recipe, ApiError> {
    let recipe = ctx
        .stores
        .recipes
        .get(id)
        .await?
        .ok_or_else(|| recipe_not_found(id))?;
    authorize(caller, &recipe, access)?;
    Ok(recipe)
}

/// `POST /api/recipes`: 201 with the stored recipe.
#[utoipa::path(post, operation_id = "create_recipe", path = "/api/recipes", tag = "recipes", request_body = Recipe,
    responses((status = 201, description = "The stored recipe", body = Recipe)))]
pub async fn create(
    State(ctx): State<AppContext>,
    caller: Caller,
    JsonBody(recipe): JsonBody<Recipe>,
) -> Result<(StatusCode, Json<Recipe>), ApiError> {
    let core = caller.admin && recipe.owner.as_deref() == Some(CORE_OWNER);
    let now = ctx.stores.clock.now();
    let recipe = prepare(Recipe {
        id: Some(if core {
            format!("{CORE_ID_PREFIX}{}", new_id())
        } else {
            new_id()
        }),
        owner: Some(if core {
            CORE_OWNER.to_owned()
        } else {
            caller.user.clone()
        }),
        version: Some(1),
        created_at: Some(now),
        updated_at: Some(now),
        ..recipe
    })?;
    ctx.stores.recipes.create(&recipe).await?;
    Ok((StatusCode::CREATED, Json(recipe)))
}

/// `GET /api/recipes/{id}`.
#[utoipa::path(get, operation_id = "get_recipe", path = "/api/recipes/{id}", tag = "recipes", params(("id" = String, Path)),
    responses((status = 200, body = Recipe)))]
pub async fn get(
    State(ctx): State<AppContext>,
    caller: Caller,
    Path(id): Path<String>,
) -> Result<Json<Recipe>, ApiError> {
    load(&ctx, &caller, &id, Access::Read).await.map(Json)
}

/// `PUT /api/recipes/{id}`: replaces the recipe; the body carries the version it was read at.
#[utoipa::path(put, operation_id = "replace_recipe", path = "/api/recipes/{id}", tag = "recipes", params(("id" = String, Path)),
    request_body(content = Recipe, description = "The whole recipe with the `version` it was read at"),
    responses(
        (status = 200, description = "The recipe as stored, one version on", body = Recipe),
        (status = 403, description = "`FORBIDDEN`: a core recipe, for a non-admin", body = ErrorBody),
        (status = 409, description = "`VERSION_CONFLICT`: changed since `version`", body = ErrorBody),
    ))]
pub async fn replace(
    State(ctx): State<AppContext>,
    caller: Caller,
    Path(id): Path<String>,
    JsonBody(recipe): JsonBody<Recipe>,
) -> Result<Json<Recipe>, ApiError> {
    let expected = recipe.version.ok_or_else(|| {
        ApiError::invalid_payload("version is required: send the version you last read")
    })?;
    let stored = load(&ctx, &caller, &id, Access::Write).await?;
    if stored.version != Some(expected) {
        return Err(changed_since(&stored, expected));
    }
    save_next_version(&ctx, &stored, recipe).await.map(Json)
}

fn changed_since(stored: &Recipe, expected: u64) -> ApiError {
    let id = stored.id.as_deref().unwrap_or_default();
    ApiError::version_conflict(format!(
        "recipe `{id}` changed since version {expected}: read it again and reapply your change"
    ))
    .with_details(json!({ "currentVersion": stored.version }))
}

/// Stores `recipe` as the version after `stored`'s, keeping the server-owned fields; a write
/// that loses to another is `409 VERSION_CONFLICT`.
pub(crate) async fn save_next_version(
    ctx: &AppContext,
    stored: &Recipe,
    recipe: Recipe,
) -> Result<Recipe, ApiError> {
    let current = stored.version.unwrap_or_default();
    let recipe = prepare(Recipe {
        id: stored.id.clone(),
        owner: stored.owner.clone(),
        version: Some(current + 1),
        created_at: stored.created_at,
        updated_at: Some(ctx.stores.clock.now()),
        ..recipe
    })?;
    match ctx.stores.recipes.replace(&recipe).await {
        Ok(()) => Ok(recipe),
        Err(StoreError::Conflict(_)) => Err(changed_since(stored, current)),
        Err(other) => Err(other.into()),
    }
}

/// `DELETE /api/recipes/{id}`: 204.
#[utoipa::path(delete, operation_id = "delete_recipe", path = "/api/recipes/{id}", tag = "recipes", params(("id" = String, Path)),
    responses(
        (status = 204, description = "Deleted"),
        (status = 403, description = "`FORBIDDEN`: a core recipe, for a non-admin", body = ErrorBody),
    ))]
pub async fn delete(
    State(ctx): State<AppContext>,
    caller: Caller,
    Path(id): Path<String>,
) -> Result<StatusCode, ApiError> {
    load(&ctx, &caller, &id, Access::Write).await?;
    ctx.stores.recipes.delete(&id).await?;
    Ok(StatusCode::NO_CONTENT)
}

/// `GET /api/recipes?limit=&cursor=&scope=own|core|all` plus filters and sort (see
/// [`ListParams`]); with `scope=all` the caller's recipes come first, then the catalog's.
#[utoipa::path(get, operation_id = "list_recipes", path = "/api/recipes", tag = "recipes", params(ListParams),
    responses((status = 200, body = Page<Recipe>)))]
pub async fn list(
    State(ctx): State<AppContext>,
    caller: Caller,
    QueryParams(params): QueryParams<ListParams>,
) -> Result<Json<Page<Recipe>>, ApiError> {
    let listing = params.listing()?;
    let owners = params.scope.owners(&caller);
    // A cursor is `{position in owners}:{store cursor}`; an empty store cursor starts that owner.
    let (position, inner) = match params.cursor.as_deref() {
        None => (0, None),
        Some(cursor) => {
            let bad = || ApiError::invalid_payload("cursor is not one this listing returned");
            let (position, inner) = cursor.split_once(':').ok_or_else(bad)?;
            let position: usize = position.parse().map_err(|_| bad())?;
            if position >= owners.len() {
                return Err(bad());
            }
            (position, Some(inner.to_owned()).filter(|c| !c.is_empty()))
        }
    };
    let request = crate::request::paging::page_request(params.limit, inner, DEFAULT_PAGE_SIZE)?;
    let page = ctx
        .stores
        .recipes
        .list_by_owner(owners[position], &listing, &request)
        .await
        .map_err(crate::request::paging::listing_error)?;
    let next = match page.next {
        Some(inner) => Some(format!("{position}:{inner}")),
        None if position + 1 < owners.len() => Some(format!("{}:", position + 1)),
        None => None,
    };
    Ok(Json(Page {
        items: page.items,
        next,
    }))
}
