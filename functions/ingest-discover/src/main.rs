//! The `ingest-discover` Lambda: consumes the `ingest-discover` queue.

#[tokio::main]
async fn main() -> Result<(), cookbook_lambda_support::Error> {
    cookbook_lambda_support::serve_queue(cookbook_store::QueueName::IngestDiscover).await
}
