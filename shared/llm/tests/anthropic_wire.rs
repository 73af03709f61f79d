//! The `anthropic` provider against a mock Messages API replaying the documented wire format:
//! text, tool use and tool-result round trip, stop reasons, retries, errors, malformed bodies,
//! timeouts and keys resolved from a secret store.

mod common;

use std::sync::Arc;
use std::time::Duration;

use async_trait::async_trait;
use cookbook_llm::{
    AnthropicConfig, AnthropicModel, ChatModel, ChatRequest, KeySource, LlmError, LlmPhase,
    Message, SecretSource, StatusKind, StopReason, ToolSpec, Usage,
};
use serde_json::{Value, json};
use wiremock::matchers::{body_partial_json, body_string_contains, header, method, path};
use wiremock::{Mock, MockServer, ResponseTemplate};

use common::{answer_tool_call, fast_policy, json_reply, sent_body, serve};

const MODEL: &str = "claude-test-1";

fn model(server: &MockServer, max_retries: u32) -> AnthropicModel {
    model_with_key(server, max_retries, KeySource::Literal("test-key".into()))
}

fn model_with_key(server: &MockServer, max_retries: u32, key: KeySource) -> AnthropicModel {
    AnthropicModel::new(AnthropicConfig {
        base_url: server.uri(),
        key,
        model: MODEL.into(),
        policy: fast_policy(max_retries),
    })
    .unwrap()
}

fn messages_endpoint() -> wiremock::MockBuilder {
    Mock::given(method("POST"))
        .and(path("/v1/messages"))
        .and(header("x-api-key", "test-key"))
        .and(header("anthropic-version", "2023-06-01"))
        .and(header("content-type", "application/json"))
}

fn message_body(content: Value, stop_reason: &str) -> Value {
    json!({
        "id": "msg_01XFDUDYJgAACzvnptvVoYEL",
        "type": "message",
        "role": "assistant",
        "model": MODEL,
        "content": content,
        "stop_reason": stop_reason,
        "stop_sequence": null,
        "usage": {
            "input_tokens": 2095,
            "cache_creation_input_tokens": 0,
            "cache_read_input_tokens": 5,
            "output_tokens": 503,
            "service_tier": "standard"
        }
    })
}

fn error_body(error_type: &str, message: &str) -> Value {
    json!({
        "type": "error",
        "error": {"type": error_type, "message": message},
        "request_id": "req_011CSHoEeqs5C35K2UUqR7Fy"
    })
}

fn weather_tool() -> ToolSpec {
    ToolSpec {
        name: "get_weather".into(),
        description: "Get the current weather in a given location".into(),
        input_schema: json!({
            "type": "object",
            "properties": {"location": {"type": "string", "description": "The city"}},
            "required": ["location"]
        }),
    }
}

fn hello(phase: LlmPhase) -> ChatRequest {
    ChatRequest::new(phase, vec![Message::user("Hello, Claude")])
}

/// A message of one text block that ends the turn.
fn text_reply(text: &str) -> ResponseTemplate {
    json_reply(
        200,
        message_body(json!([{"type": "text", "text": text}]), "end_turn"),
    )
}

/// An API error: `status` with the documented error body.
fn error_reply(status: u16, error_type: &str, message: &str) -> ResponseTemplate {
    json_reply(status, error_body(error_type, message))
}

/// The error a model with `max_retries` retries ends with when asked [`hello`] for `phase`.
async fn failure(server: &MockServer, max_retries: u32, phase: LlmPhase) -> LlmError {
    model(server, max_retries)
        .complete(&hello(phase))
        .await
        .unwrap_err()
}

#[tokio::test]
async fn a_text_answer_carries_text_stop_reason_usage_and_model() {
    let server = MockServer::start().await;
    let endpoint = messages_endpoint().and(body_partial_json(json!({
        "model": MODEL,
        "max_tokens": 256,
        "system": "You are terse.",
        "temperature": 0.2,
        "messages": [{"role": "user", "content": [{"type": "text", "text": "Hello, Claude"}]}]
    })));
    serve(&server, endpoint, text_reply("Hi! My name is Claude."), 1).await;

    let mut request = hello(LlmPhase::Chat);
    request.system = Some("You are terse.".into());
    request.max_tokens = 256;
    request.temperature = Some(0.2);
    let response = model(&server, 0).complete(&request).await.unwrap();

    assert_eq!(response.text(), "Hi! My name is Claude.");
    assert_eq!(response.stop_reason, StopReason::EndTurn);
    // Cached prompt tokens count as input.
    assert_eq!(
        response.usage,
        Usage {
            input_tokens: 2100,
            output_tokens: 503
        }
    );
    assert_eq!(response.model, MODEL);
    let sent = sent_body(&server, 0).await;
    assert!(
        sent.get("tools").is_none(),
        "no tools were given, so none are sent"
    );
}

#[tokio::test]
async fn a_tool_use_turn_and_its_tool_result_round_trip() {
    let server = MockServer::start().await;
    let with_tools = messages_endpoint().and(body_partial_json(
        json!({"tools": [{"name": "get_weather"}]}),
    ));
    let tool_use = message_body(
        json!([
            {"type": "text", "text": "I'll check the weather."},
            {"type": "tool_use", "id": "toolu_01A09q90qw90lq917835lq9", "name": "get_weather", "input": {"location": "Oslo"}}
        ]),
        "tool_use",
    );
    serve(&server, with_tools, json_reply(200, tool_use), 1).await;
    messages_endpoint()
        .and(body_string_contains("tool_result"))
        .respond_with(text_reply("It is 4°C and raining in Oslo."))
        .with_priority(1)
        .expect(1)
        .mount(&server)
        .await;
    let model = model(&server, 0);

    let mut request = ChatRequest::new(LlmPhase::Chat, vec![Message::user("Weather in Oslo?")]);
    request.tools = vec![weather_tool()];
    let first = model.complete(&request).await.unwrap();
    assert_eq!(first.stop_reason, StopReason::ToolUse);
    let calls = first.tool_uses();
    assert_eq!(calls.len(), 1);
    assert_eq!(calls[0].name, "get_weather");
    assert_eq!(calls[0].input, &json!({"location": "Oslo"}));

    answer_tool_call(&mut request, &first, calls[0].id, "4°C, rain");
    let second = model.complete(&request).await.unwrap();
    assert_eq!(second.text(), "It is 4°C and raining in Oslo.");

    let sent = sent_body(&server, 1).await;
    assert_eq!(
        sent["tools"][0],
        json!({
            "name": "get_weather",
            "description": "Get the current weather in a given location",
            "input_schema": weather_tool().input_schema
        })
    );
    assert_eq!(
        sent["messages"][1],
        json!({"role": "assistant", "content": [
            {"type": "text", "text": "I'll check the weather."},
            {"type": "tool_use", "id": "toolu_01A09q90qw90lq917835lq9", "name": "get_weather", "input": {"location": "Oslo"}}
        ]})
    );
    assert_eq!(
        sent["messages"][2],
        json!({"role": "user", "content": [
            {"type": "tool_result", "tool_use_id": "toolu_01A09q90qw90lq917835lq9", "content": "4°C, rain", "is_error": false}
        ]})
    );
}

#[tokio::test]
async fn max_tokens_and_refusal_stops_are_reported() {
    let server = MockServer::start().await;
    let truncated = message_body(
        json!([{"type": "text", "text": "{\"title\": \"Pan"}]),
        "max_tokens",
    );
    let small_budget = messages_endpoint().and(body_partial_json(json!({"max_tokens": 5})));
    serve(&server, small_budget, json_reply(200, truncated), 1).await;
    let refusing = messages_endpoint().and(body_partial_json(json!({"max_tokens": 6})));
    let refusal = message_body(json!([]), "refusal");
    serve(&server, refusing, json_reply(200, refusal), 1).await;
    let model = model(&server, 0);

    let mut request = hello(LlmPhase::Extract);
    request.max_tokens = 5;
    assert_eq!(
        model.complete(&request).await.unwrap().stop_reason,
        StopReason::MaxTokens
    );
    request.max_tokens = 6;
    let refused = model.complete(&request).await.unwrap();
    assert_eq!(refused.stop_reason, StopReason::Refusal);
    assert_eq!(refused.text(), "");
}

#[tokio::test]
async fn rate_limited_then_success_is_retried_honouring_retry_after() {
    let server = MockServer::start().await;
    let rate_limited = error_reply(
        429,
        "rate_limit_error",
        "Number of request tokens has exceeded your per-minute rate limit",
    );
    messages_endpoint()
        .respond_with(rate_limited.insert_header("retry-after", "0"))
        .up_to_n_times(1)
        .expect(1)
        .mount(&server)
        .await;
    serve(&server, messages_endpoint(), text_reply("done"), 1).await;

    let response = model(&server, 2)
        .complete(&hello(LlmPhase::Extract))
        .await
        .unwrap();
    assert_eq!(response.text(), "done");
}

#[tokio::test]
async fn a_retry_after_longer_than_the_policy_allows_ends_the_retries() {
    let server = MockServer::start().await;
    let slow_down = error_reply(429, "rate_limit_error", "slow down");
    let reply = slow_down.insert_header("retry-after", "120");
    serve(&server, messages_endpoint(), reply, 1).await;

    let error = failure(&server, 3, LlmPhase::Extract).await;
    assert!(
        matches!(
            error,
            LlmError::Status {
                status: 429,
                kind: StatusKind::RateLimited,
                ..
            }
        ),
        "{error:?}"
    );
}

#[tokio::test]
async fn overloaded_is_retried_until_the_retries_are_spent() {
    let server = MockServer::start().await;
    let overloaded = error_reply(529, "overloaded_error", "Overloaded");
    serve(&server, messages_endpoint(), overloaded, 3).await;

    let error = failure(&server, 2, LlmPhase::Normalize).await;
    assert_eq!(
        error,
        LlmError::Status {
            status: 529,
            kind: StatusKind::Overloaded,
            message: "Overloaded".into()
        }
    );
    assert!(error.is_retryable());
}

#[tokio::test]
async fn an_authentication_error_is_not_retried() {
    let server = MockServer::start().await;
    let refused = error_reply(401, "authentication_error", "invalid x-api-key");
    serve(&server, messages_endpoint(), refused, 1).await;

    let error = failure(&server, 3, LlmPhase::Chat).await;
    assert_eq!(
        error,
        LlmError::Status {
            status: 401,
            kind: StatusKind::Auth,
            message: "invalid x-api-key".into()
        }
    );
    assert!(!error.is_retryable());
}

#[tokio::test]
async fn a_malformed_body_is_reported_and_not_retried() {
    let server = MockServer::start().await;
    let malformed = json_reply(200, json!({"type": "message", "content": "oops"}));
    serve(&server, messages_endpoint(), malformed, 1).await;

    let error = failure(&server, 3, LlmPhase::Extract).await;
    assert!(matches!(error, LlmError::Malformed { .. }), "{error:?}");
}

#[tokio::test]
async fn a_slow_answer_times_out_after_each_attempt() {
    let server = MockServer::start().await;
    let late = text_reply("late").set_delay(Duration::from_secs(5));
    serve(&server, messages_endpoint(), late, 2).await;

    let error = failure(&server, 1, LlmPhase::Extract).await;
    assert_eq!(error, LlmError::Timeout);
}

struct FixedStore;

#[async_trait]
impl SecretSource for FixedStore {
    async fn secret(&self, name: &str) -> Result<String, LlmError> {
        match name {
            "/cookbook/anthropic" => Ok("test-key".into()),
            other => Err(LlmError::Config {
                key: other.into(),
                message: "no such secret".into(),
            }),
        }
    }
}

#[tokio::test]
async fn a_key_named_by_a_secret_is_resolved_through_the_secret_source() {
    let server = MockServer::start().await;
    serve(&server, messages_endpoint(), text_reply("ok"), 1).await;

    let key = KeySource::Secret {
        name: "/cookbook/anthropic".into(),
        store: Arc::new(FixedStore),
    };
    let response = model_with_key(&server, 0, key)
        .complete(&hello(LlmPhase::Chat))
        .await
        .unwrap();
    assert_eq!(response.text(), "ok");

    let missing = KeySource::Secret {
        name: "/cookbook/other".into(),
        store: Arc::new(FixedStore),
    };
    let error = model_with_key(&server, 0, missing)
        .complete(&hello(LlmPhase::Chat))
        .await
        .unwrap_err();
    assert!(matches!(error, LlmError::Config { .. }), "{error:?}");
}
