//! Last touches on the lists every method extracts: markup sometimes lists an ingredient
//! summary ("Ingredients: flour, eggs") or a heading ("Zutaten", "Caramelized Onions:") among
//! the ingredient lines, and starts the first step
//! with the method's own title ("Bereiden: Verhit de olie…") or list the title, the recipe's
//! name or bare step numbers as steps, and names end in a bare
//! "– Recipe" tag; none of them belongs to the recipe.

use std::sync::LazyLock;

use cookbook_domain::{Ingredient, InstructionGroup, Recipe};

use crate::headings::is_bare_section_name;
use crate::text::starts_with_amount;

/// A heading among ingredient lines ("For the glaze:") is at most this long.
const MAX_HEADING_CHARS: usize = 60;

/// Lowercase titles of a method section that may open its first step, before a colon.
const METHOD_TITLES: &[&str] = &[
    "instructions",
    "directions",
    "method",
    "preparation",
    "préparation",
    "modo de preparo",
    "preparación",
    "preparazione",
    "zubereitung",
    "bereiden",
    "bereiding",
];

/// Lowercase words for "recipe" that a name may end with, as a tag after a dash or bar.
const RECIPE_WORDS: &[&str] = &[
    "recipe",
    "recept",
    "recette",
    "rezept",
    "receta",
    "ricetta",
    "receita",
    "przepis",
    "opskrift",
    "oppskrift",
];

/// `recipe` without ingredient summaries among its ingredient lines, its first step without
/// the method's title before it, and its name without a "– Recipe" tag.
pub(crate) fn without_stray_lines(mut recipe: Recipe) -> Recipe {
    if let Some(name) = without_recipe_tag(&recipe.name) {
        recipe.name = name.to_owned();
    }
    recipe.ingredients = grouped_under_headings(recipe.ingredients);
    titles_out_of_steps(&mut recipe);
    if let Some(first) = recipe.instructions.first_mut()
        && let Some(step) = after_method_title(first)
    {
        *first = step.to_owned();
    }
    recipe
}

/// `name` without a trailing " – Recipe" (or " | Recept" …), when something is left.
fn without_recipe_tag(name: &str) -> Option<&str> {
    let (head, tag) = name.rsplit_once([' ', '\u{a0}'])?;
    if !RECIPE_WORDS.contains(&tag.to_lowercase().as_str()) {
        return None;
    }
    let head = head.trim_end();
    let kept = head.strip_suffix(['-', '–', '—', '|'])?.trim_end();
    (!kept.is_empty()).then_some(kept)
}

/// Takes out the steps that only title the method ("Modo de Preparo"), repeat the recipe's
/// name, or count the steps ("1:", "2."), as markup sometimes lists among the steps; a title
/// opening the method becomes the method's group (CONTRACTS §2: headings go to
/// `instructionGroups`) when it has none. Nothing changes when nothing else would be left.
fn titles_out_of_steps(recipe: &mut Recipe) {
    let name = recipe.name.trim();
    let is_stray = |step: &str| {
        is_bare_section_name(step)
            || step.eq_ignore_ascii_case(name)
            || is_step_counter(step)
            || is_step_label(step)
    };
    if !recipe
        .instructions
        .iter()
        .any(|step| !is_stray(step.trim()))
    {
        return;
    }
    let opening_title = recipe
        .instructions
        .first()
        .filter(|first| recipe.instruction_groups.is_empty() && is_bare_section_name(first))
        .map(|first| first.trim().trim_end_matches(':').to_owned());
    // Where each old step index (and the end) lands once the stray steps are gone.
    let mut kept_before = Vec::with_capacity(recipe.instructions.len() + 1);
    let mut kept = 0;
    for step in &recipe.instructions {
        kept_before.push(kept);
        kept += usize::from(!is_stray(step.trim()));
    }
    kept_before.push(kept);
    recipe.instructions.retain(|step| !is_stray(step.trim()));
    for group in &mut recipe.instruction_groups {
        group.start = kept_before.get(group.start).copied().unwrap_or(kept);
        group.end = kept_before.get(group.end).copied().unwrap_or(kept);
    }
    recipe
        .instruction_groups
        .retain(|group| group.start < group.end);
    if let Some(title) = opening_title {
        recipe.instruction_groups.push(InstructionGroup {
            name: title,
            start: 0,
            end: recipe.instructions.len(),
        });
    }
}

/// Whether a step is only a counter ("1:", "2.", "(3)", "#4"): digits with at most a mark
/// before and one after. "6)." is text: the end of "(th. 6)." that a page split off its step.
fn is_step_counter(step: &str) -> bool {
    let squeezed: String = step.chars().filter(|c| !c.is_whitespace()).collect();
    let inner = squeezed.strip_prefix(['(', '#']).unwrap_or(&squeezed);
    let digits = inner.trim_start_matches(|c: char| c.is_ascii_digit());
    digits.len() < inner.len() && matches!(digits, "" | "." | ":" | ")")
}

/// Whether a step only labels its place ("Step 1", "Étape 2 :", "Schritt 3."): one word and a
/// number of at most two digits, as step tiles print above the text they leave elsewhere.
fn is_step_label(step: &str) -> bool {
    let words: Vec<&str> = step
        .split_whitespace()
        .map(|word| word.trim_matches(|c: char| c.is_ascii_punctuation()))
        .filter(|word| !word.is_empty())
        .collect();
    let is_word = |word: &str| word.chars().all(char::is_alphabetic);
    let is_number = |word: &str| word.len() <= 2 && word.chars().all(|c| c.is_ascii_digit());
    matches!(words.as_slice(), [word, number] if is_word(word) && is_number(number))
}

/// The text after a leading method title and colon, when there is text after it.
fn after_method_title(step: &str) -> Option<&str> {
    let (title, rest) = step.split_once(':')?;
    let rest = rest.trim_start();
    let is_title = METHOD_TITLES
        .iter()
        .any(|known| title.trim().to_lowercase() == *known);
    (is_title && !rest.is_empty()).then_some(rest)
}

/// The lines without summaries and headings; a heading (ending in a colon, or a bare title
/// before lines with amounts) becomes the group of the lines after it that have none, up to
/// the next heading.
fn grouped_under_headings(lines: Vec<Ingredient>) -> Vec<Ingredient> {
    let mut kept = Vec::with_capacity(lines.len());
    let mut heading: Option<String> = None;
    let mut lines = lines.into_iter().peekable();
    while let Some(mut line) = lines.next() {
        let text = line.text.trim();
        if is_ingredient_summary(text) || is_bare_section_name(text) {
            continue;
        }
        let next = lines.peek().map(|next| next.text.trim_start());
        let bare_title = next.is_some_and(starts_with_amount) && is_bare_group_title(text);
        if let Some(name) = group_heading(text).or(bare_title.then_some(text)) {
            heading = Some(name.to_owned());
            continue;
        }
        if line.group.is_none() {
            line.group.clone_from(&heading);
        }
        kept.push(line);
    }
    kept
}

/// The group a line names when it is a heading: short, no digit, ending in a colon
/// ("Caramelized Onions:", "Für den Teig:").
fn group_heading(text: &str) -> Option<&str> {
    let name = text.strip_suffix(':')?.trim_end();
    let is_heading = !name.is_empty()
        && name.chars().count() <= MAX_HEADING_CHARS
        && !name.chars().any(|c| c.is_ascii_digit() || c == ':');
    is_heading.then_some(name)
}

/// Whether `text`, a line without a colon, titles a part of the dish ("Yoghurt and Ouzo
/// Dressing", "Seasoning", "For the crumb") by the words of `ingredient-group-words.tsv`: a
/// few words without amounts or notes, capitalised like a title. "Salt" and "hot sauce" stay
/// ingredients.
fn is_bare_group_title(text: &str) -> bool {
    let words: Vec<&str> = text.split_whitespace().collect();
    let plain = !text.contains(|c: char| {
        c.is_ascii_digit() || matches!(c, '¼'..='¾' | '⅐'..='⅞' | ',' | '(' | ';' | ':')
    });
    if !plain || words.is_empty() || words.len() > MAX_BARE_TITLE_WORDS {
        return false;
    }
    if !text.starts_with(char::is_uppercase) {
        return false;
    }
    let lower = text.to_lowercase();
    let opens = GROUP_WORDS.opens.iter().any(|opening| {
        lower
            .strip_prefix(opening)
            .is_some_and(|rest| rest.starts_with(' '))
    });
    let last = lower.rsplit(' ').next().unwrap_or_default();
    let names_a_part = GROUP_WORDS
        .names
        .iter()
        .any(|part| last == *part || last.strip_suffix('s') == Some(part));
    let titled = words
        .iter()
        .filter(|word| word.chars().count() > 3)
        .all(|word| word.starts_with(char::is_uppercase));
    opens || (names_a_part && titled)
}

/// A bare group title has at most this many words.
const MAX_BARE_TITLE_WORDS: usize = 6;

/// The words of `fixtures/extraction/ingredient-group-words.tsv`.
struct GroupWords {
    /// Lowercase openings of a heading ("for the").
    opens: Vec<&'static str>,
    /// Lowercase parts of a dish that end a heading ("dressing").
    names: Vec<&'static str>,
}

static GROUP_WORDS: LazyLock<GroupWords> = LazyLock::new(|| {
    let table = include_str!("../../../fixtures/extraction/ingredient-group-words.tsv");
    let mut words = GroupWords {
        opens: Vec::new(),
        names: Vec::new(),
    };
    for row in table.lines().filter(|row| !row.starts_with('#')) {
        match row.split_once('\t') {
            Some(("opens", opening)) => words.opens.push(opening),
            Some(("names", part)) => words.names.push(part),
            _ => {}
        }
    }
    words
});

fn is_ingredient_summary(line: &str) -> bool {
    line.trim()
        .get(..12)
        .is_some_and(|head| head.eq_ignore_ascii_case("ingredients:"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ingredient_summaries_go_and_lines_stay() {
        let mut recipe = crate::heuristic::named_recipe("Soup".into());
        recipe.ingredients = ["2 eggs", "Ingredients: eggs, milk", "ingredients to taste"]
            .iter()
            .map(|t| Ingredient::unparsed(t))
            .collect();
        let tidy = without_stray_lines(recipe);
        let lines: Vec<&str> = tidy.ingredients.iter().map(|i| i.text.as_str()).collect();
        assert_eq!(lines, ["2 eggs", "ingredients to taste"]);
    }

    /// Asserts that `texts`, as ingredient lines once tidied, are the (group, text) `expected`.
    fn assert_grouped(texts: &[&str], expected: &[(Option<&str>, &str)]) {
        let mut recipe = crate::heuristic::named_recipe("Soup".into());
        recipe.ingredients = texts.iter().map(|t| Ingredient::unparsed(t)).collect();
        let tidy = without_stray_lines(recipe);
        let lines: Vec<(Option<&str>, &str)> = tidy
            .ingredients
            .iter()
            .map(|line| (line.group.as_deref(), line.text.as_str()))
            .collect();
        assert_eq!(lines, expected);
    }

    #[test]
    fn headings_among_ingredient_lines_become_groups() {
        assert_grouped(
            &[
                "Zutaten",
                "500 g beef mince",
                "Caramelized Onions:",
                "2 onions, sliced",
                "1 tbsp butter",
                "Salt: to taste",
            ],
            &[
                (None, "500 g beef mince"),
                (Some("Caramelized Onions"), "2 onions, sliced"),
                (Some("Caramelized Onions"), "1 tbsp butter"),
                (Some("Caramelized Onions"), "Salt: to taste"),
            ],
        );
    }

    #[test]
    fn bare_titles_before_lines_with_amounts_become_groups() {
        let dressing = Some("Yoghurt and Ouzo Dressing");
        assert_grouped(
            &[
                "Salt",
                "1 kg calamari",
                "Pita bread, to serve",
                "Yoghurt and Ouzo Dressing",
                "1 tbsp ouzo",
                "Water",
                "2 tbsp water",
                "For the crumb",
                "50 g butter",
                "Seasoning",
                "1 tsp paprika",
                "hot sauce",
                "1 tsp sugar",
                "Pizza Sauce",
            ],
            &[
                (None, "Salt"),
                (None, "1 kg calamari"),
                (None, "Pita bread, to serve"),
                (dressing, "1 tbsp ouzo"),
                (dressing, "Water"),
                (dressing, "2 tbsp water"),
                (Some("For the crumb"), "50 g butter"),
                (Some("Seasoning"), "1 tsp paprika"),
                (Some("Seasoning"), "hot sauce"),
                (Some("Seasoning"), "1 tsp sugar"),
                // Last in the list, nothing follows it to head: an ingredient.
                (Some("Seasoning"), "Pizza Sauce"),
            ],
        );
    }

    #[test]
    fn a_recipe_tag_after_a_dash_leaves_the_name() {
        assert_eq!(
            without_recipe_tag("Arretjescake – Recept"),
            Some("Arretjescake")
        );
        assert_eq!(without_recipe_tag("Soup | RECIPE"), Some("Soup"));
        assert_eq!(without_recipe_tag("Churros Recipe"), None);
        assert_eq!(without_recipe_tag("– Recipe"), None);
    }

    #[test]
    fn a_method_title_before_the_first_step_goes() {
        let mut recipe = crate::heuristic::named_recipe("Soup".into());
        recipe.instructions = vec!["Bereiden: Verhit de olie.".into(), "Method: keep".into()];
        assert_eq!(
            without_stray_lines(recipe.clone()).instructions,
            ["Verhit de olie.", "Method: keep"]
        );
        recipe.instructions = vec![
            "Modo de Preparo".into(),
            "Soup".into(),
            "1:".into(),
            "Boil the water.".into(),
            "2.".into(),
            "Add the leeks.".into(),
        ];
        let tidy = without_stray_lines(recipe.clone());
        assert_eq!(tidy.instructions, ["Boil the water.", "Add the leeks."]);
        assert_eq!(
            tidy.instruction_groups,
            [InstructionGroup {
                name: "Modo de Preparo".into(),
                start: 0,
                end: 2
            }]
        );
        assert!(
            ["1", "2.", "3:", "(4)", "#5", " 6 ) "]
                .iter()
                .all(|step| is_step_counter(step))
        );
        assert!(
            !["6).", "1/2", "Step", "", "..."]
                .iter()
                .any(|step| is_step_counter(step))
        );
        assert!(
            ["Step 1", "Étape 2 :", "SCHRITT 3.", "Krok 12"]
                .iter()
                .all(|step| is_step_label(step))
        );
        assert!(
            ![
                "Step",
                "Preheat to 180°C",
                "Bake 2 hours",
                "6).",
                "Step 100"
            ]
            .iter()
            .any(|step| is_step_label(step))
        );
        for kept in ["Preparation", "Tip: use a pan.", "Method:"] {
            recipe.instructions = vec![kept.into()];
            assert_eq!(without_stray_lines(recipe.clone()).instructions, [kept]);
        }
    }
}
