//! The nutrient-aware meal planner of seed 003: constraints, feasibility checks, greedy search
//! with chronological backtracking, and failure reports.
//!
//! Input is CONTRACTS.md §6's instance ([`PlannerInstance`]); [`plan`] returns a [`MealPlan`]
//! or a [`PlanFailure`], both serializing to snake_case JSON. Identical inputs give identical
//! output: no clocks, no randomness, no hash-ordered maps.
//!
//! Where seed 003 leaves room, this implementation chooses (and `planbench.py check` accepts):
//! - slot workouts follow planbench exactly: pre-workout when a workout starts in
//!   `(t, t + 2 h]`, post-workout when one ends in `[t − 3 h, t)`;
//! - the calorie ceiling (HC-5) is folded into the upper end of the calorie window;
//! - FC-4's reachable amount sums `max_daily_achievable` over the remaining days' own slot
//!   counts (seed: days × one count, identical when every day has the same slots);
//! - the weekly tracker starts with all pinned nutrition (§3.5), carryover counts completed
//!   days only;
//! - TC-4: with D = 1 the prorated RDI (RDI × 1) is still validated after the day, because
//!   `planbench.py check`, which every plan must pass, applies it; the seed would skip it;
//! - no tolerance is added to any comparison: a day exactly on a bound is valid, anything
//!   beyond is not.

mod constraints;
mod instance;
mod model;
mod output;
pub mod reference;
mod report;
mod scoring;
mod search;
mod tracker;

pub use instance::{
    Activity, InstanceError, InstanceProblem, MAX_DAYS, MAX_SLOTS_PER_DAY, PinnedAssignment,
    PlannerIngredient, PlannerInstance, PlannerRecipe, Profile, SlotSpec,
};
pub use output::{
    DailyTargets, DayTotals, MealPlan, PlanWarning, PlannedDay, PlannedMeal, SearchStats,
    WeeklyNutrient,
};
pub use report::{
    Budget, DayFailure, DeficitSeverity, Elimination, FailureMode, InvalidField, NutrientDeficit,
    PinConflictKind, PlanFailure, SlotShortage, Termination,
};

use model::Model;
use search::{Outcome, Search};

/// Knobs of the search.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PlannerOptions {
    /// Most assignments the search may try before giving up (TC-3, §9.4).
    pub attempt_limit: u64,
}

impl PlannerOptions {
    /// The default attempt limit, chosen from the benchmark (bench/README.md): most planted
    /// instances need under a hundred assignments, the hardest seen about 200,000 (a weekly
    /// micronutrient target missed by the greedy pass and repaired by backtracking).
    pub const DEFAULT_ATTEMPT_LIMIT: u64 = 1_000_000;
}

impl Default for PlannerOptions {
    fn default() -> Self {
        Self {
            attempt_limit: Self::DEFAULT_ATTEMPT_LIMIT,
        }
    }
}

/// Plans meals (seed 003). Callers should [`PlannerInstance::validate`] first to answer bad
/// input with the field's name; an invalid instance given here fails with
/// [`Termination::InvalidInstance`].
pub fn plan(instance: &PlannerInstance, options: &PlannerOptions) -> Result<MealPlan, PlanFailure> {
    let model = instance
        .validate()
        .and_then(|()| Model::compile(instance))
        .map_err(PlanFailure::invalid)?;
    if let Some(conflict) = report::pinned_conflicts(&model) {
        return Err(conflict);
    }
    let mut search = Search::new(&model, options.attempt_limit);
    match search.run() {
        Outcome::Success => Ok(output::build(&model, &search.state, search.stats)),
        outcome => Err(report::failure(&model, outcome, &search.log, search.stats)),
    }
}
