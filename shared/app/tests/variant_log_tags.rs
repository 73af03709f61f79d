//! Seed 000's log tags as event names, in a test binary of its own: tracing caches each
//! callsite's interest process-wide, and a parallel test that reached a callsite first without
//! a subscriber made this thread-scoped capture miss events (it failed about one run in three).

mod support;

use axum::http::StatusCode;
use serde_json::json;
use support::plans::{EventNames, plan, post_variant, recipe, variant_path};
use support::{Backend, TestApp};

const DAY: &str = "2026-11-23";
const DINNER: (&str, &str) = (DAY, "dinner");

/// Alice's app with a chicken stir fry planned for dinner; returns (app, token, plan).
async fn stir_fry_plan() -> (TestApp, String, String) {
    let app = TestApp::on(Backend::Local, Default::default(), Vec::new()).await;
    let alice = app.token("alice", false);
    let lines = ["1 lb chicken", "2 cups white rice", "2 tbsp soy sauce"];
    let recipe_id = recipe(&app, &alice, "Chicken Stir Fry", 2, &lines).await;
    let snapshot_id = plan(&app, "alice", &[(DAY, "dinner", &recipe_id, 2)]).await;
    (app, alice, snapshot_id)
}

/// Every tag of seed 000's table is an event name along one apply / cook / clear round. The tags
/// do not depend on the store; on the emulator the SDK's own events share tracing's global
/// callsite cache with the parallel tests and made this thread-scoped capture flaky.
#[tokio::test]
async fn the_seeds_log_tags_are_event_names() {
    let (app, alice, snapshot_id) = stir_fry_plan().await;
    let events = EventNames::record();
    let body = json!({"instruction": "use tofu instead of chicken"});
    assert_eq!(
        post_variant(&app, &alice, &snapshot_id, DINNER, body)
            .await
            .0,
        StatusCode::OK
    );
    let cook = format!("/api/cook/variant:{snapshot_id}:{DAY}:dinner");
    assert_eq!(app.get(&cook, &alice).await.0, StatusCode::OK);
    let path = variant_path(&snapshot_id, DAY, "dinner");
    assert_eq!(
        app.send("DELETE", &path, Some(&alice), None).await.0,
        StatusCode::OK
    );
    let names = events.names();
    for tag in cookbook_domain::variant::VariantEvent::ALL.map(|event| event.tag()) {
        assert!(
            names.iter().any(|name| name == tag),
            "{tag} missing from {names:?}"
        );
    }
}
