//! Quick-plan variety (issue 15 §4), measured over 7×3 quick plans through the real job path on
//! the local store with the core catalog and the offline reranker: repeats within the week, a
//! primary protein on two consecutive days, a main ingredient twice in a row, dinner cuisines,
//! recipes outside their meal types, and side dishes or desserts planned as a meal. Asserted by
//! `tests/plan_variety.rs`, printed by `bench/plan_variety.sh` (`examples/plan_figures.rs variety`).

use std::collections::BTreeSet;

use super::plans::{WEEK_DAYS, WEEK_MEALS, quick_week_request, seeded_local_app};
use cookbook_domain::Recipe;
use cookbook_domain::course::is_accompaniment;
use cookbook_domain::food::{FoodData, ProteinKind, main_ingredients};
use serde_json::json;

const MEALS: [&str; 3] = WEEK_MEALS;
const DAYS: usize = WEEK_DAYS;

/// One planned meal, as the measurement sees it.
struct Planned {
    day: usize,
    meal: &'static str,
    recipe: Recipe,
}

/// Variety figures summed over a set of plans.
#[derive(Debug, Default)]
pub struct Figures {
    pub plans: usize,
    pub unfilled_slots: usize,
    /// Slots holding a recipe already planned earlier that week.
    pub repeats: usize,
    /// Pairs of consecutive days sharing a primary protein (any meals).
    pub consecutive_protein_days: usize,
    /// Meals with the primary protein of the same meal the day before.
    pub same_meal_protein_repeats: usize,
    /// Meals sharing a main ingredient with the meal before or the same meal the day before.
    pub main_ingredient_in_a_row: usize,
    /// Meals whose recipe's meal types leave out the slot's meal.
    pub wrong_meal_type: usize,
    /// Meals whose recipe is only served beside a main (a side dish, a sauce, a dessert).
    pub accompaniment_as_meal: usize,
    /// Distinct dinner cuisines of each plan.
    pub dinner_cuisines: Vec<usize>,
}

impl Figures {
    fn add(&mut self, plan: &[Planned], food: &FoodData) {
        self.plans += 1;
        self.unfilled_slots += DAYS * MEALS.len() - plan.len();
        let ids: BTreeSet<&Option<String>> = plan.iter().map(|p| &p.recipe.id).collect();
        self.repeats += plan.len() - ids.len();
        let protein = |p: &Planned| food.primary_protein(&p.recipe);
        let mains = |p: &Planned| {
            main_ingredients(
                &p.recipe.name,
                p.recipe.ingredients.iter().map(|i| i.name.as_str()),
            )
        };
        let day_proteins: Vec<BTreeSet<ProteinKind>> = (0..DAYS)
            .map(|day| {
                plan.iter()
                    .filter(|p| p.day == day)
                    .filter_map(protein)
                    .collect()
            })
            .collect();
        self.consecutive_protein_days += day_proteins
            .windows(2)
            .filter(|pair| !pair[0].is_disjoint(&pair[1]))
            .count();
        let at = |day: usize, meal: &str| plan.iter().find(|p| p.day == day && p.meal == meal);
        for (i, meal) in plan.iter().enumerate() {
            let same_yesterday = meal.day.checked_sub(1).and_then(|d| at(d, meal.meal));
            if let Some(yesterday) = same_yesterday
                && protein(meal).is_some()
                && protein(meal) == protein(yesterday)
            {
                self.same_meal_protein_repeats += 1;
            }
            let before: Vec<String> = i
                .checked_sub(1)
                .map(|b| &plan[b])
                .into_iter()
                .chain(same_yesterday)
                .flat_map(mains)
                .collect();
            if mains(meal).iter().any(|m| before.contains(m)) {
                self.main_ingredient_in_a_row += 1;
            }
            let meal_type = serde_json::from_value(json!(meal.meal)).expect("a meal type");
            if !meal.recipe.meal_types.is_empty() && !meal.recipe.meal_types.contains(&meal_type) {
                self.wrong_meal_type += 1;
            }
            self.accompaniment_as_meal += usize::from(is_accompaniment(&meal.recipe.category));
        }
        let cuisines: BTreeSet<&String> = plan
            .iter()
            .filter(|p| p.meal == "dinner")
            .flat_map(|p| p.recipe.cuisine.first())
            .collect();
        self.dinner_cuisines.push(cuisines.len());
    }

    pub fn print(&self) {
        let cuisines = &self.dinner_cuisines;
        let mean = cuisines.iter().sum::<usize>() as f64 / cuisines.len().max(1) as f64;
        println!(
            "{} plans of {DAYS}x{}: unfilled slots {}, repeats within a week {}, consecutive days \
             sharing a primary protein {} (same meal on consecutive days: {}), main ingredient \
             twice in a row {}, recipes outside their meal types {}, side dishes, sauces or \
             desserts as a meal {}, dinner cuisines per plan min {} mean {mean:.1}",
            self.plans,
            MEALS.len(),
            self.unfilled_slots,
            self.repeats,
            self.consecutive_protein_days,
            self.same_meal_protein_repeats,
            self.main_ingredient_in_a_row,
            self.wrong_meal_type,
            self.accompaniment_as_meal,
            cuisines.iter().min().copied().unwrap_or(0),
        );
    }
}

/// Plans `plans` weeks of breakfast, lunch and dinner from 2026-11-23, each for its own user (so
/// no plan sees another's history), and measures them.
pub async fn measure(plans: usize) -> Figures {
    let app = seeded_local_app().await;
    let food = FoodData::embedded().expect("food data");
    let request = quick_week_request();
    let mut figures = Figures::default();
    for plan in 0..plans {
        let token = app.token(&format!("cook{plan}"), false);
        let job = app.plan(&token, &request).await;
        assert_eq!(job["status"], "COMPLETE", "{job}");
        let mut planned = Vec::new();
        for (day, day_result) in job["result"]["days"]
            .as_array()
            .expect("days")
            .iter()
            .enumerate()
        {
            for meal in MEALS {
                let Some(id) = day_result["meals"][meal]["selection"]["recipe_id"].as_str() else {
                    continue;
                };
                let recipe = app.ctx.stores.recipes.get(id).await.expect("read");
                planned.push(Planned {
                    day,
                    meal,
                    recipe: recipe.expect("a planned recipe exists"),
                });
            }
        }
        figures.add(&planned, food);
    }
    figures
}
