//! `cookbook import`: URLs (or a search query, a saved page or recipe text) in, drafts for
//! review out. Runs the whole ingest pipeline in this
//! process on the embedded store (a running `cookbook serve` on the same data folder helps
//! with the work; messages are at-least-once safe). Results go to stdout, progress to stderr.

use std::path::Path;
use std::sync::Arc;
use std::time::{Duration, Instant};

use anyhow::Context;
use cookbook_app::auth::Caller;
use cookbook_app::config::max_receive_count_from_env;
use cookbook_app::ingest::batch::{BatchImport, BatchItem, import_batch};
use cookbook_app::ingest::tasks::create_ingest_task;
use cookbook_app::startup::context_from_env;
use cookbook_app::{AppContext, consumers};
use cookbook_domain::ids::new_id;
use cookbook_domain::{IngestMode, IngestPayload, SystemClock, TaskState, TaskStatus};
use cookbook_llm::EnvSecretSource;
use cookbook_store::local::{self, LocalOptions};
use cookbook_store::{QueueName, QueueSettings};
use indicatif::{ProgressBar, ProgressStyle};
use serde_json::json;

/// A failed step is retried this soon, so an interactive import does not sit out SQS-like waits.
const VISIBILITY_TIMEOUT: Duration = Duration::from_secs(10);

/// Where the URLs come from.
pub enum Source<'a> {
    Url(&'a str),
    /// A file with one URL per line; blank lines and `#` comments are skipped.
    Batch(&'a Path),
    /// A search query: the configured search provider finds the page (import by query).
    Query(&'a str),
    /// A page saved in the browser; `url` is its address, else the one the page names.
    Html {
        file: &'a Path,
        url: Option<&'a str>,
    },
    /// Recipe text in a file; `url` is where it comes from, if anywhere.
    Text {
        file: &'a Path,
        url: Option<&'a str>,
    },
}

fn read(file: &Path) -> anyhow::Result<String> {
    std::fs::read_to_string(file).with_context(|| format!("cannot read {}", file.display()))
}

pub fn run(data: &Path, user: &str, source: Source<'_>) -> anyhow::Result<()> {
    let runtime = tokio::runtime::Runtime::new()?;
    let urls = match source {
        Source::Query(query) => {
            let payload = IngestPayload {
                query: Some(query.to_owned()),
                ..IngestPayload::new(IngestMode::Query)
            };
            let label = json!({ "query": query });
            return runtime.block_on(import_one(data, user, payload, label));
        }
        Source::Html { file, url } | Source::Text { file, url } => {
            let content = Some(read(file)?);
            let payload = match source {
                Source::Html { .. } => IngestPayload {
                    html: content,
                    ..IngestPayload::new(IngestMode::Html)
                },
                _ => IngestPayload {
                    text: content,
                    ..IngestPayload::new(IngestMode::Text)
                },
            };
            let payload = IngestPayload {
                url: url.map(str::to_owned),
                ..payload
            };
            let label = json!({ "file": file });
            return runtime.block_on(import_one(data, user, payload, label));
        }
        Source::Url(url) => vec![url.to_owned()],
        Source::Batch(file) => std::fs::read_to_string(file)
            .with_context(|| format!("cannot read the URL list {}", file.display()))?
            .lines()
            .map(str::trim)
            .filter(|line| !line.is_empty() && !line.starts_with('#'))
            .map(str::to_owned)
            .collect(),
    };
    let single = matches!(source, Source::Url(_));
    runtime.block_on(import(data, user, urls, single))
}

/// The application on the local store of `data`, configured by the environment.
pub(crate) fn open_context(data: &Path) -> anyhow::Result<AppContext> {
    let mut options = LocalOptions::new(Arc::new(SystemClock));
    options.queue_settings = QueueSettings {
        visibility_timeout: VISIBILITY_TIMEOUT,
        max_receive_count: max_receive_count_from_env()?,
    };
    let stores = local::open(data, options)
        .with_context(|| format!("cannot open the local store in {}", data.display()))?;
    Ok(context_from_env(stores, Arc::new(EnvSecretSource))?)
}

/// Imports one task's `payload` (the top result of a search, a saved page, recipe text); a
/// refusal (no search provider configured, a page over 2 MB) is printed as the result line,
/// `label` saying what was refused, and fails the command at once.
async fn import_one(
    data: &Path,
    user: &str,
    payload: IngestPayload,
    mut label: serde_json::Value,
) -> anyhow::Result<()> {
    let ctx = open_context(data)?;
    let caller = Caller {
        user: user.to_owned(),
        admin: false,
    };
    let task = match create_ingest_task(&ctx, &caller, new_id(), None, payload).await {
        Ok(task) => task,
        Err(refusal) => {
            label["error"] = json!({"code": refusal.code, "message": refusal.message});
            println!("{label}");
            anyhow::bail!("{}", refusal.message);
        }
    };
    let bar = ProgressBar::new(1);
    let tasks = run_until_settled(&ctx, &[task.task_id.as_str()], &bar).await?;
    bar.finish_and_clear();
    let settled = tasks.into_iter().next().unwrap_or(task);
    println!("{}", serde_json::to_string(&settled)?);
    if settled.status != TaskStatus::ReviewReady {
        anyhow::bail!("the import did not reach review");
    }
    eprintln!("ready for review; review it through the API as `{user}`");
    Ok(())
}

async fn import(data: &Path, user: &str, urls: Vec<String>, single: bool) -> anyhow::Result<()> {
    let ctx = open_context(data)?;
    let batch = BatchImport {
        batch_id: new_id(),
        owner: Some(user.to_owned()),
        urls,
        url_list_key: None,
        thread_id: None,
    };
    let items = import_batch(&ctx, &batch).await?;

    let started: Vec<&BatchItem> = items.iter().filter(|item| item.error.is_none()).collect();
    let bar = ProgressBar::new(started.len() as u64).with_style(
        ProgressStyle::with_template("{bar:30} {pos}/{len} imported {msg}")
            .unwrap_or_else(|_| ProgressStyle::default_bar()),
    );
    let started_ids: Vec<&str> = started.iter().map(|item| item.task_id.as_str()).collect();
    let tasks = run_until_settled(&ctx, &started_ids, &bar).await?;
    bar.finish_and_clear();

    let mut failed = items.len() - started.len();
    for item in &items {
        let task = tasks.iter().find(|t| t.task_id == item.task_id);
        let settled_ok = task.is_some_and(|t| t.status == TaskStatus::ReviewReady);
        failed += usize::from(item.error.is_none() && !settled_ok);
        if single {
            match task {
                Some(task) => println!("{}", serde_json::to_string(task)?),
                None => println!(
                    "{}",
                    json!({ "url": item.url, "taskId": item.task_id, "error": item.error })
                ),
            }
        } else {
            let line = json!({
                "url": item.url,
                "taskId": item.task_id,
                "status": task.map(|t| t.status),
                "error": item.error.as_ref().map(|e| json!({"code": e.code, "message": e.message}))
                    .or_else(|| task.and_then(|t| t.error.as_ref()).map(|e| json!({"code": e.code, "message": e.message}))),
            });
            println!("{line}");
        }
    }
    eprintln!(
        "{} of {} ready for review; review them through the API as `{}`",
        items.len() - failed,
        items.len(),
        user
    );
    if single && failed > 0 {
        anyhow::bail!("the import did not reach review");
    }
    Ok(())
}

/// Works the queues until every task is in review or finished, or nothing has moved for longer
/// than a retry takes; returns the tasks' last states.
pub(crate) async fn run_until_settled(
    ctx: &AppContext,
    task_ids: &[&str],
    bar: &ProgressBar,
) -> anyhow::Result<Vec<TaskState>> {
    let patience = VISIBILITY_TIMEOUT + Duration::from_secs(5);
    let mut last_progress = Instant::now();
    loop {
        let mut received = 0;
        for queue in QueueName::ALL {
            received += consumers::process_available(ctx, queue, 10).await?;
        }
        let mut tasks = Vec::with_capacity(task_ids.len());
        for id in task_ids {
            if let Some(task) = ctx.stores.tasks.get(id).await? {
                tasks.push(task);
            }
        }
        let settled = tasks
            .iter()
            .filter(|t| !matches!(t.status, TaskStatus::Pending | TaskStatus::Running))
            .count();
        bar.set_position(settled as u64);
        if settled == task_ids.len() {
            return Ok(tasks);
        }
        if received > 0 {
            last_progress = Instant::now();
        } else if last_progress.elapsed() > patience {
            bar.println("some imports are still retrying; they continue under `cookbook serve`");
            return Ok(tasks);
        } else {
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }
}
