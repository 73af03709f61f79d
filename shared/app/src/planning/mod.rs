//! Planning: what to eat when (seeds 001 and 003). Meal-plan jobs ([`meal_plans`]) and their
//! slot consumer ([`plan_slot`]) with the model rerank ([`rerank`]), nutrition jobs
//! ([`nutrition_plans`]), stored plan snapshots ([`plan_snapshots`]), meal history
//! ([`history`]), a user's standing preferences ([`user_preferences`]) and the recipe search
//! that filters by them ([`search`]).
//!
//! May use: `recipes`, `request` and the crate root.

pub mod history;
pub mod meal_plans;
pub mod nutrition_plans;
pub mod plan_slot;
pub(crate) mod plan_snapshots;
pub mod rerank;
pub mod search;
pub mod user_preferences;
