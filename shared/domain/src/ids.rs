//! Identifiers: UUID v7 strings, so ids sort by creation time in every store.

/// Prefix of the ids of core catalog recipes.
pub const CORE_ID_PREFIX: &str = "core_";
/// The owner of core catalog recipes.
pub const CORE_OWNER: &str = "core";

/// A fresh UUID v7 id.
pub fn new_id() -> String {
    uuid::Uuid::now_v7().to_string()
}
