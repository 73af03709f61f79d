//! `cookbook extract`: a page (file or URL) or a folder of pages in, recipe drafts out.

use std::path::Path;

/// Runs the verb; see CONTRACTS.md §7 for the output shapes.
pub fn run(html: Option<&Path>, url: Option<&str>, batch: Option<&Path>) -> anyhow::Result<()> {
    let _ = (html, url, batch);
    anyhow::bail!("`cookbook extract` is not implemented yet")
}
