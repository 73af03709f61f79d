//! Reads the JSON value a model was asked to produce: tolerant of a Markdown fence or prose around
//! it (models add them despite instructions), strict about the JSON itself (no repair here; that
//! is the RepairJson phase's job).

use serde_json::Value;

use crate::error::LlmError;
use crate::message::{ChatResponse, StopReason};

const FENCE: &str = "```";

/// The JSON object or array in the response's text.
///
/// Accepted: the bare value; the content of the first ```` ``` ```` / ```` ```json ```` fence; or the
/// value starting at the first `{` or `[` with prose before and after it.
pub fn parse_json_output(response: &ChatResponse) -> Result<Value, LlmError> {
    extract_json(&response.text()).map_err(|detail| {
        let hint = if response.stop_reason == StopReason::MaxTokens {
            " (the answer was cut off at max_tokens)"
        } else {
            ""
        };
        LlmError::malformed(format!("{detail}{hint}"))
    })
}

fn extract_json(text: &str) -> Result<Value, String> {
    if let Some(fence_start) = text.find(FENCE) {
        let after_fence = &text[fence_start + FENCE.len()..];
        // The rest of the opening line is a language tag (`json`) or nothing.
        let body = after_fence.split_once('\n').map_or("", |(_tag, body)| body);
        let body = body
            .split_once(FENCE)
            .map_or(body, |(inside, _after)| inside);
        return serde_json::from_str::<Value>(body.trim())
            .map_err(|e| format!("the fenced block is not valid JSON: {e}"))
            .and_then(object_or_array);
    }
    let start = text
        .find(['{', '['])
        .ok_or_else(|| "the answer contains no JSON object or array".to_owned())?;
    // Parse one value and ignore what follows it (closing prose).
    let mut values = serde_json::Deserializer::from_str(&text[start..]).into_iter::<Value>();
    match values.next() {
        Some(Ok(value)) => object_or_array(value),
        Some(Err(e)) => Err(format!("the answer is not valid JSON: {e}")),
        None => Err("the answer contains no JSON value".to_owned()),
    }
}

fn object_or_array(value: Value) -> Result<Value, String> {
    if value.is_object() || value.is_array() {
        Ok(value)
    } else {
        Err("the JSON value is neither an object nor an array".to_owned())
    }
}
