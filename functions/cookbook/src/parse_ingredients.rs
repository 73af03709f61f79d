//! `cookbook parse-ingredients`: one ingredient line per stdin line in, one JSON line out.

/// Runs the verb; see CONTRACTS.md §7 for the output shape.
pub fn run() -> anyhow::Result<()> {
    anyhow::bail!("`cookbook parse-ingredients` is not implemented yet")
}
