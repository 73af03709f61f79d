//! Versioned prompt templates of the prompt registry (seed 004 §6.4).

use std::collections::BTreeMap;

use jiff::Timestamp;
use serde::{Deserialize, Serialize};

/// One version of a prompt for one phase, e.g. `ingest.extract.v1` for `Ingest.Extract`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct PromptTemplate {
    pub id: String,
    pub name: String,
    pub phase: String,
    pub version: u32,
    pub is_active: bool,
    pub system_prompt: String,
    pub user_prompt_template: String,
    #[serde(default)]
    pub constraints: BTreeMap<String, String>,
    pub created_at: Timestamp,
    #[serde(default)]
    pub created_by: Option<String>,
}
