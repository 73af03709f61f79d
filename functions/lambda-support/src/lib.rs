//! Lambda glue shared by every function: which function a process serves ([`functions`]),
//! stores from the environment, the caller from API Gateway's JWT authorizer claims, and the
//! SQS batch runner that keeps to the invocation's deadline and reports partial failures.

use std::future::Future;
use std::sync::Arc;

use aws_config::BehaviorVersion;
use aws_lambda_events::event::sqs::{SqsBatchResponse, SqsEvent};
use axum::Router;
use axum::extract::Request;
use axum::middleware::Next;
use axum::response::Response;
use cookbook_app::AppContext;
use cookbook_app::auth::Caller;
use cookbook_app::consumers;
use cookbook_app::startup;
use cookbook_domain::SystemClock;
use cookbook_store::QueueName;
use cookbook_store::aws::{self, AwsConfig};
use lambda_http::RequestExt;
use lambda_http::request::RequestContext;
use lambda_runtime::{LambdaEvent, service_fn};
use serde::Serialize;
use serde_json::Value;
use tokio::time::Instant;

pub use batch::{BatchBudget, Delivery, deadline_instant, run_batch};
pub use secrets::SecretsManagerSource;

pub mod batch;
pub mod functions;
mod secrets;

pub use lambda_runtime::Error;

/// JSON logs, as CloudWatch expects; `RUST_LOG` overrides the level.
fn init_tracing() {
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info"));
    // Err only if a subscriber is already set (a warm start in the same process): keep that one.
    let _ = tracing_subscriber::fmt()
        .json()
        .with_env_filter(filter)
        .without_time()
        .try_init();
}

/// The application over the AWS adapters named by the function's environment; named model
/// keys come from Secrets Manager.
async fn context_from_env() -> Result<AppContext, Error> {
    let sdk = aws_config::defaults(BehaviorVersion::latest()).load().await;
    let stores = aws::connect_with(&sdk, AwsConfig::from_env()?, Arc::new(SystemClock));
    let secrets = Arc::new(SecretsManagerSource::new(&sdk));
    Ok(startup::context_from_env(stores, secrets)?)
}

/// Whether an HTTP function makes sure the default data is stored before serving.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Seeding {
    /// On cold start, add the core catalog and default prompts if missing (two reads when present).
    Ensure,
    Skip,
}

/// Runs an HTTP function: the router of `make_router` behind the API Gateway caller layer.
pub async fn serve_http(
    make_router: fn(AppContext) -> Router,
    seeding: Seeding,
) -> Result<(), Error> {
    init_tracing();
    let ctx = context_from_env().await?;
    if seeding == Seeding::Ensure {
        let report = cookbook_app::recipes::seed::ensure_seeded(&ctx.stores).await?;
        tracing::info!(
            recipes_added = report.recipes_added,
            prompts_added = report.prompts_added,
            "default data present"
        );
    }
    lambda_http::run(with_gateway_caller(make_router(ctx))).await
}

/// Adds the layer that turns the JWT authorizer's claims into a [`Caller`].
pub fn with_gateway_caller(router: Router) -> Router {
    router.layer(axum::middleware::from_fn(gateway_caller))
}

async fn gateway_caller(mut request: Request, next: Next) -> Response {
    let caller = match request.extensions().request_context_ref() {
        Some(RequestContext::ApiGatewayV2(context)) => context
            .authorizer
            .as_ref()
            .and_then(|authorizer| authorizer.jwt.as_ref())
            .and_then(|jwt| {
                // API Gateway hands every claim over as a string.
                let claims = jwt
                    .claims
                    .iter()
                    .map(|(k, v)| (k.clone(), Value::String(v.clone())))
                    .collect();
                Caller::from_claims(&claims)
            }),
        _ => None,
    };
    if let Some(caller) = caller {
        request.extensions_mut().insert(caller);
    }
    next.run(request).await
}

/// Runs an SQS-triggered function consuming `queue`.
pub async fn serve_queue(queue: QueueName) -> Result<(), Error> {
    init_tracing();
    let ctx = context_from_env().await?;
    lambda_runtime::run(service_fn(|event: LambdaEvent<SqsEvent>| {
        let ctx = ctx.clone();
        let deadline = deadline_instant(event.context.deadline());
        async move { process_batch(&ctx, queue, event.payload, deadline).await }
    }))
    .await
}

/// Handles a batch's records within the invocation's `deadline` ([`batch`]) and names the ones
/// to redeliver (`ReportBatchItemFailures`). Each record is one [`consumers::process_delivery`], as
/// in the local stack: bounded in time, and failing its task or job on its last delivery.
pub async fn process_batch(
    ctx: &AppContext,
    queue: QueueName,
    event: SqsEvent,
    deadline: Instant,
) -> Result<SqsBatchResponse, Error> {
    run_batch(
        event.records,
        deadline,
        BatchBudget::default(),
        |delivery, finish_by| async move {
            consumers::process_delivery(
                ctx,
                queue,
                &delivery.body,
                delivery.receive_count,
                Some(finish_by),
            )
            .await
        },
    )
    .await
}

/// Runs a scheduled function; EventBridge Scheduler's input (any JSON) is ignored.
pub async fn serve_scheduled<F, Fut, T, E>(job: F) -> Result<(), Error>
where
    F: Fn(AppContext) -> Fut,
    Fut: Future<Output = Result<T, E>>,
    T: Serialize,
    E: std::error::Error + Send + Sync + 'static,
{
    init_tracing();
    let ctx = context_from_env().await?;
    lambda_runtime::run(service_fn(|_event: LambdaEvent<Value>| {
        let run = job(ctx.clone());
        async move { run.await.map_err(Error::from) }
    }))
    .await
}
