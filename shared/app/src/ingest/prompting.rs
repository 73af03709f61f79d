//! A phase's prompt and the model's checked answer (seed 004 §6.4–6.6, §9.1). The prompt is the
//! one the task chose (`promptSelection`) or the phase's active one, with the task's override
//! text when given, rendered strictly; the model is the one routed for the phase; its answer is
//! parsed as JSON and validated against a schema before anything uses it. What each call used
//! and cost is kept as the task's `llm.{phase}.json` artifact.

use cookbook_domain::{PromptTemplate, TaskError, TaskState};
use cookbook_ingest::snapshot::trim_snapshot;
use cookbook_llm::{ChatRequest, LlmError, LlmPhase, Message, PromptRenderer, RenderError};
use cookbook_store::{PageRequest, StoreError};
use serde_json::{Map, Value, json};

use crate::AppContext;

/// Answers are short JSON documents; this bounds a runaway one.
const MAX_ANSWER_TOKENS: u32 = 8192;

/// Why a phase got no usable answer.
#[derive(Debug)]
pub(crate) enum AskError {
    /// The phase's model is the offline provider, which has no behaviour for it: the phase's
    /// documented fallback applies.
    NoModel,
    /// The task cannot be served as asked: no such prompt, a template missing variables, a
    /// request the provider refuses.
    Permanent(TaskError),
    /// May succeed later: rate limits, provider errors, timeouts, store errors.
    Transient(String),
    /// The model answered, but not with a JSON document the schema accepts.
    Invalid {
        answer: String,
        problems: Vec<String>,
    },
}

impl From<StoreError> for AskError {
    fn from(error: StoreError) -> Self {
        AskError::Transient(error.to_string())
    }
}

fn permanent(code: &str, message: String, details: Value) -> AskError {
    AskError::Permanent(TaskError {
        code: code.to_owned(),
        message,
        details,
    })
}

/// The key of a phase in `promptSelection` / `promptIds` (seed 004 §7.1) and, with `Override`
/// appended, in `promptOverrides`.
pub(crate) fn selection_key(phase: LlmPhase) -> &'static str {
    match phase {
        LlmPhase::Extract => "extract",
        LlmPhase::Normalize => "normalize",
        LlmPhase::RepairJson => "repairJson",
        LlmPhase::RepairParaphrase => "repairParaphrase",
        LlmPhase::Rerank => "rerank",
        LlmPhase::Chat => "chat",
        LlmPhase::PatchGen => "patchGen",
    }
}

/// The prompt phase a `promptSelection` key names; `discover` is kept for the optional
/// LLM browsing provider (seed 004 §7.1).
pub(crate) fn phase_of_selection_key(key: &str) -> Option<String> {
    if key == "discover" {
        return Some("Ingest.Discover".to_owned());
    }
    LlmPhase::ALL
        .into_iter()
        .find(|phase| selection_key(*phase) == key)
        .map(|phase| phase.to_string())
}

/// The prompt the task chose for `phase`, else the phase's active one.
pub(crate) async fn chosen_prompt(
    ctx: &AppContext,
    task: &TaskState,
    phase: LlmPhase,
) -> Result<PromptTemplate, AskError> {
    let phase_name = phase.to_string();
    let chosen = task
        .payload
        .prompt_selection
        .as_ref()
        .and_then(|selection| selection.get(selection_key(phase)))
        .and_then(Value::as_str);
    if let Some(id) = chosen {
        return match ctx.stores.prompts.get(id).await? {
            Some(prompt) if prompt.phase == phase_name => Ok(prompt),
            _ => Err(permanent(
                "PROMPT_NOT_FOUND",
                format!("prompt `{id}` chosen for {phase_name} does not exist for that phase"),
                json!({ "promptId": id, "phase": phase_name }),
            )),
        };
    }
    active_prompt(ctx, &phase_name).await?.ok_or_else(|| {
        permanent(
            "PROMPT_NOT_FOUND",
            format!("no prompt is active for {phase_name}: an admin must activate one"),
            json!({ "phase": phase_name }),
        )
    })
}

/// The active prompt of `phase` (e.g. `Ingest.Extract`), if one is.
pub(crate) async fn active_prompt(
    ctx: &AppContext,
    phase: &str,
) -> Result<Option<PromptTemplate>, StoreError> {
    let mut cursor = None;
    loop {
        let page = ctx
            .stores
            .prompts
            .list(Some(phase), &PageRequest::new(100, cursor))
            .await?;
        if let Some(active) = page.items.into_iter().find(|p| p.is_active) {
            return Ok(Some(active));
        }
        match page.next {
            Some(next) => cursor = Some(next),
            None => return Ok(None),
        }
    }
}

/// The task's override text for `phase`, if any.
fn override_text(task: &TaskState, phase: LlmPhase) -> Option<&str> {
    let key = format!("{}Override", selection_key(phase));
    task.payload
        .prompt_overrides
        .as_ref()?
        .get(&key)?
        .as_str()
        .filter(|text| !text.trim().is_empty())
}

/// `vars` plus `null` for every optional variable the prompt declares and `vars` lacks, so
/// optional ones render empty while a missing required one still fails; `content` is cut to
/// the prompt's `maxContentChars` by importance (seed 004 §6.6).
fn prompt_variables(prompt: &PromptTemplate, vars: Value) -> Value {
    let mut vars = match vars {
        Value::Object(map) => map,
        _ => Map::new(),
    };
    let budget = prompt
        .constraints
        .get("maxContentChars")
        .and_then(|chars| chars.trim().parse::<usize>().ok());
    if let (Some(budget), Some(Value::String(content))) = (budget, vars.get_mut("content")) {
        *content = trim_snapshot(content, budget);
    }
    let optional = prompt
        .constraints
        .get("optionalVariables")
        .map(String::as_str)
        .unwrap_or_default();
    for name in optional.split(',').map(str::trim).filter(|n| !n.is_empty()) {
        vars.entry(name.to_owned()).or_insert(Value::Null);
    }
    Value::Object(vars)
}

/// Asks `phase`'s model with the task's prompt rendered from `vars`, and returns its answer
/// once it parses as JSON and `schema` accepts it.
pub(crate) async fn ask_json(
    ctx: &AppContext,
    task: &TaskState,
    phase: LlmPhase,
    vars: Value,
    schema: &Value,
) -> Result<Value, AskError> {
    let prompt = chosen_prompt(ctx, task, phase).await?;
    let overridden = override_text(task, phase);
    let template = overridden.unwrap_or(&prompt.user_prompt_template);
    let vars = prompt_variables(&prompt, vars);
    let rendered = PromptRenderer::render(template, &vars).map_err(|error| match error {
        RenderError::MissingVariables { missing } => permanent(
            "PROMPT_RENDER_FAILED",
            format!(
                "prompt `{}` needs variables the phase does not provide: {}",
                prompt.id,
                missing.join(", ")
            ),
            json!({ "promptId": prompt.id, "missingVariables": missing }),
        ),
        RenderError::Template { message } => permanent(
            "PROMPT_RENDER_FAILED",
            format!("prompt `{}` does not render: {message}", prompt.id),
            json!({ "promptId": prompt.id }),
        ),
    })?;
    let mut request = ChatRequest::new(phase, vec![Message::user(rendered)]);
    request.system = Some(prompt.system_prompt.clone());
    request.json_output = true;
    request.max_tokens = MAX_ANSWER_TOKENS;
    request.temperature = Some(0.0);
    let model = ctx.services.models.for_phase(phase);
    let response = match model.complete(&request).await {
        Ok(response) => response,
        Err(LlmError::OfflineUnsupported { .. }) => return Err(AskError::NoModel),
        Err(error) if error.is_retryable() => return Err(AskError::Transient(error.to_string())),
        Err(error) => {
            return Err(permanent(
                "LLM_FAILED",
                format!("the {phase} model refused the request: {error}"),
                json!({ "phase": phase.to_string(), "provider": model.provider() }),
            ));
        }
    };
    let record = json!({
        "phase": phase.to_string(),
        "promptId": prompt.id,
        "promptVersion": prompt.version,
        "promptOverridden": overridden.is_some(),
        "provider": model.provider(),
        "model": response.model,
        "stopReason": response.stop_reason,
        "usage": response.usage,
    });
    let body = serde_json::to_vec_pretty(&record).unwrap_or_default();
    let name = format!("llm.{}.json", selection_key(phase));
    ctx.stores
        .artifacts
        .put(&task.task_id, &name, "application/json", &body)
        .await?;
    tracing::info!(task_id = %task.task_id, phase = %phase, prompt_id = %prompt.id,
        input_tokens = response.usage.input_tokens, output_tokens = response.usage.output_tokens,
        "model answered");
    let answer = response.text();
    let value = cookbook_llm::parse_json_output(&response).map_err(|error| AskError::Invalid {
        answer: answer.clone(),
        problems: vec![error.to_string()],
    })?;
    let problems = schema_problems(schema, &value);
    if problems.is_empty() {
        Ok(value)
    } else {
        Err(AskError::Invalid { answer, problems })
    }
}

/// What `schema` finds wrong with `value`, as `path: message` lines.
pub(crate) fn schema_problems(schema: &Value, value: &Value) -> Vec<String> {
    match jsonschema::validator_for(schema) {
        Ok(validator) => validator
            .iter_errors(value)
            .map(|error| format!("{}: {error}", error.instance_path()))
            .collect(),
        Err(error) => vec![format!("the schema itself is invalid: {error}")],
    }
}
