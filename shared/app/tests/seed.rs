//! Seeding the default data into an empty store, again into a seeded one, and from two cold
//! starts at once, on the embedded store and on the moto emulator.

mod support;

use cookbook_app::AppConfig;
use cookbook_app::recipes::seed::{core_catalog, default_prompts, ensure_seeded};
use cookbook_store::search::SearchQuery;
use cookbook_store::{PageRequest, Stores};
use support::{Backend, TestApp};

/// The ids of the core recipes stored, in listing order.
async fn stored_core_ids(stores: &Stores) -> Vec<String> {
    let mut ids = Vec::new();
    let mut page = PageRequest::first(100);
    loop {
        let listed = stores
            .recipes
            .list_by_owner("core", &Default::default(), &page)
            .await
            .unwrap();
        ids.extend(listed.items.into_iter().filter_map(|recipe| recipe.id));
        match listed.next {
            Some(next) => page = PageRequest::new(100, Some(next)),
            None => return ids,
        }
    }
}

/// Every catalog recipe is stored once and found once by searching for its name.
async fn assert_catalog_stored_once(stores: &Stores) {
    let catalog = core_catalog().unwrap();
    let mut expected: Vec<String> = catalog.iter().filter_map(|r| r.id.clone()).collect();
    let mut stored = stored_core_ids(stores).await;
    expected.sort();
    stored.sort();
    assert_eq!(stored, expected);
    let last = catalog.last().unwrap();
    let query = SearchQuery {
        owner: "seed-test".to_owned(),
        text: Some(last.name.clone()),
        ..SearchQuery::default()
    };
    let hits = stores.search.search(&query).await.unwrap();
    let found = hits
        .iter()
        .filter(|hit| hit.entry.id == last.id.clone().unwrap())
        .count();
    assert_eq!(found, 1, "the search index has the last recipe once");
}

async fn seeding_adds_the_catalog_once(backend: Backend) {
    let app = TestApp::on(backend, AppConfig::default(), Vec::new()).await;
    let first = ensure_seeded(&app.ctx.stores).await.unwrap();
    assert_eq!(first.recipes_added, core_catalog().unwrap().len());
    assert_eq!(first.prompts_added, default_prompts().unwrap().len());
    let again = ensure_seeded(&app.ctx.stores).await.unwrap();
    assert_eq!((again.recipes_added, again.prompts_added), (0, 0));
    assert_catalog_stored_once(&app.ctx.stores).await;
}

/// Two functions' first cold starts on one new deployment.
async fn two_cold_starts_at_once_store_each_recipe_once(backend: Backend) {
    let app = TestApp::on(backend, AppConfig::default(), Vec::new()).await;
    let (one, other) = tokio::join!(
        ensure_seeded(&app.ctx.stores),
        ensure_seeded(&app.ctx.stores)
    );
    let catalog = core_catalog().unwrap().len();
    let added = [one.unwrap().recipes_added, other.unwrap().recipes_added];
    assert!(
        added.iter().all(|n| *n <= catalog) && added.iter().sum::<usize>() >= catalog,
        "{added:?} of {catalog}"
    );
    assert_catalog_stored_once(&app.ctx.stores).await;
    let again = ensure_seeded(&app.ctx.stores).await.unwrap();
    assert_eq!(again.recipes_added, 0);
}

/// A catalog recipe already stored (say, edited by an admin after a seed that stopped half
/// way) is left as it is; the rest is added.
async fn a_partly_seeded_catalog_is_completed_without_overwriting(backend: Backend) {
    let app = TestApp::on(backend, AppConfig::default(), Vec::new()).await;
    let catalog = core_catalog().unwrap();
    let mut edited = catalog[3].clone();
    edited.name = "Edited by an admin".to_owned();
    app.ctx.stores.recipes.create(&edited).await.unwrap();
    let report = ensure_seeded(&app.ctx.stores).await.unwrap();
    assert_eq!(report.recipes_added, catalog.len() - 1);
    let id = edited.id.as_deref().unwrap();
    let stored = app.ctx.stores.recipes.get(id).await.unwrap().unwrap();
    assert_eq!(stored.name, "Edited by an admin");
    assert_eq!(stored_core_ids(&app.ctx.stores).await.len(), catalog.len());
}

on_both_backends!(
    seeding_adds_the_catalog_once,
    two_cold_starts_at_once_store_each_recipe_once,
    a_partly_seeded_catalog_is_completed_without_overwriting,
);
