//! The Lambda Runtime API as the functions see it: cargo-lambda's emulator gives every
//! invocation the deadline "600000 ms after the epoch" (1970), so a consumer that budgets its
//! records by the invocation's deadline would find no time left before it starts. This proxy
//! forwards the Runtime API to the emulator unchanged except for that header, which it sets to
//! now + the function's `Timeout` from the template, as Lambda does.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use axum::body::Body;
use axum::extract::{Request, State};
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::Response;

const DEADLINE_HEADER: &str = "lambda-runtime-deadline-ms";

struct Proxy {
    upstream: String,
    /// Function name → its timeout.
    timeouts: HashMap<String, Duration>,
    /// When each function first asked for an invocation: its init was done.
    first_polls: Mutex<HashMap<String, Instant>>,
    client: reqwest::Client,
}

/// The running proxy.
pub struct RuntimeProxy {
    pub port: u16,
    proxy: Arc<Proxy>,
}

impl RuntimeProxy {
    /// Starts the proxy in front of the emulator's runtime API on `upstream_port`. Functions
    /// reach it as `http://127.0.0.1:{port}/.rt/{name}`.
    pub async fn start(upstream_port: u16, timeouts: HashMap<String, Duration>) -> Self {
        let proxy = Arc::new(Proxy {
            upstream: format!("http://127.0.0.1:{upstream_port}"),
            timeouts,
            first_polls: Mutex::default(),
            // No timeout: `/next` is a long poll that waits for the next invocation.
            client: reqwest::Client::new(),
        });
        let app = axum::Router::new()
            .fallback(forward)
            .with_state(Arc::clone(&proxy));
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind the runtime proxy");
        let port = listener.local_addr().expect("proxy address").port();
        tokio::spawn(async move { axum::serve(listener, app).await });
        Self { port, proxy }
    }

    /// When a process of function `name` first finished its init and asked for work.
    pub fn first_poll(&self, name: &str) -> Option<Instant> {
        let first_polls = self.proxy.first_polls.lock().expect("first polls lock");
        first_polls.get(name).copied()
    }
}

/// `/.rt/{name}/2018-06-01/runtime/invocation/next` → `name`, for a next-invocation request.
fn polling_function(path: &str) -> Option<&str> {
    let rest = path.strip_prefix("/.rt/")?;
    let (name, tail) = rest.split_once('/')?;
    (tail == "2018-06-01/runtime/invocation/next").then_some(name)
}

async fn forward(State(proxy): State<Arc<Proxy>>, request: Request) -> Response {
    let (parts, body) = request.into_parts();
    let polling = polling_function(parts.uri.path());
    if let Some(name) = polling {
        let mut first_polls = proxy.first_polls.lock().expect("first polls lock");
        first_polls
            .entry(name.to_owned())
            .or_insert_with(Instant::now);
    }
    let path = parts.uri.path_and_query().map_or("/", |p| p.as_str());
    let body = axum::body::to_bytes(body, usize::MAX)
        .await
        .unwrap_or_default();
    let mut headers = parts.headers.clone();
    headers.remove(header::HOST);
    let upstream = proxy
        .client
        .request(parts.method.clone(), format!("{}{path}", proxy.upstream))
        .headers(headers)
        .body(body)
        .send()
        .await;
    let upstream = match upstream {
        Ok(upstream) => upstream,
        Err(error) => {
            return Response::builder()
                .status(StatusCode::BAD_GATEWAY)
                .body(Body::from(error.to_string()))
                .expect("a plain response");
        }
    };
    let status = upstream.status();
    let mut headers = upstream.headers().clone();
    headers.remove(header::CONTENT_LENGTH);
    headers.remove(header::TRANSFER_ENCODING);
    let timeout = polling.and_then(|name| proxy.timeouts.get(name));
    if let (Some(timeout), true) = (timeout, status == StatusCode::OK) {
        let deadline = SystemTime::now() + *timeout;
        let millis = deadline
            .duration_since(UNIX_EPOCH)
            .expect("after the epoch")
            .as_millis();
        headers.insert(
            DEADLINE_HEADER,
            HeaderValue::from_str(&millis.to_string()).expect("digits"),
        );
    }
    let body = upstream.bytes().await.unwrap_or_default();
    let mut response = Response::new(Body::from(body));
    *response.status_mut() = status;
    *response.headers_mut() = headers;
    response
}

#[cfg(test)]
mod tests {
    use super::polling_function;

    #[test]
    fn only_next_invocation_requests_name_their_function() {
        assert_eq!(
            polling_function("/.rt/ingest-fetch/2018-06-01/runtime/invocation/next"),
            Some("ingest-fetch")
        );
        assert_eq!(
            polling_function("/.rt/api/2018-06-01/runtime/invocation/abc/response"),
            None
        );
        assert_eq!(
            polling_function("/2018-06-01/runtime/invocation/next"),
            None
        );
    }
}
