//! Meal-plan jobs over HTTP and the plan-slot queue (seed 001), on the local store and on the
//! emulator: a full week, an unsatisfiable slot, duplicate slot deliveries, owner scoping, and
//! the meal history the finished plan records.

mod support;

use std::collections::BTreeSet;

use axum::http::StatusCode;
use cookbook_domain::plan::PlanDocumentKind;
use cookbook_store::QueueName;
use serde_json::{Value, json};
use support::reply::Reply;
use support::{Backend, TestApp, drain};

/// A request for `days` consecutive days from 2026-11-23 with `meals` each.
fn plan_request(days: usize, meals: &[&str], preferences: Value) -> Value {
    let days: Vec<Value> = (0..days)
        .map(|day| {
            let meals: serde_json::Map<String, Value> = meals
                .iter()
                .map(|meal| ((*meal).to_owned(), json!({"servings": 2})))
                .collect();
            json!({"date": format!("2026-11-{}", 23 + day), "meals": meals})
        })
        .collect();
    json!({"mode": "quick", "days": days, "preferences": preferences})
}

/// The finished job's envelope.
async fn finished_job(app: &TestApp, token: &str, job_id: &str) -> Value {
    drain(&app.ctx).await;
    let job = app.job(token, job_id).await;
    assert_eq!(job["status"], "COMPLETE", "{job}");
    job
}

/// Every slot's selection, in decision order.
fn selections(job: &Value) -> Vec<Value> {
    let days = job["result"]["days"].as_array().expect("result days");
    days.iter()
        .flat_map(|day| {
            let meals = day["meals"].as_object().expect("meals");
            // Decision order within a day: breakfast, lunch, dinner, snack.
            let mut keyed: Vec<(usize, &Value)> = meals
                .iter()
                .map(|(key, meal)| {
                    let order = ["breakfast", "lunch", "dinner", "snack"]
                        .iter()
                        .position(|k| k == key)
                        .unwrap_or(usize::MAX);
                    (order, &meal["selection"])
                })
                .collect();
            keyed.sort_by_key(|(order, _)| *order);
            keyed.into_iter().map(|(_, selection)| selection.clone())
        })
        .collect()
}

async fn week_of_three_meals_has_21_distinct_selections(backend: Backend) {
    let app = TestApp::seeded(backend).await;
    let alice = app.token("alice", false);
    let request = plan_request(7, &["breakfast", "lunch", "dinner"], json!({}));
    let job_id = app.start_plan(&alice, &request).await;
    let job = finished_job(&app, &alice, &job_id).await;

    assert_eq!(job["id"], job_id.as_str());
    assert_eq!(job["error_code"], Value::Null);
    assert_eq!(job["result"]["slot_failures_count"], 0, "{job}");
    let chosen = selections(&job);
    assert_eq!(chosen.len(), 21);
    let ids: BTreeSet<&str> = chosen
        .iter()
        .map(|s| {
            assert_eq!(s["source"], "core", "{s}");
            s["recipe_id"].as_str().expect("a selection for every slot")
        })
        .collect();
    assert_eq!(
        ids.len(),
        21,
        "no recipe repeats inside the window: {ids:?}"
    );
    let first_day = &job["result"]["days"][0];
    assert_eq!(first_day["date"], "2026-11-23");
    assert_eq!(
        first_day["meals"]["dinner"]
            .as_object()
            .map(|m| m.keys().cloned().collect::<BTreeSet<_>>()),
        Some(
            [
                "is_meal_prep",
                "note",
                "repeat",
                "selection",
                "servings",
                "tags"
            ]
            .map(str::to_owned)
            .into()
        ),
        "seed 001's slot shape, not the request's"
    );

    // The plan is saved as a snapshot and recorded as meal history.
    let stored = app
        .get(&format!("/api/jobs/{job_id}"), &alice)
        .await
        .expect_status(StatusCode::OK);
    let snapshot_id = planned_snapshot(&app, &alice).await;
    let snapshot = app
        .get(&format!("/api/plans/{snapshot_id}"), &alice)
        .await
        .expect_status(StatusCode::OK);
    assert_eq!(snapshot["owner"], "alice");
    let planned = snapshot["planned_meals"].as_array().expect("planned meals");
    assert_eq!(planned.len(), 21);
    assert_eq!(
        planned[0],
        json!({"date": "2026-11-23", "meal_type": "breakfast", "recipe_id": chosen[0]["recipe_id"],
               "source": "core", "servings": 2})
    );
    assert_eq!(stored, job, "reading the job again changes nothing");
}

/// The snapshot id recorded with alice's meal history for the planned week.
async fn planned_snapshot(app: &TestApp, token: &str) -> String {
    let history = app
        .get("/api/meal-history?from=2026-11-23&to=2026-11-29", token)
        .await
        .expect_status(StatusCode::OK);
    let items = history["items"].as_array().expect("history items");
    assert_eq!(items.len(), 21, "every planned meal is in the history");
    items[0]["snapshotId"]
        .as_str()
        .expect("history names the snapshot")
        .to_owned()
}

async fn unsatisfiable_slot_is_null_and_counted(backend: Backend) {
    let app = TestApp::seeded(backend).await;
    let alice = app.token("alice", false);
    // No recipe is both vegan and free of every vegetable, grain and legume: no candidate
    // survives the hard filters.
    let mut request = plan_request(
        1,
        &["breakfast", "dinner"],
        json!({"diet": "vegan", "excluded_ingredients": ["vegetable", "fruit", "grain", "legume", "nut", "seed", "oil", "spice", "herb"]}),
    );
    request["days"][0]["meals"]["breakfast"]["pinned_recipe_id"] =
        json!("core_almond_butter_strawberry_toast");
    let job_id = app.start_plan(&alice, &request).await;
    let job = finished_job(&app, &alice, &job_id).await;
    let meals = &job["result"]["days"][0]["meals"];
    assert_eq!(
        meals["breakfast"]["selection"],
        json!({"source": "core", "recipe_id": "core_almond_butter_strawberry_toast"}),
        "a pinned recipe skips search"
    );
    assert_eq!(meals["dinner"]["selection"], Value::Null);
    assert_eq!(job["result"]["slot_failures_count"], 1);
}

/// Handles every queued plan-slot message twice before acking it, until the queue is empty.
async fn drain_delivering_twice(app: &TestApp) {
    for _round in 0..200 {
        let messages = app
            .ctx
            .stores
            .queue
            .receive(QueueName::PlanSlot.into(), 10)
            .await
            .expect("receive");
        if messages.is_empty() {
            return;
        }
        for message in messages {
            for _delivery in 0..2 {
                cookbook_app::consumers::handle(&app.ctx, QueueName::PlanSlot, &message.body)
                    .await
                    .expect("a duplicate delivery is handled");
            }
            app.ctx
                .stores
                .queue
                .ack(QueueName::PlanSlot.into(), &message.receipt)
                .await
                .expect("ack");
        }
    }
    panic!("the plan-slot queue did not drain");
}

/// Sets job `job_id` back to pending with nothing planned and queues its first slot, so its
/// slots are planned again from scratch.
async fn restart_job(app: &TestApp, job_id: &str) {
    let plans = &app.ctx.stores.plans;
    let mut document = plans
        .get(PlanDocumentKind::Job, job_id)
        .await
        .expect("read the job")
        .expect("the job exists");
    for (field, value) in [
        ("status", json!("PENDING")),
        ("outcomes", json!([])),
        ("history", Value::Null),
        ("result", Value::Null),
    ] {
        document.body[field] = value;
    }
    document.version += 1;
    plans.write(&document).await.expect("restart the job");
    cookbook_app::planning::plan_slot::send_slot(&app.ctx, job_id, 0)
        .await
        .expect("queue the first slot");
}

async fn duplicate_slot_deliveries_leave_the_result_unchanged(backend: Backend) {
    let app = TestApp::seeded(backend).await;
    // Every re-sent step doubles the copies of the next one (each copy is delivered twice),
    // so a short plan keeps this quick.
    let mut request = plan_request(1, &["breakfast", "lunch", "dinner", "snack"], json!({}));
    // A bundle's parts are drawn like its main: the same on every delivery.
    request["days"][0]["meals"]["dinner"]["components"] = json!(["main", "side", "dessert"]);
    let twice = app.token("twice", false);
    let job_id = app.start_plan(&twice, &request).await;
    let clean_result = finished_job(&app, &twice, &job_id).await["result"].clone();

    // The same job again (its candidates are drawn per job), every message delivered twice.
    restart_job(&app, &job_id).await;
    drain_delivering_twice(&app).await;
    let job = finished_job(&app, &twice, &job_id).await;
    assert_eq!(job["result"], clean_result, "the same plan as a clean run");
    let dinner = &job["result"]["days"][0]["meals"]["dinner"]["components"];
    assert!(dinner[2]["selection"]["recipe_id"].is_string(), "{dinner}");
    let (_, history) = app
        .get("/api/meal-history?from=2026-11-23&to=2026-11-23", &twice)
        .await;
    assert_eq!(history["items"].as_array().map(Vec::len), Some(4));
}

async fn another_users_job_and_plan_are_not_visible(backend: Backend) {
    let app = TestApp::seeded(backend).await;
    let (alice, bob) = (app.token("alice", false), app.token("bob", false));
    let job_id = app
        .start_plan(&alice, &plan_request(1, &["lunch"], json!({})))
        .await;
    finished_job(&app, &alice, &job_id).await;
    let (status, body) = app.get(&format!("/api/jobs/{job_id}"), &bob).await;
    assert_eq!(
        (status, body["code"].clone()),
        (StatusCode::NOT_FOUND, json!("NOT_FOUND"))
    );
    let (_, history) = app
        .get("/api/meal-history?from=2026-11-23&to=2026-11-23", &alice)
        .await;
    let snapshot_id = history["items"][0]["snapshotId"]
        .as_str()
        .expect("snapshot")
        .to_owned();
    assert_eq!(
        app.get(&format!("/api/plans/{snapshot_id}"), &alice)
            .await
            .0,
        StatusCode::OK
    );
    assert_eq!(
        app.get(&format!("/api/plans/{snapshot_id}"), &bob).await.0,
        StatusCode::NOT_FOUND
    );
    let (_, theirs) = app
        .get("/api/meal-history?from=2026-11-23&to=2026-11-23", &bob)
        .await;
    assert_eq!(theirs["items"], json!([]), "bob has no meals");
}

on_both_backends!(
    week_of_three_meals_has_21_distinct_selections,
    unsatisfiable_slot_is_null_and_counted,
    duplicate_slot_deliveries_leave_the_result_unchanged,
    another_users_job_and_plan_are_not_visible,
);

#[tokio::test]
async fn requests_are_checked() {
    let app = TestApp::new();
    let alice = app.token("alice", false);
    let bad = [
        json!({"days": []}),
        json!({"mode": "fancy", "days": []}),
        json!({"days": [{"date": "2026-11-23", "meals": {"brunch": {"servings": 2}}}]}),
        json!({"days": [{"date": "2026-11-23", "meals": {"dinner": {}}}]}),
        json!({"days": [{"date": "2026-11-23", "meals": {"dinner": {"servings": 2, "selection": null}}}]}),
        json!({"days": [{"date": "2026-11-23", "meals": {"dinner": {"servings": 2}}},
                        {"date": "2026-11-23", "meals": {"lunch": {"servings": 2}}}]}),
        json!({"days": [{"date": "2026-11-23", "meals": {"dinner": {"servings": 2}}}],
               "search_query": "x".repeat(201)}),
    ];
    for request in bad {
        let (status, body) = app.json("POST", "/api/meal-plans", &alice, &request).await;
        assert_eq!(
            (status, body["code"].clone()),
            (StatusCode::BAD_REQUEST, json!("INVALID_PAYLOAD")),
            "{request}"
        );
    }
    let (status, _) = app
        .get("/api/meal-history?from=2026-11-23&to=2026-11-01", &alice)
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "from after to");
    app.get("/api/jobs/nope", &alice)
        .await
        .expect_status(StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn a_search_query_filters_every_slot() {
    let app = TestApp::seeded(Backend::Local).await;
    let alice = app.token("alice", false);
    let mut request = plan_request(4, &["dinner"], json!({}));
    request["search_query"] = json!("French");
    let job = finished_job(&app, &alice, &app.start_plan(&alice, &request).await).await;
    let chosen = selections(&job);
    assert_eq!(job["result"]["slot_failures_count"], 0, "{job}");
    for selection in chosen {
        let id = selection["recipe_id"].as_str().expect("a selection");
        let (_, recipe) = app.get(&format!("/api/recipes/{id}"), &alice).await;
        assert_eq!(recipe["cuisine"], json!(["French"]), "{}", recipe["name"]);
    }
}

#[tokio::test]
async fn a_second_week_avoids_the_first_weeks_recent_dinners() {
    let app = TestApp::seeded(Backend::Local).await;
    let alice = app.token("alice", false);
    let first = app
        .start_plan(&alice, &plan_request(7, &["dinner"], json!({})))
        .await;
    let first = finished_job(&app, &alice, &first).await;
    let mut second_request = plan_request(1, &["dinner"], json!({}));
    second_request["days"][0]["date"] = json!("2026-11-30");
    let second = app.start_plan(&alice, &second_request).await;
    let second = finished_job(&app, &alice, &second).await;
    let earlier: Vec<Value> = selections(&first);
    let next = &selections(&second)[0];
    assert!(
        !earlier.contains(next),
        "{next} was eaten in the last 7 days"
    );
}
