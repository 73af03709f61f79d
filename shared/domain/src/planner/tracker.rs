//! Search state (seed 003 §3): the assignment of every slot and the daily trackers. A day's
//! tracker is re-summed from its (at most 8) assignments in slot order whenever one changes, so
//! undoing an assignment never leaves floating-point residue and totals match an independent
//! checker's order of summation.

use super::model::{Macros, Model};

/// Running totals of one day (seed 003 §3.2); pinned recipes are in from the start (§3.5).
#[derive(Debug, Clone)]
pub(crate) struct DayTracker {
    pub macros: Macros,
    pub fiber: f64,
    /// Dense micronutrient totals (tracked first, then UL-only).
    pub micros: Vec<f64>,
    pub used: Vec<u32>,
    pub non_workout: Vec<u32>,
    pub fat_sources: u32,
    /// Slots of the day holding a recipe, pins included.
    pub assigned: usize,
}

pub(crate) struct State {
    /// Recipe per slot, in decision order; pins are set from the start.
    pub assignment: Vec<Option<u32>>,
    pub days: Vec<DayTracker>,
}

impl State {
    /// The initial state (§3.5): pins assigned, everything else open.
    pub fn new(model: &Model) -> Self {
        let pins: Vec<Option<u32>> = model.slots.iter().map(|s| s.pinned).collect();
        Self::from_assignment(model, &pins)
    }

    /// The state holding exactly `assignment` (one entry per slot).
    pub fn from_assignment(model: &Model, assignment: &[Option<u32>]) -> Self {
        let assignment = assignment.to_vec();
        let empty = DayTracker {
            macros: [0.0; 4],
            fiber: 0.0,
            micros: vec![0.0; model.nutrients.len()],
            used: Vec::new(),
            non_workout: Vec::new(),
            fat_sources: 0,
            assigned: 0,
        };
        let mut state = State {
            assignment,
            days: vec![empty; model.day_count()],
        };
        for day in 0..model.day_count() {
            state.resum(model, day);
        }
        state
    }

    pub fn assign(&mut self, model: &Model, slot: usize, recipe: u32) {
        self.assignment[slot] = Some(recipe);
        self.resum(model, model.slots[slot].day);
    }

    pub fn unassign(&mut self, model: &Model, slot: usize) {
        self.assignment[slot] = None;
        self.resum(model, model.slots[slot].day);
    }

    fn resum(&mut self, model: &Model, day: usize) {
        let tracker = &mut self.days[day];
        tracker.macros = [0.0; 4];
        tracker.fiber = 0.0;
        tracker.micros.iter_mut().for_each(|m| *m = 0.0);
        tracker.used.clear();
        tracker.non_workout.clear();
        tracker.fat_sources = 0;
        for slot in model.days[day].clone() {
            let Some(r) = self.assignment[slot] else {
                continue;
            };
            let i = r as usize;
            for (total, value) in tracker.macros.iter_mut().zip(model.macros[i]) {
                *total += value;
            }
            tracker.fiber += model.fiber[i];
            for (total, value) in tracker.micros.iter_mut().zip(model.micros(r)) {
                *total += value;
            }
            tracker.used.push(r);
            if !model.slots[slot].context.is_workout() {
                tracker.non_workout.push(r);
            }
            tracker.fat_sources |= model.fat_sources[i];
        }
        tracker.assigned = tracker.used.len();
    }

    /// Tracked micronutrient totals of days `0..days` (the weekly tracker's completed part).
    pub fn completed_tracked(&self, model: &Model, days: usize) -> Vec<f64> {
        let mut totals = vec![0.0; model.tracked];
        for tracker in &self.days[..days] {
            for (total, value) in totals.iter_mut().zip(&tracker.micros) {
                *total += value;
            }
        }
        totals
    }

    /// Seed 003 §3.4's adjusted daily targets for `day`: RDI plus the carryover spread over the
    /// days left (this one included).
    pub fn adjusted_targets(&self, model: &Model, day: usize) -> Vec<f64> {
        let completed = self.completed_tracked(model, day);
        let days_left = (model.day_count() - day) as f64;
        model
            .rdi
            .iter()
            .zip(completed)
            .map(|(rdi, got)| rdi + (rdi * day as f64 - got).max(0.0) / days_left)
            .collect()
    }
}
