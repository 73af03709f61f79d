//! Meal bundles (seed 000 phase 3, CONTRACTS.md §9): a planned meal is one or more components —
//! a main and perhaps a side, a salad, a sauce, a dessert or a drink — each its own recipe,
//! servings and variant. Component ids are short slugs (`main`, `side`, `side-2`) so variant ids
//! and cook ids that carry them stay readable.

use std::fmt;
use std::num::NonZeroU32;
use std::str::FromStr;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::snapshot::{RecipeOrigin, Variant};
use crate::Recipe;

/// What a component is to the meal.
#[derive(
    Debug, Clone, Copy, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize,
)]
#[serde(rename_all = "lowercase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub enum MealRole {
    #[default]
    Main,
    Side,
    Sauce,
    Salad,
    Dessert,
    Drink,
}

/// The recipe categories that let a recipe fill each non-main role, singular forms; a plural
/// (`Sides`, `Side dishes`) counts too. Any recipe can be a main.
const ROLE_CATEGORIES: &[(MealRole, &[&str])] = &[
    (MealRole::Side, &["side", "side dish"]),
    (MealRole::Sauce, &["sauce"]),
    (MealRole::Salad, &["salad"]),
    (MealRole::Dessert, &["dessert"]),
    (MealRole::Drink, &["drink"]),
];

impl MealRole {
    pub const ALL: [Self; 6] = [
        Self::Main,
        Self::Side,
        Self::Sauce,
        Self::Salad,
        Self::Dessert,
        Self::Drink,
    ];

    /// The wire name: `main`, `side`, …
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Main => "main",
            Self::Side => "side",
            Self::Sauce => "sauce",
            Self::Salad => "salad",
            Self::Dessert => "dessert",
            Self::Drink => "drink",
        }
    }

    /// Whether a recipe of these categories can fill the role: any recipe is a main; another
    /// role needs a category naming it, in any case, singular or plural.
    pub fn fits<S: AsRef<str>>(self, categories: &[S]) -> bool {
        let Some((_, names)) = ROLE_CATEGORIES.iter().find(|(role, _)| *role == self) else {
            return true;
        };
        categories
            .iter()
            .any(|category| crate::course::names_one_of(category.as_ref(), names))
    }

    /// The roles a recipe of these categories can fill besides main.
    pub fn filled_by<S: AsRef<str>>(categories: &[S]) -> Vec<Self> {
        Self::ALL
            .into_iter()
            .filter(|role| *role != Self::Main && role.fits(categories))
            .collect()
    }
}

impl fmt::Display for MealRole {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Longest component id, in characters.
const MAX_COMPONENT_ID_CHARS: usize = 40;

/// A component's id within its meal: lowercase letters, digits and `-`, e.g. `side-2`.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ComponentId(String);

/// A string that cannot be a component id.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "`{0}` is not a component id (lowercase letters, digits and `-`, at most {MAX_COMPONENT_ID_CHARS} characters, e.g. `side-2`)"
)]
pub struct ComponentIdError(pub String);

impl ComponentId {
    /// The id of a meal's first main, and of the main a meal written before bundles reads as.
    /// Its variant keeps the seed's three-part variant id.
    pub fn main() -> Self {
        Self(MealRole::Main.as_str().to_owned())
    }

    /// The first id of `role` that `taken` does not hold: `side`, then `side-2`, `side-3`, …
    pub fn first_free(role: MealRole, taken: impl Fn(&ComponentId) -> bool) -> Self {
        let name = role.as_str();
        (1..)
            .map(|n| match n {
                1 => Self(name.to_owned()),
                n => Self(format!("{name}-{n}")),
            })
            .find(|id| !taken(id))
            .unwrap_or_else(|| Self(name.to_owned()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    pub fn is_main(&self) -> bool {
        *self == Self::main()
    }
}

impl fmt::Display for ComponentId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl FromStr for ComponentId {
    type Err = ComponentIdError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let valid = !text.is_empty()
            && text.chars().count() <= MAX_COMPONENT_ID_CHARS
            && text
                .chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
        if valid {
            Ok(Self(text.to_owned()))
        } else {
            Err(ComponentIdError(text.to_owned()))
        }
    }
}

impl Serialize for ComponentId {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.0)
    }
}

impl<'de> Deserialize<'de> for ComponentId {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

/// One recipe of a planned meal.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct MealComponent {
    pub component_id: ComponentId,
    pub role: MealRole,
    pub recipe_id: String,
    pub source: RecipeOrigin,
    #[cfg_attr(feature = "openapi", schema(value_type = u32, minimum = 1))]
    pub servings: NonZeroU32,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub variant: Option<Variant>,
}

impl MealComponent {
    pub fn new(
        component_id: ComponentId,
        role: MealRole,
        recipe_id: impl Into<String>,
        source: RecipeOrigin,
        servings: NonZeroU32,
    ) -> Self {
        Self {
            component_id,
            role,
            recipe_id: recipe_id.into(),
            source,
            servings,
            variant: None,
        }
    }

    /// The servings the component was planned for, before a scaled variant changed them.
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

/// Which component of its meal a report line (a shopping item's source, an allergen finding)
/// is about. Reports stored before bundles read as the main's.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ComponentRef {
    #[serde(default = "ComponentId::main")]
    pub component_id: ComponentId,
    #[serde(default)]
    pub role: MealRole,
}

impl ComponentRef {
    pub fn of(component: &MealComponent) -> Self {
        Self {
            component_id: component.component_id.clone(),
            role: component.role,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_category_naming_a_role_in_any_case_or_number_fills_it() {
        let fits = |role: MealRole, category: &str| role.fits(&[category]);
        for category in ["Side", "side dish", "Side Dishes", "SIDES", " side  dish "] {
            assert!(fits(MealRole::Side, category), "{category}");
        }
        assert!(fits(MealRole::Salad, "Salads"));
        assert!(fits(MealRole::Sauce, "sauces"));
        assert!(fits(MealRole::Dessert, "Desserts"));
        assert!(fits(MealRole::Drink, "drink"));
        for (role, category) in [
            (MealRole::Side, "Sidecar"),
            (MealRole::Salad, "Salad dressing"),
            (MealRole::Dessert, "Dinner"),
            (MealRole::Drink, "Drinking snacks"),
            (MealRole::Side, ""),
        ] {
            assert!(!fits(role, category), "{role} {category}");
        }
        assert!(MealRole::Main.fits::<&str>(&[]));
        assert_eq!(
            MealRole::filled_by(&["Dinner", "Salad", "Side dish"]),
            vec![MealRole::Side, MealRole::Salad]
        );
    }

    #[test]
    fn free_ids_count_up_per_role_and_ids_are_slugs() {
        let taken = [ComponentId::main(), "side".parse().unwrap()];
        let free = |role| ComponentId::first_free(role, |id| taken.contains(id)).to_string();
        assert_eq!(free(MealRole::Side), "side-2");
        assert_eq!(free(MealRole::Main), "main-2");
        assert_eq!(free(MealRole::Dessert), "dessert");
        for bad in ["", "Side", "side:2", "side 2", &"x".repeat(41)] {
            assert!(bad.parse::<ComponentId>().is_err(), "{bad}");
        }
    }
}
