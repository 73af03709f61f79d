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

use super::component::{ComponentId, MealComponent, MealRole};
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

    /// Every component of every meal, meal by meal in planned order.
    pub fn components(&self) -> impl Iterator<Item = (&PlannedMeal, &MealComponent)> {
        self.planned_meals.iter().flat_map(|meal| {
            meal.components
                .iter()
                .map(move |component| (meal, component))
        })
    }

    pub fn meal(&self, key: &MealKey) -> Option<&PlannedMeal> {
        self.planned_meals.iter().find(|meal| meal.key() == *key)
    }

    /// Plans `recipe_id` from `source` at `key` instead of the meal's main recipe, dropping
    /// its variant (it modified the old recipe) and keeping the other components; the meal as
    /// it was, or `None` when there is none.
    pub fn swap_recipe(
        &mut self,
        key: &MealKey,
        recipe_id: impl Into<String>,
        source: RecipeOrigin,
    ) -> Option<PlannedMeal> {
        let meal = self.meal_mut(key)?;
        let previous = meal.clone();
        let main_id = meal.main().component_id.clone();
        let main = meal.component_mut(&main_id)?;
        main.recipe_id = recipe_id.into();
        main.source = source;
        main.variant = None;
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

/// One meal of a plan: one or more components, at least one of them a main.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(try_from = "PlannedMealWire", into = "PlannedMealWire")]
pub struct PlannedMeal {
    pub date: Date,
    /// The meal key: `dinner`, or `snack_2` for a repeated meal type.
    pub meal_type: MealSlot,
    /// Never empty, always with a main, ids unique: only this module tree changes it.
    components: Vec<MealComponent>,
    /// Fields owned by other components (`tags`, `note`, …), kept as they came.
    pub extra: Map<String, Value>,
}

/// Why a meal's components cannot stand.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ComponentsError {
    #[error("a meal needs a main component")]
    NoMain,
    #[error("component `{0}` appears twice")]
    DuplicateComponent(ComponentId),
}

/// Checks the invariant every stored meal keeps.
fn check_components(components: &[MealComponent]) -> Result<(), ComponentsError> {
    if !components.iter().any(|c| c.role == MealRole::Main) {
        return Err(ComponentsError::NoMain);
    }
    let mut seen = BTreeSet::new();
    match components.iter().find(|c| !seen.insert(&c.component_id)) {
        Some(twice) => Err(ComponentsError::DuplicateComponent(
            twice.component_id.clone(),
        )),
        None => Ok(()),
    }
}

impl PlannedMeal {
    /// A meal of one recipe, its `main` component.
    pub fn new(
        date: Date,
        meal_type: MealSlot,
        recipe_id: impl Into<String>,
        source: RecipeOrigin,
        servings: NonZeroU32,
    ) -> Self {
        let main = MealComponent::new(
            ComponentId::main(),
            MealRole::Main,
            recipe_id,
            source,
            servings,
        );
        Self {
            date,
            meal_type,
            components: vec![main],
            extra: Map::new(),
        }
    }

    /// A meal of `components` (a planned bundle), which must hold a main and unique ids.
    pub fn with_components(
        date: Date,
        meal_type: MealSlot,
        components: Vec<MealComponent>,
    ) -> Result<Self, ComponentsError> {
        check_components(&components)?;
        Ok(Self {
            date,
            meal_type,
            components,
            extra: Map::new(),
        })
    }

    pub fn key(&self) -> MealKey {
        MealKey {
            date: self.date,
            meal_type: self.meal_type,
        }
    }

    /// The components in the order they were planned (the first main first).
    pub fn components(&self) -> &[MealComponent] {
        &self.components
    }

    /// The components as a cook takes them: mains first, the rest in planned order.
    pub fn components_mains_first(&self) -> Vec<&MealComponent> {
        let (mut mains, rest): (Vec<_>, Vec<_>) = self
            .components
            .iter()
            .partition(|component| component.role == MealRole::Main);
        mains.extend(rest);
        mains
    }

    /// The meal's main: the first main component. Seed 000 and 001 readers see its recipe as
    /// the meal's.
    pub fn main(&self) -> &MealComponent {
        self.components
            .iter()
            .find(|component| component.role == MealRole::Main)
            .unwrap_or(&self.components[0])
    }

    pub fn component(&self, id: &ComponentId) -> Option<&MealComponent> {
        self.components.iter().find(|c| c.component_id == *id)
    }

    /// The component a variant id names: its component, or the main for a three-part id.
    pub fn component_named(&self, id: Option<&ComponentId>) -> Option<&MealComponent> {
        match id {
            Some(id) => self.component(id),
            None => Some(self.main()),
        }
    }

    /// The component to modify in place; only this module tree gets it, so the invariant holds.
    pub(super) fn component_mut(&mut self, id: &ComponentId) -> Option<&mut MealComponent> {
        self.components.iter_mut().find(|c| c.component_id == *id)
    }

    /// Replaces the components; callers keep the invariant (each edit op checks its part).
    pub(super) fn set_components(&mut self, components: Vec<MealComponent>) {
        debug_assert_eq!(check_components(&components), Ok(()));
        self.components = components;
    }

    /// The main's servings as planned: what a new component is planned for by default.
    pub fn planned_servings(&self) -> NonZeroU32 {
        self.main().planned_servings()
    }
}

/// A planned meal as stored. The top-level recipe fields are always the main's, as seed 000
/// has them; `components` is written only when the meal is more than that one main, and a meal
/// without it (every meal written before bundles) reads as its one main.
#[derive(Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
struct PlannedMealWire {
    date: Date,
    meal_type: MealSlot,
    recipe_id: String,
    source: RecipeOrigin,
    #[cfg_attr(feature = "openapi", schema(value_type = u32, minimum = 1))]
    servings: NonZeroU32,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    variant: Option<Variant>,
    /// Every component, the main first; absent when the meal is its main alone.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    components: Option<Vec<MealComponent>>,
    #[serde(flatten)]
    #[cfg_attr(feature = "openapi", schema(ignore))]
    extra: Map<String, Value>,
}

#[cfg(feature = "openapi")]
crate::openapi::schema_as_wire!(PlannedMeal, "PlannedMeal", PlannedMealWire);

impl TryFrom<PlannedMealWire> for PlannedMeal {
    type Error = ComponentsError;

    fn try_from(wire: PlannedMealWire) -> Result<Self, ComponentsError> {
        let components = match wire.components {
            Some(components) => {
                check_components(&components)?;
                components
            }
            None => vec![MealComponent {
                variant: wire.variant,
                ..MealComponent::new(
                    ComponentId::main(),
                    MealRole::Main,
                    wire.recipe_id,
                    wire.source,
                    wire.servings,
                )
            }],
        };
        Ok(Self {
            date: wire.date,
            meal_type: wire.meal_type,
            components,
            extra: wire.extra,
        })
    }
}

impl From<PlannedMeal> for PlannedMealWire {
    fn from(meal: PlannedMeal) -> Self {
        let main = meal.main().clone();
        let just_the_main = meal.components.len() == 1 && main.component_id.is_main();
        Self {
            date: meal.date,
            meal_type: meal.meal_type,
            recipe_id: main.recipe_id,
            source: main.source,
            servings: main.servings,
            variant: main.variant,
            components: (!just_the_main).then_some(meal.components),
            extra: meal.extra,
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
        assert_eq!(
            previous
                .map(|meal| meal.main().recipe_id.clone())
                .as_deref(),
            Some("r1")
        );
        let swapped = snapshot.meal(&key).unwrap();
        let main = swapped.main();
        assert_eq!(
            (main.recipe_id.as_str(), main.source, main.servings.get()),
            ("core_ratatouille", RecipeOrigin::Core, 2)
        );
        assert!(main.variant.is_none());
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
