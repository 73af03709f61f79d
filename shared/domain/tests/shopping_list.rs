//! Shopping lists from plan snapshots: seed 000's acceptance test (a variant's ingredient reaches
//! the final list, the replaced one does not), servings scaling, merging with unit conversion,
//! verbatim lines, store categories, extra items and check-off, metric and US output.

use std::collections::HashMap;

use cookbook_domain::ingredient_line::parse_ingredient_line;
use cookbook_domain::shopping::{
    ItemOrigin, MAX_EXTRA_ITEM_CHARS, MAX_EXTRA_ITEMS, Measure, ShoppingError, ShoppingItem,
    ShoppingList, StoreCategory, UnitSystem, build_shopping_list, format_measure, render_list,
};
use cookbook_domain::variant::{ComponentId, PatchOp, PlanSnapshot, Warnings};
use cookbook_domain::{Recipe, Unit};
use serde_json::{Value, json};

const ML_PER_CUP: f64 = 236.5882365;

/// A stored recipe: lines parsed as the server parses them.
fn recipe(id: &str, name: &str, servings: u32, lines: &[&str]) -> Recipe {
    let mut recipe: Recipe = serde_json::from_value(
        json!({"id": id, "owner": "alice", "name": name, "servings": servings}),
    )
    .unwrap();
    recipe.ingredients = lines
        .iter()
        .map(|line| parse_ingredient_line(line))
        .collect();
    recipe
}

/// A snapshot planning `(date, meal_type, recipe_id, servings)`.
fn snapshot(meals: &[(&str, &str, &str, u32)]) -> PlanSnapshot {
    let planned: Vec<Value> = meals
        .iter()
        .map(|(date, meal_type, recipe_id, servings)| {
            json!({"date": date, "meal_type": meal_type, "recipe_id": recipe_id, "source": "user", "servings": servings})
        })
        .collect();
    serde_json::from_value(
        json!({"snapshot_id": "snap_1", "owner": "alice", "planned_meals": planned}),
    )
    .unwrap()
}

fn list_for(snapshot: &PlanSnapshot, recipes: &[Recipe]) -> ShoppingList {
    let by_id: HashMap<&str, &Recipe> = recipes
        .iter()
        .map(|r| (r.id.as_deref().unwrap_or(""), r))
        .collect();
    build_shopping_list(snapshot, |id| by_id.get(id).copied())
}

fn items_named<'a>(list: &'a ShoppingList, name: &str) -> Vec<&'a ShoppingItem> {
    list.items
        .iter()
        .filter(|item| item.name.eq_ignore_ascii_case(name))
        .collect()
}

fn only<'a>(list: &'a ShoppingList, name: &str) -> &'a ShoppingItem {
    let items = items_named(list, name);
    assert_eq!(items.len(), 1, "{name}: {:#?}", list.items);
    items[0]
}

fn stir_fry() -> Recipe {
    recipe(
        "r-stirfry",
        "Chicken Stir Fry",
        4,
        &[
            "1 lb chicken breast, sliced",
            "2 tbsp soy sauce",
            "2 cups white rice",
            "2 cloves garlic",
        ],
    )
}

/// Every name and source line of the rendered list, lowercased.
fn rendered_text(list: &ShoppingList) -> Vec<String> {
    let view = render_list(list, UnitSystem::Us);
    view.sections
        .iter()
        .flat_map(|section| &section.items)
        .flat_map(|item| {
            std::iter::once(item.name.clone()).chain(item.sources.iter().map(|s| s.line.clone()))
        })
        .map(|text| text.to_lowercase())
        .collect()
}

#[test]
fn variant_ingredient_in_shopping_list() {
    // Create a plan with "chicken".
    let base = stir_fry();
    let mut plan = snapshot(&[("2025-01-03", "dinner", "r-stirfry", 4)]);
    let before = rendered_text(&list_for(&plan, std::slice::from_ref(&base)));
    assert!(
        before.iter().any(|text| text.contains("chicken")),
        "{before:?}"
    );

    // Apply a variant: replace "chicken" with "tofu".
    let dinner = plan.planned_meals()[0].key();
    let ops: Vec<PatchOp> =
        serde_json::from_value(json!([{"op": "replace_ingredient", "target_index": 0,
        "target_name": "chicken", "replacement": {"name": "tofu", "quantity": "14 oz"}}]))
        .unwrap();
    plan.apply_patch(
        &dinner,
        &ComponentId::main(),
        &base,
        ops,
        Warnings::default(),
        "2025-12-27T10:00:00Z".parse().unwrap(),
    )
    .unwrap();

    // Generate the shopping list: "tofu" in the final output, "chicken" not.
    let list = list_for(&plan, &[base]);
    let after = rendered_text(&list);
    assert!(after.iter().any(|text| text.contains("tofu")), "{after:?}");
    assert!(
        after.iter().all(|text| !text.contains("chicken")),
        "{after:?}"
    );
    let tofu = only(&list, "tofu");
    assert_eq!(
        tofu.amount,
        Some(Measure::Mass {
            grams: 14.0 * 28.349523125
        })
    );
    assert_eq!(
        tofu.sources[0].recipe_id,
        "variant:snap_1:2025-01-03:dinner"
    );
    assert_eq!(tofu.category, StoreCategory::Produce);
}

#[test]
fn quantities_follow_the_planned_servings() {
    let pasta = recipe(
        "r-pasta",
        "Pasta",
        4,
        &[
            "400 g spaghetti",
            "2 cups milk",
            "4 eggs",
            "1-2 cloves garlic",
        ],
    );
    let list = list_for(
        &snapshot(&[("2026-11-23", "dinner", "r-pasta", 2)]),
        std::slice::from_ref(&pasta),
    );
    assert_eq!(
        only(&list, "spaghetti").amount,
        Some(Measure::Mass { grams: 200.0 })
    );
    assert_eq!(
        only(&list, "milk").amount,
        Some(Measure::Volume {
            millilitres: ML_PER_CUP
        })
    );
    assert_eq!(
        only(&list, "eggs").amount,
        Some(Measure::Count {
            count: 2.0,
            unit: None
        })
    );
    // A range buys its upper end.
    let garlic = only(&list, "garlic").amount;
    assert_eq!(
        garlic,
        Some(Measure::Count {
            count: 1.0,
            unit: Some(cookbook_domain::Unit::Clove)
        })
    );

    let doubled = list_for(
        &snapshot(&[("2026-11-23", "dinner", "r-pasta", 8)]),
        &[pasta],
    );
    assert_eq!(
        only(&doubled, "spaghetti").amount,
        Some(Measure::Mass { grams: 800.0 })
    );
}

#[test]
fn the_same_ingredient_merges_across_meals_with_unit_conversion() {
    let recipes = [
        recipe(
            "a",
            "A",
            1,
            &[
                "1 cup milk",
                "500 g chicken breast",
                "3 cloves garlic",
                "2 onions",
                "100 g butter",
            ],
        ),
        recipe(
            "b",
            "B",
            1,
            &[
                "2 tbsp milk",
                "1 lb chicken breast",
                "2 cloves garlic",
                "1 onion",
                "2 tbsp butter",
                "1 head garlic",
            ],
        ),
    ];
    let list = list_for(
        &snapshot(&[
            ("2026-11-23", "lunch", "a", 1),
            ("2026-11-23", "dinner", "b", 1),
        ]),
        &recipes,
    );

    let milk = only(&list, "milk");
    let Some(Measure::Volume { millilitres }) = milk.amount else {
        panic!("milk: {milk:?}")
    };
    assert!(
        (millilitres - ML_PER_CUP * 1.125).abs() < 1e-9,
        "{millilitres}"
    );
    assert_eq!(
        format_measure(milk.amount.unwrap(), UnitSystem::Us),
        "1 1/8 cups"
    );
    assert_eq!(
        format_measure(milk.amount.unwrap(), UnitSystem::Metric),
        "266 ml"
    );
    assert_eq!(milk.sources.len(), 2);
    assert_ne!(milk.sources[0].meal, milk.sources[1].meal);

    let chicken = only(&list, "chicken breast");
    let Some(Measure::Mass { grams }) = chicken.amount else {
        panic!("chicken: {chicken:?}")
    };
    assert!((grams - 953.59237).abs() < 1e-9, "{grams}");
    assert_eq!(
        format_measure(chicken.amount.unwrap(), UnitSystem::Metric),
        "954 g"
    );
    assert_eq!(
        format_measure(chicken.amount.unwrap(), UnitSystem::Us),
        "2.1 lb"
    );

    // Mass and volume meet only through a known density: butter's is 227 g per cup.
    let butter = only(&list, "butter");
    let Some(Measure::Mass { grams }) = butter.amount else {
        panic!("butter: {butter:?}")
    };
    assert!((grams - (100.0 + 227.0 / 8.0)).abs() < 1e-9, "{grams}");

    // Count units add up only with the same unit; plain counts merge singular with plural.
    let garlic = items_named(&list, "garlic");
    let amounts: Vec<_> = garlic
        .iter()
        .map(|item| format_measure(item.amount.unwrap(), UnitSystem::Metric))
        .collect();
    assert_eq!(amounts, ["5 cloves", "1 head"]);
    let onions = only(&list, "onions");
    assert_eq!(
        onions.amount,
        Some(Measure::Count {
            count: 3.0,
            unit: None
        })
    );
}

#[test]
fn volume_without_a_density_stays_apart_from_mass() {
    let recipes = [recipe(
        "a",
        "A",
        1,
        &[
            "1 cup gochujang",
            "100 g gochujang",
            "1 cup spinach",
            "100 g spinach",
            "1 tbsp honey",
            "1 kg butter",
            "1 cup butter",
        ],
    )];
    let list = list_for(&snapshot(&[("2026-11-23", "lunch", "a", 1)]), &recipes);
    assert_eq!(items_named(&list, "gochujang").len(), 2);
    // Spinach is loose (SR28: 30 g a cup) and bought by weight, so its cup joins the grams.
    let spinach = only(&list, "spinach").amount;
    assert!(
        matches!(spinach, Some(Measure::Mass { grams }) if (grams - 130.0).abs() < 0.01),
        "{spinach:?}"
    );
    assert_eq!(
        only(&list, "honey").amount,
        Some(Measure::Volume {
            millilitres: ML_PER_CUP / 16.0
        })
    );
    // Butter has a density (227 g per cup), so its cup joins the kilogram.
    let butter = only(&list, "butter");
    assert_eq!(butter.amount, Some(Measure::Mass { grams: 1227.0 }));
    assert_eq!(
        format_measure(butter.amount.unwrap(), UnitSystem::Metric),
        "1.23 kg"
    );
}

#[test]
fn unread_lines_stay_verbatim_and_to_taste_lines_join_their_ingredient() {
    let recipes = [
        recipe(
            "a",
            "A",
            2,
            &["Lemon wedges", "basil to taste", "@@@ 123456789012"],
        ),
        recipe("b", "B", 2, &["2 tbsp basil", "Lemon wedges"]),
    ];
    let meals = [
        ("2026-11-23", "breakfast", "a", 2),
        ("2026-11-23", "lunch", "b", 2),
    ];
    let list = list_for(&snapshot(&meals), &recipes);
    // Each verbatim line is its own item, never merged.
    assert_eq!(items_named(&list, "Lemon wedges").len(), 2);
    assert!(
        items_named(&list, "Lemon wedges")
            .iter()
            .all(|i| i.amount.is_none())
    );
    // Fresh basil is bought by the bunch, however little a recipe measures.
    let basil = only(&list, "basil");
    assert_eq!(
        basil.amount,
        Some(Measure::Count {
            count: 1.0,
            unit: Some(Unit::Bunch)
        })
    );
    assert_eq!(
        basil.sources.len(),
        2,
        "the to-taste line is listed under the measured basil"
    );
    // Nothing lost, nothing counted twice.
    let lines: usize = list.items.iter().map(|item| item.sources.len()).sum();
    assert_eq!(lines, 5);
}

/// Salt, pepper, water and cooking oil are checked for, once each, whatever the recipes say.
#[test]
fn pantry_staples_are_listed_once_to_check_without_an_amount() {
    let recipes = [
        recipe(
            "a",
            "A",
            2,
            &[
                "Freshly ground black pepper",
                "salt to taste",
                "2 cups water",
                "1 lb chicken thighs",
            ],
        ),
        recipe(
            "b",
            "B",
            2,
            &[
                "1 tsp salt",
                "Freshly ground black pepper",
                "1/2 cup warm water",
                "3 tbsp olive oil",
            ],
        ),
        recipe(
            "c",
            "C",
            2,
            &["a pinch of salt", "Olive oil, for drizzling"],
        ),
    ];
    let meals = [
        ("2026-11-23", "breakfast", "a", 2),
        ("2026-11-23", "lunch", "b", 2),
        ("2026-11-23", "dinner", "c", 2),
    ];
    let list = list_for(&snapshot(&meals), &recipes);
    let staples: Vec<&ShoppingItem> = list.items.iter().filter(|i| i.staple).collect();
    for name in ["salt", "black pepper", "water", "olive oil"] {
        let found: Vec<_> = staples
            .iter()
            .filter(|i| i.name.to_lowercase().ends_with(name))
            .collect();
        assert_eq!(found.len(), 1, "{name} once: {staples:#?}");
        assert_eq!(found[0].amount, None, "{name}");
    }
    assert_eq!(only(&list, "salt").sources.len(), 3);
    let chicken = only(&list, "chicken thighs");
    assert!(!chicken.staple);
    let view = render_list(&list, UnitSystem::Metric);
    let to_buy: Vec<&str> = view
        .sections
        .iter()
        .flat_map(|s| &s.items)
        .map(|i| i.name.as_str())
        .collect();
    assert_eq!(to_buy, ["chicken thighs"]);
    assert_eq!(view.check_you_have.len(), staples.len());
    assert!(view.check_you_have.iter().all(|i| i.amount.is_none()));
    let lines: usize = list.items.iter().map(|item| item.sources.len()).sum();
    assert_eq!(lines, 10, "nothing lost, nothing counted twice");
}

/// Amounts a shopper can buy: whole eggs and eggplants, cheese by weight, onions by the piece.
#[test]
fn amounts_are_in_the_units_foods_are_bought_in() {
    let recipes = [
        recipe(
            "a",
            "Shakshuka",
            4,
            &["7 eggs", "1 eggplant", "3/4 cup shredded cheddar"],
        ),
        recipe(
            "b",
            "Frittata",
            4,
            &[
                "3 large eggs",
                "1 cup diced onion",
                "1 1/2 cups shredded cheddar",
            ],
        ),
    ];
    // Shakshuka for 4 and a frittata for 5: 7 + 3 × 5/4 = 10 3/4 eggs.
    let meals = [
        ("2026-11-23", "lunch", "a", 3),
        ("2026-11-24", "lunch", "a", 1),
        ("2026-11-23", "dinner", "b", 5),
    ];
    let list = list_for(&snapshot(&meals), &recipes);
    let whole = |count: f64| Some(Measure::Count { count, unit: None });
    assert_eq!(only(&list, "eggs").amount, whole(11.0));
    // 3/4 + 1/4 of an eggplant, bought whole.
    assert_eq!(only(&list, "eggplant").amount, whole(1.0));
    // 1 cup diced onion × 5/4 is 200 g (SR28: 160 g a cup) of 110 g medium onions: 2 onions.
    assert_eq!(only(&list, "onion").amount, whole(2.0));
    let cheddar = only(&list, "cheddar");
    let Some(Measure::Mass { grams }) = cheddar.amount else {
        panic!("cheddar is bought by weight: {cheddar:?}")
    };
    // 3/4 cup + 1 1/2 cups × 5/4 = 2 5/8 cups at SR28's 132 g a cup.
    assert!((grams - 2.625 * 132.0).abs() < 1.0, "{grams}");
    let rendered = |units| {
        render_list(&list, units)
            .sections
            .into_iter()
            .flat_map(|s| s.items)
            .map(|i| format!("{} {}", i.name, i.amount.unwrap_or_default()))
            .collect::<Vec<_>>()
    };
    let metric = rendered(UnitSystem::Metric);
    assert!(metric.contains(&"cheddar 347 g".to_owned()), "{metric:?}");
    assert!(metric.contains(&"eggs 11".to_owned()), "{metric:?}");
    let us = rendered(UnitSystem::Us);
    assert!(us.contains(&"cheddar 12.2 oz".to_owned()), "{us:?}");
}

/// Building the list again for the same plan keeps ticks on what is still needed in no larger
/// amount, and every extra item.
#[test]
fn a_rebuilt_list_keeps_ticks_and_extra_items() {
    let recipes = [recipe("a", "A", 2, &["6 eggs", "200 g feta", "1 tsp salt"])];
    let old = {
        let mut list = list_for(&snapshot(&[("2026-11-23", "lunch", "a", 2)]), &recipes);
        for id in ["egg", "feta", "salt"] {
            list.set_checked(id, true).unwrap();
        }
        list.add_extra("paper towels").unwrap();
        list
    };
    let mut same = list_for(&snapshot(&[("2026-11-23", "lunch", "a", 2)]), &recipes);
    same.carry_over(&old);
    assert!(
        same.items
            .iter()
            .filter(|i| i.origin == ItemOrigin::Planned)
            .all(|i| i.checked)
    );
    let extra = only(&same, "paper towels");
    assert_eq!(
        (extra.origin, extra.id.as_str()),
        (ItemOrigin::Extra, "paper-towel")
    );

    // Twice the servings: 6 ticked eggs do not cover 12, nor 200 g of feta 400 g.
    let mut more = list_for(&snapshot(&[("2026-11-23", "lunch", "a", 4)]), &recipes);
    more.carry_over(&old);
    assert!(!only(&more, "eggs").checked);
    assert!(!only(&more, "feta").checked);
    assert!(
        only(&more, "salt").checked,
        "a staple has no amount to outgrow"
    );
    assert_eq!(items_named(&more, "paper towels").len(), 1);
}

#[test]
fn extra_items_are_bounded_in_length_and_number() {
    let mut list = list_for(&snapshot(&[]), &[]);
    let long = "x".repeat(MAX_EXTRA_ITEM_CHARS + 1);
    assert_eq!(
        list.add_extra(&long).unwrap_err(),
        ShoppingError::ExtraItemTooLong
    );
    assert!(list.add_extra(&"y".repeat(MAX_EXTRA_ITEM_CHARS)).is_ok());
    for n in 1..MAX_EXTRA_ITEMS {
        list.add_extra(&format!("item {n}")).unwrap();
    }
    let error = list.add_extra("one more").unwrap_err();
    assert_eq!(error, ShoppingError::TooManyExtraItems);
    assert_eq!(error.limit(), Some(("maxExtraItems", MAX_EXTRA_ITEMS)));
    assert_eq!(list.items.len(), MAX_EXTRA_ITEMS);
}

#[test]
fn every_catalog_line_lands_in_exactly_one_item() {
    let catalog: Vec<Recipe> =
        serde_json::from_str(include_str!("../../../fixtures/catalog/core-recipes.json")).unwrap();
    let dates: Vec<String> = (0..catalog.len())
        .map(|i| format!("2026-{:02}-{:02}", 1 + i / 28, 1 + i % 28))
        .collect();
    let meals: Vec<(&str, &str, &str, u32)> = catalog
        .iter()
        .zip(&dates)
        .map(|(recipe, date)| (date.as_str(), "dinner", recipe.id.as_deref().unwrap(), 2))
        .collect();
    let list = list_for(&snapshot(&meals), &catalog);
    let mut expected: Vec<(String, String)> = catalog
        .iter()
        .zip(&dates)
        .flat_map(|(recipe, date)| {
            recipe
                .ingredients
                .iter()
                .map(move |i| (date.clone(), i.text.clone()))
        })
        .collect();
    let mut seen: Vec<(String, String)> = list
        .items
        .iter()
        .flat_map(|item| {
            item.sources
                .iter()
                .map(|s| (s.meal.date.to_string(), s.line.clone()))
        })
        .collect();
    expected.sort();
    seen.sort();
    assert_eq!(seen, expected);
    assert!(
        list.items.len() < expected.len() / 2,
        "{} items for {} lines: too little merging",
        list.items.len(),
        expected.len()
    );
    let mut ids: Vec<&str> = list.items.iter().map(|item| item.id.as_str()).collect();
    ids.sort_unstable();
    ids.dedup();
    assert_eq!(ids.len(), list.items.len(), "item ids are unique");
    let other = list
        .items
        .iter()
        .filter(|item| item.category == StoreCategory::Other)
        .count();
    assert!(
        other * 5 < list.items.len(),
        "{other} of {} items uncategorized",
        list.items.len()
    );
}

#[test]
fn store_categories_come_from_the_keyword_table() {
    for (name, category) in [
        ("chicken breast", StoreCategory::MeatAndSeafood),
        ("chicken broth", StoreCategory::Pantry),
        ("shrimp", StoreCategory::MeatAndSeafood),
        ("coconut milk", StoreCategory::Pantry),
        ("whole milk", StoreCategory::DairyAndEggs),
        ("eggs", StoreCategory::DairyAndEggs),
        ("eggplant", StoreCategory::Produce),
        ("frozen peas", StoreCategory::Frozen),
        ("black pepper", StoreCategory::Spices),
        ("red bell peppers", StoreCategory::Produce),
        ("red pepper flakes", StoreCategory::Spices),
        ("fresh ginger", StoreCategory::Produce),
        ("ground ginger", StoreCategory::Spices),
        ("peanut butter", StoreCategory::Pantry),
        ("baguette", StoreCategory::Bakery),
        ("flour tortillas", StoreCategory::Bakery),
        ("all-purpose flour", StoreCategory::Pantry),
        ("nutmeg", StoreCategory::Spices),
        ("paper towels", StoreCategory::Other),
    ] {
        assert_eq!(StoreCategory::of(name), category, "{name}");
    }
}

#[test]
fn extra_items_are_added_and_checked_off() {
    let mut list = list_for(
        &snapshot(&[("2025-01-03", "dinner", "r-stirfry", 4)]),
        &[stir_fry()],
    );
    let towels = list.add_extra("paper towels").unwrap().clone();
    assert_eq!(
        (towels.origin, towels.amount, towels.category),
        (ItemOrigin::Extra, None, StoreCategory::Other)
    );
    assert!(towels.sources.is_empty());
    let apples = list.add_extra(" 2 lb apples ").unwrap().clone();
    assert_eq!(apples.name, "apples");
    assert_eq!(apples.category, StoreCategory::Produce);
    assert_eq!(
        format_measure(apples.amount.unwrap(), UnitSystem::Us),
        "2 lb"
    );
    let again = list.add_extra("paper towels").unwrap().id.clone();
    assert_eq!(
        (towels.id.as_str(), again.as_str()),
        ("paper-towel", "paper-towel-2")
    );
    assert_eq!(list.add_extra("   ").unwrap_err(), ShoppingError::EmptyItem);

    list.set_checked(&apples.id, true).unwrap();
    assert!(
        list.items
            .iter()
            .any(|item| item.id == apples.id && item.checked)
    );
    list.set_checked(&apples.id, false).unwrap();
    assert!(list.items.iter().all(|item| !item.checked));
    assert_eq!(
        list.set_checked("nope", true),
        Err(ShoppingError::UnknownItem("nope".into()))
    );

    // Sections follow store order; a stored list reads back unchanged.
    let view = render_list(&list, UnitSystem::Metric);
    let order: Vec<StoreCategory> = view.sections.iter().map(|s| s.category).collect();
    let mut sorted = order.clone();
    sorted.sort();
    assert_eq!(order, sorted);
    assert_eq!(view.sections[0].label, "Produce");
    let json = serde_json::to_value(&list).unwrap();
    assert_eq!(json["items"][0]["origin"], json!(list.items[0].origin));
    assert_eq!(serde_json::from_value::<ShoppingList>(json).unwrap(), list);
}

#[test]
fn missing_recipes_are_reported_and_text_only_lines_are_parsed() {
    let mut bare: Recipe =
        serde_json::from_value(json!({"id": "bare", "name": "Bare", "servings": 2,
        "ingredients": [{"text": "2 cups water"}, {"text": "1 lb chicken thighs"}]}))
        .unwrap();
    bare.owner = Some("alice".into());
    let list = list_for(
        &snapshot(&[
            ("2026-11-23", "lunch", "bare", 1),
            ("2026-11-23", "dinner", "gone", 1),
        ]),
        &[bare],
    );
    assert_eq!(list.unresolved_meals.len(), 1);
    assert_eq!(list.unresolved_meals[0].meal_type.to_string(), "dinner");
    assert_eq!(
        only(&list, "chicken thighs").amount,
        Some(Measure::Mass {
            grams: 453.59237 / 2.0
        })
    );
    let view = serde_json::to_value(render_list(&list, UnitSystem::Us)).unwrap();
    assert_eq!(view["units"], "us");
    assert_eq!(
        view["unresolvedMeals"],
        json!([{"date": "2026-11-23", "mealType": "dinner"}])
    );
    assert_eq!("US".parse::<UnitSystem>().unwrap(), UnitSystem::Us);
    assert!("furlongs".parse::<UnitSystem>().is_err());
}

#[test]
fn display_rounding_suits_a_shopper() {
    let us = |measure| format_measure(measure, UnitSystem::Us);
    let metric = |measure| format_measure(measure, UnitSystem::Metric);
    assert_eq!(
        us(Measure::Volume {
            millilitres: ML_PER_CUP / 48.0 * 1.5
        }),
        "1 1/2 tsp"
    );
    assert_eq!(
        us(Measure::Volume {
            millilitres: ML_PER_CUP / 8.0
        }),
        "2 tbsp"
    );
    assert_eq!(
        us(Measure::Volume {
            millilitres: ML_PER_CUP * 0.75
        }),
        "3/4 cup"
    );
    assert_eq!(
        us(Measure::Volume {
            millilitres: ML_PER_CUP * 6.0
        }),
        "1 1/2 quarts"
    );
    assert_eq!(us(Measure::Mass { grams: 100.0 }), "3.5 oz");
    assert_eq!(metric(Measure::Volume { millilitres: 2.5 }), "2.5 ml");
    assert_eq!(
        metric(Measure::Volume {
            millilitres: 1500.0
        }),
        "1.5 l"
    );
    assert_eq!(
        metric(Measure::Count {
            count: 0.5,
            unit: None
        }),
        "1/2"
    );
    assert_eq!(
        metric(Measure::Count {
            count: 2.0,
            unit: Some(cookbook_domain::Unit::Pinch)
        }),
        "2 pinches"
    );
    assert_eq!(
        metric(Measure::Count {
            count: 0.01,
            unit: Some(cookbook_domain::Unit::Can)
        }),
        "1/4 can"
    );
}
