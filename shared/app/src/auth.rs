//! Who is calling. In Lambda the API Gateway JWT authorizer has already checked the token and
//! the caller comes from its claims; locally, HS256 tokens signed with the data folder's secret
//! are checked here. Either way a layer inserts a [`Caller`] that handlers extract.

use axum::extract::{FromRequestParts, Request, State};
use axum::http::request::Parts;
use axum::middleware::Next;
use axum::response::Response;
use jiff::{SignedDuration, Timestamp};
use jsonwebtoken::{Algorithm, DecodingKey, EncodingKey, Header, Validation};
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use crate::error::ApiError;

/// Issuer of local dev tokens.
pub const LOCAL_ISSUER: &str = "cookbook-local";
/// Audience of local dev tokens.
pub const LOCAL_AUDIENCE: &str = "cookbook";

/// An authenticated caller.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Caller {
    pub user: String,
    pub admin: bool,
}

impl Caller {
    /// The caller named by JWT claims: `sub`, admin when `cognito:groups` or `groups` holds
    /// `admin`, given as a list or as API Gateway's flattened string (`"[admin users]"`).
    pub fn from_claims(claims: &Map<String, Value>) -> Option<Self> {
        let user = claims.get("sub")?.as_str()?.trim();
        if user.is_empty() {
            return None;
        }
        let admin = ["cognito:groups", "groups"]
            .iter()
            .filter_map(|key| claims.get(*key))
            .any(|groups| group_names(groups).any(|g| g == "admin"));
        Some(Self {
            user: user.to_owned(),
            admin,
        })
    }
}

fn group_names(groups: &Value) -> Box<dyn Iterator<Item = &str> + '_> {
    match groups {
        Value::Array(items) => Box::new(items.iter().filter_map(Value::as_str)),
        Value::String(text) => Box::new(
            text.trim_matches(|c| c == '[' || c == ']')
                .split(|c: char| c == ',' || c.is_whitespace())
                .map(|g| g.trim_matches('"'))
                .filter(|g| !g.is_empty()),
        ),
        _ => Box::new(std::iter::empty()),
    }
}

impl<S: Send + Sync> FromRequestParts<S> for Caller {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, _state: &S) -> Result<Self, Self::Rejection> {
        parts
            .extensions
            .get::<Caller>()
            .cloned()
            .ok_or_else(ApiError::unauthenticated)
    }
}

/// Claims of a local dev token.
#[derive(Debug, Serialize, Deserialize)]
struct LocalClaims {
    iss: String,
    aud: String,
    sub: String,
    #[serde(default)]
    groups: Vec<String>,
    exp: i64,
    iat: i64,
}

/// Issues and checks local HS256 dev tokens.
#[derive(Clone)]
pub struct LocalAuth {
    encoding: EncodingKey,
    decoding: DecodingKey,
}

impl LocalAuth {
    pub fn new(secret: &[u8]) -> Self {
        Self {
            encoding: EncodingKey::from_secret(secret),
            decoding: DecodingKey::from_secret(secret),
        }
    }

    /// A token for `user`, valid for `ttl` from `now`.
    pub fn issue(
        &self,
        user: &str,
        admin: bool,
        now: Timestamp,
        ttl: SignedDuration,
    ) -> Result<String, jsonwebtoken::errors::Error> {
        let claims = LocalClaims {
            iss: LOCAL_ISSUER.to_owned(),
            aud: LOCAL_AUDIENCE.to_owned(),
            sub: user.to_owned(),
            groups: if admin {
                vec!["admin".to_owned()]
            } else {
                Vec::new()
            },
            exp: now.as_second() + ttl.as_secs(),
            iat: now.as_second(),
        };
        jsonwebtoken::encode(&Header::new(Algorithm::HS256), &claims, &self.encoding)
    }

    /// The caller a bearer token proves, or `None` for a missing, forged or expired token.
    pub fn verify(&self, token: &str) -> Option<Caller> {
        let mut validation = Validation::new(Algorithm::HS256);
        validation.set_issuer(&[LOCAL_ISSUER]);
        validation.set_audience(&[LOCAL_AUDIENCE]);
        validation.set_required_spec_claims(&["exp", "iss", "aud", "sub"]);
        let data =
            jsonwebtoken::decode::<Map<String, Value>>(token, &self.decoding, &validation).ok()?;
        Caller::from_claims(&data.claims)
    }

    /// Middleware: inserts the [`Caller`] of a valid bearer token. It never rejects by itself, so
    /// public routes work with any header and protected ones answer 401 through the extractor.
    /// Use with `axum::middleware::from_fn_with_state(auth, LocalAuth::authenticate)`.
    pub async fn authenticate(
        State(auth): State<LocalAuth>,
        mut request: Request,
        next: Next,
    ) -> Response {
        let caller = request
            .headers()
            .get(http::header::AUTHORIZATION)
            .and_then(|value| value.to_str().ok())
            .and_then(|value| {
                value
                    .strip_prefix("Bearer ")
                    .or_else(|| value.strip_prefix("bearer "))
            })
            .and_then(|token| auth.verify(token.trim()));
        if let Some(caller) = caller {
            request.extensions_mut().insert(caller);
        }
        next.run(request).await
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn claims(value: Value) -> Map<String, Value> {
        value.as_object().cloned().unwrap_or_default()
    }

    #[test]
    fn api_gateway_flattened_groups_make_an_admin() {
        for groups in [
            json!("[admin]"),
            json!("[users admin]"),
            json!("[users, admin]"),
            json!(["admin"]),
        ] {
            let caller =
                Caller::from_claims(&claims(json!({"sub": "alice", "cognito:groups": groups})))
                    .unwrap();
            assert!(caller.admin, "{groups}");
        }
        let plain =
            Caller::from_claims(&claims(json!({"sub": "bob", "groups": "[administrators]"})))
                .unwrap();
        assert!(!plain.admin);
        assert!(Caller::from_claims(&claims(json!({"groups": "[admin]"}))).is_none());
    }

    #[test]
    fn local_tokens_verify_and_forgeries_do_not() {
        let auth = LocalAuth::new(b"secret-one");
        let token = auth
            .issue(
                "alice",
                true,
                Timestamp::now(),
                SignedDuration::from_hours(1),
            )
            .unwrap();
        assert_eq!(
            auth.verify(&token),
            Some(Caller {
                user: "alice".into(),
                admin: true
            })
        );
        assert_eq!(LocalAuth::new(b"secret-two").verify(&token), None);
        let expired = auth
            .issue(
                "alice",
                false,
                Timestamp::now() - SignedDuration::from_hours(48),
                SignedDuration::from_hours(1),
            )
            .unwrap();
        assert_eq!(auth.verify(&expired), None);
    }
}
