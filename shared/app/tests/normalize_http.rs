//! Normalize tasks over HTTP on both backends: the low-risk patch, per-op acceptance applied
//! all or nothing with a versioned write, rejection, one decision per task, replay after a
//! crash, stale patches, and owner scoping.

mod support;

use axum::http::StatusCode;
use cookbook_app::AppConfig;
use cookbook_domain::TaskChange;
use serde_json::{Value, json};
use support::reply::Reply;
use support::{Backend, TestApp, drain};

fn messy_recipe() -> Value {
    json!({
        "name": "  Sheet-Pan   Salmon ",
        "ingredients": [
            {"text": "2 Tablespoons olive oil"},
            {"text": "1½ pounds salmon fillet"},
            {"text": "1 lemon, sliced"}
        ],
        "instructions": ["heat the oven to 400 F.", "Roast the salmon for 12 minutes."],
        "servings": 4,
        "prepTimeMinutes": 10,
        "cookTimeMinutes": 12
    })
}

async fn create_recipe(app: &TestApp, token: &str) -> String {
    let recipe = app
        .json("POST", "/api/recipes", token, &messy_recipe())
        .await
        .expect_status(StatusCode::CREATED);
    recipe["id"].as_str().unwrap().to_owned()
}

async fn normalize(app: &TestApp, token: &str, recipe_id: &str) -> (StatusCode, Value) {
    let body =
        json!({"agentType": "Ingest", "payload": {"mode": "normalize", "recipeId": recipe_id}});
    app.json("POST", "/api/tasks", token, &body).await
}

/// Starts a normalize task for `recipe_id`, runs it, and returns the completed task.
async fn normalized(app: &TestApp, token: &str, recipe_id: &str) -> Value {
    let accepted = normalize(app, token, recipe_id)
        .await
        .expect_status(StatusCode::ACCEPTED);
    drain(&app.ctx).await;
    let task_id = accepted["taskId"].as_str().unwrap();
    let task = app
        .get(&format!("/api/tasks/{task_id}"), token)
        .await
        .expect_status(StatusCode::OK);
    assert_eq!(task["status"], "Completed", "{task}");
    task
}

fn op_index(task: &Value, path: &str) -> usize {
    task["result"]["patch"]
        .as_array()
        .unwrap()
        .iter()
        .position(|op| op["path"] == path)
        .unwrap_or_else(|| panic!("no op for {path} in {task}"))
}

async fn decide(
    app: &TestApp,
    token: &str,
    task: &Value,
    verdict: &str,
    ops: &[usize],
) -> (StatusCode, Value) {
    let id = task["taskId"].as_str().unwrap();
    let path = format!("/api/tasks/{id}/normalize/{verdict}");
    let body = if verdict == "accept" {
        json!({ "ops": ops })
    } else {
        json!({})
    };
    app.json("POST", &path, token, &body).await
}

async fn accepted_ops_are_applied_once(backend: Backend) {
    let (app, alice) = TestApp::alice(backend).await;
    let recipe_id = create_recipe(&app, &alice).await;
    let task = normalized(&app, &alice, &recipe_id).await;

    let result = &task["result"];
    let patch = result["patch"].as_array().unwrap();
    assert_eq!(result["diffSummary"].as_array().unwrap().len(), patch.len());
    assert!(
        patch
            .iter()
            .all(|op| op["riskCategory"] == "Low" && op["op"] == "replace"),
        "{result}"
    );
    assert_eq!(
        result["target"],
        json!({"kind": "Recipe", "id": recipe_id, "version": 1})
    );
    assert_eq!(result["validation"]["isValid"], true);
    assert!(result["decision"].is_null());
    let oil = op_index(&task, "/ingredients/0/text");
    let oven = op_index(&task, "/instructions/0");
    let name = op_index(&task, "/name");
    assert_eq!(patch[oil]["value"], "2 tbsp olive oil");
    assert_eq!(patch[oven]["value"], "Heat the oven to 400°F.");
    assert_eq!(
        patch[op_index(&task, "/ingredients/1/text")]["value"],
        "1 1/2 lb salmon fillet"
    );

    let accepted = decide(&app, &alice, &task, "accept", &[oven, oil])
        .await
        .expect_status(StatusCode::OK);
    assert_eq!(accepted["decision"]["verdict"], "Accepted");
    assert_eq!(accepted["decision"]["decidedBy"], "alice");
    let mut chosen = vec![oil, oven];
    chosen.sort_unstable();
    assert_eq!(accepted["decision"]["ops"], json!(chosen));

    let (_, recipe) = app.get(&format!("/api/recipes/{recipe_id}"), &alice).await;
    assert_eq!(recipe["version"], 2);
    assert_eq!(recipe["ingredients"][0]["text"], "2 tbsp olive oil");
    assert_eq!(recipe["instructions"][0], "Heat the oven to 400°F.");
    assert_eq!(
        recipe["name"], "  Sheet-Pan   Salmon ",
        "op {name} was not accepted"
    );

    // The same request again changes nothing; another decision is refused.
    let (status, again) = decide(&app, &alice, &task, "accept", &[oil, oven]).await;
    assert_eq!(
        (status, &again["decision"]),
        (StatusCode::OK, &accepted["decision"])
    );
    assert_eq!(
        app.get(&format!("/api/recipes/{recipe_id}"), &alice)
            .await
            .1["version"],
        2
    );
    decide(&app, &alice, &task, "accept", &[name])
        .await
        .expect_error(StatusCode::CONFLICT, "INVALID_TASK_STATE");
    decide(&app, &alice, &task, "reject", &[])
        .await
        .expect_status(StatusCode::CONFLICT);

    let task_id = task["taskId"].as_str().unwrap();
    let names = app.task_event_names(&alice, task_id).await;
    assert_eq!(
        names,
        [
            "task.created",
            "ingest.normalize.progress",
            "ingest.normalize.completed",
            "ingest.normalize.accepted"
        ]
    );
    let stored = app.task(&alice, task_id).await;
    assert_eq!(stored["result"]["decision"], accepted["decision"]);
}

async fn rejection_is_recorded_and_changes_nothing(backend: Backend) {
    let (app, alice) = TestApp::alice(backend).await;
    let recipe_id = create_recipe(&app, &alice).await;
    let task = normalized(&app, &alice, &recipe_id).await;
    let rejected = decide(&app, &alice, &task, "reject", &[])
        .await
        .expect_status(StatusCode::OK);
    assert_eq!(rejected["decision"]["verdict"], "Rejected");
    assert_eq!(rejected["decision"]["ops"], json!([]));
    assert_eq!(
        decide(&app, &alice, &task, "reject", &[]).await.0,
        StatusCode::OK
    );
    assert_eq!(
        decide(&app, &alice, &task, "accept", &[0]).await.0,
        StatusCode::CONFLICT
    );
    let (_, recipe) = app.get(&format!("/api/recipes/{recipe_id}"), &alice).await;
    assert_eq!(recipe["version"], 1);
}

async fn stale_patches_and_bad_requests_are_refused(backend: Backend) {
    let (app, alice) = TestApp::alice(backend).await;
    let bob = app.token("bob", false);
    let recipe_id = create_recipe(&app, &alice).await;

    normalize(&app, &bob, &recipe_id)
        .await
        .expect_error(StatusCode::NOT_FOUND, "NOT_FOUND");
    normalize(&app, &alice, "no-such-recipe")
        .await
        .expect_status(StatusCode::NOT_FOUND);

    let (_, accepted) = normalize(&app, &alice, &recipe_id).await;
    let early = json!({"taskId": accepted["taskId"]});
    let (status, body) = decide(&app, &alice, &early, "accept", &[0]).await;
    assert_eq!(
        (status, body["code"].as_str()),
        (StatusCode::CONFLICT, Some("INVALID_TASK_STATE")),
        "before the patch exists"
    );
    drain(&app.ctx).await;
    let task = app.task(&alice, accepted["taskId"].as_str().unwrap()).await;

    decide(&app, &bob, &task, "accept", &[0])
        .await
        .expect_error(StatusCode::NOT_FOUND, "TASK_NOT_FOUND");
    decide(&app, &alice, &task, "accept", &[99])
        .await
        .expect_error(StatusCode::BAD_REQUEST, "INVALID_PAYLOAD");
    decide(&app, &alice, &task, "accept", &[0, 0])
        .await
        .expect_status(StatusCode::BAD_REQUEST);

    // The recipe moves on after the patch was proposed: the patch is stale and stays undecided.
    let mut edited = messy_recipe();
    edited["version"] = json!(1);
    edited["description"] = json!("Weeknight fish.");
    app.json("PUT", &format!("/api/recipes/{recipe_id}"), &alice, &edited)
        .await
        .expect_status(StatusCode::OK);
    decide(&app, &alice, &task, "accept", &[0])
        .await
        .expect_error(StatusCode::CONFLICT, "VERSION_CONFLICT");
    let task = app.task(&alice, accepted["taskId"].as_str().unwrap()).await;
    assert!(task["result"]["decision"].is_null());
    let (_, recipe) = app.get(&format!("/api/recipes/{recipe_id}"), &alice).await;
    assert_eq!(recipe["version"], 2);
}

async fn core_recipes_need_an_admin_to_accept(backend: Backend) {
    let app = TestApp::on(backend, AppConfig::default(), Vec::new()).await;
    let admin = app.token("root", true);
    let alice = app.token("alice", false);
    let mut core = messy_recipe();
    core["owner"] = json!("core");
    let recipe = app
        .json("POST", "/api/recipes", &admin, &core)
        .await
        .expect_status(StatusCode::CREATED);
    let id = recipe["id"].as_str().unwrap();
    let task = normalized(&app, &alice, id).await;
    decide(&app, &alice, &task, "accept", &[0])
        .await
        .expect_error(StatusCode::FORBIDDEN, "FORBIDDEN");
    let task = normalized(&app, &admin, id).await;
    assert_eq!(
        decide(&app, &admin, &task, "accept", &[0]).await.0,
        StatusCode::OK
    );
}

/// A crash after the decision was recorded and before the recipe was written is repaired by
/// accepting again with the same operations.
async fn a_recorded_decision_is_applied_by_accepting_again(backend: Backend) {
    let (app, alice) = TestApp::alice(backend).await;
    let recipe_id = create_recipe(&app, &alice).await;
    let task = normalized(&app, &alice, &recipe_id).await;
    let oil = op_index(&task, "/ingredients/0/text");

    let stored = app
        .ctx
        .stores
        .tasks
        .get(task["taskId"].as_str().unwrap())
        .await
        .unwrap()
        .unwrap();
    let mut result = stored.result.clone().unwrap();
    result["decision"] = json!({"verdict": "Accepted", "ops": [oil], "decidedBy": "alice", "decidedAt": "2026-11-22T00:00:00Z"});
    let crashed = stored
        .apply(
            TaskChange::Decide {
                accepted: true,
                result,
            },
            app.ctx.stores.clock.now(),
            app.ctx.config.draft_expiration,
        )
        .unwrap();
    app.ctx.stores.tasks.write(&crashed).await.unwrap();
    assert_eq!(
        app.get(&format!("/api/recipes/{recipe_id}"), &alice)
            .await
            .1["version"],
        1
    );

    decide(&app, &alice, &task, "accept", &[oil])
        .await
        .expect_status(StatusCode::OK);
    let (_, recipe) = app.get(&format!("/api/recipes/{recipe_id}"), &alice).await;
    assert_eq!(
        (
            recipe["version"].as_u64(),
            recipe["ingredients"][0]["text"].as_str()
        ),
        (Some(2), Some("2 tbsp olive oil"))
    );
    assert_eq!(
        decide(&app, &alice, &task, "accept", &[oil]).await.0,
        StatusCode::OK
    );
    assert_eq!(
        app.get(&format!("/api/recipes/{recipe_id}"), &alice)
            .await
            .1["version"],
        2
    );
}

on_both_backends!(
    accepted_ops_are_applied_once,
    rejection_is_recorded_and_changes_nothing,
    stale_patches_and_bad_requests_are_refused,
    core_recipes_need_an_admin_to_accept,
    a_recorded_decision_is_applied_by_accepting_again,
);
