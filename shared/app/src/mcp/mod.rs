//! The MCP tool plane (seed 004 §9, issue 18): Cookbook's prompts, ingest steps, recipes and
//! plans as MCP tools (and the active prompts as MCP prompts) for agents, over stdio
//! (`cookbook mcp`) and stateless streamable HTTP at `/mcp` (`cookbook serve`, the `mcp` Lambda).
//!
//! It owns only the MCP surface: every tool runs the application code the HTTP routes and the
//! chat tools run, as the caller, so an agent can do what the assistant does and no more. No
//! tool commits a draft or edits a prompt: imports wait for a person's review.
//!
//! A request that is well-formed but wrong is a tool result with `isError: true` whose content
//! is the contract's error body (`{code, message, details}`, CONTRACTS.md §8).

mod cookbook;
mod prompts;
mod sources;

use std::sync::Arc;

use axum::Router;
use axum::extract::Request;
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use rmcp::handler::server::router::tool::ToolRouter;
use rmcp::model::{
    CallToolResult, GetPromptRequestParams, GetPromptResponse, Implementation, ListPromptsResult,
    PaginatedRequestParams, ServerCapabilities, ServerConfig,
};
use rmcp::service::RequestContext;
use rmcp::transport::streamable_http_server::session::never::NeverSessionManager;
use rmcp::transport::streamable_http_server::{StreamableHttpServerConfig, StreamableHttpService};
use rmcp::{ErrorData as McpError, RoleServer, ServerHandler, ServiceExt, tool_handler};
use serde::Serialize;
use serde_json::{Value, json};

use crate::AppContext;
use crate::auth::Caller;
use crate::chat::tool::{ToolResult, ToolStop};
use crate::error::ApiError;

/// The path the HTTP transport answers on.
pub const PATH: &str = "/mcp";

/// The `MCP_ALLOWED_HOSTS` entry that accepts any `Host` (behind API Gateway, which routes only
/// requests for its own domains).
pub const ANY_HOST: &str = "*";

/// What a tool call answers: a result (maybe a tool error), or a protocol error.
type ToolOutcome = Result<CallToolResult, McpError>;

/// Who the calls of a connection are made as.
#[derive(Clone)]
enum Identity {
    /// stdio: the user named on the command line, for the whole session.
    Fixed(Caller),
    /// HTTP: the caller the authentication layer put on each request.
    PerRequest,
}

/// The MCP server over one application.
#[derive(Clone)]
pub struct CookbookMcp {
    ctx: AppContext,
    identity: Identity,
    /// Read by the `tool_handler` macro.
    tool_router: ToolRouter<Self>,
    sources: Arc<sources::SourceCache>,
}

impl CookbookMcp {
    fn new(ctx: AppContext, identity: Identity, sources: Arc<sources::SourceCache>) -> Self {
        Self {
            ctx,
            identity,
            tool_router: Self::prompt_tools() + Self::source_tools() + Self::cookbook_tools(),
            sources,
        }
    }

    /// A server whose every call is made as `caller` (the stdio transport).
    pub fn for_caller(ctx: AppContext, caller: Caller) -> Self {
        Self::new(ctx, Identity::Fixed(caller), Arc::default())
    }

    /// The caller of `request`: stdio's user, or the HTTP request's authenticated caller (the
    /// transport's layer refuses requests without one, so its absence is a server fault).
    fn caller(&self, request: &RequestContext<RoleServer>) -> Result<Caller, McpError> {
        let found = match &self.identity {
            Identity::Fixed(caller) => Some(caller.clone()),
            Identity::PerRequest => request
                .extensions
                .get::<http::request::Parts>()
                .and_then(|parts| parts.extensions.get::<Caller>())
                .cloned(),
        };
        found.ok_or_else(|| {
            McpError::internal_error("the request has no authenticated caller", None)
        })
    }
}

/// The contract's error body as a tool error; a server fault shows only `INTERNAL`.
fn tool_error(error: &ApiError) -> CallToolResult {
    let shown = if error.status.is_server_error() {
        tracing::error!(code = error.code, message = %error.message, "MCP tool failed");
        ApiError::internal()
    } else {
        error.clone()
    };
    CallToolResult::structured_error(
        json!({"code": shown.code, "message": shown.message, "details": shown.details}),
    )
}

/// An application answer as a tool result: its JSON object as structured content (a non-object
/// under `result`, since MCP's structured content is an object), or the refusal as a tool error.
fn reply<T: Serialize>(outcome: Result<T, ApiError>) -> ToolOutcome {
    let value = match outcome {
        Ok(value) => serde_json::to_value(value).map_err(|e| {
            tracing::error!(error = %e, "an MCP answer does not serialize");
            McpError::internal_error("the answer could not be encoded", None)
        })?,
        Err(error) => return Ok(tool_error(&error)),
    };
    Ok(CallToolResult::structured(match value {
        Value::Object(_) => value,
        other => json!({ "result": other }),
    }))
}

/// A chat tool's answer as a tool result: its data, or its refusal code and message.
fn from_chat(outcome: Result<ToolResult, ToolStop>) -> ToolOutcome {
    let result = match outcome {
        Ok(result) | Err(ToolStop::Refused(result)) => result,
        Err(ToolStop::Failed(error)) => {
            tracing::error!(error = %error, "MCP tool failed");
            return Ok(tool_error(&ApiError::internal()));
        }
    };
    if result.success {
        return reply(Ok(result.data));
    }
    let code = result
        .error_code
        .unwrap_or_else(|| "INVALID_PAYLOAD".to_owned());
    Ok(CallToolResult::structured_error(json!({
        "code": code,
        "message": result.error.unwrap_or_default(),
        "details": null,
    })))
}

#[tool_handler(router = self.tool_router)]
impl ServerHandler for CookbookMcp {
    fn get_info(&self) -> ServerConfig {
        ServerConfig::new(
            ServerCapabilities::builder()
                .enable_tools()
                .enable_prompts()
                .build(),
        )
        .with_server_info(Implementation::new("cookbook", env!("CARGO_PKG_VERSION")))
        .with_instructions(
            "Cookbook: search and read recipes, plan meals (quick or by nutrition), change \
             planned meals, build shopping lists, check allergens, and import recipes from the \
             web. Imports end as drafts that a person reviews in Cookbook; nothing here commits \
             a recipe or edits a prompt.",
        )
    }

    async fn list_prompts(
        &self,
        _request: Option<PaginatedRequestParams>,
        context: RequestContext<RoleServer>,
    ) -> Result<ListPromptsResult, McpError> {
        prompts::list_active(&self.ctx, &self.caller(&context)?).await
    }

    async fn get_prompt(
        &self,
        request: GetPromptRequestParams,
        context: RequestContext<RoleServer>,
    ) -> Result<GetPromptResponse, McpError> {
        prompts::get_active(&self.ctx, &self.caller(&context)?, request).await
    }
}

/// Serves MCP over stdin/stdout as `caller` until the client closes the stream.
pub async fn serve_stdio(ctx: AppContext, caller: Caller) -> std::io::Result<()> {
    let server = CookbookMcp::for_caller(ctx, caller);
    let running = server
        .serve(rmcp::transport::io::stdio())
        .await
        .map_err(std::io::Error::other)?;
    running.waiting().await.map_err(std::io::Error::other)?;
    Ok(())
}

/// Refuses a request without an authenticated caller with the REST routes' `401`, before the
/// MCP transport reads it.
async fn require_caller(request: Request, next: Next) -> Response {
    if let Err(refusal) = Caller::of_request(request.extensions()) {
        return refusal.into_response();
    }
    next.run(request).await
}

/// The stateless streamable HTTP transport at [`PATH`], metered by the per-user quotas, answering for the hosts of
/// `ctx.config.mcp_allowed_hosts` ([`ANY_HOST`] for any). Like the other routers it has no authentication layer of its
/// own: the deployment inserts the [`Caller`].
pub fn router(ctx: AppContext) -> Router {
    // import_recipe takes a saved page as `POST /api/tasks` does: the same body limit.
    let config = StreamableHttpServerConfig::default()
        .with_legacy_session_mode(false)
        .with_json_response(true)
        .with_max_request_body_bytes(crate::request::body::MAX_TASK_BODY_BYTES);
    let hosts = &ctx.config.mcp_allowed_hosts;
    let config = if hosts.iter().any(|host| host == ANY_HOST) {
        config.disable_allowed_hosts()
    } else {
        config.with_allowed_hosts(hosts.clone())
    };
    let sources = Arc::<sources::SourceCache>::default();
    let quotas = axum::middleware::from_fn_with_state(ctx.clone(), crate::quotas::enforce);
    let service = StreamableHttpService::new(
        move || {
            Ok(CookbookMcp::new(
                ctx.clone(),
                Identity::PerRequest,
                sources.clone(),
            ))
        },
        Arc::new(NeverSessionManager::default()),
        config,
    );
    Router::new()
        .nest_service(PATH, service)
        // Tool calls import, plan and call models like the REST routes: the same quotas apply.
        .layer(quotas)
        .layer(axum::middleware::from_fn(require_caller))
}
