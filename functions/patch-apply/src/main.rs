//! The `patch-apply` Lambda: its HTTP routes behind API Gateway.

#[tokio::main]
async fn main() -> Result<(), cookbook_lambda_support::Error> {
    cookbook_lambda_support::serve_http(
        cookbook_app::http::patch_apply_router,
        cookbook_lambda_support::Seeding::Skip,
    )
    .await
}
