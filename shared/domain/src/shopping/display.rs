//! A shopping list as shown: grouped by store category, amounts in metric or US units with
//! rounding a shopper can use ("1 1/8 cups", "954 g", "2.1 lb").

use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::Unit;
use crate::variant::MealKey;

use super::category::StoreCategory;
use super::list::{ItemOrigin, ItemSource, ShoppingItem, ShoppingList};
use super::units::{ML_PER_CUP, Measure};

const GRAMS_PER_OUNCE: f64 = 28.349523125;
const OUNCES_PER_POUND: f64 = 16.0;

/// The units a list is shown in.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "lowercase")]
pub enum UnitSystem {
    #[default]
    Metric,
    Us,
}

/// A unit system name other than `metric` or `us`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown unit system `{0}` (metric or us)")]
pub struct UnitSystemError(pub String);

impl FromStr for UnitSystem {
    type Err = UnitSystemError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        match text.to_ascii_lowercase().as_str() {
            "metric" => Ok(Self::Metric),
            "us" | "imperial" => Ok(Self::Us),
            _ => Err(UnitSystemError(text.to_owned())),
        }
    }
}

/// The list as shown.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct ShoppingListView {
    pub snapshot_id: String,
    pub units: UnitSystem,
    /// Non-empty categories in store order: the things to buy.
    pub sections: Vec<SectionView>,
    /// Pantry staples (salt, pepper, water, cooking oil) to check for at home, each once and
    /// without an amount.
    pub check_you_have: Vec<ItemView>,
    pub unresolved_meals: Vec<MealKey>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct SectionView {
    pub category: StoreCategory,
    pub label: String,
    pub items: Vec<ItemView>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct ItemView {
    pub id: String,
    pub name: String,
    /// "1 1/8 cups"; `None` for to-taste and unread lines.
    pub amount: Option<String>,
    pub checked: bool,
    pub origin: ItemOrigin,
    pub sources: Vec<ItemSource>,
}

/// `list` grouped by category with amounts in `units`.
pub fn render_list(list: &ShoppingList, units: UnitSystem) -> ShoppingListView {
    let sections = StoreCategory::ALL
        .into_iter()
        .filter_map(|category| {
            let items: Vec<ItemView> = list
                .items
                .iter()
                .filter(|item| item.category == category && !item.staple)
                .map(|item| item_view(item, units))
                .collect();
            (!items.is_empty()).then(|| SectionView {
                category,
                label: category.label().to_owned(),
                items,
            })
        })
        .collect();
    ShoppingListView {
        snapshot_id: list.snapshot_id.clone(),
        units,
        sections,
        check_you_have: list
            .items
            .iter()
            .filter(|item| item.staple)
            .map(|item| item_view(item, units))
            .collect(),
        unresolved_meals: list.unresolved_meals.clone(),
    }
}

fn item_view(item: &ShoppingItem, units: UnitSystem) -> ItemView {
    ItemView {
        id: item.id.clone(),
        name: item.name.clone(),
        amount: item.amount.map(|measure| format_measure(measure, units)),
        checked: item.checked,
        origin: item.origin,
        sources: item.sources.clone(),
    }
}

/// An amount for a shopper: mass and volume in `units`, counts as quarter fractions.
pub fn format_measure(measure: Measure, units: UnitSystem) -> String {
    match (measure, units) {
        (Measure::Mass { grams }, UnitSystem::Metric) => metric(grams, "g", "kg"),
        (Measure::Volume { millilitres }, UnitSystem::Metric) => metric(millilitres, "ml", "l"),
        (Measure::Mass { grams }, UnitSystem::Us) => us_mass(grams),
        (Measure::Volume { millilitres }, UnitSystem::Us) => us_volume(millilitres),
        (Measure::Count { count, unit }, _) => counted(count, unit),
    }
}

/// Whole base units from 10, one decimal below, the large unit from 1000.
fn metric(value: f64, small: &str, large: &str) -> String {
    if value >= 1000.0 {
        format!("{} {large}", decimal(value / 1000.0, 2))
    } else if value >= 10.0 {
        format!("{} {small}", decimal(value, 0))
    } else {
        format!("{} {small}", decimal(value.max(0.1), 1))
    }
}

/// Ounces (one decimal) below a pound, pounds (two decimals) from there.
fn us_mass(grams: f64) -> String {
    let ounces = grams / GRAMS_PER_OUNCE;
    if ounces < OUNCES_PER_POUND {
        format!("{} oz", decimal(ounces.max(0.1), 1))
    } else {
        format!("{} lb", decimal(ounces / OUNCES_PER_POUND, 2))
    }
}

/// Teaspoons below a tablespoon, tablespoons below a quarter cup, cups below a quart, quarts.
fn us_volume(millilitres: f64) -> String {
    let cups = millilitres / ML_PER_CUP;
    if cups < 1.0 / 16.0 {
        format!("{} tsp", fraction(cups * 48.0, 8))
    } else if cups < 0.25 {
        format!("{} tbsp", fraction(cups * 16.0, 2))
    } else if cups < 4.0 {
        plural_unit(fraction(cups, 8), cups, "cup", "cups")
    } else {
        let quarts = cups / 4.0;
        plural_unit(fraction(quarts, 4), quarts, "quart", "quarts")
    }
}

fn counted(count: f64, unit: Option<Unit>) -> String {
    let quantity = fraction(count, 4);
    match unit {
        None => quantity,
        Some(unit) => format!("{quantity} {}", unit.spelled_for(count)),
    }
}

fn plural_unit(quantity: String, value: f64, one: &str, many: &str) -> String {
    let unit = if value > 1.0 { many } else { one };
    format!("{quantity} {unit}")
}

/// `value` with at most `places` decimals, trailing zeros dropped.
fn decimal(value: f64, places: usize) -> String {
    let text = format!("{value:.places$}");
    if text.contains('.') {
        text.trim_end_matches('0').trim_end_matches('.').to_owned()
    } else {
        text
    }
}

/// `value` to the nearest `1/denominator`, as "1 1/8"; never zero, since something is needed.
fn fraction(value: f64, denominator: u32) -> String {
    let parts = (value * f64::from(denominator)).round().max(1.0) as u64;
    let denominator = u64::from(denominator);
    let (whole, mut numerator) = (parts / denominator, parts % denominator);
    let mut denominator = denominator;
    let divisor = gcd(numerator, denominator);
    if numerator > 0 {
        numerator /= divisor;
        denominator /= divisor;
    }
    match (whole, numerator) {
        (whole, 0) => whole.to_string(),
        (0, numerator) => format!("{numerator}/{denominator}"),
        (whole, numerator) => format!("{whole} {numerator}/{denominator}"),
    }
}

fn gcd(a: u64, b: u64) -> u64 {
    if b == 0 { a } else { gcd(b, a % b) }
}
