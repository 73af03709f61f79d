//! Plain-language variant requests answered by a scripted `Variant.PatchGen` model, on both
//! backends: what the model is asked, bounded warnings, and the answers the server refuses —
//! an invented index, a name that is not at the index, a missing target name, malformed JSON —
//! none of which changes the plan.

mod support;

use std::sync::Arc;

use axum::http::StatusCode;
use cookbook_llm::{LlmError, LlmPhase, OfflineModel, PhaseModels, StatusKind};
use serde_json::{Value, json};
use support::plans::{plan, post_variant, recipe, stored_snapshot};
use support::reply::Reply;
use support::scripted::ScriptedModel;
use support::{Backend, TestApp};

const DAY: &str = "2026-11-23";
const DINNER: (&str, &str) = (DAY, "dinner");

/// An app whose PatchGen model gives `answers`, and that model.
async fn app_with_model(
    backend: Backend,
    answers: Vec<Result<String, LlmError>>,
) -> (TestApp, Arc<ScriptedModel>) {
    let model = ScriptedModel::answering(answers);
    let models =
        PhaseModels::offline(OfflineModel::new()).with_model(LlmPhase::PatchGen, model.clone());
    let app = TestApp::on(backend, Default::default(), Vec::new())
        .await
        .with_models(models)
        .await;
    (app, model)
}

async fn app_answering(
    backend: Backend,
    answers: Vec<Result<String, LlmError>>,
) -> (TestApp, Arc<ScriptedModel>, String, String) {
    let (app, model) = app_with_model(backend, answers).await;
    let alice = app.token("alice", false);
    let lines = ["1 lb chicken", "2 cups white rice", "2 tbsp soy sauce"];
    let recipe_id = recipe(&app, &alice, "Chicken Stir Fry", 2, &lines).await;
    let snapshot_id = plan(&app, "alice", &[(DAY, "dinner", &recipe_id, 2)]).await;
    (app, model, alice, snapshot_id)
}

fn replace_chicken(index: usize, name: Option<&str>) -> Value {
    let mut op = json!({"op": "replace_ingredient", "target_index": index,
                        "replacement": {"name": "tofu", "quantity": "1 lb"}});
    if let Some(name) = name {
        op["target_name"] = json!(name);
    }
    op
}

fn instruction() -> Value {
    json!({"instruction": "use tofu instead of chicken"})
}

async fn the_models_ops_are_applied_with_bounded_warnings(backend: Backend) {
    let answer = json!({
        "ops": [replace_chicken(0, Some("chicken"))],
        "needs_clarification": false,
        "clarification_message": null,
        "warnings": [
            "Press the tofu for 20 minutes so it browns.",
            "Bake at 400°F until crisp.",
            "Tofu takes the sauce well.",
            "Add the tofu last.",
            "Serve at once.",
        ],
    });
    let (app, model, alice, snapshot_id) =
        app_answering(backend, vec![Ok(format!("```json\n{answer}\n```"))]).await;
    let applied = post_variant(&app, &alice, &snapshot_id, DINNER, instruction())
        .await
        .expect_status(StatusCode::OK);
    let warnings: Vec<String> =
        serde_json::from_value(applied["variant"]["warnings"].clone()).unwrap();
    assert_eq!(warnings.len(), 3, "{warnings:?}");
    assert!(
        warnings
            .iter()
            .all(|w| !w.contains("20") && !w.contains("400")),
        "{warnings:?}"
    );
    assert_eq!(
        applied["variant"]["compiled_recipe"]["ingredients"][0]["name"],
        "tofu"
    );

    let request = &model.requests()[0];
    assert_eq!(request.phase, LlmPhase::PatchGen);
    assert!(request.json_output);
    assert!(request.system.as_deref().unwrap().contains("target_index"));
    let cookbook_llm::ContentBlock::Text { text } = &request.messages[0].content[0] else {
        panic!("a text prompt");
    };
    let prompt: Value = serde_json::from_str(text).expect("the prompt is JSON");
    assert_eq!(prompt["instruction"], "use tofu instead of chicken");
    assert_eq!(
        prompt["ingredients"][0],
        json!({"index": 0, "name": "chicken", "text": "1 lb chicken", "quantity": "1 lb"})
    );
}

async fn refused_model_answers_change_nothing(backend: Backend) {
    let ops = |op: Value| Ok(json!({ "ops": [op] }).to_string());
    let answers = vec![
        ops(replace_chicken(7, Some("chicken"))),
        ops(replace_chicken(1, Some("chicken"))),
        ops(replace_chicken(0, None)),
        Ok("Sure! Swap the chicken for tofu.".to_owned()),
        Ok(json!({"ops": [{"op": "grill_ingredient", "target_index": 0}]}).to_string()),
        Ok(json!({"ops": [], "needs_clarification": true}).to_string()),
    ];
    let cases = answers.len();
    let (app, _, alice, snapshot_id) = app_answering(backend, answers).await;
    for case in 0..cases {
        let (status, error) = post_variant(&app, &alice, &snapshot_id, DINNER, instruction()).await;
        assert_eq!(
            status,
            StatusCode::UNPROCESSABLE_ENTITY,
            "case {case}: {error}"
        );
        assert_eq!(error["code"], "VALIDATION_FAILED");
        assert_eq!(error["details"]["source"], "model", "case {case}");
    }
    assert_eq!(stored_snapshot(&app, &snapshot_id).await.version, 1);
}

async fn a_model_clarification_or_outage_stores_nothing(backend: Backend) {
    let question = "Which chicken do you mean?";
    let answers = vec![
        Ok(json!({"ops": [], "needs_clarification": true,
                  "clarification_message": question})
        .to_string()),
        Err(LlmError::Status {
            status: 429,
            kind: StatusKind::RateLimited,
            message: "slow down".to_owned(),
        }),
        Err(LlmError::Timeout),
    ];
    let (app, _, alice, snapshot_id) = app_answering(backend, answers).await;
    let answer = post_variant(&app, &alice, &snapshot_id, DINNER, instruction())
        .await
        .expect_status(StatusCode::OK);
    assert_eq!(
        answer,
        json!({"ops": [], "needs_clarification": true,
               "clarification_message": question, "variant": null})
    );
    let (status, error) = post_variant(&app, &alice, &snapshot_id, DINNER, instruction()).await;
    assert_eq!(
        (status, &error["code"]),
        (StatusCode::TOO_MANY_REQUESTS, &json!("RATE_LIMITED"))
    );
    let (status, error) = post_variant(&app, &alice, &snapshot_id, DINNER, instruction()).await;
    assert_eq!(
        (status, &error["code"]),
        (StatusCode::INTERNAL_SERVER_ERROR, &json!("INTERNAL"))
    );
    assert_eq!(stored_snapshot(&app, &snapshot_id).await.version, 1);
}

/// A swap whose steps still name the chicken: the model's rewrite replaces them when it passes
/// the checks; a rewrite that invents a time is refused and the steps are warned about instead.
async fn the_model_rewrites_steps_that_name_a_swapped_ingredient(backend: Backend) {
    let ops = json!({"ops": [replace_chicken(0, Some("chicken"))]}).to_string();
    let rewritten = json!({"steps": ["Season the tofu with soy sauce.", "Serve over the rice."]});
    let invented = json!({"steps": ["Fry the tofu for 8 minutes.", "Serve over the rice."]});
    let answers = vec![
        Ok(ops.clone()),
        Ok(rewritten.to_string()),
        Ok(ops),
        Ok(invented.to_string()),
    ];
    let (app, model) = app_with_model(backend, answers).await;
    let alice = app.token("alice", false);
    let body = json!({
        "name": "Chicken Stir Fry", "servings": 2,
        "ingredients": [{"text": "1 lb chicken"}, {"text": "2 tbsp soy sauce"}],
        "instructions": ["Season the chicken with soy sauce.", "Serve over the rice."],
    });
    let (_, created) = app.json("POST", "/api/recipes", &alice, &body).await;
    let recipe_id = created["id"].as_str().unwrap();
    let snapshot_id = plan(&app, "alice", &[(DAY, "dinner", recipe_id, 2)]).await;

    let applied = post_variant(&app, &alice, &snapshot_id, DINNER, instruction())
        .await
        .expect_status(StatusCode::OK);
    let variant = &applied["variant"];
    assert_eq!(
        variant["compiled_recipe"]["instructions"],
        rewritten["steps"]
    );
    assert_eq!(variant["warnings"], json!([]));
    let asked: Value = serde_json::from_str(&model.prompt(1)).expect("a JSON prompt");
    assert_eq!(asked["changes"], json!([{"was": "chicken", "now": "tofu"}]));
    assert_eq!(asked["steps"], body["instructions"]);

    let path = support::plans::variant_path(&snapshot_id, DAY, "dinner");
    app.send("DELETE", &path, Some(&alice), None).await;
    let refused = post_variant(&app, &alice, &snapshot_id, DINNER, instruction())
        .await
        .expect_status(StatusCode::OK);
    let variant = &refused["variant"];
    assert_eq!(
        variant["compiled_recipe"]["instructions"],
        body["instructions"]
    );
    assert_eq!(
        variant["warnings"],
        json!(["The steps still mention chicken: use the tofu there instead."])
    );
}

on_both_backends!(
    the_model_rewrites_steps_that_name_a_swapped_ingredient,
    the_models_ops_are_applied_with_bounded_warnings,
    refused_model_answers_change_nothing,
    a_model_clarification_or_outage_stores_nothing,
);
