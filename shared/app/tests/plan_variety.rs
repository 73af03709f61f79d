//! Quick plans a cook would choose (issue 15 §4): twenty 7×3 quick plans through the real job
//! path, held to the variety targets (`support::variety` measures them; `bench/plan_variety.sh`
//! prints the same figures for any number of plans).

mod support;

use support::variety::measure;

#[tokio::test]
async fn twenty_quick_weeks_are_varied() {
    let figures = measure(20).await;
    figures.print();
    assert_eq!(figures.unfilled_slots, 0, "{figures:?}");
    assert_eq!(figures.repeats, 0, "{figures:?}");
    assert_eq!(figures.consecutive_protein_days, 0, "{figures:?}");
    assert_eq!(figures.main_ingredient_in_a_row, 0, "{figures:?}");
    assert_eq!(figures.wrong_meal_type, 0, "{figures:?}");
    assert_eq!(figures.accompaniment_as_meal, 0, "{figures:?}");
    assert!(
        figures.dinner_cuisines.iter().all(|&n| n >= 4),
        "at least 4 cuisines among each week's dinners: {figures:?}"
    );
}
