//! A message that fails every delivery fails its task or job on the last one (the delivery
//! the queue dead-letters after) with `RETRIES_EXHAUSTED`, and still lands in the dead-letter
//! queue, on both backends: nothing stays Running forever.

mod support;

use std::time::Duration;

use cookbook_app::AppConfig;
use cookbook_app::consumers::{process_available, process_delivery};
use cookbook_app::work::WorkError;
use cookbook_domain::{IngestPhase, TaskChange, TaskStatus};
use cookbook_store::QueueName;
use serde_json::json;
use support::pages::{loopback_config, start_import};
use support::plans::stored_quick_job;
use support::{Backend, TestApp, stored_task};
use tokio::time::Instant;

/// A task at Validate whose extracted draft is corrupt: every delivery fails the same way.
async fn task_with_a_corrupt_draft(app: &TestApp) -> String {
    let task_id = cookbook_domain::ids::new_id();
    let to = |phase| TaskChange::Advance { to: phase };
    let changes = [
        TaskChange::Start,
        to(IngestPhase::Extract),
        to(IngestPhase::Validate),
    ];
    stored_task(app, &task_id, changes).await;
    app.ctx
        .stores
        .artifacts
        .put(
            &task_id,
            "draft.recipe.json",
            "application/json",
            b"{not json",
        )
        .await
        .unwrap();
    let message = json!({"taskId": task_id, "phase": "Ingest.Validate", "attempt": 1});
    app.ctx
        .stores
        .queue
        .send(QueueName::IngestValidate, &message.to_string())
        .await
        .unwrap();
    task_id
}

/// Delivers `queue`'s one message until it has had every delivery the queue allows.
async fn deliver_until_dead_lettered(app: &TestApp, queue: QueueName) {
    for delivery in 1..=app.ctx.config.max_receive_count {
        let received = process_available(&app.ctx, queue, 10).await.unwrap();
        assert_eq!(received, 1, "delivery {delivery}");
        app.pass_visibility_timeout().await;
    }
    assert_dead_lettered(app, queue).await;
}

/// `queue`'s message, past its last delivery, is no longer delivered but kept for the operator.
async fn assert_dead_lettered(app: &TestApp, queue: QueueName) {
    assert_eq!(process_available(&app.ctx, queue, 10).await.unwrap(), 0);
    let dead = app
        .ctx
        .stores
        .queue
        .receive(queue.dead_letter(), 10)
        .await
        .unwrap();
    assert_eq!(
        dead.len(),
        1,
        "the message is kept in the dead-letter queue"
    );
}

async fn a_task_fails_on_its_messages_last_delivery(backend: Backend) {
    let app = TestApp::on(backend, AppConfig::default(), Vec::new()).await;
    let task_id = task_with_a_corrupt_draft(&app).await;

    // Every delivery but the last leaves the task Running: a retry may still succeed.
    for _ in 1..app.ctx.config.max_receive_count {
        process_available(&app.ctx, QueueName::IngestValidate, 10)
            .await
            .unwrap();
        let task = app.ctx.stores.tasks.get(&task_id).await.unwrap().unwrap();
        assert_eq!(task.status, TaskStatus::Running);
        app.pass_visibility_timeout().await;
    }
    process_available(&app.ctx, QueueName::IngestValidate, 10)
        .await
        .unwrap();
    let task = app.ctx.stores.tasks.get(&task_id).await.unwrap().unwrap();
    assert_eq!(task.status, TaskStatus::Failed);
    let error = task.error.expect("an error");
    assert_eq!(error.code, "RETRIES_EXHAUSTED");
    assert!(error.message.contains("corrupt"), "{}", error.message);
    app.pass_visibility_timeout().await;
    assert_dead_lettered(&app, QueueName::IngestValidate).await;
}

async fn a_job_fails_on_its_messages_last_delivery(backend: Backend) {
    let (app, alice) = TestApp::alice(backend).await;
    // A job whose slot message names a slot its request does not have: every delivery fails.
    let stored = stored_quick_job(&app, &alice).await;
    let job_id = stored.id.clone();
    let mut body = stored.body.clone();
    body["request"]["days"] = json!([]);
    let corrupt = cookbook_domain::plan::PlanDocument {
        version: stored.version + 1,
        body,
        ..stored
    };
    app.ctx.stores.plans.write(&corrupt).await.unwrap();

    deliver_until_dead_lettered(&app, QueueName::PlanSlot).await;
    let (_, job) = app.get(&format!("/api/jobs/{job_id}"), &alice).await;
    assert_eq!(job["status"], "FAILED", "{job}");
    assert_eq!(job["error_code"], "RETRIES_EXHAUSTED", "{job}");
}

/// A site that answers after a minute, as one retrying with Retry-After waits can.
async fn slow_site() -> String {
    let app = axum::Router::new().route(
        "/soup",
        axum::routing::get(|| async {
            tokio::time::sleep(Duration::from_secs(60)).await;
            axum::response::Html("<html><body>late soup</body></html>")
        }),
    );
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let address = listener.local_addr().unwrap();
    tokio::spawn(async move { axum::serve(listener, app).await });
    format!("http://{address}/soup")
}

/// A fetch slower than the consumer's time stops at its deadline as a retryable failure (the
/// task stays Running for the next delivery), and on the last delivery fails the task.
async fn a_slow_fetch_stops_at_its_deadline(backend: Backend) {
    let url = slow_site().await;
    let app = TestApp::on(backend, loopback_config(), Vec::new()).await;
    let alice = app.token("alice", false);
    let task_id = start_import(&app, &alice, &url).await;
    let last = app.ctx.config.max_receive_count;
    for delivery in 1..=last {
        let queue = QueueName::IngestFetch;
        let mut received = app.ctx.stores.queue.receive(queue.into(), 1).await.unwrap();
        let message = received
            .pop()
            .expect("the fetch message is delivered again");
        assert_eq!(message.receive_count, delivery);
        let started = Instant::now();
        let deadline = started + Duration::from_millis(300);
        let outcome =
            process_delivery(&app.ctx, queue, &message.body, delivery, Some(deadline)).await;
        assert!(matches!(outcome, Err(WorkError::OutOfTime)), "{outcome:?}");
        assert!(
            started.elapsed() < Duration::from_secs(5),
            "not stopped in time"
        );
        let task = app.ctx.stores.tasks.get(&task_id).await.unwrap().unwrap();
        let expected = if delivery < last {
            TaskStatus::Running
        } else {
            TaskStatus::Failed
        };
        assert_eq!(task.status, expected, "after delivery {delivery}");
        app.pass_visibility_timeout().await;
    }
    let task = app.ctx.stores.tasks.get(&task_id).await.unwrap().unwrap();
    assert_eq!(task.error.expect("an error").code, "RETRIES_EXHAUSTED");
}

on_both_backends!(
    a_task_fails_on_its_messages_last_delivery,
    a_job_fails_on_its_messages_last_delivery,
    a_slow_fetch_stops_at_its_deadline,
);
