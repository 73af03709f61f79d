//! The ingest phases that need a model, on both backends, with a scripted model in place of a
//! provider: extraction from text (a page's or pasted), RepairJson (two attempts, then failure with artifacts kept),
//! RepairParaphrase (once), prompt selection and overrides, model edits in a normalization
//! patch, and a rate-limited model retried by redelivery.

mod support;

use axum::http::StatusCode;
use cookbook_llm::{LlmError, LlmPhase, OfflineModel, PhaseModels, StatusKind};
use cookbook_store::Retention;
use serde_json::{Value, json};
use support::pages::{fixture_server, loopback_config, start_import};
use support::reply::Reply;
use support::scripted::{ScriptedModel, routed};
use support::{Backend, TestApp, drain};

fn soup_json() -> String {
    json!({
        "name": "Grandma's Lentil Soup",
        "description": "A lemony lentil soup.",
        "ingredients": [{"text": "1 cup red lentils"}, {"text": "2 cloves garlic"}, {"text": "4 cups stock"}],
        "instructions": ["Simmer the lentils with the garlic in the stock.", "Finish with lemon."],
        "servings": 4, "prepTimeMinutes": 5, "cookTimeMinutes": 20
    })
    .to_string()
}

async fn import(app: &TestApp, token: &str, url: &str) -> Value {
    let task_id = start_import(app, token, url).await;
    drain(&app.ctx).await;
    app.get(&format!("/api/tasks/{task_id}"), token).await.1
}

async fn app_with(backend: Backend, models: PhaseModels) -> TestApp {
    TestApp::on(backend, loopback_config(), Vec::new())
        .await
        .with_models(models)
        .await
}

async fn a_page_without_markup_is_read_by_the_model(backend: Backend) {
    let url = format!("{}-story", fixture_server().await);
    let model = ScriptedModel::answering([Ok(format!("```json\n{}\n```", soup_json()))]);
    let app = app_with(backend, routed(&model, &[LlmPhase::Extract])).await;
    let alice = app.token("alice", false);
    let task = import(&app, &alice, &url).await;
    assert_eq!(task["status"], "ReviewReady", "{task}");
    let draft = &task["result"]["draft"];
    assert_eq!(draft["source"]["extractionMethod"], "Llm");
    assert_eq!(draft["recipe"]["name"], "Grandma's Lentil Soup");
    assert_eq!(
        draft["recipe"]["ingredients"][0]["unit"], "cup",
        "lines are parsed by the server"
    );

    let request = &model.requests()[0];
    assert!(request.json_output);
    assert!(request.system.as_deref().unwrap().contains("recipe"));
    let prompt = model.prompt(0);
    assert!(
        prompt.contains(&url) && prompt.contains("red lentils"),
        "{prompt}"
    );
    assert!(
        prompt.contains("\"ingredients\""),
        "the schema is in the prompt"
    );

    let task_id = task["taskId"].as_str().unwrap();
    let (_, usage) = app
        .get(
            &format!("/api/tasks/{task_id}/artifacts/llm.extract.json"),
            &alice,
        )
        .await;
    assert_eq!(usage["promptId"], "ingest.extract.v1");
    assert_eq!(usage["provider"], "scripted");
    assert!(usage["usage"]["inputTokens"].is_u64());
}

async fn pasted_prose_the_heuristic_cannot_read_goes_to_the_model(backend: Backend) {
    let model = ScriptedModel::answering([Ok(soup_json())]);
    let app = app_with(backend, routed(&model, &[LlmPhase::Extract])).await;
    let alice = app.token("alice", false);
    // A recipe told as a story: no headings, no list, so the layout finds no lists.
    let text = "My grandmother made her lentil soup every Friday. She simmered a cup of red \
                lentils with two cloves of garlic in four cups of stock, and finished it with lemon.";
    let task = app
        .run_task(&alice, json!({"mode": "Text", "text": text}))
        .await;
    assert_eq!(task["status"], "ReviewReady", "{task}");
    let draft = &task["result"]["draft"];
    assert_eq!(draft["source"]["extractionMethod"], "Llm");
    assert_eq!(draft["source"]["url"], "", "pasted without an address");
    assert_eq!(draft["recipe"]["name"], "Grandma's Lentil Soup");
    assert!(
        model.prompt(0).contains("every Friday"),
        "the model reads the pasted text"
    );
}

async fn offline_extraction_without_markup_fails_plainly(backend: Backend) {
    let url = format!("{}-story", fixture_server().await);
    let app = app_with(backend, PhaseModels::offline(OfflineModel::new())).await;
    let alice = app.token("alice", false);
    let task = import(&app, &alice, &url).await;
    assert_eq!(
        (task["status"].as_str(), task["error"]["code"].as_str()),
        (Some("Failed"), Some("NO_RECIPE_FOUND")),
        "{task}"
    );
}

async fn invalid_answers_are_repaired_then_given_up(backend: Backend) {
    let url = format!("{}-story", fixture_server().await);
    let model = ScriptedModel::answering([
        Ok("Here is the recipe: {\"name\": \"Soup\",".to_owned()),
        Ok(json!({"name": "Soup", "colour": "red"}).to_string()),
        Ok(soup_json()),
    ]);
    let app = app_with(
        backend,
        routed(&model, &[LlmPhase::Extract, LlmPhase::RepairJson]),
    )
    .await;
    let alice = app.token("alice", false);
    let task = import(&app, &alice, &url).await;
    assert_eq!(task["status"], "ReviewReady", "{task}");
    assert_eq!(
        model.requests().iter().map(|r| r.phase).collect::<Vec<_>>(),
        [
            LlmPhase::Extract,
            LlmPhase::RepairJson,
            LlmPhase::RepairJson
        ]
    );
    assert!(
        model.prompt(2).contains("colour"),
        "the second repair sees the first repair's problems"
    );
    let task_id = task["taskId"].as_str().unwrap();
    let names = app.task_event_names(&alice, task_id).await;
    assert!(names.contains(&json!("ingest.repair_json.progress")));

    let stubborn = ScriptedModel::answering(std::iter::repeat_with(|| Ok("no".to_owned())).take(3));
    let app = app_with(
        backend,
        routed(&stubborn, &[LlmPhase::Extract, LlmPhase::RepairJson]),
    )
    .await;
    let task = import(&app, &alice, &url).await;
    assert_eq!(
        (task["status"].as_str(), task["error"]["code"].as_str()),
        (Some("Failed"), Some("INVALID_MODEL_OUTPUT")),
        "{task}"
    );
    assert_eq!(
        stubborn.requests().len(),
        3,
        "one extraction and two repairs"
    );
    let task_id = task["taskId"].as_str().unwrap();
    let kept = app.ctx.stores.artifacts.list(task_id).await.unwrap();
    assert!(kept.iter().any(|a| a.name == "llm.rejected-answer.json"));
    assert!(
        kept.iter().all(|a| a.retention != Retention::Discarded),
        "kept for diagnosis"
    );
}

async fn flagged_drafts_are_paraphrased_once(backend: Backend) {
    let url = format!("{}-printed", fixture_server().await);
    let rewritten = json!({
        "name": "Lemon Lentil Soup",
        "description": "Bright and quick.",
        "ingredients": [{"text": "1 cup red lentils"}],
        "instructions": ["Wash lentils; combine with broth in a saucepan.", "Cook with garlic about 20 min till tender.", "Finish with lemon and salt."]
    });
    let model = ScriptedModel::answering([Ok(rewritten.to_string())]);
    let app = app_with(backend, routed(&model, &[LlmPhase::RepairParaphrase])).await;
    let alice = app.token("alice", false);
    let task = import(&app, &alice, &url).await;
    assert_eq!(task["status"], "ReviewReady", "{task}");
    let draft = &task["result"]["draft"];
    assert_eq!(draft["recipe"]["instructions"], rewritten["instructions"]);
    assert_eq!(
        draft["recipe"]["ingredients"].as_array().unwrap().len(),
        4,
        "only text is rewritten"
    );
    assert_eq!(draft["validation"]["isValid"], true, "{draft}");
    assert!(
        model.prompt(0).contains("Rinse the lentils"),
        "the model sees the flagged steps"
    );
    let task_id = task["taskId"].as_str().unwrap();
    let names = app.task_event_names(&alice, task_id).await;
    assert_eq!(
        names
            .iter()
            .filter(|n| **n == json!("ingest.repair_paraphrase.progress"))
            .count(),
        1
    );

    // A rewrite that still copies is reported, not repaired again.
    let copying = ScriptedModel::answering([Ok(json!({"name": "x", "instructions": ["Rinse the lentils and put them in a pot with the stock.", "Add the garlic and simmer for twenty minutes until soft."]}).to_string())]);
    let app = app_with(backend, routed(&copying, &[LlmPhase::RepairParaphrase])).await;
    let task = import(&app, &alice, &url).await;
    assert_eq!(task["status"], "ReviewReady");
    assert_eq!(task["result"]["draft"]["validation"]["isValid"], false);
    assert_eq!(copying.requests().len(), 1);
}

async fn prompt_selection_and_overrides_are_honoured(backend: Backend) {
    let url = format!("{}-story", fixture_server().await);
    let model = ScriptedModel::answering([Ok(soup_json()), Ok(soup_json())]);
    let app = app_with(backend, routed(&model, &[LlmPhase::Extract])).await;
    let admin = app.token("root", true);
    // promptOverrides are admin-only (a non-admin's 403 is tested with the task routes).
    let alice = app.token("alice", true);
    let v2 = json!({"phase": "Ingest.Extract", "name": "Terse extract", "systemPrompt": "Answer with recipe JSON.",
        "userPromptTemplate": "V2 {{ url }} {{ content }} {{ schema }}",
        "constraints": {"requiredVariables": "url,content,schema", "maxContentChars": "60"}});
    let created = app
        .json("POST", "/api/prompts", &admin, &v2)
        .await
        .expect_status(StatusCode::CREATED);
    let v2_id = created["id"].as_str().unwrap().to_owned();

    let payload = |extra: Value| {
        let mut payload = json!({"mode": "Url", "url": url});
        payload
            .as_object_mut()
            .unwrap()
            .extend(extra.as_object().unwrap().clone());
        json!({"agentType": "Ingest", "payload": payload})
    };
    let run = |body: Value| {
        let app = &app;
        let alice = &alice;
        async move {
            let accepted = app
                .json("POST", "/api/tasks", alice, &body)
                .await
                .expect_status(StatusCode::ACCEPTED);
            drain(&app.ctx).await;
            app.get(
                &format!("/api/tasks/{}", accepted["taskId"].as_str().unwrap()),
                alice,
            )
            .await
            .1
        }
    };
    let task = run(payload(json!({"promptIds": {"extract": v2_id}}))).await;
    assert_eq!(task["status"], "ReviewReady", "{task}");
    assert_eq!(task["metadata"]["promptId:extract"], v2_id.as_str());
    assert!(model.prompt(0).starts_with("V2 "));
    assert!(model.prompt(0).contains("# Grandma's lentil soup"));
    assert!(
        !model.prompt(0).contains("juice of a lemon"),
        "content cut to maxContentChars"
    );
    assert_eq!(
        model.requests()[0].system.as_deref(),
        Some("Answer with recipe JSON.")
    );

    let task = run(payload(
        json!({"promptOverrides": {"extractOverride": "Custom for {{ url }}: {{ content }}"}}),
    ))
    .await;
    assert_eq!(task["status"], "ReviewReady", "{task}");
    assert!(model.prompt(1).starts_with(&format!("Custom for {url}")));
    assert!(
        model.prompt(1).contains("juice of a lemon"),
        "v1's budget holds the page"
    );
    assert_eq!(task["metadata"]["promptOverrides"], "present");

    let task = run(payload(
        json!({"promptOverrides": {"extractOverride": "{{ content }} {{ cuisine }}"}}),
    ))
    .await;
    assert_eq!(task["status"], "Failed");
    assert_eq!(task["error"]["code"], "PROMPT_RENDER_FAILED");
    assert_eq!(
        task["error"]["details"]["missingVariables"],
        json!(["cuisine"])
    );
    assert_eq!(
        model.requests().len(),
        2,
        "nothing was sent for the broken template"
    );

    app.json(
        "POST",
        "/api/tasks",
        &alice,
        &payload(json!({"promptIds": {"extract": "ingest.normalize.v1"}})),
    )
    .await
    .expect_error(StatusCode::BAD_REQUEST, "INVALID_PAYLOAD");
}

async fn model_edits_join_the_normalization_patch_as_high_risk(backend: Backend) {
    let edits = json!([
        {"op": "replace", "path": "/ingredients/1/name", "value": "green onions", "riskCategory": "Low"},
        {"op": "replace", "path": "/ingredients/7/name", "value": "nothing there", "riskCategory": "High"},
        {"op": "replace", "path": "/ingredients/0/text", "value": "a clash with a low-risk edit", "riskCategory": "High"}
    ]);
    let model = ScriptedModel::answering([Ok(edits.to_string())]);
    let app = app_with(backend, routed(&model, &[LlmPhase::Normalize])).await;
    let alice = app.token("alice", false);
    let recipe = json!({"name": "Salad", "ingredients": [{"text": "2 Tablespoons oil"}, {"text": "3 scallions, sliced"}], "instructions": ["Toss."]});
    let (_, stored) = app.json("POST", "/api/recipes", &alice, &recipe).await;
    let normalize = json!({"mode": "Normalize", "recipeId": stored["id"]});
    let task = app.run_task(&alice, normalize).await;
    let result = &task["result"];
    assert_eq!(
        result["patch"],
        json!([
            {"op": "replace", "path": "/ingredients/0/text", "value": "2 tbsp oil", "riskCategory": "Low"},
            {"op": "replace", "path": "/ingredients/1/name", "value": "green onions", "riskCategory": "High"}
        ]),
        "{task}"
    );
    assert!(
        result["diffSummary"][1]
            .as_str()
            .unwrap()
            .ends_with("(High)")
    );
    let dropped: Vec<&Value> = result["validation"]["warnings"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|w| w.as_str().unwrap().starts_with("dropped the model's edit"))
        .collect();
    assert_eq!(dropped.len(), 2, "{result}");
    assert!(model.prompt(0).contains("3 scallions"));
}

async fn a_rate_limited_model_is_retried_by_redelivery(backend: Backend) {
    let url = format!("{}-story", fixture_server().await);
    let limited = LlmError::Status {
        status: 429,
        kind: StatusKind::RateLimited,
        message: "slow down".to_owned(),
    };
    let model = ScriptedModel::answering([Err(limited), Ok(soup_json())]);
    let app = app_with(backend, routed(&model, &[LlmPhase::Extract])).await;
    let alice = app.token("alice", false);
    let task = import(&app, &alice, &url).await;
    assert_eq!(
        task["status"], "Running",
        "the message waits for redelivery: {task}"
    );
    app.pass_visibility_timeout().await;
    drain(&app.ctx).await;
    let task_id = task["taskId"].as_str().unwrap();
    let task = app.task(&alice, task_id).await;
    assert_eq!(task["status"], "ReviewReady", "{task}");
}

on_both_backends!(
    a_page_without_markup_is_read_by_the_model,
    pasted_prose_the_heuristic_cannot_read_goes_to_the_model,
    offline_extraction_without_markup_fails_plainly,
    invalid_answers_are_repaired_then_given_up,
    flagged_drafts_are_paraphrased_once,
    prompt_selection_and_overrides_are_honoured,
    model_edits_join_the_normalization_patch_as_high_risk,
    a_rate_limited_model_is_retried_by_redelivery,
);
