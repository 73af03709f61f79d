//! The offline chat model (issue 9 item 4): plain requests mapped to tool calls by fixed rules,
//! and tool results summed up in a sentence, so chat works without a key and deterministically.
//! It reads only the last two messages: a person's words become at most one tool call; tool
//! results become the reply, except swap options, which it confirms with the first.

use cookbook_llm::{ChatRequest, ChatResponse, ContentBlock, LlmError, Role, StopReason, Usage};
use serde_json::{Value, json};

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
    let call = intent(&text).or_else(|| answered_question(request, &text));
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

const WEEKDAYS: [&str; 7] = [
    "monday",
    "tuesday",
    "wednesday",
    "thursday",
    "friday",
    "saturday",
    "sunday",
];
const MEAL_TYPES: [&str; 4] = ["breakfast", "lunch", "dinner", "snack"];
const ALLERGENS: [(&str, &str); 12] = [
    ("peanut", "peanuts"),
    ("tree nut", "tree_nuts"),
    ("nut", "tree_nuts"),
    ("milk", "milk"),
    ("dairy", "milk"),
    ("egg", "egg"),
    ("shellfish", "crustacean_shellfish"),
    ("fish", "fish"),
    ("wheat", "wheat"),
    ("gluten", "wheat"),
    ("soy", "soy"),
    ("sesame", "sesame"),
];
const NUMBER_WORDS: [(&str, u64); 7] = [
    ("one", 1),
    ("two", 2),
    ("three", 3),
    ("four", 4),
    ("five", 5),
    ("six", 6),
    ("seven", 7),
];

/// Words of the lowercased request, without punctuation ("tuesday's" stays one word).
fn words(text: &str) -> Vec<String> {
    text.to_lowercase()
        .split(|c: char| !(c.is_alphanumeric() || c == '\''))
        .filter(|w| !w.is_empty())
        .map(|w| w.trim_end_matches("'s").to_owned())
        .collect()
}

fn weekday(words: &[String]) -> Option<&'static str> {
    WEEKDAYS
        .into_iter()
        .find(|day| words.iter().any(|w| w == day))
}

/// "dinner", "dinners", "lunches" name the meal type `meal`.
fn names_meal(word: &str, meal: &str) -> bool {
    word == meal || word.strip_suffix('s') == Some(meal) || word.strip_suffix("es") == Some(meal)
}

/// `input` with the `day` ("tuesday", "today", "tomorrow") and `meal_type` the words name.
fn with_meal_named(mut input: Value, words: &[String]) -> Value {
    let relative = ["today", "tomorrow"]
        .into_iter()
        .find(|day| words.iter().any(|w| w == day));
    if let Some(day) = weekday(words).or(relative) {
        input["day"] = json!(day);
    }
    if let Some(meal) = meal_type(words) {
        input["meal_type"] = json!(meal);
    }
    input
}

fn meal_type(words: &[String]) -> Option<&'static str> {
    MEAL_TYPES
        .into_iter()
        .find(|meal| words.iter().any(|w| names_meal(w, meal)))
}

/// The tool call a request asks for, if the rules recognise it.
pub(crate) fn intent(text: &str) -> Option<(&'static str, Value)> {
    let lower = text.to_lowercase();
    let words = words(text);
    let has = |word: &str| words.iter().any(|w| w == word);
    if let Some((new, old)) = replacement(&lower) {
        let input = json!({ "instruction": format!("use {new} instead of {old}") });
        return Some(("modify_recipe", with_meal_named(input, &words)));
    }
    if has("undo") || has("revert") || lower.contains("original recipe") {
        return Some(("clear_variant", with_meal_named(json!({}), &words)));
    }
    if has("swap") || has("replace") || has("change") && meal_type(&words).is_some() {
        return Some(("swap_meal", with_meal_named(json!({}), &words)));
    }
    if let Some(items) = extra_items(&lower) {
        return Some(("add_extra_items", json!({ "items": items })));
    }
    if lower.contains("shopping list") || lower.contains("grocery list") {
        return Some(("create_shopping_list", json!({})));
    }
    if let Some((_, allergen)) = ALLERGENS.iter().find(|(word, _)| lower.contains(word))
        && (lower.contains("contain") || lower.contains("allerg") || lower.contains("free"))
    {
        return Some(("list_meals_by_allergen", json!({ "allergen": allergen })));
    }
    if lower.contains("allerg") {
        return Some(("check_allergens", json!({})));
    }
    if has("plan") && !lower.contains("my plan") || lower.starts_with("plan ") {
        return Some(("plan_meals", plan_request(&words)));
    }
    if lower.contains("my plan") || lower.contains("current plan") {
        return Some(("show_current_plan", json!({})));
    }
    if lower.contains("history") || lower.contains("did i eat") || lower.contains("have i eaten") {
        return Some(("get_meal_history", json!({ "days": 7 })));
    }
    if has("cook") || has("recipe") && has("how") {
        return Some(("get_cooking_guide", with_meal_named(json!({}), &words)));
    }
    if has("find") || has("search") {
        let query: Vec<&str> = words
            .iter()
            .map(String::as_str)
            .filter(|w| {
                !matches!(
                    *w,
                    "find" | "search" | "for" | "me" | "some" | "recipes" | "recipe" | "a"
                )
            })
            .collect();
        return Some(("search_recipes", json!({ "query": query.join(" ") })));
    }
    None
}

/// "add milk and 2 lemons to my list": the items.
fn extra_items(lower: &str) -> Option<Vec<String>> {
    let rest = lower.trim().strip_prefix("add ")?;
    let (items, _) = rest
        .split_once(" to my ")
        .or_else(|| rest.split_once(" to the "))?;
    let items: Vec<String> = items
        .split(',')
        .flat_map(|part| part.split(" and "))
        .map(|item| item.trim().to_owned())
        .filter(|item| !item.is_empty())
        .collect();
    (!items.is_empty()).then_some(items)
}

/// "use tofu instead of chicken", "tofu instead of chicken", "replace chicken with tofu",
/// "swap chicken for tofu": (new, old).
fn replacement(lower: &str) -> Option<(String, String)> {
    let clean = |s: &str| {
        s.split(" on ")
            .next()
            .unwrap_or_default()
            .trim()
            .trim_end_matches(['.', '!', '?'])
            .trim()
            .to_owned()
    };
    if let Some((before, after)) = lower.split_once(" instead of ") {
        let new = before.rsplit(" use ").next().unwrap_or(before);
        let new = new.strip_prefix("use ").unwrap_or(new);
        return Some((clean(new), clean(after)));
    }
    for (verb, joiner) in [("replace ", " with "), ("swap ", " for ")] {
        if let Some(rest) = lower.split(verb).nth(1)
            && let Some((old, new)) = rest.split_once(joiner)
        {
            return Some((clean(new), clean(old)));
        }
    }
    None
}

/// `plan_meals` input from "plan 7 days of French dinners" / "plan a week of chicken lunches".
fn plan_request(words: &[String]) -> Value {
    let days = words
        .iter()
        .find_map(|w| {
            w.parse::<u64>()
                .ok()
                .or_else(|| NUMBER_WORDS.iter().find(|(n, _)| n == w).map(|(_, v)| *v))
        })
        .or_else(|| words.iter().any(|w| w == "week").then_some(7))
        .unwrap_or(7);
    let meal = meal_type(words);
    let filler = [
        "plan", "me", "a", "an", "the", "for", "of", "days", "day", "week", "meals", "meal",
        "with", "some", "please", "my", "next", "this", "and",
    ];
    let query: Vec<&str> = words
        .iter()
        .map(String::as_str)
        .filter(|w| {
            !filler.contains(w)
                && w.parse::<u64>().is_err()
                && !NUMBER_WORDS.iter().any(|(n, _)| n == w)
                && !MEAL_TYPES.iter().any(|m| names_meal(w, m))
        })
        .collect();
    let mut input = json!({ "days": days.clamp(1, 7), "meal_types": [meal.unwrap_or("dinner")] });
    if !query.is_empty() {
        input["search_query"] = json!(query.join(" "));
    }
    input
}

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
                json!({"instruction": "use tofu instead of chicken", "day": "monday"}),
            ),
            (
                "replace the chicken with tofu",
                "modify_recipe",
                json!({"instruction": "use tofu instead of the chicken"}),
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
        for (text, tool, input) in cases {
            assert_eq!(intent(text), Some((tool, input)), "{text}");
        }
        assert_eq!(intent("hello there"), None);
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

    #[test]
    fn tool_results_become_the_reply() {
        let ok = r#"{"success":true,"data":{"summary":"Planned 7 dinners."},"error":null}"#;
        let failed = r#"{"success":false,"data":null,"error":"No plan yet."}"#;
        assert_eq!(summary(&[ok, failed]), "Planned 7 dinners. No plan yet.");
    }
}
