//! The bootstrap of every Cookbook Lambda: `COOKBOOK_FUNCTION`, set per function in
//! `infra/template.yaml`, names the handler it serves (`cookbook_lambda_support::functions`).

use std::process::ExitCode;

#[tokio::main]
async fn main() -> ExitCode {
    match cookbook_lambda_support::functions::serve_from_env().await {
        Ok(()) => ExitCode::SUCCESS,
        // Lambda shows the init failure with this line from the function's log.
        Err(error) => {
            eprintln!("error: {error}");
            ExitCode::FAILURE
        }
    }
}
