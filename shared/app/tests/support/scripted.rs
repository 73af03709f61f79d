//! A model that gives scripted answers in order and remembers what it was asked, in place of a
//! provider for the phases a test routes to it.

use std::collections::VecDeque;
use std::sync::{Arc, Mutex};

use async_trait::async_trait;
use cookbook_llm::{
    ChatModel, ChatRequest, ChatResponse, ContentBlock, LlmError, LlmPhase, OfflineModel,
    PhaseModels,
};

#[derive(Default)]
pub struct ScriptedModel {
    answers: Mutex<VecDeque<Result<ChatResponse, LlmError>>>,
    requests: Mutex<Vec<ChatRequest>>,
}

impl ScriptedModel {
    /// Answers with these texts (or errors), then times out.
    pub fn answering(answers: impl IntoIterator<Item = Result<String, LlmError>>) -> Arc<Self> {
        Self::responding(
            answers
                .into_iter()
                .map(|answer| answer.map(|text| ChatResponse::from_text("scripted-1", text))),
        )
    }

    /// Answers with these whole responses (tool calls included), then times out.
    pub fn responding(
        answers: impl IntoIterator<Item = Result<ChatResponse, LlmError>>,
    ) -> Arc<Self> {
        Arc::new(Self {
            answers: Mutex::new(answers.into_iter().collect()),
            requests: Mutex::default(),
        })
    }

    pub fn requests(&self) -> Vec<ChatRequest> {
        self.requests.lock().unwrap().clone()
    }

    /// The text of the first message of request `index`.
    pub fn prompt(&self, index: usize) -> String {
        let request = &self.requests()[index];
        match &request.messages[0].content[0] {
            ContentBlock::Text { text } => text.clone(),
            other => panic!("not a text prompt: {other:?}"),
        }
    }
}

#[async_trait]
impl ChatModel for ScriptedModel {
    fn provider(&self) -> &str {
        "scripted"
    }

    async fn complete(&self, request: &ChatRequest) -> Result<ChatResponse, LlmError> {
        self.requests.lock().unwrap().push(request.clone());
        let answer = self.answers.lock().unwrap().pop_front();
        answer.unwrap_or(Err(LlmError::Timeout))
    }
}

/// `model` answers `phases`; every other phase is offline.
pub fn routed(model: &Arc<ScriptedModel>, phases: &[LlmPhase]) -> PhaseModels {
    phases.iter().fold(
        PhaseModels::offline(OfflineModel::new()),
        |models, phase| models.with_model(*phase, model.clone()),
    )
}
