//! Cookbook's application layer: the behaviour of every function, written against the store
//! ports, plus the HTTP routers. Lambda entrypoints and the local binary only wire adapters in.

pub mod auth;
pub mod chat;
pub mod config;
pub mod consumers;
pub mod error;
pub mod http;
pub mod ingest;
pub mod kitchen;
pub mod lazy;
pub mod mcp;
pub mod planning;
pub mod prompts;
pub mod quotas;
pub mod recipes;
pub mod request;
pub mod startup;
pub mod work;

use std::sync::Arc;

use cookbook_domain::guardrail::GuardrailOptions;
use cookbook_ingest::discover::SearchProvider;
use cookbook_ingest::fetch::{FetchPolicy, Fetcher};
use cookbook_llm::PhaseModels;
use cookbook_store::Stores;
use jiff::SignedDuration;
use lazy::LazyFetcher;

/// Settings the application reads; the defaults are the seeds' defaults.
#[derive(Debug, Clone)]
pub struct AppConfig {
    /// How long a draft waits in review before it expires (seed 004 §4.3).
    pub draft_expiration: SignedDuration,
    /// What the fetcher may fetch and how (seed 004 §10.1, §15).
    pub fetch: FetchPolicy,
    /// Paraphrase guardrail thresholds (seed 004 §11.3).
    pub guardrail: GuardrailOptions,
    /// Discovery candidates kept per query (seed 004 §5.5).
    pub max_candidates: usize,
    /// How long a plan made within a request (the chat's `plan_meals`) may spend on model
    /// reranks; later slots are chosen by the deterministic rules, so a chat turn stays within
    /// the HTTP API's 30 s.
    pub inline_plan_model_budget: std::time::Duration,
    /// `Host` values the MCP endpoint answers (DNS-rebinding guard): loopback by default, the
    /// API's domain in a deployment.
    pub mcp_allowed_hosts: Vec<String>,
    /// The queues' `maxReceiveCount`: a message that fails this many deliveries goes to the
    /// dead-letter queue, so the delivery that reaches it fails its task or job instead of
    /// leaving it Running ([`consumers::process_delivery`]).
    pub max_receive_count: u32,
    /// How long one chat turn may wait on the model, within the HTTP API's 29 s: a turn that
    /// runs out answers that it stopped instead of timing out at the gateway.
    pub chat_turn_deadline: std::time::Duration,
    /// Per-user request and model-token quotas of the metered routes.
    pub quotas: quotas::QuotaLimits,
}

impl Default for AppConfig {
    fn default() -> Self {
        Self {
            draft_expiration: cookbook_domain::task::DEFAULT_DRAFT_EXPIRATION,
            fetch: FetchPolicy::default(),
            guardrail: GuardrailOptions::default(),
            max_candidates: 10,
            inline_plan_model_budget: std::time::Duration::from_secs(12),
            mcp_allowed_hosts: ["localhost", "127.0.0.1", "::1"].map(String::from).to_vec(),
            max_receive_count: cookbook_store::QueueSettings::default().max_receive_count,
            chat_turn_deadline: std::time::Duration::from_secs(24),
            quotas: quotas::QuotaLimits::default(),
        }
    }
}

/// The outside world the application talks to besides its stores.
#[derive(Clone)]
pub struct Services {
    /// Built on the first fetch: only the fetch phase and the MCP `web_fetch` tool fetch.
    pub fetcher: Arc<LazyFetcher>,
    /// Where import by query searches; `None` when no search API or curated list is configured
    /// (such imports are then refused with `DISCOVERY_NOT_CONFIGURED`).
    pub search: Option<Arc<dyn SearchProvider>>,
    /// The model of every LLM phase; offline unless configured otherwise.
    pub models: PhaseModels,
}

/// What every handler gets: the stores, the configuration and the services.
#[derive(Clone)]
pub struct AppContext {
    pub stores: Stores,
    pub config: Arc<AppConfig>,
    pub services: Services,
}

impl AppContext {
    /// The application over `stores`, fetching under `config.fetch` and searching with `search`
    /// (import by query is refused without one), with `models` answering the LLM phases (the
    /// caller chooses them: [`startup::offline_model`] offline). Nothing is built for fetching
    /// until the first fetch.
    pub fn new(
        stores: Stores,
        config: AppConfig,
        search: Option<Arc<dyn SearchProvider>>,
        models: PhaseModels,
    ) -> Self {
        let policy = config.fetch.clone();
        let (domains, clock) = (stores.domains.clone(), stores.clock.clone());
        let fetcher = LazyFetcher::new(move || {
            Fetcher::new(policy.clone(), Arc::clone(&domains), Arc::clone(&clock))
        });
        Self {
            stores,
            config: Arc::new(config),
            services: Services {
                fetcher: Arc::new(fetcher),
                search,
                models,
            },
        }
    }

    /// The same application with `models` answering the LLM phases.
    pub fn with_models(mut self, models: PhaseModels) -> Self {
        self.services.models = models;
        self
    }
}
