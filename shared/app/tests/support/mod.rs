//! A router over a fresh embedded store, driven in-process, for the HTTP tests.

// Each test binary uses a different part of this module.
#![allow(dead_code)]

pub mod bundles;
pub mod jobs;
pub mod pages;
pub mod plans;
pub mod reply;
pub mod scripted;
pub mod shopping_figures;
pub mod tasks;
pub mod variety;

use std::sync::Arc;

use axum::Router;
use axum::body::Body;
use axum::http::{Request, StatusCode};
use cookbook_app::auth::LocalAuth;
use cookbook_app::http::router::local_router;
use cookbook_app::{AppConfig, AppContext};
use cookbook_domain::ManualClock;
use cookbook_ingest::discover::{DiscoverError, SearchCandidate, SearchProvider, SearchRequest};
use cookbook_llm::PhaseModels;
use cookbook_store::local::{self, LocalOptions};
use http_body_util::BodyExt;
use jiff::{SignedDuration, Timestamp};
use serde_json::Value;
use tower::ServiceExt;

pub struct TestApp {
    pub ctx: AppContext,
    pub backend: Backend,
    pub clock: Arc<ManualClock>,
    router: Router,
    auth: LocalAuth,
    _dir: Option<tempfile::TempDir>,
}

/// A search provider with fixed answers, so discovery needs no network.
pub struct FixedSearch(pub Vec<SearchCandidate>);

#[async_trait::async_trait]
impl SearchProvider for FixedSearch {
    async fn search(
        &self,
        _request: &SearchRequest,
    ) -> Result<Vec<SearchCandidate>, DiscoverError> {
        Ok(self.0.clone())
    }
}

/// Which store adapter a test runs on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Backend {
    /// The embedded SQLite store in a temporary folder.
    Local,
    /// DynamoDB, S3 and SQS on the moto emulator (`AWS_ENDPOINT_URL`), fresh resources per test.
    Emulator,
}

/// Expands each named `async fn(Backend)` into one test per backend.
#[macro_export]
macro_rules! on_both_backends {
    ($($test:ident),+ $(,)?) => {
        mod local {
            $( #[tokio::test] async fn $test() { super::$test($crate::support::Backend::Local).await } )+
        }
        mod emulator {
            $( #[tokio::test] async fn $test() { super::$test($crate::support::Backend::Emulator).await } )+
        }
    };
}

impl TestApp {
    pub fn new() -> Self {
        Self::with(AppConfig::default(), Vec::new())
    }

    /// An app on the embedded store with `config`, whose searches all answer `candidates`.
    pub fn with(config: AppConfig, candidates: Vec<SearchCandidate>) -> Self {
        let dir = tempfile::tempdir().expect("temp dir");
        let clock = Arc::new(ManualClock::new(Timestamp::now()));
        let stores =
            local::open(dir.path(), LocalOptions::new(clock.clone())).expect("local store");
        Self::assemble(Backend::Local, stores, clock, config, candidates, Some(dir))
    }

    /// Like [`TestApp::with`], on the chosen backend.
    pub async fn on(backend: Backend, config: AppConfig, candidates: Vec<SearchCandidate>) -> Self {
        match backend {
            Backend::Local => Self::with(config, candidates),
            Backend::Emulator => {
                // The emulator's queues dead-letter after the contract suite's receive count.
                let config = AppConfig {
                    max_receive_count: cookbook_store::contract::QUEUE_SETTINGS.max_receive_count,
                    ..config
                };
                let clock = Arc::new(ManualClock::new(Timestamp::now()));
                let stores = cookbook_store::emulator::fresh_stores(clock.clone()).await;
                Self::assemble(Backend::Emulator, stores, clock, config, candidates, None)
            }
        }
    }

    /// An app on `backend` with default settings and the core catalog stored.
    pub async fn seeded(backend: Backend) -> Self {
        let app = Self::on(backend, AppConfig::default(), Vec::new()).await;
        cookbook_app::recipes::seed::ensure_seeded(&app.ctx.stores)
            .await
            .expect("seed the core catalog");
        app
    }

    /// An app on `backend` with default settings, and alice's (no admin's) token: where most
    /// tests start.
    pub async fn alice(backend: Backend) -> (Self, String) {
        let app = Self::on(backend, AppConfig::default(), Vec::new()).await;
        let alice = app.token("alice", false);
        (app, alice)
    }

    /// Like [`TestApp::on`], with the stores changed by `wrap` first (e.g. to inject faults).
    pub async fn on_wrapped(
        backend: Backend,
        config: AppConfig,
        wrap: impl FnOnce(&mut cookbook_store::Stores),
    ) -> Self {
        let app = Self::on(backend, config, Vec::new()).await;
        let mut stores = app.ctx.stores.clone();
        wrap(&mut stores);
        Self::assemble(
            app.backend,
            stores,
            app.clock,
            (*app.ctx.config).clone(),
            Vec::new(),
            app._dir,
        )
    }

    /// Lets a received-but-unacknowledged message become visible again.
    pub async fn pass_visibility_timeout(&self) {
        match self.backend {
            Backend::Local => self.clock.advance(SignedDuration::from_secs(181)),
            // The emulator's queues use the contract suite's 2-second visibility timeout.
            Backend::Emulator => tokio::time::sleep(std::time::Duration::from_millis(2500)).await,
        }
    }

    fn assemble(
        backend: Backend,
        stores: cookbook_store::Stores,
        clock: Arc<ManualClock>,
        config: AppConfig,
        candidates: Vec<SearchCandidate>,
        dir: Option<tempfile::TempDir>,
    ) -> Self {
        let search: Arc<dyn SearchProvider> = Arc::new(FixedSearch(candidates));
        let models = PhaseModels::offline(cookbook_app::startup::offline_model());
        let ctx = AppContext::new(stores, config, Some(search), models);
        let auth = LocalAuth::new(b"test-secret");
        let router = authenticated_router(&ctx, &auth);
        Self {
            ctx,
            backend,
            clock,
            router,
            auth,
            _dir: dir,
        }
    }

    /// The same app with `models` answering the LLM phases and the default prompts stored.
    pub async fn with_models(mut self, models: PhaseModels) -> Self {
        for prompt in cookbook_app::recipes::seed::default_prompts().expect("prompts") {
            self.ctx
                .stores
                .prompts
                .create(&prompt)
                .await
                .expect("prompt");
        }
        self.ctx = self.ctx.with_models(models);
        self.router = authenticated_router(&self.ctx, &self.auth);
        self
    }

    /// The same app with no search provider, as deployed without discovery settings.
    pub fn without_discovery(mut self) -> Self {
        self.ctx.services.search = None;
        self.router = authenticated_router(&self.ctx, &self.auth);
        self
    }

    pub fn token(&self, user: &str, admin: bool) -> String {
        self.auth
            .issue(user, admin, Timestamp::now(), SignedDuration::from_hours(1))
            .expect("token")
    }

    /// Sends a request with an optional bearer token and raw body; returns status and JSON body.
    pub async fn send(
        &self,
        method: &str,
        path: &str,
        token: Option<&str>,
        body: Option<String>,
    ) -> (StatusCode, Value) {
        let (status, _, json) = self.exchange(method, path, token, body).await;
        (status, json)
    }

    /// Like [`TestApp::send`], with the response headers too.
    pub async fn exchange(
        &self,
        method: &str,
        path: &str,
        token: Option<&str>,
        body: Option<String>,
    ) -> (StatusCode, axum::http::HeaderMap, Value) {
        let mut request = Request::builder().method(method).uri(path);
        if let Some(token) = token {
            request = request.header("authorization", format!("Bearer {token}"));
        }
        if body.is_some() {
            request = request.header("content-type", "application/json");
        }
        let request = request
            .body(body.map(Body::from).unwrap_or_else(Body::empty))
            .expect("request");
        let (status, headers, bytes) = self.respond(request).await;
        let json = if bytes.is_empty() {
            Value::Null
        } else {
            serde_json::from_slice(&bytes).expect("JSON body")
        };
        (status, headers, json)
    }

    /// Sends raw bytes (a file upload) as `token`'s holder; returns status, headers and the
    /// raw response body.
    pub async fn send_bytes(
        &self,
        method: &str,
        path: &str,
        token: &str,
        body: Vec<u8>,
    ) -> (StatusCode, axum::http::HeaderMap, bytes::Bytes) {
        let request = Request::builder()
            .method(method)
            .uri(path)
            .header("authorization", format!("Bearer {token}"))
            .header("content-type", "application/octet-stream")
            .body(Body::from(body))
            .expect("request");
        self.respond(request).await
    }

    /// The router's answer to `request`: status, headers and the whole body.
    async fn respond(
        &self,
        request: Request<Body>,
    ) -> (StatusCode, axum::http::HeaderMap, bytes::Bytes) {
        let response = self
            .router
            .clone()
            .oneshot(request)
            .await
            .expect("router is infallible");
        let status = response.status();
        let headers = response.headers().clone();
        let bytes = response
            .into_body()
            .collect()
            .await
            .expect("body")
            .to_bytes();
        (status, headers, bytes)
    }

    /// `GET path` as `token`'s holder.
    pub async fn get(&self, path: &str, token: &str) -> (StatusCode, Value) {
        self.send("GET", path, Some(token), None).await
    }

    pub async fn json(
        &self,
        method: &str,
        path: &str,
        token: &str,
        body: &Value,
    ) -> (StatusCode, Value) {
        self.send(method, path, Some(token), Some(body.to_string()))
            .await
    }
}

fn authenticated_router(ctx: &AppContext, auth: &LocalAuth) -> Router {
    local_router(ctx.clone()).layer(axum::middleware::from_fn_with_state(
        auth.clone(),
        LocalAuth::authenticate,
    ))
}

/// Handles every queued message, as the workers would, until the queues are empty; returns
/// how many messages were handled.
pub async fn drain(ctx: &AppContext) -> usize {
    let mut handled = 0;
    for _round in 0..100 {
        let mut received = 0;
        for queue in cookbook_store::QueueName::ALL {
            received += cookbook_app::consumers::process_available(ctx, queue, 10)
                .await
                .expect("queue");
        }
        if received == 0 {
            return handled;
        }
        handled += received;
    }
    panic!("the queues did not drain within 100 rounds");
}

/// The `key` of every item of a `{"items": [...]}` listing.
pub fn pluck(listing: &Value, key: &str) -> Vec<Value> {
    listing["items"]
        .as_array()
        .map(|items| items.iter().map(|item| item[key].clone()).collect())
        .unwrap_or_default()
}

/// A URL import task of alice's, written through `changes` as the phase chain would.
pub async fn stored_task(
    app: &TestApp,
    task_id: &str,
    changes: impl IntoIterator<Item = cookbook_domain::TaskChange>,
) -> cookbook_domain::TaskState {
    let now = app.ctx.stores.clock.now();
    let expiration = app.ctx.config.draft_expiration;
    let payload = serde_json::json!({"mode": "Url", "url": "https://example.com/r"});
    let new = cookbook_domain::task::NewTask {
        task_id: task_id.into(),
        owner: "alice".into(),
        thread_id: "th".into(),
        payload: serde_json::from_value(payload).expect("payload"),
        metadata: Default::default(),
    };
    let mut transition = cookbook_domain::TaskState::create(new, now);
    app.ctx
        .stores
        .tasks
        .write(&transition)
        .await
        .expect("create");
    for change in changes {
        transition = transition
            .state()
            .apply(change, now, expiration)
            .expect("a change that applies");
        app.ctx
            .stores
            .tasks
            .write(&transition)
            .await
            .expect("write");
    }
    transition.into_state()
}
