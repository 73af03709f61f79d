//! Recipe input that makes sense, over HTTP on both stores: out-of-range values and oversized
//! lists or texts are refused naming the field, control and bidi-override characters are
//! stripped, and unreadable request targets still get the contract's error body.

mod support;

use axum::http::StatusCode;
use cookbook_domain::recipe_rules::{
    MAX_INGREDIENT_CHARS, MAX_INGREDIENTS, MAX_INSTRUCTIONS, MAX_NAME_CHARS, MAX_RECIPE_BYTES,
    MAX_STEP_CHARS,
};
use serde_json::{Value, json};
use support::reply::Reply;
use support::{Backend, TestApp};

fn soup() -> Value {
    json!({"name": "Tomato Soup", "ingredients": [{"text": "4 ripe tomatoes"}], "instructions": ["Simmer."]})
}

/// `soup()` with `fields` set.
fn soup_with(fields: Value) -> Value {
    let mut recipe = soup();
    if let (Some(recipe), Some(fields)) = (recipe.as_object_mut(), fields.as_object()) {
        recipe.extend(fields.clone());
    }
    recipe
}

/// The fields an `INVALID_PAYLOAD` answer names: `details.fields` for rule problems,
/// `details.field` for values that do not even have the right type.
fn named_fields(error: &Value) -> Vec<String> {
    let listed = error["details"]["fields"].as_array().cloned();
    let single = error["details"]["field"].as_str().map(|f| vec![json!(f)]);
    listed
        .or(single)
        .unwrap_or_default()
        .iter()
        .filter_map(|f| f.as_str().map(str::to_owned))
        .collect()
}

fn assert_contract_error(error: &Value, code: &str) {
    let keys: Vec<&String> = error.as_object().expect("an error object").keys().collect();
    assert_eq!(keys, ["code", "details", "message"], "{error}");
    assert_eq!(error["code"], code, "{error}");
    assert!(!error["message"].as_str().unwrap_or_default().is_empty());
}

/// Creating `soup()` with `fields` is refused as `INVALID_PAYLOAD` naming `field` alone.
async fn refused_naming(app: &TestApp, token: &str, fields: &Value, field: &str) -> Value {
    let (status, error) = app
        .json("POST", "/api/recipes", token, &soup_with(fields.clone()))
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{field}: {error}");
    assert_contract_error(&error, "INVALID_PAYLOAD");
    assert_eq!(named_fields(&error), [field], "{error}");
    error
}

async fn out_of_range_values_are_refused_naming_the_field(backend: Backend) {
    let (app, alice) = TestApp::alice(backend).await;
    let cases = [
        (json!({"servings": 0}), "servings"),
        (json!({"servings": -2}), "servings"),
        (json!({"imageUrl": "javascript:alert(1)"}), "imageUrl"),
        (
            json!({"imageUrl": "data:image/png;base64,AAAA"}),
            "imageUrl",
        ),
        (
            json!({"imageUrl": "ftp://img.example/soup.jpg"}),
            "imageUrl",
        ),
        (json!({"nutrition": {"calories": -5}}), "nutrition.calories"),
        (
            json!({"nutrition": {"protein_g": 3, "fat_g": -0.1}}),
            "nutrition.fat_g",
        ),
        (
            json!({"nutrition": {"micronutrients": {"sodium_mg": -1}}}),
            "nutrition.micronutrients.sodium_mg",
        ),
        (
            json!({"ingredients": [{"text": "2 eggs", "name": "eggs", "quantity": -2}]}),
            "ingredients[0].quantity",
        ),
    ];
    for (fields, field) in &cases {
        refused_naming(&app, &alice, fields, field).await;
    }
    let (status, listed) = app.get("/api/recipes", &alice).await;
    assert_eq!(
        (status, listed["items"].clone()),
        (StatusCode::OK, json!([]))
    );

    // The same rules hold for a replacement; the stored version is untouched.
    let valid = soup_with(json!({
        "servings": 1, "imageUrl": "https://img.example/soup.jpg",
        "nutrition": {"calories": 0, "micronutrients": {"sodium_mg": 0}}
    }));
    let created = app
        .json("POST", "/api/recipes", &alice, &valid)
        .await
        .expect_status(StatusCode::CREATED);
    let id = created["id"].as_str().unwrap();
    let mut zero = created.clone();
    zero["servings"] = json!(0);
    let error = app
        .json("PUT", &format!("/api/recipes/{id}"), &alice, &zero)
        .await
        .expect_status(StatusCode::BAD_REQUEST);
    assert_eq!(named_fields(&error), ["servings"]);
    let (_, stored) = app.get(&format!("/api/recipes/{id}"), &alice).await;
    assert_eq!(
        (stored["version"].clone(), stored["servings"].clone()),
        (json!(1), json!(1))
    );
}

async fn lists_and_texts_are_bounded(backend: Backend) {
    let (app, alice) = TestApp::alice(backend).await;
    let lines = |n: usize| -> Vec<Value> {
        (0..n)
            .map(|i| json!({"text": format!("{} g flour", i + 1)}))
            .collect()
    };
    let mut steps = vec!["Stir.".to_owned(); MAX_INSTRUCTIONS - 1];
    steps.push("s".repeat(MAX_STEP_CHARS));
    let at_limits = soup_with(json!({
        "name": "é".repeat(MAX_NAME_CHARS),
        "ingredients": lines(MAX_INGREDIENTS),
        "instructions": steps,
    }));
    let (status, created) = app.json("POST", "/api/recipes", &alice, &at_limits).await;
    assert_eq!(status, StatusCode::CREATED, "{}", created["message"]);
    assert_eq!(
        created["ingredients"].as_array().unwrap().len(),
        MAX_INGREDIENTS
    );

    let cases = [
        (json!({"name": "n".repeat(MAX_NAME_CHARS + 1)}), "name"),
        (
            json!({"ingredients": lines(MAX_INGREDIENTS + 1)}),
            "ingredients",
        ),
        (
            json!({"instructions": vec!["Stir."; MAX_INSTRUCTIONS + 1]}),
            "instructions",
        ),
        (
            json!({"ingredients": [{"text": "x".repeat(MAX_INGREDIENT_CHARS + 1)}]}),
            "ingredients[0].text",
        ),
        (
            json!({"instructions": ["Stir.", "s".repeat(MAX_STEP_CHARS + 1)]}),
            "instructions[1]",
        ),
        (
            json!({"instructions": vec!["s".repeat(MAX_STEP_CHARS); MAX_RECIPE_BYTES / MAX_STEP_CHARS + 1]}),
            "recipe",
        ),
    ];
    for (fields, field) in &cases {
        let error = refused_naming(&app, &alice, fields, field).await;
        assert!(
            error["message"].as_str().unwrap().contains("at most"),
            "{error}"
        );
    }
}

async fn control_and_bidi_characters_are_stripped(backend: Backend) {
    let (app, alice) = TestApp::alice(backend).await;
    let body = json!({
        "name": "Tomato\u{202E} Soup\u{7}",
        "description": "Warm\u{2067} and red.\r\nServes two.",
        "ingredients": [{"text": "2\u{2066} cups\u{2069} water\u{0}"}],
        "instructions": ["Simmer\u{1B}[2J 10 minutes.\r\nServe hot.\u{9F}"],
        "tags": ["q\u{202D}uick\n"]
    });
    let created = app
        .json("POST", "/api/recipes", &alice, &body)
        .await
        .expect_status(StatusCode::CREATED);
    let id = created["id"].as_str().unwrap();
    let (_, stored) = app.get(&format!("/api/recipes/{id}"), &alice).await;
    assert_eq!(stored["name"], "Tomato Soup");
    assert_eq!(stored["description"], "Warm and red.\nServes two.");
    assert_eq!(stored["ingredients"][0]["text"], "2 cups water");
    assert_eq!(stored["ingredients"][0]["name"], "water");
    assert_eq!(stored["ingredients"][0]["quantity"], 2.0);
    assert_eq!(
        stored["instructions"],
        json!(["Simmer[2J 10 minutes.\nServe hot."])
    );
    assert_eq!(stored["tags"], json!(["quick "]));

    let error = app
        .json(
            "POST",
            "/api/recipes",
            &alice,
            &soup_with(json!({"name": "\u{202E}\u{0}"})),
        )
        .await
        .expect_status(StatusCode::BAD_REQUEST);
    assert_eq!(
        named_fields(&error),
        ["name"],
        "a name of controls only is no name"
    );
}

async fn unreadable_request_targets_get_the_contract_body(backend: Backend) {
    let (app, alice) = TestApp::alice(backend).await;
    for path in [
        "/api/recipes/%FF",
        "/api/tasks/%C3%28",
        "/api/recipes/%FF%FE/x",
    ] {
        let (status, error) = app.get(path, &alice).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{path}");
        assert_contract_error(&error, "INVALID_PAYLOAD");
    }
    let (status, error) = app.get("/api/recipes/%C3%A9t%C3%A9", &alice).await;
    assert_eq!(
        (status, error["code"].as_str()),
        (StatusCode::NOT_FOUND, Some("NOT_FOUND")),
        "a UTF-8 path is read as usual"
    );
    let long = "a".repeat(10 * 1024);
    for path in [
        format!("/api/recipes/{long}"),
        format!("/api/recipes?cursor={long}"),
        format!("/api/nothing/{long}"),
    ] {
        let (status, error) = app.get(&path, &alice).await;
        assert_eq!(status, StatusCode::URI_TOO_LONG, "{}", &path[..20]);
        assert_contract_error(&error, "INVALID_PAYLOAD");
    }
    let (status, _) = app
        .get(&format!("/api/recipes?cursor={}", "a".repeat(4000)), &alice)
        .await;
    assert_eq!(
        status,
        StatusCode::BAD_REQUEST,
        "a long but served URL reaches the route"
    );
}

on_both_backends!(
    out_of_range_values_are_refused_naming_the_field,
    lists_and_texts_are_bounded,
    control_and_bidi_characters_are_stripped,
    unreadable_request_targets_get_the_contract_body,
);
