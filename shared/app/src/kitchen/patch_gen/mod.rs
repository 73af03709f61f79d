//! `Variant.PatchGen` (seed 000 Phase 1–2): a cook's plain-language request ("use tofu instead of
//! chicken") turned into patch ops by the phase's model, with up to three warnings.
//!
//! The model only proposes: its answer must be the seed's `PatchGenResult` JSON, every replace
//! or remove must name the ingredient it targets (so an invented index is caught), and the ops
//! then go through the domain's validation like ops sent by a client. The offline provider
//! answers with [`offline::behaviour`], which understands simple instructions.

pub mod offline;
pub(crate) mod steps;

use std::time::Instant;

use cookbook_domain::ingredient_line::amount_words;
use cookbook_domain::variant::{
    PatchGenResult, PatchOp, StripReport, VariantEvent, Warnings, bound_warnings,
};
use cookbook_domain::{Ingredient, Recipe};
use cookbook_llm::{ChatRequest, LlmError, LlmPhase, Message, parse_json_output};
use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::AppContext;

/// What the model is told; the recipe and the request follow as the user message's JSON.
const SYSTEM_PROMPT: &str = "You change one recipe's ingredient list as a cook asks, by writing \
patch ops. Answer with exactly one JSON object and nothing else: {\"ops\": [...], \
\"needs_clarification\": false, \"clarification_message\": null, \"warnings\": []}. Ops: \
{\"op\": \"replace_ingredient\", \"target_index\": i, \"target_name\": name, \"replacement\": \
{\"name\": new name, \"quantity\": amount}}; {\"op\": \"remove_ingredient\", \"target_index\": i, \
\"target_name\": name, \"acknowledged\": true} only when the cook asked to remove it; {\"op\": \
\"add_ingredient\", \"new_ingredient\": a full ingredient line}; {\"op\": \"scale_servings\", \
\"scale_factor\": f}. target_index and target_name are an ingredient's `index` and `name` exactly \
as listed; never use an index that is not listed. \"double the garlic\" changes that one \
ingredient's amount (a replace_ingredient keeping its name); only \"double it\", \"halve it\" or \
\"for 8 people\" scale the servings. When a name fits several ingredients, choose the one the \
swap makes culinary sense for (a protein for a protein: tofu replaces chicken thighs, not \
chicken broth) or the one the cook's `answer` names. If the request still does not point at \
exactly one ingredient, answer no ops, needs_clarification true and a short question in \
clarification_message. warnings: at most 3 short notes on how the change affects cooking, \
without precise times or temperatures.";

/// Answers are a few ops; this bounds a runaway one.
const MAX_ANSWER_TOKENS: u32 = 2048;

/// The user message of a PatchGen call: the instruction and the recipe's indexed ingredients.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PatchGenInput {
    pub instruction: String,
    /// The cook's answer to the question an earlier try at this instruction asked.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub answer: Option<String>,
    pub recipe_name: String,
    pub servings: Option<u32>,
    pub ingredients: Vec<IndexedIngredient>,
}

/// One ingredient as the model sees it: `index` is what `target_index` refers to.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct IndexedIngredient {
    pub index: usize,
    pub name: String,
    pub text: String,
    /// The line's amount ("1 lb", "2-3 cup"), what a replacement keeps by default.
    pub quantity: Option<String>,
}

impl PatchGenInput {
    pub fn new(recipe: &Recipe, instruction: &str, answer: Option<&str>) -> Self {
        Self {
            instruction: instruction.trim().to_owned(),
            answer: answer
                .map(str::trim)
                .filter(|answer| !answer.is_empty())
                .map(str::to_owned),
            recipe_name: recipe.name.clone(),
            servings: recipe.servings,
            ingredients: recipe
                .ingredients
                .iter()
                .enumerate()
                .map(|(index, ingredient)| IndexedIngredient {
                    index,
                    name: ingredient.name.clone(),
                    text: ingredient.text.clone(),
                    quantity: amount_text(ingredient),
                })
                .collect(),
        }
    }
}

/// "1 1/2 cups", "2-3", or `None` for a line without a quantity.
fn amount_text(ingredient: &Ingredient) -> Option<String> {
    ingredient.quantity?;
    Some(amount_words(
        ingredient.quantity,
        ingredient.quantity_max,
        ingredient.unit,
    ))
}

/// What the model proposed, read and bounded but not yet validated against the recipe.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Proposal {
    Ops {
        ops: Vec<PatchOp>,
        warnings: Warnings,
    },
    Clarification(String),
}

/// Why no proposal came back.
#[derive(Debug, thiserror::Error)]
pub(crate) enum PatchGenError {
    /// The offline provider has no behaviour for the phase (never, as the app registers one).
    #[error("no model answers Variant.PatchGen")]
    NoModel,
    /// The model answered, but not with ops the server accepts.
    #[error("the model's answer was refused: {}", .0.join("; "))]
    Refused(Vec<String>),
    /// The call failed (after the provider's own retries).
    #[error("the model call failed: {0}")]
    Unavailable(LlmError),
}

/// Asks the PatchGen model to turn `instruction` (with the cook's `answer` to an earlier
/// question about it) into ops on `recipe`, the meal's recipe as its changes so far made it.
pub(crate) async fn propose(
    ctx: &AppContext,
    recipe: &Recipe,
    instruction: &str,
    answer: Option<&str>,
) -> Result<Proposal, PatchGenError> {
    let input = PatchGenInput::new(recipe, instruction, answer);
    let user = serde_json::to_string_pretty(&input).map_err(|e| {
        PatchGenError::Unavailable(LlmError::InvalidRequest {
            detail: format!("the PatchGen input does not encode: {e}"),
        })
    })?;
    let request = json_request(SYSTEM_PROMPT, user, MAX_ANSWER_TOKENS);
    let model = ctx.services.models.for_phase(LlmPhase::PatchGen);
    let started = Instant::now();
    let answer = model.complete(&request).await;
    let latency_ms = u64::try_from(started.elapsed().as_millis()).unwrap_or(u64::MAX);
    let proposal = match answer {
        Ok(response) => parse_json_output(&response)
            .map_err(|error| vec![error.to_string()])
            .and_then(read_answer)
            .map_err(PatchGenError::Refused),
        Err(LlmError::OfflineUnsupported { .. }) => Err(PatchGenError::NoModel),
        Err(error) => Err(PatchGenError::Unavailable(error)),
    };
    // Sizes and outcome only: the instruction and the answer are user content.
    let (ops, clarification) = match &proposal {
        Ok(Proposal::Ops { ops, .. }) => (ops.len(), false),
        Ok(Proposal::Clarification(_)) => (0, true),
        Err(_) => (0, false),
    };
    tracing::info!(name: VariantEvent::PatchGen.tag(), provider = model.provider(),
        latency_ms, instruction_chars = input.instruction.chars().count(), ops, clarification,
        error = proposal.as_ref().err().map(ToString::to_string), "PATCH_GEN");
    proposal
}

/// A deterministic `Variant.PatchGen` request for one JSON object, `user` being its input.
pub(crate) fn json_request(system: &str, user: String, max_tokens: u32) -> ChatRequest {
    let mut request = ChatRequest::new(LlmPhase::PatchGen, vec![Message::user(user)]);
    request.system = Some(system.to_owned());
    request.json_output = true;
    request.max_tokens = max_tokens;
    request.temperature = Some(0.0);
    request
}

/// The answer as a proposal: the seed's `PatchGenResult` plus optional `warnings`, with every
/// replace and remove naming its target.
fn read_answer(answer: Value) -> Result<Proposal, Vec<String>> {
    let Value::Object(mut fields) = answer else {
        return Err(vec!["the answer is not a JSON object".to_owned()]);
    };
    let raw_warnings: Vec<String> = match fields.remove("warnings") {
        None | Some(Value::Null) => Vec::new(),
        Some(value) => serde_json::from_value(value)
            .map_err(|_| vec!["`warnings` is not a list of strings".to_owned()])?,
    };
    let result: PatchGenResult =
        serde_json::from_value(Value::Object(fields)).map_err(|error| vec![error.to_string()])?;
    let ops = match result {
        PatchGenResult::Clarification(message) => return Ok(Proposal::Clarification(message)),
        PatchGenResult::Ops(ops) => ops,
    };
    let unnamed: Vec<String> = ops
        .iter()
        .enumerate()
        .filter(|(_, op)| op.target().is_some_and(|target| target.name.is_none()))
        .map(|(position, _)| format!("op {position}: target_name is required"))
        .collect();
    if !unnamed.is_empty() {
        return Err(unnamed);
    }
    let generated = raw_warnings.len();
    let (warnings, StripReport { stripped, dropped }) = bound_warnings(raw_warnings);
    tracing::info!(name: VariantEvent::WarnGen.tag(), generated, "WARN_GEN");
    tracing::info!(name: VariantEvent::WarnStrip.tag(), stripped, dropped,
        kept = warnings.as_slice().len(), "WARN_STRIP");
    Ok(Proposal::Ops { ops, warnings })
}
