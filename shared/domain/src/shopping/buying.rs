//! Amounts in the units a food is bought in (issue 15 §5), from how the knowledge base says it
//! is bought: cheese, meat and fish by weight (a volume converted with the food's density), foods
//! sold by the piece in whole pieces (a measured amount converted with SR28's weight of one
//! item, or of a head or bunch: "1 head romaine", never "237 ml romaine"), loose foods measured
//! by volume (leaves, peas, nuts, grains) by weight, anything counted rounded up to whole ones,
//! and pantry staples only to check for.

use crate::Unit;
use crate::food::{FoodData, bought_piece, culinary_role_of, grams_per_ml};
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
    /// The piece a food sold by the piece comes as (an item, a head, a bunch) and its grams,
    /// from SR28 and the hand portion table.
    piece: Option<(Option<Unit>, f64)>,
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
                piece: None,
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
            piece: bought_piece(ndb, &data.portions),
        }
    }

    pub fn is_staple(&self) -> bool {
        self.unit == Some(BuyingUnit::Staple)
    }

    /// `measure` in the units the food is bought in, before rounding: a weighed food's volume
    /// as grams, a piece-sold food's volume or weight as (fractional) pieces, or as grams when
    /// no piece is weighed (a weight can be bought, a cupful of produce cannot). Anything the
    /// weights cannot convert stays as it is.
    pub fn convert(&self, measure: Measure) -> Measure {
        let grams = match measure {
            Measure::Mass { grams } => Some(grams),
            Measure::Volume { millilitres } => self.grams_per_ml.map(|d| millilitres * d),
            Measure::Count { .. } => None,
        };
        match (self.unit, grams) {
            (Some(BuyingUnit::Weight), Some(grams)) => Measure::Mass { grams },
            (Some(BuyingUnit::Count), Some(grams)) => match self.piece {
                Some((unit, piece)) => Measure::Count {
                    count: grams / piece,
                    unit,
                },
                None if matches!(measure, Measure::Volume { .. }) => Measure::Mass { grams },
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
    fn produce_weighed_by_the_head_or_bunch_is_bought_in_heads_or_bunches() {
        // Hand portions: a head of romaine is 400 g; SR28: a bunch of broccoli 608 g. A cup
        // of either is a fraction of one, which a shopper buys whole.
        let cup = Measure::Volume {
            millilitres: 236.588,
        };
        for (name, unit) in [
            ("romaine", Unit::Head),
            ("broccoli", Unit::Bunch),
            ("flat-leaf parsley", Unit::Bunch),
        ] {
            let bought = whole_counts(buying(name).convert(cup));
            assert_eq!(
                bought,
                Measure::Count {
                    count: 1.0,
                    unit: Some(unit)
                },
                "{name}"
            );
        }
    }

    #[test]
    fn fresh_herbs_come_in_bunches_and_dried_ones_stay_spoonfuls() {
        // A tablespoon of chopped parsley still means buying a bunch (hand portion: 60 g).
        let tablespoon = Measure::Volume { millilitres: 14.8 };
        assert_eq!(
            whole_counts(buying("parsley").convert(tablespoon)),
            Measure::Count {
                count: 1.0,
                unit: Some(Unit::Bunch)
            }
        );
        for name in [
            "dried parsley",
            "dried basil",
            "dried oregano",
            "ground cumin",
        ] {
            assert_eq!(buying(name).convert(tablespoon), tablespoon, "{name}");
        }
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
