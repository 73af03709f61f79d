//! Which tool a plain request asks for, and its input. The rules run from the most specific
//! wording to the most general: a choice among swap options, items for the list, a change to a
//! recipe, a swap, … a plan, a look at the plan, a search. A message that only answers the
//! assistant's pending question ("Tuesday") completes the call that asked it; one that asks a
//! question of its own ("wait, what's on thursday?") is read as that question.

use serde_json::{Value, json};

use super::food::{allergens_of, is_one_food, names_food, up_to_food};
use super::reading::{Reading, day, diet, meal_type, stated_date};
use super::words::{BREAK, Words};
use crate::chat::context::ConversationContext;
use crate::kitchen::meal_edit::offline::{asks_for_component_edit, role_of};

/// A tool call: the tool's name and its input.
pub(crate) type Intent = (&'static str, Value);

/// One rule: the request's text and words, and the conversation, to the call it asks for.
type Rule = fn(&str, &Words, &ConversationContext) -> Option<Intent>;

/// Words that ask to read the plan rather than make one.
const READ_CUES: [&str; 15] = [
    "show", "see", "view", "display", "what", "remind", "read", "open", "tell", "list", "check",
    "print", "pull", "bring", "recall",
];
/// Phrases that ask to read through what is planned ("run through this week's dinners").
const READ_PHRASES: [&str; 7] = [
    "read me out",
    "list out",
    "run through",
    "go through",
    "go over",
    "run me through",
    "read out",
];
/// Words that ask for an account of what is planned ("a rundown of the week's meals").
const OVERVIEWS: [&str; 4] = ["rundown", "overview", "recap", "summary"];
/// Words that ask for something new to be made.
const MAKE_CUES: [&str; 16] = [
    "make", "create", "build", "generate", "start", "give", "get", "want", "need", "like", "new",
    "another", "fresh", "set", "put", "suggest",
];
const SWAP_VERBS: [&str; 5] = ["swap", "switch", "replace", "exchange", "change"];
const SWAP_PHRASES: [&str; 11] = [
    "another option",
    "another one",
    "another idea",
    "something else",
    "something different",
    "different one",
    "different meal",
    "don't like",
    "do not like",
    "not a fan",
    "rather have",
];
/// Phrases that ask for another recipe when they name the planned meal ("not feeling Tuesday's
/// dinner, what else could we have?"); without one they are searches.
const MEAL_SWAP_PHRASES: [&str; 20] = [
    "other options",
    "other ideas",
    "more options",
    "other than",
    "not keen",
    "not fussed",
    "not into",
    "don't fancy",
    "do not fancy",
    "can't face",
    "not in the mood",
    "not feeling",
    "what else",
    "instead",
    "sick of",
    "tired of",
    "bored of",
    "fed up",
    "alternative",
    "alternatives",
];
const SEARCH_CUES: [&str; 28] = [
    "what a good",
    "what is a good",
    "inspo",
    "inspiration",
    "find",
    "search",
    "look for",
    "look up",
    "browse",
    "browsing",
    "just looking",
    "looking for",
    "recipe",
    "recipes",
    "ideas",
    "idea",
    "something with",
    "something",
    "what can i make",
    "what can i cook",
    "do you have",
    "suggest",
    "anything with",
    "do with",
    "use up",
    "what could i make",
    "what could i cook",
    "have you got",
];

/// The tool call `text` asks for, given what the conversation remembers.
pub(crate) fn intent(text: &str, context: &ConversationContext) -> Option<Intent> {
    let words = Words::new(text);
    let rules: [Rule; 17] = [
        confirm_swap,
        edit_meal,
        add_extra_items,
        cooked_in,
        replacement,
        used_instead,
        clear_variant,
        swap_meal,
        other_modification,
        create_shopping_list,
        get_meal_history,
        get_cooking_guide,
        plan_meals,
        allergens,
        show_current_plan,
        search_recipes,
        items_too,
    ];
    // "monday, and make it something with chicken": a reply that starts with what the
    // pending question asked is its answer, whatever else it says.
    if answers_at_once(&words, context) {
        return answer(text, &words, context);
    }
    rules
        .iter()
        .find_map(|rule| rule(text, &words, context))
        .or_else(|| answer(text, &words, context))
}

/// Whether the first clause of the reply gives what the pending question is missing.
fn answers_at_once(words: &Words, context: &ConversationContext) -> bool {
    let Some(pending) = &context.pending_question else {
        return false;
    };
    let first = words.first_clause();
    // "wait, what do we have on thursday again?" asks a question of its own.
    let asks = (0..first.len())
        .find(|&i| !first.get(i).is_some_and(|t| INTERJECTIONS.contains(&t)))
        .and_then(|i| first.get(i))
        .is_some_and(|t| QUESTION_WORDS.contains(&t));
    if asks {
        return false;
    }
    match pending.missing.as_str() {
        "day" => day(&first).is_some(),
        "meal_type" => meal_type(&first).is_some(),
        "days" => Reading::new(&first).stated_days().is_some(),
        _ => false,
    }
}

/// Words a question starts with.
const QUESTION_WORDS: [&str; 7] = ["what", "which", "when", "how", "where", "who", "why"];
/// Words said before a request that are no part of it ("wait, what …", "hmm how …").
const INTERJECTIONS: [&str; 9] = [
    "wait", "hmm", "hm", "um", "umm", "oh", "sorry", "actually", "ok",
];

/// `input` with the day and meal type the words name. A day named without its meal ("another
/// option for tuesday") is that day's dinner, as the tools read a meal type left out.
fn with_meal(mut input: Value, words: &Words) -> Value {
    let day = day(words);
    let meal = meal_type(words).or(day.as_ref().map(|_| "dinner"));
    if let Some(day) = day {
        input["day"] = json!(day);
    }
    if let Some(meal) = meal {
        input["meal_type"] = json!(meal);
    }
    input
}

/// Whether the words name one planned meal ("Tuesday's dinner", "tomorrow", "lunch").
fn names_meal(words: &Words) -> bool {
    day(words).is_some() || meal_type(words).is_some()
}

/// The answer to the pending question ("wensday's, thanks", "a week please", "the thighs" to
/// "which chicken?"): the call that asked, with what was missing, and for a swap the food the
/// reply asks for ("monday, and make it something with chicken").
fn answer(text: &str, words: &Words, context: &ConversationContext) -> Option<Intent> {
    let pending = context.pending_question.as_ref()?;
    let mut reading = Reading::new(words);
    let answered = match pending.missing.as_str() {
        "day" => json!(day(words)?),
        // "a week please", "10", "ten would be good".
        "days" => {
            let days = reading.stated_days();
            json!(
                days.or_else(|| words.numbers().map(|(_, n)| n).next())?
                    .clamp(1, 14)
            )
        }
        "meal_type" => json!(meal_type(words)?),
        // "just the two of us plus grandma", "4".
        "servings" => json!(
            reading
                .servings()
                .or_else(|| words.numbers().map(|(_, n)| n).next())?
        ),
        "answer" => json!(text.trim()),
        _ => return None,
    };
    let mut input = pending.input.clone();
    input[pending.missing.as_str()] = answered;
    if pending.missing == "day"
        && let Some(meal) = meal_type(words)
    {
        input["meal_type"] = json!(meal);
    }
    // "ten days. and no pork pls": what the reply leaves out joins the call's exclusions.
    let excluded = reading.exclusions();
    if matches!(pending.tool.as_str(), "plan_meals" | "swap_meal") && !excluded.is_empty() {
        let mut all: Vec<String> = input["excluded_ingredients"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|item| item.as_str().map(str::to_owned))
            .collect();
        for item in excluded {
            if !all.contains(&item) {
                all.push(item);
            }
        }
        input["excluded_ingredients"] = json!(all);
    }
    if pending.tool == "swap_meal"
        && let Some(food) = reading.food_rest(0, &[])
    {
        input["search_query"] = json!(food);
    }
    let tool = TOOL_NAMES.iter().find(|name| **name == pending.tool)?;
    Some((tool, input))
}

/// The tools whose questions the offline model can complete.
const TOOL_NAMES: [&str; 6] = [
    "edit_meal",
    "swap_meal",
    "get_cooking_guide",
    "modify_recipe",
    "clear_variant",
    "plan_meals",
];

/// "add a side salad to Tuesday's dinner", "swap the side", "remove the dessert": a change to
/// the parts of a planned meal, in the words the meal-edit rules read.
fn edit_meal(text: &str, words: &Words, _: &ConversationContext) -> Option<Intent> {
    // "get rid of the dessert on saturday": a part of the meal taken away.
    let part_removed = || {
        let change = ingredient_change(words)?;
        let part = ["remove the ", "leave out the "]
            .iter()
            .find_map(|verb| change.strip_prefix(verb))?;
        role_of(part).map(|_| format!("remove the {part}"))
    };
    // "could you put together a week of Italian dinners with a side" asks for a plan.
    if plan_verb(words).is_some() {
        return None;
    }
    let instruction = if asks_for_component_edit(text) && !whole_meal_object(words) {
        without_meal(text)
    } else if let Some(change) = part_removed() {
        change
    } else {
        wished_part(words)?
    };
    Some((
        "edit_meal",
        with_meal(json!({ "instruction": instruction }), words),
    ))
}

/// The instruction without the meal it names, which the call names apart, and without what the
/// person goes on to say: "add a side salad to tuesday's dinner" → "add a side salad", "swap the
/// side on tuesday's dinner for something with potatoes" → "swap the side for something with
/// potatoes", "remove the dessert from saturday's dinner, we're going out" → "remove the dessert".
fn without_meal(text: &str) -> String {
    let clause = match text.find([',', ';', '.', '!', '?']) {
        Some(at) if !text[at + 1..].trim().is_empty() => &text[..at],
        _ => text.trim(),
    };
    let chunks: Vec<&str> = clause.split_whitespace().collect();
    let word = |chunk: &str| {
        let lower = chunk
            .trim_matches(|c: char| !c.is_alphanumeric() && c != '\'')
            .to_lowercase()
            .replace('\u{2019}', "'");
        lower.strip_suffix("'s").unwrap_or(&lower).to_owned()
    };
    let names_meal = |w: &str| Words::is_day_word(w) || Words::is_meal_word(w);
    let in_meal =
        |w: &str| names_meal(w) || matches!(w, "the" | "night" | "evening" | "this" | "next" | "");
    let preposition = |w: &str| {
        matches!(
            w,
            "to" | "on" | "off" | "from" | "of" | "for" | "in" | "with"
        )
    };
    let mut kept: Vec<&str> = Vec::with_capacity(chunks.len());
    let mut i = 0;
    while i < chunks.len() {
        let span = chunks[i + 1..]
            .iter()
            .take_while(|chunk| in_meal(&word(chunk)))
            .count();
        let named = chunks[i + 1..=i + span]
            .iter()
            .any(|chunk| names_meal(&word(chunk)));
        if i > 0 && preposition(&word(chunks[i])) && named {
            i += span + 1;
            continue;
        }
        kept.push(chunks[i]);
        i += 1;
    }
    kept.join(" ")
}

/// "replace friday's lunch with a salad": the verb's object is the planned meal itself, not a
/// part of it ("swap tuesday's side for rice"), so the meal is swapped.
fn whole_meal_object(words: &Words) -> bool {
    let after = (1..words.len())
        .find(|&i| words.get(i) != Some("the"))
        .unwrap_or(words.len());
    let end = (after..words.len())
        .find(|&i| {
            !words
                .get(i)
                .is_some_and(|t| Words::is_day_word(t) || Words::is_meal_word(t))
        })
        .unwrap_or(words.len());
    end > after && words.get(end).and_then(role_of).is_none()
}

/// "can sunday dinner have some garlic bread on the side?", "could friday's dinner come with a
/// dessert": a part asked for a planned meal, as the meal-edit rules read it ("add garlic bread
/// on the side").
fn wished_part(words: &Words) -> Option<String> {
    // "tuesday dinner needs a sauce with it" says what it wants.
    let needs = words.has_any(&["needs", "need"]);
    let asks = words
        .get(0)
        .is_some_and(|t| matches!(t, "can" | "could" | "would" | "will"));
    if !(asks || needs) || !names_meal(words) {
        return None;
    }
    let at = (0..words.len()).find_map(|i| match words.get(i)? {
        "have" | "get" | "needs" | "need" => Some(i + 1),
        "come" if words.get(i + 1) == Some("with") => Some(i + 2),
        _ => None,
    })?;
    let part: Vec<&str> = (at..words.len())
        .filter_map(|j| words.get(j))
        .take_while(|t| {
            *t != BREAK
                && !matches!(*t, "please" | "with" | "to" | "too")
                && !Words::is_day_word(t)
                && !Words::is_meal_word(t)
        })
        .skip_while(|t| matches!(*t, "a" | "an" | "some" | "the"))
        .collect();
    part.iter()
        .any(|t| role_of(t).is_some())
        .then(|| format!("add {}", part.join(" ")))
}

/// "option 2", "the third one", "let's go with number 1".
fn confirm_swap(text: &str, words: &Words, _: &ConversationContext) -> Option<Intent> {
    // "#4": the option's number alone.
    // "2️⃣": a keycap is the digit with two marks after it.
    let numbered = text
        .trim()
        .trim_end_matches(['\u{fe0f}', '\u{20e3}'])
        .trim_start_matches('#')
        .trim()
        .parse::<u32>()
        .ok()
        .filter(|_| text.trim().starts_with('#') || text.contains('\u{20e3}'));
    let option = numbered.or_else(|| {
        (0..words.len()).find_map(|i| {
            let token = words.get(i)?;
            let next = words.get(i + 1);
            if matches!(token, "option" | "number" | "choice") {
                return words.number_at(i + 1).filter(|_| next != Some("a"));
            }
            let ordinal = Words::ordinal(token)?;
            // "the fourth looks lekker, go with that": an option named first, then chosen.
            let goes_with = i == 1 && words.has_any_phrase(&["go with", "go for", "take"]);
            let chooses = matches!(next, Some("one" | "option" | "choice"))
                || i > 0
                    && matches!(words.get(i - 1), Some("the"))
                    && (next.is_none_or(|t| t == BREAK || t == "please") || goes_with);
            chooses.then_some(ordinal)
        })
    })?;
    Some(("confirm_swap", json!({ "option": option })))
}

/// Verbs that put something on the list ("stick some bin bags on the list").
const ADD_VERBS: [&str; 7] = ["add", "put", "stick", "pop", "throw", "chuck", "include"];
/// Phrases that name what is needed without a verb ("we're out of milk").
const NEEDED_CUES: [&str; 8] = [
    "also need ",
    "don't forget ",
    "do not forget ",
    "i'm out of ",
    "we're out of ",
    "we are out of ",
    "run out of ",
    "ran out of ",
];
/// Words that stand for items named elsewhere in the message ("add that to my list").
const PRONOUNS: [&str; 6] = ["that", "it", "them", "those", "this", "these"];

/// What people say after an item that is no part of it ("coffee beans for me").
const ITEM_TAILS: [&str; 5] = [" too", " as well", " please", " for me", " for us"];

/// "add milk and 2 lemons to my list", "stick bin bags on the list", "I also need dish soap",
/// "I'm out of toilet roll, can you add that to my list?".
fn add_extra_items(text: &str, words: &Words, _: &ConversationContext) -> Option<Intent> {
    let lower = Words::spelled_out(text);
    let lower = lower.trim().trim_end_matches(['.', '!', '?']);
    // The text after the first whole-word `cue`.
    let after = |cue: &str| {
        lower.match_indices(cue).find_map(|(at, _)| {
            let starts_word = lower[..at]
                .chars()
                .last()
                .is_none_or(|c| !c.is_alphanumeric());
            starts_word.then(|| &lower[at + cue.len()..])
        })
    };
    // "we're out of lamb, swap tomorrow's dinner": what is missing is why a meal is swapped;
    // "I also need a plan for snacks" asks for a plan.
    let other_request = names_meal(words) && SWAP_VERBS.iter().any(|verb| words.has(verb))
        || plan_verb(words).is_some();
    // What is needed, up to where the sentence moves on ("out of coffee so add that too").
    let needed = || {
        if other_request {
            return None;
        }
        let rest = NEEDED_CUES.iter().find_map(|cue| after(cue))?;
        // "don't forget no peanuts" reminds of an exclusion.
        if Words::new(rest).exclusion_at(0).is_some() {
            return None;
        }
        // "don't forget kitchen roll on the list".
        let end = [
            ",", " so ", " can ", " could ", " would ", " will ", " on the ", " on my ",
            " to the ", " to my ",
        ]
        .iter()
        .filter_map(|cut| rest.find(cut))
        .min()
        .unwrap_or(rest.len());
        Some(&rest[..end])
    };
    let verb = ADD_VERBS
        .iter()
        .find_map(|verb| after(&format!("{verb} ")).map(|rest| (*verb, rest)));
    let items = if let Some((verb, rest)) = verb {
        let list_at = [
            " to my ",
            " to the ",
            " to that ",
            " to this ",
            " on my ",
            " on the ",
            " onto ",
            " on there",
        ]
        .iter()
        .filter_map(|joiner| rest.find(joiner))
        .min();
        // "put dog food on there": with no meal named, "there" is the list; "add mushrooms to
        // the no list" names a food to leave out, not one to buy.
        let no_list = (0..words.len()).any(|j| words.no_list_at(j));
        let the_list = |at: usize| {
            let list = &rest[at..];
            (["list", "grocer", "shop"].iter().any(|l| list.contains(l))
                || list.starts_with(" on there") && !names_meal(words))
                && !no_list
        };
        let items = match list_at {
            Some(at) if the_list(at) => &rest[..at],
            None if !names_meal(words) && verb == "add" => rest,
            _ => return None,
        };
        let items = ITEM_TAILS.iter().fold(items.trim(), |item, tail| {
            item.strip_suffix(tail).unwrap_or(item)
        });
        let pronoun = items.split(' ').all(|word| PRONOUNS.contains(&word));
        match needed().or_else(|| antecedent(lower)) {
            Some(needed) if pronoun => needed,
            _ if asked_to_add(lower) || list_at.is_some() => items,
            _ => return None,
        }
    } else if let Some(items) = unsaid_verb(lower) {
        items
    } else {
        needed()?
    };
    let items: Vec<String> = items
        .split([',', '&', '+'])
        .take_while(|part| {
            ADD_VERBS
                .iter()
                .all(|verb| !part.contains(&format!("{verb} ")))
        })
        .flat_map(|part| part.split(" and "))
        .flat_map(|part| part.split(" plus "))
        .map(|item| {
            let item = ["some ", "the "].iter().fold(item.trim(), |item, article| {
                item.strip_prefix(article).unwrap_or(item)
            });
            // "ensure drinks for mum": who an item is for is no part of it.
            let item = match item.split_once(" for ") {
                Some((thing, whom)) if names_person(whom) => thing,
                _ => item,
            };
            ITEM_TAILS
                .iter()
                .fold(item, |item, tail| item.strip_suffix(tail).unwrap_or(item))
                .trim()
                .to_owned()
        })
        .filter(|item| !item.is_empty() && item != "please")
        .collect();
    (!items.is_empty()).then(|| ("add_extra_items", json!({ "items": items })))
}

/// What "them" stands for in "we need dishwasher tablets as well, pop them on the list", "oh
/// and tim tams for the kids, add them to the list": the first clause's items, without who they
/// are for.
fn antecedent(lower: &str) -> Option<&str> {
    let (clause, _) = lower.split_once(',')?;
    let clause = ["oh and ", "and ", "also ", "plus "]
        .iter()
        .fold(clause.trim(), |c, start| c.strip_prefix(start).unwrap_or(c));
    let clause = ["we need ", "i need ", "need ", "we'll need "]
        .iter()
        .fold(clause, |c, start| c.strip_prefix(start).unwrap_or(c));
    let clause = clause.split(" for ").next().unwrap_or(clause);
    let clause = ITEM_TAILS
        .iter()
        .fold(clause.trim(), |c, tail| c.strip_suffix(tail).unwrap_or(c));
    (!clause.is_empty() && !clause.split(' ').any(|w| PRONOUNS.contains(&w))).then_some(clause)
}

/// Whether the words name whom something is for ("mum", "the kids", "my dad").
fn names_person(whom: &str) -> bool {
    Words::new(whom)
        .tokens
        .iter()
        .find(|t| !matches!(t.as_str(), "the" | "my" | "our" | "his" | "her"))
        .is_some_and(|t| Words::person(t).is_some() || matches!(t.as_str(), "him" | "her"))
}

/// "add eggs", "can you also add foil": a request that starts by asking to add.
fn asked_to_add(lower: &str) -> bool {
    lower.split_once("add ").is_some_and(|(before, _)| {
        Words::new(before)
            .tokens
            .iter()
            .all(|word| Words::is_filler(word))
    })
}

/// "and a bottle of wine on the list please", "also need bin bags on the list", "need milk on
/// the list too": items put on the list with the verb left unsaid.
fn unsaid_verb(lower: &str) -> Option<&str> {
    let rest = [
        "and ", "also ", "plus ", "oh and ", "need ", "i need ", "we need ",
    ]
    .iter()
    .find_map(|start| lower.strip_prefix(start))?;
    let at = [" on the list", " on my list", " to the list", " to my list"]
        .iter()
        .find_map(|joiner| rest.find(joiner))?;
    // "also need bin bags on the list".
    let items = &rest[..at];
    Some(
        ["need ", "want ", "get "]
            .iter()
            .find_map(|verb| items.strip_prefix(verb))
            .unwrap_or(items),
    )
}

/// "oh and nappies and dog food too", "plus batteries as well": more for the list, the verb and
/// the list left unsaid, when no other reading fits and the words name no meal, diet or
/// exclusion.
fn items_too(text: &str, words: &Words, context: &ConversationContext) -> Option<Intent> {
    let lower = text.to_lowercase().replace('\u{2019}', "'");
    let lower = lower.trim().trim_end_matches(['.', '!', '?']);
    let lower = [" please", " pls", " plz"]
        .iter()
        .fold(lower, |lower, tail| {
            lower.strip_suffix(tail).unwrap_or(lower)
        });
    let (start, rest) = ["oh and ", "and ", "also ", "plus "]
        .iter()
        .find_map(|start| lower.strip_prefix(start).map(|rest| (*start, rest)))?;
    // "plus we need nappies and baby wipes", "oh and a loaf of bread, 6 bananas and oat milk":
    // after "oh and" or "plus" the list may go unsaid at the end too.
    let items = [" too", " as well"]
        .iter()
        .find_map(|tail| rest.strip_suffix(tail))
        .or_else(|| matches!(start, "oh and " | "plus ").then_some(rest))?;
    let items = ["we need ", "i need ", "need ", "we'll need ", "get "]
        .iter()
        .find_map(|verb| items.strip_prefix(verb))
        .unwrap_or(items);
    let mut reading = Reading::new(words);
    let other = names_meal(words)
        || diet(words).is_some()
        || !reading.exclusions().is_empty()
        || words.has_any(&["plan", "it", "meal", "meals"])
        || words.tokens.iter().any(|t| role_of(t).is_some());
    if other {
        return None;
    }
    add_extra_items(&format!("add {items} to the list"), words, context)
}

/// "can tonight's dinner be done in the air fryer instead of the oven", "do monday's chicken in
/// the slow cooker": a planned meal cooked in another appliance, which changes its method, not
/// its food. The appliance after "instead of" is the one replaced.
fn cooked_in(_: &str, words: &Words, _: &ConversationContext) -> Option<Intent> {
    // "is monday's dinner cooked in the oven?" asks; "do monday's chicken in …" asks for it.
    let asks = yes_no_question(words) && words.get(0) != Some("do");
    if day(words).is_none() && !words.has("it") || plan_verb(words).is_some() || asks {
        return None;
    }
    let replaced_from = words.find("instead of").map_or(words.len(), |at| at + 2);
    // "in the air fryer", "on the bbq", "in a wok" (not "swap friday's dinner for a bbq one"):
    // the appliance with the preposition said before it.
    let new = (0..replaced_from).find_map(|i| {
        let appliance = words.appliance_at(i)?;
        let at = (i.saturating_sub(2)..i)
            .rev()
            .find_map(|j| words.get(j).filter(|t| matches!(*t, "in" | "on")))?;
        let joined = matches!(
            words.get(i - 1),
            Some("in" | "on" | "the" | "a" | "my" | "our")
        );
        joined.then_some((at, appliance))
    });
    let (at, new) = new?;
    let old = (replaced_from..words.len()).find_map(|i| words.appliance_at(i));
    let instruction = match old {
        Some(old) => format!("cook it {at} the {new} instead of the {old}"),
        None => format!("cook it {at} the {new}"),
    };
    let input = json!({ "instruction": instruction });
    Some(("modify_recipe", with_meal(input, words)))
}

/// "use tofu instead of chicken", "replace the butter with olive oil", "swap the beef for
/// lentils", "substitute X for Y": one ingredient for another in a planned meal.
fn replacement(text: &str, words: &Words, _: &ConversationContext) -> Option<Intent> {
    let lower = text.to_lowercase().replace('\u{2019}', "'");
    let (new, old) = if let Some((before, after)) = lower.split_once(" instead of ") {
        // "use X instead of Y", "make thursday's dinner with X instead of Y".
        let new = before.rsplit(" use ").next().unwrap_or(before);
        let new = new.rsplit(" with ").next().unwrap_or(new);
        (
            new.strip_prefix("use ").unwrap_or(new).to_owned(),
            after.to_owned(),
        )
    } else if let Some((new, old)) = lower
        .split_once(" with ")
        .and_then(|(_, rest)| rest.split_once(" not "))
        .filter(|_| names_meal(words))
    {
        // "make the day 2 breakfast with oat milk not cow's milk" (not "find recipes with lamb
        // but not mint").
        (new.to_owned(), old.to_owned())
    } else {
        let pairs = [
            ("replace ", " with "),
            ("swap ", " for "),
            ("swap ", " with "),
            ("switch ", " for "),
            ("switch ", " with "),
            ("substitute ", " for "),
        ];
        // "saturday dinner swap pls, nothing with beef": what is swapped ends no clause.
        let (verb, old, new) = pairs.iter().find_map(|(verb, joiner)| {
            let rest = lower.split_once(verb)?.1;
            let (first, second) = rest.split_once(joiner)?;
            (!first.contains([',', ';', '.', '!', '?']))
                .then(|| (*verb, first.to_owned(), second.to_owned()))
        })?;
        // "substitute tofu for chicken" names the new ingredient first.
        if verb == "substitute " {
            (old, new)
        } else {
            (new, old)
        }
    };
    let (new, old) = (ingredient(&new), ingredient(&old));
    // "swap Monday's dinner for something with fish" swaps a meal, not an ingredient; "redo it
    // for 6 days instead of 7", "can it be done in the air fryer instead of the oven" use no
    // food instead of another.
    let old_words = Words::new(&old);
    let new_words = Words::new(&new);
    let new_tokens: Vec<&str> = new_words.tokens.iter().map(String::as_str).collect();
    if new.is_empty()
        || old.is_empty()
        || !names_food(&new_tokens)
        || names_meal(&old_words)
        || old_words.has_any(&["it", "this", "that", "meal"])
    {
        return None;
    }
    let old = whole_name(&old, &new_tokens);
    let input = json!({ "instruction": format!("use {new} instead of {old}") });
    Some(("modify_recipe", with_meal(input, words)))
}

/// The replaced food said in full when only its difference was said: "brown rice instead of
/// white" replaces white rice, "chicken thighs instead of breast" chicken breast.
fn whole_name(old: &str, new: &[&str]) -> String {
    let (Some(first), Some(last)) = (new.first(), new.last()) else {
        return old.to_owned();
    };
    if old.contains(' ') || new.len() < 2 || is_one_food(&[old]) {
        return old.to_owned();
    }
    [format!("{old} {last}"), format!("{first} {old}")]
        .into_iter()
        .find(|name| is_one_food(&name.split(' ').collect::<Vec<_>>()))
        .unwrap_or_else(|| old.to_owned())
}

/// "use wholemeal pasta instead in wednesday's lunch", "use gluten free pasta in wednesday's
/// lunch": an ingredient to use in a planned meal, the one it replaces left unsaid.
fn used_instead(text: &str, words: &Words, _: &ConversationContext) -> Option<Intent> {
    let lower = text.to_lowercase().replace('\u{2019}', "'");
    let (before, rest) = match lower.strip_prefix("use ") {
        Some(rest) => ("", rest),
        None => lower.split_once(" use ")?,
    };
    // "don't use peppers again" leaves a food out; "use half the butter", "use less sugar"
    // change how much (other rules read them).
    let negated = before.ends_with("n't") || before.ends_with("not") || before.ends_with("never");
    let amount = rest.split(' ').next().is_some_and(|first| {
        Words::is_recipe_change(first)
            || Words::number(first).is_some() && !matches!(first, "a" | "an")
            || matches!(first, "half" | "double" | "twice")
    });
    if negated || amount {
        return None;
    }
    let end = [" in ", " for ", " on ", " at ", ",", "?", "."]
        .iter()
        .filter_map(|cut| rest.find(cut))
        .min()
        .unwrap_or(rest.len());
    let used = rest[..end].trim();
    let food = used.strip_suffix(" instead").unwrap_or(used);
    let food_words = Words::new(food);
    let tokens: Vec<&str> = food_words.tokens.iter().map(String::as_str).collect();
    if day(words).is_none() || tokens.is_empty() || !names_food(&tokens) {
        return None;
    }
    let input = json!({ "instruction": format!("use {used}") });
    Some(("modify_recipe", with_meal(input, words)))
}

/// An ingredient phrase without the meal it is in ("white rice in Wednesday's lunch").
fn ingredient(phrase: &str) -> String {
    let mut phrase = phrase;
    for cut in [
        " in ", " on ", " for ", " at ", ",", " - ", "?", "!", ".", " please", " pls",
    ] {
        phrase = phrase.split(cut).next().unwrap_or_default();
    }
    let phrase = phrase.trim();
    let polite = ["can you ", "could you ", "please ", "would you "];
    polite
        .iter()
        .fold(phrase, |p, prefix| p.strip_prefix(prefix).unwrap_or(p))
        .trim()
        .to_owned()
}

/// "undo Monday's change", "go back to the original recipe", "revert wednesday lunch"; "undo
/// the last change" undoes only the most recent one.
fn clear_variant(_: &str, words: &Words, _: &ConversationContext) -> Option<Intent> {
    let undo = words.has_any(&["undo", "revert", "reverse", "original", "reset", "unmodify"])
        || words.has_any_phrase(&[
            "change back",
            "change it back",
            "put back",
            "how it was",
            "the way it was",
            "as it was",
            "put it back",
            "take back",
            "take it back",
            "roll back",
            "go back",
            "back to the original",
        ])
        // "get rid of the changes to Saturday's dinner", "scrap the tweaks".
        || words.has_any(&["change", "changes", "tweak", "tweaks", "edits", "modifications"])
            && words.has_any(&[
                "rid", "scrap", "scratch", "remove", "drop", "ditch", "lose", "bin", "cancel",
                "discard", "clear", "delete", "forget",
            ]);
    // "did you change the sunday roast or is it still the original?" asks, undoes nothing.
    let asks_whether = words
        .get(0)
        .is_some_and(|first| matches!(first, "did" | "was" | "is" | "has"));
    let undo = undo && !asks_whether;
    let only_last = words.has_any(&["last", "latest", "previous"])
        || words.has_any_phrase(&["most recent", "just that change", "only that change"]);
    undo.then(|| {
        let input = if only_last {
            json!({"last": true})
        } else {
            json!({})
        };
        ("clear_variant", with_meal(input, words))
    })
}

/// "swap Tuesday's dinner", "another option for Wednesday lunch", "I don't like Friday's
/// dinner": other recipes for a planned meal, keeping the plan's cuisine and the exclusions.
fn swap_meal(_: &str, words: &Words, context: &ConversationContext) -> Option<Intent> {
    // "one more change, start over with 3 dinners": "change" said as a noun swaps nothing.
    let verb = SWAP_VERBS.iter().position(|v| {
        words.find(v).is_some_and(|at| {
            *v != "change"
                || at == 0
                || !matches!(
                    words.get(at - 1),
                    Some("a" | "one" | "more" | "another" | "last" | "that" | "this" | "the")
                )
        })
    });
    // "give me another", "another please": another of the meal named, not "another week".
    let another = words.find("another").is_some_and(|at| {
        words
            .get(at + 1)
            .is_none_or(|t| t == BREAK || matches!(t, "please" | "instead"))
    });
    // "new lunch for day 2": a new one of the meal named.
    let new_meal = words
        .find("new")
        .is_some_and(|at| words.get(at + 1).is_some_and(Words::is_meal_word));
    let meal_phrase = words.has("different")
        || another
        || new_meal
        || MEAL_SWAP_PHRASES.iter().any(|p| words.has_phrase(p));
    // "need 5 dinners, the kids don't like fish" asks for a plan.
    let phrase = (SWAP_PHRASES.iter().any(|p| words.has_phrase(p))
        || meal_phrase && names_meal(words))
        && plan_verb(words).is_none();
    let swaps = match verb {
        Some(i) if SWAP_VERBS[i] == "change" => names_meal(words),
        Some(_) => true,
        None => phrase,
    };
    if !swaps
        || words.has_any(&["plan", "list"]) && !names_meal(words)
        || serving_change(words).is_some()
    {
        return None;
    }
    let mut reading = Reading::new(words);
    let mut excluded = reading.exclusions();
    let ignored = [
        SWAP_VERBS.as_slice(),
        &[
            "another",
            "else",
            "different",
            "don't",
            "not",
            "fan",
            "rather",
            "instead",
            "other",
            "fed",
        ],
    ]
    .concat();
    let mut input = with_meal(json!({}), words);
    // "swap Monday's dinner for a beef dish": what follows "for" or "with" is the new meal.
    let wanted = verb
        .and_then(|v| words.find(SWAP_VERBS[v]))
        .and_then(|at| {
            (at..words.len()).find(|&i| matches!(words.get(i), Some("for" | "with" | "to")))
        })
        // "for something with pork, had chicken all week": the clause that asks.
        .and_then(|at| reading.clause_food(at, &ignored));
    // "monday lunch has mushrooms … keep mushrooms out": a food left out is not what to look for.
    let query = wanted
        .or_else(|| said_query(words, &reading, &ignored))
        .filter(|query| !excluded.contains(query))
        .or_else(|| context.plan_search_query.clone());
    if let Some(query) = query {
        input["search_query"] = json!(query);
    }
    remembered(&mut excluded, context);
    if !excluded.is_empty() {
        input["excluded_ingredients"] = json!(excluded);
    }
    Some(("swap_meal", input))
}

/// What a search or swap should match: the diet named ("vegetarian" is a recipe label too)
/// and the words no argument took that name food.
fn said_query(words: &Words, reading: &Reading, ignored: &[&str]) -> Option<String> {
    let said: Vec<String> = [
        words
            .tokens
            .iter()
            .find_map(|t| Words::recipe_diet(t))
            .map(str::to_owned),
        reading.food_rest(0, ignored),
    ]
    .into_iter()
    .flatten()
    .collect();
    (!said.is_empty()).then(|| said.join(" "))
}

/// The exclusions the conversation remembers, after those the request names.
fn remembered(excluded: &mut Vec<String>, context: &ConversationContext) {
    for ingredient in &context.excluded_ingredients {
        if !excluded.contains(ingredient) {
            excluded.push(ingredient.clone());
        }
    }
}

/// "make Thursday's dinner dairy-free", "double the recipe for Saturday's dinner", "remove the
/// onions from Tuesday's dinner": another change to a planned meal's recipe.
fn other_modification(text: &str, words: &Words, _: &ConversationContext) -> Option<Intent> {
    // "double the garlic" changes one ingredient of whichever meal is meant.
    if let Some(instruction) = scaling(words) {
        let food = !instruction.ends_with(" it");
        if food || names_meal(words) || words.has("it") {
            let input = json!({ "instruction": instruction });
            return Some(("modify_recipe", with_meal(input, words)));
        }
    }
    if !names_meal(words) && !words.has("it") || words.has_any(&["list", "shopping"]) {
        return None;
    }
    let first =
        |set: &[&str]| (0..words.len()).find(|&i| words.get(i).is_some_and(|t| set.contains(&t)));
    // "take the onions out of Friday's lunch", "cut the chilli out of tomorrow's lunch", "leave
    // the olives out of thursday's lunch" (not "plan 5 dinners, leave the olives out"; "no onions
    // in it, just leave them out" names the food before).
    if let Some(i) = first(&["take", "cut", "leave", "keep"]).filter(|_| plan_verb(words).is_none())
    {
        let what: Vec<&str> = (i + 1..words.len())
            .filter_map(|j| words.get(j))
            .take_while(|t| !matches!(*t, "out" | "off" | BREAK))
            .collect();
        let out = words.get(i + 1 + what.len()).is_some_and(|t| t != BREAK);
        let pronoun = matches!(what.as_slice(), ["them" | "it" | "those" | "that"]);
        // "I need to take stuff out of the freezer" takes nothing out of a meal.
        if out && !what.is_empty() && !pronoun && names_food(&what) {
            let verb = match words.get(i) {
                Some("leave" | "keep") => "leave out",
                _ => "remove",
            };
            let input = json!({ "instruction": format!("{verb} {}", what.join(" ")) });
            return Some(("modify_recipe", with_meal(input, words)));
        }
    }
    // "add more garlic to Monday's dinner", "remove the onions from Tuesday's dinner".
    if let Some(i) = first(&["add", "remove"]) {
        let what: Vec<&str> = (i + 1..words.len())
            .filter_map(|j| words.get(j))
            .take_while(|t| !matches!(*t, "to" | "from" | "in" | "on" | "for" | BREAK))
            .collect();
        if !what.is_empty() {
            let verb = words.get(i).unwrap_or_default();
            let input = json!({ "instruction": format!("{verb} {}", what.join(" ")) });
            return Some(("modify_recipe", with_meal(input, words)));
        }
    }
    if let Some(change) = stated_change(words) {
        let input = json!({ "instruction": format!("make it {}", as_said(&change, text)) });
        return Some(("modify_recipe", with_meal(input, words)));
    }
    if let Some(instruction) = serving_change(words) {
        let input = json!({ "instruction": instruction });
        return Some(("modify_recipe", with_meal(input, words)));
    }
    if !words.has("make")
        && let Some(instruction) = ingredient_change(words)
    {
        let input = json!({ "instruction": instruction });
        return Some(("modify_recipe", with_meal(input, words)));
    }
    let make = words.find("make")?;
    // "how do we make the pasta on wednesday" asks how it is cooked.
    if (make.saturating_sub(3)..make).any(|j| words.get(j) == Some("how")) {
        return None;
    }
    // "make Thursday's dinner X" / "make it X": the meal comes right after "make".
    let mut i = make + 1;
    while words
        .get(i)
        .is_some_and(|t| t == "the" || t == "it" || Words::is_day_word(t) || Words::is_meal_word(t))
    {
        i += 1;
    }
    if i == make + 1 {
        return None;
    }
    // "make sunday's lunch just 1 serving": the change, not how little it is.
    let change: Vec<&str> = (i..words.len())
        .filter_map(|j| words.get(j))
        .take_while(|t| *t != BREAK && *t != "please")
        .skip_while(|t| matches!(*t, "just" | "only"))
        .collect();
    // "how do I make tonight's dinner then" asks no change.
    if change.iter().all(|t| Words::is_filler(t)) || words.has_any(&["plan", "list"]) {
        return None;
    }
    let instruction = format!("make it {}", change.join(" "));
    Some((
        "modify_recipe",
        with_meal(json!({ "instruction": instruction }), words),
    ))
}

/// The change in the user's spelling: "dairy free" as they typed it, where the words read it as
/// "dairy-free".
fn as_said(change: &str, text: &str) -> String {
    let typed = text.to_lowercase();
    change
        .split(' ')
        .map(|word| match word.strip_suffix("-free") {
            Some(food) if typed.contains(&format!("{food} free")) => format!("{food} free"),
            _ => word.to_owned(),
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// "could sunday's dinner serve 8 instead", "can friday's lunch feed 6": a planned meal made
/// for more or fewer people.
fn serving_change(words: &Words) -> Option<String> {
    if day(words).is_none() || plan_verb(words).is_some() {
        return None;
    }
    (0..words.len()).find_map(|i| {
        let verb = words.get(i)?;
        let n = words.number_at(i + 1)?;
        // "make day 2 lunch for 12 people": the count and who they are, as said.
        let for_people =
            verb == "for" && words.has("make") && words.servings_noun_after(i + 1, n).is_some();
        if for_people {
            let noun = words.servings_noun_after(i + 1, n)?;
            return Some(format!("make it for {n} {noun}"));
        }
        matches!(verb, "serve" | "serves" | "feed" | "feeds").then(|| format!("make it serve {n}"))
    })
}

/// "less salt in friday's dinner", "extra cheese on tomorrow's lunch", "no onions in tuesday's
/// dinner", "put some mushrooms in wednesday's dinner", "get rid of the coriander in friday's
/// lunch": one ingredient of a planned meal changed, which the instruction keeps. The meal is
/// named by its day (or "it"); no plan ("plan 3 dinners, no onions"), search ("find something
/// for friday with no nuts") or question ("is there anything on friday without nuts?") is one.
fn ingredient_change(words: &Words) -> Option<String> {
    let asks = yes_no_question(words)
        || words.get(0).is_some_and(|t| QUESTION_WORDS.contains(&t))
        || SEARCH_CUES.iter().any(|cue| words.has_phrase(cue));
    if day(words).is_none() && !words.has("it") || asks || plan_verb(words).is_some() {
        return None;
    }
    // The food said from token `from` up to the meal it is in.
    let food_from = |from: usize| -> Option<String> {
        let said = said_up_to_meal(words, from, &["to"]);
        let start = said.iter().position(|t| !Words::is_filler(t))?;
        let food = &said[start..];
        names_food(food).then(|| food.join(" "))
    };
    (0..words.len()).find_map(|i| {
        let token = words.get(i)?;
        match token {
            // "less chilli in friday's dinner": use less of it, as most labellers write it.
            "less" => food_from(i + 1).map(|food| format!("use less {food}")),
            "more" | "extra" => food_from(i + 1).map(|food| format!("{token} {food}")),
            // "can you leave out the onions in tomorrow's lunch".
            "leave" if words.get(i + 1) == Some("out") => {
                food_from(i + 2).map(|food| format!("leave out the {food}"))
            }
            // "no onions in it" asks to leave them out; "drop the onions" to take them out.
            "no" | "without" => food_from(i + 1).map(|food| format!("leave out the {food}")),
            "lose" | "ditch" | "drop" => food_from(i + 1).map(|food| format!("remove the {food}")),
            "rid" if words.get(i + 1) == Some("of") => {
                food_from(i + 2).map(|food| format!("remove the {food}"))
            }
            // "put some mushrooms in", "chuck some spinach into thursday's lunch".
            "put" | "chuck" | "throw" | "toss" | "pop" | "stick" => {
                food_from(i + 1).map(|food| format!("add {food}"))
            }
            _ => None,
        }
    })
}

/// The words from token `from` up to the clause's end or the meal they are said of ("the garlic"
/// of "double the garlic in friday's dinner"), stopping also at any of `stops`.
fn said_up_to_meal<'w>(words: &'w Words, from: usize, stops: &[&str]) -> Vec<&'w str> {
    (from..words.len())
        .map_while(|j| words.get(j))
        .take_while(|t| {
            *t != BREAK
                && !matches!(*t, "in" | "into" | "on" | "for" | "from" | "at" | "please")
                && !stops.contains(t)
                && !Words::is_meal_word(t)
                && !Words::is_day_word(t)
        })
        .collect()
}

/// Words that scale, with the verb they amount to ("twice as much garlic", "2x the garlic"
/// double it).
const SCALINGS: [(&str, &str); 9] = [
    ("double", "double"),
    ("twice", "double"),
    ("2x", "double"),
    ("triple", "triple"),
    ("3x", "triple"),
    ("halve", "halve"),
    ("half", "halve"),
    ("quadruple", "quadruple"),
    ("4x", "quadruple"),
];

/// "double it", "double the recipe", "double friday's dinner": the whole meal scaled ("double
/// it"); "double the garlic", "twice as much garlic", "half the sugar", "triple the chillies":
/// one ingredient scaled, which the instruction keeps ("double the garlic"). The ingredient is
/// the food said after the scaling word, up to the meal or clause.
fn scaling(words: &Words) -> Option<String> {
    let (at, verb) = (0..words.len()).find_map(|i| {
        let token = words.get(i)?;
        let (_, verb) = SCALINGS.iter().find(|(word, _)| *word == token)?;
        // "twice" and "half" scale only as "twice as much …", "half the …" ("fish twice a
        // week", "half an hour" do not); "double-check" checks.
        let scales = !matches!(token, "twice" | "half")
            && !matches!(words.get(i + 1), Some("check" | "checking" | "checked"))
            || matches!(words.get(i + 1), Some("as" | "the"));
        scales.then_some((i, *verb))
    })?;
    let said = said_up_to_meal(words, at + 1, &[]);
    // "twice as much garlic", "double the amount of garlic", "the garlic too".
    let skipped = |t: &&str| Words::is_filler(t) || matches!(*t, "much" | "many" | "amount");
    let start = said.iter().position(|t| !skipped(t)).unwrap_or(said.len());
    let end = said
        .iter()
        .rposition(|t| !skipped(t))
        .map_or(start, |end| end + 1);
    let food = up_to_food(&said[start..end]);
    Some(if !food.is_empty() && names_food(food) {
        format!("{verb} the {}", food.join(" "))
    } else {
        format!("{verb} it")
    })
}

/// "can Saturday's dinner be done vegan?", "make tonight's curry a bit less spicy", "make it
/// dairy-free": the change asked of one planned meal (a diet, "X-free", or a change word such as
/// "less" or "spicier") up to the end of the clause, without the dish's name or "a bit".
fn stated_change(words: &Words) -> Option<String> {
    let one_meal = day(words).is_some() || words.has("it");
    let verb = (0..words.len()).find(|&i| {
        words
            .get(i)
            .is_some_and(|t| matches!(t, "make" | "made" | "done" | "be" | "turn" | "go"))
    })?;
    if !one_meal || words.has_any(&["plan", "list"]) {
        return None;
    }
    let change_word =
        |t: &str| Words::diet(t).is_some() || t.ends_with("-free") || Words::is_recipe_change(t);
    let start = (verb + 1..words.len()).find(|&i| words.get(i).is_some_and(change_word))?;
    let change: Vec<&str> = (start..words.len())
        .filter_map(|j| words.get(j))
        .take_while(|t| *t != BREAK && *t != "please")
        .collect();
    Some(change.join(" "))
}

/// "make a shopping list", "what do I need to buy", "grocery list in US units".
fn create_shopping_list(_: &str, words: &Words, _: &ConversationContext) -> Option<Intent> {
    let asks = words.has_any_phrase(&[
        "shopping list",
        "grocery list",
        "to buy",
        "need to get",
        "from the shops",
        "from the shop",
        "from the store",
        "from the supermarket",
        "a list for",
        "the list for",
        "write me a list",
        "make me a list",
        "do the list",
        "do a list",
        "do me a list",
        "sort the list",
    ]) || words.has_any(&["groceries", "shopping"])
        || buys_for_plan(words);
    // "check the whole plan for allergens before I go shopping" checks allergens.
    if !asks || words.has_any(&["allergen", "allergens"]) {
        return None;
    }
    let mut input = json!({});
    if words.has_any(&["us", "imperial", "american", "cups", "ounces", "oz"]) {
        input["units"] = json!("us");
    } else if words.has_any(&["metric", "grams", "kilograms"]) {
        input["units"] = json!("metric");
    }
    Some(("create_shopping_list", input))
}

/// Ways of saying what to buy ("what should I get", "pick up", "grab everything").
const BUYING: [&str; 10] = [
    "pick up",
    "should i get",
    "should i buy",
    "do i need to get",
    "need to grab",
    "what to get",
    "what to buy",
    "grab everything",
    "get everything",
    "buy everything",
];

/// "what do I need to pick up from Woolies for this plan?", "I'm going to Tesco later, what
/// should I get for the plan?": buying, said of the plan.
fn buys_for_plan(words: &Words) -> bool {
    words.has_any_phrase(&BUYING) && refers_to_plan(words)
}

/// "what did I eat last week?", "show my meal history", "what have I had over the last 14
/// days": the days to look back.
fn get_meal_history(_: &str, words: &Words, _: &ConversationContext) -> Option<Intent> {
    let asks = words.has_any(&["history", "ate", "eaten", "past", "cooked"])
        || words.has_any_phrase(&[
            "did i cook",
            "did we cook",
            "did i make",
            "did we make",
            "i've made",
            "we've made",
            "did i eat",
            "did we eat",
            "did i have",
            "did we have",
            "have i had",
            "have we had",
            "i've had",
            "we've had",
        ])
        // "what've we had over the last 10 days" ("what've" is read as "what").
        || words.has_any_phrase(&["what we had", "what i had"])
            && words.has_any(&["last", "past", "recently", "lately"]);
    if !asks {
        return None;
    }
    let days = words
        .numbers()
        .find_map(|(i, n)| words.get(i + 1).and_then(Words::span).map(|span| n * span))
        .or_else(|| (0..words.len()).find_map(|i| words.get(i).and_then(Words::span)))
        .or_else(|| words.has("yesterday").then_some(2))
        .unwrap_or(7);
    Some(("get_meal_history", json!({ "days": days })))
}

/// "how do I cook Monday's dinner?", "the recipe for Thursday lunch", "walk me through…".
fn get_cooking_guide(text: &str, words: &Words, _: &ConversationContext) -> Option<Intent> {
    // "how do you cook …", "how should we make …", "what do I do for today's lunch?".
    // "how are we meant to cook …": a cooking verb a few words on.
    let asks_how = (0..words.len()).any(|i| {
        words.get(i) == Some("how")
            && (words.get(i + 1).is_some_and(|t| {
                matches!(
                    t,
                    "do" | "does" | "should" | "can" | "could" | "would" | "will" | "to" | "long"
                )
            }) || (i + 2..i + 6)
                .map_while(|j| words.get(j).filter(|t| *t != BREAK))
                .any(|t| matches!(t, "cook" | "make" | "prepare" | "made" | "cooked")))
    });
    let what_to_do = words.has_any_phrase(&[
        "what do i do",
        "what do we do",
        "i need to do",
        "we need to do",
        "how do you do",
        "how do i do",
        "how do we do",
    ]);
    // "what ingredients go into tomorrow's brekkie": the recipe of a planned day's meal.
    let ingredients_of = words.has("ingredients")
        && day(words).is_some()
        && !words.has_any(&["buy", "list", "shopping", "need"]);
    let how = asks_how
        || what_to_do
        || ingredients_of
        || words.has_any_phrase(&[
            "walk me through",
            "talk me through",
            "take me through",
            "steps for",
            "instructions for",
            "recipe for",
            "cooking instructions",
            "guide",
            // "let's cook! …", "right, let's get cooking - monday's lunch" (the "'s" dropped).
            "let cook",
            "let get cooking",
            "let start cooking",
        ])
        // "time to cook monday's dinner" (not "wish I had more time to cook").
        || words.find("time to cook").is_some_and(|at| {
            at == 0 || !matches!(words.get(at - 1), Some("more" | "no" | "enough" | "the"))
        })
        || words.has_any(&["method", "steps", "instructions", "directions"]);
    // "how long does tonight's dinner take?" asks how it is cooked too.
    let cooking = what_to_do
        || ingredients_of
        || words.has_phrase("how long")
        || words.has_any(&[
            "cook",
            "make",
            "prepare",
            "cooking",
            "steps",
            "instructions",
            "recipe",
            "walk",
            "talk",
            "making",
            "made",
            "guide",
            "method",
            "directions",
        ]);
    // "looking for a soup recipe for lunch" is a search unless a planned meal is named.
    let searching = day(words).is_none()
        && words.has_any_phrase(&["looking for", "look for", "find", "search", "any", "ideas"]);
    // "the ingredients and steps for recipe r-2231": a recipe named by its id.
    if let Some(id) = recipe_id(text).filter(|_| how || cooking) {
        return Some(("get_cooking_guide", json!({ "recipe_id": id })));
    }
    (how && cooking && !searching && (names_meal(words) || words.has_any(&["it", "this", "that"])))
        .then(|| ("get_cooking_guide", with_meal(json!({}), words)))
}

/// A recipe id the request gives: a UUID (as the app's ids are), or the token after "recipe" or
/// "id" that holds a digit ("recipe r-2231").
fn recipe_id(text: &str) -> Option<String> {
    let chunks: Vec<&str> = text
        .split_whitespace()
        .map(|chunk| chunk.trim_matches(|c: char| !c.is_alphanumeric()))
        .collect();
    let id_like = |chunk: &str| {
        chunk.chars().any(|c| c.is_ascii_digit())
            && chunk
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
    };
    let uuid = chunks.iter().find(|chunk| {
        chunk.len() == 36 && id_like(chunk) && chunk.split('-').map(str::len).eq([8, 4, 4, 4, 12])
    });
    let named = chunks.windows(2).find_map(|pair| {
        (matches!(pair[0].to_lowercase().as_str(), "recipe" | "id") && id_like(pair[1]))
            .then_some(&pair[1])
    });
    uuid.or(named).map(|id| (*id).to_owned())
}

/// Where the request asks for a new plan: "plan 3 days…", "make me a meal plan", "I'd like a
/// plan of…", "give me 5 Italian dinners"; `None` for "show my plan".
fn plan_verb(words: &Words) -> Option<usize> {
    if refuses_plan(words) {
        return None;
    }
    // "could you redo the whole plan as 6 days of dinners", "redo it for 6 days instead": the
    // plan made again, differently.
    let redo = ["redo", "remake", "rework", "rejig"]
        .iter()
        .find_map(|verb| words.find(verb));
    let counts_days = words
        .numbers()
        .any(|(i, _)| words.get(i + 1).is_some_and(|t| Words::span(t).is_some()));
    if let Some(at) = redo.filter(|_| words.has("plan") || counts_days) {
        return Some(at);
    }
    let reads = words.has_any(&READ_CUES);
    for i in 0..words.len() {
        // "not planning anything, just browsing" asks for no plan.
        let negated = (i.saturating_sub(2)..i).any(|j| {
            words
                .get(j)
                .is_some_and(|t| matches!(t, "not" | "no" | "don't" | "never"))
        });
        if !matches!(words.get(i), Some("plan" | "planning")) || negated {
            continue;
        }
        let mut before = i.checked_sub(1).and_then(|j| words.get(j));
        if before == Some("meal") {
            before = i.checked_sub(2).and_then(|j| words.get(j));
        }
        // "this week's plan", "monday's plan": whose plan is said before the day or span.
        let owner = (0..i)
            .rev()
            .map(|j| words.get(j).unwrap_or_default())
            .find(|t| *t != "meal" && !Words::is_day_word(t) && Words::span(t).is_none());
        let of_a_plan = [before, owner].into_iter().flatten().any(|b| {
            READ_CUES.contains(&b)
                || matches!(
                    b,
                    "my" | "the"
                        | "current"
                        | "this"
                        | "our"
                        | "your"
                        | "that"
                        | "existing"
                        | "final"
                        | "updated"
                        | "revised"
                        | "finished"
                        | "whole"
                        | "full"
                        | "entire"
                        | "in"
                        | "on"
                )
        });
        // "what did you plan for saturday?" asks about a plan made; "show me the plan again"
        // about the one shown before.
        let made = (0..i).any(|j| words.get(j) == Some("did"));
        let again = reads && words.has("again") && !words.has_any(&MAKE_CUES);
        if of_a_plan || made || again {
            continue;
        }
        let a_new_plan = matches!(before, Some("a" | "an" | "new" | "another" | "fresh"));
        // "what about a plan for just the weekend" proposes one.
        let proposes = words.has_any_phrase(&["what about", "how about"]);
        if !a_new_plan || words.has_any(&MAKE_CUES) || !reads || proposes {
            return Some(i);
        }
    }
    if asks_for_meals(words) || asks_again(words) {
        return Some(0);
    }
    // "give me 5 Italian dinners", "I need dinners for the week", "do another 3 days of
    // lunches" ("do" as a verb of its own, not "what do I need").
    let does = (0..words.len()).find(|&i| {
        let counted = |at: usize| words.get(at) == Some("another") || words.number_at(at).is_some();
        words.get(i) == Some("do")
            && (counted(i + 1) || matches!(words.get(i + 1), Some("me" | "us")) && counted(i + 2))
    });
    // "start over with 3 dinners just for 1": a plan made again.
    let asks = [
        "give",
        "want",
        "need",
        "suggest",
        "schedule",
        "organise",
        "organize",
        "prepare",
        "start",
        "try again",
    ]
    .iter()
    .find_map(|cue| words.find(cue))
    .or(does)?;
    // "a week", "5 dinners"; "a dinner party" counts no meals.
    let counted = words.numbers().any(|(i, _)| {
        let one = matches!(words.get(i), Some("a" | "an"));
        words
            .get(i + 1)
            .is_some_and(|t| !one && Words::is_meal_word(t) || Words::span(t).is_some())
    });
    (counted && !words.has_any(&["buy", "list"]) && !words.has_any(&OVERVIEWS)).then_some(asks)
}

/// Phrases that ask for the plan made before once more.
const AGAIN: [&str; 5] = [
    "same again",
    "same as before",
    "same as last time",
    "same thing again",
    "more of the same",
];

/// "same again for another 3 days", "same again but for lunches": another plan like the last,
/// when it says for how long or for which meals.
fn asks_again(words: &Words) -> bool {
    words.has_any_phrase(&AGAIN)
        && (Reading::new(words).stated_days().is_some()
            || (0..words.len()).any(|i| words.meal_type_at(i).is_some()))
}

/// Words that name a plan to be made, which a negation before them refuses ("not make a
/// plan", "don't make a new one"; not "don't make it spicy").
const PLAN_MAKING: [&str; 3] = ["plan", "planning", "new"];

/// Words that ask for something without being filler ("I'm not after a new plan").
const ASKING: [&str; 5] = ["after", "looking", "asking", "bother", "bothering"];

/// "NOT make a plan", "please don't make a new one", "no need to plan": a negation whose
/// clause goes on, through filler only, to making a plan. "don't want fish, plan 4 dinners"
/// refuses fish, not the plan.
fn refuses_plan(words: &Words) -> bool {
    refused_plan_end(words).is_some()
}

/// Where the clause that refuses a plan ends.
fn refused_plan_end(words: &Words) -> Option<usize> {
    let negations = (0..words.len()).filter(|&i| {
        words
            .get(i)
            .is_some_and(|t| matches!(t, "not" | "don't" | "never" | "no"))
    });
    negations.into_iter().find_map(|i| {
        let clause_end = (i + 1..=words.len())
            .find(|&j| words.get(j).is_none_or(|t| t == BREAK))
            .unwrap_or(words.len());
        for word in (i + 1..clause_end).filter_map(|j| words.get(j)) {
            if PLAN_MAKING.contains(&word) {
                return Some(clause_end);
            }
            // "not after a new plan", "not looking for a plan".
            if !Words::is_filler(word) && !ASKING.contains(&word) {
                return None;
            }
        }
        None
    })
}

/// Meals asked for over days counted out, without the word "plan": "vegan lunches and dinners
/// for the next five days please", "sort out four dinners", "I'd love a Mediterranean week -
/// dinners for 2". Questions about meals already planned or eaten, searches and lists are not.
fn asks_for_meals(words: &Words) -> bool {
    // "for the next three nights", "pasta night every night": nights are dinners.
    let meals = (0..words.len()).any(|i| words.meal_type_at(i).is_some())
        || words.has_any(&["meals", "food", "nights", "night"]);
    let asks_otherwise = words.has_any(&READ_CUES)
        || words.has_any_phrase(&READ_PHRASES)
        || words.has_any(&OVERVIEWS)
        || words.has_any(&[
            "which", "contain", "contains", "recipe", "recipes", "find", "search", "buy",
            "history", "ate", "eaten", "swap", "replace", "instead", "allergen", "allergens",
        ])
        // "are there any allergens in this week's meals?": a yes-no question about the plan
        // ("are you able to do 3 dinners" asks for them).
        || yes_no_question(words)
        // "any nuts in this week's dinners?".
        || words.get(0) == Some("any") && asked_allergen(words).is_some();
    meals && !asks_otherwise && Reading::new(words).counted_days().is_some()
}

/// Whether a clause of the request is a yes-no question ("are there any allergens in this
/// week's meals?", "my son is allergic to sesame - is there any in this week's food?"); "are
/// you able to do 3 dinners" asks for them.
fn yes_no_question(words: &Words) -> bool {
    (0..words.len()).any(|i| {
        let starts = i == 0 || words.get(i - 1) == Some(BREAK);
        starts
            && words.get(i).is_some_and(|first| {
                matches!(
                    first,
                    "is" | "are" | "does" | "do" | "has" | "have" | "did" | "was"
                )
            })
            // "do you …?" asks for something; "did you put a dessert with it?" asks.
            && (words.get(i + 1) != Some("you") || words.get(i) == Some("did"))
            // "do a week of dinners", "do me 3 lunches" ask for them.
            && !(words.get(i) == Some("do")
                && (words.number_at(i + 1).is_some()
                    || matches!(words.get(i + 1), Some("me" | "us" | "some"))))
    })
}

/// Whether the request points at the plan made ("in the plan", "this week's", "the meals you
/// picked"), not at recipes in general.
fn refers_to_plan(words: &Words) -> bool {
    // "not for the plan, just curious" points away from it.
    if words.has_any_phrase(&["not for the plan", "not for my plan", "not in the plan"]) {
        return false;
    }
    words.has_any(&["planned", "menu"])
        || words.has_any_phrase(&[
            "the plan",
            "my plan",
            "our plan",
            "this plan",
            "current plan",
            "meal plan",
            "this week",
            "this weekend",
        ])
        || chosen_by_you(words)
}

/// "the meals you picked", "what did you choose for us": what the assistant put in the plan.
fn chosen_by_you(words: &Words) -> bool {
    (1..words.len()).any(|at| {
        let next = words.get(at + 1).unwrap_or_default();
        // "what did you end up planning for us".
        let asked_after = (at + 1..at + 4)
            .map_while(|j| words.get(j).filter(|t| *t != BREAK))
            .any(|t| {
                matches!(
                    t,
                    "pick" | "choose" | "plan" | "planning" | "suggest" | "select" | "give" | "put"
                )
            });
        words.get(at) == Some("you")
            && (matches!(
                next,
                "picked"
                    | "chose"
                    | "chosen"
                    | "planned"
                    | "suggested"
                    | "selected"
                    | "gave"
                    | "made"
                    | "came"
            ) || words.get(at - 1) == Some("did") && asked_after)
    })
}

/// A new plan: days, meal types, diet, exclusions (also those remembered), servings, the parts
/// of each meal besides its main and the cuisine or ingredient asked for.
fn plan_meals(text: &str, words: &Words, context: &ConversationContext) -> Option<Intent> {
    let verb = plan_verb(words)?;
    let mut reading = Reading::new(words);
    let mut excluded = reading.exclusions();
    let servings = reading.servings();
    let minutes = reading.max_minutes();
    let meal_types = reading.plan_meal_types();
    let days = reading.plan_days().clamp(1, 14);
    let components = reading.components();
    let mut input = json!({ "days": days, "meal_types": meal_types });
    if !components.is_empty() {
        input["components"] = json!(components);
    }
    if let Some(diet) = reading.diet(&mut excluded) {
        input["diet"] = json!(diet);
    }
    if let Some(query) = reading.plan_query(verb) {
        input["search_query"] = json!(query);
    }
    // "same again for 3 days": the last plan's cuisine and diet, unless said otherwise.
    if asks_again(words) {
        for (key, remembered) in [
            ("search_query", &context.plan_search_query),
            ("diet", &context.plan_diet),
        ] {
            if let Some(value) = remembered.as_ref().filter(|_| input.get(key).is_none()) {
                input[key] = json!(value);
            }
        }
    }
    remembered(&mut excluded, context);
    if !excluded.is_empty() {
        input["excluded_ingredients"] = json!(excluded);
    }
    if let Some(servings) = servings {
        input["servings"] = json!(servings);
    }
    if let Some(minutes) = minutes {
        input["max_prep_minutes"] = json!(minutes);
    }
    if let Some(date) = stated_date(text) {
        input["start_date"] = json!(date);
    }
    Some(("plan_meals", input))
}

/// "which meals have milk?", "does my plan contain peanuts?", "which dinners contain almonds?",
/// "I'm allergic to sesame": the plan's meals with that allergen; "check my plan for
/// allergens": all nine. A search ("what can I make with eggs?") is none.
fn allergens(text: &str, words: &Words, _: &ConversationContext) -> Option<Intent> {
    // "anything with tofu in the plan?", "which recipes this week use eggs", "is there anything
    // with dairy on saturday?" ask of the plan.
    // "which recipes use tahini", "list the meals with walnuts": a choice among, or a list of,
    // the meals there are, which are the plan's.
    let among_meals = words.has_any_phrase(&[
        "which recipes",
        "which recipe",
        "which meals",
        "which meal",
        "which dishes",
        "list the meals",
        "list meals",
        "list all the meals",
        "the meals with",
        "the meals that",
    ]);
    let question = text.trim_end().ends_with('?');
    // "anything with soy sauce in it?": "it" is the plan talked about.
    let of_plan = refers_to_plan(words)
        || among_meals
        || question && words.has_any_phrase(&["in it", "in them"]);
    let searching = (SEARCH_CUES.iter().any(|cue| words.has_phrase(cue))
        || words.has_any_phrase(&MAKE_QUESTIONS))
        && !of_plan
        && !(yes_no_question(words) && day(words).is_some());
    // "nuts?", "tahini or sesame anywhere?": a food asked after on its own.
    let asks = among_meals
        || question
        || words.has("anywhere")
        || words.has_any(&[
            "which", "what", "does", "do", "is", "are", "any", "anything", "contain", "contains",
            "have", "has", "allergic", "allergy", "safe", "every",
        ]);
    let checks = words.has_any(&["allergen", "allergens", "allergy", "allergies", "check"]);
    // "run an allergy check on everything, milk eggs nuts": several allergens at once are the
    // whole check.
    if checks && named_allergens(words) > 1 && !searching {
        return Some(("check_allergens", json!({})));
    }
    if let Some(allergen) = asked_allergen(words)
        && asks
        && !searching
        && !asks_which_day(words)
    {
        return Some(("list_meals_by_allergen", json!({ "allergen": allergen })));
    }
    (words.has_any(&["allergen", "allergens", "allergy", "allergies"]) && !searching)
        .then(|| ("check_allergens", json!({})))
}

/// Questions that ask what could be cooked, not what the plan holds.
const MAKE_QUESTIONS: [&str; 7] = [
    "what can i make",
    "what can i cook",
    "what could i make",
    "what could i cook",
    "do with",
    "use up",
    "look up",
];

/// How many different allergens the request names.
fn named_allergens(words: &Words) -> usize {
    let mut named: Vec<&str> = (0..words.len())
        .filter_map(|i| words.allergen_at(i).map(|(id, _)| id))
        .collect();
    named.sort_unstable();
    named.dedup();
    named.len()
}

/// The allergen a request asks about: one the vocabulary names ("dairy", "nuts"), or the first
/// that a food asked after holds ("contain almonds", "any cream" → tree nuts, milk). A food
/// named otherwise ("which day was the lasagne on?"), or a part of a meal ("a pudding"), asks
/// about no allergen.
fn asked_allergen(words: &Words) -> Option<&'static str> {
    let named = (0..words.len()).find_map(|i| words.allergen_at(i).map(|(id, _)| id));
    named.or_else(|| {
        let asked_after = (0..words.len()).find(|&i| {
            words.get(i).is_some_and(|t| {
                matches!(
                    t,
                    "contain"
                        | "contains"
                        | "have"
                        | "has"
                        | "with"
                        | "any"
                        | "there"
                        | "use"
                        | "uses"
                        | "allergic"
                )
            })
        })?;
        // "do we have a pudding with saturday's dinner?" asks after a part of a meal; "almonds
        // or cashews, which meals have those" names the foods before.
        let from = if words.has_any(&["those", "these", "them"]) {
            0
        } else {
            asked_after + 1
        };
        (from..words.len())
            .filter_map(|i| words.get(i))
            .filter(|word| {
                !Words::is_filler(word) && !Words::is_known(word) && role_of(word).is_none()
            })
            .find_map(|word| allergens_of(&[word]).first().copied())
    })
}

/// "show me the current plan", "what's on the menu", "what am I eating on Thursday?".
fn show_current_plan(_: &str, words: &Words, _: &ConversationContext) -> Option<Intent> {
    // "what have you got down for sunday?", "what's lined up for friday?" name the plan too.
    let names_plan = words.has_any(&["plan", "plans", "planned", "menu", "schedule"])
        || words.has_any_phrase(&[
            "got down",
            "put down",
            "have down",
            "us down",
            "me down",
            "lined up",
            "line up",
            "lineup",
            "already have",
            "already got",
            "already made",
            "one we have",
            "one we've got",
            "so far",
            "whole week",
        ]);
    // "how many dinners are in the plan?", "is the plan all vegetarian?" ask of it too.
    let reads = words.has_any(&READ_CUES)
        || words.has_any(&["my", "current", "our", "repeat", "again"])
        || words.has_any(&["how", "which", "when", "is", "are", "any"]);
    let whats_on = words.has_any_phrase(&[
        "am i eating",
        "are we eating",
        "am i having",
        "are we having",
        "what for",
        "what on",
        "what is on",
        "what is for",
        "am i cooking",
        "are we cooking",
        "i'm having",
        "we're having",
        "i'm eating",
        "we're eating",
        "i'm cooking",
        "we're cooking",
        "what do we have",
        "what do i have",
        "what have we got",
        "what have i got",
        "what i've got",
        "what we've got",
        "what we got",
    ]) || words.has("what")
        // "wot we havin 2nite", "what are the kids having for lunch on wed".
        && (words.has_any_phrase(&["we having", "we eating", "i having", "i eating"])
            || words.has_any(&["having", "eating"]) && names_meal(words));
    // "what's dinner tonight?", "what is for lunch on friday": a planned meal asked after.
    let whats_meal = (0..words.len()).any(|i| {
        words.get(i) == Some("what")
            && (i + 1..words.len())
                .find(|&j| {
                    !words.get(j).is_some_and(|t| {
                        matches!(
                            t,
                            "is" | "was"
                                | "for"
                                | "on"
                                | "in"
                                | "the"
                                | "my"
                                | "our"
                                | "be"
                                | "we"
                                | "got"
                        )
                    })
                })
                .is_some_and(|j| {
                    words.meal_type_at(j).is_some()
                        || words.weekday_at(j).is_some()
                        // "what's the dessert on sunday?"
                        || words.get(j).and_then(role_of).is_some() && day(words).is_some()
                })
    });
    // "pull up this week's meals", "remind me of the dishes", "list the meals you picked": the
    // planned meals, of a stretch of the plan or all of it.
    let set_noun = |t: &str| matches!(t, "meals" | "dishes" | "dinners" | "lunches" | "breakfasts");
    let the_meals = (1..words.len())
        .any(|i| words.get(i - 1) == Some("the") && words.get(i).is_some_and(set_noun))
        && Reading::new(words).food_rest(0, &[]).is_none();
    // "which meals have a dessert with them?": a part of the planned meals asked after.
    let planned_meals = (0..words.len()).any(|i| words.get(i).is_some_and(set_noun))
        && (words.has("this")
            || words.tokens.iter().any(|t| role_of(t).is_some())
            || words.has_phrase("coming up")
            || day(words).is_some()
            || the_meals
            || chosen_by_you(words));
    // "don't plan anything, just show me some lunch ideas" names no plan to show; the search
    // words of the refusal itself ("not looking for a new plan") are not browsing.
    let browses = refused_plan_end(words).is_some_and(|end| {
        (end..words.len()).any(|i| SEARCH_CUES.iter().any(|cue| words.phrase_at(i, cue)))
    });
    if browses {
        return None;
    }
    (names_plan && reads
        || words.has_any(&OVERVIEWS)
        // "so what did you end up planning for us?"
        || chosen_by_you(words) && words.has_any(&READ_CUES)
        // "go over the meals again": what was shown before.
        || planned_meals
            && (words.has_any(&READ_CUES)
                || words.has_any_phrase(&READ_PHRASES)
                || words.has_any(&["which", "how", "again"]))
        // "is there a dessert with sunday dinner?", "does monday's dinner have a side?", "is
        // there meat in every dinner this week?".
        || yes_no_question(words) && (day(words).is_some() || refers_to_plan(words))
        || whats_on
        || whats_meal
        // "read me out the week": the plan's days read through.
        || words.has_any_phrase(&READ_PHRASES)
            && words.has_any(&["week", "weekend", "days", "meals"])
        // "anything down for tmrw?": what the plan has for a meal named.
        || words.has_phrase("down for") && names_meal(words)
        || asks_after_planned(words))
    .then(|| ("show_current_plan", json!({})))
}

/// "can I see the full week", "what did you put down for Wednesday lunch?", "which day was the
/// lasagne on?", "when is the risotto?": a look at what the plan holds, without the word
/// "plan". A request for ideas is a search.
fn asks_after_planned(words: &Words) -> bool {
    // A day of the plan, or all of it: "show me some quick dinners" browses recipes.
    let names_slot = day(words).is_some() || words.has_any(&["week", "weekend"]);
    let looks = words.has_any(&["see", "show", "view", "remind"])
        || words.has_any_phrase(&["did you", "did we", "did i", "look at"]);
    let searching = SEARCH_CUES.iter().any(|cue| words.has_phrase(cue));
    (looks && names_slot || asks_which_day(words)) && !searching
}

/// "which day was the lasagne on?", "when is the salmon?", "which night is the curry?": where a
/// meal is in the plan.
fn asks_which_day(words: &Words) -> bool {
    words.get(0) == Some("when")
        || (1..words.len()).any(|i| {
            matches!(words.get(i - 1), Some("which" | "what"))
                && matches!(words.get(i), Some("day" | "night" | "evening" | "date"))
        })
}

/// "find chicken recipes", "something with chicken", "which meals have mushrooms?", "what can
/// I make with spinach?", "quick dinners under 20 minutes".
fn search_recipes(_: &str, words: &Words, _: &ConversationContext) -> Option<Intent> {
    let cue = SEARCH_CUES.iter().any(|c| words.has_phrase(c))
        || words.has_any_phrase(&[
            "which meals have",
            "what meals have",
            "which meals contain",
            "meals with",
        ])
        // "show me some korean dishes": food to look at, not the plan's.
        || words.has_any(&["show", "see"])
            && (words.has("some") || Reading::new(words).food_rest(0, &[]).is_some())
        // "quick pasta dinners, 15 mins max": food within a time, of no planned day.
        || day(words).is_none() && {
            let mut reading = Reading::new(words);
            reading.max_minutes().is_some() && reading.food_rest(0, &[]).is_some()
        };
    if !cue {
        return None;
    }
    let mut reading = Reading::new(words);
    let excluded = reading.exclusions();
    let minutes = reading.max_minutes();
    let mut input = json!({});
    // A search names what it looks for, even a dish no list knows ("look up jollof").
    let ignored = ["else", "cuisine"];
    let query = said_query(words, &reading, &ignored).or_else(|| reading.rest(0, &ignored));
    if let Some(query) = query {
        input["query"] = json!(query);
    }
    if let Some(meal) = meal_type(words) {
        input["meal_type"] = json!(meal);
    }
    if !excluded.is_empty() {
        input["excluded_ingredients"] = json!(excluded);
    }
    if let Some(minutes) = minutes {
        input["max_prep_minutes"] = json!(minutes);
    }
    Some(("search_recipes", input))
}
