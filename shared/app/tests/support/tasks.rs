//! Tasks, queues and artifacts as the ingest tests see them: a task over HTTP, what the stores
//! hold for it, and messages put on a queue as a producer would.

use axum::http::StatusCode;
use cookbook_domain::TaskState;
use cookbook_store::{PageRequest, QueueName, Retention};
use serde_json::{Value, json};

use super::reply::Reply;
use super::{TestApp, drain, pluck};

impl TestApp {
    /// `POST /api/tasks` of an ingest task with `payload` as `token`'s holder, which must be
    /// accepted; returns the task's id.
    pub async fn start_task(&self, token: &str, payload: Value) -> String {
        let body = json!({"agentType": "Ingest", "payload": payload});
        let accepted = self
            .json("POST", "/api/tasks", token, &body)
            .await
            .expect_status(StatusCode::ACCEPTED);
        accepted["taskId"].as_str().expect("a task id").to_owned()
    }

    /// Starts an ingest task with `payload` as `token`'s holder and lets the workers run it as
    /// far as it goes; returns the task as its owner sees it.
    pub async fn run_task(&self, token: &str, payload: Value) -> Value {
        let task_id = self.start_task(token, payload).await;
        drain(&self.ctx).await;
        self.task(token, &task_id).await
    }

    /// `GET /api/tasks/{task_id}` as `token`'s holder, who must be allowed to see it.
    pub async fn task(&self, token: &str, task_id: &str) -> Value {
        self.get(&format!("/api/tasks/{task_id}"), token)
            .await
            .expect_status(StatusCode::OK)
    }

    /// The names of the task's events, oldest first, as its owner `token` lists them.
    pub async fn task_event_names(&self, token: &str, task_id: &str) -> Vec<Value> {
        let events = self
            .get(&format!("/api/tasks/{task_id}/events"), token)
            .await
            .expect_status(StatusCode::OK);
        pluck(&events, "name")
    }

    /// `owner`'s tasks as the task store holds them (the first hundred).
    pub async fn stored_tasks(&self, owner: &str) -> Vec<TaskState> {
        self.ctx
            .stores
            .tasks
            .list_by_owner(owner, &Default::default(), &PageRequest::first(100))
            .await
            .expect("list tasks")
            .items
    }

    /// How many events the task store holds for the task.
    pub async fn stored_event_count(&self, task_id: &str) -> usize {
        self.ctx
            .stores
            .tasks
            .events(task_id, &PageRequest::first(100))
            .await
            .expect("task events")
            .items
            .len()
    }

    /// Asserts the task has artifacts and every one of them is kept for `retention`.
    pub async fn assert_artifacts_retained(&self, task_id: &str, retention: Retention) {
        let artifacts = self
            .ctx
            .stores
            .artifacts
            .list(task_id)
            .await
            .expect("artifacts");
        assert!(!artifacts.is_empty(), "task {task_id} has no artifacts");
        assert!(
            artifacts.iter().all(|a| a.retention == retention),
            "expected every artifact of {task_id} kept for {retention:?}: {artifacts:?}"
        );
    }

    /// Puts `message` on `queue`, as the API or a phase would.
    pub async fn enqueue(&self, queue: QueueName, message: &Value) {
        self.ctx
            .stores
            .queue
            .send(queue, &message.to_string())
            .await
            .expect("send");
    }
}
