//! `POST /api/chat` on both backends with the offline model: plain requests run the plan's
//! tools, the chat state is saved per user and rehydrated on the next request, the caller's
//! history comes back extended, and another user's plan stays out of reach.

mod support;

use std::sync::Arc;

use axum::http::StatusCode;
use cookbook_app::AppConfig;
use cookbook_app::chat::ChatState;
use cookbook_app::chat::http::save_state;
use serde_json::{Value, json};
use support::plans::{RacingPlans, plan, recipe};
use support::{Backend, TestApp};

async fn say(app: &TestApp, token: &str, message: &str, history: &Value) -> Value {
    let body = json!({ "message": message, "history": history });
    let (status, reply) = app.json("POST", "/api/chat", token, &body).await;
    assert_eq!(status, StatusCode::OK, "{message}: {reply}");
    reply
}

async fn a_conversation_over_the_current_plan(backend: Backend) {
    let (app, alice) = TestApp::alice(backend).await;
    let satay = recipe(
        &app,
        &alice,
        "Chicken Satay",
        2,
        &[
            "300 g chicken thighs",
            "3 tbsp peanut butter",
            "1 tbsp soy sauce",
        ],
    )
    .await;
    let salad = recipe(
        &app,
        &alice,
        "Green Salad",
        2,
        &["1 head lettuce", "2 tbsp olive oil"],
    )
    .await;
    let plan_id = plan(
        &app,
        "alice",
        &[
            ("2026-11-23", "dinner", &satay, 2),
            ("2026-11-24", "dinner", &salad, 2),
        ],
    )
    .await;

    let reply = say(&app, &alice, "show my plan", &json!([])).await;
    assert!(
        reply["reply"].as_str().unwrap().contains("no meal plan"),
        "{reply}"
    );
    let reply = say(&app, &alice, "find chicken recipes", &json!([])).await;
    assert_eq!(reply["toolCalls"][0]["name"], "search_recipes", "{reply}");
    assert!(
        reply["reply"].as_str().unwrap().contains("Chicken Satay"),
        "{reply}"
    );
    assert_eq!(reply["state"]["lastSearchResults"][0], satay.as_str());
    let state = ChatState {
        current_plan_id: Some(plan_id.clone()),
        ..ChatState::default()
    };
    save_state(&app.ctx, "alice", &state, 1).await.unwrap();

    let reply = say(&app, &alice, "does my plan contain peanuts?", &json!([])).await;
    let text = reply["reply"].as_str().unwrap();
    assert!(
        text.contains("peanuts is in") && text.contains("Chicken Satay"),
        "{text}"
    );
    assert_eq!(reply["toolCalls"][0]["name"], "list_meals_by_allergen");

    let history = reply["history"].clone();
    assert_eq!(
        history.as_array().unwrap().len(),
        4,
        "user, tool call, tool result, reply"
    );
    let reply = say(
        &app,
        &alice,
        "use tofu instead of chicken thighs on Monday",
        &history,
    )
    .await;
    assert_eq!(reply["toolCalls"][0]["name"], "modify_recipe", "{reply}");
    assert_eq!(reply["toolCalls"][0]["success"], true, "{reply}");
    assert_eq!(
        reply["history"].as_array().unwrap().len(),
        8,
        "the caller's history is extended"
    );

    let reply = say(&app, &alice, "make a shopping list", &json!([])).await;
    let list_id = reply["state"]["currentShoppingListId"]
        .as_str()
        .expect("list id in state")
        .to_owned();
    let reply = say(&app, &alice, "add milk and 2 lemons to my list", &json!([])).await;
    assert_eq!(
        reply["toolCalls"][0]["success"], true,
        "state rehydrated: {reply}"
    );
    let (_, list) = app
        .get(&format!("/api/shopping-lists/{list_id}"), &alice)
        .await;
    let names: Vec<&str> = list["sections"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|s| s["items"].as_array().unwrap())
        .map(|i| i["name"].as_str().unwrap())
        .collect();
    assert!(names.iter().any(|n| n.contains("tofu")), "{names:?}");
    assert!(!names.iter().any(|n| n.contains("chicken")), "{names:?}");
    assert!(names.iter().any(|n| n.contains("milk")), "{names:?}");

    let reply = say(&app, &alice, "show my plan", &json!([])).await;
    assert!(
        reply["reply"]
            .as_str()
            .unwrap()
            .contains("Chicken Satay (modified)"),
        "{reply}"
    );

    let reply = say(&app, &alice, "undo Monday's change", &json!([])).await;
    assert_eq!(reply["toolCalls"][0]["name"], "clear_variant", "{reply}");
    let reply = say(&app, &alice, "show my plan", &json!([])).await;
    let shown = reply["reply"].as_str().unwrap();
    assert!(
        shown.contains("Chicken Satay") && !shown.contains("(modified)"),
        "{shown}"
    );

    // Bob's chat pointing at Alice's plan still cannot read it.
    let bob = app.token("bob", false);
    let stolen = ChatState {
        current_plan_id: Some(plan_id),
        ..ChatState::default()
    };
    save_state(&app.ctx, "bob", &stolen, 0).await.unwrap();
    let reply = say(&app, &bob, "show my plan", &json!([])).await;
    assert_eq!(reply["toolCalls"][0]["errorCode"], "NOT_FOUND", "{reply}");
}

async fn bad_messages_are_refused(backend: Backend) {
    let (app, alice) = TestApp::alice(backend).await;
    for body in [
        json!({"message": "  "}),
        json!({"message": "x".repeat(4_001)}),
        json!({"text": "hi"}),
    ] {
        let (status, error) = app.json("POST", "/api/chat", &alice, &body).await;
        assert_eq!(
            (status, error["code"].as_str()),
            (StatusCode::BAD_REQUEST, Some("INVALID_PAYLOAD")),
            "{body}"
        );
    }
    let (status, _) = app
        .send(
            "POST",
            "/api/chat",
            None,
            Some(json!({"message": "hi"}).to_string()),
        )
        .await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
}

/// When other requests keep saving the chat state while a turn runs, the turn answers 409 and
/// the client may send the message again; it is never a server error.
async fn a_chat_state_that_keeps_changing_is_a_version_conflict(backend: Backend) {
    let app = TestApp::on_wrapped(backend, AppConfig::default(), |stores| {
        stores.plans = Arc::new(RacingPlans(stores.plans.clone()));
    })
    .await;
    let alice = app.token("alice", false);
    let (status, error) = app
        .json(
            "POST",
            "/api/chat",
            &alice,
            &json!({"message": "show my plan"}),
        )
        .await;
    assert_eq!(
        (status, error["code"].as_str()),
        (StatusCode::CONFLICT, Some("VERSION_CONFLICT")),
        "{error}"
    );
}

/// `turns` earlier exchanges of about `bytes_each` bytes each, as a client would keep them.
fn long_history(turns: usize, bytes_each: usize) -> Vec<Value> {
    (0..turns)
        .flat_map(|turn| {
            let word = format!("turn {turn} ");
            let words = word.repeat(bytes_each / word.len());
            [
                json!({"role": "user", "content": [{"type": "text", "text": words}]}),
                json!({"role": "assistant", "content": [{"type": "text", "text": format!("noted {turn}")}]}),
            ]
        })
        .collect()
}

fn serialized_len(value: &Value) -> usize {
    serde_json::to_vec(value).unwrap().len()
}

/// A history over 256 KiB is refused before any model call; replies trim the returned history
/// to 128 KiB by dropping the oldest whole turns, so sending back a reply's history always works.
async fn the_history_is_bounded(backend: Backend) {
    let (app, alice) = TestApp::alice(backend).await;

    let oversized = json!({"message": "hi", "history": long_history(30, 10_000)});
    assert!(serialized_len(&oversized["history"]) > 256 * 1024);
    let (status, error) = app.json("POST", "/api/chat", &alice, &oversized).await;
    assert_eq!(
        (status, error["code"].as_str()),
        (StatusCode::BAD_REQUEST, Some("PAYLOAD_TOO_LARGE")),
        "{error}"
    );

    let near_cap = json!(long_history(24, 10_000));
    assert!(serialized_len(&near_cap) < 256 * 1024);
    let mut history = near_cap.clone();
    for round in 0..3 {
        let reply = say(&app, &alice, &format!("hello again {round}"), &history).await;
        history = reply["history"].clone();
        let turns = history.as_array().unwrap();
        assert!(serialized_len(&history) <= 128 * 1024, "round {round}");
        assert_eq!(turns[0]["role"], "user", "a trimmed history starts a turn");
        assert!(
            turns[0]["content"][0]["text"]
                .as_str()
                .unwrap()
                .starts_with("turn ")
        );
        assert!(
            turns
                .iter()
                .any(|m| m["content"][0]["text"] == format!("hello again {round}")),
            "this turn is kept"
        );
        assert!(
            turns.len() >= 10,
            "only as many old turns are dropped as needed: {}",
            turns.len()
        );
    }
    // Only whole turns went: every kept user message still has its own answer after it.
    let kept = near_cap
        .as_array()
        .unwrap()
        .iter()
        .filter(|m| history.as_array().unwrap().contains(m))
        .count();
    assert_eq!(kept % 2, 0, "turns are kept in pairs");
}

/// A recipe change that asks which ingredient was meant waits for the answer in the chat state,
/// so the next message completes it even when the caller sends no history.
async fn a_recipe_question_is_answered_without_history(backend: Backend) {
    let (app, alice) = TestApp::alice(backend).await;
    let stew = recipe(
        &app,
        &alice,
        "Two Chicken Stew",
        2,
        &["300 g chicken thighs", "200 g chicken breasts", "1 onion"],
    )
    .await;
    let plan_id = plan(&app, "alice", &[("2026-11-23", "dinner", &stew, 2)]).await;
    let state = ChatState {
        current_plan_id: Some(plan_id),
        ..ChatState::default()
    };
    save_state(&app.ctx, "alice", &state, 0).await.unwrap();

    let change = "use turkey instead of chicken on Monday";
    let reply = say(&app, &alice, change, &json!([])).await;
    assert_eq!(reply["toolCalls"][0]["name"], "modify_recipe", "{reply}");
    let pending = &reply["state"]["pendingQuestion"];
    assert_eq!(pending["missing"], "answer", "{reply}");
    assert_eq!(pending["tool"], "modify_recipe", "{reply}");

    let reply = say(&app, &alice, "the thighs", &json!([])).await;
    let call = &reply["toolCalls"][0];
    assert_eq!(call["name"], "modify_recipe", "{reply}");
    assert_eq!(call["input"]["answer"], "the thighs", "{reply}");
    assert_eq!(call["input"]["day"], "monday", "{reply}");
    assert_eq!(call["success"], true, "{reply}");
    assert!(reply["state"]["pendingQuestion"].is_null(), "{reply}");
}

on_both_backends!(
    a_recipe_question_is_answered_without_history,
    a_conversation_over_the_current_plan,
    bad_messages_are_refused,
    a_chat_state_that_keeps_changing_is_a_version_conflict,
    the_history_is_bounded
);
