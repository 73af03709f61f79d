//! Meal-plan jobs as the planning tests drive them: a plan request accepted over HTTP, run by
//! the workers, and the job's envelope read back.

use axum::http::StatusCode;
use serde_json::Value;

use super::reply::Reply;
use super::{TestApp, drain};

impl TestApp {
    /// `POST /api/meal-plans` with `request` as `token`'s holder, which must be accepted as a
    /// pending job; returns the job's id.
    pub async fn start_plan(&self, token: &str, request: &Value) -> String {
        let accepted = self
            .json("POST", "/api/meal-plans", token, request)
            .await
            .expect_status(StatusCode::ACCEPTED);
        assert_eq!(accepted["status"], "PENDING", "{accepted}");
        accepted["id"].as_str().expect("a job id").to_owned()
    }

    /// `GET /api/jobs/{job_id}` as `token`'s holder, who must be allowed to see it.
    pub async fn job(&self, token: &str, job_id: &str) -> Value {
        self.get(&format!("/api/jobs/{job_id}"), token)
            .await
            .expect_status(StatusCode::OK)
    }

    /// Plans `request` as `token`'s holder, lets the workers run the job, and returns its
    /// envelope (finished or failed: the caller checks which).
    pub async fn plan(&self, token: &str, request: &Value) -> Value {
        let job_id = self.start_plan(token, request).await;
        drain(&self.ctx).await;
        self.job(token, &job_id).await
    }
}
