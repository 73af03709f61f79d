//! Seed 002's golden tests of planning through chat, asserting properties and never ids: a
//! plan of 7 meals, all French for a French request and none of a clearly wrong cuisine, no
//! recipe twice, at least 5 distinct names. They run with the offline model on both backends,
//! and with scripted Anthropic tool-use transcripts served by a mock Messages API, so the
//! provider's wire format, the tool loop and the tools are exercised together. Swaps offer
//! options and confirm one within the request.

mod support;

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use axum::http::StatusCode;
use cookbook_app::AppConfig;
use cookbook_llm::{
    AnthropicConfig, AnthropicModel, KeySource, LlmPhase, PhaseModels, RequestPolicy,
};
use serde_json::{Value, json};
use support::scripted::ScriptedModel;
use support::{Backend, TestApp};
use wiremock::matchers::{method, path};
use wiremock::{Mock, MockServer, Request, Respond, ResponseTemplate};

/// Cuisines a French plan must not contain (seed 002's list).
const WRONG_CUISINES: [&str; 5] = ["Mexican", "Chinese", "Thai", "Indian", "Japanese"];

async fn seeded(app: TestApp) -> TestApp {
    cookbook_app::recipes::seed::ensure_seeded(&app.ctx.stores)
        .await
        .expect("core catalog");
    app
}

async fn say(app: &TestApp, token: &str, message: &str) -> Value {
    let body = json!({ "message": message, "history": [] });
    let (status, reply) = app.json("POST", "/api/chat", token, &body).await;
    assert_eq!(status, StatusCode::OK, "{message}: {reply}");
    reply
}

/// The tool calls of a reply as `(name, success)`.
fn calls(reply: &Value) -> Vec<(String, bool)> {
    reply["toolCalls"]
        .as_array()
        .expect("toolCalls")
        .iter()
        .map(|call| {
            let name = call["name"].as_str().expect("name").to_owned();
            (name, call["success"] == json!(true))
        })
        .collect()
}

/// A planned meal with the recipe it plans.
struct PlannedRecipe {
    date: String,
    recipe_id: String,
    name: String,
    cuisine: Vec<String>,
    tags: Vec<String>,
    ingredients: Vec<String>,
}

/// The meals of plan `id`, read back over HTTP as the user would.
async fn planned(app: &TestApp, token: &str, id: &str) -> Vec<PlannedRecipe> {
    let (status, plan) = app.get(&format!("/api/plans/{id}"), token).await;
    assert_eq!(status, StatusCode::OK, "{plan}");
    let mut meals = Vec::new();
    for meal in plan["planned_meals"].as_array().expect("planned meals") {
        let recipe_id = meal["recipe_id"].as_str().expect("recipe id").to_owned();
        let (status, recipe) = app.get(&format!("/api/recipes/{recipe_id}"), token).await;
        assert_eq!(status, StatusCode::OK, "{recipe}");
        let strings = |field: &str| -> Vec<String> {
            recipe[field]
                .as_array()
                .map(|items| {
                    items
                        .iter()
                        .filter_map(|item| item.as_str().or(item["text"].as_str()))
                        .map(str::to_owned)
                        .collect()
                })
                .unwrap_or_default()
        };
        meals.push(PlannedRecipe {
            date: meal["date"].as_str().expect("date").to_owned(),
            name: recipe["name"].as_str().expect("name").to_owned(),
            cuisine: strings("cuisine"),
            tags: strings("tags"),
            ingredients: strings("ingredients"),
            recipe_id,
        });
    }
    meals
}

/// Seed 002's variety assertions: `count` meals, no recipe twice, ≥ 5 distinct names (or all
/// of them when fewer than 5 are planned).
fn assert_varied(meals: &[PlannedRecipe], count: usize) {
    assert_eq!(meals.len(), count, "meals planned");
    let mut ids: Vec<&str> = meals.iter().map(|m| m.recipe_id.as_str()).collect();
    ids.sort_unstable();
    ids.dedup();
    assert_eq!(ids.len(), count, "no recipe twice");
    let mut names: Vec<String> = meals.iter().map(|m| m.name.to_lowercase()).collect();
    names.sort_unstable();
    names.dedup();
    assert!(names.len() >= count.min(5), "distinct names: {names:?}");
}

/// Seed 002's strict cuisine assertions for a French request.
fn assert_all_french(meals: &[PlannedRecipe]) {
    for meal in meals {
        let french = meal.name.to_lowercase().contains("french")
            || meal.tags.iter().any(|t| t.eq_ignore_ascii_case("french"))
            || meal.cuisine.iter().any(|c| c == "French");
        assert!(french, "{} is not French: {:?}", meal.name, meal.cuisine);
        for wrong in WRONG_CUISINES {
            assert!(
                !meal.tags.iter().chain(&meal.cuisine).any(|t| t == wrong),
                "{} is {wrong}",
                meal.name
            );
        }
    }
}

fn current_plan(reply: &Value) -> String {
    reply["state"]["currentPlanId"]
        .as_str()
        .unwrap_or_else(|| panic!("no current plan: {reply}"))
        .to_owned()
}

/// The weekday name of an ISO date, as people say it ("wednesday").
fn weekday(date: &str) -> String {
    let date: jiff::civil::Date = date.parse().expect("date");
    format!("{:?}", date.weekday()).to_lowercase()
}

async fn offline_plans_match_the_request(backend: Backend) {
    let app = seeded(TestApp::on(backend, AppConfig::default(), Vec::new()).await).await;
    let alice = app.token("alice", false);

    let reply = say(&app, &alice, "plan 7 days of French dinners").await;
    assert_eq!(calls(&reply), [("plan_meals".to_owned(), true)], "{reply}");
    let french = planned(&app, &alice, &current_plan(&reply)).await;
    assert_varied(&french, 7);
    assert_all_french(&french);
    assert!(reply["reply"].as_str().unwrap().contains("Planned 7 meals"));

    // Too few French lunches: each is planned once and the rest are left empty, said so.
    let reply = say(&app, &alice, "plan 7 days of French lunches").await;
    let lunches = planned(&app, &alice, &current_plan(&reply)).await;
    assert!(!lunches.is_empty() && lunches.len() < 7, "{reply}");
    assert_varied(&lunches, lunches.len());
    assert_all_french(&lunches);
    assert!(
        reply["reply"]
            .as_str()
            .unwrap()
            .contains("could not be filled without repeating"),
        "{reply}"
    );

    let reply = say(&app, &alice, "plan 7 days of meals").await;
    assert_varied(&planned(&app, &alice, &current_plan(&reply)).await, 7);

    let reply = say(&app, &alice, "Plan 3 dinners with chicken").await;
    let chicken = planned(&app, &alice, &current_plan(&reply)).await;
    assert_varied(&chicken, 3);
    for meal in &chicken {
        let has_chicken = meal.name.to_lowercase().contains("chicken")
            || meal
                .ingredients
                .iter()
                .any(|line| line.to_lowercase().contains("chicken"));
        assert!(has_chicken, "{} has no chicken", meal.name);
    }

    let reply = say(&app, &alice, "plan 7 days of dragon meat dinners").await;
    assert_eq!(reply["toolCalls"][0]["errorCode"], "NO_RESULTS", "{reply}");
    assert!(reply["reply"].as_str().unwrap().contains("dragon meat"));
    assert_eq!(
        current_plan(&reply),
        current_plan(&say(&app, &alice, "show my plan").await),
        "a failed plan leaves the current one"
    );

    // The state was saved and rehydrated: the swap works on the chicken plan.
    let day = &chicken[1];
    let reply = say(
        &app,
        &alice,
        &format!("swap {}'s dinner", weekday(&day.date)),
    )
    .await;
    assert_eq!(
        calls(&reply),
        [
            ("swap_meal".to_owned(), true),
            ("confirm_swap".to_owned(), true)
        ],
        "{reply}"
    );
    assert!(
        reply["state"].get("pendingSwapOptions").is_none(),
        "{reply}"
    );
    let swapped = planned(&app, &alice, &current_plan(&reply)).await;
    assert_ne!(swapped[1].recipe_id, day.recipe_id, "the meal changed");
    assert_varied(&swapped, 3);
    assert_eq!(swapped[0].recipe_id, chicken[0].recipe_id, "others stay");
    let (_, history) = app
        .get(
            &format!("/api/meal-history?from={0}&to={0}", day.date),
            &alice,
        )
        .await;
    assert_eq!(
        history["items"][0]["recipeId"], swapped[1].recipe_id,
        "{history}"
    );
}

/// Ingredient words of the crustacean shellfish a shellfish allergy rules out.
const SHELLFISH: [&str; 5] = ["shrimp", "prawn", "crab", "lobster", "crayfish"];

fn assert_no_shellfish(meals: &[PlannedRecipe]) {
    for meal in meals {
        for line in &meal.ingredients {
            let line = line.to_lowercase();
            assert!(
                !SHELLFISH.iter().any(|s| line.contains(s)),
                "{} has {line}",
                meal.name
            );
        }
    }
}

/// The meal types of plan `id` in plan order.
async fn meal_types(app: &TestApp, token: &str, id: &str) -> Vec<String> {
    let (_, plan) = app.get(&format!("/api/plans/{id}"), token).await;
    plan["planned_meals"]
        .as_array()
        .expect("planned meals")
        .iter()
        .map(|meal| meal["meal_type"].as_str().expect("meal type").to_owned())
        .collect()
}

/// Issue 15 §7 with the offline model: an allergy in a plan request is planned around and
/// remembered, a request to show the plan never replaces it, several meal types and a diet in
/// one request are all planned, and "which day?" is answered by the next message.
async fn offline_chat_understands_plain_requests(backend: Backend) {
    let app = seeded(TestApp::on(backend, AppConfig::default(), Vec::new()).await).await;
    let alice = app.token("alice", false);

    let reply = say(
        &app,
        &alice,
        "I'm allergic to shellfish, plan 4 dinners without shellfish",
    )
    .await;
    assert_eq!(calls(&reply), [("plan_meals".to_owned(), true)], "{reply}");
    let input = &reply["toolCalls"][0]["input"];
    assert_eq!(
        input["excluded_ingredients"],
        json!(["shellfish"]),
        "{input}"
    );
    assert_eq!(input["meal_types"], json!(["dinner"]), "{input}");
    assert_eq!(reply["state"]["excludedIngredients"], json!(["shellfish"]));
    let dinners = current_plan(&reply);
    let meals = planned(&app, &alice, &dinners).await;
    assert_varied(&meals, 4);
    assert_no_shellfish(&meals);
    assert_eq!(meal_types(&app, &alice, &dinners).await, ["dinner"; 4]);

    let reply = say(&app, &alice, "plan 3 lunches").await;
    assert_eq!(calls(&reply), [("plan_meals".to_owned(), true)], "{reply}");
    let lunches = planned(&app, &alice, &current_plan(&reply)).await;
    assert_varied(&lunches, 3);
    assert_no_shellfish(&lunches);

    // Remembered, and "shellfish" rules out every shrimp recipe, not only the word.
    let refused = say(&app, &alice, "plan 2 dinners with shrimp").await;
    assert_eq!(
        refused["toolCalls"][0]["errorCode"], "NO_RESULTS",
        "{refused}"
    );

    let shown = say(&app, &alice, "show me the current plan").await;
    assert_eq!(calls(&shown), [("show_current_plan".to_owned(), true)]);
    assert_eq!(current_plan(&shown), current_plan(&reply), "not replaced");

    let reply = say(
        &app,
        &alice,
        "plan 3 days of vegetarian lunches and dinners",
    )
    .await;
    let input = &reply["toolCalls"][0]["input"];
    assert_eq!(input["diet"], "vegetarian", "{input}");
    assert_eq!(input["meal_types"], json!(["lunch", "dinner"]), "{input}");
    let plan = current_plan(&reply);
    let meals = planned(&app, &alice, &plan).await;
    assert_varied(&meals, 6);
    assert_no_shellfish(&meals);
    let mut types = meal_types(&app, &alice, &plan).await;
    types.sort();
    assert_eq!(
        types,
        ["dinner", "dinner", "dinner", "lunch", "lunch", "lunch"]
    );

    // A dinner on three days: the assistant asks which, and "<weekday>" completes the swap.
    let asked = say(&app, &alice, "another option for the dinner please").await;
    assert_eq!(asked["toolCalls"][0]["errorCode"], "NEEDS_DAY", "{asked}");
    assert!(
        asked["reply"].as_str().unwrap().contains("Which day"),
        "{asked}"
    );
    assert_eq!(asked["state"]["pendingQuestion"]["tool"], "swap_meal");
    let second = &meals[1].date;
    let reply = say(&app, &alice, &format!("{} please", weekday(second))).await;
    assert_eq!(
        calls(&reply),
        [
            ("swap_meal".to_owned(), true),
            ("confirm_swap".to_owned(), true)
        ],
        "{reply}"
    );
    assert_eq!(reply["toolCalls"][0]["input"]["day"], weekday(second));
    assert!(reply["state"].get("pendingQuestion").is_none(), "{reply}");
    assert_eq!(current_plan(&reply), plan, "a swap keeps the plan");
    let swapped = planned(&app, &alice, &plan).await;
    assert_varied(&swapped, 6);
    assert_no_shellfish(&swapped);

    let reply = say(&app, &alice, "which meals have milk?").await;
    assert_eq!(calls(&reply), [("list_meals_by_allergen".to_owned(), true)]);
    assert_eq!(reply["toolCalls"][0]["input"]["allergen"], "milk");
}

on_both_backends!(
    offline_plans_match_the_request,
    offline_chat_understands_plain_requests
);

/// A chat plan reranks with the model while its time budget lasts, then by the rules, so a turn
/// stays within the HTTP API's limit. The reranker here fails every call at once.
#[tokio::test]
async fn past_its_model_budget_a_chat_plan_is_chosen_by_the_rules() {
    for (budget, model_calls, filled) in [(Duration::ZERO, 0, 7), (Duration::from_secs(600), 7, 0)]
    {
        let reranker = Arc::new(ScriptedModel::default());
        let models = PhaseModels::offline(cookbook_app::startup::offline_model())
            .with_model(LlmPhase::Rerank, reranker.clone());
        let config = AppConfig {
            inline_plan_model_budget: budget,
            ..AppConfig::default()
        };
        let app = TestApp::on(Backend::Local, config, Vec::new())
            .await
            .with_models(models)
            .await;
        let app = seeded(app).await;
        let alice = app.token("alice", false);
        let reply = say(&app, &alice, "plan 7 days of French dinners").await;
        assert_eq!(reranker.requests().len(), model_calls, "{budget:?}");
        let meals = planned(&app, &alice, &current_plan(&reply)).await;
        assert_eq!(meals.len(), filled, "{budget:?}: {reply}");
    }
}

/// A mock Messages API answering with a scripted transcript, one response per request in order.
struct Transcript {
    responses: Vec<Value>,
    next: AtomicUsize,
}

impl Respond for Transcript {
    fn respond(&self, _request: &Request) -> ResponseTemplate {
        let turn = self.next.fetch_add(1, Ordering::SeqCst);
        match self.responses.get(turn) {
            Some(body) => ResponseTemplate::new(200).set_body_json(body),
            None => ResponseTemplate::new(500).set_body_string("transcript exhausted"),
        }
    }
}

/// A Messages API response calling tool `name`.
fn tool_use(id: &str, name: &str, input: Value) -> Value {
    json!({
        "id": format!("msg_{id}"), "type": "message", "role": "assistant",
        "model": "claude-test",
        "content": [
            {"type": "text", "text": "Let me do that."},
            {"type": "tool_use", "id": id, "name": name, "input": input}
        ],
        "stop_reason": "tool_use", "stop_sequence": null,
        "usage": {"input_tokens": 900, "output_tokens": 40}
    })
}

fn final_text(text: &str) -> Value {
    json!({
        "id": "msg_final", "type": "message", "role": "assistant", "model": "claude-test",
        "content": [{"type": "text", "text": text}],
        "stop_reason": "end_turn", "stop_sequence": null,
        "usage": {"input_tokens": 1500, "output_tokens": 60}
    })
}

/// The app with its chat phase on the Anthropic provider at `server`; other phases offline.
async fn app_on_anthropic(server: &MockServer) -> TestApp {
    let model = AnthropicModel::new(AnthropicConfig {
        base_url: server.uri(),
        key: KeySource::Literal("sk-ant-test".into()),
        model: "claude-test".into(),
        policy: RequestPolicy {
            timeout: Duration::from_secs(10),
            max_retries: 0,
            initial_backoff: Duration::from_millis(1),
            max_backoff: Duration::from_millis(10),
        },
    })
    .expect("model");
    let models = PhaseModels::offline(cookbook_app::startup::offline_model())
        .with_model(LlmPhase::Chat, Arc::new(model));
    let app = TestApp::on(Backend::Local, AppConfig::default(), Vec::new())
        .await
        .with_models(models)
        .await;
    seeded(app).await
}

/// The `tool_result` contents of a recorded Messages API request, parsed.
fn tool_results(request: &Request) -> Vec<Value> {
    let body: Value = serde_json::from_slice(&request.body).expect("JSON request");
    let last = body["messages"]
        .as_array()
        .expect("messages")
        .last()
        .cloned();
    last.and_then(|m| m["content"].as_array().cloned())
        .unwrap_or_default()
        .iter()
        .filter(|block| block["type"] == "tool_result")
        .map(|block| {
            let text = block["content"]
                .as_str()
                .map(str::to_owned)
                .or_else(|| block["content"][0]["text"].as_str().map(str::to_owned))
                .expect("tool result text");
            serde_json::from_str(&text).expect("tool result JSON")
        })
        .collect()
}

#[tokio::test]
async fn anthropic_transcripts_plan_french_and_swap_in_one_turn() {
    let server = MockServer::start().await;
    let app = app_on_anthropic(&server).await;
    let alice = app.token("alice", false);
    let today = app
        .ctx
        .stores
        .clock
        .now()
        .to_zoned(jiff::tz::TimeZone::UTC)
        .date();
    let third_day = weekday(&today.tomorrow().unwrap().tomorrow().unwrap().to_string());
    let transcript = Transcript {
        responses: vec![
            tool_use("toolu_too_long", "plan_meals", json!({"days": 30})),
            tool_use(
                "toolu_plan",
                "plan_meals",
                json!({"days": 7, "meal_types": ["dinner"], "search_query": "French"}),
            ),
            final_text("Here is a week of French dinners."),
            tool_use(
                "toolu_swap",
                "swap_meal",
                json!({"day": third_day, "meal_type": "dinner", "search_query": "French"}),
            ),
            tool_use("toolu_confirm", "confirm_swap", json!({"option": 2})),
            final_text("Done: swapped it for option 2."),
        ],
        next: AtomicUsize::new(0),
    };
    Mock::given(method("POST"))
        .and(path("/v1/messages"))
        .respond_with(transcript)
        .expect(6)
        .mount(&server)
        .await;

    let reply = say(&app, &alice, "Plan French meals for the week").await;
    assert_eq!(reply["reply"], "Here is a week of French dinners.");
    assert_eq!(
        calls(&reply),
        [
            ("plan_meals".to_owned(), false),
            ("plan_meals".to_owned(), true)
        ],
        "a refused call does not end the turn: {reply}"
    );
    assert_eq!(reply["toolCalls"][0]["errorCode"], "INVALID_INPUT");
    let french = planned(&app, &alice, &current_plan(&reply)).await;
    assert_varied(&french, 7);
    assert_all_french(&french);

    let reply = say(&app, &alice, "Swap the third dinner for another French one").await;
    assert_eq!(reply["reply"], "Done: swapped it for option 2.");
    assert_eq!(
        calls(&reply),
        [
            ("swap_meal".to_owned(), true),
            ("confirm_swap".to_owned(), true)
        ],
        "{reply}"
    );

    let requests = server.received_requests().await.expect("recorded");
    assert_eq!(requests.len(), 6);
    let first: Value = serde_json::from_slice(&requests[0].body).unwrap();
    let system = first["system"].as_str().expect("system prompt");
    assert!(system.lines().count() < 20, "{system}");
    let tools: Vec<&str> = first["tools"]
        .as_array()
        .expect("tools")
        .iter()
        .map(|tool| tool["name"].as_str().unwrap())
        .collect();
    assert_eq!(tools.len(), 14, "{tools:?}");
    let plan_tool = first["tools"]
        .as_array()
        .unwrap()
        .iter()
        .find(|tool| tool["name"] == "plan_meals")
        .unwrap();
    assert!(plan_tool["input_schema"]["properties"]["search_query"].is_object());
    // What the model read after planning: seed 002's result with the 7 meals.
    let refused = &tool_results(&requests[1])[0];
    assert!(
        refused["error"]
            .as_str()
            .unwrap()
            .contains("up to 28 meals")
    );
    let planned_result = &tool_results(&requests[2])[0];
    assert_eq!(planned_result["success"], true, "{planned_result}");
    assert_eq!(planned_result["data"]["meals"].as_array().unwrap().len(), 7);

    // Option 2 of what swap_meal offered is what the plan now has on the third day.
    let offered = &tool_results(&requests[4])[0];
    let option_two = offered["data"]["options"][1]["recipe_id"]
        .as_str()
        .unwrap_or_else(|| panic!("two options: {offered}"));
    for option in offered["data"]["options"].as_array().unwrap() {
        let id = option["recipe_id"].as_str().unwrap();
        let (_, recipe) = app.get(&format!("/api/recipes/{id}"), &alice).await;
        let categories: Vec<String> =
            serde_json::from_value(recipe["category"].clone()).unwrap_or_default();
        assert!(
            !cookbook_domain::course::is_accompaniment(&categories),
            "a swap offers another main, never a side dish or dessert: {recipe}"
        );
    }
    let swapped = planned(&app, &alice, &current_plan(&reply)).await;
    assert_eq!(swapped[2].recipe_id, option_two);
    assert_varied(&swapped, 7);
    assert_all_french(&swapped);
    assert_eq!(tool_results(&requests[5])[0]["success"], true);
}
