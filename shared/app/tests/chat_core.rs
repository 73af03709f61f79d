//! The chat core with test tools: the registry's uniform errors, the orchestrator's tool-use
//! loop (fresh context per call, state updates applied, failures reported to the model, a
//! bounded number of rounds), and the offline model driving a tool end to end.

mod support;

use std::sync::Arc;

use async_trait::async_trait;
use cookbook_app::chat::{
    ChatState, ChatTool, MAX_MODEL_ROUNDS, StateUpdate, ToolCall, ToolCategory, ToolError,
    ToolInfo, ToolRegistry, ToolResult, ToolStop, respond,
};
use cookbook_llm::{
    ChatResponse, ContentBlock, LlmPhase, OfflineModel, PhaseModels, StopReason, Usage,
};
use serde_json::{Value, json};
use support::TestApp;
use support::scripted::{ScriptedModel, routed};

/// Answers with the plan id it was given, and makes it the current plan.
struct PlanMeals;

#[async_trait]
impl ChatTool for PlanMeals {
    fn info(&self) -> ToolInfo {
        ToolInfo::new("plan_meals", ToolCategory::Agentic, "Plans meals.")
    }
    fn parameters(&self) -> Value {
        json!({"type": "object", "properties": {"days": {"type": "integer"}}})
    }
    async fn execute(&self, call: ToolCall<'_>) -> Result<ToolResult, ToolStop> {
        let (ctx, input) = (call.ctx, call.input);
        let days = input["days"]
            .as_u64()
            .ok_or_else(|| ToolError("days missing".to_owned()))?;
        if days == 0 {
            // A refusal short-circuits with `?` and is the call's result.
            Err(ToolResult::failed("NO_DAYS", "Ask for at least one day."))?;
        }
        let summary = format!("Planned {days} dinners for {}.", ctx.user);
        Ok(
            ToolResult::ok(json!({ "summary": summary, "seenPlan": ctx.state.current_plan_id }))
                .with_updates([StateUpdate::CurrentPlan(format!("plan-{days}"))]),
        )
    }
}

fn tool_call(id: &str, name: &str, input: Value) -> ChatResponse {
    ChatResponse {
        content: vec![ContentBlock::ToolUse {
            id: id.to_owned(),
            name: name.to_owned(),
            input,
        }],
        stop_reason: StopReason::ToolUse,
        usage: Usage::default(),
        model: "scripted-1".to_owned(),
    }
}

fn registry() -> ToolRegistry {
    let mut registry = ToolRegistry::default();
    registry.register(Arc::new(PlanMeals)).unwrap();
    registry
}

/// `user`'s turn saying `message` after `history`, with this file's tools, from a fresh state.
async fn chat_turn(
    app: &TestApp,
    user: &str,
    history: Vec<cookbook_llm::Message>,
    message: &str,
) -> cookbook_app::chat::ChatTurn {
    respond(
        &app.ctx,
        &registry(),
        user,
        history,
        message,
        ChatState::default(),
    )
    .await
    .expect("a turn, not an error")
}

fn tool_results(message: &cookbook_llm::Message) -> Vec<(String, bool)> {
    message
        .content
        .iter()
        .filter_map(|block| match block {
            ContentBlock::ToolResult {
                content, is_error, ..
            } => Some((content.clone(), *is_error)),
            _ => None,
        })
        .collect()
}

#[tokio::test]
async fn the_loop_runs_tools_applies_state_and_survives_failures() {
    let model = ScriptedModel::responding([
        Ok(tool_call("t1", "plan_meals", json!({"days": 3}))),
        Ok(tool_call("t2", "no_such_tool", json!({}))),
        Ok(tool_call("t3", "plan_meals", json!({}))),
        Ok(tool_call("t4", "plan_meals", json!({"days": 5}))),
        Ok(tool_call("t5", "plan_meals", json!({"days": 0}))),
        Ok(ChatResponse::from_text("scripted-1", "Your plan is ready.")),
    ]);
    let app = TestApp::new()
        .with_models(routed(&model, &[LlmPhase::Chat]))
        .await;
    let turn = chat_turn(&app, "alice", Vec::new(), "plan dinners").await;
    assert_eq!(turn.reply, "Your plan is ready.");
    assert_eq!(turn.state.current_plan_id.as_deref(), Some("plan-5"));
    let outcomes: Vec<(&str, bool, Option<&str>)> = turn
        .tool_calls
        .iter()
        .map(|c| (c.name.as_str(), c.success, c.error_code.as_deref()))
        .collect();
    assert_eq!(
        outcomes,
        [
            ("plan_meals", true, None),
            ("no_such_tool", false, Some("UNKNOWN_TOOL")),
            ("plan_meals", false, Some("EXCEPTION")),
            ("plan_meals", true, None),
            ("plan_meals", false, Some("NO_DAYS")),
        ]
    );
    // user, then (assistant call, tool result) × 5, then the reply.
    assert_eq!(turn.history.len(), 12);
    let second_result = tool_results(&turn.history[4]);
    assert!(second_result[0].1, "a failure is flagged to the model");
    assert!(second_result[0].0.contains("Unknown tool: no_such_tool"));
    let exception = tool_results(&turn.history[6]);
    assert!(
        !exception[0].0.contains("days missing"),
        "no internals: {}",
        exception[0].0
    );
    let last_call = tool_results(&turn.history[8]);
    assert!(
        last_call[0].0.contains(r#""seenPlan":"plan-3""#),
        "fresh context per call"
    );
    let refused = tool_results(&turn.history[10]);
    assert!(refused[0].1 && refused[0].0.contains("Ask for at least one day."));

    let requests = model.requests();
    assert_eq!(requests.len(), 6);
    assert!(requests[0].system.as_deref().unwrap().lines().count() < 20);
    assert_eq!(requests[0].tools[0].name, "plan_meals");
}

#[tokio::test]
async fn a_model_that_never_stops_calling_tools_is_cut_off() {
    let model = ScriptedModel::responding((0..MAX_MODEL_ROUNDS + 5).map(|i| {
        Ok(tool_call(
            &format!("t{i}"),
            "plan_meals",
            json!({"days": 1}),
        ))
    }));
    let app = TestApp::new()
        .with_models(routed(&model, &[LlmPhase::Chat]))
        .await;
    let turn = chat_turn(&app, "alice", Vec::new(), "loop").await;
    assert_eq!(model.requests().len(), MAX_MODEL_ROUNDS);
    assert_eq!(turn.tool_calls.len(), MAX_MODEL_ROUNDS);
    assert!(turn.reply.contains("stopped"), "{}", turn.reply);
}

#[tokio::test]
async fn the_offline_model_calls_the_tool_a_request_names() {
    let offline = OfflineModel::new().with(
        LlmPhase::Chat,
        Arc::new(cookbook_app::chat::offline::offline_chat),
    );
    let app = TestApp::new()
        .with_models(PhaseModels::offline(offline))
        .await;
    let history = vec![
        cookbook_llm::Message::user("hi"),
        cookbook_llm::Message::assistant("Hello!"),
    ];
    let turn = chat_turn(&app, "bob", history, "plan 4 days of French dinners").await;
    assert_eq!(turn.reply, "Planned 4 dinners for bob.");
    assert_eq!(
        turn.tool_calls[0].input,
        json!({"days": 4, "meal_types": ["dinner"], "search_query": "french"})
    );
    assert_eq!(
        turn.history.len(),
        2 + 4,
        "the caller's history is kept and extended"
    );
}

/// A provider that answers after a minute, as one retrying a slow upstream can.
struct Stalled;

#[async_trait]
impl cookbook_llm::ChatModel for Stalled {
    fn provider(&self) -> &str {
        "stalled"
    }
    async fn complete(
        &self,
        _request: &cookbook_llm::ChatRequest,
    ) -> Result<ChatResponse, cookbook_llm::LlmError> {
        tokio::time::sleep(std::time::Duration::from_secs(60)).await;
        Err(cookbook_llm::LlmError::Timeout)
    }
}

/// A turn stops waiting on the model at its deadline (under the HTTP API's 29 s in Lambda)
/// and says so, rather than being cut off by the gateway with no answer.
#[tokio::test]
async fn a_turn_past_its_deadline_answers_that_it_stopped() {
    let config = cookbook_app::AppConfig {
        chat_turn_deadline: std::time::Duration::from_millis(300),
        ..cookbook_app::AppConfig::default()
    };
    let models = PhaseModels::offline(cookbook_app::startup::offline_model())
        .with_model(LlmPhase::Chat, Arc::new(Stalled));
    let app = TestApp::on(support::Backend::Local, config, Vec::new())
        .await
        .with_models(models)
        .await;
    let started = std::time::Instant::now();
    let turn = chat_turn(&app, "alice", Vec::new(), "plan my week").await;
    assert!(
        started.elapsed() < std::time::Duration::from_secs(5),
        "the turn waited {:?}",
        started.elapsed()
    );
    assert!(turn.reply.contains("ran out of time"), "{}", turn.reply);
    // The reply is in the history, so the next user message follows an assistant's.
    assert_eq!(turn.history.len(), 2);
}
