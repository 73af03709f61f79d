//! The Rust half of the core catalog's build (fixtures/catalog/README.md): completes the catalog
//! that `scripts/catalog/build.py` wrote from the recipe files, as the server completes a
//! user's write. It reads the ingredient lines the files leave to the parser, checks each
//! recipe with the rules of a stored recipe, computes its nutrition, and writes the file back.
//!
//! Usage: catalog_build CATALOG.json [--lines]
//! `--lines` prints every line's food and grams (tab-separated) instead of writing. Nothing is
//! written while any line is unread or unmatched or a recipe breaks a rule; each is listed and
//! the exit status is 1.

use std::num::NonZeroU32;
use std::process::ExitCode;

use cookbook_domain::food::{FoodData, LineOutcome};
use cookbook_domain::ingredient_line::parse_ingredient_line;
use cookbook_domain::recipe_rules::recipe_problems;
use cookbook_domain::{Ingredient, Recipe};

/// A parse below this confidence has not understood the line (the parser's own fallback, the
/// whole line as the name, is 0.2); the recipe file must then give the line's fields itself.
const MIN_READ_CONFIDENCE: f64 = 0.5;

#[derive(Debug, thiserror::Error)]
enum CatalogError {
    #[error("usage: catalog_build CATALOG.json [--lines]")]
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
    #[error("problems in the recipes (listed above): {0}; nothing written")]
    Problems(usize),
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
    let mut problems = 0;
    for recipe in &mut recipes {
        let id = recipe.id.clone().unwrap_or_else(|| recipe.name.clone());
        for (number, ingredient) in recipe.ingredients.iter_mut().enumerate() {
            if let Err(reason) = read_line(ingredient) {
                eprintln!(
                    "{id}: ingredients[{}]: {:?}: {reason}",
                    number + 1,
                    ingredient.text
                );
                problems += 1;
            }
        }
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
            eprintln!(
                "{id}: {text:?}: {reason}; check the food's name, or map it in \
                 fixtures/foods/aliases.tsv (scripts/food-table/README.md)"
            );
            problems += 1;
        }
        recipe.nutrition = Some(nutrition);
        for problem in recipe_problems(recipe) {
            eprintln!("{id}: {problem}");
            problems += 1;
        }
    }
    if print_lines {
        return Ok(());
    }
    if problems > 0 {
        return Err(CatalogError::Problems(problems));
    }
    let json = serde_json::to_string_pretty(&recipes).map_err(|source| CatalogError::Json {
        path: path.clone(),
        source,
    })?;
    std::fs::write(&path, json + "\n").map_err(|source| CatalogError::Io {
        path: path.clone(),
        source,
    })?;
    eprintln!("wrote {} recipes to {path}", recipes.len());
    Ok(())
}

/// Fills in the fields of a line given as text alone from the ingredient-line parser. The
/// catalog's lines are written and reviewed by a person, so a line the parser reads counts as
/// certain (confidence 1), like one whose fields the file gives.
fn read_line(ingredient: &mut Ingredient) -> Result<(), &'static str> {
    if !ingredient.needs_parsing() {
        return Ok(());
    }
    let parsed = parse_ingredient_line(&ingredient.text);
    if parsed.confidence < MIN_READ_CONFIDENCE {
        return Err("the ingredient-line parser cannot read this line; \
                    give its fields in a table (fixtures/catalog/README.md)");
    }
    *ingredient = Ingredient {
        confidence: 1.0,
        group: ingredient.group.take(),
        ..parsed
    };
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
