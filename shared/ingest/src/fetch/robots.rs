//! robots.txt rules per origin, cached for the fetcher's lifetime. Best effort (seed 004
//! §10.1): a robots.txt that is missing, unreachable or unparsable allows everything.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use texting_robots::Robot;
use url::Url;

/// The rules of one origin.
#[derive(Clone)]
pub(crate) enum Rules {
    AllowAll,
    Parsed(Arc<Robot>),
}

impl Rules {
    /// The rules in a robots.txt body, for the product token of `user_agent`.
    pub(crate) fn parse(user_agent: &str, body: &[u8]) -> Self {
        match Robot::new(agent_token(user_agent), body) {
            Ok(robot) => Rules::Parsed(Arc::new(robot)),
            Err(error) => {
                tracing::info!(%error, "unparsable robots.txt; treating it as allowing everything");
                Rules::AllowAll
            }
        }
    }

    pub(crate) fn allows(&self, url: &Url) -> bool {
        match self {
            Rules::AllowAll => true,
            Rules::Parsed(robot) => robot.allowed(url.as_str()),
        }
    }
}

#[derive(Default)]
pub(crate) struct RobotsCache {
    by_origin: Mutex<HashMap<String, Rules>>,
}

impl RobotsCache {
    pub(crate) fn get(&self, url: &Url) -> Option<Rules> {
        self.lock().get(&origin_key(url)).cloned()
    }

    pub(crate) fn insert(&self, url: &Url, rules: Rules) {
        self.lock().insert(origin_key(url), rules);
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<String, Rules>> {
        // The map stays consistent even if a holder panicked: inserts are single calls.
        self.by_origin
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }
}

/// Where the robots.txt governing `url` lives.
pub(crate) fn robots_url(url: &Url) -> Url {
    let mut robots = url.clone();
    robots.set_path("/robots.txt");
    robots.set_query(None);
    robots.set_fragment(None);
    robots
}

fn origin_key(url: &Url) -> String {
    url.origin().ascii_serialization()
}

/// The product token robots.txt groups match on: `CookbookBot` of `CookbookBot/0.1 (…)`.
fn agent_token(user_agent: &str) -> &str {
    user_agent
        .split(['/', ' '])
        .next()
        .filter(|token| !token.is_empty())
        .unwrap_or(user_agent)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rules_apply_to_our_product_token() {
        let body = b"User-agent: CookbookBot\nDisallow: /private\n\nUser-agent: *\nDisallow: /";
        let rules = Rules::parse("CookbookBot/0.1 (+recipe import)", body);
        let url = |path: &str| Url::parse(&format!("https://a.test{path}")).expect("a URL");
        assert!(rules.allows(&url("/recipes/1")));
        assert!(!rules.allows(&url("/private/x")));
        assert_eq!(
            robots_url(&url("/a/b?c#d")).as_str(),
            "https://a.test/robots.txt"
        );
    }
}
