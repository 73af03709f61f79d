//! Seed 000's patch engine at the domain level: the op schema, validation, apply order,
//! compiling into a plan snapshot, the cook-route lookup, clear_variant and bounded warnings.

use cookbook_domain::Recipe;
use cookbook_domain::variant::{
    ChangeError, ComponentId, CookTarget, LookupError, MealKey, MealSlot, PatchError,
    PatchGenResult, PatchOp, PlanSnapshot, SchemaError, VariantError, VariantEvent, VariantId,
    Warnings, apply_ops, bound_warnings, lookup_variant, strip_times_and_temperatures,
    validate_ops,
};
use jiff::Timestamp;
use serde_json::{Value, json};

/// The meal's main component, which seed 000's variants change.
fn main_component() -> ComponentId {
    ComponentId::main()
}

fn recipe(value: Value) -> Recipe {
    serde_json::from_value(value).unwrap()
}

/// "Chicken Stir Fry": five lines, as a store would hold them (parsed).
fn stir_fry() -> Recipe {
    let lines = [
        "1 lb chicken breast, sliced",
        "2 tbsp soy sauce",
        "2 cups white rice",
        "1 red bell pepper",
        "2 cloves garlic",
    ];
    let mut recipe = recipe(
        json!({"id": "r-stirfry", "owner": "alice", "name": "Chicken Stir Fry", "servings": 4}),
    );
    recipe.ingredients = lines
        .iter()
        .map(|l| cookbook_domain::ingredient_line::parse_ingredient_line(l))
        .collect();
    recipe
}

fn ops(value: Value) -> Vec<PatchOp> {
    serde_json::from_value(value).unwrap()
}

fn names(recipe: &Recipe) -> Vec<&str> {
    recipe.ingredients.iter().map(|i| i.name.as_str()).collect()
}

fn snapshot() -> PlanSnapshot {
    serde_json::from_value(json!({
        "snapshot_id": "snap_abc123",
        "owner": "alice",
        "created_at": "2026-11-22T10:00:00Z",
        "planned_meals": [
            {"date": "2025-01-03", "meal_type": "dinner", "recipe_id": "r-stirfry", "source": "user", "servings": 2, "tags": ["easy"]},
            {"date": "2025-01-03", "meal_type": "snack", "recipe_id": "r-other", "source": "core", "servings": 1},
            {"date": "2025-01-03", "meal_type": "snack_2", "recipe_id": "r-other", "source": "core", "servings": 1}
        ]
    }))
    .unwrap()
}

fn dinner() -> MealKey {
    "variant:snap_abc123:2025-01-03:dinner"
        .parse::<VariantId>()
        .unwrap()
        .meal
}

fn at() -> Timestamp {
    "2025-12-27T10:00:00Z".parse().unwrap()
}

#[test]
fn wire_ops_follow_the_seed_schema() {
    let parsed = ops(json!([
        {"op": "replace_ingredient", "target_index": 2, "target_name": "white rice",
         "replacement": {"name": "brown rice", "quantity": "2 cups"}, "reason": "user_request"},
        {"op": "remove_ingredient", "target_index": 4, "acknowledged": true},
        {"op": "add_ingredient", "new_ingredient": "1 tbsp sesame oil", "target_index": null},
        {"op": "scale_servings", "scale_factor": 2.0}
    ]));
    assert_eq!(parsed.len(), 4);
    assert_eq!(
        serde_json::to_value(&parsed[0]).unwrap()["target_name"],
        "white rice"
    );
    assert_eq!(
        serde_json::to_value(&parsed[3]).unwrap()["reason"],
        "user_request"
    );
    let back: Vec<PatchOp> =
        serde_json::from_value(serde_json::to_value(&parsed).unwrap()).unwrap();
    assert_eq!(back, parsed);

    for (bad, expected) in [
        (
            json!({"op": "replace_ingredient", "target_index": 1}),
            "requires `replacement`",
        ),
        (
            json!({"op": "remove_ingredient"}),
            "requires `target_index`",
        ),
        (
            json!({"op": "add_ingredient", "new_ingredient": "  "}),
            "must not be empty",
        ),
        (
            json!({"op": "add_ingredient", "new_ingredient": "salt", "scale_factor": 2}),
            "does not take `scale_factor`",
        ),
        (
            json!({"op": "scale_servings", "scale_factor": 0}),
            "scale_factor",
        ),
        (
            json!({"op": "scale_servings", "scale_factor": -2}),
            "scale_factor",
        ),
        (
            json!({"op": "edit_step", "target_index": 1}),
            "unknown variant",
        ),
        (
            json!({"op": "remove_ingredient", "target_index": -1, "acknowledged": true}),
            "invalid value",
        ),
        (
            json!({"op": "remove_ingredient", "target_index": 1, "acknowledged": true, "confidence": 1}),
            "unknown field",
        ),
    ] {
        let error = serde_json::from_value::<PatchOp>(bad.clone())
            .unwrap_err()
            .to_string();
        assert!(error.contains(expected), "{bad}: {error}");
    }
}

#[test]
fn generator_result_is_ops_or_a_clarification() {
    let clarify: PatchGenResult = serde_json::from_value(json!({
        "ops": [], "needs_clarification": true, "clarification_message": "Which pepper: the bell pepper or the chili?"
    }))
    .unwrap();
    assert!(
        matches!(clarify, PatchGenResult::Clarification(ref m) if m.starts_with("Which pepper"))
    );
    let ops: PatchGenResult =
        serde_json::from_value(json!({"ops": [{"op": "scale_servings", "scale_factor": 0.5}]}))
            .unwrap();
    assert!(matches!(ops, PatchGenResult::Ops(ref ops) if ops.len() == 1));
    for bad in [
        json!({"ops": [{"op": "scale_servings", "scale_factor": 2}], "needs_clarification": true, "clarification_message": "?"}),
        json!({"ops": [], "needs_clarification": true}),
    ] {
        let error = serde_json::from_value::<PatchGenResult>(bad)
            .unwrap_err()
            .to_string();
        assert!(
            error.contains(&SchemaError::BadClarification.to_string()),
            "{error}"
        );
    }
    let wire = serde_json::to_value(&clarify).unwrap();
    assert_eq!(wire["needs_clarification"], true);
    assert_eq!(wire["ops"], json!([]));
}

#[test]
fn validation_rejects_each_seed_rule_with_a_typed_error() {
    let base = stir_fry();
    let remove_unacknowledged = ops(json!([{"op": "remove_ingredient", "target_index": 4}]));
    assert_eq!(
        validate_ops(&base, &remove_unacknowledged),
        Err(PatchError::RemoveNotAcknowledged { op: 0, index: 4 })
    );
    let wrong_name = ops(
        json!([{"op": "replace_ingredient", "target_index": 1, "target_name": "white rice",
        "replacement": {"name": "brown rice", "quantity": "2 cups"}}]),
    );
    assert!(matches!(
        validate_ops(&base, &wrong_name),
        Err(PatchError::TargetNameMismatch {
            op: 0,
            index: 1,
            ..
        })
    ));
    let out_of_range =
        ops(json!([{"op": "remove_ingredient", "target_index": 5, "acknowledged": true}]));
    assert_eq!(
        validate_ops(&base, &out_of_range),
        Err(PatchError::TargetOutOfRange {
            op: 0,
            index: 5,
            len: 5
        })
    );
    assert_eq!(validate_ops(&base, &[]), Err(PatchError::NoOps));
    // Removing index 2 twice would silently drop ingredient 3: the coverage check catches it.
    let double_remove = ops(json!([
        {"op": "remove_ingredient", "target_index": 2, "acknowledged": true},
        {"op": "remove_ingredient", "target_index": 2, "acknowledged": true}
    ]));
    assert!(matches!(
        validate_ops(&base, &double_remove),
        Err(PatchError::IngredientDisappeared { index: 3, .. })
    ));
    // Substring matches are fine, in either direction, case-insensitively.
    let substring = ops(json!([
        {"op": "remove_ingredient", "target_index": 0, "target_name": "Chicken", "acknowledged": true},
        {"op": "remove_ingredient", "target_index": 3, "target_name": "red bell peppers", "acknowledged": true}
    ]));
    assert_eq!(validate_ops(&base, &substring), Ok(()));
}

#[test]
fn ops_apply_in_the_seed_order_whatever_order_they_come_in() {
    let base = stir_fry();
    let patched = apply_ops(
        &base,
        &ops(json!([
            {"op": "add_ingredient", "new_ingredient": "1 tbsp sesame oil"},
            {"op": "remove_ingredient", "target_index": 1, "target_name": "soy sauce", "acknowledged": true},
            {"op": "add_ingredient", "new_ingredient": "2 green onions"},
            {"op": "replace_ingredient", "target_index": 2, "target_name": "white rice",
             "replacement": {"name": "brown rice", "quantity": "2 cups"}},
            {"op": "remove_ingredient", "target_index": 4, "acknowledged": true},
            {"op": "scale_servings", "scale_factor": 2}
        ])),
    )
    .unwrap();
    assert_eq!(
        names(&patched),
        [
            "chicken breast",
            "brown rice",
            "red bell pepper",
            "sesame oil",
            "green onions"
        ]
    );
    // Scaling came first: the chicken doubled, the replacement and additions are as written.
    assert_eq!(patched.ingredients[0].quantity, Some(2.0));
    assert_eq!(patched.ingredients[1].quantity, Some(2.0));
    assert_eq!(patched.ingredients[1].text, "2 cups brown rice");
    assert_eq!(patched.servings, Some(8));
    assert_eq!(patched.instructions, base.instructions);
}

#[test]
fn a_compiled_variant_lives_in_the_snapshot_and_survives_reload() {
    let base = stir_fry();
    let mut snapshot = snapshot();
    let variant = snapshot
        .apply_patch(
            &dinner(),
            &main_component(),
            &base,
            ops(
                json!([{"op": "replace_ingredient", "target_index": 0, "target_name": "chicken",
                "replacement": {"name": "tofu", "quantity": "14 oz"}}]),
            ),
            Warnings::default(),
            at(),
        )
        .unwrap()
        .clone();
    assert_eq!(
        variant.variant_id.to_string(),
        "variant:snap_abc123:2025-01-03:dinner"
    );
    assert_eq!(variant.base_recipe_id, "r-stirfry");
    assert_eq!(variant.compiler_version, "v0");
    assert_eq!(variant.compiled_at, at());
    assert_eq!(
        variant.compiled_recipe.id.as_deref(),
        Some("variant:snap_abc123:2025-01-03:dinner")
    );
    assert_eq!(variant.compiled_recipe.name, "Chicken Stir Fry (modified)");
    assert!(variant.compiled_recipe.problems().is_empty());

    // Reload: the stored JSON gives back the same snapshot, unknown fields included, and the
    // compiled recipe is read, not recomputed (a changed base recipe does not leak in).
    let stored = serde_json::to_value(&snapshot).unwrap();
    assert_eq!(stored["created_at"], "2026-11-22T10:00:00Z");
    assert_eq!(stored["planned_meals"][0]["tags"], json!(["easy"]));
    assert_eq!(
        stored["planned_meals"][0]["variant"]["changes"][0][0]["op"],
        "replace_ingredient"
    );
    assert!(stored["planned_meals"][1].get("variant").is_none());
    let reloaded: PlanSnapshot = serde_json::from_value(stored.clone()).unwrap();
    assert_eq!(reloaded, snapshot);
    assert_eq!(serde_json::to_value(&reloaded).unwrap(), stored);

    // The cook route: a recipe id passes through, a variant id resolves to the compiled recipe.
    assert_eq!(
        CookTarget::parse("r-stirfry").unwrap(),
        CookTarget::Recipe("r-stirfry".into())
    );
    let CookTarget::Variant(id) = CookTarget::parse(&variant.variant_id.to_string()).unwrap()
    else {
        panic!("a variant id must parse as a variant");
    };
    assert_eq!(
        lookup_variant(&reloaded, &id).unwrap(),
        &variant.compiled_recipe
    );
    let snack: VariantId = "variant:snap_abc123:2025-01-03:snack_2".parse().unwrap();
    assert_eq!(
        lookup_variant(&reloaded, &snack),
        Err(LookupError::NoVariant(snack.meal))
    );
    let lunch: VariantId = "variant:snap_abc123:2025-01-03:lunch".parse().unwrap();
    assert_eq!(
        lookup_variant(&reloaded, &lunch),
        Err(LookupError::MealNotPlanned(lunch.meal))
    );
    let other: VariantId = "variant:snap_zzz:2025-01-03:dinner".parse().unwrap();
    assert!(matches!(
        lookup_variant(&reloaded, &other),
        Err(LookupError::WrongSnapshot { .. })
    ));
    for bad in [
        "variant:",
        "variant:snap:2025-13-03:dinner",
        "variant:snap:2025-01-03:brunch",
        "variant::2025-01-03:dinner",
        "variant:s:2025-01-03:snack_1",
    ] {
        assert!(CookTarget::parse(bad).is_err(), "{bad}");
    }

    // Undo: clear_variant returns the meal to its base recipe; clearing again is a no-op.
    let mut cleared = reloaded;
    assert_eq!(
        cleared.clear_variant(&dinner(), &main_component()).unwrap(),
        Some(variant)
    );
    assert_eq!(
        cleared.clear_variant(&dinner(), &main_component()).unwrap(),
        None
    );
    assert_eq!(
        lookup_variant(&cleared, &id),
        Err(LookupError::NoVariant(dinner()))
    );
}

#[test]
fn patching_checks_the_meal_and_its_base_recipe() {
    let mut snapshot = snapshot();
    let scale = ops(json!([{"op": "scale_servings", "scale_factor": 2}]));
    let mut wrong_base = stir_fry();
    wrong_base.id = Some("r-other".into());
    assert!(matches!(
        snapshot.apply_patch(
            &dinner(),
            &main_component(),
            &wrong_base,
            scale.clone(),
            Warnings::default(),
            at()
        ),
        Err(VariantError::BaseRecipeMismatch { .. })
    ));
    let breakfast = MealKey {
        meal_type: "breakfast".parse().unwrap(),
        ..dinner()
    };
    assert_eq!(
        snapshot
            .apply_patch(
                &breakfast,
                &main_component(),
                &stir_fry(),
                scale,
                Warnings::default(),
                at()
            )
            .unwrap_err(),
        VariantError::MealNotPlanned(breakfast)
    );
    assert_eq!(
        snapshot.clear_variant(&breakfast, &main_component()),
        Err(VariantError::MealNotPlanned(breakfast))
    );
    let remove = ops(json!([{"op": "remove_ingredient", "target_index": 0}]));
    assert!(matches!(
        snapshot.apply_patch(
            &dinner(),
            &main_component(),
            &stir_fry(),
            remove,
            Warnings::default(),
            at()
        ),
        Err(VariantError::Change(ChangeError {
            change: 0,
            error: PatchError::RemoveNotAcknowledged { .. }
        }))
    ));
    assert!(snapshot.meal(&dinner()).unwrap().main().variant.is_none());
}

#[test]
fn meal_keys_number_repeated_meal_types() {
    let snack_2: MealSlot = "snack_2".parse().unwrap();
    assert_eq!(snack_2.to_string(), "snack_2");
    assert_eq!(snack_2.occurrence().get(), 2);
    assert_eq!("dinner".parse::<MealSlot>().unwrap().to_string(), "dinner");
    for bad in [
        "snack_1", "snack_0", "snack_02", "snack_x", "Dinner", "brunch", "",
    ] {
        assert!(bad.parse::<MealSlot>().is_err(), "{bad}");
    }
    let duplicate = json!({"snapshot_id": "s", "owner": "a", "planned_meals": [
        {"date": "2025-01-03", "meal_type": "dinner", "recipe_id": "r", "source": "user", "servings": 2},
        {"date": "2025-01-03", "meal_type": "dinner", "recipe_id": "q", "source": "user", "servings": 2}
    ]});
    let error = serde_json::from_value::<PlanSnapshot>(duplicate)
        .unwrap_err()
        .to_string();
    assert!(error.contains("planned twice"), "{error}");
    let zero_servings = json!({"snapshot_id": "s", "owner": "a", "planned_meals": [
        {"date": "2025-01-03", "meal_type": "dinner", "recipe_id": "r", "source": "user", "servings": 0}
    ]});
    assert!(serde_json::from_value::<PlanSnapshot>(zero_servings).is_err());
}

#[test]
fn warnings_lose_precise_times_and_temperatures_and_stop_at_three() {
    for (raw, expected) in [
        (
            "Tofu cooks faster, so reduce the cooking time by about 5 minutes.",
            "Tofu cooks faster, so reduce the cooking time.",
        ),
        ("Bake at 375°F until golden.", "Bake until golden."),
        (
            "Simmer for 10-15 mins until the rice is tender",
            "Simmer until the rice is tender",
        ),
        (
            "Preheat the oven to 200 °C (400 degrees F) first.",
            "Preheat the oven first.",
        ),
        (
            "Let it rest (about 10 minutes) before slicing.",
            "Let it rest before slicing.",
        ),
        (
            "Brown rice needs more water and a 20-minute longer simmer.",
            "Brown rice needs more water and a longer simmer.",
        ),
        (
            "Use 2 cups of broth instead of water.",
            "Use 2 cups of broth instead of water.",
        ),
        ("Roast at 220C for 1 hour", "Roast"),
    ] {
        assert_eq!(strip_times_and_temperatures(raw), expected, "{raw}");
    }
    let (warnings, report) = bound_warnings(
        [
            "Cook for 8 minutes.",
            "Tofu releases water; press it first.",
            "25 min",
            "Check seasoning: soy sauce is salty.",
            "Brown rice takes longer to cook.",
            "A fourth real warning.",
        ]
        .map(String::from),
    );
    assert_eq!(
        warnings.as_slice(),
        [
            "Cook.",
            "Tofu releases water; press it first.",
            "Check seasoning: soy sauce is salty."
        ]
    );
    assert_eq!((report.stripped, report.dropped), (2, 3));
    // Stored warnings are bounded again on load; bounded ones come back unchanged.
    let loaded: Warnings = serde_json::from_value(json!(["a", "b", "c", "d", "at 300°F"])).unwrap();
    assert_eq!(loaded.as_slice().len(), 3);
    let again: Warnings = serde_json::from_value(serde_json::to_value(&warnings).unwrap()).unwrap();
    assert_eq!(again, warnings);
}

#[test]
fn log_tags_are_the_seeds() {
    let tags: Vec<&str> = VariantEvent::ALL.iter().map(|e| e.tag()).collect();
    assert_eq!(
        tags,
        [
            "PATCH_GEN",
            "PATCH_VALIDATE",
            "PATCH_APPLY",
            "WARN_GEN",
            "WARN_STRIP",
            "VARIANT_LOOKUP",
            "VARIANT_CLEAR"
        ]
    );
    assert_eq!(VariantEvent::WarnStrip.to_string(), "WARN_STRIP");
}
