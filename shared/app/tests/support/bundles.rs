//! Weeks of dinners with a side (issue 19) planned through the real job path on the embedded
//! store with the core catalog, and how their sides pair with their mains: asserted on by
//! `tests/quick_bundles.rs`, printed for more weeks by `examples/plan_figures.rs`.

use std::collections::BTreeSet;

use axum::http::StatusCode;
use cookbook_domain::Recipe;
use cookbook_domain::food::{FoodData, main_ingredients};
use cookbook_domain::variant::MealRole;
use serde_json::{Value, json};

use super::reply::Reply;
use super::{Backend, TestApp};

/// Days of the planned weeks.
pub const DAYS: usize = 7;

/// A quick plan of `DAYS` days from 2026-11-23, each with `meals` (key → meal request).
pub fn week(meals: Value) -> Value {
    let days: Vec<Value> = (0..DAYS)
        .map(|day| json!({"date": format!("2026-11-{}", 23 + day), "meals": meals}))
        .collect();
    json!({"mode": "quick", "days": days})
}

/// Plans `request` as `token`'s holder and returns the finished job's result.
pub async fn planned(app: &TestApp, token: &str, request: &Value) -> Value {
    let job = app.plan(token, request).await;
    assert_eq!(job["status"], "COMPLETE", "{job}");
    job["result"].clone()
}

/// The recipe `id` as the API serves it.
pub async fn recipe(app: &TestApp, token: &str, id: &str) -> Recipe {
    let body = app
        .get(&format!("/api/recipes/{id}"), token)
        .await
        .expect_status(StatusCode::OK);
    serde_json::from_value(body).expect("a canonical recipe")
}

/// The recipe id of a `{role, selection}` component.
pub fn picked(component: &Value) -> &str {
    component["selection"]["recipe_id"]
        .as_str()
        .unwrap_or_else(|| panic!("no selection: {component}"))
}

/// How the sides of weeks of dinners with a side pair with their mains.
#[derive(Debug, Default)]
pub struct Pairing {
    pub weeks: usize,
    /// Mains or sides left without a recipe.
    pub unfilled: usize,
    /// Distinct sides of each week.
    pub distinct_sides: Vec<usize>,
    /// Distinct sides over all the weeks.
    pub sides_seen: BTreeSet<String>,
    /// Sides whose category does not make them a side.
    pub not_a_side: usize,
    /// Sides of their main's food group, or of none known.
    pub same_food_group: usize,
    pub unknown_food_group: usize,
    /// Sides named for an ingredient their main is named for (rice beside a rice bowl).
    pub shared_main_ingredient: usize,
    /// Sides of their main's cuisine.
    pub main_cuisine: usize,
}

impl Pairing {
    async fn add(&mut self, app: &TestApp, token: &str, result: &Value) {
        let food = FoodData::embedded().expect("food data");
        let names_for = |recipe: &Recipe| {
            main_ingredients(
                &recipe.name,
                recipe.ingredients.iter().map(|i| i.name.as_str()),
            )
        };
        self.weeks += 1;
        let mut sides = BTreeSet::new();
        for day in result["days"].as_array().expect("days") {
            let components = day["meals"]["dinner"]["components"]
                .as_array()
                .expect("components");
            let (Some(main), Some(side)) = (
                components[0]["selection"]["recipe_id"].as_str(),
                components[1]["selection"]["recipe_id"].as_str(),
            ) else {
                self.unfilled += components
                    .iter()
                    .filter(|c| c["selection"].is_null())
                    .count();
                continue;
            };
            let (main, side) = (
                recipe(app, token, main).await,
                recipe(app, token, side).await,
            );
            self.not_a_side += usize::from(!MealRole::Side.fits(&side.category));
            match (food.food_group(&main), food.food_group(&side)) {
                (Some(main), Some(side)) => self.same_food_group += usize::from(main == side),
                _ => self.unknown_food_group += 1,
            }
            let main_names = names_for(&main);
            self.shared_main_ingredient +=
                usize::from(names_for(&side).iter().any(|n| main_names.contains(n)));
            self.main_cuisine += usize::from(side.cuisine.iter().any(|c| main.cuisine.contains(c)));
            self.sides_seen.insert(side.name.clone());
            sides.insert(side.name);
        }
        self.distinct_sides.push(sides.len());
    }

    pub fn print(&self) {
        let distinct = &self.distinct_sides;
        println!(
            "{} weeks of {DAYS} dinners with a side: unfilled picks {}, distinct sides per week \
             min {} max {}, {} distinct sides in all; sides that are no side {}, of the main's \
             food group {} (unknown {}), sharing a main ingredient with the main {}, of the \
             main's cuisine {}",
            self.weeks,
            self.unfilled,
            distinct.iter().min().copied().unwrap_or(0),
            distinct.iter().max().copied().unwrap_or(0),
            self.sides_seen.len(),
            self.not_a_side,
            self.same_food_group,
            self.unknown_food_group,
            self.shared_main_ingredient,
            self.main_cuisine,
        );
    }
}

/// Plans `weeks` weeks of dinners with a side, each for its own user, and measures them.
pub async fn measure_pairing(weeks: usize) -> Pairing {
    let app = TestApp::seeded(Backend::Local).await;
    let request = week(json!({"dinner": {"servings": 2, "components": ["main", "side"]}}));
    let mut pairing = Pairing::default();
    for week in 0..weeks {
        let token = app.token(&format!("cook{week}"), false);
        let result = planned(&app, &token, &request).await;
        pairing.add(&app, &token, &result).await;
    }
    pairing
}
