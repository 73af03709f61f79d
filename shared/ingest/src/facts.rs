//! Times and yield printed as labeled facts ("Prep time: 20 mins", "Serves 4", "Temps total
//! 1 h 05"), for pages without JSON-LD whose microdata, if any, leaves them out. A label opens
//! a short block; its value follows it in the block or fills the next one. Generic rules only.

use cookbook_domain::Recipe;

use crate::headings::{Section, section_of};
use crate::snapshot::Block;
use crate::text::{duration_minutes, first_integer};

/// Which fact a label names.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Fact {
    Prep,
    Cook,
    Total,
    Yield,
}

/// Lowercase labels in several languages, longer ones before their prefixes ("cook time"
/// before "cook").
const LABELS: &[(&str, Fact)] = &[
    ("preparation time", Fact::Prep),
    ("prep time", Fact::Prep),
    ("prep", Fact::Prep),
    ("temps de préparation", Fact::Prep),
    ("préparation", Fact::Prep),
    ("zubereitungszeit", Fact::Prep),
    ("vorbereitungszeit", Fact::Prep),
    ("voorbereidingstijd", Fact::Prep),
    ("bereidingstijd", Fact::Prep),
    ("tempo de preparo", Fact::Prep),
    ("tiempo de preparación", Fact::Prep),
    ("tempo di preparazione", Fact::Prep),
    ("cooking time", Fact::Cook),
    ("cook time", Fact::Cook),
    ("cooking", Fact::Cook),
    ("cook", Fact::Cook),
    ("temps de cuisson", Fact::Cook),
    ("cuisson", Fact::Cook),
    ("kochzeit", Fact::Cook),
    ("backzeit", Fact::Cook),
    ("garzeit", Fact::Cook),
    ("kooktijd", Fact::Cook),
    ("baktijd", Fact::Cook),
    ("tempo de cozimento", Fact::Cook),
    ("tiempo de cocción", Fact::Cook),
    ("tempo di cottura", Fact::Cook),
    ("total time", Fact::Total),
    ("temps total", Fact::Total),
    ("gesamtzeit", Fact::Total),
    ("totale tijd", Fact::Total),
    ("tempo total", Fact::Total),
    ("tiempo total", Fact::Total),
    ("tempo totale", Fact::Total),
    ("total", Fact::Total),
    ("time", Fact::Total),
    ("servings", Fact::Yield),
    ("serves", Fact::Yield),
    ("serving", Fact::Yield),
    ("yields", Fact::Yield),
    ("yield", Fact::Yield),
    ("makes", Fact::Yield),
    ("portions", Fact::Yield),
    ("portionen", Fact::Yield),
    ("porties", Fact::Yield),
    ("personen", Fact::Yield),
    ("porções", Fact::Yield),
    ("porciones", Fact::Yield),
    ("porzioni", Fact::Yield),
    ("personnes", Fact::Yield),
    ("persons", Fact::Yield),
    ("people", Fact::Yield),
    ("rendimento", Fact::Yield),
    ("raciones", Fact::Yield),
    ("porce", Fact::Yield),
    ("porcie", Fact::Yield),
    ("porcií", Fact::Yield),
    ("porcje", Fact::Yield),
    ("porcji", Fact::Yield),
    ("portioner", Fact::Yield),
    ("porsjoner", Fact::Yield),
    ("personer", Fact::Yield),
    ("adag", Fact::Yield),
    ("μερίδες", Fact::Yield),
];

/// A block holding a label and its value is short; longer ones are prose.
const MAX_FACT_BLOCK_CHARS: usize = 80;
/// A card's row of details ("Prep Time: 20 minutes Cook Time: 25 minutes … Yield: 8
/// Category: Sides") is longer, up to this; it must open with a label and a value.
const MAX_FACT_ROW_CHARS: usize = 300;
/// A value standing alone in the block after its label is shorter still.
const MAX_VALUE_BLOCK_CHARS: usize = 40;
/// Separators between a label and its value.
const SEPARATORS: &[char] = &[':', '=', '|', '-', '–', ' ', '\u{a0}'];

/// The facts found on a page; each is the first one its label gave.
#[derive(Debug, Default, PartialEq)]
pub(crate) struct LabeledFacts {
    prep: Option<u32>,
    cook: Option<u32>,
    total: Option<u32>,
    yield_text: Option<String>,
}

/// Reads the labeled facts of a page's blocks.
pub(crate) fn labeled_facts(blocks: &[Block]) -> LabeledFacts {
    let mut facts = LabeledFacts::default();
    for (index, block) in blocks.iter().enumerate() {
        let chars = block.text.chars().count();
        if chars > MAX_FACT_ROW_CHARS {
            continue;
        }
        let row = chars > MAX_FACT_BLOCK_CHARS;
        if !row && let Some(yield_text) = value_first_yield(block, blocks.get(index + 1)) {
            facts.record(Fact::Yield, &yield_text);
            continue;
        }
        let values = labeled_values(&block.text);
        if row && values.first().is_none_or(|(_, value)| value.is_none()) {
            continue;
        }
        for (fact, value) in values {
            let value = match value {
                Some(value) => value,
                None => match blocks.get(index + 1) {
                    Some(next)
                        if next.text.chars().count() <= MAX_VALUE_BLOCK_CHARS
                            && next.text.starts_with(|c: char| c.is_ascii_digit()) =>
                    {
                        next.text.as_str()
                    }
                    _ => continue,
                },
            };
            facts.record(fact, value);
        }
    }
    facts
}

/// The yield a short block prints value first: the whole block ("4 porce"), a number whose
/// label fills the next block ("4" · "Personen"), or the ingredient list's title
/// ("Ingrédients (6 personnes)", "Zutaten für 4 Portionen").
fn value_first_yield(block: &Block, next: Option<&Block>) -> Option<String> {
    let text = block.text.as_str();
    if is_yield_value_first(text) {
        return Some(text.to_owned());
    }
    if text.chars().all(|c| c.is_ascii_digit())
        && let Some(next) = next
    {
        let joined = format!("{text} {}", next.text);
        return is_yield_value_first(&joined).then_some(joined);
    }
    if section_of(text) != Some(Section::Ingredients) {
        return None;
    }
    let numbers = text.char_indices().filter(|&(at, c)| {
        c.is_ascii_digit() && !text[..at].ends_with(|before: char| before.is_ascii_digit())
    });
    numbers
        .map(|(at, _)| &text[at..])
        .find(|rest| is_yield_value_first(rest))
        .map(|rest| rest.trim_end_matches([')', ']', ':', ' ']).to_owned())
}

/// The labeled values of a block, which may hold several ("Prep 10 min Cook 35 min"); a
/// value is `None` when its label ends the block (the value fills the next one).
fn labeled_values(text: &str) -> Vec<(Fact, Option<&str>)> {
    let mut found = Vec::new();
    let Some(start) = text.find(char::is_alphabetic) else {
        return found;
    };
    // Decorations (emoji, bullets) may come before the label, never words.
    if text[..start].chars().any(char::is_alphanumeric) {
        return found;
    }
    let mut rest = &text[start..];
    while let Some((fact, after)) = label_at_start(rest) {
        let (value, next) = split_at_next_label(after, fact);
        let marked = value
            .trim_start_matches([' ', '\u{a0}'])
            .starts_with([':', '=', '|']);
        let value = value.trim_start_matches(SEPARATORS).trim_end();
        if value.is_empty() {
            found.push((fact, None));
        } else if marked || value.starts_with(|c: char| c.is_ascii_digit()) {
            found.push((fact, Some(value)));
        } else {
            // Prose ("Cook on high…"), not a label.
            break;
        }
        rest = next;
    }
    found
}

/// Whether a short block is a yield printed value first ("4 porce", "2 - 4 porcje", "6
/// Servings"): a number or range, then a yield label that ends the block ("2 portions cooked
/// rice" is an ingredient line).
fn is_yield_value_first(text: &str) -> bool {
    let after_number = text.trim_start_matches(|c: char| {
        c.is_ascii_digit() || c.is_whitespace() || matches!(c, '-' | '–' | '/')
    });
    text.starts_with(|c: char| c.is_ascii_digit())
        && label_at_start(after_number).is_some_and(|(fact, rest)| {
            fact == Fact::Yield && !rest.contains(char::is_alphanumeric)
        })
}

/// The label `text` starts with and the text after it; a label ends at a word boundary.
fn label_at_start(text: &str) -> Option<(Fact, &str)> {
    LABELS.iter().find_map(|&(label, fact)| {
        // Labels are matched without case, one character at a time, since lowercasing may
        // change byte lengths outside ASCII.
        let mut chars = text.char_indices();
        for expected in label.chars() {
            let (_, actual) = chars.next()?;
            if !actual.to_lowercase().eq(std::iter::once(expected)) {
                return None;
            }
        }
        let after = chars.next().map_or(text.len(), |(at, _)| at);
        let rest = &text[after..];
        (!rest.starts_with(char::is_alphanumeric)).then_some((fact, rest))
    })
}

/// A value and what follows it: the value ends where a word starts the label of another
/// fact ("Serves 4 people" is one yield).
fn split_at_next_label(text: &str, fact: Fact) -> (&str, &str) {
    let word_starts = text
        .char_indices()
        .zip(text.chars().skip(1))
        .filter(|((_, c), next)| c.is_whitespace() && next.is_alphabetic())
        .map(|((at, c), _)| at + c.len_utf8());
    for at in word_starts {
        // A word ending in a colon labels a fact we do not read ("Category: Sides").
        let unknown_label = text[at..]
            .split_whitespace()
            .next()
            .is_some_and(|word| word.ends_with(':') && label_at_start(word).is_none());
        if unknown_label || label_at_start(&text[at..]).is_some_and(|(next, _)| next != fact) {
            return text.split_at(at);
        }
    }
    (text, "")
}

impl LabeledFacts {
    fn record(&mut self, fact: Fact, value: &str) {
        match fact {
            Fact::Prep => self.prep = self.prep.or_else(|| first_duration(value)),
            Fact::Cook => self.cook = self.cook.or_else(|| first_duration(value)),
            Fact::Total => self.total = self.total.or_else(|| first_duration(value)),
            Fact::Yield if self.yield_text.is_none() && first_integer(value).is_some() => {
                self.yield_text = Some(value.to_owned());
            }
            Fact::Yield => {}
        }
    }

    /// Fills what `recipe` lacks; a missing total is the sum of the parts found.
    pub(crate) fn fill(self, recipe: &mut Recipe) {
        recipe.prep_time_minutes = recipe.prep_time_minutes.or(self.prep);
        recipe.cook_time_minutes = recipe.cook_time_minutes.or(self.cook);
        let parts = match (recipe.prep_time_minutes, recipe.cook_time_minutes) {
            (Some(prep), Some(cook)) => Some(prep.saturating_add(cook)),
            (prep, cook) => prep.or(cook),
        };
        recipe.total_time_minutes = recipe.total_time_minutes.or(self.total).or(parts);
        if recipe.r#yield.is_none() && recipe.servings.is_none() {
            recipe.servings = self.yield_text.as_deref().and_then(first_integer);
            recipe.r#yield = self.yield_text;
        }
    }
}

/// The first duration of a value, before any alternative or remark ("8 hours on low or 4 on
/// high", "60 minutes + cooling"); a bare number is not a duration here.
fn first_duration(value: &str) -> Option<u32> {
    let first = value
        .split(['+', '(', ',', ';', '/'])
        .next()
        .unwrap_or(value);
    let first = [" or ", " oder ", " ou ", " of ", " o "]
        .iter()
        .fold(first, |text, word| text.split(word).next().unwrap_or(text));
    if first.trim().parse::<f64>().is_ok() {
        return None;
    }
    duration_minutes(first).filter(|&minutes| minutes > 0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use scraper::Html;

    fn facts_of(body: &str) -> LabeledFacts {
        let document = Html::parse_document(body);
        labeled_facts(&crate::heuristic::body_blocks(&document))
    }

    #[test]
    fn labels_with_values_in_the_block_or_the_next() {
        let facts = facts_of(
            "<p>🍽 Servings &amp; Time</p><p>Serves: 6</p><p>Prep time:</p><p>20 minutes</p>\
             <p>Cook time: 8 hours on low or 4 hours on high</p><p>Total Fat 14g</p>",
        );
        assert_eq!(
            facts,
            LabeledFacts {
                prep: Some(20),
                cook: Some(480),
                total: None,
                yield_text: Some("6".into()),
            }
        );
    }

    #[test]
    fn prose_and_steps_are_not_facts() {
        let facts = facts_of(
            "<h2>Préparation</h2><p>Fouette les œufs pendant 10 minutes.</p>\
             <p>Cook on high for 3 hours.</p><p>Time to eat!</p>",
        );
        assert_eq!(facts, LabeledFacts::default());
    }

    #[test]
    fn several_labels_in_one_block() {
        let facts = facts_of(
            "<div><span>Prep Time</span> <span>10 minutes</span> <span>Cook Time</span> \
             <span>35 minutes</span> <span>Servings</span> <span>4</span></div>",
        );
        assert_eq!(
            facts,
            LabeledFacts {
                prep: Some(10),
                cook: Some(35),
                total: None,
                yield_text: Some("4".into()),
            }
        );
    }

    #[test]
    fn yields_printed_value_first_or_labelled_in_more_languages() {
        for (body, expected) in [
            ("<div><i></i> 4 porce </div><p>2 eggs</p>", "4 porce"),
            ("<div>2 - 4 porcje</div>", "2 - 4 porcje"),
            ("<p>Rendimento</p><p>4 porções</p>", "4 porções"),
            ("<small>Personnes</small><p>6/8</p>", "6/8"),
            ("<div>Serves 4 people</div>", "4 people"),
        ] {
            assert_eq!(
                facts_of(body).yield_text.as_deref(),
                Some(expected),
                "{body}"
            );
        }
        // A number whose label fills the next block, as cards set them.
        assert_eq!(
            facts_of("<span>4</span><br><span>Personen</span>")
                .yield_text
                .as_deref(),
            Some("4 Personen")
        );
        // Lines that count people or portions of something are not yields.
        let facts = facts_of("<p>4 people love it</p><li>2 portions cooked rice</li>");
        assert_eq!(facts.yield_text, None);
    }

    #[test]
    fn other_languages_and_hour_minute_forms() {
        let facts =
            facts_of("<div>Temps total</div><div>1 h 05</div><p>Totale tijd 20 minuten</p>");
        assert_eq!(facts.total, Some(65));
    }

    #[test]
    fn filling_keeps_what_the_recipe_has_and_sums_a_missing_total() {
        let mut recipe = crate::heuristic::named_recipe("Soup".into());
        recipe.prep_time_minutes = Some(5);
        LabeledFacts {
            prep: Some(30),
            cook: Some(10),
            total: None,
            yield_text: Some("4 people".into()),
        }
        .fill(&mut recipe);
        assert_eq!(recipe.prep_time_minutes, Some(5));
        assert_eq!(recipe.cook_time_minutes, Some(10));
        assert_eq!(recipe.total_time_minutes, Some(15));
        assert_eq!(recipe.r#yield.as_deref(), Some("4 people"));
        assert_eq!(recipe.servings, Some(4));
    }
}
