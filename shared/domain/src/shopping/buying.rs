//! Amounts in the units a food is bought in (issue 15 §5), from how the knowledge base says it
//! is bought: cheese, meat and fish by weight (a volume converted with the food's density), foods
//! sold by the piece in whole pieces (a measured amount converted with SR28's weight of one
//! item), loose foods measured by volume (leaves, peas, nuts, grains) by weight, anything
//! counted rounded up to whole ones, and pantry staples only to check for.

use crate::food::{FoodData, culinary_role_of, grams_per_item, grams_per_ml};
use crate::knowledge::{BuyingUnit, classify_name};

use super::units::{Measure, density_g_per_ml};

/// A count this close above a whole number is that number: 2.0000001 eggs is 2, not 3.
const WHOLE_TOLERANCE: f64 = 1e-6;

/// Below this many grams per millilitre a measured cup is mostly air: baby spinach (0.13), peas
/// (0.57), pine nuts (0.57), rice (0.78). Such foods are sold by weight, never by the cup;
/// liquids and pastes (water 1.0, lemon juice 1.03, peanut butter 1.09) stay as measured.
const LOOSE_BELOW_G_PER_ML: f64 = 0.9;

/// How one ingredient is bought, and the weights that convert what recipes measure into it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) struct Buying {
    pub unit: Option<BuyingUnit>,
    /// Grams per millilitre: the density table first, else SR28's household volume weight.
    grams_per_ml: Option<f64>,
    /// Grams of one usual whole item, from SR28 (foods sold by the piece only).
    grams_per_item: Option<f64>,
}

impl Buying {
    /// How `name` (merge key `key`) is bought. Weights come only from an SR28 food the name or
    /// its knowledge-table kind names outright, so no conversion rests on a guessed food.
    pub fn of(name: &str, key: &str) -> Self {
        let facts = classify_name(name);
        let food = FoodData::embedded().ok().and_then(|data| {
            let food = data
                .food_named(name)
                .or_else(|| facts.kinds.first().and_then(|kind| data.food_named(kind)))?;
            Some((data, food.ndb))
        });
        let Some((data, ndb)) = food else {
            return Self {
                unit: facts.buy,
                grams_per_ml: density_g_per_ml(key),
                grams_per_item: None,
            };
        };
        let grams_per_ml = density_g_per_ml(key).or_else(|| grams_per_ml(ndb, &data.portions));
        // Herbs and spices are loose too, but a cook checks a jar or buys a bunch, so their
        // spoonfuls stay spoonfuls.
        let loose = culinary_role_of(ndb) != Some("seasoning")
            && grams_per_ml.is_some_and(|density| density < LOOSE_BELOW_G_PER_ML);
        Self {
            unit: facts.buy.or(loose.then_some(BuyingUnit::Weight)),
            grams_per_ml,
            grams_per_item: grams_per_item(ndb, &data.portions),
        }
    }

    pub fn is_staple(&self) -> bool {
        self.unit == Some(BuyingUnit::Staple)
    }

    /// `measure` in the units the food is bought in, before rounding: a weighed food's volume
    /// as grams, a piece-sold food's volume or weight as (fractional) pieces. Anything the
    /// weights cannot convert stays as it is.
    pub fn convert(&self, measure: Measure) -> Measure {
        let grams = match measure {
            Measure::Mass { grams } => Some(grams),
            Measure::Volume { millilitres } => self.grams_per_ml.map(|d| millilitres * d),
            Measure::Count { .. } => None,
        };
        match (self.unit, grams) {
            (Some(BuyingUnit::Weight), Some(grams)) => Measure::Mass { grams },
            (Some(BuyingUnit::Count), Some(grams)) => match self.grams_per_item {
                Some(item) => Measure::Count {
                    count: grams / item,
                    unit: None,
                },
                None => measure,
            },
            _ => measure,
        }
    }
}

/// Counts rounded up to whole ones: nobody buys 3/4 of an eggplant or 10 3/4 eggs.
pub(super) fn whole_counts(measure: Measure) -> Measure {
    match measure {
        Measure::Count { count, unit } => Measure::Count {
            count: (count - WHOLE_TOLERANCE).ceil().max(1.0),
            unit,
        },
        other => other,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shopping::names::merge_key;

    fn buying(name: &str) -> Buying {
        Buying::of(name, &merge_key(name))
    }

    #[test]
    fn weighed_foods_turn_volumes_into_grams() {
        // SR28: a cup of diced cheddar weighs 132 g.
        let cheddar = buying("cheddar").convert(Measure::Volume { millilitres: 177.0 });
        let Measure::Mass { grams } = cheddar else {
            panic!("{cheddar:?}")
        };
        assert!((grams - 177.0 * 132.0 / 236.588).abs() < 1.0, "{grams}");
    }

    #[test]
    fn piece_sold_foods_turn_measures_into_pieces() {
        // SR28: a cup of chopped onion is 160 g, a medium onion 110 g.
        let onion = buying("onion").convert(Measure::Volume {
            millilitres: 236.588,
        });
        let Measure::Count { count, unit: None } = onion else {
            panic!("{onion:?}")
        };
        assert!((count - 160.0 / 110.0).abs() < 0.01, "{count}");
        assert_eq!(
            whole_counts(onion),
            Measure::Count {
                count: 2.0,
                unit: None
            }
        );
    }

    #[test]
    fn counts_round_up_to_whole_ones() {
        let count = |count| Measure::Count { count, unit: None };
        assert_eq!(whole_counts(count(10.75)), count(11.0));
        assert_eq!(whole_counts(count(0.25)), count(1.0));
        assert_eq!(whole_counts(count(3.0 + 1e-9)), count(3.0));
        let grams = Measure::Mass { grams: 12.5 };
        assert_eq!(whole_counts(grams), grams);
    }

    #[test]
    fn loose_foods_measured_by_volume_are_bought_by_weight() {
        let cup = Measure::Volume {
            millilitres: 236.588,
        };
        for name in [
            "baby spinach",
            "frozen peas",
            "pine nuts",
            "brown rice",
            "blueberries",
        ] {
            let bought = buying(name);
            assert_eq!(bought.unit, Some(BuyingUnit::Weight), "{name}");
            let Measure::Mass { grams } = bought.convert(cup) else {
                panic!("{name}: {:?}", bought.convert(cup))
            };
            assert!(grams > 20.0 && grams < 236.0, "{name}: {grams} g a cup");
        }
        // Liquids, pastes and spices keep the measure a cook reads on the jar or bottle.
        for name in [
            "lemon juice",
            "soy sauce",
            "peanut butter",
            "ground cumin",
            "honey",
        ] {
            assert_eq!(buying(name).convert(cup), cup, "{name}");
        }
    }

    #[test]
    fn staples_and_packaged_foods_keep_what_recipes_measure() {
        assert!(buying("salt").is_staple());
        assert!(buying("water").is_staple());
        let broth = Measure::Volume { millilitres: 500.0 };
        assert_eq!(buying("chicken broth").convert(broth), broth);
        assert_eq!(buying("chicken broth").unit, Some(BuyingUnit::Packaged));
    }
}
