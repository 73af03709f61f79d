//! Times seeding the core catalog into a fresh store: the catalog's recipes created one at a
//! time (how seeding wrote them before), then `ensure_seeded` (many recipes per request: one
//! transaction on the embedded store, BatchWriteItem on DynamoDB), then `ensure_seeded` again
//! (a later cold start, which finds the catalog and writes nothing). On the embedded store, and
//! on the moto emulator when `AWS_ENDPOINT_URL` is set. Run by `bench/seed.sh`.

use std::sync::Arc;
use std::time::{Duration, Instant};

use cookbook_app::recipes::seed::{core_catalog, ensure_seeded};
use cookbook_domain::SystemClock;
use cookbook_store::local::{self, LocalOptions};
use cookbook_store::{Stores, emulator};

/// Fresh stores of one kind, and the folder that holds them when they are local.
type Fresh = (Stores, Option<tempfile::TempDir>);

async fn fresh(on_emulator: bool) -> Fresh {
    let clock = Arc::new(SystemClock);
    if on_emulator {
        return (emulator::fresh_stores(clock).await, None);
    }
    let dir = tempfile::tempdir().expect("a temporary folder");
    let stores = local::open(dir.path(), LocalOptions::new(clock)).expect("a local store");
    (stores, Some(dir))
}

async fn timed<T>(work: impl Future<Output = T>) -> (T, Duration) {
    let start = Instant::now();
    let value = work.await;
    (value, start.elapsed())
}

async fn measure(on_emulator: bool) {
    let catalog = core_catalog().expect("the embedded catalog");
    let (stores, _dir) = fresh(on_emulator).await;
    let ((), one_by_one) = timed(async {
        for recipe in &catalog {
            stores
                .recipes
                .create(recipe)
                .await
                .expect("create a recipe");
        }
    })
    .await;
    let (stores, _dir) = fresh(on_emulator).await;
    let (first, batched) = timed(ensure_seeded(&stores)).await;
    let first = first.expect("seed");
    assert_eq!(first.recipes_added, catalog.len());
    let (again, later) = timed(ensure_seeded(&stores)).await;
    assert_eq!(again.expect("seed again").recipes_added, 0);
    println!(
        "{}: {} recipes one at a time {:.0} ms; ensure_seeded (batched, with the {} prompts) \
         {:.0} ms; a later cold start's ensure_seeded {:.1} ms",
        if on_emulator { "moto" } else { "embedded" },
        catalog.len(),
        one_by_one.as_secs_f64() * 1e3,
        first.prompts_added,
        batched.as_secs_f64() * 1e3,
        later.as_secs_f64() * 1e3,
    );
}

#[tokio::main]
async fn main() {
    measure(false).await;
    if std::env::var_os("AWS_ENDPOINT_URL").is_some() {
        measure(true).await;
    }
}
