//! The `ingest-repair` Lambda: consumes the `ingest-repair` queue.

#[tokio::main]
async fn main() -> Result<(), cookbook_lambda_support::Error> {
    cookbook_lambda_support::serve_queue(cookbook_store::QueueName::IngestRepair).await
}
