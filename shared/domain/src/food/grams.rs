//! Grams of one ingredient line: mass units convert exactly, volumes through the food's
//! density (from a household volume weight), counts through per-item weights, and containers
//! through the size the line states ("1 (14 oz) can") or the food's container weight.

use super::{ItemSize, Measure, Ndb, PortionTable, names};
use crate::ingredient_line::parse_ingredient_line;
use crate::{Ingredient, Unit};

/// Why a matched line has no weight.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unconvertible {
    /// The line states no amount ("salt and pepper" without "to taste").
    NoQuantity,
    /// No portion weight converts this unit (or this count) for the food.
    UnknownUnit,
}

/// Millilitres per volume unit (US customary, as the tables' household measures are).
/// A pinch is 1/16 tsp and a dash 1/8 tsp.
fn millilitres(unit: Unit) -> Option<f64> {
    match unit {
        Unit::Teaspoon => Some(4.928_92),
        Unit::Tablespoon => Some(14.786_8),
        Unit::Cup => Some(236.588),
        Unit::FluidOunce => Some(29.573_5),
        Unit::Pint => Some(473.176),
        Unit::Quart => Some(946.353),
        Unit::Gallon => Some(3_785.41),
        Unit::Millilitre => Some(1.0),
        Unit::Litre => Some(1_000.0),
        Unit::Pinch => Some(4.928_92 / 16.0),
        Unit::Dash => Some(4.928_92 / 8.0),
        _ => None,
    }
}

/// Grams per mass unit.
fn mass_grams(unit: Unit) -> Option<f64> {
    match unit {
        Unit::Gram => Some(1.0),
        Unit::Kilogram => Some(1_000.0),
        Unit::Ounce => Some(28.349_5),
        Unit::Pound => Some(453.592),
        _ => None,
    }
}

/// Units of a packaged amount, whose weight the line often states ("1 (14 oz) can").
fn is_container(unit: Unit) -> bool {
    matches!(
        unit,
        Unit::Can | Unit::Package | Unit::Packet | Unit::Jar | Unit::Bottle
    )
}

/// The grams `ingredient` weighs as `food`: quantity (a range counts as its midpoint) times
/// the weight of one unit, or the total the line states ("1 lb total"; "2 chicken breasts
/// (about 1 1/2 lb)", where a weight beside several items, not said to be each, is the total).
pub(super) fn ingredient_grams(
    ingredient: &Ingredient,
    food: Ndb,
    portions: &PortionTable,
) -> Result<f64, Unconvertible> {
    let quantity = match (ingredient.quantity, ingredient.quantity_max) {
        (Some(low), Some(high)) => (low + high) / 2.0,
        (Some(quantity), None) => quantity,
        (None, _) => return Err(Unconvertible::NoQuantity),
    };
    let stated = stated_mass(ingredient);
    if let Some(mass) = stated {
        let several_items = ingredient.unit.is_none() && quantity > 1.0;
        match mass.scope {
            StatedScope::Total => return Ok(mass.grams),
            StatedScope::Unsaid if several_items => return Ok(mass.grams),
            StatedScope::Each | StatedScope::Unsaid => {}
        }
    }
    let stated = stated.map(|mass| mass.grams);
    let unit_grams = match ingredient.unit {
        Some(unit) => unit_grams(ingredient, unit, stated, food, portions),
        None => stated
            .or_else(|| item_grams(ingredient.size.as_deref(), food, portions))
            .or_else(|| {
                let unit = unit_named_last(&ingredient.name)?;
                portions.grams(food, Measure::Unit(unit))
            }),
    };
    unit_grams
        .map(|grams| grams * quantity)
        .ok_or(Unconvertible::UnknownUnit)
}

fn unit_grams(
    ingredient: &Ingredient,
    unit: Unit,
    stated: Option<f64>,
    food: Ndb,
    portions: &PortionTable,
) -> Option<f64> {
    if let Some(grams) = mass_grams(unit) {
        return Some(grams);
    }
    if let Some(ml) = millilitres(unit) {
        return density(food, unit, portions).map(|g_per_ml| g_per_ml * ml);
    }
    let per_unit = portions.grams(food, Measure::Unit(unit));
    if is_container(unit) {
        // A can's stated weight includes its liquid; drained, the food's can weight is closer.
        let drained = ingredient
            .preparation
            .as_deref()
            .is_some_and(|p| p.contains("drain") || p.contains("rinse"));
        return if drained {
            per_unit.or(stated)
        } else {
            stated.or(per_unit)
        };
    }
    // A "piece" of something sold whole is one item.
    per_unit.or_else(|| {
        (unit == Unit::Piece)
            .then(|| item_grams(None, food, portions))
            .flatten()
    })
}

/// "6 basil leaves", "2 rosemary sprigs": a count unit that ends the name, for foods weighed
/// by it rather than by the item.
fn unit_named_last(name: &str) -> Option<Unit> {
    match names::tokens(name).last()?.as_str() {
        "leaf" => Some(Unit::Leaf),
        "sprig" => Some(Unit::Sprig),
        "stalk" => Some(Unit::Stalk),
        "clove" => Some(Unit::Clove),
        "slice" => Some(Unit::Slice),
        "head" => Some(Unit::Head),
        "sheet" => Some(Unit::Sheet),
        "stick" => Some(Unit::Stick),
        _ => None,
    }
}

/// Grams per millilitre of `food` from its household volume weights (a cup first), if any.
pub fn grams_per_ml(food: Ndb, portions: &PortionTable) -> Option<f64> {
    density(food, Unit::Cup, portions)
}

/// The whole piece `food` is sold as and its grams: one usual item (medium, else whatever size
/// the tables weigh; no unit), else a head or a bunch (romaine, broccoli), which is how such
/// produce is picked up when no single item is weighed.
pub fn bought_piece(food: Ndb, portions: &PortionTable) -> Option<(Option<Unit>, f64)> {
    item_grams(None, food, portions)
        .map(|grams| (None, grams))
        .or_else(|| {
            [Unit::Head, Unit::Bunch].into_iter().find_map(|unit| {
                portions
                    .grams(food, Measure::Unit(unit))
                    .map(|grams| (Some(unit), grams))
            })
        })
}

/// Grams per millilitre of `food`, from a volume weight; the one in the line's own unit first,
/// since SR28 measures spices by the teaspoon and produce by the cup.
fn density(food: Ndb, unit: Unit, portions: &PortionTable) -> Option<f64> {
    let volume = |(measure, grams): &(Measure, f64)| match measure {
        Measure::Unit(u) => millilitres(*u).map(|ml| (*u, grams / ml)),
        _ => None,
    };
    let densities: Vec<(Unit, f64)> = portions.portions(food).iter().filter_map(volume).collect();
    densities
        .iter()
        .find(|(u, _)| *u == unit)
        .or_else(|| densities.first())
        .map(|&(_, density)| density)
}

/// Grams of one counted item of `food`, `size` as the line states it. Unstated, the food's
/// usual item (medium, else whatever SR28 weighs); a size the tables lack is estimated from
/// another by [`ItemSize::relative_weight`].
fn item_grams(size: Option<&str>, food: Ndb, portions: &PortionTable) -> Option<f64> {
    let items: Vec<(Measure, ItemSize, f64)> = portions
        .portions(food)
        .iter()
        .filter_map(|&(measure, grams)| match measure {
            Measure::Size(size) => Some((measure, size, grams)),
            Measure::Each => Some((measure, ItemSize::Medium, grams)),
            Measure::Unit(_) => None,
        })
        .collect();
    let find = |wanted: Measure| items.iter().find(|(measure, _, _)| *measure == wanted);
    let usual = find(Measure::Size(ItemSize::Medium))
        .or_else(|| find(Measure::Each))
        .or_else(|| items.first());
    match size.and_then(ItemSize::from_text) {
        None => usual.map(|&(_, _, grams)| grams),
        Some(wanted) => find(Measure::Size(wanted))
            .map(|&(_, _, grams)| grams)
            .or_else(|| {
                usual.map(|&(_, known, grams)| {
                    grams * wanted.relative_weight() / known.relative_weight()
                })
            }),
    }
}

/// A weight the line states in its size or notes ("6 oz each", "(14 oz) can", "1 lb total").
#[derive(Debug, Clone, Copy, PartialEq)]
struct StatedMass {
    grams: f64,
    scope: StatedScope,
}

/// What a stated weight is the weight of, as the line words it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum StatedScope {
    Each,
    Total,
    Unsaid,
}

fn stated_mass(ingredient: &Ingredient) -> Option<StatedMass> {
    [&ingredient.size, &ingredient.notes]
        .into_iter()
        .flatten()
        .find_map(|text| {
            // Read by the line parser, as the amount of a placeholder ingredient.
            let parsed = parse_ingredient_line(&format!("{} x", text.replace('-', " ")));
            let grams = parsed.quantity? * parsed.unit.and_then(mass_grams)?;
            let text = text.to_lowercase();
            let scope = if text.contains("total") {
                StatedScope::Total
            } else if text.contains("each") {
                StatedScope::Each
            } else {
                StatedScope::Unsaid
            };
            Some(StatedMass { grams, scope })
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::food::FoodTable;

    fn table() -> (PortionTable, Ndb, Ndb, Ndb) {
        let foods = FoodTable::parse(
            "ndb\tname\tcalories\n01123\tEgg\t143\n11215\tGarlic\t149\n11531\tTomatoes, canned\t32\n",
        )
        .expect("foods");
        let sr28 = "ndb\tmeasure\tgrams\tsr28_description\n\
            01123\tlarge\t50\t1 large\n\
            11215\tcup\t136\t1 cup\n11215\ttsp\t2.8\t1 tsp\n\
            11531\tcup\t240\t1 cup\n";
        let hand = "ndb\tmeasure\tgrams\tnote\n11215\tclove\t3\tx\n11531\tcan\t250\tx\n";
        let portions = PortionTable::parse(sr28, hand, &foods).expect("portions");
        let [egg, garlic, tomatoes] =
            ["01123", "11215", "11531"].map(|n| Ndb::parse(n).expect("ndb"));
        (portions, egg, garlic, tomatoes)
    }

    fn grams(line: &str, food: Ndb, portions: &PortionTable) -> Result<f64, Unconvertible> {
        ingredient_grams(&parse_ingredient_line(line), food, portions)
    }

    #[test]
    fn mass_volume_and_count_units_convert() {
        let (portions, egg, garlic, tomatoes) = table();
        assert_eq!(grams("200 g garlic", garlic, &portions), Ok(200.0));
        assert_eq!(grams("2 cloves garlic", garlic, &portions), Ok(6.0));
        let tsp = grams("1 tsp garlic", garlic, &portions).expect("tsp");
        assert!((tsp - 2.8).abs() < 1e-9, "{tsp}");
        let tbsp = grams("1 tbsp garlic", garlic, &portions).expect("tbsp");
        // No tablespoon weight: the cup's density applies.
        assert!((tbsp - 136.0 / 16.0).abs() < 0.01, "{tbsp}");
        assert_eq!(grams("2 large eggs", egg, &portions), Ok(100.0));
        assert_eq!(grams("2-4 large eggs", egg, &portions), Ok(150.0));
        let can = grams("1 (14 oz) can tomatoes", tomatoes, &portions).expect("can");
        assert!((can - 396.9).abs() < 0.1, "{can}");
    }

    #[test]
    fn other_sizes_are_estimated_and_missing_weights_reported() {
        let (portions, egg, garlic, tomatoes) = table();
        assert_eq!(grams("3 eggs", egg, &portions), Ok(150.0));
        let small = grams("1 small egg", egg, &portions).expect("small");
        assert!((small - 50.0 * 0.75 / 1.3).abs() < 1e-9, "{small}");
        assert_eq!(grams("1 can tomatoes", tomatoes, &portions), Ok(250.0));
        assert_eq!(
            grams("1 head garlic", garlic, &portions),
            Err(Unconvertible::UnknownUnit)
        );
        assert_eq!(
            grams("garlic", garlic, &portions),
            Err(Unconvertible::NoQuantity)
        );
    }

    #[test]
    fn a_count_unit_ending_the_name_is_the_unit() {
        assert_eq!(unit_named_last("basil leaves"), Some(Unit::Leaf));
        assert_eq!(unit_named_last("Rosemary sprigs"), Some(Unit::Sprig));
        assert_eq!(unit_named_last("olive oil"), None);
    }

    #[test]
    fn stated_weights_apply_per_item_or_in_total() {
        let (portions, egg, _, _) = table();
        let each = grams("2 pork chops (6 oz each)", egg, &portions).expect("each");
        assert!((each - 340.2).abs() < 0.1, "{each}");
        let total = grams("2 chicken breasts (1 lb total)", egg, &portions).expect("total");
        assert!((total - 453.6).abs() < 0.1, "{total}");
        let unsaid = grams("2 chicken breasts (about 1 1/2 lb)", egg, &portions).expect("unsaid");
        assert!((unsaid - 680.4).abs() < 0.1, "{unsaid}");
        let one = grams("1 squash (about 2 1/2 lb)", egg, &portions).expect("one");
        assert!((one - 1134.0).abs() < 0.1, "{one}");
        let cans = grams("2 (14.5-ounce) cans tomatoes", egg, &portions).expect("cans");
        assert!((cans - 822.2).abs() < 0.1, "{cans}");
    }

    #[test]
    fn drained_cans_use_the_food_can_weight() {
        let (portions, _, _, tomatoes) = table();
        let drained = grams("1 (15 oz) can tomatoes, drained", tomatoes, &portions);
        assert_eq!(drained, Ok(250.0));
        let undrained = grams("1 (15 oz) can tomatoes", tomatoes, &portions).expect("can");
        assert!((undrained - 425.2).abs() < 0.1, "{undrained}");
    }
}
