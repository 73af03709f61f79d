//! Quick plans of meal bundles (issue 19, CONTRACTS.md §9): a meal may ask for `components`
//! (`["main", "side"]`); the plan-slot job picks the main, then a side that goes with it. On
//! both stores, through the real job path with the core catalog and the offline reranker: a
//! week of dinners with a side, the snapshot and shopping list of that week, picks with no
//! candidate counted as slot failures, and the request's checks; the chat plans such a week.
//! Ten seeded weeks are measured for how the sides pair with their mains (`support::bundles`;
//! `bench/plan_figures.sh sides` prints the figures for more weeks).

mod support;

use std::collections::BTreeSet;

use axum::http::StatusCode;
use cookbook_domain::food::FoodData;
use cookbook_domain::variant::MealRole;
use serde_json::{Value, json};
use support::bundles::{DAYS, measure_pairing, picked, planned, recipe, week};
use support::plans::{items, shopping_list};
use support::reply::Reply;
use support::{Backend, TestApp};

async fn a_week_of_dinners_with_a_side_pairs_fourteen_distinct_recipes(backend: Backend) {
    let app = TestApp::seeded(backend).await;
    let alice = app.token("alice", false);
    let request = week(json!({"dinner": {"servings": 2, "components": ["main", "side"]}}));
    let result = planned(&app, &alice, &request).await;
    assert_eq!(result["slot_failures_count"], 0, "{result}");

    let food = FoodData::embedded().expect("food data");
    let (mut mains, mut sides) = (BTreeSet::new(), BTreeSet::new());
    for day in result["days"].as_array().expect("days") {
        let dinner = &day["meals"]["dinner"];
        let components = dinner["components"].as_array().expect("components");
        let roles: Vec<&Value> = components.iter().map(|c| &c["role"]).collect();
        assert_eq!(roles, [&json!("main"), &json!("side")], "{dinner}");
        assert_eq!(
            dinner["selection"], components[0]["selection"],
            "seed 001's selection is the main's"
        );
        let main = recipe(&app, &alice, picked(&components[0])).await;
        let side = recipe(&app, &alice, picked(&components[1])).await;
        assert!(
            MealRole::Side.fits(&side.category),
            "{} is no side: {:?}",
            side.name,
            side.category
        );
        let groups = (food.food_group(&main), food.food_group(&side));
        assert!(
            groups.0.is_some() && groups.0 != groups.1,
            "{} beside {}: {groups:?}",
            side.name,
            main.name
        );
        mains.insert(main.id.expect("an id"));
        sides.insert(side.id.expect("an id"));
    }
    assert_eq!(
        (mains.len(), sides.len()),
        (DAYS, DAYS),
        "{mains:?} {sides:?}"
    );
    assert!(mains.is_disjoint(&sides), "14 distinct recipes");

    // The snapshot plans each dinner as its main and its side, so the list shops for both.
    let snapshot_id = result["snapshot_id"].as_str().expect("a snapshot id");
    let snapshot = app
        .get(&format!("/api/plans/{snapshot_id}"), &alice)
        .await
        .expect_status(StatusCode::OK);
    let planned_sides: BTreeSet<String> = snapshot["planned_meals"]
        .as_array()
        .expect("planned meals")
        .iter()
        .map(|meal| {
            let components = &meal["components"];
            assert_eq!(components[0]["recipe_id"], meal["recipe_id"], "{meal}");
            assert_eq!(
                (&components[1]["component_id"], &components[1]["servings"]),
                (&json!("side"), &json!(2)),
                "{meal}"
            );
            components[1]["recipe_id"]
                .as_str()
                .expect("a side")
                .to_owned()
        })
        .collect();
    assert_eq!(planned_sides, sides);
    let list = shopping_list(&app, &alice, snapshot_id, "metric").await;
    let sources: Vec<Value> = items(&list)
        .iter()
        .chain(list["checkYouHave"].as_array().into_iter().flatten())
        .flat_map(|item| item["sources"].as_array().cloned().unwrap_or_default())
        .collect();
    for side in &sides {
        let lines: BTreeSet<&str> = sources
            .iter()
            .filter(|source| source["recipeId"] == side.as_str())
            .map(|source| {
                assert_eq!(source["componentId"], "side", "{source}");
                source["line"].as_str().expect("a line")
            })
            .collect();
        let ingredients = recipe(&app, &alice, side).await.ingredients;
        let expected: BTreeSet<&str> = ingredients.iter().map(|i| i.text.as_str()).collect();
        assert_eq!(lines, expected, "every line of side {side} is shopped for");
    }
}

async fn a_component_without_a_candidate_is_null_and_counted(backend: Backend) {
    let app = TestApp::seeded(backend).await;
    let alice = app.token("alice", false);
    // The catalog has no breakfast sides; no vegan dinner is free of every plant food.
    let request = json!({"days": [{"date": "2026-11-23", "meals": {
        "breakfast": {"servings": 2, "components": ["side"]},
        "lunch": {"servings": 2},
    }}, {"date": "2026-11-24", "meals": {
        "dinner": {"servings": 2, "components": ["main", "side", "dessert"]},
    }}], "preferences": {}});
    let result = planned(&app, &alice, &request).await;
    let breakfast = &result["days"][0]["meals"]["breakfast"];
    let components = breakfast["components"].as_array().expect("components");
    assert_eq!(components.len(), 2, "the main is implied: {breakfast}");
    assert_eq!(components[0]["role"], "main");
    assert_eq!(breakfast["selection"], components[0]["selection"]);
    assert!(breakfast["selection"].is_object(), "{breakfast}");
    assert_eq!(
        components[1],
        json!({"role": "side", "selection": null}),
        "no breakfast side"
    );
    let lunch = &result["days"][0]["meals"]["lunch"];
    assert!(lunch.get("components").is_none(), "asked for none: {lunch}");
    let dinner = &result["days"][1]["meals"]["dinner"];
    let roles: Vec<&Value> = dinner["components"]
        .as_array()
        .expect("components")
        .iter()
        .map(|c| {
            assert!(c["selection"].is_object(), "{dinner}");
            &c["role"]
        })
        .collect();
    assert_eq!(roles, [&json!("main"), &json!("side"), &json!("dessert")]);
    assert_eq!(result["slot_failures_count"], 1, "{result}");

    // The breakfast is stored as its main alone.
    let snapshot_id = result["snapshot_id"].as_str().expect("a snapshot id");
    let (_, snapshot) = app.get(&format!("/api/plans/{snapshot_id}"), &alice).await;
    let breakfast = &snapshot["planned_meals"][0];
    assert_eq!(breakfast["meal_type"], "breakfast");
    assert!(breakfast.get("components").is_none(), "{breakfast}");

    // Without a main nothing goes with it: each part counts.
    let impossible = json!({"days": [{"date": "2026-12-01", "meals": {
        "dinner": {"servings": 2, "components": ["main", "side"]}}}],
        "preferences": {"diet": "vegan", "excluded_ingredients":
            ["vegetable", "fruit", "grain", "legume", "nut", "seed", "oil", "spice", "herb"]}});
    let result = planned(&app, &alice, &impossible).await;
    assert_eq!(
        result["days"][0]["meals"]["dinner"]["components"],
        json!([{"role": "main", "selection": null}, {"role": "side", "selection": null}])
    );
    assert_eq!(result["slot_failures_count"], 2);
}

on_both_backends!(
    a_week_of_dinners_with_a_side_pairs_fourteen_distinct_recipes,
    a_component_without_a_candidate_is_null_and_counted,
);

#[tokio::test]
async fn ten_weeks_of_dinners_with_a_side_pair_well() {
    let pairing = measure_pairing(10).await;
    pairing.print();
    assert_eq!(pairing.unfilled, 0, "{pairing:?}");
    assert!(
        pairing.distinct_sides.iter().all(|&n| n == DAYS),
        "{pairing:?}"
    );
    assert_eq!(pairing.not_a_side, 0, "{pairing:?}");
    assert_eq!(
        pairing.same_food_group + pairing.unknown_food_group,
        0,
        "{pairing:?}"
    );
    assert_eq!(pairing.shared_main_ingredient, 0, "{pairing:?}");
    // 33 to 35 of the catalog's 48 dinner sides in ten weeks on three runs.
    assert!(pairing.sides_seen.len() >= 25, "weeks differ: {pairing:?}");
}

#[tokio::test]
async fn the_chat_plans_dinners_with_a_side_and_shows_them() {
    let app = TestApp::seeded(Backend::Local).await;
    let alice = app.token("alice", false);
    let say = |message: &'static str| {
        let body = json!({"message": message, "history": []});
        let (app, alice) = (&app, &alice);
        async move {
            let (status, reply) = app.json("POST", "/api/chat", alice, &body).await;
            assert_eq!(status, StatusCode::OK, "{message}: {reply}");
            reply
        }
    };
    let reply = say("plan 3 dinners with a side").await;
    assert_eq!(reply["toolCalls"][0]["name"], "plan_meals", "{reply}");
    assert_eq!(
        reply["toolCalls"][0]["input"]["components"],
        json!(["side"])
    );
    let plan_id = reply["state"]["currentPlanId"].as_str().expect("a plan");
    let (_, plan) = app.get(&format!("/api/plans/{plan_id}"), &alice).await;
    let meals = plan["planned_meals"].as_array().expect("planned meals");
    assert_eq!(meals.len(), 3, "{plan}");
    let mut sides = BTreeSet::new();
    for meal in meals {
        let side = &meal["components"][1];
        assert_eq!(side["role"], "side", "{meal}");
        let side = recipe(&app, &alice, side["recipe_id"].as_str().expect("a side")).await;
        assert!(MealRole::Side.fits(&side.category), "{}", side.name);
        sides.insert(side.name);
    }
    assert_eq!(sides.len(), 3, "{sides:?}");
    for shown in [&reply, &say("show me my plan").await] {
        let text = shown["reply"].as_str().expect("a reply");
        for side in &sides {
            assert!(text.contains(&format!("+ side: {side}")), "{side}: {text}");
        }
    }
}

#[tokio::test]
async fn components_are_checked() {
    let app = TestApp::new();
    let alice = app.token("alice", false);
    for components in [
        json!(["side", "main"]),
        json!(["main", "main"]),
        json!(["main", "sidekick"]),
        json!("side"),
        json!([
            "main", "side", "side", "side", "side", "side", "side", "side", "side"
        ]),
    ] {
        let request = json!({"days": [{"date": "2026-11-23", "meals": {
            "dinner": {"servings": 2, "components": components}}}]});
        let (status, body) = app.json("POST", "/api/meal-plans", &alice, &request).await;
        assert_eq!(
            (status, body["code"].clone()),
            (StatusCode::BAD_REQUEST, json!("INVALID_PAYLOAD")),
            "{components}: {body}"
        );
    }

    // The OpenAPI document says what a meal may ask for.
    let spec = app
        .get("/api/openapi.json", "")
        .await
        .expect_status(StatusCode::OK);
    let schemas = &spec["components"]["schemas"];
    let components = &schemas["MealRequest"]["properties"]["components"];
    assert_eq!(components["type"], "array", "{components}");
    assert!(
        components["description"]
            .as_str()
            .is_some_and(|d| d.contains("side")),
        "{components}"
    );
    let role = components["items"]["$ref"].as_str().expect("a role schema");
    let role = &schemas[role.trim_start_matches("#/components/schemas/")];
    assert_eq!(
        role["enum"],
        json!(["main", "side", "sauce", "salad", "dessert", "drink"])
    );
}
