//! MealEditOps (seed 000 phase 3, CONTRACTS.md §9): adding, removing and swapping the components
//! of a planned meal. A request's ops are checked and applied in order to a copy of the meal, and
//! the meal changes only when every op fits, so a refused request stores nothing. Deterministic:
//! the same ops on the same meal give the same components and ids.

use std::num::NonZeroU32;

use serde::{Deserialize, Serialize};

use crate::Recipe;
use crate::ids::CORE_OWNER;

use super::component::{ComponentId, MealComponent, MealRole};
use super::meal_key::MealKey;
use super::snapshot::{PlanSnapshot, PlannedMeal, RecipeOrigin};

/// Most components one meal holds: a dinner, not a buffet.
pub const MAX_COMPONENTS: usize = 8;

/// One change to a planned meal's components.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "op", rename_all = "snake_case", deny_unknown_fields)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub enum MealEditOp {
    /// Plans `recipe_id` as a new component; `servings` defaults to the meal's.
    AddComponent {
        role: MealRole,
        recipe_id: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "openapi", schema(value_type = Option<u32>, minimum = 1))]
        servings: Option<NonZeroU32>,
    },
    RemoveComponent {
        component_id: ComponentId,
    },
    /// Plans `recipe_id` in the component's place, same role and servings, without its variant.
    SwapComponent {
        component_id: ComponentId,
        recipe_id: String,
    },
}

/// Why one op does not fit the meal as the ops before it left it.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum OpProblem {
    #[error("the meal has no component `{0}`")]
    UnknownComponent(ComponentId),
    #[error("no recipe `{0}` you can plan")]
    UnknownRecipe(String),
    #[error(
        "\"{name}\" cannot be a {role}: a {role} is a recipe whose category names it (e.g. \"{role}\")"
    )]
    RoleNotFilled { name: String, role: MealRole },
    #[error("\"{name}\" is already in this meal (component `{component}`)")]
    AlreadyPlanned {
        name: String,
        component: ComponentId,
    },
    #[error("`{0}` is the meal's last main: add or swap in another main instead")]
    LastMain(ComponentId),
    #[error("a meal holds at most {MAX_COMPONENTS} components")]
    TooManyComponents,
}

/// Why a meal edit was refused; nothing changed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MealEditError {
    #[error("meal {0} is not in the plan")]
    MealNotPlanned(MealKey),
    #[error("no ops: give at least one of add_component, remove_component, swap_component")]
    NoOps,
    /// `op` counts from 0.
    #[error("op {}: {problem}", .op + 1)]
    Op { op: usize, problem: OpProblem },
}

/// Where a recipe is planned from: the core catalog or the owner's own recipes.
pub fn recipe_origin(recipe: &Recipe) -> RecipeOrigin {
    if recipe.owner.as_deref() == Some(CORE_OWNER) {
        RecipeOrigin::Core
    } else {
        RecipeOrigin::User
    }
}

impl PlanSnapshot {
    /// Applies `ops` in order to the meal at `meal`, finding recipes the owner may plan through
    /// `lookup`; all of them or, on the first that does not fit, none.
    pub fn edit_meal<'r>(
        &mut self,
        meal: &MealKey,
        ops: &[MealEditOp],
        lookup: impl Fn(&str) -> Option<&'r Recipe>,
    ) -> Result<&PlannedMeal, MealEditError> {
        if ops.is_empty() {
            return Err(MealEditError::NoOps);
        }
        let planned = self
            .meal_mut(meal)
            .ok_or(MealEditError::MealNotPlanned(*meal))?;
        let mut components = planned.components().to_vec();
        for (index, op) in ops.iter().enumerate() {
            apply_op(&mut components, op, &lookup)
                .map_err(|problem| MealEditError::Op { op: index, problem })?;
        }
        planned.set_components(components);
        Ok(planned)
    }
}

/// A recipe the owner may plan in `role`, not yet in the meal (but for `replacing`).
fn plannable<'r>(
    components: &[MealComponent],
    recipe_id: &str,
    role: MealRole,
    replacing: Option<&ComponentId>,
    lookup: &impl Fn(&str) -> Option<&'r Recipe>,
) -> Result<&'r Recipe, OpProblem> {
    let recipe = lookup(recipe_id).ok_or_else(|| OpProblem::UnknownRecipe(recipe_id.to_owned()))?;
    if !role.fits(&recipe.category) {
        return Err(OpProblem::RoleNotFilled {
            name: recipe.name.clone(),
            role,
        });
    }
    let twice = components
        .iter()
        .find(|c| c.recipe_id == recipe_id && Some(&c.component_id) != replacing);
    match twice {
        Some(planned) => Err(OpProblem::AlreadyPlanned {
            name: recipe.name.clone(),
            component: planned.component_id.clone(),
        }),
        None => Ok(recipe),
    }
}

fn apply_op<'r>(
    components: &mut Vec<MealComponent>,
    op: &MealEditOp,
    lookup: &impl Fn(&str) -> Option<&'r Recipe>,
) -> Result<(), OpProblem> {
    let position = |components: &[MealComponent], id: &ComponentId| {
        components
            .iter()
            .position(|c| c.component_id == *id)
            .ok_or_else(|| OpProblem::UnknownComponent(id.clone()))
    };
    match op {
        MealEditOp::AddComponent {
            role,
            recipe_id,
            servings,
        } => {
            if components.len() >= MAX_COMPONENTS {
                return Err(OpProblem::TooManyComponents);
            }
            let recipe = plannable(components, recipe_id, *role, None, lookup)?;
            // The meal's servings as the ops before left it: its first main's, as planned.
            let meal_servings = components
                .iter()
                .find(|c| c.role == MealRole::Main)
                .map_or(NonZeroU32::MIN, MealComponent::planned_servings);
            let id = ComponentId::first_free(*role, |id| {
                components.iter().any(|c| c.component_id == *id)
            });
            components.push(MealComponent::new(
                id,
                *role,
                recipe_id.clone(),
                recipe_origin(recipe),
                servings.unwrap_or(meal_servings),
            ));
        }
        MealEditOp::RemoveComponent { component_id } => {
            let at = position(components, component_id)?;
            let mains = components.iter().filter(|c| c.role == MealRole::Main);
            if components[at].role == MealRole::Main && mains.count() == 1 {
                return Err(OpProblem::LastMain(component_id.clone()));
            }
            components.remove(at);
        }
        MealEditOp::SwapComponent {
            component_id,
            recipe_id,
        } => {
            let at = position(components, component_id)?;
            let swapped = &components[at];
            if swapped.recipe_id == *recipe_id {
                return Ok(());
            }
            let recipe = plannable(
                components,
                recipe_id,
                swapped.role,
                Some(component_id),
                lookup,
            )?;
            let swapped = &mut components[at];
            swapped.recipe_id.clone_from(recipe_id);
            swapped.source = recipe_origin(recipe);
            swapped.servings = swapped.planned_servings();
            swapped.variant = None;
        }
    }
    Ok(())
}

#[cfg(test)]
pub(crate) mod tests;
