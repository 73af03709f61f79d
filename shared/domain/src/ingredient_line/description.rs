//! The words after the amount: the ingredient's name, how it is prepared, and notes. The line is
//! cut at top-level commas; the first part is the name (minus leading participles and sizes),
//! later parts are preparation, notes, serving purposes or more of the name ("butter, or oil").

use std::ops::Range;

use super::lexer::{Kind, Token};
use super::vocabulary::{
    UnitWord, is_preparation_adverb, is_preparation_participle, is_size_word, is_state_word,
    purpose_is_to_taste, purpose_phrase, starts_note, starts_preparation, unit_word,
};

/// What the description says, as token index lists (rendered by the caller).
#[derive(Debug, Default)]
pub(super) struct Description {
    pub name: Vec<usize>,
    pub preparation: Vec<Vec<usize>>,
    pub notes: Vec<Vec<usize>>,
    pub size: Vec<Range<usize>>,
    pub to_taste: bool,
    /// A serving purpose ("for serving") that makes an amount-less line "as you like".
    pub serving_purpose: bool,
}

/// How a comma-separated part relates to the ingredient.
enum Role {
    Name,
    Preparation,
    Note,
}

/// One comma-separated part: its words outside parentheses, and its parenthetical groups.
struct Part {
    words: Vec<usize>,
    parentheticals: Vec<Range<usize>>,
}

/// Splits `start..` into top-level comma/semicolon parts, setting parenthetical groups apart.
fn split_parts(tokens: &[Token], start: usize) -> Vec<Part> {
    let mut parts = vec![Part {
        words: Vec::new(),
        parentheticals: Vec::new(),
    }];
    let mut depth = 0usize;
    let mut open = start;
    let balanced = parentheses_balance(tokens.get(start..).unwrap_or(&[]));
    for (i, token) in tokens.iter().enumerate().skip(start) {
        let Some(part) = parts.last_mut() else {
            break;
        };
        match token.kind {
            Kind::Punct('(' | '[' | '{') if balanced => {
                if depth == 0 {
                    open = i;
                }
                depth += 1;
            }
            Kind::Punct(')' | ']' | '}') if balanced && depth > 0 => {
                depth -= 1;
                if depth == 0 {
                    part.parentheticals.push(open..i + 1);
                }
            }
            Kind::Punct(',' | ';') if depth == 0 => parts.push(Part {
                words: Vec::new(),
                parentheticals: Vec::new(),
            }),
            // A spaced dash ("chicken — 12 wings") separates like a comma.
            Kind::Punct('-' | '–' | '—')
                if depth == 0 && i > start && !glued_to_previous(tokens, i) =>
            {
                parts.push(Part {
                    words: Vec::new(),
                    parentheticals: Vec::new(),
                })
            }
            _ if depth == 0 => part.words.push(i),
            _ => {}
        }
    }
    parts
}

/// Whether every opening bracket is closed in order; unbalanced brackets are read as words.
fn parentheses_balance(tokens: &[Token]) -> bool {
    let mut depth = 0usize;
    for token in tokens {
        match token.kind {
            Kind::Punct('(' | '[' | '{') => depth += 1,
            Kind::Punct(')' | ']' | '}') => match depth.checked_sub(1) {
                Some(d) => depth = d,
                None => return false,
            },
            _ => {}
        }
    }
    depth == 0
}

fn glued_to_previous(tokens: &[Token], i: usize) -> bool {
    match (i.checked_sub(1).and_then(|p| tokens.get(p)), tokens.get(i)) {
        (Some(previous), Some(token)) => previous.end == token.start,
        _ => false,
    }
}

/// The lowercased words of `indices` (numbers and punctuation as empty strings).
fn lower_words<'t>(tokens: &'t [Token], indices: &[usize]) -> Vec<&'t str> {
    indices
        .iter()
        .filter_map(|&i| tokens.get(i))
        .map(|t| t.lower.as_ref())
        .collect()
}

fn has_number(tokens: &[Token], indices: &[usize]) -> bool {
    indices
        .iter()
        .any(|&i| tokens.get(i).is_some_and(|t| t.number().is_some()))
}

/// The role of a part that is not the first, or of a parenthetical's content.
fn role_of(tokens: &[Token], words: &[usize], name_open: bool) -> Role {
    let lower = lower_words(tokens, words);
    let Some(first) = lower.first().copied() else {
        return Role::Note;
    };
    if starts_note(first)
        || matches!(first, "for" | "to" | "as")
        || matches!(lower.as_slice(), ["at", "least" | "most", ..])
    {
        return Role::Note;
    }
    // "fresh or frozen", "cold", "whole": the state the ingredient is used in.
    if lower.iter().any(|w| is_state_word(w))
        && lower
            .iter()
            .all(|w| is_state_word(w) || matches!(*w, "or" | "and"))
    {
        return Role::Preparation;
    }
    if matches!(first, "or" | "and" | "and/or") {
        // "or to taste", "or more if you like", "and extra for greasing".
        let after = lower.get(1..).unwrap_or(&[]);
        let extra_amount = match after {
            ["more" | "less", ..] => true,
            ["extra", rest @ ..] => rest.is_empty() || purpose_phrase(rest).is_some(),
            _ => false,
        };
        if extra_amount || purpose_phrase(after).is_some() {
            return Role::Note;
        }
        return match lower.get(1) {
            Some(second) if starts_preparation(second) => Role::Preparation,
            Some(_) if name_open && !has_number(tokens, words) => Role::Name,
            _ => Role::Note,
        };
    }
    if starts_preparation(first) || lower.last().is_some_and(|w| *w == "only") {
        return Role::Preparation;
    }
    if inner_cut(&lower).is_some() {
        return Role::Note;
    }
    let describes_preparation = lower.iter().any(|w| is_participle_like(w));
    if name_open && !has_number(tokens, words) && lower.len() <= 6 && !describes_preparation {
        Role::Name
    } else {
        Role::Note
    }
}

/// A participle by its form or vocabulary ("removed", "cut", "broken").
fn is_participle_like(lower: &str) -> bool {
    is_preparation_participle(lower)
        || matches!(lower, "cut" | "broken" | "torn")
        || (lower.len() > 4 && lower.ends_with("ed"))
}

/// `words` without a leading "or": "or to taste" is a purpose phrase too.
fn without_leading_or<'w, 's>(words: &'w [&'s str]) -> &'w [&'s str] {
    match words {
        ["or", rest @ ..] => rest,
        _ => words,
    }
}

/// Index in `words` where a serving purpose, "(or) to taste" or "such as" starts inside a part.
/// Also cuts at an alternative or approximate amount ("or 1 tsp dried", "or more", "about 2kg")
/// and at a participle that follows the name ("mushrooms sliced thin").
fn inner_cut(lower: &[&str]) -> Option<usize> {
    (1..lower.len()).find(|&k| {
        let rest = lower.get(k..).unwrap_or(&[]);
        let previous = lower.get(k - 1).copied().unwrap_or("");
        purpose_phrase(without_leading_or(rest)).is_some()
            || matches!(
                rest,
                ["such", "as", ..] | ["e", ..] | ["plus", ..] | ["optional", ..]
            )
            || matches!(rest, ["or", "" | "more" | "less", ..])
            || matches!(
                rest,
                ["about" | "approximately" | "approx" | "roughly", "", ..]
            )
            || matches!(rest, [participle, after @ ..]
                if (*participle == "cut"
                    || (is_participle_like(participle) && ends_description(after)))
                    && !is_preparation_adverb(previous)
                    && !is_preparation_participle(previous)
                    && !is_size_word(previous)
                    && !matches!(previous, "and" | "or" | "&"))
    })
}

/// "soy sauce 30 mL": where a measure that ends a part starts (an alternative amount written
/// after the name), if one does and words come before it.
fn trailing_measure(tokens: &[Token], words: &[usize]) -> Option<usize> {
    let [.., number, unit] = words else {
        return None;
    };
    let is_number = tokens.get(*number).is_some_and(|t| t.number().is_some());
    let is_measure = tokens.get(*unit).is_some_and(|t| {
        t.is_word() && unit_word(&t.lower, &t.lower).is_some_and(|u| u != UnitWord::Length)
    });
    let cut = words.len() - 2;
    (cut > 0 && is_number && is_measure).then_some(cut)
}

/// Whether the words after a participle describe it rather than name more of the ingredient:
/// nothing, a number, an adverb or a preposition ("sliced 1/8 inch thick", "separated").
fn ends_description(after: &[&str]) -> bool {
    match after.first() {
        None => true,
        Some(next) => {
            next.is_empty()
                || is_preparation_adverb(next)
                || matches!(
                    *next,
                    "into" | "in" | "to" | "with" | "from" | "on" | "at" | "and"
                )
        }
    }
}

/// Leading preparation words of a name part ("finely chopped", "peeled and diced", "toasted
/// and ground", "finely and freshly grated", "and diced" after "peeled, cored,"): how many.
fn leading_preparation(lower: &[&str]) -> usize {
    let is_joiner = |k: usize| matches!(lower.get(k).copied(), Some("and" | "or" | "&"));
    let mut taken = 0;
    // A part that goes on a list of preparations cut at commas opens with its joiner.
    let mut k = usize::from(is_joiner(0));
    loop {
        let after_joiner = k > 0 && is_joiner(k - 1);
        let adverbs_start = k;
        while lower.get(k).copied().is_some_and(is_preparation_adverb)
            || (k > adverbs_start
                && is_joiner(k)
                && lower.get(k + 1).copied().is_some_and(is_preparation_adverb))
        {
            k += 1;
        }
        // "freshly ground pepper" is prepared; "ground cumin" is a product, unless it is
        // joined to another preparation ("toasted and ground cumin").
        let after_adverb = k > adverbs_start;
        let joined_to_participle = is_joiner(k + 1)
            && lower
                .get(k + 2)
                .copied()
                .is_some_and(is_preparation_participle);
        let participle = lower.get(k).copied().is_some_and(|w| {
            is_preparation_participle(w)
                || ((joined_to_participle || after_adverb || after_joiner) && is_participle_like(w))
                || ((after_adverb || after_joiner) && w == "ground")
        });
        if !participle {
            return taken;
        }
        k += 1;
        taken = k;
        if is_joiner(k) {
            k += 1;
        }
    }
}

/// Takes "adverb participle" pairs out of the middle of a name ("salt and freshly ground black
/// pepper") and returns them.
fn take_inner_preparation(tokens: &[Token], name: &mut Vec<usize>) -> Vec<usize> {
    let has_adverb = name.iter().any(|&i| {
        tokens
            .get(i)
            .is_some_and(|t| is_preparation_adverb(&t.lower))
    });
    if !has_adverb {
        return Vec::new();
    }
    let lower = lower_words(tokens, name);
    let mut taken = Vec::new();
    let mut kept = Vec::with_capacity(name.len());
    let mut k = 0;
    while let Some(&index) = name.get(k) {
        let pair = lower.get(k).copied().is_some_and(is_preparation_adverb)
            && lower
                .get(k + 1)
                .copied()
                .is_some_and(|w| is_participle_like(w) || w == "ground");
        if pair && k + 2 < name.len() {
            taken.push(index);
            taken.extend(name.get(k + 1).copied());
            k += 2;
        } else {
            kept.push(index);
            k += 1;
        }
    }
    *name = kept;
    taken
}

/// How many leading words are sizes: "large", "medium to large", "large or extra-large".
fn leading_sizes(tokens: &[Token], words: &[usize]) -> usize {
    let is_size = |k: usize| {
        words
            .get(k)
            .and_then(|&i| tokens.get(i))
            .is_some_and(|t| is_size_word(&t.lower))
    };
    let is_joiner = |k: usize| {
        words
            .get(k)
            .and_then(|&i| tokens.get(i))
            .is_some_and(|t| matches!(t.lower.as_ref(), "or" | "to" | "and"))
    };
    let mut taken = 0;
    while is_size(taken) {
        taken += 1;
        if is_joiner(taken) && is_size(taken + 1) {
            taken += 1;
        }
    }
    taken
}

/// Whether the name so far is empty or a lone participle or state word ("roasted," in
/// "roasted, peeled chiles", "cold," in "cold, unsalted butter"), so the next part still names
/// the ingredient.
fn name_is_only_a_modifier(tokens: &[Token], name: &[usize]) -> bool {
    match name {
        [] => true,
        [only] => tokens
            .get(*only)
            .is_some_and(|t| is_participle_like(&t.lower) || is_state_word(&t.lower)),
        _ => false,
    }
}

/// Interprets the tokens from `start` on.
/// `container` says the amount counted containers, whose contents keep their product name
/// ("a can of chopped tomatoes").
pub(super) fn parse_description(tokens: &[Token], start: usize, container: bool) -> Description {
    let mut description = Description::default();
    let mut name_open = true;
    for (index, part) in split_parts(tokens, start).into_iter().enumerate() {
        let mut words = part.words;
        let lower = lower_words(tokens, &words);
        let mut part_is_name = false;
        if let Some(to_taste) = purpose_phrase(without_leading_or(&lower)) {
            description.to_taste |= to_taste;
            description.serving_purpose |= purpose_is_to_taste(without_leading_or(&lower));
            description.notes.push(words);
        } else if index == 0 || (name_open && name_is_only_a_modifier(tokens, &description.name)) {
            if let Some(cut) = inner_cut(&lower) {
                name_open = false;
                let rest = without_leading_or(lower.get(cut..).unwrap_or(&[]));
                description.to_taste |= purpose_phrase(rest) == Some(true);
                description.serving_purpose |= purpose_is_to_taste(rest);
                description.notes.push(words.split_off(cut));
            }
            if let Some(cut) = trailing_measure(tokens, &words) {
                description.notes.push(words.split_off(cut));
            }
            let prepared = if container {
                0
            } else {
                leading_preparation(lower.get(..words.len()).unwrap_or(&[]))
            };
            let mut rest = words.split_off(prepared);
            if !words.is_empty() {
                description.preparation.push(words);
            }
            let sizes = leading_sizes(tokens, &rest);
            for &i in rest.get(..sizes).unwrap_or(&[]) {
                description.size.push(i..i + 1);
            }
            rest.drain(..sizes);
            let inner_preparation = take_inner_preparation(tokens, &mut rest);
            if !inner_preparation.is_empty() {
                description.preparation.push(inner_preparation);
            }
            description.name.extend(rest);
            part_is_name = true;
        } else {
            match role_of(tokens, &words, name_open) {
                Role::Name => {
                    description.name.extend(words);
                    part_is_name = true;
                }
                Role::Preparation => {
                    name_open = false;
                    description.preparation.push(words);
                }
                Role::Note => {
                    name_open = false;
                    description.notes.push(words);
                }
            }
        }
        for group in part.parentheticals {
            parenthetical(tokens, group, part_is_name, &mut description);
        }
    }
    description.name.sort_unstable();
    description
}

/// A parenthetical: kept in the name when it is a short alias ("heavy (whipping) cream"),
/// otherwise a note.
fn parenthetical(
    tokens: &[Token],
    group: Range<usize>,
    in_name: bool,
    description: &mut Description,
) {
    let inner: Vec<usize> = (group.start + 1..group.end)
        .filter(|&i| {
            tokens
                .get(i)
                .is_some_and(|t| !matches!(t.kind, Kind::Punct(')' | ']' | '}')))
        })
        .collect();
    let lower = lower_words(tokens, &inner);
    if let Some(to_taste) = purpose_phrase(&lower) {
        description.to_taste |= to_taste;
        description.notes.push(inner);
        return;
    }
    // "Egg whites (large)": a size set in brackets.
    if !lower.is_empty() && lower.len() == inner.len() && lower.iter().all(|w| is_size_word(w)) {
        description.size.push(group.start + 1..group.end - 1);
        return;
    }
    let alias = in_name
        && !description.name.is_empty()
        && !has_number(tokens, &inner)
        && lower.len() <= 2
        && lower
            .iter()
            .all(|w| !starts_note(w) && !matches!(*w, "for" | "or" | "and"));
    if alias {
        description.name.extend(group);
    } else {
        description.notes.push(inner);
    }
}
