//! Changes that compose (CONTRACTS.md §9): each batch of ops applies to what the batches before
//! it made, variants stored before changes composed still read, and every compiled recipe is
//! coherent — lines say their amounts, servings and yield agree, nutrition is recomputed, the
//! meal's servings follow a scaled variant, and steps naming a swapped-out ingredient are warned
//! about.

use cookbook_domain::Recipe;
use cookbook_domain::ingredient_line::parse_ingredient_line;
use cookbook_domain::variant::{
    ChangeError, ComponentId, MealKey, PatchError, PatchOp, PlanSnapshot, Variant, Warnings,
};
use jiff::Timestamp;
use serde_json::{Value, json};

/// The meal's main component, which seed 000's variants change.
fn main_component() -> ComponentId {
    ComponentId::main()
}

/// Chicken and potatoes for 4, with a method that names the chicken.
fn traybake() -> Recipe {
    let mut recipe: Recipe = serde_json::from_value(json!({
        "id": "r-traybake", "owner": "alice", "name": "Chicken Traybake", "servings": 4,
        "yield": "4 servings",
        "instructions": ["Season the chicken thighs with the garlic.",
                         "Roast the chicken with the potatoes until golden."],
        "nutrition": {"calories": 610.0}
    }))
    .unwrap();
    recipe.ingredients = [
        "1 1/2 lb chicken thighs",
        "2 lb potatoes, cut into wedges",
        "2 cups white rice",
        "2 cloves garlic, minced",
    ]
    .iter()
    .map(|line| parse_ingredient_line(line))
    .collect();
    recipe
}

fn plan() -> PlanSnapshot {
    serde_json::from_value(json!({
        "snapshot_id": "snap_1", "owner": "alice",
        "planned_meals": [{"date": "2026-11-23", "meal_type": "dinner",
                           "recipe_id": "r-traybake", "source": "user", "servings": 4}]
    }))
    .unwrap()
}

fn dinner() -> MealKey {
    MealKey {
        date: "2026-11-23".parse().unwrap(),
        meal_type: "dinner".parse().unwrap(),
    }
}

fn at() -> Timestamp {
    "2026-11-22T10:00:00Z".parse().unwrap()
}

fn ops(value: Value) -> Vec<PatchOp> {
    serde_json::from_value(value).unwrap()
}

fn change(snapshot: &mut PlanSnapshot, value: Value) -> Variant {
    snapshot
        .apply_patch(
            &dinner(),
            &main_component(),
            &traybake(),
            ops(value),
            Warnings::default(),
            at(),
        )
        .unwrap()
        .clone()
}

fn tofu_for_chicken() -> Value {
    json!([{"op": "replace_ingredient", "target_index": 0, "target_name": "chicken thighs",
            "replacement": {"name": "firm tofu", "quantity": "1 1/2 lb"}}])
}

fn texts(recipe: &Recipe) -> Vec<&str> {
    recipe.ingredients.iter().map(|i| i.text.as_str()).collect()
}

#[test]
fn a_second_change_builds_on_the_first() {
    let mut snapshot = plan();
    change(&mut snapshot, tofu_for_chicken());
    let both = change(
        &mut snapshot,
        json!([{"op": "replace_ingredient", "target_index": 2, "target_name": "white rice",
                "replacement": {"name": "brown rice", "quantity": "2 cups"}}]),
    );
    assert_eq!(both.changes.len(), 2);
    let recipe = &both.compiled_recipe;
    assert_eq!(
        texts(recipe),
        [
            "1 1/2 lb firm tofu",
            "2 lb potatoes, cut into wedges",
            "2 cups brown rice",
            "2 cloves garlic, minced"
        ]
    );
    // A later change's index addresses what the changes before made: a removal shifts it.
    let mut shifted = plan();
    change(
        &mut shifted,
        json!([{"op": "remove_ingredient", "target_index": 1, "target_name": "potatoes",
                "acknowledged": true}]),
    );
    let after_removal = change(
        &mut shifted,
        json!([{"op": "replace_ingredient", "target_index": 1, "target_name": "white rice",
                "replacement": {"name": "quinoa", "quantity": "2 cups"}}]),
    );
    assert_eq!(after_removal.compiled_recipe.ingredients[1].name, "quinoa");
    let stale = shifted.apply_patch(
        &dinner(),
        &main_component(),
        &traybake(),
        ops(
            json!([{"op": "replace_ingredient", "target_index": 3, "target_name": "garlic",
                     "replacement": {"name": "shallot", "quantity": "1"}}]),
        ),
        Warnings::default(),
        at(),
    );
    assert!(matches!(
        stale,
        Err(cookbook_domain::variant::VariantError::Change(
            ChangeError {
                change: 2,
                error: PatchError::TargetOutOfRange { .. }
            }
        ))
    ));
    assert_eq!(
        shifted
            .meal(&dinner())
            .unwrap()
            .main()
            .variant
            .as_ref()
            .unwrap()
            .changes
            .len(),
        2
    );
}

#[test]
fn a_variant_stored_with_patch_ops_reads_as_one_change() {
    let mut snapshot = plan();
    let variant = change(&mut snapshot, tofu_for_chicken());
    let mut stored = serde_json::to_value(&snapshot).unwrap();
    let wire = &mut stored["planned_meals"][0]["variant"];
    assert_eq!(wire["changes"][0][0]["op"], "replace_ingredient");
    assert!(wire.get("patch_ops").is_none());
    let changes = wire.as_object_mut().unwrap().remove("changes").unwrap();
    wire["patch_ops"] = changes[0].clone();
    let old: PlanSnapshot = serde_json::from_value(stored.clone()).unwrap();
    assert_eq!(
        old.meal(&dinner()).unwrap().main().variant.as_ref(),
        Some(&variant)
    );
    stored["planned_meals"][0]["variant"]["changes"] = changes;
    assert!(
        serde_json::from_value::<PlanSnapshot>(stored).is_err(),
        "both shapes at once"
    );
}

#[test]
fn halving_restates_lines_and_keeps_servings_yield_and_the_meal_in_step() {
    let mut snapshot = plan();
    let halved = change(
        &mut snapshot,
        json!([{"op": "scale_servings", "scale_factor": 0.5}]),
    );
    let recipe = &halved.compiled_recipe;
    assert_eq!(
        texts(recipe),
        [
            "3/4 lb chicken thighs",
            "1 lb potatoes, cut into wedges",
            "1 cup white rice",
            "1 clove garlic, minced"
        ]
    );
    for line in &recipe.ingredients {
        let reread = parse_ingredient_line(&line.text);
        assert_eq!(
            (reread.quantity, reread.unit),
            (line.quantity, line.unit),
            "{}",
            line.text
        );
    }
    assert_eq!(
        (recipe.servings, recipe.r#yield.as_deref()),
        (Some(2), Some("2 servings"))
    );
    assert_eq!(
        recipe.nutrition,
        traybake().nutrition,
        "per serving, halving changes nothing"
    );
    let meal = snapshot.meal(&dinner()).unwrap();
    assert_eq!(
        (meal.main().servings.get(), meal.planned_servings().get()),
        (2, 4)
    );

    // Doubling on top: 4 × 1/2 × 2; clearing puts the planned servings back.
    change(
        &mut snapshot,
        json!([{"op": "scale_servings", "scale_factor": 2}]),
    );
    assert_eq!(snapshot.meal(&dinner()).unwrap().main().servings.get(), 4);
    change(
        &mut snapshot,
        json!([{"op": "scale_servings", "scale_factor": 2}]),
    );
    assert_eq!(snapshot.meal(&dinner()).unwrap().main().servings.get(), 8);
    let reloaded: PlanSnapshot =
        serde_json::from_value(serde_json::to_value(&snapshot).unwrap()).unwrap();
    assert_eq!(reloaded, snapshot);
    snapshot
        .clear_variant(&dinner(), &main_component())
        .unwrap();
    assert_eq!(snapshot.meal(&dinner()).unwrap().main().servings.get(), 4);
}

#[test]
fn doubling_one_line_changes_that_line_only() {
    let mut snapshot = plan();
    let doubled = change(
        &mut snapshot,
        json!([{"op": "replace_ingredient", "target_index": 3, "target_name": "garlic",
                "replacement": {"name": "garlic", "quantity": "4 cloves"}}]),
    );
    let recipe = &doubled.compiled_recipe;
    assert_eq!(recipe.ingredients[3].text, "4 cloves garlic, minced");
    assert_eq!(recipe.ingredients[3].preparation.as_deref(), Some("minced"));
    assert_eq!(&recipe.ingredients[..3], &traybake().ingredients[..3]);
    assert_eq!(recipe.servings, Some(4));
    assert_eq!(snapshot.meal(&dinner()).unwrap().main().servings.get(), 4);
}

#[test]
fn a_swap_recomputes_nutrition_and_warns_about_the_steps() {
    let mut snapshot = plan();
    let tofu = change(&mut snapshot, tofu_for_chicken());
    let nutrition = tofu
        .compiled_recipe
        .nutrition
        .expect("recomputed, never null");
    let calories = nutrition.calories.expect("calories from the lines");
    assert!(calories > 0.0 && calories != 610.0, "{calories}");
    assert_eq!(
        tofu.warnings.as_slice(),
        ["The steps still mention chicken thighs: use the firm tofu there instead."]
    );
    assert_eq!(tofu.compiled_recipe.instructions, traybake().instructions);

    // Tofu, then tempeh: the steps' chicken is the one ingredient still stale.
    let tempeh = change(
        &mut snapshot,
        json!([{"op": "replace_ingredient", "target_index": 0, "target_name": "firm tofu",
                "replacement": {"name": "tempeh", "quantity": "1 1/2 lb"}}]),
    );
    assert_eq!(
        tempeh.warnings.as_slice(),
        ["The steps still mention chicken thighs: use the tempeh there instead."]
    );
}
