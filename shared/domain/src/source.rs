//! Provenance of an imported recipe and the URL normalization behind `urlHash` (CONTRACTS.md §2).

use base64::Engine as _;
use jiff::Timestamp;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use url::Url;

/// How a draft's fields were obtained from the page.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub enum ExtractionMethod {
    JsonLd,
    Microdata,
    Heuristic,
    Llm,
}

/// Where a recipe came from.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct RecipeSource {
    pub url: String,
    #[serde(default)]
    pub url_hash: Option<String>,
    #[serde(default)]
    pub site_name: Option<String>,
    #[serde(default)]
    pub author: Option<String>,
    pub retrieved_at: Timestamp,
    #[serde(default)]
    pub extraction_method: Option<ExtractionMethod>,
    #[serde(default)]
    pub license_hint: Option<String>,
}

impl RecipeSource {
    /// A source for `url` with its hash filled in; `None` when `url` does not parse.
    pub fn new(url: &str, retrieved_at: Timestamp, method: ExtractionMethod) -> Option<Self> {
        Some(Self {
            url: url.to_owned(),
            url_hash: Some(url_hash(url)?),
            site_name: None,
            author: None,
            retrieved_at,
            extraction_method: Some(method),
            license_hint: None,
        })
    }

    /// The source of a recipe the user brought without a web address (pasted text): no link,
    /// no hash, so it is never taken for a duplicate of another import.
    pub fn without_address(retrieved_at: Timestamp, method: ExtractionMethod) -> Self {
        Self {
            url: String::new(),
            url_hash: None,
            site_name: None,
            author: None,
            retrieved_at,
            extraction_method: Some(method),
            license_hint: None,
        }
    }
}

/// Query parameters that only track the visitor and never select content.
fn is_tracking_param(name: &str) -> bool {
    name.starts_with("utm_")
        || matches!(
            name,
            "fbclid"
                | "gclid"
                | "dclid"
                | "msclkid"
                | "mc_cid"
                | "mc_eid"
                | "igshid"
                | "yclid"
                | "_ga"
                | "ref"
                | "ref_src"
        )
}

/// The normalized form of `url` that duplicate detection compares; `None` when it does not parse.
pub fn normalize_url(url: &str) -> Option<String> {
    // The url crate already lowercases scheme and host and drops default ports.
    let mut parsed = Url::parse(url.trim()).ok()?;
    parsed.set_fragment(None);

    let mut pairs: Vec<(String, String)> = parsed
        .query_pairs()
        .filter(|(name, _)| !is_tracking_param(name))
        .map(|(name, value)| (name.into_owned(), value.into_owned()))
        .collect();
    pairs.sort();
    if pairs.is_empty() {
        parsed.set_query(None);
    } else {
        let query = url::form_urlencoded::Serializer::new(String::new())
            .extend_pairs(pairs)
            .finish();
        parsed.set_query(Some(&query));
    }

    let path = parsed.path();
    if path.len() > 1 && path.ends_with('/') {
        let trimmed = path[..path.len() - 1].to_owned();
        parsed.set_path(&trimmed);
    }
    Some(parsed.into())
}

/// `base64url(sha256(normalize_url(url)))`, unpadded, first 22 characters.
pub fn url_hash(url: &str) -> Option<String> {
    let digest = Sha256::digest(normalize_url(url)?.as_bytes());
    let mut encoded = base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(digest);
    encoded.truncate(22);
    Some(encoded)
}

#[cfg(test)]
mod tests {
    use super::*;

    const VECTORS: [(&str, &str, &str); 4] = [
        (
            "HTTPS://Example.COM:443/Recipes/Tonkotsu-Ramen/?utm_source=x&b=2&a=1&fbclid=abc#step-3",
            "https://example.com/Recipes/Tonkotsu-Ramen?a=1&b=2",
            "1d3z8sah5iu57eMHKL5pF1",
        ),
        (
            "http://example.com/",
            "http://example.com/",
            "KhtAJCDvRld0cc3HQJsPos",
        ),
        (
            "https://www.example.com/r?id=42&ref=home",
            "https://www.example.com/r?id=42",
            "U2MPwdJRQLfnl-0oYzj7xx",
        ),
        (
            "https://example.com:8443/a/b/",
            "https://example.com:8443/a/b",
            "snxQj1JYOufXHTpLa9XEe_",
        ),
    ];

    #[test]
    fn contract_test_vectors() {
        for (url, normalized, hash) in VECTORS {
            assert_eq!(normalize_url(url).as_deref(), Some(normalized), "{url}");
            assert_eq!(url_hash(url).as_deref(), Some(hash), "{url}");
        }
    }

    #[test]
    fn same_value_pairs_sort_by_value_and_unparseable_urls_have_no_hash() {
        assert_eq!(
            normalize_url("https://a.example/x?k=2&k=1&utm_medium=y").as_deref(),
            Some("https://a.example/x?k=1&k=2")
        );
        assert_eq!(url_hash("not a url"), None);
    }

    #[test]
    fn new_source_carries_its_hash() {
        let source = RecipeSource::new(
            "http://example.com/",
            Timestamp::UNIX_EPOCH,
            ExtractionMethod::JsonLd,
        )
        .unwrap();
        assert_eq!(source.url_hash.as_deref(), Some("KhtAJCDvRld0cc3HQJsPos"));
        let json = serde_json::to_value(&source).unwrap();
        assert_eq!(json["extractionMethod"], "JsonLd");
        assert_eq!(json["urlHash"], "KhtAJCDvRld0cc3HQJsPos");
    }
}
