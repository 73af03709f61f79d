//! Migration in and out over HTTP on both backends (issue 20 §3): each app's export (the files
//! in fixtures/migrate) becomes the caller's recipes through a background migration with a
//! per-recipe report; a second run reports duplicates; a bad file is a 400 that stores
//! nothing; and the export zip imports into a fresh store as the same recipes.

mod support;

use std::path::Path;

use axum::http::StatusCode;
use serde_json::{Value, json};
use support::reply::Reply;
use support::{Backend, TestApp, drain};

fn fixture(name: &str) -> Vec<u8> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../fixtures/migrate")
        .join(name);
    std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Posts `file` as a migration; returns the status and the JSON answer.
async fn post(app: &TestApp, token: &str, query: &str, file: Vec<u8>) -> (StatusCode, Value) {
    let path = format!("/api/migrations{query}");
    let (status, _, body) = app.send_bytes("POST", &path, token, file).await;
    (
        status,
        serde_json::from_slice(&body).expect("a JSON answer"),
    )
}

/// Runs a migration to the end and returns its final state.
async fn migrate(app: &TestApp, token: &str, file: Vec<u8>) -> Value {
    let accepted = post(app, token, "", file)
        .await
        .expect_status(StatusCode::ACCEPTED);
    assert_eq!(accepted["status"], "Pending");
    assert_eq!(accepted["processed"], 0);
    drain(&app.ctx).await;
    let id = accepted["id"].as_str().expect("an id");
    let done = app
        .get(&format!("/api/migrations/{id}"), token)
        .await
        .expect_status(StatusCode::OK);
    assert_eq!(done["status"], "Completed", "{done}");
    assert_eq!(done["processed"], done["total"]);
    assert_eq!(done["progress"], 100);
    done
}

async fn names(app: &TestApp, token: &str) -> Vec<String> {
    let listing = app
        .get("/api/recipes?sort=name&limit=100", token)
        .await
        .expect_status(StatusCode::OK);
    listing["items"]
        .as_array()
        .expect("items")
        .iter()
        .map(|r| r["name"].as_str().expect("a name").to_owned())
        .collect()
}

async fn each_app_export_becomes_the_callers_recipes(backend: Backend) {
    let app = TestApp::on(backend, Default::default(), Vec::new()).await;
    let (alice, bob) = (app.token("alice", false), app.token("bob", false));
    let cases = [
        (
            "mealie.zip",
            "mealie",
            vec!["Lemon Barley Soup", "Oat Crumble Bars"],
            0,
        ),
        ("tandoor.zip", "tandoor", vec!["Chickpea Tray Bake"], 0),
        (
            "recipes.paprikarecipes",
            "paprika",
            vec!["Green Bean Salad"],
            1,
        ),
        ("nextcloud.zip", "nextcloud", vec!["Spiced Lentils"], 0),
    ];
    let mut expected = Vec::new();
    for (file, format, recipes, failed) in cases {
        let done = migrate(&app, &alice, fixture(file)).await;
        assert_eq!(done["format"], format);
        assert_eq!(done["imported"], recipes.len(), "{file}: {done}");
        assert_eq!(done["failed"], failed, "{file}: {done}");
        for item in done["items"].as_array().expect("items") {
            match item["outcome"].as_str() {
                Some("imported") => {
                    let id = item["recipeId"].as_str().expect("the stored id");
                    let recipe = app
                        .get(&format!("/api/recipes/{id}"), &alice)
                        .await
                        .expect_status(StatusCode::OK);
                    assert_eq!(recipe["owner"], "alice");
                    assert_eq!(recipe["name"], item["name"]);
                }
                Some("failed") => assert!(item["reason"].as_str().is_some_and(|r| !r.is_empty())),
                other => panic!("{file}: unexpected outcome {other:?}"),
            }
        }
        expected.extend(recipes);
    }
    expected.sort();
    assert_eq!(names(&app, &alice).await, expected);
    let soup = app
        .get("/api/recipes?q=lemon%20barley", &alice)
        .await
        .expect_status(StatusCode::OK);
    let soup = &soup["items"][0];
    assert_eq!(soup["source"]["url"], "https://soups.example/lemon-barley");
    assert_eq!(soup["ingredients"][2]["group"], "To finish");
    assert_eq!(soup["ingredients"][0]["unit"], "cup");
    assert_eq!(soup["totalTimeMinutes"], 70);
    assert_eq!(soup["nutrition"]["calories"], 210.0);
    // Another user sees neither the recipes nor the migration.
    assert!(names(&app, &bob).await.is_empty());
    let (_, accepted) = post(&app, &alice, "?format=tandoor", fixture("tandoor.zip")).await;
    let path = format!("/api/migrations/{}", accepted["id"].as_str().expect("id"));
    assert_eq!(app.get(&path, &bob).await.0, StatusCode::NOT_FOUND);
}

async fn a_second_run_reports_duplicates_and_stores_nothing_new(backend: Backend) {
    let (app, alice) = TestApp::alice(backend).await;
    migrate(&app, &alice, fixture("mealie.zip")).await;
    let again = migrate(&app, &alice, fixture("mealie.zip")).await;
    assert_eq!(
        (again["imported"].clone(), again["duplicates"].clone()),
        (json!(0), json!(2))
    );
    let first_ids: Vec<&Value> = again["items"]
        .as_array()
        .expect("items")
        .iter()
        .map(|item| &item["recipeId"])
        .collect();
    assert!(
        first_ids.iter().all(|id| id.is_string()),
        "a duplicate names the recipe it matches"
    );
    assert_eq!(names(&app, &alice).await.len(), 2);
}

async fn a_bad_file_is_a_400_and_nothing_is_stored(backend: Backend) {
    let (app, alice) = TestApp::alice(backend).await;
    let cases: [(&str, Vec<u8>, &str); 5] = [
        (
            "",
            b"these are my recipes, honest".to_vec(),
            "INVALID_EXPORT",
        ),
        ("", b"PK\x03\x04 a zip cut short".to_vec(), "INVALID_EXPORT"),
        ("", Vec::new(), "INVALID_PAYLOAD"),
        ("?format=mealie", fixture("tandoor.zip"), "WRONG_FORMAT"),
        (
            "?format=cookbook9000",
            fixture("mealie.zip"),
            "INVALID_PAYLOAD",
        ),
    ];
    for (query, file, code) in cases {
        let (status, error) = post(&app, &alice, query, file).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{query}: {error}");
        assert_eq!(error["code"], code, "{error}");
        assert!(
            error["message"].as_str().is_some_and(|m| m.len() > 20),
            "{error}"
        );
    }
    post(&app, &alice, "", vec![b'x'; 4 * 1024 * 1024 + 1])
        .await
        .expect_status(StatusCode::BAD_REQUEST);
    assert_eq!(drain(&app.ctx).await, 0, "no migration was queued");
    assert!(names(&app, &alice).await.is_empty());
}

async fn saved_web_pages_become_import_tasks_waiting_in_review(backend: Backend) {
    let app = TestApp::on(backend, Default::default(), Vec::new()).await;
    let (alice, bob) = (app.token("alice", false), app.token("bob", false));
    let done = migrate(&app, &alice, fixture("web.zip")).await;
    assert_eq!(done["format"], "web");
    let counts = ["total", "queued", "failed", "imported"].map(|key| done[key].clone());
    assert_eq!(counts, [json!(4), json!(3), json!(1), json!(0)], "{done}");
    // Each page's address: the JSON-LD file's `url`, the canonical link, the Recipe node's
    // `url` inside `@graph`; the page that names none fails alone, saying what to do.
    let expected = [
        ("saved/buttered-toast.html", None),
        (
            "saved/ginger-tea.html",
            Some("https://tea.example/ginger-tea"),
        ),
        (
            "saved/herb-omelette.html",
            Some("https://eggs.example/herb-omelette"),
        ),
        (
            "saved/plum-clafoutis.json",
            Some("https://bakes.example/plum-clafoutis"),
        ),
    ];
    let mut task_ids = Vec::new();
    for (entry, url) in expected {
        let item = done["items"]
            .as_array()
            .expect("items")
            .iter()
            .find(|item| item["entry"] == entry)
            .unwrap_or_else(|| panic!("{entry} is in the report: {done}"));
        let Some(url) = url else {
            assert_eq!(item["outcome"], "failed", "{item}");
            assert_eq!(item["name"], "Buttered Toast");
            let reason = item["reason"].as_str().expect("a reason");
            assert!(
                reason.contains("no address") && reason.contains("POST /api/tasks"),
                "{reason}"
            );
            continue;
        };
        assert_eq!(item["outcome"], "queued", "{item}");
        assert!(
            item.get("recipeId").is_none(),
            "nothing is stored directly: {item}"
        );
        let task_id = item["taskId"].as_str().expect("the task the page became");
        let task = app
            .get(&format!("/api/tasks/{task_id}"), &alice)
            .await
            .expect_status(StatusCode::OK);
        assert_eq!(task["status"], "ReviewReady", "{entry}: {}", task["error"]);
        assert_eq!(task["owner"], "alice");
        assert_eq!(task["payload"]["mode"], "Html");
        assert_eq!(task["payload"]["url"], url);
        assert_eq!(
            task["threadId"], done["id"],
            "the migration's pages share a thread"
        );
        app.get(&format!("/api/tasks/{task_id}"), &bob)
            .await
            .expect_status(StatusCode::NOT_FOUND);
        task_ids.push(json!(task_id));
    }
    // The drafts wait in the caller's review queue; none is a recipe until committed.
    let (_, queue) = app
        .get("/api/tasks?status=ReviewReady&mode=Html", &alice)
        .await;
    let mut listed = support::pluck(&queue, "taskId");
    listed.sort_by_key(Value::to_string);
    task_ids.sort_by_key(Value::to_string);
    assert_eq!(listed, task_ids);
    assert!(names(&app, &alice).await.is_empty());
}

async fn an_archive_of_too_many_pages_is_refused_whole(backend: Backend) {
    use cookbook_app::auth::Caller;
    use cookbook_app::ingest::migrations::{MAX_PAGES, stage};
    use cookbook_ingest::migrate::{Archive, Entry};

    let app = TestApp::on(backend, Default::default(), Vec::new()).await;
    let page = |n: usize| Entry {
        path: format!("pages/{n}.html"),
        bytes: format!(
            "<html><head><link rel=\"canonical\" href=\"https://x.example/{n}\"></head></html>"
        )
        .into_bytes(),
    };
    let caller = Caller {
        user: "alice".to_owned(),
        admin: false,
    };
    let too_many = Archive {
        entries: (0..=MAX_PAGES).map(page).collect(),
    };
    let refusal = stage(&app.ctx, &caller, &too_many, None)
        .await
        .expect_err("over the limit");
    assert_eq!(refusal.status, StatusCode::BAD_REQUEST);
    assert_eq!(refusal.code, "INVALID_PAYLOAD");
    assert!(
        refusal.message.contains("split the archive"),
        "{}",
        refusal.message
    );
    let at_limit = Archive {
        entries: (0..MAX_PAGES).map(page).collect(),
    };
    let staged = stage(&app.ctx, &caller, &at_limit, None)
        .await
        .expect("at the limit");
    assert_eq!(staged.body["total"], MAX_PAGES);
}

/// The fields a recipe keeps through export and import (the server's own fields and the
/// time of import aside).
fn kept(recipe: &Value) -> Value {
    let mut kept = recipe.clone();
    let map = kept.as_object_mut().expect("a recipe");
    for server_owned in ["id", "owner", "version", "createdAt", "updatedAt"] {
        map.remove(server_owned);
    }
    let source = &recipe["source"];
    map.insert(
        "source".to_owned(),
        json!({"url": source["url"], "siteName": source["siteName"], "author": source["author"]}),
    );
    kept
}

async fn the_export_imports_into_a_fresh_store_as_the_same_recipes(backend: Backend) {
    let (app, alice) = TestApp::alice(backend).await;
    let recipes = [
        json!({
            "name": "Broccoli Soup", "description": "Green and smooth.",
            "ingredients": [
                {"text": "2 large heads of broccoli, cut into florets"},
                {"text": "1 litre vegetable stock"},
                {"text": "100 ml cream", "group": "To finish"},
                {"text": "salt to taste", "group": "To finish"},
            ],
            "instructions": ["Simmer the broccoli in the stock.", "Blend until smooth.", "Stir in the cream."],
            "instructionGroups": [{"name": "Finish", "start": 2, "end": 3}],
            "yield": "4 bowls", "servings": 4,
            "prepTimeMinutes": 10, "cookTimeMinutes": 20, "totalTimeMinutes": 30,
            "cuisine": ["British"], "category": ["Soup"], "dietType": ["Vegetarian"],
            "mealTypes": ["lunch", "dinner"], "tags": ["green", "blender"],
            "imageUrl": "https://img.example/broccoli.jpg",
            "nutrition": {"calories": 143.0, "protein_g": 4.0, "fat_g": 12.0, "carbs_g": 9.0, "fiber_g": 3.0,
                          "micronutrients": {"sodium_mg": 629.0, "vitamin_c_mg": 28.1}},
            "source": {"url": "https://soup.example/broccoli", "siteName": "Soup Co", "author": "Ann Cook",
                       "retrievedAt": "2024-01-01T00:00:00Z", "extractionMethod": "JsonLd"},
        }),
        json!({"name": "Toast", "ingredients": [{"text": "2 slices bread"}], "instructions": ["Toast the bread."]}),
    ];
    let mut originals = Vec::new();
    for recipe in &recipes {
        let stored = app
            .json("POST", "/api/recipes", &alice, recipe)
            .await
            .expect_status(StatusCode::CREATED);
        originals.push(kept(&stored));
    }
    let (status, headers, zip) = app
        .send_bytes("GET", "/api/recipes/export", &alice, Vec::new())
        .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(headers["content-type"], "application/zip");
    let fresh = TestApp::on(backend, Default::default(), Vec::new()).await;
    let carol = fresh.token("carol", false);
    let done = migrate(&fresh, &carol, zip.to_vec()).await;
    assert_eq!(done["format"], "nextcloud");
    assert_eq!(done["imported"], 2, "{done}");
    let (_, listing) = fresh.get("/api/recipes?sort=name", &carol).await;
    let mut imported: Vec<Value> = listing["items"]
        .as_array()
        .expect("items")
        .iter()
        .map(kept)
        .collect();
    originals.sort_by_key(|r| r["name"].to_string());
    imported.sort_by_key(|r| r["name"].to_string());
    assert_eq!(imported, originals);
}

on_both_backends!(
    each_app_export_becomes_the_callers_recipes,
    a_second_run_reports_duplicates_and_stores_nothing_new,
    a_bad_file_is_a_400_and_nothing_is_stored,
    saved_web_pages_become_import_tasks_waiting_in_review,
    an_archive_of_too_many_pages_is_refused_whole,
    the_export_imports_into_a_fresh_store_as_the_same_recipes,
);
