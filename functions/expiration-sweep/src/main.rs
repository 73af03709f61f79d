//! The `expiration-sweep` Lambda: on schedule, expires drafts left in review too long.

#[tokio::main]
async fn main() -> Result<(), cookbook_lambda_support::Error> {
    cookbook_lambda_support::serve_scheduled(|ctx| async move {
        cookbook_app::sweep::expire_due_drafts(&ctx).await
    })
    .await
}
