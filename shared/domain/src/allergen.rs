//! The nine major allergens (US FALCPA and FASTER Act) and allergen reports on plans and
//! recipes, from the ingredient knowledge base ([`crate::knowledge`]): what a meal contains, what
//! it may contain (varies by brand), and the lines that could not be classified.

use std::collections::BTreeMap;
use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::Recipe;
use crate::knowledge::{IngredientFacts, classify_ingredient, classify_name};
use crate::variant::{ComponentRef, MealKey, PlanSnapshot};

/// The nine major food allergens (US FALCPA and FASTER Act).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum Allergen {
    Milk,
    Egg,
    Fish,
    CrustaceanShellfish,
    TreeNuts,
    Peanuts,
    Wheat,
    Soy,
    Sesame,
}

impl Allergen {
    pub const ALL: [Self; 9] = [
        Self::Milk,
        Self::Egg,
        Self::Fish,
        Self::CrustaceanShellfish,
        Self::TreeNuts,
        Self::Peanuts,
        Self::Wheat,
        Self::Soy,
        Self::Sesame,
    ];

    /// The snake_case id used on the wire and in routes: `tree_nuts`.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Milk => "milk",
            Self::Egg => "egg",
            Self::Fish => "fish",
            Self::CrustaceanShellfish => "crustacean_shellfish",
            Self::TreeNuts => "tree_nuts",
            Self::Peanuts => "peanuts",
            Self::Wheat => "wheat",
            Self::Soy => "soy",
            Self::Sesame => "sesame",
        }
    }
}

impl fmt::Display for Allergen {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A name that is none of the nine allergens.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown allergen `{0}`")]
pub struct UnknownAllergen(pub String);

impl FromStr for Allergen {
    type Err = UnknownAllergen;

    /// The wire id, case-insensitive, with `-` or space for `_`; also the singular/plural and
    /// short forms people type ("eggs", "peanut", "shellfish", "tree-nuts").
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let id = text.trim().to_lowercase().replace(['-', ' '], "_");
        let alias = match id.as_str() {
            "eggs" => Some(Self::Egg),
            "peanut" => Some(Self::Peanuts),
            "shellfish" | "crustaceans" => Some(Self::CrustaceanShellfish),
            "tree_nut" => Some(Self::TreeNuts),
            "soya" => Some(Self::Soy),
            _ => None,
        };
        alias
            .or_else(|| Self::ALL.into_iter().find(|a| a.as_str() == id))
            .ok_or_else(|| UnknownAllergen(text.to_owned()))
    }
}

/// The allergens an ingredient name contains, in [`Allergen::ALL`] order (the knowledge
/// table's classification; "may contain" is in [`classify_name`]'s facts).
pub fn detect_allergens(name: &str) -> Vec<Allergen> {
    classify_name(name).allergens()
}

/// Which planned meals contain each allergen.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct AllergenReport {
    pub snapshot_id: String,
    /// All nine allergens in [`Allergen::ALL`] order; `meals` is empty for one not found.
    pub allergens: Vec<AllergenFinding>,
    /// Planned meals whose recipe could not be found, so could not be checked.
    pub unresolved_meals: Vec<MealKey>,
    /// Ingredient lines the knowledge base could not classify: not known to be free of any
    /// allergen, so a careful cook checks them by hand.
    pub uncertain: Vec<AllergenMeal>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct AllergenFinding {
    pub allergen: Allergen,
    /// Meals with a line that contains the allergen.
    pub meals: Vec<AllergenMeal>,
    /// Meals with a line that may contain it, depending on the brand or recipe.
    pub may_contain: Vec<AllergenMeal>,
}

/// A planned meal and the ingredient lines that carry what it is listed for.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct AllergenMeal {
    #[serde(flatten)]
    pub meal: MealKey,
    /// The component of the meal checked: its id and role.
    #[serde(flatten)]
    pub component: ComponentRef,
    /// The recipe cooked for the component: the variant id when it has a variant.
    pub recipe_id: String,
    pub recipe_name: String,
    pub lines: Vec<String>,
}

/// One recipe's allergens: what it contains, what it may contain, and the lines behind each.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct RecipeAllergens {
    pub allergens: Vec<Allergen>,
    pub may_contain: Vec<Allergen>,
    pub lines: Vec<LineAllergens>,
    /// Lines the knowledge base could not classify.
    pub uncertain: Vec<String>,
}

/// One ingredient line's allergens.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct LineAllergens {
    pub text: String,
    pub allergens: Vec<Allergen>,
    pub may_contain: Vec<Allergen>,
    pub uncertain: bool,
}

impl RecipeAllergens {
    /// Classifies every ingredient line of `recipe`.
    pub fn of(recipe: &Recipe) -> Self {
        let lines: Vec<(String, IngredientFacts)> = recipe
            .ingredients
            .iter()
            .map(|ingredient| (ingredient.text.clone(), classify_ingredient(ingredient)))
            .collect();
        let all = |pick: fn(&IngredientFacts) -> Vec<Allergen>| -> Vec<Allergen> {
            let found: Vec<Allergen> = lines.iter().flat_map(|(_, facts)| pick(facts)).collect();
            Allergen::ALL
                .into_iter()
                .filter(|a| found.contains(a))
                .collect()
        };
        let allergens = all(IngredientFacts::allergens);
        let may_contain = all(IngredientFacts::may_contain_allergens)
            .into_iter()
            .filter(|a| !allergens.contains(a))
            .collect();
        Self {
            allergens,
            may_contain,
            uncertain: lines
                .iter()
                .filter(|(_, facts)| facts.uncertain)
                .map(|(text, _)| text.clone())
                .collect(),
            lines: lines
                .into_iter()
                .map(|(text, facts)| LineAllergens {
                    allergens: facts.allergens(),
                    may_contain: facts.may_contain_allergens(),
                    uncertain: facts.uncertain,
                    text,
                })
                .collect(),
        }
    }

    /// The lines that contain (or, with `may`, may contain) `allergen`.
    fn lines_with(&self, allergen: Allergen, may: bool) -> Vec<String> {
        self.lines
            .iter()
            .filter(|line| {
                let list = if may {
                    &line.may_contain
                } else {
                    &line.allergens
                };
                list.contains(&allergen)
            })
            .map(|line| line.text.clone())
            .collect()
    }
}

/// Checks the recipe of every component of every planned meal (the compiled one where there is a
/// variant), found through `lookup` by id, for the nine allergens; findings name the component.
pub fn check_allergens<'r>(
    snapshot: &PlanSnapshot,
    lookup: impl Fn(&str) -> Option<&'r Recipe>,
) -> AllergenReport {
    let mut contains: BTreeMap<Allergen, Vec<AllergenMeal>> = BTreeMap::new();
    let mut may_contain: BTreeMap<Allergen, Vec<AllergenMeal>> = BTreeMap::new();
    let mut unresolved_meals = Vec::new();
    let mut uncertain = Vec::new();
    for (meal, component) in snapshot.components() {
        let Some(recipe) = component.effective_recipe(|id| lookup(id)) else {
            if unresolved_meals.last() != Some(&meal.key()) {
                unresolved_meals.push(meal.key());
            }
            continue;
        };
        let report = RecipeAllergens::of(recipe);
        let entry = |lines: Vec<String>| AllergenMeal {
            meal: meal.key(),
            component: ComponentRef::of(component),
            recipe_id: recipe
                .id
                .clone()
                .unwrap_or_else(|| component.recipe_id.clone()),
            recipe_name: recipe.name.clone(),
            lines,
        };
        for &allergen in &report.allergens {
            contains
                .entry(allergen)
                .or_default()
                .push(entry(report.lines_with(allergen, false)));
        }
        for &allergen in &report.may_contain {
            may_contain
                .entry(allergen)
                .or_default()
                .push(entry(report.lines_with(allergen, true)));
        }
        if !report.uncertain.is_empty() {
            uncertain.push(entry(report.uncertain.clone()));
        }
    }
    AllergenReport {
        snapshot_id: snapshot.snapshot_id().to_owned(),
        allergens: Allergen::ALL
            .into_iter()
            .map(|allergen| AllergenFinding {
                allergen,
                meals: contains.remove(&allergen).unwrap_or_default(),
                may_contain: may_contain.remove(&allergen).unwrap_or_default(),
            })
            .collect(),
        unresolved_meals,
        uncertain,
    }
}

/// The planned meals containing `allergen`.
pub fn list_meals_by_allergen<'r>(
    snapshot: &PlanSnapshot,
    lookup: impl Fn(&str) -> Option<&'r Recipe>,
    allergen: Allergen,
) -> Vec<AllergenMeal> {
    check_allergens(snapshot, lookup)
        .allergens
        .into_iter()
        .find(|finding| finding.allergen == allergen)
        .map(|finding| finding.meals)
        .unwrap_or_default()
}
