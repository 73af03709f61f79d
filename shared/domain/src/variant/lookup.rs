//! The cook route's lookup (seed 000, CONTRACTS.md §9): `/api/cook/{id}` takes a recipe id, a
//! variant id — resolved through its snapshot's planned meal (and component) to the stored
//! compiled recipe — or a meal id `meal:{snapshot_id}:{date}:{meal_type}`, which cooks every
//! component of a planned meal.

use crate::Recipe;

use super::id::{VARIANT_ID_PREFIX, VariantId, VariantIdError, split_meal};
use super::meal_key::MealKey;
use super::snapshot::PlanSnapshot;

/// What a cook-route id names.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CookTarget {
    /// A stored recipe: load it by id as usual.
    Recipe(String),
    /// A plan-scoped variant: load snapshot `snapshot_id` (the caller's own), then [`lookup_variant`].
    Variant(VariantId),
    /// A whole planned meal: load snapshot `snapshot_id` (the caller's own), then cook each of
    /// the meal's components.
    Meal { snapshot_id: String, meal: MealKey },
}

/// The prefix of a cook id naming a whole planned meal.
pub const MEAL_COOK_PREFIX: &str = "meal:";

/// A cook id with a plan prefix that does not parse.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CookIdError {
    #[error(transparent)]
    Variant(#[from] VariantIdError),
    #[error("`{0}` is not a meal cook id (meal:{{snapshot_id}}:{{date}}:{{meal_type}})")]
    Meal(String),
}

impl CookTarget {
    /// Step 1 of the seed's algorithm: an id with the variant prefix must parse as a variant id,
    /// one with the meal prefix as a meal id.
    pub fn parse(id: &str) -> Result<Self, CookIdError> {
        if id.starts_with(VARIANT_ID_PREFIX) {
            return Ok(Self::Variant(id.parse()?));
        }
        let Some(rest) = id.strip_prefix(MEAL_COOK_PREFIX) else {
            return Ok(Self::Recipe(id.to_owned()));
        };
        match split_meal(rest) {
            Some((snapshot_id, meal)) if !snapshot_id.is_empty() => Ok(Self::Meal {
                snapshot_id: snapshot_id.to_owned(),
                meal,
            }),
            _ => Err(CookIdError::Meal(id.to_owned())),
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
    #[error("meal {0} has no component `{1}`")]
    ComponentNotPlanned(MealKey, String),
    #[error("meal {0} has no variant")]
    NoVariant(MealKey),
}

/// Steps 3–4: the planned meal matching `(date, meal_type)`, the component the id names (the
/// main for the seed's three-part id) and its `variant.compiled_recipe`.
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
    let component = meal.component_named(id.component.as_ref()).ok_or_else(|| {
        let named = id.component.as_ref().map(ToString::to_string);
        LookupError::ComponentNotPlanned(id.meal, named.unwrap_or_default())
    })?;
    component
        .variant
        .as_ref()
        .map(|variant| &variant.compiled_recipe)
        .ok_or(LookupError::NoVariant(id.meal))
}
