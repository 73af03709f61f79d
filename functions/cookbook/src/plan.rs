//! `cookbook plan` (CONTRACTS.md §7): plans meals for a planner instance (§6) with seed 003's
//! planner and prints a table, the plan JSON, or one JSON line per instance of a batch folder.
//! Never opens the data folder; without recipes it plans from the embedded core catalog.

use std::fmt::Write as _;
use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::time::Instant;

use anyhow::{Context, bail};
use cookbook_app::recipes::seed::core_planner_recipes;
use cookbook_domain::Recipe;
use cookbook_domain::planner::{
    self, MealPlan, PlanFailure, PlannerInstance, PlannerOptions, PlannerRecipe,
};
use serde_json::json;

/// What to plan and how to print it.
pub enum Request<'a> {
    Single {
        profile: &'a Path,
        recipes: Option<&'a Path>,
        json: bool,
    },
    Batch(&'a Path),
}

pub fn run(request: Request) -> anyhow::Result<()> {
    match request {
        Request::Single {
            profile,
            recipes,
            json,
        } => single(profile, recipes, json),
        Request::Batch(dir) => batch(dir),
    }
}

fn single(profile: &Path, recipes: Option<&Path>, json: bool) -> anyhow::Result<()> {
    let mut instance = read_instance(profile)?;
    if let Some(path) = recipes {
        instance.recipes = Some(read_recipes(path)?);
    }
    let instance = instance.with_default_recipes(core_planner_recipes);
    instance.validate()?;
    let result = planner::plan(&instance, &PlannerOptions::default());
    let mut stdout = std::io::stdout().lock();
    match (&result, json) {
        (Ok(plan), true) => serde_json::to_writer_pretty(&mut stdout, plan)?,
        (Err(failure), true) => serde_json::to_writer_pretty(&mut stdout, failure)?,
        (Ok(plan), false) => stdout.write_all(table(plan).as_bytes())?,
        (Err(failure), false) => stdout.write_all(failure_summary(failure).as_bytes())?,
    }
    writeln!(stdout)?;
    match result {
        Ok(_) => Ok(()),
        Err(failure) => bail!("no valid meal plan ({:?})", failure.termination),
    }
}

/// One JSON line per `DIR/instance-*.json`, sorted by name; a bad file is its own failure line.
fn batch(dir: &Path) -> anyhow::Result<()> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .with_context(|| format!("reading {}", dir.display()))?
        .filter_map(|entry| entry.ok().map(|e| e.path()))
        .filter(|path| {
            path.file_name()
                .and_then(|n| n.to_str())
                .is_some_and(|n| n.starts_with("instance-") && n.ends_with(".json"))
        })
        .collect();
    files.sort();
    let mut stdout = std::io::stdout().lock();
    for path in files {
        let file = path
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        let line = match read_instance(&path) {
            Ok(instance) => {
                let instance = instance.with_default_recipes(core_planner_recipes);
                let started = Instant::now();
                let result = instance
                    .validate()
                    .map(|()| planner::plan(&instance, &PlannerOptions::default()));
                let seconds = started.elapsed().as_secs_f64();
                match result {
                    Ok(Ok(plan)) => json!({"file": file, "status": "success",
                        "plan": plan.recipe_ids(), "seconds": seconds, "report": null}),
                    Ok(Err(failure)) => json!({"file": file, "status": "failure",
                        "plan": null, "seconds": seconds, "report": failure}),
                    Err(invalid) => failure_line(&file, &invalid.to_string()),
                }
            }
            Err(error) => failure_line(&file, &format!("{error:#}")),
        };
        writeln!(stdout, "{line}")?;
    }
    Ok(())
}

fn failure_line(file: &str, message: &str) -> serde_json::Value {
    json!({"file": file, "status": "failure", "plan": null, "seconds": 0.0, "report": null,
        "error": {"code": "INVALID_PAYLOAD", "message": message}})
}

fn read_instance(path: &Path) -> anyhow::Result<PlannerInstance> {
    let text =
        std::fs::read_to_string(path).with_context(|| format!("reading {}", path.display()))?;
    serde_json::from_str(&text)
        .with_context(|| format!("{}: not a planner instance", path.display()))
}

/// A JSON array of planner recipes (CONTRACTS §6) or of canonical recipes (§2).
fn read_recipes(path: &Path) -> anyhow::Result<Vec<PlannerRecipe>> {
    let text =
        std::fs::read_to_string(path).with_context(|| format!("reading {}", path.display()))?;
    if let Ok(recipes) = serde_json::from_str::<Vec<PlannerRecipe>>(&text) {
        return Ok(recipes);
    }
    let recipes: Vec<Recipe> = serde_json::from_str(&text).with_context(|| {
        format!(
            "{}: not a list of planner or canonical recipes",
            path.display()
        )
    })?;
    Ok(recipes
        .iter()
        .filter_map(PlannerRecipe::from_recipe)
        .collect())
}

/// Days × slots, each day's totals against the targets, then the weekly micronutrients.
fn table(plan: &MealPlan) -> String {
    let t = &plan.targets;
    let mut out = String::new();
    let _ = writeln!(
        out,
        "Targets per day: {:.0} kcal ±10%{}, protein {:.1} g ±10%, fat {:.1}–{:.1} g, carbs {:.1} g ±10%",
        t.calories,
        t.max_daily_calories
            .map(|c| format!(" (ceiling {c:.0})"))
            .unwrap_or_default(),
        t.protein_g,
        t.fat_g.0,
        t.fat_g.1,
        t.carbs_g
    );
    let header = format!(
        "{:<6} {:<10} {:<40} {:>5} {:>8} {:>8} {:>8} {:>8}",
        "time", "meal", "recipe", "min", "kcal", "prot g", "fat g", "carbs g"
    );
    for day in &plan.days {
        let _ = writeln!(out, "\nDay {}\n{header}", day.day);
        for meal in &day.meals {
            let mut name = format!("{} [{}]", meal.recipe_name, meal.recipe_id);
            if meal.pinned {
                name.push_str(" (pinned)");
            }
            let _ = writeln!(
                out,
                "{:<6} {:<10} {:<40} {:>5} {:>8.1} {:>8.1} {:>8.1} {:>8.1}",
                meal.time,
                meal.meal_type,
                truncate(&name, 40),
                meal.cooking_time_minutes,
                meal.calories,
                meal.protein_g,
                meal.fat_g,
                meal.carbs_g
            );
        }
        let totals = &day.totals;
        let _ = writeln!(
            out,
            "{:<6} {:<10} {:<40} {:>5} {:>8.1} {:>8.1} {:>8.1} {:>8.1}",
            "", "total", "", "", totals.calories, totals.protein_g, totals.fat_g, totals.carbs_g
        );
        let _ = writeln!(
            out,
            "{:<6} {:<10} {:<40} {:>5} {:>8.1} {:>8.1} {:>8} {:>8.1}",
            "",
            "target",
            "",
            "",
            t.calories,
            t.protein_g,
            format!("{:.0}-{:.0}", t.fat_g.0, t.fat_g.1),
            t.carbs_g
        );
    }
    if !plan.weekly_micronutrients.is_empty() {
        let _ = writeln!(
            out,
            "\nMicronutrients over {} day(s)\n{:<18} {:>12} {:>12} {:>7}",
            plan.days.len(),
            "nutrient",
            "total",
            "target",
            "%"
        );
        for w in &plan.weekly_micronutrients {
            let key = serde_json::to_value(w.nutrient)
                .ok()
                .and_then(|v| v.as_str().map(str::to_owned))
                .unwrap_or_default();
            let percent = if w.target > 0.0 {
                100.0 * w.total / w.target
            } else {
                100.0
            };
            let _ = writeln!(
                out,
                "{key:<18} {:>12.1} {:>12.1} {percent:>6.0}%",
                w.total, w.target
            );
        }
    }
    for warning in &plan.warnings {
        let _ = writeln!(out, "\nwarning: {warning:?}");
    }
    let _ = write!(
        out,
        "\n{} assignments tried, {} backtracks",
        plan.stats.assignments_attempted, plan.stats.backtracks
    );
    out
}

fn failure_summary(failure: &PlanFailure) -> String {
    let mut out = format!("No valid meal plan ({:?}).", failure.termination);
    for mode in &failure.failure_modes {
        let _ = write!(out, "\n{}", serde_json::to_string(mode).unwrap_or_default());
    }
    for violation in &failure.best_plan_violations {
        let _ = write!(out, "\nbest plan: {violation}");
    }
    out
}

fn truncate(text: &str, width: usize) -> String {
    if text.chars().count() <= width {
        return text.to_owned();
    }
    let mut cut: String = text.chars().take(width - 1).collect();
    cut.push('…');
    cut
}
