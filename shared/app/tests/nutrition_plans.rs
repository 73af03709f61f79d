//! Meal-plan jobs in mode "nutrition" on both backends: the planner runs on the plan-nutrition
//! queue, the plan is saved as a snapshot, an infeasible instance fails with the planner's
//! report in seed 001's envelope, bad instances are 400s naming the field, and duplicate
//! deliveries change nothing.

mod support;

use axum::http::StatusCode;
use cookbook_store::QueueName;
use serde_json::{Value, json};
use support::reply::Reply;
use support::{Backend, TestApp, drain};

/// Two days of breakfast and dinner; six interchangeable 500 kcal recipes, one with peanuts,
/// which the profile excludes.
fn instance() -> Value {
    let recipe = |id: &str, ingredient: &str| {
        json!({"id": id, "name": id, "ingredients": [{"name": ingredient, "is_to_taste": false}],
            "cooking_time_minutes": 10,
            "nutrition": {"calories": 500, "protein_g": 25, "fat_g": 15, "carbs_g": 60, "fiber_g": 5, "micronutrients": {}}})
    };
    let day = json!([{"time": "08:00", "busyness_level": 4, "meal_type": "breakfast"},
                     {"time": "19:00", "busyness_level": 4, "meal_type": "dinner"}]);
    json!({
        "profile": {"daily_calories": 1000, "daily_protein_g": 50, "daily_fat_g": [20, 40],
            "daily_carbs_g": 120, "max_daily_calories": null, "schedule": [day, day],
            "excluded_ingredients": ["peanut"], "liked_foods": [], "demographic": "adult_male",
            "upper_limits_overrides": {}, "pinned_assignments": [], "micronutrient_targets": {},
            "activity_schedule": []},
        "days": 2,
        "recipes": [recipe("oats", "oats"), recipe("eggs", "egg"), recipe("stew", "beef"),
            recipe("satay", "peanut butter"), recipe("toast", "bread"), recipe("curry", "lentils")],
    })
}

async fn start(app: &TestApp, token: &str, instance: Value) -> String {
    let body = json!({"mode": "nutrition", "instance": instance});
    app.start_plan(token, &body).await
}

async fn a_feasible_instance_becomes_a_saved_plan(backend: Backend) {
    let (app, alice) = TestApp::alice(backend).await;
    let job_id = start(&app, &alice, instance()).await;
    let (_, pending) = app.get(&format!("/api/jobs/{job_id}"), &alice).await;
    assert_eq!(
        (pending["status"].as_str(), &pending["result"]),
        (Some("PENDING"), &Value::Null)
    );

    // A duplicate delivery of the job's message finds it done and changes nothing.
    let message = json!({ "jobId": job_id }).to_string();
    app.ctx
        .stores
        .queue
        .send(QueueName::PlanNutrition, &message)
        .await
        .unwrap();
    drain(&app.ctx).await;
    let job = app
        .get(&format!("/api/jobs/{job_id}"), &alice)
        .await
        .expect_status(StatusCode::OK);
    assert_eq!(job["status"], "COMPLETE", "{job}");
    assert_eq!(job["error_code"], Value::Null);
    let days = job["result"]["plan"]["days"].as_array().unwrap();
    assert_eq!(days.len(), 2);
    let chosen: Vec<&str> = days
        .iter()
        .flat_map(|d| d["meals"].as_array().unwrap())
        .map(|m| m["recipe_id"].as_str().unwrap())
        .collect();
    assert_eq!(chosen.len(), 4);
    assert!(
        !chosen.contains(&"satay"),
        "excluded ingredient: {chosen:?}"
    );

    let snapshot_id = job["result"]["snapshot_id"].as_str().unwrap();
    let snapshot = app
        .get(&format!("/api/plans/{snapshot_id}"), &alice)
        .await
        .expect_status(StatusCode::OK);
    let meals = snapshot["planned_meals"].as_array().unwrap();
    assert_eq!(meals.len(), 4);
    assert_eq!(meals[0]["meal_type"], "breakfast");
    assert_eq!(meals[1]["meal_type"], "dinner");
    assert_ne!(meals[0]["date"], meals[2]["date"], "day 2 is the next date");
    app.get(&format!("/api/jobs/{job_id}"), &app.token("bob", false))
        .await
        .expect_status(StatusCode::NOT_FOUND);
}

async fn an_infeasible_instance_fails_with_the_report(backend: Backend) {
    let (app, alice) = TestApp::alice(backend).await;
    let mut impossible = instance();
    impossible["profile"]["daily_calories"] = json!(3000);
    let job_id = start(&app, &alice, impossible).await;
    drain(&app.ctx).await;
    let (_, job) = app.get(&format!("/api/jobs/{job_id}"), &alice).await;
    assert_eq!(job["status"], "FAILED", "{job}");
    assert_eq!(job["error_code"], "PLAN_NOT_FOUND");
    assert!(
        job["error_message"]
            .as_str()
            .unwrap()
            .contains("result.report")
    );
    assert!(
        job["result"]["report"]["failure_modes"]
            .as_array()
            .is_some_and(|m| !m.is_empty()),
        "{job}"
    );
}

async fn bad_instances_are_refused_naming_the_field(backend: Backend) {
    let (app, alice) = TestApp::alice(backend).await;
    let cases = [
        ("days", json!(9), "instance.days"),
        ("busyness", json!(5), "busyness"),
        ("slots", json!([]), "schedule"),
        ("calories", json!(-1), "daily_calories"),
    ];
    for (case, value, field) in cases {
        let mut bad = instance();
        match case {
            "days" => bad["days"] = value,
            "busyness" => bad["profile"]["schedule"][0][0]["busyness_level"] = value,
            "slots" => bad["profile"]["schedule"][1] = value,
            _ => bad["profile"]["daily_calories"] = value,
        }
        let body = json!({"mode": "nutrition", "instance": bad});
        let (status, error) = app.json("POST", "/api/meal-plans", &alice, &body).await;
        assert_eq!(
            (status, error["code"].as_str()),
            (StatusCode::BAD_REQUEST, Some("INVALID_PAYLOAD")),
            "{case}: {error}"
        );
        assert!(
            error["message"].as_str().unwrap().contains(field),
            "{case}: {error}"
        );
    }
    let (status, error) = app
        .json(
            "POST",
            "/api/meal-plans",
            &alice,
            &json!({"mode": "nutrition"}),
        )
        .await;
    assert_eq!(
        (status, error["details"]["field"].as_str()),
        (StatusCode::BAD_REQUEST, Some("instance"))
    );
}

on_both_backends!(
    a_feasible_instance_becomes_a_saved_plan,
    an_infeasible_instance_fails_with_the_report,
    bad_instances_are_refused_naming_the_field,
);
