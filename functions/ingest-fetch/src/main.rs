//! The `ingest-fetch` Lambda: consumes the `ingest-fetch` queue.

#[tokio::main]
async fn main() -> Result<(), cookbook_lambda_support::Error> {
    cookbook_lambda_support::serve_queue(cookbook_store::QueueName::IngestFetch).await
}
