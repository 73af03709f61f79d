//! The nine major allergens detected from ingredient names through a synonym table.
//!
//! The table (`fixtures/allergens/synonyms.tsv`) maps words to allergens ("ghee" → milk,
//! "tahini" → sesame) and lists exception phrases ("coconut milk" is not milk). Matching is on
//! whole normalized words, so "eggplant" is not egg and "buckwheat" is not wheat; a term followed
//! by "free" or preceded by "non" ("peanut-free", "non-dairy") clears its allergen for the name.

use std::collections::BTreeMap;
use std::fmt;
use std::str::FromStr;
use std::sync::LazyLock;

use serde::{Deserialize, Serialize};

use crate::Recipe;
use crate::ingredient_line::parse_ingredient_line;
use crate::shopping::names::{name_words, phrase_positions};
use crate::variant::{MealKey, PlanSnapshot};

const SYNONYM_TABLE: &str = include_str!("../../../fixtures/allergens/synonyms.tsv");

/// The nine major food allergens (US FALCPA and FASTER Act).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
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

/// An allergen found in a name, with the table term that matched.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct AllergenHit {
    pub allergen: Allergen,
    pub term: String,
}

/// The allergens an ingredient name contains, in [`Allergen::ALL`] order.
pub fn detect_allergens(name: &str) -> Vec<AllergenHit> {
    let words = name_words(name);
    RULES
        .iter()
        .filter_map(|rules| {
            rules.matching_term(&words).map(|term| AllergenHit {
                allergen: rules.allergen,
                term: term.to_owned(),
            })
        })
        .collect()
}

/// The synonym table's terms and exceptions of one allergen, as normalized words.
struct AllergenRules {
    allergen: Allergen,
    terms: Vec<(&'static str, Vec<String>)>,
    exceptions: Vec<Vec<String>>,
}

impl AllergenRules {
    /// The first term found in `words` outside every exception, unless a term is negated.
    fn matching_term(&self, words: &[String]) -> Option<&'static str> {
        let found: Vec<(usize, usize, &'static str)> = self
            .terms
            .iter()
            .flat_map(|(text, term)| {
                phrase_positions(words, term).map(move |start| (start, start + term.len(), *text))
            })
            .collect();
        let negated = found.iter().any(|&(start, end, _)| {
            words.get(end).is_some_and(|w| w == "free")
                || (start > 0 && words.get(start - 1).is_some_and(|w| w == "non"))
        });
        if negated {
            return None;
        }
        let excepted: Vec<(usize, usize)> = self
            .exceptions
            .iter()
            .flat_map(|phrase| {
                phrase_positions(words, phrase).map(|start| (start, start + phrase.len()))
            })
            .collect();
        found
            .into_iter()
            .filter(|&(start, end, _)| !excepted.iter().any(|&(s, e)| start < e && s < end))
            .min_by_key(|&(start, _, _)| start)
            .map(|(_, _, text)| text)
    }
}

/// The synonym table by allergen. A line naming no allergen is skipped; a test checks none is.
static RULES: LazyLock<Vec<AllergenRules>> = LazyLock::new(|| {
    let mut rules: Vec<AllergenRules> = Allergen::ALL
        .into_iter()
        .map(|allergen| AllergenRules {
            allergen,
            terms: Vec::new(),
            exceptions: Vec::new(),
        })
        .collect();
    for (allergen, entry) in synonym_rows() {
        let Some(rules) = allergen.and_then(|a| rules.iter_mut().find(|r| r.allergen == a)) else {
            continue;
        };
        match entry.strip_prefix('!') {
            Some(exception) => rules.exceptions.push(name_words(exception)),
            None => rules.terms.push((entry, name_words(entry))),
        }
    }
    rules
});

/// The table's data rows: (allergen if the first column names one, term or `!exception`).
fn synonym_rows() -> impl Iterator<Item = (Option<Allergen>, &'static str)> {
    SYNONYM_TABLE
        .lines()
        .filter(|line| !line.trim().is_empty() && !line.starts_with('#'))
        .map(|line| {
            let (allergen, entry) = line.split_once('\t').unwrap_or((line, ""));
            (allergen.parse().ok(), entry.trim())
        })
}

/// Which planned meals contain each allergen.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct AllergenReport {
    pub snapshot_id: String,
    /// All nine allergens in [`Allergen::ALL`] order; `meals` is empty for one not found.
    pub allergens: Vec<AllergenFinding>,
    /// Planned meals whose recipe could not be found, so could not be checked.
    pub unresolved_meals: Vec<MealKey>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct AllergenFinding {
    pub allergen: Allergen,
    pub meals: Vec<AllergenMeal>,
}

/// A planned meal containing an allergen, and the ingredient lines that carry it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct AllergenMeal {
    #[serde(flatten)]
    pub meal: MealKey,
    /// The recipe cooked for the meal: the variant id when the meal has a variant.
    pub recipe_id: String,
    pub recipe_name: String,
    pub lines: Vec<String>,
}

/// Checks every planned meal's recipe (the compiled one where there is a variant), found
/// through `lookup` by id, for the nine allergens.
pub fn check_allergens<'r>(
    snapshot: &PlanSnapshot,
    lookup: impl Fn(&str) -> Option<&'r Recipe>,
) -> AllergenReport {
    let mut by_allergen: BTreeMap<Allergen, Vec<AllergenMeal>> = BTreeMap::new();
    let mut unresolved_meals = Vec::new();
    for meal in snapshot.planned_meals() {
        let Some(recipe) = meal.effective_recipe(|id| lookup(id)) else {
            unresolved_meals.push(meal.key());
            continue;
        };
        for (allergen, lines) in allergen_lines(recipe) {
            by_allergen.entry(allergen).or_default().push(AllergenMeal {
                meal: meal.key(),
                recipe_id: recipe.id.clone().unwrap_or_else(|| meal.recipe_id.clone()),
                recipe_name: recipe.name.clone(),
                lines,
            });
        }
    }
    AllergenReport {
        snapshot_id: snapshot.snapshot_id().to_owned(),
        allergens: Allergen::ALL
            .into_iter()
            .map(|allergen| AllergenFinding {
                allergen,
                meals: by_allergen.remove(&allergen).unwrap_or_default(),
            })
            .collect(),
        unresolved_meals,
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

/// A recipe's ingredient lines per allergen they contain.
fn allergen_lines(recipe: &Recipe) -> BTreeMap<Allergen, Vec<String>> {
    let mut lines: BTreeMap<Allergen, Vec<String>> = BTreeMap::new();
    for ingredient in &recipe.ingredients {
        let name = if ingredient.needs_parsing() {
            parse_ingredient_line(&ingredient.text).name
        } else {
            ingredient.name.clone()
        };
        for hit in detect_allergens(&name) {
            lines
                .entry(hit.allergen)
                .or_default()
                .push(ingredient.text.clone());
        }
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_table_row_names_an_allergen_and_a_term() {
        let rows: Vec<_> = synonym_rows().collect();
        assert!(rows.len() > 150);
        for (allergen, entry) in rows {
            assert!(allergen.is_some(), "row `{entry}` names no allergen");
            assert!(
                !name_words(entry.trim_start_matches('!')).is_empty(),
                "empty row for {allergen:?}"
            );
        }
        assert!(RULES.iter().all(|rules| !rules.terms.is_empty()));
    }
}
