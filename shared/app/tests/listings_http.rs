//! Listings and lifecycle over HTTP on both backends (issue 20 §1): the caller's tasks, jobs and
//! plans newest first with cursor paging, a finished job naming its plan, `limit` outside 1..100
//! refused on every paged route, and plans, shopping lists and list items deleted by their
//! owner only.

mod support;

use axum::http::StatusCode;
use jiff::SignedDuration;
use serde_json::{Value, json};
use support::plans::{item, items, plan, recipe, shopping_list};
use support::reply::Reply;
use support::{Backend, TestApp, drain, pluck};

/// Reads every page of `path` (which has no query yet) with pages of `limit`; returns the page
/// sizes and every item.
async fn all_pages(
    app: &TestApp,
    token: &str,
    path: &str,
    limit: usize,
) -> (Vec<usize>, Vec<Value>) {
    let separator = if path.contains('?') { '&' } else { '?' };
    let (mut sizes, mut listed, mut cursor) = (Vec::new(), Vec::new(), None::<String>);
    loop {
        let mut url = format!("{path}{separator}limit={limit}");
        if let Some(cursor) = &cursor {
            url.push_str(&format!("&cursor={}", urlencoding(cursor)));
        }
        let (status, page) = app.get(&url, token).await;
        assert_eq!(status, StatusCode::OK, "{url}: {page}");
        let items = page["items"].as_array().expect("items").clone();
        sizes.push(items.len());
        listed.extend(items);
        match page["next"].as_str() {
            Some(next) => cursor = Some(next.to_owned()),
            None => return (sizes, listed),
        }
        assert!(sizes.len() <= 10, "paging does not end: {sizes:?}");
    }
}

/// Percent-encodes a cursor for a query string.
fn urlencoding(text: &str) -> String {
    percent_encoding::utf8_percent_encode(text, percent_encoding::NON_ALPHANUMERIC).to_string()
}

async fn tasks_list_newest_first_with_filters_and_paging(backend: Backend) {
    let app = TestApp::on(backend, Default::default(), Vec::new()).await;
    let (alice, bob) = (app.token("alice", false), app.token("bob", false));
    let mut created = Vec::new();
    for i in 0..5 {
        let payload = if i % 2 == 0 {
            json!({"mode": "Url", "url": format!("https://example.com/soup-{i}")})
        } else {
            json!({"mode": "Query", "query": format!("lentil soup {i}")})
        };
        created.push(app.start_task(&alice, payload).await);
        app.clock.advance(SignedDuration::from_secs(60));
    }
    app.start_task(
        &bob,
        json!({"mode": "Url", "url": "https://example.com/bob"}),
    )
    .await;
    let newest_first: Vec<Value> = created.iter().rev().map(|id| json!(id)).collect();

    let (sizes, listed) = all_pages(&app, &alice, "/api/tasks", 2).await;
    assert_eq!(sizes, [2, 2, 1]);
    assert_eq!(pluck(&json!({"items": listed}), "taskId"), newest_first);
    assert!(listed.iter().all(|task| task["owner"] == "alice"));

    let (_, queries) = all_pages(&app, &alice, "/api/tasks?mode=query", 10).await;
    let expected = vec![json!(created[3]), json!(created[1])];
    assert_eq!(
        pluck(&json!({"items": queries}), "taskId"),
        expected,
        "mode matches any case"
    );

    let (_, pending_urls) = all_pages(&app, &alice, "/api/tasks?status=Pending&mode=Url", 2).await;
    assert_eq!(pending_urls.len(), 3);
    let (_, running) = all_pages(&app, &alice, "/api/tasks?status=Running", 10).await;
    assert!(running.is_empty(), "no task was started: {running:?}");

    let (_, bobs) = all_pages(&app, &bob, "/api/tasks", 10).await;
    assert_eq!(bobs.len(), 1, "bob sees his own task only");

    app.get("/api/tasks?status=Sleeping", &alice)
        .await
        .expect_error(StatusCode::BAD_REQUEST, "INVALID_PAYLOAD");
    app.get("/api/tasks?cursor=not-a-cursor", &alice)
        .await
        .expect_error(StatusCode::BAD_REQUEST, "INVALID_PAYLOAD");
}

async fn jobs_and_plans_list_newest_first_and_a_job_names_its_plan(backend: Backend) {
    let app = TestApp::seeded(backend).await;
    let (alice, bob) = (app.token("alice", false), app.token("bob", false));
    let mut job_ids = Vec::new();
    for date in ["2026-11-23", "2026-11-24"] {
        let request = json!({"mode": "quick", "days": [{"date": date, "meals": {"dinner": {"servings": 2}}}]});
        job_ids.push(app.start_plan(&alice, &request).await);
    }
    drain(&app.ctx).await;

    let (sizes, jobs) = all_pages(&app, &alice, "/api/jobs", 1).await;
    assert_eq!(sizes, [1, 1]);
    let newest_first: Vec<Value> = job_ids.iter().rev().map(|id| json!(id)).collect();
    assert_eq!(pluck(&json!({"items": jobs.clone()}), "id"), newest_first);
    let mut snapshot_ids = Vec::new();
    for job in &jobs {
        assert_eq!(job["status"], "COMPLETE", "{job}");
        assert_eq!(
            job["result"]["slot_failures_count"], 0,
            "seed 001's fields stay: {job}"
        );
        assert!(job["result"]["days"].is_array(), "{job}");
        let snapshot_id = job["result"]["snapshot_id"]
            .as_str()
            .expect("the job names its plan");
        let (status, single) = app
            .get(
                &format!("/api/jobs/{}", job["id"].as_str().unwrap()),
                &alice,
            )
            .await;
        assert_eq!(
            (status, &single),
            (StatusCode::OK, job),
            "the listing shows the job as GET does"
        );
        let snapshot = app
            .get(&format!("/api/plans/{snapshot_id}"), &alice)
            .await
            .expect_status(StatusCode::OK);
        assert_eq!(snapshot["snapshot_id"], snapshot_id);
        snapshot_ids.push(json!(snapshot_id));
    }

    let (sizes, plans) = all_pages(&app, &alice, "/api/plans", 1).await;
    assert_eq!(sizes, [1, 1]);
    assert_eq!(
        pluck(&json!({"items": plans}), "snapshot_id"),
        snapshot_ids,
        "newest first"
    );
    for path in ["/api/jobs", "/api/plans"] {
        assert!(
            all_pages(&app, &bob, path, 10).await.1.is_empty(),
            "{path}: bob has none"
        );
    }

    let doomed = snapshot_ids[0].as_str().unwrap();
    let path = format!("/api/plans/{doomed}");
    app.send("DELETE", &path, Some(&bob), None)
        .await
        .expect_error(StatusCode::NOT_FOUND, "NOT_FOUND");
    assert_eq!(
        app.send("DELETE", &path, Some(&alice), None).await.0,
        StatusCode::NO_CONTENT
    );
    assert_eq!(app.get(&path, &alice).await.0, StatusCode::NOT_FOUND);
    assert_eq!(
        app.send("DELETE", &path, Some(&alice), None).await.0,
        StatusCode::NOT_FOUND
    );
    let (_, left) = all_pages(&app, &alice, "/api/plans", 10).await;
    assert_eq!(
        pluck(&json!({"items": left}), "snapshot_id"),
        [snapshot_ids[1].clone()]
    );
}

async fn shopping_lists_and_their_items_are_deleted_by_their_owner(backend: Backend) {
    let app = TestApp::on(backend, Default::default(), Vec::new()).await;
    let (alice, bob) = (app.token("alice", false), app.token("bob", false));
    let soup = recipe(&app, &alice, "Soup", 2, &["1 cup red lentils", "2 carrots"]).await;
    let snapshot_id = plan(&app, "alice", &[("2026-11-23", "dinner", soup.as_str(), 2)]).await;
    let list = shopping_list(&app, &alice, &snapshot_id, "metric").await;
    let id = list["id"].as_str().expect("list id").to_owned();
    let list = app
        .json(
            "POST",
            &format!("/api/shopping-lists/{id}/items"),
            &alice,
            &json!({"add": ["paper towels"]}),
        )
        .await
        .expect_status(StatusCode::OK);
    let listed = items(&list);
    let extra = item(&listed, "paper towels")["id"]
        .as_str()
        .unwrap()
        .to_owned();
    let carrots = item(&listed, "carrots")["id"].as_str().unwrap().to_owned();

    let item_path = |item_id: &str| format!("/api/shopping-lists/{id}/items/{item_id}");
    assert_eq!(
        app.send("DELETE", &item_path(&extra), Some(&bob), None)
            .await
            .0,
        StatusCode::NOT_FOUND
    );
    for item_id in [&extra, &carrots] {
        app.send("DELETE", &item_path(item_id), Some(&alice), None)
            .await
            .expect_status(StatusCode::NO_CONTENT);
    }
    app.send("DELETE", &item_path(&extra), Some(&alice), None)
        .await
        .expect_error(StatusCode::NOT_FOUND, "NOT_FOUND");
    let (_, after) = app.get(&format!("/api/shopping-lists/{id}"), &alice).await;
    let names: Vec<Value> = items(&after).iter().map(|i| i["name"].clone()).collect();
    assert!(
        !names.contains(&json!("paper towels")) && !names.contains(&json!("carrots")),
        "{names:?}"
    );
    assert!(
        names.contains(&json!("red lentils")),
        "other items stay: {names:?}"
    );

    let rebuilt = shopping_list(&app, &alice, &snapshot_id, "metric").await;
    let names: Vec<Value> = items(&rebuilt).iter().map(|i| i["name"].clone()).collect();
    assert!(
        names.contains(&json!("carrots")),
        "the plan still needs carrots: {names:?}"
    );
    assert!(
        !names.contains(&json!("paper towels")),
        "a deleted extra stays gone: {names:?}"
    );

    let list_path = format!("/api/shopping-lists/{id}");
    assert_eq!(
        app.send("DELETE", &list_path, Some(&bob), None).await.0,
        StatusCode::NOT_FOUND
    );
    assert_eq!(
        app.send("DELETE", &list_path, Some(&alice), None).await.0,
        StatusCode::NO_CONTENT
    );
    assert_eq!(app.get(&list_path, &alice).await.0, StatusCode::NOT_FOUND);
    assert!(
        all_pages(&app, &alice, "/api/shopping-lists", 10)
            .await
            .1
            .is_empty()
    );
    assert_eq!(
        app.get(&format!("/api/plans/{snapshot_id}"), &alice)
            .await
            .0,
        StatusCode::OK,
        "the plan stays"
    );
}

async fn limit_outside_one_to_a_hundred_is_refused_on_every_paged_route(backend: Backend) {
    let app = TestApp::on(backend, Default::default(), Vec::new()).await;
    let (alice, admin) = (app.token("alice", false), app.token("root", true));
    let task = app
        .start_task(
            &alice,
            json!({"mode": "Url", "url": "https://example.com/a"}),
        )
        .await;
    let routes = [
        "/api/recipes".to_owned(),
        "/api/tasks".to_owned(),
        format!("/api/tasks/{task}/events"),
        "/api/jobs".to_owned(),
        "/api/plans".to_owned(),
        "/api/shopping-lists".to_owned(),
        "/api/prompts".to_owned(),
    ];
    for route in &routes {
        for limit in ["0", "101", "-1"] {
            let (status, error) = app
                .get(
                    &format!("{route}?limit={limit}"),
                    &admin_or(&alice, &admin, route),
                )
                .await;
            assert_eq!(
                status,
                StatusCode::BAD_REQUEST,
                "{route}?limit={limit}: {error}"
            );
            assert_eq!(error["code"], "INVALID_PAYLOAD", "{route}: {error}");
        }
        for limit in ["1", "100"] {
            let (status, page) = app
                .get(
                    &format!("{route}?limit={limit}"),
                    &admin_or(&alice, &admin, route),
                )
                .await;
            assert_eq!(status, StatusCode::OK, "{route}?limit={limit}: {page}");
        }
    }
}

/// The admin's token for the admin-only prompt registry, alice's elsewhere.
fn admin_or(alice: &str, admin: &str, route: &str) -> String {
    if route.starts_with("/api/prompts") {
        admin
    } else {
        alice
    }
    .to_owned()
}

async fn recipes_filter_sort_and_page_and_search_pages_past_25(backend: Backend) {
    let (app, alice) = TestApp::alice(backend).await;
    for i in 0..30 {
        let (cuisine, meal) = if i % 3 == 0 {
            ("French", "dinner")
        } else {
            ("Thai", "lunch")
        };
        let body = json!({"name": format!("Soup {i:02}"), "cuisine": [cuisine],
                          "mealTypes": [meal], "tags": ["soup"]});
        app.json("POST", "/api/recipes", &alice, &body)
            .await
            .expect_status(StatusCode::CREATED);
    }
    let names = |items: &[Value]| -> Vec<String> {
        items
            .iter()
            .map(|r| r["name"].as_str().unwrap().to_owned())
            .collect()
    };
    let (sizes, french) = all_pages(
        &app,
        &alice,
        "/api/recipes?cuisine=french&sort=name&order=desc",
        4,
    )
    .await;
    let expected: Vec<String> = (0..30)
        .rev()
        .filter(|i| i % 3 == 0)
        .map(|i| format!("Soup {i:02}"))
        .collect();
    assert_eq!(names(&french), expected);
    assert_eq!(sizes, [4, 4, 2]);
    let (_, lunch) = all_pages(
        &app,
        &alice,
        "/api/recipes?mealType=lunch&q=sou&scope=user",
        100,
    )
    .await;
    assert_eq!(lunch.len(), 20);

    for (query, field, allowed) in [
        (
            "sort=price",
            "sort",
            json!(["createdAt", "name", "updatedAt"]),
        ),
        ("order=up", "order", json!(["asc", "desc"])),
    ] {
        let error = app
            .get(&format!("/api/recipes?{query}"), &alice)
            .await
            .expect_status(StatusCode::BAD_REQUEST);
        assert_eq!(error["code"], "INVALID_PAYLOAD", "{error}");
        assert_eq!(error["details"]["field"], field, "{error}");
        assert_eq!(error["details"]["allowed"], allowed, "{error}");
    }

    let first = app
        .get("/api/recipes/search?q=soup", &alice)
        .await
        .expect_status(StatusCode::OK);
    let next = first["next"]
        .as_str()
        .expect("a full first page has a next");
    let second = app
        .get(&format!("/api/recipes/search?q=soup&cursor={next}"), &alice)
        .await
        .expect_status(StatusCode::OK);
    assert_eq!(second["next"], Value::Null, "{second}");
    let hits: Vec<Value> = [&first, &second]
        .iter()
        .flat_map(|page| page["items"].as_array().unwrap().clone())
        .collect();
    assert_eq!(first["items"].as_array().unwrap().len(), 25);
    let mut ids: Vec<&str> = hits.iter().map(|h| h["id"].as_str().unwrap()).collect();
    assert_eq!(ids.len(), 30, "every soup once across pages");
    ids.sort_unstable();
    ids.dedup();
    assert_eq!(ids.len(), 30, "no hit repeated across pages");
}

on_both_backends!(
    tasks_list_newest_first_with_filters_and_paging,
    jobs_and_plans_list_newest_first_and_a_job_names_its_plan,
    shopping_lists_and_their_items_are_deleted_by_their_owner,
    limit_outside_one_to_a_hundred_is_refused_on_every_paged_route,
    recipes_filter_sort_and_page_and_search_pages_past_25,
);
