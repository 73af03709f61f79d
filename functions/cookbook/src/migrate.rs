//! `cookbook migrate FILE` and `cookbook export`: migration in and out on the local store, in
//! the foreground. The migration is the API's own (staged, then stored one recipe at a time
//! with its report); here it runs in this process with a progress bar on stderr, and the
//! report goes to stdout. The file is read directly, whatever its size: the 4 MB limit and the
//! upload URL are the HTTP API's. Saved web pages become import tasks, which are run to review
//! here as `cookbook import` runs its own.

use std::path::Path;

use anyhow::Context;
use cookbook_app::auth::Caller;
use cookbook_app::ingest::migrations::{self, MigrationView, format_hint};
use cookbook_app::recipes::export::export_zip;
use cookbook_domain::TaskStatus;
use cookbook_ingest::migrate::{Archive, Entry};
use indicatif::{ProgressBar, ProgressStyle};

use crate::import::{open_context, run_until_settled};

/// Migrates the export `file` (a zip, `.paprikarecipes`, JSON or HTML file, or a folder) into
/// `user`'s recipes and prints the report.
pub fn run(data: &Path, file: &Path, user: &str, format: Option<&str>) -> anyhow::Result<()> {
    let hint = format_hint(format).map_err(|refusal| anyhow::anyhow!(refusal.message))?;
    let archive = read_input(file)?;
    let runtime = tokio::runtime::Runtime::new()?;
    runtime.block_on(async {
        let ctx = open_context(data)?;
        let caller = Caller {
            user: user.to_owned(),
            admin: false,
        };
        let document = migrations::stage(&ctx, &caller, &archive, hint)
            .await
            .map_err(|refusal| anyhow::anyhow!("{}: {}", refusal.code, refusal.message))?;
        ctx.stores.plans.write(&document).await?;
        let bar = ProgressBar::new(0).with_style(
            ProgressStyle::with_template("{bar:30} {pos}/{len} recipes")
                .unwrap_or_else(|_| ProgressStyle::default_bar()),
        );
        let (document, migration) = migrations::run(&ctx, &document.id, |done, total| {
            bar.set_length(total as u64);
            bar.set_position(done as u64);
        })
        .await?;
        bar.finish_and_clear();
        let view = MigrationView::of(&document, &migration);
        println!("{}", serde_json::to_string_pretty(&view)?);
        let summary = serde_json::to_value(&view)?;
        eprintln!(
            "{} imported, {} already there, {} failed; they belong to `{user}`",
            summary["imported"], summary["duplicates"], summary["failed"]
        );
        let queued: Vec<&str> = migration
            .items
            .iter()
            .filter_map(|item| item.task_id.as_deref())
            .collect();
        if !queued.is_empty() {
            let bar = ProgressBar::new(queued.len() as u64);
            let tasks = run_until_settled(&ctx, &queued, &bar).await?;
            bar.finish_and_clear();
            for task in &tasks {
                eprintln!("task {}: {:?}", task.task_id, task.status);
            }
            let in_review = tasks
                .iter()
                .filter(|task| task.status == TaskStatus::ReviewReady)
                .count();
            eprintln!(
                "{} of {} pages wait in review as import tasks; review them through the API as `{user}`",
                in_review,
                queued.len()
            );
        }
        Ok(())
    })
}

/// The file as an archive; a folder's files become its entries, named by their relative path.
fn read_input(path: &Path) -> anyhow::Result<Archive> {
    if !path.is_dir() {
        let bytes =
            std::fs::read(path).with_context(|| format!("cannot read {}", path.display()))?;
        let name = path.file_name().unwrap_or_default().to_string_lossy();
        return Archive::from_bytes(&bytes, &name).map_err(|e| anyhow::anyhow!("{e}"));
    }
    let mut archive = Archive::default();
    let mut folders = vec![path.to_path_buf()];
    while let Some(folder) = folders.pop() {
        let listing = std::fs::read_dir(&folder)
            .with_context(|| format!("cannot list {}", folder.display()))?;
        for found in listing {
            let found = found?.path();
            if found.is_dir() {
                folders.push(found);
                continue;
            }
            let relative = found.strip_prefix(path).unwrap_or(&found);
            let name: Vec<String> = relative
                .components()
                .map(|part| part.as_os_str().to_string_lossy().into_owned())
                .collect();
            archive.entries.push(Entry {
                path: name.join("/"),
                bytes: std::fs::read(&found)
                    .with_context(|| format!("cannot read {}", found.display()))?,
            });
        }
    }
    archive.entries.sort_by(|a, b| a.path.cmp(&b.path));
    Ok(archive)
}

/// Writes `user`'s recipes as the Nextcloud Cookbook zip to `out`, or to stdout.
pub fn export(data: &Path, user: &str, out: Option<&Path>) -> anyhow::Result<()> {
    let runtime = tokio::runtime::Runtime::new()?;
    let zip = runtime.block_on(async {
        let ctx = open_context(data)?;
        export_zip(&ctx, user)
            .await
            .map_err(|refusal| anyhow::anyhow!(refusal.message))
    })?;
    match out {
        Some(out) => {
            std::fs::write(out, &zip).with_context(|| format!("cannot write {}", out.display()))?
        }
        None => std::io::Write::write_all(&mut std::io::stdout().lock(), &zip)?,
    }
    Ok(())
}
