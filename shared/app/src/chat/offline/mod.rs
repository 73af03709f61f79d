//! The offline chat model (issue 9 item 4, issue 15 §7): plain requests mapped to tool calls by
//! fixed rules ([`intent`]), and tool results summed up in a sentence, so chat works without a
//! key and deterministically. It reads the last two messages and the conversation context of
//! the system prompt: a person's words become at most one tool call; tool results become the
//! reply, except swap options, which it confirms with the first.

mod food;
mod intent;
mod reading;
mod words;

use cookbook_llm::{ChatRequest, ChatResponse, ContentBlock, LlmError, Role, StopReason, Usage};
use serde_json::{Value, json};

use crate::chat::context::ConversationContext;
pub(crate) use intent::intent;

const MODEL: &str = "offline-chat";

/// The offline behaviour of `LlmPhase::Chat`.
pub fn offline_chat(request: &ChatRequest) -> Result<ChatResponse, LlmError> {
    let Some(last) = request.messages.last() else {
        return Ok(ChatResponse::from_text(MODEL, HELP));
    };
    let results: Vec<&str> = last
        .content
        .iter()
        .filter_map(|block| match block {
            ContentBlock::ToolResult { content, .. } => Some(content.as_str()),
            _ => None,
        })
        .collect();
    if last.role == Role::User && !results.is_empty() {
        return Ok(match follow_up(request, &results) {
            Some((name, input)) => tool_call(request, name, input),
            None => ChatResponse::from_text(MODEL, summary(&results)),
        });
    }
    let text: String = last
        .content
        .iter()
        .filter_map(|block| match block {
            ContentBlock::Text { text } => Some(text.as_str()),
            _ => None,
        })
        .collect::<Vec<_>>()
        .join(" ");
    let context = ConversationContext::from_system(request.system.as_deref());
    let call = intent(&text, &context).or_else(|| answered_question(request, &text));
    Ok(match call {
        Some((name, input)) => tool_call(request, name, input),
        None => ChatResponse::from_text(MODEL, HELP),
    })
}

/// A reply to the question the last recipe change asked ("which chicken do you mean?"): that
/// change again, carrying the reply as its `answer`. The question is in the three messages
/// before the reply: the change's call, its result and the reply that asked.
fn answered_question(request: &ChatRequest, reply: &str) -> Option<(&'static str, Value)> {
    let mut asked = false;
    let before = request.messages.iter().rev().skip(1).take(3);
    for block in before.flat_map(|message| message.content.iter().rev()) {
        match block {
            ContentBlock::ToolResult { content, .. } => {
                let result: Value = serde_json::from_str(content).unwrap_or_default();
                asked = result["data"]["needs_clarification"] == json!(true);
            }
            ContentBlock::ToolUse { name, input, .. } if name == "modify_recipe" && asked => {
                let mut again = input.clone();
                again["answer"] = json!(reply.trim());
                return Some(("modify_recipe", again));
            }
            _ => {}
        }
    }
    None
}

/// A response that calls tool `name`.
fn tool_call(request: &ChatRequest, name: &str, input: Value) -> ChatResponse {
    ChatResponse {
        content: vec![ContentBlock::ToolUse {
            id: format!("offline-{}", request.messages.len()),
            name: name.to_owned(),
            input,
        }],
        stop_reason: StopReason::ToolUse,
        usage: Usage::default(),
        model: MODEL.to_owned(),
    }
}

/// The call that finishes what the last tool began: swap options offered are confirmed at once
/// with the first (best) one, since offline there is no one to choose within the turn.
fn follow_up(request: &ChatRequest, results: &[&str]) -> Option<(&'static str, Value)> {
    let previous = request.messages.iter().rev().nth(1)?;
    let offered_swap = previous
        .content
        .iter()
        .any(|block| matches!(block, ContentBlock::ToolUse { name, .. } if name == "swap_meal"));
    let succeeded = results.iter().any(|content| {
        serde_json::from_str::<Value>(content).is_ok_and(|result| result["success"] == json!(true))
    });
    (offered_swap && succeeded).then(|| ("confirm_swap", json!({ "option": 1 })))
}

const HELP: &str = "I can plan meals (\"plan 7 days of French dinners\"), swap a planned meal \
(\"swap Tuesday's dinner\"), change a planned recipe (\"use tofu instead of chicken on \
Monday\", \"undo Monday's change\"), make a shopping list, check your plan for allergens \
(\"does my plan contain peanuts?\"), and show your plan or meal history.";

/// One sentence per tool result, from the `{"success","data","error"}` the orchestrator sends.
fn summary(results: &[&str]) -> String {
    results
        .iter()
        .map(|content| {
            let result: Value = serde_json::from_str(content).unwrap_or(Value::Null);
            if result["success"] != json!(true) {
                return result["error"]
                    .as_str()
                    .unwrap_or("That did not work.")
                    .to_owned();
            }
            let data = &result["data"];
            match data.get("summary").and_then(Value::as_str) {
                Some(summary) => summary.to_owned(),
                None => format!("Done: {data}"),
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
mod tests {
    use cookbook_llm::{LlmPhase, Message};

    use super::*;

    #[test]
    fn the_plain_requests_map_to_their_tools() {
        let cases = [
            (
                "plan 7 days of French dinners",
                "plan_meals",
                json!({"days": 7, "meal_types": ["dinner"], "search_query": "french"}),
            ),
            (
                "Plan three days of chicken lunches",
                "plan_meals",
                json!({"days": 3, "meal_types": ["lunch"], "search_query": "chicken"}),
            ),
            (
                "swap Tuesday's dinner",
                "swap_meal",
                json!({"day": "tuesday", "meal_type": "dinner"}),
            ),
            ("make a shopping list", "create_shopping_list", json!({})),
            (
                "does my plan contain peanuts?",
                "list_meals_by_allergen",
                json!({"allergen": "peanuts"}),
            ),
            (
                "use tofu instead of chicken on Monday",
                "modify_recipe",
                json!({"instruction": "use tofu instead of chicken", "day": "monday", "meal_type": "dinner"}),
            ),
            (
                "replace the chicken with tofu",
                "modify_recipe",
                json!({"instruction": "use tofu instead of the chicken"}),
            ),
            (
                "double the garlic in friday's dinner",
                "modify_recipe",
                json!({"instruction": "double the garlic", "day": "friday", "meal_type": "dinner"}),
            ),
            (
                "double friday's dinner",
                "modify_recipe",
                json!({"instruction": "double it", "day": "friday", "meal_type": "dinner"}),
            ),
            ("show my plan", "show_current_plan", json!({})),
            (
                "undo the change to Monday's dinner",
                "clear_variant",
                json!({"day": "monday", "meal_type": "dinner"}),
            ),
            (
                "how do I cook today's lunch?",
                "get_cooking_guide",
                json!({"day": "today", "meal_type": "lunch"}),
            ),
            (
                "add milk and 2 lemons to my list",
                "add_extra_items",
                json!({"items": ["milk", "2 lemons"]}),
            ),
        ];
        let context = ConversationContext::default();
        for (text, tool, input) in cases {
            assert_eq!(intent(text, &context), Some((tool, input)), "{text}");
        }
        assert_eq!(intent("hello there", &context), None);
    }

    #[test]
    fn offered_swap_options_are_confirmed_with_the_first() {
        let asked = |result: &str| {
            let offer = tool_call(
                &ChatRequest::new(LlmPhase::Chat, vec![]),
                "swap_meal",
                json!({}),
            );
            let messages = vec![
                Message::user("swap tuesday's dinner"),
                offer.to_message(),
                Message::tool_results(vec![ContentBlock::tool_result("offline-0", result, false)]),
            ];
            offline_chat(&ChatRequest::new(LlmPhase::Chat, messages)).unwrap()
        };
        let offered = r#"{"success":true,"data":{"summary":"Options: 1. Ratatouille."}}"#;
        let confirm = asked(offered);
        assert_eq!(confirm.tool_uses()[0].name, "confirm_swap", "{confirm:?}");
        assert_eq!(confirm.tool_uses()[0].input, &json!({"option": 1}));
        let none = r#"{"success":false,"data":null,"error":"No other dinner recipes."}"#;
        assert_eq!(asked(none).text(), "No other dinner recipes.");
    }

    #[test]
    fn tool_results_become_the_reply() {
        let ok = r#"{"success":true,"data":{"summary":"Planned 7 dinners."},"error":null}"#;
        let failed = r#"{"success":false,"data":null,"error":"No plan yet."}"#;
        assert_eq!(summary(&[ok, failed]), "Planned 7 dinners. No plan yet.");
    }

    #[test]
    fn a_reply_to_a_recipe_question_repeats_the_change_with_the_answer() {
        let change = json!({"instruction": "use turkey instead of chicken", "day": "monday"});
        let asked = tool_call(
            &ChatRequest::new(LlmPhase::Chat, vec![]),
            "modify_recipe",
            change,
        );
        let result = |needs_clarification: bool| {
            let data = json!({"success": true, "data": {"ops": [],
                "needs_clarification": needs_clarification, "summary": "Which chicken?"}});
            Message::tool_results(vec![ContentBlock::tool_result(
                "offline-0",
                data.to_string(),
                false,
            )])
        };
        let reply = |needs_clarification: bool, text: &str| {
            let messages = vec![
                Message::user("use turkey instead of chicken on monday"),
                asked.to_message(),
                result(needs_clarification),
                Message::assistant("Which chicken?"),
                Message::user(text),
            ];
            offline_chat(&ChatRequest::new(LlmPhase::Chat, messages)).unwrap()
        };
        let again = reply(true, "the thighs");
        assert_eq!(again.tool_uses()[0].name, "modify_recipe", "{again:?}");
        assert_eq!(
            again.tool_uses()[0].input,
            &json!({"instruction": "use turkey instead of chicken", "day": "monday",
                    "answer": "the thighs"})
        );
        assert!(reply(false, "the thighs").tool_uses().is_empty());
        assert_eq!(
            reply(true, "make a shopping list").tool_uses()[0].name,
            "create_shopping_list"
        );
    }
}
