//! Greedy search with chronological backtracking (seed 003 §6, §9, §10).
//!
//! Decision points are the slots in day-then-time order. A point's candidate list is generated
//! and scored once when it is first visited in a forward pass and kept while the search
//! backtracks to it; every point after a backtrack target is invalidated, so lists on later days
//! are always regenerated after a day boundary is crossed (HC-8 depends on the previous day).
//! Pinned points are accepted without scoring and skipped by backtracking. The attempt limit
//! counts assignments tried (§9.4's first formulation).

use super::constraints::{
    Irrecoverable, Rejection, SlotFilter, day_deviation, day_is_valid, irrecoverable_deficits,
};
use super::model::Model;
use super::output::SearchStats;
use super::scoring::{Candidate, SlotContext, order};
use super::tracker::State;

/// How the search ended (TC-1/TC-4, TC-2, TC-3).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Outcome {
    Success,
    Exhausted,
    AttemptLimit,
}

#[derive(Debug, Clone, Default)]
struct Frame {
    candidates: Vec<u32>,
    next: usize,
    visited: bool,
}

/// What the search saw, for failure reports (§11).
#[derive(Debug, Clone)]
pub(crate) struct SearchLog {
    /// The assignment with the most decision points filled, and that count.
    pub deepest: (usize, Vec<Option<u32>>),
    /// Per slot: how often its candidate set came out empty, and the last breakdown of why.
    pub empty_sets: Vec<(u32, [u32; 6])>,
    /// Per day: whether it ever passed daily validation.
    pub day_completed: Vec<bool>,
    /// Per day: the complete day closest to valid among those rejected (deviation, recipes).
    pub closest_day: Vec<Option<(f64, Vec<u32>)>>,
    /// The complete plan (all days valid) with the smallest weekly shortfall.
    pub best_complete: Option<(f64, Vec<Option<u32>>)>,
    /// FC-4 failures at the latest day seen.
    pub irrecoverable: Option<(usize, Vec<Irrecoverable>)>,
}

pub(crate) struct Search<'m, 'a> {
    model: &'m Model<'a>,
    pub state: State,
    frames: Vec<Frame>,
    pub stats: SearchStats,
    pub log: SearchLog,
    attempt_limit: u64,
}

impl<'m, 'a> Search<'m, 'a> {
    pub fn new(model: &'m Model<'a>, attempt_limit: u64) -> Self {
        let state = State::new(model);
        let slots = model.slots.len();
        let days = model.day_count();
        Search {
            log: SearchLog {
                deepest: (0, state.assignment.clone()),
                empty_sets: vec![(0, [0; 6]); slots],
                day_completed: vec![false; days],
                closest_day: vec![None; days],
                best_complete: None,
                irrecoverable: None,
            },
            model,
            state,
            frames: vec![Frame::default(); slots],
            stats: SearchStats::default(),
            attempt_limit,
        }
    }

    pub fn run(&mut self) -> Outcome {
        let model = self.model;
        let end = model.slots.len();
        let mut pos = 0;
        loop {
            if pos == end {
                if self.weekly_shortfall() == 0.0 {
                    return Outcome::Success;
                }
                self.record_weekly_failure();
                match self.backtrack(end) {
                    Some(p) => pos = p,
                    None => return Outcome::Exhausted,
                }
                continue;
            }
            let slot = &model.slots[pos];
            if !self.frames[pos].visited {
                self.frames[pos].visited = true;
                if slot.position == 0 && slot.day > 0 && !self.weekly_feasible(slot.day) {
                    match self.backtrack(pos) {
                        Some(p) => pos = p,
                        None => return Outcome::Exhausted,
                    }
                    continue;
                }
                if slot.pinned.is_some() {
                    if self.day_done(pos) {
                        pos += 1;
                        self.record_depth(pos);
                    } else {
                        match self.backtrack(pos) {
                            Some(p) => pos = p,
                            None => return Outcome::Exhausted,
                        }
                    }
                    continue;
                }
                self.generate(pos);
            }
            let frame = &mut self.frames[pos];
            let Some(&recipe) = frame.candidates.get(frame.next) else {
                match self.backtrack(pos) {
                    Some(p) => pos = p,
                    None => return Outcome::Exhausted,
                }
                continue;
            };
            if self.stats.assignments_attempted >= self.attempt_limit {
                return Outcome::AttemptLimit;
            }
            frame.next += 1;
            self.stats.assignments_attempted += 1;
            self.state.assign(model, pos, recipe);
            if self.day_done(pos) {
                pos += 1;
                self.record_depth(pos);
            } else {
                // BT-2: only reachable when rounding differs from FC-1/FC-2; try the next one.
                self.state.unassign(model, pos);
                self.stats.backtracks += 1;
            }
        }
    }

    /// Daily validation when `slot` closes its day (BT-2 when it fails); true otherwise.
    fn day_done(&mut self, slot: usize) -> bool {
        if !self.model.is_last_of_day(slot) {
            return true;
        }
        let day = self.model.slots[slot].day;
        let valid = day_is_valid(self.model, &self.state.days[day]);
        self.log.day_completed[day] |= valid;
        valid
    }

    /// FC-4 at the start of `day`; records the failure.
    fn weekly_feasible(&mut self, day: usize) -> bool {
        let deficits = irrecoverable_deficits(self.model, &self.state, day);
        if deficits.is_empty() {
            return true;
        }
        if self
            .log
            .irrecoverable
            .as_ref()
            .is_none_or(|(d, _)| *d <= day)
        {
            self.log.irrecoverable = Some((day, deficits));
        }
        false
    }

    /// Generates, filters and orders the candidates of an open slot (§6.3, §6.4).
    fn generate(&mut self, slot: usize) {
        let model = self.model;
        let closes_day = model.slots[slot].later_open.is_empty();
        let filter = SlotFilter::new(model, &self.state, slot);
        let context = SlotContext::new(model, &self.state, slot);
        let mut rejected = [0u32; 6];
        let mut near_misses = Vec::new();
        let mut candidates: Vec<Candidate> = Vec::new();
        for &recipe in &model.slots[slot].eligible {
            match filter.check(model, recipe) {
                Ok(()) => candidates.push(context.score(model, recipe)),
                Err(why) => {
                    rejected[why as usize] += 1;
                    if closes_day
                        && matches!(why, Rejection::MacroInfeasible | Rejection::UpperLimit)
                    {
                        near_misses.push(recipe);
                    }
                }
            }
        }
        candidates.sort_unstable_by(|a, b| order(model, a, b));
        let frame = &mut self.frames[slot];
        frame.candidates.clear();
        frame.candidates.extend(candidates.iter().map(|c| c.recipe));
        frame.next = 0;
        if frame.candidates.is_empty() {
            let entry = &mut self.log.empty_sets[slot];
            entry.0 += 1;
            entry.1 = rejected;
            self.record_closest_day(slot, &near_misses);
        }
    }

    /// When the last open slot of a day has no candidate, remembers the completion that came
    /// closest to a valid day (FM-2's closest plan).
    fn record_closest_day(&mut self, slot: usize, near_misses: &[u32]) {
        let model = self.model;
        let day = model.slots[slot].day;
        for &recipe in near_misses {
            self.state.assign(model, slot, recipe);
            let deviation = day_deviation(model, &self.state.days[day]);
            if self.log.closest_day[day]
                .as_ref()
                .is_none_or(|(best, _)| deviation < *best)
            {
                let recipes = model.days[day]
                    .clone()
                    .filter_map(|s| self.state.assignment[s])
                    .collect();
                self.log.closest_day[day] = Some((deviation, recipes));
            }
            self.state.unassign(model, slot);
        }
    }

    /// Chronological backtracking from `from` (§9.2): unwinds to the latest open point with an
    /// untried candidate and returns it, or `None` when the first one is exhausted (TC-2).
    fn backtrack(&mut self, from: usize) -> Option<usize> {
        self.stats.backtracks += 1;
        if let Some(frame) = self.frames.get_mut(from) {
            frame.visited = false;
        }
        let mut point = from;
        while point > 0 {
            point -= 1;
            if self.model.slots[point].pinned.is_some() {
                self.frames[point].visited = false;
                continue;
            }
            self.state.unassign(self.model, point);
            let frame = &mut self.frames[point];
            if frame.next < frame.candidates.len() {
                return Some(point);
            }
            frame.visited = false;
        }
        None
    }

    fn record_depth(&mut self, filled: usize) {
        if filled > self.log.deepest.0 {
            self.log.deepest = (filled, self.state.assignment.clone());
        }
    }

    /// Sum over tracked nutrients of the relative weekly shortfall (0 = weekly validation passes).
    fn weekly_shortfall(&self) -> f64 {
        let model = self.model;
        let totals = self.state.completed_tracked(model, model.day_count());
        let days = model.day_count() as f64;
        (0..model.tracked)
            .map(|n| {
                let target = model.rdi[n] * days;
                if totals[n] >= target {
                    0.0
                } else {
                    (target - totals[n]) / target
                }
            })
            .sum()
    }

    fn record_weekly_failure(&mut self) {
        let shortfall = self.weekly_shortfall();
        if self
            .log
            .best_complete
            .as_ref()
            .is_none_or(|(best, _)| shortfall < *best)
        {
            self.log.best_complete = Some((shortfall, self.state.assignment.clone()));
        }
    }
}
