//! Recipe variants over HTTP on both backends (seed 000): the acceptance test (chicken replaced
//! by tofu → "tofu" in the final shopping list, "chicken" not), variants unchanged after reload,
//! the cook route's lookup, clear_variant, validation of explicit ops, clarifications, version
//! conflicts, owner scoping and the seed's log tags.

mod support;

use std::sync::Arc;

use axum::http::StatusCode;
use jiff::SignedDuration;
use serde_json::{Value, json};
use support::plans::{
    RacingPlans, items, plan, post_variant, recipe, shopping_list, stored_snapshot, variant_path,
};
use support::reply::Reply;
use support::{Backend, TestApp};

const DAY: &str = "2026-11-23";
const DINNER: (&str, &str) = (DAY, "dinner");
const STIR_FRY: &[&str] = &["1 lb chicken", "2 cups white rice", "2 tbsp soy sauce"];

/// Alice's app with a chicken stir fry planned for dinner; returns (app, token, recipe, plan).
async fn stir_fry_plan(backend: Backend) -> (TestApp, String, String, String) {
    let (app, alice) = TestApp::alice(backend).await;
    let recipe_id = recipe(&app, &alice, "Chicken Stir Fry", 2, STIR_FRY).await;
    let snapshot_id = plan(&app, "alice", &[(DAY, "dinner", &recipe_id, 2)]).await;
    (app, alice, recipe_id, snapshot_id)
}

fn tofu_for_chicken() -> Value {
    json!({"ops": [{"op": "replace_ingredient", "target_index": 0, "target_name": "chicken",
                    "replacement": {"name": "tofu", "quantity": "1 lb"}}]})
}

fn names_and_lines(list: &Value) -> String {
    items(list)
        .iter()
        .map(|item| format!("{} {}", item["name"], item["sources"]))
        .collect::<Vec<_>>()
        .join("\n")
        .to_lowercase()
}

/// Seed 000's acceptance test, with the swap asked for in words as a chat would.
async fn tofu_instead_of_chicken_reaches_the_final_shopping_list(backend: Backend) {
    let (app, alice, recipe_id, snapshot_id) = stir_fry_plan(backend).await;
    let before = names_and_lines(&shopping_list(&app, &alice, &snapshot_id, "metric").await);
    assert!(
        before.contains("chicken") && !before.contains("tofu"),
        "{before}"
    );

    let instruction = json!({"instruction": "use tofu instead of chicken"});
    let applied = post_variant(&app, &alice, &snapshot_id, DINNER, instruction)
        .await
        .expect_status(StatusCode::OK);
    assert_eq!(applied["needs_clarification"], false);
    let variant = &applied["variant"];
    assert_eq!(
        variant["variant_id"],
        format!("variant:{snapshot_id}:{DAY}:dinner")
    );
    assert_eq!(variant["base_recipe_id"], recipe_id.as_str());
    assert_eq!(variant["compiler_version"], "v0");
    assert_eq!(variant["changes"][0][0]["op"], "replace_ingredient");
    assert_eq!(
        variant["compiled_recipe"]["name"],
        "Chicken Stir Fry (modified)"
    );
    assert_eq!(variant["compiled_recipe"]["ingredients"][0]["name"], "tofu");

    let after = names_and_lines(&shopping_list(&app, &alice, &snapshot_id, "metric").await);
    assert!(after.contains("tofu"), "{after}");
    assert!(!after.contains("chicken"), "{after}");
}

/// The stored variant is what every later read returns, even after the base recipe changes.
async fn a_variant_is_unchanged_after_reload(backend: Backend) {
    let (app, alice, recipe_id, snapshot_id) = stir_fry_plan(backend).await;
    let (_, applied) = post_variant(&app, &alice, &snapshot_id, DINNER, tofu_for_chicken()).await;
    let stored = stored_snapshot(&app, &snapshot_id).await;
    assert_eq!(stored.version, 2);
    assert_eq!(
        stored.body["planned_meals"][0]["variant"],
        applied["variant"]
    );

    let cook_path = format!("/api/cook/variant:{snapshot_id}:{DAY}:dinner");
    let first = app
        .get(&cook_path, &alice)
        .await
        .expect_status(StatusCode::OK);
    assert_eq!(first["modified"], true);
    assert_eq!(first["recipe"], applied["variant"]["compiled_recipe"]);
    assert_eq!(
        first["variant"]["compiledAt"],
        applied["variant"]["compiled_at"]
    );

    // The base recipe changes and time passes: the compiled variant must not follow.
    app.clock.advance(SignedDuration::from_hours(3));
    let (_, mut base) = app.get(&format!("/api/recipes/{recipe_id}"), &alice).await;
    base["ingredients"] = json!([{"text": "1 lb beef"}, {"text": "1 cup rice"}]);
    app.json("PUT", &format!("/api/recipes/{recipe_id}"), &alice, &base)
        .await
        .expect_status(StatusCode::OK);
    let (_, reloaded) = app.get(&cook_path, &alice).await;
    assert_eq!(reloaded, first, "a reload recomputes nothing");
    assert_eq!(stored_snapshot(&app, &snapshot_id).await.body, stored.body);
}

async fn the_cook_route_resolves_recipes_and_variants_or_404s(backend: Backend) {
    let (app, alice, recipe_id, snapshot_id) = stir_fry_plan(backend).await;
    let plain = app
        .get(&format!("/api/cook/{recipe_id}"), &alice)
        .await
        .expect_status(StatusCode::OK);
    assert_eq!(
        (&plain["modified"], &plain["recipe"]["name"]),
        (&json!(false), &json!("Chicken Stir Fry"))
    );
    assert!(plain["variant"].is_null());

    let variant_id = format!("variant:{snapshot_id}:{DAY}:dinner");
    let absent = [
        variant_id.clone(),                           // no variant yet
        format!("variant:{snapshot_id}:{DAY}:lunch"), // no such meal
        format!("variant:unknown-plan:{DAY}:dinner"), // no such snapshot
        "variant:not-a-variant-id".to_owned(),        // malformed
        "no-such-recipe".to_owned(),                  // no such recipe
    ];
    for id in &absent {
        let (status, body) = app.get(&format!("/api/cook/{id}"), &alice).await;
        assert_eq!(status, StatusCode::NOT_FOUND, "{id}: {body}");
        assert_eq!(body["code"], "NOT_FOUND");
    }

    post_variant(&app, &alice, &snapshot_id, DINNER, tofu_for_chicken()).await;
    let cooked = app
        .get(&format!("/api/cook/{variant_id}"), &alice)
        .await
        .expect_status(StatusCode::OK);
    assert_eq!(cooked["modified"], true);
    assert_eq!(cooked["recipe"]["id"], variant_id.as_str());
    assert_eq!(cooked["variant"]["baseRecipeId"], recipe_id.as_str());
    assert_eq!(cooked["variant"]["compilerVersion"], "v0");
    assert_eq!(cooked["warnings"], json!([]));
}

async fn clear_variant_restores_the_base_recipe_in_cook_and_shopping(backend: Backend) {
    let (app, alice, _, snapshot_id) = stir_fry_plan(backend).await;
    post_variant(&app, &alice, &snapshot_id, DINNER, tofu_for_chicken()).await;
    let path = variant_path(&snapshot_id, DAY, "dinner");

    let cleared = app
        .send("DELETE", &path, Some(&alice), None)
        .await
        .expect_status(StatusCode::OK);
    assert_eq!(
        cleared,
        json!({"cleared": true, "variant_id": format!("variant:{snapshot_id}:{DAY}:dinner"),
               "variant": null})
    );
    let stored = stored_snapshot(&app, &snapshot_id).await;
    assert_eq!(stored.version, 3);
    assert!(stored.body["planned_meals"][0].get("variant").is_none());

    let cook = format!("/api/cook/variant:{snapshot_id}:{DAY}:dinner");
    assert_eq!(app.get(&cook, &alice).await.0, StatusCode::NOT_FOUND);
    let list = names_and_lines(&shopping_list(&app, &alice, &snapshot_id, "us").await);
    assert!(list.contains("chicken") && !list.contains("tofu"), "{list}");

    let again = app
        .send("DELETE", &path, Some(&alice), None)
        .await
        .expect_status(StatusCode::OK);
    assert_eq!(
        again,
        json!({"cleared": false, "variant_id": null, "variant": null})
    );
    assert_eq!(stored_snapshot(&app, &snapshot_id).await.version, 3);
    app.send(
        "DELETE",
        &variant_path(&snapshot_id, DAY, "lunch"),
        Some(&alice),
        None,
    )
    .await
    .expect_status(StatusCode::NOT_FOUND);
}

/// Client ops go through the domain's validation; nothing is stored when they fail.
async fn explicit_ops_are_validated_before_anything_is_stored(backend: Backend) {
    let (app, alice, _, snapshot_id) = stir_fry_plan(backend).await;
    let refused = [
        json!({"op": "remove_ingredient", "target_index": 2, "target_name": "soy sauce"}),
        json!({"op": "replace_ingredient", "target_index": 9, "target_name": "chicken",
               "replacement": {"name": "tofu", "quantity": "1 lb"}}),
        json!({"op": "replace_ingredient", "target_index": 1, "target_name": "chicken",
               "replacement": {"name": "tofu", "quantity": "1 lb"}}),
    ];
    for op in refused {
        let body = json!({ "ops": [op] });
        let (status, error) = post_variant(&app, &alice, &snapshot_id, DINNER, body).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{op}: {error}");
        assert_eq!(error["code"], "VALIDATION_FAILED");
        assert_eq!(error["details"]["source"], "request");
    }
    let malformed = [
        json!({"ops": [{"op": "replace_ingredient", "target_index": 0}]}),
        json!({"ops": [], "instruction": "double it"}),
        json!({"instruction": "  "}),
        json!({"ops": [{"op": "scale_servings", "scale_factor": 2}], "extra": 1}),
    ];
    for body in malformed {
        let (status, error) = post_variant(&app, &alice, &snapshot_id, DINNER, body.clone()).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{body}: {error}");
        assert_eq!(error["code"], "INVALID_PAYLOAD");
    }
    let scale = json!({"ops": [{"op": "scale_servings", "scale_factor": 2}]});
    let (status, _) = post_variant(&app, &alice, &snapshot_id, (DAY, "lunch"), scale.clone()).await;
    assert_eq!(status, StatusCode::NOT_FOUND, "no lunch is planned");
    let (status, _) = post_variant(
        &app,
        &alice,
        &snapshot_id,
        ("23-11-2026", "dinner"),
        scale.clone(),
    )
    .await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "not a date");
    let (status, _) = post_variant(&app, &alice, &snapshot_id, (DAY, "brunch"), scale).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "not a meal key");
    assert_eq!(stored_snapshot(&app, &snapshot_id).await.version, 1);
}

/// Seed 000: when no single target_index fits, no ops and a question, and nothing changes.
async fn an_ambiguous_instruction_gets_a_clarification_and_stores_nothing(backend: Backend) {
    let (app, alice) = TestApp::alice(backend).await;
    let lines = ["1 lb chicken breast", "2 cups chicken stock", "1 onion"];
    let recipe_id = recipe(&app, &alice, "Chicken Soup", 4, &lines).await;
    let snapshot_id = plan(&app, "alice", &[(DAY, "dinner", &recipe_id, 4)]).await;
    // Mushrooms are neither a protein nor a liquid: no line is clearly meant.
    let body = json!({"instruction": "use mushrooms instead of chicken"});
    let answer = post_variant(&app, &alice, &snapshot_id, DINNER, body)
        .await
        .expect_status(StatusCode::OK);
    assert_eq!(answer["needs_clarification"], true);
    assert_eq!(answer["ops"], json!([]));
    assert!(answer["variant"].is_null());
    let question = answer["clarification_message"].as_str().unwrap();
    assert!(
        question.contains("chicken breast") && question.contains("chicken stock"),
        "{question}"
    );
    assert_eq!(stored_snapshot(&app, &snapshot_id).await.version, 1);
}

async fn a_concurrent_change_to_the_plan_is_a_version_conflict(backend: Backend) {
    let app = TestApp::on_wrapped(backend, Default::default(), |stores| {
        stores.plans = Arc::new(RacingPlans(stores.plans.clone()));
    })
    .await;
    let alice = app.token("alice", false);
    let recipe_id = recipe(&app, &alice, "Chicken Stir Fry", 2, STIR_FRY).await;
    let snapshot_id = plan(&app, "alice", &[(DAY, "dinner", &recipe_id, 2)]).await;
    let (status, error) =
        post_variant(&app, &alice, &snapshot_id, DINNER, tofu_for_chicken()).await;
    assert_eq!(status, StatusCode::CONFLICT, "{error}");
    assert_eq!(error["code"], "VERSION_CONFLICT");
    let (status, _) = app
        .send(
            "DELETE",
            &variant_path(&snapshot_id, DAY, "dinner"),
            Some(&alice),
            None,
        )
        .await;
    assert_eq!(
        status,
        StatusCode::CONFLICT,
        "the racer's copy has the variant"
    );
}

async fn another_users_plan_and_variant_are_unreachable(backend: Backend) {
    let (app, alice, _, snapshot_id) = stir_fry_plan(backend).await;
    post_variant(&app, &alice, &snapshot_id, DINNER, tofu_for_chicken()).await;
    let bob = app.token("bob", false);
    let (status, error) = post_variant(&app, &bob, &snapshot_id, DINNER, tofu_for_chicken()).await;
    assert_eq!(
        (status, &error["code"]),
        (StatusCode::NOT_FOUND, &json!("NOT_FOUND"))
    );
    let path = variant_path(&snapshot_id, DAY, "dinner");
    assert_eq!(
        app.send("DELETE", &path, Some(&bob), None).await.0,
        StatusCode::NOT_FOUND
    );
    let cook = format!("/api/cook/variant:{snapshot_id}:{DAY}:dinner");
    assert_eq!(app.get(&cook, &bob).await.0, StatusCode::NOT_FOUND);
    assert_eq!(app.get(&cook, &alice).await.0, StatusCode::OK);
    let unauthenticated = app.send("POST", &path, None, Some("{}".to_owned())).await;
    assert_eq!(unauthenticated.0, StatusCode::UNAUTHORIZED);
    assert_eq!(stored_snapshot(&app, &snapshot_id).await.version, 2);
}

on_both_backends!(
    tofu_instead_of_chicken_reaches_the_final_shopping_list,
    a_variant_is_unchanged_after_reload,
    the_cook_route_resolves_recipes_and_variants_or_404s,
    clear_variant_restores_the_base_recipe_in_cook_and_shopping,
    explicit_ops_are_validated_before_anything_is_stored,
    an_ambiguous_instruction_gets_a_clarification_and_stores_nothing,
    a_concurrent_change_to_the_plan_is_a_version_conflict,
    another_users_plan_and_variant_are_unreachable,
);
