//! The embedded seed data (the core recipe catalog and the default ingest prompts in `fixtures/`)
//! parses into the domain types and meets the catalog contract of CONTRACTS.md §1–§3. The meal
//! checks hold for the catalog's mains; the sides, salads, sauces and desserts served beside
//! them (issue 19) have their own: enough of each role, varied, and diet tags true by their
//! ingredients.

use std::collections::{BTreeMap, HashSet};
use std::num::NonZeroU32;
use std::ops::RangeInclusive;

use cookbook_domain::course::is_accompaniment;
use cookbook_domain::food::FoodData;
use cookbook_domain::knowledge::{Diet, classify_ingredient, classify_line};
use cookbook_domain::{IngestPhase, MealType, Nutrient, PromptTemplate, Recipe};

const CATALOG: &str = include_str!("../../../fixtures/catalog/core-recipes.json");

/// Every default prompt, with the phase it must belong to.
const PROMPTS: [(&str, IngestPhase, &str); 5] = [
    (
        "ingest.discover.v1",
        IngestPhase::Discover,
        include_str!("../../../fixtures/prompts/ingest.discover.v1.json"),
    ),
    (
        "ingest.extract.v1",
        IngestPhase::Extract,
        include_str!("../../../fixtures/prompts/ingest.extract.v1.json"),
    ),
    (
        "ingest.repair_json.v1",
        IngestPhase::RepairJson,
        include_str!("../../../fixtures/prompts/ingest.repair_json.v1.json"),
    ),
    (
        "ingest.repair_paraphrase.v1",
        IngestPhase::RepairParaphrase,
        include_str!("../../../fixtures/prompts/ingest.repair_paraphrase.v1.json"),
    ),
    (
        "ingest.normalize.v1",
        IngestPhase::Normalize,
        include_str!("../../../fixtures/prompts/ingest.normalize.v1.json"),
    ),
];

const MIN_RECIPES_PER_MEAL_TYPE: usize = 32;

fn catalog() -> Vec<Recipe> {
    serde_json::from_str(CATALOG).expect("the core catalog parses as a list of recipes")
}

/// The recipes that make a meal on their own, what a plan's slot picks from.
fn mains() -> Vec<Recipe> {
    catalog()
        .into_iter()
        .filter(|recipe| !is_accompaniment(&recipe.category))
        .collect()
}

fn recipe_id(recipe: &Recipe) -> &str {
    recipe.id.as_deref().unwrap_or("<no id>")
}

#[test]
fn every_meal_type_has_enough_recipes() {
    let mut counts: BTreeMap<MealType, usize> = BTreeMap::new();
    for recipe in mains() {
        for meal_type in recipe.meal_types {
            *counts.entry(meal_type).or_default() += 1;
        }
    }
    for meal_type in [
        MealType::Breakfast,
        MealType::Lunch,
        MealType::Dinner,
        MealType::Snack,
    ] {
        let count = counts.get(&meal_type).copied().unwrap_or(0);
        assert!(
            count >= MIN_RECIPES_PER_MEAL_TYPE,
            "{meal_type:?} has {count} recipes, need {MIN_RECIPES_PER_MEAL_TYPE}"
        );
    }
}

#[test]
fn ids_are_unique_core_ids_owned_by_core() {
    let recipes = catalog();
    let mut seen = HashSet::new();
    for recipe in &recipes {
        let id = recipe_id(recipe);
        assert!(id.starts_with("core_"), "{id} lacks the core_ prefix");
        assert!(seen.insert(id), "{id} appears twice");
        assert_eq!(recipe.owner.as_deref(), Some("core"), "{id} owner");
        assert_eq!(recipe.version, Some(1), "{id} version");
        assert!(
            recipe.created_at.is_some() && recipe.updated_at.is_some(),
            "{id} timestamps"
        );
    }
}

#[test]
fn every_recipe_is_complete_and_valid() {
    for recipe in catalog() {
        let id = recipe_id(&recipe);
        assert!(
            recipe.problems().is_empty(),
            "{id}: {:?}",
            recipe.problems()
        );
        assert!(!recipe.ingredients.is_empty(), "{id} has no ingredients");
        assert!(!recipe.instructions.is_empty(), "{id} has no instructions");
        assert!(
            recipe.ingredients.iter().all(|i| !i.needs_parsing()),
            "{id} has an ingredient without a name"
        );
        assert!(recipe.servings.is_some_and(|s| s > 0), "{id} servings");
        assert_eq!(
            recipe.total_time_minutes,
            recipe
                .prep_time_minutes
                .zip(recipe.cook_time_minutes)
                .map(|(p, c)| p + c),
            "{id} total time"
        );
        let nutrition = recipe
            .nutrition
            .as_ref()
            .unwrap_or_else(|| panic!("{id} has no nutrition"));
        for (field, value) in [
            ("calories", nutrition.calories),
            ("protein_g", nutrition.protein_g),
            ("fat_g", nutrition.fat_g),
            ("carbs_g", nutrition.carbs_g),
        ] {
            assert!(
                value.is_some_and(|v| v.is_finite() && v >= 0.0),
                "{id}: {field} is {value:?}"
            );
        }
        let calories = nutrition.calories.unwrap_or_default();
        // A serving of salsa or chutney is a few spoonfuls; a meal is not.
        let plausible = if is_accompaniment(&recipe.category) {
            10.0..=700.0
        } else {
            80.0..=1000.0
        };
        assert!(
            plausible.contains(&calories),
            "{id}: {calories} kcal per serving is implausible"
        );
        assert!(
            nutrition
                .micronutrients
                .values()
                .all(|v| v.is_finite() && *v >= 0.0),
            "{id} has a negative or non-finite micronutrient"
        );
    }
}

#[test]
fn default_prompts_parse_and_match_their_phase() {
    for (id, phase, json) in PROMPTS {
        let prompt: PromptTemplate =
            serde_json::from_str(json).unwrap_or_else(|e| panic!("{id}: {e}"));
        assert_eq!(prompt.id, id);
        let parsed_phase: IngestPhase = serde_json::from_value(serde_json::json!(prompt.phase))
            .unwrap_or_else(|e| panic!("{id}: phase {}: {e}", prompt.phase));
        assert_eq!(parsed_phase, phase, "{id} phase");
        assert!(prompt.is_active, "{id} is inactive");
        assert_eq!(prompt.version, 1, "{id} version");
        assert_eq!(prompt.created_by.as_deref(), Some("system"), "{id} author");
        assert!(
            !prompt.system_prompt.trim().is_empty(),
            "{id} system prompt"
        );
        for variable in ["{{ content }}", "{{ schema }}"] {
            assert!(
                prompt.user_prompt_template.contains(variable),
                "{id} lacks {variable}"
            );
        }
    }
}

#[test]
fn extract_prompt_states_the_output_and_verbatim_policy() {
    let (_, _, json) = PROMPTS[1];
    let prompt: PromptTemplate = serde_json::from_str(json).expect("extract prompt parses");
    let template = &prompt.user_prompt_template;
    for required in [
        "{{ url }}",
        "Output ONLY",
        "verbatim",
        "own words",
        "null",
        "Never use 0",
    ] {
        assert!(
            template.contains(required),
            "extract prompt lacks {required:?}"
        );
    }
}

/// Per-serving calories and protein a recipe of a meal type must have for an adult's day of
/// 1,800–3,000 kcal over 4 meals.
struct MealRange {
    meal_type: MealType,
    calories: RangeInclusive<f64>,
    protein_g: RangeInclusive<f64>,
}

const MEAL_RANGES: [MealRange; 4] = [
    MealRange {
        meal_type: MealType::Breakfast,
        calories: 250.0..=700.0,
        protein_g: 5.0..=50.0,
    },
    MealRange {
        meal_type: MealType::Lunch,
        calories: 300.0..=900.0,
        protein_g: 8.0..=60.0,
    },
    MealRange {
        meal_type: MealType::Dinner,
        calories: 400.0..=1000.0,
        protein_g: 12.0..=70.0,
    },
    MealRange {
        meal_type: MealType::Snack,
        calories: 80.0..=450.0,
        protein_g: 1.0..=35.0,
    },
];

/// Adult daily intakes (RDA or AI, the higher of men and women aged 19–50).
const ADULT_DAILY: [(Nutrient, f64); 8] = [
    (Nutrient::VitaminAMcg, 900.0),
    (Nutrient::VitaminCMg, 90.0),
    (Nutrient::VitaminKMcg, 120.0),
    (Nutrient::FolateMcg, 400.0),
    (Nutrient::MagnesiumMg, 420.0),
    (Nutrient::PotassiumMg, 3_400.0),
    (Nutrient::CalciumMg, 1_000.0),
    (Nutrient::IronMg, 18.0),
];

#[test]
fn nutrition_is_what_the_calculator_computes_from_every_line() {
    let data = FoodData::embedded().expect("the embedded food data parses");
    for recipe in catalog() {
        let id = recipe_id(&recipe);
        let servings = recipe
            .servings
            .and_then(NonZeroU32::new)
            .unwrap_or_else(|| panic!("{id} servings"));
        let (computed, report) = data.recipe_nutrition(&recipe.ingredients, servings);
        let unmatched: Vec<_> = report.unmatched().collect();
        assert!(unmatched.is_empty(), "{id}: unmatched lines {unmatched:?}");
        assert_eq!(
            recipe.nutrition.as_ref(),
            Some(&computed),
            "{id}: run scripts/catalog/build.py"
        );
    }
}

#[test]
fn every_meal_type_has_realistic_calories_and_protein() {
    for recipe in mains() {
        let id = recipe_id(&recipe);
        let nutrition = recipe.nutrition.clone().unwrap_or_default();
        let calories = nutrition.calories.unwrap_or_default();
        let protein = nutrition.protein_g.unwrap_or_default();
        for range in MEAL_RANGES
            .iter()
            .filter(|r| recipe.meal_types.contains(&r.meal_type))
        {
            let meal_type = range.meal_type;
            assert!(
                range.calories.contains(&calories),
                "{id} as {meal_type:?}: {calories} kcal"
            );
            assert!(
                range.protein_g.contains(&protein),
                "{id} as {meal_type:?}: {protein} g protein"
            );
        }
    }
}

/// A rough check that an adult's week is plannable: for each nutrient, the 7 richest distinct
/// recipes of each meal type (28 meals, 4 a day) together reach 7 days of the daily intake.
#[test]
fn an_adults_week_of_micronutrients_is_reachable_with_four_meals_a_day() {
    let recipes = mains();
    for (nutrient, daily) in ADULT_DAILY {
        let week: f64 = MEAL_RANGES
            .iter()
            .map(|range| {
                let mut amounts: Vec<f64> = recipes
                    .iter()
                    .filter(|r| r.meal_types.contains(&range.meal_type))
                    .map(|r| {
                        r.nutrition
                            .as_ref()
                            .and_then(|n| n.micronutrients.get(&nutrient).copied())
                            .unwrap_or_default()
                    })
                    .collect();
                amounts.sort_by(|a, b| b.total_cmp(a));
                amounts.iter().take(7).sum::<f64>()
            })
            .sum();
        assert!(
            week >= 7.0 * daily,
            "{nutrient:?}: best 28 meals give {week}, a week needs {}",
            7.0 * daily
        );
    }
}

/// A meal component role a catalog recipe can fill, by the names its category may give it
/// (issue 19: case-insensitive, singular or plural).
struct Role {
    name: &'static str,
    categories: &'static [&'static str],
}

const SIDE: Role = Role {
    name: "side",
    categories: &["side", "side dish"],
};
const SALAD: Role = Role {
    name: "salad",
    categories: &["salad"],
};
const SAUCE: Role = Role {
    name: "sauce",
    categories: &["sauce"],
};
const DESSERT: Role = Role {
    name: "dessert",
    categories: &["dessert"],
};

impl Role {
    fn filled_by(&self, recipe: &Recipe) -> bool {
        recipe.category.iter().any(|category| {
            let category = category.to_lowercase();
            self.categories.iter().any(|name| {
                category
                    .strip_prefix(name)
                    .is_some_and(|plural| ["", "s", "es"].contains(&plural))
            })
        })
    }
}

/// The food groups a side can bring to a meal, named by one of its tags.
const FOOD_GROUPS: [&str; 6] = ["vegetable", "grain", "legume", "starch", "dairy", "fruit"];

/// The catalog's dishes served beside a main.
fn accompaniments() -> Vec<Recipe> {
    catalog()
        .into_iter()
        .filter(|recipe| is_accompaniment(&recipe.category))
        .collect()
}

#[test]
fn every_component_role_has_enough_recipes_to_serve_beside_a_main() {
    let accompaniments = accompaniments();
    let count = |roles: &[&Role]| {
        accompaniments
            .iter()
            .filter(|recipe| roles.iter().any(|role| role.filled_by(recipe)))
            .count()
    };
    for (roles, least) in [
        (&[&SIDE, &SALAD, &SAUCE][..], 40),
        (&[&SIDE], 30),
        (&[&SALAD], 10),
        (&[&SAUCE], 10),
        (&[&DESSERT], 20),
    ] {
        let names: Vec<_> = roles.iter().map(|role| role.name).collect();
        let found = count(roles);
        assert!(found >= least, "{names:?}: {found} recipes, need {least}");
    }
    for recipe in &accompaniments {
        let id = recipe_id(recipe);
        assert!(
            [&SIDE, &SALAD, &SAUCE, &DESSERT]
                .iter()
                .any(|role| role.filled_by(recipe)),
            "{id} fills no role"
        );
        assert!(
            recipe
                .meal_types
                .iter()
                .all(|meal| [MealType::Lunch, MealType::Dinner].contains(meal))
                && !recipe.meal_types.is_empty(),
            "{id} is served beside a lunch or dinner: {:?}",
            recipe.meal_types
        );
    }
}

/// A week of bundle dinners needs sides that differ from each other and from their mains: every
/// side names the food group it brings, every group has a few, and they come from many kitchens.
#[test]
fn sides_vary_by_food_group_and_cuisine() {
    let sides: Vec<Recipe> = accompaniments()
        .into_iter()
        .filter(|recipe| SIDE.filled_by(recipe))
        .collect();
    let mut by_group: BTreeMap<&str, usize> = BTreeMap::new();
    for side in &sides {
        let groups: Vec<&str> = FOOD_GROUPS
            .into_iter()
            .filter(|group| side.tags.iter().any(|tag| tag == group))
            .collect();
        assert!(
            !groups.is_empty(),
            "{} names no food group of {FOOD_GROUPS:?} in its tags",
            recipe_id(side)
        );
        for group in groups {
            *by_group.entry(group).or_default() += 1;
        }
    }
    for group in FOOD_GROUPS {
        let found = by_group.get(group).copied().unwrap_or(0);
        assert!(found >= 2, "{found} {group} sides: {by_group:?}");
    }
    let cuisines: HashSet<&String> = sides.iter().flat_map(|side| &side.cuisine).collect();
    assert!(cuisines.len() >= 12, "sides from {cuisines:?}");
}

/// The diets a recipe's tags claim, by the knowledge table's names ("Low-Carb" is not one: no
/// ingredient table decides it).
fn claimed_diets(recipe: &Recipe) -> Vec<Diet> {
    recipe
        .diet_type
        .iter()
        .filter_map(|tag| tag.parse().ok())
        .collect()
}

#[test]
fn diet_tags_are_true_by_every_ingredient() {
    let mut checked = 0;
    let mut untrue = Vec::new();
    for recipe in catalog() {
        for diet in claimed_diets(&recipe) {
            let against: Vec<&str> = recipe
                .ingredients
                .iter()
                .filter(|ingredient| !classify_ingredient(ingredient).fits(diet))
                .map(|ingredient| ingredient.name.as_str())
                .collect();
            if !against.is_empty() {
                untrue.push(format!("{} {diet}: {against:?}", recipe_id(&recipe)));
            }
            checked += 1;
        }
    }
    assert!(
        untrue.is_empty(),
        "diet tags the ingredients contradict: {untrue:#?}"
    );
    assert!(checked > 200, "only {checked} diet tags checked");
}

/// The knowledge table knows every catalog ingredient, by its name and by its line as
/// `cookbook classify-ingredients` reads it, so allergen checks and diet filters are sure of it.
#[test]
fn every_ingredient_is_known_to_the_knowledge_table() {
    let mut unknown = Vec::new();
    for recipe in catalog() {
        for ingredient in &recipe.ingredients {
            if classify_ingredient(ingredient).uncertain
                || classify_line(&ingredient.text).uncertain
            {
                unknown.push(format!("{}: {}", recipe_id(&recipe), ingredient.text));
            }
        }
    }
    assert!(unknown.is_empty(), "uncertain: {unknown:#?}");
}
