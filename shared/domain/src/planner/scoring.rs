//! The greedy score of seed 003 §8 and the tie-break cascade of §7.1.
//!
//! Choices where §8 leaves numbers open (each documented at its component):
//! - per-meal targets (§3.6): pre-workout protein ×0.8 and carbs ×1.2, post-workout protein and
//!   carbs ×1.2, high satiety calories ×1.15 with protein and fat ×1.1;
//! - schedule match: a bounded slot scores `100 − 50·t/max` (so a 5-minute recipe beats a
//!   14-minute one in a 15-minute slot, as §8.7 asks), an unbounded one 100 up to 30 minutes and
//!   `100·30/t` beyond;
//! - calorie density for satiety uses energy per gram of macros and fiber (recipes carry no mass).

use std::cmp::Ordering;

use super::model::{CALORIES, CARBS, FAT, Macros, Model, PROTEIN};
use super::tracker::State;

const WEIGHTS: [f64; 5] = [40.0, 30.0, 15.0, 15.0, 10.0];
const WEIGHT_TOTAL: f64 = 110.0;
const PRE_WORKOUT_PROTEIN: f64 = 0.8;
const WORKOUT_CARBS: f64 = 1.2;
const POST_WORKOUT_PROTEIN: f64 = 1.2;
const SATIETY_CALORIES: f64 = 1.15;
const SATIETY_PROTEIN_FAT: f64 = 1.1;
const SATIETY_FIBER_G: f64 = 8.0;
/// Energy shares of a balanced meal: protein, fat, carbs.
const BALANCED_SHARES: [f64; 3] = [0.25, 0.30, 0.45];
const REASONABLE_COOKING_MINUTES: f64 = 30.0;

/// A scored candidate, ordered by score then the §7.1 cascade.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Candidate {
    pub recipe: u32,
    pub score: f64,
    /// Deficient tracked nutrients the recipe provides (tie-break 1).
    pub gaps_covered: u32,
    /// Sum of its contributions as fractions of the remaining gaps (tie-break 2).
    pub gap_reduction: f64,
}

/// Everything the score needs about one decision point, computed once per candidate list.
pub(crate) struct SlotContext {
    meal: Macros,
    day_totals: Macros,
    /// Share of the day's slots filled once this one is (pins count as filled).
    progress_after: f64,
    open_after: f64,
    slots_total: f64,
    fat_half_range: f64,
    /// Per tracked nutrient: remaining gap to the adjusted target (0 when covered).
    gaps: Vec<f64>,
    meal_gaps: Vec<f64>,
    weights: Vec<f64>,
    weight_sum: f64,
    fat_sources_today: u32,
    satiety_high: bool,
    cooking_max: Option<i64>,
}

impl SlotContext {
    pub fn new(model: &Model, state: &State, slot: usize) -> Self {
        let s = &model.slots[slot];
        let tracker = &state.days[s.day];
        let open_after = s.later_open.len() as f64;
        let slots_left = open_after + 1.0;
        let mut meal = [0.0; 4];
        for (m, target) in meal.iter_mut().enumerate() {
            *target = (model.targets[m] - tracker.macros[m]) / slots_left;
        }
        if s.context.pre_workout {
            meal[PROTEIN] *= PRE_WORKOUT_PROTEIN;
            meal[CARBS] *= WORKOUT_CARBS;
        }
        if s.context.post_workout {
            meal[PROTEIN] *= POST_WORKOUT_PROTEIN;
            meal[CARBS] *= WORKOUT_CARBS;
        }
        if s.satiety_high {
            meal[CALORIES] *= SATIETY_CALORIES;
            meal[PROTEIN] *= SATIETY_PROTEIN_FAT;
            meal[FAT] *= SATIETY_PROTEIN_FAT;
        }
        let adjusted = state.adjusted_targets(model, s.day);
        let completed = state.completed_tracked(model, s.day);
        let days = model.day_count() as f64;
        let mut gaps = Vec::with_capacity(model.tracked);
        let mut weights = Vec::with_capacity(model.tracked);
        for n in 0..model.tracked {
            let gap = (adjusted[n] - tracker.micros[n]).max(0.0);
            let carryover = (model.rdi[n] * s.day as f64 - completed[n]).max(0.0);
            let weight = if gap > 0.0 {
                // Squaring the relative gap makes the most deficient nutrients count
                // disproportionately (§8.4); weekly carryover adds a bonus.
                let relative = gap / adjusted[n];
                relative * relative + carryover / (model.rdi[n] * days)
            } else {
                0.0
            };
            gaps.push(gap);
            weights.push(weight);
        }
        let slots_total = model.days[s.day].len() as f64;
        SlotContext {
            meal,
            day_totals: tracker.macros,
            progress_after: (slots_total - open_after) / slots_total,
            open_after,
            slots_total,
            fat_half_range: ((model.fat_range.1 - model.fat_range.0) / 2.0).max(f64::EPSILON),
            meal_gaps: gaps.iter().map(|g| g / slots_left).collect(),
            weight_sum: weights.iter().sum(),
            gaps,
            weights,
            fat_sources_today: tracker.fat_sources,
            satiety_high: s.satiety_high,
            cooking_max: s.cooking_max,
        }
    }

    /// The composite score (0..100) and tie-break keys of a recipe.
    pub fn score(&self, model: &Model, recipe: u32) -> Candidate {
        let i = recipe as usize;
        let macros = model.macros[i];
        let micros = &model.micros(recipe)[..model.tracked];
        let (micro, gaps_covered, gap_reduction, novelty) = self.micronutrient_match(micros);
        let components = [
            self.nutrition_match(model, macros),
            micro,
            self.satiety_match(macros, model.fiber[i]),
            self.balance(model, macros, model.fat_sources[i], novelty),
            self.schedule_match(model.recipes[i].cooking_time_minutes),
        ];
        let score = components
            .iter()
            .zip(WEIGHTS)
            .map(|(c, w)| c * w)
            .sum::<f64>()
            / WEIGHT_TOTAL;
        Candidate {
            recipe,
            score,
            gaps_covered,
            gap_reduction,
        }
    }

    /// §8.3: deviation scores for calories, protein and carbs against the per-meal targets; fat
    /// by how close the day's projected total lands to the middle of the range.
    fn nutrition_match(&self, model: &Model, macros: Macros) -> f64 {
        let projected_fat = self.day_totals[FAT]
            + macros[FAT]
            + self.open_after * model.targets[FAT] / self.slots_total;
        let fat = (1.0 - (projected_fat - model.targets[FAT]).abs() / self.fat_half_range).max(0.0);
        (deviation_score(macros[CALORIES], self.meal[CALORIES])
            + deviation_score(macros[PROTEIN], self.meal[PROTEIN])
            + deviation_score(macros[CARBS], self.meal[CARBS])
            + 100.0 * fat)
            / 4.0
    }

    /// §8.4 and the §7.1 keys: weighted share of each open gap's per-meal portion filled, plus
    /// how many of the recipe's nutrients go to open gaps (the balance component's novelty).
    fn micronutrient_match(&self, micros: &[f64]) -> (f64, u32, f64, f64) {
        let (mut weighted, mut covered, mut reduction) = (0.0, 0, 0.0);
        let mut provided = 0u32;
        for (n, &value) in micros.iter().enumerate() {
            if value <= 0.0 {
                continue;
            }
            provided += 1;
            let gap = self.gaps[n];
            if gap <= 0.0 {
                continue;
            }
            covered += 1;
            reduction += (value / gap).min(1.0);
            weighted += self.weights[n] * (value / self.meal_gaps[n]).min(1.0);
        }
        let score = if self.weight_sum > 0.0 {
            100.0 * weighted / self.weight_sum
        } else {
            0.0
        };
        let novelty = if provided > 0 {
            covered as f64 / provided as f64
        } else {
            0.0
        };
        (score, covered, reduction, novelty)
    }

    /// §8.5: a long gap ahead wants fibre, protein, low energy density and a bigger meal; a short
    /// one wants balanced macros without overshooting the meal's calories.
    fn satiety_match(&self, macros: Macros, fiber: f64) -> f64 {
        let ratio = |value: f64, target: f64| {
            if target > 0.0 {
                (value / target).min(1.0)
            } else {
                0.0
            }
        };
        if self.satiety_high {
            let grams = macros[PROTEIN] + macros[FAT] + macros[CARBS] + fiber;
            let density = if grams > 0.0 {
                ((9.0 - macros[CALORIES] / grams) / 5.0).clamp(0.0, 1.0)
            } else {
                0.0
            };
            let parts = [
                (fiber / SATIETY_FIBER_G).min(1.0),
                ratio(macros[PROTEIN], self.meal[PROTEIN]),
                density,
                ratio(macros[CALORIES], self.meal[CALORIES]),
            ];
            25.0 * parts.iter().sum::<f64>()
        } else {
            let energy = [
                4.0 * macros[PROTEIN],
                9.0 * macros[FAT],
                4.0 * macros[CARBS],
            ];
            let total: f64 = energy.iter().sum();
            let balance = if total > 0.0 {
                let off: f64 = energy
                    .iter()
                    .zip(BALANCED_SHARES)
                    .map(|(e, share)| (e / total - share).abs())
                    .sum();
                (1.0 - off / 2.0).max(0.0)
            } else {
                0.0
            };
            let target = self.meal[CALORIES];
            let restraint = if target <= 0.0 {
                0.0
            } else {
                (2.0 - (macros[CALORIES] / target).max(1.0)).max(0.0)
            };
            50.0 * (balance + restraint)
        }
    }

    /// §8.6: nutrient novelty, fat-source diversity and how well the day's macros track their
    /// pro-rata targets once the recipe is added.
    fn balance(&self, model: &Model, macros: Macros, fat_sources: u32, novelty: f64) -> f64 {
        let fat_diversity = if fat_sources == 0 {
            1.0
        } else {
            1.0 - (fat_sources & self.fat_sources_today).count_ones() as f64
                / fat_sources.count_ones() as f64
        };
        let trajectory = 1.0
            - (0..4)
                .map(|m| {
                    let expected = model.targets[m] * self.progress_after;
                    let off = (self.day_totals[m] + macros[m] - expected).abs();
                    (off / expected.max(f64::EPSILON)).min(1.0)
                })
                .sum::<f64>()
                / 4.0;
        100.0 * (novelty + fat_diversity + trajectory) / 3.0
    }

    /// §8.7, see the module doc.
    fn schedule_match(&self, minutes: i64) -> f64 {
        let minutes = minutes as f64;
        match self.cooking_max {
            Some(max) if max > 0 => 100.0 - 50.0 * minutes / max as f64,
            Some(_) => 100.0,
            None if minutes <= REASONABLE_COOKING_MINUTES => 100.0,
            None => 100.0 * REASONABLE_COOKING_MINUTES / minutes,
        }
    }
}

/// `max(0, 100·(1 − deviation/10 %))` of §8.3; a non-positive target only welcomes zero.
fn deviation_score(value: f64, target: f64) -> f64 {
    if target <= 0.0 {
        return if value <= 0.0 { 100.0 } else { 0.0 };
    }
    let deviation = (value - target).abs() / target;
    (100.0 * (1.0 - deviation / 0.10)).max(0.0)
}

/// Best first: score, then §7.1's gap coverage, gap reduction, liked foods, smaller id.
pub(crate) fn order(model: &Model, a: &Candidate, b: &Candidate) -> Ordering {
    b.score
        .total_cmp(&a.score)
        .then(b.gaps_covered.cmp(&a.gaps_covered))
        .then(b.gap_reduction.total_cmp(&a.gap_reduction))
        .then(model.liked[b.recipe as usize].cmp(&model.liked[a.recipe as usize]))
        .then(model.id_rank[a.recipe as usize].cmp(&model.id_rank[b.recipe as usize]))
}
