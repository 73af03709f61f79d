//! The OpenAPI 3.1 document, generated from the code: each handler's `#[utoipa::path]` gives its
//! operation, each wire type's `ToSchema` its schema, and the router registers the same handlers
//! ([`crate::http::router`]), so a route cannot be served without being documented.
//!
//! What every route shares because of the layers around it, not its handler, is added here:
//! the bearer scheme, `401` on authenticated routes, `400` and `414` for request targets and
//! bodies the middleware refuses, `404` where a path names a resource, `429` with
//! `Retry-After` on the metered routes (every authenticated `POST`, see [`crate::quotas`]),
//! and `500`.

use std::sync::LazyLock;

use cookbook_domain::recipe_rules::{
    MAX_DESCRIPTION_CHARS, MAX_IMAGE_URL_CHARS, MAX_INGREDIENT_CHARS, MAX_INGREDIENTS,
    MAX_INSTRUCTIONS, MAX_LABEL_CHARS, MAX_LABELS, MAX_NAME_CHARS, MAX_RECIPE_BYTES,
    MAX_STEP_CHARS,
};
use serde_json::{Value, json};

use utoipa::openapi::header::Header;
use utoipa::openapi::path::{Operation, ParameterIn, PathItem};
use utoipa::openapi::response::{Response, ResponseBuilder};
use utoipa::openapi::schema::{ObjectBuilder, Type};
use utoipa::openapi::security::{Http, HttpAuthScheme, SecurityScheme};
use utoipa::openapi::{Content, OpenApi, Ref, RefOr};

use crate::error::ErrorBody;

/// The name of the bearer scheme in `components.securitySchemes` (and, literally, in
/// `BaseDocument`'s `security`).
const BEARER: &str = "bearer";

/// The document's fixed parts; the paths come from the router.
#[derive(utoipa::OpenApi)]
#[openapi(
    info(
        title = "Cookbook API",
        description = "Recipes, ingest tasks, meal plans, variants, shopping lists and the chat \
            assistant. Every route but `/health` and this document needs a bearer token \
            (locally: `cookbook token --user NAME`). Errors are `{code, message, details}`. \
            Job envelopes (`/api/jobs`) keep seed 001's snake_case; everything else is camelCase."
    ),
    security(("bearer" = [])),
    components(schemas(ErrorBody))
)]
struct BaseDocument;

/// The shared error responses, by their name in `components.responses`.
const BAD_REQUEST: &str = "BadRequest";
const UNAUTHENTICATED: &str = "Unauthenticated";
const NOT_FOUND: &str = "NotFound";
const URI_TOO_LONG: &str = "UriTooLong";
const RATE_LIMITED: &str = "RateLimited";
const INTERNAL: &str = "Internal";

/// A response whose body is the contract's error body.
fn error_response(description: &str) -> ResponseBuilder {
    Response::builder().description(description).content(
        "application/json",
        Content::new(Some(Ref::from_schema_name("ErrorBody"))),
    )
}

fn shared_responses() -> [(&'static str, Response); 6] {
    let mut retry_after = Header::new(
        ObjectBuilder::new()
            .schema_type(Type::Integer)
            .minimum(Some(1)),
    );
    retry_after.description = Some("Whole seconds until the quota's window ends.".to_owned());
    [
        (
            BAD_REQUEST,
            error_response(
                "`INVALID_JSON`, `INVALID_PAYLOAD` (a wrong field, query parameter or path; \
                 `details.field` names it) or `PAYLOAD_TOO_LARGE` (over 1 MB)",
            )
            .build(),
        ),
        (
            UNAUTHENTICATED,
            error_response("`UNAUTHENTICATED`: no bearer token, or one that is not valid").build(),
        ),
        (
            NOT_FOUND,
            error_response("`NOT_FOUND` (or `TASK_NOT_FOUND`): missing, or the caller's no more than anyone else's")
                .build(),
        ),
        (
            URI_TOO_LONG,
            error_response("`INVALID_PAYLOAD`: the request path and query exceed 8 KiB").build(),
        ),
        (
            RATE_LIMITED,
            error_response("`RATE_LIMITED`: past a per-user quota (`details.quota`)")
                .header("Retry-After", retry_after)
                .build(),
        ),
        (INTERNAL, error_response("`INTERNAL`: the server failed; see its logs").build()),
    ]
}

/// Each operation of a path with its method.
fn operations(item: &mut PathItem) -> impl Iterator<Item = (&'static str, &mut Operation)> {
    [
        ("get", item.get.as_mut()),
        ("put", item.put.as_mut()),
        ("post", item.post.as_mut()),
        ("delete", item.delete.as_mut()),
        ("patch", item.patch.as_mut()),
    ]
    .into_iter()
    .filter_map(|(method, operation)| operation.map(|operation| (method, operation)))
}

/// Whether the operation opts out of the document-wide bearer requirement (`security(())`).
fn is_public(operation: &Operation) -> bool {
    operation
        .security
        .as_ref()
        .is_some_and(|requirements| requirements.iter().any(|r| *r == Default::default()))
}

fn has_path_parameters(operation: &Operation) -> bool {
    operation
        .parameters
        .iter()
        .flatten()
        .any(|parameter| matches!(parameter, RefOr::T(p) if p.parameter_in == ParameterIn::Path))
}

/// Adds the responses the layers give `operation`, keeping any the handler documents itself.
fn add_shared_responses(method: &str, operation: &mut Operation) {
    let public = is_public(operation);
    let mut shared = vec![
        ("400", BAD_REQUEST),
        ("414", URI_TOO_LONG),
        ("500", INTERNAL),
    ];
    if !public {
        shared.push(("401", UNAUTHENTICATED));
    }
    if has_path_parameters(operation) {
        shared.push(("404", NOT_FOUND));
    }
    if !public && method == "post" {
        shared.push(("429", RATE_LIMITED));
    }
    // OpenAPI requires a description; an undescribed response gets its status's reason.
    for (status, response) in operation.responses.responses.iter_mut() {
        if let RefOr::T(response) = response
            && response.description.is_empty()
        {
            let reason = status
                .parse::<u16>()
                .ok()
                .and_then(|code| http::StatusCode::from_u16(code).ok()?.canonical_reason());
            response.description = reason.unwrap_or("Success").to_owned();
        }
    }
    for (status, name) in shared {
        operation
            .responses
            .responses
            .entry(status.to_owned())
            .or_insert_with(|| RefOr::Ref(Ref::from_response_name(name)));
    }
}

/// The whole document for the routes `paths` (the router's half of `split_for_parts`).
pub fn document(paths: OpenApi) -> OpenApi {
    let mut document = <BaseDocument as utoipa::OpenApi>::openapi().merge_from(paths);
    let components = document.components.get_or_insert_with(Default::default);
    components.add_security_scheme(
        BEARER,
        SecurityScheme::Http(
            Http::builder()
                .scheme(HttpAuthScheme::Bearer)
                .bearer_format("JWT")
                .description(Some(
                    "A JWT: Cognito's on AWS, `cookbook token --user NAME` locally",
                ))
                .build(),
        ),
    );
    for (name, response) in shared_responses() {
        components
            .responses
            .insert(name.to_owned(), RefOr::T(response));
    }
    for item in document.paths.paths.values_mut() {
        for (method, operation) in operations(item) {
            add_shared_responses(method, operation);
        }
    }
    document
}

/// The limits [`cookbook_domain::recipe_rules`] enforces, written into the schemas they bound:
/// (schema, JSON pointer in it, keyword, limit). A derive can only take literals; these stay
/// the enforced values by construction.
const RECIPE_LIMITS: [(&str, &str, &str, usize); 20] = [
    ("Recipe", "/properties/name", "minLength", 1),
    ("Recipe", "/properties/name", "maxLength", MAX_NAME_CHARS),
    (
        "Recipe",
        "/properties/description",
        "maxLength",
        MAX_DESCRIPTION_CHARS,
    ),
    ("Recipe", "/properties/yield", "maxLength", MAX_NAME_CHARS),
    ("Recipe", "/properties/servings", "minimum", 1),
    (
        "Recipe",
        "/properties/imageUrl",
        "maxLength",
        MAX_IMAGE_URL_CHARS,
    ),
    (
        "Recipe",
        "/properties/ingredients",
        "maxItems",
        MAX_INGREDIENTS,
    ),
    (
        "Recipe",
        "/properties/instructions",
        "maxItems",
        MAX_INSTRUCTIONS,
    ),
    (
        "Recipe",
        "/properties/instructions/items",
        "maxLength",
        MAX_STEP_CHARS,
    ),
    (
        "Recipe",
        "/properties/instructionGroups",
        "maxItems",
        MAX_INSTRUCTIONS,
    ),
    ("Recipe", "/properties/cuisine", "maxItems", MAX_LABELS),
    (
        "Recipe",
        "/properties/cuisine/items",
        "maxLength",
        MAX_LABEL_CHARS,
    ),
    ("Recipe", "/properties/category", "maxItems", MAX_LABELS),
    (
        "Recipe",
        "/properties/category/items",
        "maxLength",
        MAX_LABEL_CHARS,
    ),
    ("Recipe", "/properties/dietType", "maxItems", MAX_LABELS),
    (
        "Recipe",
        "/properties/dietType/items",
        "maxLength",
        MAX_LABEL_CHARS,
    ),
    ("Recipe", "/properties/tags", "maxItems", MAX_LABELS),
    (
        "Recipe",
        "/properties/tags/items",
        "maxLength",
        MAX_LABEL_CHARS,
    ),
    (
        "Ingredient",
        "/properties/text",
        "maxLength",
        MAX_INGREDIENT_CHARS,
    ),
    (
        "Ingredient",
        "/properties/name",
        "maxLength",
        MAX_INGREDIENT_CHARS,
    ),
];

/// Writes [`RECIPE_LIMITS`] and the whole-recipe size into the recipe schemas of `document`.
fn add_recipe_limits(document: &mut Value) {
    let schemas = &mut document["components"]["schemas"];
    for (schema, pointer, keyword, limit) in RECIPE_LIMITS {
        match schemas[schema].pointer_mut(pointer) {
            Some(Value::Object(bounded)) => {
                bounded.insert(keyword.to_owned(), json!(limit));
            }
            _ => tracing::error!(schema, pointer, "a recipe limit has no schema to bound"),
        }
    }
    if let Some(Value::String(description)) = schemas["Recipe"].get_mut("description") {
        description.push_str(&format!(
            " At most {MAX_RECIPE_BYTES} bytes as JSON; `PUT` needs the `version` read. A \
             recipe out of these bounds is 400 `INVALID_PAYLOAD` naming each field in \
             `details.fields`."
        ));
    }
}

/// The served document, serialized once.
pub static DOCUMENT_JSON: LazyLock<String> = LazyLock::new(|| {
    let document = document(crate::http::router::documented_routes());
    let mut document = serde_json::to_value(&document).unwrap_or_else(|error| {
        tracing::error!(%error, "the OpenAPI document does not serialize");
        Value::Null
    });
    add_recipe_limits(&mut document);
    serde_json::to_string_pretty(&document).unwrap_or_default()
});
