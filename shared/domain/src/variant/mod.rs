//! Recipe variants and meal bundles (seed 000): patch ops, their validation and the apply order
//! that compiles a variant recipe; planned meals of several components and the ops that edit them.
//!
//! A variant is plan-scoped: it lives on one planned meal of a [`PlanSnapshot`], its compiled
//! recipe is stored there and never recomputed on reload, and [`PlanSnapshot::clear_variant`]
//! undoes it. Nothing here reads a clock or does I/O: callers pass `compiled_at` and load
//! snapshots and recipes themselves.

mod apply;
mod compile;
mod component;
mod edit;
mod events;
mod id;
mod lookup;
pub(crate) mod meal_key;
mod patch;
mod snapshot;
mod steps;
mod warnings;

pub use apply::{PatchError, apply_ops, validate_ops};
pub use compile::{
    COMPILER_VERSION, ChangeError, CompiledVariant, VariantError, compile_changes, compile_variant,
};
pub use component::{ComponentId, ComponentIdError, ComponentRef, MealComponent, MealRole};
#[cfg(test)]
pub(crate) use edit::tests as bundle_fixtures;
pub use edit::{MAX_COMPONENTS, MealEditError, MealEditOp, OpProblem, recipe_origin};
pub use events::VariantEvent;
pub use id::{VARIANT_ID_PREFIX, VariantId, VariantIdError};
pub use lookup::{CookIdError, CookTarget, LookupError, MEAL_COOK_PREFIX, lookup_variant};
pub use meal_key::{MealKey, MealKeyError, MealSlot};
pub use patch::{
    DEFAULT_REASON, IngredientReplacement, MAX_SCALE_FACTOR, PatchGenResult, PatchGenResultWire,
    PatchOp, PatchOpType, PatchOpWire, ScaleFactor, SchemaError, Target,
};
pub use snapshot::{
    ComponentsError, DuplicateMeal, PlanSnapshot, PlannedMeal, RecipeOrigin, Variant,
    VariantShapeError,
};
pub use steps::{RewriteRejected, StaleMention, Swap, check_rewrite, stale_mentions};
pub use warnings::{
    MAX_WARNINGS, StripReport, Warnings, bound_warnings, strip_times_and_temperatures,
};
