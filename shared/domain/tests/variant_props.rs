//! Property tests of the patch engine (seed 000): whatever the ops and their order, nothing
//! disappears unless removed, replacements keep their place, additions come last in order,
//! descending removal never shifts another target, scaling multiplies every known quantity, and
//! compiling is deterministic.

use cookbook_domain::ingredient_line::parse_ingredient_line;
use cookbook_domain::variant::{
    IngredientReplacement, MealKey, PatchError, PatchOp, ScaleFactor, Target, VariantId, Warnings,
    apply_ops, compile_variant,
};
use cookbook_domain::{Ingredient, Recipe};
use proptest::prelude::*;
use proptest::sample::subsequence;

const ADDITIONS: [&str; 5] = [
    "1 cup basil",
    "2 limes",
    "50 g cashews",
    "1 tbsp sesame oil",
    "salt to taste",
];

/// A recipe of `quantities.len()` ingredients named `item{i}`.
fn recipe(quantities: &[Option<f64>]) -> Recipe {
    let mut recipe: Recipe = serde_json::from_value(serde_json::json!({
        "id": "r1", "name": "Base", "servings": 4
    }))
    .unwrap();
    recipe.ingredients = quantities
        .iter()
        .enumerate()
        .map(|(i, quantity)| Ingredient {
            quantity: *quantity,
            quantity_max: quantity.map(|q| q * 2.0),
            name: format!("item{i}"),
            confidence: 0.9,
            ..Ingredient::unparsed(&format!("item{i} line"))
        })
        .collect();
    recipe
}

/// What an op list asks for, kept alongside the shuffled ops to check against.
#[derive(Debug, Clone)]
struct Plan {
    quantities: Vec<Option<f64>>,
    removes: Vec<usize>,
    replaces: Vec<usize>,
    adds: Vec<&'static str>,
    scales: Vec<f64>,
    ops: Vec<PatchOp>,
}

fn target(index: usize) -> Target {
    Target {
        index,
        name: Some(format!("item{index}")),
    }
}

fn plan() -> impl Strategy<Value = Plan> {
    // Quantities as recipes write them (two decimals at most).
    let quantity = (1u32..50_000).prop_map(|hundredths| f64::from(hundredths) / 100.0);
    prop::collection::vec(prop::option::of(quantity), 1..12).prop_flat_map(|quantities| {
        let n = quantities.len();
        (
            Just(quantities),
            subsequence((0..n).collect::<Vec<_>>(), 0..=n),
            subsequence((0..n).collect::<Vec<_>>(), 0..=n),
            prop::collection::vec(prop::sample::select(ADDITIONS.to_vec()), 0..4),
            prop::collection::vec(0.25f64..4.0, 0..3),
        )
            .prop_flat_map(|(quantities, removes, replaces, adds, scales)| {
                let mut ops: Vec<PatchOp> = Vec::new();
                ops.extend(removes.iter().map(|&i| PatchOp::RemoveIngredient {
                    target: target(i),
                    acknowledged: true,
                    reason: "user_request".into(),
                }));
                ops.extend(replaces.iter().map(|&i| PatchOp::ReplaceIngredient {
                    target: target(i),
                    replacement: IngredientReplacement {
                        name: format!("sub{i}"),
                        quantity: "1 cup".into(),
                    },
                    reason: "user_request".into(),
                }));
                ops.extend(adds.iter().map(|&line| PatchOp::AddIngredient {
                    new_ingredient: line.into(),
                    reason: "user_request".into(),
                }));
                ops.extend(scales.iter().map(|&factor| PatchOp::ScaleServings {
                    scale_factor: ScaleFactor::new(factor).unwrap(),
                    reason: "user_request".into(),
                }));
                let plan = Plan {
                    quantities,
                    removes,
                    replaces,
                    adds,
                    scales,
                    ops: Vec::new(),
                };
                Just(ops).prop_shuffle().prop_map(move |ops| Plan {
                    ops,
                    ..plan.clone()
                })
            })
    })
}

/// Equal up to the engine's rounding of scaled quantities to four decimals (per scale op).
fn close(a: f64, b: f64) -> bool {
    (a - b).abs() <= 1e-3 + 1e-9 * a.abs().max(b.abs())
}

proptest! {
    #[test]
    fn apply_keeps_every_unremoved_ingredient_in_place(plan in plan()) {
        let base = recipe(&plan.quantities);
        let result = apply_ops(&base, &plan.ops);
        if plan.ops.is_empty() {
            prop_assert_eq!(result, Err(PatchError::NoOps));
            return Ok(());
        }
        let patched = result.unwrap();
        let kept: Vec<usize> = (0..base.ingredients.len()).filter(|i| !plan.removes.contains(i)).collect();
        prop_assert_eq!(patched.ingredients.len(), kept.len() + plan.adds.len());
        let factor: f64 = plan
            .ops
            .iter()
            .filter_map(|op| match op {
                PatchOp::ScaleServings { scale_factor, .. } => Some(scale_factor.get()),
                _ => None,
            })
            .product();
        for (position, &index) in kept.iter().enumerate() {
            // Removing by descending index never shifts another target: survivors keep order,
            // each one slot earlier per removed ingredient before it; replacements sit in place.
            let got = &patched.ingredients[position];
            if plan.replaces.contains(&index) {
                prop_assert_eq!(&got.name, &format!("sub{index}"));
            } else {
                prop_assert_eq!(&got.name, &format!("item{index}"));
                // Scaling multiplies every known quantity; unknown ones stay unknown.
                let original = &base.ingredients[index];
                match (original.quantity, got.quantity) {
                    (None, None) => {}
                    (Some(before), Some(after)) => prop_assert!(close(before * factor, after)),
                    other => prop_assert!(false, "quantity changed kind: {:?}", other),
                }
                prop_assert_eq!(original.quantity_max.is_some(), got.quantity_max.is_some());
            }
        }
        for removed in &plan.removes {
            let name = format!("item{removed}");
            prop_assert!(patched.ingredients.iter().all(|i| i.name != name));
        }
        // Additions come last, in op order.
        let tail: Vec<Ingredient> = patched.ingredients[kept.len()..].to_vec();
        let expected: Vec<Ingredient> = plan
            .ops
            .iter()
            .filter_map(|op| match op {
                PatchOp::AddIngredient { new_ingredient, .. } => Some(parse_ingredient_line(new_ingredient)),
                _ => None,
            })
            .collect();
        prop_assert_eq!(expected.len(), plan.adds.len());
        prop_assert_eq!(tail, expected);
        let servings = (4.0 * plan.scales.iter().fold(1.0, |s, f| s * f)).max(0.0);
        prop_assert!(patched.servings.is_some_and(|s| s >= 1 && (f64::from(s) - servings).abs() <= servings * 0.5 + 1.0));
    }

    #[test]
    fn compile_is_deterministic_and_survives_a_reload(plan in plan()) {
        prop_assume!(!plan.ops.is_empty());
        let base = recipe(&plan.quantities);
        let id: VariantId = "variant:snap_1:2026-11-23:snack_2".parse().unwrap();
        let at = "2026-11-22T10:00:00Z".parse().unwrap();
        let compile = || {
            compile_variant(id.clone(), "alice", &base, vec![plan.ops.clone()], at)
                .map(|compiled| compiled.with_step_warnings(Warnings::default()))
        };
        let first = compile().unwrap();
        prop_assert_eq!(&first, &compile().unwrap());
        let reloaded = serde_json::from_str(&serde_json::to_string(&first).unwrap()).unwrap();
        prop_assert_eq!(&first, &reloaded);
        let key: MealKey = first.variant_id.meal;
        prop_assert_eq!(key.to_string(), "2026-11-23:snack_2");
    }
}
