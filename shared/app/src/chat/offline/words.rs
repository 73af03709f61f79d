//! The words of a plain request as the offline model reads them: the vocabulary (numbers, days,
//! meal types, diets, allergens, exclusion cues, filler, dishes and cuisines, people) from
//! `fixtures/chat/vocabulary.json`, and the request cut into lowercase tokens with the readings
//! the rules share.

use std::collections::{HashMap, HashSet};
use std::sync::LazyLock;

use cookbook_domain::spelling::edit_distance;
use serde::Deserialize;

const VOCABULARY_JSON: &str = include_str!("../../../../../fixtures/chat/vocabulary.json");

/// A clause boundary (`,`, `.`, `;`, `!`, `?`, `:`, a dash) among the tokens.
pub(super) const BREAK: &str = ",";

/// Meal types in the order of a day, the order plans list them in.
const DAY_ORDER: [&str; 4] = ["breakfast", "lunch", "dinner", "snack"];

#[derive(Debug, Deserialize)]
pub(super) struct Vocabulary {
    numbers: HashMap<String, u32>,
    ordinals: HashMap<String, u32>,
    spans: HashMap<String, u32>,
    weekdays: HashMap<String, String>,
    meal_types: HashMap<String, String>,
    all_meal_types: Vec<String>,
    diets: HashMap<String, String>,
    allergens: HashMap<String, String>,
    exclusion_cues: Vec<String>,
    servings_cues: Vec<String>,
    servings_nouns: Vec<String>,
    party_nouns: Vec<String>,
    filler: HashSet<String>,
    spellings: HashMap<String, String>,
    compounds: HashMap<String, String>,
    typo_targets: Vec<String>,
    recipe_changes: Vec<String>,
    dishes: HashSet<String>,
    excluded_diets: HashMap<String, String>,
    not_food: HashSet<String>,
    uncounted_allergens: HashSet<String>,
    appliances: Vec<String>,
    pescatarian_foods: Vec<String>,
    people: HashMap<String, Option<u32>>,
    solo_phrases: Vec<String>,
    cuisines: HashSet<String>,
    conditions: HashSet<String>,
}

static VOCABULARY: LazyLock<Vocabulary> = LazyLock::new(|| {
    serde_json::from_str(VOCABULARY_JSON)
        .unwrap_or_else(|e| panic!("fixtures/chat/vocabulary.json does not parse: {e}"))
});

/// A request's tokens: lowercase words (inner apostrophes kept, a trailing "'s" dropped, "+" and
/// "&" read as "and", text spellings such as "whats" and "u" written out, text-speak numerals
/// and "r" read as words ("4 us", "in r plan"), near misses of key words corrected, "work week" and "gluten free"
/// joined as "workweek" and "gluten-free") and [`BREAK`]s.
#[derive(Debug, Clone)]
pub(super) struct Words {
    pub tokens: Vec<String>,
}

impl Words {
    pub fn new(text: &str) -> Self {
        let text = text.to_lowercase().replace(['\u{2019}', '`'], "'");
        let mut tokens: Vec<String> = Vec::new();
        let mut word = String::new();
        let flush = |word: &mut String, tokens: &mut Vec<String>| {
            // A lone dash between words is a clause break ("we're vegetarian - plan …").
            if !word.is_empty()
                && word.chars().all(|c| c == '-')
                && tokens.last().is_some_and(|t| t != BREAK)
            {
                tokens.push(BREAK.to_owned());
            }
            let trimmed = word.trim_matches(['\'', '-']);
            let trimmed = trimmed.strip_suffix("'s").unwrap_or(trimmed);
            if !trimmed.is_empty() {
                tokens.push(trimmed.to_owned());
            }
            word.clear();
        };
        for c in text.chars() {
            if c.is_alphanumeric() || c == '\'' || c == '-' {
                word.push(c);
            } else {
                flush(&mut word, &mut tokens);
                if ",.;:!?()".contains(c) && tokens.last().is_some_and(|t| t != BREAK) {
                    tokens.push(BREAK.to_owned());
                }
                // "dinner + dessert", "mac & cheese".
                if "+&".contains(c) {
                    tokens.push("and".to_owned());
                }
            }
        }
        flush(&mut word, &mut tokens);
        let tokens = our_in_text_speak(split_hyphens(tokens))
            .into_iter()
            .map(|token| match VOCABULARY.spellings.get(&token) {
                Some(spelled) => spelled.clone(),
                None => corrected(unmarked_possessive(token)),
            })
            .collect();
        Self {
            tokens: possessive_dishes(join_free(join_compounds(numerals_as_words(tokens)))),
        }
    }

    /// The text lowercased, with curly apostrophes straightened and text spellings and
    /// numerals written out ("dont forget milk n eggs 2 the list" → "don't forget milk and eggs
    /// to the list"), punctuation kept.
    pub fn spelled_out(text: &str) -> String {
        let text = text.to_lowercase().replace(['\u{2019}', '`'], "'");
        let chunks: Vec<&str> = text.split(' ').collect();
        let word_of = |chunk: &str| chunk.trim_end_matches(|c: char| !c.is_alphanumeric()).len();
        let spelled = chunks
            .iter()
            .map(|chunk| &chunk[..word_of(chunk)])
            .map(|word| {
                VOCABULARY
                    .spellings
                    .get(word)
                    .cloned()
                    .unwrap_or_else(|| word.to_owned())
            });
        let words = numerals_as_words(spelled.collect());
        chunks
            .iter()
            .zip(words)
            .map(|(chunk, word)| format!("{word}{}", &chunk[word_of(chunk)..]))
            .collect::<Vec<_>>()
            .join(" ")
    }

    /// The words up to the first clause break.
    pub fn first_clause(&self) -> Self {
        let tokens = self.tokens.iter().take_while(|t| *t != BREAK).cloned();
        Self {
            tokens: tokens.collect(),
        }
    }

    pub fn len(&self) -> usize {
        self.tokens.len()
    }

    pub fn get(&self, i: usize) -> Option<&str> {
        self.tokens.get(i).map(String::as_str)
    }

    pub fn has(&self, word: &str) -> bool {
        self.tokens.iter().any(|t| t == word)
    }

    pub fn has_any(&self, words: &[&str]) -> bool {
        words.iter().any(|w| self.has(w))
    }

    /// Whether the (space-separated) phrase starts at token `i`.
    pub fn phrase_at(&self, i: usize, phrase: &str) -> bool {
        let parts: Vec<&str> = phrase.split(' ').collect();
        self.tokens.len() >= i + parts.len()
            && parts
                .iter()
                .zip(&self.tokens[i..])
                .all(|(part, token)| part == token)
    }

    /// Where the phrase first starts.
    pub fn find(&self, phrase: &str) -> Option<usize> {
        (0..self.tokens.len()).find(|&i| self.phrase_at(i, phrase))
    }

    pub fn has_phrase(&self, phrase: &str) -> bool {
        self.find(phrase).is_some()
    }

    pub fn has_any_phrase(&self, phrases: &[&str]) -> bool {
        phrases.iter().any(|p| self.has_phrase(p))
    }

    /// The number token `i` is ("4", "four", "a").
    pub fn number_at(&self, i: usize) -> Option<u32> {
        Self::number(self.get(i)?)
    }

    /// The number a token is ("4", "four", "a").
    pub fn number(token: &str) -> Option<u32> {
        token
            .parse()
            .ok()
            .or_else(|| VOCABULARY.numbers.get(token).copied())
    }

    /// The numeral digits or words of the request, as (position, value); "a"/"an" only as
    /// counts of what follows, never on their own.
    pub fn numbers(&self) -> impl Iterator<Item = (usize, u32)> + '_ {
        (0..self.len()).filter_map(|i| self.number_at(i).map(|n| (i, n)))
    }

    pub fn ordinal(word: &str) -> Option<u32> {
        VOCABULARY.ordinals.get(word).copied()
    }

    /// Days a span word stands for ("week" → 7).
    pub fn span(word: &str) -> Option<u32> {
        VOCABULARY.spans.get(word).copied()
    }

    /// The day token `i` names: a weekday, "today" or "tomorrow".
    pub fn weekday_at(&self, i: usize) -> Option<&'static str> {
        if self.negated_at(i) {
            return None;
        }
        vocabulary().weekdays.get(self.get(i)?).map(String::as_str)
    }

    /// The meal type token `i` names ("suppers" → dinner), unless it is said not to be ("I
    /// meant breakfasts not dinners").
    pub fn meal_type_at(&self, i: usize) -> Option<&'static str> {
        if self.negated_at(i) {
            return None;
        }
        vocabulary()
            .meal_types
            .get(self.get(i)?)
            .map(String::as_str)
    }

    /// Whether token `j` is the "list" of a list of foods to leave out ("the no list", "my
    /// no-go list", "the banned list"), not one to buy.
    pub fn no_list_at(&self, j: usize) -> bool {
        let before = |back: usize| j.checked_sub(back).and_then(|i| self.get(i));
        self.get(j) == Some("list")
            && (before(1).is_some_and(|q| matches!(q, "no" | "banned" | "avoid" | "don't"))
                || before(1) == Some("go") && before(2) == Some("no"))
    }

    /// Whether token `i` is said with "not" before it ("not friday", "NOT vegan", "isn't vegan
    /// after all").
    pub fn negated_at(&self, i: usize) -> bool {
        let before = |back: usize| i.checked_sub(back).and_then(|j| self.get(j));
        // "forget the vegan thing", "scrap the vegetarian idea".
        let dropped = before(1) == Some("the")
            && before(2).is_some_and(|t| matches!(t, "forget" | "scrap" | "ditch" | "drop"));
        dropped
            || before(1)
                .is_some_and(|t| matches!(t, "not" | "isn't" | "aren't" | "wasn't" | "weren't"))
    }

    pub fn is_meal_word(word: &str) -> bool {
        VOCABULARY.meal_types.contains_key(word)
    }

    pub fn is_day_word(word: &str) -> bool {
        VOCABULARY.weekdays.contains_key(word)
    }

    /// The plural of an allergen food said in the singular before a noun ("nut" of "nut
    /// allergy" → "nuts", "peanut-free" → "peanuts"), when the vocabulary names both and the
    /// food is counted ("no egg" stays "egg").
    pub fn allergen_plural(item: &str) -> Option<String> {
        let plural = format!("{item}s");
        let vocabulary = vocabulary();
        let allergens = &vocabulary.allergens;
        (allergens.contains_key(item)
            && allergens.contains_key(&plural)
            && !vocabulary.uncounted_allergens.contains(item))
        .then_some(plural)
    }

    pub fn diet(word: &str) -> Option<&'static str> {
        vocabulary().diets.get(word).map(String::as_str)
    }

    /// The diet a recipe is asked to be ("vegan", "gluten-free"), not one a person's condition
    /// calls for ("coeliac", "lactose intolerant").
    pub fn recipe_diet(word: &str) -> Option<&'static str> {
        Self::diet(word).filter(|_| !vocabulary().conditions.contains(word))
    }

    /// A word that says how a recipe should change ("less", "spicier", "healthier").
    pub fn is_recipe_change(word: &str) -> bool {
        VOCABULARY
            .recipe_changes
            .iter()
            .any(|change| change == word)
    }

    /// Whether a word or phrase names a kind of dish ("curries", "stir fry") or a cuisine
    /// ("korean"), in the singular or plural.
    pub fn is_dish_or_cuisine(phrase: &str) -> bool {
        let singulars = [
            phrase.strip_suffix("ies").map(|stem| format!("{stem}y")),
            phrase.strip_suffix("es").map(str::to_owned),
            phrase.strip_suffix('s').map(str::to_owned),
        ];
        std::iter::once(phrase.to_owned())
            .chain(singulars.into_iter().flatten())
            .any(|form| VOCABULARY.dishes.contains(&form) || VOCABULARY.cuisines.contains(&form))
    }

    /// A word for a person ("partner", "kids"): how many it counts when not counted out
    /// ("partner" 1), `None` for a group ("kids").
    pub fn person(word: &str) -> Option<Option<u32>> {
        VOCABULARY.people.get(word).copied()
    }

    /// A word the knowledge table knows as food that a request means otherwise ("kid-friendly").
    pub fn is_not_food(word: &str) -> bool {
        VOCABULARY.not_food.contains(word)
    }

    /// A word of the vocabulary's own lists (days, meal types, numbers, diets, …).
    pub fn is_known(word: &str) -> bool {
        is_known(word)
    }

    /// The appliance whose name starts at token `i` ("air fryer", "oven").
    pub fn appliance_at(&self, i: usize) -> Option<&'static str> {
        VOCABULARY
            .appliances
            .iter()
            .find(|appliance| self.phrase_at(i, appliance))
            .map(String::as_str)
    }

    /// Minutes and hours, the units of a time limit.
    pub fn is_time_unit(word: &str) -> bool {
        matches!(
            word,
            "minute" | "minutes" | "min" | "mins" | "hour" | "hours" | "hr" | "hrs"
        )
    }

    /// The diet that leaving out `item` amounts to ("meat" → vegetarian).
    pub fn excluded_diet(item: &str) -> Option<&'static str> {
        vocabulary().excluded_diets.get(item).map(String::as_str)
    }

    /// Foods a vegetarian who allows them is pescatarian by ("fish is fine").
    pub fn pescatarian_foods() -> &'static [String] {
        &vocabulary().pescatarian_foods
    }

    pub fn solo_phrases() -> &'static [String] {
        &vocabulary().solo_phrases
    }

    pub fn is_filler(word: &str) -> bool {
        VOCABULARY.filler.contains(word)
    }

    /// The allergen id a word or two-word phrase at `i` names, and how many tokens it takes.
    pub fn allergen_at(&self, i: usize) -> Option<(&'static str, usize)> {
        let two = self
            .get(i + 1)
            .map(|next| format!("{} {next}", self.get(i).unwrap_or_default()));
        if let Some(id) = two.and_then(|two| vocabulary().allergens.get(&two)) {
            return Some((id.as_str(), 2));
        }
        let word = self.get(i)?;
        let word = word.strip_suffix("-free").unwrap_or(word);
        vocabulary().allergens.get(word).map(|id| (id.as_str(), 1))
    }

    /// Phrases meaning "breakfast, lunch and dinner": where each starts and its length.
    pub fn all_meal_phrases(&self) -> Vec<(usize, usize)> {
        VOCABULARY
            .all_meal_types
            .iter()
            .filter_map(|phrase| {
                let len = phrase.split(' ').count();
                self.find(phrase).map(|i| (i, len))
            })
            .collect()
    }

    /// The length of the longest exclusion cue at token `i`, said as listed or with its verb in
    /// the third person ("my daughter hates mushrooms", "he avoids dairy").
    pub fn exclusion_at(&self, i: usize) -> Option<usize> {
        vocabulary()
            .exclusion_cues
            .iter()
            .filter(|cue| {
                let (verb, rest) = cue.split_once(' ').unwrap_or((cue, ""));
                let verb_said = self
                    .get(i)
                    .is_some_and(|t| t == verb || t.strip_suffix('s') == Some(verb));
                verb_said && (rest.is_empty() || self.phrase_at(i + 1, rest))
            })
            .map(|cue| cue.split(' ').count())
            .max()
    }

    pub fn servings_cues() -> &'static [String] {
        &vocabulary().servings_cues
    }

    /// The servings noun said after a count of `n` at token `i` ("4 people", "3 of them"); "one
    /// of us" or "one of them" picks someone out and counts no party.
    pub fn servings_noun_after(&self, i: usize, n: u32) -> Option<&'static String> {
        vocabulary()
            .servings_nouns
            .iter()
            .find(|noun| self.phrase_at(i + 1, noun))
            .filter(|noun| n > 1 || !noun.starts_with("of "))
    }

    /// Whether a servings noun counts the whole party ("4 people", "two of us") rather than a
    /// group of it ("2 adults"), so never adds up with the groups said beside it.
    pub fn is_party_noun(noun: &str) -> bool {
        vocabulary().party_nouns.iter().any(|n| n == noun)
    }
}

/// Meal types sorted in day order, each once.
pub(super) fn in_day_order(mut meals: Vec<&'static str>) -> Vec<&'static str> {
    meals.sort_by_key(|meal| DAY_ORDER.iter().position(|m| m == meal));
    meals.dedup();
    meals
}

/// The vocabulary, borrowed for the program's life so its words can be handed out as
/// `&'static str`.
fn vocabulary() -> &'static Vocabulary {
    &VOCABULARY
}

/// Whether a word is one the vocabulary reads, so never a misspelling (nor a food: "sunday" is
/// no "sundae").
fn is_known(word: &str) -> bool {
    let vocabulary = vocabulary();
    vocabulary.filler.contains(word)
        || vocabulary.numbers.contains_key(word)
        || vocabulary.ordinals.contains_key(word)
        || vocabulary.spans.contains_key(word)
        || vocabulary.weekdays.contains_key(word)
        || vocabulary.meal_types.contains_key(word)
        || vocabulary.diets.contains_key(word)
        || vocabulary.allergens.contains_key(word)
        || vocabulary.typo_targets.iter().any(|target| target == word)
}

/// "shopping-list" → "shopping list", "stir-fry" → "stir fry", "mon-fri" → "mon to fri";
/// diets and "X-free" / "plant-based" / "low-carb" keep their hyphen.
fn split_hyphens(tokens: Vec<String>) -> Vec<String> {
    let mut split = Vec::with_capacity(tokens.len());
    for token in tokens {
        let kept = !token.contains('-')
            || is_known(&token)
            || ["-free", "-based", "-carb"]
                .iter()
                .any(|s| token.ends_with(s));
        if kept {
            split.push(token);
            continue;
        }
        let parts: Vec<&str> = token.split('-').filter(|p| !p.is_empty()).collect();
        for (n, part) in parts.iter().enumerate() {
            let days = n > 0 && Words::is_day_word(parts[n - 1]) && Words::is_day_word(part);
            if days {
                split.push("to".to_owned());
            }
            split.push((*part).to_owned());
        }
    }
    split
}

/// The key word a misspelt word stands for ("wensday" → "wednesday", "shoping" → "shopping",
/// "vegitarian" → "vegetarian"): the nearest word of the vocabulary with the same first letter
/// within one edit, or two for long words; a word it knows, or a short one, stays as it is.
fn corrected(word: String) -> String {
    let Some(first) = word.chars().next() else {
        return word;
    };
    let length = word.chars().count();
    if length < 5 || !word.chars().all(char::is_alphabetic) || is_known(&word) {
        return word;
    }
    let vocabulary = vocabulary();
    let targets = vocabulary
        .weekdays
        .keys()
        .chain(vocabulary.meal_types.keys())
        .chain(vocabulary.diets.keys())
        .chain(vocabulary.allergens.keys())
        .chain(vocabulary.spans.keys())
        .chain(&vocabulary.typo_targets);
    let nearest = targets
        .filter(|target| target.starts_with(first) && target.chars().count() >= 5)
        .filter_map(|target| {
            let allowed = if target.chars().count() >= 8 && length >= 6 {
                2
            } else {
                1
            };
            let distance = edit_distance(&word, target);
            (distance <= allowed).then_some((distance, target))
        })
        .min();
    nearest.map_or(word, |(_, target)| target.clone())
}

/// Possessives said otherwise: text-speak "r" after a preposition is "our" ("any nuts in r
/// plan?"; elsewhere the spellings read it as "are"), and "me" before a person is "my" ("for
/// me mum and me").
fn our_in_text_speak(mut tokens: Vec<String>) -> Vec<String> {
    for i in 0..tokens.len() {
        let after_preposition = i > 0
            && matches!(
                tokens[i - 1].as_str(),
                "in" | "on" | "for" | "of" | "to" | "at" | "from" | "with"
            );
        let before_person = tokens
            .get(i + 1)
            .is_some_and(|next| VOCABULARY.people.contains_key(next.as_str()));
        if tokens[i] == "r" && after_preposition {
            tokens[i] = "our".to_owned();
        } else if tokens[i] == "me" && before_person {
            tokens[i] = "my".to_owned();
        }
    }
    tokens
}

/// A day's possessive written without its apostrophe ("2nites", "tonights", "thursdays
/// dinner") as the day.
fn unmarked_possessive(token: String) -> String {
    if is_known(&token) {
        return token;
    }
    let Some(stem) = token.strip_suffix('s') else {
        return token;
    };
    let stem = VOCABULARY.spellings.get(stem).map_or(stem, String::as_str);
    if Words::is_day_word(stem) {
        stem.to_owned()
    } else {
        token
    }
}

/// Text-speak numerals that stand for words: "4" for "for" before whom or when a meal is for
/// ("4 us", "4 2nite", "what's 4 tea"), "2" for "to" before a verb ("what 2 cook"). A count
/// ("4 dinners", "4 people") stays a number.
fn numerals_as_words(mut tokens: Vec<String>) -> Vec<String> {
    for i in 0..tokens.len() {
        let next = tokens.get(i + 1).map_or("", String::as_str);
        let before = i.checked_sub(1).map_or("", |j| tokens[j].as_str());
        let whom = matches!(
            next,
            "me" | "us" | "you" | "the" | "my" | "our" | "him" | "her" | "them"
        ) || Words::is_day_word(next);
        let meal_asked = before == "what" && Words::is_meal_word(next);
        // "4 2 people": a count follows, so no count is this.
        let count_follows = Words::number(next).is_some();
        // Dictation writes "for" and "to" as the numbers they sound like ("four the next five
        // days", "add nappies two the list").
        let word = match tokens[i].as_str() {
            "4" if whom || meal_asked || count_follows => "for",
            "four" if whom && !Words::is_day_word(next) => "for",
            "two" if matches!(next, "the" | "my" | "our") => "to",
            "2" if matches!(
                next,
                "cook"
                    | "make"
                    | "eat"
                    | "buy"
                    | "have"
                    | "do"
                    | "get"
                    | "try"
                    | "use"
                    | "the"
                    | "my"
                    | "our"
            ) =>
            {
                "to"
            }
            _ => continue,
        };
        tokens[i] = word.to_owned();
    }
    tokens
}

/// Two words that name one thing joined as the vocabulary's one word ("work week" →
/// "workweek"), and three that name one dish as one token ("mac and cheese").
fn join_compounds(tokens: Vec<String>) -> Vec<String> {
    let mut joined: Vec<String> = Vec::with_capacity(tokens.len());
    for token in tokens {
        // "mac and cheese", "fish and chips": three words one dish.
        let n = joined.len();
        let triple = (n >= 2).then(|| format!("{} {} {token}", joined[n - 2], joined[n - 1]));
        let pair = joined.last().map(|last| format!("{last} {token}"));
        if let Some(compound) = triple.and_then(|triple| VOCABULARY.compounds.get(&triple)) {
            joined.truncate(n - 2);
            joined.push(compound.clone());
        } else if let Some(compound) = pair.and_then(|pair| VOCABULARY.compounds.get(&pair)) {
            joined.pop();
            joined.push(compound.clone());
        } else {
            joined.push(token);
        }
    }
    joined
}

/// A dish named with a possessive gets its "'s" back ("shepherd pie" → "shepherd's pie"), so
/// a query says it as the dish list does.
fn possessive_dishes(mut tokens: Vec<String>) -> Vec<String> {
    for i in 1..tokens.len() {
        let possessive = format!("{}'s {}", tokens[i - 1], tokens[i]);
        if VOCABULARY.dishes.contains(&possessive) {
            tokens[i - 1].push_str("'s");
        }
    }
    tokens
}

/// "gluten free" → "gluten-free", "low carb" → "low-carb", "plant based" → "plant-based".
fn join_free(tokens: Vec<String>) -> Vec<String> {
    let mut joined: Vec<String> = Vec::with_capacity(tokens.len());
    for token in tokens {
        let suffix = matches!(token.as_str(), "free" | "carb" | "based");
        match joined.last_mut() {
            Some(last) if suffix && last != BREAK && !Words::is_filler(last) => {
                last.push('-');
                last.push_str(&token);
            }
            _ => joined.push(token),
        }
    }
    joined
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn near_misses_of_key_words_are_read_as_the_words() {
        let words = Words::new("wensday's vegitarian brekfasts, shoping-list pls, mon-fri");
        assert_eq!(
            words.tokens,
            [
                "wednesday",
                "vegetarian",
                "breakfasts",
                BREAK,
                "shopping",
                "list",
                "please",
                BREAK,
                "mon",
                "to",
                "fri"
            ]
        );
        // Known words and short ones are never "corrected".
        assert_eq!(
            Words::new("there three soup").tokens,
            ["there", "three", "soup"]
        );
        assert_eq!(
            Words::new("the work week, gluten free").tokens,
            ["the", "workweek", BREAK, "gluten-free"]
        );
        // Text-speak is written out; a possessive dish keeps its "'s".
        assert_eq!(
            Words::new("me n my 4 ppl r having shepherd's pie weds").tokens,
            [
                "me",
                "and",
                "my",
                "4",
                "people",
                "are",
                "having",
                "shepherd's",
                "pie",
                "weds"
            ]
        );
    }
}
