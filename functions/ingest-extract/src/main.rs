//! The `ingest-extract` Lambda: consumes the `ingest-extract` queue.

#[tokio::main]
async fn main() -> Result<(), cookbook_lambda_support::Error> {
    cookbook_lambda_support::serve_queue(cookbook_store::QueueName::IngestExtract).await
}
