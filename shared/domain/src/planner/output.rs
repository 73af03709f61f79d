//! The planner's successful result (TC-1/TC-4): the plan day by day with each day's totals, the
//! weekly micronutrients against their prorated targets, the sodium advisory and search counts.
//! Field names are snake_case like seed 003; maps are ordered so the JSON is byte-stable.

use std::collections::BTreeMap;

use serde::Serialize;

use super::model::{CALORIES, CARBS, FAT, Model, PROTEIN};
use super::tracker::{DayTracker, State};
use crate::Nutrient;

/// Counts describing the search, identical for identical inputs.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize)]
pub struct SearchStats {
    pub assignments_attempted: u64,
    pub backtracks: u64,
}

/// A complete valid plan.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct MealPlan {
    pub days: Vec<PlannedDay>,
    pub targets: DailyTargets,
    /// Tracked micronutrients over the horizon against RDI × D.
    pub weekly_micronutrients: Vec<WeeklyNutrient>,
    pub warnings: Vec<PlanWarning>,
    pub stats: SearchStats,
}

impl MealPlan {
    /// The recipe ids per day and slot, the `plan` of CONTRACTS §7's batch lines.
    pub fn recipe_ids(&self) -> Vec<Vec<String>> {
        self.days
            .iter()
            .map(|d| d.meals.iter().map(|m| m.recipe_id.clone()).collect())
            .collect()
    }
}

/// The profile's daily targets as the planner applied them.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct DailyTargets {
    pub calories: f64,
    pub protein_g: f64,
    pub fat_g: (f64, f64),
    pub carbs_g: f64,
    pub max_daily_calories: Option<f64>,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PlannedDay {
    /// 1-based.
    pub day: usize,
    pub meals: Vec<PlannedMeal>,
    pub totals: DayTotals,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PlannedMeal {
    /// 1-based position in the day's schedule.
    pub slot: usize,
    pub time: String,
    pub meal_type: String,
    pub recipe_id: String,
    pub recipe_name: String,
    pub cooking_time_minutes: i64,
    pub calories: f64,
    pub protein_g: f64,
    pub fat_g: f64,
    pub carbs_g: f64,
    pub pinned: bool,
    /// `pre_workout`, `post_workout`, `sedentary`, `overnight_fast_ahead`.
    pub activity_context: Vec<&'static str>,
}

/// A day's (or a partial day's) nutrition.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct DayTotals {
    pub calories: f64,
    pub protein_g: f64,
    pub fat_g: f64,
    pub carbs_g: f64,
    /// Tracked and UL-limited micronutrients.
    pub micronutrients: BTreeMap<Nutrient, f64>,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct WeeklyNutrient {
    pub nutrient: Nutrient,
    pub total: f64,
    pub target: f64,
}

/// Advisories that do not invalidate a plan.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum PlanWarning {
    /// Tracked sodium above 200 % of RDI × D (seed 003 §6.6).
    SodiumAdvisory { total_mg: f64, limit_mg: f64 },
}

pub(crate) fn day_totals(model: &Model, tracker: &DayTracker) -> DayTotals {
    DayTotals {
        calories: tracker.macros[CALORIES],
        protein_g: tracker.macros[PROTEIN],
        fat_g: tracker.macros[FAT],
        carbs_g: tracker.macros[CARBS],
        micronutrients: model
            .nutrients
            .iter()
            .zip(&tracker.micros)
            .map(|(n, v)| (*n, *v))
            .collect(),
    }
}

/// Tracked totals over all days against RDI × D.
pub(crate) fn weekly(model: &Model, state: &State) -> Vec<WeeklyNutrient> {
    let totals = state.completed_tracked(model, model.day_count());
    let days = model.day_count() as f64;
    (0..model.tracked)
        .map(|n| WeeklyNutrient {
            nutrient: model.nutrients[n],
            total: totals[n],
            target: model.rdi[n] * days,
        })
        .collect()
}

pub(crate) fn activity_labels(model: &Model, slot: usize) -> Vec<&'static str> {
    let context = model.slots[slot].context;
    let mut labels = Vec::new();
    if context.pre_workout {
        labels.push("pre_workout");
    }
    if context.post_workout {
        labels.push("post_workout");
    }
    if !context.is_workout() {
        labels.push("sedentary");
    }
    if context.overnight_fast_ahead {
        labels.push("overnight_fast_ahead");
    }
    labels
}

pub(crate) fn build(model: &Model, state: &State, stats: SearchStats) -> MealPlan {
    let days = model
        .days
        .iter()
        .enumerate()
        .map(|(d, slots)| PlannedDay {
            day: d + 1,
            meals: slots
                .clone()
                .filter_map(|slot| {
                    let index = state.assignment[slot]? as usize;
                    let recipe = &model.recipes[index];
                    let macros = model.macros[index];
                    let spec = model.spec(slot);
                    Some(PlannedMeal {
                        slot: model.slots[slot].position + 1,
                        time: spec.time.clone(),
                        meal_type: spec.meal_type.clone(),
                        recipe_id: recipe.id.clone(),
                        recipe_name: recipe.name.clone(),
                        cooking_time_minutes: recipe.cooking_time_minutes,
                        calories: macros[CALORIES],
                        protein_g: macros[PROTEIN],
                        fat_g: macros[FAT],
                        carbs_g: macros[CARBS],
                        pinned: model.slots[slot].pinned.is_some(),
                        activity_context: activity_labels(model, slot),
                    })
                })
                .collect(),
            totals: day_totals(model, &state.days[d]),
        })
        .collect();
    let weekly = weekly(model, state);
    let warnings = weekly
        .iter()
        .filter(|w| w.nutrient == Nutrient::SodiumMg && w.total > 2.0 * w.target)
        .map(|w| PlanWarning::SodiumAdvisory {
            total_mg: w.total,
            limit_mg: 2.0 * w.target,
        })
        .collect();
    let profile = &model.instance.profile;
    MealPlan {
        days,
        targets: DailyTargets {
            calories: profile.daily_calories,
            protein_g: profile.daily_protein_g,
            fat_g: profile.daily_fat_g,
            carbs_g: model.targets[CARBS],
            max_daily_calories: profile.max_daily_calories,
        },
        weekly_micronutrients: weekly,
        warnings,
        stats,
    }
}
