//! A loopback recipe site for imports (`fixtures/sites/e2e-recipes.json`): `/recipes/{slug}`
//! is a page with its recipe in JSON-LD (`{slug}-{n}` is the same recipe numbered, so a batch
//! can import many distinct pages), `/gated/{slug}` is that page held until the test opens the
//! gate (to stop a function in the middle of a fetch), `/search?q=` answers a search API for
//! import by query, and `/robots.txt` allows everything.

use std::collections::BTreeMap;
use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use axum::extract::{Path, Query, State};
use axum::http::StatusCode;
use axum::response::{Html, IntoResponse, Json, Response};
use axum::routing::get;
use serde::Deserialize;
use serde_json::{Value, json};
use tokio::sync::{Notify, watch};

#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SiteRecipe {
    pub name: String,
    pub description: String,
    pub ingredients: Vec<String>,
    pub steps: Vec<String>,
    pub prep_time: String,
    pub cook_time: String,
    #[serde(rename = "yield")]
    pub recipe_yield: String,
    pub cuisine: String,
}

#[derive(Deserialize)]
struct RecipeTable {
    recipes: BTreeMap<String, SiteRecipe>,
}

/// Requests arriving at the gate, and whether it is open.
struct Gate {
    arrivals: AtomicUsize,
    arrived: Notify,
    open: watch::Sender<bool>,
}

struct Site {
    recipes: BTreeMap<String, SiteRecipe>,
    gate: Gate,
    base: String,
}

/// The running site; it lives as long as the runtime that started it.
#[derive(Clone)]
pub struct FixtureSite {
    site: Arc<Site>,
}

impl FixtureSite {
    pub async fn start() -> Self {
        let path = super::build::workspace_root().join("fixtures/sites/e2e-recipes.json");
        let text = std::fs::read_to_string(&path)
            .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
        let table: RecipeTable = serde_json::from_str(&text)
            .unwrap_or_else(|e| panic!("{} is not a recipe table: {e}", path.display()));
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind the fixture site");
        let address: SocketAddr = listener.local_addr().expect("fixture site address");
        let site = Arc::new(Site {
            recipes: table.recipes,
            gate: Gate {
                arrivals: AtomicUsize::new(0),
                arrived: Notify::new(),
                open: watch::channel(false).0,
            },
            base: format!("http://{address}"),
        });
        let app = axum::Router::new()
            .route("/robots.txt", get(|| async { "User-agent: *\nAllow: /\n" }))
            .route("/recipes/{slug}", get(recipe_page))
            .route("/gated/{slug}", get(gated_page))
            .route("/search", get(search))
            .with_state(Arc::clone(&site));
        tokio::spawn(async move { axum::serve(listener, app).await });
        Self { site }
    }

    pub fn url(&self, path: &str) -> String {
        format!("{}{path}", self.site.base)
    }

    /// The recipe a page of `slug` publishes (its name numbered for `{base}-{n}`).
    pub fn recipe(&self, slug: &str) -> SiteRecipe {
        self.site
            .recipe(slug)
            .unwrap_or_else(|| panic!("the fixture site has no page {slug}"))
    }

    /// Waits until `count` requests in all have reached `/gated/…`.
    pub async fn wait_for_gate_arrivals(&self, count: usize) {
        let gate = &self.site.gate;
        loop {
            let arrived = gate.arrived.notified();
            if gate.arrivals.load(Ordering::SeqCst) >= count {
                return;
            }
            arrived.await;
        }
    }

    /// Lets every held and later request through `/gated/…`.
    pub fn open_gate(&self) {
        self.site.gate.open.send_replace(true);
    }
}

impl Site {
    fn recipe(&self, slug: &str) -> Option<SiteRecipe> {
        if let Some(recipe) = self.recipes.get(slug) {
            return Some(recipe.clone());
        }
        let (base, number) = slug.rsplit_once('-')?;
        let number: u32 = number.parse().ok()?;
        let mut recipe = self.recipes.get(base)?.clone();
        recipe.name = format!("{} No. {number}", recipe.name);
        Some(recipe)
    }

    fn page(&self, slug: &str) -> Response {
        let Some(recipe) = self.recipe(slug) else {
            return (StatusCode::NOT_FOUND, "no such recipe").into_response();
        };
        let structured = json!({
            "@context": "https://schema.org",
            "@type": "Recipe",
            "name": recipe.name,
            "description": recipe.description,
            "author": {"@type": "Person", "name": "Fixture Cook"},
            "recipeIngredient": recipe.ingredients,
            "recipeInstructions": recipe.steps.iter()
                .map(|text| json!({"@type": "HowToStep", "text": text}))
                .collect::<Vec<_>>(),
            "prepTime": recipe.prep_time,
            "cookTime": recipe.cook_time,
            "recipeYield": recipe.recipe_yield,
            "recipeCuisine": recipe.cuisine,
        });
        // The method stays out of the visible page, so the draft does not copy printed text.
        Html(format!(
            "<!doctype html><html><head><title>{name}</title>\
             <script type=\"application/ld+json\">{structured}</script></head>\
             <body><h1>{name}</h1><p>{description}</p></body></html>",
            name = recipe.name,
            description = recipe.description,
        ))
        .into_response()
    }
}

async fn recipe_page(State(site): State<Arc<Site>>, Path(slug): Path<String>) -> Response {
    site.page(&slug)
}

async fn gated_page(State(site): State<Arc<Site>>, Path(slug): Path<String>) -> Response {
    let mut open = site.gate.open.subscribe();
    site.gate.arrivals.fetch_add(1, Ordering::SeqCst);
    site.gate.arrived.notify_waiters();
    // Err only if the site is gone, and then nobody reads the answer.
    let _ = open.wait_for(|open| *open).await;
    site.page(&slug)
}

#[derive(Deserialize)]
struct SearchQuery {
    q: String,
}

/// Pages whose recipe name shares a word with the query, best match first.
async fn search(State(site): State<Arc<Site>>, Query(query): Query<SearchQuery>) -> Json<Value> {
    let words: Vec<String> = query.q.split_whitespace().map(str::to_lowercase).collect();
    let mut results: Vec<(usize, Value)> = site
        .recipes
        .iter()
        .filter_map(|(slug, recipe)| {
            let name = recipe.name.to_lowercase();
            let shared = words.iter().filter(|w| name.contains(w.as_str())).count();
            (shared > 0).then(|| {
                let url = format!("{}/recipes/{slug}", site.base);
                (
                    shared,
                    json!({"url": url, "title": recipe.name, "score": shared}),
                )
            })
        })
        .collect();
    results.sort_by_key(|(shared, _)| std::cmp::Reverse(*shared));
    Json(json!({"results": results.into_iter().map(|(_, r)| r).collect::<Vec<_>>()}))
}

/// The `SearchApiConfig` parameter that points import by query at this site's `/search`.
pub fn search_api_config(site: &FixtureSite) -> String {
    json!({
        "endpoint": site.url("/search"),
        "queryParam": "q",
        "itemsPointer": "/results",
        "urlPointer": "/url",
        "titlePointer": "/title",
        "scorePointer": "/score",
    })
    .to_string()
}
