//! Shopping lists you can shop from (issue 15 §5), measured on real plans: a 7×3 quick plan
//! from the core catalog through the real job path, its list built over HTTP, and counted for
//! what a shopper cannot use — fractional counts ("Eggs 10 3/4"), volumes of foods sold by
//! weight ("cheddar 177 ml") or by the piece ("romaine 237 ml"), pantry staples among the
//! things to buy ("salt 13 ml").
//! The counting is `support::shopping_figures`; this asserts on three plans, and
//! `bench/plan_figures.sh shopping` prints the figures for more.

mod support;

use support::shopping_figures::measure;

#[tokio::test]
async fn quick_plan_lists_are_in_units_you_buy() {
    let figures = measure(3).await;
    figures.print();
    assert!(figures.items > 30, "{figures:?}");
    assert_eq!(figures.fractional_counts, Vec::<String>::new());
    assert_eq!(figures.weighed_by_volume, Vec::<String>::new());
    assert_eq!(figures.counted_by_volume, Vec::<String>::new());
    assert_eq!(figures.staples_to_buy, Vec::<String>::new());
    assert!(figures.check_you_have >= 3, "{figures:?}");
}
