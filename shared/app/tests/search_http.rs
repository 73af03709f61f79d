//! `GET /api/recipes/search` on the local store and on the emulator: the caller's recipes and
//! the core catalog together, cuisine and ingredient queries, hard filters, at most 25 hits.

mod support;

use axum::http::StatusCode;
use serde_json::{Value, json};
use support::reply::Reply;
use support::{Backend, TestApp};

async fn search(app: &TestApp, token: &str, query: &str) -> Vec<Value> {
    let (status, body) = app
        .get(&format!("/api/recipes/search?{query}"), token)
        .await;
    assert_eq!(status, StatusCode::OK, "{query}: {body}");
    let items = body["items"].as_array().expect("items").clone();
    assert!(items.len() <= 25, "{query}: at most 25 candidates");
    items
}

/// Every word a hit may have matched, lowercased.
fn text_of(hit: &Value) -> String {
    [
        "name",
        "description",
        "tags",
        "cuisine",
        "category",
        "dietType",
        "ingredients",
    ]
    .iter()
    .map(|field| hit[*field].to_string())
    .collect::<Vec<_>>()
    .join(" ")
    .to_lowercase()
}

async fn search_covers_own_and_core_recipes_with_filters(backend: Backend) {
    let app = TestApp::seeded(backend).await;
    let (alice, bob) = (app.token("alice", false), app.token("bob", false));
    let mine = json!({"name": "Alice's French Chicken", "mealTypes": ["dinner"], "cuisine": ["French"],
                      "ingredients": [{"text": "2 chicken thighs"}], "prepTimeMinutes": 15});
    let created = app
        .json("POST", "/api/recipes", &alice, &mine)
        .await
        .expect_status(StatusCode::CREATED);

    let french = search(&app, &alice, "q=French").await;
    assert!(
        french.len() >= 2,
        "the catalog's French recipes and alice's"
    );
    assert!(french.iter().all(|hit| text_of(hit).contains("french")));
    assert_eq!(
        french[0]["id"], created["id"],
        "the caller's own recipe ranks first"
    );
    assert!(french.iter().skip(1).all(|hit| hit["owner"] == "core"));
    assert!(
        search(&app, &bob, "q=French")
            .await
            .iter()
            .all(|hit| hit["owner"] == "core"),
        "another user's recipe is not found"
    );

    let chicken = search(&app, &alice, "mealType=dinner&q=chicken").await;
    assert!(chicken.len() >= 3);
    assert!(chicken.iter().all(|hit| {
        text_of(hit).contains("chicken")
            && hit["mealTypes"]
                .as_array()
                .is_some_and(|types| types.contains(&json!("dinner")))
    }));
    assert!(
        search(&app, &alice, "q=chicken&excluded=Chicken,peanut")
            .await
            .iter()
            .all(|hit| !hit["ingredients"]
                .to_string()
                .to_lowercase()
                .contains("chicken")),
        "excluded ingredients are a hard filter"
    );
    let quick = search(
        &app,
        &alice,
        "mealType=lunch&maxPrepMinutes=10&maxCookMinutes=0",
    )
    .await;
    assert!(!quick.is_empty());
    assert!(quick.iter().all(
        |hit| hit["prepTimeMinutes"].as_u64().is_none_or(|m| m <= 10)
            && hit["cookTimeMinutes"].as_u64().is_none_or(|m| m == 0)
    ));
    let snacks = search(&app, &alice, "mealType=snack").await;
    assert_eq!(
        snacks.len(),
        25,
        "more than 25 snacks exist; 25 are returned"
    );
    let tagged = search(&app, &alice, "mealType=breakfast&tags=eggs").await;
    assert!(
        tagged[0]["tags"]
            .as_array()
            .is_some_and(|tags| tags.contains(&json!("eggs"))),
        "a requested tag ranks first"
    );
}

on_both_backends!(search_covers_own_and_core_recipes_with_filters);

#[tokio::test]
async fn bad_search_parameters_are_invalid_payload() {
    let app = TestApp::new();
    let alice = app.token("alice", false);
    for query in ["mealType=brunch", "maxPrepMinutes=soon", "colour=red"] {
        let (status, body) = app
            .get(&format!("/api/recipes/search?{query}"), &alice)
            .await;
        assert_eq!(
            (status, body["code"].clone()),
            (StatusCode::BAD_REQUEST, json!("INVALID_PAYLOAD")),
            "{query}"
        );
    }
    app.send("GET", "/api/recipes/search", None, None)
        .await
        .expect_status(StatusCode::UNAUTHORIZED);
}
