//! The `openai` provider: any OpenAI-compatible chat-completions server (OpenAI, vLLM, llama.cpp,
//! Ollama). Requests and responses are async-openai's chat-completion types; they travel over
//! the crate's own transport because async-openai's client drops the `retry-after` header and the
//! status of error bodies it cannot parse, which the retry policy needs.

use async_openai::types::chat::{
    ChatCompletionMessageToolCall, ChatCompletionMessageToolCalls,
    ChatCompletionRequestAssistantMessage, ChatCompletionRequestAssistantMessageContent,
    ChatCompletionRequestMessage, ChatCompletionRequestSystemMessage,
    ChatCompletionRequestSystemMessageContent, ChatCompletionRequestToolMessage,
    ChatCompletionRequestToolMessageContent, ChatCompletionRequestUserMessage,
    ChatCompletionRequestUserMessageContent, ChatCompletionTool, ChatCompletionTools,
    CreateChatCompletionRequest, CreateChatCompletionResponse, FinishReason, FunctionCall,
    FunctionObject, ResponseFormat,
};
use async_trait::async_trait;
use reqwest::header::HeaderMap;
use serde_json::Value;

use crate::error::LlmError;
use crate::message::{ChatRequest, ChatResponse, ContentBlock, Message, Role, StopReason, Usage};
use crate::model::ChatModel;
use crate::retry::{RequestPolicy, with_retries};
use crate::secret::{ApiKey, KeySource};
use crate::transport::{JsonTransport, secret_header};

pub const OPENAI_DEFAULT_BASE_URL: &str = "https://api.openai.com/v1";
const PROVIDER: &str = "openai";

/// Where and how to reach an OpenAI-compatible server.
#[derive(Debug, Clone)]
pub struct OpenAiConfig {
    /// Up to and including the version segment, e.g. `http://127.0.0.1:8000/v1`.
    pub base_url: String,
    /// Sent as a bearer token when present.
    pub key: KeySource,
    pub model: String,
    pub policy: RequestPolicy,
}

/// A model behind an OpenAI-compatible `POST {base}/chat/completions`.
#[derive(Debug)]
pub struct OpenAiModel {
    transport: JsonTransport,
    url: String,
    key: ApiKey,
    model: String,
    policy: RequestPolicy,
}

impl OpenAiModel {
    pub fn new(config: OpenAiConfig) -> Result<Self, LlmError> {
        Ok(OpenAiModel {
            transport: JsonTransport::new(config.policy.timeout)?,
            url: format!("{}/chat/completions", config.base_url.trim_end_matches('/')),
            key: ApiKey::new(config.key),
            model: config.model,
            policy: config.policy,
        })
    }

    async fn headers(&self) -> Result<HeaderMap, LlmError> {
        let mut headers = HeaderMap::new();
        if let Some(key) = self.key.value().await? {
            let (name, value) = secret_header("authorization", &format!("Bearer {key}"))?;
            headers.insert(name, value);
        }
        Ok(headers)
    }
}

#[async_trait]
impl ChatModel for OpenAiModel {
    fn provider(&self) -> &str {
        PROVIDER
    }

    async fn complete(&self, request: &ChatRequest) -> Result<ChatResponse, LlmError> {
        let body = completion_request(&self.model, request)?;
        let headers = self.headers().await?;
        let response: CreateChatCompletionResponse =
            with_retries(&self.policy, PROVIDER, request.phase, || {
                self.transport.post(&self.url, headers.clone(), &body)
            })
            .await?;
        chat_response(response)
    }
}

fn completion_request(
    model: &str,
    request: &ChatRequest,
) -> Result<CreateChatCompletionRequest, LlmError> {
    let mut messages = Vec::with_capacity(request.messages.len() + 1);
    if let Some(system) = &request.system {
        messages.push(ChatCompletionRequestMessage::System(
            ChatCompletionRequestSystemMessage {
                content: ChatCompletionRequestSystemMessageContent::Text(system.clone()),
                name: None,
            },
        ));
    }
    for message in &request.messages {
        match message.role {
            Role::User => push_user_turn(message, &mut messages)?,
            Role::Assistant => messages.push(assistant_turn(message)?),
        }
    }
    let tools = request
        .tools
        .iter()
        .map(|tool| {
            ChatCompletionTools::Function(ChatCompletionTool {
                function: FunctionObject {
                    name: tool.name.clone(),
                    description: Some(tool.description.clone()),
                    parameters: Some(tool.input_schema.clone()),
                    strict: None,
                },
            })
        })
        .collect::<Vec<_>>();
    // `max_tokens` is deprecated by OpenAI but is the field vLLM, llama.cpp and Ollama all read.
    #[allow(deprecated)]
    let body = CreateChatCompletionRequest {
        model: model.to_owned(),
        messages,
        max_tokens: Some(request.max_tokens),
        temperature: request.temperature,
        tools: (!tools.is_empty()).then_some(tools),
        response_format: request.json_output.then_some(ResponseFormat::JsonObject),
        ..Default::default()
    };
    Ok(body)
}

/// Tool results become `tool` messages, which must directly follow the assistant's tool calls,
/// so they go before the turn's text.
fn push_user_turn(
    message: &Message,
    out: &mut Vec<ChatCompletionRequestMessage>,
) -> Result<(), LlmError> {
    let mut texts = Vec::new();
    for block in &message.content {
        match block {
            ContentBlock::Text { text } => texts.push(text.as_str()),
            ContentBlock::ToolResult {
                tool_use_id,
                content,
                is_error,
            } => out.push(ChatCompletionRequestMessage::Tool(
                ChatCompletionRequestToolMessage {
                    // The chat-completions API has no error flag; say it in the content.
                    content: ChatCompletionRequestToolMessageContent::Text(if *is_error {
                        format!("Error: {content}")
                    } else {
                        content.clone()
                    }),
                    tool_call_id: tool_use_id.clone(),
                },
            )),
            ContentBlock::ToolUse { name, .. } => {
                return Err(LlmError::InvalidRequest {
                    detail: format!("a user turn cannot contain a tool call ({name})"),
                });
            }
        }
    }
    if !texts.is_empty() {
        out.push(ChatCompletionRequestMessage::User(
            ChatCompletionRequestUserMessage {
                content: ChatCompletionRequestUserMessageContent::Text(texts.join("\n")),
                name: None,
            },
        ));
    }
    Ok(())
}

fn assistant_turn(message: &Message) -> Result<ChatCompletionRequestMessage, LlmError> {
    let mut texts = Vec::new();
    let mut tool_calls = Vec::new();
    for block in &message.content {
        match block {
            ContentBlock::Text { text } => texts.push(text.as_str()),
            ContentBlock::ToolUse { id, name, input } => tool_calls.push(
                ChatCompletionMessageToolCalls::Function(ChatCompletionMessageToolCall {
                    id: id.clone(),
                    function: FunctionCall {
                        name: name.clone(),
                        arguments: input.to_string(),
                    },
                }),
            ),
            ContentBlock::ToolResult { tool_use_id, .. } => {
                return Err(LlmError::InvalidRequest {
                    detail: format!(
                        "an assistant turn cannot contain a tool result ({tool_use_id})"
                    ),
                });
            }
        }
    }
    Ok(ChatCompletionRequestMessage::Assistant(
        ChatCompletionRequestAssistantMessage {
            content: (!texts.is_empty())
                .then(|| ChatCompletionRequestAssistantMessageContent::Text(texts.join("\n"))),
            tool_calls: (!tool_calls.is_empty()).then_some(tool_calls),
            ..Default::default()
        },
    ))
}

fn chat_response(response: CreateChatCompletionResponse) -> Result<ChatResponse, LlmError> {
    let choice = response
        .choices
        .into_iter()
        .next()
        .ok_or_else(|| LlmError::malformed("the completion has no choices"))?;
    let message = choice.message;
    let mut content = Vec::new();
    if let Some(text) = message.content.filter(|text| !text.is_empty()) {
        content.push(ContentBlock::Text { text });
    }
    let refused = message.refusal.is_some();
    if let Some(refusal) = message.refusal {
        content.push(ContentBlock::Text { text: refusal });
    }
    for call in message.tool_calls.unwrap_or_default() {
        content.push(tool_use(call)?);
    }
    let has_tool_calls = content
        .iter()
        .any(|block| matches!(block, ContentBlock::ToolUse { .. }));
    let stop_reason = match choice.finish_reason {
        _ if refused => StopReason::Refusal,
        Some(FinishReason::ToolCalls | FinishReason::FunctionCall) => StopReason::ToolUse,
        // Some servers (older Ollama) finish a tool-call turn with "stop".
        Some(FinishReason::Stop) | None if has_tool_calls => StopReason::ToolUse,
        Some(FinishReason::Stop) => StopReason::EndTurn,
        Some(FinishReason::Length) => StopReason::MaxTokens,
        Some(FinishReason::ContentFilter) => StopReason::Refusal,
        None => StopReason::Other("unspecified".to_owned()),
    };
    let usage = response.usage.map_or_else(Usage::default, |usage| Usage {
        input_tokens: u64::from(usage.prompt_tokens),
        output_tokens: u64::from(usage.completion_tokens),
    });
    Ok(ChatResponse {
        content,
        stop_reason,
        usage,
        model: response.model,
    })
}

/// Tool arguments arrive as a JSON string; they must hold a JSON object (empty means no arguments).
fn tool_use(call: ChatCompletionMessageToolCalls) -> Result<ContentBlock, LlmError> {
    let call = match call {
        ChatCompletionMessageToolCalls::Function(call) => call,
        ChatCompletionMessageToolCalls::Custom(custom) => {
            return Err(LlmError::malformed(format!(
                "unexpected custom tool call {:?}",
                custom.custom_tool.name
            )));
        }
    };
    let arguments = call.function.arguments.trim();
    let input = if arguments.is_empty() {
        Value::Object(Default::default())
    } else {
        serde_json::from_str::<Value>(arguments).map_err(|e| {
            LlmError::malformed(format!(
                "arguments of tool call {:?} are not valid JSON: {e}",
                call.function.name
            ))
        })?
    };
    if !input.is_object() {
        return Err(LlmError::malformed(format!(
            "arguments of tool call {:?} are not a JSON object",
            call.function.name
        )));
    }
    Ok(ContentBlock::ToolUse {
        id: call.id,
        name: call.function.name,
        input,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::message::ToolSpec;
    use crate::phase::LlmPhase;
    use serde_json::json;

    #[test]
    fn tool_round_trip_maps_to_assistant_tool_calls_then_tool_messages() {
        let mut request = ChatRequest::new(
            LlmPhase::Chat,
            vec![
                Message::user("weather?"),
                Message {
                    role: Role::Assistant,
                    content: vec![ContentBlock::ToolUse {
                        id: "call_1".into(),
                        name: "weather".into(),
                        input: json!({"city": "Oslo"}),
                    }],
                },
                Message::tool_results(vec![
                    ContentBlock::tool_result("call_1", "rain", false),
                    ContentBlock::text("and tomorrow?"),
                ]),
            ],
        );
        request.system = Some("be brief".into());
        request.tools = vec![ToolSpec {
            name: "weather".into(),
            description: "forecast".into(),
            input_schema: json!({"type": "object"}),
        }];
        request.json_output = true;
        let wire = serde_json::to_value(completion_request("m", &request).unwrap()).unwrap();
        let roles: Vec<_> = wire["messages"]
            .as_array()
            .unwrap()
            .iter()
            .map(|m| m["role"].clone())
            .collect();
        assert_eq!(roles, vec!["system", "user", "assistant", "tool", "user"]);
        assert_eq!(
            wire["messages"][2]["tool_calls"][0]["function"]["arguments"],
            "{\"city\":\"Oslo\"}"
        );
        assert_eq!(wire["messages"][3]["tool_call_id"], "call_1");
        assert_eq!(wire["tools"][0]["type"], "function");
        assert_eq!(wire["response_format"], json!({"type": "json_object"}));
        assert_eq!(wire["max_tokens"], 4096);
    }

    #[test]
    fn a_tool_result_in_an_assistant_turn_is_rejected() {
        let request = ChatRequest::new(
            LlmPhase::Chat,
            vec![Message {
                role: Role::Assistant,
                content: vec![ContentBlock::tool_result("x", "y", false)],
            }],
        );
        assert!(matches!(
            completion_request("m", &request),
            Err(LlmError::InvalidRequest { .. })
        ));
    }
}
