//! Recipe nutrition from typical ingredient lines: the grams each line weighs, the match
//! report, and per-serving totals against SR28's values.

use std::num::NonZeroU32;

use cookbook_domain::food::{FoodData, LineOutcome, UnmatchedReason, recipe_nutrition};
use cookbook_domain::ingredient_line::parse_ingredient_line;
use cookbook_domain::{Ingredient, Nutrient};

fn parsed(lines: &[&str]) -> Vec<Ingredient> {
    lines
        .iter()
        .map(|line| parse_ingredient_line(line))
        .collect()
}

fn servings(n: u32) -> NonZeroU32 {
    NonZeroU32::new(n).unwrap_or(NonZeroU32::MIN)
}

/// (NDB, grams) of a counted line.
fn counted(outcome: &LineOutcome) -> Option<(String, f64)> {
    match outcome {
        LineOutcome::Counted { food, grams, .. } => Some((food.to_string(), *grams)),
        _ => None,
    }
}

#[test]
fn typical_lines_weigh_what_household_measures_say() {
    let data = FoodData::embedded().expect("food data");
    let lines = parsed(&[
        "2 cloves garlic, minced",
        "1 cup cooked brown rice",
        "200 g chicken breast",
        "2 large eggs",
        "1 (14 oz) can tomatoes",
        "6 basil leaves",
        "salt to taste",
    ]);
    let (_, report) = data.recipe_nutrition(&lines, servings(2));
    let outcomes: Vec<_> = report.lines.iter().map(|l| counted(&l.outcome)).collect();
    let expected = [
        ("11215", 6.0),   // garlic, 3 g a clove
        ("20037", 202.0), // brown rice, cooked: 202 g a cup (SR28)
        ("05062", 200.0), // chicken breast, raw
        ("01123", 100.0), // egg, 50 g a large one (SR28)
        ("11531", 396.9), // canned tomatoes, 14 oz stated
        ("02044", 3.0),   // basil, 0.5 g a leaf (SR28: 5 leaves, 2.5 g)
    ];
    for (i, (ndb, grams)) in expected.iter().enumerate() {
        let (found, weight) = outcomes[i].clone().unwrap_or_else(|| {
            panic!(
                "{:?} was not counted: {:?}",
                report.lines[i].text, report.lines[i].outcome
            )
        });
        assert_eq!(found, *ndb, "{}", report.lines[i].text);
        assert!(
            (weight - grams).abs() < 0.1,
            "{}: {weight} g",
            report.lines[i].text
        );
    }
    assert_eq!(report.lines[6].outcome, LineOutcome::ToTaste);
    assert!(report.is_complete());
    assert_eq!(report.counted(), 6);
}

#[test]
fn totals_are_per_serving_sums_of_sr28_values() {
    // 100 g chicken breast (120 kcal, 22.5 g protein) and 2 large eggs (2 × 50 g at 143 kcal,
    // 12.56 g protein, 56 mg calcium per 100 g; chicken has 5 mg calcium), over 2 servings.
    let lines = parsed(&["100 g chicken breast", "2 large eggs"]);
    let (nutrition, report) = recipe_nutrition(&lines, servings(2)).expect("food data");
    assert!(report.is_complete());
    assert_eq!(
        nutrition.calories,
        Some(((120.0 + 143.0) / 2.0_f64).round())
    );
    assert_eq!(nutrition.protein_g, Some(17.5));
    assert_eq!(
        nutrition.micronutrients.get(&Nutrient::CalciumMg),
        Some(&30.5)
    );
    // Retinol and folic acid stay separate from vitamin A and folate (their ULs differ).
    assert!(nutrition.micronutrients.contains_key(&Nutrient::RetinolMcg));
    assert!(
        nutrition
            .micronutrients
            .contains_key(&Nutrient::FolicAcidMcg)
    );
    assert!(!nutrition.micronutrients.contains_key(&Nutrient::Omega3G));
}

#[test]
fn lines_that_cannot_be_counted_are_reported_not_zeroed() {
    let lines = parsed(&[
        "2 cups chicken breast",
        "1 pinch of unobtainium",
        "chopped parsley",
        "200 g chicken breast",
    ]);
    let (nutrition, report) = recipe_nutrition(&lines, servings(1)).expect("food data");
    let unmatched: Vec<_> = report.unmatched().collect();
    assert_eq!(unmatched.len(), 3, "{unmatched:?}");
    assert!(matches!(
        unmatched[0].1,
        UnmatchedReason::UnknownUnit { .. }
    ));
    assert_eq!(unmatched[1].1, UnmatchedReason::UnknownFood);
    assert_eq!(unmatched[2].1, UnmatchedReason::NoQuantity);
    assert_eq!(nutrition.calories, Some(240.0));
    let (empty, _) = recipe_nutrition(&parsed(&["salt to taste"]), servings(1)).expect("food data");
    assert_eq!(empty.calories, None, "nothing counted is unknown, not 0");
}

#[test]
fn a_heavy_ingredient_without_a_value_leaves_the_nutrient_out() {
    // SR28 has no vitamin D value for balsamic vinegar: at half the recipe's weight the
    // recipe's vitamin D is unknown; as a tablespoon beside 200 g of chicken it counts as 0.
    let vinegar = "02069";
    let data = FoodData::embedded().expect("food data");
    let food = data
        .table
        .foods()
        .iter()
        .find(|f| f.ndb.to_string() == vinegar)
        .expect("balsamic vinegar");
    let column = data
        .table
        .columns()
        .iter()
        .position(|c| *c == cookbook_domain::food::FoodValue::Micro(Nutrient::VitaminDMcg))
        .expect("vitamin D column");
    assert_eq!(food.values()[column], None, "test premise: SR28 lacks it");
    let heavy = parsed(&["100 g balsamic vinegar", "100 g chicken breast"]);
    let (nutrition, _) = data.recipe_nutrition(&heavy, servings(1));
    assert!(
        !nutrition
            .micronutrients
            .contains_key(&Nutrient::VitaminDMcg)
    );
    let light = parsed(&["1 tbsp balsamic vinegar", "200 g chicken breast"]);
    let (nutrition, _) = data.recipe_nutrition(&light, servings(1));
    assert!(
        nutrition
            .micronutrients
            .contains_key(&Nutrient::VitaminDMcg)
    );
}
