//! A message's last delivery: when the delivery the queue dead-letters after fails too, the
//! task or job it is about is failed with [`RETRIES_EXHAUSTED`], so nobody waits on a task that
//! stays Running forever. The message still fails and lands in the dead-letter queue, where
//! its alarm tells the operator.

use cookbook_domain::plan::PlanDocumentKind;
use cookbook_domain::{TaskChange, TaskError};
use cookbook_store::{Retention, StoreError};
use serde::Deserialize;
use serde_json::{Value, json};

use crate::AppContext;
use crate::planning::meal_plans::JobStatus;

/// The error code of a task or job whose message failed every delivery.
pub const RETRIES_EXHAUSTED: &str = "RETRIES_EXHAUSTED";

/// What a message is about, read from any consumer's body (phase, slot and nutrition messages
/// all name `taskId` or `jobId`, migrations `migrationId`); batch-import messages name none
/// and fail nothing.
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct MessageSubject {
    task_id: Option<String>,
    job_id: Option<String>,
    migration_id: Option<String>,
}

/// Fails the task or job named by `body` with `code`, unless it is finished already. A store
/// error is returned for the caller to log: the message is dead-lettered either way.
pub async fn fail_subject(
    ctx: &AppContext,
    body: &str,
    code: &str,
    message: &str,
) -> Result<(), StoreError> {
    let Ok(subject) = serde_json::from_str::<MessageSubject>(body) else {
        return Ok(());
    };
    if let Some(task_id) = subject.task_id {
        fail_task(ctx, &task_id, code, message).await?;
    }
    if let Some(job_id) = subject.job_id {
        fail_job(ctx, &job_id, code, message).await?;
    }
    if let Some(migration_id) = subject.migration_id {
        crate::ingest::migrations::fail(ctx, &migration_id, message).await?;
    }
    Ok(())
}

/// The user a message's task or job belongs to, for charging what its work cost them.
pub async fn owner_of_subject(ctx: &AppContext, body: &str) -> Result<Option<String>, StoreError> {
    let Ok(subject) = serde_json::from_str::<MessageSubject>(body) else {
        return Ok(None);
    };
    if let Some(task_id) = subject.task_id {
        return Ok(ctx.stores.tasks.get(&task_id).await?.map(|task| task.owner));
    }
    if let Some(job_id) = subject.job_id {
        let job = ctx.stores.plans.get(PlanDocumentKind::Job, &job_id).await?;
        return Ok(job.map(|document| document.owner));
    }
    Ok(None)
}

async fn fail_task(
    ctx: &AppContext,
    task_id: &str,
    code: &str,
    message: &str,
) -> Result<(), StoreError> {
    let Some(task) = ctx.stores.tasks.get(task_id).await? else {
        return Ok(());
    };
    let error = TaskError {
        code: code.to_owned(),
        message: message.to_owned(),
        details: Value::Null,
    };
    let now = ctx.stores.clock.now();
    // A finished task refuses the change: nothing to do.
    let Ok(transition) = task.apply(TaskChange::Fail { error }, now, ctx.config.draft_expiration)
    else {
        return Ok(());
    };
    // Tagged first, as the phase chain does: once Failed, nothing comes back to tag them.
    ctx.stores
        .artifacts
        .set_retention(task_id, Retention::Discarded)
        .await?;
    match ctx.stores.tasks.write(&transition).await {
        // Changed under us: whoever changed it moved the task on.
        Ok(()) | Err(StoreError::Conflict(_)) => Ok(()),
        Err(other) => Err(other),
    }
}

/// Quick and nutrition jobs keep `status`, `error_code` and `error_message` under the same
/// names, so one edit of the stored body fails either kind.
async fn fail_job(
    ctx: &AppContext,
    job_id: &str,
    code: &str,
    message: &str,
) -> Result<(), StoreError> {
    let Some(document) = ctx.stores.plans.get(PlanDocumentKind::Job, job_id).await? else {
        return Ok(());
    };
    let status = serde_json::from_value::<JobStatus>(document.body["status"].clone());
    if !matches!(status, Ok(JobStatus::Pending | JobStatus::Running)) {
        return Ok(());
    }
    let mut body = document.body.clone();
    body["status"] = json!(JobStatus::Failed);
    body["error_code"] = json!(code);
    body["error_message"] = json!(message);
    let failed = cookbook_domain::plan::PlanDocument {
        version: document.version + 1,
        body,
        updated_at: ctx.stores.clock.now(),
        ..document
    };
    match ctx.stores.plans.write(&failed).await {
        Ok(()) | Err(StoreError::Conflict(_)) => Ok(()),
        Err(other) => Err(other),
    }
}
