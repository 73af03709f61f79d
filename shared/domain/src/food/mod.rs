//! Recipe nutrition from parsed ingredient lines: the SR28 food table, food matching, gram
//! weights, per-serving totals, a match report of the lines that could not be counted, and what
//! a dish is built on (primary protein, main ingredients, food group) for meal-plan variety.
//!
//! The data (fixtures/foods/, see scripts/food-table/README.md) is embedded and parsed once, on
//! first use.

mod aliases;
mod calculator;
mod data;
mod dish;
mod grams;
mod groups;
mod matcher;
mod names;
mod plate;
mod portions;
mod report;
mod table;
mod tsv;

pub use aliases::AliasTable;
pub use calculator::recipe_nutrition;
pub use data::{FoodData, FoodDataError};
pub use dish::{ProteinKind, main_ingredients};
pub use grams::{Unconvertible, bought_piece, grams_per_ml};
pub use groups::{culinary_role, culinary_role_of};
pub use matcher::{FoodMatch, FoodMatcher, MatchSource};
pub use plate::FoodGroup;
pub use portions::{ItemSize, Measure, PortionTable};
pub use report::{LineOutcome, LineReport, MatchReport, UnmatchedReason};
pub use table::{Food, FoodTable, FoodValue, Ndb};
