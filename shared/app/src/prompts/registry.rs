//! The prompt registry's management API (seed 004 §6.4, §8.1): admins list, read and add
//! prompt versions, and activate one per phase (the store keeps exactly one active, atomically).

use std::collections::BTreeMap;

use axum::Json;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use cookbook_domain::PromptTemplate;
use cookbook_store::{Page, PageRequest, StoreError};
use serde::Deserialize;
use serde_json::json;
use utoipa::{IntoParams, ToSchema};

use crate::AppContext;
use crate::auth::Caller;
use crate::error::{ApiError, ErrorBody};
use crate::request::body::{JsonBody, QueryParams};

/// Attempts at taking the next version number when other admins add versions concurrently.
const VERSION_ATTEMPTS: usize = 5;

/// Prompts are the operators' instructions to the model: only admins read or change them, over
/// REST and MCP alike.
pub(crate) fn require_admin(caller: &Caller) -> Result<(), ApiError> {
    if caller.admin {
        Ok(())
    } else {
        Err(ApiError::forbidden(
            "prompts are for admins: sign in with the admin role (a token from `cookbook token --admin`, or `cookbook mcp --admin`)",
        ))
    }
}

fn prompt_not_found(id: &str) -> ApiError {
    ApiError::not_found(format!("prompt `{id}` not found"))
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(deny_unknown_fields)]
pub struct ListParams {
    /// Only this phase's versions, e.g. `Ingest.Extract`.
    #[serde(default)]
    phase: Option<String>,
    #[serde(default)]
    #[param(schema_with = crate::request::paging::limit_schema)]
    limit: Option<usize>,
    #[serde(default)]
    cursor: Option<String>,
}

/// `GET /api/prompts?phase=Ingest.Extract`.
#[utoipa::path(get, operation_id = "list_prompts", path = "/api/prompts", tag = "prompts", params(ListParams),
    responses(
        (status = 200, body = Page<PromptTemplate>),
        (status = 403, description = "`FORBIDDEN`: prompts are for admins", body = ErrorBody),
    ))]
pub async fn list(
    State(ctx): State<AppContext>,
    caller: Caller,
    QueryParams(params): QueryParams<ListParams>,
) -> Result<Json<Page<PromptTemplate>>, ApiError> {
    require_admin(&caller)?;
    let page = crate::request::paging::page_request(params.limit, params.cursor, 50)?;
    match ctx
        .stores
        .prompts
        .list(params.phase.as_deref(), &page)
        .await
    {
        Ok(prompts) => Ok(Json(prompts)),
        Err(StoreError::Invalid(message)) => Err(ApiError::invalid_payload(message)),
        Err(other) => Err(other.into()),
    }
}

/// `GET /api/prompts/{id}`.
#[utoipa::path(get, operation_id = "get_prompt", path = "/api/prompts/{id}", tag = "prompts", params(("id" = String, Path)),
    responses(
        (status = 200, body = PromptTemplate),
        (status = 403, description = "`FORBIDDEN`: prompts are for admins", body = ErrorBody),
    ))]
pub async fn get(
    State(ctx): State<AppContext>,
    caller: Caller,
    Path(id): Path<String>,
) -> Result<Json<PromptTemplate>, ApiError> {
    require_admin(&caller)?;
    ctx.stores
        .prompts
        .get(&id)
        .await?
        .map(Json)
        .ok_or_else(|| prompt_not_found(&id))
}

/// `POST /api/prompts` body: a new version of a phase's prompt.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct NewPrompt {
    name: String,
    /// `Area.Phase`, e.g. `Ingest.Extract`.
    #[schema(pattern = "^[A-Za-z]+\\.[A-Za-z]+$")]
    phase: String,
    system_prompt: String,
    user_prompt_template: String,
    #[serde(default)]
    constraints: BTreeMap<String, String>,
}

/// `Ingest.Extract` → `ingest.extract`, the stem of the phase's prompt ids; `None` for a name
/// that is not `Area.Phase` in letters.
fn id_stem(phase: &str) -> Option<String> {
    let (area, step) = phase.split_once('.')?;
    let word = |w: &str| !w.is_empty() && w.chars().all(|c| c.is_ascii_alphabetic());
    (word(area) && word(step)).then(|| {
        let snake: String = step
            .chars()
            .enumerate()
            .flat_map(|(i, c)| {
                let sep = (i > 0 && c.is_ascii_uppercase()).then_some('_');
                sep.into_iter()
                    .chain(std::iter::once(c.to_ascii_lowercase()))
            })
            .collect();
        format!("{}.{snake}", area.to_ascii_lowercase())
    })
}

/// The highest version stored for `phase`.
async fn latest_version(ctx: &AppContext, phase: &str) -> Result<u32, StoreError> {
    let mut latest = 0;
    let mut page = PageRequest::first(100);
    loop {
        let listed = ctx.stores.prompts.list(Some(phase), &page).await?;
        latest = listed
            .items
            .iter()
            .map(|p| p.version)
            .fold(latest, u32::max);
        match listed.next {
            Some(next) => page = PageRequest::new(100, Some(next)),
            None => return Ok(latest),
        }
    }
}

/// `POST /api/prompts`: 201 with the new version (inactive until activated).
#[utoipa::path(post, operation_id = "create_prompt", path = "/api/prompts", tag = "prompts", request_body = NewPrompt,
    responses(
        (status = 201, description = "The new version, inactive until activated", body = PromptTemplate),
        (status = 403, description = "`FORBIDDEN`: prompts are for admins", body = ErrorBody),
        (status = 409, description = "`VERSION_CONFLICT`: too many concurrent new versions", body = ErrorBody),
    ))]
pub async fn create(
    State(ctx): State<AppContext>,
    caller: Caller,
    JsonBody(new): JsonBody<NewPrompt>,
) -> Result<(StatusCode, Json<PromptTemplate>), ApiError> {
    require_admin(&caller)?;
    let stem = id_stem(&new.phase).ok_or_else(|| {
        ApiError::invalid_payload(format!(
            "phase `{}` is not of the form Area.Phase, e.g. Ingest.Extract",
            new.phase
        ))
    })?;
    let blank: Vec<&str> = [
        ("name", &new.name),
        ("systemPrompt", &new.system_prompt),
        ("userPromptTemplate", &new.user_prompt_template),
    ]
    .into_iter()
    .filter(|(_, value)| value.trim().is_empty())
    .map(|(field, _)| field)
    .collect();
    if !blank.is_empty() {
        return Err(
            ApiError::invalid_payload(format!("{} must not be empty", blank.join(", ")))
                .with_details(json!({ "fields": blank })),
        );
    }
    for _ in 0..VERSION_ATTEMPTS {
        let version = latest_version(&ctx, &new.phase).await? + 1;
        let prompt = PromptTemplate {
            id: format!("{stem}.v{version}"),
            name: new.name.clone(),
            phase: new.phase.clone(),
            version,
            is_active: false,
            system_prompt: new.system_prompt.clone(),
            user_prompt_template: new.user_prompt_template.clone(),
            constraints: new.constraints.clone(),
            created_at: ctx.stores.clock.now(),
            created_by: Some(caller.user.clone()),
        };
        match ctx.stores.prompts.create(&prompt).await {
            Ok(()) => return Ok((StatusCode::CREATED, Json(prompt))),
            // Another admin took this version number; take the next one.
            Err(StoreError::Conflict(_)) => continue,
            Err(other) => return Err(other.into()),
        }
    }
    Err(ApiError::new(
        StatusCode::CONFLICT,
        "VERSION_CONFLICT",
        "too many concurrent new versions of this prompt; try again",
    ))
}

async fn set_active(
    ctx: &AppContext,
    caller: &Caller,
    id: &str,
    active: bool,
) -> Result<Json<PromptTemplate>, ApiError> {
    require_admin(caller)?;
    match ctx.stores.prompts.set_active(id, active).await {
        Ok(prompt) => Ok(Json(prompt)),
        Err(StoreError::NotFound(_)) => Err(prompt_not_found(id)),
        Err(StoreError::Conflict(message)) => Err(ApiError::new(
            StatusCode::CONFLICT,
            "VERSION_CONFLICT",
            message,
        )),
        Err(other) => Err(other.into()),
    }
}

/// `POST /api/prompts/{id}/activate`: this version becomes its phase's only active prompt.
#[utoipa::path(post, operation_id = "activate_prompt", path = "/api/prompts/{id}/activate", tag = "prompts", params(("id" = String, Path)),
    responses(
        (status = 200, description = "The prompt, now its phase's only active one", body = PromptTemplate),
        (status = 403, description = "`FORBIDDEN`: prompts are for admins", body = ErrorBody),
        (status = 409, description = "`VERSION_CONFLICT`: changed concurrently", body = ErrorBody),
    ))]
pub async fn activate(
    State(ctx): State<AppContext>,
    caller: Caller,
    Path(id): Path<String>,
) -> Result<Json<PromptTemplate>, ApiError> {
    set_active(&ctx, &caller, &id, true).await
}

/// `POST /api/prompts/{id}/deactivate`.
#[utoipa::path(post, operation_id = "deactivate_prompt", path = "/api/prompts/{id}/deactivate", tag = "prompts", params(("id" = String, Path)),
    responses(
        (status = 200, description = "The prompt, now inactive", body = PromptTemplate),
        (status = 403, description = "`FORBIDDEN`: prompts are for admins", body = ErrorBody),
        (status = 409, description = "`VERSION_CONFLICT`: changed concurrently", body = ErrorBody),
    ))]
pub async fn deactivate(
    State(ctx): State<AppContext>,
    caller: Caller,
    Path(id): Path<String>,
) -> Result<Json<PromptTemplate>, ApiError> {
    set_active(&ctx, &caller, &id, false).await
}

#[cfg(test)]
mod tests {
    use super::id_stem;

    #[test]
    fn phase_names_become_id_stems() {
        assert_eq!(id_stem("Ingest.Extract").as_deref(), Some("ingest.extract"));
        assert_eq!(
            id_stem("Ingest.RepairJson").as_deref(),
            Some("ingest.repair_json")
        );
        for bad in ["Ingest", "Ingest.", ".Extract", "Ingest.Ex tract", "a.b.c"] {
            assert_eq!(id_stem(bad), None, "{bad}");
        }
    }
}
