//! Seeding the default data into an empty store, and again into a seeded one.

mod support;

use cookbook_app::recipes::seed::{core_catalog, default_prompts, ensure_seeded};
use cookbook_store::PageRequest;
use support::TestApp;

#[tokio::test]
async fn seeding_adds_the_catalog_once() {
    let app = TestApp::new();
    let catalog = core_catalog().unwrap();
    let first = ensure_seeded(&app.ctx.stores).await.unwrap();
    assert_eq!(first.recipes_added, catalog.len());
    assert_eq!(first.prompts_added, default_prompts().unwrap().len());
    let again = ensure_seeded(&app.ctx.stores).await.unwrap();
    assert_eq!((again.recipes_added, again.prompts_added), (0, 0));

    let mut stored = 0;
    let mut page = PageRequest::first(100);
    loop {
        let listed = app
            .ctx
            .stores
            .recipes
            .list_by_owner("core", &Default::default(), &page)
            .await
            .unwrap();
        stored += listed.items.len();
        match listed.next {
            Some(next) => page = PageRequest::new(100, Some(next)),
            None => break,
        }
    }
    assert_eq!(stored, catalog.len());
}
