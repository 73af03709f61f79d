//! Imports of what the user brings (issue 17): a page saved in the browser (mode `Html`) and
//! pasted recipe text (mode `Text`), from `POST /api/tasks` through review to a commit that
//! keeps the facts and links to the method. Every test runs on the embedded store and on the
//! moto emulator.

mod support;

use axum::http::StatusCode;
use cookbook_app::AppConfig;
use serde_json::{Value, json};
use support::pages::commit;
use support::reply::Reply;
use support::{Backend, TestApp, pluck};

/// Where the saved page says it came from; nothing in these tests can reach it, so a draft
/// proves the page was not fetched.
const PAGE_URL: &str = "https://walled.example/recipes/lentil-soup";

const STEPS: [&str; 3] = [
    "Rinse the red lentils in a sieve under cold running water until the water runs clear, then \
     leave them to drain while you prepare the vegetables for the soup.",
    "Warm the olive oil in a heavy pot over a medium heat, add the chopped onion and the garlic, \
     and cook them gently for about eight minutes until they are soft and sweet.",
    "Add the lentils and the stock, bring everything to a simmer and cook for twenty minutes, \
     then season with salt, pepper and the juice of the lemon before serving.",
];

/// A page as a browser saves it: the recipe card's JSON-LD, the visible text, and `filler`
/// bytes of the site's scripts and markup around it.
fn saved_page(filler: usize) -> String {
    let recipe = json!({
        "@context": "https://schema.org", "@type": "Recipe", "name": "Lemon Lentil Soup",
        "recipeIngredient": ["200 g red lentils", "1 onion", "2 cloves garlic", "1 l stock"],
        "recipeInstructions": STEPS, "totalTime": "PT35M", "recipeYield": "4 servings"
    });
    let steps: String = STEPS.iter().map(|s| format!("<li>{s}</li>")).collect();
    let padding = "<div class=\"ad-slot\">sponsored</div>\n".repeat(filler / 36);
    format!(
        "<html><head><title>Lemon Lentil Soup</title>\
         <script type=\"application/ld+json\">{recipe}</script></head><body>{padding}\
         <h1>Lemon Lentil Soup</h1><ol>{steps}</ol></body></html>"
    )
}

async fn create(app: &TestApp, token: &str, payload: Value) -> (StatusCode, Value) {
    let body = json!({"agentType": "Ingest", "payload": payload});
    app.json("POST", "/api/tasks", token, &body).await
}

async fn artifact_names(app: &TestApp, token: &str, task_id: &str) -> Vec<Value> {
    let (_, listing) = app
        .get(&format!("/api/tasks/{task_id}/artifacts"), token)
        .await;
    pluck(&listing, "name")
}

async fn a_saved_page_is_reviewed_without_a_fetch_and_committed_with_a_link_step(backend: Backend) {
    let (app, alice) = TestApp::alice(backend).await;
    let page = saved_page(1_500_000);
    let task = app
        .run_task(
            &alice,
            json!({"mode": "Html", "html": page, "url": PAGE_URL}),
        )
        .await;
    let task_id = task["taskId"].as_str().unwrap();
    assert_eq!(task["status"], "ReviewReady", "{}", task["error"]);
    assert!(
        task.to_string().len() < 64 * 1024,
        "the task keeps a reference, not the page"
    );
    assert_eq!(task["payload"]["html"], Value::Null);
    assert_eq!(
        task["payload"]["contentArtifact"],
        format!("artifacts/{task_id}/page.html")
    );
    let names = app.task_event_names(&alice, task_id).await;
    assert_eq!(
        names,
        [
            "task.created",
            "ingest.extract.progress",
            "ingest.validate.progress",
            "ingest.review_ready"
        ],
        "no discovery, no fetch"
    );
    let draft = &task["result"]["draft"];
    assert_eq!(draft["source"]["url"], PAGE_URL);
    assert_eq!(draft["source"]["extractionMethod"], "JsonLd");
    assert_eq!(
        draft["recipe"]["instructions"],
        json!(STEPS),
        "the page's words"
    );
    assert!(
        !artifact_names(&app, &alice, task_id)
            .await
            .contains(&json!("page.html")),
        "the saved page is deleted once read"
    );

    // The page's own steps do not pass the guardrail unchanged…
    assert_eq!(draft["similarity"]["violatesPolicy"], true);
    commit(&app, &alice, &json!({"taskId": task_id}))
        .await
        .expect_error(StatusCode::UNPROCESSABLE_ENTITY, "VALIDATION_FAILED");
    // …a link step in place of the method does, keeping everything else.
    let recipe = commit(
        &app,
        &alice,
        &json!({"taskId": task_id, "methodAsLink": true}),
    )
    .await
    .expect_status(StatusCode::CREATED);
    assert_eq!(
        recipe["instructions"],
        json!([format!("Method: see the original at {PAGE_URL}")])
    );
    let texts = |ingredients: &Value| pluck(ingredients, "text");
    assert_eq!(
        texts(&json!({"items": recipe["ingredients"]})),
        texts(&json!({"items": draft["recipe"]["ingredients"]}))
    );
    assert_eq!(recipe["ingredients"].as_array().map(Vec::len), Some(4));
    assert_eq!(
        (&recipe["totalTimeMinutes"], &recipe["yield"]),
        (&json!(35), &json!("4 servings"))
    );
    assert_eq!(recipe["source"]["url"], PAGE_URL);
}

async fn a_saved_page_is_kept_when_raw_pages_are_kept(backend: Backend) {
    let mut config = AppConfig::default();
    config.fetch.keep_raw_html = true;
    let app = TestApp::on(backend, config, Vec::new()).await;
    let alice = app.token("alice", false);
    // No url: the page's canonical link names its address.
    let page = saved_page(0).replace(
        "</head>",
        &format!("<link rel=\"canonical\" href=\"{PAGE_URL}\"></head>"),
    );
    let task = app
        .run_task(&alice, json!({"mode": "html", "html": page}))
        .await;
    assert_eq!(task["status"], "ReviewReady", "{}", task["error"]);
    assert_eq!(task["payload"]["url"], PAGE_URL);
    let names = artifact_names(&app, &alice, task["taskId"].as_str().unwrap()).await;
    assert!(names.contains(&json!("page.html")), "{names:?}");
}

async fn saved_pages_over_the_limits_and_bad_addresses_are_refused(backend: Backend) {
    let (app, alice) = TestApp::alice(backend).await;
    let html = |bytes: usize| json!({"mode": "Html", "url": PAGE_URL, "html": "x".repeat(bytes)});
    let cases: [(Value, &str); 6] = [
        (html(2 * 1024 * 1024 + 1), "PAYLOAD_TOO_LARGE"),
        (
            json!({"mode": "Html", "html": saved_page(0), "url": "ftp://walled.example/r"}),
            "INVALID_PAYLOAD",
        ),
        (
            json!({"mode": "Html", "html": saved_page(0)}),
            "INVALID_PAYLOAD",
        ),
        (
            json!({"mode": "Html", "html": "<p>x</p>", "url": PAGE_URL,
                   "contentArtifact": "artifacts/someone-elses-task/page.html"}),
            "INVALID_PAYLOAD",
        ),
        (
            json!({"mode": "Url", "url": PAGE_URL, "html": "<p>x</p>"}),
            "INVALID_PAYLOAD",
        ),
        (json!({"mode": "Text", "text": "  "}), "INVALID_PAYLOAD"),
    ];
    for (payload, code) in cases {
        create(&app, &alice, payload)
            .await
            .expect_error(StatusCode::BAD_REQUEST, code);
    }
    app.send(
        "POST",
        "/api/tasks",
        Some(&alice),
        Some(format!(
            "{{\"agentType\":\"Ingest\",\"payload\":{{\"mode\":\"Text\",\"text\":\"{}\"}}}}",
            "x".repeat(3 * 1024 * 1024)
        )),
    )
    .await
    .expect_error(StatusCode::BAD_REQUEST, "PAYLOAD_TOO_LARGE");
    // The larger body is for task creation only.
    let big_recipe = json!({"name": "x".repeat(1_500_000), "ingredients": [], "instructions": []});
    app.json("POST", "/api/recipes", &alice, &big_recipe)
        .await
        .expect_error(StatusCode::BAD_REQUEST, "PAYLOAD_TOO_LARGE");
    let (_, tasks) = app.get("/api/tasks", &alice).await;
    assert_eq!(tasks["items"], json!([]), "nothing was stored");
}

async fn pasted_text_becomes_a_draft_and_links_only_to_a_given_address(backend: Backend) {
    let (app, alice) = TestApp::alice(backend).await;
    let text = format!(
        "Lemon Lentil Soup\nServes 4\n\nIngredients\n200 g red lentils\n1 onion\n\
         2 cloves garlic\n1 l stock\n\nMethod\n{}\n",
        STEPS.join("\n")
    );
    let task = app
        .run_task(&alice, json!({"mode": "Text", "text": text}))
        .await;
    assert_eq!(task["status"], "ReviewReady", "{}", task["error"]);
    let draft = &task["result"]["draft"];
    assert_eq!(draft["recipe"]["name"], "Lemon Lentil Soup");
    let ingredients = draft["recipe"]["ingredients"].as_array().unwrap();
    assert_eq!(ingredients.len(), 4, "{ingredients:?}");
    assert_eq!(ingredients[0]["quantity"], 200.0);
    assert_eq!(draft["recipe"]["instructions"], json!(STEPS));
    assert_eq!(draft["source"]["url"], "", "pasted without an address");
    let task_id = task["taskId"].as_str().unwrap();
    let (status, error) = commit(
        &app,
        &alice,
        &json!({"taskId": task_id, "methodAsLink": true}),
    )
    .await;
    assert_eq!(
        (status, error["code"].as_str()),
        (StatusCode::BAD_REQUEST, Some("INVALID_PAYLOAD")),
        "nothing to link to: {error}"
    );

    let task = app
        .run_task(
            &alice,
            json!({"mode": "Text", "text": text, "url": PAGE_URL}),
        )
        .await;
    let task_id = task["taskId"].as_str().unwrap();
    assert!(
        !artifact_names(&app, &alice, task_id)
            .await
            .contains(&json!("pasted.txt")),
        "the pasted text is deleted once read; the snapshot keeps what the guardrail needs"
    );
    commit(&app, &alice, &json!({"taskId": task_id}))
        .await
        .expect_status(StatusCode::UNPROCESSABLE_ENTITY);
    let recipe = commit(
        &app,
        &alice,
        &json!({"taskId": task_id, "methodAsLink": true}),
    )
    .await
    .expect_status(StatusCode::CREATED);
    assert_eq!(recipe["servings"], 4);
    assert_eq!(
        recipe["instructions"],
        json!([format!("Method: see the original at {PAGE_URL}")])
    );
}

on_both_backends!(
    a_saved_page_is_reviewed_without_a_fetch_and_committed_with_a_link_step,
    a_saved_page_is_kept_when_raw_pages_are_kept,
    saved_pages_over_the_limits_and_bad_addresses_are_refused,
    pasted_text_becomes_a_draft_and_links_only_to_a_given_address,
);
