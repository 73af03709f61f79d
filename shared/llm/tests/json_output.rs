//! `parse_json_output`: tolerant of fences and prose around the JSON, strict about the JSON.

use cookbook_llm::{ChatResponse, LlmError, StopReason, parse_json_output};
use serde_json::{Value, json};

fn parse(text: &str) -> Result<Value, LlmError> {
    parse_json_output(&ChatResponse::from_text("m", text))
}

#[test]
fn bare_json_parses() {
    assert_eq!(
        parse("  {\"title\": \"Soup\"}\n").unwrap(),
        json!({"title": "Soup"})
    );
    assert_eq!(
        parse("[{\"op\": \"remove\", \"path\": \"/a\"}]").unwrap(),
        json!([{"op": "remove", "path": "/a"}])
    );
}

#[test]
fn fenced_json_parses_with_or_without_a_language_tag() {
    let fenced =
        "Here is the recipe:\n```json\n{\"title\": \"Soup\", \"servings\": 2}\n```\nEnjoy!";
    assert_eq!(
        parse(fenced).unwrap(),
        json!({"title": "Soup", "servings": 2})
    );
    assert_eq!(parse("```\n[1, 2]\n```").unwrap(), json!([1, 2]));
}

#[test]
fn leading_and_trailing_prose_is_ignored() {
    let text = "Sure! The recipe is {\"title\": \"Soup\", \"tags\": [\"warm\"]} — let me know if you need more.";
    assert_eq!(
        parse(text).unwrap(),
        json!({"title": "Soup", "tags": ["warm"]})
    );
}

#[test]
fn invalid_json_is_malformed_not_repaired() {
    for garbage in [
        "{\"title\": \"Soup\",}",
        "```json\n{\"title\": 'Soup'}\n```",
        "I could not find a recipe.",
        "",
        "\"just a string\"",
        "The answer is 42",
    ] {
        assert!(
            matches!(parse(garbage), Err(LlmError::Malformed { .. })),
            "{garbage:?} should be malformed"
        );
    }
}

#[test]
fn a_broken_object_is_not_replaced_by_an_inner_one() {
    let text = "{\"recipe\": {\"title\": \"Soup\"}, oops}";
    assert!(matches!(parse(text), Err(LlmError::Malformed { .. })));
}

#[test]
fn a_cut_off_answer_says_so() {
    let mut response = ChatResponse::from_text("m", "{\"title\": \"So");
    response.stop_reason = StopReason::MaxTokens;
    match parse_json_output(&response) {
        Err(LlmError::Malformed { detail }) => assert!(detail.contains("max_tokens"), "{detail}"),
        other => panic!("expected Malformed, got {other:?}"),
    }
}
