//! The chat state (seed 002 §7): what a conversation remembers between turns besides its
//! history, which the caller owns. Tools change it only through [`StateUpdate`], whose variants
//! are exactly the keys tools may write; the UI-set keys (`selected_dates`, `week_start`) are
//! not among them.

use cookbook_domain::variant::{MealKey, RecipeOrigin};
use jiff::civil::Date;
use serde::{Deserialize, Serialize};

/// All mutable state of one user's chat.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ChatState {
    /// The plan snapshot the conversation works on.
    #[serde(default)]
    pub current_plan_id: Option<String>,
    #[serde(default)]
    pub current_shopping_list_id: Option<String>,
    /// Recipe ids of the last search, in rank order.
    #[serde(default)]
    pub last_search_results: Vec<String>,
    /// Swap options offered and not yet confirmed. They live within one request (seed 002
    /// Q3): never saved, never sent back, so a later "option 2" cannot pick a stale list.
    #[serde(skip)]
    pub pending_swap_options: Option<PendingSwap>,
    /// Set by the UI, never by tools.
    #[serde(default)]
    pub selected_dates: Vec<Date>,
    #[serde(default)]
    pub week_start: Option<Date>,
}

/// The alternatives `swap_meal` offered for one planned meal, for `confirm_swap` to pick from.
#[derive(Debug, Clone, PartialEq)]
pub struct PendingSwap {
    pub plan_id: String,
    pub meal: MealKey,
    /// In the order offered: option 1 first.
    pub options: Vec<SwapOption>,
}

/// One offered alternative.
#[derive(Debug, Clone, PartialEq)]
pub struct SwapOption {
    pub recipe_id: String,
    pub name: String,
    pub source: RecipeOrigin,
}

/// A change a tool asks for; the orchestrator applies it after the call.
#[derive(Debug, Clone, PartialEq)]
pub enum StateUpdate {
    CurrentPlan(String),
    CurrentShoppingList(String),
    LastSearchResults(Vec<String>),
    PendingSwapOptions(Option<PendingSwap>),
}

impl ChatState {
    pub fn apply(&mut self, update: StateUpdate) {
        match update {
            StateUpdate::CurrentPlan(id) => {
                // A new plan makes the old plan's list and swap options stale.
                if self.current_plan_id.as_deref() != Some(id.as_str()) {
                    self.current_shopping_list_id = None;
                    self.pending_swap_options = None;
                }
                self.current_plan_id = Some(id);
            }
            StateUpdate::CurrentShoppingList(id) => self.current_shopping_list_id = Some(id),
            StateUpdate::LastSearchResults(ids) => self.last_search_results = ids,
            StateUpdate::PendingSwapOptions(options) => self.pending_swap_options = options,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pending() -> PendingSwap {
        PendingSwap {
            plan_id: "p1".into(),
            meal: MealKey {
                date: "2026-11-24".parse().unwrap(),
                meal_type: "dinner".parse().unwrap(),
            },
            options: Vec::new(),
        }
    }

    #[test]
    fn a_new_plan_clears_what_belonged_to_the_old_one() {
        let mut state = ChatState::default();
        state.apply(StateUpdate::CurrentPlan("p1".into()));
        state.apply(StateUpdate::CurrentShoppingList("l1".into()));
        state.apply(StateUpdate::PendingSwapOptions(Some(pending())));
        assert!(state.pending_swap_options.is_some());
        state.apply(StateUpdate::CurrentPlan("p1".into()));
        assert_eq!(state.current_shopping_list_id.as_deref(), Some("l1"));
        state.apply(StateUpdate::CurrentPlan("p2".into()));
        assert_eq!(state.current_shopping_list_id, None);
        assert_eq!(state.pending_swap_options, None);
    }

    #[test]
    fn swap_options_are_never_saved() {
        let state = ChatState {
            current_plan_id: Some("p1".into()),
            pending_swap_options: Some(pending()),
            ..ChatState::default()
        };
        let saved = serde_json::to_value(&state).unwrap();
        assert!(saved.get("pendingSwapOptions").is_none(), "{saved}");
        let loaded: ChatState = serde_json::from_value(saved).unwrap();
        assert_eq!(loaded.pending_swap_options, None);
        assert_eq!(loaded.current_plan_id.as_deref(), Some("p1"));
    }
}
