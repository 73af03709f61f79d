//! Ingest: how a recipe comes in (seed 004). The tasks API ([`tasks`]), the phase chain
//! ([`phases`]) with its model phases ([`model_phases`]) and prompts ([`prompting`]), committing
//! a reviewed draft ([`commit`]), normalize tasks ([`normalize`]), batch imports ([`imports`],
//! [`batch`]), what the user brings instead of a URL ([`brought`]), migration in from other
//! apps ([`migrations`]) and the expiration sweep ([`sweep`]).
//!
//! May use: `recipes` (a commit stores a recipe; a migration's export arrives through the
//! transfer area), `request` and the crate root. Nothing here uses `planning` or `kitchen`.

pub mod batch;
pub mod brought;
pub mod commit;
pub mod imports;
pub mod migrations;
pub(crate) mod model_phases;
pub mod normalize;
pub mod phases;
pub mod prompting;
pub mod sweep;
pub mod tasks;
