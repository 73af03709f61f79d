//! Changes that compose, over HTTP on both backends (CONTRACTS.md §9): a second change builds
//! on the first, `DELETE …/variant?last=true` undoes only the last one, "double the garlic"
//! changes one line, "halve it" keeps lines, servings and yield coherent and halves the meal's
//! shopping, a swap keeps nutrition and warns about the steps offline, the line a swap makes
//! culinary sense for is chosen, and an ambiguous request is a question the answer settles.

mod support;

use axum::http::StatusCode;
use serde_json::{Value, json};
use support::plans::{items, plan, post_variant, shopping_list, stored_snapshot, variant_path};
use support::reply::Reply;
use support::{Backend, TestApp};

const DAY: &str = "2026-11-23";
const DINNER: (&str, &str) = (DAY, "dinner");

/// Alice's chicken and rice for 4, with a method that names the chicken, planned for 4.
async fn chicken_and_rice(backend: Backend, lines: &[&str]) -> (TestApp, String, String) {
    let (app, alice) = TestApp::alice(backend).await;
    let ingredients: Vec<Value> = lines.iter().map(|line| json!({ "text": line })).collect();
    let body = json!({
        "name": "Chicken and Rice", "servings": 4, "yield": "4 servings",
        "ingredients": ingredients,
        "instructions": ["Season the chicken with the garlic.", "Simmer the rice until tender."],
    });
    let created = app
        .json("POST", "/api/recipes", &alice, &body)
        .await
        .expect_status(StatusCode::CREATED);
    let recipe_id = created["id"].as_str().unwrap().to_owned();
    let snapshot_id = plan(&app, "alice", &[(DAY, "dinner", &recipe_id, 4)]).await;
    (app, alice, snapshot_id)
}

const LINES: &[&str] = &[
    "1 1/2 lb chicken thighs",
    "2 cups white rice",
    "2 cups chicken broth",
    "2 cloves garlic, minced",
    "2 lb potatoes",
];

async fn instruct(app: &TestApp, token: &str, snapshot_id: &str, instruction: &str) -> Value {
    let body = json!({ "instruction": instruction });
    let (status, answer) = post_variant(app, token, snapshot_id, DINNER, body).await;
    assert_eq!(status, StatusCode::OK, "{instruction}: {answer}");
    answer
}

fn ingredient_texts(variant: &Value) -> Vec<String> {
    variant["compiled_recipe"]["ingredients"]
        .as_array()
        .unwrap()
        .iter()
        .map(|line| line["text"].as_str().unwrap().to_owned())
        .collect()
}

/// The US amount of the list item whose name contains `name`.
fn amount_of(list: &Value, name: &str) -> String {
    let items = items(list);
    let found = items
        .iter()
        .find(|item| item["name"].as_str().is_some_and(|n| n.contains(name)))
        .unwrap_or_else(|| panic!("no {name} in {items:?}"));
    found["amount"].as_str().unwrap_or_default().to_owned()
}

async fn a_second_change_builds_on_the_first_and_undo_last_keeps_it(backend: Backend) {
    let (app, alice, snapshot_id) = chicken_and_rice(backend, LINES).await;
    instruct(&app, &alice, &snapshot_id, "tofu instead of chicken thighs").await;
    let both = instruct(&app, &alice, &snapshot_id, "brown rice instead of white").await;
    let variant = &both["variant"];
    assert_eq!(variant["changes"].as_array().unwrap().len(), 2, "{variant}");
    assert_eq!(both["ops"][0]["target_name"], "white rice");
    let texts = ingredient_texts(variant);
    assert_eq!(
        texts[..3],
        ["1 1/2 lb tofu", "2 cups brown rice", "2 cups chicken broth"]
    );
    let list = shopping_list(&app, &alice, &snapshot_id, "us").await;
    let listed = items(&list);
    let names: Vec<&str> = listed.iter().filter_map(|i| i["name"].as_str()).collect();
    assert!(
        !names.iter().any(|n| n.contains("thigh")),
        "the chicken stays gone: {names:?}"
    );
    assert!(names.iter().any(|n| n.contains("tofu")), "{names:?}");

    let path = variant_path(&snapshot_id, DAY, "dinner");
    let undone = app
        .send("DELETE", &format!("{path}?last=true"), Some(&alice), None)
        .await
        .expect_status(StatusCode::OK);
    assert_eq!(undone["cleared"], true);
    assert_eq!(undone["variant"]["changes"].as_array().unwrap().len(), 1);
    assert_eq!(
        ingredient_texts(&undone["variant"])[..2],
        ["1 1/2 lb tofu", "2 cups white rice"]
    );
    let stored = stored_snapshot(&app, &snapshot_id).await;
    assert_eq!(
        stored.body["planned_meals"][0]["variant"],
        undone["variant"]
    );

    let cleared = app
        .send("DELETE", &path, Some(&alice), None)
        .await
        .expect_status(StatusCode::OK);
    assert_eq!(
        (&cleared["cleared"], &cleared["variant"]),
        (&json!(true), &Value::Null)
    );
    let (_, nothing) = app
        .send("DELETE", &format!("{path}?last=true"), Some(&alice), None)
        .await;
    assert_eq!(nothing["cleared"], false);
    let (status, bad) = app
        .send("DELETE", &format!("{path}?last=maybe"), Some(&alice), None)
        .await;
    assert_eq!(
        (status, &bad["code"]),
        (StatusCode::BAD_REQUEST, &json!("INVALID_PAYLOAD"))
    );
}

async fn doubling_the_garlic_changes_only_the_garlic(backend: Backend) {
    let (app, alice, snapshot_id) = chicken_and_rice(backend, LINES).await;
    let doubled = instruct(&app, &alice, &snapshot_id, "double the garlic").await;
    let variant = &doubled["variant"];
    assert_eq!(doubled["ops"][0]["op"], "replace_ingredient", "{doubled}");
    let mut expected: Vec<String> = LINES.iter().map(|line| (*line).to_owned()).collect();
    expected[3] = "4 cloves garlic, minced".to_owned();
    assert_eq!(ingredient_texts(variant), expected);
    assert_eq!(variant["compiled_recipe"]["servings"], 4);
    let stored = stored_snapshot(&app, &snapshot_id).await;
    assert_eq!(stored.body["planned_meals"][0]["servings"], 4);
}

async fn halving_keeps_the_recipe_coherent_and_halves_the_shopping(backend: Backend) {
    let (app, alice, snapshot_id) = chicken_and_rice(backend, LINES).await;
    let before = shopping_list(&app, &alice, &snapshot_id, "us").await;
    assert_eq!(amount_of(&before, "potato"), "2 lb");
    // 2 cups of raw white rice, bought by weight (SR28: 185 g a cup).
    assert_eq!(amount_of(&before, "rice"), "13.1 oz");
    let halved = instruct(&app, &alice, &snapshot_id, "halve it").await;
    let recipe = &halved["variant"]["compiled_recipe"];
    assert_eq!(
        ingredient_texts(&halved["variant"]),
        [
            "3/4 lb chicken thighs",
            "1 cup white rice",
            "1 cup chicken broth",
            "1 clove garlic, minced",
            "1 lb potatoes"
        ]
    );
    assert_eq!(recipe["ingredients"][4]["quantity"], 1.0);
    assert_eq!(
        (&recipe["servings"], &recipe["yield"]),
        (&json!(2), &json!("2 servings"))
    );
    let after = shopping_list(&app, &alice, &snapshot_id, "us").await;
    assert_eq!(amount_of(&after, "potato"), "1 lb");
    assert_eq!(amount_of(&after, "rice"), "6.5 oz");

    let path = variant_path(&snapshot_id, DAY, "dinner");
    app.send("DELETE", &path, Some(&alice), None).await;
    let restored = shopping_list(&app, &alice, &snapshot_id, "us").await;
    assert_eq!(amount_of(&restored, "potato"), "2 lb");
    for people in ["for 8 people", "double it"] {
        instruct(&app, &alice, &snapshot_id, people).await;
        let bigger = shopping_list(&app, &alice, &snapshot_id, "us").await;
        assert_eq!(amount_of(&bigger, "potato"), "4 lb", "{people}");
        app.send("DELETE", &path, Some(&alice), None).await;
    }
}

async fn a_swap_picks_the_protein_keeps_nutrition_and_warns_about_the_steps(backend: Backend) {
    let (app, alice, snapshot_id) = chicken_and_rice(backend, LINES).await;
    let swapped = instruct(&app, &alice, &snapshot_id, "tofu instead of chicken").await;
    assert_eq!(swapped["needs_clarification"], false, "{swapped}");
    assert_eq!(
        swapped["ops"][0]["target_index"], 0,
        "tofu replaces the thighs, not the broth"
    );
    let variant = &swapped["variant"];
    assert_eq!(ingredient_texts(variant)[2], "2 cups chicken broth");
    let calories = &variant["compiled_recipe"]["nutrition"]["calories"];
    assert!(
        calories.as_f64().is_some_and(|kcal| kcal > 0.0),
        "{variant}"
    );
    assert_eq!(
        variant["warnings"],
        json!(["The steps still mention chicken: use the tofu there instead."])
    );
    assert_eq!(
        variant["compiled_recipe"]["instructions"][0],
        "Season the chicken with the garlic."
    );
}

async fn an_ambiguous_swap_is_a_question_its_answer_settles(backend: Backend) {
    let lines = ["1 lb chicken breast", "1 lb chicken thighs", "1 onion"];
    let (app, alice, snapshot_id) = chicken_and_rice(backend, &lines).await;
    let asked = instruct(&app, &alice, &snapshot_id, "use turkey instead of chicken").await;
    assert_eq!(
        (&asked["needs_clarification"], &asked["variant"]),
        (&json!(true), &Value::Null)
    );
    let question = asked["clarification_message"].as_str().unwrap();
    assert!(
        question.contains("chicken breast") && question.contains("chicken thighs"),
        "{question}"
    );
    assert_eq!(stored_snapshot(&app, &snapshot_id).await.version, 1);

    let body = json!({"instruction": "use turkey instead of chicken", "answer": "the thighs"});
    let answered = post_variant(&app, &alice, &snapshot_id, DINNER, body)
        .await
        .expect_status(StatusCode::OK);
    assert_eq!(answered["ops"][0]["target_index"], 1, "{answered}");
    assert_eq!(ingredient_texts(&answered["variant"])[1], "1 lb turkey");
}

on_both_backends!(
    a_second_change_builds_on_the_first_and_undo_last_keeps_it,
    doubling_the_garlic_changes_only_the_garlic,
    halving_keeps_the_recipe_coherent_and_halves_the_shopping,
    a_swap_picks_the_protein_keeps_nutrition_and_warns_about_the_steps,
    an_ambiguous_swap_is_a_question_its_answer_settles,
);
