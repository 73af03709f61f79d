//! The planner's input (CONTRACTS.md §6): exactly the JSON `planbench.py` writes, and its
//! validation. Integers that users can get wrong (days, slots, busyness) are read as `i64` so that
//! an out-of-range value becomes an [`InstanceError`] naming the field, not an opaque parse error.

use std::collections::{BTreeMap, BTreeSet};

use serde::{Deserialize, Serialize};

use super::reference;
use crate::recipe::MealType;
use crate::{Nutrient, Nutrition, Recipe};

/// Most meal slots a day may have (seed 003 §2.1.1).
pub const MAX_SLOTS_PER_DAY: usize = 8;
/// Longest planning horizon in days (seed 003 §2.4).
pub const MAX_DAYS: i64 = 7;

/// A planning problem: who eats, for how many days, from which recipes.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PlannerInstance {
    pub profile: Profile,
    pub days: i64,
    /// Replaces the demographic UL table when present; `null` = no limit.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub upper_limits: Option<BTreeMap<Nutrient, Option<f64>>>,
    /// The pool; when absent the caller supplies the core catalog ([`Self::with_default_recipes`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub recipes: Option<Vec<PlannerRecipe>>,
}

/// Seed 003 §2.1's user profile.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Profile {
    pub daily_calories: f64,
    pub daily_protein_g: f64,
    /// `[min, max]` grams.
    pub daily_fat_g: (f64, f64),
    /// Used as given when present, derived by seed 003's formula otherwise.
    #[serde(default)]
    pub daily_carbs_g: Option<f64>,
    #[serde(default)]
    pub max_daily_calories: Option<f64>,
    /// One list of slots per day, in chronological order.
    pub schedule: Vec<Vec<SlotSpec>>,
    #[serde(default)]
    pub excluded_ingredients: Vec<String>,
    #[serde(default)]
    pub liked_foods: Vec<String>,
    pub demographic: String,
    #[serde(default)]
    pub upper_limits_overrides: BTreeMap<Nutrient, Option<f64>>,
    #[serde(default)]
    pub pinned_assignments: Vec<PinnedAssignment>,
    /// Daily RDI per tracked micronutrient; only these are scored and validated weekly.
    #[serde(default)]
    pub micronutrient_targets: BTreeMap<Nutrient, f64>,
    #[serde(default)]
    pub activity_schedule: Vec<Activity>,
}

/// One meal slot of a day's schedule.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SlotSpec {
    /// `HH:MM`.
    pub time: String,
    /// 1..=4: at most 5, 15, 30 minutes of cooking, or no bound.
    pub busyness_level: i64,
    pub meal_type: String,
}

/// A slot that must hold a given recipe (HC-6); `day` and `slot` are 1-based.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PinnedAssignment {
    pub day: i64,
    pub slot: i64,
    pub recipe_id: String,
}

/// A workout on a day (1-based), from `start` to `end` (`HH:MM`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Activity {
    pub day: i64,
    pub start: String,
    pub end: String,
}

/// A recipe as the planner sees it (seed 003 §2.2).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PlannerRecipe {
    pub id: String,
    pub name: String,
    #[serde(default)]
    pub ingredients: Vec<PlannerIngredient>,
    pub cooking_time_minutes: i64,
    pub nutrition: Nutrition,
    /// The meals the recipe is meant for; a slot of another meal type never takes it. Empty
    /// (as in seed 003's instances): it fits every slot.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub meal_types: Vec<MealType>,
}

impl SlotSpec {
    /// The slot's meal type when it names one of [`MealType`]'s (case-insensitively); a slot
    /// of another name ("pre-workout") takes any recipe.
    pub fn known_meal_type(&self) -> Option<MealType> {
        serde_json::from_value(serde_json::Value::from(self.meal_type.to_lowercase())).ok()
    }
}

/// An ingredient name; to-taste ones carry no nutrition but still count for exclusions.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PlannerIngredient {
    pub name: String,
    #[serde(default)]
    pub is_to_taste: bool,
}

impl PlannerRecipe {
    /// The planner's view of a canonical recipe: cooking time is the total time, else prep +
    /// cook. `None` when the recipe has no id (never stored) and so cannot be referenced.
    pub fn from_recipe(recipe: &Recipe) -> Option<Self> {
        let id = recipe.id.clone()?;
        let cooking = recipe.total_time_minutes.or_else(|| {
            (recipe.prep_time_minutes.is_some() || recipe.cook_time_minutes.is_some()).then(|| {
                recipe.prep_time_minutes.unwrap_or(0) + recipe.cook_time_minutes.unwrap_or(0)
            })
        });
        Some(Self {
            id,
            name: recipe.name.clone(),
            ingredients: recipe
                .ingredients
                .iter()
                .map(|i| PlannerIngredient {
                    name: i.name.clone(),
                    is_to_taste: i.is_to_taste,
                })
                .collect(),
            // An unknown time can only fit an unbounded slot.
            cooking_time_minutes: cooking.map_or(i64::MAX, i64::from),
            nutrition: recipe.nutrition.clone().unwrap_or_default(),
            meal_types: recipe.meal_types.clone(),
        })
    }

    /// The four macros when all are known: calories, protein, fat, carbs.
    pub fn macros(&self) -> Option<[f64; 4]> {
        let n = &self.nutrition;
        Some([n.calories?, n.protein_g?, n.fat_g?, n.carbs_g?])
    }
}

/// Why an instance cannot be planned, naming the offending field (a JSON path).
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[error("{field}: {problem}")]
pub struct InstanceError {
    pub field: String,
    pub problem: InstanceProblem,
}

/// What is wrong with a field.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum InstanceProblem {
    #[error("must be between {min} and {max}, got {got}")]
    OutOfRange { min: i64, max: i64, got: i64 },
    #[error("must be a finite number >= 0, got {0}")]
    Negative(f64),
    #[error("must be a finite number > 0, got {0}")]
    NotPositive(f64),
    #[error("has {found} day(s), expected one per planned day ({expected})")]
    WrongDayCount { expected: usize, found: usize },
    #[error("a day needs 1 to {MAX_SLOTS_PER_DAY} slots, got {0}")]
    SlotCount(usize),
    #[error("not an HH:MM time: {0:?}")]
    BadTime(String),
    #[error("slots must be in strictly increasing time order")]
    NotChronological,
    #[error("minimum {min} exceeds maximum {max}")]
    EmptyRange { min: f64, max: f64 },
    #[error("unknown recipe {0:?}")]
    UnknownRecipe(String),
    #[error("recipe id {0:?} appears more than once")]
    DuplicateRecipe(String),
    #[error("slot is pinned more than once")]
    DuplicatePin,
    #[error("pinned recipe {0:?} has unknown calories, protein, fat or carbs")]
    PinWithoutNutrition(String),
    #[error("unknown demographic {0:?} (known: adult_male, adult_female)")]
    UnknownDemographic(String),
    #[error("is required: no recipes given and no default catalog supplied")]
    MissingRecipes,
    #[error("the recipe pool is empty")]
    EmptyPool,
}

fn error(field: impl Into<String>, problem: InstanceProblem) -> InstanceError {
    InstanceError {
        field: field.into(),
        problem,
    }
}

/// Minutes since midnight of an `HH:MM` time.
pub(crate) fn parse_time(text: &str) -> Option<u32> {
    let (h, m) = text.split_once(':')?;
    let valid = |s: &str| s.len() == 2 && s.bytes().all(|b| b.is_ascii_digit());
    if !valid(h) || !valid(m) {
        return None;
    }
    let (h, m): (u32, u32) = (h.parse().ok()?, m.parse().ok()?);
    (h < 24 && m < 60).then_some(h * 60 + m)
}

fn non_negative(field: impl Into<String>, value: f64) -> Result<(), InstanceError> {
    non_negative_at(value, || field.into())
}

/// Like [`non_negative`], naming the field only on failure: pools hold thousands of values.
fn non_negative_at(value: f64, field: impl FnOnce() -> String) -> Result<(), InstanceError> {
    if value.is_finite() && value >= 0.0 {
        Ok(())
    } else {
        Err(error(field(), InstanceProblem::Negative(value)))
    }
}

fn positive(field: impl Into<String>, value: f64) -> Result<(), InstanceError> {
    if value.is_finite() && value > 0.0 {
        Ok(())
    } else {
        Err(error(field, InstanceProblem::NotPositive(value)))
    }
}

fn in_range(field: impl Into<String>, value: i64, min: i64, max: i64) -> Result<(), InstanceError> {
    if (min..=max).contains(&value) {
        Ok(())
    } else {
        Err(error(
            field,
            InstanceProblem::OutOfRange {
                min,
                max,
                got: value,
            },
        ))
    }
}

fn time(field: String, text: &str) -> Result<u32, InstanceError> {
    parse_time(text).ok_or_else(|| error(field, InstanceProblem::BadTime(text.to_owned())))
}

impl PlannerInstance {
    /// Fills in `recipes` when the instance has none (CONTRACTS §6: the core catalog).
    pub fn with_default_recipes(mut self, catalog: impl FnOnce() -> Vec<PlannerRecipe>) -> Self {
        if self.recipes.is_none() {
            self.recipes = Some(catalog());
        }
        self
    }

    /// The recipe pool (empty when absent; [`Self::validate`] rejects that).
    pub fn pool(&self) -> &[PlannerRecipe] {
        self.recipes.as_deref().unwrap_or(&[])
    }

    /// The daily carbohydrate target: as given, else seed 003's derivation.
    pub fn carbs_target(&self) -> f64 {
        let p = &self.profile;
        p.daily_carbs_g.unwrap_or_else(|| {
            let fat_median = (p.daily_fat_g.0 + p.daily_fat_g.1) / 2.0;
            (p.daily_calories - p.daily_protein_g * 4.0 - fat_median * 9.0) / 4.0
        })
    }

    /// The daily ULs that apply to food totals, `upper_limits` (or the demographic table)
    /// with the profile's overrides on top. Nutrients without a limit are absent.
    pub fn resolved_upper_limits(&self) -> Result<BTreeMap<Nutrient, f64>, InstanceError> {
        let mut limits = match &self.upper_limits {
            Some(table) => table.clone(),
            None => reference::food_upper_limits(&self.profile.demographic).ok_or_else(|| {
                error(
                    "profile.demographic",
                    InstanceProblem::UnknownDemographic(self.profile.demographic.clone()),
                )
            })?,
        };
        limits.extend(self.profile.upper_limits_overrides.clone());
        Ok(limits
            .into_iter()
            .filter_map(|(n, v)| v.map(|v| (n, v)))
            .collect())
    }

    /// Checks every field the planner relies on; the error names the first bad field.
    pub fn validate(&self) -> Result<(), InstanceError> {
        in_range("days", self.days, 1, MAX_DAYS)?;
        self.validate_targets()?;
        self.validate_schedule()?;
        let ids = self.validate_recipes()?;
        self.validate_pins(&ids)?;
        for (i, activity) in self.profile.activity_schedule.iter().enumerate() {
            let field = format!("profile.activity_schedule[{i}]");
            in_range(format!("{field}.day"), activity.day, 1, self.days)?;
            let start = time(format!("{field}.start"), &activity.start)?;
            let end = time(format!("{field}.end"), &activity.end)?;
            if start > end {
                return Err(error(
                    format!("{field}.end"),
                    InstanceProblem::NotChronological,
                ));
            }
        }
        self.resolved_upper_limits().map(|_| ())
    }

    fn validate_targets(&self) -> Result<(), InstanceError> {
        let p = &self.profile;
        positive("profile.daily_calories", p.daily_calories)?;
        non_negative("profile.daily_protein_g", p.daily_protein_g)?;
        non_negative("profile.daily_fat_g[0]", p.daily_fat_g.0)?;
        non_negative("profile.daily_fat_g[1]", p.daily_fat_g.1)?;
        if p.daily_fat_g.0 > p.daily_fat_g.1 {
            return Err(error(
                "profile.daily_fat_g",
                InstanceProblem::EmptyRange {
                    min: p.daily_fat_g.0,
                    max: p.daily_fat_g.1,
                },
            ));
        }
        non_negative("profile.daily_carbs_g", self.carbs_target())?;
        if let Some(ceiling) = p.max_daily_calories {
            positive("profile.max_daily_calories", ceiling)?;
        }
        for (n, v) in &p.micronutrient_targets {
            non_negative(format!("profile.micronutrient_targets.{}", key(*n)), *v)?;
        }
        for (n, v) in &p.upper_limits_overrides {
            if let Some(v) = v {
                non_negative(format!("profile.upper_limits_overrides.{}", key(*n)), *v)?;
            }
        }
        for (n, v) in self.upper_limits.iter().flatten() {
            if let Some(v) = v {
                non_negative(format!("upper_limits.{}", key(*n)), *v)?;
            }
        }
        Ok(())
    }

    fn validate_schedule(&self) -> Result<(), InstanceError> {
        let schedule = &self.profile.schedule;
        let expected = usize::try_from(self.days).unwrap_or(0);
        if schedule.len() != expected {
            return Err(error(
                "profile.schedule",
                InstanceProblem::WrongDayCount {
                    expected,
                    found: schedule.len(),
                },
            ));
        }
        for (d, day) in schedule.iter().enumerate() {
            if day.is_empty() || day.len() > MAX_SLOTS_PER_DAY {
                return Err(error(
                    format!("profile.schedule[{d}]"),
                    InstanceProblem::SlotCount(day.len()),
                ));
            }
            let mut previous = None;
            for (s, slot) in day.iter().enumerate() {
                let field = format!("profile.schedule[{d}][{s}]");
                in_range(format!("{field}.busyness_level"), slot.busyness_level, 1, 4)?;
                let at = time(format!("{field}.time"), &slot.time)?;
                if previous.is_some_and(|p| p >= at) {
                    return Err(error(
                        format!("{field}.time"),
                        InstanceProblem::NotChronological,
                    ));
                }
                previous = Some(at);
            }
        }
        Ok(())
    }

    fn validate_recipes(&self) -> Result<BTreeMap<&str, &PlannerRecipe>, InstanceError> {
        let recipes = self
            .recipes
            .as_ref()
            .ok_or_else(|| error("recipes", InstanceProblem::MissingRecipes))?;
        if recipes.is_empty() {
            return Err(error("recipes", InstanceProblem::EmptyPool));
        }
        let mut ids = BTreeMap::new();
        for (i, recipe) in recipes.iter().enumerate() {
            let field = || format!("recipes[{i}]");
            if ids.insert(recipe.id.as_str(), recipe).is_some() {
                return Err(error(
                    format!("{}.id", field()),
                    InstanceProblem::DuplicateRecipe(recipe.id.clone()),
                ));
            }
            non_negative_at(recipe.cooking_time_minutes as f64, || {
                format!("{}.cooking_time_minutes", field())
            })?;
            let n = &recipe.nutrition;
            let macros = [
                ("calories", n.calories),
                ("protein_g", n.protein_g),
                ("fat_g", n.fat_g),
                ("carbs_g", n.carbs_g),
                ("fiber_g", n.fiber_g),
            ];
            for (name, value) in macros {
                if let Some(v) = value {
                    non_negative_at(v, || format!("{}.nutrition.{name}", field()))?;
                }
            }
            for (nutrient, v) in &n.micronutrients {
                non_negative_at(*v, || {
                    format!("{}.nutrition.micronutrients.{}", field(), key(*nutrient))
                })?;
            }
        }
        Ok(ids)
    }

    fn validate_pins(&self, ids: &BTreeMap<&str, &PlannerRecipe>) -> Result<(), InstanceError> {
        let mut seen = BTreeSet::new();
        for (i, pin) in self.profile.pinned_assignments.iter().enumerate() {
            let field = format!("profile.pinned_assignments[{i}]");
            in_range(format!("{field}.day"), pin.day, 1, self.days)?;
            let slots = self
                .profile
                .schedule
                .get(usize::try_from(pin.day - 1).unwrap_or(usize::MAX))
                .map_or(0, Vec::len);
            in_range(format!("{field}.slot"), pin.slot, 1, slots as i64)?;
            let recipe = ids.get(pin.recipe_id.as_str()).ok_or_else(|| {
                error(
                    format!("{field}.recipe_id"),
                    InstanceProblem::UnknownRecipe(pin.recipe_id.clone()),
                )
            })?;
            if recipe.macros().is_none() {
                return Err(error(
                    format!("{field}.recipe_id"),
                    InstanceProblem::PinWithoutNutrition(pin.recipe_id.clone()),
                ));
            }
            if !seen.insert((pin.day, pin.slot)) {
                return Err(error(field, InstanceProblem::DuplicatePin));
            }
        }
        Ok(())
    }
}

/// A nutrient's wire key, for field paths.
pub(crate) fn key(nutrient: Nutrient) -> String {
    serde_json::to_value(nutrient)
        .ok()
        .and_then(|v| v.as_str().map(str::to_owned))
        .unwrap_or_default()
}
