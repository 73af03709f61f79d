//! Per-serving nutrition with unit-suffixed nutrient keys (CONTRACTS.md §2).

use std::collections::BTreeMap;

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// A micronutrient, named by its wire key (`vitamin_c_mg`, `folic_acid_mcg`, …).
///
/// The unit is part of the name, so a value can never be read in the wrong unit.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize, JsonSchema,
)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum Nutrient {
    /// Retinol activity equivalents.
    VitaminAMcg,
    /// Preformed vitamin A; the UL applies here, not to RAE.
    RetinolMcg,
    VitaminCMg,
    VitaminDMcg,
    VitaminEMg,
    VitaminKMcg,
    ThiaminMg,
    RiboflavinMg,
    NiacinMg,
    VitaminB6Mg,
    /// Dietary folate equivalents.
    FolateMcg,
    /// Synthetic folic acid; the UL applies here, not to DFE.
    FolicAcidMcg,
    VitaminB12Mcg,
    CholineMg,
    CalciumMg,
    IronMg,
    MagnesiumMg,
    PhosphorusMg,
    PotassiumMg,
    SodiumMg,
    ZincMg,
    CopperMg,
    ManganeseMg,
    SeleniumMcg,
    Omega3G,
}

impl Nutrient {
    pub const ALL: [Nutrient; 25] = [
        Nutrient::VitaminAMcg,
        Nutrient::RetinolMcg,
        Nutrient::VitaminCMg,
        Nutrient::VitaminDMcg,
        Nutrient::VitaminEMg,
        Nutrient::VitaminKMcg,
        Nutrient::ThiaminMg,
        Nutrient::RiboflavinMg,
        Nutrient::NiacinMg,
        Nutrient::VitaminB6Mg,
        Nutrient::FolateMcg,
        Nutrient::FolicAcidMcg,
        Nutrient::VitaminB12Mcg,
        Nutrient::CholineMg,
        Nutrient::CalciumMg,
        Nutrient::IronMg,
        Nutrient::MagnesiumMg,
        Nutrient::PhosphorusMg,
        Nutrient::PotassiumMg,
        Nutrient::SodiumMg,
        Nutrient::ZincMg,
        Nutrient::CopperMg,
        Nutrient::ManganeseMg,
        Nutrient::SeleniumMcg,
        Nutrient::Omega3G,
    ];
}

/// Nutrition per serving. Unknown values are `None` (`null` on the wire), never 0.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, JsonSchema)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct Nutrition {
    #[serde(default)]
    pub calories: Option<f64>,
    #[serde(default)]
    pub protein_g: Option<f64>,
    #[serde(default)]
    pub fat_g: Option<f64>,
    #[serde(default)]
    pub carbs_g: Option<f64>,
    #[serde(default)]
    pub fiber_g: Option<f64>,
    #[serde(default)]
    pub micronutrients: BTreeMap<Nutrient, f64>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nutrient_keys_are_the_contract_names() {
        let keys: Vec<String> = Nutrient::ALL
            .iter()
            .map(|n| {
                serde_json::to_value(n)
                    .unwrap()
                    .as_str()
                    .unwrap()
                    .to_owned()
            })
            .collect();
        assert_eq!(
            keys,
            [
                "vitamin_a_mcg",
                "retinol_mcg",
                "vitamin_c_mg",
                "vitamin_d_mcg",
                "vitamin_e_mg",
                "vitamin_k_mcg",
                "thiamin_mg",
                "riboflavin_mg",
                "niacin_mg",
                "vitamin_b6_mg",
                "folate_mcg",
                "folic_acid_mcg",
                "vitamin_b12_mcg",
                "choline_mg",
                "calcium_mg",
                "iron_mg",
                "magnesium_mg",
                "phosphorus_mg",
                "potassium_mg",
                "sodium_mg",
                "zinc_mg",
                "copper_mg",
                "manganese_mg",
                "selenium_mcg",
                "omega3_g",
            ]
        );
    }

    #[test]
    fn contract_example_round_trips_and_unknown_keys_are_rejected() {
        let wire = r#"{"calories": 143, "protein_g": 4, "fat_g": 12, "carbs_g": 9, "fiber_g": 3,
            "micronutrients": {"sodium_mg": 629, "vitamin_c_mg": 28.1, "retinol_mcg": 0, "folic_acid_mcg": 0}}"#;
        let n: Nutrition = serde_json::from_str(wire).unwrap();
        assert_eq!(n.micronutrients[&Nutrient::SodiumMg], 629.0);
        assert_eq!(n.calories, Some(143.0));
        let missing: Nutrition = serde_json::from_str(r#"{"calories": null}"#).unwrap();
        assert_eq!(missing.protein_g, None);
        assert!(
            serde_json::from_str::<Nutrition>(r#"{"micronutrients": {"vitamin_q_mg": 1}}"#)
                .is_err()
        );
    }
}
