//! `cookbook extract`: a page (file or URL) or a folder of pages in, recipe drafts out.
//! Needs no stored state, so it never opens the data folder; a batch runs pages one after the
//! other on one thread, writing each line as soon as it is ready.

use std::io::{BufWriter, Write};
use std::path::{Path, PathBuf};

use anyhow::Context as _;
use cookbook_ingest::{extract_draft, file_url, is_page_url};
use jiff::Timestamp;
use serde_json::json;

/// Runs the verb; see CONTRACTS.md §7 for the output shapes.
pub fn run(html: Option<&Path>, url: Option<&str>, batch: Option<&Path>) -> anyhow::Result<()> {
    match (html, url, batch) {
        (Some(file), url, None) => extract_file(file, url),
        (None, Some(url), None) => extract_url(url),
        (None, None, Some(folder)) => extract_folder(folder),
        _ => anyhow::bail!("use one of --html FILE [--url URL], --url URL or --batch DIR"),
    }
}

/// A page's bytes as text; pages that are not valid UTF-8 are read lossily.
fn read_page(path: &Path) -> std::io::Result<String> {
    let bytes = std::fs::read(path)?;
    Ok(String::from_utf8(bytes)
        .unwrap_or_else(|error| String::from_utf8_lossy(error.as_bytes()).into_owned()))
}

/// The `file://` URL of `path`, or an error naming it.
fn page_file_url(path: &Path) -> anyhow::Result<String> {
    file_url(path).with_context(|| format!("cannot make a file URL for {}", path.display()))
}

/// `--html FILE [--url URL]`: one pretty-printed draft, or a non-zero exit.
fn extract_file(path: &Path, url: Option<&str>) -> anyhow::Result<()> {
    let html = read_page(path).with_context(|| format!("cannot read {}", path.display()))?;
    let url = match url {
        Some(url) => url.to_owned(),
        None => page_file_url(path)?,
    };
    print_draft(&extract_draft(&html, &url, Timestamp::now())?)
}

fn print_draft(draft: &cookbook_domain::RecipeDraft) -> anyhow::Result<()> {
    let mut out = BufWriter::new(std::io::stdout().lock());
    serde_json::to_writer_pretty(&mut out, draft)?;
    writeln!(out)?;
    out.flush()?;
    Ok(())
}

/// `--url URL`: fetches the page under the same guard and policy as imports (from the
/// environment) and prints its draft. The fetcher's per-domain state lives in a scratch folder
/// for this run only: nothing is stored in the data folder.
fn extract_url(url: &str) -> anyhow::Result<()> {
    let scratch = std::env::temp_dir().join(format!("cookbook-extract-{}", std::process::id()));
    let fetched = tokio::runtime::Runtime::new()?.block_on(async {
        let clock: std::sync::Arc<dyn cookbook_domain::Clock> =
            std::sync::Arc::new(cookbook_domain::SystemClock);
        let stores = cookbook_store::local::open(
            &scratch,
            cookbook_store::local::LocalOptions::new(clock.clone()),
        )?;
        let policy = cookbook_app::AppConfig::from_env()?.fetch;
        let fetcher = cookbook_ingest::fetch::Fetcher::new(policy, stores.domains, clock)?;
        anyhow::Ok(fetcher.fetch(url).await?)
    });
    std::fs::remove_dir_all(&scratch).ok();
    let page = fetched?;
    print_draft(&extract_draft(
        &page.body,
        &page.final_url,
        page.retrieved_at,
    )?)
}

/// The page URL of `page`: its sibling `NAME.json`'s `canonical_url` (the only key read) when
/// it is an absolute URL or a bare host ("example.com"), else the file's own URL.
fn batch_page_url(page: &Path) -> anyhow::Result<String> {
    let canonical = std::fs::read(page.with_extension("json"))
        .ok()
        .and_then(|bytes| serde_json::from_slice::<serde_json::Value>(&bytes).ok())
        .and_then(|info| {
            info.get("canonical_url")?
                .as_str()
                .map(str::trim)
                .map(str::to_owned)
        })
        .and_then(|url| {
            if is_page_url(&url) {
                Some(url)
            } else {
                Some(format!("https://{url}"))
                    .filter(|_| !url.starts_with('/'))
                    .filter(|with_scheme| is_page_url(with_scheme))
            }
        });
    match canonical {
        Some(url) => Ok(url),
        None => page_file_url(page),
    }
}

/// The `*.html` files of `folder`, sorted by name.
fn html_files(folder: &Path) -> anyhow::Result<Vec<PathBuf>> {
    let mut pages = Vec::new();
    for entry in
        std::fs::read_dir(folder).with_context(|| format!("cannot list {}", folder.display()))?
    {
        let path = entry?.path();
        if path
            .extension()
            .is_some_and(|extension| extension == "html")
            && path.is_file()
        {
            pages.push(path);
        }
    }
    pages.sort_by(|a, b| a.file_name().cmp(&b.file_name()));
    Ok(pages)
}

/// Writes the JSONL line of one page of a batch: `{"file", "draft"}` or `{"file", "error"}`.
fn write_batch_line(
    out: &mut impl Write,
    page: &Path,
    retrieved_at: Timestamp,
) -> anyhow::Result<()> {
    let file = page
        .file_name()
        .map(|name| name.to_string_lossy().into_owned())
        .unwrap_or_default();
    let outcome = read_page(page)
        .map_err(|error| ("READ_FAILED", format!("cannot read the page: {error}")))
        .and_then(|html| {
            let url = batch_page_url(page).map_err(|error| ("BAD_URL", format!("{error:#}")))?;
            extract_draft(&html, &url, retrieved_at)
                .map_err(|error| (error.code(), error.to_string()))
        });
    write!(out, "{{\"file\":")?;
    serde_json::to_writer(&mut *out, &file)?;
    match outcome {
        Ok(draft) => {
            write!(out, ",\"draft\":")?;
            serde_json::to_writer(&mut *out, &draft)?;
        }
        Err((code, message)) => {
            write!(out, ",\"error\":")?;
            serde_json::to_writer(&mut *out, &json!({"code": code, "message": message}))?;
        }
    }
    writeln!(out, "}}")?;
    Ok(())
}

/// `--batch DIR`: one JSON line per page; a page that fails is its own line, not a failed run.
fn extract_folder(folder: &Path) -> anyhow::Result<()> {
    let retrieved_at = Timestamp::now();
    let mut out = BufWriter::new(std::io::stdout().lock());
    for page in html_files(folder)? {
        write_batch_line(&mut out, &page, retrieved_at)?;
    }
    out.flush()?;
    Ok(())
}
