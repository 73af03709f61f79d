//! The validated instance compiled for search: dense per-recipe vectors indexed by the nutrients
//! that matter (tracked ones first, then those with only a UL), the derived slot attributes of
//! seed 003 §2.1.2, and each slot's static eligibility (HC-1, HC-3, known nutrition, a single
//! recipe over the calorie ceiling) computed once so the search never re-reads strings.

use std::collections::BTreeMap;
use std::ops::Range;

use super::instance::{InstanceError, PlannerInstance, PlannerRecipe, SlotSpec, parse_time};
use crate::Nutrient;

/// Index of calories, protein, fat and carbs in a macro vector.
pub(crate) const CALORIES: usize = 0;
pub(crate) const PROTEIN: usize = 1;
pub(crate) const FAT: usize = 2;
pub(crate) const CARBS: usize = 3;
pub(crate) type Macros = [f64; 4];

/// Daily macro tolerance of seed 003 §6.5 (±10 %).
pub(crate) const MACRO_TOLERANCE: f64 = 0.10;
const PRE_WORKOUT_MINUTES: u32 = 120;
const POST_WORKOUT_MINUTES: u32 = 180;
const LONG_GAP_MINUTES: u32 = 4 * 60;
const OVERNIGHT_FAST_MINUTES: u32 = 12 * 60;
const DAY_MINUTES: u32 = 24 * 60;

/// Ingredient words that identify a fat source, for the balance component's fat diversity.
const FAT_SOURCES: [&str; 22] = [
    "beef", "pork", "lamb", "bacon", "chicken", "egg", "butter", "cheese", "cream", "milk",
    "yogurt", "oil", "avocado", "peanut", "almond", "walnut", "cashew", "sesame", "salmon",
    "sardine", "tuna", "coconut",
];

/// Seed 003 §2.1.2's activity context of a slot; `sedentary` is the absence of both workouts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub(crate) struct ActivityContext {
    pub pre_workout: bool,
    pub post_workout: bool,
    pub overnight_fast_ahead: bool,
}

impl ActivityContext {
    /// A workout slot is exempt from HC-8.
    pub fn is_workout(self) -> bool {
        self.pre_workout || self.post_workout
    }
}

/// One decision point with its derived attributes.
#[derive(Debug, Clone)]
pub(crate) struct SlotModel {
    pub day: usize,
    pub position: usize,
    pub context: ActivityContext,
    pub satiety_high: bool,
    /// `None` = busyness 4, no bound.
    pub cooking_max: Option<i64>,
    pub pinned: Option<u32>,
    /// Recipes passing the static filters, in pool order.
    pub eligible: Vec<u32>,
    /// Per-macro lower/upper bounds on what this day's later open slots can still add.
    pub rest_min: Macros,
    pub rest_max: Macros,
    /// Later open (non-pinned) slots of the same day, global indices.
    pub later_open: Vec<usize>,
    /// Per tracked nutrient: the most all later open slots of the horizon (any day) can add,
    /// each taking its richest eligible recipe (the incremental weekly bound).
    pub weekly_rest_max: Vec<f64>,
}

/// Why a recipe is never a candidate for a slot, counted for FM-1 reports.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub(crate) struct StaticEliminations {
    pub excluded: u32,
    /// Meant for other meals than the slot's.
    pub meal_type: u32,
    pub cooking_time: u32,
    pub over_ceiling: u32,
    pub unknown_nutrition: u32,
}

/// The acceptance windows of a day: calories, protein, fat, carbs (HC-5 folded into calories).
#[derive(Debug, Clone, Copy)]
pub(crate) struct DayWindows {
    pub low: Macros,
    pub high: Macros,
}

pub(crate) struct Model<'a> {
    pub instance: &'a PlannerInstance,
    pub recipes: &'a [PlannerRecipe],
    pub days: Vec<Range<usize>>,
    pub slots: Vec<SlotModel>,
    pub static_eliminations: Vec<StaticEliminations>,
    /// Dense nutrient index: `nutrients[..tracked]` are the tracked ones.
    pub nutrients: Vec<Nutrient>,
    pub tracked: usize,
    pub rdi: Vec<f64>,
    /// (dense index, daily UL) for every limited nutrient.
    pub limits: Vec<(usize, f64)>,
    pub macros: Vec<Macros>,
    pub fiber: Vec<f64>,
    micros: Vec<f64>,
    pub id_rank: Vec<u32>,
    pub liked: Vec<u16>,
    pub fat_sources: Vec<u32>,
    /// HC-1: the recipe contains an excluded ingredient.
    pub excluded: Vec<bool>,
    /// Daily targets: calories, protein, fat midpoint, carbs.
    pub targets: Macros,
    pub fat_range: (f64, f64),
    pub windows: DayWindows,
    /// `max_daily_achievable[n][m]`: the m best values of tracked nutrient n (FC-4).
    pub max_daily_achievable: Vec<[f64; 9]>,
    /// Tracked micros of pinned recipes on days >= d (the weekly tracker starts with them).
    pub pinned_from_day: Vec<Vec<f64>>,
    /// Recipes pinned to non-workout slots, per day (HC-8 against a later pin).
    pub pinned_non_workout: Vec<Vec<u32>>,
}

impl<'a> Model<'a> {
    pub fn micros(&self, recipe: u32) -> &[f64] {
        let start = recipe as usize * self.nutrients.len();
        &self.micros[start..start + self.nutrients.len()]
    }

    pub fn day_count(&self) -> usize {
        self.days.len()
    }

    pub fn spec(&self, slot: usize) -> &'a SlotSpec {
        let s = &self.slots[slot];
        &self.instance.profile.schedule[s.day][s.position]
    }

    pub fn is_last_of_day(&self, slot: usize) -> bool {
        self.days[self.slots[slot].day].end == slot + 1
    }

    /// Compiles a validated instance.
    pub fn compile(instance: &'a PlannerInstance) -> Result<Self, InstanceError> {
        let recipes = instance.pool();
        let profile = &instance.profile;
        let limits_by_nutrient = instance.resolved_upper_limits()?;
        let mut nutrients: Vec<Nutrient> = profile.micronutrient_targets.keys().copied().collect();
        let tracked = nutrients.len();
        nutrients.extend(
            limits_by_nutrient
                .keys()
                .filter(|n| !profile.micronutrient_targets.contains_key(n)),
        );
        let rdi = profile.micronutrient_targets.values().copied().collect();
        let limits = nutrients
            .iter()
            .enumerate()
            .filter_map(|(i, n)| limits_by_nutrient.get(n).map(|l| (i, *l)))
            .collect();
        let micros = recipes
            .iter()
            .flat_map(|r| {
                let m = &r.nutrition.micronutrients;
                nutrients.iter().map(|n| m.get(n).copied().unwrap_or(0.0))
            })
            .collect();
        let mut by_id: Vec<u32> = (0..recipes.len() as u32).collect();
        by_id.sort_by(|a, b| recipes[*a as usize].id.cmp(&recipes[*b as usize].id));
        let mut id_rank = vec![0; recipes.len()];
        for (rank, r) in by_id.iter().enumerate() {
            id_rank[*r as usize] = rank as u32;
        }
        let excluded = terms(&profile.excluded_ingredients);
        let liked = terms(&profile.liked_foods);
        let fat = profile.daily_fat_g;
        let targets = [
            profile.daily_calories,
            profile.daily_protein_g,
            (fat.0 + fat.1) / 2.0,
            instance.carbs_target(),
        ];
        let around = |t: f64| (t * (1.0 - MACRO_TOLERANCE), t * (1.0 + MACRO_TOLERANCE));
        let (cal_low, cal_high) = around(targets[CALORIES]);
        let cal_high = profile
            .max_daily_calories
            .map_or(cal_high, |c| cal_high.min(c));
        let windows = DayWindows {
            low: [
                cal_low,
                around(targets[PROTEIN]).0,
                fat.0,
                around(targets[CARBS]).0,
            ],
            high: [
                cal_high,
                around(targets[PROTEIN]).1,
                fat.1,
                around(targets[CARBS]).1,
            ],
        };
        let mut model = Model {
            instance,
            recipes,
            days: Vec::new(),
            slots: Vec::new(),
            static_eliminations: Vec::new(),
            tracked,
            rdi,
            limits,
            macros: recipes
                .iter()
                .map(|r| r.macros().unwrap_or_default())
                .collect(),
            fiber: recipes
                .iter()
                .map(|r| r.nutrition.fiber_g.unwrap_or(0.0))
                .collect(),
            micros,
            id_rank,
            liked: recipes
                .iter()
                .map(|r| matching_ingredients(r, &liked) as u16)
                .collect(),
            fat_sources: recipes.iter().map(fat_source_mask).collect(),
            excluded: recipes
                .iter()
                .map(|r| matching_ingredients(r, &excluded) > 0)
                .collect(),
            targets,
            fat_range: fat,
            windows,
            max_daily_achievable: Vec::new(),
            pinned_from_day: Vec::new(),
            pinned_non_workout: Vec::new(),
            nutrients,
        };
        model.build_slots();
        model.build_pin_tables();
        model.max_daily_achievable = (0..model.tracked)
            .map(|n| {
                let mut values: Vec<f64> = (0..recipes.len() as u32)
                    .map(|r| model.micros(r)[n])
                    .collect();
                values.sort_by(|a, b| b.total_cmp(a));
                let mut best = [0.0; 9];
                for m in 1..best.len() {
                    best[m] = best[m - 1] + values.get(m - 1).copied().unwrap_or(0.0);
                }
                best
            })
            .collect();
        Ok(model)
    }

    fn build_slots(&mut self) {
        let profile = &self.instance.profile;
        let pins: BTreeMap<(usize, usize), u32> = profile
            .pinned_assignments
            .iter()
            .filter_map(|p| {
                let recipe = self.recipes.iter().position(|r| r.id == p.recipe_id)?;
                Some(((p.day as usize - 1, p.slot as usize - 1), recipe as u32))
            })
            .collect();
        let ceiling = profile.max_daily_calories;
        for (d, day) in profile.schedule.iter().enumerate() {
            let start = self.slots.len();
            let times: Vec<u32> = day
                .iter()
                .map(|s| parse_time(&s.time).unwrap_or(0))
                .collect();
            let next_first = profile
                .schedule
                .get(d + 1)
                .unwrap_or(day)
                .first()
                .and_then(|s| parse_time(&s.time))
                .unwrap_or(0);
            for (s, spec) in day.iter().enumerate() {
                let (gap, last) = match times.get(s + 1) {
                    Some(next) => (next - times[s], false),
                    None => (DAY_MINUTES + next_first - times[s], true),
                };
                // Seed 003 uses the same test for `overnight_fast_ahead` and high satiety.
                let long_fast = gap > LONG_GAP_MINUTES || (last && gap >= OVERNIGHT_FAST_MINUTES);
                let context = ActivityContext {
                    overnight_fast_ahead: long_fast,
                    ..self.workout_context(d, times[s])
                };
                let cooking_max = match spec.busyness_level {
                    1 => Some(5),
                    2 => Some(15),
                    3 => Some(30),
                    _ => None,
                };
                let meal_type = spec.known_meal_type();
                let mut eliminated = StaticEliminations::default();
                let eligible = (0..self.recipes.len() as u32)
                    .filter(|&r| {
                        let i = r as usize;
                        let meal_types = &self.recipes[i].meal_types;
                        let verdict = if self.excluded[i] {
                            Some(&mut eliminated.excluded)
                        } else if meal_type
                            .is_some_and(|m| !meal_types.is_empty() && !meal_types.contains(&m))
                        {
                            Some(&mut eliminated.meal_type)
                        } else if cooking_max
                            .is_some_and(|m| self.recipes[i].cooking_time_minutes > m)
                        {
                            Some(&mut eliminated.cooking_time)
                        } else if self.recipes[i].macros().is_none() {
                            Some(&mut eliminated.unknown_nutrition)
                        } else if ceiling.is_some_and(|c| self.macros[i][CALORIES] > c) {
                            Some(&mut eliminated.over_ceiling)
                        } else {
                            None
                        };
                        verdict.map(|count| *count += 1).is_none()
                    })
                    .collect();
                self.slots.push(SlotModel {
                    day: d,
                    position: s,
                    context,
                    satiety_high: long_fast,
                    cooking_max,
                    pinned: pins.get(&(d, s)).copied(),
                    eligible,
                    rest_min: [0.0; 4],
                    rest_max: [0.0; 4],
                    later_open: Vec::new(),
                    weekly_rest_max: Vec::new(),
                });
                self.static_eliminations.push(eliminated);
            }
            self.days.push(start..self.slots.len());
        }
        self.build_rest_bounds();
        self.build_weekly_rest_bounds();
    }

    /// Suffix sums, over all later open slots, of each slot's best value per tracked nutrient.
    fn build_weekly_rest_bounds(&mut self) {
        let mut suffix = vec![0.0; self.tracked];
        for slot in (0..self.slots.len()).rev() {
            self.slots[slot].weekly_rest_max = suffix.clone();
            if self.slots[slot].pinned.is_some() {
                continue;
            }
            for (n, total) in suffix.iter_mut().enumerate() {
                *total += self.slots[slot]
                    .eligible
                    .iter()
                    .map(|&r| self.micros[r as usize * self.nutrients.len() + n])
                    .fold(0.0, f64::max);
            }
        }
    }

    /// Pre/post-workout flags exactly as planbench.py derives them: a workout starting within
    /// 2 h after the slot (exclusive of the slot's minute), or ending within 3 h before it.
    fn workout_context(&self, day: usize, at: u32) -> ActivityContext {
        let mut context = ActivityContext::default();
        for a in &self.instance.profile.activity_schedule {
            if a.day as usize != day + 1 {
                continue;
            }
            let (Some(start), Some(end)) = (parse_time(&a.start), parse_time(&a.end)) else {
                continue;
            };
            context.pre_workout |= at < start && start <= at + PRE_WORKOUT_MINUTES;
            context.post_workout |= end < at && at <= end + POST_WORKOUT_MINUTES;
        }
        context
    }

    /// Suffix bounds over each day's later open slots, for FC-1/FC-2.
    fn build_rest_bounds(&mut self) {
        for range in self.days.clone() {
            let (mut low, mut high) = ([0.0; 4], [0.0; 4]);
            let mut later = Vec::new();
            for slot in range.rev() {
                self.slots[slot].rest_min = low;
                self.slots[slot].rest_max = high;
                self.slots[slot].later_open = later.iter().rev().copied().collect();
                if self.slots[slot].pinned.is_some() {
                    continue;
                }
                for m in 0..4 {
                    let values = self.slots[slot]
                        .eligible
                        .iter()
                        .map(|&r| self.macros[r as usize][m]);
                    // A slot with no eligible recipe makes the bound infinite: nothing fits.
                    low[m] += values.clone().fold(f64::INFINITY, f64::min);
                    high[m] += values.fold(0.0, f64::max);
                }
                later.push(slot);
            }
        }
    }

    fn build_pin_tables(&mut self) {
        let tracked = self.tracked;
        let mut suffix = vec![0.0; tracked];
        let mut from_day = vec![Vec::new(); self.days.len() + 1];
        from_day[self.days.len()] = suffix.clone();
        self.pinned_non_workout = vec![Vec::new(); self.days.len()];
        for d in (0..self.days.len()).rev() {
            for slot in self.days[d].clone() {
                let Some(r) = self.slots[slot].pinned else {
                    continue;
                };
                for (n, total) in suffix.iter_mut().enumerate() {
                    *total += self.micros(r)[n];
                }
                if !self.slots[slot].context.is_workout() {
                    self.pinned_non_workout[d].push(r);
                }
            }
            from_day[d] = suffix.clone();
        }
        self.pinned_from_day = from_day;
    }
}

/// Lower-cased, trimmed, non-empty terms.
fn terms(list: &[String]) -> Vec<String> {
    list.iter()
        .map(|t| t.trim().to_lowercase())
        .filter(|t| !t.is_empty())
        .collect()
}

/// How many of the recipe's ingredients (to-taste ones included) contain any of `terms`,
/// case-insensitively: CONTRACTS §6's exclusion match, reused for liked foods.
fn matching_ingredients(recipe: &PlannerRecipe, terms: &[String]) -> usize {
    if terms.is_empty() {
        return 0;
    }
    recipe
        .ingredients
        .iter()
        .filter(|i| {
            let name = i.name.to_lowercase();
            terms.iter().any(|t| name.contains(t.as_str()))
        })
        .count()
}

fn fat_source_mask(recipe: &PlannerRecipe) -> u32 {
    let mut mask = 0;
    for ingredient in &recipe.ingredients {
        let name = ingredient.name.to_lowercase();
        for (bit, word) in FAT_SOURCES.iter().enumerate() {
            if name.contains(word) {
                mask |= 1 << bit;
            }
        }
    }
    mask
}
