//! The expiration sweep (seed 004 §4.3): drafts left in review past their `expiresAt` become
//! Expired and their artifacts are tagged for the 30-day retention.

use cookbook_domain::TaskChange;
use cookbook_store::{Retention, StoreError};
use serde::Serialize;

use crate::AppContext;

/// Tasks read per store query.
const BATCH: usize = 100;

/// What one sweep did.
#[derive(Debug, Default, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SweepReport {
    pub expired: usize,
    /// Tasks that changed under the sweep (e.g. committed at the same moment) and were left alone.
    pub skipped: usize,
}

/// Expires every draft due at the clock's now.
pub async fn expire_due_drafts(ctx: &AppContext) -> Result<SweepReport, StoreError> {
    let now = ctx.stores.clock.now();
    let mut report = SweepReport::default();
    loop {
        let due = ctx.stores.tasks.due_for_expiry(now, BATCH).await?;
        let expired_before = report.expired;
        for task in &due {
            let Ok(transition) = task.apply(TaskChange::Expire, now, ctx.config.draft_expiration)
            else {
                report.skipped += 1;
                continue;
            };
            match ctx.stores.tasks.write(&transition).await {
                Ok(()) => {
                    // After the state write: a crash in between keeps artifacts longer, never loses them early.
                    ctx.stores
                        .artifacts
                        .set_retention(&task.task_id, Retention::Discarded)
                        .await?;
                    report.expired += 1;
                }
                Err(StoreError::Conflict(_)) => report.skipped += 1,
                Err(other) => return Err(other),
            }
        }
        // Stop on a short batch, or when a batch changed nothing (all raced), to never spin.
        if due.len() < BATCH || report.expired == expired_before {
            return Ok(report);
        }
    }
}
