//! The offline provider's `Variant.PatchGen` behaviour: deterministic rules for plain requests —
//! "use X instead of Y", "X instead of Y", "replace Y with X", "swap Y for X", "remove Y" /
//! "no Y", "add X", "double" / "triple" / "quadruple" / "halve" / "for N servings" (the whole
//! recipe), "double the garlic" (one ingredient) — joined by "and", "," or ";".
//!
//! A name matching several ingredients goes to the one a swap makes culinary sense for (tofu
//! for the chicken thighs, a protein, not the chicken broth) or to the one the cook's answer to
//! an earlier question names; otherwise — or when it matches none — the request gets the seed's
//! answer for ambiguity: no ops and a question. Rewriting steps is left to a real model.

use std::sync::Arc;

use cookbook_domain::food::culinary_role;
use cookbook_domain::ingredient_line::{amount_words, parse_ingredient_line};
use cookbook_domain::shopping::{merge_key, name_words};
use cookbook_domain::variant::{
    DEFAULT_REASON, IngredientReplacement, MAX_SCALE_FACTOR, PatchGenResult, PatchGenResultWire,
    PatchOp, ScaleFactor, Target,
};
use cookbook_llm::{
    ChatRequest, ChatResponse, ContentBlock, LlmError, LlmPhase, OFFLINE_MODEL_NAME,
    OfflineBehaviour,
};

use super::steps::StepsRewriteInput;
use super::{IndexedIngredient, PatchGenInput};
use crate::kitchen::meal_edit::{self, MealEditInput};

/// The behaviour to register on the offline model for `LlmPhase::PatchGen`.
pub(crate) fn behaviour() -> Arc<dyn OfflineBehaviour> {
    Arc::new(|request: &ChatRequest| -> Result<ChatResponse, LlmError> {
        let text = request
            .messages
            .last()
            .into_iter()
            .flat_map(|message| &message.content)
            .find_map(|block| match block {
                ContentBlock::Text { text } => Some(text.as_str()),
                _ => None,
            })
            .unwrap_or_default();
        if serde_json::from_str::<StepsRewriteInput>(text).is_ok() {
            return Err(LlmError::OfflineUnsupported {
                phase: LlmPhase::PatchGen,
            });
        }
        // The phase also turns meal-edit instructions into MealEditOps (seed 000 phase 3).
        if let Ok(input) = serde_json::from_str::<MealEditInput>(text) {
            let answer =
                serde_json::to_string(&meal_edit::offline::interpret(&input)).map_err(|e| {
                    LlmError::Malformed {
                        detail: e.to_string(),
                    }
                })?;
            return Ok(ChatResponse::from_text(OFFLINE_MODEL_NAME, answer));
        }
        let input: PatchGenInput =
            serde_json::from_str(text).map_err(|e| LlmError::InvalidRequest {
                detail: format!("the offline PatchGen reads a PatchGenInput message: {e}"),
            })?;
        let answer =
            serde_json::to_string(&PatchGenResultWire::from(interpret(&input))).map_err(|e| {
                LlmError::Malformed {
                    detail: e.to_string(),
                }
            })?;
        Ok(ChatResponse::from_text(OFFLINE_MODEL_NAME, answer))
    })
}

/// What one clause of an instruction asks for.
#[derive(Debug, Clone, PartialEq)]
enum Edit {
    Replace {
        old: String,
        new: String,
    },
    Remove(String),
    Add(String),
    Scale(Scale),
    /// "double the garlic": one ingredient's amount times a factor.
    ScaleIngredient {
        name: String,
        factor: f64,
    },
}

#[derive(Debug, Clone, Copy, PartialEq)]
enum Scale {
    Factor(f64),
    Servings(u32),
}

const UNDERSTOOD: &str = "I can replace, remove or add an ingredient, or scale the servings: \
try \"use tofu instead of chicken\", \"remove the cilantro\", \"add 1 lime\" or \"double it\".";

/// What "double …" may name when it means the whole recipe rather than one ingredient.
const WHOLE_RECIPE: &[&str] = &[
    "",
    "it",
    "this",
    "that",
    "recipe",
    "everything",
    "all",
    "batch",
    "servings",
    "portions",
    "amounts",
    "quantities",
    "meal",
    "dish",
];

/// The instruction as ops, or a question when it cannot be read as exactly one target per edit.
/// The whole instruction is tried first, so "salt and pepper" stays one name.
pub(crate) fn interpret(input: &PatchGenInput) -> PatchGenResult {
    let whole = ops_for(input, std::slice::from_ref(&input.instruction));
    let result = whole.or_else(|question| {
        let clauses = split_clauses(&input.instruction);
        if clauses.len() > 1 {
            ops_for(input, &clauses).map_err(|_| question)
        } else {
            Err(question)
        }
    });
    match result {
        Ok(ops) => PatchGenResult::Ops(ops),
        Err(question) => PatchGenResult::Clarification(question),
    }
}

fn ops_for(input: &PatchGenInput, clauses: &[String]) -> Result<Vec<PatchOp>, String> {
    clauses
        .iter()
        .map(|clause| {
            let edit = read_clause(clause).ok_or_else(|| UNDERSTOOD.to_owned())?;
            op_for(input, edit)
        })
        .collect()
}

/// Splits on ";", "," and the words "and" / "then".
fn split_clauses(instruction: &str) -> Vec<String> {
    let mut clauses = vec![instruction.to_owned()];
    for separator in [";", ",", " and ", " then "] {
        clauses = clauses
            .iter()
            .flat_map(|clause| clause.split(separator))
            .map(|part| part.trim().to_owned())
            .filter(|part| !part.is_empty())
            .collect();
    }
    clauses
}

/// The clause lowercased, without punctuation at the ends or a polite "please".
fn normalized(clause: &str) -> String {
    let lower = clause
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .to_lowercase();
    let trimmed = lower.trim_matches(|c: char| c.is_ascii_punctuation() || c.is_whitespace());
    let trimmed = trimmed.strip_prefix("please ").unwrap_or(trimmed);
    trimmed
        .strip_suffix(" please")
        .unwrap_or(trimmed)
        .to_owned()
}

fn read_clause(clause: &str) -> Option<Edit> {
    let text = normalized(clause);
    let replace = |old: &str, new: &str| {
        let (old, new) = (without_article(old), without_article(new));
        (!old.is_empty() && !new.is_empty()).then(|| Edit::Replace {
            old: old.to_owned(),
            new: new.to_owned(),
        })
    };
    if let Some((new, old)) = text.split_once(" instead of ") {
        let new = ["use ", "try "]
            .iter()
            .find_map(|verb| new.strip_prefix(verb))
            .unwrap_or(new);
        return replace(old, new);
    }
    if let Some((old, new)) = text
        .strip_prefix("replace ")
        .and_then(|rest| rest.split_once(" with "))
    {
        return replace(old, new);
    }
    if let Some((old, new)) = text
        .strip_prefix("swap ")
        .map(|rest| rest.strip_prefix("out ").unwrap_or(rest))
        .and_then(|rest| {
            rest.split_once(" for ")
                .or_else(|| rest.split_once(" with "))
        })
    {
        return replace(old, new);
    }
    if let Some(scale) = read_scale(&text) {
        return Some(scale);
    }
    for verb in ["remove ", "no ", "without ", "leave out ", "omit ", "drop "] {
        if let Some(target) = text.strip_prefix(verb).map(without_article) {
            return (!target.is_empty()).then(|| Edit::Remove(target.to_owned()));
        }
    }
    text.strip_prefix("add ")
        .map(str::trim)
        .filter(|line| !line.is_empty())
        .map(|line| Edit::Add(line.to_owned()))
}

/// "double (it)", "halve (the recipe)", "make half", "triple", "quadruple", "for 6 servings", "serves 6",
/// "6 servings"; "double the garlic" scales that ingredient only.
fn read_scale(text: &str) -> Option<Edit> {
    let (first, rest) = text.split_once(' ').unwrap_or((text, ""));
    let factor = match first {
        "double" => Some(2.0),
        "triple" => Some(3.0),
        "quadruple" => Some(4.0),
        "halve" | "half" => Some(0.5),
        _ => None,
    };
    if let Some(factor) = factor {
        let named = without_article(rest);
        return Some(if WHOLE_RECIPE.contains(&named) {
            Edit::Scale(Scale::Factor(factor))
        } else {
            Edit::ScaleIngredient {
                name: named.to_owned(),
                factor,
            }
        });
    }
    if text == "make half" || text == "make half of it" {
        return Some(Edit::Scale(Scale::Factor(0.5)));
    }
    let words: Vec<&str> = text.split_whitespace().collect();
    let servings_word = |w: &str| matches!(w, "servings" | "serving" | "people" | "portions");
    let count = match words.as_slice() {
        ["serves", n] | ["serve", n] => n.parse().ok(),
        [.., n, unit] if servings_word(unit) && words.len() <= 5 => n.parse().ok(),
        _ => None,
    };
    count.map(|n| Edit::Scale(Scale::Servings(n)))
}

/// The phrase without a leading "the", "some", "a" or "an".
fn without_article(phrase: &str) -> &str {
    let phrase = phrase.trim();
    ["the ", "some ", "a ", "an "]
        .iter()
        .find_map(|article| phrase.strip_prefix(article))
        .unwrap_or(phrase)
        .trim()
}

fn op_for(input: &PatchGenInput, edit: Edit) -> Result<PatchOp, String> {
    let reason = DEFAULT_REASON.to_owned();
    Ok(match edit {
        Edit::Replace { old, new } => {
            let target = resolve(input, &old, Some(&new))?;
            PatchOp::ReplaceIngredient {
                replacement: replacement(&new, target),
                target: target_of(target),
                reason,
            }
        }
        Edit::Remove(old) => PatchOp::RemoveIngredient {
            target: target_of(resolve(input, &old, None)?),
            acknowledged: true,
            reason,
        },
        Edit::Add(line) => PatchOp::AddIngredient {
            new_ingredient: line,
            reason,
        },
        Edit::Scale(scale) => PatchOp::ScaleServings {
            scale_factor: scale_factor(input, scale)?,
            reason,
        },
        Edit::ScaleIngredient { name, factor } => {
            let target = resolve(input, &name, None)?;
            PatchOp::ReplaceIngredient {
                replacement: scaled_amount(target, factor)?,
                target: target_of(target),
                reason,
            }
        }
    })
}

/// The ingredient itself with `factor` times its amount; a line without one is a question.
fn scaled_amount(
    ingredient: &IndexedIngredient,
    factor: f64,
) -> Result<IngredientReplacement, String> {
    let line = parse_ingredient_line(&ingredient.text);
    let Some(quantity) = line.quantity else {
        return Err(format!(
            "\"{}\" gives no amount to scale: how much {} would you like?",
            ingredient.text, ingredient.name
        ));
    };
    Ok(IngredientReplacement {
        name: ingredient.name.clone(),
        quantity: amount_words(
            Some(quantity * factor),
            line.quantity_max.map(|q| q * factor),
            line.unit,
        ),
    })
}

fn target_of(ingredient: &IndexedIngredient) -> Target {
    Target {
        index: ingredient.index,
        name: Some(ingredient.name.clone()),
    }
}

/// "tofu" keeps the replaced line's amount; "400 g tofu" brings its own.
fn replacement(new: &str, replaced: &IndexedIngredient) -> IngredientReplacement {
    let parsed = parse_ingredient_line(new);
    match parsed.quantity {
        Some(_) if !parsed.name.trim().is_empty() => IngredientReplacement {
            name: parsed.name.trim().to_owned(),
            // `new` is lowercased already; `get` rather than slicing keeps odd input harmless.
            quantity: new
                .find(parsed.name.trim())
                .and_then(|at| new.get(..at))
                .map(|amount| amount.trim().to_owned())
                .unwrap_or_default(),
        },
        _ => IngredientReplacement {
            name: new.to_owned(),
            quantity: replaced.quantity.clone().unwrap_or_default(),
        },
    }
}

fn scale_factor(input: &PatchGenInput, scale: Scale) -> Result<ScaleFactor, String> {
    let factor = match scale {
        Scale::Factor(factor) => factor,
        Scale::Servings(wanted) => match input.servings.filter(|&s| s > 0) {
            Some(servings) => f64::from(wanted) / f64::from(servings),
            None => {
                return Err(format!(
                    "{} does not say how many servings it makes: how much should I scale it by \
                     (e.g. \"double it\")?",
                    input.recipe_name
                ));
            }
        },
    };
    ScaleFactor::new(factor).map_err(|_| {
        format!("I can scale by more than 0 and at most {MAX_SCALE_FACTOR} times, not {factor}.")
    })
}

/// The one ingredient `phrase` names: the one whose name is exactly it, else the one whose name
/// (or line) contains its words. Of several, the cook's answer to an earlier question, or for a
/// replacement the one ingredient in the replacement's culinary role, decides; otherwise — or
/// with none — it is a question for the cook.
fn resolve<'i>(
    input: &'i PatchGenInput,
    phrase: &str,
    replacement: Option<&str>,
) -> Result<&'i IndexedIngredient, String> {
    let wanted = name_words(phrase);
    if wanted.is_empty() {
        return Err(UNDERSTOOD.to_owned());
    }
    let key = merge_key(phrase);
    let exact: Vec<&IndexedIngredient> = input
        .ingredients
        .iter()
        .filter(|i| merge_key(&i.name) == key)
        .collect();
    let in_names: Vec<&IndexedIngredient> = input
        .ingredients
        .iter()
        .filter(|i| contains_phrase(&name_words(&i.name), &wanted))
        .collect();
    let candidates = if !exact.is_empty() {
        exact
    } else if in_names.is_empty() {
        input
            .ingredients
            .iter()
            .filter(|i| contains_phrase(&name_words(&i.text), &wanted))
            .collect()
    } else {
        in_names
    };
    if let [only] = candidates.as_slice() {
        return Ok(only);
    }
    let chosen = input
        .answer
        .as_deref()
        .and_then(|answer| answered(&candidates, answer))
        .or_else(|| replacement.and_then(|new| same_role(&candidates, new)));
    match (chosen, candidates.as_slice()) {
        (Some(chosen), _) => Ok(chosen),
        (None, []) => Err(format!(
            "I couldn't find \"{phrase}\" in {}. Its ingredients are: {}. Which one do you mean?",
            input.recipe_name,
            listing(input.ingredients.iter())
        )),
        (None, several) => Err(format!(
            "\"{phrase}\" matches several ingredients: {}. Which one do you mean?",
            listing(several.iter().copied())
        )),
    }
}

/// The candidate the cook's answer names: by its number in the question's listing ("2"), or as
/// the only one whose line has all the answer's words ("the thighs").
fn answered<'i>(
    candidates: &[&'i IndexedIngredient],
    answer: &str,
) -> Option<&'i IndexedIngredient> {
    let answer = without_article(&normalized(answer)).to_owned();
    if let Ok(number) = answer.trim_start_matches('#').parse::<usize>() {
        return candidates.iter().copied().find(|i| i.index + 1 == number);
    }
    let words = name_words(&answer);
    let named: Vec<&IndexedIngredient> = candidates
        .iter()
        .copied()
        .filter(|i| {
            let line = name_words(&i.text);
            !words.is_empty() && words.iter().all(|word| line.contains(word))
        })
        .collect();
    match named.as_slice() {
        [only] => Some(only),
        _ => None,
    }
}

/// The only candidate whose food plays the replacement's part in a dish (SR28 food groups).
fn same_role<'i>(candidates: &[&'i IndexedIngredient], new: &str) -> Option<&'i IndexedIngredient> {
    let role = culinary_role(new)?;
    let fitting: Vec<&IndexedIngredient> = candidates
        .iter()
        .copied()
        .filter(|i| culinary_role(&i.name) == Some(role))
        .collect();
    match fitting.as_slice() {
        [only] => Some(only),
        _ => None,
    }
}

fn contains_phrase(words: &[String], phrase: &[String]) -> bool {
    words.windows(phrase.len()).any(|window| window == phrase)
}

fn listing<'i>(ingredients: impl Iterator<Item = &'i IndexedIngredient>) -> String {
    ingredients
        .map(|i| format!("{}) {}", i.index + 1, i.text))
        .collect::<Vec<_>>()
        .join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn input(instruction: &str, lines: &[&str]) -> PatchGenInput {
        let recipe = cookbook_domain::Recipe {
            servings: Some(4),
            ingredients: lines.iter().map(|l| parse_ingredient_line(l)).collect(),
            ..serde_json::from_value(serde_json::json!({"name": "Stir Fry"})).unwrap()
        };
        PatchGenInput::new(&recipe, instruction, None)
    }

    const STIR_FRY: &[&str] = &[
        "1 lb chicken breast, sliced",
        "2 cups white rice",
        "1 cup chicken stock",
        "2 tbsp soy sauce",
        "salt and pepper to taste",
    ];

    fn ops(instruction: &str) -> Vec<PatchOp> {
        match interpret(&input(instruction, STIR_FRY)) {
            PatchGenResult::Ops(ops) => ops,
            other => panic!("{instruction}: {other:?}"),
        }
    }

    fn question(instruction: &str) -> String {
        match interpret(&input(instruction, STIR_FRY)) {
            PatchGenResult::Clarification(question) => question,
            other => panic!("{instruction}: {other:?}"),
        }
    }

    fn replaced(op: &PatchOp) -> (usize, &str, &str) {
        match op {
            PatchOp::ReplaceIngredient {
                target,
                replacement,
                ..
            } => (target.index, &replacement.name, &replacement.quantity),
            other => panic!("not a replace: {other:?}"),
        }
    }

    #[test]
    fn every_replace_phrasing_targets_the_exact_name_and_keeps_the_amount() {
        for instruction in [
            "use tofu instead of chicken breast",
            "Tofu instead of the chicken breast.",
            "replace chicken breast with tofu",
            "swap chicken breast for tofu",
            "please swap out the chicken breast with tofu",
        ] {
            let ops = ops(instruction);
            assert_eq!(ops.len(), 1, "{instruction}");
            assert_eq!(replaced(&ops[0]), (0, "tofu", "1 lb"), "{instruction}");
        }
    }

    #[test]
    fn a_replacement_with_its_own_amount_keeps_it() {
        let ops = ops("use 400 g firm tofu instead of chicken breast");
        assert_eq!(replaced(&ops[0]), (0, "firm tofu", "400 g"));
    }

    #[test]
    fn a_name_matching_several_ingredients_goes_to_the_one_the_swap_makes_sense_for() {
        assert_eq!(
            replaced(&ops("use tofu instead of chicken")[0]).0,
            0,
            "a protein"
        );
        assert_eq!(
            replaced(&ops("use vegetable broth instead of chicken")[0]).0,
            2,
            "a liquid"
        );
    }

    #[test]
    fn a_name_no_role_decides_is_a_question_the_answer_settles() {
        let question = question("use mushrooms instead of chicken");
        assert!(question.contains("chicken breast") && question.contains("chicken stock"));
        let lines = ["1 lb chicken breast", "1 lb chicken thighs", "1 onion"];
        let mut asked = input("use turkey instead of chicken", &lines);
        assert!(matches!(
            interpret(&asked),
            PatchGenResult::Clarification(_)
        ));
        for (answer, index) in [("the thighs", 1), ("1", 0), ("Chicken breast.", 0)] {
            asked.answer = Some(answer.to_owned());
            match interpret(&asked) {
                PatchGenResult::Ops(ops) => assert_eq!(replaced(&ops[0]).0, index, "{answer}"),
                other => panic!("{answer}: {other:?}"),
            }
        }
        asked.answer = Some("the duck".to_owned());
        assert!(matches!(
            interpret(&asked),
            PatchGenResult::Clarification(_)
        ));
    }

    #[test]
    fn doubling_an_ingredient_changes_only_its_amount() {
        let lines = ["2 cloves garlic, minced", "1 lb chicken", "salt to taste"];
        let scaled = |instruction: &str| match interpret(&input(instruction, &lines)) {
            PatchGenResult::Ops(ops) => ops,
            other => panic!("{instruction}: {other:?}"),
        };
        let doubled = scaled("double the garlic");
        assert_eq!(doubled.len(), 1);
        assert_eq!(replaced(&doubled[0]), (0, "garlic", "4 cloves"));
        assert_eq!(
            replaced(&scaled("halve the chicken")[0]),
            (1, "chicken", "1/2 lb")
        );
        assert!(matches!(
            interpret(&input("double the salt", &lines)),
            PatchGenResult::Clarification(q) if q.contains("salt to taste")
        ));
        for whole in [
            "double it",
            "double the recipe",
            "halve everything",
            "triple",
        ] {
            assert!(
                matches!(scaled(whole).as_slice(), [PatchOp::ScaleServings { .. }]),
                "{whole}"
            );
        }
    }

    #[test]
    fn an_unknown_ingredient_is_a_question_listing_the_ingredients() {
        let question = question("use tofu instead of beef");
        assert!(question.contains("beef") && question.contains("white rice"));
    }

    #[test]
    fn remove_and_no_are_acknowledged_removals() {
        for instruction in ["remove the soy sauce", "no soy sauce"] {
            assert_eq!(
                ops(instruction),
                [PatchOp::RemoveIngredient {
                    target: Target {
                        index: 3,
                        name: Some("soy sauce".into())
                    },
                    acknowledged: true,
                    reason: DEFAULT_REASON.into(),
                }],
                "{instruction}"
            );
        }
    }

    #[test]
    fn add_appends_the_line_as_given() {
        assert_eq!(
            ops("add salt and pepper"),
            [PatchOp::AddIngredient {
                new_ingredient: "salt and pepper".into(),
                reason: DEFAULT_REASON.into()
            }]
        );
    }

    #[test]
    fn scaling_words_and_servings_become_factors() {
        let factor = |instruction: &str| match ops(instruction).as_slice() {
            [PatchOp::ScaleServings { scale_factor, .. }] => scale_factor.get(),
            other => panic!("{instruction}: {other:?}"),
        };
        assert_eq!(factor("double it"), 2.0);
        assert_eq!(factor("halve the recipe"), 0.5);
        assert_eq!(factor("quadruple it"), 4.0);
        assert_eq!(factor("for 6 servings"), 1.5);
        assert_eq!(factor("make it 2 servings"), 0.5);
    }

    #[test]
    fn clauses_joined_by_and_become_one_op_each() {
        let ops = ops("use tofu instead of chicken breast and double it");
        assert_eq!(ops.len(), 2);
        assert_eq!(replaced(&ops[0]).0, 0);
        assert!(matches!(ops[1], PatchOp::ScaleServings { .. }));
    }

    #[test]
    fn unreadable_requests_and_unknown_servings_are_questions() {
        assert_eq!(question("make it spicier"), UNDERSTOOD);
        let mut no_servings = input("for 6 servings", STIR_FRY);
        no_servings.servings = None;
        assert!(matches!(
            interpret(&no_servings),
            PatchGenResult::Clarification(q) if q.contains("servings")
        ));
    }
}
