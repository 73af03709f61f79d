//! The `ingest-validate` Lambda: consumes the `ingest-validate` queue.

#[tokio::main]
async fn main() -> Result<(), cookbook_lambda_support::Error> {
    cookbook_lambda_support::serve_queue(cookbook_store::QueueName::IngestValidate).await
}
