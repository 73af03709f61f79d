//! The kitchen: what a cook does with a planned meal (seed 000). Variants ([`variants`]) and
//! the model's patch generation ([`patch_gen`]), meal bundles ([`meal_edit`]), the cook view
//! ([`cook`]), shopping lists ([`shopping`]) and allergen checks ([`allergens`]).
//!
//! May use: `planning` (the plan snapshots it works on), `recipes`, `request` and the crate
//! root.

pub mod allergens;
pub mod cook;
pub mod meal_edit;
pub(crate) mod patch_gen;
pub mod shopping;
pub mod variants;
