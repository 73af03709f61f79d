//! The `plan-nutrition` Lambda: consumes the `plan-nutrition` queue.

#[tokio::main]
async fn main() -> Result<(), cookbook_lambda_support::Error> {
    cookbook_lambda_support::serve_queue(cookbook_store::QueueName::PlanNutrition).await
}
