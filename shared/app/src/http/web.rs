//! The review web app (seed 004 §4.1–4.3): plain HTML, CSS and ES modules from `shared/app/web/`,
//! embedded in the binary and served by the `api` function at `/` and `/assets/...` (public
//! routes, CONTRACTS.md §5). The page calls the API with the bearer token the user pastes.

use axum::Router;
use axum::extract::Path;
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;

use crate::error::ApiError;

/// What the page may load and call: only this origin, no inline script or style, no framing.
/// Recipe images may come from the sites the recipes were imported from.
const CONTENT_SECURITY_POLICY: &str = "default-src 'self'; script-src 'self'; style-src 'self'; \
     img-src 'self' data: https:; connect-src 'self'; object-src 'none'; base-uri 'none'; \
     form-action 'self'; frame-ancestors 'none'";

/// File names carry no content hash, so browsers keep copies but revalidate them (by ETag)
/// on every use; a deploy is then seen at once.
const CACHE_CONTROL: &str = "no-cache";

const HTML: &str = "text/html; charset=utf-8";
const CSS: &str = "text/css; charset=utf-8";
const JAVASCRIPT: &str = "text/javascript; charset=utf-8";

/// One embedded file with its content type and a hash of its bytes for the ETag.
struct Asset {
    /// The path under `/assets/` (empty for the page itself).
    path: &'static str,
    content_type: &'static str,
    body: &'static str,
    hash: u64,
}

/// FNV-1a, computed at compile time: a stable fingerprint of each file for its ETag.
const fn fingerprint(bytes: &[u8]) -> u64 {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    let mut i = 0;
    while i < bytes.len() {
        hash ^= bytes[i] as u64;
        hash = hash.wrapping_mul(0x0000_0100_0000_01b3);
        i += 1;
    }
    hash
}

const fn asset(path: &'static str, content_type: &'static str, body: &'static str) -> Asset {
    Asset {
        path,
        content_type,
        body,
        hash: fingerprint(body.as_bytes()),
    }
}

const PAGE: Asset = asset("", HTML, include_str!("../../web/index.html"));

/// A module under `web/assets/js/`, served as `/assets/js/NAME`.
macro_rules! script {
    ($name:literal) => {
        asset(
            concat!("js/", $name),
            JAVASCRIPT,
            include_str!(concat!("../../web/assets/js/", $name)),
        )
    };
}

/// Everything under `/assets/`; a path not listed here is 404, so nothing else can be read.
const ASSETS: &[Asset] = &[
    asset("app.css", CSS, include_str!("../../web/assets/app.css")),
    script!("main.js"),
    script!("api.js"),
    script!("dom.js"),
    script!("format.js"),
    script!("signin.js"),
    script!("wizard.js"),
    script!("progress.js"),
    script!("task.js"),
    script!("review.js"),
    script!("editor.js"),
    script!("diff.js"),
    script!("prompts.js"),
    script!("plans.js"),
    script!("planforms.js"),
    script!("plan.js"),
    script!("meals.js"),
    script!("mealedit.js"),
    script!("shopping.js"),
    script!("cook.js"),
    script!("library.js"),
    script!("queue.js"),
    script!("chat.js"),
    script!("settings.js"),
    script!("apidoc.js"),
];

fn etag(asset: &Asset) -> String {
    format!("\"{:016x}\"", asset.hash)
}

/// The asset, or 304 when the browser's copy (`If-None-Match`) is current.
fn respond(asset: &Asset, request: &HeaderMap) -> Response {
    let etag = etag(asset);
    let current = request
        .get(header::IF_NONE_MATCH)
        .and_then(|value| value.to_str().ok())
        .is_some_and(|tags| tags.split(',').any(|tag| tag.trim() == etag));
    let mut response = if current {
        StatusCode::NOT_MODIFIED.into_response()
    } else {
        asset.body.into_response()
    };
    let headers = response.headers_mut();
    for (name, value) in [
        (header::CONTENT_TYPE, asset.content_type),
        (header::CACHE_CONTROL, CACHE_CONTROL),
        (header::CONTENT_SECURITY_POLICY, CONTENT_SECURITY_POLICY),
        (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
        (header::REFERRER_POLICY, "no-referrer"),
    ] {
        headers.insert(name, HeaderValue::from_static(value));
    }
    if let Ok(value) = HeaderValue::from_str(&etag) {
        headers.insert(header::ETAG, value);
    }
    response
}

async fn page(request: HeaderMap) -> Response {
    respond(&PAGE, &request)
}

async fn asset_file(Path(path): Path<String>, request: HeaderMap) -> Response {
    match ASSETS.iter().find(|asset| asset.path == path) {
        Some(asset) => respond(asset, &request),
        None => ApiError::not_found(format!("no asset `/assets/{path}`")).into_response(),
    }
}

/// `GET /` and `GET /assets/{path}`; public, for any router state.
pub fn routes<S: Clone + Send + Sync + 'static>() -> Router<S> {
    Router::new()
        .route("/", get(page))
        .route("/assets/{*path}", get(asset_file))
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::body::Body;
    use axum::http::Request;
    use http_body_util::BodyExt;
    use tower::ServiceExt;

    async fn fetch(path: &str, if_none_match: Option<&str>) -> Response {
        let mut request = Request::get(path);
        if let Some(tag) = if_none_match {
            request = request.header(header::IF_NONE_MATCH, tag);
        }
        let request = request.body(Body::empty()).unwrap();
        routes::<()>().oneshot(request).await.unwrap()
    }

    fn header_of(response: &Response, name: header::HeaderName) -> &str {
        response.headers()[name].to_str().unwrap()
    }

    #[tokio::test]
    async fn the_page_is_html_with_a_strict_policy() {
        let response = fetch("/", None).await;
        assert_eq!(response.status(), StatusCode::OK);
        assert_eq!(header_of(&response, header::CONTENT_TYPE), HTML);
        assert_eq!(header_of(&response, header::CACHE_CONTROL), "no-cache");
        let policy = header_of(&response, header::CONTENT_SECURITY_POLICY);
        assert!(policy.contains("script-src 'self'"), "{policy}");
        assert!(!policy.contains("unsafe-inline"), "{policy}");
        let body = response.into_body().collect().await.unwrap().to_bytes();
        assert!(String::from_utf8_lossy(&body).contains("/assets/js/main.js"));
    }

    #[tokio::test]
    async fn assets_have_their_types_and_revalidate_by_etag() {
        let response = fetch("/assets/js/main.js", None).await;
        assert_eq!(response.status(), StatusCode::OK);
        assert_eq!(header_of(&response, header::CONTENT_TYPE), JAVASCRIPT);
        let tag = header_of(&response, header::ETAG).to_owned();
        let css = fetch("/assets/app.css", None).await;
        assert_eq!(header_of(&css, header::CONTENT_TYPE), CSS);

        let again = fetch("/assets/js/main.js", Some(&format!("\"other\", {tag}"))).await;
        assert_eq!(again.status(), StatusCode::NOT_MODIFIED);
        let stale = fetch("/assets/js/main.js", Some("\"0000\"")).await;
        assert_eq!(stale.status(), StatusCode::OK);
    }

    #[tokio::test]
    async fn unknown_and_escaping_paths_are_not_found() {
        for path in ["/assets/nope.js", "/assets/../src/web.rs", "/assets/js/"] {
            let response = fetch(path, None).await;
            assert_eq!(response.status(), StatusCode::NOT_FOUND, "{path}");
        }
    }

    /// Every file of `web/assets/js/` is served: a module added there but not listed here
    /// would fail only in the browser.
    #[test]
    fn every_module_on_disk_is_embedded() {
        let folder = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("web/assets/js");
        for entry in std::fs::read_dir(folder).unwrap() {
            let name = entry.unwrap().file_name().to_string_lossy().into_owned();
            let path = format!("js/{name}");
            assert!(
                ASSETS.iter().any(|a| a.path == path),
                "{path} is not embedded"
            );
        }
    }

    /// Every module the page imports, and every asset it links, is one this file serves.
    #[test]
    fn every_referenced_file_is_embedded() {
        let served = |path: &str| ASSETS.iter().any(|asset| asset.path == path);
        for reference in PAGE.body.split("\"/assets/").skip(1) {
            let path = reference.split('"').next().unwrap_or_default();
            assert!(served(path), "index.html links /assets/{path}");
        }
        for module in ASSETS.iter().filter(|a| a.content_type == JAVASCRIPT) {
            for import in module.body.split("from './").skip(1) {
                let name = import.split('\'').next().unwrap_or_default();
                assert!(
                    served(&format!("js/{name}")),
                    "{} imports {name}",
                    module.path
                );
            }
        }
    }
}
