//! Building a shopping list from a plan snapshot: the recipe of every component of every planned
//! meal (the compiled one where the component has a variant), scaled to its planned servings, the
//! lines merged by ingredient across components and meals. Every line lands in exactly one item,
//! so nothing is counted twice.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::ingredient_line::parse_ingredient_line;
use crate::knowledge::{BuyingUnit, classify_line, classify_name};
use crate::variant::{ComponentRef, MealComponent, MealKey, PlanSnapshot};
use crate::{Ingredient, Recipe};

use super::buying::{Buying, whole_counts};
use super::category::StoreCategory;
use super::names::{merge_key, name_words};
use super::units::{Measure, density_g_per_ml};

/// Below this parse confidence a line is kept verbatim rather than trusted to add up.
pub const MIN_MERGE_CONFIDENCE: f64 = 0.5;

/// Most extra items one list holds: a list, not a notebook.
pub const MAX_EXTRA_ITEMS: usize = 100;
/// Longest extra item, in characters.
pub const MAX_EXTRA_ITEM_CHARS: usize = 200;

/// A shopping list for one plan snapshot, items ordered by store category then name.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ShoppingList {
    pub snapshot_id: String,
    pub items: Vec<ShoppingItem>,
    /// Planned meals with a recipe that could not be found: the list lacks its ingredients.
    pub unresolved_meals: Vec<MealKey>,
}

/// One thing to buy.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ShoppingItem {
    /// Unique within the list, derived from the name: `tofu`, `garlic-2`.
    pub id: String,
    /// The ingredient name, or the whole line when the line could not be read.
    pub name: String,
    pub category: StoreCategory,
    /// What to buy in base units, in the units the food is bought in (whole counts, weights
    /// for weighed foods); `None` when nothing adds up (to-taste or unread lines, staples).
    pub amount: Option<Measure>,
    /// A pantry staple (salt, water, cooking oil): to check for at home, not to buy.
    #[serde(default)]
    pub staple: bool,
    /// The planned meals and lines this item comes from; empty for an extra item.
    pub sources: Vec<ItemSource>,
    pub origin: ItemOrigin,
    pub checked: bool,
}

/// Whether an item came from the plan or was added by the user.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub enum ItemOrigin {
    Planned,
    Extra,
}

/// An ingredient line of a planned meal that went into an item.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct ItemSource {
    #[serde(flatten)]
    pub meal: MealKey,
    #[serde(flatten)]
    pub component: ComponentRef,
    /// The recipe cooked for the component: the variant id when it has a variant.
    pub recipe_id: String,
    pub line: String,
}

/// Builds the list for `snapshot`, finding each planned recipe through `lookup` (by id).
pub fn build_shopping_list<'r>(
    snapshot: &PlanSnapshot,
    lookup: impl Fn(&str) -> Option<&'r Recipe>,
) -> ShoppingList {
    let mut groups: BTreeMap<String, NameGroup> = BTreeMap::new();
    let mut items = Vec::new();
    let mut unresolved_meals = Vec::new();
    for (meal, component) in snapshot.components() {
        let Some(recipe) = component.effective_recipe(|id| lookup(id)) else {
            if unresolved_meals.last() != Some(&meal.key()) {
                unresolved_meals.push(meal.key());
            }
            continue;
        };
        let factor = servings_factor(component, recipe);
        for line in &recipe.ingredients {
            let parsed;
            let ingredient = if line.needs_parsing() {
                parsed = parse_ingredient_line(&line.text);
                &parsed
            } else {
                line
            };
            let source = ItemSource {
                meal: meal.key(),
                component: ComponentRef::of(component),
                recipe_id: recipe
                    .id
                    .clone()
                    .unwrap_or_else(|| component.recipe_id.clone()),
                line: ingredient.text.clone(),
            };
            let amount = match LineAmount::of(ingredient) {
                // An unmeasured staple ("salt and pepper") is checked for once with the rest.
                LineAmount::Verbatim if !is_staple_line(ingredient) => {
                    items.push(planned_item(ingredient.text.trim(), None, vec![source]));
                    continue;
                }
                LineAmount::Verbatim => None,
                LineAmount::Measured(measure) => Some(measure.scaled(factor)),
                LineAmount::AsNeeded => None,
            };
            groups
                .entry(merge_key(&ingredient.name))
                .or_insert_with_key(|key| NameGroup::new(key, &ingredient.name))
                .add(amount, source);
        }
    }
    items.extend(groups.into_values().flat_map(NameGroup::into_items));
    let items = staples_once(items);
    let mut list = ShoppingList {
        snapshot_id: snapshot.snapshot_id().to_owned(),
        items: Vec::with_capacity(items.len()),
        unresolved_meals,
    };
    for item in items {
        list.insert(item);
    }
    list
}

/// Each staple checked for once: "water", "warm water" and "boiling water" are one thing to
/// have, as the knowledge table's row says. Staples of several names go by the row's name.
fn staples_once(items: Vec<ShoppingItem>) -> Vec<ShoppingItem> {
    let (staples, mut items): (Vec<ShoppingItem>, Vec<ShoppingItem>) =
        items.into_iter().partition(|item| item.staple);
    let mut by_food: Vec<(String, ShoppingItem)> = Vec::new();
    for staple in staples {
        let food = classify_name(&staple.name)
            .kinds
            .first()
            .map_or_else(|| merge_key(&staple.name), |kind| (*kind).to_owned());
        match by_food.iter_mut().find(|(known, _)| *known == food) {
            Some((_, first)) => {
                if merge_key(&first.name) != merge_key(&staple.name) {
                    first.name.clone_from(&food);
                }
                first.sources.extend(staple.sources);
            }
            None => by_food.push((food, staple)),
        }
    }
    items.extend(by_food.into_iter().map(|(_, staple)| staple));
    items
}

/// Whether an unread line names a pantry staple (its name, or the whole line if it has none).
fn is_staple_line(ingredient: &Ingredient) -> bool {
    !ingredient.name.trim().is_empty()
        && classify_line(&ingredient.text).buy == Some(BuyingUnit::Staple)
}

/// Planned servings ÷ recipe servings; 1 when the recipe does not say how many it serves.
fn servings_factor(component: &MealComponent, recipe: &Recipe) -> f64 {
    match recipe.servings {
        Some(servings) if servings > 0 => f64::from(component.servings.get()) / f64::from(servings),
        _ => 1.0,
    }
}

/// What a line contributes.
enum LineAmount {
    /// A quantity (the upper end of a range: buy enough).
    Measured(Measure),
    /// A to-taste ingredient: listed, nothing to add up.
    AsNeeded,
    /// No quantity or an unsure parse: the line is its own item, as written.
    Verbatim,
}

impl LineAmount {
    fn of(ingredient: &Ingredient) -> Self {
        if ingredient.confidence < MIN_MERGE_CONFIDENCE || ingredient.name.trim().is_empty() {
            return Self::Verbatim;
        }
        match ingredient.quantity_max.or(ingredient.quantity) {
            Some(quantity) => Self::Measured(Measure::of(quantity, ingredient.unit)),
            None if ingredient.is_to_taste => Self::AsNeeded,
            None => Self::Verbatim,
        }
    }
}

/// The lines of one ingredient (one merge key) across the plan.
struct NameGroup {
    key: String,
    /// The name as first written.
    name: String,
    /// One running total per dimension (and count unit), with its sources.
    totals: Vec<(Measure, Vec<ItemSource>)>,
    as_needed: Vec<ItemSource>,
}

impl NameGroup {
    fn new(key: &str, name: &str) -> Self {
        Self {
            key: key.to_owned(),
            name: name.trim().to_owned(),
            totals: Vec::new(),
            as_needed: Vec::new(),
        }
    }

    fn add(&mut self, amount: Option<Measure>, source: ItemSource) {
        match amount {
            Some(measure) => self.merge(measure, vec![source]),
            None => self.as_needed.push(source),
        }
    }

    /// Adds `measure` to the total it sums with, or starts a new total.
    fn merge(&mut self, measure: Measure, mut sources: Vec<ItemSource>) {
        for (total, total_sources) in &mut self.totals {
            if let Some(sum) = total.plus(measure) {
                *total = sum;
                total_sources.append(&mut sources);
                return;
            }
        }
        self.totals.push((measure, sources));
    }

    /// The group's items: a staple as one item to check for; otherwise volume folded into
    /// mass when both occur and the density is known, totals converted to the units the food
    /// is bought in and summed again, counts rounded up; to-taste lines joined to the first
    /// total, or an item of their own.
    fn into_items(mut self) -> Vec<ShoppingItem> {
        let buying = Buying::of(&self.name, &self.key);
        if buying.is_staple() {
            let mut sources: Vec<ItemSource> =
                self.totals.into_iter().flat_map(|(_, s)| s).collect();
            sources.append(&mut self.as_needed);
            return vec![ShoppingItem {
                staple: true,
                ..planned_item(&self.name, None, sources)
            }];
        }
        self.fold_volume_into_mass();
        for (measure, sources) in std::mem::take(&mut self.totals) {
            self.merge(buying.convert(measure), sources);
        }
        let name = self.name;
        let item =
            |measure: Measure, sources| planned_item(&name, Some(whole_counts(measure)), sources);
        let mut totals = self.totals.into_iter();
        let mut items: Vec<ShoppingItem> = Vec::new();
        match totals.next() {
            Some((measure, mut sources)) => {
                sources.append(&mut self.as_needed);
                items.push(item(measure, sources));
            }
            None => items.push(planned_item(&name, None, self.as_needed)),
        }
        items.extend(totals.map(|(measure, sources)| item(measure, sources)));
        items
    }

    /// With a mass total and a known density, the volume total becomes grams and joins it.
    fn fold_volume_into_mass(&mut self) {
        let has_mass = self
            .totals
            .iter()
            .any(|(measure, _)| matches!(measure, Measure::Mass { .. }));
        let Some(density) = density_g_per_ml(&self.key).filter(|_| has_mass) else {
            return;
        };
        for (measure, sources) in std::mem::take(&mut self.totals) {
            let measure = match measure {
                Measure::Volume { millilitres } => Measure::Mass {
                    grams: millilitres * density,
                },
                other => other,
            };
            self.merge(measure, sources);
        }
    }
}

fn planned_item(name: &str, amount: Option<Measure>, sources: Vec<ItemSource>) -> ShoppingItem {
    ShoppingItem {
        id: String::new(),
        name: name.to_owned(),
        category: StoreCategory::of(name),
        amount,
        staple: false,
        sources,
        origin: ItemOrigin::Planned,
        checked: false,
    }
}

/// Why a list operation failed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ShoppingError {
    #[error("an item needs a name")]
    EmptyItem,
    #[error("no item `{0}` on the list")]
    UnknownItem(String),
    #[error(
        "an extra item is at most {MAX_EXTRA_ITEM_CHARS} characters: shorten it or split it into several"
    )]
    ExtraItemTooLong,
    #[error("a list holds at most {MAX_EXTRA_ITEMS} extra items: remove some before adding more")]
    TooManyExtraItems,
}

impl ShoppingError {
    /// The limit a too-long or one-too-many extra item breaks: its name and value.
    pub fn limit(&self) -> Option<(&'static str, usize)> {
        match self {
            Self::ExtraItemTooLong => Some(("maxExtraItemChars", MAX_EXTRA_ITEM_CHARS)),
            Self::TooManyExtraItems => Some(("maxExtraItems", MAX_EXTRA_ITEMS)),
            Self::EmptyItem | Self::UnknownItem(_) => None,
        }
    }
}

/// Whether `bought` (what a ticked item said) is at least `needed`: no amount on both, or the
/// same dimension and no less.
fn covers(bought: Option<Measure>, needed: Option<Measure>) -> bool {
    const ROUNDING: f64 = 1e-6;
    match (bought, needed) {
        (None, None) => true,
        (Some(Measure::Mass { grams: a }), Some(Measure::Mass { grams: b }))
        | (Some(Measure::Volume { millilitres: a }), Some(Measure::Volume { millilitres: b })) => {
            b <= a + ROUNDING
        }
        (
            Some(Measure::Count { count: a, unit: ua }),
            Some(Measure::Count { count: b, unit: ub }),
        ) => ua == ub && b <= a + ROUNDING,
        _ => false,
    }
}

/// Longest slug taken from a name, in words.
const MAX_SLUG_WORDS: usize = 6;

impl ShoppingList {
    /// Adds something the plan does not need ("paper towels", "2 lb apples"), unchecked.
    pub fn add_extra(&mut self, text: &str) -> Result<&ShoppingItem, ShoppingError> {
        let text = text.trim();
        if text.is_empty() {
            return Err(ShoppingError::EmptyItem);
        }
        if text.chars().count() > MAX_EXTRA_ITEM_CHARS {
            return Err(ShoppingError::ExtraItemTooLong);
        }
        let extras = self
            .items
            .iter()
            .filter(|item| item.origin == ItemOrigin::Extra);
        if extras.count() >= MAX_EXTRA_ITEMS {
            return Err(ShoppingError::TooManyExtraItems);
        }
        let parsed = parse_ingredient_line(text);
        let (name, amount) = match LineAmount::of(&parsed) {
            LineAmount::Measured(measure) => (parsed.name.as_str(), Some(measure)),
            LineAmount::AsNeeded | LineAmount::Verbatim => (text, None),
        };
        let item = ShoppingItem {
            origin: ItemOrigin::Extra,
            ..planned_item(name, amount, Vec::new())
        };
        Ok(self.insert(item))
    }

    /// Checks an item off (or back on).
    pub fn set_checked(&mut self, item_id: &str, checked: bool) -> Result<(), ShoppingError> {
        let item = self
            .items
            .iter_mut()
            .find(|item| item.id == item_id)
            .ok_or_else(|| ShoppingError::UnknownItem(item_id.to_owned()))?;
        item.checked = checked;
        Ok(())
    }

    /// Takes an item off the list and returns it. A planned item comes back when the list is
    /// rebuilt from its plan; an extra item is gone for good.
    pub fn remove(&mut self, item_id: &str) -> Result<ShoppingItem, ShoppingError> {
        let position = self
            .items
            .iter()
            .position(|item| item.id == item_id)
            .ok_or_else(|| ShoppingError::UnknownItem(item_id.to_owned()))?;
        Ok(self.items.remove(position))
    }

    /// Keeps what the shopper did on `previous`, the list this one rebuilds for the same plan:
    /// every extra item (with its id while free), and each tick on an item still needed in no
    /// larger amount — a tick on "6 eggs" does not cover the 12 the plan now needs.
    pub fn carry_over(&mut self, previous: &ShoppingList) {
        for item in &mut self.items {
            item.checked = previous.items.iter().any(|old| {
                old.checked
                    && old.origin == ItemOrigin::Planned
                    && old.id == item.id
                    && merge_key(&old.name) == merge_key(&item.name)
                    && covers(old.amount, item.amount)
            });
        }
        for extra in previous
            .items
            .iter()
            .filter(|i| i.origin == ItemOrigin::Extra)
        {
            let mut extra = extra.clone();
            if self.items.iter().any(|item| item.id == extra.id) {
                extra.id = self.unique_id(&extra.name);
            }
            self.place(extra);
        }
    }

    /// Gives `item` a fresh id and puts it in category-then-name order.
    fn insert(&mut self, mut item: ShoppingItem) -> &ShoppingItem {
        item.id = self.unique_id(&item.name);
        self.place(item)
    }

    /// Puts `item`, id and all, in category-then-name order.
    fn place(&mut self, item: ShoppingItem) -> &ShoppingItem {
        let order = |item: &ShoppingItem| (item.category, item.name.to_lowercase());
        let key = order(&item);
        let position = self.items.partition_point(|other| order(other) <= key);
        self.items.insert(position, item);
        &self.items[position]
    }

    /// A slug of `name` not yet used on the list: `tofu`, then `tofu-2`, `tofu-3`, …
    fn unique_id(&self, name: &str) -> String {
        let words: Vec<String> = name_words(name).into_iter().take(MAX_SLUG_WORDS).collect();
        let slug = if words.is_empty() {
            "item".to_owned()
        } else {
            words.join("-")
        };
        let taken = |id: &str| self.items.iter().any(|item| item.id == id);
        let mut candidate = slug.clone();
        let mut n = 2;
        while taken(&candidate) {
            candidate = format!("{slug}-{n}");
            n += 1;
        }
        candidate
    }
}

#[cfg(test)]
mod tests;
