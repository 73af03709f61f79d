//! A task or job is stored only once its first message is sent: when the send fails (or the
//! process dies before it), the caller gets an error and nothing is left Pending forever. The
//! consumer of a message sent just before its record is stored waits for the record.

mod support;

use std::sync::Arc;

use async_trait::async_trait;
use axum::http::StatusCode;
use cookbook_app::consumers::process_available;
use cookbook_domain::plan::{PlanDocument, PlanDocumentKind};
use cookbook_store::{
    PageRequest, Queue, QueueMessage, QueueName, QueueRef, StoreError, StoreResult,
};
use serde_json::{Value, json};
use support::pages::{fixture_server, loopback_config};
use support::plans::stored_quick_job;
use support::{Backend, TestApp};

/// A queue that is down for sending.
struct SendsFail(Arc<dyn Queue>);

#[async_trait]
impl Queue for SendsFail {
    async fn send(&self, _queue: QueueName, _body: &str) -> StoreResult<String> {
        Err(StoreError::Backend(
            "SendMessage: the queue is unreachable".to_owned(),
        ))
    }
    async fn receive(&self, queue: QueueRef, max: usize) -> StoreResult<Vec<QueueMessage>> {
        self.0.receive(queue, max).await
    }
    async fn ack(&self, queue: QueueRef, receipt: &str) -> StoreResult<()> {
        self.0.ack(queue, receipt).await
    }
}

async fn nothing_is_stored_without_its_first_message(backend: Backend) {
    let url = fixture_server().await;
    let app = TestApp::on_wrapped(backend, loopback_config(), |stores| {
        stores.queue = Arc::new(SendsFail(stores.queue.clone()));
    })
    .await;
    let alice = app.token("alice", false);
    let requests = [
        (
            "/api/tasks",
            json!({"agentType": "Ingest", "payload": {"mode": "Url", "url": url}}),
        ),
        (
            "/api/meal-plans",
            json!({"days": [{"date": "2026-03-02", "meals": {"dinner": {"servings": 2}}}]}),
        ),
        (
            "/api/meal-plans",
            json!({"mode": "nutrition", "instance": nutrition_instance()}),
        ),
    ];
    for (path, body) in requests {
        let (status, error) = app.json("POST", path, &alice, &body).await;
        assert_eq!(status, StatusCode::INTERNAL_SERVER_ERROR, "{path}: {error}");
    }
    let page = PageRequest::first(10);
    let tasks = app
        .ctx
        .stores
        .tasks
        .list_by_owner("alice", &Default::default(), &page)
        .await
        .unwrap();
    assert!(
        tasks.items.is_empty(),
        "a task waits for a message never sent"
    );
    let jobs = app
        .ctx
        .stores
        .plans
        .list_by_owner(PlanDocumentKind::Job, "alice", &page);
    assert!(
        jobs.await.unwrap().items.is_empty(),
        "a job waits for a message never sent"
    );
}

/// One dinner over one recipe: a nutrition request the planner accepts.
fn nutrition_instance() -> Value {
    serde_json::from_str(include_str!("support/one_dinner_instance.json")).expect("fixture")
}

/// A slot message handled before its job is stored (the consumer was faster than the write)
/// waits for the job instead of dropping the message.
async fn a_consumer_faster_than_the_write_waits_for_it(backend: Backend) {
    let (app, alice) = TestApp::alice(backend).await;
    let stored = stored_quick_job(&app, &alice).await;
    // A copy of that job as it is a moment before its write: the message sent, no document yet.
    let late_id = cookbook_domain::ids::new_id();
    let late = PlanDocument {
        id: late_id.clone(),
        ..stored
    };
    let message = json!({"jobId": late_id, "phase": "Plan.Slot", "slot": 0, "attempt": 1});
    app.ctx
        .stores
        .queue
        .send(QueueName::PlanSlot, &message.to_string())
        .await
        .unwrap();
    let plans = app.ctx.stores.plans.clone();
    let write = tokio::spawn(async move {
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
        plans.write(&late).await.unwrap();
    });
    while process_available(&app.ctx, QueueName::PlanSlot, 10)
        .await
        .unwrap()
        > 0
    {}
    write.await.unwrap();
    let (_, job) = app.get(&format!("/api/jobs/{late_id}"), &alice).await;
    assert_eq!(
        job["status"], "COMPLETE",
        "the late job's message was dropped: {job}"
    );
}

on_both_backends!(
    nothing_is_stored_without_its_first_message,
    a_consumer_faster_than_the_write_waits_for_it,
);
