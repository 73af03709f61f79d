//! The chat orchestrator (seed 002 §4, §8): the tool-use loop. The caller owns the history and
//! passes it in; every tool call gets a fresh [`ToolContext`]; a failing tool is reported to the
//! model as a result and never ends the turn; the loop is bounded (DESIGN.md "LLM layer").

use cookbook_llm::{ChatRequest, ContentBlock, LlmError, LlmPhase, Message};
use serde::Serialize;
use serde_json::Value;
use tokio::time::{Instant, timeout_at};

use crate::AppContext;
use crate::chat::context::ConversationContext;
use crate::chat::registry::ToolRegistry;
use crate::chat::state::ChatState;
use crate::chat::tool::ToolContext;

/// The whole system prompt: guidance about tools lives in their descriptions (seed 002 §8).
pub const SYSTEM_PROMPT: &str = "You are a meal planning assistant. You help people plan meals, \
build shopping lists, change planned recipes and cook.
Use the tools for anything about recipes, plans, shopping lists, allergens and meal history; \
never invent recipes, ids or plan contents.
For a meal plan, call plan_meals directly; put a cuisine or an ingredient in its search_query.
Be concise: show meal names, not whole recipes, unless asked.
When a tool fails, say so plainly and suggest what the person can do next.";

/// Model rounds in one turn before the orchestrator stops asking (seed 002 sets no bound; a
/// runaway loop costs money and time).
pub const MAX_MODEL_ROUNDS: usize = 12;

/// Output tokens per model round.
const MAX_ROUND_TOKENS: u32 = 2048;

/// One tool call of a turn, for the caller and the logs.
#[derive(Debug, Clone, PartialEq, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ToolCallRecord {
    pub name: String,
    pub input: Value,
    pub success: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error_code: Option<String>,
}

/// What one user message led to.
#[derive(Debug, Clone)]
pub struct ChatTurn {
    /// The assistant's final text.
    pub reply: String,
    /// The history with this turn appended, for the caller to keep.
    pub history: Vec<Message>,
    pub state: ChatState,
    pub tool_calls: Vec<ToolCallRecord>,
}

/// Answers `message` from `user`, continuing `history` with `state`.
pub async fn respond(
    services: &AppContext,
    registry: &ToolRegistry,
    user: &str,
    mut history: Vec<Message>,
    message: &str,
    mut state: ChatState,
) -> Result<ChatTurn, LlmError> {
    history.push(Message::user(message));
    let model = services.services.models.for_phase(LlmPhase::Chat);
    let tools = registry.specs();
    let mut tool_calls = Vec::new();
    // A question waits for this one message (the first round): answered or not, it is gone
    // unless a tool asks it anew.
    let mut waiting = state.pending_question.take();
    // Only model calls are cut off: a tool stopped half-way could leave what it wrote unfinished.
    let deadline = Instant::now() + services.config.chat_turn_deadline;
    for _round in 0..MAX_MODEL_ROUNDS {
        let mut request = ChatRequest::new(LlmPhase::Chat, history.clone());
        let context = ConversationContext::of(&state, waiting.take());
        request.system = Some(match context.system_line() {
            Some(line) => format!("{SYSTEM_PROMPT}\n{line}"),
            None => SYSTEM_PROMPT.to_owned(),
        });
        request.tools = tools.clone();
        request.max_tokens = MAX_ROUND_TOKENS;
        let Ok(response) = timeout_at(deadline, model.complete(&request)).await else {
            tracing::warn!(user, "chat turn stopped at its deadline");
            let reply = "I ran out of time before finishing this answer; please ask again, \
                         perhaps in smaller steps."
                .to_owned();
            // The reply joins the history, so the next user message follows an assistant's.
            history.push(Message::assistant(reply.clone()));
            return Ok(ChatTurn {
                reply,
                history,
                state,
                tool_calls,
            });
        };
        let response = response?;
        history.push(response.to_message());
        let calls: Vec<(String, String, Value)> = response
            .tool_uses()
            .iter()
            .map(|call| (call.id.to_owned(), call.name.to_owned(), call.input.clone()))
            .collect();
        if calls.is_empty() {
            return Ok(ChatTurn {
                reply: response.text(),
                history,
                state,
                tool_calls,
            });
        }
        let mut results = Vec::with_capacity(calls.len());
        for (id, name, input) in calls {
            let ctx = ToolContext {
                user: user.to_owned(),
                state: state.clone(),
            };
            let result = registry.execute(&name, &ctx, services, &input).await;
            for update in result.state_updates.iter().cloned() {
                state.apply(update);
            }
            results.push(ContentBlock::tool_result(
                id,
                result.for_model(),
                !result.success,
            ));
            tool_calls.push(ToolCallRecord {
                name,
                input,
                success: result.success,
                error_code: result.error_code,
            });
        }
        history.push(Message::tool_results(results));
    }
    tracing::warn!(
        user,
        rounds = MAX_MODEL_ROUNDS,
        "chat turn stopped at the round limit"
    );
    Ok(ChatTurn {
        reply: format!(
            "I stopped after {MAX_MODEL_ROUNDS} rounds of tool calls without finishing; \
             please ask again, perhaps in smaller steps."
        ),
        history,
        state,
        tool_calls,
    })
}
