//! Chat swaps offer mains (issue 19's tidy-up): `swap_meal` asks the search for mains only, as
//! plan slots do, so side dishes that match the words better cannot take up the search's 25
//! places and leave no main to offer.

mod support;

use axum::http::StatusCode;
use cookbook_app::chat::{ChatState, respond, tools};
use cookbook_domain::course::is_accompaniment;
use cookbook_llm::{ChatResponse, ContentBlock, LlmPhase, StopReason, Usage};
use serde_json::{Value, json};
use support::TestApp;
use support::plans::plan;
use support::scripted::{ScriptedModel, routed};

/// Creates one of `token`'s dinner recipes in `category`; returns its id.
async fn dinner(app: &TestApp, token: &str, name: &str, category: &str, lines: &[&str]) -> String {
    let ingredients: Vec<Value> = lines.iter().map(|line| json!({ "text": line })).collect();
    let body = json!({
        "name": name, "servings": 2, "ingredients": ingredients, "instructions": ["Cook it."],
        "category": [category], "mealTypes": ["dinner"],
    });
    let (status, recipe) = app.json("POST", "/api/recipes", token, &body).await;
    assert_eq!(status, StatusCode::CREATED, "{recipe}");
    recipe["id"].as_str().expect("recipe id").to_owned()
}

fn swap_call(input: Value) -> ChatResponse {
    ChatResponse {
        content: vec![ContentBlock::ToolUse {
            id: "swap".to_owned(),
            name: "swap_meal".to_owned(),
            input,
        }],
        stop_reason: StopReason::ToolUse,
        usage: Usage::default(),
        model: "scripted-1".to_owned(),
    }
}

#[tokio::test]
async fn a_swap_offers_mains_when_side_dishes_match_better() {
    let model = ScriptedModel::responding([
        Ok(swap_call(
            json!({"day": "2026-11-23", "meal_type": "dinner", "search_query": "zucchini"}),
        )),
        Ok(ChatResponse::from_text(
            "scripted-1",
            "Here are some options.",
        )),
    ]);
    let app = TestApp::new()
        .with_models(routed(&model, &[LlmPhase::Chat]))
        .await;
    let alice = app.token("alice", false);
    // 30 zucchini sides, named for it, outrank a lasagna with zucchini among its ingredients.
    for n in 1..=30 {
        let name = format!("Zucchini Side {n}");
        dinner(&app, &alice, &name, "Side dish", &["2 zucchini"]).await;
    }
    let lasagna = dinner(
        &app,
        &alice,
        "Summer Lasagna",
        "Dinner",
        &["2 zucchini", "9 lasagna noodles", "2 cups ricotta"],
    )
    .await;
    let stew = dinner(&app, &alice, "Beef Stew", "Dinner", &["1 lb beef"]).await;
    let plan_id = plan(&app, "alice", &[("2026-11-23", "dinner", &stew, 2)]).await;

    let state = ChatState {
        current_plan_id: Some(plan_id),
        ..ChatState::default()
    };
    let registry = tools::registry();
    let turn = respond(&app.ctx, &registry, "alice", Vec::new(), "swap it", state)
        .await
        .expect("a turn");
    let call = &turn.tool_calls[0];
    assert_eq!(
        (call.name.as_str(), call.success),
        ("swap_meal", true),
        "{call:?}"
    );
    let result = turn.history[2]
        .content
        .iter()
        .find_map(|block| match block {
            ContentBlock::ToolResult { content, .. } => Some(content.clone()),
            _ => None,
        })
        .expect("the swap's result");
    let result: Value = serde_json::from_str(&result).expect("a JSON result");
    let options = result["data"]["options"]
        .as_array()
        .unwrap_or_else(|| panic!("{result}"));
    let offered: Vec<&str> = options
        .iter()
        .map(|option| option["recipe_id"].as_str().expect("an id"))
        .collect();
    assert_eq!(offered, [lasagna.as_str()], "{result}");
    for id in offered {
        let (_, recipe) = app.get(&format!("/api/recipes/{id}"), &alice).await;
        let categories: Vec<String> = serde_json::from_value(recipe["category"].clone()).unwrap();
        assert!(!is_accompaniment(&categories), "{recipe}");
    }
}
