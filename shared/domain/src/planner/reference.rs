//! Reference intakes by demographic (DESIGN.md "Data sources"), embedded from
//! `fixtures/reference/`. Only the ULs that apply to food totals are ever handed to the planner:
//! supplement-only limits (vitamin E, niacin, magnesium) are `null` in the food table, and the
//! vitamin A and folate limits sit on `retinol_mcg` and `folic_acid_mcg`, the forms they cover.

use std::collections::BTreeMap;
use std::sync::LazyLock;

use serde::Deserialize;

use crate::Nutrient;

const UPPER_LIMITS: &str = include_str!("../../../../fixtures/reference/upper_limits.json");
const DAILY_INTAKES: &str = include_str!("../../../../fixtures/reference/daily_intakes.json");

#[derive(Deserialize)]
struct UpperLimitTable {
    demographics: BTreeMap<String, DemographicLimits>,
}

#[derive(Deserialize)]
struct DemographicLimits {
    /// Limits on food totals; `null` = none applies to food.
    food: BTreeMap<Nutrient, Option<f64>>,
}

#[derive(Deserialize)]
struct DailyIntakeTable {
    demographics: BTreeMap<String, BTreeMap<Nutrient, f64>>,
}

static LIMITS: LazyLock<UpperLimitTable> = LazyLock::new(|| {
    serde_json::from_str(UPPER_LIMITS).expect("embedded UL table parses (unit-tested)")
});
static INTAKES: LazyLock<DailyIntakeTable> = LazyLock::new(|| {
    serde_json::from_str(DAILY_INTAKES).expect("embedded intake table parses (unit-tested)")
});

/// The daily ULs to apply to food for `demographic` (`None` value = no limit), or `None` for an
/// unknown demographic.
pub fn food_upper_limits(demographic: &str) -> Option<BTreeMap<Nutrient, Option<f64>>> {
    LIMITS.demographics.get(demographic).map(|d| d.food.clone())
}

/// The recommended daily intakes (RDA or AI) for `demographic`, a default for a profile's
/// `micronutrient_targets`.
pub fn recommended_daily_intakes(demographic: &str) -> Option<BTreeMap<Nutrient, f64>> {
    INTAKES.demographics.get(demographic).cloned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn supplement_only_limits_never_reach_food_totals() {
        for demographic in ["adult_male", "adult_female"] {
            let food = food_upper_limits(demographic).unwrap();
            for n in [
                Nutrient::VitaminEMg,
                Nutrient::NiacinMg,
                Nutrient::MagnesiumMg,
                Nutrient::VitaminAMcg,
                Nutrient::FolateMcg,
            ] {
                assert_eq!(food[&n], None, "{demographic} {n:?}");
            }
            assert_eq!(food[&Nutrient::RetinolMcg], Some(3000.0));
            assert_eq!(food[&Nutrient::FolicAcidMcg], Some(1000.0));
            assert_eq!(food[&Nutrient::IronMg], Some(45.0));
            assert_eq!(food.len(), Nutrient::ALL.len());
        }
        assert!(food_upper_limits("toddler").is_none());
    }

    #[test]
    fn intakes_cover_every_nutrient_with_a_recommendation() {
        let male = recommended_daily_intakes("adult_male").unwrap();
        assert_eq!(male[&Nutrient::VitaminCMg], 90.0);
        assert_eq!(male[&Nutrient::PotassiumMg], 3400.0);
        let female = recommended_daily_intakes("adult_female").unwrap();
        assert_eq!(female[&Nutrient::IronMg], 18.0);
        assert_eq!(female.len(), male.len());
    }
}
