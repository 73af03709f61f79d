//! Helpers shared by the provider tests: a request policy fast enough for a mock server, mocks
//! that answer and count, and the tool-result turn both wire formats round-trip.

// Each test binary uses a different part of this module.
#![allow(dead_code)]

use std::time::Duration;

use cookbook_llm::{ChatRequest, ChatResponse, ContentBlock, Message, RequestPolicy};
use serde_json::Value;
use wiremock::{MockBuilder, MockServer, ResponseTemplate};

/// Short timeout, `max_retries` retries, millisecond backoff.
pub fn fast_policy(max_retries: u32) -> RequestPolicy {
    RequestPolicy {
        timeout: Duration::from_millis(500),
        max_retries,
        initial_backoff: Duration::from_millis(1),
        max_backoff: Duration::from_secs(5),
    }
}

/// Answers what `endpoint` matches with `reply`; the server checks, when the test ends, that
/// exactly `times` requests came.
pub async fn serve(
    server: &MockServer,
    endpoint: MockBuilder,
    reply: ResponseTemplate,
    times: u64,
) {
    endpoint
        .respond_with(reply)
        .expect(times)
        .mount(server)
        .await;
}

/// A `status` answer with a JSON body.
pub fn json_reply(status: u16, body: Value) -> ResponseTemplate {
    ResponseTemplate::new(status).set_body_json(body)
}

/// The JSON body of the `index`th request the server received.
pub async fn sent_body(server: &MockServer, index: usize) -> Value {
    let requests = server.received_requests().await.expect("recording is on");
    serde_json::from_slice(&requests[index].body).expect("a JSON request body")
}

/// Continues `request` with the model's tool-use `turn` and the tool's `content` for call `id`,
/// as the chat loop does before asking again.
pub fn answer_tool_call(request: &mut ChatRequest, turn: &ChatResponse, id: &str, content: &str) {
    request.messages.push(turn.to_message());
    request
        .messages
        .push(Message::tool_results(vec![ContentBlock::tool_result(
            id, content, false,
        )]));
}
