//! The loopback fixture server of the fetcher tests: an axum app on 127.0.0.1 with one route per
//! behaviour (pages, redirects, oversized and slow bodies, transient errors, robots.txt) and a
//! log of every request it served, so tests can prove what was never requested.

use std::convert::Infallible;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::body::Body;
use axum::extract::State;
use axum::http::{HeaderValue, StatusCode, Uri, header};
use axum::response::{IntoResponse, Response};

/// The size of the oversized bodies: one byte over the default 5 MiB cap.
pub const OVERSIZED: usize = 5 * 1024 * 1024 + 1;

/// How long `/slow` takes to answer.
pub const SLOW_ANSWER: Duration = Duration::from_secs(3);

pub const PAGE_HTML: &str =
    "<html><head><title>Toast</title></head><body><h1>Toast</h1></body></html>";

pub const ROBOTS_TXT: &str = "User-agent: *\nDisallow: /private\n";

pub struct Fixture {
    pub port: u16,
    log: Arc<Mutex<Vec<String>>>,
}

impl Fixture {
    pub async fn start() -> Fixture {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind a loopback port");
        let port = listener.local_addr().expect("the bound address").port();
        let log = Arc::new(Mutex::new(Vec::new()));
        let state = Served {
            port,
            log: Arc::clone(&log),
        };
        let app = axum::Router::new().fallback(serve).with_state(state);
        tokio::spawn(async move { axum::serve(listener, app).await });
        Fixture { port, log }
    }

    /// `http://127.0.0.1:{port}{path}`.
    pub fn url(&self, path: &str) -> String {
        format!("http://127.0.0.1:{}{path}", self.port)
    }

    /// Every path requested so far, in order.
    pub fn requests(&self) -> Vec<String> {
        self.log.lock().expect("the request log").clone()
    }

    /// How many times `path` was requested.
    pub fn count(&self, path: &str) -> usize {
        self.requests().iter().filter(|seen| *seen == path).count()
    }
}

#[derive(Clone)]
struct Served {
    port: u16,
    log: Arc<Mutex<Vec<String>>>,
}

async fn serve(State(served): State<Served>, uri: Uri) -> Response {
    let path = uri.path().to_owned();
    let seen_before = {
        let mut log = served.log.lock().expect("the request log");
        log.push(path.clone());
        log.iter().filter(|seen| **seen == path).count() - 1
    };
    let here = format!("http://127.0.0.1:{}", served.port);
    match path.as_str() {
        "/page" | "/private/page" => html(PAGE_HTML),
        "/latin1" => (
            [(header::CONTENT_TYPE, "text/html; charset=iso-8859-1")],
            b"<p>caf\xe9</p>".to_vec(),
        )
            .into_response(),
        "/robots.txt" => ROBOTS_TXT.into_response(),
        "/to-loopback" => redirect(&format!("{here}/page")),
        "/to-metadata" => redirect("http://169.254.169.254/latest/meta-data/"),
        "/to-zero" => redirect(&format!("http://0.0.0.0:{}/page", served.port)),
        "/to-rebind" => redirect(&format!("http://rebind.test:{}/page", served.port)),
        "/to-file" => redirect("file:///etc/passwd"),
        "/to-mapped" => redirect(&format!("http://[::ffff:a9fe:a9fe]:{}/", served.port)),
        "/big" => html(&"x".repeat(OVERSIZED)),
        "/big-stream" => streamed(OVERSIZED),
        "/slow" => {
            tokio::time::sleep(SLOW_ANSWER).await;
            html(PAGE_HTML)
        }
        "/flaky" if seen_before == 0 => unavailable(Some("1")),
        "/flaky" => html(PAGE_HTML),
        "/always-503" => unavailable(None),
        "/long-wait" => unavailable(Some("3600")),
        "/busy" => (StatusCode::TOO_MANY_REQUESTS, [(header::RETRY_AFTER, "0")]).into_response(),
        _ => match path.strip_prefix("/chain/").map(str::parse::<u32>) {
            // Relative locations: `/chain/3` → `2` (that is `/chain/2`) … `/chain/0` → `/page`.
            Some(Ok(0)) => redirect("/page"),
            Some(Ok(n)) => redirect(&(n - 1).to_string()),
            _ => StatusCode::NOT_FOUND.into_response(),
        },
    }
}

fn html(text: &str) -> Response {
    (
        [(header::CONTENT_TYPE, "text/html; charset=utf-8")],
        text.to_owned(),
    )
        .into_response()
}

fn redirect(location: &str) -> Response {
    let mut response = StatusCode::FOUND.into_response();
    let location = HeaderValue::from_str(location).expect("a header-safe location");
    response.headers_mut().insert(header::LOCATION, location);
    response
}

fn unavailable(retry_after: Option<&str>) -> Response {
    let mut response = StatusCode::SERVICE_UNAVAILABLE.into_response();
    if let Some(seconds) = retry_after {
        let value = HeaderValue::from_str(seconds).expect("a header-safe value");
        response.headers_mut().insert(header::RETRY_AFTER, value);
    }
    response
}

/// A body of `size` bytes sent in 64 KiB chunks with no `Content-Length`, so only the running
/// count can catch it.
fn streamed(size: usize) -> Response {
    const CHUNK: usize = 64 * 1024;
    let chunks = (0..size.div_ceil(CHUNK))
        .map(move |index| Ok::<_, Infallible>(vec![b'x'; CHUNK.min(size - index * CHUNK)]));
    Body::from_stream(futures::stream::iter(chunks)).into_response()
}
