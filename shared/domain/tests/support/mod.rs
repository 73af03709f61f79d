//! An independent checker of seed 003's hard constraints for the planner tests: it re-derives
//! workout slots, exclusions, limits and weekly targets from the instance JSON (like
//! `planbench.py check`) instead of trusting the planner's own model.

use std::collections::BTreeMap;

use serde_json::Value;

/// The shipped UL table, used when an instance has no top-level `upper_limits` (CONTRACTS §6).
const UPPER_LIMITS: &str = include_str!("../../../../fixtures/reference/upper_limits.json");

fn minutes(hhmm: &str) -> i64 {
    let (h, m) = hhmm.split_once(':').unwrap();
    h.parse::<i64>().unwrap() * 60 + m.parse::<i64>().unwrap()
}

/// Whether the slot at `time` on 0-based day `d` is pre-workout (a workout starts within 2 hours
/// after it) or post-workout (one ended within 3 hours before it), seed 003 §2.1.2.
pub fn is_workout_slot(profile: &Value, d: usize, time: &str) -> bool {
    let t = minutes(time);
    profile["activity_schedule"]
        .as_array()
        .unwrap()
        .iter()
        .any(|a| {
            a["day"].as_u64() == Some(d as u64 + 1) && {
                let (start, end) = (
                    minutes(a["start"].as_str().unwrap()),
                    minutes(a["end"].as_str().unwrap()),
                );
                (t < start && start <= t + 120) || (t - 180 <= end && end < t)
            }
        })
}

/// The daily limits that apply: the instance's table, else the demographic's food ULs, with the
/// profile's overrides on top (`null` = no limit).
fn upper_limits(inst: &Value) -> serde_json::Map<String, Value> {
    let p = &inst["profile"];
    let mut limits = match inst.get("upper_limits").and_then(Value::as_object) {
        Some(table) => table.clone(),
        None => {
            let table: Value = serde_json::from_str(UPPER_LIMITS).unwrap();
            let demographic = p["demographic"].as_str().unwrap();
            table["demographics"][demographic]["food"]
                .as_object()
                .unwrap()
                .clone()
        }
    };
    if let Some(overrides) = p["upper_limits_overrides"].as_object() {
        limits.extend(overrides.clone());
    }
    limits
}

/// Everything `plan` (recipe ids per day) breaks, read straight from the instance JSON, whose
/// `recipes` must hold the pool in the planner's recipe shape.
pub fn violations(inst: &Value, plan: &[Vec<String>]) -> Vec<String> {
    let p = &inst["profile"];
    let days = inst["days"].as_u64().unwrap() as usize;
    let f = |v: &Value| v.as_f64().unwrap();
    let recipe = |id: &str| {
        inst["recipes"]
            .as_array()
            .unwrap()
            .iter()
            .find(|r| r["id"] == id)
            .unwrap()
            .clone()
    };
    let workout = |d: usize, time: &str| is_workout_slot(p, d, time);
    let limits = upper_limits(inst);
    let targets = p["micronutrient_targets"].as_object().unwrap();
    let mut found = Vec::new();
    let mut weekly: BTreeMap<&str, f64> = targets.keys().map(|k| (k.as_str(), 0.0)).collect();
    if plan.len() != days {
        return vec!["wrong day count".into()];
    }
    for (d, ids) in plan.iter().enumerate() {
        let slots = p["schedule"][d].as_array().unwrap();
        if ids.len() != slots.len() {
            found.push(format!("day {d}: slot count"));
            continue;
        }
        let mut totals = [0.0; 4];
        let mut micros = BTreeMap::new();
        for (s, id) in ids.iter().enumerate() {
            if ids[..s].contains(id) {
                found.push(format!("day {d}: {id} twice (HC-2)"));
            }
            let r = recipe(id);
            for ing in r["ingredients"].as_array().unwrap() {
                let name = ing["name"].as_str().unwrap().to_lowercase();
                if p["excluded_ingredients"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .any(|e| name.contains(&e.as_str().unwrap().to_lowercase()))
                {
                    found.push(format!("day {d} slot {s}: excluded (HC-1)"));
                }
            }
            let cap =
                [0, 5, 15, 30, i64::MAX][slots[s]["busyness_level"].as_u64().unwrap() as usize];
            if r["cooking_time_minutes"].as_i64().unwrap() > cap {
                found.push(format!("day {d} slot {s}: cooking time (HC-3)"));
            }
            for (m, key) in ["calories", "protein_g", "fat_g", "carbs_g"]
                .iter()
                .enumerate()
            {
                totals[m] += f(&r["nutrition"][key]);
            }
            for (k, v) in r["nutrition"]["micronutrients"].as_object().unwrap() {
                *micros.entry(k.clone()).or_insert(0.0) += f(v);
            }
            if d > 0 && !workout(d, slots[s]["time"].as_str().unwrap()) {
                let prev = p["schedule"][d - 1].as_array().unwrap();
                if plan[d - 1]
                    .iter()
                    .zip(prev)
                    .any(|(pid, ps)| pid == id && !workout(d - 1, ps["time"].as_str().unwrap()))
                {
                    found.push(format!("day {d} slot {s}: repeats yesterday (HC-8)"));
                }
            }
        }
        for pin in p["pinned_assignments"].as_array().unwrap() {
            if pin["day"].as_u64() == Some(d as u64 + 1)
                && ids[pin["slot"].as_u64().unwrap() as usize - 1] != pin["recipe_id"]
            {
                found.push(format!("day {d}: pin not kept (HC-6)"));
            }
        }
        for (m, key) in [
            (0, "daily_calories"),
            (1, "daily_protein_g"),
            (3, "daily_carbs_g"),
        ] {
            let target = f(&p[key]);
            if (totals[m] - target).abs() > 0.1 * target + 1e-9 {
                found.push(format!("day {d}: {key} {} vs {target}", totals[m]));
            }
        }
        if totals[2] < f(&p["daily_fat_g"][0]) - 1e-9 || totals[2] > f(&p["daily_fat_g"][1]) + 1e-9
        {
            found.push(format!("day {d}: fat {}", totals[2]));
        }
        if let Some(ceiling) = p["max_daily_calories"].as_f64()
            && totals[0] > ceiling + 1e-9
        {
            found.push(format!("day {d}: over ceiling (HC-5)"));
        }
        for (k, limit) in &limits {
            if let Some(limit) = limit.as_f64()
                && micros.get(k).copied().unwrap_or(0.0) > limit + 1e-9
            {
                found.push(format!("day {d}: {k} over UL (HC-4)"));
            }
        }
        for (key, total) in &mut weekly {
            *total += micros.get(*key).copied().unwrap_or(0.0);
        }
    }
    // Like planbench's checker: the week's total must reach the daily target × D.
    for (key, total) in &weekly {
        let target = f(&targets[*key]) * days as f64;
        if *total + 1e-9 < target {
            found.push(format!("weekly {key} {total} < {target}"));
        }
    }
    found
}
