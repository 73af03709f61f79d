//! Notes a line adds beside its food that change what its other words stand for: a note of what
//! the food is for or what it replaces names no food of the line ("soy sauce, for the eggs",
//! "coconut flour, if you can't use almond"), and an offer of another food ("fish sauce
//! (vegetarians: use soy sauce)") is another version of the line, which the reader in `super`
//! takes as "may contain" beside the food the line names first.

/// Phrases that start a note naming foods the line does not hold: what a food is for
/// ("amaretto, for the cream", "lemon wedges, to serve with the fish") and what it stands in
/// for ("pork rinds (instead of breadcrumbs)", "coconut flour, if you can't use almond").
const NOTES_OF_OTHER_FOODS: [&str; 29] = [
    "for",
    "serve with",
    "served with",
    "go with",
    "accompany",
    "to brush",
    "to drizzle",
    "to sprinkle",
    "to scatter",
    "to garnish",
    "to top",
    "to dust",
    "to glaze",
    "to coat",
    "to dip",
    "to spoon over",
    "instead of",
    "in place of",
    "rather than",
    "a substitute for",
    "to replace",
    "replacing",
    "if you can't",
    "if you can’t",
    "if you cannot",
    "if you don't have",
    "if you don’t have",
    "if you do not have",
    "if not using",
];

/// The line without the notes that name foods it does not hold (see [`NOTES_OF_OTHER_FOODS`]).
/// Each note runs to the next comma, semicolon, colon or parenthesis, so a heading ("For the
/// nokedli: 3 eggs, 2 cups flour") leaves the foods after it.
pub(super) fn without_purposes(text: &str) -> String {
    let starts_at = |at: usize| {
        NOTES_OF_OTHER_FOODS.iter().any(|note| {
            text.get(at..at + note.len())
                .is_some_and(|words| words.eq_ignore_ascii_case(note))
                && text[at + note.len()..].starts_with(' ')
                && !text[..at].ends_with(char::is_alphanumeric)
        })
    };
    let mut kept = String::with_capacity(text.len());
    let mut in_note = false;
    for (at, c) in text.char_indices() {
        if matches!(c, ',' | ';' | ':' | '(' | ')') {
            in_note = false;
        } else if !in_note && starts_at(at) {
            in_note = true;
        }
        if !in_note {
            kept.push(c);
        }
    }
    kept
}

/// Verbs that offer another food when they start a note: "sub tofu", "swap in oat milk".
const OFFERS: [&str; 8] = [
    "or use",
    "substitute",
    "sub",
    "swap in",
    "swap",
    "can use",
    "use",
    "try",
];

/// Verbs of [`OFFERS`] that also name the food the recipe means ("oil (use peanut oil)"), so
/// they offer one only for someone ("vegetarians: use soy sauce", "use rice pasta for GF") or
/// instead ("use tofu instead").
const NAMING_VERBS: [&str; 2] = ["use", "try"];

/// Words that name whom a version of the line is for: "vegetarians: use soy sauce",
/// "for a dairy-free version, use oat milk".
const AUDIENCES: [&str; 15] = [
    "vegetarian",
    "vegetarians",
    "vegan",
    "vegans",
    "pescatarian",
    "pescatarians",
    "gf",
    "gluten",
    "dairy",
    "free",
    "allergy",
    "allergies",
    "allergic",
    "celiac",
    "coeliac",
];

/// The line with each note that offers another food rewritten as a version starting with "or",
/// which the reader takes as what the cook may pick: "fish sauce (vegetarians: use soy sauce)"
/// reads as "fish sauce (or soy sauce)", "macaroni (use rice pasta for GF)" as "macaroni (or rice
/// pasta for GF)". A note is a part of the line between commas, semicolons or parentheses; the
/// first part is the food itself and is never an offer.
pub(super) fn offers_as_versions(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 8);
    let mut previous_for_someone = false;
    let mut first = true;
    for part in text.split_inclusive([',', ';', '(', ')']) {
        let note = part.strip_suffix([',', ';', '(', ')']).unwrap_or(part);
        let delimiter = &part[note.len()..];
        let for_someone = names_an_audience(note);
        match (!first)
            .then(|| offered(note, previous_for_someone))
            .flatten()
        {
            Some(offer) => {
                out.push_str(&note[..note.len() - note.trim_start().len()]);
                out.push_str("or ");
                out.push_str(offer);
            }
            None => out.push_str(note),
        }
        out.push_str(delimiter);
        first = false;
        if !note.trim().is_empty() {
            previous_for_someone = for_someone;
        }
    }
    out
}

/// The food a note offers, without the words that offer it, or `None` when the note offers none.
fn offered(note: &str, after_note_for_someone: bool) -> Option<&str> {
    let note = note.trim_start();
    // "vegetarians: use soy sauce", "for vegans: tofu".
    if let Some((whom, offer)) = note.split_once(':')
        && names_an_audience(whom)
    {
        let offer = offer.trim_start();
        return Some(offer_verb(offer).map_or(offer, |(_, offer)| offer));
    }
    // "vegetarians can use vegetable broth", "vegans skip": the people a version is for name
    // no food ("vegetarian" before a food would clear its meat).
    if let Some(rest) = after_people(note) {
        return Some(offer_verb(rest).map_or(rest, |(_, offer)| offer));
    }
    let lower = note.to_lowercase();
    let words: Vec<&str> = lower
        .split(|c: char| !c.is_alphanumeric() && c != '\'')
        .filter(|w| !w.is_empty())
        .collect();
    let instead = words
        .iter()
        .enumerate()
        .any(|(i, w)| *w == "instead" && words.get(i + 1) != Some(&"of"));
    match offer_verb(note) {
        Some((verb, offer))
            if !NAMING_VERBS.contains(&verb)
                || instead
                || after_note_for_someone
                || names_an_audience(note) =>
        {
            Some(offer)
        }
        // "pasta (gluten-free if needed)": a version for someone, if the cook needs it.
        None if (instead || (names_an_audience(note) && conditional(&lower)))
            && !lower.starts_with("or ") =>
        {
            Some(note)
        }
        _ => None,
    }
}

/// Words that make a note a condition the cook may meet or not: "gluten-free if needed".
const CONDITIONS: [&str; 8] = [
    "if needed",
    "if necessary",
    "if desired",
    "if preferred",
    "if required",
    "if you like",
    "if you prefer",
    "as needed",
];

/// Whether a lowercase note holds one of the [`CONDITIONS`].
fn conditional(note: &str) -> bool {
    CONDITIONS.iter().any(|condition| note.contains(condition))
}

/// The verb of [`OFFERS`] that starts a note and the rest of it ("swap in oat milk": "swap in",
/// "oat milk").
fn offer_verb(note: &str) -> Option<(&'static str, &str)> {
    OFFERS.iter().find_map(|&verb| {
        note.get(..verb.len())
            .filter(|start| start.eq_ignore_ascii_case(verb))
            .and_then(|_| note[verb.len()..].strip_prefix(' '))
            .map(|offer| {
                let offer = offer
                    .strip_prefix("with ")
                    .or_else(|| offer.strip_prefix("for "))
                    .unwrap_or(offer);
                (verb, offer)
            })
    })
}

/// People a version of a line is made for, when a note starts with them.
const PEOPLE: [&str; 5] = [
    "vegetarians",
    "vegans",
    "pescatarians",
    "celiacs",
    "coeliacs",
];

/// Words between the people and what they do: "vegetarians can use", "vegans should skip".
const MODALS: [&str; 6] = ["can", "could", "should", "may", "might", "just"];

/// The note after the people it starts with and their modal words ("vegetarians can use
/// vegetable broth" is "use vegetable broth"), or `None` when it starts with none of [`PEOPLE`].
fn after_people(note: &str) -> Option<&str> {
    let starts_with_word = |text: &str, word: &str| {
        text.get(..word.len())
            .is_some_and(|start| start.eq_ignore_ascii_case(word))
            && !text[word.len()..].starts_with(char::is_alphanumeric)
    };
    let people = PEOPLE.iter().find(|p| starts_with_word(note, p))?;
    let mut rest = note[people.len()..].trim_start_matches([' ', ':']);
    while let Some(modal) = MODALS.iter().find(|m| starts_with_word(rest, m)) {
        rest = rest[modal.len()..].trim_start();
    }
    Some(rest)
}

/// Whether a note names whom a version is for (a word of [`AUDIENCES`]).
fn names_an_audience(note: &str) -> bool {
    note.split(|c: char| !c.is_alphanumeric())
        .any(|word| AUDIENCES.contains(&word.to_lowercase().as_str()))
}
