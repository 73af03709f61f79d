//! Shopping lists of quick plans (issue 15 §5) counted for what a shopper cannot use: weeks
//! planned through the real job path on the embedded store, each list built over HTTP.
//! Asserted on by `tests/shopping_quick_plan.rs`, printed for more plans by
//! `examples/plan_figures.rs`.

use axum::http::StatusCode;
use cookbook_domain::knowledge::{BuyingUnit, classify_name};
use serde_json::Value;

use super::drain;
use super::plans::{
    WEEK_DAYS, WEEK_MEALS, items, quick_week_request, seeded_local_app, shopping_list,
};
use super::reply::Reply;

/// What a shopper cannot use, summed over lists rendered in metric units.
#[derive(Debug, Default)]
pub struct Figures {
    pub lists: usize,
    pub items: usize,
    /// Amounts with a fraction: in metric units only counts are written as fractions.
    pub fractional_counts: Vec<String>,
    /// Foods bought by weight whose amount is a volume.
    pub weighed_by_volume: Vec<String>,
    /// Foods bought by the piece (romaine, broccoli) whose amount is a volume.
    pub counted_by_volume: Vec<String>,
    /// Pantry staples listed among the things to buy.
    pub staples_to_buy: Vec<String>,
    /// Entries of the "check you have" section.
    pub check_you_have: usize,
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
            let volume = amount.ends_with(" ml") || amount.ends_with(" l");
            match classify_name(name).buy {
                Some(BuyingUnit::Weight) if volume => self.weighed_by_volume.push(shown),
                Some(BuyingUnit::Count) if volume => self.counted_by_volume.push(shown),
                Some(BuyingUnit::Staple) => self.staples_to_buy.push(shown),
                _ => {}
            }
        }
        self.check_you_have += list["checkYouHave"].as_array().map_or(0, Vec::len);
    }

    pub fn print(&self) {
        println!(
            "{} lists of {WEEK_DAYS}x{} quick plans: {} items to buy, {} fractional counts {:?}, {} \
             weighed foods by volume {:?}, {} counted foods by volume {:?}, {} staples to buy {:?}; \
             {} to check you have",
            self.lists,
            WEEK_MEALS.len(),
            self.items,
            self.fractional_counts.len(),
            self.fractional_counts,
            self.weighed_by_volume.len(),
            self.weighed_by_volume,
            self.counted_by_volume.len(),
            self.counted_by_volume,
            self.staples_to_buy.len(),
            self.staples_to_buy,
            self.check_you_have,
        );
    }
}

/// Plans `plans` weeks of breakfast, lunch and dinner for 2 from 2026-11-23 (one user each) and
/// measures each week's metric shopping list.
pub async fn measure(plans: usize) -> Figures {
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
