//! Household portion weights per food: grams in one cup, one clove, one large item… from SR28's
//! household weights (fixtures/foods/portions.tsv) and a hand table for what SR28's abbreviated
//! file lacks (fixtures/foods/portions-hand.tsv, which takes precedence).

use std::collections::HashMap;

use super::{FoodDataError, FoodTable, Ndb, tsv};
use crate::Unit;

/// The size of a counted item ("2 large eggs").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ItemSize {
    Small,
    Medium,
    Large,
    ExtraLarge,
}

impl ItemSize {
    /// Weight relative to a medium item, to estimate a size the tables lack from one they have.
    pub(super) fn relative_weight(self) -> f64 {
        match self {
            Self::Small => 0.75,
            Self::Medium => 1.0,
            Self::Large => 1.3,
            Self::ExtraLarge => 1.5,
        }
    }

    /// The size a free-text size field names ("large", "extra-large", "jumbo"), if any.
    pub fn from_text(text: &str) -> Option<Self> {
        let text = text.to_lowercase().replace('-', " ");
        if text.contains("extra large") || text.contains("jumbo") {
            Some(Self::ExtraLarge)
        } else if text.contains("large") || text.contains("big") {
            Some(Self::Large)
        } else if text.contains("medium") {
            Some(Self::Medium)
        } else if text.contains("small") {
            Some(Self::Small)
        } else {
            None
        }
    }
}

/// What a portion weight is the weight of.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Measure {
    /// One of a volume or count unit (`cup`, `clove`, `can`).
    Unit(Unit),
    /// One item of a size.
    Size(ItemSize),
    /// One whole item, size unstated.
    Each,
}

impl Measure {
    /// Parses the `measure` column: a CONTRACTS.md §7 unit name, a size word or `each`.
    fn parse(text: &str) -> Option<Self> {
        match text {
            "each" => Some(Self::Each),
            "small" => Some(Self::Size(ItemSize::Small)),
            "medium" => Some(Self::Size(ItemSize::Medium)),
            "large" => Some(Self::Size(ItemSize::Large)),
            "extra large" => Some(Self::Size(ItemSize::ExtraLarge)),
            unit => serde_json::from_value(serde_json::Value::from(unit))
                .ok()
                .map(Self::Unit),
        }
    }
}

/// Grams per measure, per food.
#[derive(Debug, Clone, Default)]
pub struct PortionTable {
    by_food: HashMap<Ndb, Vec<(Measure, f64)>>,
}

impl PortionTable {
    /// Parses SR28's portions and the hand table; a food and measure in both keeps the hand
    /// weight. Every food must be in `foods`.
    pub fn parse(sr28: &str, hand: &str, foods: &FoodTable) -> Result<Self, FoodDataError> {
        let mut table = Self::default();
        table.add(
            "portions-hand.tsv",
            hand,
            &["ndb", "measure", "grams", "note"],
            foods,
        )?;
        table.add(
            "portions.tsv",
            sr28,
            &["ndb", "measure", "grams", "sr28_description"],
            foods,
        )?;
        Ok(table)
    }

    fn add(
        &mut self,
        file: &'static str,
        text: &str,
        header: &[&str],
        foods: &FoodTable,
    ) -> Result<(), FoodDataError> {
        for row in tsv::read(file, text, header)?.1 {
            let ndb = Ndb::parse(row.cells[0])
                .filter(|&ndb| foods.get(ndb).is_some())
                .ok_or_else(|| row.error(file, format!("unknown NDB {:?}", row.cells[0])))?;
            let measure = Measure::parse(row.cells[1])
                .ok_or_else(|| row.error(file, format!("unknown measure {:?}", row.cells[1])))?;
            let grams = row.cells[2]
                .parse::<f64>()
                .ok()
                .filter(|g| g.is_finite() && *g > 0.0)
                .ok_or_else(|| row.error(file, format!("bad grams {:?}", row.cells[2])))?;
            let portions = self.by_food.entry(ndb).or_default();
            if !portions.iter().any(|(known, _)| *known == measure) {
                portions.push((measure, grams));
            }
        }
        Ok(())
    }

    /// Grams in one `measure` of `food`, if a table gives it.
    pub fn grams(&self, food: Ndb, measure: Measure) -> Option<f64> {
        self.portions(food)
            .iter()
            .find(|(known, _)| *known == measure)
            .map(|&(_, grams)| grams)
    }

    /// Every portion of `food`, hand ones first.
    pub fn portions(&self, food: Ndb) -> &[(Measure, f64)] {
        self.by_food.get(&food).map_or(&[], Vec::as_slice)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const FOODS: &str = "ndb\tname\tcalories\n01123\tEgg\t143\n11215\tGarlic\t149\n";

    #[test]
    fn hand_weights_take_precedence_over_sr28() {
        let foods = FoodTable::parse(FOODS).expect("foods");
        let sr28 = "ndb\tmeasure\tgrams\tsr28_description\n01123\tlarge\t50\t1 large\n11215\tcup\t136\t1 cup\n";
        let hand = "ndb\tmeasure\tgrams\tnote\n# cloves: SR28 full file\n11215\tclove\t3\tone clove\n01123\tlarge\t51\ttest\n";
        let table = PortionTable::parse(sr28, hand, &foods).expect("portions");
        let [egg, garlic] = ["01123", "11215"].map(|n| Ndb::parse(n).expect("ndb"));
        assert_eq!(table.grams(egg, Measure::Size(ItemSize::Large)), Some(51.0));
        assert_eq!(table.grams(garlic, Measure::Unit(Unit::Clove)), Some(3.0));
        assert_eq!(table.grams(garlic, Measure::Unit(Unit::Cup)), Some(136.0));
        assert_eq!(table.grams(garlic, Measure::Each), None);
    }

    #[test]
    fn rejects_unknown_foods_measures_and_weights() {
        let foods = FoodTable::parse(FOODS).expect("foods");
        let header = "ndb\tmeasure\tgrams\tnote\n";
        for bad in [
            "99999\tcup\t1\tx",
            "01123\tfurlong\t1\tx",
            "01123\tcup\t0\tx",
        ] {
            let hand = format!("{header}{bad}\n");
            let sr28 = "ndb\tmeasure\tgrams\tsr28_description\n";
            assert!(PortionTable::parse(sr28, &hand, &foods).is_err(), "{bad}");
        }
    }

    #[test]
    fn size_words_are_read_from_free_text() {
        assert_eq!(
            ItemSize::from_text("extra-large"),
            Some(ItemSize::ExtraLarge)
        );
        assert_eq!(ItemSize::from_text("Large"), Some(ItemSize::Large));
        assert_eq!(ItemSize::from_text("small"), Some(ItemSize::Small));
        assert_eq!(ItemSize::from_text("14 oz"), None);
    }
}
