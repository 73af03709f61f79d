//! The ingest pipeline on the embedded store: from `POST /api/tasks` to a committed recipe for a
//! page on a loopback fixture server, at-least-once delivery, and the review endpoints. Every
//! test runs twice: on the embedded store and on the moto emulator.

mod support;

use axum::http::StatusCode;
use cookbook_ingest::discover::SearchCandidate;
use cookbook_store::{PageRequest, QueueName, Retention};
use jiff::SignedDuration;
use serde_json::{Value, json};
use support::pages::{fixture_server, importing_app, loopback_config, start_import};
use support::reply::Reply;
use support::{Backend, TestApp, drain, pluck};

async fn a_url_import_reaches_review_and_commits_once(backend: Backend) {
    let (app, url) = importing_app(backend).await;
    let alice = app.token("alice", false);
    let task_id = app.import_fixture(&alice, &url).await;

    let task = app.task(&alice, &task_id).await;
    assert_eq!(
        (task["status"].as_str(), task["progress"].as_u64()),
        (Some("ReviewReady"), Some(100)),
        "{task}"
    );
    let draft = &task["result"]["draft"];
    assert_eq!(draft["recipe"]["name"], "Lemon Lentil Soup");
    assert_eq!(draft["recipe"]["ingredients"].as_array().unwrap().len(), 4);
    assert_eq!(draft["source"]["url"], url.as_str());
    assert_eq!(draft["source"]["extractionMethod"], "JsonLd");
    assert!(draft["similarity"].is_object());
    assert!(
        draft["recipe"]["source"].is_null(),
        "provenance lives beside the recipe during review"
    );

    let (_, events) = app
        .get(&format!("/api/tasks/{task_id}/events"), &alice)
        .await;
    let names = pluck(&events, "name");
    assert_eq!(
        names,
        [
            "task.created",
            "ingest.fetch.progress",
            "ingest.extract.progress",
            "ingest.validate.progress",
            "ingest.review_ready"
        ],
        "the fetch shows as started before it runs"
    );
    let progress = pluck(&events, "progress");
    assert_eq!(progress, [0, 0, 17, 61, 100]);

    let (_, artifacts) = app
        .get(&format!("/api/tasks/{task_id}/artifacts"), &alice)
        .await;
    let names = pluck(&artifacts, "name");
    assert_eq!(
        names,
        [
            "draft.recipe.json",
            "page.meta.json",
            "recipe.jsonld",
            "snapshot.txt"
        ]
    );
    let (status, snapshot) = app
        .get(
            &format!("/api/tasks/{task_id}/artifacts/page.meta.json"),
            &alice,
        )
        .await;
    assert_eq!(
        (status, snapshot["status"].as_u64()),
        (StatusCode::OK, Some(200))
    );

    let bob = app.token("bob", false);
    app.get(&format!("/api/tasks/{task_id}"), &bob)
        .await
        .expect_error(StatusCode::NOT_FOUND, "TASK_NOT_FOUND");
    app.commit_draft(&bob, &task_id)
        .await
        .expect_status(StatusCode::NOT_FOUND);

    let recipe = app
        .commit_draft(&alice, &task_id)
        .await
        .expect_status(StatusCode::CREATED);
    assert_eq!(
        (recipe["id"].as_str(), recipe["owner"].as_str()),
        (Some(task_id.as_str()), Some("alice"))
    );
    assert_eq!(
        recipe["source"]["url"],
        url.as_str(),
        "provenance is copied into the recipe"
    );
    let again = app
        .commit_draft(&alice, &task_id)
        .await
        .expect_status(StatusCode::OK);
    assert_eq!(again["id"], recipe["id"]);
    app.assert_artifacts_retained(&task_id, Retention::Committed)
        .await;

    // A second import of the same URL warns about the duplicate.
    let second = app.import_fixture(&alice, &url).await;
    let task = app.task(&alice, &second).await;
    let draft = &task["result"]["draft"];
    assert_eq!(
        draft["notices"].as_array().map(Vec::len),
        Some(1),
        "{draft}"
    );
    let notice = &draft["notices"][0];
    assert_eq!(
        (notice["code"].as_str(), &notice["recipeId"]),
        (Some("DUPLICATE_SOURCE"), &recipe["id"]),
        "the notice links the recipe already imported"
    );
    let warnings = draft["validation"]["warnings"].to_string();
    assert!(
        warnings.contains(recipe["id"].as_str().unwrap()),
        "{warnings}"
    );
    // Someone else's copy of the page is not a duplicate for bob.
    let bobs = app.import_fixture(&bob, &url).await;
    let task = app.task(&bob, &bobs).await;
    assert_eq!(task["result"]["draft"]["notices"], json!([]), "{task}");
}

/// Every message handled twice, and every next-phase send lost once: the outcome equals a
/// clean run's — one review-ready draft, one event per step, one copy of each artifact.
async fn duplicate_deliveries_and_lost_sends_end_like_a_clean_run(backend: Backend) {
    let (app, url) = importing_app(backend).await;
    let alice = app.token("alice", false);
    let task_id = start_import(&app, &alice, &url).await;
    let ctx = &app.ctx;
    for _ in 0..20 {
        let mut handled_any = false;
        for queue in QueueName::ALL {
            for message in ctx.stores.queue.receive(queue.into(), 10).await.unwrap() {
                handled_any = true;
                // Delivered twice before any ack.
                cookbook_app::consumers::handle(ctx, queue, &message.body)
                    .await
                    .unwrap();
                cookbook_app::consumers::handle(ctx, queue, &message.body)
                    .await
                    .unwrap();
                // The sends this step made are lost (a crash after the state write)...
                for next in QueueName::ALL {
                    for sent in ctx.stores.queue.receive(next.into(), 10).await.unwrap() {
                        ctx.stores
                            .queue
                            .ack(next.into(), &sent.receipt)
                            .await
                            .unwrap();
                    }
                }
                // ...so the redelivered message must re-send the next phase's message.
                cookbook_app::consumers::handle(ctx, queue, &message.body)
                    .await
                    .unwrap();
                ctx.stores
                    .queue
                    .ack(queue.into(), &message.receipt)
                    .await
                    .unwrap();
            }
        }
        if !handled_any {
            break;
        }
    }
    assert_ends_like_a_clean_run(&app, &task_id).await;
}

/// The task is in review at version 5, with one event per step and one copy of each of its 4
/// artifacts, as a run without failures leaves it.
async fn assert_ends_like_a_clean_run(app: &TestApp, task_id: &str) {
    let task = app.ctx.stores.tasks.get(task_id).await.unwrap().unwrap();
    assert_eq!(
        (task.status, task.version),
        (cookbook_domain::TaskStatus::ReviewReady, 5)
    );
    assert_eq!(app.stored_event_count(task_id).await, 5);
    assert_eq!(
        app.ctx.stores.artifacts.list(task_id).await.unwrap().len(),
        4
    );
}

async fn fifty_concurrent_commits_make_exactly_one_recipe(backend: Backend) {
    let (app, url) = importing_app(backend).await;
    let app = std::sync::Arc::new(app);
    let alice = app.token("alice", false);
    let task_id = app.import_fixture(&alice, &url).await;
    let mut commits = tokio::task::JoinSet::new();
    for _ in 0..50 {
        let (app, alice, task_id) = (app.clone(), alice.clone(), task_id.clone());
        commits.spawn(async move { app.commit_draft(&alice, &task_id).await });
    }
    let mut statuses = Vec::new();
    while let Some(joined) = commits.join_next().await {
        let (status, body) = joined.unwrap();
        if status != StatusCode::CONFLICT {
            assert_eq!(body["id"], task_id.as_str());
        }
        statuses.push(status);
    }
    assert_eq!(
        statuses
            .iter()
            .filter(|s| **s == StatusCode::CREATED)
            .count(),
        1,
        "{statuses:?}"
    );
    assert!(statuses.iter().all(|s| matches!(
        *s,
        StatusCode::CREATED | StatusCode::OK | StatusCode::CONFLICT
    )));
    let own = app
        .ctx
        .stores
        .recipes
        .list_by_owner("alice", &Default::default(), &PageRequest::first(100))
        .await
        .unwrap();
    assert_eq!(own.items.len(), 1);
}

async fn review_rules_expiry_rejection_and_edits(backend: Backend) {
    let (app, url) = importing_app(backend).await;
    let alice = app.token("alice", false);

    let expiring = start_import(&app, &alice, &url).await;
    let rejected = start_import(&app, &alice, &url).await;
    let edited = app.import_fixture(&alice, &url).await;

    let reject = format!("/api/tasks/{rejected}/reject");
    let task = app
        .send("POST", &reject, Some(&alice), None)
        .await
        .expect_status(StatusCode::OK);
    assert_eq!(task["status"], "Rejected");
    app.commit_draft(&alice, &rejected)
        .await
        .expect_error(StatusCode::CONFLICT, "INVALID_TASK_STATE");
    app.assert_artifacts_retained(&rejected, Retention::Discarded)
        .await;

    // Edit then commit: the edited recipe is what is stored.
    let task = app.task(&alice, &edited).await;
    let mut recipe = task["result"]["draft"]["recipe"].clone();
    recipe["name"] = json!("Lemony Lentil Soup");
    let stored = app
        .commit_edited(&alice, &edited, &recipe)
        .await
        .expect_status(StatusCode::CREATED);
    assert_eq!(stored["name"], "Lemony Lentil Soup");
    recipe["name"] = json!(" ");
    let third = app.import_fixture(&alice, &url).await;
    app.commit_edited(&alice, &third, &recipe)
        .await
        .expect_error(StatusCode::UNPROCESSABLE_ENTITY, "VALIDATION_FAILED");

    app.clock.advance(SignedDuration::from_hours(24 * 8));
    let error = app
        .commit_draft(&alice, &expiring)
        .await
        .expect_error(StatusCode::GONE, "DRAFT_EXPIRED");
    assert_eq!(error["details"]["taskId"], expiring.as_str());
}

async fn bad_task_requests_are_refused_before_anything_is_stored(backend: Backend) {
    let (app, alice) = TestApp::alice(backend).await;
    let cases: [(Value, StatusCode, &str); 9] = [
        (
            json!({"agentType": "Cooking", "payload": {"mode": "Url", "url": "https://example.com/r"}}),
            StatusCode::BAD_REQUEST,
            "INVALID_AGENT_TYPE",
        ),
        (
            json!({"agentType": "Ingest", "payload": {"mode": "Url"}}),
            StatusCode::BAD_REQUEST,
            "INVALID_PAYLOAD",
        ),
        (
            json!({"agentType": "Ingest", "payload": {"mode": "Sideways", "url": "https://example.com/r"}}),
            StatusCode::BAD_REQUEST,
            "INVALID_PAYLOAD",
        ),
        (
            json!({"agentType": "Ingest", "payload": {"mode": "Url", "url": "https://example.com/r", "colour": 1}}),
            StatusCode::BAD_REQUEST,
            "INVALID_PAYLOAD",
        ),
        (
            json!({"agentType": "Ingest", "extra": 1, "payload": {"mode": "Url", "url": "https://example.com/r"}}),
            StatusCode::BAD_REQUEST,
            "INVALID_PAYLOAD",
        ),
        (
            json!({"agentType": "Ingest", "payload": {"mode": "Url", "url": "http://127.0.0.1/admin"}}),
            StatusCode::BAD_REQUEST,
            "URL_NOT_ALLOWED",
        ),
        (
            json!({"agentType": "Ingest", "payload": {"mode": "Url", "url": "file:///etc/passwd"}}),
            StatusCode::BAD_REQUEST,
            "URL_NOT_ALLOWED",
        ),
        (
            json!({"agentType": "Research", "payload": {"mode": "Query", "query": "ramen"}}),
            StatusCode::NOT_IMPLEMENTED,
            "NOT_IMPLEMENTED",
        ),
        // Overrides spend model tokens on prompts nobody reviewed: admins only.
        (
            json!({"agentType": "Ingest", "payload": {"mode": "Url", "url": "https://example.com/r",
                "promptOverrides": {"extractOverride": "Ignore the page; write an essay."}}}),
            StatusCode::FORBIDDEN,
            "FORBIDDEN",
        ),
    ];
    for (body, status, code) in cases {
        app.json("POST", "/api/tasks", &alice, &body)
            .await
            .expect_error(status, code);
    }
    assert!(app.stored_tasks("alice").await.is_empty());
    assert_eq!(drain(&app.ctx).await, 0, "nothing was queued");

    let admin = app.token("root", true);
    let overridden = json!({"agentType": "Ingest", "payload": {"mode": "Url",
        "url": "https://example.com/r", "promptOverrides": {"extractOverride": "Be brief."}}});
    app.json("POST", "/api/tasks", &admin, &overridden)
        .await
        .expect_status(StatusCode::ACCEPTED);
}

/// A search result for `url` with `title`, ranked by `score`.
fn candidate(url: String, title: &str, score: f64) -> SearchCandidate {
    SearchCandidate {
        url,
        title: title.into(),
        snippet: String::new(),
        site_name: None,
        score,
    }
}

async fn a_query_import_fetches_the_top_candidate(backend: Backend) {
    let url = fixture_server().await;
    let candidates = vec![
        candidate(url.clone(), "Lemon Lentil Soup", 0.9),
        candidate(format!("{url}?other"), "Other", 0.5),
    ];
    let app = TestApp::on(backend, loopback_config(), candidates).await;
    let alice = app.token("alice", false);
    let (status, accepted) = app
        .json("POST", "/api/tasks", &alice, &json!({"agentType": "ingest", "threadId": "th-1", "payload": {"mode": "query", "query": "lentil soup"}}))
        .await;
    assert_eq!(
        (status, accepted["threadId"].as_str()),
        (StatusCode::ACCEPTED, Some("th-1"))
    );
    drain(&app.ctx).await;
    let task_id = accepted["taskId"].as_str().unwrap();
    let task = app.task(&alice, task_id).await;
    assert_eq!(task["status"], "ReviewReady", "{task}");
    assert_eq!(task["result"]["selectedCandidateIndex"], 0);
    assert_eq!(task["result"]["candidates"].as_array().unwrap().len(), 2);
    assert_eq!(task["result"]["draft"]["source"]["url"], url.as_str());
}

/// Without a search API or curated list, import by query is refused up front with the settings
/// to set; a query task accepted before the provider went away fails the same way.
async fn import_by_query_without_a_provider_says_what_to_configure(backend: Backend) {
    let url = fixture_server().await;
    let found = candidate(url.clone(), "Lemon Lentil Soup", 0.9);
    let configured = TestApp::on(backend, loopback_config(), vec![found]).await;
    let alice = configured.token("alice", false);
    let query =
        json!({"agentType": "Ingest", "payload": {"mode": "Query", "query": "lentil soup"}});
    let accepted = configured
        .json("POST", "/api/tasks", &alice, &query)
        .await
        .expect_status(StatusCode::ACCEPTED);

    let app = configured.without_discovery();
    let error = app
        .json("POST", "/api/tasks", &alice, &query)
        .await
        .expect_error(StatusCode::BAD_REQUEST, "DISCOVERY_NOT_CONFIGURED");
    let keys: Vec<&String> = error.as_object().unwrap().keys().collect();
    assert_eq!(keys, ["code", "details", "message"]);
    let message = error["message"].as_str().unwrap();
    for setting in [
        "SEARCH_API_CONFIG",
        "SEARCH_API_KEY",
        "SEARCH_CURATED_SOURCES",
    ] {
        assert!(message.contains(setting), "{message}");
        assert!(error["details"]["settings"].to_string().contains(setting));
    }

    drain(&app.ctx).await;
    let earlier = accepted["taskId"].as_str().unwrap();
    let task = app.task(&alice, earlier).await;
    assert_eq!(
        (task["status"].as_str(), task["error"]["code"].as_str()),
        (Some("Failed"), Some("DISCOVERY_NOT_CONFIGURED")),
        "{task}"
    );
    assert_eq!(
        app.stored_tasks("alice").await.len(),
        1,
        "the refused request stored nothing"
    );

    // Import by URL needs no search provider.
    let task_id = app.import_fixture(&alice, &url).await;
    let task = app.task(&alice, &task_id).await;
    assert_eq!(task["status"], "ReviewReady", "{task}");
}

/// Steps copied word for word from the page trip the paraphrase guardrail: the draft still
/// reaches review, flagged, and only an edited recipe can be committed.
async fn verbatim_steps_are_flagged_and_need_an_edit_before_commit(backend: Backend) {
    let (app, url) = importing_app(backend).await;
    let alice = app.token("alice", false);
    let task_id = app.import_fixture(&alice, &format!("{url}-printed")).await;
    let task = app.task(&alice, &task_id).await;
    assert_eq!(task["status"], "ReviewReady");
    let draft = &task["result"]["draft"];
    assert_eq!(
        draft["similarity"]["violatesPolicy"], true,
        "{}",
        draft["similarity"]
    );
    assert!(draft["similarity"]["maxNgramSimilarity"].as_f64().unwrap() >= 0.35);
    assert_eq!(draft["validation"]["isValid"], false);

    let error = app
        .commit_draft(&alice, &task_id)
        .await
        .expect_error(StatusCode::UNPROCESSABLE_ENTITY, "VALIDATION_FAILED");
    assert!(!error["details"]["errors"].as_array().unwrap().is_empty());

    // Sending the flagged draft back as an "edit", unchanged or with only its name touched,
    // does not get copied text past the guardrail.
    let mut unchanged = draft["recipe"].clone();
    for _attempt in 0..2 {
        let error = app
            .commit_edited(&alice, &task_id, &unchanged)
            .await
            .expect_error(StatusCode::UNPROCESSABLE_ENTITY, "VALIDATION_FAILED");
        assert!(!error["details"]["errors"].as_array().unwrap().is_empty());
        unchanged["name"] = json!("My lentil soup");
    }
    let task = app.task(&alice, &task_id).await;
    assert_eq!(task["status"], "ReviewReady", "nothing was committed");

    let mut recipe = draft["recipe"].clone();
    recipe["instructions"] = json!([
        "Wash the lentils; cook them in the stock.",
        "Simmer with garlic until tender, about 20 minutes.",
        "Finish with lemon, salt and pepper."
    ]);
    let stored = app
        .commit_edited(&alice, &task_id, &recipe)
        .await
        .expect_status(StatusCode::CREATED);
    assert_eq!(
        stored["instructions"][0],
        "Wash the lentils; cook them in the stock."
    );
}

/// A task store whose every phase-completing write fails the first time it is tried: a crash
/// after a phase wrote its artifacts and before it recorded the new state. (Version 2 is the
/// start, before any work; the emulator's queues dead-letter a message on its second crash.)
struct FirstWritesFail {
    inner: std::sync::Arc<dyn cookbook_store::TaskStore>,
    tried: std::sync::Mutex<std::collections::HashSet<(String, u64)>>,
    injected: std::sync::Arc<std::sync::atomic::AtomicUsize>,
}

#[async_trait::async_trait]
impl cookbook_store::TaskStore for FirstWritesFail {
    async fn write(
        &self,
        transition: &cookbook_domain::TaskTransition,
    ) -> cookbook_store::StoreResult<()> {
        let key = (
            transition.state().task_id.clone(),
            transition.state().version,
        );
        let first = self.tried.lock().unwrap().insert(key);
        if first && transition.state().version > 2 {
            self.injected
                .fetch_add(1, std::sync::atomic::Ordering::SeqCst);
            return Err(cookbook_store::StoreError::Backend(
                "injected crash before the state write".into(),
            ));
        }
        self.inner.write(transition).await
    }
    async fn get(
        &self,
        task_id: &str,
    ) -> cookbook_store::StoreResult<Option<cookbook_domain::TaskState>> {
        self.inner.get(task_id).await
    }
    async fn events(
        &self,
        task_id: &str,
        page: &PageRequest,
    ) -> cookbook_store::StoreResult<cookbook_store::Page<cookbook_domain::TaskEvent>> {
        self.inner.events(task_id, page).await
    }
    async fn list_by_owner(
        &self,
        owner: &str,
        filter: &cookbook_store::TaskFilter,
        page: &PageRequest,
    ) -> cookbook_store::StoreResult<cookbook_store::Page<cookbook_domain::TaskState>> {
        self.inner.list_by_owner(owner, filter, page).await
    }
    async fn due_for_expiry(
        &self,
        now: jiff::Timestamp,
        limit: usize,
    ) -> cookbook_store::StoreResult<Vec<cookbook_domain::TaskState>> {
        self.inner.due_for_expiry(now, limit).await
    }
}

/// Every phase crashes once between writing its artifacts and writing the task's new state;
/// redelivery repeats the phase and the task still ends exactly as a clean run does.
async fn a_crash_before_each_state_write_is_repaired_by_redelivery(backend: Backend) {
    let url = fixture_server().await;
    let injected = std::sync::Arc::new(std::sync::atomic::AtomicUsize::new(0));
    let app = TestApp::on_wrapped(backend, loopback_config(), |stores| {
        stores.tasks = std::sync::Arc::new(FirstWritesFail {
            inner: stores.tasks.clone(),
            tried: Default::default(),
            injected: injected.clone(),
        });
    })
    .await;
    let alice = app.token("alice", false);
    let task_id = start_import(&app, &alice, &url).await;
    for _ in 0..10 {
        drain(&app.ctx).await;
        let task = app.ctx.stores.tasks.get(&task_id).await.unwrap().unwrap();
        if task.status != cookbook_domain::TaskStatus::Running
            && task.status != cookbook_domain::TaskStatus::Pending
        {
            break;
        }
        app.pass_visibility_timeout().await;
    }
    assert_ends_like_a_clean_run(&app, &task_id).await;
    assert_eq!(
        injected.load(std::sync::atomic::Ordering::SeqCst),
        3,
        "one crash per phase"
    );
}

/// A batch message whose URLs come partly from a stored list becomes one task per URL; the
/// same message delivered again creates no second set of tasks.
async fn a_batch_creates_one_task_per_url_even_when_redelivered(backend: Backend) {
    let (app, url) = importing_app(backend).await;
    let list = format!("# weekly imports\n{url}?a\n\n{url}?b\nftp://example.com/nope\n");
    app.ctx
        .stores
        .artifacts
        .put("batches", "week-47.txt", "text/plain", list.as_bytes())
        .await
        .unwrap();
    let message = json!({"batchId": "b-47", "owner": "carol", "urls": [format!("{url}?first")], "urlListKey": "batches/week-47.txt"});
    for _delivery in 0..2 {
        app.enqueue(QueueName::BatchImport, &message).await;
        drain(&app.ctx).await;
    }
    let tasks = app.stored_tasks("carol").await;
    assert_eq!(tasks.len(), 3, "three fetchable URLs, one refused");
    assert!(
        tasks
            .iter()
            .all(|t| t.status == cookbook_domain::TaskStatus::ReviewReady)
    );
}

/// `POST /api/imports` stores the batch under the caller and queues it; `GET /api/imports/{id}`
/// shows each URL's task, to its owner only. A message naming another owner for a stored batch
/// creates nothing for them.
async fn a_batch_import_through_the_api_belongs_to_the_caller(backend: Backend) {
    let (app, url) = importing_app(backend).await;
    let (alice, bob) = (app.token("alice", false), app.token("bob", false));
    let urls = json!([
        format!("{url}?a"),
        format!("{url}?b"),
        "ftp://example.com/nope"
    ]);
    let accepted = app
        .json("POST", "/api/imports", &alice, &json!({ "urls": urls }))
        .await
        .expect_status(StatusCode::ACCEPTED);
    assert_eq!(accepted["status"], "PENDING");
    let path = format!("/api/imports/{}", accepted["id"].as_str().unwrap());
    let (status, _) = app.get(&path, &bob).await;
    assert_eq!(status, StatusCode::NOT_FOUND, "another user's batch");
    let batch = app.get(&path, &alice).await.expect_status(StatusCode::OK);
    assert_eq!(
        pluck(&json!({ "items": batch["tasks"] }), "status"),
        vec![json!("Pending"); 3]
    );

    let forged = json!({"batchId": accepted["id"], "owner": "mallory"});
    app.enqueue(QueueName::BatchImport, &forged).await;
    drain(&app.ctx).await;
    let batch = app.get(&path, &alice).await.expect_status(StatusCode::OK);
    assert_eq!(batch["status"], "PROCESSED", "{batch}");
    let tasks = batch["tasks"].as_array().unwrap();
    assert_eq!(tasks.len(), 3);
    for (task, url) in tasks.iter().zip(urls.as_array().unwrap()) {
        assert_eq!(&task["url"], url);
    }
    assert_eq!(tasks[0]["status"], "ReviewReady", "{batch}");
    assert_eq!(tasks[1]["status"], "ReviewReady");
    assert_eq!(
        (
            tasks[2]["status"].as_str(),
            tasks[2]["error"]["code"].as_str()
        ),
        (Some("Refused"), Some("URL_NOT_ALLOWED"))
    );
    let task = app.task(&alice, tasks[0]["taskId"].as_str().unwrap()).await;
    assert_eq!(task["owner"], "alice");
    assert!(
        app.stored_tasks("mallory").await.is_empty(),
        "the message body never picks the owner"
    );

    let too_many: Vec<String> = (0..201).map(|n| format!("{url}?{n}")).collect();
    for body in [json!({"urls": too_many}), json!({"urls": []})] {
        app.json("POST", "/api/imports", &alice, &body)
            .await
            .expect_error(StatusCode::BAD_REQUEST, "INVALID_PAYLOAD");
    }
    let (status, _) = app
        .send(
            "POST",
            "/api/imports",
            None,
            Some(json!({"urls": [url]}).to_string()),
        )
        .await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
}

/// A page without a recipe fails its task, and the task's artifacts get the 30-day retention.
async fn a_failed_import_discards_its_artifacts(backend: Backend) {
    let (app, url) = importing_app(backend).await;
    let alice = app.token("alice", false);
    let task_id = app.import_fixture(&alice, &format!("{url}-missing")).await;
    let task = app.task(&alice, &task_id).await;
    assert_eq!(task["status"], "Failed", "{task}");
    assert_eq!(task["error"]["code"], "FETCH_HTTP_ERROR");
    let no_recipe = app
        .import_fixture(&alice, &format!("{url}-no-recipe"))
        .await;
    let task = app.task(&alice, &no_recipe).await;
    assert_eq!(
        (task["status"].as_str(), task["error"]["code"].as_str()),
        (Some("Failed"), Some("NO_RECIPE_FOUND"))
    );
    app.assert_artifacts_retained(&no_recipe, Retention::Discarded)
        .await;
}

/// A late duplicate write of a phase lands after the task failed and tags an artifact active
/// again; the next delivery for the finished task tags everything back, so nothing is kept
/// forever.
async fn a_replay_retags_a_finished_tasks_artifacts(backend: Backend) {
    let (app, url) = importing_app(backend).await;
    let alice = app.token("alice", false);
    let task_id = app
        .import_fixture(&alice, &format!("{url}-no-recipe"))
        .await;
    let task = app.task(&alice, &task_id).await;
    assert_eq!(task["status"], "Failed", "{task}");
    app.ctx
        .stores
        .artifacts
        .put(&task_id, "snapshot.txt", "text/plain", b"late duplicate")
        .await
        .unwrap();
    let replay = json!({"taskId": task_id, "phase": "Ingest.Extract", "attempt": 1});
    app.enqueue(QueueName::IngestExtract, &replay).await;
    drain(&app.ctx).await;
    app.assert_artifacts_retained(&task_id, Retention::Discarded)
        .await;
}

/// Normalizing a draft in review edits the draft in place; the commit stores the edit.
async fn a_draft_in_review_is_normalized_in_place(backend: Backend) {
    let (app, url) = importing_app(backend).await;
    let alice = app.token("alice", false);
    let task_id = app
        .import_fixture(&alice, &format!("{url}-tablespoons"))
        .await;
    let body =
        json!({"agentType": "Ingest", "payload": {"mode": "Normalize", "recipeId": task_id}});
    let accepted = app
        .json("POST", "/api/tasks", &alice, &body)
        .await
        .expect_status(StatusCode::ACCEPTED);
    let bob = app.token("bob", false);
    app.json("POST", "/api/tasks", &bob, &body)
        .await
        .expect_status(StatusCode::NOT_FOUND);
    drain(&app.ctx).await;
    let normalize_id = accepted["taskId"].as_str().unwrap();
    let normalization = app.task(&alice, normalize_id).await;
    assert_eq!(normalization["status"], "Completed");
    // A completed normalization's artifacts expire like a commit's.
    app.assert_artifacts_retained(normalize_id, Retention::Committed)
        .await;
    let result = &normalization["result"];
    assert_eq!(result["target"]["kind"], "Draft", "{normalization}");
    assert_eq!(result["target"]["id"], task_id.as_str());
    assert_eq!(
        result["patch"],
        json!([{"op": "replace", "path": "/ingredients/1/text", "value": "2 tbsp olive oil", "riskCategory": "Low"}])
    );
    let accept = format!("/api/tasks/{normalize_id}/normalize/accept");
    app.json("POST", &accept, &alice, &json!({"ops": [0]}))
        .await
        .expect_status(StatusCode::OK);
    let draft_task = app.task(&alice, &task_id).await;
    assert_eq!(draft_task["status"], "ReviewReady");
    assert_eq!(
        draft_task["result"]["draft"]["recipe"]["ingredients"][1]["text"],
        "2 tbsp olive oil"
    );
    assert_eq!(
        app.task_event_names(&alice, &task_id).await.last(),
        Some(&json!("ingest.draft_edited"))
    );
    let recipe = app
        .commit_draft(&alice, &task_id)
        .await
        .expect_status(StatusCode::CREATED);
    assert_eq!(recipe["ingredients"][1]["text"], "2 tbsp olive oil");
}

on_both_backends!(
    a_replay_retags_a_finished_tasks_artifacts,
    a_batch_import_through_the_api_belongs_to_the_caller,
    a_failed_import_discards_its_artifacts,
    a_batch_creates_one_task_per_url_even_when_redelivered,
    a_crash_before_each_state_write_is_repaired_by_redelivery,
    a_url_import_reaches_review_and_commits_once,
    duplicate_deliveries_and_lost_sends_end_like_a_clean_run,
    fifty_concurrent_commits_make_exactly_one_recipe,
    review_rules_expiry_rejection_and_edits,
    bad_task_requests_are_refused_before_anything_is_stored,
    a_query_import_fetches_the_top_candidate,
    import_by_query_without_a_provider_says_what_to_configure,
    verbatim_steps_are_flagged_and_need_an_edit_before_commit,
    a_draft_in_review_is_normalized_in_place,
);
