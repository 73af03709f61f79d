//! The `plan-slot` Lambda: consumes the `plan-slot` queue.

#[tokio::main]
async fn main() -> Result<(), cookbook_lambda_support::Error> {
    cookbook_lambda_support::serve_queue(cookbook_store::QueueName::PlanSlot).await
}
