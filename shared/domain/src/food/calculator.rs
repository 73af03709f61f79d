//! Per-serving recipe nutrition from ingredient lines: each line matched to a food and
//! weighed, "to taste" lines excluded, values summed and rounded as food labels do.

use std::num::NonZeroU32;

use super::grams::{Unconvertible, ingredient_grams};
use super::{
    FoodData, FoodDataError, FoodValue, LineOutcome, LineReport, MatchReport, MatchSource,
    UnmatchedReason,
};
use crate::ingredient_line::parse_ingredient_line;
use crate::{Ingredient, Nutrition, Unit};

/// A nutrient SR28 lacks for an ingredient heavier than this share of the recipe's counted
/// weight is left out: a sum that skipped a major ingredient would understate it.
const UNKNOWN_WEIGHT_SHARE: f64 = 0.10;

/// [`FoodData::recipe_nutrition`] with the embedded food data.
pub fn recipe_nutrition(
    ingredients: &[Ingredient],
    servings: NonZeroU32,
) -> Result<(Nutrition, MatchReport), FoodDataError> {
    Ok(FoodData::embedded()?.recipe_nutrition(ingredients, servings))
}

impl FoodData {
    /// Nutrition per serving of the counted lines, and what became of every line. Lines the
    /// report lists as unmatched add nothing; a recipe with no counted line has no values.
    pub fn recipe_nutrition(
        &self,
        ingredients: &[Ingredient],
        servings: NonZeroU32,
    ) -> (Nutrition, MatchReport) {
        let report = MatchReport {
            lines: ingredients
                .iter()
                .map(|ingredient| LineReport {
                    text: ingredient.text.clone(),
                    outcome: self.line_outcome(ingredient),
                })
                .collect(),
        };
        let counted: Vec<(&[Option<f64>], f64)> = report
            .lines
            .iter()
            .filter_map(|line| match line.outcome {
                LineOutcome::Counted { food, grams, .. } => {
                    self.table.get(food).map(|food| (food.values(), grams))
                }
                _ => None,
            })
            .collect();
        if counted.is_empty() {
            return (Nutrition::default(), report);
        }
        let total_grams: f64 = counted.iter().map(|(_, grams)| grams).sum();
        let servings = f64::from(servings.get());
        let mut nutrition = Nutrition::default();
        for (column, &value) in self.table.columns().iter().enumerate() {
            let per_serving = column_total(&counted, column, total_grams).map(|t| t / servings);
            set(&mut nutrition, value, per_serving);
        }
        (nutrition, report)
    }

    /// Matches, weighs or excludes one line; a line left for the server to parse is parsed.
    pub fn line_outcome(&self, ingredient: &Ingredient) -> LineOutcome {
        let parsed;
        let ingredient = if ingredient.needs_parsing() {
            parsed = parse_ingredient_line(&ingredient.text);
            &parsed
        } else {
            ingredient
        };
        if ingredient.is_to_taste {
            return LineOutcome::ToTaste;
        }
        // "1 can tomatoes" means canned tomatoes, when the aliases know a canned form.
        let canned = (ingredient.unit == Some(Unit::Can))
            .then(|| self.matcher.find(&format!("canned {}", ingredient.name)))
            .flatten()
            .filter(|found| found.source == MatchSource::Alias);
        let Some(found) = canned.or_else(|| self.matcher.find(&ingredient.name)) else {
            return LineOutcome::Unmatched(UnmatchedReason::UnknownFood);
        };
        match ingredient_grams(ingredient, found.ndb, &self.portions) {
            Ok(grams) => LineOutcome::Counted {
                food: found.ndb,
                source: found.source,
                grams,
            },
            Err(Unconvertible::NoQuantity) => LineOutcome::Unmatched(UnmatchedReason::NoQuantity),
            Err(Unconvertible::UnknownUnit) => {
                LineOutcome::Unmatched(UnmatchedReason::UnknownUnit { food: found.ndb })
            }
        }
    }
}

/// The recipe total of one column, `None` when a heavy ingredient lacks it.
fn column_total(counted: &[(&[Option<f64>], f64)], column: usize, total_grams: f64) -> Option<f64> {
    counted.iter().try_fold(0.0, |sum, (values, grams)| {
        match values.get(column).copied().flatten() {
            Some(per_100g) => Some(sum + per_100g * grams / 100.0),
            None if *grams > UNKNOWN_WEIGHT_SHARE * total_grams => None,
            None => Some(sum),
        }
    })
}

/// Stores a per-serving value, rounded: whole kilocalories, macros to 0.1 g, micronutrients
/// to three significant figures (whole numbers from 100). An unknown micronutrient is omitted.
fn set(nutrition: &mut Nutrition, value: FoodValue, per_serving: Option<f64>) {
    let macro_grams = per_serving.map(|v| round_to(v, 1));
    match value {
        FoodValue::Calories => nutrition.calories = per_serving.map(f64::round),
        FoodValue::ProteinG => nutrition.protein_g = macro_grams,
        FoodValue::FatG => nutrition.fat_g = macro_grams,
        FoodValue::CarbsG => nutrition.carbs_g = macro_grams,
        FoodValue::FiberG => nutrition.fiber_g = macro_grams,
        FoodValue::Micro(nutrient) => {
            if let Some(v) = per_serving {
                nutrition.micronutrients.insert(nutrient, significant(v));
            }
        }
    }
}

fn round_to(value: f64, decimals: i32) -> f64 {
    let scale = 10_f64.powi(decimals);
    (value * scale).round() / scale
}

/// Three significant figures below 100, whole numbers from 100.
fn significant(value: f64) -> f64 {
    if value >= 100.0 {
        return value.round();
    }
    if value <= 0.0 {
        return 0.0;
    }
    // log10 of a positive finite value below 100 is below 2, so the cast cannot overflow.
    let magnitude = value.log10().floor() as i32;
    round_to(value, 2 - magnitude)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rounding_follows_the_label_rules() {
        assert_eq!(significant(1234.4), 1234.0);
        assert_eq!(significant(12.345), 12.3);
        assert_eq!(significant(1.2345), 1.23);
        assert_eq!(significant(0.012_345), 0.0123);
        assert_eq!(significant(0.0), 0.0);
        assert_eq!(round_to(3.25, 1), 3.3);
    }

    #[test]
    fn a_heavy_ingredient_without_a_value_leaves_the_nutrient_out() {
        let values_a = [Some(10.0)];
        let values_b = [None];
        let light = [(&values_a[..], 950.0), (&values_b[..], 50.0)];
        assert_eq!(column_total(&light, 0, 1000.0), Some(95.0));
        let heavy = [(&values_a[..], 800.0), (&values_b[..], 200.0)];
        assert_eq!(column_total(&heavy, 0, 1000.0), None);
    }
}
