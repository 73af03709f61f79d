//! Recipe search latency over a large synthetic catalog, on the backend named by
//! `SEARCH_BENCH_BACKEND` (`local` or `emulator`). `bench/search.sh` runs it in release mode; it
//! prints its numbers and stops with an error if a search fails or finds nothing.
//!
//! `SEARCH_BENCH_RECIPES` (default 50,000) recipes are stored through the recipe port, half in
//! the core catalog and half owned by the searching user, so every search reads both indexes.
//! One cold search is timed apart; then `SEARCH_BENCH_QUERIES` (default 500) searches cycle
//! through meal types, tags, cuisine and ingredient queries and the hard filters.

use std::sync::Arc;
use std::time::{Duration, Instant};

use cookbook_domain::recipe::MealType;
use cookbook_domain::{Clock, Recipe, SystemClock};
use cookbook_store::local::{self, LocalOptions};
use cookbook_store::{SearchQuery, Stores};
use serde_json::json;
use tokio::task::JoinSet;

const OWNER: &str = "bench-user";
/// Recipe writes in flight while seeding.
const WRITERS: usize = 32;

const PROTEINS: [&str; 10] = [
    "chicken", "beef", "pork", "salmon", "tofu", "shrimp", "turkey", "lentil", "egg", "chickpea",
];
const DISHES: [&str; 10] = [
    "bowl", "salad", "soup", "stew", "wrap", "curry", "skillet", "tacos", "pasta", "bake",
];
const CUISINES: [&str; 8] = [
    "French", "Italian", "Mexican", "Indian", "Japanese", "Greek", "Thai", "American",
];
const TAGS: [&str; 8] = [
    "quick",
    "easy",
    "meal-prep",
    "high-protein",
    "comfort",
    "spicy",
    "kid-friendly",
    "one-pan",
];
const VEGETABLES: [&str; 12] = [
    "onion", "garlic", "carrot", "spinach", "tomato", "pepper", "zucchini", "broccoli", "potato",
    "mushroom", "celery", "kale",
];
const MEALS: [MealType; 4] = [
    MealType::Breakfast,
    MealType::Lunch,
    MealType::Dinner,
    MealType::Snack,
];

fn env_number(name: &str, default: usize) -> usize {
    std::env::var(name)
        .ok()
        .map(|v| {
            v.parse()
                .unwrap_or_else(|_| panic!("{name} must be a number"))
        })
        .unwrap_or(default)
}

/// The `i`-th synthetic recipe: deterministic, varied enough for every query shape.
fn synthetic(i: usize, now: jiff::Timestamp) -> Recipe {
    let pick =
        |list: &[&str], salt: usize| list[(i / (salt + 1) + i * salt) % list.len()].to_owned();
    let protein = PROTEINS[i % PROTEINS.len()];
    let ingredients: Vec<_> = std::iter::once(protein.to_owned())
        .chain((0..5).map(|k| pick(&VEGETABLES, k + 3)))
        .map(|name| json!({"text": format!("1 cup {name}"), "name": name, "quantity": 1.0, "unit": "cup", "confidence": 1.0}))
        .collect();
    let mut recipe: Recipe = serde_json::from_value(json!({
        "name": format!("{} {} {} no. {i}", pick(&CUISINES, 1), protein, pick(&DISHES, 2)),
        "description": format!("A {} {} with {}.", pick(&TAGS, 4), pick(&DISHES, 2), pick(&VEGETABLES, 5)),
        "ingredients": ingredients,
        "instructions": ["Cook everything."],
        "cuisine": [pick(&CUISINES, 1)],
        "tags": [pick(&TAGS, 6), pick(&TAGS, 7)],
        "mealTypes": [MEALS[(i / 3) % MEALS.len()]],
        "prepTimeMinutes": 5 + (i * 7) % 40,
        "cookTimeMinutes": (i * 11) % 60,
    }))
    .expect("a synthetic recipe is valid");
    let owner = if i.is_multiple_of(2) { "core" } else { OWNER };
    recipe.id = Some(if owner == "core" {
        format!("core_bench_{i:06}")
    } else {
        format!("bench-{i:06}")
    });
    recipe.owner = Some(owner.to_owned());
    recipe.version = Some(1);
    recipe.created_at = Some(now);
    recipe.updated_at = Some(now);
    recipe
}

/// The `i`-th query of the mix.
fn query(i: usize) -> SearchQuery {
    let meal = MEALS[i % MEALS.len()];
    let mut query = SearchQuery {
        owner: OWNER.to_owned(),
        meal_type: Some(meal),
        ..SearchQuery::default()
    };
    match i % 6 {
        0 => query.tags = vec![TAGS[i % TAGS.len()].to_owned()],
        1 => query.text = Some(PROTEINS[i % PROTEINS.len()].to_owned()),
        2 => query.text = Some(CUISINES[i % CUISINES.len()].to_owned()),
        3 => {
            query.excluded_ingredients = vec!["shrimp".to_owned(), "pork".to_owned()];
            query.max_prep_minutes = Some(20);
        }
        4 => {
            query.meal_type = None;
            query.text = Some(format!("{} {}", CUISINES[i % 8], DISHES[i % 10]));
        }
        _ => query.max_cook_minutes = Some(15),
    }
    query
}

async fn stores(backend: &str) -> (Stores, Option<tempfile::TempDir>) {
    let clock: Arc<dyn Clock> = Arc::new(SystemClock);
    match backend {
        "local" => {
            let dir = tempfile::tempdir().expect("temp dir");
            let stores = local::open(dir.path(), LocalOptions::new(clock)).expect("local store");
            (stores, Some(dir))
        }
        "emulator" => (cookbook_store::emulator::fresh_stores(clock).await, None),
        other => panic!("SEARCH_BENCH_BACKEND must be local or emulator, not {other}"),
    }
}

fn percentile(sorted: &[Duration], p: f64) -> f64 {
    let index = ((sorted.len() - 1) as f64 * p).round() as usize;
    sorted[index].as_secs_f64() * 1000.0
}

#[tokio::main(flavor = "multi_thread", worker_threads = 4)]
async fn main() {
    let backend = std::env::var("SEARCH_BENCH_BACKEND").unwrap_or_else(|_| "local".to_owned());
    let total = env_number("SEARCH_BENCH_RECIPES", 50_000);
    let queries = env_number("SEARCH_BENCH_QUERIES", 500);
    let (stores, _dir) = stores(&backend).await;

    let started = Instant::now();
    let now = stores.clock.now();
    let mut writers = JoinSet::new();
    for i in 0..total {
        if writers.len() >= WRITERS {
            writers
                .join_next()
                .await
                .expect("a writer")
                .expect("a write task");
        }
        let recipes = stores.recipes.clone();
        writers.spawn(async move {
            recipes
                .create(&synthetic(i, now))
                .await
                .expect("store a recipe")
        });
    }
    while let Some(done) = writers.join_next().await {
        done.expect("a write task");
    }
    let seeded = started.elapsed();

    let cold_started = Instant::now();
    let first = stores.search.search(&query(0)).await.expect("search");
    let cold = cold_started.elapsed();
    assert!(!first.is_empty(), "the cold search finds candidates");

    let mut latencies = Vec::with_capacity(queries);
    let mut found = 0;
    for i in 0..queries {
        let started = Instant::now();
        let hits = stores.search.search(&query(i)).await.expect("search");
        latencies.push(started.elapsed());
        found += hits.len();
    }
    latencies.sort();
    assert!(found > 0, "the searches find candidates");
    println!(
        "search [{backend}] {total} recipes stored in {:.1} s; cold search {:.1} ms; {queries} searches: p50 {:.2} ms, p95 {:.2} ms, max {:.2} ms; {:.1} hits per search",
        seeded.as_secs_f64(),
        cold.as_secs_f64() * 1000.0,
        percentile(&latencies, 0.5),
        percentile(&latencies, 0.95),
        percentile(&latencies, 1.0),
        found as f64 / queries as f64,
    );
}
