//! Shopping lists of meal bundles: every component's lines, scaled to its own servings and
//! merged exactly as the same recipes planned as separate meals would be, each source naming
//! its meal and component.

use std::num::NonZeroU32;

use proptest::prelude::*;

use super::*;
use crate::variant::bundle_fixtures::{DAY, catalog, dinner, plan};
use crate::variant::{ComponentId, MealEditOp, MealRole, PlannedMeal, RecipeOrigin};

/// An item's id, name, amount, staple flag and source lines: what it is, not where it came from.
type ItemContent = (String, String, Option<Measure>, bool, Vec<String>);

fn content(list: &ShoppingList) -> Vec<ItemContent> {
    list.items
        .iter()
        .map(|item| {
            let mut lines: Vec<String> = item
                .sources
                .iter()
                .map(|s| format!("{} {}", s.recipe_id, s.line))
                .collect();
            lines.sort();
            (
                item.id.clone(),
                item.name.clone(),
                item.amount,
                item.staple,
                lines,
            )
        })
        .collect()
}

#[test]
fn a_side_salad_merges_with_the_main_and_sources_name_the_component() {
    let recipes = catalog();
    let mut snapshot = plan();
    let salad = MealEditOp::AddComponent {
        role: MealRole::Salad,
        recipe_id: "core_green_salad".into(),
        servings: None,
    };
    snapshot
        .edit_meal(&dinner(), &[salad], |id| recipes.get(id))
        .unwrap();
    let list = build_shopping_list(&snapshot, |id| recipes.get(id));
    let onion = list.items.iter().find(|i| i.name == "onion").unwrap();
    assert_eq!(
        onion.amount,
        Some(Measure::Count {
            count: 2.0,
            unit: None
        })
    );
    let components: Vec<(&str, MealRole)> = onion
        .sources
        .iter()
        .map(|s| (s.component.component_id.as_str(), s.component.role))
        .collect();
    assert_eq!(
        components,
        [("main", MealRole::Main), ("salad", MealRole::Salad)]
    );
    assert!(list.items.iter().any(|i| i.name == "lettuce"));
    assert!(list.items.iter().any(|i| i.name == "chicken"));
}

proptest! {
    /// A bundle's list equals the list of the same components planned one by one, each as its
    /// own meal with its own servings.
    #[test]
    fn a_bundle_list_is_the_merge_of_its_components_lists(
        main_servings in 1u32..7,
        picks in prop::collection::vec((0usize..6, 1u32..7), 0..5),
    ) {
        let recipes = catalog();
        let others = ["roast_cod", "core_green_salad", "caesar", "garlic_rice", "fries", "flan"];
        let mut snapshot = plan();
        let servings = NonZeroU32::new(main_servings).unwrap();
        let main = [MealEditOp::AddComponent { role: MealRole::Main, recipe_id: "roast_cod".into(), servings: Some(servings) },
                    MealEditOp::RemoveComponent { component_id: ComponentId::main() }];
        snapshot.edit_meal(&dinner(), &main, |id| recipes.get(id)).unwrap();
        let mut ops = Vec::new();
        for (pick, servings) in picks {
            let recipe_id = others[pick];
            if ops.iter().any(|op| matches!(op, MealEditOp::AddComponent { recipe_id: r, .. } if r == recipe_id)) || recipe_id == "roast_cod" {
                continue;
            }
            let role = MealRole::filled_by(&recipes[recipe_id].category)[0];
            ops.push(MealEditOp::AddComponent { role, recipe_id: recipe_id.into(), servings: NonZeroU32::new(servings) });
        }
        if !ops.is_empty() {
            snapshot.edit_meal(&dinner(), &ops, |id| recipes.get(id)).unwrap();
        }
        let bundle = build_shopping_list(&snapshot, |id| recipes.get(id));

        let start: jiff::civil::Date = DAY.parse().unwrap();
        let one_by_one: Vec<PlannedMeal> = snapshot.meal(&dinner()).unwrap().components().iter().enumerate()
            .map(|(day, c)| {
                let date = start.checked_add(jiff::Span::new().days(i64::try_from(day).unwrap())).unwrap();
                PlannedMeal::new(date, dinner().meal_type, c.recipe_id.clone(), RecipeOrigin::User, c.servings)
            })
            .collect();
        let separate = crate::variant::PlanSnapshot::new("s1", "alice", one_by_one).unwrap();
        let merged = build_shopping_list(&separate, |id| recipes.get(id));
        prop_assert_eq!(content(&bundle), content(&merged));
        prop_assert!(bundle.items.iter().flat_map(|i| &i.sources).all(|s| s.meal == dinner()));
    }
}
