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

    /// The meal to modify in place; only this module tree gets it, so keys stay unique.
    pub(super) fn meal_mut(&mut self, key: &MealKey) -> Option<&mut PlannedMeal> {
        self.planned_meals
            .iter_mut()
            .find(|meal| meal.key() == *key)
    }
}

/// The snapshot's wire form; deserialization checks meal keys are unique.
#[derive(Serialize, Deserialize)]
struct PlanSnapshotWire {
    snapshot_id: String,
    owner: String,
    #[serde(default)]
    planned_meals: Vec<PlannedMeal>,
    #[serde(flatten)]
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
#[serde(rename_all = "lowercase")]
pub enum RecipeOrigin {
    User,
    Core,
    Stage,
}

/// One meal of a plan.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PlannedMeal {
    pub date: Date,
    /// The meal key: `dinner`, or `snack_2` for a repeated meal type.
    pub meal_type: MealSlot,
    pub recipe_id: String,
    pub source: RecipeOrigin,
    pub servings: NonZeroU32,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub variant: Option<Variant>,
    /// Fields owned by other components (`tags`, `note`, …), kept as they came.
    #[serde(flatten)]
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

/// A plan-scoped modification of a planned meal's recipe (seed 000).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Variant {
    pub variant_id: VariantId,
    pub base_recipe_id: String,
    pub patch_ops: Vec<PatchOp>,
    /// A canonical recipe (CONTRACTS.md §2) whose id is the variant id.
    pub compiled_recipe: Recipe,
    #[serde(default)]
    pub warnings: Warnings,
    pub compiled_at: Timestamp,
    pub compiler_version: String,
}
