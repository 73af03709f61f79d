//! Compiling a variant (seed 000): the validated, applied ops stored on the planned meal with
//! the variant id, `compiled_at` and `compiler_version`; and `clear_variant`, the v0 undo.

use jiff::Timestamp;

use crate::Recipe;

use super::apply::{PatchError, apply_ops};
use super::id::VariantId;
use super::meal_key::MealKey;
use super::patch::PatchOp;
use super::snapshot::{PlanSnapshot, Variant};
use super::warnings::Warnings;

/// The compiler version recorded on every variant this code compiles.
pub const COMPILER_VERSION: &str = "v0";

/// What the seed appends to a compiled recipe's name.
const MODIFIED_SUFFIX: &str = " (modified)";

/// Why a planned meal's variant cannot be set or cleared.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum VariantError {
    #[error("meal {0} is not in the plan")]
    MealNotPlanned(MealKey),
    #[error("the meal plans recipe `{planned}`, not `{given}`")]
    BaseRecipeMismatch { planned: String, given: String },
    #[error(transparent)]
    Patch(#[from] PatchError),
}

/// Validates and applies `ops` to `base`, producing the variant `id` owned by `owner`.
/// Deterministic: the same inputs give the same variant.
pub fn compile_variant(
    id: VariantId,
    owner: &str,
    base: &Recipe,
    ops: Vec<PatchOp>,
    warnings: Warnings,
    compiled_at: Timestamp,
) -> Result<Variant, PatchError> {
    let mut compiled = apply_ops(base, &ops)?;
    compiled.id = Some(id.to_string());
    compiled.owner = Some(owner.to_owned());
    compiled.name = format!("{}{MODIFIED_SUFFIX}", base.name);
    compiled.updated_at = Some(compiled_at);
    // Per-serving nutrition survives scaling but not a changed ingredient list: unknown is null.
    if ops
        .iter()
        .any(|op| !matches!(op, PatchOp::ScaleServings { .. }))
    {
        compiled.nutrition = None;
    }
    Ok(Variant {
        variant_id: id,
        base_recipe_id: base.id.clone().unwrap_or_default(),
        patch_ops: ops,
        compiled_recipe: compiled,
        warnings,
        compiled_at,
        compiler_version: COMPILER_VERSION.to_owned(),
    })
}

impl PlanSnapshot {
    /// Compiles `ops` against the meal's planned recipe `base` and stores the variant on the
    /// meal, replacing an earlier one (ops always address the base recipe, never a variant).
    pub fn apply_patch(
        &mut self,
        meal: &MealKey,
        base: &Recipe,
        ops: Vec<PatchOp>,
        warnings: Warnings,
        compiled_at: Timestamp,
    ) -> Result<&Variant, VariantError> {
        let id = VariantId {
            snapshot_id: self.snapshot_id().to_owned(),
            meal: *meal,
        };
        let owner = self.owner().to_owned();
        let planned = self
            .meal_mut(meal)
            .ok_or(VariantError::MealNotPlanned(*meal))?;
        if base.id.as_deref() != Some(planned.recipe_id.as_str()) {
            return Err(VariantError::BaseRecipeMismatch {
                planned: planned.recipe_id.clone(),
                given: base.id.clone().unwrap_or_default(),
            });
        }
        let variant = compile_variant(id, &owner, base, ops, warnings, compiled_at)?;
        Ok(planned.variant.insert(variant))
    }

    /// `clear_variant(snapshot_id, date, meal_type)`: drops the meal's variant so it is back to
    /// its base recipe. Returns the dropped variant, `None` when there was none.
    pub fn clear_variant(&mut self, meal: &MealKey) -> Result<Option<Variant>, VariantError> {
        let planned = self
            .meal_mut(meal)
            .ok_or(VariantError::MealNotPlanned(*meal))?;
        Ok(planned.variant.take())
    }
}
