//! `cookbook chat`: the assistant as an interactive terminal session on the embedded store.
//! Each line typed is one message; the replies go to stdout, tool calls and progress to stderr.
//! The history lives for the session; the chat state is saved per user like `POST /api/chat`.

use std::io::{BufRead, Write};
use std::path::Path;
use std::sync::Arc;

use anyhow::Context;
use cookbook_app::chat::http::{load_state, save_state};
use cookbook_app::chat::respond;
use cookbook_app::chat::tools::registry;
use cookbook_app::recipes::seed;
use cookbook_app::startup::context_from_env;
use cookbook_domain::SystemClock;
use cookbook_llm::EnvSecretSource;
use cookbook_store::local::{self, LocalOptions};

pub fn run(data: &Path, user: &str) -> anyhow::Result<()> {
    tokio::runtime::Runtime::new()?.block_on(session(data, user))
}

async fn session(data: &Path, user: &str) -> anyhow::Result<()> {
    let stores = local::open(data, LocalOptions::new(Arc::new(SystemClock)))
        .with_context(|| format!("cannot open the local store in {}", data.display()))?;
    let ctx = context_from_env(stores, Arc::new(EnvSecretSource))?;
    // A fresh data folder plans from the core catalog, as `serve` would give it.
    seed::ensure_seeded(&ctx.stores).await?;
    let tools = registry();
    let mut history = Vec::new();
    eprintln!(
        "Chatting as {user}. Ask for a meal plan, a shopping list, a swap… (Ctrl-D or /quit ends.)"
    );
    let stdin = std::io::stdin();
    let mut lines = stdin.lock().lines();
    loop {
        eprint!("you> ");
        std::io::stderr().flush()?;
        let Some(line) = lines.next().transpose()? else {
            break;
        };
        let message = line.trim();
        if message.is_empty() {
            continue;
        }
        if message == "/quit" {
            break;
        }
        let (state, read_at) = load_state(&ctx, user).await?;
        match respond(&ctx, &tools, user, history.clone(), message, state).await {
            Ok(turn) => {
                for call in &turn.tool_calls {
                    let outcome = call.error_code.as_deref().unwrap_or("ok");
                    eprintln!("  [{} {} → {outcome}]", call.name, call.input);
                }
                println!("{}", turn.reply);
                save_state(&ctx, user, &turn.state, read_at).await?;
                history = turn.history;
            }
            Err(error) => eprintln!("The assistant's model did not answer ({error}); try again."),
        }
    }
    Ok(())
}
