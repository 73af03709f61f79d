//! The ingest work that needs a language model (seed 004 §10.3 step 4, §11, §12.1): extraction
//! from the text snapshot when the page has no usable markup, `Ingest.RepairJson` for answers
//! that are not valid recipe JSON, and `Ingest.RepairParaphrase` for drafts the guardrail flags.
//!
//! With the offline provider (the default) no model answers these phases: extraction without
//! markup fails the task with `NO_RECIPE_FOUND`, and a flagged draft goes to review with the
//! guardrail's report instead of being rewritten.

use cookbook_domain::{
    ExtractionMethod, IngestPhase, Recipe, RecipeDraft, RecipeSource, TaskState, ValidationReport,
};
use cookbook_ingest::with_parsed_ingredients;
use cookbook_llm::{LlmPhase, OFFLINE_MODEL_NAME};
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

use crate::AppContext;
use crate::ingest::phases::{DRAFT, Outcome, failure, get_json, put_json, snapshot_of, target_url};
use crate::ingest::prompting::{AskError, ask_json};
use crate::work::WorkError;

/// The last answer that failed the schema, and why, for RepairJson.
const REJECTED_ANSWER: &str = "llm.rejected-answer.json";
/// Written once RepairParaphrase has run, so a draft is rewritten at most once.
const PARAPHRASE_REPAIR: &str = "llm.paraphrase-repair.json";
/// Model attempts at repairing an answer (seed 004 §9.1).
const REPAIR_JSON_ATTEMPTS: usize = 2;

#[derive(Debug, Serialize, Deserialize)]
struct RejectedAnswer {
    phase: String,
    answer: String,
    problems: Vec<String>,
}

/// Whether a model (not the offline provider) answers `phase`.
pub(crate) fn model_answers(ctx: &AppContext, phase: LlmPhase) -> bool {
    ctx.services.models.for_phase(phase).provider() != OFFLINE_MODEL_NAME
}

/// The draft made of a model's recipe: ingredient lines parsed by the server, provenance from
/// the fetch, validation left to the Validate phase.
fn model_draft(recipe: Value, url: &str, now: jiff::Timestamp) -> Result<RecipeDraft, String> {
    let recipe: Recipe = serde_json::from_value(recipe).map_err(|e| e.to_string())?;
    let source = match url {
        // Pasted text the user gave no address for.
        "" => RecipeSource::without_address(now, ExtractionMethod::Llm),
        url => RecipeSource::new(url, now, ExtractionMethod::Llm)
            .ok_or_else(|| format!("`{url}` is not a URL a draft can come from"))?,
    };
    Ok(RecipeDraft {
        recipe: with_parsed_ingredients(recipe),
        source,
        validation: ValidationReport::default(),
        similarity: None,
        artifacts: Vec::new(),
        notices: Vec::new(),
    })
}

/// What to do with a model's answer for a recipe: keep it as the draft, or send it to repair.
async fn settle_recipe_answer(
    ctx: &AppContext,
    task: &TaskState,
    phase: LlmPhase,
    url: &str,
    answer: Result<Value, AskError>,
) -> Result<Result<Outcome, RejectedAnswer>, WorkError> {
    let rejected = |answer: String, problems: Vec<String>| RejectedAnswer {
        phase: phase.to_string(),
        answer,
        problems,
    };
    match answer {
        Ok(recipe) => match model_draft(recipe.clone(), url, ctx.stores.clock.now()) {
            Ok(draft) => {
                put_json(ctx, &task.task_id, DRAFT, &draft).await?;
                Ok(Ok(Outcome::Advance(IngestPhase::Validate)))
            }
            Err(problem) => Ok(Err(rejected(recipe.to_string(), vec![problem]))),
        },
        Err(AskError::Invalid { answer, problems }) => Ok(Err(rejected(answer, problems))),
        Err(AskError::NoModel) => Ok(Ok(failure(
            "NO_RECIPE_FOUND",
            "the page has no recipe markup, and no language model is configured to read its text",
        ))),
        Err(AskError::Permanent(error)) => Ok(Ok(Outcome::Fail(error))),
        Err(AskError::Transient(message)) => Err(WorkError::Transient(message)),
    }
}

/// Extract without a draft from the markup: the model reads the snapshot.
pub(crate) async fn extract_from_text(
    ctx: &AppContext,
    task: &TaskState,
) -> Result<Outcome, WorkError> {
    let snapshot = snapshot_of(ctx, &task.task_id).await?;
    let url = target_url(ctx, task).await?.unwrap_or_default();
    if snapshot.trim().is_empty() || !model_answers(ctx, LlmPhase::Extract) {
        return Ok(failure(
            "NO_RECIPE_FOUND",
            "the page has no recipe markup or recognisable ingredient and instruction lists",
        ));
    }
    let schema = Recipe::content_schema();
    let vars = json!({"url": url, "content": snapshot, "schema": schema.to_string()});
    let answer = ask_json(ctx, task, LlmPhase::Extract, vars, &schema).await;
    match settle_recipe_answer(ctx, task, LlmPhase::Extract, &url, answer).await? {
        Ok(outcome) => Ok(outcome),
        Err(rejected) => {
            put_json(ctx, &task.task_id, REJECTED_ANSWER, &rejected).await?;
            Ok(Outcome::Advance(IngestPhase::RepairJson))
        }
    }
}

/// `Ingest.RepairJson`: up to two model attempts at turning the rejected answer into a valid
/// recipe; then the task fails with its artifacts kept for diagnosis.
pub(crate) async fn repair_json(ctx: &AppContext, task: &TaskState) -> Result<Outcome, WorkError> {
    let Some(mut rejected): Option<RejectedAnswer> =
        get_json(ctx, &task.task_id, REJECTED_ANSWER).await?
    else {
        return Ok(failure(
            "NO_RECIPE_FOUND",
            "there is no model answer to repair",
        ));
    };
    let url = target_url(ctx, task).await?.unwrap_or_default();
    let schema = Recipe::content_schema();
    for _attempt in 0..REPAIR_JSON_ATTEMPTS {
        let vars = json!({
            "url": url,
            "content": rejected.answer,
            "schema": schema.to_string(),
            "errors": rejected.problems.join("\n"),
        });
        let answer = ask_json(ctx, task, LlmPhase::RepairJson, vars, &schema).await;
        match settle_recipe_answer(ctx, task, LlmPhase::RepairJson, &url, answer).await? {
            Ok(outcome) => return Ok(outcome),
            Err(again) => {
                rejected = again;
                put_json(ctx, &task.task_id, REJECTED_ANSWER, &rejected).await?;
            }
        }
    }
    Ok(Outcome::FailKeepingArtifacts(cookbook_domain::TaskError {
        code: "INVALID_MODEL_OUTPUT".to_owned(),
        message: format!(
            "the model's recipe was still invalid after {REPAIR_JSON_ATTEMPTS} repair attempts"
        ),
        details: json!({ "problems": rejected.problems }),
    }))
}

/// Whether Validate should send `draft` to RepairParaphrase: the guardrail found an error,
/// repair is configured and a model is there, and the draft was not rewritten before.
pub(crate) async fn wants_paraphrase_repair(
    ctx: &AppContext,
    task: &TaskState,
    draft: &RecipeDraft,
) -> Result<bool, WorkError> {
    let flagged = draft.similarity.as_ref().is_some_and(|s| s.violates_policy);
    if !flagged
        || !ctx.config.guardrail.auto_repair_on_error
        || !model_answers(ctx, LlmPhase::RepairParaphrase)
    {
        return Ok(false);
    }
    let repaired = ctx
        .stores
        .artifacts
        .get(&task.task_id, PARAPHRASE_REPAIR)
        .await?;
    Ok(repaired.is_none())
}

/// `Ingest.RepairParaphrase`: the model rewrites the description and steps in its own words;
/// whatever happens, the draft goes back to Validate once, which reports what is left.
pub(crate) async fn repair_paraphrase(
    ctx: &AppContext,
    task: &TaskState,
) -> Result<Outcome, WorkError> {
    let Some(mut draft): Option<RecipeDraft> = get_json(ctx, &task.task_id, DRAFT).await? else {
        return Ok(failure("NO_RECIPE_FOUND", "the extracted draft is missing"));
    };
    let schema = Recipe::content_schema();
    let content = Recipe {
        source: None,
        ..draft.recipe.clone()
    };
    let vars = json!({
        "url": draft.source.url,
        "content": serde_json::to_string_pretty(&content).unwrap_or_default(),
        "schema": schema.to_string(),
        "errors": draft.validation.errors.join("\n"),
    });
    let answer = ask_json(ctx, task, LlmPhase::RepairParaphrase, vars, &schema).await;
    let report = match answer {
        Ok(value) => match serde_json::from_value::<Recipe>(value) {
            Ok(rewritten) if !rewritten.instructions.is_empty() => {
                draft.recipe.description = rewritten.description;
                draft.recipe.instructions = rewritten.instructions;
                draft.recipe.instruction_groups = rewritten.instruction_groups;
                put_json(ctx, &task.task_id, DRAFT, &draft).await?;
                json!({ "rewritten": true })
            }
            Ok(_) => json!({ "rewritten": false, "problems": ["the rewrite has no steps"] }),
            Err(error) => json!({ "rewritten": false, "problems": [error.to_string()] }),
        },
        Err(AskError::Invalid { problems, .. }) => {
            json!({ "rewritten": false, "problems": problems })
        }
        Err(AskError::NoModel) => {
            json!({ "rewritten": false, "problems": ["no model is configured"] })
        }
        Err(AskError::Permanent(error)) => {
            json!({ "rewritten": false, "problems": [error.message] })
        }
        Err(AskError::Transient(message)) => return Err(WorkError::Transient(message)),
    };
    put_json(ctx, &task.task_id, PARAPHRASE_REPAIR, &report).await?;
    Ok(Outcome::Advance(IngestPhase::Validate))
}
