//! Shopping lists from plan snapshots: scaling by planned servings, merging with unit conversion, store categories.
//!
//! Pure: the caller loads the snapshot and hands in a recipe lookup; the list it gets back is
//! stored in base units (grams, millilitres, counts) and rendered in metric or US units on request.

mod buying;
mod category;
mod display;
mod list;
pub mod names;
mod units;

pub use category::StoreCategory;
pub use display::{
    ItemView, SectionView, ShoppingListView, UnitSystem, UnitSystemError, format_measure,
    render_list,
};
pub use list::{
    ItemOrigin, ItemSource, MAX_EXTRA_ITEM_CHARS, MAX_EXTRA_ITEMS, MIN_MERGE_CONFIDENCE,
    ShoppingError, ShoppingItem, ShoppingList, build_shopping_list,
};
pub use names::{merge_key, name_words};
pub use units::{ML_PER_CUP, Measure, density_g_per_ml};
