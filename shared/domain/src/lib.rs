//! Cookbook's domain: the canonical types of CONTRACTS.md and the pure logic around them.
//!
//! Nothing here does I/O or knows about AWS, HTTP or Lambda; stores and handlers build on it.

pub mod allergen;
pub mod clock;
pub mod course;
pub mod food;
pub mod guardrail;
pub mod ids;
pub mod ingredient_line;
pub mod knowledge;
pub mod method_link;
pub mod normalization;
pub mod nutrition;
#[cfg(feature = "openapi")]
mod openapi;
pub mod plan;
pub mod planner;
pub mod prompt;
pub mod recipe;
pub mod recipe_rules;
pub mod recipe_text;
pub mod shopping;
pub mod source;
pub mod spelling;
pub mod task;
pub mod user_preferences;
pub mod validation;
pub mod variant;

pub use clock::{Clock, ManualClock, SystemClock};
pub use nutrition::{Nutrient, Nutrition};
pub use plan::{MealHistoryEntry, PlanDocument, PlanDocumentKind};
pub use prompt::PromptTemplate;
pub use recipe::{
    ArtifactRef, DraftNotice, Ingredient, InstructionGroup, MealType, Recipe, RecipeDraft,
    SimilarityReport, Unit, ValidationReport,
};
pub use source::{ExtractionMethod, RecipeSource, normalize_url, url_hash};
pub use task::{
    AgentType, IngestMode, IngestPayload, IngestPhase, NewTask, TaskChange, TaskError, TaskEvent,
    TaskState, TaskStatus, TaskTransition, TransitionError,
};
