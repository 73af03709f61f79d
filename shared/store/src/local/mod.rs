//! The local adapter: one embedded SQLite file (`{data}/cookbook.db`) plus an artifact folder
//! (`{data}/artifacts/{taskId}/{name}`), for the `cookbook` binary and its CLI.
//!
//! Several processes may open the same folder at once (a CLI beside `cookbook serve`): SQLite's
//! WAL mode and busy timeout serialize their writes. Every time comes from the injected clock.

mod artifacts;
mod db;
mod documents;
mod queue;
mod search;
mod tasks;
mod transfers;

use std::path::Path;
use std::sync::Arc;

use cookbook_domain::Clock;

use self::artifacts::LocalArtifacts;
use self::db::Db;
use self::documents::{LocalCounters, LocalDomains, LocalPlans, LocalPrompts, LocalRecipes};
use self::queue::LocalQueue;
use self::tasks::LocalTasks;
use crate::{ArtifactLimits, QueueSettings, StoreError, StoreResult, Stores};

/// The database file inside the data folder.
pub const DATABASE_FILE: &str = "cookbook.db";
/// The folder of artifact bodies inside the data folder.
pub const ARTIFACT_FOLDER: &str = "artifacts";
/// The folder of big files moved through the transfer routes, inside the data folder.
pub const TRANSFER_FOLDER: &str = "transfers";

/// How the local stores behave.
#[derive(Clone)]
pub struct LocalOptions {
    pub clock: Arc<dyn Clock>,
    /// Applied to every main queue and dead-letter queue.
    pub queue_settings: QueueSettings,
    pub artifact_limits: ArtifactLimits,
}

impl LocalOptions {
    /// The given clock with the default queue settings and artifact limits.
    pub fn new(clock: Arc<dyn Clock>) -> Self {
        Self {
            clock,
            queue_settings: QueueSettings::default(),
            artifact_limits: ArtifactLimits::default(),
        }
    }
}

/// Opens (creating if needed) the stores kept in `data_dir`.
pub fn open(data_dir: &Path, options: LocalOptions) -> StoreResult<Stores> {
    let artifact_root = data_dir.join(ARTIFACT_FOLDER);
    std::fs::create_dir_all(&artifact_root).map_err(|e| {
        StoreError::Backend(format!(
            "create the data folder {}: {e}",
            artifact_root.display()
        ))
    })?;
    let db = Db::open(&data_dir.join(DATABASE_FILE))?;
    search::install(&data_dir.join(DATABASE_FILE))?;
    Ok(Stores {
        recipes: Arc::new(LocalRecipes { db: db.clone() }),
        tasks: Arc::new(LocalTasks { db: db.clone() }),
        prompts: Arc::new(LocalPrompts { db: db.clone() }),
        plans: Arc::new(LocalPlans { db: db.clone() }),
        transfers: Arc::new(transfers::LocalTransfers {
            root: data_dir.join(TRANSFER_FOLDER),
        }),
        artifacts: Arc::new(LocalArtifacts {
            db: db.clone(),
            root: artifact_root,
            limits: options.artifact_limits,
        }),
        queue: Arc::new(LocalQueue {
            db: db.clone(),
            clock: Arc::clone(&options.clock),
            settings: options.queue_settings,
        }),
        search: Arc::new(search::LocalSearch { db: db.clone() }),
        counters: Arc::new(LocalCounters {
            db: db.clone(),
            clock: Arc::clone(&options.clock),
        }),
        domains: Arc::new(LocalDomains { db }),
        clock: options.clock,
    })
}
