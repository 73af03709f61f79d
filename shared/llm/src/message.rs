//! Provider-neutral chat requests and responses: messages made of text, tool-use and tool-result
//! blocks (the Anthropic Messages model, which the OpenAI mapping translates to and from).

use std::fmt;

use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::phase::LlmPhase;

/// Output budget used by [`ChatRequest::new`] when the caller sets none.
pub const DEFAULT_MAX_TOKENS: u32 = 4096;

/// Who wrote a message; the system prompt travels separately in [`ChatRequest::system`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "lowercase")]
pub enum Role {
    User,
    Assistant,
}

/// One block of a message.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ContentBlock {
    Text {
        text: String,
    },
    /// The model asks for a tool call; `input` matches the tool's `input_schema`.
    ToolUse {
        id: String,
        name: String,
        input: Value,
    },
    /// The caller's answer to the `ToolUse` with id `tool_use_id`.
    ToolResult {
        tool_use_id: String,
        content: String,
        #[serde(default)]
        is_error: bool,
    },
}

impl ContentBlock {
    pub fn text(text: impl Into<String>) -> Self {
        ContentBlock::Text { text: text.into() }
    }

    pub fn tool_result(
        tool_use_id: impl Into<String>,
        content: impl Into<String>,
        is_error: bool,
    ) -> Self {
        ContentBlock::ToolResult {
            tool_use_id: tool_use_id.into(),
            content: content.into(),
            is_error,
        }
    }
}

/// A turn of the conversation.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Message {
    pub role: Role,
    pub content: Vec<ContentBlock>,
}

impl Message {
    pub fn user(text: impl Into<String>) -> Self {
        Message {
            role: Role::User,
            content: vec![ContentBlock::text(text)],
        }
    }

    pub fn assistant(text: impl Into<String>) -> Self {
        Message {
            role: Role::Assistant,
            content: vec![ContentBlock::text(text)],
        }
    }

    /// A user turn carrying tool results (the reply to an assistant's tool-use turn).
    pub fn tool_results(results: Vec<ContentBlock>) -> Self {
        Message {
            role: Role::User,
            content: results,
        }
    }
}

/// A tool the model may call.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ToolSpec {
    pub name: String,
    pub description: String,
    /// JSON Schema of the tool's input object.
    pub input_schema: Value,
}

/// One model call. `phase` selects routing and usage accounting, never the prompt.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ChatRequest {
    pub phase: LlmPhase,
    pub system: Option<String>,
    pub messages: Vec<Message>,
    pub tools: Vec<ToolSpec>,
    pub max_tokens: u32,
    pub temperature: Option<f32>,
    /// Ask for a single JSON value as output (OpenAI `response_format: json_object`; Anthropic
    /// has no such switch, so the prompt must ask and [`crate::parse_json_output`] reads it).
    pub json_output: bool,
}

impl ChatRequest {
    /// A request with no system prompt, no tools, [`DEFAULT_MAX_TOKENS`] and provider defaults.
    pub fn new(phase: LlmPhase, messages: Vec<Message>) -> Self {
        ChatRequest {
            phase,
            system: None,
            messages,
            tools: Vec::new(),
            max_tokens: DEFAULT_MAX_TOKENS,
            temperature: None,
            json_output: false,
        }
    }
}

/// Why the model stopped. Serialized in the Messages API spelling (`end_turn`, `tool_use`…).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum StopReason {
    EndTurn,
    ToolUse,
    MaxTokens,
    StopSequence,
    Refusal,
    /// A reason this crate does not model, as the provider spelled it.
    Other(String),
}

impl StopReason {
    /// Reads the Messages API spelling; unknown reasons are kept as [`StopReason::Other`].
    pub fn parse(reason: &str) -> Self {
        match reason {
            "end_turn" => StopReason::EndTurn,
            "tool_use" => StopReason::ToolUse,
            "max_tokens" => StopReason::MaxTokens,
            "stop_sequence" => StopReason::StopSequence,
            "refusal" => StopReason::Refusal,
            other => StopReason::Other(other.to_owned()),
        }
    }

    pub fn as_str(&self) -> &str {
        match self {
            StopReason::EndTurn => "end_turn",
            StopReason::ToolUse => "tool_use",
            StopReason::MaxTokens => "max_tokens",
            StopReason::StopSequence => "stop_sequence",
            StopReason::Refusal => "refusal",
            StopReason::Other(other) => other,
        }
    }
}

impl fmt::Display for StopReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl Serialize for StopReason {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_str())
    }
}

impl<'de> Deserialize<'de> for StopReason {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        String::deserialize(deserializer).map(|reason| StopReason::parse(&reason))
    }
}

/// Tokens billed for one call.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Usage {
    pub input_tokens: u64,
    pub output_tokens: u64,
}

/// A tool call the model asked for, borrowed from a [`ChatResponse`].
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct ToolUseRef<'a> {
    pub id: &'a str,
    pub name: &'a str,
    pub input: &'a Value,
}

/// The model's answer (serializable, so a task can keep it as an artifact).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ChatResponse {
    pub content: Vec<ContentBlock>,
    pub stop_reason: StopReason,
    pub usage: Usage,
    /// The model that answered, as the provider reports it.
    pub model: String,
}

impl ChatResponse {
    /// A plain text answer that ended its turn, with zero usage (offline behaviours, test doubles).
    pub fn from_text(model: impl Into<String>, text: impl Into<String>) -> Self {
        ChatResponse {
            content: vec![ContentBlock::text(text)],
            stop_reason: StopReason::EndTurn,
            usage: Usage::default(),
            model: model.into(),
        }
    }

    /// All text blocks, concatenated (providers may split one answer over several blocks).
    pub fn text(&self) -> String {
        self.content
            .iter()
            .filter_map(|block| match block {
                ContentBlock::Text { text } => Some(text.as_str()),
                _ => None,
            })
            .collect()
    }

    /// The tool calls of this turn, in order.
    pub fn tool_uses(&self) -> Vec<ToolUseRef<'_>> {
        self.content
            .iter()
            .filter_map(|block| match block {
                ContentBlock::ToolUse { id, name, input } => Some(ToolUseRef { id, name, input }),
                _ => None,
            })
            .collect()
    }

    /// This answer as the assistant turn to append to the conversation before tool results.
    pub fn to_message(&self) -> Message {
        Message {
            role: Role::Assistant,
            content: self.content.clone(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn text_joins_text_blocks_and_tool_uses_lists_calls() {
        let response = ChatResponse {
            content: vec![
                ContentBlock::text("Let me "),
                ContentBlock::ToolUse {
                    id: "t1".into(),
                    name: "search".into(),
                    input: json!({"q": "soup"}),
                },
                ContentBlock::text("look."),
            ],
            stop_reason: StopReason::ToolUse,
            usage: Usage::default(),
            model: "m".into(),
        };
        assert_eq!(response.text(), "Let me look.");
        let calls = response.tool_uses();
        assert_eq!(calls.len(), 1);
        assert_eq!((calls[0].id, calls[0].name), ("t1", "search"));
        assert_eq!(calls[0].input, &json!({"q": "soup"}));
        assert_eq!(response.to_message().role, Role::Assistant);
    }

    #[test]
    fn stop_reasons_serialize_as_their_wire_spelling() {
        assert_eq!(
            serde_json::to_value(StopReason::MaxTokens).unwrap(),
            json!("max_tokens")
        );
        let other: StopReason = serde_json::from_value(json!("pause_turn")).unwrap();
        assert_eq!(other, StopReason::Other("pause_turn".into()));
        assert_eq!(serde_json::to_value(&other).unwrap(), json!("pause_turn"));
    }

    #[test]
    fn content_blocks_serialize_in_the_messages_api_shape() {
        let block = ContentBlock::tool_result("toolu_1", "42", false);
        assert_eq!(
            serde_json::to_value(&block).unwrap(),
            json!({"type": "tool_result", "tool_use_id": "toolu_1", "content": "42", "is_error": false})
        );
    }
}
