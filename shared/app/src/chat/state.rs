//! The chat state (seed 002 §7): what a conversation remembers between turns besides its
//! history, which the caller owns. Tools change it only through [`StateUpdate`], whose variants
//! are exactly the keys tools may write; the UI-set keys (`selected_dates`, `week_start`) are
//! not among them.

use jiff::civil::Date;
use serde::{Deserialize, Serialize};
use serde_json::Value;

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
    /// Swap options offered and not yet confirmed; ephemeral, like the seed's.
    #[serde(default)]
    pub pending_swap_options: Option<Value>,
    /// Set by the UI, never by tools.
    #[serde(default)]
    pub selected_dates: Vec<Date>,
    #[serde(default)]
    pub week_start: Option<Date>,
}

/// A change a tool asks for; the orchestrator applies it after the call.
#[derive(Debug, Clone, PartialEq)]
pub enum StateUpdate {
    CurrentPlan(String),
    CurrentShoppingList(String),
    LastSearchResults(Vec<String>),
    PendingSwapOptions(Option<Value>),
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

    #[test]
    fn a_new_plan_clears_what_belonged_to_the_old_one() {
        let mut state = ChatState::default();
        state.apply(StateUpdate::CurrentPlan("p1".into()));
        state.apply(StateUpdate::CurrentShoppingList("l1".into()));
        state.apply(StateUpdate::PendingSwapOptions(Some(Value::Bool(true))));
        state.apply(StateUpdate::CurrentPlan("p1".into()));
        assert_eq!(state.current_shopping_list_id.as_deref(), Some("l1"));
        state.apply(StateUpdate::CurrentPlan("p2".into()));
        assert_eq!(state.current_shopping_list_id, None);
        assert_eq!(state.pending_swap_options, None);
    }
}
