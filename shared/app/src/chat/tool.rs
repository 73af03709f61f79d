//! What a chat tool is (seed 002 §2): a name, a description the model reads, a hand-written JSON
//! Schema of its input, a category for metrics, and an `execute` that gets a read-only context
//! and the services, and answers with a [`ToolResult`]. Tools never change the chat state
//! themselves: they return [`StateUpdate`]s that the orchestrator applies.

use async_trait::async_trait;
use serde::Serialize;
use serde_json::Value;

use crate::AppContext;
use crate::chat::state::{ChatState, StateUpdate};

/// What a tool does, for metrics and logs (seed 002 §2 "Tool Categories").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum ToolCategory {
    /// Reads only: search, history, the current plan.
    Query,
    /// Changes stored data: shopping lists, swaps, variants.
    Action,
    /// Calls a model or runs a planner: slower and costlier.
    Agentic,
}

/// A tool's answer. `error` is what the user may read; `error_code` is for logs and for the
/// model (`NO_RESULTS`, `UNKNOWN_TOOL`, `EXCEPTION`, …). A partial success has both `data` and
/// `error`.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ToolResult {
    pub success: bool,
    #[serde(skip_serializing_if = "Value::is_null")]
    pub data: Value,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error_code: Option<String>,
    /// Applied by the orchestrator after the call, never by the tool.
    #[serde(skip)]
    pub state_updates: Vec<StateUpdate>,
}

impl ToolResult {
    pub fn ok(data: Value) -> Self {
        Self {
            success: true,
            data,
            error: None,
            error_code: None,
            state_updates: Vec::new(),
        }
    }

    /// An expected failure the user should hear about, e.g. `NO_RESULTS`.
    pub fn failed(code: &str, message: impl Into<String>) -> Self {
        Self {
            success: false,
            data: Value::Null,
            error: Some(message.into()),
            error_code: Some(code.to_owned()),
            state_updates: Vec::new(),
        }
    }

    pub fn with_updates(mut self, updates: impl IntoIterator<Item = StateUpdate>) -> Self {
        self.state_updates.extend(updates);
        self
    }

    /// The JSON the model reads as the tool's result (seed 002 §4).
    pub fn for_model(&self) -> String {
        serde_json::json!({ "success": self.success, "data": self.data, "error": self.error })
            .to_string()
    }
}

/// The read-only view of the chat a tool call gets, built fresh for every call.
#[derive(Debug, Clone, PartialEq)]
pub struct ToolContext {
    pub user: String,
    pub state: ChatState,
}

/// What tools may use: the application's stores, services and models.
pub type ToolServices = AppContext;

/// An unexpected failure inside a tool. The registry logs it and tells the user only that the
/// tool failed (`EXCEPTION`), never the details.
#[derive(Debug, thiserror::Error)]
#[error("{0}")]
pub struct ToolError(pub String);

/// Why a tool stopped short, so tools can use `?`: a refusal the user should hear (`NO_PLAN`, a
/// route's 4xx), which becomes the tool's result, or an unexpected error.
#[derive(Debug)]
pub enum ToolStop {
    Refused(ToolResult),
    Failed(ToolError),
}

impl From<ToolResult> for ToolStop {
    fn from(refusal: ToolResult) -> Self {
        Self::Refused(refusal)
    }
}

impl From<ToolError> for ToolStop {
    fn from(error: ToolError) -> Self {
        Self::Failed(error)
    }
}

impl From<cookbook_store::StoreError> for ToolStop {
    fn from(error: cookbook_store::StoreError) -> Self {
        Self::Failed(ToolError(error.to_string()))
    }
}

/// A route's refusal the user can act on (4xx) is told in the route's words; anything else is
/// an unexpected error.
impl From<crate::error::ApiError> for ToolStop {
    fn from(error: crate::error::ApiError) -> Self {
        if error.status.is_client_error() {
            Self::Refused(ToolResult::failed(error.code, error.message))
        } else {
            Self::Failed(ToolError(format!("{}: {}", error.code, error.message)))
        }
    }
}

/// One chat tool (seed 002's `BaseTool`).
#[async_trait]
pub trait ChatTool: Send + Sync {
    fn info(&self) -> ToolInfo;
    /// JSON Schema of the input object, written by hand like the seed's; none by default.
    fn parameters(&self) -> Value {
        serde_json::json!({"type": "object", "properties": {}})
    }
    async fn execute(&self, call: ToolCall<'_>) -> Result<ToolResult, ToolStop>;
}

/// A tool's name, category and the description the model reads to decide when and how to
/// call it (seed 002's `BaseTool` attributes besides its parameters).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ToolInfo {
    pub name: &'static str,
    pub category: ToolCategory,
    pub description: &'static str,
}

impl ToolInfo {
    pub const fn new(
        name: &'static str,
        category: ToolCategory,
        description: &'static str,
    ) -> Self {
        Self {
            name,
            category,
            description,
        }
    }
}

/// One call of a tool: the conversation as the tool sees it, the services and the model's input.
#[derive(Clone, Copy)]
pub struct ToolCall<'a> {
    pub ctx: &'a ToolContext,
    pub services: &'a ToolServices,
    pub input: &'a Value,
}
