//! `cookbook plan` end to end through the real binary (CONTRACTS.md §7): the human table, the
//! JSON plan, `--batch` lines, and bad instances rejected with a message naming the field.

use std::path::Path;
use std::process::{Command, Output};

use serde_json::{Value, json};

const BIN: &str = env!("CARGO_BIN_EXE_cookbook");

/// A one-day, three-meal instance planned from the core catalog.
fn catalog_instance() -> Value {
    let slot =
        |time: &str, meal: &str| json!({"time": time, "busyness_level": 4, "meal_type": meal});
    json!({
        "profile": {
            "daily_calories": 2000, "daily_protein_g": 100, "daily_fat_g": [50, 90],
            "max_daily_calories": null,
            "schedule": [[slot("08:00", "breakfast"), slot("13:00", "lunch"), slot("19:00", "dinner")]],
            "excluded_ingredients": [], "liked_foods": [], "demographic": "adult_male",
            "pinned_assignments": [], "micronutrient_targets": {"vitamin_c_mg": 60},
            "activity_schedule": []
        },
        "days": 1
    })
}

/// Runs `cookbook plan ARGS` from a scratch folder (so no data folder can be found or created).
fn plan(args: &[&str], cwd: &Path) -> Output {
    Command::new(BIN)
        .arg("plan")
        .args(args)
        .current_dir(cwd)
        .output()
        .expect("cookbook runs")
}

fn write(dir: &Path, name: &str, value: &Value) -> String {
    let path = dir.join(name);
    std::fs::write(&path, value.to_string()).unwrap();
    path.to_string_lossy().into_owned()
}

#[test]
fn prints_a_table_of_days_slots_totals_and_micronutrients() {
    let dir = tempfile::tempdir().unwrap();
    let file = write(dir.path(), "instance.json", &catalog_instance());
    let out = plan(&["--profile", &file], dir.path());
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{stdout}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    for expected in [
        "Day 1",
        "breakfast",
        "lunch",
        "dinner",
        "total",
        "target",
        "vitamin_c_mg",
    ] {
        assert!(
            stdout.contains(expected),
            "missing {expected:?} in\n{stdout}"
        );
    }
    assert!(
        !dir.path().join(".cookbook").exists(),
        "plan must not open the data folder"
    );
}

#[test]
fn json_output_is_a_plan_from_the_core_catalog_and_repeatable() {
    let dir = tempfile::tempdir().unwrap();
    let file = write(dir.path(), "instance.json", &catalog_instance());
    let first = plan(&["--profile", &file, "--json"], dir.path());
    assert!(
        first.status.success(),
        "{}",
        String::from_utf8_lossy(&first.stderr)
    );
    let value: Value = serde_json::from_slice(&first.stdout).unwrap();
    let meals = value["days"][0]["meals"].as_array().unwrap();
    assert_eq!(meals.len(), 3);
    for meal in meals {
        assert!(
            meal["recipe_id"].as_str().unwrap().starts_with("core_"),
            "{meal}"
        );
    }
    let calories = value["days"][0]["totals"]["calories"].as_f64().unwrap();
    assert!((1800.0..=2200.0).contains(&calories), "{calories}");
    let second = plan(&["--profile", &file, "--json"], dir.path());
    assert_eq!(first.stdout, second.stdout);
}

#[test]
fn recipes_flag_replaces_the_pool() {
    let dir = tempfile::tempdir().unwrap();
    let file = write(dir.path(), "instance.json", &catalog_instance());
    let recipe = |id: &str, calories: f64| {
        json!({"id": id, "name": id, "ingredients": [{"name": "rice", "is_to_taste": false}],
            "cooking_time_minutes": 10,
            "nutrition": {"calories": calories, "protein_g": calories / 20.0, "fat_g": calories / 30.0,
                "carbs_g": calories / 8.25, "micronutrients": {"vitamin_c_mg": 30}}})
    };
    let pool = json!([recipe("a", 600.0), recipe("b", 700.0), recipe("c", 700.0)]);
    let recipes = write(dir.path(), "recipes.json", &pool);
    let out = plan(
        &["--profile", &file, "--recipes", &recipes, "--json"],
        dir.path(),
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let value: Value = serde_json::from_slice(&out.stdout).unwrap();
    let mut ids: Vec<&str> = value["days"][0]["meals"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["recipe_id"].as_str().unwrap())
        .collect();
    ids.sort_unstable();
    assert_eq!(ids, ["a", "b", "c"]);
}

#[test]
fn batch_prints_one_line_per_instance_file() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "instance-001.json", &catalog_instance());
    let mut impossible = catalog_instance();
    impossible["profile"]["daily_calories"] = json!(20000);
    write(dir.path(), "instance-002.json", &impossible);
    std::fs::write(dir.path().join("instance-003.json"), "{not json").unwrap();
    write(dir.path(), "reference.json", &json!({}));
    let out = plan(&["--batch", dir.path().to_str().unwrap()], dir.path());
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let lines: Vec<Value> = String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 3);
    assert_eq!(lines[0]["file"], "instance-001.json");
    assert_eq!(lines[0]["status"], "success");
    assert_eq!(lines[0]["plan"][0].as_array().unwrap().len(), 3);
    assert!(lines[0]["seconds"].as_f64().unwrap() >= 0.0);
    assert_eq!(lines[1]["status"], "failure");
    assert!(lines[1]["plan"].is_null());
    assert!(
        !lines[1]["report"]["failure_modes"]
            .as_array()
            .unwrap()
            .is_empty()
    );
    assert_eq!(lines[2]["status"], "failure");
    assert_eq!(lines[2]["error"]["code"], "INVALID_PAYLOAD");
}

/// Turns a good instance into a bad one.
type Breakage = Box<dyn Fn(&mut Value)>;

#[test]
fn bad_instances_fail_naming_the_field() {
    let slot = json!({"time": "12:00", "busyness_level": 2, "meal_type": "lunch"});
    let cases: Vec<(&str, Breakage)> = vec![
        (
            "profile.pinned_assignments[0].recipe_id",
            Box::new(|v| {
                v["profile"]["pinned_assignments"] =
                    json!([{"day": 1, "slot": 1, "recipe_id": "nope"}]);
            }),
        ),
        (
            "profile.schedule[0]",
            Box::new(|v| v["profile"]["schedule"] = json!([[]])),
        ),
        ("profile.schedule[0]", {
            let slots: Vec<Value> = (0..9)
                .map(|h| json!({"time": format!("{:02}:00", 8 + h), "busyness_level": 4, "meal_type": "m"}))
                .collect();
            Box::new(move |v| v["profile"]["schedule"] = json!([slots]))
        }),
        ("days", Box::new(|v| v["days"] = json!(0))),
        ("days", Box::new(|v| v["days"] = json!(8))),
        (
            "profile.daily_protein_g",
            Box::new(|v| v["profile"]["daily_protein_g"] = json!(-5)),
        ),
        (
            "profile.micronutrient_targets.vitamin_c_mg",
            Box::new(|v| v["profile"]["micronutrient_targets"]["vitamin_c_mg"] = json!(-1)),
        ),
        (
            "profile.schedule[0][0].busyness_level",
            Box::new(move |v| {
                let mut bad = slot.clone();
                bad["busyness_level"] = json!(5);
                v["profile"]["schedule"] = json!([[bad]]);
            }),
        ),
    ];
    let dir = tempfile::tempdir().unwrap();
    for (field, break_it) in cases {
        let mut instance = catalog_instance();
        break_it(&mut instance);
        let file = write(dir.path(), "bad.json", &instance);
        let out = plan(&["--profile", &file], dir.path());
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(!out.status.success(), "{field}: accepted");
        assert!(stderr.contains(field), "{field} not named in: {stderr}");
        assert!(out.stdout.is_empty(), "{field}: printed a result");
    }
}
