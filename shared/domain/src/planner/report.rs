//! Structured failure reports (seed 003 §10 TC-2/TC-3, §11 FM-1…FM-5), built from what the
//! search logged. Which modes are reported:
//! - FM-3 (hard): a pinned recipe breaks HC-1/2/3/5/8 by itself; the search never starts.
//! - FM-1: a slot has no statically eligible recipe, a day has fewer distinct eligible recipes
//!   than slots, or a slot's candidates were emptied by HC-2/HC-8/FC-5 alone.
//! - FM-2: a day never passed daily validation although candidates reached it; with its closest
//!   completion and that completion's violations. FM-3 (downstream) joins it when the day holds
//!   pins, with the budget the pins leave.
//! - FM-4: complete plans failed weekly validation, or FC-4 fired; a deficit is structural when
//!   even the best recipes of every day could not meet it, marginal otherwise.
//! - FM-5: the attempt limit was reached (the search was not exhaustive).

use std::collections::BTreeSet;

use serde::Serialize;

use super::constraints::{Rejection, day_is_valid};
use super::instance::InstanceError;
use super::model::{CALORIES, CARBS, FAT, Model, PROTEIN};
use super::output::{DayTotals, SearchStats, day_totals};
use super::search::{Outcome, SearchLog};
use super::tracker::State;
use crate::Nutrient;

/// Why no plan was returned.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PlanFailure {
    pub termination: Termination,
    pub failure_modes: Vec<FailureMode>,
    /// The best complete-but-invalid plan, else the deepest partial one: recipe ids per day and
    /// slot, `null` where unassigned.
    pub best_plan: Vec<Vec<Option<String>>>,
    pub best_plan_violations: Vec<String>,
    pub stats: SearchStats,
    /// Set only with [`Termination::InvalidInstance`].
    #[serde(skip_serializing_if = "Option::is_none")]
    pub invalid_field: Option<Box<InvalidField>>,
}

/// The field [`InstanceError`] named, for a failure caused by bad input.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct InvalidField {
    pub field: String,
    pub message: String,
}

impl PlanFailure {
    pub(crate) fn invalid(error: InstanceError) -> Self {
        PlanFailure {
            termination: Termination::InvalidInstance,
            failure_modes: Vec::new(),
            best_plan: Vec::new(),
            best_plan_violations: Vec::new(),
            stats: SearchStats::default(),
            invalid_field: Some(Box::new(InvalidField {
                message: error.to_string(),
                field: error.field,
            })),
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Termination {
    /// The instance failed validation; see `invalid_field`.
    InvalidInstance,
    /// Pinned assignments break a hard constraint (§3.5); no search.
    PinnedConflict,
    /// TC-2: every candidate of the first open decision point was tried.
    Exhausted,
    /// TC-3: the attempt limit was reached.
    AttemptLimit,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(tag = "mode")]
pub enum FailureMode {
    #[serde(rename = "FM-1")]
    InsufficientPool { slots: Vec<SlotShortage> },
    #[serde(rename = "FM-2")]
    DailyInfeasibility {
        days: Vec<DayFailure>,
        /// The deepest partial plan with each failing day replaced by its closest completion.
        closest_plan: Vec<Vec<Option<String>>>,
    },
    #[serde(rename = "FM-3")]
    PinnedConflict {
        day: usize,
        slot: usize,
        recipe_id: String,
        kind: PinConflictKind,
        /// Constraints the pinned recipe breaks (empty for a downstream infeasibility).
        violated: Vec<&'static str>,
        remaining_budget: Budget,
    },
    #[serde(rename = "FM-4")]
    WeeklyDeficiency { nutrients: Vec<NutrientDeficit> },
    #[serde(rename = "FM-5")]
    SearchBudgetExhausted {
        assignments_attempted: u64,
        backtracks: u64,
        exhaustive: bool,
    },
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum PinConflictKind {
    HardConstraint,
    DownstreamInfeasibility,
}

/// A slot that cannot be filled and what removes its recipes.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SlotShortage {
    pub day: usize,
    pub slot: usize,
    pub pool_size: usize,
    /// Recipes passing the static filters (HC-1, HC-3, HC-5, known nutrition).
    pub eligible: usize,
    /// How many recipes each constraint removed (static ones, then the last empty candidate set).
    pub eliminated_by: Vec<Elimination>,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Elimination {
    pub constraint: &'static str,
    pub recipes: u32,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct DayFailure {
    pub day: usize,
    pub closest_day: Option<Vec<String>>,
    pub closest_totals: Option<DayTotals>,
    pub violations: Vec<String>,
}

/// What is left of the day's targets once its pinned recipes are counted.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Budget {
    pub calories: f64,
    pub protein_g: f64,
    pub fat_g_max: f64,
    pub carbs_g: f64,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct NutrientDeficit {
    pub nutrient: Nutrient,
    pub achieved: f64,
    pub target: f64,
    pub shortfall: f64,
    pub severity: DeficitSeverity,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum DeficitSeverity {
    /// The pool could meet it in principle: a different combination or a few more recipes.
    Marginal,
    /// Even every day's richest recipes fall short.
    Structural,
}

/// FM-3 before search: pinned recipes that break HC-1, HC-2, HC-3, HC-5 or HC-8 themselves.
pub(crate) fn pinned_conflicts(model: &Model) -> Option<PlanFailure> {
    let mut modes = Vec::new();
    for (index, slot) in model.slots.iter().enumerate() {
        let Some(recipe) = slot.pinned else {
            continue;
        };
        let mut violated = Vec::new();
        let r = &model.recipes[recipe as usize];
        if model.excluded[recipe as usize] {
            violated.push("HC-1");
        }
        if slot.cooking_max.is_some_and(|m| r.cooking_time_minutes > m) {
            violated.push("HC-3");
        }
        if model
            .instance
            .profile
            .max_daily_calories
            .is_some_and(|c| model.macros[recipe as usize][CALORIES] > c)
        {
            violated.push("HC-5");
        }
        let same_day = model.days[slot.day]
            .clone()
            .filter(|&s| s != index && model.slots[s].pinned == Some(recipe))
            .count();
        if same_day > 0 {
            violated.push("HC-2");
        }
        let next_day_repeat = slot.day + 1 < model.day_count()
            && !slot.context.is_workout()
            && model.pinned_non_workout[slot.day + 1].contains(&recipe);
        if next_day_repeat {
            violated.push("HC-8");
        }
        if !violated.is_empty() {
            modes.push(pin_conflict(
                model,
                index,
                PinConflictKind::HardConstraint,
                violated,
            ));
        }
    }
    if modes.is_empty() {
        return None;
    }
    let state = State::new(model);
    Some(PlanFailure {
        termination: Termination::PinnedConflict,
        failure_modes: modes,
        best_plan: plan_ids(model, &state.assignment),
        best_plan_violations: Vec::new(),
        stats: SearchStats::default(),
        invalid_field: None,
    })
}

fn pin_conflict(
    model: &Model,
    slot: usize,
    kind: PinConflictKind,
    violated: Vec<&'static str>,
) -> FailureMode {
    let s = &model.slots[slot];
    let pinned = State::new(model);
    let used = pinned.days[s.day].macros;
    FailureMode::PinnedConflict {
        day: s.day + 1,
        slot: s.position + 1,
        recipe_id: s
            .pinned
            .map(|r| model.recipes[r as usize].id.clone())
            .unwrap_or_default(),
        kind,
        violated,
        remaining_budget: Budget {
            calories: model.targets[CALORIES] - used[CALORIES],
            protein_g: model.targets[PROTEIN] - used[PROTEIN],
            fat_g_max: model.fat_range.1 - used[FAT],
            carbs_g: model.targets[CARBS] - used[CARBS],
        },
    }
}

/// The report after an unsuccessful search.
pub(crate) fn failure(
    model: &Model,
    outcome: Outcome,
    log: &SearchLog,
    stats: SearchStats,
) -> PlanFailure {
    let mut modes = Vec::new();
    if let Some(shortage) = pool_shortage(model, log) {
        modes.push(shortage);
    }
    let failing_days: Vec<usize> = (0..model.day_count())
        .filter(|&d| !log.day_completed[d] && reached(model, log, d))
        .collect();
    if !failing_days.is_empty() {
        modes.push(daily_infeasibility(model, log, &failing_days));
        for &d in &failing_days {
            for slot in model.days[d].clone() {
                if model.slots[slot].pinned.is_some() {
                    modes.push(pin_conflict(
                        model,
                        slot,
                        PinConflictKind::DownstreamInfeasibility,
                        Vec::new(),
                    ));
                }
            }
        }
    }
    if let Some(weekly) = weekly_deficiency(model, log) {
        modes.push(weekly);
    }
    if modes.is_empty() {
        modes.push(blocked_day(model, log));
    }
    let exhaustive = outcome != Outcome::AttemptLimit;
    if !exhaustive {
        modes.push(FailureMode::SearchBudgetExhausted {
            assignments_attempted: stats.assignments_attempted,
            backtracks: stats.backtracks,
            exhaustive,
        });
    }
    let best = log
        .best_complete
        .as_ref()
        .map_or(&log.deepest.1, |(_, plan)| plan);
    PlanFailure {
        termination: if exhaustive {
            Termination::Exhausted
        } else {
            Termination::AttemptLimit
        },
        failure_modes: modes,
        best_plan: plan_ids(model, best),
        best_plan_violations: violations(model, best),
        stats,
        invalid_field: None,
    }
}

/// Whether the search ever generated candidates on day `d` (its later failure is then its own).
fn reached(model: &Model, log: &SearchLog, day: usize) -> bool {
    let first = model.days[day].start;
    log.deepest.0 > first || log.closest_day[day].is_some()
}

fn pool_shortage(model: &Model, log: &SearchLog) -> Option<FailureMode> {
    let mut slots = Vec::new();
    for (d, range) in model.days.iter().enumerate() {
        let open: Vec<usize> = range
            .clone()
            .filter(|&s| model.slots[s].pinned.is_none())
            .collect();
        let distinct: BTreeSet<u32> = open
            .iter()
            .flat_map(|&s| model.slots[s].eligible.iter().copied())
            .collect();
        let day_short = distinct.len() < open.len();
        for &s in &open {
            let (empties, rejected) = log.empty_sets[s];
            let by_pool_rules = empties > 0
                && Rejection::ALL
                    .iter()
                    .all(|r| r.is_pool_constraint() || rejected[*r as usize] == 0);
            if !(day_short || model.slots[s].eligible.is_empty() || by_pool_rules) {
                continue;
            }
            let statics = model.static_eliminations[s];
            let mut eliminated_by: Vec<Elimination> = [
                ("HC-1", statics.excluded),
                ("meal type", statics.meal_type),
                ("HC-3", statics.cooking_time),
                ("HC-5", statics.over_ceiling),
                ("unknown nutrition", statics.unknown_nutrition),
            ]
            .into_iter()
            .chain(
                Rejection::ALL
                    .iter()
                    .map(|r| (r.code(), rejected[*r as usize])),
            )
            .filter(|(_, n)| *n > 0)
            .map(|(constraint, recipes)| Elimination {
                constraint,
                recipes,
            })
            .collect();
            eliminated_by.sort_by_key(|e| std::cmp::Reverse(e.recipes));
            slots.push(SlotShortage {
                day: d + 1,
                slot: model.slots[s].position + 1,
                pool_size: model.recipes.len(),
                eligible: model.slots[s].eligible.len(),
                eliminated_by,
            });
        }
    }
    (!slots.is_empty()).then_some(FailureMode::InsufficientPool { slots })
}

fn daily_infeasibility(model: &Model, log: &SearchLog, failing: &[usize]) -> FailureMode {
    let mut closest = log.deepest.1.clone();
    let days = failing
        .iter()
        .map(|&d| {
            let Some((_, recipes)) = &log.closest_day[d] else {
                return DayFailure {
                    day: d + 1,
                    closest_day: None,
                    closest_totals: None,
                    violations: vec![format!(
                        "day {}: no slot combination passed the hard constraints",
                        d + 1
                    )],
                };
            };
            for (slot, recipe) in model.days[d].clone().zip(recipes) {
                closest[slot] = Some(*recipe);
            }
            let state = State::from_assignment(model, &closest);
            DayFailure {
                day: d + 1,
                closest_day: Some(
                    recipes
                        .iter()
                        .map(|r| model.recipes[*r as usize].id.clone())
                        .collect(),
                ),
                closest_totals: Some(day_totals(model, &state.days[d])),
                violations: day_violations(model, &state, d),
            }
        })
        .collect();
    FailureMode::DailyInfeasibility {
        days,
        closest_plan: plan_ids(model, &closest),
    }
}

/// The fallback when no mode above applies: FM-2 for the day where the search got stuck,
/// naming the checks that emptied its candidate sets.
fn blocked_day(model: &Model, log: &SearchLog) -> FailureMode {
    let stuck = log.deepest.0.min(model.slots.len() - 1);
    let day = model.slots[stuck].day;
    let mut totals = [0u32; Rejection::ALL.len()];
    for slot in model.days[day].clone() {
        for (total, count) in totals.iter_mut().zip(log.empty_sets[slot].1) {
            *total += count;
        }
    }
    let violations = Rejection::ALL
        .iter()
        .zip(totals)
        .filter(|(_, count)| *count > 0)
        .map(|(rejection, count)| {
            format!(
                "day {}: {count} candidate(s) removed by {} when its slots ran empty",
                day + 1,
                rejection.code()
            )
        })
        .collect();
    FailureMode::DailyInfeasibility {
        days: vec![DayFailure {
            day: day + 1,
            closest_day: None,
            closest_totals: None,
            violations,
        }],
        closest_plan: plan_ids(model, &log.deepest.1),
    }
}

fn weekly_deficiency(model: &Model, log: &SearchLog) -> Option<FailureMode> {
    let horizon = model.day_count() as f64;
    let reachable = |n: usize| -> f64 {
        model
            .days
            .iter()
            .map(|slots| model.max_daily_achievable[n][slots.len()])
            .sum()
    };
    let deficit = |n: usize, achieved: f64| {
        let target = model.rdi[n] * horizon;
        NutrientDeficit {
            nutrient: model.nutrients[n],
            achieved,
            target,
            shortfall: target - achieved,
            severity: if reachable(n) < target {
                DeficitSeverity::Structural
            } else {
                DeficitSeverity::Marginal
            },
        }
    };
    let nutrients: Vec<NutrientDeficit> = if let Some((_, plan)) = &log.best_complete {
        let state = State::from_assignment(model, plan);
        let totals = state.completed_tracked(model, model.day_count());
        (0..model.tracked)
            .filter(|&n| totals[n] < model.rdi[n] * horizon)
            .map(|n| deficit(n, totals[n]))
            .collect()
    } else {
        let (_, deficits) = log.irrecoverable.as_ref()?;
        deficits
            .iter()
            .map(|d| deficit(d.nutrient, model.rdi[d.nutrient] * horizon - d.deficit))
            .collect()
    };
    (!nutrients.is_empty()).then_some(FailureMode::WeeklyDeficiency { nutrients })
}

fn plan_ids(model: &Model, assignment: &[Option<u32>]) -> Vec<Vec<Option<String>>> {
    model
        .days
        .iter()
        .map(|slots| {
            slots
                .clone()
                .map(|s| assignment[s].map(|r| model.recipes[r as usize].id.clone()))
                .collect()
        })
        .collect()
}

/// A day's failed checks, in words.
fn day_violations(model: &Model, state: &State, day: usize) -> Vec<String> {
    let tracker = &state.days[day];
    let mut found = Vec::new();
    let names = ["calories", "protein_g", "fat_g", "carbs_g"];
    for (m, name) in names.iter().enumerate() {
        let value = tracker.macros[m];
        let (low, high) = (model.windows.low[m], model.windows.high[m]);
        if value < low || value > high {
            found.push(format!(
                "day {}: {name} {value:.1} outside [{low:.1}, {high:.1}]",
                day + 1
            ));
        }
    }
    for &(n, limit) in &model.limits {
        if tracker.micros[n] > limit {
            found.push(format!(
                "day {}: {} {:.2} above UL {limit} (HC-4)",
                day + 1,
                super::instance::key(model.nutrients[n]),
                tracker.micros[n]
            ));
        }
    }
    found
}

/// Every unmet requirement of a (possibly partial) plan.
fn violations(model: &Model, assignment: &[Option<u32>]) -> Vec<String> {
    let state = State::from_assignment(model, assignment);
    let mut found = Vec::new();
    let mut complete = true;
    for (d, slots) in model.days.iter().enumerate() {
        let missing = slots.clone().filter(|&s| assignment[s].is_none()).count();
        if missing > 0 {
            complete = false;
            found.push(format!("day {}: {missing} slot(s) unassigned", d + 1));
        } else if !day_is_valid(model, &state.days[d]) {
            found.extend(day_violations(model, &state, d));
        }
    }
    if complete {
        let totals = state.completed_tracked(model, model.day_count());
        let horizon = model.day_count() as f64;
        for (n, total) in totals.iter().enumerate() {
            let target = model.rdi[n] * horizon;
            if *total < target {
                found.push(format!(
                    "weekly {} {total:.2} below {target:.2}",
                    super::instance::key(model.nutrients[n]),
                ));
            }
        }
    }
    found
}
