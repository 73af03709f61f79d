//! The `mcp` Lambda: the MCP tool plane (streamable HTTP, stateless) at `/mcp` behind API Gateway.

#[tokio::main]
async fn main() -> Result<(), cookbook_lambda_support::Error> {
    cookbook_lambda_support::serve_http(
        cookbook_app::mcp::router,
        cookbook_lambda_support::Seeding::Skip,
    )
    .await
}
