//! The `openai` provider against a mock chat-completions server replaying the documented wire
//! format: JSON mode, tool calls and tool-message round trip, finish reasons, retries, errors,
//! malformed bodies and malformed tool arguments.

mod common;

use cookbook_llm::{
    ChatModel, ChatRequest, ContentBlock, KeySource, LlmError, LlmPhase, Message, OpenAiConfig,
    OpenAiModel, StatusKind, StopReason, ToolSpec, Usage, parse_json_output,
};
use serde_json::{Value, json};
use wiremock::matchers::{body_partial_json, body_string_contains, header, method, path};
use wiremock::{Mock, MockServer, ResponseTemplate};

use common::{answer_tool_call, fast_policy, json_reply, sent_body, serve};

const MODEL: &str = "llama-3.2-8b-instruct";

fn model(server: &MockServer, max_retries: u32, key: KeySource) -> OpenAiModel {
    OpenAiModel::new(OpenAiConfig {
        base_url: format!("{}/v1", server.uri()),
        key,
        model: MODEL.into(),
        policy: fast_policy(max_retries),
    })
    .unwrap()
}

fn keyed(server: &MockServer, max_retries: u32) -> OpenAiModel {
    model(server, max_retries, KeySource::Literal("sk-test".into()))
}

fn completions_endpoint() -> wiremock::MockBuilder {
    Mock::given(method("POST"))
        .and(path("/v1/chat/completions"))
        .and(header("authorization", "Bearer sk-test"))
}

fn completion(message: Value, finish_reason: &str) -> Value {
    json!({
        "id": "chatcmpl-B9MBs8CjcvOU2jLn4n570S5qMJKcT",
        "object": "chat.completion",
        "created": 1741569952,
        "model": MODEL,
        "choices": [{"index": 0, "message": message, "logprobs": null, "finish_reason": finish_reason}],
        "usage": {
            "prompt_tokens": 19,
            "completion_tokens": 10,
            "total_tokens": 29,
            "prompt_tokens_details": {"cached_tokens": 0, "audio_tokens": 0},
            "completion_tokens_details": {"reasoning_tokens": 0, "audio_tokens": 0, "accepted_prediction_tokens": 0, "rejected_prediction_tokens": 0}
        },
        "service_tier": "default",
        "system_fingerprint": "fp_3a668b2d7e"
    })
}

fn assistant_text(text: &str) -> Value {
    json!({"role": "assistant", "content": text, "refusal": null, "annotations": []})
}

fn tool_call_message(arguments: &str) -> Value {
    json!({
        "role": "assistant",
        "content": null,
        "tool_calls": [{
            "id": "call_12345xyz",
            "type": "function",
            "function": {"name": "get_weather", "arguments": arguments}
        }],
        "refusal": null,
        "annotations": []
    })
}

fn openai_error(message: &str, error_type: &str, code: &str) -> Value {
    json!({"error": {"message": message, "type": error_type, "param": null, "code": code}})
}

/// A completion of one assistant message with `text`, stopped normally.
fn text_reply(text: &str) -> ResponseTemplate {
    json_reply(200, completion(assistant_text(text), "stop"))
}

/// A one-message request for `phase` saying `text`.
fn ask(phase: LlmPhase, text: &str) -> ChatRequest {
    ChatRequest::new(phase, vec![Message::user(text)])
}

/// The error a keyed model with `max_retries` retries ends with on `request`.
async fn failure(server: &MockServer, max_retries: u32, request: &ChatRequest) -> LlmError {
    keyed(server, max_retries)
        .complete(request)
        .await
        .unwrap_err()
}

fn weather_request() -> ChatRequest {
    let mut request = ask(LlmPhase::Chat, "Weather in Oslo?");
    request.tools = vec![ToolSpec {
        name: "get_weather".into(),
        description: "Get the current weather in a given location".into(),
        input_schema: json!({"type": "object", "properties": {"location": {"type": "string"}}, "required": ["location"]}),
    }];
    request
}

#[tokio::test]
async fn json_mode_sends_response_format_and_returns_the_json_answer() {
    let server = MockServer::start().await;
    let endpoint = completions_endpoint().and(body_partial_json(json!({
        "model": MODEL,
        "response_format": {"type": "json_object"},
        "max_tokens": 1000,
        "messages": [
            {"role": "system", "content": "Output only JSON."},
            {"role": "user", "content": "Extract the recipe."}
        ]
    })));
    let answer = text_reply("{\"title\": \"Pancakes\", \"servings\": 4}");
    serve(&server, endpoint, answer, 1).await;

    let mut request = ask(LlmPhase::Extract, "Extract the recipe.");
    request.system = Some("Output only JSON.".into());
    request.max_tokens = 1000;
    request.json_output = true;
    let response = keyed(&server, 0).complete(&request).await.unwrap();

    assert_eq!(response.stop_reason, StopReason::EndTurn);
    assert_eq!(
        response.usage,
        Usage {
            input_tokens: 19,
            output_tokens: 10
        }
    );
    assert_eq!(response.model, MODEL);
    assert_eq!(
        parse_json_output(&response).unwrap(),
        json!({"title": "Pancakes", "servings": 4})
    );
}

#[tokio::test]
async fn tool_calls_round_trip_as_tool_messages() {
    let server = MockServer::start().await;
    let with_tools = completions_endpoint().and(body_partial_json(
        json!({"tools": [{"type": "function", "function": {"name": "get_weather"}}]}),
    ));
    let tool_calls = completion(tool_call_message("{\"location\":\"Oslo\"}"), "tool_calls");
    serve(&server, with_tools, json_reply(200, tool_calls), 1).await;
    completions_endpoint()
        .and(body_string_contains("\"role\":\"tool\""))
        .respond_with(text_reply("It is 4°C and raining in Oslo."))
        .with_priority(1)
        .expect(1)
        .mount(&server)
        .await;
    let model = keyed(&server, 0);

    let mut request = weather_request();
    let first = model.complete(&request).await.unwrap();
    assert_eq!(first.stop_reason, StopReason::ToolUse);
    assert_eq!(
        first.content,
        vec![ContentBlock::ToolUse {
            id: "call_12345xyz".into(),
            name: "get_weather".into(),
            input: json!({"location": "Oslo"})
        }]
    );

    answer_tool_call(&mut request, &first, "call_12345xyz", "4°C, rain");
    let second = model.complete(&request).await.unwrap();
    assert_eq!(second.text(), "It is 4°C and raining in Oslo.");

    let sent = sent_body(&server, 1).await;
    assert_eq!(
        sent["messages"][1],
        json!({"role": "assistant", "tool_calls": [
            {"type": "function", "id": "call_12345xyz", "function": {"name": "get_weather", "arguments": "{\"location\":\"Oslo\"}"}}
        ]})
    );
    assert_eq!(
        sent["messages"][2],
        json!({"role": "tool", "content": "4°C, rain", "tool_call_id": "call_12345xyz"})
    );
}

#[tokio::test]
async fn a_tool_call_finished_with_stop_is_still_a_tool_use_turn() {
    let server = MockServer::start().await;
    let stopped = completion(tool_call_message("{}"), "stop");
    serve(&server, completions_endpoint(), json_reply(200, stopped), 1).await;

    let response = keyed(&server, 0)
        .complete(&weather_request())
        .await
        .unwrap();
    assert_eq!(response.stop_reason, StopReason::ToolUse);
    assert_eq!(response.tool_uses()[0].input, &json!({}));
}

#[tokio::test]
async fn malformed_tool_arguments_are_reported_and_not_retried() {
    let server = MockServer::start().await;
    let unclosed = completion(tool_call_message("{\"location\": \"Oslo\""), "tool_calls");
    let reply = json_reply(200, unclosed);
    serve(&server, completions_endpoint(), reply, 1).await;

    let error = failure(&server, 3, &weather_request()).await;
    match error {
        LlmError::Malformed { detail } => assert!(detail.contains("get_weather"), "{detail}"),
        other => panic!("expected Malformed, got {other:?}"),
    }
}

#[tokio::test]
async fn length_finish_is_a_max_tokens_stop() {
    let server = MockServer::start().await;
    let cut = completion(assistant_text("{\"title\": \"Pan"), "length");
    serve(&server, completions_endpoint(), json_reply(200, cut), 1).await;

    let response = keyed(&server, 0)
        .complete(&ask(LlmPhase::Extract, "x"))
        .await
        .unwrap();
    assert_eq!(response.stop_reason, StopReason::MaxTokens);
    let error = parse_json_output(&response).unwrap_err();
    assert!(
        matches!(&error, LlmError::Malformed { detail } if detail.contains("max_tokens")),
        "{error:?}"
    );
}

#[tokio::test]
async fn rate_limited_then_success_is_retried() {
    let server = MockServer::start().await;
    let rate_limited = openai_error(
        "Rate limit reached for requests",
        "requests",
        "rate_limit_exceeded",
    );
    completions_endpoint()
        .respond_with(json_reply(429, rate_limited).insert_header("retry-after-ms", "1"))
        .up_to_n_times(1)
        .expect(1)
        .mount(&server)
        .await;
    serve(&server, completions_endpoint(), text_reply("done"), 1).await;

    let response = keyed(&server, 1)
        .complete(&ask(LlmPhase::Rerank, "rank"))
        .await
        .unwrap();
    assert_eq!(response.text(), "done");
}

#[tokio::test]
async fn server_errors_are_retried_until_exhausted() {
    let server = MockServer::start().await;
    let crashed = ResponseTemplate::new(500).set_body_string("Internal Server Error");
    serve(&server, completions_endpoint(), crashed, 4).await;

    let error = failure(&server, 3, &ask(LlmPhase::Rerank, "rank")).await;
    assert_eq!(
        error,
        LlmError::Status {
            status: 500,
            kind: StatusKind::Server,
            message: "Internal Server Error".into()
        }
    );
}

#[tokio::test]
async fn an_invalid_key_is_not_retried() {
    let server = MockServer::start().await;
    let invalid_key = openai_error(
        "Incorrect API key provided: sk-test.",
        "invalid_request_error",
        "invalid_api_key",
    );
    let reply = json_reply(401, invalid_key);
    serve(&server, completions_endpoint(), reply, 1).await;

    let error = failure(&server, 3, &ask(LlmPhase::Chat, "hi")).await;
    assert!(
        matches!(
            error,
            LlmError::Status {
                status: 401,
                kind: StatusKind::Auth,
                ..
            }
        ),
        "{error:?}"
    );
}

#[tokio::test]
async fn a_body_without_choices_is_malformed() {
    let server = MockServer::start().await;
    let no_choices = json!({
        "id": "chatcmpl-1", "object": "chat.completion", "created": 1741569952, "model": MODEL, "choices": []
    });
    let reply = json_reply(200, no_choices);
    serve(&server, completions_endpoint(), reply, 1).await;

    let error = failure(&server, 3, &ask(LlmPhase::Chat, "hi")).await;
    assert!(matches!(error, LlmError::Malformed { .. }), "{error:?}");
}

#[tokio::test]
async fn a_local_server_is_called_without_a_key() {
    let server = MockServer::start().await;
    let keyless = Mock::given(method("POST")).and(path("/v1/chat/completions"));
    serve(&server, keyless, text_reply("ok"), 1).await;

    let response = model(&server, 0, KeySource::Absent)
        .complete(&ask(LlmPhase::Rerank, "hi"))
        .await
        .unwrap();
    assert_eq!(response.text(), "ok");
    let requests = server.received_requests().await.unwrap();
    assert!(requests[0].headers.get("authorization").is_none());
}
