//! The functions of `infra/template.yaml` by the name each is deployed under. Every Lambda
//! deploys the same bootstrap (one release build links the AWS SDK and the application once),
//! and `COOKBOOK_FUNCTION`, set per function in the template, picks the handler it serves.

use axum::Router;
use cookbook_app::AppContext;
use cookbook_app::http::router;
use cookbook_store::QueueName;

use crate::{Error, Seeding};

/// The environment variable naming the function a process serves.
pub const FUNCTION_ENV: &str = "COOKBOOK_FUNCTION";

/// What a function runs.
#[derive(Clone, Copy)]
pub enum Handler {
    /// HTTP routes behind API Gateway, from the router `make_router` builds.
    Http {
        make_router: fn(AppContext) -> Router,
        seeding: Seeding,
    },
    /// The consumer of an SQS queue; it carries the queue's name.
    Queue(QueueName),
    /// The scheduled sweep that expires drafts left in review too long.
    ExpirationSweep,
}

/// The HTTP functions; the queue consumers are named after their queues ([`QueueName::ALL`]).
const HTTP_FUNCTIONS: [(&str, Handler); 5] = [
    (
        "api",
        Handler::Http {
            make_router: router::api_router,
            seeding: Seeding::Ensure,
        },
    ),
    (
        "ingest-commit",
        Handler::Http {
            make_router: router::ingest_commit_router,
            seeding: Seeding::Skip,
        },
    ),
    (
        "patch-apply",
        Handler::Http {
            make_router: router::patch_apply_router,
            seeding: Seeding::Skip,
        },
    ),
    (
        "chat",
        Handler::Http {
            make_router: router::chat_router,
            seeding: Seeding::Skip,
        },
    ),
    (
        "mcp",
        Handler::Http {
            make_router: cookbook_app::mcp::router,
            seeding: Seeding::Skip,
        },
    ),
];

const EXPIRATION_SWEEP: &str = "expiration-sweep";

/// Every function's name, in the template's order of kinds: HTTP, queue consumers, scheduled.
pub fn names() -> Vec<&'static str> {
    HTTP_FUNCTIONS
        .iter()
        .map(|(name, _)| *name)
        .chain(QueueName::ALL.iter().map(|queue| queue.as_str()))
        .chain([EXPIRATION_SWEEP])
        .collect()
}

/// The handler of the function deployed as `name`.
pub fn handler(name: &str) -> Option<Handler> {
    HTTP_FUNCTIONS
        .iter()
        .find(|(known, _)| *known == name)
        .map(|(_, handler)| *handler)
        .or_else(|| QueueName::parse(name).map(Handler::Queue))
        .or_else(|| (name == EXPIRATION_SWEEP).then_some(Handler::ExpirationSweep))
}

/// `COOKBOOK_FUNCTION` is missing or names no function.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum UnknownFunction {
    #[error(
        "{FUNCTION_ENV} is not set: set it (in the function's Environment in infra/template.yaml) \
         to the function this Lambda runs, one of: {}",
        names().join(", ")
    )]
    Missing,
    #[error("{FUNCTION_ENV}={given:?} names no function; use one of: {}", names().join(", "))]
    Unknown { given: String },
}

/// The handler `value` (the variable's value, if set) names.
pub fn handler_named(value: Option<&str>) -> Result<Handler, UnknownFunction> {
    match value.map(str::trim) {
        None | Some("") => Err(UnknownFunction::Missing),
        Some(name) => handler(name).ok_or_else(|| UnknownFunction::Unknown {
            given: name.to_owned(),
        }),
    }
}

/// Serves the function `COOKBOOK_FUNCTION` names until the Lambda environment ends the process.
pub async fn serve_from_env() -> Result<(), Error> {
    let name = std::env::var(FUNCTION_ENV).ok();
    match handler_named(name.as_deref())? {
        Handler::Http {
            make_router,
            seeding,
        } => crate::serve_http(make_router, seeding).await,
        Handler::Queue(queue) => crate::serve_queue(queue).await,
        Handler::ExpirationSweep => {
            crate::serve_scheduled(|ctx| async move {
                cookbook_app::ingest::sweep::expire_due_drafts(&ctx).await
            })
            .await
        }
    }
}
