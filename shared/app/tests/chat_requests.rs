//! The offline model on a labelled set of plain requests (fixtures/chat/requests.jsonl): each
//! line is a message, optionally the conversation context the model is given with it, the tool
//! it should call and the arguments that matter (`null`: the argument must be absent; lists
//! compare as sets). At least 90 % must reach the right tool with the right arguments; the
//! misses are printed. `CHAT_REQUESTS=<path>` measures another labelled set of the same format.

use cookbook_app::chat::offline::offline_chat;
use cookbook_app::chat::{ConversationContext, SYSTEM_PROMPT};
use cookbook_llm::{ChatRequest, LlmPhase, Message};
use serde::Deserialize;
use serde_json::{Map, Value};

const REQUESTS: &str = include_str!("../../../fixtures/chat/requests.jsonl");

/// The labelled set: `CHAT_REQUESTS`'s file when set, else the fixture.
fn requests() -> String {
    match std::env::var("CHAT_REQUESTS") {
        Ok(path) => std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}")),
        Err(_) => REQUESTS.to_owned(),
    }
}

/// The share of the set that must be exact.
const REQUIRED_ACCURACY: f64 = 0.90;

#[derive(Debug, Deserialize)]
struct Labelled {
    message: String,
    #[serde(default)]
    context: Option<Value>,
    tool: String,
    args: Map<String, Value>,
}

fn same(expected: &Value, actual: Option<&Value>) -> bool {
    match (expected, actual) {
        (Value::Null, actual) => actual.is_none_or(Value::is_null),
        (Value::Array(expected), Some(Value::Array(actual))) => {
            expected.len() == actual.len() && expected.iter().all(|item| actual.contains(item))
        }
        (expected, Some(actual)) => expected == actual,
        (_, None) => false,
    }
}

/// The tool and input the offline model answers `case` with, if it calls one.
fn called(case: &Labelled) -> Option<(String, Value)> {
    let mut request = ChatRequest::new(LlmPhase::Chat, vec![Message::user(&case.message)]);
    let context: ConversationContext = case
        .context
        .clone()
        .map(|c| serde_json::from_value(c).expect("context fits ConversationContext"))
        .unwrap_or_default();
    request.system = Some(match context.system_line() {
        Some(line) => format!("{SYSTEM_PROMPT}\n{line}"),
        None => SYSTEM_PROMPT.to_owned(),
    });
    let response = offline_chat(&request).expect("offline model answers");
    let calls = response.tool_uses();
    calls
        .first()
        .map(|call| (call.name.to_owned(), call.input.clone()))
}

#[test]
fn plain_requests_reach_the_right_tool_with_the_right_arguments() {
    let cases: Vec<Labelled> = requests()
        .lines()
        .filter(|line| !line.trim().is_empty())
        .map(|line| serde_json::from_str(line).unwrap_or_else(|e| panic!("{line}: {e}")))
        .collect();
    if std::env::var_os("CHAT_REQUESTS").is_none() {
        assert!(cases.len() >= 60, "a set of at least 60 requests");
    }
    let mut misses = Vec::new();
    for case in &cases {
        let exact = called(case).is_some_and(|(tool, input)| {
            tool == case.tool
                && case
                    .args
                    .iter()
                    .all(|(key, value)| same(value, input.get(key)))
        });
        if !exact {
            misses.push(format!(
                "  {:?}: expected {} {}, got {:?}",
                case.message,
                case.tool,
                Value::Object(case.args.clone()),
                called(case)
            ));
        }
    }
    let accuracy = 1.0 - misses.len() as f64 / cases.len() as f64;
    println!(
        "offline model: {}/{} exact ({:.1} %)\n{}",
        cases.len() - misses.len(),
        cases.len(),
        accuracy * 100.0,
        misses.join("\n")
    );
    assert!(accuracy >= REQUIRED_ACCURACY, "accuracy {accuracy:.3}");
}
