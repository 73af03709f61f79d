//! `cookbook serve`: every router (MCP at `/mcp` too) on 127.0.0.1, a worker per queue and the expiration sweep, on
//! the embedded store. Ctrl-C stops taking requests and messages; a message being handled is
//! finished first, and unacknowledged ones stay queued for the next start.

use std::path::Path;
use std::sync::Arc;
use std::time::Duration;

use anyhow::Context;
use cookbook_app::AppContext;
use cookbook_app::auth::LocalAuth;
use cookbook_app::config::max_receive_count_from_env;
use cookbook_app::http::router::local_router;
use cookbook_app::startup::context_from_env;
use cookbook_app::{consumers, ingest::sweep, recipes::seed};
use cookbook_domain::SystemClock;
use cookbook_llm::EnvSecretSource;
use cookbook_store::QueueName;
use cookbook_store::local::{self, LocalOptions};
use tokio::sync::watch;
use tokio::task::JoinSet;

use crate::secret;

/// How often an idle worker looks at its queue.
const POLL_INTERVAL: Duration = Duration::from_millis(50);
/// How often the expiration sweep runs.
const SWEEP_INTERVAL: Duration = Duration::from_secs(60);

pub async fn serve(data_dir: &Path, port: u16) -> anyhow::Result<()> {
    let mut options = LocalOptions::new(Arc::new(SystemClock));
    // The workers give up on the delivery the embedded queue dead-letters after.
    options.queue_settings.max_receive_count = max_receive_count_from_env()?;
    let stores = local::open(data_dir, options)
        .with_context(|| format!("cannot open the local store in {}", data_dir.display()))?;
    let shown_dir = data_dir
        .canonicalize()
        .unwrap_or_else(|_| data_dir.to_path_buf());
    tracing::info!(data = %shown_dir.display(), "local store open");
    let ctx = context_from_env(stores, Arc::new(EnvSecretSource))?;
    let seeded = seed::ensure_seeded(&ctx.stores).await?;
    tracing::info!(
        recipes_added = seeded.recipes_added,
        prompts_added = seeded.prompts_added,
        "default data seeded"
    );

    let auth = LocalAuth::new(&secret::load_or_create(data_dir)?);
    let router = local_router(ctx.clone())
        .merge(cookbook_app::mcp::router(ctx.clone()))
        .layer(axum::middleware::from_fn_with_state(
            auth,
            LocalAuth::authenticate,
        ));
    let listener = tokio::net::TcpListener::bind(("127.0.0.1", port))
        .await
        .with_context(|| format!("cannot listen on 127.0.0.1:{port}; pick another with --port"))?;
    tracing::info!(address = %listener.local_addr()?, "serving; Ctrl-C stops");

    let (stop, stopped) = watch::channel(false);
    let mut background = background_work(&ctx, &stopped);

    let mut on_stop = stopped.clone();
    let served = axum::serve(listener, router)
        .with_graceful_shutdown(async move {
            tokio::select! {
                _ = tokio::signal::ctrl_c() => {}
                _ = on_stop.changed() => {}
            }
        })
        .await;
    tracing::info!("stopping: finishing in-flight work");
    stop.send_replace(true);
    while background.join_next().await.is_some() {}
    served.context("the HTTP server failed")
}

/// A worker per queue and the expiration sweep, until `stopped` turns true; `cookbook mcp`
/// runs them too, so its imports and nutrition plans finish like `serve`'s.
pub fn background_work(ctx: &AppContext, stopped: &watch::Receiver<bool>) -> JoinSet<()> {
    let mut background = JoinSet::new();
    for queue in QueueName::ALL {
        background.spawn(run_worker(ctx.clone(), queue, stopped.clone()));
    }
    background.spawn(run_sweeps(ctx.clone(), stopped.clone()));
    background
}

/// Sleeps `interval` unless told to stop first; `false` means stop.
async fn keep_going(stopped: &mut watch::Receiver<bool>, interval: Duration) -> bool {
    tokio::select! {
        _ = tokio::time::sleep(interval) => !*stopped.borrow(),
        _ = stopped.changed() => false,
    }
}

/// Polls `queue` until told to stop, one message at a time so a stop waits for one message at
/// most; see [`consumers::process_available`] for what a poll does.
async fn run_worker(ctx: AppContext, queue: QueueName, mut stopped: watch::Receiver<bool>) {
    loop {
        let received = match consumers::process_available(&ctx, queue, 1).await {
            Ok(received) => received,
            Err(error) => {
                tracing::error!(queue = queue.as_str(), error = %error, "queue poll failed");
                0
            }
        };
        let keep = if received == 0 {
            keep_going(&mut stopped, POLL_INTERVAL).await
        } else {
            !*stopped.borrow()
        };
        if !keep {
            return;
        }
    }
}

async fn run_sweeps(ctx: AppContext, mut stopped: watch::Receiver<bool>) {
    loop {
        match sweep::expire_due_drafts(&ctx).await {
            Ok(report) if report.expired > 0 => {
                tracing::info!(expired = report.expired, "expired drafts")
            }
            Ok(_) => {}
            Err(error) => tracing::error!(error = %error, "expiration sweep failed"),
        }
        if !keep_going(&mut stopped, SWEEP_INTERVAL).await {
            return;
        }
    }
}
