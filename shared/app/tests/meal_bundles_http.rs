//! Meal bundles over HTTP on both backends (seed 000 phase 3, issue 19): the acceptance test (a
//! side salad added in words merges into the shopping list and cooks as a second section;
//! swapped, given a variant, removed — the list follows), explicit ops refused with nothing
//! stored, version conflicts, another user's 404s, and the chat's `edit_meal` with the plan and
//! cooking tools showing the components.

mod support;

use std::sync::Arc;

use axum::http::StatusCode;
use cookbook_app::chat::ChatState;
use cookbook_app::chat::http::save_state;
use cookbook_llm::LlmPhase;
use serde_json::{Value, json};
use support::plans::{
    RacingPlans, item, items, plan, post_variant, recipe, shopping_list, stored_snapshot,
};
use support::reply::Reply;
use support::scripted::{ScriptedModel, routed};
use support::{Backend, TestApp};

const DAY: &str = "2026-11-23";
const STIR_FRY: &[&str] = &["1 lb chicken", "2 cups white rice", "1 onion"];

/// The recipes of a dinner: a main and two salads, created by `token`'s holder.
struct Dinner {
    app: TestApp,
    alice: String,
    snapshot_id: String,
    green_salad: String,
    caesar: String,
}

/// Creates a recipe with a category (which decides the roles it can fill); returns its id.
async fn categorized(
    app: &TestApp,
    token: &str,
    name: &str,
    category: &str,
    lines: &[&str],
) -> String {
    let ingredients: Vec<Value> = lines.iter().map(|line| json!({ "text": line })).collect();
    let body = json!({"name": name, "servings": 2, "category": [category],
                      "ingredients": ingredients, "instructions": ["Toss it."]});
    let recipe = app
        .json("POST", "/api/recipes", token, &body)
        .await
        .expect_status(StatusCode::CREATED);
    recipe["id"].as_str().expect("recipe id").to_owned()
}

/// Alice's plan: a chicken stir fry for two at dinner; two salads she could add.
async fn dinner(backend: Backend) -> Dinner {
    dinner_on(TestApp::on(backend, Default::default(), Vec::new()).await).await
}

/// [`dinner`] on `app`.
async fn dinner_on(app: TestApp) -> Dinner {
    let alice = app.token("alice", false);
    let main = recipe(&app, &alice, "Chicken Stir Fry", 2, STIR_FRY).await;
    let green_salad = categorized(
        &app,
        &alice,
        "Green Salad",
        "Salad",
        &["1 head lettuce", "1 cup croutons", "1 onion"],
    )
    .await;
    let caesar = categorized(
        &app,
        &alice,
        "Caesar Salad",
        "Salads",
        &[
            "2 heads romaine lettuce",
            "1 cup croutons",
            "2 tbsp parmesan",
        ],
    )
    .await;
    let snapshot_id = plan(&app, "alice", &[(DAY, "dinner", &main, 2)]).await;
    Dinner {
        app,
        alice,
        snapshot_id,
        green_salad,
        caesar,
    }
}

fn edit_path(snapshot_id: &str) -> String {
    format!("/api/plans/{snapshot_id}/meals/{DAY}/dinner/edit")
}

fn cook_path(snapshot_id: &str) -> String {
    format!("/api/cook/meal:{snapshot_id}:{DAY}:dinner")
}

async fn edit(d: &Dinner, token: &str, body: Value) -> (StatusCode, Value) {
    d.app
        .json("POST", &edit_path(&d.snapshot_id), token, &body)
        .await
}

/// Each item's name with the components its lines come from, sorted.
fn list_by_component(list: &Value) -> Vec<String> {
    let mut lines: Vec<String> = items(list)
        .iter()
        .map(|item| {
            let from: Vec<&str> = item["sources"]
                .as_array()
                .into_iter()
                .flatten()
                .map(|s| s["componentId"].as_str().unwrap_or_default())
                .collect();
            format!(
                "{} <- {}",
                item["name"].as_str().unwrap_or_default(),
                from.join(",")
            )
        })
        .collect();
    lines.sort();
    lines
}

/// The acceptance test.
async fn a_side_salad_follows_into_the_list_and_the_cook_view_until_removed(backend: Backend) {
    let d = dinner(backend).await;
    let alice = d.alice.clone();
    let main_only =
        list_by_component(&shopping_list(&d.app, &alice, &d.snapshot_id, "metric").await);

    let added = edit(
        &d,
        &alice,
        json!({"instruction": "add a green salad on the side"}),
    )
    .await
    .expect_status(StatusCode::OK);
    assert_eq!(
        added["ops"],
        json!([{"op": "add_component", "role": "salad", "recipe_id": d.green_salad}])
    );
    let meal = &added["meal"];
    assert_eq!(meal["components"][1]["component_id"], "salad");
    assert_eq!(
        meal["components"][1]["servings"], 2,
        "planned for the meal's servings"
    );
    assert_eq!(
        meal["recipe_id"], meal["components"][0]["recipe_id"],
        "the top level is the main"
    );

    let list = shopping_list(&d.app, &alice, &d.snapshot_id, "metric").await;
    let all = items(&list);
    let onion = item(&all, "onion");
    assert_eq!(onion["amount"], "2", "{onion}");
    let sources: Vec<(&str, &str)> = onion["sources"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| {
            (
                s["componentId"].as_str().unwrap(),
                s["role"].as_str().unwrap(),
            )
        })
        .collect();
    assert_eq!(sources, [("main", "main"), ("salad", "salad")]);
    for name in ["lettuce", "croutons", "chicken"] {
        item(&all, name);
    }

    let cook = d
        .app
        .get(&cook_path(&d.snapshot_id), &alice)
        .await
        .expect_status(StatusCode::OK);
    let sections = cook["sections"].as_array().unwrap();
    let shown: Vec<(&str, &str, &str)> = sections
        .iter()
        .map(|s| {
            (
                s["componentId"].as_str().unwrap(),
                s["role"].as_str().unwrap(),
                s["recipe"]["name"].as_str().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        shown,
        [
            ("main", "main", "Chicken Stir Fry"),
            ("salad", "salad", "Green Salad")
        ]
    );
    assert_eq!(sections[1]["modified"], false);

    let swap =
        json!({"ops": [{"op": "swap_component", "component_id": "salad", "recipe_id": d.caesar}]});
    edit(&d, &alice, swap).await.expect_status(StatusCode::OK);
    let list = list_by_component(&shopping_list(&d.app, &alice, &d.snapshot_id, "metric").await);
    assert!(
        list.contains(&"romaine lettuce <- salad".to_owned()),
        "{list:?}"
    );
    assert!(list.contains(&"croutons <- salad".to_owned()), "{list:?}");
    assert!(
        list.contains(&"onion <- main".to_owned()),
        "the green salad's onion is gone: {list:?}"
    );
    let milk = d
        .app
        .get(
            &format!("/api/plans/{}/allergens/milk", d.snapshot_id),
            &alice,
        )
        .await
        .expect_status(StatusCode::OK);
    let found: Vec<(&Value, &Value)> = milk["meals"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| (&m["componentId"], &m["role"]))
        .collect();
    assert_eq!(
        found,
        [(&json!("salad"), &json!("salad"))],
        "the parmesan is the salad's: {milk}"
    );

    let no_croutons = json!({"instruction": "no croutons", "component_id": "salad"});
    let (status, variant) =
        post_variant(&d.app, &alice, &d.snapshot_id, (DAY, "dinner"), no_croutons).await;
    assert_eq!(status, StatusCode::OK, "{variant}");
    let variant_id = format!("variant:{}:{DAY}:dinner:salad", d.snapshot_id);
    assert_eq!(variant["variant"]["variant_id"], variant_id);
    let list = list_by_component(&shopping_list(&d.app, &alice, &d.snapshot_id, "metric").await);
    assert!(
        !list.iter().any(|line| line.starts_with("croutons")),
        "{list:?}"
    );
    assert!(
        list.contains(&"romaine lettuce <- salad".to_owned()),
        "{list:?}"
    );
    let (_, cook) = d.app.get(&cook_path(&d.snapshot_id), &alice).await;
    assert_eq!(cook["sections"][1]["modified"], true);
    assert_eq!(
        cook["sections"][1]["recipe"]["name"],
        "Caesar Salad (modified)"
    );
    let (status, one) = d.app.get(&format!("/api/cook/{variant_id}"), &alice).await;
    assert_eq!(
        (status, &one["recipe"]["name"]),
        (StatusCode::OK, &json!("Caesar Salad (modified)"))
    );
    let (status, main) = d
        .app
        .get(
            &format!("/api/cook/variant:{}:{DAY}:dinner", d.snapshot_id),
            &alice,
        )
        .await;
    assert_eq!(
        status,
        StatusCode::NOT_FOUND,
        "the main has no variant: {main}"
    );

    let removed = edit(&d, &alice, json!({"instruction": "remove the salad"}))
        .await
        .expect_status(StatusCode::OK);
    assert_eq!(
        removed["meal"].get("components"),
        None,
        "one main is stored as before bundles"
    );
    let list = list_by_component(&shopping_list(&d.app, &alice, &d.snapshot_id, "metric").await);
    assert_eq!(list, main_only);
    let (_, cook) = d.app.get(&cook_path(&d.snapshot_id), &alice).await;
    assert_eq!(cook["sections"].as_array().map(Vec::len), Some(1));
}

async fn explicit_ops_are_checked_and_a_refusal_stores_nothing(backend: Backend) {
    let d = dinner(backend).await;
    let alice = d.alice.clone();
    let main = recipe(&d.app, &alice, "Roast Cod", 2, &["2 cod fillets"]).await;
    let refusals = [
        (
            json!([{"op": "remove_component", "component_id": "main"}]),
            "last main",
        ),
        (
            json!([{"op": "swap_component", "component_id": "side", "recipe_id": d.caesar}]),
            "no component `side`",
        ),
        (
            json!([{"op": "add_component", "role": "side", "recipe_id": "no-such-recipe"}]),
            "no recipe `no-such-recipe`",
        ),
        (
            json!([{"op": "add_component", "role": "salad", "recipe_id": main}]),
            "cannot be a salad",
        ),
        (
            json!([{"op": "add_component", "role": "salad", "recipe_id": d.caesar},
                {"op": "add_component", "role": "salad", "recipe_id": d.caesar}]),
            "already in this meal",
        ),
        (json!([]), "no ops"),
        (
            json!([{"op": "add_component", "role": "starter", "recipe_id": d.caesar}]),
            "starter",
        ),
    ];
    for (ops, says) in refusals {
        let (status, error) = edit(&d, &alice, json!({ "ops": ops })).await;
        assert_eq!(
            (status, &error["code"]),
            (StatusCode::BAD_REQUEST, &json!("INVALID_PAYLOAD")),
            "{ops}: {error}"
        );
        assert!(
            error["message"].as_str().unwrap().contains(says),
            "{ops}: {error}"
        );
    }
    let both = json!({"ops": [], "instruction": "add a salad"});
    assert_eq!(edit(&d, &alice, both).await.0, StatusCode::BAD_REQUEST);
    assert_eq!(
        stored_snapshot(&d.app, &d.snapshot_id).await.version,
        1,
        "nothing stored"
    );

    // Another main makes the first removable; the meal's main is then the new one.
    let mains = json!({"ops": [{"op": "add_component", "role": "main", "recipe_id": main, "servings": 3},
                               {"op": "remove_component", "component_id": "main"}]});
    let edited = edit(&d, &alice, mains).await.expect_status(StatusCode::OK);
    assert_eq!(
        (&edited["meal"]["recipe_id"], &edited["meal"]["servings"]),
        (&json!(main), &json!(3))
    );
    let history = format!("/api/meal-history?from={DAY}&to={DAY}");
    let (_, eaten) = d.app.get(&history, &alice).await;
    assert_eq!(
        eaten["items"][0]["recipeId"],
        json!(main),
        "the new main is in the history: {eaten}"
    );
    let (_, question) = edit(&d, &alice, json!({"instruction": "remove the dessert"})).await;
    assert_eq!(question["needs_clarification"], true, "{question}");
    assert_eq!(stored_snapshot(&d.app, &d.snapshot_id).await.version, 2);
}

async fn a_concurrent_edit_is_a_version_conflict(backend: Backend) {
    let app = TestApp::on_wrapped(backend, Default::default(), |stores| {
        stores.plans = Arc::new(RacingPlans(stores.plans.clone()));
    })
    .await;
    let alice = app.token("alice", false);
    let main = recipe(&app, &alice, "Chicken Stir Fry", 2, STIR_FRY).await;
    let salad = categorized(&app, &alice, "Green Salad", "Salad", &["1 head lettuce"]).await;
    let snapshot_id = plan(&app, "alice", &[(DAY, "dinner", &main, 2)]).await;
    let ops = json!({"ops": [{"op": "add_component", "role": "salad", "recipe_id": salad}]});
    let (status, error) = app
        .json("POST", &edit_path(&snapshot_id), &alice, &ops)
        .await;
    assert_eq!(
        (status, &error["code"]),
        (StatusCode::CONFLICT, &json!("VERSION_CONFLICT")),
        "{error}"
    );
}

/// A request that names the version it was made against is applied once: a replay is 409.
async fn a_replayed_edit_with_its_version_is_not_applied_twice(backend: Backend) {
    let d = dinner(backend).await;
    let add = json!({"version": 1, "ops": [{"op": "add_component", "role": "salad", "recipe_id": d.green_salad},
                                           {"op": "add_component", "role": "salad", "recipe_id": d.caesar}]});
    let (status, added) = edit(&d, &d.alice, add.clone()).await;
    assert_eq!(
        (status, &added["version"]),
        (StatusCode::OK, &json!(2)),
        "{added}"
    );
    let stored = stored_snapshot(&d.app, &d.snapshot_id).await;
    let (status, error) = edit(&d, &d.alice, add).await;
    assert_eq!(
        (status, &error["code"]),
        (StatusCode::CONFLICT, &json!("VERSION_CONFLICT")),
        "{error}"
    );
    assert_eq!(error["details"]["currentVersion"], 2);
    assert_eq!(
        stored_snapshot(&d.app, &d.snapshot_id).await,
        stored,
        "nothing changed"
    );
    let remove =
        json!({"version": 2, "ops": [{"op": "remove_component", "component_id": "salad-2"}]});
    let (status, removed) = edit(&d, &d.alice, remove).await;
    assert_eq!(
        (status, &removed["version"]),
        (StatusCode::OK, &json!(3)),
        "{removed}"
    );
}

async fn another_users_bundle_is_unreachable(backend: Backend) {
    let d = dinner(backend).await;
    let alice = d.alice.clone();
    let add =
        json!({"ops": [{"op": "add_component", "role": "salad", "recipe_id": d.green_salad}]});
    assert_eq!(edit(&d, &alice, add.clone()).await.0, StatusCode::OK);
    let croutons = json!({"instruction": "no croutons", "component_id": "salad"});
    assert_eq!(
        post_variant(
            &d.app,
            &alice,
            &d.snapshot_id,
            (DAY, "dinner"),
            croutons.clone()
        )
        .await
        .0,
        StatusCode::OK
    );
    let version = stored_snapshot(&d.app, &d.snapshot_id).await.version;

    let bob = d.app.token("bob", false);
    let not_found = |(status, body): (StatusCode, Value)| {
        assert_eq!(
            (status, &body["code"]),
            (StatusCode::NOT_FOUND, &json!("NOT_FOUND")),
            "{body}"
        );
    };
    not_found(edit(&d, &bob, add).await);
    not_found(edit(&d, &bob, json!({"instruction": "remove the salad"})).await);
    not_found(d.app.get(&cook_path(&d.snapshot_id), &bob).await);
    not_found(
        d.app
            .get(
                &format!("/api/cook/variant:{}:{DAY}:dinner:salad", d.snapshot_id),
                &bob,
            )
            .await,
    );
    not_found(post_variant(&d.app, &bob, &d.snapshot_id, (DAY, "dinner"), croutons).await);
    let path = format!(
        "/api/plans/{}/meals/{DAY}/dinner/variant?component_id=salad",
        d.snapshot_id
    );
    assert_eq!(
        d.app.send("DELETE", &path, Some(&bob), None).await.0,
        StatusCode::NOT_FOUND
    );
    let body = json!({"snapshotId": d.snapshot_id});
    not_found(d.app.json("POST", "/api/shopping-lists", &bob, &body).await);
    not_found(
        d.app
            .get(&format!("/api/plans/{}/allergens", d.snapshot_id), &bob)
            .await,
    );
    assert_eq!(
        stored_snapshot(&d.app, &d.snapshot_id).await.version,
        version
    );

    // The owner's own reads of the same bundle all answer.
    assert_eq!(
        d.app.get(&cook_path(&d.snapshot_id), &alice).await.0,
        StatusCode::OK
    );
    d.app
        .get(&format!("/api/plans/{}/allergens", d.snapshot_id), &alice)
        .await
        .expect_status(StatusCode::OK);
    assert_eq!(
        d.app.send("DELETE", &path, Some(&alice), None).await.0,
        StatusCode::OK
    );
}

/// Instructions go to the `Variant.PatchGen` model when one is configured: it sees the meal's
/// components and the candidates with their roles, and its ops are checked like a client's
/// (an id it was not offered is refused, 422), or it asks a question; either way a refusal or
/// a question stores nothing.
async fn a_configured_model_turns_instructions_into_checked_ops(backend: Backend) {
    let add = |recipe_id: &str| {
        json!({"ops": [{"op": "add_component", "role": "salad", "recipe_id": recipe_id}]})
            .to_string()
    };
    let question = json!({"ops": [], "needs_clarification": true,
                          "clarification_message": "Which salad?"});
    let (app, alice) = TestApp::alice(backend).await;
    let caesar = categorized(&app, &alice, "Caesar Salad", "Salads", &["1 head romaine"]).await;
    let bob = app.token("bob", false);
    let bobs = categorized(&app, &bob, "Bob's Salad", "Salad", &["1 head lettuce"]).await;
    let model =
        ScriptedModel::answering([Ok(add(&bobs)), Ok(question.to_string()), Ok(add(&caesar))]);
    let d = dinner_on(app.with_models(routed(&model, &[LlmPhase::PatchGen])).await).await;
    let instruction = json!({"instruction": "add a caesar salad"});

    let (status, refused) = edit(&d, &d.alice, instruction.clone()).await;
    assert_eq!(
        (status, &refused["code"]),
        (
            StatusCode::UNPROCESSABLE_ENTITY,
            &json!("VALIDATION_FAILED")
        ),
        "{refused}"
    );
    assert_eq!(refused["details"]["source"], "model");
    let (status, asked) = edit(&d, &d.alice, instruction.clone()).await;
    assert_eq!(
        (status, &asked["clarification_message"]),
        (StatusCode::OK, &json!("Which salad?"))
    );
    assert_eq!(
        stored_snapshot(&d.app, &d.snapshot_id).await.version,
        1,
        "nothing stored"
    );

    let added = edit(&d, &d.alice, instruction)
        .await
        .expect_status(StatusCode::OK);
    assert_eq!(added["meal"]["components"][1]["recipe_id"], json!(caesar));
    let seen: Value = serde_json::from_str(&model.prompt(2)).expect("the model's input is JSON");
    assert_eq!(seen["components"][0]["name"], "Chicken Stir Fry");
    let offered = seen["candidates"].as_array().unwrap();
    let caesar_offered = offered
        .iter()
        .find(|c| c["recipe_id"] == json!(caesar))
        .expect("offered");
    assert_eq!(caesar_offered["roles"], json!(["salad"]));
    assert!(
        !offered.iter().any(|c| c["recipe_id"] == json!(bobs)),
        "only what alice may plan"
    );
}

/// What the chat answers `message` with, as a tool call name, whether it succeeded, and the reply.
async fn say(d: &Dinner, message: &str) -> (String, bool, String) {
    let body = json!({ "message": message, "history": [] });
    let (status, reply) = d.app.json("POST", "/api/chat", &d.alice, &body).await;
    assert_eq!(status, StatusCode::OK, "{message}: {reply}");
    let call = &reply["toolCalls"][0];
    let name = call["name"].as_str().unwrap_or_default().to_owned();
    let text = reply["reply"].as_str().unwrap_or_default().to_owned();
    (name, call["success"] == json!(true), text)
}

async fn the_chat_edits_a_meals_parts_and_shows_them(backend: Backend) {
    let d = dinner(backend).await;
    let state = ChatState {
        current_plan_id: Some(d.snapshot_id.clone()),
        ..ChatState::default()
    };
    save_state(&d.app.ctx, "alice", &state, 0)
        .await
        .expect("chat state");

    let (tool, ok, reply) = say(&d, "add a green salad to Monday's dinner").await;
    assert_eq!((tool.as_str(), ok), ("edit_meal", true), "{reply}");
    let (tool, _, reply) = say(&d, "show my plan").await;
    assert_eq!(tool, "show_current_plan");
    assert!(
        reply.contains("Chicken Stir Fry + salad: Green Salad"),
        "{reply}"
    );
    let (tool, _, reply) = say(&d, "how do I cook Monday's dinner?").await;
    assert_eq!(tool, "get_cooking_guide");
    assert!(
        reply.contains("main: Chicken Stir Fry") && reply.contains("salad: Green Salad"),
        "{reply}"
    );
    let (tool, ok, reply) = say(&d, "swap the salad on Monday").await;
    assert_eq!((tool.as_str(), ok), ("edit_meal", true), "{reply}");
    let (_, _, reply) = say(&d, "show my plan").await;
    assert!(reply.contains("+ salad: Caesar Salad"), "{reply}");
    let (tool, ok, reply) = say(&d, "remove the salad from Monday's dinner").await;
    assert_eq!((tool.as_str(), ok), ("edit_meal", true), "{reply}");
    let (_, _, reply) = say(&d, "show my plan").await;
    assert!(
        reply.contains("Chicken Stir Fry") && !reply.contains("salad"),
        "{reply}"
    );
}

on_both_backends!(
    a_configured_model_turns_instructions_into_checked_ops,
    the_chat_edits_a_meals_parts_and_shows_them,
    a_side_salad_follows_into_the_list_and_the_cook_view_until_removed,
    explicit_ops_are_checked_and_a_refusal_stores_nothing,
    a_concurrent_edit_is_a_version_conflict,
    a_replayed_edit_with_its_version_is_not_applied_twice,
    another_users_bundle_is_unreachable,
);
