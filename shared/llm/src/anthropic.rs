//! The `anthropic` provider: the Messages API (`POST {base}/v1/messages`) written with reqwest and
//! serde. Our [`Message`]/[`ContentBlock`]/[`ToolSpec`] serialize in that API's shape, so only the
//! response needs its own wire types.

use reqwest::header::{HeaderMap, HeaderValue};
use serde::{Deserialize, Serialize};
use serde_json::Value;

use async_trait::async_trait;

use crate::error::LlmError;
use crate::message::{
    ChatRequest, ChatResponse, ContentBlock, Message, StopReason, ToolSpec, Usage,
};
use crate::model::ChatModel;
use crate::retry::{RequestPolicy, with_retries};
use crate::secret::{ApiKey, KeySource};
use crate::transport::{JsonTransport, secret_header};

pub const ANTHROPIC_DEFAULT_BASE_URL: &str = "https://api.anthropic.com";
/// The API version this client speaks (sent as `anthropic-version`).
pub const ANTHROPIC_API_VERSION: &str = "2023-06-01";
pub const ANTHROPIC_DEFAULT_MODEL: &str = "claude-sonnet-4-5";
const PROVIDER: &str = "anthropic";

/// Where and how to reach the Messages API.
#[derive(Debug, Clone)]
pub struct AnthropicConfig {
    /// Without the `/v1/messages` path, e.g. [`ANTHROPIC_DEFAULT_BASE_URL`].
    pub base_url: String,
    pub key: KeySource,
    pub model: String,
    pub policy: RequestPolicy,
}

/// A Claude model behind the Messages API.
#[derive(Debug)]
pub struct AnthropicModel {
    transport: JsonTransport,
    url: String,
    key: ApiKey,
    model: String,
    policy: RequestPolicy,
}

impl AnthropicModel {
    pub fn new(config: AnthropicConfig) -> Result<Self, LlmError> {
        Ok(AnthropicModel {
            transport: JsonTransport::new(config.policy.timeout)?,
            url: format!("{}/v1/messages", config.base_url.trim_end_matches('/')),
            key: ApiKey::new(config.key),
            model: config.model,
            policy: config.policy,
        })
    }

    async fn headers(&self) -> Result<HeaderMap, LlmError> {
        let mut headers = HeaderMap::new();
        headers.insert(
            "anthropic-version",
            HeaderValue::from_static(ANTHROPIC_API_VERSION),
        );
        if let Some(key) = self.key.value().await? {
            let (name, value) = secret_header("x-api-key", key)?;
            headers.insert(name, value);
        }
        Ok(headers)
    }
}

#[async_trait]
impl ChatModel for AnthropicModel {
    fn provider(&self) -> &str {
        PROVIDER
    }

    async fn complete(&self, request: &ChatRequest) -> Result<ChatResponse, LlmError> {
        let headers = self.headers().await?;
        let body = MessagesRequest {
            model: &self.model,
            max_tokens: request.max_tokens,
            system: request.system.as_deref(),
            messages: &request.messages,
            tools: &request.tools,
            temperature: request.temperature,
        };
        let response: MessagesResponse =
            with_retries(&self.policy, PROVIDER, request.phase, || {
                self.transport.post(&self.url, headers.clone(), &body)
            })
            .await?;
        Ok(response.into_chat_response())
    }
}

#[derive(Serialize)]
struct MessagesRequest<'a> {
    model: &'a str,
    max_tokens: u32,
    #[serde(skip_serializing_if = "Option::is_none")]
    system: Option<&'a str>,
    messages: &'a [Message],
    #[serde(skip_serializing_if = "<[ToolSpec]>::is_empty")]
    tools: &'a [ToolSpec],
    #[serde(skip_serializing_if = "Option::is_none")]
    temperature: Option<f32>,
}

#[derive(Deserialize)]
struct MessagesResponse {
    model: String,
    content: Vec<ResponseBlock>,
    stop_reason: Option<String>,
    usage: ResponseUsage,
}

/// Response blocks; kinds we never ask for (thinking, server tools…) are skipped.
#[derive(Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
enum ResponseBlock {
    Text {
        text: String,
    },
    ToolUse {
        id: String,
        name: String,
        input: Value,
    },
    #[serde(other)]
    Unsupported,
}

#[derive(Deserialize)]
struct ResponseUsage {
    input_tokens: u64,
    output_tokens: u64,
    /// Cached prompt tokens are billed as input too.
    #[serde(default)]
    cache_creation_input_tokens: Option<u64>,
    #[serde(default)]
    cache_read_input_tokens: Option<u64>,
}

impl MessagesResponse {
    fn into_chat_response(self) -> ChatResponse {
        let content = self
            .content
            .into_iter()
            .filter_map(|block| match block {
                ResponseBlock::Text { text } => Some(ContentBlock::Text { text }),
                ResponseBlock::ToolUse { id, name, input } => {
                    Some(ContentBlock::ToolUse { id, name, input })
                }
                ResponseBlock::Unsupported => None,
            })
            .collect();
        let stop_reason = self.stop_reason.as_deref().map_or_else(
            || StopReason::Other("unspecified".to_owned()),
            StopReason::parse,
        );
        let usage = &self.usage;
        ChatResponse {
            content,
            stop_reason,
            usage: Usage {
                input_tokens: usage.input_tokens
                    + usage.cache_creation_input_tokens.unwrap_or(0)
                    + usage.cache_read_input_tokens.unwrap_or(0),
                output_tokens: usage.output_tokens,
            },
            model: self.model,
        }
    }
}
