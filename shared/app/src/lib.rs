//! Cookbook's application layer: the behaviour of every function, written against the store
//! ports, plus the HTTP routers. Lambda entrypoints and the local binary only wire adapters in.

pub mod auth;
pub mod body;
pub mod error;
pub mod http;
pub mod recipes;
pub mod seed;
pub mod sweep;
pub mod work;

use cookbook_store::Stores;
use jiff::SignedDuration;

/// Settings the application reads; the defaults are the seeds' defaults.
#[derive(Debug, Clone)]
pub struct AppConfig {
    /// How long a draft waits in review before it expires (seed 004 §4.3).
    pub draft_expiration: SignedDuration,
}

impl Default for AppConfig {
    fn default() -> Self {
        Self {
            draft_expiration: cookbook_domain::task::DEFAULT_DRAFT_EXPIRATION,
        }
    }
}

/// What every handler gets: the stores and the configuration.
#[derive(Clone)]
pub struct AppContext {
    pub stores: Stores,
    pub config: AppConfig,
}

impl AppContext {
    pub fn new(stores: Stores) -> Self {
        Self {
            stores,
            config: AppConfig::default(),
        }
    }
}
