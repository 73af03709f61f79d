//! The prompt registry (seed 004 §6.4): its management routes ([`registry`]) and the read-only
//! prompt tools of the chat and MCP layers ([`tools`]).
//!
//! May use: `ingest` (a prompt is rendered the way a phase renders it), `request` and the
//! crate root.

pub mod registry;
pub mod tools;
