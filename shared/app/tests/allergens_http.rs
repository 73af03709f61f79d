//! Allergen checks over HTTP on both backends: the nine allergens per planned meal from the
//! knowledge table, may-contain and unclassified lines apart, one recipe's check, the compiled recipe where a meal has a variant, one allergen's meals, an
//! unknown allergen named back with the nine, and another user's plan unreachable.

mod support;

use axum::http::StatusCode;
use serde_json::{Value, json};
use support::plans::{plan, post_variant, recipe};
use support::reply::Reply;
use support::{Backend, TestApp};

const DAY: &str = "2026-11-23";

/// Alice's plan: a dinner with ghee, tahini and eggs, and a plain rice lunch.
async fn planned(backend: Backend) -> (TestApp, String, String) {
    let (app, alice) = TestApp::alice(backend).await;
    let lines = ["2 tbsp ghee", "3 tbsp tahini", "2 eggs", "1 eggplant"];
    let dinner = recipe(&app, &alice, "Shakshuka", 2, &lines).await;
    let lunch = recipe(
        &app,
        &alice,
        "Plain Rice",
        2,
        &["1 cup rice", "2 cups water"],
    )
    .await;
    let meals = [
        (DAY, "dinner", dinner.as_str(), 2),
        (DAY, "lunch", lunch.as_str(), 2),
    ];
    let snapshot_id = plan(&app, "alice", &meals).await;
    (app, alice, snapshot_id)
}

/// The meal keys the report lists for `allergen`.
fn meals_for(report: &Value, allergen: &str) -> Vec<Value> {
    report["allergens"]
        .as_array()
        .unwrap()
        .iter()
        .find(|finding| finding["allergen"] == allergen)
        .map(|finding| finding["meals"].as_array().unwrap().clone())
        .unwrap_or_else(|| panic!("no {allergen} in {report}"))
}

async fn the_plan_is_checked_for_the_nine_allergens(backend: Backend) {
    let (app, alice, snapshot_id) = planned(backend).await;
    let report = app
        .get(&format!("/api/plans/{snapshot_id}/allergens"), &alice)
        .await
        .expect_status(StatusCode::OK);
    assert_eq!(report["allergens"].as_array().unwrap().len(), 9);
    for allergen in ["milk", "sesame", "egg"] {
        let meals = meals_for(&report, allergen);
        assert_eq!(meals.len(), 1, "{allergen}: {meals:?}");
        assert_eq!(meals[0]["mealType"], "dinner");
    }
    assert_eq!(
        meals_for(&report, "sesame")[0]["lines"],
        json!(["3 tbsp tahini"])
    );
    assert!(meals_for(&report, "peanuts").is_empty());

    let eggs = app
        .get(&format!("/api/plans/{snapshot_id}/allergens/eggs"), &alice)
        .await
        .expect_status(StatusCode::OK);
    assert_eq!(eggs["allergen"], "egg");
    assert_eq!(
        eggs["meals"][0]["lines"],
        json!(["2 eggs"]),
        "eggplant is not egg"
    );
}

async fn a_variant_changes_what_the_meal_contains(backend: Backend) {
    let (app, alice, snapshot_id) = planned(backend).await;
    let body = json!({"instruction": "no tahini"});
    post_variant(&app, &alice, &snapshot_id, (DAY, "dinner"), body)
        .await
        .expect_status(StatusCode::OK);
    let (_, sesame) = app
        .get(
            &format!("/api/plans/{snapshot_id}/allergens/sesame"),
            &alice,
        )
        .await;
    assert_eq!(sesame["meals"], json!([]));
    let (_, milk) = app
        .get(&format!("/api/plans/{snapshot_id}/allergens/milk"), &alice)
        .await;
    let variant_id = format!("variant:{snapshot_id}:{DAY}:dinner");
    assert_eq!(milk["meals"][0]["recipeId"], variant_id.as_str());
}

async fn an_unknown_allergen_or_plan_is_refused(backend: Backend) {
    let (app, alice, snapshot_id) = planned(backend).await;
    let (status, error) = app
        .get(
            &format!("/api/plans/{snapshot_id}/allergens/gluten"),
            &alice,
        )
        .await;
    assert_eq!(
        (status, &error["code"]),
        (StatusCode::BAD_REQUEST, &json!("INVALID_PAYLOAD"))
    );
    let message = error["message"].as_str().unwrap();
    for allergen in [
        "milk",
        "egg",
        "fish",
        "crustacean_shellfish",
        "tree_nuts",
        "peanuts",
        "wheat",
        "soy",
        "sesame",
    ] {
        assert!(message.contains(allergen), "{message}");
    }
    let bob = app.token("bob", false);
    for path in [
        format!("/api/plans/{snapshot_id}/allergens"),
        format!("/api/plans/{snapshot_id}/allergens/milk"),
        "/api/plans/no-such-plan/allergens".to_owned(),
    ] {
        let (status, _) = app.get(&path, &bob).await;
        assert_eq!(status, StatusCode::NOT_FOUND, "{path}");
    }
}

async fn may_contain_and_unclassified_lines_are_reported_apart(backend: Backend) {
    let (app, alice) = TestApp::alice(backend).await;
    let lines = [
        "2 tbsp basil pesto",
        "100 g dark chocolate",
        "1 tbsp zorblax paste",
        "1 (14 oz) can coconut milk",
    ];
    let id = recipe(&app, &alice, "Pesto Thing", 2, &lines).await;
    let report = app
        .get(&format!("/api/recipes/{id}/allergens"), &alice)
        .await
        .expect_status(StatusCode::OK);
    assert_eq!(
        report["allergens"],
        json!(["milk", "tree_nuts"]),
        "pesto; coconut milk is no milk"
    );
    assert_eq!(
        report["mayContain"],
        json!(["soy"]),
        "chocolate's lecithin varies by brand"
    );
    assert_eq!(
        report["uncertain"],
        json!(["1 tbsp zorblax paste"]),
        "never silently safe"
    );

    let snapshot_id = plan(&app, "alice", &[(DAY, "dinner", id.as_str(), 2)]).await;
    let (_, plan_report) = app
        .get(&format!("/api/plans/{snapshot_id}/allergens"), &alice)
        .await;
    let soy = plan_report["allergens"]
        .as_array()
        .unwrap()
        .iter()
        .find(|finding| finding["allergen"] == "soy")
        .unwrap();
    assert_eq!(soy["meals"], json!([]));
    assert_eq!(
        soy["mayContain"][0]["lines"],
        json!(["100 g dark chocolate"])
    );
    assert_eq!(
        plan_report["uncertain"][0]["lines"],
        json!(["1 tbsp zorblax paste"])
    );

    let bob = app.token("bob", false);
    app.get(&format!("/api/recipes/{id}/allergens"), &bob)
        .await
        .expect_status(StatusCode::NOT_FOUND);
}

on_both_backends!(
    may_contain_and_unclassified_lines_are_reported_apart,
    the_plan_is_checked_for_the_nine_allergens,
    a_variant_changes_what_the_meal_contains,
    an_unknown_allergen_or_plan_is_refused,
);
