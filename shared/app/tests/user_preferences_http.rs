//! Standing dietary settings on both backends: `GET|PUT /api/me/preferences` round-trips and
//! stays private, and every quick plan, nutrition plan and chat plan applies the diet,
//! allergies and dislikes, with a request's own exclusions and diet on top. Every planned
//! recipe is checked through the ingredient knowledge base, never by its name.

mod support;

use axum::http::StatusCode;
use cookbook_app::AppConfig;
use cookbook_domain::knowledge::{Diet, Exclusion, classify_name};
use serde_json::{Value, json};
use support::reply::Reply;
use support::{Backend, TestApp};

const PREFERENCES: &str = "/api/me/preferences";

async fn put_preferences(app: &TestApp, token: &str, settings: Value) -> Value {
    app.json("PUT", PREFERENCES, token, &settings)
        .await
        .expect_status(StatusCode::OK)
}

/// A dinner recipe of the token holder's own, from ingredient lines; returns its id.
async fn dinner(app: &TestApp, token: &str, name: &str, lines: &[&str]) -> String {
    let ingredients: Vec<Value> = lines.iter().map(|line| json!({ "text": line })).collect();
    let body = json!({"name": name, "servings": 2, "ingredients": ingredients,
        "instructions": ["Cook it."], "mealTypes": ["dinner"]});
    let recipe = app
        .json("POST", "/api/recipes", token, &body)
        .await
        .expect_status(StatusCode::CREATED);
    recipe["id"].as_str().expect("recipe id").to_owned()
}

/// Meat and shellfish dinners of the user's own, which rank before core recipes of equal score.
async fn meaty_dinners(app: &TestApp, token: &str) {
    dinner(
        app,
        token,
        "Garlic Shrimp",
        &["300 g shrimp", "2 cloves garlic"],
    )
    .await;
    dinner(
        app,
        token,
        "Crab Cakes",
        &["250 g crab meat", "1 egg", "50 g breadcrumbs"],
    )
    .await;
    dinner(
        app,
        token,
        "Pork Chops",
        &["2 pork chops", "1 tbsp olive oil"],
    )
    .await;
    dinner(app, token, "Roast Chicken", &["1 whole chicken", "1 lemon"]).await;
}

/// Dinners from 2026-11-23 for `days` days, with `preferences` and anything else in `extra`.
fn dinners(days: usize, preferences: Value, extra: Value) -> Value {
    let days: Vec<Value> = (0..days)
        .map(|day| json!({"date": format!("2026-11-{}", 23 + day), "meals": {"dinner": {"servings": 2}}}))
        .collect();
    let mut request = json!({"mode": "quick", "days": days, "preferences": preferences});
    if let (Some(request), Some(extra)) = (request.as_object_mut(), extra.as_object()) {
        request.extend(extra.clone());
    }
    request
}

/// The recipe ids a finished quick job selected (empty slots left out).
fn selected_ids(job: &Value) -> Vec<String> {
    job["result"]["days"]
        .as_array()
        .expect("result days")
        .iter()
        .flat_map(|day| day["meals"].as_object().expect("meals").values())
        .filter_map(|meal| meal["selection"]["recipe_id"].as_str())
        .map(str::to_owned)
        .collect()
}

/// The ingredient names of each recipe, as its reader gets them.
async fn ingredient_names(app: &TestApp, token: &str, ids: &[String]) -> Vec<Vec<String>> {
    let mut all = Vec::new();
    for id in ids {
        let recipe = app
            .get(&format!("/api/recipes/{id}"), token)
            .await
            .expect_status(StatusCode::OK);
        let names = recipe["ingredients"]
            .as_array()
            .expect("ingredients")
            .iter()
            .filter_map(|line| line["name"].as_str().or(line["text"].as_str()))
            .map(str::to_owned)
            .collect();
        all.push(names);
    }
    all
}

/// The names among `recipes`' ingredients that fail `diet`.
fn off_diet(recipes: &[Vec<String>], diet: Diet) -> Vec<String> {
    recipes
        .iter()
        .flatten()
        .filter(|name| !classify_name(name).fits(diet))
        .cloned()
        .collect()
}

/// The names among `recipes`' ingredients that an allergy to `allergen` leaves out.
fn allergic_to(recipes: &[Vec<String>], allergen: &str) -> Vec<String> {
    let allergy = Exclusion::allergy(allergen);
    recipes
        .iter()
        .flatten()
        .filter(|name| allergy.excludes(name, &classify_name(name)))
        .cloned()
        .collect()
}

async fn settings_round_trip_and_stay_private(backend: Backend) {
    let app = TestApp::on(backend, AppConfig::default(), Vec::new()).await;
    let (alice, bob) = (app.token("alice", false), app.token("bob", false));
    let defaults = json!({"diet": null, "allergies": [], "dislikes": []});
    assert_eq!(
        app.get(PREFERENCES, &alice).await,
        (StatusCode::OK, defaults.clone())
    );

    let kept = put_preferences(
        &app,
        &alice,
        json!({"diet": "Veggie", "allergies": ["shellfish", " Shellfish ", "peanuts"],
               "dislikes": ["olives"]}),
    )
    .await;
    let expected = json!({"diet": "vegetarian", "allergies": ["shellfish", "peanuts"],
                          "dislikes": ["olives"]});
    assert_eq!(kept, expected);
    assert_eq!(
        app.get(PREFERENCES, &alice).await,
        (StatusCode::OK, expected)
    );
    assert_eq!(
        app.get(PREFERENCES, &bob).await,
        (StatusCode::OK, defaults.clone())
    );

    // A PUT replaces every field; an absent one goes back to its default.
    let kept = put_preferences(&app, &alice, json!({"dislikes": ["cilantro"]})).await;
    assert_eq!(
        kept,
        json!({"diet": null, "allergies": [], "dislikes": ["cilantro"]})
    );
    assert_eq!(app.get(PREFERENCES, &alice).await.1, kept);
    assert_eq!(app.get(PREFERENCES, &bob).await.1, defaults);
}

async fn bad_settings_are_refused(backend: Backend) {
    let (app, alice) = TestApp::alice(backend).await;
    let too_many: Vec<String> = (0..51).map(|i| format!("food {i}")).collect();
    for (body, field) in [
        (json!({"diet": "keto"}), "diet"),
        (json!({"allergies": too_many}), "allergies"),
        (json!({"dislikes": ["x".repeat(81)]}), "dislikes"),
        (json!({"dislikes": ["  "]}), "dislikes"),
    ] {
        let (status, error) = app.json("PUT", PREFERENCES, &alice, &body).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{body}: {error}");
        assert_eq!(error["code"], "INVALID_PAYLOAD");
        assert_eq!(error["details"]["field"], field, "{error}");
    }
    let (_, unknown) = app
        .json("PUT", PREFERENCES, &alice, &json!({"diet": "keto"}))
        .await;
    let message = unknown["message"].as_str().unwrap();
    for diet in Diet::ALL {
        assert!(message.contains(diet.as_str()), "{message}");
    }
    app.json("PUT", PREFERENCES, &alice, &json!({"likes": []}))
        .await
        .expect_status(StatusCode::BAD_REQUEST);
    app.send("GET", PREFERENCES, None, None)
        .await
        .expect_status(StatusCode::UNAUTHORIZED);
    assert_eq!(app.get(PREFERENCES, &alice).await.1["diet"], Value::Null);
}

async fn a_week_follows_the_standing_diet_and_allergy(backend: Backend) {
    let app = TestApp::seeded(backend).await;
    let (alice, bob) = (app.token("alice", false), app.token("bob", false));
    meaty_dinners(&app, &alice).await;
    meaty_dinners(&app, &bob).await;
    put_preferences(
        &app,
        &alice,
        json!({"diet": "vegetarian", "allergies": ["shellfish"]}),
    )
    .await;

    let job = app.plan(&alice, &dinners(7, json!({}), json!({}))).await;
    assert_eq!(job["result"]["slot_failures_count"], 0, "{job}");
    let ids = selected_ids(&job);
    assert_eq!(ids.len(), 7, "{job}");
    let recipes = ingredient_names(&app, &alice, &ids).await;
    assert_eq!(off_diet(&recipes, Diet::Vegetarian), Vec::<String>::new());
    assert_eq!(allergic_to(&recipes, "shellfish"), Vec::<String>::new());

    // Without settings the same request plans meat: the settings made the difference.
    let theirs = app.plan(&bob, &dinners(7, json!({}), json!({}))).await;
    let recipes = ingredient_names(&app, &bob, &selected_ids(&theirs)).await;
    assert!(!off_diet(&recipes, Diet::Vegetarian).is_empty(), "{theirs}");
}

async fn a_request_adds_exclusions_and_changes_the_diet_once(backend: Backend) {
    let app = TestApp::seeded(backend).await;
    let alice = app.token("alice", false);
    dinner(
        &app,
        &alice,
        "Parmesan Risotto",
        &["200 g arborio rice", "50 g parmesan"],
    )
    .await;
    dinner(
        &app,
        &alice,
        "Cheese Omelette",
        &["3 eggs", "40 g cheddar cheese"],
    )
    .await;
    dinner(
        &app,
        &alice,
        "Tofu Stir-Fry",
        &["300 g tofu", "1 tbsp sesame oil"],
    )
    .await;
    put_preferences(&app, &alice, json!({"diet": "vegetarian"})).await;

    let job = app
        .plan(
            &alice,
            &dinners(7, json!({"excluded_ingredients": ["cheese"]}), json!({})),
        )
        .await;
    let recipes = ingredient_names(&app, &alice, &selected_ids(&job)).await;
    assert_eq!(recipes.len(), 7, "{job}");
    let cheese: Vec<&String> = recipes
        .iter()
        .flatten()
        .filter(|name| classify_name(name).is_a("cheese"))
        .collect();
    assert!(cheese.is_empty(), "{cheese:?}");
    assert_eq!(off_diet(&recipes, Diet::Vegetarian), Vec::<String>::new());

    // A vegan plan this once: no egg, no dairy; the standing diet itself is unchanged.
    let vegan = app
        .plan(&alice, &dinners(7, json!({"diet": "vegan"}), json!({})))
        .await;
    let recipes = ingredient_names(&app, &alice, &selected_ids(&vegan)).await;
    assert_eq!(recipes.len(), 7, "{vegan}");
    assert_eq!(off_diet(&recipes, Diet::Vegan), Vec::<String>::new());
    assert_eq!(app.get(PREFERENCES, &alice).await.1["diet"], "vegetarian");

    // The next plan without a diet is vegetarian again, not vegan: it has dairy or eggs.
    let again = app.plan(&alice, &dinners(7, json!({}), json!({}))).await;
    let recipes = ingredient_names(&app, &alice, &selected_ids(&again)).await;
    assert_eq!(off_diet(&recipes, Diet::Vegetarian), Vec::<String>::new());
    assert!(!off_diet(&recipes, Diet::Vegan).is_empty(), "{again}");

    // "none" plans without the standing diet this once.
    dinner(
        &app,
        &alice,
        "Beef Stew",
        &["500 g beef chuck", "2 carrots"],
    )
    .await;
    let any = app
        .plan(
            &alice,
            &dinners(1, json!({"diet": "none"}), json!({"search_query": "beef"})),
        )
        .await;
    assert_eq!(any["result"]["slot_failures_count"], 0, "{any}");
}

async fn a_slot_nothing_fits_is_empty_and_counted(backend: Backend) {
    let app = TestApp::seeded(backend).await;
    let alice = app.token("alice", false);
    dinner(
        &app,
        &alice,
        "Garlic Shrimp",
        &["300 g shrimp", "2 cloves garlic"],
    )
    .await;
    put_preferences(&app, &alice, json!({"allergies": ["shellfish"]})).await;

    let job = app
        .plan(
            &alice,
            &dinners(3, json!({}), json!({"search_query": "shrimp"})),
        )
        .await;
    assert_eq!(job["status"], "COMPLETE", "{job}");
    assert_eq!(job["result"]["slot_failures_count"], 3, "{job}");
    assert!(selected_ids(&job).is_empty(), "{job}");
}

/// Two days of breakfast and dinner over identical 500 kcal recipes, meat ones listed first.
fn nutrition_instance(ingredients: &[&str]) -> Value {
    let recipes: Vec<Value> = ingredients
        .iter()
        .map(|ingredient| {
            json!({"id": ingredient, "name": ingredient,
                "ingredients": [{"name": ingredient, "is_to_taste": false}],
                "cooking_time_minutes": 10,
                "nutrition": {"calories": 500, "protein_g": 25, "fat_g": 15, "carbs_g": 60,
                              "fiber_g": 5, "micronutrients": {}}})
        })
        .collect();
    let day = json!([{"time": "08:00", "busyness_level": 4, "meal_type": "breakfast"},
                     {"time": "19:00", "busyness_level": 4, "meal_type": "dinner"}]);
    json!({"mode": "nutrition", "instance": {
        "profile": {"daily_calories": 1000, "daily_protein_g": 50, "daily_fat_g": [20, 40],
            "daily_carbs_g": 120, "max_daily_calories": null, "schedule": [day, day],
            "excluded_ingredients": [], "liked_foods": [], "demographic": "adult_male",
            "upper_limits_overrides": {}, "pinned_assignments": [], "micronutrient_targets": {},
            "activity_schedule": []},
        "days": 2,
        "recipes": recipes,
    }})
}

/// The ingredient (also the recipe id) of every meal of a nutrition job's plan.
fn nutrition_meals(job: &Value) -> Vec<Vec<String>> {
    job["result"]["plan"]["days"]
        .as_array()
        .expect("plan days")
        .iter()
        .flat_map(|day| day["meals"].as_array().expect("meals"))
        .map(|meal| vec![meal["recipe_id"].as_str().expect("recipe id").to_owned()])
        .collect()
}

async fn nutrition_plans_plan_from_the_recipes_that_fit(backend: Backend) {
    let app = TestApp::on(backend, AppConfig::default(), Vec::new()).await;
    let (alice, bob) = (app.token("alice", false), app.token("bob", false));
    let pool = [
        "chicken breast",
        "beef mince",
        "pork sausage",
        "salmon fillet",
        "shrimp",
        "red lentils",
        "rolled oats",
        "firm tofu",
        "chickpeas",
        "black beans",
        "button mushrooms",
    ];
    put_preferences(&app, &alice, json!({"diet": "vegetarian"})).await;
    let job = app.plan(&alice, &nutrition_instance(&pool)).await;
    assert_eq!(job["status"], "COMPLETE", "{job}");
    let meals = nutrition_meals(&job);
    assert_eq!(meals.len(), 4, "{job}");
    assert_eq!(off_diet(&meals, Diet::Vegetarian), Vec::<String>::new());

    let theirs = app.plan(&bob, &nutrition_instance(&pool)).await;
    assert_eq!(theirs["status"], "COMPLETE", "{theirs}");
    assert!(
        !off_diet(&nutrition_meals(&theirs), Diet::Vegetarian).is_empty(),
        "{theirs}"
    );

    // A request's preferences add to the standing ones.
    let mut request = nutrition_instance(&pool);
    request["preferences"] = json!({"excluded_ingredients": ["oats", "tofu"]});
    let job = app.plan(&alice, &request).await;
    assert_eq!(job["status"], "COMPLETE", "{job}");
    let chosen: Vec<String> = nutrition_meals(&job).into_iter().flatten().collect();
    assert!(!chosen.is_empty(), "{job}");
    assert!(
        chosen
            .iter()
            .all(|id| !id.contains("oats") && !id.contains("tofu")),
        "{chosen:?}"
    );
}

async fn a_nutrition_plan_nothing_fits_fails_saying_why(backend: Backend) {
    let (app, alice) = TestApp::alice(backend).await;
    put_preferences(&app, &alice, json!({"diet": "vegan"})).await;
    let job = app
        .plan(
            &alice,
            &nutrition_instance(&["chicken breast", "eggs", "cheddar"]),
        )
        .await;
    assert_eq!(job["status"], "FAILED", "{job}");
    assert_eq!(job["error_code"], "PLAN_NOT_FOUND");
    assert_eq!(job["result"]["excluded_recipes_count"], 3, "{job}");
    let message = job["error_message"].as_str().unwrap();
    assert!(
        message.contains("diet") && message.contains("3 left out"),
        "{message}"
    );
}

async fn chat_plans_leave_out_standing_allergies(backend: Backend) {
    let app = TestApp::seeded(backend).await;
    let (alice, bob) = (app.token("alice", false), app.token("bob", false));
    meaty_dinners(&app, &alice).await;
    meaty_dinners(&app, &bob).await;
    put_preferences(&app, &alice, json!({"allergies": ["shellfish"]})).await;

    let chat_plan = |token: String| {
        let app = &app;
        async move {
            let body =
                json!({"message": "make me a meal plan of dinners for 7 days", "history": []});
            let reply = app
                .json("POST", "/api/chat", &token, &body)
                .await
                .expect_status(StatusCode::OK);
            assert_eq!(reply["toolCalls"][0]["name"], "plan_meals", "{reply}");
            let plan_id = reply["state"]["currentPlanId"]
                .as_str()
                .expect("a plan")
                .to_owned();
            let plan = app
                .get(&format!("/api/plans/{plan_id}"), &token)
                .await
                .expect_status(StatusCode::OK);
            let ids: Vec<String> = plan["planned_meals"]
                .as_array()
                .expect("planned meals")
                .iter()
                .map(|meal| meal["recipe_id"].as_str().expect("recipe id").to_owned())
                .collect();
            assert_eq!(ids.len(), 7, "{plan}");
            ingredient_names(app, &token, &ids).await
        }
    };
    assert_eq!(
        allergic_to(&chat_plan(alice).await, "shellfish"),
        Vec::<String>::new()
    );
    assert!(!allergic_to(&chat_plan(bob).await, "shellfish").is_empty());
}

on_both_backends!(
    settings_round_trip_and_stay_private,
    bad_settings_are_refused,
    a_week_follows_the_standing_diet_and_allergy,
    a_request_adds_exclusions_and_changes_the_diet_once,
    a_slot_nothing_fits_is_empty_and_counted,
    nutrition_plans_plan_from_the_recipes_that_fit,
    a_nutrition_plan_nothing_fits_fails_saying_why,
    chat_plans_leave_out_standing_allergies,
);
