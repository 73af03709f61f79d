//! Recipe CRUD over HTTP: auth, owner scoping, versioned updates, paging and the error contract.

mod support;

use axum::http::StatusCode;
use serde_json::{Value, json};
use support::TestApp;
use support::reply::Reply;

fn soup() -> Value {
    json!({"name": "Tomato Soup", "ingredients": [{"text": "4 ripe tomatoes"}], "instructions": ["Simmer."]})
}

#[tokio::test]
async fn health_is_public_and_everything_else_needs_a_token() {
    let app = TestApp::new();
    let (status, body) = app.send("GET", "/health", None, None).await;
    assert_eq!((status, body), (StatusCode::OK, json!({"status": "ok"})));
    for (method, path) in [
        ("GET", "/api/recipes"),
        ("POST", "/api/recipes"),
        ("GET", "/api/recipes/x"),
        ("POST", "/api/tasks"),
    ] {
        let (status, body) = app.send(method, path, None, Some(soup().to_string())).await;
        assert_eq!(status, StatusCode::UNAUTHORIZED, "{method} {path}");
        assert_eq!(body["code"], "UNAUTHENTICATED");
        let (status, _) = app.send(method, path, Some("not.a.token"), None).await;
        assert_eq!(
            status,
            StatusCode::UNAUTHORIZED,
            "{method} {path} with a bad token"
        );
    }
    let forged = cookbook_app::auth::LocalAuth::new(b"other-secret")
        .issue(
            "alice",
            true,
            jiff::Timestamp::now(),
            jiff::SignedDuration::from_hours(1),
        )
        .unwrap();
    let body = app
        .get("/api/recipes", &forged)
        .await
        .expect_status(StatusCode::UNAUTHORIZED);
    // A token from another data folder is the usual local mistake: the 401 names the fix.
    let message = body["message"].as_str().unwrap_or_default();
    assert!(message.contains("another data folder"), "{body}");
    assert!(message.contains("--data"), "{body}");
}

#[tokio::test]
async fn create_fills_server_fields_and_ignores_client_ones() {
    let app = TestApp::new();
    let alice = app.token("alice", false);
    let mut body = soup();
    body["id"] = json!("chosen-by-client");
    body["owner"] = json!("bob");
    body["version"] = json!(7);
    let recipe = app
        .json("POST", "/api/recipes", &alice, &body)
        .await
        .expect_status(StatusCode::CREATED);
    assert_eq!(recipe["owner"], "alice");
    assert_eq!(recipe["version"], 1);
    assert_ne!(recipe["id"], "chosen-by-client");
    assert_eq!(recipe["createdAt"], recipe["updatedAt"]);
    // An ingredient given as text alone is parsed by the server: a count without a unit.
    let ingredient = &recipe["ingredients"][0];
    assert_eq!(ingredient["text"], "4 ripe tomatoes");
    assert_eq!(ingredient["name"], "ripe tomatoes");
    assert_eq!(ingredient["quantity"], 4.0);
    assert_eq!(ingredient["unit"], Value::Null);
    assert!(ingredient["confidence"].as_f64().unwrap() > 0.5);
    let (status, read) = app
        .get(
            &format!("/api/recipes/{}", recipe["id"].as_str().unwrap()),
            &alice,
        )
        .await;
    assert_eq!((status, read), (StatusCode::OK, recipe));
}

#[tokio::test]
async fn other_users_recipes_do_not_exist_for_them() {
    let app = TestApp::new();
    let (alice, bob) = (app.token("alice", false), app.token("bob", true));
    let (_, recipe) = app.json("POST", "/api/recipes", &alice, &soup()).await;
    let path = format!("/api/recipes/{}", recipe["id"].as_str().unwrap());
    for (method, body) in [
        ("GET", None),
        ("PUT", Some(recipe.to_string())),
        ("DELETE", None),
    ] {
        let (status, error) = app.send(method, &path, Some(&bob), body).await;
        assert_eq!(
            (status, error["code"].as_str()),
            (StatusCode::NOT_FOUND, Some("NOT_FOUND")),
            "{method}"
        );
    }
    let (_, bobs_list) = app.get("/api/recipes", &bob).await;
    assert_eq!(bobs_list, json!({"items": [], "next": null}));
    assert_eq!(app.get(&path, &alice).await.0, StatusCode::OK);
}

#[tokio::test]
async fn updates_need_the_current_version() {
    let app = TestApp::new();
    let alice = app.token("alice", false);
    let (_, recipe) = app.json("POST", "/api/recipes", &alice, &soup()).await;
    let path = format!("/api/recipes/{}", recipe["id"].as_str().unwrap());
    // A GET body sent back unchanged is a valid PUT.
    let v2 = app
        .json("PUT", &path, &alice, &recipe)
        .await
        .expect_status(StatusCode::OK);
    assert_eq!(v2["version"], 2);
    assert_eq!(v2["createdAt"], recipe["createdAt"]);
    let error = app
        .json("PUT", &path, &alice, &recipe)
        .await
        .expect_error(StatusCode::CONFLICT, "VERSION_CONFLICT");
    assert_eq!(error["details"]["currentVersion"], 2);
    let mut unversioned = v2.clone();
    unversioned.as_object_mut().unwrap().remove("version");
    app.json("PUT", &path, &alice, &unversioned)
        .await
        .expect_error(StatusCode::BAD_REQUEST, "INVALID_PAYLOAD");
    let (_, stored) = app.get(&path, &alice).await;
    assert_eq!(stored, v2);
}

#[tokio::test]
async fn bad_input_is_refused_with_contract_codes_and_nothing_is_written() {
    let app = TestApp::new();
    let alice = app.token("alice", false);
    let huge = json!({"name": "x".repeat(1024 * 1024 + 10)}).to_string();
    let cases: [(String, &str); 7] = [
        ("{\"name\": ".to_owned(), "INVALID_JSON"),
        ("".to_owned(), "INVALID_JSON"),
        (
            json!({"name": "x", "colour": "red"}).to_string(),
            "INVALID_PAYLOAD",
        ),
        (json!({"name": 42}).to_string(), "INVALID_PAYLOAD"),
        (json!({"ingredients": []}).to_string(), "INVALID_PAYLOAD"),
        (
            json!({"name": "x", "ingredients": [{"text": "salt", "quantity": -2}]}).to_string(),
            "INVALID_PAYLOAD",
        ),
        (huge, "PAYLOAD_TOO_LARGE"),
    ];
    for (body, code) in cases {
        let (status, error) = app
            .send("POST", "/api/recipes", Some(&alice), Some(body.clone()))
            .await;
        assert_eq!(
            (status, error["code"].as_str()),
            (StatusCode::BAD_REQUEST, Some(code)),
            "{}",
            &body[..body.len().min(60)]
        );
        assert!(error["message"].as_str().is_some_and(|m| !m.is_empty()));
    }
    let (_, list) = app.get("/api/recipes", &alice).await;
    assert_eq!(list["items"], json!([]));
    app.get("/api/recipes?limit=many", &alice)
        .await
        .expect_error(StatusCode::BAD_REQUEST, "INVALID_PAYLOAD");
}

#[tokio::test]
async fn core_recipes_are_readable_by_all_and_writable_by_admins() {
    let app = TestApp::new();
    let (admin, alice) = (app.token("root", true), app.token("alice", false));
    let mut body = soup();
    body["owner"] = json!("core");
    let core = app
        .json("POST", "/api/recipes", &admin, &body)
        .await
        .expect_status(StatusCode::CREATED);
    assert_eq!(core["owner"], "core");
    assert!(core["id"].as_str().unwrap().starts_with("core_"));
    let path = format!("/api/recipes/{}", core["id"].as_str().unwrap());
    assert_eq!(app.get(&path, &alice).await.0, StatusCode::OK);
    for (method, body) in [("PUT", Some(core.to_string())), ("DELETE", None)] {
        let (status, error) = app.send(method, &path, Some(&alice), body).await;
        assert_eq!(
            (status, error["code"].as_str()),
            (StatusCode::FORBIDDEN, Some("FORBIDDEN")),
            "{method}"
        );
    }
    // A non-admin asking for owner "core" just gets their own recipe.
    let (_, own) = app.json("POST", "/api/recipes", &alice, &body).await;
    assert_eq!(own["owner"], "alice");
    assert_eq!(
        app.json("PUT", &path, &admin, &core).await.0,
        StatusCode::OK
    );
    assert_eq!(
        app.send("DELETE", &path, Some(&admin), None).await.0,
        StatusCode::NO_CONTENT
    );
    assert_eq!(app.get(&path, &alice).await.0, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn listing_pages_through_own_then_core_recipes() {
    let app = TestApp::new();
    let (admin, alice) = (app.token("root", true), app.token("alice", false));
    let mut created = Vec::new();
    for i in 0..5 {
        let (_, recipe) = app
            .json(
                "POST",
                "/api/recipes",
                &alice,
                &json!({"name": format!("Dish {i}")}),
            )
            .await;
        created.push(recipe["id"].clone());
    }
    app.json(
        "POST",
        "/api/recipes",
        &admin,
        &json!({"name": "Catalog dish", "owner": "core"}),
    )
    .await;

    let mut seen = Vec::new();
    let mut sizes = Vec::new();
    let mut cursor: Option<String> = None;
    loop {
        let path = match &cursor {
            Some(c) => format!("/api/recipes?limit=2&scope=all&cursor={c}"),
            None => "/api/recipes?limit=2&scope=all".to_owned(),
        };
        let page = app.get(&path, &alice).await.expect_status(StatusCode::OK);
        let items = page["items"].as_array().unwrap();
        sizes.push(items.len());
        seen.extend(
            items
                .iter()
                .map(|r| (r["owner"].as_str().unwrap().to_owned(), r["id"].clone())),
        );
        match page["next"].as_str() {
            Some(next) => cursor = Some(next.to_owned()),
            None => break,
        }
        assert!(sizes.len() < 10, "paging does not end");
    }
    let own: Vec<Value> = seen
        .iter()
        .filter(|(o, _)| o == "alice")
        .map(|(_, id)| id.clone())
        .collect();
    assert_eq!(own, created, "own recipes first, in creation order");
    assert_eq!(seen.last().unwrap().0, "core");
    assert_eq!(seen.len(), 6);
    assert_eq!(sizes.iter().sum::<usize>(), 6);
    app.get("/api/recipes?cursor=9:abc", &alice)
        .await
        .expect_status(StatusCode::BAD_REQUEST);
}

#[tokio::test]
async fn unknown_routes_are_not_found_and_wrong_methods_not_allowed() {
    let app = TestApp::new();
    let alice = app.token("alice", false);
    app.get("/api/nothing-here", &alice)
        .await
        .expect_error(StatusCode::NOT_FOUND, "NOT_FOUND");
    let error = app
        .send("PATCH", "/api/recipes", Some(&alice), None)
        .await
        .expect_status(StatusCode::METHOD_NOT_ALLOWED);
    assert_eq!(error["code"], "METHOD_NOT_ALLOWED");
}
