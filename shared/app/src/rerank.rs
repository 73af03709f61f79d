//! The per-slot rerank (seed 001, "LLM Reranking"): the model gets seed 001's exact input
//! (slot, preferences, recent meals, candidate summaries) and answers seed 001's output
//! (`selected_recipe_id`, `confidence`, `reason`, `warnings`). The server keeps authority: an
//! answer that is not that JSON, or names an id that is not a candidate, selects nothing.
//!
//! [`OfflineReranker`] is the default `Plan.Rerank` behaviour: deterministic scoring by tag and
//! note match and prep/cook fit, with penalties for a recipe already in the recent window and
//! for the same primary protein as the meal just before.

use cookbook_llm::{
    ChatRequest, ChatResponse, LlmError, LlmPhase, Message, OfflineBehaviour, parse_json_output,
};
use serde::{Deserialize, Serialize};

use crate::AppContext;
use crate::meal_plans::Preferences;

/// The system prompt: the rules seed 001 gives the model.
const SYSTEM_PROMPT: &str = "You choose one recipe for one meal slot of a meal plan. \
The user message is JSON with the slot, the user's preferences, their recent meals and the \
candidate recipes. Select the candidate that best fits the slot's tags and notes and the \
preferences; soften overly strict constraints when sensible. Prefer variety: avoid a recipe \
that appears in recent_meals and avoid repeating the same primary protein back to back when \
alternatives exist (variety is a soft rule). You must select only a recipe_id from candidates; \
never invent one. If no candidate reasonably fits, select null. Answer with only this JSON: \
{\"selected_recipe_id\": string or null, \"confidence\": number from 0 to 1, \
\"reason\": string, \"warnings\": [string]}";

/// Answers are a few lines of JSON.
const MAX_ANSWER_TOKENS: u32 = 512;

/// seed 001's `slot` block.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SlotInput {
    pub date: String,
    pub meal_type: String,
    pub servings: u32,
    pub tags: Vec<String>,
    pub notes: Option<String>,
    pub is_meal_prep: bool,
}

/// One entry of seed 001's `recent_meals` block.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct RecentMealInput {
    pub date: String,
    pub meal_type: String,
    pub recipe_id: String,
    pub title: String,
    pub tags: Vec<String>,
}

/// One entry of seed 001's `candidates` block.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct CandidateInput {
    pub recipe_id: String,
    pub title: String,
    pub tags: Vec<String>,
    pub prep_time: Option<u32>,
    pub cook_time: Option<u32>,
    pub summary: String,
}

/// seed 001's LLM input schema, per slot.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct RerankInput {
    pub slot: SlotInput,
    pub preferences: Preferences,
    pub recent_meals: Vec<RecentMealInput>,
    pub candidates: Vec<CandidateInput>,
}

/// seed 001's LLM output schema.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct RerankOutput {
    pub selected_recipe_id: Option<String>,
    #[serde(default)]
    pub confidence: f64,
    #[serde(default)]
    pub reason: Option<String>,
    #[serde(default)]
    pub warnings: Vec<String>,
}

/// Why a slot got no selection from the reranker.
#[derive(Debug, thiserror::Error)]
pub enum RerankError {
    #[error("the rerank input does not serialize: {0}")]
    Input(#[from] serde_json::Error),
    #[error("the model call failed: {0}")]
    Model(#[from] LlmError),
    #[error("the answer is not seed 001's output JSON: {0}")]
    Malformed(String),
}

/// The model's choice after server validation: `None` when it chose nothing or an id that is
/// not among the candidates (seed 001, "Server Enforcement").
pub async fn rerank(ctx: &AppContext, input: &RerankInput) -> Result<Option<String>, RerankError> {
    let mut request = ChatRequest::new(
        LlmPhase::Rerank,
        vec![Message::user(serde_json::to_string(input)?)],
    );
    request.system = Some(SYSTEM_PROMPT.to_owned());
    request.max_tokens = MAX_ANSWER_TOKENS;
    request.temperature = Some(0.0);
    request.json_output = true;
    let response = ctx
        .services
        .models
        .for_phase(LlmPhase::Rerank)
        .complete(&request)
        .await?;
    let answer = parse_json_output(&response)?;
    let output: RerankOutput =
        serde_json::from_value(answer).map_err(|e| RerankError::Malformed(e.to_string()))?;
    let valid = output
        .selected_recipe_id
        .filter(|id| input.candidates.iter().any(|c| &c.recipe_id == id));
    Ok(valid)
}

/// Words that name a recipe's primary protein, most specific first.
const PROTEINS: [&str; 14] = [
    "chicken", "turkey", "beef", "pork", "lamb", "salmon", "tuna", "shrimp", "fish", "tofu", "egg",
    "beans", "lentil", "chickpea",
];
// Offline scoring weights: a repeat in the window outweighs every preference.
const TAG_MATCH: f64 = 2.0;
const NOTE_WORD: f64 = 1.0;
const WITHIN_LIMIT: f64 = 0.5;
const REPEATED_RECIPE: f64 = -100.0;
const SAME_PROTEIN_BACK_TO_BACK: f64 = -3.0;
/// Keeps the search order among equal scores.
const RANK_ORDER: f64 = 0.01;

/// The primary protein named in a title, tags or summary, if any.
fn primary_protein<'a>(texts: impl IntoIterator<Item = &'a str>) -> Option<&'static str> {
    let words: Vec<String> = texts
        .into_iter()
        .flat_map(cookbook_store::search::terms)
        .collect();
    PROTEINS
        .into_iter()
        .find(|protein| words.iter().any(|word| word.starts_with(protein)))
}

/// The deterministic `Plan.Rerank` behaviour of the offline provider.
pub struct OfflineReranker;

impl OfflineReranker {
    /// seed 001's output for `input`: the best-scoring candidate, or null when there is none.
    pub fn choose(input: &RerankInput) -> RerankOutput {
        let note_words: Vec<String> = input
            .slot
            .notes
            .iter()
            .flat_map(|note| cookbook_store::search::terms(note))
            .filter(|word| word.len() >= 4)
            .collect();
        let last_protein = input.recent_meals.last().and_then(|meal| {
            primary_protein(
                std::iter::once(meal.title.as_str()).chain(meal.tags.iter().map(String::as_str)),
            )
        });
        let scored = input.candidates.iter().enumerate().map(|(rank, candidate)| {
            let texts = || {
                std::iter::once(candidate.title.as_str())
                    .chain(candidate.tags.iter().map(String::as_str))
                    .chain(std::iter::once(candidate.summary.as_str()))
            };
            let words: Vec<String> = texts().flat_map(cookbook_store::search::terms).collect();
            let mut score = -(rank as f64) * RANK_ORDER;
            score += TAG_MATCH
                * input
                    .slot
                    .tags
                    .iter()
                    .filter(|tag| candidate.tags.iter().any(|t| t.eq_ignore_ascii_case(tag)))
                    .count() as f64;
            score += NOTE_WORD
                * note_words
                    .iter()
                    .filter(|note| words.iter().any(|word| word.starts_with(note.as_str())))
                    .count() as f64;
            let within = |limit: Option<u32>, minutes: Option<u32>| {
                matches!((limit, minutes), (Some(l), Some(m)) if m <= l)
            };
            if within(input.preferences.max_prep_minutes, candidate.prep_time) {
                score += WITHIN_LIMIT;
            }
            if within(input.preferences.max_cook_minutes, candidate.cook_time) {
                score += WITHIN_LIMIT;
            }
            let mut warnings = Vec::new();
            if input
                .recent_meals
                .iter()
                .any(|meal| meal.recipe_id == candidate.recipe_id)
            {
                score += REPEATED_RECIPE;
                warnings.push(format!("Repeats {} from the recent meals", candidate.title));
            }
            let protein = primary_protein(texts());
            if let Some(protein) = protein.filter(|p| Some(*p) == last_protein) {
                score += SAME_PROTEIN_BACK_TO_BACK;
                warnings.push(format!("Repeats {protein} from the previous meal"));
            }
            (score, candidate, warnings)
        });
        // Strictly greater keeps the earliest candidate among equals.
        let best = scored.fold(
            None,
            |best: Option<(f64, &CandidateInput, Vec<String>)>, next| match best {
                Some(current) if current.0 >= next.0 => Some(current),
                _ => Some(next),
            },
        );
        match best {
            Some((score, candidate, warnings)) => RerankOutput {
                selected_recipe_id: Some(candidate.recipe_id.clone()),
                confidence: (0.5 + score / 10.0).clamp(0.05, 0.95),
                reason: Some(format!(
                    "Best offline match for the slot: {}",
                    candidate.title
                )),
                warnings,
            },
            None => RerankOutput {
                selected_recipe_id: None,
                confidence: 0.0,
                reason: Some("No candidate recipes for this slot".to_owned()),
                warnings: Vec::new(),
            },
        }
    }
}

impl OfflineBehaviour for OfflineReranker {
    fn respond(&self, request: &ChatRequest) -> Result<ChatResponse, LlmError> {
        let text = request
            .messages
            .last()
            .map(|message| {
                message
                    .content
                    .iter()
                    .filter_map(|block| match block {
                        cookbook_llm::ContentBlock::Text { text } => Some(text.as_str()),
                        _ => None,
                    })
                    .collect::<String>()
            })
            .unwrap_or_default();
        let input: RerankInput = serde_json::from_str(&text).map_err(|e| LlmError::Malformed {
            detail: format!("the rerank input is not seed 001's JSON: {e}"),
        })?;
        let answer =
            serde_json::to_string(&Self::choose(&input)).map_err(|e| LlmError::Malformed {
                detail: e.to_string(),
            })?;
        Ok(ChatResponse::from_text(
            cookbook_llm::OFFLINE_MODEL_NAME,
            answer,
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn candidate(id: &str, title: &str, tags: &[&str]) -> CandidateInput {
        CandidateInput {
            recipe_id: id.to_owned(),
            title: title.to_owned(),
            tags: tags.iter().map(|t| (*t).to_owned()).collect(),
            prep_time: Some(10),
            cook_time: Some(10),
            summary: String::new(),
        }
    }

    fn input(
        tags: &[&str],
        recent: &[(&str, &str)],
        candidates: Vec<CandidateInput>,
    ) -> RerankInput {
        RerankInput {
            slot: SlotInput {
                date: "2026-11-24".to_owned(),
                meal_type: "dinner".to_owned(),
                servings: 2,
                tags: tags.iter().map(|t| (*t).to_owned()).collect(),
                notes: None,
                is_meal_prep: false,
            },
            preferences: Preferences::default(),
            recent_meals: recent
                .iter()
                .map(|(id, title)| RecentMealInput {
                    date: "2026-11-23".to_owned(),
                    meal_type: "dinner".to_owned(),
                    recipe_id: (*id).to_owned(),
                    title: (*title).to_owned(),
                    tags: Vec::new(),
                })
                .collect(),
            candidates,
        }
    }

    fn chosen(input: &RerankInput) -> Option<String> {
        OfflineReranker::choose(input).selected_recipe_id
    }

    #[test]
    fn tags_rank_and_recent_recipes_are_avoided() {
        let pool = vec![
            candidate("a", "Pasta", &[]),
            candidate("b", "Soup", &["soup"]),
        ];
        assert_eq!(chosen(&input(&[], &[], pool.clone())).as_deref(), Some("a"));
        assert_eq!(
            chosen(&input(&["soup"], &[], pool.clone())).as_deref(),
            Some("b")
        );
        let eaten = input(&["soup"], &[("b", "Soup")], pool);
        assert_eq!(chosen(&eaten).as_deref(), Some("a"), "b is in the window");
        assert_eq!(chosen(&input(&[], &[], Vec::new())), None);
    }

    #[test]
    fn the_same_protein_back_to_back_is_avoided_when_possible() {
        let recent = [("x", "Grilled Chicken Bowl")];
        let pool = vec![
            candidate("a", "Chicken Wrap", &[]),
            candidate("b", "Tofu Stir Fry", &[]),
        ];
        assert_eq!(chosen(&input(&[], &recent, pool)).as_deref(), Some("b"));
        let only_chicken = input(&[], &recent, vec![candidate("a", "Chicken Wrap", &[])]);
        let output = OfflineReranker::choose(&only_chicken);
        assert_eq!(
            output.selected_recipe_id.as_deref(),
            Some("a"),
            "a soft rule"
        );
        assert_eq!(output.warnings, ["Repeats chicken from the previous meal"]);
    }

    #[test]
    fn the_behaviour_answers_seed_001_json_deterministically() {
        let request = ChatRequest::new(
            LlmPhase::Rerank,
            vec![Message::user(
                serde_json::to_string(&input(&[], &[], vec![candidate("a", "Pasta", &[])]))
                    .unwrap(),
            )],
        );
        let first = OfflineReranker.respond(&request).unwrap();
        assert_eq!(first, OfflineReranker.respond(&request).unwrap());
        let output: RerankOutput =
            serde_json::from_value(parse_json_output(&first).unwrap()).unwrap();
        assert_eq!(output.selected_recipe_id.as_deref(), Some("a"));
        let garbage = ChatRequest::new(LlmPhase::Rerank, vec![Message::user("not json")]);
        assert!(OfflineReranker.respond(&garbage).is_err());
    }
}
