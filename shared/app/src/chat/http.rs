//! `POST /api/chat` (the chat function): one user message in, the assistant's reply out. The
//! caller owns the conversation history and sends it with each message; the chat state (current
//! plan, shopping list, pending swap options) is kept per user in the plan store and rehydrated
//! on the next request (seed 002 §7).

use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use cookbook_domain::{PlanDocument, PlanDocumentKind};
use cookbook_llm::{LlmError, Message};
use cookbook_store::StoreError;
use serde::{Deserialize, Serialize};
use serde_json::json;

use crate::AppContext;
use crate::auth::Caller;
use crate::chat::history_limits::{check_request_history, trim_reply_history};
use crate::chat::orchestrator::{ToolCallRecord, respond};
use crate::chat::state::ChatState;
use crate::chat::tools::registry;
use crate::error::{ApiError, ErrorBody};
use crate::request::body::JsonBody;

/// Characters of one chat message; longer ones are refused rather than sent to a model.
const MAX_MESSAGE_CHARS: usize = 4_000;

#[derive(Debug, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ChatRequestBody {
    /// 1 to 4,000 characters.
    message: String,
    /// The `history` of the previous reply; empty to start a conversation.
    #[serde(default)]
    history: Vec<Message>,
}

#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ChatReply {
    reply: String,
    /// The history with this turn appended: send it back with the next message.
    history: Vec<Message>,
    state: ChatState,
    tool_calls: Vec<ToolCallRecord>,
}

/// The user's saved chat state and the version it was read at (0 when there is none yet).
pub async fn load_state(ctx: &AppContext, user: &str) -> Result<(ChatState, u64), StoreError> {
    let document = ctx
        .stores
        .plans
        .get(PlanDocumentKind::ChatState, user)
        .await?;
    Ok(match document {
        Some(document) if document.owner == user => (
            serde_json::from_value(document.body).unwrap_or_default(),
            document.version,
        ),
        _ => (ChatState::default(), 0),
    })
}

/// Saves `state` as the version after `read_at`; when another request saved in between (a
/// second tab), the newer state wins over that one, as the seed accepts.
pub async fn save_state(
    ctx: &AppContext,
    user: &str,
    state: &ChatState,
    read_at: u64,
) -> Result<(), StoreError> {
    let now = ctx.stores.clock.now();
    let mut version = read_at;
    for _attempt in 0..3 {
        let document = PlanDocument {
            kind: PlanDocumentKind::ChatState,
            id: user.to_owned(),
            owner: user.to_owned(),
            version: version + 1,
            body: json!(state),
            created_at: now,
            updated_at: now,
        };
        match ctx.stores.plans.write(&document).await {
            Err(StoreError::Conflict(_)) => version = load_state(ctx, user).await?.1,
            other => return other,
        }
    }
    Err(StoreError::Conflict(format!(
        "chat state of {user} keeps changing"
    )))
}

fn model_unavailable(error: &LlmError) -> ApiError {
    let status = if error.is_retryable() {
        StatusCode::SERVICE_UNAVAILABLE
    } else {
        StatusCode::BAD_GATEWAY
    };
    ApiError::new(
        status,
        "MODEL_UNAVAILABLE",
        "the assistant's model did not answer; try again in a moment",
    )
    .with_details(json!({ "reason": error.label() }))
}

/// `POST /api/chat`.
#[utoipa::path(post, operation_id = "chat", path = "/api/chat", tag = "chat", request_body = ChatRequestBody,
    responses(
        (status = 200, description = "The assistant's reply, the history to send back, and the tools it used", body = ChatReply),
        (status = 409, description = "`VERSION_CONFLICT`: other requests kept changing the chat state; send the message again", body = ErrorBody),
        (status = 502, description = "`MODEL_UNAVAILABLE`: the model refused or failed", body = ErrorBody),
        (status = 503, description = "`MODEL_UNAVAILABLE`: the model is busy; try again in a moment", body = ErrorBody),
    ))]
pub async fn chat(
    State(ctx): State<AppContext>,
    caller: Caller,
    JsonBody(body): JsonBody<ChatRequestBody>,
) -> Result<Json<ChatReply>, ApiError> {
    let message = body.message.trim();
    if message.is_empty() || message.chars().count() > MAX_MESSAGE_CHARS {
        return Err(ApiError::invalid_payload(format!(
            "message must have 1 to {MAX_MESSAGE_CHARS} characters"
        )));
    }
    check_request_history(&body.history)?;
    let (state, read_at) = load_state(&ctx, &caller.user).await?;
    let turn = respond(
        &ctx,
        &registry(),
        &caller.user,
        body.history,
        message,
        state,
    )
    .await
    .map_err(|error| {
        tracing::warn!(user = %caller.user, error = %error, "chat model failed");
        model_unavailable(&error)
    })?;
    save_state(&ctx, &caller.user, &turn.state, read_at)
        .await
        .map_err(|error| match error {
            StoreError::Conflict(_) => ApiError::version_conflict(
                "other requests kept changing your chat state while this turn ran; \
                 send the message again",
            ),
            other => other.into(),
        })?;
    Ok(Json(ChatReply {
        reply: turn.reply,
        history: trim_reply_history(turn.history),
        state: turn.state,
        tool_calls: turn.tool_calls,
    }))
}
