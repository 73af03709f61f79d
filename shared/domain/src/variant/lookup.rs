//! The cook route's lookup (seed 000): `/api/cook/{id}` takes a recipe id or a variant id; a
//! variant id resolves through its snapshot's planned meal to the stored compiled recipe.

use crate::Recipe;

use super::id::{VARIANT_ID_PREFIX, VariantId, VariantIdError};
use super::meal_key::MealKey;
use super::snapshot::PlanSnapshot;

/// What a cook-route id names.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CookTarget {
    /// A stored recipe: load it by id as usual.
    Recipe(String),
    /// A plan-scoped variant: load snapshot `snapshot_id` (the caller's own), then [`lookup_variant`].
    Variant(VariantId),
}

impl CookTarget {
    /// Step 1 of the seed's algorithm: an id with the variant prefix must parse as a variant id.
    pub fn parse(id: &str) -> Result<Self, VariantIdError> {
        if id.starts_with(VARIANT_ID_PREFIX) {
            id.parse().map(Self::Variant)
        } else {
            Ok(Self::Recipe(id.to_owned()))
        }
    }
}

/// Why a variant id resolves to nothing; every case is a 404 on the cook route.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum LookupError {
    #[error("the variant belongs to snapshot `{wanted}`, not `{loaded}`")]
    WrongSnapshot { wanted: String, loaded: String },
    #[error("meal {0} is not in the plan")]
    MealNotPlanned(MealKey),
    #[error("meal {0} has no variant")]
    NoVariant(MealKey),
}

/// Steps 3–4: the planned meal matching `(date, meal_type)` and its `variant.compiled_recipe`.
pub fn lookup_variant<'s>(
    snapshot: &'s PlanSnapshot,
    id: &VariantId,
) -> Result<&'s Recipe, LookupError> {
    if snapshot.snapshot_id() != id.snapshot_id {
        return Err(LookupError::WrongSnapshot {
            wanted: id.snapshot_id.clone(),
            loaded: snapshot.snapshot_id().to_owned(),
        });
    }
    let meal = snapshot
        .meal(&id.meal)
        .ok_or(LookupError::MealNotPlanned(id.meal))?;
    meal.variant
        .as_ref()
        .map(|variant| &variant.compiled_recipe)
        .ok_or(LookupError::NoVariant(id.meal))
}
