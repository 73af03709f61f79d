//! Hard constraints and feasibility checks at a decision point (seed 003 §4, §5, §6.3).
//!
//! HC-1 and HC-3 (and a recipe meant for other meals, unknown nutrition, and a single recipe
//! above the calorie ceiling) are static and already folded into each slot's eligible list. The
//! checks here are the dynamic ones. FC-1/FC-2 compare the day's interval of reachable totals (per-macro sums of each later
//! open slot's cheapest and richest eligible recipe) with the acceptance window, so they can
//! only prune what no completion could rescue; with no open slot left they are the exact daily
//! validation. FC-4 is also applied at every decision point (not only at day starts): the
//! tracked totals so far plus the richest eligible recipe of every later open slot must still
//! reach RDI × D. Like every check here it only removes subtrees without a valid plan, so the
//! first valid plan found is the same; it only spares the search from proving that by
//! exhaustion (the plain BT-3 at the horizon). FC-5 looks ahead optimistically: a later slot must keep at least one recipe that
//! is eligible, unused today and not blocked by HC-8.

use super::model::{Model, SlotModel};
use super::tracker::{DayTracker, State};

/// The first check a candidate fails, counted when a slot's candidate set comes out empty.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Rejection {
    /// HC-2: already on today's plan.
    UsedToday,
    /// HC-8: in a non-workout slot of the previous or (pinned) next day.
    AdjacentDayRepeat,
    /// HC-5 / FC-1 / FC-2: the day's calories or macros can no longer land in their windows.
    MacroInfeasible,
    /// FC-3: a daily UL would be exceeded.
    UpperLimit,
    /// FC-4, applied incrementally: a tracked nutrient's weekly target would be out of reach.
    WeeklyOutOfReach,
    /// FC-5: a later slot of the day would be left without any candidate.
    StarvesLaterSlot,
}

impl Rejection {
    pub const ALL: [Rejection; 6] = [
        Rejection::UsedToday,
        Rejection::AdjacentDayRepeat,
        Rejection::MacroInfeasible,
        Rejection::UpperLimit,
        Rejection::WeeklyOutOfReach,
        Rejection::StarvesLaterSlot,
    ];

    /// The constraint's code in seed 003.
    pub fn code(self) -> &'static str {
        match self {
            Rejection::UsedToday => "HC-2",
            Rejection::AdjacentDayRepeat => "HC-8",
            Rejection::MacroInfeasible => "FC-1/FC-2",
            Rejection::UpperLimit => "FC-3",
            Rejection::WeeklyOutOfReach => "FC-4",
            Rejection::StarvesLaterSlot => "FC-5",
        }
    }

    /// Whether it removes recipes without regard to nutrition (FM-1) rather than for it (FM-2).
    pub fn is_pool_constraint(self) -> bool {
        matches!(
            self,
            Rejection::UsedToday | Rejection::AdjacentDayRepeat | Rejection::StarvesLaterSlot
        )
    }
}

/// The dynamic filters of one decision point, prepared once for all candidates.
pub(crate) struct SlotFilter<'s> {
    slot: &'s SlotModel,
    tracker: &'s DayTracker,
    /// Non-workout recipes of yesterday and pinned ones of tomorrow (HC-8), when this slot is
    /// itself a non-workout slot.
    blocked: Vec<u32>,
    /// For each later open slot that has exactly one recipe left: that recipe (FC-5). `None`
    /// in the list means a later slot has none at all.
    sole_survivors: Vec<Option<u32>>,
    /// Per tracked nutrient: what this slot's recipe must at least bring for the weekly target
    /// to stay reachable.
    weekly_need: Vec<f64>,
}

impl<'s> SlotFilter<'s> {
    pub fn new(model: &'s Model, state: &'s State, slot: usize) -> Self {
        let s = &model.slots[slot];
        let tracker = &state.days[s.day];
        let blocked_for = |later: &SlotModel| -> Vec<u32> {
            if later.context.is_workout() {
                return Vec::new();
            }
            let mut blocked = Vec::new();
            if later.day > 0 {
                blocked.extend(&state.days[later.day - 1].non_workout);
            }
            if let Some(next) = model.pinned_non_workout.get(later.day + 1) {
                blocked.extend(next);
            }
            blocked
        };
        let mut sole_survivors = Vec::new();
        for &later in &s.later_open {
            let later = &model.slots[later];
            let blocked = blocked_for(later);
            let mut available = later
                .eligible
                .iter()
                .filter(|r| !tracker.used.contains(r) && !blocked.contains(r));
            match (available.next(), available.next()) {
                (None, _) => sole_survivors.push(None),
                (Some(&only), None) => sole_survivors.push(Some(only)),
                _ => {}
            }
        }
        let completed = state.completed_tracked(model, s.day);
        let horizon = model.day_count() as f64;
        let weekly_need = (0..model.tracked)
            .map(|n| {
                model.rdi[n] * horizon
                    - completed[n]
                    - tracker.micros[n]
                    - model.pinned_from_day[s.day + 1][n]
                    - s.weekly_rest_max[n]
            })
            .collect();
        SlotFilter {
            slot: s,
            tracker,
            blocked: blocked_for(s),
            sole_survivors,
            weekly_need,
        }
    }

    /// Whether `recipe` may be assigned here, or the first check it fails.
    pub fn check(&self, model: &Model, recipe: u32) -> Result<(), Rejection> {
        if self.tracker.used.contains(&recipe) {
            return Err(Rejection::UsedToday);
        }
        if self.blocked.contains(&recipe) {
            return Err(Rejection::AdjacentDayRepeat);
        }
        for (m, value) in model.macros[recipe as usize].iter().enumerate() {
            let total = self.tracker.macros[m] + value;
            if total + self.slot.rest_min[m] > model.windows.high[m]
                || total + self.slot.rest_max[m] < model.windows.low[m]
            {
                return Err(Rejection::MacroInfeasible);
            }
        }
        let micros = model.micros(recipe);
        for &(n, limit) in &model.limits {
            if self.tracker.micros[n] + micros[n] > limit {
                return Err(Rejection::UpperLimit);
            }
        }
        if self
            .weekly_need
            .iter()
            .zip(micros)
            .any(|(need, value)| value < need)
        {
            return Err(Rejection::WeeklyOutOfReach);
        }
        if self
            .sole_survivors
            .iter()
            .any(|s| s.is_none_or(|only| only == recipe))
        {
            return Err(Rejection::StarvesLaterSlot);
        }
        Ok(())
    }
}

/// Daily validation (§6.5) of a complete day: macros in their windows, ULs kept.
pub(crate) fn day_is_valid(model: &Model, tracker: &DayTracker) -> bool {
    (0..4).all(|m| {
        tracker.macros[m] >= model.windows.low[m] && tracker.macros[m] <= model.windows.high[m]
    }) && model
        .limits
        .iter()
        .all(|&(n, limit)| tracker.micros[n] <= limit)
}

/// A tracked nutrient whose weekly deficit the remaining days cannot make up (FC-4).
#[derive(Debug, Clone, Copy)]
pub(crate) struct Irrecoverable {
    /// Dense nutrient index.
    pub nutrient: usize,
    pub deficit: f64,
}

/// FC-4 at the start of `day`: tracked nutrients whose weekly deficit the remaining days cannot
/// make up even with each day's best recipes.
pub(crate) fn irrecoverable_deficits(
    model: &Model,
    state: &State,
    day: usize,
) -> Vec<Irrecoverable> {
    let completed = state.completed_tracked(model, day);
    let horizon = model.day_count() as f64;
    (0..model.tracked)
        .filter_map(|n| {
            let weekly = completed[n] + model.pinned_from_day[day][n];
            let deficit = model.rdi[n] * horizon - weekly;
            let reachable: f64 = model.days[day..]
                .iter()
                .map(|slots| model.max_daily_achievable[n][slots.len()])
                .sum();
            (deficit > reachable).then_some(Irrecoverable {
                nutrient: n,
                deficit,
            })
        })
        .collect()
}

/// How far a day's totals are from valid: relative distance of each macro outside its window
/// plus relative excess over each UL (0 for a valid day).
pub(crate) fn day_deviation(model: &Model, tracker: &DayTracker) -> f64 {
    let macros: f64 = (0..4)
        .map(|m| {
            let value = tracker.macros[m];
            let outside = (model.windows.low[m] - value).max(value - model.windows.high[m]);
            outside.max(0.0) / model.targets[m].max(f64::EPSILON)
        })
        .sum();
    let limits: f64 = model
        .limits
        .iter()
        .map(|&(n, limit)| (tracker.micros[n] - limit).max(0.0) / limit.max(f64::EPSILON))
        .sum();
    macros + limits
}
