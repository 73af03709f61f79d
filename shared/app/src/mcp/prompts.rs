//! The read-only prompt tools of seed 004 §9.1 over [`crate::prompts::tools`], and the active
//! prompt of each phase served as an MCP prompt (named by its phase, its template's variables
//! as arguments). Like the REST prompt routes, they answer admins only. Nothing here edits or
//! activates a prompt: that stays an admin's REST call.

use std::collections::BTreeSet;

use cookbook_domain::PromptTemplate;
use cookbook_llm::{PromptRenderer, RenderError};
use rmcp::handler::server::wrapper::Parameters;
use rmcp::model::{
    GetPromptRequestParams, GetPromptResponse, GetPromptResult, ListPromptsResult, Prompt,
    PromptArgument, PromptMessage, Role,
};
use rmcp::service::RequestContext;
use rmcp::{ErrorData as McpError, RoleServer, schemars, tool, tool_router};
use serde::Deserialize;
use serde_json::{Map, Value, json};

use super::{CookbookMcp, ToolOutcome, reply};
use crate::AppContext;
use crate::auth::Caller;
use crate::error::ApiError;
use crate::prompts::registry::require_admin;
use crate::prompts::tools as prompt_tools;

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub(super) struct PromptListInput {
    /// Only the prompts of this phase, e.g. `Ingest.Extract`.
    #[serde(default)]
    phase: Option<String>,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub(super) struct PromptGetInput {
    /// The prompt version's id, as `prompt_list` gives it.
    id: String,
    /// The phase the prompt belongs to; a prompt of another phase is not found.
    #[serde(default)]
    phase: Option<String>,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub(super) struct PromptGetActiveInput {
    /// The phase, e.g. `Ingest.Extract`.
    phase: String,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub(super) struct PromptRenderInput {
    /// The prompt version's id.
    id: String,
    /// The phase the prompt belongs to; a prompt of another phase is not found.
    #[serde(default)]
    phase: Option<String>,
    /// The template's variables by name.
    #[serde(default)]
    variables: Map<String, Value>,
}

/// What `read` answers when `caller` is an admin, else the refusal (`read` is not run).
async fn for_admin<T>(
    caller: &Caller,
    read: impl Future<Output = Result<T, ApiError>>,
) -> Result<T, ApiError> {
    require_admin(caller)?;
    read.await
}

/// Prompt `id`, refused as not found when `phase` is given and is not its phase.
async fn prompt_in_phase(
    ctx: &AppContext,
    id: &str,
    phase: Option<&str>,
) -> Result<PromptTemplate, ApiError> {
    let prompt = prompt_tools::prompt_get(ctx, id).await?;
    match phase {
        Some(phase) if phase != prompt.phase => Err(ApiError::not_found(format!(
            "prompt `{id}` is not a prompt of {phase} (it belongs to {}); leave phase out or \
             use prompt_list to find the right id",
            prompt.phase
        ))),
        _ => Ok(prompt),
    }
}

#[tool_router(router = prompt_tools, vis = "pub(super)")]
impl CookbookMcp {
    #[tool(
        description = "Lists the prompt templates (id, name, phase, version, isActive), of one phase when given.",
        annotations(read_only_hint = true)
    )]
    async fn prompt_list(
        &self,
        Parameters(input): Parameters<PromptListInput>,
        request: RequestContext<RoleServer>,
    ) -> ToolOutcome {
        let caller = self.caller(&request)?;
        let listed = for_admin(
            &caller,
            prompt_tools::prompt_list(&self.ctx, input.phase.as_deref()),
        )
        .await;
        reply(listed.map(|items| json!({ "items": items })))
    }

    #[tool(
        description = "Reads one prompt template by id: its system prompt, user prompt template and constraints.",
        annotations(read_only_hint = true)
    )]
    async fn prompt_get(
        &self,
        Parameters(input): Parameters<PromptGetInput>,
        request: RequestContext<RoleServer>,
    ) -> ToolOutcome {
        let caller = self.caller(&request)?;
        reply(
            for_admin(
                &caller,
                prompt_in_phase(&self.ctx, &input.id, input.phase.as_deref()),
            )
            .await,
        )
    }

    #[tool(
        description = "Reads the prompt template a phase uses now (its active version).",
        annotations(read_only_hint = true)
    )]
    async fn prompt_get_active(
        &self,
        Parameters(input): Parameters<PromptGetActiveInput>,
        request: RequestContext<RoleServer>,
    ) -> ToolOutcome {
        let caller = self.caller(&request)?;
        reply(
            for_admin(
                &caller,
                prompt_tools::prompt_get_active(&self.ctx, &input.phase),
            )
            .await,
        )
    }

    #[tool(
        description = "Renders a prompt template's user prompt with the given variables; a missing variable is an error naming all that are missing.",
        annotations(read_only_hint = true)
    )]
    async fn prompt_render(
        &self,
        Parameters(input): Parameters<PromptRenderInput>,
        request: RequestContext<RoleServer>,
    ) -> ToolOutcome {
        let caller = self.caller(&request)?;
        let prompt = for_admin(
            &caller,
            prompt_in_phase(&self.ctx, &input.id, input.phase.as_deref()),
        );
        let rendered = match prompt.await {
            Ok(prompt) => {
                let variables = Value::Object(input.variables);
                prompt_tools::prompt_render(&self.ctx, &prompt.id, &variables).await
            }
            Err(refusal) => Err(refusal),
        };
        reply(rendered.map(|text| json!({ "id": input.id, "text": text })))
    }
}

/// The top-level variables `template` uses, sorted: what rendering with none reports missing.
fn variables_of(template: &str) -> Vec<String> {
    match PromptRenderer::render(template, &json!({})) {
        Err(RenderError::MissingVariables { missing }) => missing
            .iter()
            .filter_map(|path| path.split('.').next())
            .map(str::to_owned)
            .collect::<BTreeSet<_>>()
            .into_iter()
            .collect(),
        _ => Vec::new(),
    }
}

/// A store failure as the protocol's internal error, its detail only in the log.
fn internal(error: ApiError) -> McpError {
    if error.status.is_client_error() {
        return McpError::invalid_params(error.message, None);
    }
    tracing::error!(code = error.code, message = %error.message, "MCP prompt request failed");
    McpError::internal_error("internal error; see the server logs", None)
}

/// `prompts/list`: the active prompt of each phase, named by the phase; none for a caller who is
/// not an admin (clients list prompts on connecting, so this is no error).
pub(super) async fn list_active(
    ctx: &AppContext,
    caller: &Caller,
) -> Result<ListPromptsResult, McpError> {
    let mut prompts = Vec::new();
    if !caller.admin {
        return Ok(ListPromptsResult::with_all_items(prompts));
    }
    for summary in prompt_tools::prompt_list(ctx, None)
        .await
        .map_err(internal)?
    {
        if !summary.is_active {
            continue;
        }
        let template = prompt_tools::prompt_get(ctx, &summary.id)
            .await
            .map_err(internal)?;
        let arguments = variables_of(&template.user_prompt_template)
            .into_iter()
            .map(|name| PromptArgument::new(name).with_required(true))
            .collect();
        let description = format!(
            "{} (version {}, prompt {})",
            template.name, template.version, template.id
        );
        prompts.push(Prompt::new(
            template.phase,
            Some(description),
            Some(arguments),
        ));
    }
    Ok(ListPromptsResult::with_all_items(prompts))
}

/// `prompts/get`: the active prompt of phase `name`, its system prompt then its user prompt
/// rendered with the arguments.
pub(super) async fn get_active(
    ctx: &AppContext,
    caller: &Caller,
    request: GetPromptRequestParams,
) -> Result<GetPromptResponse, McpError> {
    require_admin(caller).map_err(internal)?;
    let prompt = prompt_tools::prompt_get_active(ctx, &request.name)
        .await
        .map_err(internal)?;
    let variables = Value::Object(request.arguments.unwrap_or_default());
    let text = prompt_tools::prompt_render(ctx, &prompt.id, &variables)
        .await
        .map_err(internal)?;
    let messages = vec![
        PromptMessage::new_text(Role::User, prompt.system_prompt),
        PromptMessage::new_text(Role::User, text),
    ];
    Ok(GetPromptResult::new(messages)
        .with_description(format!("{} (version {})", prompt.name, prompt.version))
        .into())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_templates_arguments_are_its_top_level_variables() {
        let template = "Read {{ content }} from {{ page.url }} and {{ page.title }}; {{ content }}";
        assert_eq!(variables_of(template), ["content", "page"]);
        assert!(variables_of("No variables.").is_empty());
    }
}
