//! Allergen detection: the knowledge table on single names (synonyms, false friends, negations), the per-plan check
//! (variants included) and the meals listed per allergen, and a cross-check against the core
//! catalog's diet labels.

use std::collections::HashMap;

use cookbook_domain::Recipe;
use cookbook_domain::allergen::{
    Allergen, check_allergens, detect_allergens, list_meals_by_allergen,
};
use cookbook_domain::variant::{ComponentId, PatchOp, PlanSnapshot, Warnings};
use serde_json::json;

use Allergen::{CrustaceanShellfish, Egg, Fish, Milk, Peanuts, Sesame, Soy, TreeNuts, Wheat};

fn allergens(name: &str) -> Vec<Allergen> {
    detect_allergens(name)
}

#[test]
fn synonyms_name_their_allergen() {
    for (name, expected) in [
        ("ghee", vec![Milk]),
        ("tahini", vec![Sesame]),
        ("Parmesan cheese, grated", vec![Milk]),
        ("parmigiano-reggiano", vec![Milk]),
        ("shrimp", vec![CrustaceanShellfish]),
        ("tiger prawns", vec![CrustaceanShellfish]),
        ("almonds", vec![TreeNuts]),
        ("pine nuts", vec![TreeNuts]),
        ("large eggs", vec![Egg]),
        ("egg yolks", vec![Egg]),
        ("mayonnaise", vec![Egg]),
        ("anchovy fillets", vec![Fish]),
        ("Worcestershire sauce", vec![Fish]),
        ("peanuts", vec![Peanuts]),
        ("peanut butter", vec![Peanuts]),
        ("all-purpose flour", vec![Wheat]),
        ("whole wheat bread", vec![Wheat]),
        ("panko breadcrumbs", vec![Wheat]),
        ("soy sauce", vec![Wheat, Soy]),
        ("firm tofu", vec![Soy]),
        ("white miso paste", vec![Soy]),
        ("toasted sesame oil", vec![Sesame]),
        ("egg noodles", vec![Egg, Wheat]),
        ("almond milk", vec![TreeNuts]),
        ("lactose-free milk", vec![Milk]),
        ("fat-free half-and-half", vec![Milk]),
        ("butter", vec![Milk]),
        ("crème fraîche", vec![Milk]),
        ("za'atar", vec![Sesame]),
    ] {
        assert_eq!(allergens(name), expected, "{name}");
    }
}

#[test]
fn exceptions_and_word_boundaries_keep_false_alarms_out() {
    for name in [
        "coconut milk",
        "light coconut milk",
        "peanut-free granola",
        "eggplant",
        "nutmeg",
        "buckwheat",
        "buckwheat flour",
        "butternut squash",
        "cream of tartar",
        "cocoa butter",
        "water chestnuts",
        "coconut",
        "rice noodles",
        "corn tortillas",
        "gluten-free flour",
        "dairy-free cheese",
        "non-dairy milk",
        "egg-free mayo",
        "crab apples",
        "shellfish-free stock",
        "doughnut peaches",
        "cornstarch",
        "chickpeas",
    ] {
        let found = allergens(name);
        assert!(found.is_empty(), "{name}: {found:?}");
    }
    // An exception clears only its own allergen: almond flour is no wheat but still a tree nut.
    assert_eq!(allergens("almond flour"), [TreeNuts]);
    assert_eq!(allergens("milk and coconut milk"), [Milk]);
    assert_eq!(allergens("Ghee"), [Milk]);
}

#[test]
fn allergen_ids_parse_from_routes() {
    assert_eq!("tree_nuts".parse::<Allergen>().unwrap(), TreeNuts);
    assert_eq!("Tree-Nuts".parse::<Allergen>().unwrap(), TreeNuts);
    assert_eq!(
        "crustacean shellfish".parse::<Allergen>().unwrap(),
        CrustaceanShellfish
    );
    assert_eq!(
        "shellfish".parse::<Allergen>().unwrap(),
        CrustaceanShellfish
    );
    assert_eq!("eggs".parse::<Allergen>().unwrap(), Egg);
    assert!("gluten".parse::<Allergen>().is_err());
    for allergen in Allergen::ALL {
        assert_eq!(allergen.as_str().parse::<Allergen>().unwrap(), allergen);
        assert_eq!(serde_json::to_value(allergen).unwrap(), allergen.as_str());
    }
}

fn recipe(id: &str, name: &str, lines: &[&str]) -> Recipe {
    let ingredients: Vec<_> = lines.iter().map(|text| json!({"text": text})).collect();
    serde_json::from_value(json!({"id": id, "owner": "alice", "name": name, "servings": 2, "ingredients": ingredients}))
        .unwrap()
}

#[test]
fn a_plan_check_lists_meals_and_lines_per_allergen() {
    let recipes = [
        recipe(
            "r-toast",
            "Toast",
            &["2 slices sourdough bread", "1 tbsp butter", "1 tbsp tahini"],
        ),
        recipe(
            "r-curry",
            "Shrimp Curry",
            &[
                "1 lb shrimp",
                "1 (14 oz) can coconut milk",
                "2 tbsp fish sauce",
            ],
        ),
        recipe(
            "r-stirfry",
            "Stir Fry",
            &["1 lb chicken breast", "2 tbsp soy sauce", "1/4 cup peanuts"],
        ),
    ];
    let by_id: HashMap<&str, &Recipe> = recipes
        .iter()
        .map(|r| (r.id.as_deref().unwrap_or(""), r))
        .collect();
    let lookup = |id: &str| by_id.get(id).copied();
    let mut plan: PlanSnapshot = serde_json::from_value(json!({"snapshot_id": "snap_1", "owner": "alice", "planned_meals": [
        {"date": "2026-11-23", "meal_type": "breakfast", "recipe_id": "r-toast", "source": "user", "servings": 2},
        {"date": "2026-11-23", "meal_type": "dinner", "recipe_id": "r-curry", "source": "user", "servings": 2},
        {"date": "2026-11-24", "meal_type": "dinner", "recipe_id": "r-stirfry", "source": "core", "servings": 2},
        {"date": "2026-11-24", "meal_type": "snack", "recipe_id": "r-missing", "source": "core", "servings": 1}
    ]}))
    .unwrap();

    let report = check_allergens(&plan, lookup);
    assert_eq!(report.allergens.len(), 9);
    let meals_with = |allergen: Allergen| -> Vec<String> {
        report
            .allergens
            .iter()
            .find(|f| f.allergen == allergen)
            .unwrap()
            .meals
            .iter()
            .map(|m| m.recipe_name.clone())
            .collect()
    };
    assert_eq!(meals_with(Milk), ["Toast"], "coconut milk is not milk");
    assert_eq!(meals_with(Sesame), ["Toast"]);
    assert_eq!(meals_with(Wheat), ["Toast", "Stir Fry"]);
    assert_eq!(meals_with(CrustaceanShellfish), ["Shrimp Curry"]);
    assert_eq!(meals_with(Fish), ["Shrimp Curry"]);
    assert_eq!(meals_with(Peanuts), ["Stir Fry"]);
    assert!(meals_with(Egg).is_empty() && meals_with(TreeNuts).is_empty());
    assert_eq!(report.unresolved_meals.len(), 1);

    let soy = list_meals_by_allergen(&plan, lookup, Soy);
    assert_eq!(soy.len(), 1);
    assert_eq!(soy[0].lines, ["2 tbsp soy sauce"]);
    assert_eq!(soy[0].meal.meal_type.to_string(), "dinner");
    let json = serde_json::to_value(&soy[0]).unwrap();
    assert_eq!(
        (json["date"].as_str(), json["mealType"].as_str()),
        (Some("2026-11-24"), Some("dinner"))
    );

    // A variant counts instead of its base: dropping the peanuts clears the stir fry.
    let key = plan.planned_meals()[2].key();
    let ops: Vec<PatchOp> =
        serde_json::from_value(json!([{"op": "remove_ingredient", "target_index": 2, "target_name": "peanuts", "acknowledged": true}]))
            .unwrap();
    plan.apply_patch(
        &key,
        &ComponentId::main(),
        &recipes[2],
        ops,
        Warnings::default(),
        "2026-11-22T10:00:00Z".parse().unwrap(),
    )
    .unwrap();
    assert!(list_meals_by_allergen(&plan, lookup, Peanuts).is_empty());
    let wheat = list_meals_by_allergen(&plan, lookup, Wheat);
    assert_eq!(wheat[1].recipe_id, "variant:snap_1:2026-11-24:dinner");
}

#[test]
fn catalog_diet_labels_agree_with_detection() {
    let catalog: Vec<Recipe> =
        serde_json::from_str(include_str!("../../../fixtures/catalog/core-recipes.json")).unwrap();
    let mut checked = 0;
    for recipe in &catalog {
        let found: Vec<(Allergen, &str)> = recipe
            .ingredients
            .iter()
            .flat_map(|i| {
                allergens(&i.name)
                    .into_iter()
                    .map(move |a| (a, i.name.as_str()))
            })
            .collect();
        let labelled = |label: &str| recipe.diet_type.iter().any(|d| d == label);
        let forbidden: &[Allergen] = match () {
            _ if labelled("Vegan") => &[Milk, Egg, Fish, CrustaceanShellfish],
            _ if labelled("Vegetarian") => &[Fish, CrustaceanShellfish],
            _ => &[],
        };
        let mut forbidden = forbidden.to_vec();
        if labelled("Dairy-Free") {
            forbidden.push(Milk);
        }
        if labelled("Gluten-Free") {
            forbidden.push(Wheat);
        }
        for (allergen, name) in &found {
            assert!(
                !forbidden.contains(allergen),
                "{}: `{name}` flagged {allergen:?}",
                recipe.name
            );
        }
        checked += usize::from(!forbidden.is_empty());
    }
    assert!(checked > 60, "{checked} labelled recipes checked");
}
