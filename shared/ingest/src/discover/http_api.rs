//! A search provider backed by a web search API (Bing, Google Custom Search, a self-hosted
//! engine…), configured rather than coded: the endpoint, the query parameter, fixed extra
//! parameters, an API key header, and JSON pointers (RFC 6901) that map the answer onto
//! candidates.
//!
//! The endpoint is set by the operator, so it skips the fetcher's SSRF guard, but it gets
//! strict limits: a total timeout, no redirects and a cap on the answer's size. Without a
//! score pointer, candidates are scored by rank (1 for the first, falling linearly).

use std::collections::BTreeMap;
use std::fmt;
use std::time::Duration;

use async_trait::async_trait;
use reqwest::StatusCode;
use reqwest::header::{ACCEPT, HeaderMap, HeaderName, HeaderValue};
use serde::Deserialize;
use serde_json::Value;
use url::Url;

use super::{DiscoverError, SearchCandidate, SearchProvider, SearchRequest};

/// Connecting may take at most this long, however long the total timeout.
const MAX_CONNECT_TIMEOUT: Duration = Duration::from_secs(3);

const USER_AGENT: &str = "CookbookDiscover/0.1 (+recipe import search)";

/// Where the API key goes: a header (`{"header": "Ocp-Apim-Subscription-Key"}`) or a query
/// parameter (`{"param": "key"}`, Google's style). The value may be left out of the settings
/// and given apart (the deployment's `SEARCH_API_KEY`), so the mapping holds no secret.
#[derive(Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ApiKey {
    #[serde(default)]
    pub header: Option<String>,
    #[serde(default)]
    pub param: Option<String>,
    #[serde(default)]
    pub value: String,
}

impl fmt::Debug for ApiKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("ApiKey")
            .field("header", &self.header)
            .field("param", &self.param)
            .field("value", &"<redacted>")
            .finish()
    }
}

/// How to call the search API and read its answer (camelCase JSON for operator settings).
#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct HttpSearchApiConfig {
    /// An http(s) URL, e.g. `https://api.search.example/v7.0/search`.
    pub endpoint: String,
    /// The parameter carrying the search terms.
    #[serde(default = "default_query_param")]
    pub query_param: String,
    /// Fixed parameters sent with every search (`count`, `cx`, `key`…).
    #[serde(default)]
    pub extra_params: BTreeMap<String, String>,
    #[serde(default)]
    pub api_key: Option<ApiKey>,
    /// Pointer to the array of results in the answer, e.g. `/webPages/value`.
    pub items_pointer: String,
    /// Pointers within one result; a result without a URL is skipped.
    pub url_pointer: String,
    pub title_pointer: String,
    #[serde(default)]
    pub snippet_pointer: Option<String>,
    #[serde(default)]
    pub site_name_pointer: Option<String>,
    #[serde(default)]
    pub score_pointer: Option<String>,
    /// Total time of one search, from connecting to the last byte of the answer.
    #[serde(default = "default_timeout_ms")]
    pub timeout_ms: u64,
    #[serde(default = "default_max_response_bytes")]
    pub max_response_bytes: usize,
}

impl HttpSearchApiConfig {
    /// Sets the key's value given apart from the settings; `apiKey` must say where it goes.
    pub fn set_api_key(&mut self, value: &str) -> Result<(), DiscoverError> {
        let key = self.api_key.as_mut().ok_or_else(|| {
            DiscoverError::InvalidConfig(
                "a key is given but the settings have no `apiKey` saying where it goes: add \
                 `\"apiKey\": {\"header\": \"NAME\"}` or `{\"param\": \"NAME\"}`"
                    .to_owned(),
            )
        })?;
        key.value = value.to_owned();
        Ok(())
    }
}

fn default_query_param() -> String {
    "q".to_owned()
}

fn default_timeout_ms() -> u64 {
    5_000
}

fn default_max_response_bytes() -> usize {
    2 * 1024 * 1024
}

/// Searches through the configured API.
#[derive(Debug)]
pub struct HttpSearchApiProvider {
    config: HttpSearchApiConfig,
    endpoint: Url,
    client: reqwest::Client,
}

impl HttpSearchApiProvider {
    /// Checks the configuration (endpoint, pointers, key header) and builds the client.
    pub fn new(config: HttpSearchApiConfig) -> Result<Self, DiscoverError> {
        let invalid = |reason: String| DiscoverError::InvalidConfig(reason);
        let endpoint = Url::parse(&config.endpoint)
            .ok()
            .filter(|url| matches!(url.scheme(), "http" | "https"))
            .ok_or_else(|| invalid("the search API endpoint must be an http(s) URL".to_owned()))?;
        let pointers = [
            Some(&config.items_pointer),
            Some(&config.url_pointer),
            Some(&config.title_pointer),
            config.snippet_pointer.as_ref(),
            config.site_name_pointer.as_ref(),
            config.score_pointer.as_ref(),
        ];
        if let Some(bad) = pointers
            .into_iter()
            .flatten()
            .find(|pointer| !pointer.is_empty() && !pointer.starts_with('/'))
        {
            return Err(invalid(format!(
                "`{bad}` is not a JSON pointer; it must be empty or start with `/`"
            )));
        }
        let mut headers = HeaderMap::new();
        headers.insert(ACCEPT, HeaderValue::from_static("application/json"));
        if let Some(key) = &config.api_key {
            if key.value.is_empty() {
                return Err(invalid(
                    "the API key's value is missing: set SEARCH_API_KEY (or `apiKey.value`)"
                        .to_owned(),
                ));
            }
            match (&key.header, &key.param) {
                (Some(header), None) => {
                    let name = HeaderName::from_bytes(header.as_bytes())
                        .map_err(|_| invalid(format!("`{header}` is not a valid header name")))?;
                    let mut value = HeaderValue::from_str(&key.value).map_err(|_| {
                        invalid("the API key is not a valid header value".to_owned())
                    })?;
                    value.set_sensitive(true);
                    headers.insert(name, value);
                }
                (None, Some(_)) => {}
                _ => {
                    return Err(invalid(
                        "`apiKey` needs exactly one of `header` and `param`".to_owned(),
                    ));
                }
            }
        }
        let timeout = Duration::from_millis(config.timeout_ms);
        let client = reqwest::Client::builder()
            .user_agent(USER_AGENT)
            .default_headers(headers)
            .redirect(reqwest::redirect::Policy::none())
            .timeout(timeout)
            .connect_timeout(timeout.min(MAX_CONNECT_TIMEOUT))
            .build()
            .map_err(|e| invalid(format!("the HTTP client could not be built ({e})")))?;
        Ok(HttpSearchApiProvider {
            config,
            endpoint,
            client,
        })
    }

    fn search_url(&self, request: &SearchRequest) -> Url {
        let mut url = self.endpoint.clone();
        let mut pairs = url.query_pairs_mut();
        pairs.extend_pairs(&self.config.extra_params);
        if let Some(ApiKey {
            param: Some(param),
            value,
            ..
        }) = &self.config.api_key
        {
            pairs.append_pair(param, value);
        }
        pairs.append_pair(&self.config.query_param, &request.search_terms());
        drop(pairs);
        url
    }

    /// Reads the answer, refusing it once it exceeds the configured size.
    async fn read_capped(&self, mut response: reqwest::Response) -> Result<Vec<u8>, DiscoverError> {
        let limit = self.config.max_response_bytes;
        let mut body = Vec::new();
        while let Some(chunk) = response
            .chunk()
            .await
            .map_err(|e| self.transport_error(e))?
        {
            if body.len() + chunk.len() > limit {
                return Err(DiscoverError::Failed(format!(
                    "the answer is larger than {limit} bytes"
                )));
            }
            body.extend_from_slice(&chunk);
        }
        Ok(body)
    }

    /// A transport failure, without the URL (it may carry an API key in its query).
    fn transport_error(&self, error: reqwest::Error) -> DiscoverError {
        if error.is_timeout() {
            return DiscoverError::Unavailable(format!(
                "no answer within {} ms",
                self.config.timeout_ms
            ));
        }
        DiscoverError::Unavailable(error.without_url().to_string())
    }
}

#[async_trait]
impl SearchProvider for HttpSearchApiProvider {
    async fn search(&self, request: &SearchRequest) -> Result<Vec<SearchCandidate>, DiscoverError> {
        let response = self
            .client
            .get(self.search_url(request))
            .send()
            .await
            .map_err(|e| self.transport_error(e))?;
        let status = response.status();
        if !status.is_success() {
            let reason = format!("the search API answered HTTP {}", status.as_u16());
            let transient = status.is_server_error()
                || matches!(
                    status,
                    StatusCode::TOO_MANY_REQUESTS | StatusCode::REQUEST_TIMEOUT
                );
            return Err(if transient {
                DiscoverError::Unavailable(reason)
            } else {
                DiscoverError::Failed(reason)
            });
        }
        let body = self.read_capped(response).await?;
        let answer: Value = serde_json::from_slice(&body)
            .map_err(|e| DiscoverError::Failed(format!("the answer is not JSON ({e})")))?;
        candidates_from(&answer, &self.config)
    }
}

/// Maps the API's answer onto candidates with the configured pointers.
fn candidates_from(
    answer: &Value,
    config: &HttpSearchApiConfig,
) -> Result<Vec<SearchCandidate>, DiscoverError> {
    let items = answer
        .pointer(&config.items_pointer)
        .and_then(Value::as_array)
        .ok_or_else(|| {
            DiscoverError::Failed(format!(
                "the answer has no list of results at `{}`",
                config.items_pointer
            ))
        })?;
    let count = items.len() as f64;
    Ok(items
        .iter()
        .enumerate()
        .filter_map(|(rank, item)| {
            let text = |pointer: &str| {
                let value = item.pointer(pointer)?.as_str()?.trim();
                (!value.is_empty()).then(|| value.to_owned())
            };
            let optional_text = |pointer: &Option<String>| pointer.as_deref().and_then(text);
            let score = config
                .score_pointer
                .as_deref()
                .and_then(|pointer| item.pointer(pointer)?.as_f64())
                .unwrap_or(1.0 - rank as f64 / count);
            Some(SearchCandidate {
                url: text(&config.url_pointer)?,
                title: text(&config.title_pointer).unwrap_or_default(),
                snippet: optional_text(&config.snippet_pointer).unwrap_or_default(),
                site_name: optional_text(&config.site_name_pointer),
                score,
            })
        })
        .collect())
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    fn config(extra: Value) -> HttpSearchApiConfig {
        let mut base = json!({
            "endpoint": "https://search.example/api",
            "itemsPointer": "/web/results",
            "urlPointer": "/link",
            "titlePointer": "/name",
            "snippetPointer": "/summary",
        });
        if let (Some(base), Some(extra)) = (base.as_object_mut(), extra.as_object()) {
            base.extend(extra.clone());
        }
        serde_json::from_value(base).expect("a config")
    }

    #[test]
    fn results_are_mapped_by_pointer_and_scored_by_rank() {
        let answer = json!({"web": {"results": [
            {"link": "https://a.example/1", "name": " Soup ", "summary": "Hot."},
            {"name": "no link"},
            {"link": "https://b.example/2", "name": "Stew"},
            {"link": "https://c.example/3"},
        ]}});
        let found = candidates_from(&answer, &config(json!({}))).expect("candidates");
        let summary: Vec<(&str, &str, &str, f64)> = found
            .iter()
            .map(|c| {
                (
                    c.url.as_str(),
                    c.title.as_str(),
                    c.snippet.as_str(),
                    c.score,
                )
            })
            .collect();
        assert_eq!(
            summary,
            [
                ("https://a.example/1", "Soup", "Hot.", 1.0),
                ("https://b.example/2", "Stew", "", 0.5),
                ("https://c.example/3", "", "", 0.25),
            ]
        );
    }

    #[test]
    fn a_score_pointer_and_site_name_are_used_when_configured() {
        let answer = json!({"web": {"results": [
            {"link": "https://a.example/1", "name": "A", "meta": {"score": 0.3, "site": "A Site"}},
            {"link": "https://b.example/2", "name": "B", "meta": {}},
        ]}});
        let with_scores =
            config(json!({"scorePointer": "/meta/score", "siteNamePointer": "/meta/site"}));
        let found = candidates_from(&answer, &with_scores).expect("candidates");
        assert_eq!(found[0].score, 0.3);
        assert_eq!(found[0].site_name.as_deref(), Some("A Site"));
        assert_eq!((found[1].score, found[1].site_name.as_deref()), (0.5, None));
    }

    #[test]
    fn an_answer_without_the_list_is_an_error() {
        for answer in [
            json!({}),
            json!({"web": {"results": {"x": 1}}}),
            json!([1, 2]),
        ] {
            let error = candidates_from(&answer, &config(json!({}))).expect_err("no list");
            assert!(matches!(error, DiscoverError::Failed(_)), "{error:?}");
        }
    }

    #[test]
    fn bad_settings_are_refused_up_front() {
        for (extra, expected) in [
            (json!({"endpoint": "file:///etc/passwd"}), "endpoint"),
            (json!({"urlPointer": "link"}), "JSON pointer"),
            (
                json!({"apiKey": {"header": "bad header", "value": "k"}}),
                "header name",
            ),
            (
                json!({"apiKey": {"header": "X-Key", "value": "a\nb"}}),
                "header value",
            ),
        ] {
            let error = HttpSearchApiProvider::new(config(extra)).expect_err("invalid");
            assert!(error.to_string().contains(expected), "{error}");
        }
    }

    #[test]
    fn the_api_key_is_not_printed() {
        let with_key = config(json!({"apiKey": {"header": "X-Key", "value": "s3cret"}}));
        assert!(!format!("{with_key:?}").contains("s3cret"));
        let provider = HttpSearchApiProvider::new(with_key).expect("a provider");
        assert!(!format!("{provider:?}").contains("s3cret"));
    }
}
