//! The offline rules for meal-edit instructions: "add a green salad on the side", "add garlic
//! rice as a side", "swap the side", "swap the fries for garlic rice", "remove the dessert". The
//! words they read are `fixtures/meal_edit/phrases.json`. A dish is the candidate whose name
//! holds the most of the request's dish words and whose category lets it fill the role the
//! request names (or, when it names none, one of the dish's own roles); anything the rules
//! cannot pin to one component and one recipe is answered with a question and no ops.

use std::collections::BTreeMap;
use std::sync::LazyLock;

use cookbook_domain::variant::{MealEditOp, MealRole};
use serde::Deserialize;

use super::{Candidate, MealEditAnswer, MealEditInput, PlannedComponent};

const PHRASES_JSON: &str = include_str!("../../../../../fixtures/meal_edit/phrases.json");

#[derive(Debug, Deserialize)]
struct Phrases {
    verbs: Verbs,
    swap_to: Vec<String>,
    roles: BTreeMap<MealRole, Vec<String>>,
    filler: Vec<String>,
    not_meal: Vec<String>,
}

#[derive(Debug, Deserialize)]
struct Verbs {
    add: Vec<String>,
    remove: Vec<String>,
    swap: Vec<String>,
}

static PHRASES: LazyLock<Phrases> = LazyLock::new(|| {
    serde_json::from_str(PHRASES_JSON)
        .unwrap_or_else(|e| panic!("fixtures/meal_edit/phrases.json does not parse: {e}"))
});

const UNDERSTOOD: &str = "I can add, swap or remove a part of the meal: try \"add a green \
salad on the side\", \"swap the side for garlic rice\" or \"remove the dessert\".";

/// The request's words, lowercased, punctuation dropped.
fn words(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_alphanumeric())
        .filter(|word| !word.is_empty())
        .map(str::to_lowercase)
        .collect()
}

/// The role a word names, if any.
pub(crate) fn role_of(word: &str) -> Option<MealRole> {
    PHRASES
        .roles
        .iter()
        .find(|(_, names)| names.iter().any(|name| name == word))
        .map(|(role, _)| *role)
}

/// What part of a request names: the roles it says and the words of a dish.
#[derive(Debug, Default)]
struct Named {
    /// In the order said: "a green salad on the side" names salad, then side.
    roles: Vec<MealRole>,
    dish: Vec<String>,
}

impl Named {
    fn of(words: &[String]) -> Self {
        let mut named = Self::default();
        for word in words {
            if PHRASES.filler.contains(word) || PHRASES.swap_to.contains(word) {
                continue;
            }
            match role_of(word) {
                Some(role) => named.roles.push(role),
                None => named.dish.push(word.clone()),
            }
        }
        named
    }
}

/// Dish words found in `name`, a word matching when one starts with the other (plurals).
fn overlap(dish: &[String], name: &str) -> usize {
    let name = words(name);
    dish.iter()
        .filter(|d| {
            name.iter()
                .any(|n| n.starts_with(d.as_str()) || d.starts_with(n.as_str()))
        })
        .count()
}

/// The words the search for candidates should look for: the dish words and the roles named.
pub(super) fn search_terms(instruction: &str) -> Vec<String> {
    let all = words(instruction);
    let verbs = PHRASES.verbs.add.iter();
    let verbs: Vec<&String> = verbs
        .chain(&PHRASES.verbs.remove)
        .chain(&PHRASES.verbs.swap)
        .collect();
    let mut terms: Vec<String> = Vec::new();
    for word in all {
        let content = !PHRASES.filler.contains(&word)
            && !PHRASES.swap_to.contains(&word)
            && !verbs.contains(&&word);
        if content && !terms.contains(&word) {
            terms.push(word);
        }
    }
    terms
}

/// The request's verb (after any filler: "could you add …") and the words after it.
fn verb_and_rest(all: &[String]) -> Option<(&String, &[String])> {
    let at = all.iter().position(|word| !PHRASES.filler.contains(word))?;
    Some((&all[at], &all[at + 1..]))
}

fn is_verb(word: &str) -> bool {
    let verbs = &PHRASES.verbs;
    [&verbs.add, &verbs.remove, &verbs.swap]
        .into_iter()
        .any(|list| list.iter().any(|verb| verb == word))
}

/// Whether a chat message asks to add, swap or remove a part of a meal ("add a side salad to
/// Tuesday's dinner", "swap the side"): it starts with such a verb, names a role and is not
/// about the shopping list.
pub(crate) fn asks_for_component_edit(text: &str) -> bool {
    let all = words(text);
    let starts_with_verb = verb_and_rest(&all).is_some_and(|(verb, _)| is_verb(verb));
    starts_with_verb
        && all.iter().any(|word| role_of(word).is_some())
        && !all.iter().any(|word| PHRASES.not_meal.contains(word))
}

/// The instruction as ops on the meal, or a question.
pub(crate) fn interpret(input: &MealEditInput) -> MealEditAnswer {
    let all = words(&input.instruction);
    let Some((first, rest)) = verb_and_rest(&all) else {
        return MealEditAnswer::question(UNDERSTOOD);
    };
    let result = if PHRASES.verbs.add.contains(first) {
        add(input, &Named::of(rest))
    } else if PHRASES.verbs.remove.contains(first) {
        remove(input, &Named::of(rest))
    } else if PHRASES.verbs.swap.contains(first) {
        swap(input, rest)
    } else {
        Err(UNDERSTOOD.to_owned())
    };
    match result {
        Ok(op) => MealEditAnswer::ops(vec![op]),
        Err(question) => MealEditAnswer::question(&question),
    }
}

/// The best candidate for `named`'s dish, not already in the meal, that fills one of `roles`
/// (the last said that it fills: "a salad as a side" is placed as a side when it can be) or,
/// when `roles` is empty, one of its own; with the role it fills.
fn pick<'c>(
    input: &'c MealEditInput,
    named: &Named,
    roles: &[MealRole],
    not: Option<&str>,
) -> Option<(&'c Candidate, MealRole)> {
    let planned = |id: &str| input.components.iter().any(|c| c.recipe_id == id);
    let fitting = input.candidates.iter().filter_map(|candidate| {
        let fills = |role: &&MealRole| **role == MealRole::Main || candidate.roles.contains(role);
        let role = match roles {
            [] => *candidate.roles.first()?,
            roles => *roles.iter().rev().find(fills)?,
        };
        let free = !planned(&candidate.recipe_id) && Some(candidate.recipe_id.as_str()) != not;
        free.then_some((candidate, role))
    });
    let scored =
        fitting.map(|(candidate, role)| (overlap(&named.dish, &candidate.name), candidate, role));
    // Candidates come best-ranked first, so the first of the highest overlap wins.
    let (score, candidate, role) = scored.fold(
        None,
        |best: Option<(usize, &Candidate, MealRole)>, next| match best {
            Some(best) if best.0 >= next.0 => Some(best),
            _ => Some(next),
        },
    )?;
    (named.dish.is_empty() || score > 0).then_some((candidate, role))
}

fn add(input: &MealEditInput, named: &Named) -> Result<MealEditOp, String> {
    let Some((candidate, role)) = pick(input, named, &named.roles, None) else {
        let what = describe(named);
        return Err(format!(
            "I found no {what} to add: name a recipe you have (or one from the catalog) whose category says what it is, e.g. \"Side dish\" or \"Salad\"."
        ));
    };
    Ok(MealEditOp::AddComponent {
        role,
        recipe_id: candidate.recipe_id.clone(),
        servings: None,
    })
}

fn describe(named: &Named) -> String {
    let role = named.roles.first().map_or("dish", |role| role.as_str());
    match named.dish.as_slice() {
        [] => role.to_owned(),
        dish => format!("\"{}\" {role}", dish.join(" ")),
    }
}

/// The one component `named` points at: by role, by dish words in its recipe's name, or the
/// only non-main one when it names neither.
fn component<'i>(input: &'i MealEditInput, named: &Named) -> Result<&'i PlannedComponent, String> {
    let by_role = |c: &&PlannedComponent| named.roles.is_empty() || named.roles.contains(&c.role);
    let by_name =
        |c: &&PlannedComponent| named.dish.is_empty() || overlap(&named.dish, &c.name) > 0;
    let found: Vec<&PlannedComponent> = input
        .components
        .iter()
        .filter(by_role)
        .filter(by_name)
        .filter(|c| !named.roles.is_empty() || !named.dish.is_empty() || c.role != MealRole::Main)
        .collect();
    match found.as_slice() {
        [one] => Ok(one),
        [] => Err(format!(
            "This meal has no {}: it has {}.",
            describe(named),
            listing(&input.components)
        )),
        several => Err(format!("Which one: {}?", listing(several.iter().copied()))),
    }
}

fn listing<'c>(components: impl IntoIterator<Item = &'c PlannedComponent>) -> String {
    components
        .into_iter()
        .map(|c| format!("{} ({})", c.name, c.role))
        .collect::<Vec<_>>()
        .join(", ")
}

fn remove(input: &MealEditInput, named: &Named) -> Result<MealEditOp, String> {
    let component = component(input, named)?;
    Ok(MealEditOp::RemoveComponent {
        component_id: component.component_id.clone(),
    })
}

/// "swap the side", "swap the fries for garlic rice", "change the salad to a caesar".
fn swap(input: &MealEditInput, rest: &[String]) -> Result<MealEditOp, String> {
    let split = rest.iter().position(|w| PHRASES.swap_to.contains(w));
    let (target, replacement) = match split {
        Some(at) => (&rest[..at], Named::of(&rest[at + 1..])),
        None => (rest, Named::default()),
    };
    let component = component(input, &Named::of(target))?;
    let picked = pick(
        input,
        &replacement,
        &[component.role],
        Some(&component.recipe_id),
    );
    let Some((candidate, _)) = picked else {
        return Err(format!(
            "I found no other {} to swap {} for: name one you have.",
            component.role, component.name
        ));
    };
    Ok(MealEditOp::SwapComponent {
        component_id: component.component_id.clone(),
        recipe_id: candidate.recipe_id.clone(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn candidate(id: &str, name: &str, roles: &[MealRole]) -> Candidate {
        Candidate {
            recipe_id: id.to_owned(),
            name: name.to_owned(),
            roles: roles.to_vec(),
        }
    }

    /// The meal's components (planned from the candidates by name) and the candidates.
    fn input(instruction: &str, components: &[(&str, MealRole, &str)]) -> MealEditInput {
        let candidates = vec![
            candidate("fries", "Oven Fries", &[MealRole::Side]),
            candidate("caesar", "Caesar Salad", &[MealRole::Salad]),
            candidate("green", "Simple Green Salad", &[MealRole::Salad]),
            candidate("rice", "Garlic Rice", &[MealRole::Side]),
            candidate("mousse", "Chocolate Mousse", &[MealRole::Dessert]),
        ];
        let recipe_id = |name: &str| {
            let planned = candidates.iter().find(|c| c.name == name);
            planned.map_or_else(|| "stir_fry".to_owned(), |c| c.recipe_id.clone())
        };
        MealEditInput {
            instruction: instruction.to_owned(),
            components: components
                .iter()
                .map(|(id, role, name)| PlannedComponent {
                    component_id: id.parse().unwrap(),
                    role: *role,
                    recipe_id: recipe_id(name),
                    name: (*name).to_owned(),
                })
                .collect(),
            candidates,
        }
    }

    const MAIN: (&str, MealRole, &str) = ("main", MealRole::Main, "Chicken Stir Fry");

    fn ops(instruction: &str, components: &[(&str, MealRole, &str)]) -> Vec<MealEditOp> {
        let answer = interpret(&input(instruction, components));
        assert!(!answer.needs_clarification, "{instruction}: {answer:?}");
        answer.ops
    }

    fn add(role: MealRole, recipe_id: &str) -> MealEditOp {
        MealEditOp::AddComponent {
            role,
            recipe_id: recipe_id.to_owned(),
            servings: None,
        }
    }

    #[test]
    fn an_added_dish_goes_to_the_best_named_candidate_in_the_role_asked_for() {
        for (instruction, expected) in [
            (
                "Add a green salad on the side.",
                add(MealRole::Salad, "green"),
            ),
            ("add a caesar salad", add(MealRole::Salad, "caesar")),
            ("add garlic rice as a side", add(MealRole::Side, "rice")),
            ("add a side", add(MealRole::Side, "fries")),
            (
                "add chocolate mousse for dessert",
                add(MealRole::Dessert, "mousse"),
            ),
            ("add some fries", add(MealRole::Side, "fries")),
        ] {
            assert_eq!(ops(instruction, &[MAIN]), [expected], "{instruction}");
        }
    }

    #[test]
    fn swaps_and_removals_find_the_one_component_meant() {
        let bundle = [
            MAIN,
            ("side", MealRole::Side, "Oven Fries"),
            ("salad", MealRole::Salad, "Caesar Salad"),
        ];
        let swap = |component: &str, recipe: &str| MealEditOp::SwapComponent {
            component_id: component.parse().unwrap(),
            recipe_id: recipe.to_owned(),
        };
        let remove = |component: &str| MealEditOp::RemoveComponent {
            component_id: component.parse().unwrap(),
        };
        assert_eq!(ops("swap the side", &bundle), [swap("side", "rice")]);
        assert_eq!(
            ops("swap the fries for garlic rice", &bundle),
            [swap("side", "rice")]
        );
        assert_eq!(
            ops("change the salad to a green one", &bundle),
            [swap("salad", "green")]
        );
        assert_eq!(ops("remove the caesar", &bundle), [remove("salad")]);
        assert_eq!(ops("drop the side", &bundle), [remove("side")]);
        assert_eq!(
            ops("could you remove the salad from Friday's dinner", &bundle),
            [remove("salad")]
        );
    }

    #[test]
    fn chat_messages_about_a_meals_parts_are_told_from_list_and_recipe_changes() {
        for message in [
            "add a side salad to Tuesday's dinner",
            "Could you swap the side?",
            "remove the dessert",
        ] {
            assert!(asks_for_component_edit(message), "{message}");
        }
        for message in [
            "add salad to my shopping list",
            "swap Tuesday's dinner",
            "no croutons in the salad",
            "what's for dessert",
            "replace the chicken with tofu",
        ] {
            assert!(!asks_for_component_edit(message), "{message}");
        }
    }

    #[test]
    fn what_cannot_be_pinned_down_is_a_question() {
        let two_sides = [
            MAIN,
            ("side", MealRole::Side, "Oven Fries"),
            ("side-2", MealRole::Side, "Garlic Rice"),
        ];
        for (instruction, components, asks) in [
            ("remove the side", &two_sides[..], "Which one"),
            ("remove the dessert", &two_sides[..], "no dessert"),
            ("add a tiramisu", &[MAIN][..], "no \"tiramisu\""),
            ("make it spicy", &[MAIN][..], "I can add, swap or remove"),
            (
                "could you make it spicy",
                &[MAIN][..],
                "I can add, swap or remove",
            ),
            ("", &[MAIN][..], "I can add"),
        ] {
            let answer = interpret(&input(instruction, components));
            assert!(
                answer.needs_clarification && answer.ops.is_empty(),
                "{instruction}"
            );
            let message = answer.clarification_message.unwrap_or_default();
            assert!(message.contains(asks), "{instruction}: {message}");
        }
    }
}
