//! Reading the application's settings from the environment, the same way in Lambda and in
//! `cookbook serve`: every setting has the seeds' default, and a bad value is an error that names
//! the variable.

use std::sync::Arc;

use cookbook_ingest::discover::{
    CuratedSourcesProvider, DiscoverError, HttpSearchApiConfig, HttpSearchApiProvider,
    SearchProvider,
};
use jiff::SignedDuration;

use crate::AppConfig;
use crate::lazy::LazySearch;

/// A setting that could not be read.
#[derive(Debug, thiserror::Error)]
#[error("environment variable {name}: {problem}")]
pub struct ConfigError {
    name: &'static str,
    problem: String,
}

fn var(name: &'static str) -> Option<String> {
    std::env::var(name).ok().filter(|v| !v.trim().is_empty())
}

fn flag(name: &'static str, default: bool) -> Result<bool, ConfigError> {
    match var(name).as_deref().map(str::trim) {
        None => Ok(default),
        Some("1" | "true" | "yes") => Ok(true),
        Some("0" | "false" | "no") => Ok(false),
        Some(other) => Err(ConfigError {
            name,
            problem: format!("`{other}` is not true or false"),
        }),
    }
}

fn list(name: &'static str) -> Vec<String> {
    var(name)
        .map(|v| {
            v.split(',')
                .map(|d| d.trim().to_ascii_lowercase())
                .filter(|d| !d.is_empty())
                .collect()
        })
        .unwrap_or_default()
}

/// A whole number from `range`, in `unit`s; `None` when the variable is unset.
fn whole_number(
    name: &'static str,
    range: std::ops::RangeInclusive<u32>,
    unit: &str,
) -> Result<Option<u32>, ConfigError> {
    let Some(value) = var(name) else {
        return Ok(None);
    };
    let number = value.trim().parse().ok().filter(|n| range.contains(n));
    number.map(Some).ok_or_else(|| ConfigError {
        name,
        problem: format!(
            "`{value}` is not a whole number of {unit} from {} to {}",
            range.start(),
            range.end()
        ),
    })
}

impl AppConfig {
    /// Defaults overridden by `DRAFT_EXPIRATION_DAYS`, `FETCH_ALLOW_DOMAINS`, `FETCH_DENY_DOMAINS`
    /// (comma-separated), `FETCH_RESPECT_ROBOTS`, `FETCH_KEEP_RAW_HTML`, `FETCH_MIN_INTERVAL_MS`,
    /// `MCP_ALLOWED_HOSTS` (comma-separated `Host` values of the MCP endpoint),
    /// `QUEUE_MAX_RECEIVE_COUNT`, `CHAT_TURN_DEADLINE_SECS`, the per-user quotas
    /// `QUOTA_REQUESTS_PER_MINUTE` and `QUOTA_MODEL_TOKENS_PER_DAY`, and the test-only
    /// `FETCH_ALLOW_LOOPBACK_FOR_TESTS` (never set it in a deployment).
    pub fn from_env() -> Result<Self, ConfigError> {
        let mut config = AppConfig {
            max_receive_count: max_receive_count_from_env()?,
            ..AppConfig::default()
        };
        if let Some(secs) = whole_number("CHAT_TURN_DEADLINE_SECS", 1..=900, "seconds")? {
            config.chat_turn_deadline = std::time::Duration::from_secs(secs.into());
        }
        if let Some(days) = whole_number("DRAFT_EXPIRATION_DAYS", 1..=365, "days")? {
            config.draft_expiration = SignedDuration::from_hours(i64::from(days) * 24);
        }
        config.fetch.allow_domains = list("FETCH_ALLOW_DOMAINS");
        config.fetch.deny_domains = list("FETCH_DENY_DOMAINS");
        config.fetch.respect_robots = flag("FETCH_RESPECT_ROBOTS", config.fetch.respect_robots)?;
        config.fetch.keep_raw_html = flag("FETCH_KEEP_RAW_HTML", config.fetch.keep_raw_html)?;
        config.fetch.allow_loopback_for_tests = flag("FETCH_ALLOW_LOOPBACK_FOR_TESTS", false)?;
        let mcp_hosts = list("MCP_ALLOWED_HOSTS");
        if !mcp_hosts.is_empty() {
            config.mcp_allowed_hosts = mcp_hosts;
        }
        if let Some(ms) = var("FETCH_MIN_INTERVAL_MS") {
            let ms: u64 = ms.trim().parse().map_err(|_| ConfigError {
                name: "FETCH_MIN_INTERVAL_MS",
                problem: format!("`{ms}` is not a whole number of milliseconds"),
            })?;
            config.fetch.min_interval_per_domain = std::time::Duration::from_millis(ms);
        }
        let quotas = &mut config.quotas;
        if let Some(n) = whole_number("QUOTA_REQUESTS_PER_MINUTE", 1..=u32::MAX, "requests")? {
            quotas.requests_per_minute = n.into();
        }
        if let Some(n) = whole_number("QUOTA_MODEL_TOKENS_PER_DAY", 1..=u32::MAX, "tokens")? {
            quotas.model_tokens_per_day = n.into();
        }
        Ok(config)
    }
}

/// The queues' `maxReceiveCount`: `QUEUE_MAX_RECEIVE_COUNT` (1 to 1000, SQS's range), which the
/// template sets to the queues' redrive policy's value, else the embedded queue's default.
/// `cookbook serve` gives its embedded queue this value too, so both stacks give up on the same
/// delivery.
pub fn max_receive_count_from_env() -> Result<u32, ConfigError> {
    Ok(
        whole_number("QUEUE_MAX_RECEIVE_COUNT", 1..=1000, "receives")?
            .unwrap_or(cookbook_store::QueueSettings::default().max_receive_count),
    )
}

/// The search provider import by query uses, or `None` when none is configured (import by query
/// is then refused with `DISCOVERY_NOT_CONFIGURED` rather than searching something made up):
/// - `SEARCH_API_CONFIG`: a web search API (JSON, see `HttpSearchApiConfig`); its key may come
///   from `SEARCH_API_KEY` instead of the JSON, so the mapping can sit in plain configuration;
/// - `SEARCH_CURATED_SOURCES`: a curated list of recipe pages, a file path or the JSON array
///   itself (see `CuratedSourcesProvider`).
///
/// Setting both is refused: which one answers would otherwise be a guess. The setting is read
/// and the client built on the first search ([`LazySearch`]), so a function that never searches
/// does not pay for it at cold start, and a bad setting fails import by query only.
pub fn search_provider_from_env() -> Result<Option<Arc<dyn SearchProvider>>, ConfigError> {
    Ok(search_provider_from(var)?.map(|search| Arc::new(search) as Arc<dyn SearchProvider>))
}

/// [`search_provider_from_env`] over the settings `get` reads.
fn search_provider_from(
    get: impl Fn(&'static str) -> Option<String>,
) -> Result<Option<LazySearch>, ConfigError> {
    let build: Box<dyn Fn() -> Result<Arc<dyn SearchProvider>, ConfigError> + Send + Sync> =
        match (get("SEARCH_API_CONFIG"), get("SEARCH_CURATED_SOURCES")) {
            (Some(_), Some(_)) => {
                return Err(ConfigError {
                    name: "SEARCH_CURATED_SOURCES",
                    problem: "set either SEARCH_API_CONFIG or SEARCH_CURATED_SOURCES, not both"
                        .to_owned(),
                });
            }
            (Some(json), None) => {
                let key = get("SEARCH_API_KEY");
                Box::new(move || search_api(&json, key.clone()))
            }
            (None, Some(list)) => Box::new(move || curated_sources(&list)),
            (None, None) => return Ok(None),
        };
    Ok(Some(LazySearch::new(move || {
        build().map_err(|e| DiscoverError::InvalidConfig(e.to_string()))
    })))
}

fn search_api(json: &str, key: Option<String>) -> Result<Arc<dyn SearchProvider>, ConfigError> {
    let invalid = |problem: String| ConfigError {
        name: "SEARCH_API_CONFIG",
        problem,
    };
    let mut config: HttpSearchApiConfig =
        serde_json::from_str(json).map_err(|e| invalid(e.to_string()))?;
    if let Some(key) = key {
        config
            .set_api_key(key.trim())
            .map_err(|e| invalid(e.to_string()))?;
    }
    let provider = HttpSearchApiProvider::new(config).map_err(|e| invalid(e.to_string()))?;
    Ok(Arc::new(provider))
}

fn curated_sources(list: &str) -> Result<Arc<dyn SearchProvider>, ConfigError> {
    let list = list.trim();
    let provider = if list.starts_with('[') {
        CuratedSourcesProvider::from_json(list)
    } else {
        CuratedSourcesProvider::from_file(std::path::Path::new(list))
    };
    provider
        .map(|provider| Arc::new(provider) as Arc<dyn SearchProvider>)
        .map_err(|e| ConfigError {
            name: "SEARCH_CURATED_SOURCES",
            problem: e.to_string(),
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// CONTRACTS.md §9: fetching from loopback is a test-only setting, off unless set, and
    /// never part of a deployment.
    #[test]
    fn loopback_fetching_is_off_by_default_and_never_deployed() {
        assert!(!AppConfig::default().fetch.allow_loopback_for_tests);
        let template = include_str!("../../../infra/template.yaml");
        assert!(!template.contains("FETCH_ALLOW_LOOPBACK_FOR_TESTS"));
    }

    const API: &str = r#"{"endpoint": "https://search.example/api", "itemsPointer": "/items",
        "urlPointer": "/url", "titlePointer": "/title", "apiKey": {"header": "X-Key"}}"#;
    const CURATED: &str = r#"[{"url": "https://recipes.example/soup", "title": "Soup"}]"#;

    fn provider(settings: &[(&str, &str)]) -> Result<bool, String> {
        let get = |name: &'static str| {
            settings
                .iter()
                .find(|(key, _)| *key == name)
                .map(|(_, value)| (*value).to_owned())
        };
        // Built here as the first search would build it, to see what that search would meet.
        match search_provider_from(get).map_err(|e| e.to_string())? {
            Some(search) => search.ready().map(|()| true).map_err(|e| e.to_string()),
            None => Ok(false),
        }
    }

    #[test]
    fn nothing_is_searched_unless_configured() {
        assert_eq!(provider(&[]), Ok(false));
    }

    #[test]
    fn a_search_api_takes_its_key_apart_from_the_mapping() {
        assert_eq!(
            provider(&[("SEARCH_API_CONFIG", API), ("SEARCH_API_KEY", "k")]),
            Ok(true)
        );
        let keyless = provider(&[("SEARCH_API_CONFIG", API)]).expect_err("no key");
        assert!(keyless.contains("SEARCH_API_KEY"), "{keyless}");
        let nowhere = r#"{"endpoint": "https://search.example/api", "itemsPointer": "/items",
            "urlPointer": "/url", "titlePointer": "/title"}"#;
        let error = provider(&[("SEARCH_API_CONFIG", nowhere), ("SEARCH_API_KEY", "k")])
            .expect_err("where does the key go");
        assert!(error.contains("apiKey"), "{error}");
        let error = provider(&[("SEARCH_API_CONFIG", "{")]).expect_err("bad JSON");
        assert!(
            error.starts_with(
                "the search provider is misconfigured: environment variable SEARCH_API_CONFIG"
            ),
            "{error}"
        );
    }

    #[test]
    fn a_curated_list_is_inline_json_or_a_file() {
        assert_eq!(provider(&[("SEARCH_CURATED_SOURCES", CURATED)]), Ok(true));
        let dir = std::env::temp_dir().join(format!("cookbook-curated-{}", std::process::id()));
        std::fs::write(&dir, CURATED).expect("write the list");
        let path = dir.to_string_lossy().into_owned();
        assert_eq!(provider(&[("SEARCH_CURATED_SOURCES", &path)]), Ok(true));
        std::fs::remove_file(&dir).expect("remove the list");
        let missing = provider(&[("SEARCH_CURATED_SOURCES", &path)]).expect_err("gone");
        assert!(missing.contains(&path), "{missing}");
    }

    /// A function that never searches neither reads the setting nor builds the client, and a
    /// bad setting fails the first search, not every function's start.
    #[test]
    fn the_search_setting_is_read_on_the_first_search() {
        let get = |name: &'static str| (name == "SEARCH_API_CONFIG").then(|| "{".to_owned());
        let search = search_provider_from(get)
            .expect("nothing read at start")
            .expect("configured");
        assert!(!search.is_built());
        let error = search.ready().expect_err("bad JSON").to_string();
        assert!(error.contains("SEARCH_API_CONFIG"), "{error}");
        assert!(search.is_built());
    }

    #[test]
    fn both_kinds_at_once_are_refused() {
        let error = provider(&[
            ("SEARCH_API_CONFIG", API),
            ("SEARCH_API_KEY", "k"),
            ("SEARCH_CURATED_SOURCES", CURATED),
        ])
        .expect_err("ambiguous");
        assert!(error.contains("not both"), "{error}");
    }
}
