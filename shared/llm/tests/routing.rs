//! Offline behaviours and per-phase routing: `PhaseModels` built from an env-like map (never the
//! process environment), phases sent to the configured provider, usage recorded per phase.

use std::collections::BTreeMap;
use std::sync::Arc;

use async_trait::async_trait;
use cookbook_llm::{
    ChatModel, ChatRequest, ChatResponse, ContentBlock, EnvSecretSource, LlmError, LlmPhase,
    Message, OFFLINE_MODEL_NAME, OfflineModel, PhaseModels, PhaseUsage, SecretSource, StopReason,
    Usage,
};
use serde_json::json;
use wiremock::matchers::{body_partial_json, header, method, path};
use wiremock::{Mock, MockServer, ResponseTemplate};

fn lookup(pairs: &[(&str, String)]) -> impl Fn(&str) -> Option<String> + use<> {
    let map: BTreeMap<String, String> = pairs
        .iter()
        .map(|(k, v)| (k.to_string(), v.clone()))
        .collect();
    move |key| map.get(key).cloned()
}

fn request(phase: LlmPhase, text: &str) -> ChatRequest {
    ChatRequest::new(phase, vec![Message::user(text)])
}

/// Answers Extract with the request's text in upper case, one input token per byte.
fn shouting_offline() -> OfflineModel {
    OfflineModel::new().with(
        LlmPhase::Extract,
        Arc::new(|request: &ChatRequest| -> Result<ChatResponse, LlmError> {
            let text: String = request
                .messages
                .iter()
                .flat_map(|message| &message.content)
                .filter_map(|block| match block {
                    ContentBlock::Text { text } => Some(text.to_uppercase()),
                    _ => None,
                })
                .collect();
            let mut response = ChatResponse::from_text(OFFLINE_MODEL_NAME, text.clone());
            response.usage = Usage {
                input_tokens: text.len() as u64,
                output_tokens: 1,
            };
            Ok(response)
        }),
    )
}

#[tokio::test]
async fn offline_answers_deterministically_and_refuses_unsupported_phases() {
    let offline = shouting_offline();
    let first = offline
        .complete(&request(LlmPhase::Extract, "soup"))
        .await
        .unwrap();
    let again = offline
        .complete(&request(LlmPhase::Extract, "soup"))
        .await
        .unwrap();
    assert_eq!(first, again);
    assert_eq!(first.text(), "SOUP");
    assert_eq!(first.stop_reason, StopReason::EndTurn);
    assert_eq!(offline.provider(), "offline");

    let error = offline
        .complete(&request(LlmPhase::Normalize, "soup"))
        .await
        .unwrap_err();
    assert_eq!(
        error,
        LlmError::OfflineUnsupported {
            phase: LlmPhase::Normalize
        }
    );
    assert!(!error.is_retryable());
}

#[tokio::test]
async fn everything_is_offline_by_default_and_usage_is_recorded_per_phase() {
    let models =
        PhaseModels::from_lookup(shouting_offline(), lookup(&[]), Arc::new(EnvSecretSource))
            .unwrap();
    for phase in LlmPhase::ALL {
        assert_eq!(models.for_phase(phase).provider(), "offline", "{phase}");
    }
    models
        .for_phase(LlmPhase::Extract)
        .complete(&request(LlmPhase::Extract, "abc"))
        .await
        .unwrap();
    models
        .for_phase(LlmPhase::Extract)
        .complete(&request(LlmPhase::Extract, "de"))
        .await
        .unwrap();
    assert!(
        models
            .for_phase(LlmPhase::Chat)
            .complete(&request(LlmPhase::Chat, "x"))
            .await
            .is_err()
    );

    assert_eq!(
        models.usage().phase(LlmPhase::Extract),
        PhaseUsage {
            calls: 2,
            input_tokens: 5,
            output_tokens: 2
        }
    );
    assert_eq!(models.usage().phase(LlmPhase::Chat), PhaseUsage::default());
    assert_eq!(models.usage().snapshot().len(), 1);
}

struct Vault;

#[async_trait]
impl SecretSource for Vault {
    async fn secret(&self, name: &str) -> Result<String, LlmError> {
        assert_eq!(name, "/cookbook/anthropic-key");
        Ok("anthropic-from-vault".into())
    }
}

#[tokio::test]
async fn phase_providers_route_each_phase_to_its_provider() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .and(path("/v1/chat/completions"))
        .and(body_partial_json(json!({"model": "qwen-extract"})))
        .respond_with(ResponseTemplate::new(200).set_body_json(json!({
            "id": "chatcmpl-1", "object": "chat.completion", "created": 1741569952, "model": "qwen-extract",
            "choices": [{"index": 0, "message": {"role": "assistant", "content": "{}"}, "finish_reason": "stop"}],
            "usage": {"prompt_tokens": 100, "completion_tokens": 7, "total_tokens": 107}
        })))
        .expect(1)
        .mount(&server)
        .await;
    Mock::given(method("POST"))
        .and(path("/v1/messages"))
        .and(header("x-api-key", "anthropic-from-vault"))
        .and(body_partial_json(json!({"model": "claude-chat"})))
        .respond_with(ResponseTemplate::new(200).set_body_json(json!({
            "id": "msg_1", "type": "message", "role": "assistant", "model": "claude-chat",
            "content": [{"type": "text", "text": "hello"}], "stop_reason": "end_turn", "stop_sequence": null,
            "usage": {"input_tokens": 12, "output_tokens": 3}
        })))
        .expect(1)
        .mount(&server)
        .await;

    let env = lookup(&[
        ("LLM_PROVIDER", "offline".into()),
        (
            "LLM_PHASE_PROVIDERS",
            "Ingest.Extract=openai, Plan.Rerank=OpenAI, Chat=anthropic".into(),
        ),
        ("LLM_PHASE_MODELS", "Ingest.Extract=qwen-extract".into()),
        ("OPENAI_BASE_URL", format!("{}/v1", server.uri())),
        ("OPENAI_MODEL", "llama-rerank".into()),
        ("ANTHROPIC_BASE_URL", server.uri()),
        ("ANTHROPIC_MODEL", "claude-chat".into()),
        ("ANTHROPIC_API_KEY_SECRET", "/cookbook/anthropic-key".into()),
        ("LLM_MAX_RETRIES", "0".into()),
    ]);
    let models = PhaseModels::from_lookup(shouting_offline(), env, Arc::new(Vault)).unwrap();

    let providers: Vec<_> = LlmPhase::ALL
        .iter()
        .map(|p| models.for_phase(*p).provider().to_owned())
        .collect();
    assert_eq!(
        providers,
        [
            "openai",
            "offline",
            "offline",
            "offline",
            "openai",
            "anthropic",
            "offline"
        ]
    );

    let extracted = models
        .for_phase(LlmPhase::Extract)
        .complete(&request(LlmPhase::Extract, "page"))
        .await
        .unwrap();
    assert_eq!(extracted.model, "qwen-extract");
    let chatted = models
        .for_phase(LlmPhase::Chat)
        .complete(&request(LlmPhase::Chat, "hi"))
        .await
        .unwrap();
    assert_eq!(chatted.text(), "hello");

    let usage = models.usage().snapshot();
    assert_eq!(
        usage[&LlmPhase::Extract],
        PhaseUsage {
            calls: 1,
            input_tokens: 100,
            output_tokens: 7
        }
    );
    assert_eq!(
        usage[&LlmPhase::Chat],
        PhaseUsage {
            calls: 1,
            input_tokens: 12,
            output_tokens: 3
        }
    );
}

#[test]
fn network_providers_need_their_settings() {
    let config_key = |pairs: &[(&str, String)]| match PhaseModels::from_lookup(
        OfflineModel::new(),
        lookup(pairs),
        Arc::new(EnvSecretSource),
    ) {
        Err(LlmError::Config { key, .. }) => key,
        other => panic!("expected a config error, got {other:?}"),
    };
    assert_eq!(
        config_key(&[("LLM_PROVIDER", "anthropic".into())]),
        "ANTHROPIC_API_KEY"
    );
    assert_eq!(
        config_key(&[("LLM_PHASE_PROVIDERS", "Plan.Rerank=openai".into())]),
        "OPENAI_MODEL"
    );
    assert_eq!(
        config_key(&[("LLM_PHASE_PROVIDERS", "Rerank=openai".into())]),
        "LLM_PHASE_PROVIDERS"
    );
}

/// A test double standing in for a real model.
struct Canned;

#[async_trait]
impl ChatModel for Canned {
    fn provider(&self) -> &str {
        "canned"
    }

    async fn complete(&self, _request: &ChatRequest) -> Result<ChatResponse, LlmError> {
        let mut response = ChatResponse::from_text("canned-1", "[1, 0]");
        response.usage = Usage {
            input_tokens: 40,
            output_tokens: 4,
        };
        Ok(response)
    }
}

#[tokio::test]
async fn an_injected_model_serves_its_phase_and_is_metered() {
    let models =
        PhaseModels::offline(OfflineModel::new()).with_model(LlmPhase::Rerank, Arc::new(Canned));
    assert_eq!(models.for_phase(LlmPhase::Rerank).provider(), "canned");
    assert_eq!(models.for_phase(LlmPhase::Chat).provider(), "offline");
    models
        .for_phase(LlmPhase::Rerank)
        .complete(&request(LlmPhase::Rerank, "rank"))
        .await
        .unwrap();
    assert_eq!(
        models.usage().phase(LlmPhase::Rerank),
        PhaseUsage {
            calls: 1,
            input_tokens: 40,
            output_tokens: 4
        }
    );
}
