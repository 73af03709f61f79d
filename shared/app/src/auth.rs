//! Who is calling. In Lambda the API Gateway JWT authorizer has already checked the token and
//! the caller comes from its claims; locally, HS256 tokens signed with the data folder's secret
//! are checked here. Either way a layer inserts a [`Caller`] that handlers extract.

use axum::extract::{FromRequestParts, Request, State};
use axum::http::request::Parts;
use axum::middleware::Next;
use axum::response::Response;
use jiff::{SignedDuration, Timestamp};
use jsonwebtoken::errors::ErrorKind;
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
        Caller::of_request(&parts.extensions)
    }
}

impl Caller {
    /// The caller the authentication layer found, or the 401 saying why there is none.
    pub fn of_request(extensions: &http::Extensions) -> Result<Self, ApiError> {
        extensions.get::<Caller>().cloned().ok_or_else(|| {
            match extensions.get::<TokenRejection>() {
                Some(rejection) => ApiError::unauthenticated_because(rejection.explain()),
                None => ApiError::unauthenticated(),
            }
        })
    }
}

/// Why a local bearer token was refused, so the 401 can say what to do about it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TokenRejection {
    /// Well formed, but signed with another secret: typically a `cookbook token` run against a
    /// different `--data` folder than the `serve` it is sent to.
    OtherSecret,
    Expired,
    /// Not a token this server issues (garbage, wrong issuer or audience, missing claims).
    Malformed,
}

impl TokenRejection {
    fn explain(self) -> &'static str {
        match self {
            Self::OtherSecret => {
                "the bearer token was signed by another data folder's secret: run `cookbook token` \
                 with the same --data folder as `cookbook serve`"
            }
            Self::Expired => {
                "the bearer token has expired: get a new one with `cookbook token --user NAME`"
            }
            Self::Malformed => {
                "the bearer token is not one this server issues: get one with `cookbook token --user NAME`"
            }
        }
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

    /// The caller a bearer token proves, or why it proves nothing.
    pub fn verify(&self, token: &str) -> Result<Caller, TokenRejection> {
        let mut validation = Validation::new(Algorithm::HS256);
        validation.set_issuer(&[LOCAL_ISSUER]);
        validation.set_audience(&[LOCAL_AUDIENCE]);
        validation.set_required_spec_claims(&["exp", "iss", "aud", "sub"]);
        let data = jsonwebtoken::decode::<Map<String, Value>>(token, &self.decoding, &validation)
            .map_err(|error| match error.kind() {
            ErrorKind::InvalidSignature => TokenRejection::OtherSecret,
            ErrorKind::ExpiredSignature => TokenRejection::Expired,
            _ => TokenRejection::Malformed,
        })?;
        Caller::from_claims(&data.claims).ok_or(TokenRejection::Malformed)
    }

    /// Middleware: inserts the [`Caller`] of a valid bearer token, or the [`TokenRejection`] of an
    /// invalid one. It never rejects by itself, so public routes work with any header and
    /// protected ones answer 401 through the extractor.
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
            .map(|token| auth.verify(token.trim()));
        match caller {
            Some(Ok(caller)) => {
                request.extensions_mut().insert(caller);
            }
            Some(Err(rejection)) => {
                request.extensions_mut().insert(rejection);
            }
            None => {}
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
            Ok(Caller {
                user: "alice".into(),
                admin: true
            })
        );
        assert_eq!(
            LocalAuth::new(b"secret-two").verify(&token),
            Err(TokenRejection::OtherSecret)
        );
        assert_eq!(auth.verify("not.a.token"), Err(TokenRejection::Malformed));
        let expired = auth
            .issue(
                "alice",
                false,
                Timestamp::now() - SignedDuration::from_hours(48),
                SignedDuration::from_hours(1),
            )
            .unwrap();
        assert_eq!(auth.verify(&expired), Err(TokenRejection::Expired));
    }
}
