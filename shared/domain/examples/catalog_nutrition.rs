//! Recomputes the core catalog's nutrition from its ingredient lines with the food calculator
//! and writes the catalog back (scripts/catalog/README.md).
//!
//! Usage: catalog_nutrition CATALOG.json [--lines]
//! `--lines` prints every line's food and grams (tab-separated) instead of writing. Nothing is
//! written while any line is unmatched; those lines are listed and the exit status is 1.

use std::num::NonZeroU32;
use std::process::ExitCode;

use cookbook_domain::Recipe;
use cookbook_domain::food::{FoodData, LineOutcome};

#[derive(Debug, thiserror::Error)]
enum CatalogError {
    #[error("usage: catalog_nutrition CATALOG.json [--lines]")]
    Usage,
    #[error("{path}: {source}")]
    Io {
        path: String,
        source: std::io::Error,
    },
    #[error("{path}: {source}")]
    Json {
        path: String,
        source: serde_json::Error,
    },
    #[error(transparent)]
    FoodData(#[from] cookbook_domain::food::FoodDataError),
    #[error("{0} has no positive servings")]
    Servings(String),
    #[error("{0} unmatched ingredient lines; nothing written")]
    Unmatched(usize),
}

fn main() -> ExitCode {
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("error: {error}");
            ExitCode::FAILURE
        }
    }
}

fn run() -> Result<(), CatalogError> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (path, print_lines) = match args.as_slice() {
        [path] => (path.clone(), false),
        [path, flag] if flag == "--lines" => (path.clone(), true),
        _ => return Err(CatalogError::Usage),
    };
    let text = std::fs::read_to_string(&path).map_err(|source| CatalogError::Io {
        path: path.clone(),
        source,
    })?;
    let mut recipes: Vec<Recipe> =
        serde_json::from_str(&text).map_err(|source| CatalogError::Json {
            path: path.clone(),
            source,
        })?;
    let data = FoodData::embedded()?;
    let mut unmatched = 0;
    for recipe in &mut recipes {
        let id = recipe.id.clone().unwrap_or_else(|| recipe.name.clone());
        let servings = recipe
            .servings
            .and_then(NonZeroU32::new)
            .ok_or_else(|| CatalogError::Servings(id.clone()))?;
        let (nutrition, report) = data.recipe_nutrition(&recipe.ingredients, servings);
        for line in &report.lines {
            if print_lines {
                println!("{id}\t{}\t{}", line.text, describe(data, &line.outcome));
            }
        }
        for (text, reason) in report.unmatched() {
            eprintln!("{id}: {text:?}: {reason}");
            unmatched += 1;
        }
        recipe.nutrition = Some(nutrition);
    }
    if print_lines {
        return Ok(());
    }
    if unmatched > 0 {
        return Err(CatalogError::Unmatched(unmatched));
    }
    let json = serde_json::to_string_pretty(&recipes).map_err(|source| CatalogError::Json {
        path: path.clone(),
        source,
    })?;
    std::fs::write(&path, json + "\n").map_err(|source| CatalogError::Io {
        path: path.clone(),
        source,
    })?;
    eprintln!("wrote nutrition of {} recipes to {path}", recipes.len());
    Ok(())
}

/// `food NDB, grams, food name` of a counted line, or what kept it out.
fn describe(data: &FoodData, outcome: &LineOutcome) -> String {
    match outcome {
        LineOutcome::Counted {
            food,
            source,
            grams,
        } => {
            let name = data.table.get(*food).map_or("?", |f| f.name.as_str());
            format!("{food}\t{grams:.1}\t{source:?}\t{name}")
        }
        LineOutcome::ToTaste => "to taste".to_owned(),
        LineOutcome::Unmatched(reason) => format!("unmatched: {reason}"),
    }
}
