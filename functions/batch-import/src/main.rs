//! The `batch-import` Lambda: consumes the `batch-import` queue.

#[tokio::main]
async fn main() -> Result<(), cookbook_lambda_support::Error> {
    cookbook_lambda_support::serve_queue(cookbook_store::QueueName::BatchImport).await
}
