//! Shopping lists over HTTP on both backends: built from a snapshot with quantities scaled by
//! the planned servings (and by a scale_servings variant), merged across meals, in the units
//! foods are bought in with staples to check for, rebuilt in place keeping ticks and extra
//! items, listed newest first, extra items (bounded) and check-offs as versioned writes, and
//! other users' lists unreachable.

mod support;

use axum::http::StatusCode;
use serde_json::{Value, json};
use support::plans::{item, items, plan, post_variant, recipe, shopping_list};
use support::reply::Reply;
use support::{Backend, TestApp, pluck};

const DAY: &str = "2026-11-23";

/// Alice's plan (whole wheat flour, which unlike all-purpose is no staple, is bought by the
/// amount): pancakes (a 2-serving recipe) for 4 at breakfast, crepes (4 servings) for 4 at
/// lunch, and a meal whose recipe is gone; returns (app, token, snapshot id).
async fn breakfast_and_lunch(backend: Backend) -> (TestApp, String, String) {
    let (app, alice) = TestApp::alice(backend).await;
    let pancakes = recipe(
        &app,
        &alice,
        "Pancakes",
        2,
        &["1 cup milk", "2 eggs", "100 g whole wheat flour"],
    )
    .await;
    let crepes = recipe(
        &app,
        &alice,
        "Crepes",
        4,
        &["250 ml milk", "200 g whole wheat flour"],
    )
    .await;
    let meals = [
        (DAY, "breakfast", pancakes.as_str(), 4),
        (DAY, "lunch", crepes.as_str(), 4),
        (DAY, "dinner", "deleted-recipe", 2),
    ];
    let snapshot_id = plan(&app, "alice", &meals).await;
    (app, alice, snapshot_id)
}

/// `GET` of `list` rendered in US units.
async fn in_us_units(app: &TestApp, token: &str, list: &Value) -> Value {
    let path = format!(
        "/api/shopping-lists/{}?units=us",
        list["id"].as_str().unwrap()
    );
    app.get(&path, token).await.expect_status(StatusCode::OK)
}

async fn servings_scale_the_list_and_meals_merge(backend: Backend) {
    let (app, alice, snapshot_id) = breakfast_and_lunch(backend).await;
    let list = shopping_list(&app, &alice, &snapshot_id, "metric").await;
    assert_eq!(list["snapshotId"], snapshot_id.as_str());
    assert_eq!(list["units"], "metric");
    assert_eq!(list["version"], 1);
    let all = items(&list);
    // Pancakes ×2 (4 of 2 servings): 2 cups milk + 4 eggs + 200 g flour; crepes ×1.
    assert_eq!(item(&all, "eggs")["amount"], "4");
    assert_eq!(item(&all, "whole wheat flour")["amount"], "400 g");
    let milk = item(&all, "milk");
    assert_eq!(milk["sources"].as_array().unwrap().len(), 2, "{milk}");
    assert_eq!(milk["amount"], "723 ml", "2 US cups (473 ml) + 250 ml");
    assert_eq!(
        list["unresolvedMeals"],
        json!([{"date": DAY, "mealType": "dinner"}])
    );

    let us = in_us_units(&app, &alice, &list).await;
    assert_eq!(us["units"], "us");
    assert_ne!(item(&items(&us), "whole wheat flour")["amount"], "400 g");
}

/// A scaled variant changes how much of that meal is cooked, so its share of the list follows.
async fn a_scale_servings_variant_scales_that_meals_share_of_the_list(backend: Backend) {
    let (app, alice, snapshot_id) = breakfast_and_lunch(backend).await;
    let double = json!({"instruction": "double it"});
    let applied = post_variant(&app, &alice, &snapshot_id, (DAY, "lunch"), double)
        .await
        .expect_status(StatusCode::OK);
    assert_eq!(applied["variant"]["compiled_recipe"]["servings"], 8);
    // Crepes doubled: 400 g flour; pancakes ×2 (4 of 2 servings) as before: 200 g.
    let list = shopping_list(&app, &alice, &snapshot_id, "metric").await;
    assert_eq!(item(&items(&list), "whole wheat flour")["amount"], "600 g");
    let halve = json!({"ops": [{"op": "scale_servings", "scale_factor": 0.5}]});
    post_variant(&app, &alice, &snapshot_id, (DAY, "breakfast"), halve)
        .await
        .expect_status(StatusCode::OK);
    // Pancakes halved: half of the 200 g flour and 4 eggs planned before.
    let list = shopping_list(&app, &alice, &snapshot_id, "metric").await;
    assert_eq!(item(&items(&list), "whole wheat flour")["amount"], "500 g");
    assert_eq!(item(&items(&list), "eggs")["amount"], "2");
}

async fn lists_are_the_callers_newest_first(backend: Backend) {
    let (app, alice, snapshot_id) = breakfast_and_lunch(backend).await;
    let pancakes = recipe(&app, &alice, "Pancakes", 2, &["2 eggs"]).await;
    let mut ids = Vec::new();
    for (week, units) in ["metric", "us", "metric"].into_iter().enumerate() {
        let snapshot_id = match week {
            0 => snapshot_id.clone(),
            _ => plan(&app, "alice", &[(DAY, "breakfast", pancakes.as_str(), 2)]).await,
        };
        let list = shopping_list(&app, &alice, &snapshot_id, units).await;
        ids.push(list["id"].clone());
    }
    ids.reverse();
    let first = app
        .get("/api/shopping-lists?limit=2", &alice)
        .await
        .expect_status(StatusCode::OK);
    assert_eq!(pluck(&first, "id"), ids[..2]);
    let cursor = first["next"].as_str().expect("a second page");
    let (_, second) = app
        .get(
            &format!("/api/shopping-lists?limit=2&cursor={cursor}"),
            &alice,
        )
        .await;
    assert_eq!(pluck(&second, "id"), ids[2..]);
    assert_eq!(second["next"], Value::Null);
    assert_eq!(pluck(&first, "units"), [json!("metric"), json!("us")]);

    let bob = app.token("bob", false);
    let bobs = app
        .get("/api/shopping-lists", &bob)
        .await
        .expect_status(StatusCode::OK);
    assert_eq!(bobs, json!({"items": [], "next": null}));
}

async fn extra_items_and_check_offs_are_versioned_writes(backend: Backend) {
    let (app, alice, snapshot_id) = breakfast_and_lunch(backend).await;
    let list = shopping_list(&app, &alice, &snapshot_id, "metric").await;
    let path = format!("/api/shopping-lists/{}/items", list["id"].as_str().unwrap());
    let eggs = item(&items(&list), "eggs")["id"].clone();

    let changes = json!({"version": 1, "add": ["2 lemons", "paper towels"], "check": [eggs]});
    let changed = app
        .json("POST", &path, &alice, &changes)
        .await
        .expect_status(StatusCode::OK);
    assert_eq!(changed["version"], 2);
    let all = items(&changed);
    assert_eq!(item(&all, "eggs")["checked"], true);
    assert_eq!(item(&all, "lemons")["origin"], "extra");
    assert_eq!(item(&all, "paper towels")["origin"], "extra");
    let (_, reread) = app
        .get(
            &format!("/api/shopping-lists/{}", list["id"].as_str().unwrap()),
            &alice,
        )
        .await;
    assert_eq!(reread, changed, "the change is stored");

    let stale = json!({"version": 1, "uncheck": [eggs]});
    let (status, error) = app.json("POST", &path, &alice, &stale).await;
    assert_eq!(
        (status, &error["code"]),
        (StatusCode::CONFLICT, &json!("VERSION_CONFLICT"))
    );
    let unchecked = app
        .json("POST", &path, &alice, &json!({"uncheck": [eggs]}))
        .await
        .expect_status(StatusCode::OK);
    assert_eq!(item(&items(&unchecked), "eggs")["checked"], false);
    assert_eq!(unchecked["version"], 3);

    for bad in [
        json!({}),
        json!({"check": ["no-such-item"]}),
        json!({"add": ["  "]}),
        json!({"remove": ["eggs"]}),
    ] {
        let (status, error) = app.json("POST", &path, &alice, &bad).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{bad}: {error}");
    }
}

async fn another_users_lists_and_plans_are_unreachable(backend: Backend) {
    let (app, alice, snapshot_id) = breakfast_and_lunch(backend).await;
    let list = shopping_list(&app, &alice, &snapshot_id, "metric").await;
    let id = list["id"].as_str().unwrap();
    let bob = app.token("bob", false);
    let create = json!({"snapshotId": snapshot_id});
    let attempts = [
        app.json("POST", "/api/shopping-lists", &bob, &create).await,
        app.get(&format!("/api/shopping-lists/{id}"), &bob).await,
        app.json(
            "POST",
            &format!("/api/shopping-lists/{id}/items"),
            &bob,
            &json!({"add": ["chocolate"]}),
        )
        .await,
    ];
    for (status, error) in attempts {
        assert_eq!(
            (status, &error["code"]),
            (StatusCode::NOT_FOUND, &json!("NOT_FOUND"))
        );
    }
    let (_, unchanged) = app.get(&format!("/api/shopping-lists/{id}"), &alice).await;
    assert_eq!(unchanged["version"], 1);
    let bad_units = json!({"snapshotId": snapshot_id, "units": "cubits"});
    app.json("POST", "/api/shopping-lists", &alice, &bad_units)
        .await
        .expect_status(StatusCode::BAD_REQUEST);
}

/// The week the shoppers saw: eggs needing 10 3/4, 3/4 of an eggplant, cheddar by the
/// cup, salt, pepper and water among the things to buy.
async fn the_week_users_saw(backend: Backend) -> (TestApp, String, String) {
    let (app, alice) = TestApp::alice(backend).await;
    let shakshuka = recipe(
        &app,
        &alice,
        "Shakshuka",
        4,
        &[
            "7 eggs",
            "1 eggplant",
            "3/4 cup shredded cheddar",
            "1 tsp salt",
            "1 cup water",
        ],
    )
    .await;
    let frittata = recipe(
        &app,
        &alice,
        "Frittata",
        4,
        &[
            "3 large eggs",
            "1 1/2 cups shredded cheddar",
            "salt and freshly ground black pepper to taste",
            "2 tbsp warm water",
        ],
    )
    .await;
    // 7 eggs and 3/4 + 1/4 eggplant from the shakshuka, 3 × 5/4 eggs from the frittata.
    let meals = [
        (DAY, "lunch", shakshuka.as_str(), 3),
        ("2026-11-24", "lunch", shakshuka.as_str(), 1),
        (DAY, "dinner", frittata.as_str(), 5),
    ];
    let snapshot_id = plan(&app, "alice", &meals).await;
    (app, alice, snapshot_id)
}

async fn amounts_are_in_units_you_buy_and_staples_are_to_check(backend: Backend) {
    let (app, alice, snapshot_id) = the_week_users_saw(backend).await;
    let list = shopping_list(&app, &alice, &snapshot_id, "metric").await;
    let all = items(&list);
    assert_eq!(item(&all, "eggs")["amount"], "11", "10 3/4 eggs rounded up");
    assert_eq!(item(&all, "eggplant")["amount"], "1");
    // 3/4 cup + 1 1/2 cups × 5/4 = 2 5/8 cups of cheddar at SR28's 132 g a cup.
    assert_eq!(item(&all, "cheddar")["amount"], "347 g");
    let names: Vec<&str> = all.iter().filter_map(|i| i["name"].as_str()).collect();
    assert_eq!(
        names,
        ["eggplant", "cheddar", "eggs"],
        "nothing else to buy"
    );
    let staples = list["checkYouHave"]
        .as_array()
        .expect("a check-you-have section");
    let staple_names: Vec<&str> = staples.iter().filter_map(|i| i["name"].as_str()).collect();
    assert_eq!(staple_names.len(), 3, "{staples:?}");
    for name in ["salt", "pepper", "water"] {
        assert!(
            staple_names.iter().any(|staple| staple.contains(name)),
            "{name} in {staple_names:?}"
        );
    }
    assert!(staples.iter().all(|staple| staple["amount"].is_null()));

    let us = in_us_units(&app, &alice, &list).await;
    assert_eq!(item(&items(&us), "cheddar")["amount"], "12.2 oz");
    assert_eq!(item(&items(&us), "eggs")["amount"], "11");
}

async fn rebuilding_the_list_keeps_ticks_and_extra_items(backend: Backend) {
    let (app, alice, snapshot_id) = the_week_users_saw(backend).await;
    let body = json!({ "snapshotId": snapshot_id });
    let first = app
        .json("POST", "/api/shopping-lists", &alice, &body)
        .await
        .expect_status(StatusCode::CREATED);
    let id = first["id"].as_str().unwrap();
    let eggs = item(&items(&first), "eggs")["id"].clone();
    let salt = first["checkYouHave"][0]["id"].clone();
    let changes = json!({"add": ["paper towels"], "check": [eggs, salt]});
    let path = format!("/api/shopping-lists/{id}/items");
    app.json("POST", &path, &alice, &changes)
        .await
        .expect_status(StatusCode::OK);

    let rebuild = json!({ "snapshotId": snapshot_id, "units": "us" });
    let (status, rebuilt) = app
        .json("POST", "/api/shopping-lists", &alice, &rebuild)
        .await;
    assert_eq!(status, StatusCode::OK, "rebuilt in place: {rebuilt}");
    assert_eq!(rebuilt["id"], id);
    assert_eq!(rebuilt["version"], 3);
    assert_eq!(rebuilt["units"], "us");
    let all = items(&rebuilt);
    assert_eq!(item(&all, "eggs")["checked"], true);
    assert_eq!(item(&all, "cheddar")["checked"], false);
    assert_eq!(rebuilt["checkYouHave"][0]["checked"], true);
    assert_eq!(item(&all, "paper towels")["origin"], "extra");
    let (_, listing) = app.get("/api/shopping-lists", &alice).await;
    assert_eq!(
        pluck(&listing, "id"),
        [json!(id)],
        "still one list for the plan"
    );
}

async fn extra_items_are_bounded_in_length_and_number(backend: Backend) {
    let (app, alice, snapshot_id) = breakfast_and_lunch(backend).await;
    let list = shopping_list(&app, &alice, &snapshot_id, "metric").await;
    let path = format!("/api/shopping-lists/{}/items", list["id"].as_str().unwrap());
    let too_long = json!({"add": ["x".repeat(201)]});
    let (status, error) = app.json("POST", &path, &alice, &too_long).await;
    assert_eq!(
        (status, &error["code"]),
        (StatusCode::BAD_REQUEST, &json!("INVALID_PAYLOAD")),
        "{error}"
    );
    assert_eq!(
        error["details"],
        json!({"limit": "maxExtraItemChars", "max": 200})
    );
    let hundred: Vec<String> = (1..=100).map(|n| format!("extra {n}")).collect();
    let full = app
        .json("POST", &path, &alice, &json!({"add": hundred}))
        .await
        .expect_status(StatusCode::OK);
    let error = app
        .json("POST", &path, &alice, &json!({"add": ["one more"]}))
        .await
        .expect_status(StatusCode::BAD_REQUEST);
    assert_eq!(
        error["details"],
        json!({"limit": "maxExtraItems", "max": 100})
    );
    let (_, unchanged) = app
        .get(
            &format!("/api/shopping-lists/{}", list["id"].as_str().unwrap()),
            &alice,
        )
        .await;
    assert_eq!(unchanged["version"], full["version"]);
}

on_both_backends!(
    amounts_are_in_units_you_buy_and_staples_are_to_check,
    rebuilding_the_list_keeps_ticks_and_extra_items,
    extra_items_are_bounded_in_length_and_number,
    servings_scale_the_list_and_meals_merge,
    a_scale_servings_variant_scales_that_meals_share_of_the_list,
    lists_are_the_callers_newest_first,
    extra_items_and_check_offs_are_versioned_writes,
    another_users_lists_and_plans_are_unreachable,
);
