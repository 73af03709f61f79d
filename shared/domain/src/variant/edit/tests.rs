//! Meal edit ops on a plan snapshot: what each op does, what is refused (leaving the meal as it
//! was), how bundles are stored beside meals written before them, and (property) that any
//! sequence of valid ops is deterministic and survives a reload.

use std::collections::HashMap;
use std::num::NonZeroU32;

use jiff::Timestamp;
use proptest::prelude::*;
use serde_json::{Value, json};

use super::*;
use crate::ingredient_line::parse_ingredient_line;
use crate::variant::{LookupError, VariantId, Warnings, lookup_variant};
use crate::variant::{PatchOp, Target};

pub(crate) const DAY: &str = "2026-11-24";

/// A recipe as the store has it: id, owner, categories and parsed lines.
pub(crate) fn recipe(id: &str, category: &str, servings: u32, lines: &[&str]) -> Recipe {
    let mut recipe: Recipe = serde_json::from_value(json!({
        "id": id, "owner": if id.starts_with("core_") { "core" } else { "alice" },
        "name": id.replace('_', " "), "category": [category],
        "ingredients": [], "instructions": ["Cook it."], "servings": servings,
    }))
    .expect("a recipe");
    recipe.ingredients = lines.iter().map(|l| parse_ingredient_line(l)).collect();
    recipe
}

/// A main, sides, salads and a dessert to plan from.
pub(crate) fn catalog() -> HashMap<String, Recipe> {
    [
        recipe(
            "stir_fry",
            "Dinner",
            2,
            &["1 lb chicken", "2 cups rice", "1 onion"],
        ),
        recipe("roast_cod", "Dinner", 2, &["2 cod fillets", "1 lemon"]),
        recipe(
            "core_green_salad",
            "Salad",
            2,
            &["1 head lettuce", "1 cup croutons", "1 onion"],
        ),
        recipe(
            "caesar",
            "Salads",
            4,
            &["2 heads romaine", "1 cup croutons"],
        ),
        recipe(
            "garlic_rice",
            "Side dish",
            2,
            &["1 cup rice", "2 cloves garlic"],
        ),
        recipe("fries", "Sides", 2, &["2 potatoes"]),
        recipe("flan", "Dessert", 4, &["4 eggs", "2 cups milk"]),
    ]
    .into_iter()
    .map(|recipe| (recipe.id.clone().unwrap(), recipe))
    .collect()
}

pub(crate) fn dinner() -> MealKey {
    MealKey {
        date: DAY.parse().unwrap(),
        meal_type: "dinner".parse().unwrap(),
    }
}

/// Alice's plan: the stir fry for two at dinner.
pub(crate) fn plan() -> PlanSnapshot {
    let meal = PlannedMeal::new(
        dinner().date,
        dinner().meal_type,
        "stir_fry",
        RecipeOrigin::User,
        NonZeroU32::new(2).unwrap(),
    );
    PlanSnapshot::new("s1", "alice", vec![meal]).unwrap()
}

fn add(role: MealRole, recipe_id: &str) -> MealEditOp {
    MealEditOp::AddComponent {
        role,
        recipe_id: recipe_id.to_owned(),
        servings: None,
    }
}

fn id(text: &str) -> ComponentId {
    text.parse().unwrap()
}

fn edit(snapshot: &mut PlanSnapshot, ops: &[MealEditOp]) -> Result<Value, MealEditError> {
    let recipes = catalog();
    let meal = snapshot.edit_meal(&dinner(), ops, |id| recipes.get(id))?;
    Ok(serde_json::to_value(meal).unwrap())
}

#[test]
fn ops_read_from_the_wire_and_unknown_fields_are_refused() {
    let ops: Vec<MealEditOp> = serde_json::from_value(json!([
        {"op": "add_component", "role": "side", "recipe_id": "fries", "servings": 3},
        {"op": "remove_component", "component_id": "side"},
        {"op": "swap_component", "component_id": "main", "recipe_id": "roast_cod"},
    ]))
    .unwrap();
    assert_eq!(
        ops[0],
        MealEditOp::AddComponent {
            role: MealRole::Side,
            recipe_id: "fries".into(),
            servings: NonZeroU32::new(3)
        }
    );
    for bad in [
        json!({"op": "add_component", "role": "starter", "recipe_id": "fries"}),
        json!({"op": "remove_component", "component_id": "side", "why": "x"}),
        json!({"op": "swap_component", "component_id": "main"}),
        json!({"op": "add_side", "recipe_id": "fries"}),
    ] {
        assert!(
            serde_json::from_value::<MealEditOp>(bad.clone()).is_err(),
            "{bad}"
        );
    }
}

#[test]
fn a_side_is_added_swapped_and_removed_and_the_meal_keeps_its_main() {
    let mut snapshot = plan();
    let added = edit(&mut snapshot, &[add(MealRole::Salad, "core_green_salad")]).unwrap();
    assert_eq!(
        added["recipe_id"], "stir_fry",
        "the top level stays the main's"
    );
    assert_eq!(
        added["components"],
        json!([
            {"component_id": "main", "role": "main", "recipe_id": "stir_fry", "source": "user", "servings": 2},
            {"component_id": "salad", "role": "salad", "recipe_id": "core_green_salad", "source": "core", "servings": 2},
        ])
    );
    let swap = MealEditOp::SwapComponent {
        component_id: id("salad"),
        recipe_id: "caesar".into(),
    };
    let swapped = edit(&mut snapshot, &[swap]).unwrap();
    assert_eq!(swapped["components"][1]["recipe_id"], "caesar");
    assert_eq!(swapped["components"][1]["source"], "user");
    let two_more = [
        add(MealRole::Side, "fries"),
        add(MealRole::Side, "garlic_rice"),
    ];
    let more = edit(&mut snapshot, &two_more).unwrap();
    let ids: Vec<&str> = more["components"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["component_id"].as_str().unwrap())
        .collect();
    assert_eq!(ids, ["main", "salad", "side", "side-2"]);
    let remove = |c: &str| MealEditOp::RemoveComponent {
        component_id: id(c),
    };
    let back = edit(
        &mut snapshot,
        &[remove("salad"), remove("side"), remove("side-2")],
    )
    .unwrap();
    assert_eq!(
        back.get("components"),
        None,
        "one main is stored as before bundles"
    );
    assert_eq!(back["recipe_id"], "stir_fry");
}

#[test]
fn a_refused_op_leaves_the_meal_as_it_was_and_says_why() {
    let mut snapshot = plan();
    let before = snapshot.clone();
    let cases = [
        (vec![], MealEditError::NoOps),
        (
            vec![add(MealRole::Side, "fries"), add(MealRole::Side, "nope")],
            MealEditError::Op {
                op: 1,
                problem: OpProblem::UnknownRecipe("nope".into()),
            },
        ),
        (
            vec![add(MealRole::Side, "flan")],
            MealEditError::Op {
                op: 0,
                problem: OpProblem::RoleNotFilled {
                    name: "flan".into(),
                    role: MealRole::Side,
                },
            },
        ),
        (
            vec![MealEditOp::RemoveComponent {
                component_id: id("main"),
            }],
            MealEditError::Op {
                op: 0,
                problem: OpProblem::LastMain(id("main")),
            },
        ),
        (
            vec![MealEditOp::SwapComponent {
                component_id: id("side"),
                recipe_id: "fries".into(),
            }],
            MealEditError::Op {
                op: 0,
                problem: OpProblem::UnknownComponent(id("side")),
            },
        ),
        (
            vec![add(MealRole::Side, "fries"), add(MealRole::Side, "fries")],
            MealEditError::Op {
                op: 1,
                problem: OpProblem::AlreadyPlanned {
                    name: "fries".into(),
                    component: id("side"),
                },
            },
        ),
    ];
    for (ops, expected) in cases {
        assert_eq!(edit(&mut snapshot, &ops), Err(expected));
        assert_eq!(snapshot, before);
    }
    let lunch = MealKey {
        meal_type: "lunch".parse().unwrap(),
        ..dinner()
    };
    let recipes = catalog();
    let ops = [add(MealRole::Side, "fries")];
    assert_eq!(
        snapshot
            .edit_meal(&lunch, &ops, |id| recipes.get(id))
            .map(|_| ()),
        Err(MealEditError::MealNotPlanned(lunch))
    );
    // A second main makes the first removable; the three-part variant id then means the other.
    let mains = [
        add(MealRole::Main, "roast_cod"),
        MealEditOp::RemoveComponent {
            component_id: id("main"),
        },
    ];
    let left = edit(&mut snapshot, &mains).unwrap();
    assert_eq!(left["recipe_id"], "roast_cod");
    assert_eq!(left["components"][0]["component_id"], "main-2");
}

#[test]
fn meals_written_before_bundles_read_as_their_main_and_write_back_unchanged() {
    let stored = json!({
        "snapshot_id": "s1", "owner": "alice", "created_at": "2026-11-20T10:00:00Z",
        "planned_meals": [{"date": DAY, "meal_type": "dinner", "recipe_id": "stir_fry",
                           "source": "user", "servings": 2, "note": "birthday"}],
    });
    let snapshot: PlanSnapshot = serde_json::from_value(stored.clone()).unwrap();
    let meal = &snapshot.planned_meals()[0];
    assert_eq!(meal.components().len(), 1);
    assert_eq!(meal.main().component_id, ComponentId::main());
    assert_eq!(meal.main().role, MealRole::Main);
    assert_eq!(serde_json::to_value(&snapshot).unwrap(), stored);
    let no_main = json!({"date": DAY, "meal_type": "dinner", "recipe_id": "x", "source": "user",
        "servings": 2, "components": [{"component_id": "side", "role": "side",
        "recipe_id": "fries", "source": "user", "servings": 2}]});
    assert!(serde_json::from_value::<PlannedMeal>(no_main).is_err());
}

fn remove_croutons() -> Vec<PatchOp> {
    vec![PatchOp::RemoveIngredient {
        target: Target {
            index: 1,
            name: Some("croutons".into()),
        },
        acknowledged: true,
        reason: "user_request".into(),
    }]
}

#[test]
fn a_component_has_its_own_variant_named_by_a_four_part_id() {
    let mut snapshot = plan();
    edit(&mut snapshot, &[add(MealRole::Salad, "core_green_salad")]).unwrap();
    let recipes = catalog();
    let salad = id("salad");
    let at = Timestamp::UNIX_EPOCH;
    let base = &recipes["core_green_salad"];
    let variant = snapshot
        .apply_patch(
            &dinner(),
            &salad,
            base,
            remove_croutons(),
            Warnings::default(),
            at,
        )
        .unwrap();
    let variant_id = variant.variant_id.to_string();
    assert_eq!(variant_id, format!("variant:s1:{DAY}:dinner:salad"));
    let parsed: VariantId = variant_id.parse().unwrap();
    let compiled = lookup_variant(&snapshot, &parsed).unwrap();
    assert!(compiled.ingredients.iter().all(|i| i.name != "croutons"));
    let main_id: VariantId = format!("variant:s1:{DAY}:dinner").parse().unwrap();
    assert_eq!(
        lookup_variant(&snapshot, &main_id),
        Err(LookupError::NoVariant(dinner())),
        "the three-part id is the main's, which has none"
    );
    let swap = MealEditOp::SwapComponent {
        component_id: salad,
        recipe_id: "caesar".into(),
    };
    edit(&mut snapshot, &[swap]).unwrap();
    assert_eq!(
        lookup_variant(&snapshot, &parsed),
        Err(LookupError::NoVariant(dinner())),
        "a swap drops the variant of the recipe it replaced"
    );
}

/// One op that is valid for `components`, picked by `pick` (any number).
fn valid_op(components: &[MealComponent], pick: (u8, usize, usize)) -> MealEditOp {
    let recipes = catalog();
    let mut ids: Vec<&String> = recipes.keys().collect();
    ids.sort();
    let planned = |id: &str| components.iter().any(|c| c.recipe_id == id);
    let (kind, a, b) = pick;
    let roles_free: Vec<(MealRole, &str)> = ids
        .iter()
        .filter(|id| !planned(id))
        .flat_map(|id| {
            let recipe = &recipes[id.as_str()];
            let mut roles = MealRole::filled_by(&recipe.category);
            roles.push(MealRole::Main);
            roles.into_iter().map(move |role| (role, id.as_str()))
        })
        .collect();
    let mains = components
        .iter()
        .filter(|c| c.role == MealRole::Main)
        .count();
    let removable: Vec<&MealComponent> = components
        .iter()
        .filter(|c| c.role != MealRole::Main || mains > 1)
        .collect();
    match kind % 3 {
        0 | 1 if !removable.is_empty() && (kind % 3 == 1 || roles_free.is_empty()) => {
            MealEditOp::RemoveComponent {
                component_id: removable[a % removable.len()].component_id.clone(),
            }
        }
        2 => {
            let component = &components[a % components.len()];
            let fits: Vec<&str> = ids
                .iter()
                .map(|id| id.as_str())
                .filter(|id| !planned(id) && component.role.fits(&recipes[*id].category))
                .collect();
            let recipe_id = fits.get(b % fits.len().max(1)).copied();
            MealEditOp::SwapComponent {
                component_id: component.component_id.clone(),
                recipe_id: recipe_id.unwrap_or(&component.recipe_id).to_owned(),
            }
        }
        _ if components.len() < MAX_COMPONENTS && !roles_free.is_empty() => {
            let (role, recipe_id) = roles_free[a % roles_free.len()];
            MealEditOp::AddComponent {
                role,
                recipe_id: recipe_id.to_owned(),
                servings: NonZeroU32::new(u32::try_from(b % 5).unwrap()),
            }
        }
        _ => MealEditOp::SwapComponent {
            component_id: components[0].component_id.clone(),
            recipe_id: components[0].recipe_id.clone(),
        },
    }
}

proptest! {
    /// Any sequence of valid requests is accepted; replaying the same requests on the same plan
    /// gives the same snapshot, which a reload (JSON round trip) leaves unchanged, and every
    /// meal keeps a main and unique component ids.
    #[test]
    fn valid_op_sequences_are_deterministic_and_survive_a_reload(
        picks in prop::collection::vec(prop::collection::vec((0u8..6, 0usize..50, 0usize..50), 1..4), 1..8)
    ) {
        let recipes = catalog();
        let mut snapshot = plan();
        let mut requests: Vec<Vec<MealEditOp>> = Vec::new();
        for request in &picks {
            let mut scratch = snapshot.clone();
            let mut ops = Vec::new();
            for pick in request {
                let components = scratch.meal(&dinner()).unwrap().components().to_vec();
                let op = valid_op(&components, *pick);
                scratch.edit_meal(&dinner(), std::slice::from_ref(&op), |id| recipes.get(id)).unwrap();
                ops.push(op);
            }
            snapshot.edit_meal(&dinner(), &ops, |id| recipes.get(id)).unwrap();
            prop_assert_eq!(&snapshot, &scratch, "a request is its ops one by one");
            requests.push(ops);
        }
        let mut replayed = plan();
        for ops in &requests {
            replayed.edit_meal(&dinner(), ops, |id| recipes.get(id)).unwrap();
        }
        prop_assert_eq!(&replayed, &snapshot);
        let json = serde_json::to_value(&snapshot).unwrap();
        let reloaded: PlanSnapshot = serde_json::from_value(json.clone()).unwrap();
        prop_assert_eq!(&reloaded, &snapshot);
        prop_assert_eq!(serde_json::to_value(&reloaded).unwrap(), json);
        let meal = snapshot.meal(&dinner()).unwrap();
        prop_assert!(meal.components().iter().any(|c| c.role == MealRole::Main));
        prop_assert_eq!(meal.main().role, MealRole::Main);
    }
}
