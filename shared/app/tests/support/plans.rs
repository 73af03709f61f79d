//! Plans for the variant, shopping, allergen and chat tests: recipes created over HTTP,
//! snapshots written straight to the plan store (as the meal-plan job would), and a capture of
//! the tracing event names the handlers emit.

use std::num::NonZeroU32;
use std::sync::{Arc, Mutex};

use async_trait::async_trait;
use axum::http::StatusCode;
use cookbook_domain::ids::new_id;
use cookbook_domain::plan::{MealHistoryEntry, PlanDocument, PlanDocumentKind};
use cookbook_domain::variant::{PlanSnapshot, PlannedMeal, RecipeOrigin};
use cookbook_store::{Page, PageRequest, PlanStore, StoreResult};
use jiff::civil::Date;
use serde_json::{Value, json};
use tracing::Event;
use tracing::subscriber::DefaultGuard;
use tracing_subscriber::layer::{Context, Layer, SubscriberExt};

use super::TestApp;

/// Creates `owner`'s recipe from ingredient lines (the server parses them); returns its id.
pub async fn recipe(
    app: &TestApp,
    token: &str,
    name: &str,
    servings: u32,
    lines: &[&str],
) -> String {
    let ingredients: Vec<Value> = lines.iter().map(|line| json!({ "text": line })).collect();
    let body = json!({
        "name": name, "servings": servings, "ingredients": ingredients,
        "instructions": ["Cook it."],
    });
    let (status, recipe) = app.json("POST", "/api/recipes", token, &body).await;
    assert_eq!(status, StatusCode::CREATED, "{recipe}");
    recipe["id"].as_str().expect("recipe id").to_owned()
}

/// A planned meal: `(date, meal key, recipe id, servings)`.
pub type Meal<'a> = (&'a str, &'a str, &'a str, u32);

/// Stores `owner`'s snapshot of `meals` at version 1; returns its id.
pub async fn plan(app: &TestApp, owner: &str, meals: &[Meal<'_>]) -> String {
    let id = new_id();
    let planned = meals
        .iter()
        .map(|(date, meal_type, recipe_id, servings)| {
            PlannedMeal::new(
                date.parse().expect("date"),
                meal_type.parse().expect("meal key"),
                *recipe_id,
                RecipeOrigin::User,
                NonZeroU32::new(*servings).expect("servings"),
            )
        })
        .collect();
    let snapshot = PlanSnapshot::new(id.clone(), owner, planned).expect("unique meals");
    let now = app.ctx.stores.clock.now();
    let document = PlanDocument {
        kind: PlanDocumentKind::Snapshot,
        id: id.clone(),
        owner: owner.to_owned(),
        version: 1,
        body: serde_json::to_value(&snapshot).expect("snapshot JSON"),
        created_at: now,
        updated_at: now,
    };
    app.ctx.stores.plans.write(&document).await.expect("write");
    id
}

/// The stored snapshot document, as the store has it.
pub async fn stored_snapshot(app: &TestApp, id: &str) -> PlanDocument {
    app.ctx
        .stores
        .plans
        .get(PlanDocumentKind::Snapshot, id)
        .await
        .expect("get")
        .expect("snapshot exists")
}

pub fn variant_path(snapshot_id: &str, date: &str, meal_type: &str) -> String {
    format!("/api/plans/{snapshot_id}/meals/{date}/{meal_type}/variant")
}

/// `POST`s `body` to the meal's variant path.
pub async fn post_variant(
    app: &TestApp,
    token: &str,
    snapshot_id: &str,
    (date, meal_type): (&str, &str),
    body: Value,
) -> (StatusCode, Value) {
    let path = variant_path(snapshot_id, date, meal_type);
    app.json("POST", &path, token, &body).await
}

/// The meals of the measured quick-plan weeks (issue 15): breakfast, lunch and dinner.
pub const WEEK_MEALS: [&str; 3] = ["breakfast", "lunch", "dinner"];
/// Days in a measured quick-plan week.
pub const WEEK_DAYS: usize = 7;

/// A local app with the core catalog seeded, as the quick-plan measurements use.
pub async fn seeded_local_app() -> TestApp {
    let app = TestApp::on(super::Backend::Local, Default::default(), Vec::new()).await;
    cookbook_app::recipes::seed::ensure_seeded(&app.ctx.stores)
        .await
        .expect("seed the core catalog");
    app
}

/// `POST /api/meal-plans` body: a quick plan of [`WEEK_MEALS`] for 2 on [`WEEK_DAYS`] days from
/// 2026-11-23.
pub fn quick_week_request() -> Value {
    let days: Vec<Value> = (0..WEEK_DAYS)
        .map(|day| {
            let meals: serde_json::Map<String, Value> = WEEK_MEALS
                .iter()
                .map(|meal| ((*meal).to_owned(), json!({"servings": 2})))
                .collect();
            json!({"date": format!("2026-11-{}", 23 + day), "meals": meals})
        })
        .collect();
    json!({"mode": "quick", "days": days})
}

/// `POST /api/shopping-lists` for the snapshot; returns the list, created (201) or rebuilt in
/// place (200).
pub async fn shopping_list(app: &TestApp, token: &str, snapshot_id: &str, units: &str) -> Value {
    let body = json!({ "snapshotId": snapshot_id, "units": units });
    let (status, list) = app.json("POST", "/api/shopping-lists", token, &body).await;
    assert!(
        [StatusCode::CREATED, StatusCode::OK].contains(&status),
        "{status}: {list}"
    );
    list
}

/// Every item of a rendered list, across its store sections.
pub fn items(list: &Value) -> Vec<Value> {
    list["sections"]
        .as_array()
        .into_iter()
        .flatten()
        .flat_map(|section| section["items"].as_array().cloned().unwrap_or_default())
        .collect()
}

/// The item of a rendered list whose name is `name`.
pub fn item<'l>(items: &'l [Value], name: &str) -> &'l Value {
    items
        .iter()
        .find(|item| item["name"] == name)
        .unwrap_or_else(|| panic!("no item `{name}` in {items:?}"))
}

/// Records the name of every tracing event emitted on this thread while its guard lives.
pub struct EventNames {
    names: Arc<Mutex<Vec<String>>>,
    _guard: DefaultGuard,
}

struct NameLayer(Arc<Mutex<Vec<String>>>);

impl<S: tracing::Subscriber> Layer<S> for NameLayer {
    fn on_event(&self, event: &Event<'_>, _ctx: Context<'_, S>) {
        self.0
            .lock()
            .unwrap()
            .push(event.metadata().name().to_owned());
    }
}

impl EventNames {
    /// Starts recording; tokio's test runtime runs the handlers on this thread.
    pub fn record() -> Self {
        let names = Arc::new(Mutex::default());
        let subscriber = tracing_subscriber::registry().with(NameLayer(Arc::clone(&names)));
        Self {
            _guard: tracing::subscriber::set_default(subscriber),
            names,
        }
    }

    pub fn names(&self) -> Vec<String> {
        self.names.lock().unwrap().clone()
    }
}

/// A plan store in which another writer always gets in first: with a snapshot's next version,
/// and with every chat-state version (a user's other tabs that never stop).
pub struct RacingPlans(pub Arc<dyn PlanStore>);

#[async_trait]
impl PlanStore for RacingPlans {
    async fn write(&self, document: &PlanDocument) -> StoreResult<()> {
        let raced = match document.kind {
            PlanDocumentKind::Snapshot => document.version > 1,
            PlanDocumentKind::ChatState => true,
            _ => false,
        };
        if raced {
            self.0.write(document).await?;
        }
        self.0.write(document).await
    }

    async fn get(&self, kind: PlanDocumentKind, id: &str) -> StoreResult<Option<PlanDocument>> {
        self.0.get(kind, id).await
    }

    async fn delete(&self, kind: PlanDocumentKind, id: &str) -> StoreResult<bool> {
        self.0.delete(kind, id).await
    }

    async fn list_by_owner(
        &self,
        kind: PlanDocumentKind,
        owner: &str,
        page: &PageRequest,
    ) -> StoreResult<Page<PlanDocument>> {
        self.0.list_by_owner(kind, owner, page).await
    }

    async fn record_meals(&self, entries: &[MealHistoryEntry]) -> StoreResult<()> {
        self.0.record_meals(entries).await
    }

    async fn meal_history(
        &self,
        owner: &str,
        from: Date,
        to: Date,
    ) -> StoreResult<Vec<MealHistoryEntry>> {
        self.0.meal_history(owner, from, to).await
    }
}

/// Asks for a one-dinner quick plan as `token`'s holder and returns its stored job document.
pub async fn stored_quick_job(
    app: &super::TestApp,
    token: &str,
) -> cookbook_domain::plan::PlanDocument {
    let body =
        serde_json::json!({"days": [{"date": "2026-03-02", "meals": {"dinner": {"servings": 2}}}]});
    let (status, accepted) = app.json("POST", "/api/meal-plans", token, &body).await;
    assert_eq!(status, axum::http::StatusCode::ACCEPTED, "{accepted}");
    let job_id = accepted["id"].as_str().expect("a job id");
    app.ctx
        .stores
        .plans
        .get(cookbook_domain::plan::PlanDocumentKind::Job, job_id)
        .await
        .expect("read the job")
        .expect("the job is stored")
}
