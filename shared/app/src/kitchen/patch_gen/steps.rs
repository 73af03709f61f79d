//! The steps phase of a variant: when the method still names an ingredient a change replaced or
//! removed ("season the chicken" after tofu came in), the `Variant.PatchGen` model rewrites those
//! steps. Its answer is checked ([`check_rewrite`]: one step for each, no invented time or
//! temperature, no old ingredient left); without a model, or when the answer does not pass,
//! each stale mention becomes seed 000's bounded warning instead.

use cookbook_domain::variant::{CompiledVariant, Variant, VariantEvent, Warnings};
use cookbook_llm::{LlmError, LlmPhase, parse_json_output};
use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::AppContext;

/// What the model is told; the steps and the changes follow as the user message's JSON.
const SYSTEM_PROMPT: &str = "A cook changed a recipe's ingredients; some steps still name the \
old ones. Rewrite the steps so they use the new ingredient (or leave out a removed one), changing \
as few words as you can and leaving every other step exactly as it is. Never add a time, \
temperature or quantity the step did not have. Answer with exactly one JSON object and nothing \
else: {\"steps\": [...]} with as many steps as you were given, in the same order.";

/// A rewrite is a few short steps; this bounds a runaway one.
const MAX_ANSWER_TOKENS: u32 = 4096;

/// The user message of a steps call.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StepsRewriteInput {
    pub recipe_name: String,
    pub steps: Vec<String>,
    pub changes: Vec<StepChange>,
}

/// One ingredient the steps must stop naming: replaced by `now`, or removed (`now` null).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StepChange {
    pub was: String,
    pub now: Option<String>,
}

#[derive(Deserialize)]
struct StepsAnswer {
    steps: Vec<String>,
}

/// The variant with its steps settled: rewritten by the model when one answers acceptably, else
/// with a warning per stale mention; `warnings` (the change's own) follow, three at most.
pub(crate) async fn settle(
    ctx: &AppContext,
    compiled: CompiledVariant,
    warnings: Warnings,
) -> Variant {
    if compiled.stale_steps.is_empty() {
        return compiled.with_step_warnings(warnings);
    }
    let (variant, problem) = match rewrite(ctx, &compiled).await {
        Ok(steps) => {
            let (variant, rejected) = compiled.with_rewritten_steps(steps, warnings);
            (variant, rejected.map(|rejected| rejected.to_string()))
        }
        Err(problem) => (compiled.with_step_warnings(warnings), Some(problem)),
    };
    // Sizes and outcome only: the steps are the recipe's content.
    tracing::info!(name: VariantEvent::WarnGen.tag(), steps_rewritten = problem.is_none(),
        problem = problem.as_deref(), warnings = variant.warnings.as_slice().len(), "WARN_GEN");
    variant
}

/// Asks the model for the rewritten steps; `Err` says why there are none.
async fn rewrite(ctx: &AppContext, compiled: &CompiledVariant) -> Result<Vec<String>, String> {
    let recipe = &compiled.variant.compiled_recipe;
    let input = StepsRewriteInput {
        recipe_name: recipe.name.clone(),
        steps: recipe.instructions.clone(),
        changes: compiled
            .stale_steps
            .iter()
            .map(|stale| StepChange {
                was: stale.swap.was.clone(),
                now: stale.swap.now.clone(),
            })
            .collect(),
    };
    let user = serde_json::to_string_pretty(&input).map_err(|e| e.to_string())?;
    let request = super::json_request(SYSTEM_PROMPT, user, MAX_ANSWER_TOKENS);
    let model = ctx.services.models.for_phase(LlmPhase::PatchGen);
    let response = model
        .complete(&request)
        .await
        .map_err(|error| match error {
            LlmError::OfflineUnsupported { .. } => "no model rewrites steps offline".to_owned(),
            other => other.to_string(),
        })?;
    let answer: Value = parse_json_output(&response).map_err(|e| e.to_string())?;
    serde_json::from_value::<StepsAnswer>(answer)
        .map(|answer| answer.steps)
        .map_err(|e| format!("the answer is not {{\"steps\": [...]}}: {e}"))
}
