//! Bounds on the conversation history the caller keeps (CONTRACTS.md §9): a request's history is
//! at most [`MAX_HISTORY_BYTES`] serialised, and a reply's is trimmed to [`REPLY_HISTORY_BYTES`]
//! by dropping the oldest whole turns, so a client that sends back what it got never hits the
//! cap and the model never sees an unbounded prompt.

use cookbook_llm::{ContentBlock, Message, Role};
use serde_json::json;

use crate::error::ApiError;

/// Largest history a request may carry, serialised as JSON.
pub const MAX_HISTORY_BYTES: usize = 256 * 1024;

/// Largest history a reply returns, serialised as JSON.
pub const REPLY_HISTORY_BYTES: usize = 128 * 1024;

fn serialized_len(messages: &[Message]) -> usize {
    serde_json::to_vec(messages).map_or(usize::MAX, |bytes| bytes.len())
}

/// Refuses a history over [`MAX_HISTORY_BYTES`] with `400 PAYLOAD_TOO_LARGE`.
pub fn check_request_history(history: &[Message]) -> Result<(), ApiError> {
    let bytes = serialized_len(history);
    if bytes <= MAX_HISTORY_BYTES {
        return Ok(());
    }
    Err(ApiError::new(
        http::StatusCode::BAD_REQUEST,
        "PAYLOAD_TOO_LARGE",
        format!(
            "history is {bytes} bytes; at most {MAX_HISTORY_BYTES} are accepted: send the \
             history of the last reply, which is kept under {REPLY_HISTORY_BYTES} bytes"
        ),
    )
    .with_details(json!({ "field": "history", "bytes": bytes, "maxBytes": MAX_HISTORY_BYTES })))
}

/// Whether `message` opens a turn: the user's own words, not tool results sent back.
fn starts_turn(message: &Message) -> bool {
    message.role == Role::User
        && message
            .content
            .iter()
            .all(|block| !matches!(block, ContentBlock::ToolResult { .. }))
}

/// `history` without its oldest whole turns, as few as needed to fit [`REPLY_HISTORY_BYTES`].
/// A turn is a user message and everything up to the next one, so no tool result is ever
/// separated from its tool call.
pub fn trim_reply_history(history: Vec<Message>) -> Vec<Message> {
    let mut bytes = serialized_len(&history);
    if bytes <= REPLY_HISTORY_BYTES {
        return history;
    }
    let mut start = 0;
    while bytes > REPLY_HISTORY_BYTES && start < history.len() {
        let end = (start + 1..history.len())
            .find(|&i| starts_turn(&history[i]))
            .unwrap_or(history.len());
        // Each message adds its own length and one comma to the array.
        let dropped: usize = history[start..end]
            .iter()
            .map(|m| serialized_len(std::slice::from_ref(m)) - 1)
            .sum();
        bytes = bytes.saturating_sub(dropped);
        start = end;
    }
    history.into_iter().skip(start).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tool_results_stay_with_their_turn() {
        let big = "x".repeat(REPLY_HISTORY_BYTES / 2);
        let history = vec![
            Message::user(big.clone()),
            Message::assistant("calling"),
            Message::tool_results(vec![ContentBlock::tool_result("t1", big.clone(), false)]),
            Message::assistant("done"),
            Message::user("next"),
            Message::assistant("ok"),
        ];
        let trimmed = trim_reply_history(history.clone());
        assert_eq!(trimmed, history[4..].to_vec());
        let small = history[4..].to_vec();
        assert_eq!(trim_reply_history(small.clone()), small);
    }
}
