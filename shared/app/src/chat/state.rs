//! The chat state (seed 002 §7): what a conversation remembers between turns besides its
//! history, which the caller owns. Tools change it only through [`StateUpdate`], whose variants
//! are exactly the keys tools may write; the UI-set keys (`selected_dates`, `week_start`) are
//! not among them.

use cookbook_domain::variant::{MealKey, RecipeOrigin};
use jiff::civil::Date;
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// All mutable state of one user's chat.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
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
    /// Ingredients the user asked to leave out ("I'm allergic to shellfish"): every later plan
    /// and swap of the conversation leaves them out too.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub excluded_ingredients: Vec<String>,
    /// What the current plan was asked for, so a swap keeps its cuisine and diet.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub plan_filters: Option<PlanFilters>,
    /// The question the assistant asked ("which day?"), answered by the next message. Saved,
    /// since the answer comes in the next request.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pending_question: Option<PendingQuestion>,
}

/// The cuisine or ingredient and the diet a plan was made for.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct PlanFilters {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub search_query: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub diet: Option<String>,
}

/// A tool call that lacked one input the user must give: the call is repeated with the answer.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct PendingQuestion {
    pub tool: String,
    /// The input the call had.
    pub input: Value,
    /// The input field the question asks for (`day`, or `answer` to a recipe change's "which
    /// chicken do you mean?").
    pub missing: String,
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
    /// Ingredients to leave out from now on, added to those remembered.
    ExcludedIngredients(Vec<String>),
    PlanFilters(PlanFilters),
    PendingQuestion(Option<PendingQuestion>),
}

impl ChatState {
    pub fn apply(&mut self, update: StateUpdate) {
        match update {
            StateUpdate::CurrentPlan(id) => {
                // A new plan makes the old plan's list and swap options stale.
                if self.current_plan_id.as_deref() != Some(id.as_str()) {
                    self.current_shopping_list_id = None;
                    self.pending_swap_options = None;
                    self.plan_filters = None;
                }
                self.current_plan_id = Some(id);
            }
            StateUpdate::CurrentShoppingList(id) => self.current_shopping_list_id = Some(id),
            StateUpdate::LastSearchResults(ids) => self.last_search_results = ids,
            StateUpdate::PendingSwapOptions(options) => self.pending_swap_options = options,
            StateUpdate::ExcludedIngredients(ingredients) => {
                for ingredient in ingredients {
                    let ingredient = ingredient.trim().to_lowercase();
                    if !ingredient.is_empty() && !self.excluded_ingredients.contains(&ingredient) {
                        self.excluded_ingredients.push(ingredient);
                    }
                }
            }
            StateUpdate::PlanFilters(filters) => self.plan_filters = Some(filters),
            StateUpdate::PendingQuestion(question) => self.pending_question = question,
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
    fn exclusions_accumulate_once_each_and_plan_filters_go_with_their_plan() {
        let mut state = ChatState::default();
        state.apply(StateUpdate::ExcludedIngredients(vec!["Shellfish".into()]));
        state.apply(StateUpdate::ExcludedIngredients(vec![
            "shellfish".into(),
            "pork".into(),
        ]));
        assert_eq!(state.excluded_ingredients, ["shellfish", "pork"]);
        state.apply(StateUpdate::CurrentPlan("p1".into()));
        let french = PlanFilters {
            search_query: Some("french".into()),
            diet: None,
        };
        state.apply(StateUpdate::PlanFilters(french.clone()));
        state.apply(StateUpdate::CurrentPlan("p1".into()));
        assert_eq!(state.plan_filters, Some(french));
        state.apply(StateUpdate::CurrentPlan("p2".into()));
        assert_eq!(state.plan_filters, None);
        assert_eq!(state.excluded_ingredients.len(), 2, "kept across plans");
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
