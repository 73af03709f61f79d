//! The `ingest-commit` Lambda: its HTTP routes behind API Gateway.

#[tokio::main]
async fn main() -> Result<(), cookbook_lambda_support::Error> {
    cookbook_lambda_support::serve_http(
        cookbook_app::http::ingest_commit_router,
        cookbook_lambda_support::Seeding::Skip,
    )
    .await
}
