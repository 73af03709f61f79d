//! Last touches on the lists every method extracts: markup sometimes lists an ingredient
//! summary ("Ingredients: flour, eggs") or a heading ("Zutaten", "Caramelized Onions:") among
//! the ingredient lines, and starts the first step
//! with the method's own title ("Bereiden: Verhit de olie…") or list the title, the recipe's
//! name or bare step numbers as steps, and names end in a bare
//! "– Recipe" tag; none of them belongs to the recipe.

use cookbook_domain::{Ingredient, InstructionGroup, Recipe};

use crate::headings::is_bare_section_name;

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
    let is_count = |step: &str| {
        step.chars()
            .all(|c| c.is_ascii_digit() || c.is_ascii_punctuation() || c.is_whitespace())
    };
    let is_stray = |step: &str| {
        is_bare_section_name(step) || step.eq_ignore_ascii_case(name) || is_count(step)
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

/// The text after a leading method title and colon, when there is text after it.
fn after_method_title(step: &str) -> Option<&str> {
    let (title, rest) = step.split_once(':')?;
    let rest = rest.trim_start();
    let is_title = METHOD_TITLES
        .iter()
        .any(|known| title.trim().to_lowercase() == *known);
    (is_title && !rest.is_empty()).then_some(rest)
}

/// The lines without summaries and headings; a heading ending in a colon becomes the group
/// of the lines after it that have none, up to the next heading.
fn grouped_under_headings(lines: Vec<Ingredient>) -> Vec<Ingredient> {
    let mut kept = Vec::with_capacity(lines.len());
    let mut heading: Option<String> = None;
    for mut line in lines {
        let text = line.text.trim();
        if is_ingredient_summary(text) || is_bare_section_name(text) {
            continue;
        }
        if let Some(name) = group_heading(text) {
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

    #[test]
    fn headings_among_ingredient_lines_become_groups() {
        let mut recipe = crate::heuristic::named_recipe("Burger".into());
        recipe.ingredients = [
            "Zutaten",
            "500 g beef mince",
            "Caramelized Onions:",
            "2 onions, sliced",
            "1 tbsp butter",
            "Salt: to taste",
        ]
        .iter()
        .map(|t| Ingredient::unparsed(t))
        .collect();
        let tidy = without_stray_lines(recipe);
        let lines: Vec<(Option<&str>, &str)> = tidy
            .ingredients
            .iter()
            .map(|i| (i.group.as_deref(), i.text.as_str()))
            .collect();
        assert_eq!(
            lines,
            [
                (None, "500 g beef mince"),
                (Some("Caramelized Onions"), "2 onions, sliced"),
                (Some("Caramelized Onions"), "1 tbsp butter"),
                (Some("Caramelized Onions"), "Salt: to taste"),
            ]
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
        for kept in ["Preparation", "Tip: use a pan.", "Method:"] {
            recipe.instructions = vec![kept.into()];
            assert_eq!(without_stray_lines(recipe.clone()).instructions, [kept]);
        }
    }
}
