//! What the plan store keeps: meal-plan jobs, plan snapshots and shopping lists as versioned
//! documents, and the meal history that planning reads for variety (seeds 000 and 001).

use jiff::Timestamp;
use jiff::civil::Date;
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// The kinds of plan document.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PlanDocumentKind {
    Job,
    Snapshot,
    /// A shopping list built from a snapshot, with the user's extra and checked items.
    ShoppingList,
    /// A user's chat state (seed 002 §7), one document per user.
    ChatState,
    /// A user's standing dietary settings, one document per user (its id is the user).
    Preferences,
    /// A batch import requested through the API: its owner and URLs (`POST /api/imports`).
    ImportBatch,
    /// A migration in from another app's export: its progress and per-recipe report.
    Migration,
}

impl PlanDocumentKind {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Job => "job",
            Self::Snapshot => "snapshot",
            Self::ShoppingList => "shopping_list",
            Self::ChatState => "chat_state",
            Self::Preferences => "preferences",
            Self::ImportBatch => "import_batch",
            Self::Migration => "migration",
        }
    }
}

/// A job, snapshot or shopping list. The body keeps the seed's snake_case shape; the store only
/// needs the envelope to scope by owner and to write conditionally on `version`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PlanDocument {
    pub kind: PlanDocumentKind,
    pub id: String,
    pub owner: String,
    pub version: u64,
    pub body: Value,
    pub created_at: Timestamp,
    pub updated_at: Timestamp,
}

/// One meal eaten (or planned) by a user, keyed by `(owner, date, meal_key)`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct MealHistoryEntry {
    pub owner: String,
    pub date: Date,
    /// `breakfast`, `dinner`, `snack_2`, … (CONTRACTS.md §4).
    pub meal_key: String,
    pub recipe_id: String,
    /// `user` or `core`.
    pub source: String,
    #[serde(default)]
    pub snapshot_id: Option<String>,
}
