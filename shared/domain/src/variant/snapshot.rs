//! The plan snapshot (seed 000 "Data Shape", CONTRACTS.md §4): a snake_case envelope of planned
//! meals, each optionally carrying a variant whose compiled recipe is stored, never recomputed.
//! Fields this module does not know are kept verbatim, so a load-modify-save round trip by the
//! patch-apply function never drops what the planner wrote.

use std::collections::BTreeSet;
use std::num::NonZeroU32;

use jiff::Timestamp;
use jiff::civil::Date;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use crate::Recipe;

use super::id::VariantId;
use super::meal_key::{MealKey, MealSlot};
use super::patch::PatchOp;
use super::warnings::Warnings;

/// A stored plan: who owns it and its meals, each `(date, meal_type)` at most once.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(try_from = "PlanSnapshotWire", into = "PlanSnapshotWire")]
pub struct PlanSnapshot {
    snapshot_id: String,
    owner: String,
    planned_meals: Vec<PlannedMeal>,
    /// Envelope fields owned by other components (e.g. `created_at`), kept as they came.
    pub extra: Map<String, Value>,
}

/// Two planned meals with the same key.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("meal {0} is planned twice")]
pub struct DuplicateMeal(pub MealKey);

impl PlanSnapshot {
    pub fn new(
        snapshot_id: impl Into<String>,
        owner: impl Into<String>,
        planned_meals: Vec<PlannedMeal>,
    ) -> Result<Self, DuplicateMeal> {
        let mut seen = BTreeSet::new();
        if let Some(duplicate) = planned_meals
            .iter()
            .map(PlannedMeal::key)
            .find(|key| !seen.insert(*key))
        {
            return Err(DuplicateMeal(duplicate));
        }
        Ok(Self {
            snapshot_id: snapshot_id.into(),
            owner: owner.into(),
            planned_meals,
            extra: Map::new(),
        })
    }

    pub fn snapshot_id(&self) -> &str {
        &self.snapshot_id
    }

    pub fn owner(&self) -> &str {
        &self.owner
    }

    pub fn planned_meals(&self) -> &[PlannedMeal] {
        &self.planned_meals
    }

    pub fn meal(&self, key: &MealKey) -> Option<&PlannedMeal> {
        self.planned_meals.iter().find(|meal| meal.key() == *key)
    }

    /// Plans `recipe_id` from `source` at `key` instead of the meal's recipe, dropping any
    /// variant (it modified the old recipe); the meal as it was, or `None` when there is none.
    pub fn swap_recipe(
        &mut self,
        key: &MealKey,
        recipe_id: impl Into<String>,
        source: RecipeOrigin,
    ) -> Option<PlannedMeal> {
        let meal = self.meal_mut(key)?;
        let previous = meal.clone();
        meal.recipe_id = recipe_id.into();
        meal.source = source;
        meal.variant = None;
        Some(previous)
    }

    /// The meal to modify in place; only this module tree gets it, so keys stay unique.
    pub(super) fn meal_mut(&mut self, key: &MealKey) -> Option<&mut PlannedMeal> {
        self.planned_meals
            .iter_mut()
            .find(|meal| meal.key() == *key)
    }
}

/// The snapshot's wire form; deserialization checks meal keys are unique.
#[derive(Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
struct PlanSnapshotWire {
    snapshot_id: String,
    owner: String,
    #[serde(default)]
    planned_meals: Vec<PlannedMeal>,
    /// Envelope fields owned by other components, e.g. `created_at`.
    #[serde(flatten)]
    #[cfg_attr(feature = "openapi", schema(ignore))]
    extra: Map<String, Value>,
}

impl TryFrom<PlanSnapshotWire> for PlanSnapshot {
    type Error = DuplicateMeal;

    fn try_from(wire: PlanSnapshotWire) -> Result<Self, DuplicateMeal> {
        let mut snapshot = Self::new(wire.snapshot_id, wire.owner, wire.planned_meals)?;
        snapshot.extra = wire.extra;
        Ok(snapshot)
    }
}

impl From<PlanSnapshot> for PlanSnapshotWire {
    fn from(snapshot: PlanSnapshot) -> Self {
        Self {
            snapshot_id: snapshot.snapshot_id,
            owner: snapshot.owner,
            planned_meals: snapshot.planned_meals,
            extra: snapshot.extra,
        }
    }
}

/// Where a planned recipe is fetched from (seed 001 `selection.source`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "lowercase")]
pub enum RecipeOrigin {
    User,
    Core,
    Stage,
}

impl RecipeOrigin {
    /// The wire name, as in seed 001's `selection.source` and the meal history.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::User => "user",
            Self::Core => "core",
            Self::Stage => "stage",
        }
    }
}

/// One meal of a plan.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct PlannedMeal {
    pub date: Date,
    /// The meal key: `dinner`, or `snack_2` for a repeated meal type.
    pub meal_type: MealSlot,
    pub recipe_id: String,
    pub source: RecipeOrigin,
    #[cfg_attr(feature = "openapi", schema(value_type = u32, minimum = 1))]
    pub servings: NonZeroU32,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub variant: Option<Variant>,
    /// Fields owned by other components (`tags`, `note`, …), kept as they came.
    #[serde(flatten)]
    #[cfg_attr(feature = "openapi", schema(ignore))]
    pub extra: Map<String, Value>,
}

impl PlannedMeal {
    pub fn new(
        date: Date,
        meal_type: MealSlot,
        recipe_id: impl Into<String>,
        source: RecipeOrigin,
        servings: NonZeroU32,
    ) -> Self {
        Self {
            date,
            meal_type,
            recipe_id: recipe_id.into(),
            source,
            servings,
            variant: None,
            extra: Map::new(),
        }
    }

    pub fn key(&self) -> MealKey {
        MealKey {
            date: self.date,
            meal_type: self.meal_type,
        }
    }

    /// The servings the meal was planned for, before a scaled variant changed them.
    pub fn planned_servings(&self) -> NonZeroU32 {
        self.variant
            .as_ref()
            .and_then(|variant| variant.planned_servings)
            .unwrap_or(self.servings)
    }

    /// The recipe to cook and shop for: the variant's stored compiled recipe when there is one,
    /// else the planned recipe as `lookup` finds it by id.
    pub fn effective_recipe<'r>(
        &'r self,
        lookup: impl FnOnce(&str) -> Option<&'r Recipe>,
    ) -> Option<&'r Recipe> {
        match &self.variant {
            Some(variant) => Some(&variant.compiled_recipe),
            None => lookup(&self.recipe_id),
        }
    }
}

/// A plan-scoped modification of a planned meal's recipe (seed 000): its changes, one batch of
/// ops per change in the order they were made (CONTRACTS.md §9), and the recipe they compile to.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(try_from = "VariantWire", into = "VariantWire")]
pub struct Variant {
    pub variant_id: VariantId,
    pub base_recipe_id: String,
    pub changes: Vec<Vec<PatchOp>>,
    /// A canonical recipe (CONTRACTS.md §2) whose id is the variant id.
    pub compiled_recipe: Recipe,
    pub warnings: Warnings,
    pub compiled_at: Timestamp,
    pub compiler_version: String,
    /// The meal's servings before a scaled variant changed them; `None` when they did not.
    pub planned_servings: Option<NonZeroU32>,
}

/// A variant as stored. Variants stored before changes composed have one batch, `patch_ops`.
#[derive(Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
struct VariantWire {
    variant_id: VariantId,
    base_recipe_id: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    changes: Option<Vec<Vec<PatchOp>>>,
    #[serde(default, skip_serializing)]
    #[cfg_attr(feature = "openapi", schema(ignore))]
    patch_ops: Option<Vec<PatchOp>>,
    compiled_recipe: Recipe,
    #[serde(default)]
    warnings: Warnings,
    compiled_at: Timestamp,
    compiler_version: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<u32>, minimum = 1))]
    planned_servings: Option<NonZeroU32>,
}

#[cfg(feature = "openapi")]
crate::openapi::schema_as_wire!(PlanSnapshot, "PlanSnapshot", PlanSnapshotWire);
#[cfg(feature = "openapi")]
crate::openapi::schema_as_wire!(Variant, "Variant", VariantWire);

/// A stored variant with neither `changes` nor `patch_ops`, or with both.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("a variant has either `changes` or (stored before them) `patch_ops`")]
pub struct VariantShapeError;

impl TryFrom<VariantWire> for Variant {
    type Error = VariantShapeError;

    fn try_from(wire: VariantWire) -> Result<Self, VariantShapeError> {
        let changes = match (wire.changes, wire.patch_ops) {
            (Some(changes), None) => changes,
            (None, Some(ops)) => vec![ops],
            _ => return Err(VariantShapeError),
        };
        Ok(Self {
            variant_id: wire.variant_id,
            base_recipe_id: wire.base_recipe_id,
            changes,
            compiled_recipe: wire.compiled_recipe,
            warnings: wire.warnings,
            compiled_at: wire.compiled_at,
            compiler_version: wire.compiler_version,
            planned_servings: wire.planned_servings,
        })
    }
}

impl From<Variant> for VariantWire {
    fn from(variant: Variant) -> Self {
        Self {
            variant_id: variant.variant_id,
            base_recipe_id: variant.base_recipe_id,
            changes: Some(variant.changes),
            patch_ops: None,
            compiled_recipe: variant.compiled_recipe,
            warnings: variant.warnings,
            compiled_at: variant.compiled_at,
            compiler_version: variant.compiler_version,
            planned_servings: variant.planned_servings,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_swap_replaces_the_recipe_and_drops_its_variant_but_keeps_the_rest() {
        let key = MealKey {
            date: "2026-11-24".parse().unwrap(),
            meal_type: "dinner".parse().unwrap(),
        };
        let mut meal = PlannedMeal::new(
            key.date,
            key.meal_type,
            "r1",
            RecipeOrigin::User,
            NonZeroU32::new(2).unwrap(),
        );
        meal.extra
            .insert("note".to_owned(), Value::String("birthday".to_owned()));
        let mut snapshot = PlanSnapshot::new("s1", "alice", vec![meal]).unwrap();
        let previous = snapshot.swap_recipe(&key, "core_ratatouille", RecipeOrigin::Core);
        assert_eq!(previous.map(|meal| meal.recipe_id).as_deref(), Some("r1"));
        let swapped = snapshot.meal(&key).unwrap();
        assert_eq!(
            (
                swapped.recipe_id.as_str(),
                swapped.source,
                swapped.servings.get()
            ),
            ("core_ratatouille", RecipeOrigin::Core, 2)
        );
        assert!(swapped.variant.is_none());
        assert_eq!(swapped.extra["note"], "birthday");
        let lunch = MealKey {
            meal_type: "lunch".parse().unwrap(),
            ..key
        };
        assert_eq!(snapshot.swap_recipe(&lunch, "r2", RecipeOrigin::User), None);
        for origin in [RecipeOrigin::User, RecipeOrigin::Core, RecipeOrigin::Stage] {
            assert_eq!(serde_json::to_value(origin).unwrap(), origin.as_str());
        }
    }
}
