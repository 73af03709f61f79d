//! Prints quick-plan figures over many plans, with the code the CI tests assert on
//! (`tests/support`): `sides [WEEKS]` (default 20) for how the sides of weeks of dinners with a
//! side pair with their mains, `shopping [PLANS]` (default 1) for what a shopper cannot use in
//! the plans' shopping lists, `variety [PLANS]` (default 20) for the variety of 7×3 quick plans.
//! Run by `bench/plan_figures.sh` and `bench/plan_variety.sh`.

#[path = "../tests/support/mod.rs"]
mod support;

use std::process::ExitCode;

const USAGE: &str = "usage: plan_figures sides [WEEKS] | shopping [PLANS] | variety [PLANS]";

#[tokio::main]
async fn main() -> ExitCode {
    let mut args = std::env::args().skip(1);
    let (Some(measure), count) = (args.next(), args.next()) else {
        eprintln!("{USAGE}");
        return ExitCode::FAILURE;
    };
    let count = match count.map(|n| n.parse::<usize>()).transpose() {
        Ok(count) => count,
        Err(_) => {
            eprintln!("the count is a whole number; {USAGE}");
            return ExitCode::FAILURE;
        }
    };
    match measure.as_str() {
        "sides" => {
            let weeks = count.unwrap_or(20);
            support::bundles::measure_pairing(weeks).await.print();
        }
        "shopping" => {
            let plans = count.unwrap_or(1);
            support::shopping_figures::measure(plans).await.print();
        }
        "variety" => {
            let plans = count.unwrap_or(20);
            support::variety::measure(plans).await.print();
        }
        _ => {
            eprintln!("{USAGE}");
            return ExitCode::FAILURE;
        }
    }
    ExitCode::SUCCESS
}
