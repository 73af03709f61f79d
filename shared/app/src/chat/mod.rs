//! The chat assistant (seed 002): a registry of tools over the application's services, an
//! orchestrator that runs the model's tool-use loop, the chat state tools may change, and the
//! offline model that maps plain requests to tool calls.

pub mod context;
pub mod history_limits;
pub mod http;
pub mod offline;
pub mod orchestrator;
pub mod registry;
pub mod state;
pub mod tool;
pub mod tools;

pub use context::ConversationContext;
pub use orchestrator::{ChatTurn, MAX_MODEL_ROUNDS, SYSTEM_PROMPT, ToolCallRecord, respond};
pub use registry::{DuplicateTool, ToolRegistry};
pub use state::{ChatState, PendingQuestion, PendingSwap, PlanFilters, StateUpdate, SwapOption};
pub use tool::{
    ChatTool, ToolCall, ToolCategory, ToolContext, ToolError, ToolInfo, ToolResult, ToolServices,
    ToolStop,
};
