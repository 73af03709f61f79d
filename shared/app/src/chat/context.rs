//! What the model is told of the chat state with each request: the exclusions remembered, the
//! current plan's cuisine and diet, and the question waiting for an answer. It travels as one
//! line of the system prompt, so a real model and the offline model read the same thing, even
//! when the caller sends no history.

use serde::{Deserialize, Serialize};

use crate::chat::state::{ChatState, PendingQuestion};

/// How the context line of the system prompt begins; JSON follows.
const LINE_PREFIX: &str = "Conversation context (keep applying it): ";

/// The part of the chat state a model needs to understand the next message.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct ConversationContext {
    /// Ingredients the user asked to leave out earlier in the conversation.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub excluded_ingredients: Vec<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub plan_search_query: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub plan_diet: Option<String>,
    /// The question the assistant asked last; the message may be its answer.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pending_question: Option<PendingQuestion>,
}

impl ConversationContext {
    /// The context of `state`, with `pending` as the question waiting for this message.
    pub fn of(state: &ChatState, pending: Option<PendingQuestion>) -> Self {
        let filters = state.plan_filters.clone().unwrap_or_default();
        Self {
            excluded_ingredients: state.excluded_ingredients.clone(),
            plan_search_query: filters.search_query,
            plan_diet: filters.diet,
            pending_question: pending,
        }
    }

    /// The system prompt line, or nothing when there is nothing to tell.
    pub fn system_line(&self) -> Option<String> {
        (self != &Self::default()).then(|| format!("{LINE_PREFIX}{}", serde_json::json!(self)))
    }

    /// The context a system prompt carries (empty when it has no context line).
    pub fn from_system(system: Option<&str>) -> Self {
        system
            .into_iter()
            .flat_map(str::lines)
            .find_map(|line| line.strip_prefix(LINE_PREFIX))
            .and_then(|json| serde_json::from_str(json).ok())
            .unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;
    use crate::chat::state::PlanFilters;

    #[test]
    fn the_context_survives_the_system_prompt() {
        let state = ChatState {
            excluded_ingredients: vec!["shellfish".into()],
            plan_filters: Some(PlanFilters {
                search_query: Some("french".into()),
                diet: None,
            }),
            ..ChatState::default()
        };
        let pending = PendingQuestion {
            tool: "swap_meal".into(),
            input: json!({"meal_type": "dinner"}),
            missing: "day".into(),
        };
        let context = ConversationContext::of(&state, Some(pending));
        let system = format!("You plan meals.\n{}", context.system_line().unwrap());
        assert_eq!(ConversationContext::from_system(Some(&system)), context);
        assert_eq!(ConversationContext::default().system_line(), None);
        assert_eq!(
            ConversationContext::from_system(Some("You plan meals.")),
            ConversationContext::default()
        );
    }
}
