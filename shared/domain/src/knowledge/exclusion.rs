//! Exclusions and diets as hard filters on ingredient names: "cheese" leaves out Parmesan,
//! "nuts" almonds and cashews, "shellfish" shrimp and clams, "milk" anything made with milk.

use super::{Diet, IngredientFacts, KNOWLEDGE, Marker, classify_name};
use crate::allergen::Allergen;
use crate::shopping::names::{name_words, phrase_positions};

/// One thing a user leaves out, matched by name, by kind and by what the food contains.
#[derive(Debug, Clone, PartialEq)]
pub struct Exclusion {
    text: String,
    words: Vec<String>,
    /// The table row the exclusion names: a kind ("cheese") leaves out every food of that kind;
    /// a plain food ("salmon", a row it shares with cod) leaves out the foods found by its words.
    row: Option<usize>,
    /// A marker the exclusion names ("peanuts", "gluten"): foods containing it are left out.
    marker: Option<Marker>,
    /// An allergy: foods that only may contain the marker are left out too.
    strict: bool,
}

impl Exclusion {
    /// A dislike or a request's exclusion: matches what a food contains, not what it may.
    pub fn new(text: &str) -> Self {
        let words = name_words(text);
        let row = KNOWLEDGE.row_named(&words);
        let marker = text
            .parse::<Allergen>()
            .map(Marker::Allergen)
            .or_else(|_| text.trim().to_lowercase().parse::<Marker>())
            .ok();
        Self {
            text: text.trim().to_owned(),
            words,
            row,
            marker,
            strict: false,
        }
    }

    /// An allergy: also leaves out foods that may contain it.
    pub fn allergy(text: &str) -> Self {
        Self {
            strict: true,
            ..Self::new(text)
        }
    }

    /// What the user wrote.
    pub fn text(&self) -> &str {
        &self.text
    }

    /// Whether an ingredient (its name and facts) is left out by this exclusion.
    pub fn excludes(&self, name: &str, facts: &IngredientFacts) -> bool {
        if self.words.is_empty() {
            return false;
        }
        // What the table knows decides ("milk" leaves out butter, not coconut milk); words it
        // does not know match as words of the name.
        if self.row.is_none() && self.marker.is_none() {
            return phrase_positions(&name_words(name), &self.words)
                .next()
                .is_some();
        }
        let by_row = self.row.is_some_and(|row| {
            let food = &KNOWLEDGE.rows[row];
            if food.is_kind {
                facts.is_a(food.name)
            } else {
                facts.found.iter().any(|(words, found)| {
                    *found == row && phrase_positions(words, &self.words).next().is_some()
                })
            }
        });
        // An allergy leaves out what may hold the allergen, and so a food nobody could identify.
        by_row
            || self.marker.is_some_and(|marker| {
                facts.contains.contains(marker)
                    || (self.strict && (facts.may_contain.contains(marker) || facts.is_unknown()))
            })
    }
}

/// A diet and exclusions applied together to a recipe's ingredient names.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct IngredientFilter {
    pub diet: Option<Diet>,
    pub exclusions: Vec<Exclusion>,
}

/// Why a recipe does not pass an [`IngredientFilter`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Rejection {
    /// The ingredient does not fit the diet.
    Diet { ingredient: String, diet: Diet },
    /// The ingredient is left out by an exclusion.
    Excluded {
        ingredient: String,
        exclusion: String,
    },
}

impl IngredientFilter {
    pub fn is_empty(&self) -> bool {
        self.diet.is_none() && self.exclusions.is_empty()
    }

    /// The first ingredient that fails the filter, or `None` when every one passes.
    pub fn rejects<'a>(&self, names: impl IntoIterator<Item = &'a str>) -> Option<Rejection> {
        if self.is_empty() {
            return None;
        }
        names.into_iter().find_map(|name| {
            let facts = classify_name(name);
            // A diet is a hard filter: a food nobody could identify might be the meat or the
            // milk the diet rules out, so it does not qualify.
            let fits = |diet: &Diet| facts.fits(*diet) && !facts.is_unknown();
            if let Some(diet) = self.diet.filter(|diet| !fits(diet)) {
                return Some(Rejection::Diet {
                    ingredient: name.to_owned(),
                    diet,
                });
            }
            self.exclusions
                .iter()
                .find(|exclusion| exclusion.excludes(name, &facts))
                .map(|exclusion| Rejection::Excluded {
                    ingredient: name.to_owned(),
                    exclusion: exclusion.text().to_owned(),
                })
        })
    }
}
