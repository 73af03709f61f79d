//! The one trait every chat model implements, whatever the provider.

use async_trait::async_trait;

use crate::error::LlmError;
use crate::message::{ChatRequest, ChatResponse};

/// A chat model with tool use and JSON output.
#[async_trait]
pub trait ChatModel: Send + Sync {
    /// The provider's name: `anthropic`, `openai` or `offline`.
    fn provider(&self) -> &str;

    /// Sends one request; implementations retry transient failures themselves.
    async fn complete(&self, request: &ChatRequest) -> Result<ChatResponse, LlmError>;
}
