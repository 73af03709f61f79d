//! The per-slot rerank (seed 001, "LLM Reranking"): the model gets seed 001's exact input
//! (slot, preferences, recent meals, candidate summaries) and answers seed 001's output
//! (`selected_recipe_id`, `confidence`, `reason`, `warnings`). The server keeps authority: an
//! answer that is not that JSON, or names an id that is not a candidate, selects nothing.
//!
//! [`OfflineReranker`] is the default `Plan.Rerank` behaviour: deterministic scoring by tag and
//! note match and prep/cook fit, with penalties for a recipe already in the recent window, a
//! primary protein eaten the day before (or earlier the same day), a main ingredient of the
//! meal before or of the same meal the day before, and a cuisine the window already has for
//! the meal. A meal's other component (a bundle's side, dessert, …) is chosen after its main,
//! which its input carries: the variety rules then hold among the recent components of its
//! role, and it is paired with the main — another food group, none of the main's main
//! ingredients, the main's cuisine welcome.

use cookbook_domain::food::{FoodGroup, ProteinKind};
use cookbook_domain::variant::MealRole;
use cookbook_llm::{
    ChatRequest, ChatResponse, LlmError, LlmPhase, Message, OfflineBehaviour, parse_json_output,
};
use jiff::civil::Date;
use serde::{Deserialize, Serialize};

use crate::AppContext;
use crate::planning::meal_plans::Preferences;

/// The system prompt: the rules seed 001 gives the model.
const SYSTEM_PROMPT: &str = "You choose one recipe for one meal slot of a meal plan. \
The user message is JSON with the slot, the user's preferences, their recent meals and the \
candidate recipes. Select the candidate that best fits the slot's tags and notes and the \
preferences; soften overly strict constraints when sensible. Prefer variety: avoid a recipe \
that appears in recent_meals, a primary_protein eaten the day before, a main ingredient of \
the meal just before or of the same meal the day before, and rotate cuisines, when \
alternatives exist (variety is a soft rule). A recent meal with a `role` (side, salad, sauce, \
dessert, drink) was part of a meal beside its main; without one it was the main. When the \
input has a `component`, you choose that part of the meal (e.g. the side) to go with \
`component.main`, which is already chosen: prefer a candidate of another food_group than the \
main that shares none of its main_ingredients, and vary it from the recent meals of the same \
role. You must select only a recipe_id from candidates; \
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

/// What variety is judged on, beyond seed 001's fields: a candidate's or recent meal's
/// cuisine, primary protein and main ingredients (the server derives them from the recipe).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct DishFacts {
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub cuisine: Vec<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub primary_protein: Option<ProteinKind>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub main_ingredients: Vec<String>,
    /// The food group it is mostly made of: a side pairs best with a main of another.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub food_group: Option<FoodGroup>,
}

/// Whether `role` is the main's: serialized forms leave the main's role out.
pub(crate) fn is_main(role: &MealRole) -> bool {
    *role == MealRole::Main
}

/// One entry of seed 001's `recent_meals` block.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct RecentMealInput {
    pub date: String,
    pub meal_type: String,
    /// The part of its meal it was; absent for the main.
    #[serde(default, skip_serializing_if = "is_main")]
    pub role: MealRole,
    pub recipe_id: String,
    pub title: String,
    pub tags: Vec<String>,
    #[serde(flatten)]
    pub dish: DishFacts,
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
    #[serde(flatten)]
    pub dish: DishFacts,
}

/// What a pick other than a meal's main is for: its role, and the main chosen for the meal,
/// which it should go with.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ComponentInput {
    pub role: MealRole,
    pub main: CandidateInput,
}

/// seed 001's LLM input schema, per slot, and per component of a bundle after its main.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct RerankInput {
    pub slot: SlotInput,
    /// Absent when choosing the main (seed 001's input as is).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub component: Option<ComponentInput>,
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

// Offline scoring weights: a repeat in the window outweighs everything; what the slot asks
// for (tags, note words) outweighs all variety penalties together; among those, yesterday's
// protein outweighs a main ingredient in a row, which outweighs a week of one cuisine and a
// protein already eaten that day together (at -4 the two together won now and then: one main
// ingredient in a row in 20 plans); variety outweighs the search order.
const TAG_MATCH: f64 = 20.0;
const NOTE_WORD: f64 = 10.0;
const WITHIN_LIMIT: f64 = 0.5;
const REPEATED_RECIPE: f64 = -100.0;
const PROTEIN_YESTERDAY: f64 = -8.0;
const PROTEIN_EARLIER_TODAY: f64 = -2.0;
const MAIN_INGREDIENT_IN_A_ROW: f64 = -6.0;
/// Per recent meal of the same meal type in the same cuisine: cuisines rotate.
const CUISINE_SEEN: f64 = -0.5;
/// Pairing a component with its main: one of the main's food group weighs twice a protein
/// eaten earlier that day; rice beside a rice bowl weighs more; the main's cuisine is welcome.
const SAME_FOOD_GROUP_AS_MAIN: f64 = -4.0;
const MAIN_INGREDIENT_OF_MAIN: f64 = -6.0;
const CUISINE_OF_MAIN: f64 = 1.0;
/// Keeps the search order among equal scores.
const RANK_ORDER: f64 = 0.01;

/// What the recent meals say about variety for one slot.
struct VarietyContext<'a> {
    /// Primary proteins of the slot's day before, and of its own day so far.
    proteins_yesterday: Vec<ProteinKind>,
    proteins_today: Vec<ProteinKind>,
    /// Main ingredients of the meal just before and of the same meal the day before.
    main_ingredients_in_a_row: Vec<&'a str>,
    /// Cuisines of the window's meals of the slot's meal type, one entry per meal.
    cuisines_seen: Vec<&'a str>,
}

impl<'a> VarietyContext<'a> {
    /// The context of the recent meals of the role being chosen: mains vary from mains, sides
    /// from sides.
    fn of(input: &'a RerankInput) -> Self {
        let role = input.component.as_ref().map_or(MealRole::Main, |c| c.role);
        let same_role = || input.recent_meals.iter().filter(move |m| m.role == role);
        let today = input.slot.date.parse::<Date>().ok();
        let yesterday = today.and_then(|d| d.yesterday().ok());
        let on = |day: Option<Date>| {
            same_role().filter(move |meal| day.is_some() && meal.date.parse::<Date>().ok() == day)
        };
        let proteins = |day| {
            on(day)
                .filter_map(|meal| meal.dish.primary_protein)
                .collect()
        };
        let same_meal_yesterday =
            on(yesterday).filter(|meal| meal.meal_type == input.slot.meal_type);
        Self {
            proteins_yesterday: proteins(yesterday),
            proteins_today: proteins(today),
            main_ingredients_in_a_row: same_role()
                .next_back()
                .into_iter()
                .chain(same_meal_yesterday)
                .flat_map(|meal| meal.dish.main_ingredients.iter().map(String::as_str))
                .collect(),
            cuisines_seen: same_role()
                .filter(|meal| meal.meal_type == input.slot.meal_type)
                .flat_map(|meal| meal.dish.cuisine.iter().map(String::as_str))
                .collect(),
        }
    }

    /// The variety penalty of `dish` (zero or less) and the warnings that explain it.
    fn penalty(&self, dish: &DishFacts) -> (f64, Vec<String>) {
        let mut penalty = 0.0;
        let mut warnings = Vec::new();
        if let Some(protein) = dish.primary_protein {
            let name = protein.label();
            if self.proteins_yesterday.contains(&protein) {
                penalty += PROTEIN_YESTERDAY;
                warnings.push(format!("Repeats {name} from the day before"));
            } else if self.proteins_today.contains(&protein) {
                penalty += PROTEIN_EARLIER_TODAY;
                warnings.push(format!("Repeats {name} from earlier in the day"));
            }
        }
        if let Some(main) = dish
            .main_ingredients
            .iter()
            .find(|main| self.main_ingredients_in_a_row.contains(&main.as_str()))
        {
            penalty += MAIN_INGREDIENT_IN_A_ROW;
            warnings.push(format!("Repeats {main} from the meal before"));
        }
        let seen = self
            .cuisines_seen
            .iter()
            .filter(|seen| dish.cuisine.iter().any(|c| c.eq_ignore_ascii_case(seen)))
            .count();
        penalty += CUISINE_SEEN * seen as f64;
        (penalty, warnings)
    }
}

/// How well `dish` goes with the meal's `main` (zero or less but for the main's cuisine), and
/// the warnings that explain it.
fn pairing(main: &CandidateInput, dish: &DishFacts) -> (f64, Vec<String>) {
    let mut score = 0.0;
    let mut warnings = Vec::new();
    if let (Some(group), Some(main_group)) = (dish.food_group, main.dish.food_group)
        && group == main_group
    {
        score += SAME_FOOD_GROUP_AS_MAIN;
        warnings.push(format!(
            "Another {} dish beside {}",
            group.label(),
            main.title
        ));
    }
    if let Some(shared) = dish
        .main_ingredients
        .iter()
        .find(|ingredient| main.dish.main_ingredients.contains(ingredient))
    {
        score += MAIN_INGREDIENT_OF_MAIN;
        warnings.push(format!("Repeats {shared} from {}", main.title));
    }
    if dish
        .cuisine
        .iter()
        .any(|c| main.dish.cuisine.iter().any(|m| m.eq_ignore_ascii_case(c)))
    {
        score += CUISINE_OF_MAIN;
    }
    (score, warnings)
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
        let variety = VarietyContext::of(input);
        let scored = input.candidates.iter().enumerate().map(|(rank, candidate)| {
            let words: Vec<String> = std::iter::once(candidate.title.as_str())
                .chain(candidate.tags.iter().map(String::as_str))
                .chain(std::iter::once(candidate.summary.as_str()))
                .flat_map(cookbook_store::search::terms)
                .collect();
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
            let main = input.component.as_ref().map(|component| &component.main);
            if input
                .recent_meals
                .iter()
                .map(|meal| &meal.recipe_id)
                .chain(main.map(|main| &main.recipe_id))
                .any(|id| *id == candidate.recipe_id)
            {
                score += REPEATED_RECIPE;
                warnings.push(format!("Repeats {} from the recent meals", candidate.title));
            }
            let (penalty, variety_warnings) = variety.penalty(&candidate.dish);
            score += penalty;
            warnings.extend(variety_warnings);
            if let Some(main) = main {
                let (fit, pairing_warnings) = pairing(main, &candidate.dish);
                score += fit;
                warnings.extend(pairing_warnings);
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
                confidence: (0.5 + score / 40.0).clamp(0.05, 0.95),
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
            dish: DishFacts::default(),
        }
    }

    fn dish(protein: Option<ProteinKind>, main: &[&str], cuisine: &str) -> DishFacts {
        DishFacts {
            cuisine: vec![cuisine.to_owned()],
            primary_protein: protein,
            main_ingredients: main.iter().map(|m| (*m).to_owned()).collect(),
            food_group: None,
        }
    }

    fn with_dish(mut candidate: CandidateInput, dish: DishFacts) -> CandidateInput {
        candidate.dish = dish;
        candidate
    }

    /// A meal eaten on `date` (the slot is dinner on 2026-11-24).
    fn meal(id: &str, date: &str, meal_type: &str, dish: DishFacts) -> RecentMealInput {
        RecentMealInput {
            date: date.to_owned(),
            meal_type: meal_type.to_owned(),
            role: MealRole::Main,
            recipe_id: id.to_owned(),
            title: id.to_owned(),
            tags: Vec::new(),
            dish,
        }
    }

    fn input(
        tags: &[&str],
        recent: Vec<RecentMealInput>,
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
            component: None,
            preferences: Preferences::default(),
            recent_meals: recent,
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
        assert_eq!(
            chosen(&input(&[], Vec::new(), pool.clone())).as_deref(),
            Some("a")
        );
        assert_eq!(
            chosen(&input(&["soup"], Vec::new(), pool.clone())).as_deref(),
            Some("b")
        );
        let eaten = vec![meal("b", "2026-11-20", "dinner", DishFacts::default())];
        let eaten = input(&["soup"], eaten, pool);
        assert_eq!(chosen(&eaten).as_deref(), Some("a"), "b is in the window");
        assert_eq!(chosen(&input(&[], Vec::new(), Vec::new())), None);
    }

    #[test]
    fn yesterdays_proteins_are_avoided_when_possible() {
        use ProteinKind::*;
        // Chicken was lunch yesterday, not the meal just before: still avoided today.
        let recent = vec![
            meal("x", "2026-11-23", "lunch", dish(Some(Poultry), &[], "Thai")),
            meal("y", "2026-11-23", "dinner", dish(Some(Beef), &[], "French")),
            meal("z", "2026-11-24", "lunch", dish(Some(Eggs), &[], "Greek")),
        ];
        let wrap = with_dish(
            candidate("a", "Chicken Wrap", &[]),
            dish(Some(Poultry), &[], "A"),
        );
        let stew = with_dish(candidate("b", "Beef Stew", &[]), dish(Some(Beef), &[], "B"));
        let frittata = with_dish(candidate("c", "Frittata", &[]), dish(Some(Eggs), &[], "C"));
        let tofu = with_dish(
            candidate("d", "Tofu Stir Fry", &[]),
            dish(Some(Legumes), &[], "D"),
        );
        let pool = vec![wrap.clone(), stew.clone(), frittata.clone(), tofu];
        assert_eq!(
            chosen(&input(&[], recent.clone(), pool)).as_deref(),
            Some("d")
        );
        let pool = vec![wrap.clone(), frittata, stew];
        assert_eq!(
            chosen(&input(&[], recent.clone(), pool)).as_deref(),
            Some("c"),
            "earlier today weighs less than yesterday"
        );
        let only_chicken = input(&[], recent.clone(), vec![wrap]);
        let output = OfflineReranker::choose(&only_chicken);
        assert_eq!(
            output.selected_recipe_id.as_deref(),
            Some("a"),
            "a soft rule"
        );
        assert_eq!(output.warnings, ["Repeats poultry from the day before"]);
        let tagged = with_dish(
            candidate("a", "Chicken Wrap", &["chicken"]),
            dish(Some(Poultry), &[], "A"),
        );
        let salad = with_dish(candidate("e", "Salad", &[]), DishFacts::default());
        let asked_for = vec![tagged, salad];
        assert_eq!(
            chosen(&input(&["chicken"], recent, asked_for)).as_deref(),
            Some("a"),
            "what the slot asks for outweighs variety"
        );
    }

    #[test]
    fn a_main_ingredient_does_not_come_twice_in_a_row() {
        let recent = vec![
            meal(
                "x",
                "2026-11-23",
                "dinner",
                dish(None, &["banana"], "American"),
            ),
            meal(
                "y",
                "2026-11-24",
                "lunch",
                dish(None, &["apple"], "American"),
            ),
        ];
        let banana = with_dish(
            candidate("a", "Banana Bread", &[]),
            dish(None, &["banana"], "A"),
        );
        let apple = with_dish(
            candidate("b", "Apple Pie", &[]),
            dish(None, &["apple"], "B"),
        );
        let pear = with_dish(candidate("c", "Pear Tart", &[]), dish(None, &["pear"], "C"));
        let pool = vec![banana.clone(), apple.clone(), pear];
        assert_eq!(
            chosen(&input(&[], recent.clone(), pool)).as_deref(),
            Some("c")
        );
        let output = OfflineReranker::choose(&input(&[], recent, vec![banana, apple]));
        assert_eq!(
            output.warnings,
            ["Repeats banana from the meal before"],
            "yesterday's dinner is the same meal the day before"
        );
    }

    #[test]
    fn cuisines_rotate_across_the_meal() {
        let recent = vec![
            meal("x", "2026-11-21", "dinner", dish(None, &[], "Italian")),
            meal("y", "2026-11-22", "dinner", dish(None, &[], "Italian")),
            meal("z", "2026-11-21", "breakfast", dish(None, &[], "French")),
            meal("w", "2026-11-22", "breakfast", dish(None, &[], "French")),
            meal("v", "2026-11-23", "breakfast", dish(None, &[], "French")),
        ];
        let pasta = with_dish(candidate("a", "Pasta", &[]), dish(None, &[], "Italian"));
        let gratin = with_dish(candidate("b", "Gratin", &[]), dish(None, &[], "French"));
        let pool = vec![pasta, gratin];
        assert_eq!(
            chosen(&input(&[], recent, pool)).as_deref(),
            Some("b"),
            "two Italian dinners count; three French breakfasts do not"
        );
    }

    /// A dish of `group` built on `main`, in `cuisine`.
    fn grouped(group: FoodGroup, main: &[&str], cuisine: &str) -> DishFacts {
        DishFacts {
            food_group: Some(group),
            ..dish(None, main, cuisine)
        }
    }

    /// `input` choosing a side for `main`.
    fn side_for(
        main: CandidateInput,
        recent: Vec<RecentMealInput>,
        candidates: Vec<CandidateInput>,
    ) -> RerankInput {
        RerankInput {
            component: Some(ComponentInput {
                role: MealRole::Side,
                main,
            }),
            ..input(&[], recent, candidates)
        }
    }

    #[test]
    fn a_side_goes_with_its_main() {
        use FoodGroup::*;
        let main = with_dish(
            candidate("m", "Chicken and Rice Bowl", &[]),
            grouped(Protein, &["chicken", "rice"], "Mexican"),
        );
        let beans = with_dish(
            candidate("beans", "Cuban Black Beans", &[]),
            grouped(Protein, &["bean"], "Cuban"),
        );
        let rice = with_dish(
            candidate("rice", "Cilantro Lime Rice", &[]),
            grouped(Grain, &["rice"], "Mexican"),
        );
        let broccoli = with_dish(
            candidate("broccoli", "Garlic Roasted Broccoli", &[]),
            grouped(Vegetable, &["broccoli"], "Italian"),
        );
        let corn = with_dish(
            candidate("corn", "Mexican Street Corn", &[]),
            grouped(Vegetable, &["corn"], "Mexican"),
        );
        let pool = vec![beans.clone(), rice.clone(), broccoli.clone(), corn];
        assert_eq!(
            chosen(&side_for(main.clone(), Vec::new(), pool)).as_deref(),
            Some("corn"),
            "another food group, and the main's cuisine"
        );
        let pool = vec![beans.clone(), rice.clone(), broccoli];
        assert_eq!(
            chosen(&side_for(main.clone(), Vec::new(), pool)).as_deref(),
            Some("broccoli")
        );
        let output =
            OfflineReranker::choose(&side_for(main.clone(), Vec::new(), vec![beans, rice]));
        assert_eq!(
            output.selected_recipe_id.as_deref(),
            Some("beans"),
            "rice beside a rice bowl is worse than two proteins; a soft rule all the same"
        );
        assert_eq!(
            output.warnings,
            ["Another protein dish beside Chicken and Rice Bowl"]
        );
        let itself = with_dish(
            candidate("m", "Chicken and Rice Bowl", &[]),
            DishFacts::default(),
        );
        let slaw = candidate("slaw", "Slaw", &[]);
        assert_eq!(
            chosen(&side_for(main, Vec::new(), vec![itself, slaw])).as_deref(),
            Some("slaw"),
            "the main is not its own side"
        );
    }

    #[test]
    fn sides_vary_from_recent_sides_and_mains_from_recent_mains() {
        use FoodGroup::*;
        let yesterday = |id: &str, role: MealRole, main: &str| RecentMealInput {
            role,
            ..meal(
                id,
                "2026-11-23",
                "dinner",
                grouped(Vegetable, &[main], "French"),
            )
        };
        let recent = vec![
            yesterday("stew", MealRole::Main, "potato"),
            yesterday("glazed", MealRole::Side, "carrot"),
        ];
        let main = with_dish(
            candidate("m", "Roast Chicken", &[]),
            grouped(Protein, &["chicken"], "French"),
        );
        let carrots = with_dish(
            candidate("carrots", "Carrot Salad", &[]),
            grouped(Vegetable, &["carrot"], "A"),
        );
        let potatoes = with_dish(
            candidate("potatoes", "Roast Potatoes", &[]),
            grouped(Vegetable, &["potato"], "B"),
        );
        let sides = vec![carrots.clone(), potatoes.clone()];
        assert_eq!(
            chosen(&side_for(main, recent.clone(), sides)).as_deref(),
            Some("potatoes"),
            "yesterday's side had carrots; yesterday's main is no side"
        );
        let glazed = with_dish(
            candidate("glazed", "Glazed Carrots", &[]),
            DishFacts::default(),
        );
        assert_eq!(
            chosen(&input(&[], recent, vec![glazed, potatoes, carrots])).as_deref(),
            Some("carrots"),
            "a recent side is no new main, and mains vary from mains"
        );
    }

    #[test]
    fn the_behaviour_answers_seed_001_json_deterministically() {
        let request = ChatRequest::new(
            LlmPhase::Rerank,
            vec![Message::user(
                serde_json::to_string(&input(&[], Vec::new(), vec![candidate("a", "Pasta", &[])]))
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
