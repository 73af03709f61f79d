//! Compiling a variant (seed 000, CONTRACTS.md §9): the meal's changes, one batch of ops each,
//! validated and applied in order, each to the result of the ones before; the compiled recipe
//! made coherent (lines restated when scaled, nutrition recomputed from the lines) and stored on
//! the planned meal with the variant id, `compiled_at` and `compiler_version`; and the undo of
//! all changes (`clear_variant`) or of the last one.

use std::num::NonZeroU32;

use jiff::Timestamp;

use crate::Recipe;
use crate::food::recipe_nutrition;

use super::apply::{PatchError, apply_ops, folded};
use super::component::{ComponentId, MealComponent};
use super::id::VariantId;
use super::meal_key::MealKey;
use super::patch::PatchOp;
use super::snapshot::{PlanSnapshot, Variant};
use super::steps::{RewriteRejected, StaleMention, Swap, check_rewrite, stale_mentions};
use super::warnings::{Warnings, bound_warnings};

/// The compiler version recorded on every variant this code compiles.
pub const COMPILER_VERSION: &str = "v0";

/// What the seed appends to a compiled recipe's name.
const MODIFIED_SUFFIX: &str = " (modified)";

/// Why a planned meal's variant cannot be set or cleared.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum VariantError {
    #[error("meal {0} is not in the plan")]
    MealNotPlanned(MealKey),
    #[error("meal {meal} has no component `{component}`")]
    ComponentNotPlanned {
        meal: MealKey,
        component: ComponentId,
    },
    #[error("the meal plans recipe `{planned}`, not `{given}`")]
    BaseRecipeMismatch { planned: String, given: String },
    #[error(transparent)]
    Change(#[from] ChangeError),
}

/// A change that does not fit the recipe the changes before it made. `change` counts from 0.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[error("change {}: {error}", .change + 1)]
pub struct ChangeError {
    pub change: usize,
    pub error: PatchError,
}

/// A compiled variant before its steps are settled: the steps that still name a replaced or
/// removed ingredient are either rewritten ([`Self::with_rewritten_steps`]) or warned about
/// ([`Self::with_step_warnings`]).
#[derive(Debug, Clone, PartialEq)]
pub struct CompiledVariant {
    pub variant: Variant,
    /// What the changes did to the base recipe's ingredients, chains collapsed.
    pub swaps: Vec<Swap>,
    pub stale_steps: Vec<StaleMention>,
}

impl CompiledVariant {
    /// The variant with a warning per stale step mention, then `warnings`, at most three.
    pub fn with_step_warnings(self, warnings: Warnings) -> Variant {
        let steps = self.stale_steps.iter().map(StaleMention::warning).collect();
        self.finish(steps, warnings)
    }

    /// The variant with the steps replaced by `steps` when they pass [`check_rewrite`]; else
    /// with the step warnings, and why the rewrite was refused.
    pub fn with_rewritten_steps(
        mut self,
        steps: Vec<String>,
        warnings: Warnings,
    ) -> (Variant, Option<RewriteRejected>) {
        let recipe = &mut self.variant.compiled_recipe;
        if let Err(rejected) = check_rewrite(&recipe.instructions, &steps, &self.swaps) {
            return (self.with_step_warnings(warnings), Some(rejected));
        }
        recipe.instructions = steps
            .into_iter()
            .map(|step| step.trim().to_owned())
            .collect();
        (self.finish(Vec::new(), warnings), None)
    }

    fn finish(mut self, first: Vec<String>, then: Warnings) -> Variant {
        let all = first.into_iter().chain(Vec::from(then));
        self.variant.warnings = bound_warnings(all).0;
        self.variant
    }
}

/// The recipe `changes` make of `base`, and what they did to its ingredients.
pub fn compile_changes(
    base: &Recipe,
    changes: &[Vec<PatchOp>],
) -> Result<(Recipe, Vec<Swap>), ChangeError> {
    let mut recipe = base.clone();
    let mut swaps: Vec<Swap> = Vec::new();
    for (change, ops) in changes.iter().enumerate() {
        let next = apply_ops(&recipe, ops).map_err(|error| ChangeError { change, error })?;
        for op in ops {
            let Some(was) = op.target().and_then(|t| recipe.ingredients.get(t.index)) else {
                continue;
            };
            let now = match op {
                PatchOp::ReplaceIngredient { replacement, .. } => Some(replacement.name.clone()),
                _ => None,
            };
            record_swap(&mut swaps, &was.name, now);
        }
        recipe = next;
    }
    swaps.retain(|swap| {
        swap.now
            .as_deref()
            .is_none_or(|now| folded(now) != folded(&swap.was))
    });
    if changes
        .iter()
        .flatten()
        .any(|op| !matches!(op, PatchOp::ScaleServings { .. }))
    {
        recipe.nutrition = recomputed_nutrition(&recipe).or(recipe.nutrition);
    }
    Ok((recipe, swaps))
}

/// Adds that `was` became `now`; when `was` is what an earlier swap made, that swap now ends
/// at `now` ("chicken" → "tofu" → "tempeh" is "chicken" → "tempeh").
fn record_swap(swaps: &mut Vec<Swap>, was: &str, now: Option<String>) {
    let earlier = swaps.iter_mut().find(|swap| {
        swap.now
            .as_deref()
            .is_some_and(|made| folded(made) == folded(was))
    });
    match earlier {
        Some(swap) => swap.now = now,
        None => swaps.push(Swap {
            was: was.to_owned(),
            now,
        }),
    }
}

/// Per-serving nutrition of the changed lines, from the food table (`None` only if the embedded
/// food data cannot be read).
fn recomputed_nutrition(recipe: &Recipe) -> Option<crate::Nutrition> {
    let servings = recipe
        .servings
        .and_then(NonZeroU32::new)
        .unwrap_or(NonZeroU32::MIN);
    recipe_nutrition(&recipe.ingredients, servings)
        .ok()
        .map(|(nutrition, _)| nutrition)
}

/// Applies `changes` to `base`, producing the variant `id` owned by `owner`, its warnings still
/// to settle. Deterministic: the same inputs give the same variant.
pub fn compile_variant(
    id: VariantId,
    owner: &str,
    base: &Recipe,
    changes: Vec<Vec<PatchOp>>,
    compiled_at: Timestamp,
) -> Result<CompiledVariant, ChangeError> {
    let (mut compiled, swaps) = compile_changes(base, &changes)?;
    compiled.id = Some(id.to_string());
    compiled.owner = Some(owner.to_owned());
    compiled.name = format!("{}{MODIFIED_SUFFIX}", base.name);
    compiled.updated_at = Some(compiled_at);
    let stale_steps = stale_mentions(&compiled.instructions, &swaps);
    Ok(CompiledVariant {
        variant: Variant {
            variant_id: id,
            base_recipe_id: base.id.clone().unwrap_or_default(),
            changes,
            compiled_recipe: compiled,
            warnings: Warnings::default(),
            compiled_at,
            compiler_version: COMPILER_VERSION.to_owned(),
            planned_servings: None,
        },
        swaps,
        stale_steps,
    })
}

impl PlanSnapshot {
    /// The variant id of `component` of the meal at `meal`.
    pub fn variant_id(&self, meal: &MealKey, component: &ComponentId) -> VariantId {
        VariantId::of(self.snapshot_id(), *meal, component)
    }

    /// The component `component` names of the meal at `meal` (its main for `None`).
    pub fn planned_component(
        &self,
        meal: &MealKey,
        component: Option<&ComponentId>,
    ) -> Result<&MealComponent, VariantError> {
        let planned = self.meal(meal).ok_or(VariantError::MealNotPlanned(*meal))?;
        planned
            .component_named(component)
            .ok_or_else(|| VariantError::ComponentNotPlanned {
                meal: *meal,
                component: component.cloned().unwrap_or_else(ComponentId::main),
            })
    }

    fn component_mut(
        &mut self,
        meal: &MealKey,
        component: &ComponentId,
    ) -> Result<&mut MealComponent, VariantError> {
        self.meal_mut(meal)
            .ok_or(VariantError::MealNotPlanned(*meal))?
            .component_mut(component)
            .ok_or_else(|| VariantError::ComponentNotPlanned {
                meal: *meal,
                component: component.clone(),
            })
    }

    /// The component's changes so far followed by `ops`: what its next variant compiles.
    pub fn changes_with(
        &self,
        meal: &MealKey,
        component: &ComponentId,
        ops: Vec<PatchOp>,
    ) -> Vec<Vec<PatchOp>> {
        let mut changes = self
            .planned_component(meal, Some(component))
            .ok()
            .and_then(|planned| planned.variant.as_ref())
            .map(|variant| variant.changes.clone())
            .unwrap_or_default();
        changes.push(ops);
        changes
    }

    /// Compiles `ops` as the component's next change, on top of the changes it has, against
    /// its planned recipe `base`; stale steps become warnings ahead of `warnings`.
    pub fn apply_patch(
        &mut self,
        meal: &MealKey,
        component: &ComponentId,
        base: &Recipe,
        ops: Vec<PatchOp>,
        warnings: Warnings,
        compiled_at: Timestamp,
    ) -> Result<&Variant, VariantError> {
        self.planned_component(meal, Some(component))?;
        let changes = self.changes_with(meal, component, ops);
        let compiled = compile_variant(
            self.variant_id(meal, component),
            self.owner(),
            base,
            changes,
            compiled_at,
        )?;
        self.put_variant(meal, component, base, compiled.with_step_warnings(warnings))
    }

    /// Stores `variant` on the component, replacing the one it had. A scaled variant changes
    /// how much of it is cooked, so the component's servings become the servings it was
    /// planned for times the changes' scale factors (never below one).
    pub fn put_variant(
        &mut self,
        meal: &MealKey,
        component: &ComponentId,
        base: &Recipe,
        mut variant: Variant,
    ) -> Result<&Variant, VariantError> {
        let planned = self.component_mut(meal, component)?;
        if base.id.as_deref() != Some(planned.recipe_id.as_str()) {
            return Err(VariantError::BaseRecipeMismatch {
                planned: planned.recipe_id.clone(),
                given: base.id.clone().unwrap_or_default(),
            });
        }
        let planned_servings = planned.planned_servings();
        let scale: f64 = variant
            .changes
            .iter()
            .flatten()
            .filter_map(|op| match op {
                PatchOp::ScaleServings { scale_factor, .. } => Some(scale_factor.get()),
                _ => None,
            })
            .product();
        let cooked = (f64::from(planned_servings.get()) * scale).round() as u32;
        planned.servings = NonZeroU32::new(cooked).unwrap_or(NonZeroU32::MIN);
        variant.planned_servings =
            (planned.servings != planned_servings).then_some(planned_servings);
        Ok(planned.variant.insert(variant))
    }

    /// `clear_variant(snapshot_id, date, meal_type)`: drops the component's variant so it is
    /// back to its base recipe and planned servings. Returns the dropped variant, `None` when
    /// there was none.
    pub fn clear_variant(
        &mut self,
        meal: &MealKey,
        component: &ComponentId,
    ) -> Result<Option<Variant>, VariantError> {
        let planned = self.component_mut(meal, component)?;
        planned.servings = planned.planned_servings();
        Ok(planned.variant.take())
    }
}
