//! The embedded food data of fixtures/foods/ — SR28 values, portion weights and aliases —
//! parsed once, on first use.

use std::sync::OnceLock;

use super::{AliasTable, Food, FoodMatcher, FoodTable, MatchSource, PortionTable};
use crate::shopping::names::name_words;

const SR28: &str = include_str!("../../../../fixtures/foods/sr28.tsv");
const PORTIONS: &str = include_str!("../../../../fixtures/foods/portions.tsv");
const HAND_PORTIONS: &str = include_str!("../../../../fixtures/foods/portions-hand.tsv");
const ALIASES: &str = include_str!("../../../../fixtures/foods/aliases.tsv");

/// A fixture of fixtures/foods/ that does not have its documented layout.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum FoodDataError {
    #[error("{file}: the header must start with {expected}")]
    Header {
        file: &'static str,
        expected: String,
    },
    #[error("{file}:{line}: {problem}")]
    Row {
        file: &'static str,
        line: usize,
        problem: String,
    },
}

/// Everything the nutrition calculator needs.
#[derive(Debug, Clone)]
pub struct FoodData {
    pub table: FoodTable,
    pub portions: PortionTable,
    pub matcher: FoodMatcher,
}

impl FoodData {
    /// The data embedded from fixtures/foods/, parsed on the first call.
    pub fn embedded() -> Result<&'static Self, FoodDataError> {
        static DATA: OnceLock<Result<FoodData, FoodDataError>> = OnceLock::new();
        DATA.get_or_init(|| Self::parse(SR28, PORTIONS, HAND_PORTIONS, ALIASES))
            .as_ref()
            .map_err(Clone::clone)
    }

    /// Parses the four fixtures' texts (layouts: scripts/food-table/README.md).
    pub fn parse(
        sr28: &str,
        portions: &str,
        hand_portions: &str,
        aliases: &str,
    ) -> Result<Self, FoodDataError> {
        let table = FoodTable::parse(sr28)?;
        let portions = PortionTable::parse(portions, hand_portions, &table)?;
        let matcher = FoodMatcher::new(AliasTable::parse(aliases, &table)?, &table);
        Ok(Self {
            table,
            portions,
            matcher,
        })
    }

    /// The SR28 food `name` names outright: a curated alias, or a description that holds every
    /// word of the name. The matcher alone settles for a partial match ("red onion" may find
    /// another food), which says nothing certain about what the food is or weighs.
    pub fn food_named(&self, name: &str) -> Option<&Food> {
        let found = self.matcher.find(name)?;
        let food = self.table.get(found.ndb)?;
        let description = name_words(&food.name);
        let covered = found.source == MatchSource::Alias
            || name_words(name)
                .iter()
                .all(|word| description.contains(word));
        covered.then_some(food)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn embedded_fixtures_parse() {
        let data = FoodData::embedded().expect("the embedded food data parses");
        assert_eq!(data.table.foods().len(), 8_789);
        assert!(data.table.columns().len() >= 29);
    }
}
