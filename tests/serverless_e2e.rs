//! The serverless system as deployed, end to end: every function of `infra/template.yaml` as
//! its real binary under cargo-lambda's emulator, on moto_server (`AWS_ENDPOINT_URL`), with the
//! template's HTTP API, SQS event source mappings and schedule played between them
//! (`tests/harness`). One stack serves every scenario; each scenario has users of its own.
//!
//! `cargo test -p cookbook-tests --test serverless_e2e` (tests/run starts moto_server).

use std::time::Duration;

use aws_sdk_dynamodb::types::AttributeValue;
use cookbook_domain::{NewTask, TaskState};
use cookbook_tests::harness::api_gateway::{Caller, HttpResponse, Request};
use cookbook_tests::harness::stack::{self, Stack};
use serde_json::{Value, json};

/// The stack every scenario shares; the functions' log is `serverless_e2e.log` in the target's
/// test scratch folder.
fn shared_stack() -> &'static Stack {
    stack::shared(&std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("serverless_e2e.log"))
}

/// How long a task, job or batch may take to settle on the shared stack.
const SETTLE: Duration = Duration::from_secs(120);

async fn call(
    stack: &Stack,
    method: &str,
    path: &str,
    caller: &Caller,
    body: Option<&Value>,
) -> (u16, Value) {
    let response = stack.http(method, path, Some(caller), body).await;
    (response.status, response.json())
}

/// `POST /api/tasks` with an ingest `payload`; returns the task id.
async fn start_task(stack: &Stack, caller: &Caller, payload: Value) -> String {
    let body = json!({ "agentType": "Ingest", "payload": payload });
    let (status, accepted) = call(stack, "POST", "/api/tasks", caller, Some(&body)).await;
    assert_eq!(status, 202, "{accepted}");
    assert_eq!(accepted["status"], "Pending", "{accepted}");
    accepted["taskId"].as_str().expect("a task id").to_owned()
}

/// The task once it is neither Pending nor Running.
async fn settled_task(stack: &Stack, caller: &Caller, task_id: &str) -> Value {
    let path = format!("/api/tasks/{task_id}");
    stack
        .eventually(&format!("task {task_id} settles"), SETTLE, || async {
            let (status, task) = call(stack, "GET", &path, caller, None).await;
            assert_eq!(status, 200, "{task}");
            (!matches!(task["status"].as_str(), Some("Pending" | "Running"))).then_some(task)
        })
        .await
}

/// The names of a task's events, oldest first.
async fn event_names(stack: &Stack, caller: &Caller, task_id: &str) -> Vec<String> {
    let path = format!("/api/tasks/{task_id}/events?limit=100");
    let (status, events) = call(stack, "GET", &path, caller, None).await;
    assert_eq!(status, 200, "{events}");
    events["items"]
        .as_array()
        .expect("event items")
        .iter()
        .map(|event| event["name"].as_str().expect("event name").to_owned())
        .collect()
}

/// `POST /api/meal-plans` with `request`; returns the finished job's envelope.
async fn finished_job(stack: &Stack, caller: &Caller, request: &Value) -> Value {
    let (status, accepted) = call(stack, "POST", "/api/meal-plans", caller, Some(request)).await;
    assert_eq!(status, 202, "{accepted}");
    let path = format!("/api/jobs/{}", accepted["id"].as_str().expect("a job id"));
    stack
        .eventually("the meal-plan job finishes", SETTLE, || async {
            let (status, job) = call(stack, "GET", &path, caller, None).await;
            assert_eq!(status, 200, "{job}");
            (!matches!(job["status"].as_str(), Some("PENDING" | "RUNNING"))).then_some(job)
        })
        .await
}

/// Creates `caller`'s recipe; returns it as stored.
async fn create_recipe(stack: &Stack, caller: &Caller, recipe: &Value) -> Value {
    let (status, created) = call(stack, "POST", "/api/recipes", caller, Some(recipe)).await;
    assert_eq!(status, 201, "{created}");
    created
}

fn stir_fry() -> Value {
    json!({
        "name": "Chicken Stir Fry", "servings": 2,
        "ingredients": [{"text": "1 lb chicken"}, {"text": "2 tbsp soy sauce"},
                        {"text": "1 red pepper, sliced"}, {"text": "2 cups cooked rice"}],
        "instructions": ["Stir-fry the chicken until golden.", "Add the pepper and the soy sauce.", "Serve over the rice."],
        "mealTypes": ["dinner"], "category": ["Dinner"], "prepTimeMinutes": 10, "cookTimeMinutes": 15
    })
}

#[test]
fn a_url_import_reaches_review_and_an_edited_draft_commits() {
    let stack = shared_stack();
    stack::block_on(async {
        let alice = Caller::user("url-importer");
        let url = stack.site.url("/recipes/lentil-soup");
        let task_id = start_task(stack, &alice, json!({"mode": "Url", "url": url})).await;
        let task = settled_task(stack, &alice, &task_id).await;
        assert_eq!(
            (task["status"].as_str(), task["progress"].as_u64()),
            (Some("ReviewReady"), Some(100)),
            "{task}"
        );
        let draft = &task["result"]["draft"];
        assert_eq!(draft["recipe"]["name"], "Lemon Lentil Soup", "{draft}");
        assert_eq!(draft["source"]["url"], url.as_str());
        assert_eq!(draft["source"]["extractionMethod"], "JsonLd");
        assert_eq!(draft["validation"]["isValid"], true, "{draft}");
        assert_eq!(
            event_names(stack, &alice, &task_id).await,
            [
                "task.created",
                "ingest.fetch.progress",
                "ingest.extract.progress",
                "ingest.validate.progress",
                "ingest.review_ready"
            ]
        );

        let mut edited = draft["recipe"].clone();
        edited["name"] = json!("Lemony Lentil Soup");
        let body = json!({"taskId": task_id, "draftRecipe": edited});
        let (status, recipe) =
            call(stack, "POST", "/api/recipes/import", &alice, Some(&body)).await;
        assert_eq!(status, 201, "{recipe}");
        assert_eq!(
            (recipe["name"].as_str(), recipe["owner"].as_str()),
            (Some("Lemony Lentil Soup"), Some("url-importer"))
        );
        let path = format!("/api/recipes/{}", recipe["id"].as_str().expect("recipe id"));
        let (status, stored) = call(stack, "GET", &path, &alice, None).await;
        assert_eq!(
            (status, &stored["name"]),
            (200, &json!("Lemony Lentil Soup"))
        );
        assert_eq!(stored["source"]["url"], url.as_str());
        let (_, task) = call(stack, "GET", &format!("/api/tasks/{task_id}"), &alice, None).await;
        assert_eq!(task["status"], "Committed", "{task}");

        // Import by query runs Discover first, against the search API the stack's
        // SearchApiConfig parameter names.
        let task_id =
            start_task(stack, &alice, json!({"mode": "Query", "query": "pea soup"})).await;
        let task = settled_task(stack, &alice, &task_id).await;
        assert_eq!(task["status"], "ReviewReady", "{task}");
        assert_eq!(task["result"]["draft"]["recipe"]["name"], "Green Pea Soup");
        assert_eq!(
            event_names(stack, &alice, &task_id).await[..3],
            [
                "task.created",
                "ingest.discover.progress",
                "ingest.fetch.progress"
            ]
        );
    });
}

#[test]
fn a_normalization_is_accepted_into_the_recipe() {
    let stack = shared_stack();
    stack::block_on(async {
        let carol = Caller::user("normalizer");
        let recipe = create_recipe(
            stack,
            &carol,
            &json!({
                "name": "Sheet-Pan Salmon", "servings": 4,
                "ingredients": [{"text": "2 Tablespoons olive oil"}, {"text": "1 lemon, sliced"}],
                "instructions": ["heat the oven to 400 F.", "Roast the salmon for 12 minutes."]
            }),
        )
        .await;
        let recipe_id = recipe["id"].as_str().expect("recipe id");
        let task_id = start_task(
            stack,
            &carol,
            json!({"mode": "Normalize", "recipeId": recipe_id}),
        )
        .await;
        let task = settled_task(stack, &carol, &task_id).await;
        assert_eq!(task["status"], "Completed", "{task}");
        let patch = task["result"]["patch"].as_array().expect("a patch");
        let oil = patch
            .iter()
            .position(|op| op["path"] == "/ingredients/0/text")
            .unwrap_or_else(|| panic!("no op for the oil in {patch:?}"));
        assert_eq!(patch[oil]["value"], "2 tbsp olive oil");

        let path = format!("/api/tasks/{task_id}/normalize/accept");
        let (status, decided) =
            call(stack, "POST", &path, &carol, Some(&json!({"ops": [oil]}))).await;
        assert_eq!(status, 200, "{decided}");
        assert_eq!(decided["decision"]["verdict"], "Accepted", "{decided}");
        let (_, stored) = call(
            stack,
            "GET",
            &format!("/api/recipes/{recipe_id}"),
            &carol,
            None,
        )
        .await;
        assert_eq!(stored["version"], 2, "{stored}");
        assert_eq!(stored["ingredients"][0]["text"], "2 tbsp olive oil");
        assert_eq!(
            stored["instructions"][0], "heat the oven to 400 F.",
            "only the accepted op applies"
        );
    });
}

#[test]
fn a_week_of_quick_meals_and_a_nutrition_plan_are_planned() {
    let stack = shared_stack();
    stack::block_on(async {
        let dave = Caller::user("planner");
        let days: Vec<Value> = (0..7)
            .map(|day| {
                json!({"date": format!("2026-11-{}", 23 + day), "meals": {
                    "breakfast": {"servings": 2}, "lunch": {"servings": 2}, "dinner": {"servings": 2}}})
            })
            .collect();
        let job = finished_job(stack, &dave, &json!({"mode": "quick", "days": days})).await;
        assert_eq!(job["status"], "COMPLETE", "{job}");
        let planned: Vec<&Value> = job["result"]["days"]
            .as_array()
            .expect("result days")
            .iter()
            .flat_map(|day| ["breakfast", "lunch", "dinner"].map(|meal| &day["meals"][meal]))
            .collect();
        assert_eq!(planned.len(), 21);
        for meal in &planned {
            assert!(
                meal["selection"]["recipe_id"].is_string(),
                "every slot has a recipe: {job}"
            );
        }
        let snapshot_id = job["result"]["snapshot_id"].as_str().expect("a snapshot");
        let (status, snapshot) = call(
            stack,
            "GET",
            &format!("/api/plans/{snapshot_id}"),
            &dave,
            None,
        )
        .await;
        assert_eq!(status, 200, "{snapshot}");
        assert_eq!(snapshot["planned_meals"].as_array().map(Vec::len), Some(21));

        // Seed 003's planner over the core catalog the api function seeded on its cold start.
        let profile: Value =
            serde_json::from_str(include_str!("../fixtures/profiles/adult-2000kcal.json"))
                .expect("a planner instance");
        let job = finished_job(
            stack,
            &dave,
            &json!({"mode": "nutrition", "instance": profile}),
        )
        .await;
        assert_eq!(job["status"], "COMPLETE", "{job}");
        let days = job["result"]["plan"]["days"].as_array().expect("plan days");
        assert_eq!(days.len(), 7, "{job}");
        for (day, schedule) in days
            .iter()
            .zip(profile["profile"]["schedule"].as_array().expect("schedule"))
        {
            let meals = day["meals"].as_array().expect("meals");
            assert_eq!(
                meals.len(),
                schedule.as_array().map_or(0, Vec::len),
                "{day}"
            );
            assert!(
                meals.iter().all(|m| m["recipe_id"]
                    .as_str()
                    .is_some_and(|id| id.starts_with("core_"))),
                "core catalog recipes: {day}"
            );
        }
        assert!(job["result"]["snapshot_id"].is_string(), "{job}");
    });
}

#[test]
fn a_variant_of_a_planned_meal_reaches_its_shopping_list() {
    let stack = shared_stack();
    stack::block_on(async {
        let erin = Caller::user("variant-cook");
        let recipe = create_recipe(stack, &erin, &stir_fry()).await;
        let recipe_id = recipe["id"].as_str().expect("recipe id");
        let request = json!({"mode": "quick", "days": [{"date": "2026-11-30", "meals": {
            "dinner": {"servings": 2, "pinned_recipe_id": recipe_id}}}]});
        let job = finished_job(stack, &erin, &request).await;
        assert_eq!(job["status"], "COMPLETE", "{job}");
        let snapshot_id = job["result"]["snapshot_id"].as_str().expect("a snapshot");

        let path = format!("/api/plans/{snapshot_id}/meals/2026-11-30/dinner/variant");
        let body = json!({"ops": [{"op": "replace_ingredient", "target_index": 0,
            "target_name": "chicken", "replacement": {"name": "tofu", "quantity": "1 lb"}}]});
        let (status, applied) = call(stack, "POST", &path, &erin, Some(&body)).await;
        assert_eq!(status, 200, "{applied}");
        let variant = &applied["variant"];
        assert_eq!(variant["base_recipe_id"], recipe_id, "{applied}");
        assert_eq!(variant["compiled_recipe"]["ingredients"][0]["name"], "tofu");

        let body = json!({"snapshotId": snapshot_id, "units": "metric"});
        let (status, list) = call(stack, "POST", "/api/shopping-lists", &erin, Some(&body)).await;
        assert_eq!(status, 201, "{list}");
        let names: Vec<String> = list["sections"]
            .as_array()
            .expect("sections")
            .iter()
            .flat_map(|s| s["items"].as_array().cloned().unwrap_or_default())
            .map(|item| item["name"].as_str().unwrap_or_default().to_lowercase())
            .collect();
        assert!(names.iter().any(|n| n.contains("tofu")), "{names:?}");
        assert!(!names.iter().any(|n| n.contains("chicken")), "{names:?}");
    });
}

#[test]
fn a_chat_turn_searches_the_callers_recipes() {
    let stack = shared_stack();
    stack::block_on(async {
        let frank = Caller::user("chatter");
        let recipe = create_recipe(stack, &frank, &stir_fry()).await;
        let body = json!({"message": "find chicken recipes", "history": []});
        let (status, reply) = call(stack, "POST", "/api/chat", &frank, Some(&body)).await;
        assert_eq!(status, 200, "{reply}");
        assert_eq!(reply["toolCalls"][0]["name"], "search_recipes", "{reply}");
        assert!(
            reply["reply"]
                .as_str()
                .is_some_and(|r| r.contains("Chicken Stir Fry")),
            "{reply}"
        );
        assert_eq!(reply["state"]["lastSearchResults"][0], recipe["id"]);
        assert_eq!(
            reply["history"].as_array().map(Vec::len),
            Some(4),
            "user, tool call, tool result, reply: {reply}"
        );
    });
}

#[test]
fn a_batch_of_twenty_urls_is_imported_through_the_batch_queue() {
    let stack = shared_stack();
    stack::block_on(async {
        let grace = Caller::user("batch-importer");
        let urls: Vec<String> = (1..=20)
            .map(|n| {
                let base = ["lentil-soup", "pea-soup", "tomato-soup", "pumpkin-soup"][n % 4];
                stack.site.url(&format!("/recipes/{base}-{n}"))
            })
            .collect();
        let body = json!({ "urls": urls });
        let (status, accepted) = call(stack, "POST", "/api/imports", &grace, Some(&body)).await;
        assert_eq!(status, 202, "{accepted}");
        let path = format!(
            "/api/imports/{}",
            accepted["id"].as_str().expect("a batch id")
        );
        let batch = stack
            .eventually("every task of the batch settles", SETTLE, || async {
                let (status, batch) = call(stack, "GET", &path, &grace, None).await;
                assert_eq!(status, 200, "{batch}");
                let tasks = batch["tasks"].as_array()?;
                let settled = tasks.len() == 20
                    && tasks
                        .iter()
                        .all(|t| !matches!(t["status"].as_str(), Some("Pending" | "Running")));
                settled.then_some(batch)
            })
            .await;
        let tasks = batch["tasks"].as_array().expect("tasks");
        for (task, url) in tasks.iter().zip(&urls) {
            assert_eq!(
                (&task["url"], &task["status"]),
                (&json!(url), &json!("ReviewReady")),
                "{batch}"
            );
        }
        for (task, url) in tasks.iter().zip(&urls).step_by(7) {
            let path = format!("/api/tasks/{}", task["taskId"].as_str().expect("task id"));
            let (_, task) = call(stack, "GET", &path, &grace, None).await;
            assert_eq!(task["owner"], "batch-importer");
            let slug = url.rsplit('/').next().expect("a slug");
            assert_eq!(
                task["result"]["draft"]["recipe"]["name"],
                stack.site.recipe(slug).name
            );
        }
    });
}

#[test]
fn a_poison_message_fails_its_task_and_ends_in_the_dead_letter_queue() {
    let stack = shared_stack();
    stack::block_on(async {
        // A task stored as the API stores it, and a first message this consumer cannot read
        // (a field a newer producer added): every delivery fails.
        let task_id = cookbook_domain::ids::new_id();
        let new = NewTask {
            task_id: task_id.clone(),
            owner: "poisoned".to_owned(),
            thread_id: cookbook_domain::ids::new_id(),
            payload: serde_json::from_value(
                json!({"mode": "Url", "url": stack.site.url("/recipes/pea-soup")}),
            )
            .expect("a URL payload"),
            metadata: Default::default(),
        };
        let transition = TaskState::create(new, stack.stores.clock.now());
        stack
            .stores
            .tasks
            .write(&transition)
            .await
            .expect("store the task");
        let poison =
            json!({"taskId": task_id, "phase": "Ingest.Fetch", "attempt": 1, "priority": "high"})
                .to_string();
        stack.send("IngestFetchQueue", &poison).await;

        let owner = Caller::user("poisoned");
        let task = settled_task(stack, &owner, &task_id).await;
        assert_eq!(
            (task["status"].as_str(), task["error"]["code"].as_str()),
            (Some("Failed"), Some("RETRIES_EXHAUSTED")),
            "{task}"
        );
        // Failed on the delivery the queue dead-letters after, not before.
        let max_receive_count = stack
            .queue("IngestFetchQueue")
            .max_receive_count
            .expect("a redrive policy");
        let message = task["error"]["message"].as_str().unwrap_or_default();
        assert!(
            message.contains(&format!("after {max_receive_count} tries")),
            "{message}"
        );
        let dead_letters = stack
            .eventually("the message reaches the DLQ", SETTLE, || async {
                let bodies = stack.dead_letters("IngestFetchDeadLetterQueue").await;
                bodies.contains(&poison).then_some(bodies)
            })
            .await;
        assert_eq!(dead_letters.iter().filter(|b| **b == poison).count(), 1);
    });
}

#[test]
fn a_fetch_killed_mid_record_is_redelivered_and_ends_like_a_clean_run() {
    let stack = shared_stack();
    stack::block_on(async {
        let heidi = Caller::user("crash-survivor");
        let url = stack.site.url("/gated/tomato-soup");
        let starts_before = stack.starts("ingest-fetch");
        let task_id = start_task(stack, &heidi, json!({"mode": "Url", "url": url})).await;
        // The fetch function is inside the record, waiting on the page: end it there.
        tokio::time::timeout(SETTLE, stack.site.wait_for_gate_arrivals(1))
            .await
            .unwrap_or_else(|_| panic!("the fetch never reached the page:\n{}", stack.log()));
        stack.kill("ingest-fetch");
        stack.site.open_gate();
        let crashed = settled_task(stack, &heidi, &task_id).await;
        assert!(
            stack.starts("ingest-fetch") > starts_before,
            "a fresh ingest-fetch process took over"
        );

        let ivan = Caller::user("clean-runner");
        let clean_id = start_task(stack, &ivan, json!({"mode": "Url", "url": url})).await;
        let clean = settled_task(stack, &ivan, &clean_id).await;
        assert_eq!(clean["status"], "ReviewReady", "{clean}");
        for field in ["status", "currentPhase", "progress", "error"] {
            assert_eq!(
                crashed[field], clean[field],
                "{field}: {crashed} vs {clean}"
            );
        }
        let (draft, clean_draft) = (&crashed["result"]["draft"], &clean["result"]["draft"]);
        for field in ["recipe", "validation", "artifacts"] {
            let strip = |v: &Value| {
                v.to_string()
                    .replace(&task_id, "ID")
                    .replace(&clean_id, "ID")
            };
            assert_eq!(
                strip(&draft[field]),
                strip(&clean_draft[field]),
                "draft {field}"
            );
        }
        assert_eq!(
            event_names(stack, &heidi, &task_id).await,
            event_names(stack, &ivan, &clean_id).await
        );
    });
}

#[test]
fn the_scheduled_sweep_expires_a_draft_left_in_review_past_its_expiry() {
    let stack = shared_stack();
    stack::block_on(async {
        let judy = Caller::user("slow-reviewer");
        let url = stack.site.url("/recipes/pumpkin-soup");
        let task_id = start_task(stack, &judy, json!({"mode": "Url", "url": url})).await;
        let task = settled_task(stack, &judy, &task_id).await;
        assert_eq!(task["status"], "ReviewReady", "{task}");
        let fresh = stack.tick_schedule("expiration-sweep", "Hourly").await;
        let (_, task) = call(stack, "GET", &format!("/api/tasks/{task_id}"), &judy, None).await;
        assert_eq!(task["status"], "ReviewReady", "not due yet: {fresh}");

        // The draft's expiry passes: its index entry moves to a time long gone.
        stack
            .dynamodb
            .update_item()
            .table_name(&stack.tables.tasks)
            .key("pk", AttributeValue::S(task_id.clone()))
            .key("sk", AttributeValue::S("STATE".to_owned()))
            .update_expression("SET expiresAt = :past")
            .expression_attribute_values(
                ":past",
                AttributeValue::S("2000-01-01T00:00:00.000000000Z".to_owned()),
            )
            .send()
            .await
            .expect("move the draft's expiry into the past");
        let swept = stack.tick_schedule("expiration-sweep", "Hourly").await;
        assert!(swept["expired"].as_u64() >= Some(1), "{swept}");
        let (_, task) = call(stack, "GET", &format!("/api/tasks/{task_id}"), &judy, None).await;
        assert_eq!(task["status"], "Expired", "{task}");
        let body = json!({"taskId": task_id});
        let (status, error) = call(stack, "POST", "/api/recipes/import", &judy, Some(&body)).await;
        assert_eq!(
            (status, error["code"].as_str()),
            (410, Some("DRAFT_EXPIRED")),
            "{error}"
        );
    });
}

/// The MCP revision the scenario's client speaks.
const MCP_PROTOCOL: &str = "2025-06-18";

/// One JSON-RPC message to `/mcp` as a streamable HTTP client sends it, with `headers` besides
/// the bearer token.
async fn mcp_post(
    stack: &Stack,
    caller: &Caller,
    headers: &[(&str, &str)],
    message: &Value,
) -> HttpResponse {
    let body = message.to_string();
    let mut headers = headers.to_vec();
    headers.push(("Authorization", "Bearer checked-by-api-gateway"));
    stack
        .http_request(&Request {
            method: "POST",
            path: "/mcp",
            caller: Some(caller),
            headers: &headers,
            body: Some(&body),
        })
        .await
}

/// The headers every MCP request after `initialize` carries.
const MCP_HEADERS: [(&str, &str); 3] = [
    ("Content-Type", "application/json"),
    ("Accept", "application/json, text/event-stream"),
    ("MCP-Protocol-Version", MCP_PROTOCOL),
];

/// A JSON-RPC request's result, answered as one JSON body (the stateless transport's JSON mode).
async fn mcp_result(stack: &Stack, caller: &Caller, method: &str, params: Value) -> Value {
    let request = json!({"jsonrpc": "2.0", "id": method, "method": method, "params": params});
    let response = mcp_post(stack, caller, &MCP_HEADERS, &request).await;
    assert_eq!(response.status, 200, "{method}: {}", response.body);
    assert_eq!(
        response.header("content-type"),
        Some("application/json"),
        "{method}"
    );
    let answer = response.json();
    assert_eq!(answer["id"], method, "{answer}");
    assert!(answer["error"].is_null(), "{method}: {answer}");
    answer["result"].clone()
}

/// A tool's structured answer; panics on a tool error.
async fn mcp_tool(stack: &Stack, caller: &Caller, tool: &str, arguments: Value) -> Value {
    let params = json!({"name": tool, "arguments": arguments});
    let result = mcp_result(stack, caller, "tools/call", params).await;
    assert_ne!(result["isError"], true, "{tool}: {result}");
    result["structuredContent"].clone()
}

/// Starts an import with the MCP tool and reads the task through MCP until it settles.
async fn mcp_import(stack: &Stack, caller: &Caller, arguments: Value) -> Value {
    let started = mcp_tool(stack, caller, "import_recipe", arguments).await;
    let task_id = started["taskId"].as_str().expect("a task id");
    stack
        .eventually(&format!("MCP import {task_id} settles"), SETTLE, || async {
            let task = mcp_tool(stack, caller, "get_task", json!({"taskId": task_id})).await;
            (!matches!(task["status"].as_str(), Some("Pending" | "Running"))).then_some(task)
        })
        .await
}

#[test]
fn an_mcp_session_lists_searches_plans_and_imports_into_review() {
    let stack = shared_stack();
    stack::block_on(async {
        let agent = Caller::user("mcp-agent");
        let initialize = json!({"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {
            "protocolVersion": MCP_PROTOCOL, "capabilities": {},
            "clientInfo": {"name": "serverless-e2e", "version": "1.0"}}});
        // The transport answers only clients that accept both of its answer formats, so this
        // proves the header reaches the function as the client sent it.
        let json_only = [
            ("Content-Type", "application/json"),
            ("Accept", "application/json"),
        ];
        let refused = mcp_post(stack, &agent, &json_only, &initialize).await;
        assert_eq!(refused.status, 406, "{}", refused.body);
        assert_eq!(
            stack
                .http("POST", "/mcp", None, Some(&initialize))
                .await
                .status,
            401,
            "API Gateway's authorizer refuses a call without a token"
        );

        let response = mcp_post(stack, &agent, &MCP_HEADERS[..2], &initialize).await;
        assert_eq!(response.status, 200, "{}", response.body);
        assert_eq!(
            response.header("mcp-session-id"),
            None,
            "stateless: no session to keep between Lambda invocations"
        );
        let initialized = response.json();
        assert_eq!(
            initialized["result"]["protocolVersion"], MCP_PROTOCOL,
            "{initialized}"
        );
        assert!(
            initialized["result"]["capabilities"]["tools"].is_object(),
            "{initialized}"
        );
        let notified = mcp_post(
            stack,
            &agent,
            &MCP_HEADERS,
            &json!({"jsonrpc": "2.0", "method": "notifications/initialized"}),
        )
        .await;
        assert_eq!(notified.status, 202, "{}", notified.body);

        let listed = mcp_result(stack, &agent, "tools/list", json!({})).await;
        let tools: Vec<&str> = listed["tools"]
            .as_array()
            .expect("tools")
            .iter()
            .filter_map(|tool| tool["name"].as_str())
            .collect();
        for tool in ["search_recipes", "import_recipe", "get_task", "plan_meals"] {
            assert!(tools.contains(&tool), "{tool} missing from {tools:?}");
        }

        // The core catalog the api function seeded, read by the mcp function.
        let found = mcp_tool(stack, &agent, "search_recipes", json!({"query": "chicken"})).await;
        let recipes = found["recipes"].as_array().expect("recipes");
        assert!(!recipes.is_empty(), "{found}");
        assert!(
            recipes
                .iter()
                .all(|r| r["id"].as_str().is_some_and(|id| id.starts_with("core_"))),
            "{found}"
        );
        assert!(
            recipes[0]["name"]
                .as_str()
                .is_some_and(|name| name.to_lowercase().contains("chicken")),
            "the best match names chicken: {found}"
        );

        let plan = mcp_tool(
            stack,
            &agent,
            "plan_meals",
            json!({"days": 3, "meal_types": ["dinner"], "start_date": "2026-12-01"}),
        )
        .await;
        let meals = plan["meals"].as_array().expect("meals");
        assert_eq!(meals.len(), 3, "{plan}");
        let snapshot_id = plan["snapshot_id"].as_str().expect("a snapshot id");
        let (status, stored) = call(
            stack,
            "GET",
            &format!("/api/plans/{snapshot_id}"),
            &agent,
            None,
        )
        .await;
        assert_eq!(
            status, 200,
            "the plan is the caller's over REST too: {stored}"
        );
        assert_eq!(stored["planned_meals"].as_array().map(Vec::len), Some(3));

        // An import sent to the ingest queues by the mcp function, carried to review by the
        // queue consumers, and read back through MCP.
        let url = stack.site.url("/recipes/lentil-soup");
        let task = mcp_import(stack, &agent, json!({"url": url})).await;
        assert_eq!(task["status"], "ReviewReady", "{task}");
        assert_eq!(
            task["result"]["draft"]["recipe"]["name"],
            "Lemon Lentil Soup"
        );
        let task_id = task["taskId"].as_str().expect("a task id").to_owned();

        // A page the user saved past a bot wall: the mcp function stores it as an artifact and
        // queues Extract; nothing is fetched.
        let html = reqwest::get(&url)
            .await
            .and_then(reqwest::Response::error_for_status)
            .expect("the fixture page")
            .text()
            .await
            .expect("the page's text");
        let walled = "https://walled.example/lentil-soup";
        let task = mcp_import(stack, &agent, json!({"html": html, "url": walled})).await;
        assert_eq!(task["status"], "ReviewReady", "{task}");
        let draft = &task["result"]["draft"];
        assert_eq!(
            (&draft["recipe"]["name"], &draft["source"]["url"]),
            (&json!("Lemon Lentil Soup"), &json!(walled))
        );
        let saved_id = task["taskId"].as_str().expect("a task id");
        let events = event_names(stack, &agent, saved_id).await;
        assert_eq!(
            events[..2],
            ["task.created", "ingest.extract.progress"],
            "{events:?}"
        );

        let other = Caller::user("mcp-stranger");
        let params = json!({"name": "get_task", "arguments": {"taskId": task_id}});
        let refused = mcp_result(stack, &other, "tools/call", params).await;
        assert_eq!(refused["isError"], true, "{refused}");
        assert_eq!(
            refused["structuredContent"]["code"], "TASK_NOT_FOUND",
            "{refused}"
        );
    });
}

#[test]
fn every_documented_operation_reaches_a_function_that_serves_it() {
    let stack = shared_stack();
    stack::block_on(async {
        let response = stack.http("GET", "/api/openapi.json", None, None).await;
        assert_eq!(
            response.status, 200,
            "the document is public: {}",
            response.body
        );
        let document = response.json();
        let operations: Vec<(String, String)> = document["paths"]
            .as_object()
            .expect("paths")
            .iter()
            .flat_map(|(path, item)| {
                let methods = item.as_object().expect("a path item").keys();
                methods
                    .filter(|m| ["get", "post", "put", "delete", "patch"].contains(&m.as_str()))
                    .map(move |method| (method.to_ascii_uppercase(), path.clone()))
            })
            .collect();
        assert!(operations.len() > 30, "{operations:?}");

        let prober = Caller::user("route-prober");
        let mut problems = Vec::new();
        for (method, template) in &operations {
            // Any value will do for a path parameter: the route must exist, not the resource.
            let path: String = template
                .split('/')
                .map(|segment| {
                    if segment.starts_with('{') {
                        "e2e-probe"
                    } else {
                        segment
                    }
                })
                .collect::<Vec<_>>()
                .join("/");
            let body = matches!(method.as_str(), "POST" | "PUT").then(|| json!({}));
            let response = stack
                .http(method, &path, Some(&prober), body.as_ref())
                .await;
            let answer = serde_json::from_str::<Value>(&response.body).unwrap_or_default();
            let unserved = answer["message"] == "Not Found"
                || answer["message"] == "no such route"
                || answer["code"] == "METHOD_NOT_ALLOWED";
            if unserved {
                problems.push(format!(
                    "{method} {template}: {} {}",
                    response.status, response.body
                ));
            }
        }
        assert!(
            problems.is_empty(),
            "documented operations the deployed HTTP API does not serve (a missing HttpApi \
             event in infra/template.yaml, or one on a function without the route):\n{}",
            problems.join("\n")
        );
    });
}
