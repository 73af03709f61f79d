//! Shopping lists you can shop from (issue 15 §5), measured on real plans: a 7×3 quick plan
//! from the core catalog through the real job path, its list built over HTTP, and counted for
//! what a shopper cannot use — fractional counts ("Eggs 10 3/4"), volumes of foods sold by
//! weight ("cheddar 177 ml"), pantry staples among the things to buy ("salt 13 ml").
//!
//! `cargo test -p cookbook-app --test shopping_quick_plan -- --ignored --nocapture` prints the
//! figures for `PLANS` (default 1) plans; the CI test asserts on three.

mod support;

use axum::http::StatusCode;
use cookbook_domain::knowledge::{BuyingUnit, classify_name};
use serde_json::Value;
use support::drain;
use support::plans::{
    WEEK_DAYS, WEEK_MEALS, items, quick_week_request, seeded_local_app, shopping_list,
};
use support::reply::Reply;

/// What a shopper cannot use, summed over lists rendered in metric units.
#[derive(Debug, Default)]
struct Figures {
    lists: usize,
    items: usize,
    /// Amounts with a fraction: in metric units only counts are written as fractions.
    fractional_counts: Vec<String>,
    /// Foods bought by weight whose amount is a volume.
    weighed_by_volume: Vec<String>,
    /// Pantry staples listed among the things to buy.
    staples_to_buy: Vec<String>,
    /// Entries of the "check you have" section.
    check_you_have: usize,
}

impl Figures {
    fn add(&mut self, list: &Value) {
        self.lists += 1;
        for item in items(list) {
            self.items += 1;
            let name = item["name"].as_str().unwrap_or_default();
            let amount = item["amount"].as_str().unwrap_or_default();
            let shown = format!("{name} {amount}");
            if amount.contains('/') {
                self.fractional_counts.push(shown.clone());
            }
            match classify_name(name).buy {
                Some(BuyingUnit::Weight) if amount.ends_with(" ml") || amount.ends_with(" l") => {
                    self.weighed_by_volume.push(shown);
                }
                Some(BuyingUnit::Staple) => self.staples_to_buy.push(shown),
                _ => {}
            }
        }
        self.check_you_have += list["checkYouHave"].as_array().map_or(0, Vec::len);
    }

    fn print(&self) {
        println!(
            "{} lists of {WEEK_DAYS}x{} quick plans: {} items to buy, {} fractional counts {:?}, {} \
             weighed foods by volume {:?}, {} staples to buy {:?}; {} to check you have",
            self.lists,
            WEEK_MEALS.len(),
            self.items,
            self.fractional_counts.len(),
            self.fractional_counts,
            self.weighed_by_volume.len(),
            self.weighed_by_volume,
            self.staples_to_buy.len(),
            self.staples_to_buy,
            self.check_you_have,
        );
    }
}

/// Plans `plans` weeks of breakfast, lunch and dinner for 2 from 2026-11-23 (one user each) and
/// measures each week's metric shopping list.
async fn measure(plans: usize) -> Figures {
    let app = seeded_local_app().await;
    let request = quick_week_request();
    let mut figures = Figures::default();
    for plan in 0..plans {
        let token = app.token(&format!("shopper{plan}"), false);
        app.start_plan(&token, &request).await;
        drain(&app.ctx).await;
        let history = app
            .get("/api/meal-history?from=2026-11-23&to=2026-11-29", &token)
            .await
            .expect_status(StatusCode::OK);
        let snapshot_id = history["items"][0]["snapshotId"]
            .as_str()
            .expect("the history names the plan's snapshot");
        let list = shopping_list(&app, &token, snapshot_id, "metric").await;
        if std::env::var_os("SHOW_LISTS").is_some() {
            let shown: Vec<String> = items(&list)
                .iter()
                .chain(list["checkYouHave"].as_array().into_iter().flatten())
                .map(|item| format!("{} {}", item["name"], item["amount"]))
                .collect();
            println!("{}", shown.join("; "));
        }
        figures.add(&list);
    }
    figures
}

#[tokio::test]
async fn quick_plan_lists_are_in_units_you_buy() {
    let figures = measure(3).await;
    figures.print();
    assert!(figures.items > 30, "{figures:?}");
    assert_eq!(figures.fractional_counts, Vec::<String>::new());
    assert_eq!(figures.weighed_by_volume, Vec::<String>::new());
    assert_eq!(figures.staples_to_buy, Vec::<String>::new());
    assert!(figures.check_you_have >= 3, "{figures:?}");
}

/// `PLANS` (default 1) plans, printed.
#[tokio::test]
#[ignore = "a measurement: prints the figures"]
async fn measure_quick_plan_lists() {
    let plans = std::env::var("PLANS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(1);
    measure(plans).await.print();
}
