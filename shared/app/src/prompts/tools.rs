//! The read-only prompt tools of seed 004 §6.4 (`prompt_list`, `prompt_get`,
//! `prompt_get_active`, `prompt_render`) for the chat tool layer: they read the registry and
//! render a template with strict variables, and never change anything.

use cookbook_domain::PromptTemplate;
use cookbook_llm::{PromptRenderer, RenderError};
use cookbook_store::PageRequest;
use serde::Serialize;
use serde_json::{Value, json};

use crate::AppContext;
use crate::error::ApiError;
use crate::ingest::prompting::active_prompt;

/// A prompt version as a listing shows it: no template text.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PromptSummary {
    pub id: String,
    pub name: String,
    pub phase: String,
    pub version: u32,
    pub is_active: bool,
}

impl From<PromptTemplate> for PromptSummary {
    fn from(prompt: PromptTemplate) -> Self {
        Self {
            id: prompt.id,
            name: prompt.name,
            phase: prompt.phase,
            version: prompt.version,
            is_active: prompt.is_active,
        }
    }
}

/// `prompt_list`: every version, of one phase when given, in the registry's order.
pub async fn prompt_list(
    ctx: &AppContext,
    phase: Option<&str>,
) -> Result<Vec<PromptSummary>, ApiError> {
    let mut listed = Vec::new();
    let mut cursor = None;
    loop {
        let page = ctx
            .stores
            .prompts
            .list(phase, &PageRequest::new(100, cursor))
            .await?;
        listed.extend(page.items.into_iter().map(PromptSummary::from));
        match page.next {
            Some(next) => cursor = Some(next),
            None => return Ok(listed),
        }
    }
}

/// `prompt_get`: one version by id.
pub async fn prompt_get(ctx: &AppContext, id: &str) -> Result<PromptTemplate, ApiError> {
    ctx.stores
        .prompts
        .get(id)
        .await?
        .ok_or_else(|| ApiError::not_found(format!("prompt `{id}` not found")))
}

/// `prompt_get_active`: the version of `phase` that tasks use unless they choose another.
pub async fn prompt_get_active(ctx: &AppContext, phase: &str) -> Result<PromptTemplate, ApiError> {
    active_prompt(ctx, phase)
        .await?
        .ok_or_else(|| ApiError::not_found(format!("no prompt is active for {phase}")))
}

/// `prompt_render`: the user prompt of version `id` rendered with `variables`; a variable the
/// template needs and `variables` lacks is a 400 listing them all.
pub async fn prompt_render(
    ctx: &AppContext,
    id: &str,
    variables: &Value,
) -> Result<String, ApiError> {
    let prompt = prompt_get(ctx, id).await?;
    PromptRenderer::render(&prompt.user_prompt_template, variables).map_err(|error| match error {
        RenderError::MissingVariables { missing } => ApiError::invalid_payload(format!(
            "prompt `{id}` needs variables that were not given: {}",
            missing.join(", ")
        ))
        .with_details(json!({ "missingVariables": missing })),
        RenderError::Template { message } => ApiError::invalid_payload(message),
    })
}
