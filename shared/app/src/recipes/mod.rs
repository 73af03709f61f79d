//! Recipes: the library itself. Owner-scoped CRUD ([`crud`]), the core catalog and default
//! prompts every deployment starts with ([`seed`]), export ([`export`]) and the transfer area
//! for files over the body limit ([`transfers`]).
//!
//! May use: `request` and the crate root. `ingest`, `planning` and `kitchen` use it.

pub mod crud;
pub mod export;
pub mod seed;
pub mod transfers;
