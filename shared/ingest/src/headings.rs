//! The words that title a recipe's sections in many languages, read from
//! `fixtures/extraction/recipe-headings.tsv`: pages without structured data are found by their
//! headings ("Hozzávalók", "Postup", "作り方") and the lists after them.

use std::borrow::Cow;
use std::sync::LazyLock;

use aho_corasick::AhoCorasick;

const TABLE: &str = include_str!("../../../fixtures/extraction/recipe-headings.tsv");

/// Which list of a recipe a heading or container holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Section {
    Ingredients,
    Instructions,
}

/// Lowercase fragments per section, in table order, with a matcher of each section's fragments:
/// every classed element of a page is tested, and one pass over a name beats ~90 searches.
struct Headings {
    ingredients: Vec<&'static str>,
    instructions: Vec<&'static str>,
    ingredients_matcher: AhoCorasick,
    instructions_matcher: AhoCorasick,
}

static HEADINGS: LazyLock<Headings> = LazyLock::new(|| {
    let (mut ingredients, mut instructions) = (Vec::new(), Vec::new());
    for line in TABLE
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
    {
        let mut columns = line.split('\t');
        let (Some(_language), Some(section), Some(fragment)) =
            (columns.next(), columns.next(), columns.next())
        else {
            continue;
        };
        match section {
            "ingredients" => ingredients.push(fragment),
            "method" => instructions.push(fragment),
            _ => {}
        }
    }
    let matcher = |fragments: &[&str]| AhoCorasick::new(fragments).expect("plain fragments");
    Headings {
        ingredients_matcher: matcher(&ingredients),
        instructions_matcher: matcher(&instructions),
        ingredients,
        instructions,
    }
});

impl Section {
    /// The fragments that name this section.
    fn fragments(self) -> &'static [&'static str] {
        match self {
            Section::Ingredients => &HEADINGS.ingredients,
            Section::Instructions => &HEADINGS.instructions,
        }
    }

    /// Whether lowercase `text` contains one of this section's fragments.
    fn named_in(self, lower: &str) -> bool {
        match self {
            Section::Ingredients => HEADINGS.ingredients_matcher.is_match(lower),
            Section::Instructions => HEADINGS.instructions_matcher.is_match(lower),
        }
    }
}

fn lowercase(text: &str) -> Cow<'_, str> {
    // Most class names are lowercase ASCII already; skip the copy for them.
    if text
        .bytes()
        .any(|b| !b.is_ascii() || b.is_ascii_uppercase())
    {
        Cow::Owned(text.to_lowercase())
    } else {
        Cow::Borrowed(text)
    }
}

/// The section `text` (a heading, class or id) names, ingredients winning a tie.
pub(crate) fn section_of(text: &str) -> Option<Section> {
    let lower = lowercase(text);
    [Section::Ingredients, Section::Instructions]
        .into_iter()
        .find(|section| section.named_in(&lower))
}

/// Whether an element's class or id names a section or a recipe: a recipe card's box, even
/// when it is an `<aside>` or a `<header>` (`<aside class="recipe__ingredients">`, the card's
/// `<header class="tasty-recipes-entry-header">` holding its times and yield).
pub(crate) fn names_a_section(element: &scraper::node::Element) -> bool {
    [element.attr("class"), element.id()]
        .into_iter()
        .flatten()
        .any(|name| section_of(name).is_some() || names_a_recipe(name))
}

/// Whether a class or id names a recipe card or a part of one: "recipe" in it, or the prefix of
/// a card plugin whose classes do not say "recipe" (Mediavine Create: "mv-create-header").
pub(crate) fn names_a_recipe(name: &str) -> bool {
    let lower = lowercase(name);
    lower.contains("recipe") || lower.contains("mv-create")
}

/// The section `text` starts with the name of ("Method: …", "Zutaten"), for short paragraphs
/// that stand for a heading.
pub(crate) fn section_opening(text: &str) -> Option<Section> {
    let section = section_of(text)?;
    let lower = lowercase(text);
    section
        .fragments()
        .iter()
        .any(|f| lower.starts_with(f))
        .then_some(section)
}

/// Whether `text` is nothing but a section's name ("Zutaten", "Ingredients:", "Suroviny"),
/// as structured data sometimes lists among the ingredient lines.
pub(crate) fn is_bare_section_name(text: &str) -> bool {
    let lower = lowercase(text.trim().trim_end_matches(':').trim_end());
    let words_only = lower.chars().all(|c| c.is_alphabetic() || c == ' ');
    // A fragment with at most an inflection after it ("ingredient" + "s", "ingrediënt" + "en").
    words_only
        && [Section::Ingredients, Section::Instructions]
            .into_iter()
            .flat_map(Section::fragments)
            .any(|f| lower.starts_with(f) && lower.len() <= f.len() + 4)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_covers_twenty_languages_with_both_sections() {
        let mut languages = std::collections::BTreeSet::new();
        for line in TABLE
            .lines()
            .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        {
            let columns: Vec<&str> = line.split('\t').collect();
            assert_eq!(columns.len(), 3, "three columns: {line}");
            assert!(matches!(columns[1], "ingredients" | "method"), "{line}");
            assert_eq!(columns[2], columns[2].to_lowercase(), "lowercase: {line}");
            languages.insert(columns[0]);
        }
        assert!(languages.len() >= 20, "{languages:?}");
    }

    #[test]
    fn headings_of_many_languages_name_their_section() {
        for ingredients in [
            "Hozzávalók",
            "Suroviny",
            "Υλικά",
            "Składniki:",
            "材料 (2人分)",
        ] {
            assert_eq!(
                section_of(ingredients),
                Some(Section::Ingredients),
                "{ingredients}"
            );
        }
        for method in [
            "Elkészítés",
            "Postup",
            "Εκτέλεση",
            "Gör så här",
            "作り方",
            "Yapılışı",
        ] {
            assert_eq!(section_of(method), Some(Section::Instructions), "{method}");
        }
        assert_eq!(section_of("Comments"), None);
    }

    #[test]
    fn a_short_paragraph_opens_a_section_only_with_its_name_first() {
        assert_eq!(section_opening("Zutaten:"), Some(Section::Ingredients));
        assert_eq!(
            section_opening("Postup přípravy"),
            Some(Section::Instructions)
        );
        assert_eq!(section_opening("Our favourite method"), None);
    }

    #[test]
    fn bare_section_names_are_told_from_ingredient_lines() {
        for bare in ["Zutaten", "Ingredients:", "SUROVINY", "Ingrediënten"] {
            assert!(is_bare_section_name(bare), "{bare}");
        }
        for line in [
            "Zutaten für 4 Personen: 200 g Mehl",
            "ingredients to taste",
            "2 eggs",
        ] {
            assert!(!is_bare_section_name(line), "{line}");
        }
    }
}
