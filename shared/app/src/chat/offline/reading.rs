//! The arguments a plain request states: days, meal types, the day and meal it names, diet
//! (named, or a rule such as "no meat"), exclusions, servings (counted, or people named), a time
//! limit, the parts of each meal besides its main, and the food, dish or cuisine left in its
//! words. A [`Reading`] marks the tokens each argument used up, so what is left can be the query.

use cookbook_domain::variant::MealRole;

use super::food::{names_food, up_to_food};
use super::words::{BREAK, Words, in_day_order};
use crate::kitchen::meal_edit::offline::role_of;

/// A request being read: its words and which of them an argument has taken.
pub(super) struct Reading<'w> {
    pub words: &'w Words,
    used: Vec<bool>,
}

/// Words that end an exclusion's ingredient ("without nuts for 4 days"): prepositions and
/// the conjunctions that start another clause ("no meat though seafood is ok").
const ITEM_ENDS: [&str; 22] = [
    "for", "in", "on", "please", "but", "with", "this", "next", "that", "plan", "when", "from",
    "to", "so", "though", "although", "because", "since", "if", "unless", "as", "which",
];

impl<'w> Reading<'w> {
    pub fn new(words: &'w Words) -> Self {
        Self {
            words,
            used: vec![false; words.len()],
        }
    }

    fn take(&mut self, from: usize, len: usize) {
        for used in self.used.iter_mut().skip(from).take(len) {
            *used = true;
        }
    }

    fn is_used(&self, i: usize) -> bool {
        self.used.get(i).copied().unwrap_or(true)
    }

    /// Ingredients to leave out: "without X", "no X", "hold the X", "allergic to X", "I can't
    /// eat X, Y or Z", "X-free" (when that is no diet). As said, lowercased.
    pub fn exclusions(&mut self) -> Vec<String> {
        let words = self.words;
        let mut found = Vec::new();
        let mut i = 0;
        while i < words.len() {
            if let Some(len) = words.exclusion_at(i) {
                let end = self.items_after(i + len, &mut found);
                self.take(i, end - i);
                i = end.max(i + 1);
                continue;
            }
            if let Some(end) = self
                .kept_out(i, &mut found)
                .or_else(|| self.no_listed(i, &mut found))
            {
                i = end;
                continue;
            }
            let token = words.get(i).unwrap_or_default();
            if let Some(item) = token.strip_suffix("-free")
                && Words::diet(token).is_none()
                && !item.is_empty()
            {
                found.push(item.to_owned());
                self.take(i, 1);
            }
            i += 1;
        }
        self.allergies(&mut found);
        self.upsets(&mut found);
        // "nut-free", "a nut allergy": the food as a list names it ("nuts").
        for item in &mut found {
            if let Some(plural) = Words::allergen_plural(item) {
                *item = plural;
            }
        }
        found.dedup();
        found
    }

    /// "keep mushrooms out from now on", "leave the olives off": the food between "keep" or
    /// "leave" and "out", "off" or "away" in one clause; returns where the phrase ends.
    fn kept_out(&mut self, i: usize, found: &mut Vec<String>) -> Option<usize> {
        let words = self.words;
        if !matches!(words.get(i), Some("keep" | "leave")) {
            return None;
        }
        let end = (i + 2..(i + 6).min(words.len()))
            .take_while(|&j| words.get(j) != Some(BREAK))
            .find(|&j| matches!(words.get(j), Some("out" | "off" | "away")))?;
        let said: Vec<&str> = (i + 1..end).filter_map(|j| words.get(j)).collect();
        // "the big triggers are onion and garlic so leave those out": the foods said before.
        if matches!(said.as_slice(), ["those" | "them" | "these" | "both"]) {
            let before: Vec<usize> = (0..i)
                .filter(|&j| !self.is_used(j))
                .filter(|&j| {
                    words
                        .get(j)
                        .is_some_and(|t| !Words::is_filler(t) && names_food(&[t]))
                })
                .collect();
            if before.is_empty() {
                return None;
            }
            for j in before {
                found.push(words.get(j).unwrap_or_default().to_owned());
                self.take(j, 1);
            }
            self.take(i, end + 1 - i);
            return Some(end + 1);
        }
        let item: Vec<&str> = said.into_iter().filter(|t| !Words::is_filler(t)).collect();
        if item.is_empty() || !names_food(&item) {
            return None;
        }
        found.push(item.join(" "));
        self.take(i, end + 1 - i);
        Some(end + 1)
    }

    /// "add mushrooms to the no list": foods put on a list of what to leave out; returns where
    /// the phrase ends.
    fn no_listed(&mut self, i: usize, found: &mut Vec<String>) -> Option<usize> {
        let words = self.words;
        if !matches!(words.get(i), Some("add" | "put" | "stick")) {
            return None;
        }
        let list = (i + 2..words.len())
            .take_while(|&j| words.get(j) != Some(BREAK))
            .find(|&j| words.no_list_at(j))?;
        let item: Vec<&str> = (i + 1..list)
            .filter_map(|j| words.get(j))
            .take_while(|t| !matches!(*t, "to" | "on" | "onto"))
            .filter(|t| !Words::is_filler(t))
            .collect();
        if item.is_empty() || !names_food(&item) {
            return None;
        }
        found.push(item.join(" "));
        self.take(i, list + 1 - i);
        Some(list + 1)
    }

    /// "shellfish makes me ill", "onions make him sick": the food said before what it does to
    /// someone, unless an exclusion already names it.
    fn upsets(&mut self, found: &mut Vec<String>) {
        let words = self.words;
        for i in 1..words.len() {
            if !matches!(words.get(i), Some("makes" | "make" | "made")) {
                continue;
            }
            // Who it upsets: "me", "him", "my husband", "the kids".
            let mut at = i + 1;
            if words
                .get(at)
                .is_some_and(|t| matches!(t, "my" | "our" | "his" | "her" | "the"))
            {
                at += 1;
            }
            let someone = words.get(at).is_some_and(|t| {
                matches!(t, "me" | "us" | "him" | "her" | "them") || Words::person(t).is_some()
            });
            let ill = matches!(
                words.get(at + 1),
                Some("ill" | "sick" | "poorly" | "unwell" | "bloated")
            );
            if !someone || !ill {
                continue;
            }
            // The food: the words back to the clause's start or a filler word ("and").
            let start = (0..i)
                .rev()
                .take_while(|&j| {
                    !self.is_used(j)
                        && words
                            .get(j)
                            .is_some_and(|t| t != BREAK && !Words::is_filler(t))
                })
                .last();
            let Some(start) = start else {
                continue;
            };
            let item: Vec<&str> = (start..i).filter_map(|j| words.get(j)).collect();
            let food = item.join(" ");
            if names_food(&item) && !found.contains(&food) {
                found.push(food);
                self.take(start, at + 2 - start);
            }
        }
    }

    /// "a nut allergy", "his shellfish allergies": the allergen named before the word, unless
    /// an exclusion already names it ("nut allergy, so no nuts").
    fn allergies(&mut self, found: &mut Vec<String>) {
        let words = self.words;
        for i in 0..words.len() {
            if !matches!(
                words.get(i + 1),
                Some("allergy" | "allergies" | "intolerance")
            ) {
                continue;
            }
            let Some((allergen, 1)) = words.allergen_at(i) else {
                continue;
            };
            let named = found
                .iter()
                .any(|item| Words::new(item).allergen_at(0).map(|(id, _)| id) == Some(allergen));
            if !named {
                found.push(words.get(i).unwrap_or_default().to_owned());
            }
            self.take(i, 2);
        }
    }

    /// Collects "X", "X and Y", "X, Y or Z" from token `start`; returns where they end.
    fn items_after(&self, start: usize, found: &mut Vec<String>) -> usize {
        let words = self.words;
        let mut i = start;
        // Where the list ended before the item being read: an item after a joiner that names no
        // food ("no red meat and nothing too heavy", "no nuts anywhere (allergy)") is no part
        // of it.
        let mut listed = None;
        loop {
            // "the", "any more", "anything with".
            while words.get(i).is_some_and(Words::is_filler) {
                i += 1;
            }
            if listed.is_some()
                && let Some(food) = someone_elses(words, i)
            {
                i = food;
            }
            let mut item = Vec::new();
            while let Some(token) = words.get(i) {
                let ends = token == BREAK
                    || ITEM_ENDS.contains(&token)
                    || matches!(token, "and" | "or" | "nor")
                    || Words::is_meal_word(token)
                    || Words::is_day_word(token)
                    || words.number_at(i).is_some() && !matches!(token, "a" | "an")
                    || words.exclusion_at(i).is_some();
                if ends {
                    break;
                }
                item.push(token);
                i += 1;
            }
            // "no nuts at all", "without onions please", "no nuts anywhere": words after the
            // ingredient are no part of it.
            loop {
                while item.last().is_some_and(|word| Words::is_filler(word)) {
                    item.pop();
                }
                let food = up_to_food(&item).len();
                if food == item.len() {
                    break;
                }
                item.truncate(food);
            }
            // "no not friday": a correction, not a food.
            let named = item
                .iter()
                .any(|word| !Words::is_filler(word) && !matches!(*word, "not" | "no"));
            if let Some(end) = listed
                && !names_food(&item)
            {
                return end;
            }
            if named {
                found.push(item.join(" "));
            }
            // "X, Y or Z": another ingredient follows a joiner, unless a new clause starts.
            let joiner = words
                .get(i)
                .is_some_and(|t| matches!(t, "and" | "or" | "nor" | ","));
            let next = i + 1;
            let continues = named
                && joiner
                && (someone_elses(words, next).is_some()
                    || words.get(next).is_some_and(|t| {
                        t != BREAK
                            && !Words::is_filler(t)
                            && !Words::is_meal_word(t)
                            && !Words::is_day_word(t)
                            && words.number_at(next).is_none()
                            && words.exclusion_at(next).is_none()
                    }));
            if !continues {
                return i;
            }
            listed = Some(i);
            i = next;
        }
    }

    /// The diet a request names, or the one a rule it states amounts to ("no meat" vegetarian,
    /// "no animal products" vegan), which then stands for that exclusion; a vegetarian who
    /// allows fish ("but fish is fine", "but I eat fish") is pescatarian.
    pub fn diet(&mut self, excluded: &mut Vec<String>) -> Option<&'static str> {
        let words = self.words;
        let diet = match diet(words) {
            Some(diet) => diet,
            None => {
                let (at, diet) = excluded
                    .iter()
                    .enumerate()
                    .find_map(|(at, item)| Words::excluded_diet(item).map(|diet| (at, diet)))?;
                excluded.remove(at);
                diet
            }
        };
        // "vegetarian but I eat fish", "no meat but fish is fine".
        let allowed = (0..words.len()).find(|&i| {
            !self.is_used(i)
                && words.get(i).is_some_and(|t| {
                    Words::pescatarian_foods().iter().any(|food| food == t)
                        && !excluded.iter().any(|item| item == t)
                })
        });
        match allowed {
            Some(i) if diet == "vegetarian" => {
                self.take(i, 1);
                Some("pescatarian")
            }
            _ => Some(diet),
        }
    }

    /// "for 4 people", "for two", "serves 6", "family of four", "6 servings", "2 adults 2 kids",
    /// "me and my partner", "just me".
    pub fn servings(&mut self) -> Option<u32> {
        if let Some(party) = self
            .party()
            .or_else(|| self.couple())
            .or_else(|| self.cooked_for())
        {
            return Some(party);
        }
        let words = self.words;
        // "2 adults and a toddler": "a" counts one person among groups.
        let counted: Vec<(usize, u32, usize)> = words
            .numbers()
            .filter_map(|(i, n)| {
                let person = words.get(i + 1).and_then(Words::person).is_some();
                if matches!(words.get(i), Some("a" | "an")) && !person {
                    return None;
                }
                let noun = words
                    .servings_noun_after(i, n)
                    .map(|noun| noun.split(' ').count());
                Some((i, n, noun.or(person.then_some(1))?))
            })
            .collect();
        // "2 adults 2 kids": people counted in groups add up; a count of everyone ("4 of us: 2
        // adults, 2 kids") or of some of them ("two adults, one of us is allergic") is no group.
        if counted.len() > 1 {
            let mut groups = 0;
            let mut everyone = 0;
            for &(i, n, len) in &counted {
                self.take(i, len + 1);
                let noun = (i + 1..=i + len)
                    .filter_map(|j| words.get(j))
                    .collect::<Vec<_>>();
                if Words::is_party_noun(&noun.join(" ")) {
                    everyone = everyone.max(n);
                } else {
                    groups += n;
                }
            }
            return Some(groups.max(everyone));
        }
        for (i, n) in words.numbers() {
            if matches!(words.get(i), Some("a" | "an")) {
                continue;
            }
            let noun_after = words.servings_noun_after(i, n);
            let cue_before = Words::servings_cues().iter().find(|cue| {
                let len = cue.split(' ').count();
                i >= len && words.phrase_at(i - len, cue)
            });
            // "for two with a salad", "for 3 and keep it quick" (not "for 3 days", "for 2
            // dinners", "for 20 minutes").
            let clause_ends = words.get(i + 1).is_none_or(|t| {
                t == BREAK
                    || Words::is_filler(t)
                        && Words::span(t).is_none()
                        && !Words::is_meal_word(t)
                        && !Words::is_time_unit(t)
                        && !matches!(t, "more" | "of" | "meals" | "meal")
            });
            if let Some(noun) = noun_after {
                let start = cue_before.map_or(i, |cue| i - cue.split(' ').count());
                let end = i + 1 + noun.split(' ').count();
                // "the two of us plus grandma": people named after the count join it.
                let (joined, end) = match words.get(end) {
                    Some("plus" | "and") => match self.people_from(end + 1) {
                        (0, _, _) => match words.get(end + 1).and_then(Words::person) {
                            Some(Some(one)) => (one, end + 2),
                            _ => (0, end),
                        },
                        (more, after, _) => (more, after),
                    },
                    _ => (0, end),
                };
                self.take(start, end - start);
                return Some(n + joined);
            }
            if let Some(cue) = cue_before
                && (clause_ends || *cue != "for")
            {
                let len = cue.split(' ').count();
                self.take(i - len, len + 1);
                return Some(n);
            }
        }
        self.companions().or_else(|| self.solo())
    }

    /// People named rather than counted: "me and my partner" (2), "my wife, me and our 2 kids"
    /// (4).
    fn party(&mut self) -> Option<u32> {
        for start in 0..self.words.len() {
            let (count, end, with_self) = self.people_from(start);
            if with_self && count > 1 {
                self.take(start, end - start);
                return Some(count);
            }
        }
        None
    }

    /// "I'm doing it with my wife", "me, with my 2 kids": the speaker and the people they eat
    /// with, when no count says how many.
    fn companions(&mut self) -> Option<u32> {
        let words = self.words;
        if !words.has_any(&["i", "i'm", "me", "i'll"]) {
            return None;
        }
        let (at, count, end) = (0..words.len()).find_map(|i| {
            if words.get(i) != Some("with") || self.is_used(i) {
                return None;
            }
            let (count, end, _) = self.people_from(i + 1);
            (count > 0).then_some((i, count, end))
        })?;
        self.take(at, end - at);
        Some(count + 1)
    }

    /// "a week of dinners for my parents": a pair or group named by one word, cooked for by
    /// someone who does not say they eat too.
    fn cooked_for(&mut self) -> Option<u32> {
        let words = self.words;
        let (at, count, end) = (0..words.len()).find_map(|i| {
            if words.get(i) != Some("for") || self.is_used(i) {
                return None;
            }
            let (count, end, with_self) = self.people_from(i + 1);
            let named = (i + 1..end)
                .filter(|&j| words.get(j).and_then(Words::person).is_some())
                .count();
            (count >= 2 && !with_self && named == 1).then_some((i, count, end))
        })?;
        self.take(at, end - at);
        Some(count)
    }

    /// "we are a retired couple", "we're a couple": two, when "couple" counts no days or meals
    /// ("a couple of days", "a couple dinners").
    fn couple(&mut self) -> Option<u32> {
        let words = self.words;
        // "cooking for both of us".
        if let Some(at) = words.find("both of us") {
            self.take(at, 3);
            return Some(2);
        }
        if !words.has_any(&["we", "we're", "us"]) {
            return None;
        }
        let at = (0..words.len()).find(|&i| {
            words.get(i) == Some("couple")
                && !self.is_used(i)
                && words.get(i + 1).is_none_or(|next| {
                    next != "of" && !Words::is_meal_word(next) && Words::span(next).is_none()
                })
        })?;
        self.take(at, 1);
        Some(2)
    }

    /// "its just me", "on my own": one person.
    fn solo(&mut self) -> Option<u32> {
        let words = self.words;
        let (at, phrase) = Words::solo_phrases()
            .iter()
            .find_map(|phrase| words.find(phrase).map(|at| (at, phrase)))?;
        self.take(at, phrase.split(' ').count());
        Some(1)
    }

    /// The people listed from token `start` ("me", "my partner", "the 3 kids", joined by "and"
    /// or commas): how many, where the list ends and whether the speaker is among them.
    fn people_from(&self, start: usize) -> (u32, usize, bool) {
        let words = self.words;
        let (mut count, mut i, mut with_self) = (0, start, false);
        loop {
            let mut at = i;
            while words
                .get(at)
                .is_some_and(|t| matches!(t, "my" | "our" | "the" | "his" | "her" | "their"))
            {
                at += 1;
            }
            let counted = words.number_at(at);
            let noun_at = at + usize::from(counted.is_some());
            let person = words.get(noun_at).and_then(Words::person);
            let item = match (words.get(at), counted, person) {
                (Some("me" | "i" | "myself"), _, _) if at == i => Some((1, at + 1, true)),
                (_, Some(n), Some(_)) => Some((n, noun_at + 1, false)),
                // "my partner", and after the first person listed a bare one ("me n bf").
                (_, None, Some(Some(one))) if at > i || i > start => {
                    Some((one, noun_at + 1, false))
                }
                _ => None,
            };
            let Some((n, end, me)) = item else {
                return (count, i.max(start), with_self);
            };
            count += n;
            with_self |= me;
            i = end;
            if !words.get(i).is_some_and(|t| t == "and" || t == BREAK) {
                return (count, i, with_self);
            }
            i += 1;
        }
    }

    /// "under 20 minutes", "in 30 mins or less", "half an hour".
    pub fn max_minutes(&mut self) -> Option<u32> {
        let words = self.words;
        if let Some(i) = words.find("half an hour") {
            self.take(i, 3);
            return Some(30);
        }
        words.numbers().find_map(|(i, n)| {
            let unit = words.get(i + 1)?;
            let per_unit = match unit {
                "minute" | "minutes" | "min" | "mins" => 1,
                "hour" | "hours" => 60,
                _ => return None,
            };
            self.take(i, 2);
            Some(n * per_unit)
        })
    }

    /// The parts of each meal asked for besides its main, in the order said: "with a side",
    /// "with a side dish", "plus a side salad" (a salad), "and dessert". A role word that a
    /// dish name goes on from ("with sweet potatoes", "with salad dressing") is an ingredient.
    pub fn components(&mut self) -> Vec<MealRole> {
        let words = self.words;
        let mut roles = Vec::new();
        for i in 0..words.len() {
            // "with a side, a salad and a dessert": a comma right after a part goes on listing;
            // "…, sides too": a part added after a comma.
            let part_too = |at: usize| {
                words.get(at).and_then(part_named).is_some()
                    && matches!(words.get(at + 1), Some("too" | "also" | "included"))
            };
            let listing = words.get(i) == Some(BREAK)
                && (!roles.is_empty() && self.is_used(i - 1) || part_too(i + 1));
            // "… and throw a side in with each one", "include a dessert".
            let joins = matches!(
                words.get(i),
                Some("with" | "and" | "plus" | "throw" | "add" | "include" | "chuck")
            );
            if !(joins || listing) || self.is_used(i) {
                continue;
            }
            let mut at = i + 1;
            while words
                .get(at)
                .is_some_and(|t| matches!(t, "a" | "an" | "some" | "the"))
            {
                at += 1;
            }
            // "a side salad" is a salad served on the side.
            if words.get(at) == Some("side")
                && words
                    .get(at + 1)
                    .and_then(role_of)
                    .is_some_and(|role| role != MealRole::Side)
            {
                at += 1;
            }
            let Some(role) = words.get(at).and_then(part_named) else {
                continue;
            };
            let mut end = at + 1;
            if matches!(words.get(end), Some("dish" | "dishes")) {
                end += 1;
            }
            if words.phrase_at(end, "on the side") {
                end += 3;
            } else if words.get(end) == Some("alongside") {
                end += 1;
            }
            let ends = |t: &str| {
                t == BREAK
                    || ITEM_ENDS.contains(&t)
                    || matches!(t, "and" | "or" | "plus" | "each" | "every" | "too")
                    || Words::number(t).is_some()
                    || Words::is_meal_word(t)
                    || Words::is_day_word(t)
            };
            if words.get(end).is_some_and(|t| !ends(t)) {
                continue;
            }
            self.take(i, end - i);
            if role != MealRole::Main && !roles.contains(&role) {
                roles.push(role);
            }
        }
        roles
    }

    /// Breakfast, lunch and dinner asked for as one ("all three meals").
    pub fn all_meals(&mut self) -> bool {
        let phrases = self.words.all_meal_phrases();
        for &(i, len) in &phrases {
            self.take(i, len);
        }
        !phrases.is_empty()
    }

    /// Days to plan: "3 days", "a week", "next five days", "two weeks", "4 dinners", "the
    /// weekend", "monday to friday", else one day for "today"/"tomorrow", else a week.
    pub fn plan_days(&self) -> u32 {
        self.stated_days().unwrap_or(7)
    }

    /// The days a request states, if it states any.
    pub fn stated_days(&self) -> Option<u32> {
        let words = self.words;
        // "dinner for friday night": one weekday named, and no day it starts from.
        let one_weekday = (0..words.len())
            .filter(|&i| words.weekday_at(i).is_some())
            .count()
            == 1
            && !words.has_any(&[
                "from",
                "starting",
                "start",
                "starts",
                "beginning",
                "until",
                "till",
            ]);
        self.counted_days().or_else(|| {
            (words.has_any(&["today", "tonight", "tomorrow"]) || one_weekday).then_some(1)
        })
    }

    /// The days a request counts out: "3 days", "four dinners", "a week", "monday to friday",
    /// "tonight and tomorrow".
    pub fn counted_days(&self) -> Option<u32> {
        let words = self.words;
        let counted = |(i, n): (usize, u32)| -> Option<u32> {
            // "day 3's dinner" names a day of the plan.
            if self.is_used(i) || i > 0 && words.get(i - 1) == Some("day") {
                return None;
            }
            // "a couple of days": the count's "of" comes before what it counts.
            let next = match words.get(i + 1)? {
                "of" => words.get(i + 2)?,
                next => next,
            };
            // "3 meals a day", "all three meals a day" are rates, not lengths; "dinners 4
            // days" is a length.
            let rate = i > 0
                && matches!(words.get(i), Some("a" | "an" | "one"))
                && (self.is_used(i - 1)
                    || words
                        .get(i - 1)
                        .is_some_and(|t| Words::is_meal_word(t) || matches!(t, "meals" | "times")));
            // "the 5 school days" counts days, not school weeks.
            if next == "weekdays" {
                return Some(n);
            }
            // "24 weeks pregnant", "6 months old", "2 weeks ago" say when, not how long.
            let when = words
                .get(i + 2)
                .is_some_and(|t| matches!(t, "pregnant" | "old" | "ago" | "postpartum"));
            if let Some(days) = Words::span(next).filter(|_| !rate && !when) {
                return Some(n * days);
            }
            if next == "more" {
                return words.get(i + 2).and_then(Words::span).map(|days| n * days);
            }
            // "4 dinners", "5 vegetarian dinners", "3 Italian lunches" (never "a dinner").
            let counted = !matches!(words.get(i), Some("a" | "an"))
                && (i + 1..=i + 3)
                    .take_while(|&j| {
                        words.get(j).is_some_and(|t| t != BREAK)
                            && words.number_at(j).is_none()
                            && !self.is_used(j)
                    })
                    .any(|j| words.get(j).is_some_and(Words::is_meal_word));
            counted.then_some(n)
        };
        // "indian dinners x5", "taco night x3": meals times a count.
        let times = (1..words.len()).find_map(|i| {
            let n = words.get(i)?.strip_prefix('x')?.parse::<u32>().ok()?;
            let counted = words.get(i - 1)?;
            (Words::is_meal_word(counted) || matches!(counted, "night" | "nights")).then_some(n)
        });
        // "mon-fri … this week": the days named say more than the week they fall in.
        // "learn to make pasta one day, but for now plan me 4 dinners": "one day" is some day.
        let some_day = |(i, _): &(usize, u32)| {
            words.get(*i) == Some("one")
                && words.get(i + 1) == Some("day")
                && words
                    .get(i + 2)
                    .is_none_or(|t| t == BREAK || Words::is_filler(t))
        };
        let counts: Vec<(usize, u32)> = words.numbers().collect();
        let count = match counts.first() {
            Some(first) if some_day(first) => counts
                .iter()
                .skip(1)
                .copied()
                .find_map(counted)
                .or_else(|| counted(*first)),
            _ => counts.iter().copied().find_map(counted),
        };
        times
            .or(count)
            .or_else(|| self.day_range())
            // "we had that last week" looks back, it counts no days ahead.
            .or_else(|| {
                let past = |i: usize| {
                    i.checked_sub(1)
                        .and_then(|j| words.get(j))
                        .is_some_and(|t| matches!(t, "last" | "past" | "previous"))
                };
                (0..words.len())
                    .filter(|&i| !self.is_used(i) && !past(i))
                    .find_map(|i| words.get(i).and_then(Words::span).filter(|&d| d > 1))
            })
            .or_else(|| self.named_days())
    }

    /// "tonight and tomorrow", "monday, wednesday and friday": the different days named, when
    /// more than one is.
    fn named_days(&self) -> Option<u32> {
        let words = self.words;
        let mut days: Vec<&str> = (0..words.len())
            .filter_map(|i| words.weekday_at(i))
            .collect();
        days.sort_unstable();
        days.dedup();
        u32::try_from(days.len()).ok().filter(|&n| n > 1)
    }

    /// "monday to friday", "tues through thurs": the days from one weekday to another.
    fn day_range(&self) -> Option<u32> {
        const WEEK: [&str; 7] = [
            "monday",
            "tuesday",
            "wednesday",
            "thursday",
            "friday",
            "saturday",
            "sunday",
        ];
        let words = self.words;
        let position = |i: usize| {
            let day = words.weekday_at(i)?;
            WEEK.iter().position(|d| *d == day)
        };
        (0..words.len()).find_map(|i| {
            let from = position(i)?;
            let joined = matches!(
                words.get(i + 1),
                Some("to" | "through" | "thru" | "till" | "until" | "til")
            );
            let to = position(i + 2).filter(|_| joined)?;
            u32::try_from((to + 7 - from) % 7 + 1).ok()
        })
    }

    /// Meal types for a plan, in day order; dinner when none is named.
    pub fn plan_meal_types(&mut self) -> Vec<&'static str> {
        if self.all_meals() {
            return vec!["breakfast", "lunch", "dinner"];
        }
        let words = self.words;
        let named: Vec<&'static str> = (0..words.len())
            .filter(|&i| words.get(i) != Some("tonight"))
            .filter_map(|i| words.meal_type_at(i))
            .collect();
        if named.is_empty() {
            vec!["dinner"]
        } else {
            in_day_order(named)
        }
    }

    /// The words left for a query, from token `from` on: what no argument took and no
    /// vocabulary or `also_ignored` word explains ("french", "dragon meat", "chicken").
    pub fn rest(&self, from: usize, also_ignored: &[&str]) -> Option<String> {
        let left: Vec<&str> = self
            .left(from, also_ignored)
            .into_iter()
            .map(|(_, token)| token)
            .collect();
        (!left.is_empty()).then(|| left.join(" "))
    }

    /// The words left from token `from` on that name food, a dish or a cuisine: each stretch
    /// of words said together is kept whole when it names one ("dragon meat", "banana bread")
    /// and left out when it does not ("its", "nothing over … prep", "flatmates … total").
    pub fn food_rest(&self, from: usize, also_ignored: &[&str]) -> Option<String> {
        let foods: Vec<String> = self
            .food_runs(from, also_ignored)
            .into_iter()
            .map(|run| run.food)
            .collect();
        (!foods.is_empty()).then(|| foods.join(" "))
    }

    /// The words left from token `from` that name food, up to the end of that clause.
    pub fn clause_food(&self, from: usize, also_ignored: &[&str]) -> Option<String> {
        let end = (from..self.words.len())
            .find(|&i| self.words.get(i) == Some(BREAK))
            .unwrap_or(self.words.len());
        let foods: Vec<String> = self
            .food_runs(from, also_ignored)
            .into_iter()
            .filter(|run| run.start < end)
            .map(|run| run.food)
            .collect();
        (!foods.is_empty()).then(|| foods.join(" "))
    }

    /// The stretches of words `food_rest` keeps, each with where it was said.
    fn food_runs(&self, from: usize, also_ignored: &[&str]) -> Vec<FoodRun> {
        let words = self.words;
        // Each run with where it starts.
        let mut runs: Vec<(usize, Vec<&str>)> = Vec::new();
        let mut last = None;
        for (i, token) in self.left(from, also_ignored) {
            match runs.last_mut() {
                Some((_, run)) if last == Some(i - 1) => run.push(token),
                _ => runs.push((i, vec![token])),
            }
            last = Some(i);
        }
        // "nothing spicy", "nothing too spicy", "not pasta again": what is not wanted is no
        // query.
        let negation = |t: &str| matches!(t, "nothing" | "not" | "never" | "none");
        let negated = |start: usize, run: &[&str]| {
            negation(run[0])
                || (0..start)
                    .rev()
                    .map(|j| words.get(j).unwrap_or(BREAK))
                    .find(|t| *t == BREAK || !Words::is_filler(t))
                    .is_some_and(negation)
        };
        // "salmon 3 nights, trying to eat more fish", "5 tofu dinners, we're trying to eat
        // less meat": why they ask is no query beside the food they ask for; "I'm trying to eat
        // more fish" alone asks for fish, "less meat" never for meat.
        let motive = |start: usize| {
            (0..start)
                .rev()
                .map(|j| (j, words.get(j).unwrap_or(BREAK)))
                .take_while(|(_, t)| *t != BREAK)
                .find(|(j, t)| {
                    *t == "trying"
                        && words.get(j + 1) == Some("to")
                        && matches!(
                            words.get(j + 2),
                            Some("eat" | "cut" | "get" | "have" | "lose" | "be" | "avoid")
                        )
                })
                .map(|(j, _)| {
                    (j..start).any(|k| {
                        matches!(
                            words.get(k),
                            Some("less" | "fewer" | "cut" | "avoid" | "no")
                        )
                    })
                })
        };
        let foods: Vec<(Option<bool>, FoodRun)> = runs
            .into_iter()
            .filter(|(start, run)| names_food(run) && !negated(*start, run))
            .map(|(start, run)| {
                let mut said = up_to_food(&run).to_vec();
                // "pasta pasta pasta": a word said again and again is said once.
                said.dedup();
                let food = FoodRun {
                    start,
                    end: start + run.len(),
                    // "fish if possible": the words after the food are no part of it.
                    food: said.join(" "),
                };
                (motive(start), food)
            })
            .collect();
        let asked = foods.iter().any(|(motive, _)| motive.is_none());
        let mut kept: Vec<FoodRun> = Vec::new();
        // "a fish dish, it's fish friday": a food said twice is asked for once.
        for (_, run) in foods.into_iter().filter(|(motive, _)| match motive {
            None => true,
            Some(fewer) => !asked && !fewer,
        }) {
            if !kept.iter().any(|k| k.food == run.food) {
                kept.push(run);
            }
        }
        kept
    }

    /// What a plan looks for: the food said of the meals ("korean" of "Korean dinners", "dal"
    /// of "dal lunches") and what its clause adds, not food talked of in other clauses ("South
    /// Indian breakfasts? Idli, dosa, upma, that sort of thing", "… I'm also curious what
    /// gochujang is"); without such a food, every food said.
    pub fn plan_query(&self, verb: usize) -> Option<String> {
        let words = self.words;
        // "a japanese meal plan", "a mediterranean dinner plan": what is said of the plan
        // before it.
        let mut from = verb;
        while from > 0
            && words.get(from - 1).is_some_and(|t| {
                t != BREAK && (Words::is_meal_word(t) || t == "meal" || !Words::is_filler(t))
            })
            && !matches!(
                words.get(from - 1),
                Some("make" | "create" | "give" | "do" | "need")
            )
        {
            from -= 1;
        }
        let runs = self.food_runs(from, &[]);
        let headed = runs
            .iter()
            .find(|run| words.get(run.end).is_some_and(Words::is_meal_word));
        let same_clause = |run: &FoodRun| {
            headed.is_none_or(|head| {
                let (a, b) = (head.start.min(run.start), head.end.max(run.end));
                (a..b).all(|i| words.get(i) != Some(BREAK))
            })
        };
        let foods: Vec<&str> = runs
            .iter()
            .filter(|run| same_clause(run))
            .map(|run| run.food.as_str())
            .collect();
        (!foods.is_empty()).then(|| foods.join(" "))
    }

    /// The tokens from `from` on, with their positions, that no argument took and no
    /// vocabulary or `also_ignored` word explains.
    fn left(&self, from: usize, also_ignored: &[&str]) -> Vec<(usize, &'w str)> {
        let words = self.words;
        (from..words.len())
            .filter(|&i| !self.is_used(i) && words.number_at(i).is_none())
            .filter_map(|i| words.get(i).map(|t| (i, t)))
            .filter(|(_, t)| {
                *t != BREAK
                    && !Words::is_filler(t)
                    && !Words::is_meal_word(t)
                    && !Words::is_day_word(t)
                    && Words::span(t).is_none()
                    && Words::diet(t).is_none()
                    && !also_ignored.contains(t)
            })
            .collect()
    }
}

/// A stretch of words that names food, and the tokens it was said in (`start..end`).
struct FoodRun {
    start: usize,
    end: usize,
    food: String,
}

/// The diet a request names ("vegetarian", "gluten-free", "keto" → "low-carb").
pub(super) fn diet(words: &Words) -> Option<&'static str> {
    (0..words.len())
        .filter(|&i| !words.negated_at(i))
        .find_map(|i| words.get(i).and_then(Words::diet))
}

/// The one day a request names: a weekday, "today" ("tonight"), "tomorrow", or "day 2" /
/// "the second day".
pub(super) fn day(words: &Words) -> Option<String> {
    for i in 0..words.len() {
        if let Some(day) = words.weekday_at(i) {
            return Some(day.to_owned());
        }
        if words.get(i) == Some("day")
            && let Some(n) = words.number_at(i + 1)
        {
            return Some(format!("day {n}"));
        }
        if words.get(i + 1) == Some("day")
            && let Some(n) = words.get(i).and_then(Words::ordinal)
        {
            return Some(format!("day {n}"));
        }
    }
    None
}

/// The one meal type a request names; "tonight" and a day's "night" or "evening" ("tomorrow
/// night", "friday evening") mean dinner.
pub(super) fn meal_type(words: &Words) -> Option<&'static str> {
    let day_night = (1..words.len()).any(|i| {
        matches!(words.get(i), Some("night" | "evening")) && words.weekday_at(i - 1).is_some()
    });
    // "the second snack on monday" is the day's other snack.
    let second = |i: usize| {
        i.checked_sub(1)
            .and_then(|j| words.get(j))
            .and_then(Words::ordinal)
            == Some(2)
    };
    (0..words.len())
        .filter(|&i| words.get(i) != Some("tonight"))
        .find_map(|i| match words.meal_type_at(i)? {
            "snack" if second(i) => Some("snack_2"),
            meal => Some(meal),
        })
        .or_else(|| (words.has("tonight") || day_night).then_some("dinner"))
}

/// The part of a meal a word names, said once or more ("side", "sides").
fn part_named(word: &str) -> Option<MealRole> {
    role_of(word).or_else(|| role_of(word.strip_suffix('s')?))
}

/// "my partner to sesame" in "allergic to peanuts and my partner to sesame": another person
/// and "to" before their food; where the food starts.
fn someone_elses(words: &Words, from: usize) -> Option<usize> {
    let at = (from..words.len()).find(|&i| {
        words
            .get(i)
            .is_none_or(|t| Words::person(t).is_some() || !Words::is_filler(t))
    })?;
    (words.get(at).and_then(Words::person).is_some() && words.get(at + 1) == Some("to"))
        .then_some(at + 2)
}

/// Month names and their short forms, in calendar order.
const MONTHS: [[&str; 2]; 12] = [
    ["january", "jan"],
    ["february", "feb"],
    ["march", "mar"],
    ["april", "apr"],
    ["may", "may"],
    ["june", "jun"],
    ["july", "jul"],
    ["august", "aug"],
    ["september", "sep"],
    ["october", "oct"],
    ["november", "nov"],
    ["december", "dec"],
];

/// A date written out with its year ("2026-12-07", "21 December 2026", "Dec 21st, 2026"), as
/// YYYY-MM-DD. Without a year the offline model does not guess which one is meant.
pub(super) fn stated_date(text: &str) -> Option<String> {
    let lower = text.to_lowercase();
    let tokens: Vec<&str> = lower
        .split(|c: char| c.is_whitespace() || c == ',' || c == '/')
        .map(|t| t.trim_matches(|c: char| !c.is_alphanumeric() && c != '-'))
        .filter(|t| !t.is_empty())
        .collect();
    let month = |t: &str| {
        MONTHS
            .iter()
            .position(|names| {
                names.contains(&t) || t.starts_with(names[1]) && names[0].starts_with(t)
            })
            .and_then(|i| i8::try_from(i + 1).ok())
    };
    let day = |t: &str| {
        let digits = t.trim_end_matches(['s', 't', 'n', 'd', 'r', 'h']);
        digits.parse::<i8>().ok().filter(|_| !digits.is_empty())
    };
    let year = |t: &str| t.parse::<i16>().ok().filter(|y| (2000..=2100).contains(y));
    let date = |y, m, d| {
        jiff::civil::Date::new(y, m, d)
            .ok()
            .map(|date| date.to_string())
    };
    let iso = tokens
        .iter()
        .find_map(|t| t.parse::<jiff::civil::Date>().ok());
    if let Some(found) = iso {
        return Some(found.to_string());
    }
    tokens.windows(3).find_map(|w| {
        let (y, m, d) = match (month(w[0]), month(w[1])) {
            (Some(m), _) => (year(w[2])?, m, day(w[1])?),
            (None, Some(m)) => (year(w[2])?, m, day(w[0])?),
            _ => return None,
        };
        date(y, m, d)
    })
}
