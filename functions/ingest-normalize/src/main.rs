//! The `ingest-normalize` Lambda: consumes the `ingest-normalize` queue.

#[tokio::main]
async fn main() -> Result<(), cookbook_lambda_support::Error> {
    cookbook_lambda_support::serve_queue(cookbook_store::QueueName::IngestNormalize).await
}
