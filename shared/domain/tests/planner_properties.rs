//! Property tests of the seed 003 planner against the independent checker of `support` (it
//! re-derives workout slots, exclusions and limits from the instance JSON, like
//! `planbench.py check`): every returned plan keeps every hard constraint; on pools small enough
//! to enumerate, the planner finds a plan exactly when one exists (its feasibility checks never
//! prune a valid plan); identical inputs give byte-identical JSON.

mod support;

use cookbook_domain::planner::{PlannerInstance, PlannerOptions, Termination, plan};
use proptest::prelude::*;
use serde_json::{Value, json};
use support::violations;

/// A tiny deterministic generator so one proptest seed describes a whole instance.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
    fn uniform(&mut self, low: f64, high: f64) -> f64 {
        low + (high - low) * (self.next() % 1_000_000) as f64 / 1_000_000.0
    }
}

const NUTRIENTS: [&str; 3] = ["vitamin_c_mg", "iron_mg", "calcium_mg"];
const FOODS: [&str; 6] = ["egg", "milk", "peanut", "rice", "spinach", "salmon"];
const TIMES: [&str; 3] = ["07:00", "12:00", "19:00"];

/// A random instance; targets come from a random "planted" selection so that many are feasible,
/// and are sometimes tightened so that some are not.
fn instance(seed: u64, pool: usize, days: usize, slots_per_day: usize) -> Value {
    let mut rng = Rng(seed | 1);
    let recipes: Vec<Value> = (0..pool)
        .map(|i| {
            let calories = rng.uniform(350.0, 650.0);
            let cooking = [5, 15, 30, 60][rng.below(4) as usize];
            let ingredients: Vec<Value> = (0..2)
                .map(|_| json!({"name": FOODS[rng.below(6) as usize], "is_to_taste": false}))
                .collect();
            let micros: serde_json::Map<String, Value> = NUTRIENTS
                .iter()
                .map(|n| ((*n).to_owned(), json!(rng.uniform(0.0, 40.0))))
                .collect();
            json!({
                "id": format!("r{i:02}"), "name": format!("Recipe {i}"),
                "ingredients": ingredients,
                "cooking_time_minutes": cooking,
                "nutrition": {"calories": calories, "protein_g": calories * rng.uniform(0.06, 0.08),
                    "fat_g": calories * rng.uniform(0.03, 0.04), "carbs_g": calories * rng.uniform(0.09, 0.12),
                    "fiber_g": rng.uniform(0.0, 8.0), "micronutrients": micros}
            })
        })
        .collect();
    let schedule: Vec<Vec<Value>> = (0..days)
        .map(|_| {
            let slots = slots_per_day;
            (0..slots)
                .map(|s| json!({"time": TIMES[s], "busyness_level": 2 + rng.below(3), "meal_type": "meal"}))
                .collect()
        })
        .collect();
    // A planted plan: distinct recipes per day; the targets are fitted around its day totals
    // (planbench's way), then one of them is sometimes made too tight to meet.
    let value = |r: usize, key: &str| {
        let n = &recipes[r]["nutrition"];
        n.get(key)
            .or_else(|| n["micronutrients"].get(key))
            .and_then(Value::as_f64)
            .unwrap_or(0.0)
    };
    let keys = [
        "calories",
        "protein_g",
        "fat_g",
        "carbs_g",
        "vitamin_c_mg",
        "iron_mg",
        "calcium_mg",
    ];
    let mut day_totals = Vec::new();
    for day in &schedule {
        let mut picks: Vec<usize> = Vec::new();
        while picks.len() < day.len().min(pool) {
            let r = rng.below(pool as u64) as usize;
            if !picks.contains(&r) {
                picks.push(r);
            }
        }
        day_totals.push(keys.map(|k| picks.iter().map(|&r| value(r, k)).sum::<f64>()));
    }
    let low = |m: usize| {
        day_totals
            .iter()
            .map(|t| t[m])
            .fold(f64::INFINITY, f64::min)
    };
    let high = |m: usize| day_totals.iter().map(|t| t[m]).fold(0.0, f64::max);
    let mean = |m: usize| day_totals.iter().map(|t| t[m]).sum::<f64>() / days as f64;
    let fitted = |m: usize| (high(m) / 1.1 + low(m) / 0.9) / 2.0;
    let squeeze = if rng.below(4) == 0 { 1.3 } else { 1.0 };
    let excluded: Vec<&str> = if rng.below(4) == 0 {
        vec![FOODS[rng.below(6) as usize]]
    } else {
        vec![]
    };
    let activity: Vec<Value> = (1..=days)
        .filter(|_| rng.below(2) == 0)
        .map(|d| json!({"day": d, "start": "10:30", "end": "11:30"}))
        .collect();
    let pins: Vec<Value> = if rng.below(4) == 0 {
        vec![json!({"day": 1, "slot": 1, "recipe_id": format!("r{:02}", rng.below(pool as u64))})]
    } else {
        vec![]
    };
    json!({
        "profile": {
            "daily_calories": fitted(0), "daily_protein_g": fitted(1) * squeeze,
            "daily_fat_g": [low(2) * 0.97, high(2) * 1.03],
            "daily_carbs_g": fitted(3),
            "max_daily_calories": if rng.below(4) == 0 { json!(high(0) * 1.01) } else { Value::Null },
            "schedule": schedule, "excluded_ingredients": excluded, "liked_foods": ["rice"],
            "demographic": "adult_male", "upper_limits_overrides": {"calcium_mg": high(6) * rng.uniform(0.9, 1.3)},
            "pinned_assignments": pins,
            "micronutrient_targets": {"vitamin_c_mg": mean(4) * rng.uniform(0.5, 1.1), "iron_mg": mean(5) * 0.9},
            "activity_schedule": activity,
        },
        "days": days,
        "upper_limits": {"iron_mg": 80.0, "calcium_mg": null},
        "recipes": recipes,
    })
}

/// Whether any assignment at all passes the checker (tiny instances only).
fn exists_valid_plan(inst: &Value) -> bool {
    let pool: Vec<String> = inst["recipes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["id"].as_str().unwrap().to_owned())
        .collect();
    let shape: Vec<usize> = inst["profile"]["schedule"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d.as_array().unwrap().len())
        .collect();
    let slots: usize = shape.iter().sum();
    let mut digits = vec![0usize; slots];
    loop {
        let mut flat = digits.iter().map(|&i| pool[i].clone());
        let plan: Vec<Vec<String>> = shape
            .iter()
            .map(|&n| flat.by_ref().take(n).collect())
            .collect();
        if violations(inst, &plan).is_empty() {
            return true;
        }
        let mut i = 0;
        loop {
            if i == slots {
                return false;
            }
            digits[i] += 1;
            if digits[i] < pool.len() {
                break;
            }
            digits[i] = 0;
            i += 1;
        }
    }
}

fn parse(inst: &Value) -> PlannerInstance {
    serde_json::from_value(inst.clone()).expect("generated instance parses")
}

const UNLIMITED: PlannerOptions = PlannerOptions {
    attempt_limit: u64::MAX,
};

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn every_returned_plan_keeps_every_hard_constraint(seed in any::<u64>(), pool in 4usize..30, days in 1usize..=7) {
        let inst = instance(seed, pool, days, 3);
        let result = plan(&parse(&inst), &PlannerOptions { attempt_limit: 20_000 });
        if let Ok(plan) = result {
            let found = violations(&inst, &plan.recipe_ids());
            prop_assert!(found.is_empty(), "{found:?}");
        }
    }

    #[test]
    fn feasibility_checks_never_prune_the_only_valid_plans(seed in any::<u64>(), pool in 3usize..6, days in 1usize..=2) {
        let inst = instance(seed, pool, days, 2);
        let result = plan(&parse(&inst), &UNLIMITED);
        let exists = exists_valid_plan(&inst);
        match &result {
            Ok(plan) => prop_assert!(violations(&inst, &plan.recipe_ids()).is_empty()),
            Err(failure) => {
                prop_assert!(!exists, "a valid plan exists but the planner reported {:?}", failure.termination);
                prop_assert!(matches!(failure.termination, Termination::Exhausted | Termination::PinnedConflict));
            }
        }
        prop_assert_eq!(result.is_ok(), exists);
    }

    #[test]
    fn identical_inputs_give_byte_identical_output(seed in any::<u64>(), pool in 4usize..40, days in 1usize..=7) {
        let inst = instance(seed, pool, days, 3);
        let render = || match plan(&parse(&inst), &PlannerOptions { attempt_limit: 5_000 }) {
            Ok(p) => serde_json::to_string(&p).unwrap(),
            Err(f) => serde_json::to_string(&f).unwrap(),
        };
        prop_assert_eq!(render(), render());
    }
}

/// Guards the properties above against vacuity: the generator yields both outcomes, and plans
/// that need backtracking.
#[test]
fn generated_instances_cover_success_and_failure() {
    let (mut solved, mut failed, mut backtracked) = (0, 0, 0);
    for seed in 0..200 {
        let inst = instance(seed * 7919 + 3, 5, 2, 2);
        match plan(&parse(&inst), &UNLIMITED) {
            Ok(p) => {
                solved += 1;
                backtracked += usize::from(p.stats.backtracks > 0);
            }
            Err(failure) => {
                failed += 1;
                assert!(!failure.failure_modes.is_empty(), "{failure:?}");
            }
        }
    }
    assert!(
        solved >= 20 && failed >= 20 && backtracked >= 5,
        "{solved} {failed} {backtracked}"
    );
}
