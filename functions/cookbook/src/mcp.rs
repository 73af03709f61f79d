//! `cookbook mcp --user NAME [--admin]`: the MCP tool plane over stdio for desktop clients, as NAME, on
//! the embedded store. stdout carries only the protocol; logs go to stderr. Queue workers run
//! alongside, so imports reach review and nutrition plans finish while the client is connected.

use std::path::Path;
use std::sync::Arc;

use anyhow::Context;
use cookbook_app::auth::Caller;
use cookbook_app::startup::context_from_env;
use cookbook_app::{mcp, recipes::seed};
use cookbook_domain::SystemClock;
use cookbook_llm::EnvSecretSource;
use cookbook_store::local::{self, LocalOptions};
use tokio::sync::watch;

use crate::serve::background_work;

pub fn run(data: &Path, user: &str, admin: bool) -> anyhow::Result<()> {
    tokio::runtime::Runtime::new()?.block_on(session(data, user, admin))
}

async fn session(data: &Path, user: &str, admin: bool) -> anyhow::Result<()> {
    let user = user.trim();
    anyhow::ensure!(!user.is_empty(), "--user needs a name");
    let stores = local::open(data, LocalOptions::new(Arc::new(SystemClock)))
        .with_context(|| format!("cannot open the local store in {}", data.display()))?;
    let ctx = context_from_env(stores, Arc::new(EnvSecretSource))?;
    // A fresh data folder gets the core catalog and default prompts, as `serve` gives it.
    seed::ensure_seeded(&ctx.stores).await?;
    let (stop, stopped) = watch::channel(false);
    let mut background = background_work(&ctx, &stopped);
    tracing::info!(user, "MCP over stdio; the client ends the session");
    let caller = Caller {
        user: user.to_owned(),
        admin,
    };
    let served = mcp::serve_stdio(ctx, caller).await;
    stop.send_replace(true);
    while background.join_next().await.is_some() {}
    served.context("the MCP session failed")
}
