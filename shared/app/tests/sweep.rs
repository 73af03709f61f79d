//! The expiration sweep against the embedded store with a manual clock.

mod support;

use cookbook_app::ingest::sweep::expire_due_drafts;
use cookbook_domain::{IngestPhase, TaskChange, TaskState, TaskStatus};
use cookbook_store::Retention;
use jiff::SignedDuration;
use serde_json::json;
use support::{TestApp, stored_task};

/// A task written through every step up to review, as the phase chain would.
async fn draft_in_review(app: &TestApp, task_id: &str) -> TaskState {
    let to = |phase| TaskChange::Advance { to: phase };
    let review = TaskChange::ReviewReady {
        result: json!({"draft": {}}),
    };
    let changes = [
        TaskChange::Start,
        to(IngestPhase::Extract),
        to(IngestPhase::Validate),
        review,
    ];
    let draft = stored_task(app, task_id, changes).await;
    app.ctx
        .stores
        .artifacts
        .put(task_id, "snapshot.txt", "text/plain", b"text")
        .await
        .unwrap();
    draft
}

#[tokio::test]
async fn drafts_expire_only_after_their_window_and_only_once() {
    let app = TestApp::new();
    let task_id = cookbook_domain::ids::new_id();
    let draft = draft_in_review(&app, &task_id).await;
    assert_eq!(draft.status, TaskStatus::ReviewReady);

    app.clock.advance(SignedDuration::from_hours(24 * 7 - 1));
    assert_eq!(expire_due_drafts(&app.ctx).await.unwrap().expired, 0);

    app.clock.advance(SignedDuration::from_hours(2));
    assert_eq!(expire_due_drafts(&app.ctx).await.unwrap().expired, 1);
    let stored = app.ctx.stores.tasks.get(&task_id).await.unwrap().unwrap();
    assert_eq!(
        (stored.status, stored.version),
        (TaskStatus::Expired, draft.version + 1)
    );
    let artifacts = app.ctx.stores.artifacts.list(&task_id).await.unwrap();
    assert_eq!(artifacts[0].retention, Retention::Discarded);

    assert_eq!(expire_due_drafts(&app.ctx).await.unwrap().expired, 0);
}
