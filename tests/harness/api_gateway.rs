//! What API Gateway's HTTP API does in front of the functions, for the routes the template
//! declares: picks the most specific route (literal segments before `{param}`, `{proxy+}` last),
//! answers itself where the deployed API would (no route: 404, no JWT on a protected route:
//! 401, integration timeout: 503, function error: 500), and otherwise invokes the owning
//! function with a payload format 2.0 event carrying the client's headers and the JWT
//! authorizer's claims.

use std::collections::BTreeMap;

use base64::Engine;
use serde_json::{Value, json};

use super::template::{Function, Route};

/// The most an HTTP API waits for an integration.
pub const INTEGRATION_TIMEOUT: std::time::Duration = std::time::Duration::from_secs(30);

/// Every route of the template with the function (its name) that owns it.
pub struct HttpApi {
    routes: Vec<(Route, String)>,
}

/// A request matched to its route.
#[derive(Debug)]
pub struct Matched<'a> {
    pub route: &'a Route,
    pub function: &'a str,
    pub path_parameters: BTreeMap<String, String>,
}

/// Who calls, as the JWT authorizer hands the claims over (every claim a string).
#[derive(Debug, Clone)]
pub struct Caller {
    pub sub: String,
    pub admin: bool,
}

impl Caller {
    pub fn user(sub: &str) -> Self {
        Self {
            sub: sub.to_owned(),
            admin: false,
        }
    }
}

/// An HTTP answer, from a function or from API Gateway itself.
#[derive(Debug, Clone)]
pub struct HttpResponse {
    pub status: u16,
    /// Header names in lower case, as HTTP/2 clients see them.
    pub headers: BTreeMap<String, String>,
    pub body: String,
}

impl HttpResponse {
    /// API Gateway's own error body.
    pub fn gateway(status: u16, message: &str) -> Self {
        Self {
            status,
            headers: BTreeMap::from([("content-type".to_owned(), "application/json".to_owned())]),
            body: json!({ "message": message }).to_string(),
        }
    }

    /// The value of header `name` (any case).
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .get(&name.to_ascii_lowercase())
            .map(String::as_str)
    }

    /// A function's payload format 2.0 response.
    pub fn from_lambda(response: &Value) -> Self {
        let status = response["statusCode"]
            .as_u64()
            .and_then(|s| u16::try_from(s).ok())
            .unwrap_or_else(|| panic!("no statusCode in {response}"));
        let body = response["body"].as_str().unwrap_or_default();
        // A file (the recipe export's zip) comes base64-encoded; the suite only checks its status.
        let body = if response["isBase64Encoded"] == true {
            let bytes = base64::engine::general_purpose::STANDARD
                .decode(body)
                .unwrap_or_else(|e| panic!("a base64 body that does not decode ({e}): {response}"));
            String::from_utf8_lossy(&bytes).into_owned()
        } else {
            body.to_owned()
        };
        let headers = response["headers"]
            .as_object()
            .into_iter()
            .flatten()
            .map(|(name, value)| {
                let value = value
                    .as_str()
                    .unwrap_or_else(|| panic!("header {name} is not a string in {response}"));
                (name.to_ascii_lowercase(), value.to_owned())
            })
            .collect();
        Self {
            status,
            headers,
            body,
        }
    }

    pub fn json(&self) -> Value {
        serde_json::from_str(&self.body)
            .unwrap_or_else(|e| panic!("{} body is not JSON ({e}): {}", self.status, self.body))
    }
}

impl HttpApi {
    pub fn new(functions: &[Function]) -> Self {
        let mut routes: Vec<(Route, String)> = Vec::new();
        for function in functions {
            for route in &function.routes {
                if let Some((_, owner)) = routes
                    .iter()
                    .find(|(r, _)| r.method == route.method && r.path == route.path)
                {
                    panic!(
                        "{} {} is declared by {owner} and {}",
                        route.method, route.path, function.name
                    );
                }
                routes.push((route.clone(), function.name.clone()));
            }
        }
        Self { routes }
    }

    /// The route API Gateway picks for `method` and `path`, if any.
    pub fn route(&self, method: &str, path: &str) -> Option<Matched<'_>> {
        self.routes
            .iter()
            .filter(|(route, _)| route.method == method)
            .filter_map(|(route, function)| {
                let parameters = match_path(&route.path, path)?;
                Some((specificity(&route.path), route, function, parameters))
            })
            .max_by_key(|(specificity, ..)| *specificity)
            .map(|(_, route, function, path_parameters)| Matched {
                route,
                function,
                path_parameters,
            })
    }
}

/// Literal segments first, then fewer greedy ones: how HTTP APIs rank matching routes.
fn specificity(route: &str) -> (usize, bool) {
    let segments: Vec<&str> = route.split('/').collect();
    let literal = segments.iter().filter(|s| !s.starts_with('{')).count();
    let greedy = segments.iter().any(|s| s.ends_with("+}"));
    (literal, !greedy)
}

/// The path parameters when `path` matches the `route` template.
fn match_path(route: &str, path: &str) -> Option<BTreeMap<String, String>> {
    let route_segments: Vec<&str> = route.split('/').collect();
    let path_segments: Vec<&str> = path.split('/').collect();
    let mut parameters = BTreeMap::new();
    for (index, segment) in route_segments.iter().enumerate() {
        if let Some(name) = segment.strip_prefix('{').and_then(|s| s.strip_suffix("+}")) {
            let rest = path_segments.get(index..)?.join("/");
            if rest.is_empty() {
                return None;
            }
            parameters.insert(name.to_owned(), rest);
            return Some(parameters);
        }
        let actual = path_segments.get(index)?;
        match segment.strip_prefix('{').and_then(|s| s.strip_suffix('}')) {
            Some(name) if !actual.is_empty() => {
                parameters.insert(name.to_owned(), (*actual).to_owned());
            }
            Some(_) => return None,
            None if segment == actual => {}
            None => return None,
        }
    }
    (route_segments.len() == path_segments.len()).then_some(parameters)
}

/// A client's request as it reaches API Gateway; `path` may carry a query string.
#[derive(Debug, Clone, Copy)]
pub struct Request<'a> {
    pub method: &'a str,
    pub path: &'a str,
    pub caller: Option<&'a Caller>,
    /// The client's headers as sent (any case, a name may repeat).
    pub headers: &'a [(&'a str, &'a str)],
    pub body: Option<&'a str>,
}

/// The request headers a function sees: the client's own, names lower-cased and a repeated
/// header's values joined with commas (payload format 2.0), with the host API Gateway
/// answered on.
fn event_headers(request: &Request<'_>) -> BTreeMap<String, String> {
    let mut headers = BTreeMap::from([(
        "host".to_owned(),
        "e2e.execute-api.us-east-1.amazonaws.com".to_owned(),
    )]);
    for (name, value) in request.headers {
        headers
            .entry(name.to_ascii_lowercase())
            .and_modify(|joined: &mut String| {
                joined.push(',');
                joined.push_str(value);
            })
            .or_insert_with(|| (*value).to_owned());
    }
    headers
}

/// The payload format 2.0 event API Gateway sends for `request` on `matched`.
pub fn event(request: &Request<'_>, matched: &Matched<'_>) -> Value {
    let (path, query) = request.path.split_once('?').unwrap_or((request.path, ""));
    let method = request.method;
    let caller = request.caller;
    let body = request.body;
    let route_key = format!("{} {}", matched.route.method, matched.route.path);
    let query_parameters: BTreeMap<String, String> = query
        .split('&')
        .filter(|pair| !pair.is_empty())
        .map(|pair| {
            let (name, value) = pair.split_once('=').unwrap_or((pair, ""));
            (name.to_owned(), value.to_owned())
        })
        .collect();
    let authorizer = caller.map(|caller| {
        let mut claims = json!({
            "sub": caller.sub,
            "iss": "https://issuer.example.com",
            "aud": "cookbook",
            "exp": "4102444800",
        });
        if caller.admin {
            // How Cognito hands a group list through the authorizer: one string.
            claims["cognito:groups"] = json!("[admin]");
        }
        json!({ "jwt": { "claims": claims, "scopes": null } })
    });
    let mut event = json!({
        "version": "2.0",
        "routeKey": route_key,
        "rawPath": path,
        "rawQueryString": query,
        "headers": event_headers(request),
        "requestContext": {
            "accountId": "123456789012",
            "apiId": "e2e",
            "domainName": "e2e.execute-api.us-east-1.amazonaws.com",
            "domainPrefix": "e2e",
            "requestId": next_request_id(),
            "routeKey": route_key,
            "stage": "$default",
            "time": "25/Nov/2026:10:00:00 +0000",
            "timeEpoch": 1_795_600_000_000_u64,
            "http": {
                "method": method,
                "path": path,
                "protocol": "HTTP/1.1",
                "sourceIp": "203.0.113.7",
                "userAgent": "serverless-e2e",
            },
            "authorizer": authorizer,
        },
        "isBase64Encoded": false,
    });
    if !query_parameters.is_empty() {
        event["queryStringParameters"] = json!(query_parameters);
    }
    if !matched.path_parameters.is_empty() {
        event["pathParameters"] = json!(matched.path_parameters);
    }
    if let Some(body) = body {
        event["body"] = json!(body);
    }
    event
}

/// A request id no other request of this process had.
fn next_request_id() -> String {
    use std::sync::atomic::{AtomicU64, Ordering};
    static NEXT: AtomicU64 = AtomicU64::new(1);
    format!("e2e-{}", NEXT.fetch_add(1, Ordering::Relaxed))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn api(routes: &[(&str, &str, &str)]) -> HttpApi {
        HttpApi {
            routes: routes
                .iter()
                .map(|(method, path, function)| {
                    let route = Route {
                        method: (*method).to_owned(),
                        path: (*path).to_owned(),
                        public: false,
                    };
                    (route, (*function).to_owned())
                })
                .collect(),
        }
    }

    #[test]
    fn the_most_specific_route_wins_and_names_its_parameters() {
        let api = api(&[
            ("GET", "/api/recipes/{id}", "api"),
            ("GET", "/api/recipes/search", "api"),
            ("POST", "/api/recipes/import", "ingest-commit"),
            ("POST", "/api/tasks/{id}/normalize/accept", "ingest-commit"),
            ("GET", "/assets/{proxy+}", "api"),
        ]);
        let search = api.route("GET", "/api/recipes/search").unwrap();
        assert_eq!(search.route.path, "/api/recipes/search");
        let one = api.route("GET", "/api/recipes/r1").unwrap();
        assert_eq!(one.path_parameters["id"], "r1");
        assert_eq!(
            api.route("POST", "/api/recipes/import").unwrap().function,
            "ingest-commit"
        );
        let accept = api.route("POST", "/api/tasks/t1/normalize/accept").unwrap();
        assert_eq!(
            (accept.function, accept.path_parameters["id"].as_str()),
            ("ingest-commit", "t1")
        );
        let asset = api.route("GET", "/assets/js/app.js").unwrap();
        assert_eq!(asset.path_parameters["proxy"], "js/app.js");
        assert!(api.route("GET", "/assets/").is_none());
        assert!(api.route("DELETE", "/api/recipes/r1").is_none());
        assert!(api.route("GET", "/api/recipes/r1/extra").is_none());
    }

    #[test]
    fn the_event_carries_the_clients_headers_as_payload_format_2_does() {
        let api = api(&[("POST", "/mcp", "mcp")]);
        let matched = api.route("POST", "/mcp").unwrap();
        let caller = Caller::user("agent");
        let headers = [
            ("Accept", "application/json"),
            ("accept", "text/event-stream"),
            ("MCP-Protocol-Version", "2025-06-18"),
        ];
        let event = event(
            &Request {
                method: "POST",
                path: "/mcp?trace=1",
                caller: Some(&caller),
                headers: &headers,
                body: Some("{}"),
            },
            &matched,
        );
        assert_eq!(
            event["headers"],
            json!({
                "accept": "application/json,text/event-stream",
                "host": "e2e.execute-api.us-east-1.amazonaws.com",
                "mcp-protocol-version": "2025-06-18",
            })
        );
        assert_eq!(
            (&event["rawPath"], &event["rawQueryString"]),
            (&json!("/mcp"), &json!("trace=1"))
        );
        assert_eq!(
            event["requestContext"]["authorizer"]["jwt"]["claims"]["sub"],
            "agent"
        );
        assert_eq!(event["body"], "{}");
    }
}
